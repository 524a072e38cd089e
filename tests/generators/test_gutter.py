"""--gutter: cards stand apart, each with its own bleed, so a slightly off cut shows the
card's own colour, never a sliver of its neighbour's; and a reduced bleed is said."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from lictor.cli import main
from lictor.units import Size
from tests.generators.test_duplex import assert_backs_behind_fronts
from tests.pdfgeom import read_page


def _build(tmp_path: Path, *args: str) -> tuple[Path, str]:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["build", "hannibal-vs-rome", "--only", "cards", "-o", str(out), *args]
    )
    assert result.exit_code == 0, result.output
    return out / "hannibal-vs-rome-cards.pdf", result.output


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_gutter_gives_each_card_its_own_bleed_and_the_backs_stay_behind(
    tmp_path: Path, paper: str
) -> None:
    path, output = _build(tmp_path, "--paper", paper, "--bleed", "5", "--gutter", "4")
    pages = [read_page(p) for p in PdfReader(path).pages]
    fronts = [f for page in pages for f in page.faces if f.side == "front"]
    assert fronts
    for page in pages:
        clips = [f.clip for f in page.faces]
        for i, a in enumerate(clips):
            for b in clips[i + 1 :]:  # no card paints into another's bleed
                apart_x = a.x2 <= b.x + 1e-3 or b.x2 <= a.x + 1e-3
                apart_y = a.y2 <= b.y + 1e-3 or b.y2 <= a.y + 1e-3
                assert apart_x or apart_y, (a, b)
    # every card paints at least 2 mm (half the gutter) past each of its cut lines:
    # Hannibal's cards are 63 x 88 mm
    for f in fronts:
        assert f.clip.w >= 63 + 4 - 0.01 and f.clip.h >= 88 + 4 - 0.01, f.clip
    assert assert_backs_behind_fronts(path, "long") > 0
    assert "4 mm apart, 2 mm bleed each (half the gutter)" in output


def test_a_reduced_bleed_is_said_with_its_reason(tmp_path: Path) -> None:
    _, output = _build(tmp_path, "--bleed", "5")
    assert "bleed 5 mm asked: the cards abut, no bleed between them" in output
    assert "so that the crop marks print" in output and "--gutter" in output
    result = CliRunner().invoke(main, ["build", "hannibal-vs-rome", "--gutter", "-1"])
    assert result.exit_code == 2 and "--gutter: expected 0 to 20 mm" in result.output


def test_a_gutterfold_sheet_keeps_the_gutter_and_says_its_bleed(tmp_path: Path) -> None:
    path, output = _build(tmp_path, "--gutterfold", "--gutter", "4")
    pages = [read_page(p) for p in PdfReader(path).pages]
    faces = [f for f in pages[0].faces if f.side == "front"]
    fronts = sorted((f.trim(63, 88) for f in faces), key=lambda t: (round(t.y), t.x))
    assert len(fronts) >= 2
    for a, b in itertools.pairwise(fronts):
        if abs(a.y - b.y) < 1e-3:  # neighbours in a row: 4 mm between their cut lines
            assert b.x - a.x2 == pytest.approx(4, abs=0.01)
    assert "4 mm apart, 2 mm bleed each (half the gutter)" in output
    _, abutting = _build(tmp_path, "--gutterfold")
    assert "the cards abut, no bleed between them" in abutting


def test_a_face_with_no_back_prints_on_a_plain_sheet_under_gutterfold(tmp_path: Path) -> None:
    from lictor.generators.impose import impose
    from lictor.units import PAPER_SIZES

    # the Republic's factions' books (250 x 180 mm, no back) fit no half of A4, but a sheet
    sheets = list(impose(1, Size(250, 180), PAPER_SIZES["a4"], has_backs=False, gutterfold=True))
    assert [s.side for s in sheets] == ["front"] and sheets[0].fold is None
    # single-sided cards use the whole sheet, not its front half
    cards = list(impose(9, Size(63, 88), PAPER_SIZES["a4"], has_backs=False, gutterfold=True))
    assert len(cards) == 1 and len(cards[0].slots) == 9
    result = CliRunner().invoke(
        main, ["build", "republic-of-rome", "--gutterfold", "--only", "board", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
