"""Placement checks against the fake reference rig: rig.toml plans cleanly, and every broken variant is
refused with a message that names the GPU or board and the fix."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import pytest

from server.cli.cluster import main as cluster_main
from server.cli.setup import MODEL_FILE
from server.cluster.boards import BYTES_PER_ELEMENT, ModelSizes, parse_cpu_list, plan, read_gguf
from server.cluster.nvml import FakeInventory, GpuInventory
from server.errors import ConfigError, PlacementError
from server.settings import Settings, parse_settings

ROOT = Path(__file__).resolve().parent.parent
SMOLLM = ROOT / "models" / MODEL_FILE
GPU = {  # NVML index -> UUID, from config/rig.toml's header table
    0: "GPU-fc1551f0-db9d-5e03-a7a3-c778e4ac49cb",
    3: "GPU-1165d832-1011-53f6-9eb6-71c4e9874234",
    4: "GPU-2dcb65b7-4322-540a-84cb-f82125cff042",
    5: "GPU-d6f77d15-1c6b-5e53-9969-e6dc2b7ca7a7",
    6: "GPU-2394b7c9-c036-5929-ba3c-9fc0b459e7e1",
    7: "GPU-5c04d6b3-2448-548c-a833-fb0afeb2e3a3",
}


def rig_data() -> dict[str, Any]:
    return tomllib.loads((ROOT / "config" / "rig.toml").read_text(encoding="utf-8"))


def rig_settings(data: dict[str, Any] | None = None) -> Settings:
    return parse_settings(data or rig_data(), base_dir=ROOT / "config", source=Path("config/rig.toml"))


def both_boxes() -> dict[str, GpuInventory]:
    return {"rig": FakeInventory.reference_rig(), "box2": FakeInventory.box2()}


def test_the_reference_rig_config_plans_cleanly_on_the_reference_rig():
    result = plan(rig_settings(), both_boxes())
    assert result.models() == ["drafter", "reasoner", "guard", "reviewer", "financial"]
    assert [g.index for g in result.placement("drafter").gpus] == [4, 5, 8, 9]
    assert [g.index for g in result.placement("reasoner").gpus] == [6, 7, 10, 11]
    reviewer = result.placement("reviewer")
    assert [g.index for g in reviewer.gpus] == [2, 3]
    assert reviewer.tensor_split == (32.0, 16.0)  # 2:1 by VRAM on the mixed pair
    assert reviewer.cuda_visible_devices == f"GPU-28d3b847-99c0-5f6b-8003-8f611a31dfcd,{GPU[3]}"
    assert all(b.need_mib <= b.gpu.memory_total_mib for p in result.placements for b in p.budgets)


def test_the_plan_table_shows_every_gpu_of_every_board_with_its_model():
    table = plan(rig_settings(), both_boxes()).table()
    lines = table.splitlines()
    assert sum(" reasoner " in line and "Tesla V100-SXM2-32GB" in line for line in lines) == 4
    assert any("00000000:22:00.0" in line and "16.0" in line and "reviewer" in line for line in lines)
    assert "tensor split 32,16" in table


def _move(model: str, board: str) -> Callable[[dict], None]:
    def edit(data: dict) -> None:
        data["models"][model]["board"] = board

    return edit


def _gpus(board: str, *gpus: str, interconnect: str = "nvlink") -> Callable[[dict], None]:
    def edit(data: dict) -> None:
        data["boards"][board] = {**data["boards"].get(board, {"host": "rig"}), "gpus": list(gpus)}
        data["boards"][board]["interconnect"] = interconnect

    return edit


def _set(table: str, name: str, **values: Any) -> Callable[[dict], None]:
    def edit(data: dict) -> None:
        data[table][name].update(values)

    return edit


def _both(*edits: Callable[[dict], None]) -> Callable[[dict], None]:
    def edit(data: dict) -> None:
        for one in edits:
            one(data)

    return edit


@dataclass(frozen=True)
class Broken:
    name: str
    edit: Callable[[dict], None]
    needles: tuple[str, ...]  # every one must appear in the message (naming the GPU/board and the fix)


BROKEN = [
    Broken(
        "a model across boards A and B",
        _gpus("A", GPU[4], GPU[5], GPU[6], GPU[7]),
        ("board A", "span the NVLink boards {4,5,8,9} and {6,7,10,11}", "fix: list the GPUs of one NVLink board"),
    ),
    Broken(
        "a guard model too big for {0,1}",
        _set("models", "guard", footprint={"weights_gib": 70.0, "layers": 40, "kv_heads": 8, "head_dim": 128}),
        ("board pair01, GPU 0 (00000000:01:00.0", "needs 36.4 GiB but has 32.0", "choose a smaller quant", "guard"),
    ),
    Broken(
        "two models on board A",
        _move("reviewer", "A"),
        ("board A (host rig, GPUs 4,5,8,9)", "holds models drafter, reviewer", "move 'reviewer' to a board"),
    ),
    Broken(
        "the reviewer alone on the 16 GB card",
        _both(_gpus("pair23", "0000:22:00.0", interconnect="pcie")),
        ("GPU 3 (00000000:22:00.0, Tesla V100-SXM2-16GB, 16 GiB)", "board pair23", "needs 25.7 GiB but has 16.0"),
    ),
    Broken(
        "a 1:1 split that overloads the 16 GB card",
        _set("models", "reviewer", tensor_split=[1.0, 1.0], context=262144),
        ("GPU 3 (00000000:22:00.0", "tensor_split to give GPU 3", "lower [models.reviewer].context (now 262144)"),
    ),
    Broken(
        "an unknown UUID",
        _gpus("pair01", GPU[0], "GPU-00000000-dead-beef-0000-000000000000"),
        ("board pair01", "GPU 'GPU-00000000-dead-beef-0000-000000000000' is not on host rig", "cluster inventory"),
    ),
    Broken(
        "a box-2 GPU named on the rig",
        _gpus("pair01", GPU[0], "GPU-5a0c35ff-346b-5ce4-99b9-026dfdbaa3fa"),
        ("is not on host rig (it is on host box2)", "fix [boards.pair01].gpus"),
    ),
    Broken(
        "a board whose GPUs are not NVLinked",
        _set("boards", "box2_3090", interconnect="nvlink"),
        ("board box2_3090", "not every pair is NVLinked", "GPU 0-GPU 1 (P2P not_supported)", "interconnect = 'pcie'"),
    ),
    Broken(
        "a GPU on two boards",
        _both(_gpus("spare", GPU[4]), _set("boards", "spare", host="rig")),
        ("GPU 4 (00000000:41:00.0", "is on boards A and spare", "set share = true on each"),
    ),
    Broken(
        "a build too old for the GPUs",
        _set("hosts", "rig", min_compute_capability=8.0),
        ("GPU 4 (00000000:41:00.0", "compute capability 7.0", "-DCMAKE_CUDA_ARCHITECTURES=70", "board A"),
    ),
    Broken(
        "a tensor split with the wrong length",
        _set("models", "guard", tensor_split=[1.0, 1.0, 1.0]),
        ("tensor_split has 3 entries for 2 GPUs", "board pair01"),
    ),
]


@pytest.mark.parametrize("case", BROKEN, ids=lambda case: case.name)
def test_each_broken_rig_variant_is_refused_naming_the_gpu_board_and_fix(case: Broken):
    data = copy.deepcopy(rig_data())
    case.edit(data)
    with pytest.raises(PlacementError) as info:
        plan(rig_settings(data), both_boxes())
    message = str(info.value)
    for needle in case.needles:
        assert needle in message, f"{needle!r} missing from:\n{message}"
    assert "cluster plan" in message


def test_a_bare_gpu_index_is_refused_when_the_config_loads_pointing_at_inventory():
    data = rig_data()
    data["boards"]["pair01"]["gpus"] = ["0", "3"]  # NVML 3 is the 16 GB card; CUDA's 3 may be another
    with pytest.raises(ConfigError) as info:
        rig_settings(data)
    assert "'0' is a bare index" in str(info.value)
    assert "cluster inventory" in str(info.value)


def test_every_problem_is_reported_at_once():
    data = rig_data()
    _move("reviewer", "A")(data)
    _gpus("pair01", GPU[0], "GPU-00000000-dead-beef-0000-000000000000")(data)
    with pytest.raises(PlacementError, match="2 problems") as info:
        plan(rig_settings(data), both_boxes())
    assert "holds models drafter, reviewer" in str(info.value)
    assert "dead-beef" in str(info.value)


def test_gpu_boards_on_a_machine_without_gpus_are_refused_with_the_nvml_reason():
    with pytest.raises(PlacementError) as info:
        plan(rig_settings(), GpuInventory(reason="NVML not found (libnvidia-ml.so.1 is missing)"))
    message = str(info.value)
    assert "board A (host rig): lists 4 GPU(s) but host rig shows none (NVML not found" in message
    assert "--fake-rig" in message


def test_a_host_without_an_inventory_is_noted_as_unverified_not_refused():
    result = plan(rig_settings(), FakeInventory.reference_rig())  # one inventory = the local host (rig)
    assert not result.placement("financial").verified
    assert any("box2" in note and "not verified" in note for note in result.notes)
    assert result.placement("drafter").verified


def test_the_gguf_file_wins_over_the_declared_footprint_when_readable():
    data = rig_data()
    data["models"]["guard"]["gguf"] = str(SMOLLM)
    guard = plan(rig_settings(data), both_boxes()).placement("guard")
    assert guard.sizes_from == "gguf"
    assert guard.weights_mib == pytest.approx(SMOLLM.stat().st_size / 2**20)
    # SmolLM2-135M: 30 layers x 3 KV heads x 64 dims, q4_0 K and V, 16384 tokens of context
    assert guard.kv_mib == pytest.approx(16384 * 30 * 3 * 64 * 2 * BYTES_PER_ELEMENT["q4_0"] / 2**20)


def test_a_custom_reader_supplies_sizes_and_its_budget_is_split_by_vram():
    sizes = ModelSizes(
        weights_bytes=30 * 2**30, kv_heads_per_layer=(8,) * 40, key_length=128, value_length=128, source="gguf"
    )
    result = plan(rig_settings(), both_boxes(), gguf_reader=lambda path: sizes if "Mistral" in path.name else None)
    reviewer = result.placement("reviewer")
    big, small = reviewer.budgets
    assert big.weights_mib == pytest.approx(2 * small.weights_mib)
    assert (big.gpu.index, small.gpu.index) == (2, 3)


def test_the_smollm_gguf_metadata_is_read():
    sizes = read_gguf(SMOLLM)
    assert (len(sizes.kv_heads_per_layer), set(sizes.kv_heads_per_layer), sizes.key_length) == (30, {3}, 64)
    assert read_gguf(SMOLLM.with_name("absent.gguf")) is None


def write_gguf(path: Path, arch: str, layers: int, kv: int | list[int], **extra: int) -> Path:
    writer = gguf.GGUFWriter(path, arch)
    writer.add_block_count(layers)
    writer.add_head_count(16)
    writer.add_head_count_kv(kv)
    writer.add_embedding_length(2048)
    for key, value in extra.items():
        writer.add_uint32(f"{arch}.{key}", value)
    writer.add_token_list([f"tok{i}" for i in range(5000)])  # long enough to be skipped, not decoded
    writer.add_tensor("w", np.zeros((64, 64), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.mark.parametrize(
    ("kv", "extra", "heads", "key_len", "value_len"),
    [
        (4, {}, (4,) * 6, 128, 128),  # head dim = embedding / heads
        ([0, 4, 0, 4, 0, 4], {"attention.key_length": 256, "attention.value_length": 64}, (4, 4, 4), 256, 64),
        (2, {"full_attention_interval": 3}, (2, 2), 128, 128),  # hybrid: only every 3rd layer keeps KV
    ],
)
def test_kv_shape_is_read_from_gguf_metadata(tmp_path, kv, extra, heads, key_len, value_len):
    path = write_gguf(tmp_path / "m.gguf", "qwen3", 6, kv, **extra)
    sizes = read_gguf(path)
    assert (sizes.kv_heads_per_layer, sizes.key_length, sizes.value_length) == (heads, key_len, value_len)
    assert sizes.weights_bytes == path.stat().st_size


def test_a_corrupt_gguf_is_a_placement_problem_naming_the_file(tmp_path):
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"this is not a gguf file at all" * 10)
    data = rig_data()
    data["models"]["guard"]["gguf"] = str(bad)
    with pytest.raises(PlacementError, match=r"bad\.gguf: not a readable GGUF file"):
        plan(rig_settings(data), both_boxes())


@pytest.mark.parametrize(("spec", "cpus"), [("0", {0}), ("0-2", {0, 1, 2}), ("1,3-4", {1, 3, 4})])
def test_cpu_lists_use_taskset_syntax(spec, cpus):
    assert parse_cpu_list(spec) == cpus


@pytest.mark.nvml
def test_a_cpu_board_naming_cpus_this_machine_lacks_is_refused():
    data = tomllib.loads((ROOT / "config" / "local.toml").read_text(encoding="utf-8"))
    data["boards"]["cpu"]["cpus"] = "0-4095"
    settings = parse_settings(data, base_dir=ROOT / "config")
    with pytest.raises(PlacementError, match=r"names CPU\(s\) .*fix \[boards.cpu\].cpus"):
        plan(settings, GpuInventory.probe())


# --- the CLI ------------------------------------------------------------------------------------------


def test_cluster_plan_prints_the_table_for_the_fake_rig(capsys):
    assert cluster_main(["plan", "--fake-rig"], rig_settings()) == 0
    out = capsys.readouterr().out
    assert "00000000:22:00.0" in out and "reviewer" in out


def test_cluster_plan_exits_non_zero_with_the_messages_on_a_broken_config(capsys):
    data = rig_data()
    _move("reviewer", "A")(data)
    assert cluster_main(["cluster", "plan", "--fake-rig"], rig_settings(data)) != 0
    captured = capsys.readouterr()
    assert "holds models drafter, reviewer" in captured.out + captured.err


def test_cluster_inventory_lists_uuids_and_bus_ids_and_writes_json(capsys, tmp_path):
    assert cluster_main(["inventory", "--fake-rig", "--json"], rig_settings()) == 0
    data = json.loads(capsys.readouterr().out)
    assert {h["host"] for h in data} == {"rig", "box2"}
    rig = next(h for h in data if h["host"] == "rig")
    path = tmp_path / "rig.json"
    path.write_text(json.dumps(rig), encoding="utf-8")
    assert (
        cluster_main(
            ["plan", "--inventory", f"rig={path}", "--inventory", "box2=" + str(tmp_path / "nope.json")], rig_settings()
        )
        != 0
    )
    assert "nope.json: inventory file not found" in capsys.readouterr().err
    assert cluster_main(["inventory", "--inventory", str(path)], rig_settings()) == 0
    assert GPU[3] in capsys.readouterr().out


def test_cluster_help_lists_every_verb_on_one_line_each_and_each_verb_its_own_options():
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "server", "--config", str(ROOT / "config" / "rig.toml"), *args]
        return subprocess.run(
            command, capture_output=True, text=True, timeout=60, cwd=ROOT, env=os.environ | {"COLUMNS": "100"}
        )

    listing = cli("cluster", "--help")
    assert listing.returncode == 0, listing.stderr
    lines = {line.split()[0]: line for line in listing.stdout.splitlines() if line.startswith("    ")}
    assert set(lines) == {"plan", "up", "status", "down", "inventory"}
    assert all(len(line.split()) > 2 for line in lines.values()), listing.stdout  # a verb and its description
    options = {verb: cli("cluster", verb, "--help").stdout for verb in lines}
    assert "--fake-rig" in options["plan"] and "--inventory" in options["plan"]
    assert "models" in options["up"]
    assert "--json" in options["status"] and "--no-probe" in options["status"]
    assert "--json" in options["inventory"] and "--fake-rig" not in options["down"]
    planned = cli("cluster", "plan", "--fake-rig")
    assert planned.returncode == 0 and "00000000:22:00.0" in planned.stdout, planned.stderr
    missing = cli("cluster")
    assert missing.returncode == 2 and "plan,up,status,down,inventory" in missing.stderr
