"""The command line without Claude: the README's "For scripts without Claude" block run as written on a fresh
matter (real processes, each verb's ``--json`` read back), then the exit codes every verb shares: 0 done, 1 blocked
or refused, 2 bad input."""

from __future__ import annotations

import contextlib
import io
import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from server.__main__ import _parser, main
from server.cli.sample import clean_affidavit
from server.settings import PROJECT_ROOT

PYTHON = [".venv/bin/python", "-m", "server"]


def readme_script() -> list[list[str]]:
    """The commands of the README's block for scripts, each as the arguments after ``python -m server``."""
    text = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("For scripts without Claude") :]
    block = re.search(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block, "README: no sh block after 'For scripts without Claude'"
    commands = []
    for line in block.group(1).splitlines():
        words = shlex.split(line, comments=True)
        if words:
            assert words[:3] == PYTHON, f"README: {line!r} is not a `python -m server` command"
            commands.append(words[3:])
    return commands


def _json_form(args: list[str]) -> list[str]:
    """``args`` with ``--json`` where the verb takes it (asked of the parser itself)."""
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            _parser().parse_args([*args, "--json"])
    except SystemExit:
        return args
    return [*args, "--json"]


@pytest.fixture(scope="module")
def scripted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, Any]]:
    """The README's script run once on a fresh matter: (config, matters folder, each verb's JSON by step)."""
    root = tmp_path_factory.mktemp("readme-script")
    matters = root / "matters"
    config = root / "counsel.toml"
    text = (PROJECT_ROOT / "config" / "local.toml").read_text(encoding="utf-8")
    config.write_text(text.replace('matters_dir = "../matters"', f'matters_dir = "{matters}"'), encoding="utf-8")
    out: dict[str, Any] = {}
    for args in readme_script():
        step = " ".join(args[:2]) if args[0] in ("ingest", "matter") else args[0]
        step += " attorney" if "attorney" in args else ""
        if args[0] == "verify":  # the draft the command names: the hand-written affidavit, cited to the production
            first_bates = {d["name"]: d["first_bates"] for d in out["produce"]["documents"]}
            draft = matters / args[1] / args[2]
            draft.parent.mkdir(parents=True, exist_ok=True)
            draft.write_text(clean_affidavit(first_bates), encoding="utf-8")
        command = [sys.executable, "-m", "server", "--config", str(config), *_json_form(args)]
        run = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=PROJECT_ROOT)
        assert run.returncode == 0, f"{shlex.join(args)} exited {run.returncode}:\n{run.stdout}\n{run.stderr}"
        out[step] = json.loads(run.stdout) if "--json" in command else run.stdout
        out.setdefault("commands", []).append(args)
    return config, matters, out


@pytest.mark.slow
def test_the_readme_script_takes_a_fresh_matter_from_intake_to_a_verified_draft(
    scripted: tuple[Path, Path, dict[str, Any]],
) -> None:
    _, _, out = scripted
    verbs = [args[0] for args in out["commands"]]
    assert verbs == ["sample", "ingest", "ingest", "search", "status", "produce", "verify", "matter"]
    assert "5 client files" in out["sample"]

    ingested = out["ingest smith-v-acme"]
    assert ingested["counts"] == {"ingested": 6, "duplicate": 0, "overridden": 0, "quarantined": 0, "failed": 0}
    exhibits = [i["document_id"] for i in ingested["ingested"] if not i["parent_id"]]
    produce_args = next(args for args in out["commands"] if args[0] == "produce")
    assert [a for a in produce_args if re.fullmatch(r"D\d{4}", a)] == exhibits  # the README's ids are the files'
    assert out["ingest smith-v-acme attorney"]["counts"]["ingested"] == 2

    hits = out["search"]["hits"]
    assert hits and "4471" in hits[0]["snippet"]
    assert {h["document_id"] for h in hits} <= {i["document_id"] for i in ingested["ingested"]}
    assert out["status"]["documents_by_origin"] == {"client": 6, "attorney": 2, "model": 0}

    production = out["produce"]
    assert production["production_id"] == "PROD001" and production["first_bates"] == "SMITH000001"
    assert production["pages"] == 7 and Path(production["combined_pdf"]).is_file()

    verified = out["verify"]
    assert verified["blocked"] is False
    assert verified["statements"]["factual"] == verified["statements"]["supported"] > 0
    assert verified["report_id"].startswith("A") and Path(verified["report_path"]).is_file()

    assert out["matter verify"]["ok"] is True and out["matter verify"]["problems"] == []


