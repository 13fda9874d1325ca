"""``python -m server matter verify <matter>``: re-check a matter's ledger chain and every stored file."""

from __future__ import annotations

from server.cli.exits import DONE, REFUSED, print_json
from server.matter.store import MatterStore
from server.settings import Settings


def matter_verify(settings: Settings, matter: str, *, as_json: bool = False) -> int:
    """Re-check the ledger chain and every stored file; exit 1 and name each problem if anything changed."""
    with MatterStore.open(settings.server.matters_dir, matter) as store:
        report = store.verify()
    if as_json:
        print_json(
            {
                "matter": report.matter,
                "ok": report.ok,
                "ledger_entries": report.ledger_entries,
                "files_checked": report.files_checked,
                "problems": list(report.problems),
            }
        )
        return DONE if report.ok else REFUSED
    print(f"matter {report.matter}: {report.ledger_entries} ledger entries, {report.files_checked} files checked")
    if report.ok:
        print("OK: the ledger chain is intact and every file matches its recorded hash")
        return DONE
    for problem in report.problems:
        print(f"CHANGED: {problem}")
    return REFUSED
