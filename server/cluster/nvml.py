"""What GPUs a machine has, read through NVML: the only module that imports ``pynvml``.

NVML numbers GPUs in its own order, which is neither CUDA's default order nor stable when cards
are added, and it ignores ``CUDA_VISIBLE_DEVICES``. So every record is keyed by UUID and by PCI
bus id (normalised to ``00000000:1A:00.0``); the NVML index is kept for display only.

    inv = GpuInventory.probe()          # real NVML; empty with .reason on a machine without it
    gpu = inv.find("GPU-2dcb65b7-...")  # or inv.find("0000:41:00.0")
    inv.nvlinked(a, b); inv.nvlink_groups(); inv.pids()

``FakeInventory`` loads a JSON fixture (the reference rig, box 2) for tests and ``--fake-rig``.
Every ``pynvml`` error is translated here: probing never raises, it reports what it could not read.

The NVML library a probe reads is chosen in one place: ``pynvml``, unless a caller passes ``nvml=`` or a test
session has installed a fake of it with ``use_nvml_library`` (tests/conftest.py, under ``COUNSEL_TEST_NVML``;
the product never calls it).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import pynvml

from server.errors import ConfigError

log = logging.getLogger(__name__)

FIXTURES_DIR = Path(__file__).resolve().parents[2] / "tests" / "fixtures"
RIG_FIXTURE = FIXTURES_DIR / "rig_inventory.json"
BOX2_FIXTURE = FIXTURES_DIR / "box2_inventory.json"

NvmlError = pynvml.NVMLError
"""The NVML error class, re-exported so test fakes of the NVML library can raise it."""

_MIB = 1024 * 1024
_BUS_ID = re.compile(r"^(?:([0-9a-fA-F]{1,8}):)?([0-9a-fA-F]{1,2}):([0-9a-fA-F]{1,2})\.([0-7])$")
P2P_STATUS = {
    pynvml.NVML_P2P_STATUS_OK: "ok",
    pynvml.NVML_P2P_STATUS_CHIPSET_NOT_SUPPORTED: "chipset_not_supported",
    pynvml.NVML_P2P_STATUS_GPU_NOT_SUPPORTED: "gpu_not_supported",
    pynvml.NVML_P2P_STATUS_IOH_TOPOLOGY_NOT_SUPPORTED: "topology_not_supported",
    pynvml.NVML_P2P_STATUS_DISABLED_BY_REGKEY: "disabled_by_regkey",
    pynvml.NVML_P2P_STATUS_NOT_SUPPORTED: "not_supported",
    pynvml.NVML_P2P_STATUS_UNKNOWN: "unknown",
}


_nvml_library: Any = pynvml
"""The NVML library ``GpuInventory.probe()`` reads when it is given none (see ``use_nvml_library``)."""


def nvml_library() -> Any:
    """The NVML library a probe without ``nvml=`` reads: ``pynvml``, or the fake a test session installed."""
    return _nvml_library


def use_nvml_library(lib: Any | None) -> Any:
    """For tests only: make ``lib`` (a fake of the pynvml functions the probe calls) the library of every probe
    without ``nvml=``, this process's ``refresh()`` included; ``None`` restores ``pynvml``. Returns the one replaced."""
    global _nvml_library
    previous, _nvml_library = _nvml_library, (pynvml if lib is None else lib)
    return previous


def normalize_bus_id(value: str) -> str:
    """``0000:1a:00.0``, ``1A:00.0`` or NVML's ``00000000:1A:00.0`` -> ``00000000:1A:00.0``."""
    match = _BUS_ID.match(value.strip())
    if match is None:
        raise ConfigError(
            f"{value!r} is not a PCI bus id; write it as NVML does, e.g. '00000000:1A:00.0' "
            "(`python -m server cluster inventory` lists them)"
        )
    domain, bus, device, function = match.groups()
    return f"{int(domain or '0', 16):08X}:{int(bus, 16):02X}:{int(device, 16):02X}.{function}"


def is_uuid_ref(ref: str) -> bool:
    return ref.strip().upper().startswith(("GPU-", "MIG-"))


@dataclass(frozen=True)
class NvLink:
    """One NVLink of a GPU: its number, whether it is up, and the PCI bus id at its far end."""

    link: int
    active: bool
    remote_bus_id: str


@dataclass(frozen=True)
class GpuProcess:
    """A compute process NVML sees on a GPU (pid in the host's pid namespace)."""

    pid: int
    used_mib: int | None = None


