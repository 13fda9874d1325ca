"""A fake of the NVML library (the pynvml functions ``GpuInventory.probe`` calls) answering from a fake inventory,
and the one-GPU machine a test session can run on instead of this machine's NVML:

    COUNSEL_TEST_NVML=one-gpu .venv/bin/python -m pytest -m nvml     # the NVML tests against one fake GPU

tests/conftest.py reads ``COUNSEL_TEST_NVML`` (the product never does) and installs ``one_gpu_nvml()`` at the
probe's seam (``server.cluster.nvml.use_nvml_library``) for the whole session. With ``COUNSEL_TEST_NVML_LOG=FILE``
as well, every ``nvmlInit`` (one per probe) appends a JSON line to FILE naming the test it ran in and the GPUs it
reported, so a run can show that its tests read the fake. Only this process is faked: a ``python -m server`` the
tests start reads this machine's NVML.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import SimpleNamespace

from server.cluster.nvml import FakeInventory, Gpu, GpuInventory, NvmlError

FAKE_NVML_ENV = "COUNSEL_TEST_NVML"
FAKE_NVML_LOG_ENV = "COUNSEL_TEST_NVML_LOG"
ONE_GPU = "one-gpu"

# NVML return codes (nvml.h ABI constants) the fake raises.
NVML_ERROR_INVALID_ARGUMENT = 2
NVML_ERROR_NOT_SUPPORTED = 3
NVML_ERROR_GPU_IS_LOST = 15


@dataclass
class FakeNvml:
    """The subset of pynvml's functions the probe calls, answering from a fake inventory."""

    inventory: GpuInventory
    lost: frozenset[int] = frozenset()
    init_error: int | None = None
    shut_down: bool = False
    log: Path | None = None

    def nvmlInit(self):
        if self.init_error is not None:
            raise NvmlError(self.init_error)
        if self.log is not None:
            entry = {"test": os.environ.get("PYTEST_CURRENT_TEST"), "gpus": [g.uuid for g in self.inventory.gpus]}
            with self.log.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry) + "\n")

    def nvmlShutdown(self):
        self.shut_down = True

    def nvmlDeviceGetCount(self):
        return len(self.inventory.gpus)

    def nvmlSystemGetDriverVersion(self):
        return b"570.172.08"

    def nvmlDeviceGetHandleByIndex(self, index):
        if index in self.lost:
            raise NvmlError(NVML_ERROR_GPU_IS_LOST)
        return self.inventory.gpus[index]

    def nvmlDeviceGetUUID(self, gpu: Gpu):
        return gpu.uuid.encode()

    def nvmlDeviceGetPciInfo(self, gpu: Gpu):
        return SimpleNamespace(busId=gpu.bus_id[4:].lower().encode())  # "0000:41:00.0" spelling

    def nvmlDeviceGetName(self, gpu: Gpu):
        return gpu.name

    def nvmlDeviceGetCudaComputeCapability(self, gpu: Gpu):
        return gpu.compute_capability

    def nvmlDeviceGetMemoryInfo(self, gpu: Gpu):
        return SimpleNamespace(total=gpu.memory_total_mib * 2**20, used=gpu.memory_used_mib * 2**20)

    def nvmlDeviceGetNvLinkState(self, gpu: Gpu, link: int):
        if not gpu.nvlinks:
            raise NvmlError(NVML_ERROR_NOT_SUPPORTED)
        if link >= len(gpu.nvlinks):
            raise NvmlError(NVML_ERROR_INVALID_ARGUMENT)
        return 1 if gpu.nvlinks[link].active else 0

    def nvmlDeviceGetNvLinkRemotePciInfo(self, gpu: Gpu, link: int):
        return SimpleNamespace(busId=gpu.nvlinks[link].remote_bus_id.encode())

    def nvmlDeviceGetComputeRunningProcesses(self, gpu: Gpu):
        return [
            SimpleNamespace(pid=p.pid, usedGpuMemory=None if p.used_mib is None else p.used_mib * 2**20)
            for p in gpu.processes
        ]

    def nvmlDeviceGetP2PStatus(self, a: Gpu, b: Gpu, index: int):
        return 0 if self.inventory.nvlinked(a, b) else 5


def one_gpu() -> FakeInventory:
    """One GPU as the rig's driver reports it: the rig's GPU 4 (Tesla V100-SXM2-32GB, 00000000:41:00.0) alone in
    a machine, so NVML index 0 with no NVLink peer and nothing running on it."""
    gpu = FakeInventory.reference_rig().find("00000000:41:00.0")
    assert gpu is not None
    alone = replace(gpu, index=0, nvlinks=(), p2p=(), processes=(), memory_used_mib=0)
    return FakeInventory([alone], host="local", driver="570.172.08")


def one_gpu_nvml(log: Path | None = None) -> FakeNvml:
    """A fake NVML library whose machine has ``one_gpu()``; each probe logged to ``log`` if given."""
    return FakeNvml(one_gpu(), log=log)


def session_nvml(environ: Mapping[str, str] = os.environ) -> FakeNvml | None:
    """The fake NVML ``COUNSEL_TEST_NVML`` asks the test session to run on (None: this machine's own NVML)."""
    wanted = environ.get(FAKE_NVML_ENV, "")
    if not wanted:
        return None
    if wanted != ONE_GPU:
        raise ValueError(f"{FAKE_NVML_ENV}={wanted!r} is not a fake NVML the tests know: set it to {ONE_GPU!r}")
    log = environ.get(FAKE_NVML_LOG_ENV)
    return one_gpu_nvml(Path(log) if log else None)
