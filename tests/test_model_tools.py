"""The model tools' own logic, against a loopback model that answers exactly what each test scripts.

The real CPU model is exercised in test_server.py; here the answers are fixed, so the checks on them
(grounding the guard model's quotes, salvaging cut-off JSON, flagging amounts, one bad page) are exact.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from faulty_endpoint import FaultyEndpoint, Ok

from server.app import close_state, open_state
from server.matter.artifacts import write_artifact
from server.matter.ingest import Ingestor
from server.matter.store import RunRecord
from server.settings import Settings
from server.state import AppState
from tools.adversarial_review import AdversarialReviewInput, adversarial_review
from tools.extract_financials import ExtractFinancialsInput, extract_financials
from tools.guard_check import GuardCheckInput, guard_check

pytestmark = pytest.mark.anyio


def _answer(data: object) -> Ok:
    return Ok(tokens=(json.dumps(data),))


async def _state(make_settings: Callable[..., Settings], port: int) -> AppState:
    return open_state(make_settings(port=port))


def _document(state: AppState, name: str, text: str) -> str:
    store = state.matter("m", create=True)
    path = store.folder / "inbox" / name
    path.write_text(text, encoding="utf-8")
    return Ingestor(store).ingest([Path(path)])[0].document_id or ""


async def test_the_guard_models_issues_count_only_when_their_quote_is_in_the_text(
    make_settings: Callable[..., Settings],
) -> None:
    answer = _answer(
        {
            "verdict": "block",
            "issues": [
                {"category": "privilege", "quote": "our litigation strategy", "explanation": "privileged"},
                {"category": "other", "quote": "a sentence that is not there", "explanation": "invented"},
            ],
        }
    )
    with FaultyEndpoint("llama", [answer]) as endpoint:
        state = await _state(make_settings, endpoint.port)
        state.matter("m", create=True)
        try:
            result = await guard_check(GuardCheckInput(matter="m", text="Here is our litigation strategy."), state)
        finally:
            await close_state(state)
    assert result.model_verdict == "block" and result.model_unsupported == 1
    [finding] = result.findings
    assert (finding.source, finding.rule, finding.severity) == ("model", "privilege", "warn")  # advisory by default
    assert "Here is our litigation strategy."[finding.start : finding.end] == "our litigation strategy"
    assert result.verdict == "warn"


async def test_an_adversarial_review_cut_off_by_the_token_limit_keeps_its_complete_attacks(
    make_settings: Callable[..., Settings],
) -> None:
    whole = {
        "claim_quote": "Acme owes the money",
        "attack": "No invoice is cited.",
        "severity": "high",
        "evidence_needed": "the invoice",
    }
    cut = '{"attacks": [' + json.dumps(whole) + ', {"claim_quote": "the secon'
    with FaultyEndpoint("llama", [Ok(tokens=(cut,), finish_reason="length")]) as endpoint:
        state = await _state(make_settings, endpoint.port)
        try:
            artifact_id = _document(state, "draft.txt", "Acme owes the money.")
            store = state.matter("m")
            draft = write_artifact(
                store,
                tool="draft_routine",
                kind="draft",
                title="d",
                text="Acme owes the money.",
                run=RunRecord(tool="t", input_hash="x", started_at="t", wall_ms=1),
            )
            result = await adversarial_review(
                AdversarialReviewInput(matter="m", artifact_id=draft.id, document_ids=[artifact_id]), state
            )
        finally:
            await close_state(state)
    [attack] = result.attacks
    assert attack.quote_found and (attack.start, attack.end) == (0, 19) and attack.severity == "high"
    assert Path(result.json_path).is_file()


async def test_one_unusable_page_costs_that_page_only_and_the_rest_are_saved(
    make_settings: Callable[..., Settings],
) -> None:
    good = _answer(
        {
            "items": [
                {"label": "rent", "amount": "$1,200.00", "currency": "USD", "period": "March", "category": "expense"},
                {"label": "deposit", "amount": "$9,999.00", "currency": "USD", "period": "", "category": "asset"},
            ]
        }
    )
    with FaultyEndpoint("llama", [good, Ok(tokens=("Sure! Here are the items",))]) as endpoint:
        state = await _state(make_settings, endpoint.port)
        try:
            doc = _document(state, "ledger.txt", "Rent due $1,200.00 for March.\fLate fee $75.00 paid in April.")
            result = await extract_financials(ExtractFinancialsInput(matter="m", document_ids=[doc]), state)
        finally:
            await close_state(state)
    assert result.pages_failed == [f"{doc} p.2"] and result.pages_read == 2
    assert [(i.value, i.found_on_page) for i in result.items] == [("1200.00", True), ("9999.00", False)]
    assert result.flagged == 1 and Path(result.csv_path).is_file()
