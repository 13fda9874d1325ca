"""Boards: where each model runs, checked against the GPUs that are really there.

A board is a set of GPUs on one host that share NVLink (or are declared PCIe, or a CPU "board").
``plan(settings, inventory)`` checks the config against an NVML inventory and refuses, listing every
problem with the GPU, the board and the fix, when:

- a board names a GPU the host does not have (unknown UUID or bus id);
- a board's GPUs are not all NVLinked to each other (and the board is not declared ``pcie``), which
  is also how a model spanning two NVLink boards shows up;
- two models sit on one board, or a GPU is on two boards, unless ``share = true`` says so;
- weights + KV cache + a compute margin do not fit on some GPU (sizes from the GGUF file when it is
  readable, else the declared ``footprint``; KV = layers x context x KV heads x head dim x bytes of
  the cache type, for K and for V; split across GPUs like the weights, by ``tensor_split`` or VRAM);
- a GPU's compute capability is below what the host's llama.cpp build supports.

``plan`` returns a ``Plan`` (one ``Placement`` per model, with its per-GPU ``GpuBudget``); ``Plan.table()``
renders it for ``cluster plan``. The per-board request queue (``BoardQueues``) lives in ``server/cluster/queues.py``.
"""

from __future__ import annotations

import logging
import os
import struct
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from server.cluster.nvml import Gpu, GpuInventory
from server.errors import ConfigError, PlacementError
from server.settings import BoardSettings, ModelSettings, Settings

log = logging.getLogger(__name__)

_MIB = 1024 * 1024
BYTES_PER_ELEMENT: dict[str, float] = {
    "f32": 4.0,
    "f16": 2.0,
    "bf16": 2.0,
    "q8_0": 34 / 32,
    "q5_1": 24 / 32,
    "q5_0": 22 / 32,
    "q4_1": 20 / 32,
    "q4_0": 18 / 32,
    "iq4_nl": 18 / 32,
}
"""Bytes per cached element for each llama.cpp KV cache type (block size 32 for the quantised ones)."""


# --- model sizes ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ModelSizes:
    """What a model needs to hold: its weights, and per token of context, its KV cache."""

    weights_bytes: int
    kv_heads_per_layer: tuple[int, ...]  # one entry per layer that keeps a KV cache
    key_length: int
    value_length: int
    source: str  # "gguf" or "footprint"

    def kv_bytes(self, context: int, cache_type_k: str, cache_type_v: str) -> float:
        per_token = sum(self.kv_heads_per_layer) * (
            self.key_length * BYTES_PER_ELEMENT[cache_type_k] + self.value_length * BYTES_PER_ELEMENT[cache_type_v]
        )
        return context * per_token


GgufReader = Callable[[Path], "ModelSizes | None"]


def read_gguf(path: Path) -> ModelSizes | None:
    """Sizes from a GGUF file's metadata; None when the file is not on this machine."""
    try:
        size = path.stat().st_size
    except OSError:
        return None
    try:
        from server.cluster.gguf_header import gguf_metadata  # gguf (and numpy) load only when a GGUF is read

        meta = gguf_metadata(path)
        arch = meta["general.architecture"]
        layers = int(meta[f"{arch}.block_count"])
        heads = meta[f"{arch}.attention.head_count"]
        embedding = int(meta[f"{arch}.embedding_length"])
    except (OSError, ValueError, KeyError, TypeError, struct.error) as exc:
        raise PlacementError(
            f"{path}: not a readable GGUF file ({exc}); re-download it or point gguf at the right file"
        ) from None
    kv_heads = meta.get(f"{arch}.attention.head_count_kv", heads)
    interval = meta.get(f"{arch}.full_attention_interval")
    per_layer = [int(h) for h in kv_heads] if isinstance(kv_heads, list) else [int(kv_heads)] * layers
    if interval and not isinstance(kv_heads, list):
        per_layer = [h if (i + 1) % int(interval) == 0 else 0 for i, h in enumerate(per_layer)]
    max_heads = max(heads) if isinstance(heads, list) else int(heads)
    default_dim = embedding // max(max_heads, 1)
    key_length = int(meta.get(f"{arch}.attention.key_length", default_dim))
    value_length = int(meta.get(f"{arch}.attention.value_length", key_length))
    return ModelSizes(size, tuple(h for h in per_layer if h > 0), key_length, value_length, "gguf")


