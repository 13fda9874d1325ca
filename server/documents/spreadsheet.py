"""Spreadsheets into pages: each sheet a page (several for a big one), each row with its cell references.

    pages, metadata = read_spreadsheet(Path("ledger.xlsx"), "ledger.xlsx")
    # pages[0] == "Sheet: Invoices\\nA1: Invoice | B1: Amount\\nA3: Invoice 4471 | B3: $27,000.00"

``.xlsx``/``.xlsm`` through openpyxl in read-only mode: the value Excel last calculated (``data_only=True``),
shown as its number format shows it (``$27,000.00``, ``12.5%``, dates as ``2024-03-03``), and the formula
(``=SUM(B2:B3) (formula, no cached value)``) where the file keeps no calculated value. ``.xls`` and ``.ods``
through python-calamine (values only). A sheet's first line names it; a hidden sheet says ``(hidden sheet)``
(``very hidden`` too); in ``.xlsx`` a hidden row starts ``[hidden row]``. Empty cells and rows are left out.
A sheet longer than ``PAGE_CHARS`` goes on as ``Sheet: NAME (continued)`` pages, cut between rows.

A password-protected workbook is refused before it gets here (``parse.py`` looks at the container); a
damaged one raises ``DocumentError``. openpyxl and calamine errors are translated here only.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath
from xml.etree import ElementTree

from openpyxl.utils.cell import get_column_letter

from server.documents.text import PAGE_CHARS
from server.errors import DocumentError

MEDIA_TYPES = {
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".xlsm": "application/vnd.ms-excel.sheet.macroEnabled.12",
    ".xls": "application/vnd.ms-excel",
    ".ods": "application/vnd.oasis.opendocument.spreadsheet",
}
_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PKG_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_CURRENCY = re.compile(r'\[\$([^\]-]*)[^\]]*\]|"([^"]*)"|([$€£¥])')
_STATES = {"hidden": "(hidden sheet)", "veryHidden": "(very hidden sheet)", "very_hidden": "(very hidden sheet)"}

Row = tuple[int, bool, list[str]]  # (row number, hidden, "A3: value" cells)


def read_spreadsheet(source: Path | bytes, name: str) -> tuple[list[str], dict[str, str]]:
    """The pages of the workbook ``source`` (module docstring has the layout) and its metadata."""
    suffix = Path(name).suffix.lower()
    if suffix in (".xls", ".ods") or (isinstance(source, bytes) and source[:4] == b"\xd0\xcf\x11\xe0"):
        sheets = _calamine(source, name)
    else:
        sheets = _openpyxl(source, name)
    pages: list[str] = []
    hidden_sheets = hidden_rows = 0
    names = []
    for title, state, rows in sheets:
        names.append(title)
        hidden_sheets += state in _STATES
        before = len(pages)
        for rows_hidden, page in _paged(title, state, rows):
            hidden_rows += rows_hidden
            pages.append(page)
        if len(pages) == before:
            pages.append(_heading(title, state) + "\n(empty sheet)")
    if not pages:
        raise DocumentError(f"{name} has no sheets; ask for the workbook again")
    metadata = {
        "sheets": "\n".join(names),
        "sheet_count": str(len(names)),
        "hidden_sheets": str(hidden_sheets),
        "hidden_rows": str(hidden_rows),
    }
    return pages, metadata


def _heading(title: str, state: str) -> str:
    return f"Sheet: {title}" + (f" {_STATES[state]}" if state in _STATES else "")


def _paged(title: str, state: str, rows: Iterable[Row]) -> Iterator[tuple[int, str]]:
    heading = _heading(title, state)
    lines: list[str] = [heading]
    size, hidden = len(heading), 0
    for _number, row_hidden, cells in rows:
        if not cells:
            continue
        line = ("[hidden row] " if row_hidden else "") + " | ".join(cells)
        if len(lines) > 1 and size + 1 + len(line) > PAGE_CHARS:
            yield hidden, "\n".join(lines)
            lines, size, hidden = [f"Sheet: {title} (continued)"], len(title) + 19, 0
        lines.append(line)
        size += 1 + len(line)
        hidden += row_hidden
    if len(lines) > 1:
        yield hidden, "\n".join(lines)


# --- .xlsx / .xlsm ------------------------------------------------------------------------------------------------


def _openpyxl(source: Path | bytes, name: str) -> Iterator[tuple[str, str, Iterator[Row]]]:
    import openpyxl
    from openpyxl.utils.exceptions import InvalidFileException

    def opened(data_only: bool) -> openpyxl.Workbook:
        stream = io.BytesIO(source) if isinstance(source, bytes) else str(source)
        return openpyxl.load_workbook(stream, read_only=True, data_only=data_only, keep_links=False)

    try:
        values = opened(True)
        hidden = _hidden_rows(source)
    except (InvalidFileException, zipfile.BadZipFile, KeyError, OSError, ValueError, ElementTree.ParseError) as exc:
        raise DocumentError(
            f"{name} is not a readable Excel workbook ({type(exc).__name__}: {exc}); it may be damaged or only "
            "named .xlsx: open it in Excel and save it again, or ask for a PDF"
        ) from exc
    return _sheets(values, lambda: opened(False), hidden, name)


def _sheets(values, open_formulas, hidden: dict[str, set[int]], name: str) -> Iterator[tuple[str, str, Iterator[Row]]]:
    """Each sheet's rows from the values Excel cached; the workbook is opened a second time, for its formulas, only
    when a sheet has a cell with no cached value (a file saved by a program that does not calculate)."""
    formulas = []

    def formula_sheet(title: str):
        if not formulas:
            formulas.append(open_formulas())
        return formulas[0][title]

    try:
        for sheet in values.worksheets:
            rows = _rows(sheet, lambda title=sheet.title: formula_sheet(title), hidden.get(sheet.title, set()))
            yield sheet.title, sheet.sheet_state, rows
    except (KeyError, ValueError, TypeError, ElementTree.ParseError) as exc:
        raise DocumentError(f"{name}: a sheet could not be read ({exc}); open it in Excel and save it again") from exc
    finally:
        values.close()
        for workbook in formulas:
            workbook.close()


def _rows(sheet, formula_sheet, hidden: set[int]) -> Iterator[Row]:
    if not hasattr(sheet, "iter_rows"):
        return  # a chart sheet: no cells
    read: list[tuple[int, list[tuple[int, str]]]] = []
    blank: set[tuple[int, int]] = set()  # cells with no value shown: a formula Excel never calculated, or empty
    for value_row in sheet.iter_rows():
        cells = []
        number = None
        for cell in value_row:
            if getattr(cell, "row", None) is None:
                continue  # an empty cell openpyxl fills in
            number = cell.row
            shown = _shown(cell.value, getattr(cell, "number_format", "General"))
            if shown:
                cells.append((cell.column, shown))
            else:
                blank.add((cell.row, cell.column))
        if number is not None:
            read.append((number, cells))
    uncached = _uncached_formulas(formula_sheet(), blank) if blank else {}
    for number, cells in read:
        cells = sorted(cells + uncached.get(number, []))
        yield number, number in hidden, [f"{get_column_letter(column)}{number}: {shown}" for column, shown in cells]


def _uncached_formulas(sheet, cells: set[tuple[int, int]]) -> dict[int, list[tuple[int, str]]]:
    """The formulas of ``cells`` (row, column) that hold one, by row: ``=SUM(B2:B3) (formula, no cached value)``."""
    found: dict[int, list[tuple[int, str]]] = {}
    if not hasattr(sheet, "iter_rows"):
        return found
    for row in sheet.iter_rows():
        for cell in row:
            where = (getattr(cell, "row", None), getattr(cell, "column", None))
            if where in cells and isinstance(cell.value, str) and cell.value.startswith("="):
                found.setdefault(where[0], []).append((where[1], f"{cell.value} (formula, no cached value)"))
    return found


def _hidden_rows(source: Path | bytes) -> dict[str, set[int]]:
    """The hidden rows of each sheet, read from the sheet XML (openpyxl's read-only mode does not keep them)."""
    with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as package:
        workbook = ElementTree.fromstring(package.read("xl/workbook.xml"))
        rels = ElementTree.fromstring(package.read("xl/_rels/workbook.xml.rels"))
        targets = {rel.get("Id"): rel.get("Target", "") for rel in rels.iter(f"{_PKG_REL}Relationship")}
        found: dict[str, set[int]] = {}
        for sheet in workbook.iter(f"{_MAIN}sheet"):
            target = targets.get(sheet.get(f"{_REL}id"), "")
            path = target.lstrip("/") if target.startswith("/") else str(PurePosixPath("xl") / target)
            if path not in package.namelist():
                continue
            hidden = set()
            with package.open(path) as stream:
                for _, element in ElementTree.iterparse(stream):
                    if element.tag == f"{_MAIN}row":
                        if element.get("hidden") in ("1", "true"):
                            hidden.add(int(element.get("r", "0")))
                        element.clear()
            found[sheet.get("name", "")] = hidden
    return found


def _shown(value: object, number_format: str) -> str:
    """A cell's value as its number format shows it, for the formats a ledger uses; others as they are."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        return value.date().isoformat() if value.time() == dt.time() else value.isoformat(sep=" ")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return str(value)
    if isinstance(value, int | float):
        return _number(float(value), number_format or "General")
    return " ".join(str(value).split())


def _number(value: float, number_format: str) -> str:
    fmt = number_format.split(";")[0]
    if fmt == "General" or not any(ch in fmt for ch in "0#"):
        return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
    decimals = 0
    if "." in fmt:
        decimals = len(re.match(r"[0#]*", fmt.split(".", 1)[1]).group(0))
    if "%" in fmt:
        return f"{value * 100:,.{decimals}f}%" if "," in fmt else f"{value * 100:.{decimals}f}%"
    body = f"{abs(value):,.{decimals}f}" if "," in fmt else f"{abs(value):.{decimals}f}"
    match = _CURRENCY.search(fmt)
    symbol = next((group for group in match.groups() if group), "") if match else ""
    sign = "-" if value < 0 else ""
    return f"{sign}{symbol}{body}"


# --- .xls / .ods --------------------------------------------------------------------------------------------------


def _calamine(source: Path | bytes, name: str) -> list[tuple[str, str, Iterator[Row]]]:
    from python_calamine import CalamineError, CalamineWorkbook

    try:
        workbook = (
            CalamineWorkbook.from_filelike(io.BytesIO(source))
            if isinstance(source, bytes)
            else CalamineWorkbook.from_path(str(source))
        )
        states = {sheet.name: str(sheet.visible).rsplit(".", 1)[-1].lower() for sheet in workbook.sheets_metadata}
        sheets = []
        for title in workbook.sheet_names:
            state = {"hidden": "hidden", "veryhidden": "veryHidden"}.get(states.get(title, ""), "visible")
            sheets.append((title, state, _calamine_rows(workbook.get_sheet_by_name(title))))
    except (CalamineError, ValueError, OSError) as exc:
        raise DocumentError(
            f"{name} is not a readable spreadsheet ({type(exc).__name__}: {exc}); it may be damaged or protected "
            "by a password: open it, save it as .xlsx and ingest that"
        ) from exc
    return sheets


def _calamine_rows(sheet) -> Iterator[Row]:
    first_row, first_col = sheet.start or (0, 0)
    for offset, row in enumerate(sheet.iter_rows()):
        number = first_row + offset + 1
        cells = [
            f"{get_column_letter(first_col + index + 1)}{number}: {shown}"
            for index, value in enumerate(row)
            if (shown := _shown(value if value != "" else None, "General"))
        ]
        yield number, False, cells