def _main(config: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    """``python -m server --config CONFIG ARGS --json`` in this process: the exit code and the JSON it printed."""
    capsys.readouterr()
    code = main(["--config", str(config), *args, "--json"])
    return code, json.loads(capsys.readouterr().out)


CASES: list[tuple[str, list[str], int, str]] = [  # case, arguments, exit code, what the error says
    ("an unknown matter", ["search", "nobody", "invoice"], 2, "no matter named 'nobody'"),
    ("an unknown document", ["produce", "smith-v-acme", "D0999", "--prefix", "X"], 2, "D0999"),
    ("a start that is not a number", ["produce", "smith-v-acme", "D0005", "--prefix", "X", "--start", "x"], 2, "start"),
    ("a draft outside the matter", ["verify", "smith-v-acme", "../../etc/passwd"], 2, "outside the matter"),
    ("a path that is not there", ["ingest", "smith-v-acme", "inbox/nothing.pdf"], 2, "does not exist"),
    ("an attorney note offered as evidence", ["produce", "smith-v-acme", "D0008", "--prefix", "X"], 1, "not evidence"),
]


@pytest.mark.parametrize(("case", "arguments", "code", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_verb_that_cannot_do_its_work_exits_2_for_bad_input_and_1_when_refused_with_the_error_as_json(
    scripted: tuple[Path, Path, dict[str, Any]],
    capsys: pytest.CaptureFixture[str],
    case: str,
    arguments: list[str],
    code: int,
    said: str,
) -> None:
    exit_code, printed = _main(scripted[0], capsys, *arguments)
    assert (exit_code, printed["exit_code"]) == (code, code), (case, printed)
    assert said in printed["error"] and printed["kind"].endswith("Error"), (case, printed)


def test_a_blocked_draft_and_a_quarantined_file_exit_1_and_say_why_in_their_json(
    scripted: tuple[Path, Path, dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    config, matters, out = scripted
    folder = matters / "smith-v-acme"
    wrong = (folder / "drafts" / "affidavit.md").read_text(encoding="utf-8").replace("$48,000.00", "$84,000.00")
    (folder / "drafts" / "wrong.md").write_text(wrong, encoding="utf-8")
    code, verified = _main(config, capsys, "verify", "smith-v-acme", "drafts/wrong.md")
    assert code == 1 and verified["blocked"] is True and verified["statements"]["contradicted"] >= 1

    copy = folder / "inbox" / "report-from-the-client.md"  # a model's report, saved back as if the client sent it
    shutil.copyfile(out["verify"]["report_path"], copy)
    code, ingested = _main(config, capsys, "ingest", "smith-v-acme", str(copy))
    assert code == 1 and ingested["counts"]["quarantined"] == 1
    assert ingested["quarantined"][0]["matched_artifact"] == out["verify"]["report_id"]


def test_ingest_takes_a_path_outside_the_matter_from_the_command_line(
    scripted: tuple[Path, Path, dict[str, Any]], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config, _, _ = scripted
    letter = tmp_path / "letter.txt"
    letter.write_text("On June 1, 2024 Acme paid nothing toward invoice 4471.", encoding="utf-8")
    code, ingested = _main(config, capsys, "ingest", "smith-v-acme", str(letter))
    assert code == 0 and [i["name"] for i in ingested["ingested"]] == ["letter.txt"]
    code, found = _main(config, capsys, "search", "smith-v-acme", "paid nothing")
    assert code == 0 and found["hits"][0]["document_id"] == ingested["ingested"][0]["document_id"]