def _declared_sizes(model: ModelSettings) -> ModelSizes | None:
    if model.footprint is None:
        return None
    fp = model.footprint
    return ModelSizes(int(fp.weights_gib * 1024**3), (fp.kv_heads,) * fp.layers, fp.head_dim, fp.head_dim, "footprint")


# --- the plan -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GpuBudget:
    """One model's share of one GPU, in MiB."""

    gpu: Gpu
    share: float
    weights_mib: float
    kv_mib: float
    margin_mib: float

    @property
    def need_mib(self) -> float:
        return self.weights_mib + self.kv_mib + self.margin_mib


@dataclass(frozen=True)
class Placement:
    """Where one model runs and what it needs there."""

    model: str
    label: str
    backend: str
    board: str
    host: str
    interconnect: str
    managed_here: bool
    gpus: tuple[Gpu, ...]  # resolved and sorted by PCI bus id: CUDA_VISIBLE_DEVICES order
    verified: bool  # False when the host's GPUs could not be checked (no inventory for it)
    tensor_split: tuple[float, ...] | None
    weights_mib: float | None
    kv_mib: float | None
    sizes_from: str  # gguf, footprint or unknown
    budgets: tuple[GpuBudget, ...] = ()
    cpus: str | None = None

    @property
    def cuda_visible_devices(self) -> str:
        return ",".join(gpu.uuid for gpu in self.gpus)

    @property
    def mixed(self) -> bool:
        return len({gpu.memory_total_mib for gpu in self.gpus}) > 1


@dataclass(frozen=True)
class Plan:
    """A placement that passed every check. ``table()`` renders it for ``cluster plan``."""

    settings: Settings
    placements: tuple[Placement, ...]
    board_gpus: Mapping[str, tuple[Gpu, ...]]
    notes: tuple[str, ...] = ()

    def placement(self, model: str) -> Placement:
        for placement in self.placements:
            if placement.model == model:
                return placement
        raise ConfigError(f"model {model!r} is not in the plan; name one of: {', '.join(self.models())}")

    def models(self) -> list[str]:
        return [p.model for p in self.placements]

    def table(self) -> str:
        rows = [("board", "host", "link", "GPU", "bus id", "name", "VRAM GiB", "model", "need GiB", "use")]
        for name, board in self.settings.boards.items():
            on_board = [p for p in self.placements if p.board == name]
            gpus = self.board_gpus.get(name, ())
            if not gpus:
                what = f"cpus {board.cpus}" if board.cpus else ("cpu" if board.interconnect == "cpu" else "unverified")
                models = ", ".join(p.model for p in on_board) or "-"
                rows.append((name, board.host, board.interconnect, "-", "-", what, "-", models, "-", "-"))
                continue
            for gpu in gpus:
                budgets = [(p.model, b) for p in on_board for b in p.budgets if b.gpu.uuid == gpu.uuid]
                need = sum(b.need_mib for _, b in budgets)
                models = ", ".join(m for m, _ in budgets) or ", ".join(p.model for p in on_board) or "-"
                rows.append(
                    (
                        name,
                        board.host,
                        board.interconnect,
                        str(gpu.index),
                        gpu.bus_id,
                        gpu.name,
                        f"{gpu.memory_total_gib:.1f}",
                        models,
                        f"{need / 1024:.1f}" if budgets else "-",
                        f"{need / gpu.memory_total_mib:.0%}" if budgets else "-",
                    )
                )
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
        lines.insert(1, "  ".join("-" * w for w in widths))
        lines.append("")
        for p in self.placements:
            sizes = (
                f"weights {p.weights_mib / 1024:.1f} GiB + KV {p.kv_mib / 1024:.2f} GiB ({p.sizes_from})"
                if p.weights_mib is not None and p.kv_mib is not None
                else "sizes not budgeted"
            )
            split = (
                f", tensor split {_fmt_split(p.tensor_split)}"
                if p.tensor_split and len(p.gpus) > 1 and p.backend == "llama.cpp"
                else ""
            )
            lines.append(f"{p.model}: {p.label} on board {p.board}; {sizes}{split}")
        lines.extend(f"note: {note}" for note in self.notes)
        return "\n".join(lines)


def _fmt_split(split: tuple[float, ...]) -> str:
    return ",".join(f"{s:g}" for s in split)


