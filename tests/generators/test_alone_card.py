"""Circus Maximus's fifth Quick Reference card prints alone on an A4 sheet (audit14kit):
four fit a sheet, and ganged beside the Movement cards' last seven it would need a sheet of
its own again. The kit's cover says so; on A3, where all five fit, it does not."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from lictor.cli import main


def _cover(tmp_path: Path, paper: str) -> str:
    out = tmp_path / paper
    result = CliRunner().invoke(main, ["build", "circus-maximus", "--paper", paper, "-o", str(out)])
    assert result.exit_code == 0, result.output
    return " ".join(PdfReader(out / "circus-maximus-kit.pdf").pages[0].extract_text().split())


def test_the_cover_says_why_the_fifth_circus_reference_card_is_alone_on_its_sheet(
    tmp_path: Path,
) -> None:
    assert (
        "Reference Card: the last card prints alone on a sheet: 4 fit on A4, and beside "
        "another deck's last cards it would still need a sheet of its own."
    ) in _cover(tmp_path, "a4")
    assert "alone on a sheet" not in _cover(tmp_path, "a3")
