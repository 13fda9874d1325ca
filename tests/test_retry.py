"""The one retry policy: what is retried, for how long, and what is never retried."""

from __future__ import annotations

from dataclasses import replace

import anyio
import pytest

from server.errors import BackendError, BackendResponseError, BackendUnavailableError, ConfigError
from server.models.retry import Attempt, Kind, Retryable, RetryPolicy, call_with_retry

pytestmark = pytest.mark.anyio

URL = "http://127.0.0.1:9"


class Recorder:
    """A ``sleep`` that records the waits and returns at once, plus an attempt function that fails as told."""

    def __init__(self, failures: list[BaseException | None]) -> None:
        self.failures = failures
        self.sleeps: list[float] = []
        self.attempts: list[Attempt] = []

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    async def attempt(self, attempt: Attempt) -> str:
        self.attempts.append(attempt)
        failure = self.failures[min(len(self.attempts), len(self.failures)) - 1]
        if failure is not None:
            raise failure
        return f"ok after {attempt.retries} retries"


def retryable(kind: Kind, retry_after: float | None = None) -> Retryable:
    return Retryable(kind, BackendUnavailableError(f"{kind} failure at {URL}", endpoint=URL), retry_after=retry_after)


FAST = RetryPolicy(attempts=3, budget_s=2.0, initial_delay_s=0.01, max_delay_s=0.08, jitter_s=0.005)


@pytest.mark.parametrize(
    ("retry_number", "base"),
    [(1, 0.01), (2, 0.02), (3, 0.04), (4, 0.08), (5, 0.08), (12, 0.08)],
)
def test_backoff_doubles_from_the_initial_delay_up_to_the_cap_with_bounded_jitter(
    retry_number: int, base: float
) -> None:
    delays = [FAST.delay(retry_number) for _ in range(200)]
    assert all(base <= d <= base + FAST.jitter_s for d in delays)
    assert len(set(delays)) > 1  # jittered, not a fixed value


def test_a_retry_after_header_replaces_the_backoff() -> None:
    assert 1.5 <= FAST.delay(1, retry_after=1.5) <= 1.5 + FAST.jitter_s


@pytest.mark.parametrize(
    "bad",
    [
        {"attempts": 0},
        {"budget_s": 0.0},
        {"initial_delay_s": 0.0},
        {"max_delay_s": 0.001},
        {"jitter_s": -1.0},
    ],
)
def test_a_policy_that_could_not_bound_its_retries_is_refused(bad: dict[str, float]) -> None:
    with pytest.raises(ConfigError, match="RetryPolicy"):
        replace(FAST, **bad)


@pytest.mark.parametrize(("kind", "retries"), [("connect", 1), ("busy", 2), ("loading", 2)])
async def test_a_retryable_failure_then_success_returns_the_result_and_the_retry_count(
    kind: Kind, retries: int
) -> None:
    recorder = Recorder([retryable(kind)] * retries + [None])
    result = await call_with_retry(recorder.attempt, policy=replace(FAST, sleep=recorder.sleep), load_timeout_s=5)
    assert result == f"ok after {retries} retries"
    assert len(recorder.sleeps) == retries


@pytest.mark.parametrize("kind", ["connect", "busy"])
async def test_connect_failures_and_429_stop_at_the_attempt_limit_with_the_endpoint_named(kind: Kind) -> None:
    recorder = Recorder([retryable(kind)])
    with pytest.raises(BackendUnavailableError, match=r"gave up after 3 attempts") as caught:
        await call_with_retry(recorder.attempt, policy=replace(FAST, sleep=recorder.sleep), load_timeout_s=60)
    assert len(recorder.attempts) == FAST.attempts
    assert caught.value.endpoint == URL
    assert URL in str(caught.value)


async def test_loading_keeps_waiting_until_the_load_timeout_not_the_attempt_limit() -> None:
    recorder = Recorder([retryable("loading")])
    with pytest.raises(BackendUnavailableError, match="loading failure"):
        await call_with_retry(recorder.attempt, policy=replace(FAST, sleep=recorder.sleep), load_timeout_s=1.0)
    assert len(recorder.attempts) > FAST.attempts
    assert 1.0 - FAST.max_delay_s <= sum(recorder.sleeps) <= 1.0 + 1e-9


async def test_the_total_time_of_connect_retries_stays_within_the_budget() -> None:
    recorder = Recorder([retryable("connect", retry_after=0.3)])
    policy = replace(FAST, attempts=1000, budget_s=1.0, sleep=recorder.sleep)
    with pytest.raises(BackendUnavailableError):
        await call_with_retry(recorder.attempt, policy=policy, load_timeout_s=60)
    assert sum(recorder.sleeps) <= 1.0 + 1e-9
    assert recorder.sleeps[-1] < 0.3  # the last wait is cut at the deadline


async def test_nothing_is_retried_once_a_token_has_streamed() -> None:
    async def streams_then_fails(attempt: Attempt) -> str:
        attempt.mark_streamed()
        raise retryable("connect")

    recorder = Recorder([None])
    with pytest.raises(BackendUnavailableError, match="gave up after 1 attempt in"):
        await call_with_retry(streams_then_fails, policy=replace(FAST, sleep=recorder.sleep), load_timeout_s=5)
    assert recorder.sleeps == []


@pytest.mark.parametrize(
    "error",
    [
        BackendResponseError(f"model 'm' at {URL} answered HTTP 500", endpoint=URL),
        BackendError(f"model 'm' at {URL} stalled", endpoint=URL),
    ],
)
async def test_errors_that_are_not_retryable_pass_through_after_one_attempt(error: BackendError) -> None:
    recorder = Recorder([error])
    with pytest.raises(type(error)) as caught:
        await call_with_retry(recorder.attempt, policy=replace(FAST, sleep=recorder.sleep), load_timeout_s=5)
    assert caught.value is error
    assert len(recorder.attempts) == 1


async def test_cancelling_during_a_backoff_wait_stops_the_retries_at_once() -> None:
    recorder = Recorder([retryable("connect")])
    slow = RetryPolicy(attempts=5, budget_s=600, initial_delay_s=300, max_delay_s=300, jitter_s=0)
    with anyio.fail_after(60), anyio.move_on_after(0.2) as scope:
        await call_with_retry(recorder.attempt, policy=slow, load_timeout_s=600)
    assert scope.cancelled_caught
    assert len(recorder.attempts) == 1
