"""Statements as the unit: the labelled statements over the sample matter and the harbor matter, each judged
by the deterministic layers alone and through the tool with a scripted verifier model; the meaning check's
failure modes; one model call per cited page."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from conftest import settings_dict
from faulty_endpoint import Malformed, Ok, Stall, refused_port
from mcp import Client
from scripted_verifier import scripted_verifier
from statement_cases import BAD_KINDS, CASES, SOFT_KINDS, Case, Matters, build_matters

from server.app import build_server, close_state, open_state
from server.matter.evidence import StoreEvidenceIndex
from server.matter.store import MatterStore
from server.settings import Settings, parse_settings
from server.verify.verdicts import verify_statements
from tools._shared import load_prompt

pytestmark = pytest.mark.anyio
SCRIPT = {c.text.split(" (")[0][:60]: c.model for c in CASES if c.model}


@pytest.fixture(scope="module")
def matters(tmp_path_factory: pytest.TempPathFactory) -> Matters:
    """Both matters in real SQLite stores: the sample as the demo builds it, harbor from its PDFs (HC000001-6)."""
    return build_matters(tmp_path_factory.mktemp("matters"))


def _settings(matters: Matters, port: int = 9, *, binding: bool = True, timeout_s: float = 60.0) -> Settings:
    data = settings_dict(matters.root, port)
    data["roles"]["verifier"] = "smollm2"
    data["verify"] = {"model_binding": binding, "model_timeout_s": timeout_s}
    return parse_settings(data, base_dir=matters.root)


def _case_id(case: Case) -> str:
    return f"{case.matter}-{case.kind}-{'bad' if case.bad else 'good'}-{case.text[:40]}"


# ---- the deterministic layers alone ----------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_each_labelled_statement_gets_its_verdict_from_the_deterministic_layers(matters: Matters, case: Case) -> None:
    with MatterStore.open(matters.root, case.matter) as store:
        checked = verify_statements(matters.draft(case), StoreEvidenceIndex(store))
    facts = checked.facts
    if case.verdict is None:
        assert not facts, [(v.statement.kind, v.statement.why, v.reason) for v in facts]
        assert not checked.blocked, [v.reason for v in checked.blocking] + [f.reason for f in checked.outcome.blocking]
        return
    assert len(facts) == 1, [(v.statement.text, v.statement.kind) for v in checked.verdicts]
    verdict = facts[0]
    if case.bad and case.kind in SOFT_KINDS:  # suspected, not proved: flagged for review, never passed or blocked
        assert verdict.verdict == "review" and not checked.blocked, verdict.reason
        assert verdict.source is not None and verdict.excerpt, verdict.reason  # the closest passage is named
        return
    if case.bad and not case.deterministic:  # only meaning catches it: the deterministic layers invent no block
        assert verdict.verdict in ("supported", "review") and not checked.blocked, verdict.reason
        return
    assert verdict.verdict == case.verdict, verdict.reason
    assert checked.blocked is case.bad, verdict.reason
    if verdict.verdict in ("supported", "contradicted"):
        assert verdict.source is not None and verdict.source_start is not None and verdict.excerpt
    if case.kind == "wrong_pin":
        assert verdict.suggestion and verdict.suggestion.startswith("cite "), verdict.reason


def test_a_wrong_pin_names_the_page_that_carries_the_fact(matters: Matters) -> None:
    with MatterStore.open(matters.root, "harbor") as store:
        checked = verify_statements(
            "Northwind accepted the installation on August 9, 2024 (HC000003).", StoreEvidenceIndex(store)
        )
    (verdict,) = checked.facts
    assert (verdict.verdict, verdict.suggestion) == ("unsupported", "cite HC000004")
    assert verdict.source is not None and verdict.source.bates == "HC000004"


def test_uncited_facts_found_nowhere_block_only_under_strict(matters: Matters) -> None:
    draft = "Northwind paid $20,000.00 on October 1, 2024."
    with MatterStore.open(matters.root, "harbor") as store:
        strict = verify_statements(draft, StoreEvidenceIndex(store))
        lenient = verify_statements(draft, StoreEvidenceIndex(store), policy="lenient")
    assert strict.facts[0].verdict == lenient.facts[0].verdict == "unsupported"
    assert strict.blocked and strict.facts[0].blocks("strict")
    assert not lenient.facts[0].blocks("lenient")


# ---- through the tool, with the scripted verifier -------------------------------------------------------------


async def _verify(settings: Settings, matter: str, text: str, **extra: Any) -> dict[str, Any]:
    state = open_state(settings)
    try:
        async with Client(build_server(settings, state=state)) as client:
            result = await client.call_tool("verify_citations", {"matter": matter, "text": text, **extra})
    finally:
        await close_state(state)
    assert not result.is_error, result.content[0].text
    assert result.structured_content is not None
    return result.structured_content


@pytest.mark.parametrize("case", CASES, ids=_case_id)
async def test_each_labelled_statement_gets_its_verdict_with_the_scripted_verifier(
    matters: Matters, case: Case
) -> None:
    with scripted_verifier(SCRIPT) as endpoint:
        result = await _verify(_settings(matters, endpoint.port), case.matter, matters.draft(case), annotate=False)
    assert result["blocked"] is case.bad, result["statement_findings"] + result["findings"]
    if case.verdict is None:
        assert result["statements"]["factual"] == 0
        assert not endpoint.chats
        return
    (finding,) = result["statement_findings"]
    assert finding["verdict"] == case.verdict, finding
    if finding["verdict"] == "supported":  # confirmed by the meaning check with words really on the page
        assert finding["basis"] == "meaning" and result["model_checked"], finding
        assert finding["source"]["excerpt"]


def _kind_table(results: list[tuple[Case, bool]]) -> dict[str, tuple[int, int]]:
    table: dict[str, tuple[int, int]] = {}
    for case, blocked in results:
        caught, total = table.get(case.kind, (0, 0))
        table[case.kind] = (caught + blocked, total + 1)
    return table


def test_recall_is_total_and_false_blocks_rare_for_every_kind_the_deterministic_layers_own(matters: Matters) -> None:
    results = []
    for case in CASES:
        with MatterStore.open(matters.root, case.matter) as store:
            results.append((case, verify_statements(matters.draft(case), StoreEvidenceIndex(store)).blocked))
    table = _kind_table(results)
    for kind in BAD_KINDS:
        caught, total = table[kind]
        if kind not in ("contradiction", *SOFT_KINDS):
            assert caught == total, f"{kind}: {caught}/{total} caught"
    good = [blocked for case, blocked in results if not case.bad]
    assert sum(good) / len(good) <= 0.02, [case.text for case, blocked in results if not case.bad and blocked]
    assert len(CASES) >= 60 and {c.kind for c in CASES} >= {*BAD_KINDS, "paraphrase", "boilerplate", "law"}


# ---- the meaning check's own behaviour ------------------------------------------------------------------------


@pytest.fixture
def fresh(matters: Matters) -> Matters:
    """The matters with the meaning check's answer cache emptied, so calls are counted from zero."""
    for matter in ("harbor", "smith"):
        shutil.rmtree(matters.root / matter / ".cache" / "meaning", ignore_errors=True)
    return matters


