"""GPU inventory: the fake rigs match the reference hardware, lookups key on UUID and bus id, the real NVML probe
reports what this machine's NVML reports (or why it found nothing) and reads a GPU correctly through a fake NVML
library; and every test marked ``nvml`` passes on a machine whose NVML reports one GPU."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from fake_nvml import FAKE_NVML_ENV, FAKE_NVML_LOG_ENV, ONE_GPU, FakeNvml, one_gpu

from server.cli.cluster import main as cluster_main
from server.cluster.nvml import FakeInventory, GpuInventory, NvmlError, normalize_bus_id, nvml_library
from server.errors import ConfigError
from server.settings import parse_settings

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RIG_TOML = ROOT / "config" / "rig.toml"


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


def nvml_says() -> tuple[int, set[str], str] | None:
    """What the NVML library a probe reads (this machine's, or the session's fake) says itself: device count, UUIDs
    and driver version; None where it does not start."""
    lib = nvml_library()
    try:
        lib.nvmlInit()
    except NvmlError:
        return None
    try:
        count = lib.nvmlDeviceGetCount()
        uuids = set()
        for index in range(count):
            try:
                uuids.add(_text(lib.nvmlDeviceGetUUID(lib.nvmlDeviceGetHandleByIndex(index))))
            except NvmlError:
                continue  # the probe reports it as a problem
        return count, uuids, _text(lib.nvmlSystemGetDriverVersion())
    finally:
        lib.nvmlShutdown()


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


@pytest.mark.nvml
def test_the_real_probe_reports_every_gpu_this_machines_nvml_counts_or_why_it_found_none():
    inventory = GpuInventory.probe()
    said = nvml_says()
    if said is None:  # no driver (a CPU machine): empty, with the reason, never an exception
        assert inventory.empty
        assert "NVML" in inventory.reason or "driver" in inventory.reason
        assert inventory.find("00000000:41:00.0") is None
        assert inventory.pids() == {}
        return
    count, uuids, driver = said
    assert len(inventory.gpus) + len(inventory.problems) == count  # a GPU NVML could not read is a problem, named
    assert inventory.driver == driver
    if count == 0:
        assert inventory.empty and inventory.reason == "NVML found no GPUs"
    for gpu in inventory.gpus:
        assert gpu.uuid in uuids and re.fullmatch(r"(GPU|MIG)-[0-9a-fA-F-]+", gpu.uuid), gpu
        assert re.fullmatch(r"[0-9A-F]{8}:[0-9A-F]{2}:[0-9A-F]{2}\.[0-7]", gpu.bus_id), gpu
        assert gpu.memory_total_mib > 0 and 0 <= gpu.memory_used_mib <= gpu.memory_total_mib, gpu
        assert gpu.compute_capability[0] >= 1 and gpu.name, gpu
        assert inventory.find(gpu.uuid) is gpu and inventory.find(gpu.bus_id) is gpu
    assert len({g.uuid for g in inventory.gpus}) == len(inventory.gpus) == len({g.bus_id for g in inventory.gpus})
    assert [g.uuid for g in inventory.refresh().gpus] == [g.uuid for g in inventory.gpus]  # refresh reads NVML again


def local_settings():
    data = tomllib.loads((ROOT / "config" / "local.toml").read_text(encoding="utf-8"))
    return parse_settings(data, base_dir=ROOT / "config", source=ROOT / "config" / "local.toml")


def rig_settings():
    data = tomllib.loads(RIG_TOML.read_text(encoding="utf-8"))
    return parse_settings(data, base_dir=ROOT / "config", source=Path("config/rig.toml"))


@pytest.mark.nvml
def test_cluster_inventory_without_a_fake_lists_the_gpus_the_probe_finds_on_this_machine(capsys):
    assert cluster_main(["inventory", "--json"], local_settings()) == 0
    (listed,) = json.loads(capsys.readouterr().out)
    probed = GpuInventory.probe(host=listed["host"])
    assert [(g["uuid"], g["bus_id"]) for g in listed["gpus"]] == [(g.uuid, g.bus_id) for g in probed.gpus]
    assert listed["reason"] == (None if probed.gpus else probed.reason)


@pytest.mark.nvml
def test_cluster_plan_without_a_fake_refuses_the_rig_config_on_a_machine_without_the_rigs_gpus(capsys):
    settings = rig_settings()
    probed = GpuInventory.probe()
    wanted = [ref for b in settings.boards.values() if settings.hosts[b.host].local for ref in b.gpus]
    missing = [ref for ref in wanted if probed.find(ref) is None]
    code = cluster_main(["plan"], settings)
    captured = capsys.readouterr()
    said = captured.out + captured.err
    if not missing:  # this is the rig: none of its GPUs is reported missing
        assert "is not on host" not in said and "shows none" not in said, said
        return
    assert code != 0
    if probed.empty:
        assert "host rig shows none" in said and "--fake-rig" in said, said
    else:
        assert f"GPU {missing[0]!r} is not on host rig" in said and "cluster inventory" in said, said


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


# --- on a machine whose NVML reports one GPU ---------------------------------------------------------------


def test_the_nvml_tests_pass_on_a_machine_whose_nvml_reports_one_gpu(request, tmp_path):
    """Every test marked nvml, rerun with tests/fake_nvml.py's one-GPU NVML at the probe's seam (as on a GPU
    workstation or the rig), passes, and each one's probes read that GPU."""
    log = tmp_path / "probes.jsonl"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", FAKE_NVML_ENV))}
    env |= {FAKE_NVML_ENV: ONE_GPU, FAKE_NVML_LOG_ENV: str(log)}
    modules = [str(path) for path in sorted(HERE.glob("test_*.py")) if "mark.nvml" in path.read_text(encoding="utf-8")]
    pytest_args = ["-q", "-rA", "-m", "nvml", "-p", "no:cacheprovider", "-p", "no:xdist", *modules]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *pytest_args],
        capture_output=True, text=True, timeout=120, cwd=ROOT, env=env, check=False,
    )  # fmt: skip
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    outcomes = re.findall(r"^(PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS) (.+?)(?: - .*)?$", done.stdout, re.MULTILINE)
    passed = {nodeid for outcome, nodeid in outcomes if outcome == "PASSED"}
    assert passed and len(passed) == len(outcomes), report
    marked = {item.nodeid for item in request.session.items if item.get_closest_marker("nvml")}
    assert marked <= passed, report  # this session's nvml tests all ran there
    probes = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    (gpu,) = one_gpu().gpus
    assert all(p["gpus"] == [gpu.uuid] for p in probes)
    probed_in = {(p["test"] or "no test").rsplit(" ", 1)[0] for p in probes}
    assert probed_in == passed  # each one probed the fake, and nothing else did