@dataclass(frozen=True)
class Gpu:
    """One GPU as NVML reports it. ``index`` is NVML's and for display only."""

    index: int
    uuid: str
    bus_id: str
    name: str
    compute_capability: tuple[int, int]
    memory_total_mib: int
    memory_used_mib: int = 0
    nvlinks: tuple[NvLink, ...] = ()
    p2p: tuple[tuple[str, str], ...] = ()  # (peer UUID, NVLink P2P status: ok, not_supported, ...)
    processes: tuple[GpuProcess, ...] = ()

    @property
    def cc(self) -> float:
        major, minor = self.compute_capability
        return major + minor / 10

    @property
    def memory_total_gib(self) -> float:
        return self.memory_total_mib / 1024

    def nvlink_peers(self) -> frozenset[str]:
        """Bus ids this GPU reaches over an active NVLink."""
        return frozenset(link.remote_bus_id for link in self.nvlinks if link.active)

    def p2p_status(self, peer_uuid: str) -> str:
        return dict(self.p2p).get(peer_uuid, "unknown")

    def label(self) -> str:
        """``GPU 3 (00000000:22:00.0, Tesla V100-SXM2-16GB, 16 GiB)`` - how messages name a GPU."""
        return f"GPU {self.index} ({self.bus_id}, {self.name}, {self.memory_total_gib:g} GiB)"

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["compute_capability"] = f"{self.compute_capability[0]}.{self.compute_capability[1]}"
        data["p2p"] = dict(self.p2p)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Gpu:
        major, _, minor = str(data["compute_capability"]).partition(".")
        return cls(
            index=int(data["index"]),
            uuid=str(data["uuid"]),
            bus_id=normalize_bus_id(str(data["bus_id"])),
            name=str(data["name"]),
            compute_capability=(int(major), int(minor or 0)),
            memory_total_mib=int(data["memory_total_mib"]),
            memory_used_mib=int(data.get("memory_used_mib", 0)),
            nvlinks=tuple(
                NvLink(int(n["link"]), bool(n["active"]), normalize_bus_id(n["remote_bus_id"]) if n["active"] else "")
                for n in data.get("nvlinks", ())
            ),
            p2p=tuple(sorted((str(k), str(v)) for k, v in dict(data.get("p2p", {})).items())),
            processes=tuple(GpuProcess(int(p["pid"]), p.get("used_mib")) for p in data.get("processes", ())),
        )


class GpuInventory:
    """The GPUs of one machine. Empty (with ``reason``) where NVML is absent or found nothing."""

    def __init__(
        self,
        gpus: Iterable[Gpu] = (),
        *,
        host: str = "local",
        reason: str | None = None,
        problems: Iterable[str] = (),
        driver: str | None = None,
    ) -> None:
        self.gpus: tuple[Gpu, ...] = tuple(sorted(gpus, key=lambda g: g.index))
        self.host = host
        self.reason = reason if reason is not None or self.gpus else "no GPUs"
        self.problems = tuple(problems)
        self.driver = driver

    # --- construction -----------------------------------------------------------------------
    @classmethod
    def probe(cls, *, nvml: Any = None, host: str = "local") -> GpuInventory:
        """Read every GPU through NVML (``nvml``, else ``nvml_library()``). Never raises: a missing driver gives an
        empty inventory."""
        lib = nvml if nvml is not None else _nvml_library
        try:
            lib.nvmlInit()
        except NvmlError as exc:
            return cls(host=host, reason=_init_reason(exc))
        try:
            return _probe_initialised(cls, lib, host)
        finally:
            try:
                lib.nvmlShutdown()
            except NvmlError as exc:
                log.warning("nvmlShutdown failed: %s", exc)

    def refresh(self) -> GpuInventory:
        """A fresh reading (memory used, processes); the fake returns itself."""
        return type(self).probe(host=self.host)

    # --- lookups ----------------------------------------------------------------------------
    @property
    def empty(self) -> bool:
        return not self.gpus

    def find(self, ref: str) -> Gpu | None:
        """The GPU a config names, by UUID (case-insensitive) or PCI bus id; None if absent."""
        ref = ref.strip()
        if is_uuid_ref(ref):
            wanted = ref.lower()
            return next((g for g in self.gpus if g.uuid.lower() == wanted), None)
        try:
            bus = normalize_bus_id(ref)
        except ConfigError:
            return None
        return next((g for g in self.gpus if g.bus_id == bus), None)

    def nvlinked(self, a: Gpu, b: Gpu) -> bool:
        """True when an active NVLink joins ``a`` and ``b`` (seen from either end)."""
        return b.bus_id in a.nvlink_peers() or a.bus_id in b.nvlink_peers()

    def nvlink_groups(self) -> list[tuple[Gpu, ...]]:
        """GPUs joined by NVLink, as connected groups (a lone GPU is its own group)."""
        seen: set[str] = set()
        groups: list[tuple[Gpu, ...]] = []
        for gpu in self.gpus:
            if gpu.uuid in seen:
                continue
            group, todo = [], [gpu]
            seen.add(gpu.uuid)
            while todo:
                current = todo.pop()
                group.append(current)
                for other in self.gpus:
                    if other.uuid not in seen and self.nvlinked(current, other):
                        seen.add(other.uuid)
                        todo.append(other)
            groups.append(tuple(sorted(group, key=lambda g: g.index)))
        return groups

    def group_of(self, gpu: Gpu) -> tuple[Gpu, ...]:
        return next(group for group in self.nvlink_groups() if gpu in group)

    def pids(self) -> dict[int, tuple[Gpu, ...]]:
        """Each compute pid and the GPUs it holds memory on."""
        found: dict[int, list[Gpu]] = {}
        for gpu in self.gpus:
            for proc in gpu.processes:
                found.setdefault(proc.pid, []).append(gpu)
        return {pid: tuple(gpus) for pid, gpus in found.items()}

    def summary(self) -> str:
        if self.empty:
            return f"host {self.host}: {self.reason}"
        return f"host {self.host}: {len(self.gpus)} GPUs" + (f", driver {self.driver}" if self.driver else "")

    def to_dict(self) -> dict[str, Any]:
        return {
            "host": self.host,
            "driver": self.driver,
            "reason": None if self.gpus else self.reason,
            "problems": list(self.problems),
            "gpus": [gpu.to_dict() for gpu in self.gpus],
        }

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.summary()!r})"