THREE_ON_ONE_PAGE = (
    "Northwind accepted the installation as complete on August 9, 2024 (HC000004). All 12 cabinets were accepted "
    "(HC000004). Alice Moreno signed the certificate (HC000004). The balance due on Invoice No. 4471 was $27,000.00 "
    "(HC000003)."
)


@pytest.mark.usefixtures("fresh")
async def test_one_model_call_per_cited_page_not_per_statement_each_opening_with_the_same_rules(
    matters: Matters,
) -> None:
    progress: list[str] = []
    with scripted_verifier() as endpoint:
        settings = _settings(matters, endpoint.port)
        state = open_state(settings)
        try:
            async with Client(build_server(settings, state=state)) as client:

                async def on_progress(done: float, total: float | None, message: str | None) -> None:
                    progress.append(message or "")

                result = await client.call_tool(
                    "verify_citations", {"matter": "harbor", "text": THREE_ON_ONE_PAGE}, progress_callback=on_progress
                )
        finally:
            await close_state(state)
    data = result.structured_content
    assert data is not None and data["statements"]["supported"] == 4 and data["model_checked"]
    assert len(endpoint.chats) == 2  # HC000004 (three statements) and HC000003 (one)
    assert data["model_stats"]["model"] == "smollm2" and data["model_stats"]["prompt_tokens"] > 0
    prompts = [next(m["content"] for m in chat.json()["messages"] if m["role"] == "user") for chat in endpoint.chats]
    rules = load_prompt("verifier")  # first, so every question of the run shares system + rules in the cache
    assert all(p.startswith(rules + "\n\nPAGE ") for p in prompts)
    assert prompts[0].index("PAGE HC000004") < prompts[0].index("CERTIFICATE") < prompts[0].index("STATEMENTS")
    assert prompts[0].count("\n1. ") + prompts[0].count("\n2. ") + prompts[0].count("\n3. ") == 3
    assert any("meaning check: HC000004" in m for m in progress), progress


