"""`lictor build --lang it` says its summary in the kit's language (house rule: every text a
user reads goes through lictor.i18n; audit14kit found the build's lines English under
--lang it): the files written, their pages, the bleed notes, the contact sheet."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def _said(tmp_path: Path, *args: str) -> str:
    result = CliRunner().invoke(
        main, ["build", "hannibal-vs-rome", "--only", "cards", *args, "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    return result.output


def test_build_summary_and_bleed_note_speak_italian_with_plurals(tmp_path: Path) -> None:
    out = _said(tmp_path / "it", "--lang", "it")
    assert "Annibale contro Roma: scritto 1 file in " in out  # the title as the kit prints it
    assert "hannibal-vs-rome-cards.pdf  (4 pagine)" in out
    assert "nota: Carte conflitto (63 x 88 mm) su A4: 9 per foglio, abbondanza chiesta 3 mm" in out
    assert "le carte si toccano" in out and "perché i segni di taglio si stampino" in out
    assert "wrote" not in out and "note:" not in out and "a sheet" not in out


def test_build_summary_in_english_names_the_paper_as_a_maker_writes_it(tmp_path: Path) -> None:
    out = _said(tmp_path / "en", "--lang", "en", "--paper", "letter")
    assert "Hannibal vs Rome: wrote 1 file to " in out
    assert re.search(r"hannibal-vs-rome-cards\.pdf  \(\d+ pages\)", out)
    assert "note: Conflict Cards (63 x 88 mm) on Letter: 8 a sheet, bleed 3 mm asked: " in out
