"""The Word file of a filing opens in a real word processor: LibreOffice converts it to PDF without error.

    make check-word        # installs Debian's libreoffice-writer-nogui if soffice is missing, then runs this

Builds a small produced matter, assembles a filing of a draft with one statement of each verdict
(``for_review``, so the .docx carries comments), converts the .docx with ``soffice --headless --convert-to pdf``
and reads the PDF back: the caption, every numbered paragraph's text, and Word's numbers ("1.", "2.") that the
.docx does not type but its numbering produces. Not part of ``make test`` (LibreOffice is large). Exit 0 when it
converts and reads back, 1 otherwise.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

import anyio  # noqa: E402
import draft_files  # noqa: E402
import pymupdf  # noqa: E402
from conftest import settings_dict  # noqa: E402

from server.settings import parse_settings  # noqa: E402
from server.state import AppState  # noqa: E402
from tools.assemble_filing import AssembleFilingInput, CaptionInput, assemble_filing  # noqa: E402

CAPTION = CaptionInput(
    court="UNITED STATES DISTRICT COURT, DISTRICT OF MAINE",
    parties=["SMITH RENOVATIONS,", "Plaintiff,", "v.", "ACME HOLDINGS LLC,", "Defendant."],
    case_number="Civil Action No. 2:24-cv-00123",
)


def main() -> int:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        print("soffice not found: apt-get install libreoffice-writer-nogui (make check-word does it)")
        return 1
    with tempfile.TemporaryDirectory(prefix="check-word-") as tmp:
        folder = Path(tmp)
        settings = draft_files.produced_matter(lambda: parse_settings(settings_dict(folder / "matters", 9),
                                                                      base_dir=folder))  # fmt: skip
        work = settings.server.matters_dir / "smith" / "work"
        (work / "mixed.md").write_text(draft_files.MIXED_DRAFT, encoding="utf-8")
        state = AppState(settings=settings)
        request = AssembleFilingInput(matter="smith", path="work/mixed.md", production_id="PROD001", for_review=True,
                                      caption=CAPTION, use_model=False)  # fmt: skip
        result = anyio.run(assemble_filing, request, state)
        state.close()
        out = folder / "converted"
        docx_path = str(Path(result.docx_path).resolve())  # absolute: soffice takes no "--" before file names
        command = [soffice, "--headless", "--norestore", f"-env:UserInstallation=file://{folder}/lo-profile",
                   "--convert-to", "pdf", "--outdir", str(out), docx_path]  # fmt: skip
        subprocess.run(command, check=True, timeout=300, capture_output=True)
        pdf = out / (Path(result.docx_path).stem + ".pdf")
        text = " ".join(pymupdf.open(pdf)[0].get_text().split())
        wanted = ["UNITED STATES DISTRICT COURT", "Civil Action No. 2:24-cv-00123", "SMITH RENOVATIONS,",
                  "1. Invoice No. 4471", "2. The invoice was dated March 9, 2024", "DRAFT — NOT VERIFIED"]  # fmt: skip
        missing = [w for w in wanted if w not in text]
        print(f"{result.docx_path} -> {pdf.name}: {pymupdf.open(pdf).page_count} page(s), {result.comments} comments")
        if missing:
            print(f"FAILED: not in LibreOffice's PDF: {missing}\n{text[:1500]}")
            return 1
        print("LibreOffice converts the Word file; caption, numbering and header read back.")
        return 0


if __name__ == "__main__":
    sys.exit(main())
