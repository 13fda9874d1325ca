"""The matter store: ingest rules, bad input, the hash-chained ledger and its tamper checks."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

import doc_factory as factory
import pytest

from server.errors import DocumentError, MatterNotFoundError, PathError
from server.matter.ingest import Ingestor, expand_paths
from server.matter.store import DB_NAME, MIGRATIONS, MatterStore, RunRecord


@pytest.fixture
def store(tmp_path: Path) -> MatterStore:
    with MatterStore.open(tmp_path / "matters", "smith", create=True) as opened:
        yield opened


def _ingest(store: MatterStore, *paths: str, **options: object):
    return Ingestor(store, ocr_workers=1).ingest(expand_paths(store, list(paths), ()), **options)


def _text(store: MatterStore, name: str, text: str) -> str:
    (store.folder / "inbox" / name).write_text(text, encoding="utf-8")
    return f"inbox/{name}"


def test_an_ingested_file_is_copied_read_only_with_pages_offsets_and_a_ledger_entry(store: MatterStore) -> None:
    factory.write_pdf(store.folder / "inbox" / "two.pdf", ["First page text here", "Second page text here"])
    [outcome] = _ingest(store, "inbox/two.pdf")
    doc = store.document(outcome.document_id)
    stored = store.folder / doc.stored_path
    assert stored.parent.name == "sources"
    assert stored.stat().st_mode & 0o777 == 0o444
    assert (store.folder / "inbox" / "two.pdf").is_file(), "the original stays where it was"
    pages = store.pages(doc.id)
    assert [p.page for p in pages] == [1, 2]
    text = store.document_text(doc.id)
    assert all(text[p.start : p.end] == p.text for p in pages)
    with store.read() as conn:
        event = conn.execute("SELECT event, subject FROM ledger WHERE subject = ?", (doc.id,)).fetchone()
    assert tuple(event) == ("ingest", doc.id)


def test_ingesting_the_same_bytes_twice_is_a_no_op_naming_the_existing_document(store: MatterStore) -> None:
    path = _text(store, "a.txt", "The payment of $12,500.00 is late.")
    [first] = _ingest(store, path)
    [second] = _ingest(store, path)
    assert (first.status, second.status) == ("ingested", "duplicate")
    assert second.document_id == first.document_id
    assert len(store.documents("client")) == 1


@pytest.mark.parametrize("raw", ["../other/secret.txt", "/etc/passwd", "inbox/../../other/secret.txt"])
def test_paths_outside_the_matter_are_refused(store: MatterStore, raw: str) -> None:
    other = store.folder.parent / "other"
    other.mkdir()
    (other / "secret.txt").write_text("another client's file", encoding="utf-8")
    with pytest.raises(PathError, match="outside the matter folder"):
        expand_paths(store, [raw], ())


def test_a_symlink_pointing_out_of_the_matter_is_refused(store: MatterStore, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("not this matter's", encoding="utf-8")
    (store.folder / "inbox" / "link.txt").symlink_to(secret)
    with pytest.raises(PathError, match="through a symlink"):
        expand_paths(store, ["inbox/link.txt"], ())


def test_a_folder_with_bad_links_and_a_pipe_ingests_everything_else_and_reports_each_bad_path(
    store: MatterStore, tmp_path: Path
) -> None:
    inbox = store.folder / "inbox"
    (tmp_path / "secret.txt").write_text("another client's file", encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "other.txt").write_text("not this matter's either", encoding="utf-8")
    _text(store, "a-letter.txt", "Invoice 4471 was unpaid on March 3, 2024.")
    (inbox / "sub").mkdir()
    _text(store, "sub/z-note.txt", "The goods were delivered on April 2, 2024.")
    (inbox / "b-out.txt").symlink_to(tmp_path / "secret.txt")
    (inbox / "c-dangling.txt").symlink_to(inbox / "gone.txt")
    (inbox / "d-folder-out").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (inbox / "e-folder-in").symlink_to(inbox / "sub", target_is_directory=True)
    os.mkfifo(inbox / "f-pipe")
    outcomes = {Path(o.path).name: o for o in _ingest(store, "inbox")}
    assert {n: o.status for n, o in outcomes.items()} == {
        "a-letter.txt": "ingested",
        "b-out.txt": "failed",
        "c-dangling.txt": "failed",
        "d-folder-out": "failed",
        "e-folder-in": "failed",
        "f-pipe": "failed",
        "z-note.txt": "ingested",
    }
    reasons = {n: o.reason or "" for n, o in outcomes.items()}
    assert "outside the matter folder" in reasons["b-out.txt"] and "through a symlink" in reasons["b-out.txt"]
    assert "outside the matter folder" in reasons["d-folder-out"]
    assert "which does not exist" in reasons["c-dangling.txt"]
    assert "list that folder itself" in reasons["e-folder-in"]
    assert "not a regular file" in reasons["f-pipe"]
    assert sorted(d.original_name for d in store.documents()) == ["a-letter.txt", "z-note.txt"]
    assert sorted(p.name for p in (store.folder / "sources").iterdir()) == ["D0001-a-letter.txt", "D0002-z-note.txt"]
    assert store.verify().ok
    with pytest.raises(PathError, match="outside the matter folder"):  # named directly, it still fails the call
        expand_paths(store, ["inbox/b-out.txt"], ())


def test_an_import_root_allows_reading_from_outside_the_matter(store: MatterStore, tmp_path: Path) -> None:
    scans = tmp_path / "scanner"
    scans.mkdir()
    (scans / "s.txt").write_text("scanner output", encoding="utf-8")
    assert expand_paths(store, [str(scans / "s.txt")], (scans,)) == [(scans / "s.txt").resolve()]


BAD_FILES = [
    ("encrypted PDF", lambda p: factory.encrypted_pdf(p / "locked.pdf", "Secret text"), "password"),
    ("corrupt PDF", lambda p: factory.corrupt_pdf(p / "broken.pdf"), "broken.pdf"),
    ("PDF with no pages", lambda p: factory.zero_page_pdf(p / "empty.pdf"), "no pages"),
]


@pytest.mark.parametrize(("case", "make", "fragment"), BAD_FILES, ids=[c[0] for c in BAD_FILES])
def test_a_bad_file_gives_a_clear_error_and_leaves_nothing_half_ingested(
    store: MatterStore, case: str, make, fragment: str
) -> None:
    path = make(store.folder / "inbox")
    with pytest.raises(DocumentError, match=fragment):
        _ingest(store, f"inbox/{path.name}")
    assert store.documents() == []
    assert [p.name for p in (store.folder / "sources").iterdir()] == []


UNREADABLE = [  # a file that is not what its name says: the libraries are handed the working copy
    ("not_a_pdf.pdf", b"%PDF-1.4 garbage garbage\n" * 3, "is not a readable PDF"),
    ("scan.tiff", b"\x00\x01\x02 not a tiff \x03", "is not a readable image"),
    ("photo.jpg", b"\xff\xd8\xff\xe0garbage", "could not be read as an image"),
]


@pytest.mark.parametrize(("name", "data", "fragment"), UNREADABLE, ids=[c[0] for c in UNREADABLE])
def test_an_error_names_the_clients_file_never_the_working_copy(
    store: MatterStore, name: str, data: bytes, fragment: str
) -> None:
    (store.folder / "inbox" / name).write_bytes(data)
    with pytest.raises(DocumentError) as alone:
        _ingest(store, f"inbox/{name}")
    _text(store, "fine.txt", "An ordinary letter about invoice 4471.")
    in_batch = {Path(o.path).name: o for o in _ingest(store, "inbox")}
    assert in_batch["fine.txt"].status == "ingested" and in_batch[name].status == "failed"
    for message in (str(alone.value), in_batch[name].reason or ""):
        assert message.startswith(f"{name} {fragment}"), message
        assert ".ingest-" not in message and "sources" not in message and str(store.folder) not in message, message
    assert [p.name for p in (store.folder / "sources").iterdir() if p.name.startswith(".")] == []


def test_in_a_batch_a_bad_file_is_reported_and_the_good_ones_are_ingested(store: MatterStore) -> None:
    factory.encrypted_pdf(store.folder / "inbox" / "locked.pdf", "Secret")
    _text(store, "ok.txt", "A perfectly ordinary letter.")
    outcomes = {Path(o.path).name: o for o in _ingest(store, "inbox")}
    assert outcomes["locked.pdf"].status == "failed" and "password" in (outcomes["locked.pdf"].reason or "")
    assert outcomes["ok.txt"].status == "ingested"


def test_non_utf8_text_is_ingested_without_losing_characters(store: MatterStore) -> None:
    factory.encoded_text(store.folder / "inbox" / "latin.txt", "Café owner Zoë paid €40 — reçu", "cp1252")
    [outcome] = _ingest(store, "inbox/latin.txt")
    assert "Zoë" in store.document_text(outcome.document_id)


def test_a_file_that_vanishes_before_it_is_read_is_reported_and_nothing_is_stored(store: MatterStore) -> None:
    path = store.folder / "inbox" / "gone.txt"
    path.write_text("here for a moment", encoding="utf-8")
    files = expand_paths(store, ["inbox/gone.txt"], ())
    path.unlink()
    with pytest.raises(DocumentError, match="vanished"):
        Ingestor(store).ingest(files)
    assert store.documents() == [] and list((store.folder / "sources").iterdir()) == []


def test_an_unknown_matter_names_the_known_ones(tmp_path: Path) -> None:
    MatterStore.open(tmp_path, "smith", create=True).close()
    with pytest.raises(MatterNotFoundError, match="known matters: smith"):
        MatterStore.open(tmp_path, "jones")


def test_concurrent_ingests_into_one_matter_never_corrupt_the_database(store: MatterStore, tmp_path: Path) -> None:
    for i in range(12):
        _text(store, f"n{i}.txt", f"Letter number {i} about invoice {4400 + i} for ${i},000.00.")
    errors: list[BaseException] = []

    def worker(indices: range) -> None:
        try:
            second = MatterStore(store.folder)  # a second connection, as another process would have
            try:
                Ingestor(second).ingest(expand_paths(second, [f"inbox/n{i}.txt" for i in indices], ()))
            finally:
                second.close()
        except BaseException as exc:  # collected for the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(range(k, 12, 3),)) for k in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    assert len(store.documents("client")) == 12
    assert store.verify().ok
    with store.read() as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_matter_verify_passes_an_untouched_matter(store: MatterStore, run_cli) -> None:
    _ingest(store, _text(store, "a.txt", "Untouched evidence."))
    result = run_cli(store.folder.parent, "matter", "verify", "smith")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "OK" in result.stdout


def test_editing_a_ledger_row_is_named_by_verify(store: MatterStore, run_cli) -> None:
    [outcome] = _ingest(store, _text(store, "a.txt", "Evidence A."))
    _ingest(store, _text(store, "b.txt", "Evidence B."))
    raw = sqlite3.connect(store.folder / "counsel.db")
    raw.execute("DROP TRIGGER ledger_no_update")
    raw.execute(
        "UPDATE ledger SET payload = replace(payload, 'a.txt', 'z.txt') WHERE subject = ?", (outcome.document_id,)
    )
    raw.commit()
    raw.close()
    result = run_cli(store.folder.parent, "matter", "verify", "smith")
    assert result.returncode == 1
    assert f"ingest {outcome.document_id}" in result.stdout and "changed after it was written" in result.stdout


def test_deleting_a_ledger_row_is_named_by_verify(store: MatterStore) -> None:
    for name in ("a", "b", "c"):
        _ingest(store, _text(store, f"{name}.txt", f"Evidence {name}."))
    raw = sqlite3.connect(store.folder / "counsel.db")
    raw.execute("DROP TRIGGER ledger_no_delete")
    raw.execute("DELETE FROM ledger WHERE seq = 2")
    raw.commit()
    raw.close()
    problems = store.verify().problems
    assert any("entries deleted" in p for p in problems)
    assert any("chain broken" in p for p in problems)


def test_editing_a_stored_file_is_named_by_verify(store: MatterStore, run_cli) -> None:
    [outcome] = _ingest(store, _text(store, "a.txt", "The original words."))
    stored = store.folder / store.document(outcome.document_id).stored_path
    stored.chmod(0o644)
    stored.write_text("Different words.", encoding="utf-8")
    result = run_cli(store.folder.parent, "matter", "verify", "smith")
    assert result.returncode == 1
    assert f"{outcome.document_id} (a.txt): file {store.document(outcome.document_id).stored_path} was changed" in (
        result.stdout
    )


def test_the_ledger_refuses_updates_and_deletes_through_sql(store: MatterStore) -> None:
    _ingest(store, _text(store, "a.txt", "Evidence."))
    with store.read() as conn, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM ledger")


def test_reopening_a_matter_does_not_run_migrations_twice(store: MatterStore) -> None:
    _ingest(store, _text(store, "a.txt", "Evidence."))
    again = MatterStore(store.folder)
    try:
        with again.read() as conn:
            assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert len(again.documents()) == 1
    finally:
        again.close()


def test_a_matter_made_before_prompt_reuse_was_recorded_is_migrated_and_keeps_its_runs(tmp_path: Path) -> None:
    folder = tmp_path / "older"
    folder.mkdir()
    raw = sqlite3.connect(folder / DB_NAME)
    raw.executescript(MIGRATIONS[0])
    raw.execute("PRAGMA user_version = 1")
    raw.execute(
        "INSERT INTO runs(id, tool, input_hash, started_at, wall_ms, prompt_tokens, status) "
        "VALUES ('R000001', 'draft_routine', 'h', 't', 1.0, 5000, 'ok')"
    )
    raw.execute("INSERT INTO counters(name, value) VALUES ('R', 1)")
    raw.commit()
    raw.close()
    with MatterStore(folder) as store:
        with store.read() as conn:
            assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        (old,) = store.runs()
        assert (old["prompt_tokens"], old["prompt_tokens_cached"], old["prompt_ms"]) == (5000, None, None)
        run = RunRecord(
            tool="draft_routine", input_hash="h", started_at="t", wall_ms=1.0, prompt_tokens=5000,
            prompt_tokens_cached=4900, prompt_ms=25.0,
        )  # fmt: skip
        with store.write() as conn:
            store.record_run(conn, run)
        newest = store.runs(1)[0]
        assert (newest["prompt_tokens_cached"], newest["prompt_ms"]) == (4900, 25.0)
        assert store.verify().ok


def test_relabelling_a_model_artifact_as_client_material_is_named_by_verify_and_still_refused(
    store: MatterStore,
) -> None:
    from server.errors import ProvenanceError
    from server.matter.artifacts import write_artifact
    from server.matter.evidence import build_pack

    artifact = write_artifact(
        store,
        tool="draft_routine",
        kind="draft",
        title="d",
        text="The model says so.",
        run=RunRecord(tool="draft_routine", input_hash="x", started_at="t", wall_ms=1),
    )
    raw = sqlite3.connect(store.folder / "counsel.db")
    raw.execute("UPDATE documents SET origin = 'client' WHERE id = ?", (artifact.id,))
    raw.commit()
    raw.close()
    problems = store.verify().problems
    assert any(artifact.id in p and "origin is 'client' but the ledger recorded 'model'" in p for p in problems)
    with pytest.raises(ProvenanceError, match="never be evidence"):
        build_pack(store, document_ids=[artifact.id])


def test_two_ingests_of_the_same_file_at_once_make_one_document(store: MatterStore) -> None:
    path = _text(store, "same.txt", "Exactly the same bytes, ingested twice at once.")
    files = expand_paths(store, [path], ())
    outcomes: list[str] = []
    threads = [
        threading.Thread(target=lambda: outcomes.extend(o.status for o in Ingestor(store).ingest(files)))
        for _ in range(2)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(outcomes) == ["duplicate", "ingested"]
    assert len(store.documents("client")) == 1


def test_a_file_left_behind_by_an_ingest_that_died_does_not_block_the_next(store: MatterStore) -> None:
    path = _text(store, "a.txt", "Invoice 4471 was unpaid on March 3, 2024.")
    (store.folder / "sources" / "D0001-a.txt").write_text("partial", encoding="utf-8")  # no row: rolled back
    [outcome] = _ingest(store, path)
    assert outcome.status == "ingested"
    assert store.verify().ok