def inventories_for(
    settings: Settings, inventory: GpuInventory | Mapping[str, GpuInventory] | None
) -> dict[str, GpuInventory]:
    """Host name -> inventory. A single inventory stands for every host marked ``local``."""
    if inventory is None:
        return {}
    if isinstance(inventory, GpuInventory):
        return {name: inventory for name, host in settings.hosts.items() if host.local}
    return dict(inventory)


def parse_cpu_list(spec: str) -> frozenset[int]:
    """taskset syntax ``0-3,8,10-11`` -> {0, 1, 2, 3, 8, 10, 11}."""
    cpus: set[int] = set()
    try:
        for part in spec.split(","):
            first, _, last = part.strip().partition("-")
            lo, hi = int(first), int(last or first)
            if lo < 0 or hi < lo:
                raise ValueError(part)
            cpus.update(range(lo, hi + 1))
    except ValueError:
        raise ConfigError(f"cpus = {spec!r} is not a CPU list; write it like '0-3' or '0,2,4-7'") from None
    return frozenset(cpus)


def plan(
    settings: Settings,
    inventory: GpuInventory | Mapping[str, GpuInventory] | None,
    *,
    gguf_reader: GgufReader = read_gguf,
) -> Plan:
    """Check every board and model against the inventory; raise ``PlacementError`` listing every problem."""
    inventories = inventories_for(settings, inventory)
    problems: list[str] = []
    notes: list[str] = []
    board_gpus: dict[str, tuple[Gpu, ...]] = {}
    for name, board in settings.boards.items():
        board_gpus[name] = _check_board(settings, name, board, inventories, problems, notes)
    _check_sharing(settings, board_gpus, problems)
    placements = [
        _place(settings, name, model, board_gpus, inventories, gguf_reader, problems, notes)
        for name, model in settings.models.items()
    ]
    _check_vram(settings, placements, problems)
    if problems:
        source = settings.source or "config"
        count = f"{len(problems)} problem" + ("s" if len(problems) > 1 else "")
        raise PlacementError(
            f"{source}: placement refused ({count}); fix each, then re-check with `python -m server cluster plan`:\n"
            + "\n".join(f"- {p}" for p in problems)
        )
    return Plan(settings, tuple(placements), board_gpus, tuple(dict.fromkeys(notes)))


def _board_desc(name: str, board: BoardSettings, gpus: Iterable[Gpu] = ()) -> str:
    indices = ",".join(str(g.index) for g in gpus)
    return f"board {name} (host {board.host}" + (f", GPUs {indices})" if indices else ")")


def _check_board(
    settings: Settings,
    name: str,
    board: BoardSettings,
    inventories: Mapping[str, GpuInventory],
    problems: list[str],
    notes: list[str],
) -> tuple[Gpu, ...]:
    host = settings.hosts[board.host]
    if board.interconnect == "cpu":
        if board.cpus is not None:
            wanted = parse_cpu_list(board.cpus)
            have = os.sched_getaffinity(0) if host.local else wanted
            if not wanted <= have:
                missing = ",".join(str(c) for c in sorted(wanted - have))
                problems.append(
                    f"board {name} (cpu, host {board.host}): cpus = {board.cpus!r} names CPU(s) {missing} that this "
                    f"machine cannot run on (it may use {_cpu_spec(have)}); fix [boards.{name}].cpus"
                )
        return ()
    inv = inventories.get(board.host)
    if inv is None:
        notes.append(
            f"board {name}: GPUs on host {board.host} not verified (no inventory for that host; "
            f"pass --inventory {board.host}=FILE with `cluster inventory --json` output from it)"
        )
        return ()
    if inv.empty:
        problems.append(
            f"{_board_desc(name, board)}: lists {len(board.gpus)} GPU(s) but host {board.host} shows none "
            f"({inv.reason}); fix: run counsel on the machine with the GPUs and its NVIDIA driver, "
            "or plan offline with --fake-rig / --inventory FILE"
        )
        return ()
    gpus: list[Gpu] = []
    for ref in board.gpus:
        gpu = inv.find(ref)
        if gpu is None:
            elsewhere = [h for h, other in inventories.items() if h != board.host and other.find(ref)]
            where = f" (it is on host {elsewhere[0]})" if elsewhere else ""
            problems.append(
                f"{_board_desc(name, board)}: GPU {ref!r} is not on host {board.host}{where}, which has "
                f"{len(inv.gpus)} GPUs; fix [boards.{name}].gpus with a UUID or bus id from "
                "`python -m server cluster inventory`"
            )
        elif gpu in gpus:
            problems.append(
                f"{_board_desc(name, board)}: {gpu.label()} is listed twice; remove the duplicate from "
                f"[boards.{name}].gpus (a UUID and a bus id may name the same card)"
            )
        else:
            gpus.append(gpu)
    gpus.sort(key=lambda g: g.bus_id)
    desc = _board_desc(name, board, gpus)
    if board.interconnect == "nvlink":
        _check_nvlink(name, desc, gpus, inv, problems)
    for gpu in gpus:
        if gpu.cc < host.min_compute_capability:
            problems.append(
                f"{desc}: {gpu.label()} has compute capability {gpu.cc:.1f} but the llama.cpp build on host "
                f"{board.host} needs >= {host.min_compute_capability:.1f}; fix: rebuild llama.cpp with "
                f"-DCMAKE_CUDA_ARCHITECTURES={gpu.compute_capability[0]}{gpu.compute_capability[1]} and lower "
                f"[hosts.{board.host}].min_compute_capability, or take the GPU off [boards.{name}]"
            )
    return tuple(gpus)


