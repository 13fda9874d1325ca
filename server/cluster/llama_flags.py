"""What a ``llama-server`` binary supports, read from its own ``--help``, and the flags that keep its prompt cache warm.

    options = supported_options(binary)      # {"--parallel", "--cache-reuse", ...}; read once per binary file
    cache_flags(options, concurrency=1)      # ["--parallel", "1", "--cache-reuse", "256", ...]: only what it has

llama-server reuses the longest common prefix of the previous prompt in a slot (counsel's prompts put the evidence
right after one shared system prompt, so a pack read once stays read). What keeps that reuse alive between
interleaved calls, each passed only when the binary lists it:

- ``--parallel N`` = the board's ``concurrency``: one slot per request the board runs at once, each with its own
  cache (left to the server, recent builds make 4 slots sharing the context);
- ``--kv-unified`` when N > 1: the slots share one KV pool, so each may hold a prompt as long as the whole context;
- ``--slot-prompt-similarity 0.5``: a request goes to the slot whose cache covers at least half its prompt, else to
  the least recently used one, so a short unrelated call does not evict a slot holding a pack;
- ``--cache-reuse 256``: past the common prefix, chunks of at least 256 tokens still in the cache are shifted into
  place rather than read again (a revision that drops a block of prior work keeps what follows it).

Recent builds also keep idle slots' prompts in host memory (``--cache-ram``, 8 GiB by default) and restore them when
a later prompt starts the same way; counsel leaves that default alone. A model's ``extra_args`` come after these
flags on the command line, so they can override any of them.
"""

from __future__ import annotations

import logging
import os
import re
import subprocess
from collections.abc import Collection
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

CACHE_REUSE_TOKENS = 256
SLOT_PROMPT_SIMILARITY = 0.5
HELP_TIMEOUT_S = 20.0
_OPTION = re.compile(r"-{1,2}[A-Za-z][\w-]*")


def parse_help(text: str) -> frozenset[str]:
    """The option names a ``--help`` text lists: the leading ``-x, --long`` words of each option line."""
    options: set[str] = set()
    for line in text.splitlines():
        for word in line.split():
            name = word.rstrip(",")
            if not _OPTION.fullmatch(name):
                break  # the option's argument or its description: the rest of the line is prose
            options.add(name)
    return frozenset(options)


def supported_options(binary: Path) -> frozenset[str]:
    """The options ``binary --help`` lists; read once per binary file (path, size, modification time).

    A binary that cannot say (missing, not a llama-server, no ``--help``) gets an empty set and a warning: it is then
    launched without the optional flags, and any real problem with it shows when it starts."""
    try:
        stat = binary.stat()
    except OSError:
        return frozenset()
    return _options(str(binary), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=32)
def _options(binary: str, size: int, mtime_ns: int) -> frozenset[str]:
    env = {**os.environ, "CUDA_VISIBLE_DEVICES": ""}  # printing help needs no GPU; touch none
    try:
        result = subprocess.run(
            [binary, "--help"],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=HELP_TIMEOUT_S,
            check=True,
            env=env,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("could not read `%s --help` (%s); launching it without the prompt-cache flags", binary, exc)
        return frozenset()
    return parse_help(result.stdout + "\n" + result.stderr)


def cache_flags(options: Collection[str], concurrency: int) -> list[str]:
    """The flags (see the module docstring) that keep prompt reuse alive, limited to those in ``options``."""
    flags: list[str] = []
    if "--parallel" in options:
        flags += ["--parallel", str(concurrency)]
    if concurrency > 1 and "--kv-unified" in options:
        flags.append("--kv-unified")
    if "--slot-prompt-similarity" in options:
        flags += ["--slot-prompt-similarity", f"{SLOT_PROMPT_SIMILARITY:g}"]
    if "--cache-reuse" in options:
        flags += ["--cache-reuse", str(CACHE_REUSE_TOKENS)]
    return flags
