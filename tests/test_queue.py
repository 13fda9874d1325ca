"""The per-board queue: different boards overlap, one board serialises in arrival order, and a request
cancelled while waiting (or while running) leaves the line at once."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from server.cluster.queues import BoardQueues, Ticket
from server.errors import ConfigError
from server.settings import Settings, parse_settings
from server.state import AppState
from tools.cluster_status import ClusterStatusInput, cluster_status

HANG_S = 30  # only turns a hang into a failure; what is asserted never waits for it

pytestmark = pytest.mark.anyio


def queue_settings(tmp_path: Path, **concurrency: int) -> Settings:
    boards = {name: {"host": "local", "interconnect": "cpu", "concurrency": n} for name, n in concurrency.items()}
    models = {
        f"m_{name}": {"backend": "llama.cpp", "board": name, "label": name, "port": 20000 + i, "managed": False}
        for i, name in enumerate(concurrency)
    }
    first = next(iter(models))
    data = {
        "server": {"matters_dir": str(tmp_path), "state_dir": str(tmp_path / "state")},
        "hosts": {"local": {}},
        "boards": boards,
        "models": models,
        "roles": dict.fromkeys(("drafting", "heavy", "guard", "adversary", "financial"), first),
    }
    return parse_settings(data, base_dir=tmp_path)


async def test_calls_to_two_boards_run_at_the_same_time(tmp_path):
    queues = BoardQueues(queue_settings(tmp_path, A=1, B=1))
    inside = {"A": anyio.Event(), "B": anyio.Event()}

    async def call(board: str, other: str) -> None:
        async with queues.slot(board) as ticket:
            inside[board].set()
            await inside[other].wait()  # only returns if the other board's call is inside at the same time
            assert ticket.depth_at_entry == 0

    with anyio.fail_after(HANG_S):
        async with anyio.create_task_group() as tg:
            tg.start_soon(call, "A", "B")
            tg.start_soon(call, "B", "A")
    assert {name: s.served for name, s in queues.snapshot().items()} == {"A": 1, "B": 1}


@pytest.mark.parametrize("capacity", [1, 2])
async def test_one_board_runs_its_concurrency_at_a_time_in_arrival_order(tmp_path, capacity):
    queues = BoardQueues(queue_settings(tmp_path, A=capacity))
    release = anyio.Event()
    entered: list[int] = []
    tickets: dict[int, Ticket] = {}

    async def call(n: int) -> None:
        async with queues.slot("A") as ticket:
            entered.append(n)
            tickets[n] = ticket
            await release.wait()

    with anyio.fail_after(HANG_S):
        async with anyio.create_task_group() as tg:
            for n in range(capacity + 2):
                tg.start_soon(call, n)
                await anyio.wait_all_tasks_blocked()
            stats = queues.snapshot()["A"]
            assert (stats.running, stats.depth) == (capacity, 2)
            assert entered == list(range(capacity))
            release.set()
    assert entered == list(range(capacity + 2))
    assert [tickets[n].depth_at_entry for n in range(capacity + 2)] == list(range(capacity + 2))
    assert all(tickets[n].waited_s > 0 for n in range(capacity, capacity + 2))
    stats = queues.snapshot()["A"]
    assert (stats.running, stats.depth, stats.served) == (0, 0, capacity + 2)
    assert stats.max_wait_s >= stats.last_wait_s > 0


async def test_a_call_cancelled_while_waiting_leaves_the_queue_at_once(tmp_path):
    queues = BoardQueues(queue_settings(tmp_path, A=1))
    release = anyio.Event()
    waiter_done = anyio.Event()
    reached_body: list[str] = []

    async def holder() -> None:
        async with queues.slot("A"):
            await release.wait()

    async def waiter(scope_box: list[anyio.CancelScope]) -> None:
        with anyio.CancelScope() as scope:
            scope_box.append(scope)
            async with queues.slot("A"):
                reached_body.append("waiter")
        waiter_done.set()

    with anyio.fail_after(HANG_S):
        async with anyio.create_task_group() as tg:
            tg.start_soon(holder)
            await anyio.wait_all_tasks_blocked()
            box: list[anyio.CancelScope] = []
            tg.start_soon(waiter, box)
            await anyio.wait_all_tasks_blocked()
            assert queues.snapshot()["A"].depth == 1
            box[0].cancel()
            await waiter_done.wait()
            stats = queues.snapshot()["A"]
            assert (stats.depth, stats.running, stats.cancelled) == (0, 1, 1)  # the holder still runs
            release.set()
        async with queues.slot("A") as ticket:  # the slot was not leaked to the cancelled waiter
            assert ticket.depth_at_entry == 0
    assert reached_body == []
    assert queues.snapshot()["A"].served == 2


async def test_a_running_call_that_is_cancelled_frees_its_slot_for_the_next(tmp_path):
    queues = BoardQueues(queue_settings(tmp_path, A=1))
    order: list[str] = []

    async def first(scope_box: list[anyio.CancelScope]) -> None:
        with anyio.CancelScope() as scope:
            scope_box.append(scope)
            async with queues.slot("A"):
                order.append("first in")
                await anyio.sleep_forever()

    async def second() -> None:
        async with queues.slot("A"):
            order.append("second in")

    with anyio.fail_after(HANG_S):
        async with anyio.create_task_group() as tg:
            box: list[anyio.CancelScope] = []
            tg.start_soon(first, box)
            await anyio.wait_all_tasks_blocked()
            tg.start_soon(second)
            await anyio.wait_all_tasks_blocked()
            assert order == ["first in"]
            box[0].cancel()
    assert order == ["first in", "second in"]
    stats = queues.snapshot()["A"]
    assert (stats.running, stats.depth, stats.served) == (0, 0, 2)


async def test_an_unknown_board_is_refused_naming_the_known_ones(tmp_path):
    queues = BoardQueues(queue_settings(tmp_path, A=1, B=1))
    with pytest.raises(ConfigError, match="board 'C' is not configured; name one of: A, B"):
        async with queues.slot("C"):
            pass
    assert queues.board_for("m_B") == "B"


async def test_cluster_status_shows_each_boards_queue_depth_and_wait(tmp_path):
    settings = queue_settings(tmp_path, A=1, B=1)
    queues = BoardQueues(settings)
    state = AppState(settings=settings, queues=queues)
    release = anyio.Event()

    async def call() -> None:
        async with queues.slot("A"):
            await release.wait()

    with anyio.fail_after(HANG_S):
        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            tg.start_soon(call)
            await anyio.wait_all_tasks_blocked()
            result = await cluster_status(ClusterStatusInput(probe=False), state)
            release.set()
    boards = {b.name: b for b in result.boards}
    assert (boards["A"].queue.running, boards["A"].queue.depth) == (1, 1)
    assert (boards["B"].queue.running, boards["B"].queue.depth) == (0, 0)
    assert boards["A"].models[0].state == "unknown"  # not probed, not managed here
    after = await cluster_status(ClusterStatusInput(probe=False), state)
    queue_a = next(b for b in after.boards if b.name == "A").queue
    assert (queue_a.served, queue_a.depth) == (2, 0)
    # the second call waited for the first (the result rounds to milliseconds; the queue keeps the exact figure)
    assert queues.snapshot()["A"].max_wait_s > 0 and queue_a.max_wait_s == round(queues.snapshot()["A"].max_wait_s, 3)
