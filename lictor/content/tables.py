"""Rows from a spreadsheet: CSV or XLSX with a header row and a ``qty`` column."""

from __future__ import annotations

import csv
import io
import math
import zipfile
from pathlib import Path
from typing import Any

from lictor.content.limits import MAX_ROWS
from lictor.errors import Problem

MAX_FILE = 5_000_000  # bytes of a CSV, or of a workbook's unpacked parts
MAX_TABLE_ROWS = MAX_ROWS + 1  # the header and the rows of one deck
MAX_COLUMNS = 200
MAX_CELL = 20_000  # characters in one cell


class TableError(Exception):
    def __init__(self, line: int | None, field: str, message: str) -> None:
        self.line, self.field, self.message = line, field, message
        super().__init__(message)


def read_rows(path: Path) -> tuple[list[tuple[int, dict[str, Any]]], list[Problem]]:
    """Rows with their line (CSV) or row number (XLSX); problems instead of exceptions."""
    suffix = path.suffix.lower()
    if not path.is_file():
        return [], [Problem(str(path), None, "rows_file", "file not found")]
    try:
        if suffix == ".csv":
            raw = _read_csv(path)
        elif suffix in (".xlsx", ".xlsm"):
            raw = _read_xlsx(path)
        else:
            return [], [Problem(str(path), None, "rows_file", "expected a .csv or .xlsx file")]
    except TableError as exc:
        return [], [Problem(str(path), exc.line, exc.field, exc.message)]
    if not raw:
        return [], [Problem(str(path), 1, "", "no header row")]
    header_line, header = raw[0]
    names = [str(h).strip() if h is not None else "" for h in header]
    problems: list[Problem] = []
    if "qty" not in names:
        problems.append(Problem(str(path), header_line, "qty", "the header has no 'qty' column"))
    rows: list[tuple[int, dict[str, Any]]] = []
    for line, values in raw[1:]:
        if all(v in (None, "") for v in values):
            continue
        row: dict[str, Any] = {}
        for name, value in zip(names, values, strict=False):
            if name and value not in (None, ""):
                row[name] = value.strip() if isinstance(value, str) else value
        if "qty" in row:
            try:
                qty = float(row["qty"])
                if not qty.is_integer():
                    raise ValueError
                row["qty"] = int(qty)
            except (TypeError, ValueError, OverflowError):
                column = _column(names.index("qty"))
                problems.append(
                    Problem(
                        str(path),
                        line,
                        f"qty (column {column})",
                        f"expected a whole number, got {_shown(row['qty'])}",
                    )
                )
                continue
        rows.append((line, row))
    return rows, problems


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _column(i: int) -> str:
    """0 -> A, 26 -> AA: the column's letters as a spreadsheet shows them."""
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = chr(65 + r) + out
    return out


def _checked(line: int, values: list[Any]) -> list[Any]:
    if len(values) > MAX_COLUMNS:
        raise TableError(line, "", f"more than {MAX_COLUMNS} columns")
    for i, v in enumerate(values):
        if isinstance(v, str) and len(v) > MAX_CELL:
            raise TableError(
                line, f"column {_column(i)}", f"a cell longer than {MAX_CELL:,} characters"
            )
        if isinstance(v, float) and not math.isfinite(v):
            raise TableError(line, f"column {_column(i)}", "a cell that is not a finite number")
    return values


def _read_csv(path: Path) -> list[tuple[int, list[Any]]]:
    if path.stat().st_size > MAX_FILE:
        raise TableError(None, "", f"file too large (over {MAX_FILE // 1_000_000} MB)")
    data = path.read_bytes()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise TableError(line, "", "not UTF-8 text; save the sheet as CSV UTF-8") from None
    reader = csv.reader(io.StringIO(text, newline=""))
    out: list[tuple[int, list[Any]]] = []
    try:
        for values in reader:
            if len(out) >= MAX_TABLE_ROWS:
                raise TableError(reader.line_num, "", f"more than {MAX_ROWS:,} rows")
            out.append((reader.line_num, _checked(reader.line_num, list(values))))
    except csv.Error as exc:
        raise TableError(reader.line_num, "", f"not valid CSV ({exc})") from None
    return out


def _read_xlsx(path: Path) -> list[tuple[int, list[Any]]]:
    _check_zip(path)
    import openpyxl  # imported here: only spreadsheets need it

    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except Exception:  # a user's file: whatever openpyxl trips on, one line
        raise TableError(None, "", "not a readable .xlsx workbook") from None
    try:
        if not book.worksheets:
            raise TableError(None, "", "the workbook has no sheet")
        sheet = book.worksheets[0]
        rows, cols = sheet.max_row or 0, sheet.max_column or 0
        if rows > MAX_TABLE_ROWS or cols > MAX_COLUMNS:
            raise TableError(
                None,
                "",
                f"the sheet declares {rows:,} rows x {cols:,} columns; the limit "
                f"is {MAX_ROWS:,} rows and {MAX_COLUMNS} columns",
            )
        out: list[tuple[int, list[Any]]] = []
        for i, values in enumerate(sheet.iter_rows(values_only=True, max_col=MAX_COLUMNS), 1):
            if i > MAX_TABLE_ROWS:
                raise TableError(i, "", f"more than {MAX_ROWS:,} rows")
            out.append((i, _checked(i, [_cell(v) for v in values])))
        return out
    except TableError:
        raise
    except Exception:  # a damaged sheet: one line
        raise TableError(None, "", "not a readable .xlsx workbook") from None
    finally:
        book.close()


def _cell(value: Any) -> Any:
    """A cell as a row field: text, a whole number, a number; dates and times as text."""
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def _check_zip(path: Path) -> None:
    """Refuse a workbook whose parts unpack to more than ``MAX_FILE`` (a zip bomb)."""
    if path.stat().st_size > MAX_FILE:
        raise TableError(None, "", f"file too large (over {MAX_FILE // 1_000_000} MB)")
    try:
        with zipfile.ZipFile(path) as z:
            infos = z.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        raise TableError(None, "", "not a readable .xlsx workbook (not a zip file)") from None
    if len(infos) > 1000 or sum(i.file_size for i in infos) > MAX_FILE:
        raise TableError(
            None, "", f"the workbook unpacks to more than {MAX_FILE // 1_000_000} MB; refused"
        )
    # XML entities expand inside the parser (17 KB of nested entities in one shared
    # string allocated 4.5 GB): a workbook Excel writes never declares any (issue 23)
    try:
        with zipfile.ZipFile(path) as z:
            for info in infos:
                if info.filename.endswith((".xml", ".rels", ".vml")) and _declares(z.read(info)):
                    raise TableError(
                        None, "", f"{info.filename[:60]} declares XML entities (a DOCTYPE); refused"
                    )
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, RuntimeError):
        raise TableError(None, "", "not a readable .xlsx workbook (a damaged zip file)") from None


def _declares(data: bytes) -> bool:
    """Whether an XML part has a DOCTYPE (in UTF-8 or UTF-16: both are XML)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace").encode("utf-8", errors="replace")
    elif data[:2] in (b"<\x00", b"\x00<"):  # UTF-16 without its byte-order mark
        codec = "utf-16-le" if data[:1] == b"<" else "utf-16-be"
        text = data.decode(codec, errors="replace").encode("utf-8", errors="replace")
    else:
        text = data
    return b"<!DOCTYPE" in text.upper() or b"<!ENTITY" in text.upper()