class FakeInventory(GpuInventory):
    """An inventory read from a JSON fixture instead of NVML (tests, ``--fake-rig``, other hosts)."""

    def refresh(self) -> GpuInventory:
        return self

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FakeInventory:
        return cls(
            (Gpu.from_dict(g) for g in data.get("gpus", ())),
            host=str(data.get("host", "local")),
            reason=data.get("reason"),
            problems=data.get("problems", ()),
            driver=data.get("driver"),
        )

    @classmethod
    def from_file(cls, path: Path | str) -> FakeInventory:
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(
                f"{path}: inventory file not found; write one with `python -m server cluster inventory --json` "
                "on that machine"
            ) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(
                f"{path}: not a JSON inventory ({exc}); regenerate it with `cluster inventory --json`"
            ) from None
        try:
            return cls.from_dict(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise ConfigError(f"{path}: inventory entry is missing or malformed ({exc}); regenerate it") from None

    @classmethod
    def reference_rig(cls) -> FakeInventory:
        """Box 1: 12x V100-SXM2; NVLink boards A={4,5,8,9}, B={6,7,10,11}, pairs {0,1}, {2,3} (3 is 16 GB)."""
        return cls.from_file(RIG_FIXTURE)

    @classmethod
    def box2(cls) -> FakeInventory:
        """Box 2: 4x RTX 3090 and 2x V100-PCIe, no NVLink."""
        return cls.from_file(BOX2_FIXTURE)

    def with_processes(self, placed: Mapping[str, Iterable[tuple[int, int | None]]]) -> FakeInventory:
        """A copy where the GPUs named (UUID or bus id) run these ``(pid, used MiB)`` processes."""
        wanted: dict[str, tuple[GpuProcess, ...]] = {}
        for ref, procs in placed.items():
            gpu = self.find(ref)
            if gpu is None:
                raise ConfigError(f"{ref!r} is not a GPU of the fake inventory {self.host!r}; use one of its UUIDs")
            wanted[gpu.uuid] = tuple(GpuProcess(pid, mib) for pid, mib in procs)
        gpus = []
        for gpu in self.gpus:
            procs = wanted.get(gpu.uuid, gpu.processes)
            base = gpu.memory_used_mib - sum(p.used_mib or 0 for p in gpu.processes)
            used = base + sum(p.used_mib or 0 for p in procs)
            gpus.append(replace(gpu, processes=procs, memory_used_mib=max(0, min(used, gpu.memory_total_mib))))
        return FakeInventory(gpus, host=self.host, driver=self.driver)


# --- the real probe: every pynvml call and error lives below --------------------------------------


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _init_reason(exc: Exception) -> str:
    code = getattr(exc, "value", None)
    if code == pynvml.NVML_ERROR_LIBRARY_NOT_FOUND:
        return (
            "NVML not found (libnvidia-ml.so.1 is missing): no NVIDIA driver on this machine. "
            "CPU boards still work; GPU boards need the driver installed"
        )
    if code == pynvml.NVML_ERROR_DRIVER_NOT_LOADED:
        return "the NVIDIA driver is installed but not loaded; check `nvidia-smi` and load the kernel module"
    if code == pynvml.NVML_ERROR_NO_PERMISSION:
        return "no permission to open the NVIDIA devices; run as a user in the video group"
    return f"NVML failed to initialise ({exc}); check `nvidia-smi`"


def _probe_initialised(cls: type[GpuInventory], lib: Any, host: str) -> GpuInventory:
    problems: list[str] = []
    try:
        count = lib.nvmlDeviceGetCount()
        driver = _text(lib.nvmlSystemGetDriverVersion())
    except NvmlError as exc:
        return cls(host=host, reason=f"NVML could not list GPUs ({exc}); check `nvidia-smi`")
    handles: dict[str, Any] = {}
    gpus: list[Gpu] = []
    for index in range(count):
        try:
            handle = lib.nvmlDeviceGetHandleByIndex(index)
            gpu = _read_gpu(lib, handle, index)
        except NvmlError as exc:
            problems.append(f"NVML index {index}: could not be read ({exc}); it is left out (check `nvidia-smi`)")
            continue
        handles[gpu.uuid] = handle
        gpus.append(gpu)
    with_p2p = []
    for gpu in gpus:
        statuses = []
        for other in gpus:
            if other.uuid == gpu.uuid:
                continue
            try:
                code = lib.nvmlDeviceGetP2PStatus(
                    handles[gpu.uuid], handles[other.uuid], pynvml.NVML_P2P_CAPS_INDEX_NVLINK
                )
                statuses.append((other.uuid, P2P_STATUS.get(code, "unknown")))
            except NvmlError:
                statuses.append((other.uuid, "unknown"))
        with_p2p.append(replace(gpu, p2p=tuple(sorted(statuses))))
    reason = None if with_p2p else "NVML found no GPUs"
    return cls(with_p2p, host=host, reason=reason, problems=problems, driver=driver)


def _read_gpu(lib: Any, handle: Any, index: int) -> Gpu:
    uuid = _text(lib.nvmlDeviceGetUUID(handle))
    bus_id = normalize_bus_id(_text(lib.nvmlDeviceGetPciInfo(handle).busId))
    memory = lib.nvmlDeviceGetMemoryInfo(handle)
    major, minor = lib.nvmlDeviceGetCudaComputeCapability(handle)
    return Gpu(
        index=index,
        uuid=uuid,
        bus_id=bus_id,
        name=_text(lib.nvmlDeviceGetName(handle)),
        compute_capability=(int(major), int(minor)),
        memory_total_mib=int(memory.total) // _MIB,
        memory_used_mib=int(memory.used) // _MIB,
        nvlinks=_read_nvlinks(lib, handle),
        processes=_read_processes(lib, handle),
    )


def _read_nvlinks(lib: Any, handle: Any) -> tuple[NvLink, ...]:
    links = []
    for link in range(pynvml.NVML_NVLINK_MAX_LINKS):
        try:
            state = lib.nvmlDeviceGetNvLinkState(handle, link)
        except NvmlError as exc:
            if exc.value in (pynvml.NVML_ERROR_NOT_SUPPORTED, pynvml.NVML_ERROR_INVALID_ARGUMENT):
                break  # no NVLink on this GPU, or past its last link
            raise
        if state != pynvml.NVML_FEATURE_ENABLED:
            links.append(NvLink(link, False, ""))
            continue
        remote = lib.nvmlDeviceGetNvLinkRemotePciInfo(handle, link)
        links.append(NvLink(link, True, normalize_bus_id(_text(remote.busId))))
    return tuple(links)


def _read_processes(lib: Any, handle: Any) -> tuple[GpuProcess, ...]:
    try:
        procs = lib.nvmlDeviceGetComputeRunningProcesses(handle)
    except NvmlError as exc:
        if exc.value == pynvml.NVML_ERROR_NOT_SUPPORTED:
            return ()
        raise
    found = []
    for proc in procs:
        used = getattr(proc, "usedGpuMemory", None)
        found.append(GpuProcess(int(proc.pid), None if used is None else int(used) // _MIB))
    return tuple(found)
