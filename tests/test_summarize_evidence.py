"""summarize_evidence through MCP: passes over a matter larger than one prompt, cites checked in code, the
chronology's order, dates and conflicts, the summary role alone in the run records, nothing written on cancel.

The summary model is ``tests/scripted_summary.py`` (notes from each page, merges that keep every note, and on every
call one line citing a page that call was not given); one test runs the real tiny model end to end.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from conftest import settings_dict
from faulty_endpoint import FaultyEndpoint, Scripted, Slow
from mcp import Client
from scripted_summary import ScriptedSummary, scripted_summary
from summary_matter import CONFLICT, UNDATED, Doc, build_matter, generate

from server.app import build_server, close_state, open_state
from server.matter.evidence import StoreEvidenceIndex, bates_twins
from server.matter.store import MatterStore
from server.settings import Settings, parse_settings
from tools.summarize_evidence import SummarizeEvidenceInput, summarize_evidence

pytestmark = pytest.mark.anyio
LIMITS = {"context": 2048, "max_tokens": 256}  # 40 pages: about four pages a call, a merge holds a few notes


@pytest.fixture(scope="module")
def matter_template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Doc], list[str]]:
    """A 40-page matter, ingested and Bates-stamped once; tests get a copy."""
    root = tmp_path_factory.mktemp("summary-template")
    docs = generate(40)
    with MatterStore.open(root, "m", create=True) as store:
        ids = build_matter(store, docs)
    return root / "m", docs, ids


@pytest.fixture
def matter(matter_template: tuple[Path, list[Doc], list[str]]) -> Callable[[Settings], list[str]]:
    def copy(settings: Settings) -> list[str]:
        shutil.copytree(matter_template[0], settings.server.matters_dir / "m")
        return matter_template[2]

    return copy


async def _call(client: Client, name: str, args: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    result = await client.call_tool(name, args, **kwargs)
    assert not result.is_error, result.content[0].text
    assert result.structured_content is not None
    return result.structured_content


def _runs(settings: Settings) -> list[dict[str, Any]]:
    with MatterStore.open(settings.server.matters_dir, "m") as store, store.read() as conn:
        return [dict(r) for r in conn.execute("SELECT * FROM runs ORDER BY id")]


def _bullets(markdown: str) -> list[str]:
    return [line for line in markdown.splitlines() if line.startswith("- ")]


async def test_a_matter_larger_than_one_prompt_is_summarised_in_passes_into_a_sorted_cited_chronology(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    with scripted_summary(outside="D0001 p.1 = SMITH000001") as endpoint:
        settings = make_settings(port=endpoint.port, **LIMITS)
        ids = matter(settings)
        endpoint.script.outside = f"{ids[-1]} p.1"  # type: ignore[attr-defined]  (read in the last call only)
        messages: list[str] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            messages.append(message or "")

        async with Client(build_server(settings)) as client:
            result = await _call(
                client, "summarize_evidence", {"matter": "m", "document_ids": ids, "kind": "chronology"},
                progress_callback=on_progress,
            )  # fmt: skip
    text = Path(result["path"]).read_text(encoding="utf-8")
    payload = json.loads(Path(result["json_path"]).read_text(encoding="utf-8"))
    rogue = endpoint.script.rogue  # type: ignore[attr-defined]

    # passes: pass 1 reads a few pages per call, pass 2 merges neighbouring notes in date order (once)
    reads = [m for m in messages if m.startswith("pass 1: ")]
    assert result["pages"] == 40 and result["passes"] == 2 and result["calls"] == len(endpoint.chats)
    assert len(reads) >= 8 and reads[0].startswith("pass 1: pages 1–")
    assert re.fullmatch(r"pass 1: pages \d+–40 of 40 \(call \d+ of \d+\)", reads[-1])
    assert [m for m in messages if m.startswith("pass 2: notes 1–")] and not [m for m in messages if "pass 3" in m]

    # the schema holds each call's cites to its inputs (a server that enforces it cannot write another)
    first = endpoint.chats[0].json()
    enum = first["response_format"]["json_schema"]["schema"]["properties"]["notes"]["items"]["properties"]["cites"]
    assert enum["items"]["enum"] == sorted(re.findall(r"(?m)^\[(D\d{4} p\.\d+ = SMITH\d{6}) \|", _user(first)))

    # every call's rogue line was dropped in code and is nowhere in the summary
    assert result["dropped_lines"] == len(rogue) == result["calls"]
    assert all("not among the pages or notes it was given" in d["reason"] for d in payload["dropped"])
    assert not [r for r in rogue if r in text]

    # every line carries the Bates number of a page that exists and says what that page says
    bullets = _bullets(text)
    assert result["lines"] == result["cited_lines"] == len(bullets) == len(payload["lines"])
    with MatterStore.open(settings.server.matters_dir, "m") as store:
        index = StoreEvidenceIndex(store)
        for line in payload["lines"]:
            pages = [index.bates_page(cite) for cite in line["cites"]]
            assert all(pages) and line["cites"] and all(c in text for c in line["cites"]), line
            words = " ".join(line["text"].split()[-4:])
            assert any(words in " ".join(p.text.split()) for p in pages if p), line

    # the chronology: ISO dates in order, one line per event, undated apart, the conflict side by side
    dated = [line for line in payload["lines"] if line["date"]]
    assert [line["date"] for line in dated] == sorted(line["date"] for line in dated)
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", line["date"]) for line in dated)
    assert all(re.match(r"- \d{4}-\d{2}-\d{2}", b) for b in bullets[: len(dated)])
    conflict = next(b for b in bullets if CONFLICT in b)
    assert conflict.startswith("- 2024-04-01 or 2024-04-03 (the sources differ)")
    assert re.search(r"\(2024-04-01: SMITH\d{6}; 2024-04-03: SMITH\d{6}\)\.$", conflict)
    assert result["conflicts"] == 1 and result["undated_lines"] == 1
    assert text.index("## Undated") < text.index(UNDATED.rstrip("."))
    events = [e for doc in generate(40) for e in doc.events if e[0]]
    assert len(dated) == len(events) - 1  # every dated page, the two delivery pages as one line

    # the summary role alone answered; the summary is a model artifact and verify_citations judged it
    runs = _runs(settings)
    assert {r["role"] for r in runs if r["model"]} == {"summary"}
    assert len([r for r in runs if r["role"] == "summary"]) == result["calls"]
    assert {r["tool"] for r in runs} == {"summarize_evidence", "verify_citations"}
    verification = result["verification"]
    assert verification["statements"]["factual"] == result["lines"]
    assert verification["statements"]["supported"] >= result["lines"] - 1, verification
    assert "meaning check" not in verification["model_note"] or "use_model is false" in verification["model_note"]
    assert result["stats"]["prompt_tokens"] > 0 and result["stats"]["model"] == "smollm2"


async def test_an_overview_is_condensed_pass_after_pass_until_one_answer_holds_it(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    with scripted_summary(outside="D0001 p.1 = SMITH000001") as endpoint:
        settings = make_settings(port=endpoint.port, **LIMITS)
        ids = matter(settings)
        async with Client(build_server(settings)) as client:
            request = {"matter": "m", "document_ids": ids, "kind": "overview", "focus": "deliveries"}
            result = await _call(client, "summarize_evidence", request)
    merges = [_user(e.json()) for e in endpoint.chats if "NOTES (" in _user(e.json())]
    assert result["passes"] >= 3 and len(merges) == result["calls"] - len(endpoint.chats) + len(merges)
    assert all("Give at most 4 notes." in m and "FOCUS (from the attorney):\ndeliveries" in m for m in merges)
    assert 1 <= result["lines"] <= 4 and result["lines"] == result["cited_lines"]
    assert result["dropped_lines"] == result["calls"] and result["notes"] == []
    text = Path(result["path"]).read_text(encoding="utf-8")
    assert text.startswith("# Overview\n\n- ") and len(_bullets(text)) == result["lines"]


async def test_a_per_document_summary_has_one_section_per_document_in_document_order(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    with scripted_summary(outside="D9999 p.1") as endpoint:
        settings = make_settings(port=endpoint.port, **LIMITS)
        ids = matter(settings)
        state = open_state(settings)
        try:
            result = await summarize_evidence(
                SummarizeEvidenceInput(matter="m", document_ids=ids[:8], kind="per_document"), state
            )
        finally:
            await close_state(state)
    text = Path(result.path).read_text(encoding="utf-8")
    headings = re.findall(r"(?m)^## (D\d{4}) — ", text)
    assert headings == sorted(ids[:8]) and result.lines == len(_bullets(text)) >= 8
    for heading, section in zip(headings, re.split(r"(?m)^## .*$", text)[1:], strict=True):
        with MatterStore.open(settings.server.matters_dir, "m") as store:
            bates = set(bates_twins(store, {heading}).values())  # the Bates numbers its pages were produced under
        assert bates and all(set(re.findall(r"SMITH\d{6}", b)) <= bates for b in _bullets(section))


def _user(request: dict[str, Any]) -> str:
    return next(m["content"] for m in request["messages"] if m["role"] == "user")


async def test_the_summary_is_model_output_and_can_never_be_evidence(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    with scripted_summary(outside="D0001 p.1 = SMITH000001") as endpoint:
        settings = make_settings(port=endpoint.port, **LIMITS)
        ids = matter(settings)
        async with Client(build_server(settings)) as client:
            request = {"matter": "m", "document_ids": ids[:3], "kind": "overview"}
            result = await _call(client, "summarize_evidence", request)
            refused = await client.call_tool("summarize_evidence", {**request, "document_ids": [result["artifact_id"]]})
            hits = await _call(client, "search_evidence", {"matter": "m", "query": "Northwind pumps"})
            status = await _call(client, "matter_status", {"matter": "m"})
    assert result["passes"] == 1 and result["calls"] == 1  # three pages fit one prompt: no merge
    assert refused.is_error and "never be evidence" in refused.content[0].text
    assert result["artifact_id"] not in {h["document_id"] for h in hits["hits"]}
    with MatterStore.open(settings.server.matters_dir, "m") as store:
        doc = store.document(result["artifact_id"])
    assert doc.origin == "model" and doc.id.startswith("A")
    assert status["documents_by_origin"]["model"] >= 2  # the summary, its JSON twin (and the verification report)


async def test_cancelling_stops_the_passes_and_writes_nothing(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    script = ScriptedSummary("D0001 p.1 = SMITH000001")
    with FaultyEndpoint("llama", [Scripted(respond=script.answer), Slow()]) as endpoint:
        settings = make_settings(port=endpoint.port, context=LIMITS["context"], max_tokens=5000)
        ids = matter(settings)
        work = settings.server.matters_dir / "m" / "work"
        async with Client(build_server(settings)) as client:
            async with anyio.create_task_group() as group:
                group.start_soon(
                    lambda: client.call_tool("summarize_evidence", {"matter": "m", "document_ids": ids})
                )
                await endpoint.wait_for(lambda: len(endpoint.chats) == 2 and endpoint.chats[1].tokens_sent >= 5, 30)
                group.cancel_scope.cancel()
            await endpoint.wait_for(lambda: endpoint.chats[1].client_disconnected, timeout=30)
            status = await _call(client, "matter_status", {"matter": "m"})
    assert endpoint.chats[0].finished and not endpoint.chats[1].finished
    assert list(work.iterdir()) == []
    assert status["documents_by_origin"]["model"] == 0
    # the first pass's record waits for the artifact, which never came; only the cancelled attempt is recorded
    assert [(r["tool"], r["status"]) for r in _runs(settings)] == [("summarize_evidence", "cancelled")]


async def test_without_a_summary_role_the_tool_says_how_to_set_one_and_reads_nothing(tmp_path: Path) -> None:
    data = settings_dict(tmp_path / "matters", 9)
    del data["roles"]["summary"]
    settings = parse_settings(data, base_dir=tmp_path)
    async with Client(build_server(settings)) as client:
        result = await client.call_tool("summarize_evidence", {"matter": "nowhere", "query": "pumps"})
    assert result.is_error
    assert "summary role" in result.content[0].text and "[roles]" in result.content[0].text


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ({"query": "pumps", "kind": "timeline"}, "kind"),
        ({"query": "zebra quagga"}, "no client evidence matched"),
        ({"document_ids": ["D9999"]}, "D9999"),
    ],
)
async def test_bad_requests_are_tool_errors_that_say_what_to_do(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]], args: dict, expected: str
) -> None:
    settings = make_settings(port=9)
    matter(settings)
    async with Client(build_server(settings)) as client:
        result = await client.call_tool("summarize_evidence", {"matter": "m", **args})
    assert result.is_error and expected in result.content[0].text, result.content[0].text
    assert _runs(settings) == []


async def test_with_neither_documents_nor_a_query_a_chronology_reads_every_client_document_up_to_max_pages(
    make_settings: Callable[..., Settings], matter: Callable[[Settings], list[str]]
) -> None:
    with scripted_summary(outside="D0001 p.1 = SMITH000001") as endpoint:
        settings = make_settings(port=endpoint.port, **LIMITS)
        ids = matter(settings)
        async with Client(build_server(settings)) as client:
            result = await _call(client, "summarize_evidence", {"matter": "m", "kind": "chronology", "max_pages": 12})
    assert result["pages"] == 12 and result["evidence_truncated"] is True
    assert result["notes"][0] == (
        f"no document_ids or query given: summarised every client document of the matter ({len(ids)} documents, "
        "40 pages), cut at max_pages=12; raise max_pages or pass document_ids for the rest"
    )
    # the client's originals in document order, each page once, labelled with the Bates number it was produced
    # under (the matter's Bates-stamped copies are the same evidence, not more of it)
    read = {
        label
        for chat in endpoint.chats
        for label in re.findall(r"(?m)^\[(D\d{4}) p\.\d+ = SMITH(\d{6}) \|", _user(chat.json()))
    }
    assert {doc for doc, _ in read} <= set(ids) and sorted(int(bates) for _, bates in read) == list(range(1, 13))
    assert result["lines"] == result["cited_lines"] > 0


async def test_a_matter_without_client_documents_has_nothing_to_summarise_and_says_to_ingest(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings(port=9)
    with MatterStore.open(settings.server.matters_dir, "empty", create=True):
        pass
    async with Client(build_server(settings)) as client:
        result = await client.call_tool("summarize_evidence", {"matter": "empty", "kind": "chronology"})
    assert result.is_error
    assert "no client documents to summarise; ingest_sources" in result.content[0].text


@pytest.mark.slow
async def test_the_tiny_model_runs_end_to_end_and_every_line_it_keeps_cites_a_page_that_exists(
    live_settings: Settings, matter: Callable[[Settings], list[str]]
) -> None:
    ids = matter(live_settings)
    state = open_state(live_settings)
    try:
        result = await summarize_evidence(
            SummarizeEvidenceInput(matter="m", document_ids=ids[:6], kind="chronology", max_tokens=160), state
        )
    finally:
        await close_state(state)
    text = Path(result.path).read_text(encoding="utf-8")
    cites = re.findall(r"SMITH\d{6}|D\d{4} p\.\d+", "\n".join(_bullets(text)))
    with MatterStore.open(live_settings.server.matters_dir, "m") as store:
        index = StoreEvidenceIndex(store)
        assert all(index.bates_page(c) for c in cites if c.startswith("SMITH")), cites
    assert result.lines == result.cited_lines == len(_bullets(text))
    assert result.lines + result.dropped_lines >= 1  # the model said something, and counsel judged every line
    assert all(re.search(r"\((?:[^()]*SMITH\d{6}[^()]*)\)\.$", b) for b in _bullets(text)), text
    assert result.calls >= 1 and result.stats.completion_tokens
    assert {r["role"] for r in _runs(live_settings) if r["model"]} == {"summary"}
    lines = json.loads(Path(result.json_path).read_text(encoding="utf-8"))["lines"]
    dated = [line["date"] for line in lines if line["date"]]
    assert dated == sorted(dated) and all(re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", d) for d in dated)