@pytest.mark.usefixtures("fresh")
async def test_the_model_can_block_but_never_passes_what_the_deterministic_layers_failed(matters: Matters) -> None:
    draft = (
        "Northwind accepted the installation on August 19, 2024 (HC000004). "
        "Northwind found defects in the installation (HC000004)."
    )
    script = {
        "August 19": ("supported", "Accepted on August 9, 2024."),
        "found defects": ("contradicted", "accepts the installation of twelve (12) cabinets"),
    }
    with scripted_verifier(script) as endpoint:
        result = await _verify(_settings(matters, endpoint.port), "harbor", draft)
    dated, never = sorted(result["statement_findings"], key=lambda f: f["start"])
    assert dated["verdict"] == "contradicted" and dated["basis"] == "facts"  # the date, deterministically
    assert never["verdict"] == "contradicted" and never["basis"] == "meaning"
    assert "accepts the installation" in never["source"]["excerpt"]
    assert len(endpoint.chats) == 1  # the failed statement was not even asked about


@pytest.mark.usefixtures("fresh")
async def test_a_verdict_without_words_really_on_the_page_counts_for_nothing(matters: Matters) -> None:
    draft = "Northwind accepted the installation as complete (HC000004). Northwind paid on time (HC000005)."
    script = {
        "as complete": ("contradicted", "Northwind refused the cabinets outright"),  # not on the page
        "paid on time": ("supported", "Northwind paid every invoice on time"),  # not on the page either
    }
    with scripted_verifier(script) as endpoint:
        result = await _verify(_settings(matters, endpoint.port), "harbor", draft)
    by_text = {f["text"][:22]: f for f in result["statement_findings"]}
    # binding: the model could not show it either way, so it is doubt for the lawyer - never a pass, never a block
    assert by_text["Northwind accepted the"]["verdict"] == "review"
    assert by_text["Northwind paid on time"]["verdict"] == "review"
    assert not any(f["blocks"] for f in by_text.values()) and result["blocked"] is False
    assert "not on the page" in by_text["Northwind paid on time"]["reason"]
    assert all(f["model_verdict"] for f in by_text.values())


@pytest.mark.usefixtures("fresh")
async def test_an_advisory_model_is_reported_and_never_decides(matters: Matters) -> None:
    draft = "Northwind found defects in the installation (HC000004)."
    with scripted_verifier(SCRIPT) as endpoint:
        result = await _verify(_settings(matters, endpoint.port, binding=False), "harbor", draft)
    (finding,) = result["statement_findings"]
    assert finding["verdict"] == "supported" and finding["model_verdict"] == "contradicted"
    assert result["blocked"] is False and "advisory" in result["model_note"]
    report = Path(result["report_path"]).read_text(encoding="utf-8")
    assert "Meaning check (advisory): contradicted" in report


@pytest.mark.parametrize(
    ("plan", "expected"),
    [
        ([Malformed()], "junk"),
        ([Ok(tokens=("I think it is fine.",))], "junk"),
        ([Ok(tokens=('{"verdicts": [{"statement": 7, "verdict": "maybe", "quote": 3}]}',))], "junk"),
    ],
    ids=["cut-off-stream", "prose", "wrong-shape"],
)
@pytest.mark.usefixtures("fresh")
async def test_a_bound_model_that_answers_junk_leaves_the_statement_unchecked_and_says_why(
    matters: Matters, plan: list, expected: str
) -> None:
    draft = "Northwind accepted the installation as complete on August 9, 2024 (HC000004)."
    with scripted_verifier(before=plan * 3) as _endpoint:
        result = await _verify(_settings(matters, _endpoint.port), "harbor", draft)
        advisory = await _verify(_settings(matters, _endpoint.port, binding=False), "harbor", draft)
    assert result["model_checked"] is False and expected in result["model_note"], result["model_note"]
    (finding,) = result["statement_findings"]
    assert finding["verdict"] == "unchecked" and finding["blocks"] and result["blocked"] is True
    assert expected in finding["reason"] and result["statements"]["unchecked"] == 1
    lenient = await _verify(_settings(matters, _endpoint.port), "harbor", draft, policy="lenient")
    assert lenient["statement_findings"][0]["verdict"] == "unchecked" and lenient["blocked"] is False
    (kept,) = advisory["statement_findings"]  # an advisory model decides nothing: the deterministic verdict stands
    assert kept["verdict"] == "supported" and kept["basis"] == "facts" and advisory["blocked"] is False