def _check_nvlink(name: str, desc: str, gpus: list[Gpu], inv: GpuInventory, problems: list[str]) -> None:
    groups = {}
    for gpu in gpus:
        group = inv.group_of(gpu)
        groups.setdefault(tuple(g.uuid for g in group), group)
    if sum(len(group) > 1 for group in groups.values()) > 1:  # lone GPUs are no NVLink board
        spans = " and ".join("{" + ",".join(str(g.index) for g in group) + "}" for group in groups.values())
        problems.append(
            f"{desc}: its GPUs span the NVLink boards {spans}, so a model on it would cross PCIe between boards; "
            f"fix: list the GPUs of one NVLink board only in [boards.{name}].gpus (or split it into two boards), "
            "or set interconnect = 'pcie' if crossing PCIe is meant"
        )
        return
    unlinked = [(a, b) for i, a in enumerate(gpus) for b in gpus[i + 1 :] if not inv.nvlinked(a, b)]
    if unlinked:
        pairs = ", ".join(f"GPU {a.index}-GPU {b.index} (P2P {a.p2p_status(b.uuid)})" for a, b in unlinked)
        problems.append(
            f"{desc}: not every pair is NVLinked: {pairs}; fix: list only mutually NVLinked GPUs in "
            f"[boards.{name}].gpus, or set interconnect = 'pcie' to declare a PCIe board"
        )


def _check_sharing(settings: Settings, board_gpus: Mapping[str, tuple[Gpu, ...]], problems: list[str]) -> None:
    holders: dict[str, list[str]] = {}
    for name, gpus in board_gpus.items():
        for gpu in gpus:
            holders.setdefault(gpu.uuid, []).append(name)
    for uuid, boards in holders.items():
        if len(boards) > 1 and not all(settings.boards[b].share for b in boards):
            gpu = next(g for g in board_gpus[boards[0]] if g.uuid == uuid)
            problems.append(
                f"{gpu.label()} is on boards {' and '.join(boards)}; a GPU belongs to one board. Fix: remove it "
                f"from all but one of [boards.{boards[0]}] / [boards.{boards[1]}], or set share = true on each"
            )
    for name, board in settings.boards.items():
        models = [m for m, model in settings.models.items() if model.board == name]
        if len(models) > 1 and not board.share:
            problems.append(
                f"{_board_desc(name, board, board_gpus.get(name, ()))}: holds models {', '.join(models)} but "
                f"[boards.{name}].share is false; fix: move {models[-1]!r} to a board of its own "
                f"([models.{models[-1]}].board) or set share = true on [boards.{name}] if they fit together"
            )


