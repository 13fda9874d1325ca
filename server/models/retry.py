"""The one retry policy for model endpoints. Nothing else in counsel retries.

Retried, before any token has streamed:

    connect   the connection was refused or timed out, or     up to ``attempts`` tries within ``budget_s``
              closed before any answer (a kept-alive
              connection the server had dropped)
    busy      HTTP 429                                        up to ``attempts`` tries within ``budget_s``
    loading   HTTP 503 (llama-server is loading its model)    until the model's ``load_timeout_s`` has passed

Never retried: anything once a token has streamed, read timeouts (the server accepted the request and may still be
generating), any other error status, malformed answers. Delays grow exponentially from ``initial_delay_s`` up to
``max_delay_s`` with up to ``jitter_s`` of random jitter; a ``Retry-After`` header replaces the backoff. The last wait
is cut short at the deadline so the total time stays bounded.

A backend's attempt raises :class:`Retryable` (wrapping the :class:`~server.errors.BackendError` to report) for a
failure the policy may retry, and calls :meth:`Attempt.mark_streamed` once a token has arrived.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Literal, TypeVar

import anyio
from tenacity import AsyncRetrying, RetryCallState

from server.errors import BackendError, ConfigError

log = logging.getLogger(__name__)

T = TypeVar("T")
Kind = Literal["connect", "busy", "loading"]
Sleep = Callable[[float], Awaitable[None]]


class Retryable(Exception):
    """A failure the policy may retry; ``error`` is what the caller sees when the policy gives up."""

    def __init__(self, kind: Kind, error: BackendError, *, retry_after: float | None = None) -> None:
        super().__init__(str(error))
        self.kind: Kind = kind
        self.error = error
        self.retry_after = retry_after


@dataclass
class Attempt:
    """One try of a call: its 1-based number and whether a token has streamed (then it is never retried)."""

    number: int
    streamed: bool = False

    @property
    def retries(self) -> int:
        return self.number - 1

    def mark_streamed(self) -> None:
        self.streamed = True


@dataclass(frozen=True)
class RetryPolicy:
    """Backoff settings. Tests pass small delays (and may pass ``sleep`` to record the waits)."""

    attempts: int = 5
    budget_s: float = 30.0
    initial_delay_s: float = 0.25
    max_delay_s: float = 5.0
    jitter_s: float = 0.25
    sleep: Sleep = field(default=anyio.sleep, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.attempts < 1 or self.budget_s <= 0 or self.initial_delay_s <= 0:
            raise ConfigError(
                f"RetryPolicy(attempts={self.attempts}, budget_s={self.budget_s}, "
                f"initial_delay_s={self.initial_delay_s}): all three must be positive"
            )
        if self.max_delay_s < self.initial_delay_s or self.jitter_s < 0:
            raise ConfigError(
                f"RetryPolicy(max_delay_s={self.max_delay_s}, jitter_s={self.jitter_s}): max_delay_s must be at "
                f"least initial_delay_s ({self.initial_delay_s}) and jitter_s not negative"
            )

    def delay(self, retry_number: int, retry_after: float | None = None) -> float:
        """Seconds to wait before retry ``retry_number`` (1 = the first retry), jitter included."""
        if retry_after is not None and retry_after >= 0:
            base = retry_after
        else:
            base = min(self.max_delay_s, self.initial_delay_s * 2 ** (retry_number - 1))
        return base + random.uniform(0.0, self.jitter_s)


def _elapsed(state: RetryCallState) -> float:
    # idle_for counts the waits even when a test's ``sleep`` returns at once.
    return max(state.seconds_since_start or 0.0, state.idle_for)


def _last_failure(state: RetryCallState) -> Retryable | None:
    exc = state.outcome.exception() if state.outcome is not None else None
    return exc if isinstance(exc, Retryable) else None


async def call_with_retry(
    attempt_fn: Callable[[Attempt], Awaitable[T]], *, policy: RetryPolicy, load_timeout_s: float
) -> T:
    """Run ``attempt_fn`` until it succeeds or the policy gives up; then raise the last failure's BackendError."""
    attempts: list[Attempt] = []
    waited: list[float] = []
    started = time.monotonic()

    def budget(state: RetryCallState) -> float:
        last = _last_failure(state)
        return load_timeout_s if last is not None and last.kind == "loading" else policy.budget_s

    def stop(state: RetryCallState) -> bool:
        last = _last_failure(state)
        if last is not None and last.kind != "loading" and state.attempt_number >= policy.attempts:
            return True
        return _elapsed(state) >= budget(state)

    def wait(state: RetryCallState) -> float:
        last = _last_failure(state)
        wanted = policy.delay(state.attempt_number, last.retry_after if last is not None else None)
        waited.append(max(0.0, min(wanted, budget(state) - _elapsed(state))))
        return waited[-1]

    def may_retry(state: RetryCallState) -> bool:
        return _last_failure(state) is not None and not attempts[-1].streamed

    async def before_sleep(state: RetryCallState) -> None:
        last = _last_failure(state)
        wait_s = state.next_action.sleep if state.next_action is not None else 0.0
        level = logging.INFO if last is not None and last.kind == "loading" else logging.WARNING
        log.log(level, "attempt %d failed (%s); retrying in %.2f s", state.attempt_number, last, wait_s)

    async def one() -> T:
        attempt = Attempt(number=len(attempts) + 1)
        attempts.append(attempt)
        return await attempt_fn(attempt)

    retrying = AsyncRetrying(
        sleep=policy.sleep, stop=stop, wait=wait, retry=may_retry, before_sleep=before_sleep, reraise=True
    )
    try:
        return await retrying(one)
    except Retryable as last:
        error = last.error
        elapsed = max(time.monotonic() - started, sum(waited))
        tries = len(attempts)
        raise type(error)(
            f"{error} (gave up after {tries} attempt{'s' if tries != 1 else ''} in {elapsed:.1f} s)",
            endpoint=error.endpoint,
        ) from (last.__cause__ or last)
