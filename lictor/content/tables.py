"""Rows from a spreadsheet: CSV or XLSX with a header row and a ``qty`` column."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from lictor.errors import Problem


def read_rows(path: Path) -> tuple[list[tuple[int, dict[str, Any]]], list[Problem]]:
    """Rows with their line (CSV) or row number (XLSX); problems instead of exceptions."""
    suffix = path.suffix.lower()
    if not path.is_file():
        return [], [Problem(str(path), None, "rows_file", "file not found")]
    if suffix == ".csv":
        raw = _read_csv(path)
    elif suffix in (".xlsx", ".xlsm"):
        raw = _read_xlsx(path)
    else:
        return [], [Problem(str(path), None, "rows_file", "expected a .csv or .xlsx file")]
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
                row["qty"] = int(float(row["qty"]))
            except (TypeError, ValueError):
                problems.append(
                    Problem(str(path), line, "qty", f"expected a whole number, got {row['qty']!r}")
                )
                continue
        rows.append((line, row))
    return rows, problems


def _read_csv(path: Path) -> list[tuple[int, list[Any]]]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.reader(fh)
        return [(reader.line_num, list(values)) for values in reader]


def _read_xlsx(path: Path) -> list[tuple[int, list[Any]]]:
    import openpyxl  # imported here: only spreadsheets need it

    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        sheet = book.worksheets[0]
        return [(i, list(values)) for i, values in enumerate(sheet.iter_rows(values_only=True), 1)]
    finally:
        book.close()