def _place(
    settings: Settings,
    name: str,
    model: ModelSettings,
    board_gpus: Mapping[str, tuple[Gpu, ...]],
    inventories: Mapping[str, GpuInventory],
    gguf_reader: GgufReader,
    problems: list[str],
    notes: list[str],
) -> Placement:
    board = settings.boards[model.board]
    host = settings.hosts[board.host]
    gpus = board_gpus.get(model.board, ())
    sizes: ModelSizes | None = None
    if model.gguf is not None:
        try:
            sizes = gguf_reader(model.gguf)
        except PlacementError as exc:
            problems.append(f"model {name} on board {model.board}: {exc}")
        if sizes is None and model.footprint is not None:
            notes.append(f"model {name}: sizes from the declared footprint ({model.gguf} is not readable here)")
    if sizes is None:
        sizes = _declared_sizes(model)
    managed_here = model.backend == "llama.cpp" and model.managed and host.local
    if sizes is None and board.interconnect != "cpu":
        if managed_here:
            problems.append(
                f"model {name} on {_board_desc(model.board, board, gpus)}: its GGUF {model.gguf} is not readable "
                f"and no footprint is declared, so its VRAM cannot be budgeted; fix: put the file there or add "
                f"footprint = {{ weights_gib = ..., layers = ..., kv_heads = ..., head_dim = ... }} to [models.{name}]"
            )
        else:
            notes.append(f"model {name}: VRAM not budgeted ({model.backend} places it; declare a footprint to check)")
    split: tuple[float, ...] | None = None
    if gpus:
        if model.tensor_split is not None and len(model.tensor_split) != len(gpus):
            problems.append(
                f"model {name} on {_board_desc(model.board, board, gpus)}: tensor_split has "
                f"{len(model.tensor_split)} entries for {len(gpus)} GPUs; fix [models.{name}].tensor_split "
                "(one share per GPU, in PCI bus id order) or remove it to split by VRAM"
            )
        elif model.tensor_split is not None:
            split = tuple(model.tensor_split)
        else:
            split = tuple(gpu.memory_total_mib / 1024 for gpu in gpus)
    weights_mib = kv_mib = None
    budgets: list[GpuBudget] = []
    if sizes is not None:
        weights_mib = sizes.weights_bytes / _MIB
        kv_mib = sizes.kv_bytes(model.context, model.cache_type_k, model.cache_type_v) / _MIB
        if split is not None and sum(split) > 0:
            total = sum(split)
            for gpu, part in zip(gpus, split, strict=True):
                share = part / total
                budgets.append(GpuBudget(gpu, share, weights_mib * share, kv_mib * share, model.compute_margin_mib))
    return Placement(
        model=name,
        label=model.label,
        backend=model.backend,
        board=model.board,
        host=board.host,
        interconnect=board.interconnect,
        managed_here=managed_here,
        gpus=gpus,
        verified=board.interconnect == "cpu" or board.host in inventories,
        tensor_split=split,
        weights_mib=weights_mib,
        kv_mib=kv_mib,
        sizes_from=sizes.source if sizes is not None else "unknown",
        budgets=tuple(budgets),
        cpus=board.cpus,
    )


def _check_vram(settings: Settings, placements: list[Placement], problems: list[str]) -> None:
    per_gpu: dict[str, list[tuple[Placement, GpuBudget]]] = {}
    for placement in placements:
        for budget in placement.budgets:
            per_gpu.setdefault(budget.gpu.uuid, []).append((placement, budget))
    for entries in per_gpu.values():
        gpu = entries[0][1].gpu
        need = sum(b.need_mib for _, b in entries)
        if need <= gpu.memory_total_mib:
            continue
        parts = "; ".join(
            f"{p.model}: weights {b.weights_mib / 1024:.1f} + KV {b.kv_mib / 1024:.1f} + margin "
            f"{b.margin_mib / 1024:.1f} GiB"
            for p, b in entries
        )
        first = entries[0][0]
        model = settings.models[first.model]
        smaller = min(first.gpus, key=lambda g: g.memory_total_mib)
        hint = (
            f"set [models.{first.model}].tensor_split to give {gpu.label()} less, "
            if first.mixed and smaller.uuid == gpu.uuid
            else ""
        )
        problems.append(
            f"board {first.board}, {gpu.label()}: needs {need / 1024:.1f} GiB but has {gpu.memory_total_gib:.1f} "
            f"({parts}); fix: {hint}lower [models.{first.model}].context (now {model.context}) or its cache type "
            f"(now {model.cache_type_k}/{model.cache_type_v}), choose a smaller quant, or move it to a board "
            "with more VRAM"
        )


def _cpu_spec(cpus: Iterable[int]) -> str:
    return ",".join(str(c) for c in sorted(cpus))
