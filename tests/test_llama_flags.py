"""The prompt-cache flags: read from the launched binary's own --help, passed only when it has them."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest
from llama_fixture import llama_server_binary

from server.cluster.boards import plan
from server.cluster.llama_bin import llama_server_command
from server.cluster.llama_flags import cache_flags, parse_help, supported_options
from server.settings import Settings, parse_settings

ROOT = Path(__file__).resolve().parent.parent

OLD_HELP = """\
----- common params -----

-h,    --help, --usage                  print usage and exit
-c,    --ctx-size N                     size of the prompt context (default: 4096, 0 = loaded from model)
-np,   --parallel N                     number of parallel sequences to decode (default: 1)
                                        - none: use one GPU only
--cache-prompt, --no-cache-prompt       whether to enable prompt caching (default: enabled)
"""


def local_settings(concurrency: int = 1) -> Settings:
    data = tomllib.loads((ROOT / "config" / "local.toml").read_text(encoding="utf-8"))
    data["boards"]["cpu"]["concurrency"] = concurrency
    return parse_settings(data, base_dir=ROOT / "config")


@pytest.mark.parametrize(
    ("help_text", "concurrency", "flags"),
    [
        pytest.param(None, 1, ["--parallel 1", "--slot-prompt-similarity 0.5", "--cache-reuse 256"], id="installed"),
        pytest.param(
            None,
            3,
            ["--parallel 3", "--kv-unified", "--slot-prompt-similarity 0.5", "--cache-reuse 256"],
            id="installed-3-slots",
        ),
        pytest.param(OLD_HELP, 2, ["--parallel 2"], id="old-binary-without-cache-reuse"),
        pytest.param("", 1, [], id="no-help"),
    ],
)
def test_the_cache_flags_are_those_the_binary_lists_in_its_help(
    help_text: str | None, concurrency: int, flags: list[str]
) -> None:
    options = supported_options(llama_server_binary()) if help_text is None else parse_help(help_text)
    assert " ".join(cache_flags(options, concurrency)) == " ".join(flags)


def test_parsing_help_keeps_every_alias_and_no_argument_or_prose() -> None:
    options = parse_help(OLD_HELP)
    assert options == {"-h", "--help", "--usage", "-c", "--ctx-size", "-np", "--parallel", "--cache-prompt",
                       "--no-cache-prompt"}  # fmt: skip


def test_the_launch_command_of_the_real_binary_carries_the_flags_before_the_configs_own(tmp_path: Path) -> None:
    settings = local_settings(concurrency=1)
    placement = plan(settings, None).placement("smollm2")
    argv = llama_server_command(llama_server_binary(), "smollm2", settings, placement, api_key_file=None).argv
    line = " ".join(argv)
    assert "--parallel 1 --slot-prompt-similarity 0.5 --cache-reuse 256" in line
    assert "--kv-unified" not in line


FAKE = """#!{python}
import pathlib, sys
with open({count!r}, "a") as count:
    count.write("help\\n")
print({help!r})
"""


def test_a_binary_is_asked_for_its_help_once_until_it_changes_and_one_without_a_flag_never_gets_it(
    tmp_path: Path,
) -> None:
    count = tmp_path / "count"
    binary = tmp_path / "llama-server"
    binary.write_text(FAKE.format(python=sys.executable, count=str(count), help=OLD_HELP), encoding="utf-8")
    binary.chmod(0o755)
    settings = local_settings(concurrency=2)
    placement = plan(settings, None).placement("smollm2")
    first = llama_server_command(binary, "smollm2", settings, placement, api_key_file=None).argv
    again = llama_server_command(binary, "smollm2", settings, placement, api_key_file=None).argv
    assert first == again
    assert count.read_text(encoding="utf-8").count("help") == 1
    line = " ".join(first)
    assert "--parallel 2" in line and "--cache-reuse" not in line and "--slot-prompt-similarity" not in line
    assert "--kv-unified" not in line  # the old binary has no such flag

    binary.write_text(
        FAKE.format(python=sys.executable, count=str(count), help=OLD_HELP + "--cache-reuse N   min chunk size\n"),
        encoding="utf-8",
    )  # a new build in the same place is asked again
    line = " ".join(llama_server_command(binary, "smollm2", settings, placement, api_key_file=None).argv)
    assert count.read_text(encoding="utf-8").count("help") == 2
    assert "--cache-reuse 256" in line


def test_a_binary_that_cannot_print_its_help_is_launched_without_the_optional_flags(tmp_path: Path) -> None:
    binary = tmp_path / "llama-server"
    binary.write_text("#!/bin/sh\nexit 3\n", encoding="utf-8")
    binary.chmod(0o755)
    assert supported_options(binary) == frozenset()
    assert supported_options(tmp_path / "missing") == frozenset()
