"""Issue 26 item 7: a board printed over several sheets uses them. Imperium's board on
Letter took four landscape sheets, each a third empty; the Hannibal board too, and the
Circus Maximus board left a third of its two sheets empty on A4 and Letter. Read back
from the written PDF: how many sheets, and how much of each sheet's printable area the
board's picture covers."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.poster import MARGIN
from lictor.units import pt_to_mm


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("game", ["imperium", "hannibal-vs-rome", "circus-maximus"])
def test_a_board_over_several_sheets_fills_each_sheet_to_its_margins(
    tmp_path: Path, game: str, paper: str
) -> None:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=tmp_path,
        paper=paper,
        only=frozenset({"board"}),
        kit=False,
        diagrams=diagrams_of(game),
    )
    path = build_kit(pack, options)[0].path
    printed = [p for p in PdfReader(path).pages if p.extract_text().strip()]
    assert len(printed) == (1 if paper == "a3" else 2)  # sheets of paper, blank backs aside
    for page in printed:
        w, h = pt_to_mm(float(page.mediabox.width)), pt_to_mm(float(page.mediabox.height))
        trim = page.trimbox
        used_w = pt_to_mm(float(trim.width)) / (w - 2 * MARGIN)
        used_h = pt_to_mm(float(trim.height)) / (h - 2 * MARGIN)
        assert min(used_w, used_h) >= 0.9, (
            f"{game} on {paper}: the board covers {used_w:.0%} x {used_h:.0%} of a sheet"
        )


@pytest.mark.parametrize("game", ["imperium", "hannibal-vs-rome", "circus-maximus"])
def test_only_a_sheet_with_a_next_sheet_says_to_lay_the_next_one_on_it(
    tmp_path: Path, game: str
) -> None:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=tmp_path, only=frozenset({"board"}), kit=False, diagrams=diagrams_of(game)
    )
    path = build_kit(pack, options)[0].path
    texts = [" ".join(p.extract_text().split()) for p in PdfReader(path).pages]
    sheets = [t for t in texts if "column" in t]
    assert len(sheets) == 2  # two sheets on A4
    assert "column 1 of 2 - trim the left/top edge of the next sheet" in sheets[0]
    assert "column 2 of 2" in sheets[1] and "next sheet" not in sheets[1]
