"""verify_citations as a tool and as a command: reports, the annotated draft, exit codes, the RTX 3060 case."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from mcp import Client

from server.app import build_server
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import MatterStore
from server.production.store import DocumentSpec, produce
from server.settings import Settings
from server.state import AppState

pytestmark = pytest.mark.anyio

INVOICE = "INVOICE No. 4471\nDate: March 3, 2024\nAmount due: $12,500.00\nPayment due: April 2, 2024\n"
EMAIL = "Jordan,\nWe acknowledge the outstanding balance of $12,500.00 on invoice 4471.\nDana Whitfield\n"
TRUE_DRAFT = (
    "Invoice No. 4471 for $12,500.00 was due on April 2, 2024 (SMITH000001). Ms. Whitfield wrote that Acme "
    '"acknowledge[s] the outstanding balance of $12,500.00 on invoice 4471" (SMITH000002).\n'
)
POISONED_DRAFT = "The invoice for $12,500.00 was due on April 2, 2024 (RTX 3060).\n"


@pytest.fixture
def matter(make_settings: Callable[..., Settings]) -> Settings:
    settings = make_settings()
    with MatterStore.open(settings.server.matters_dir, "smith", create=True) as store:
        (store.folder / "inbox" / "invoice.txt").write_text(INVOICE, encoding="utf-8")
        (store.folder / "inbox" / "email.txt").write_text(EMAIL, encoding="utf-8")
        outcomes = Ingestor(store).ingest(expand_paths(store, ["inbox/invoice.txt", "inbox/email.txt"], ()))
        produce(store, [DocumentSpec(o.document_id) for o in outcomes], prefix="SMITH", start=None, ocr_workers=1)
        (store.folder / "work" / "true.md").write_text(TRUE_DRAFT, encoding="utf-8")
        (store.folder / "work" / "poisoned.md").write_text(POISONED_DRAFT, encoding="utf-8")
    return settings


async def test_a_grounded_draft_is_not_blocked_and_every_claim_points_at_its_page(matter: Settings) -> None:
    async with Client(build_server(matter, state=AppState(settings=matter))) as client:
        result = (
            await client.call_tool("verify_citations", {"matter": "smith", "text": TRUE_DRAFT})
        ).structured_content
    assert result["blocked"] is False, result["findings"]
    assert result["counts"]["verified"] == result["claims_total"] >= 5
    quote = next(f for f in result["findings"] if f["kind"] == "quote")
    assert quote["source"]["bates"] == "SMITH000002" and quote["score"] >= 0.9
    for finding in result["findings"]:
        assert TRUE_DRAFT[finding["start"] : finding["end"]] == finding["text"]


async def test_a_model_written_bates_number_like_rtx_3060_is_caught_and_the_draft_blocked(matter: Settings) -> None:
    async with Client(build_server(matter, state=AppState(settings=matter))) as client:
        result = (
            await client.call_tool(
                "verify_citations",
                {
                    "matter": "smith",
                    "text": POISONED_DRAFT,
                },
            )
        ).structured_content
    assert result["blocked"] is True
    rtx = next(f for f in result["findings"] if f["text"] == "RTX 3060")
    assert rtx["kind"] == "bates" and rtx["status"] == "not_found" and "SMITH" in rtx["reason"]
    facts = [f for f in result["findings"] if f["kind"] in {"amount", "date"}]
    assert {f["status"] for f in facts} == {"mismatch"}  # cited to a page that does not exist: a wrong pin
    assert all(f["suggestion"] in {"cite SMITH000001", "cite SMITH000002"} for f in facts), facts
    annotated = Path(result["annotated_path"]).read_text(encoding="utf-8")
    assert "RTX 3060 ⟦✗" in annotated and "not_found" in annotated
    assert Path(result["report_path"]).read_text(encoding="utf-8").startswith("# Citation verification: BLOCKED")


async def test_a_draft_with_nothing_to_check_is_not_blocked_but_says_so(matter: Settings) -> None:
    async with Client(build_server(matter, state=AppState(settings=matter))) as client:
        result = (
            await client.call_tool(
                "verify_citations",
                {
                    "matter": "smith",
                    "text": "ARGUMENT\n\nThe motion should be granted.\n\nRespectfully submitted,\n/s/ Jordan Smith\n",
                },
            )
        ).structured_content
    assert result["blocked"] is False and result["claims_total"] == 0
    assert result["statements"]["factual"] == 0 and result["statements"]["law"] == 1
    assert "no verifiable facts" in result["warnings"][0]


async def test_the_report_is_a_model_artifact_and_never_evidence(matter: Settings) -> None:
    state = AppState(settings=matter)
    async with Client(build_server(matter, state=state)) as client:
        result = await client.call_tool("verify_citations", {"matter": "smith", "path": "work/poisoned.md"})
        hits = (await client.call_tool("search_evidence", {"matter": "smith", "query": "RTX"})).structured_content
    assert result.structured_content["report_id"].startswith("A")
    assert hits["hits"] == []
    state.close()


@pytest.mark.parametrize(
    ("draft", "code", "expected"),
    [
        ("work/true.md", 0, "Not blocked"),
        ("work/poisoned.md", 1, "not_found"),
        ("../../../etc/passwd", 2, "outside the matter folder"),
    ],
)
def test_the_verify_command_exits_non_zero_when_blocked(
    matter: Settings, run_cli: Callable[..., subprocess.CompletedProcess[str]], draft: str, code: int, expected: str
) -> None:
    result = run_cli(matter.server.matters_dir, "verify", "smith", draft)
    assert result.returncode == code, result.stdout + result.stderr
    assert expected in result.stdout + result.stderr


def test_the_tools_status_names_match_the_engines() -> None:
    from server.verify.findings import STATUSES as ENGINE
    from tools.verify_citations import STATUSES

    assert tuple(STATUSES) == tuple(ENGINE)


async def test_a_draft_in_an_import_root_is_verified_and_named_by_its_path(matter: Settings, tmp_path: Path) -> None:
    from tools.verify_citations import VerifyCitationsInput, verify_citations

    drafts = tmp_path / "drafts"
    drafts.mkdir()
    (drafts / "brief.md").write_text(TRUE_DRAFT, encoding="utf-8")
    settings = matter.model_copy(update={"server": matter.server.model_copy(update={"import_roots": (drafts,)})})
    state = AppState(settings=settings)
    result = await verify_citations(VerifyCitationsInput(matter="smith", path=str(drafts / "brief.md")), state)
    state.close()
    assert result.blocked is False
    assert str(drafts / "brief.md") in Path(result.report_path).read_text(encoding="utf-8")


async def test_a_draft_with_hundreds_of_claims_still_gets_a_result_small_enough_for_claude_code(
    matter: Settings,
) -> None:
    draft = " ".join(f"Payment {n} was made on March {n % 28 + 1}, 2024." for n in range(300))
    async with Client(build_server(matter, state=AppState(settings=matter))) as client:
        result = await client.call_tool("verify_citations", {"matter": "smith", "text": draft})
    size = len(result.content[0].text)
    data = result.structured_content
    assert size < 50_000, size
    assert data["claims_total"] >= 300 and data["findings_omitted"] > 0
    assert len(data["findings"]) + data["findings_omitted"] == data["claims_total"]
