"""GPU inventory: the fake rigs match the reference hardware, lookups key on UUID and bus id, and the
real NVML probe degrades cleanly (no driver here) and reads a GPU correctly through a fake NVML library."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest

from server.cluster.nvml import FakeInventory, Gpu, GpuInventory, NvmlError, normalize_bus_id
from server.errors import ConfigError

ROOT = Path(__file__).resolve().parent.parent
RIG_TOML = ROOT / "config" / "rig.toml"

# NVML return codes (nvml.h ABI constants) used by the fake library below.
NVML_ERROR_INVALID_ARGUMENT = 2
NVML_ERROR_NOT_SUPPORTED = 3
NVML_ERROR_GPU_IS_LOST = 15


def rig_header_table() -> list[tuple[int, str, str, int]]:
    """(NVML index, bus id, UUID, GiB) rows from config/rig.toml's header comment."""
    rows = []
    for line in RIG_TOML.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^#\s+(\d+)\s+(\S+:\S+)\s+(GPU-\S+)\s+(\d+)G\b", line)
        if match:
            rows.append((int(match[1]), match[2], match[3], int(match[4])))
    return rows


def test_the_fake_rig_matches_the_header_table_of_rig_toml_gpu_for_gpu():
    rig = FakeInventory.reference_rig()
    table = rig_header_table()
    assert len(table) == 12
    assert [(g.index, g.bus_id, g.uuid, g.memory_total_mib // 1024) for g in rig.gpus] == table


def test_the_fake_rig_has_nvlink_exactly_within_its_four_boards():
    rig = FakeInventory.reference_rig()
    groups = sorted(sorted(g.index for g in group) for group in rig.nvlink_groups())
    assert groups == [[0, 1], [2, 3], [4, 5, 8, 9], [6, 7, 10, 11]]
    for group in rig.nvlink_groups():
        for a in group:
            for b in group:
                if a is not b:
                    assert rig.nvlinked(a, b)
                    assert a.p2p_status(b.uuid) == "ok"
    gpu4, gpu6 = rig.find("00000000:41:00.0"), rig.find("00000000:61:00.0")
    assert not rig.nvlinked(gpu4, gpu6)
    assert gpu4.p2p_status(gpu6.uuid) == "not_supported"


def test_only_gpu_3_of_the_rig_is_the_16_gb_card_and_all_are_volta():
    rig = FakeInventory.reference_rig()
    small = [g.index for g in rig.gpus if g.memory_total_mib < 32 * 1024]
    assert small == [3]
    assert {g.compute_capability for g in rig.gpus} == {(7, 0)}


def test_box2_has_four_rtx_3090s_and_two_v100_pcie_without_nvlink():
    box = FakeInventory.box2()
    names = sorted(g.name for g in box.gpus)
    assert names.count("NVIDIA GeForce RTX 3090") == 4
    assert sum("V100-PCIE" in n for n in names) == 2
    assert all(len(group) == 1 for group in box.nvlink_groups())


@pytest.mark.parametrize(
    ("ref", "index"),
    [
        ("GPU-1165d832-1011-53f6-9eb6-71c4e9874234", 3),
        ("gpu-1165D832-1011-53F6-9EB6-71C4E9874234", 3),
        ("00000000:22:00.0", 3),
        ("0000:22:00.0", 3),
        ("22:00.0", 3),
        ("0000:c2:00.0", 11),
        ("GPU-00000000-0000-0000-0000-000000000000", None),
        ("00000000:99:00.0", None),
        ("not-a-gpu", None),
    ],
)
def test_a_gpu_is_found_by_uuid_or_any_spelling_of_its_bus_id(ref, index):
    gpu = FakeInventory.reference_rig().find(ref)
    assert (gpu.index if gpu else None) == index


@pytest.mark.parametrize(
    ("raw", "normal"),
    [("00000000:1A:00.0", "00000000:1A:00.0"), ("0000:1a:00.0", "00000000:1A:00.0"), ("1a:0.1", "00000000:1A:00.1")],
)
def test_bus_ids_are_normalised_to_nvml_form(raw, normal):
    assert normalize_bus_id(raw) == normal


def test_a_malformed_bus_id_is_refused_with_the_expected_form():
    with pytest.raises(ConfigError, match=re.escape("00000000:1A:00.0")):
        normalize_bus_id("1A-00")


def test_without_nvml_the_real_probe_reports_no_gpus_and_why_instead_of_raising():
    inventory = GpuInventory.probe()
    assert inventory.empty
    assert "NVML" in inventory.reason or "driver" in inventory.reason
    assert inventory.find("00000000:41:00.0") is None
    assert inventory.pids() == {}


def test_processes_show_which_pid_holds_which_gpus():
    rig = FakeInventory.reference_rig().with_processes(
        {"00000000:41:00.0": [(4242, 9000)], "00000000:42:00.0": [(4242, 9000)]}
    )
    assert sorted(g.index for g in rig.pids()[4242]) == [4, 5]
    assert rig.find("00000000:41:00.0").memory_used_mib == 9000


def test_an_inventory_round_trips_through_its_json_file(tmp_path):
    rig = FakeInventory.reference_rig().with_processes({"00000000:01:00.0": [(7, 512)]})
    path = tmp_path / "inv.json"
    path.write_text(json.dumps(rig.to_dict()), encoding="utf-8")
    again = FakeInventory.from_file(path)
    assert again.gpus == rig.gpus
    assert again.host == "rig"


@pytest.mark.parametrize(
    ("content", "needle"), [(None, "not found"), ("{nope", "not a JSON"), ('{"gpus": [{}]}', "malformed")]
)
def test_a_bad_inventory_file_is_refused_saying_how_to_regenerate_it(tmp_path, content, needle):
    path = tmp_path / "inv.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError, match=needle) as info:
        FakeInventory.from_file(path)
    assert "cluster inventory --json" in str(info.value) or "regenerate" in str(info.value)


# --- the real probe, driven through a fake of the NVML C library --------------------------------------


@dataclass
class FakeNvml:
    """The subset of pynvml's functions the probe calls, answering from a fake inventory."""

    inventory: GpuInventory
    lost: frozenset[int] = frozenset()
    init_error: int | None = None
    shut_down: bool = False

    def nvmlInit(self):
        if self.init_error is not None:
            raise NvmlError(self.init_error)

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


@pytest.mark.parametrize("fixture", ["reference_rig", "box2"])
def test_the_real_probe_reads_every_field_of_every_gpu_through_nvml(fixture):
    source = getattr(FakeInventory, fixture)().with_processes({"00000000:01:00.0": [(99, 2048), (100, None)]})
    nvml = FakeNvml(source)
    probed = GpuInventory.probe(nvml=nvml, host=source.host)
    assert probed.gpus == source.gpus
    assert probed.driver == "570.172.08"
    assert nvml.shut_down


def test_a_gpu_nvml_cannot_read_is_left_out_and_reported_not_fatal():
    nvml = FakeNvml(FakeInventory.reference_rig(), lost=frozenset({3}))
    probed = GpuInventory.probe(nvml=nvml)
    assert [g.index for g in probed.gpus] == [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]
    assert len(probed.problems) == 1
    assert "NVML index 3" in probed.problems[0] and "nvidia-smi" in probed.problems[0]


def test_an_nvml_that_fails_to_start_gives_an_empty_inventory_with_the_reason():
    probed = GpuInventory.probe(nvml=FakeNvml(FakeInventory.reference_rig(), init_error=9))  # DRIVER_NOT_LOADED
    assert probed.empty
    assert "not loaded" in probed.reason