@pytest.mark.usefixtures("fresh")
async def test_a_bound_model_that_is_down_or_too_slow_leaves_the_statements_unchecked(matters: Matters) -> None:
    draft = "Northwind accepted the installation as complete on August 9, 2024 (HC000004)."
    with refused_port() as port:
        down = await _verify(_settings(matters, port), "harbor", draft)
    assert down["model_checked"] is False and "failed" in down["model_note"] and down["blocked"] is True
    assert down["statement_findings"][0]["verdict"] == "unchecked"
    with scripted_verifier(before=[Stall()]) as _endpoint:
        slow = await _verify(_settings(matters, _endpoint.port, timeout_s=0.5), "harbor", draft)
    assert slow["model_checked"] is False and "ran out of time" in slow["model_note"]
    assert (
        slow["statement_findings"][0]["verdict"] == "unchecked"
        and "ran out of time" in slow["statement_findings"][0]["reason"]
    )
    skipped = await _verify(_settings(matters, 9), "harbor", draft, use_model=False)
    assert skipped["statement_findings"][0]["verdict"] == "unchecked" and skipped["blocked"] is True


@pytest.mark.usefixtures("fresh")
async def test_answers_are_cached_by_statement_page_model_and_prompt(matters: Matters) -> None:
    draft = "Harbor Cabinets installed twelve cabinets at 410 Alder Street (HC000004)."
    with scripted_verifier() as endpoint:
        settings = _settings(matters, endpoint.port)
        first = await _verify(settings, "harbor", draft)
        second = await _verify(settings, "harbor", draft + " Two of the cabinet doors were scratched (HC000006).")
    assert "1 call(s), 0 answered from cache" in first["model_note"]
    assert "1 call(s), 1 answered from cache" in second["model_note"]
    without_calls = await _verify(settings, "harbor", draft)
    assert "0 call(s), 1 answered from cache" in without_calls["model_note"] and without_calls["model_stats"] is None
    assert [re.search(r"^PAGE .*$", c.json()["messages"][1]["content"], re.M)[0] for c in endpoint.chats] == [
        "PAGE HC000004 (HC000004-certificate-of-acceptance.pdf, page 1):",
        "PAGE HC000006 (HC000006-moreno-email.pdf, page 1):",
    ]


async def test_without_a_verifier_role_the_result_says_the_meaning_check_did_not_run(matters: Matters) -> None:
    settings = parse_settings(settings_dict(matters.root, 9), base_dir=matters.root)
    result = await _verify(settings, "harbor", "Northwind found defects in the installation (HC000004).")
    assert result["model_checked"] is False and "no model has the verifier role" in result["model_note"]


def test_the_verify_command_runs_the_meaning_check_when_asked(
    matters: Matters, capsys: pytest.CaptureFixture[str]
) -> None:
    from server.cli.verify import verify_draft

    shutil.rmtree(matters.root / "harbor" / ".cache" / "meaning", ignore_errors=True)
    draft = matters.root / "harbor" / "work" / "never.md"
    draft.write_text("Northwind found defects in the installation (HC000004).\n", encoding="utf-8")
    with scripted_verifier(SCRIPT) as endpoint:
        bound = verify_draft(_settings(matters, endpoint.port), "harbor", "work/never.md")  # bound: runs by itself
        skipped = verify_draft(_settings(matters, endpoint.port), "harbor", "work/never.md", meaning=False)
        shutil.rmtree(matters.root / "harbor" / ".cache" / "meaning", ignore_errors=True)
        advisory = _settings(matters, endpoint.port, binding=False)
        quiet = verify_draft(advisory, "harbor", "work/never.md")
        asked = verify_draft(advisory, "harbor", "work/never.md", meaning=True)
    out = capsys.readouterr().out
    assert (bound, skipped) == (1, 1) and (quiet, asked) == (0, 0) and len(endpoint.chats) == 2
    assert "(1 call(s), 0 answered from cache); decided" in out and "contradicted" in out
    assert "unchecked" in out and "meaning check: not run (use_model is false)" in out
