"""The stdio MCP server as ``python -m server`` runs it, closed in order however it is told to stop.

End of input on stdin (Claude Code closing the pipe) ends the session and closes the lifespan. SIGTERM and
SIGHUP (Claude Code killed, a terminal closed) do the same: the calls in flight are cancelled (each leaves a
``cancelled`` run record), the lifespan closes (stores, model clients, this process's lease on the model
servers), and the process exits. A thread blocked reading stdin cannot be cancelled, so once the lifespan has
closed the process ends without waiting for it.
"""

from __future__ import annotations

import logging
import os
import signal
import threading

import anyio

from server.app import CounselServer

log = logging.getLogger("counsel")

CLOSE_TIMEOUT_S = 30.0  # the most a signalled server spends closing before it exits anyway
STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def serve_stdio(server: CounselServer) -> None:
    """Serve MCP over stdin/stdout until the client closes stdin or the process gets SIGTERM or SIGHUP."""
    anyio.run(_serve, server)


async def _serve(server: CounselServer) -> None:
    async with anyio.create_task_group() as group:
        group.start_soon(_stop_on_signal, server, group.cancel_scope)
        await server.run_stdio_async()
        group.cancel_scope.cancel()


async def _stop_on_signal(server: CounselServer, scope: anyio.CancelScope) -> None:
    with anyio.open_signal_receiver(*STOP_SIGNALS) as signals:
        async for signum in signals:
            log.info("%s: cancelling the calls in flight and closing", signal.Signals(signum).name)
            threading.Thread(target=_exit_once_closed, args=(server.closed,), name="counsel-exit", daemon=True).start()
            scope.cancel()
            return


def _exit_once_closed(closed: threading.Event) -> None:
    if not closed.wait(CLOSE_TIMEOUT_S):
        log.warning("the server did not close within %.0f s; exiting anyway", CLOSE_TIMEOUT_S)
    logging.shutdown()
    os._exit(0)
