"""A landscape calibration sheet (audit14kit, issue 26 #1's risk): the back offset of a
landscape sheet rests on the way the print dialog turns it onto the paper, so a maker
printing landscape sheets checks them on a landscape sheet of their own, printed as they
are, and gives its reading as --back-offset-landscape when it differs."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from lictor.cli import main
from lictor.generators.impose import page_offset
from lictor.units import Size
from tests.generators.test_duplex import _flip_x
from tests.pdfgeom import read_page


def _crossings(path: Path, duplex: str, pages: tuple[int, int]) -> list[tuple[float, float]]:
    """Where the back's red cross-hairs stand, seen from the front, against the front's
    scale zeros (the shift each one shows, in the page's own frame: x right, y up)."""
    reader = PdfReader(path)
    front, back = (read_page(reader.pages[i]) for i in pages)
    xs = sorted(round((ln.x1 + ln.x2) / 2, 2) for ln in front.lines if abs(ln.x2 - ln.x1) > 19.9)
    ys = sorted(round((ln.y1 + ln.y2) / 2, 2) for ln in front.lines if abs(ln.y2 - ln.y1) > 19.9)
    seen_x, seen_y = [], []
    for ln in back.lines:
        x1, y1 = _flip_x(ln.x1, ln.y1, back.w, back.h, duplex)
        x2, y2 = _flip_x(ln.x2, ln.y2, back.w, back.h, duplex)
        if abs(x1 - x2) < 1e-6 and abs(y2 - y1) > 30:
            seen_x.append(x1)
        if abs(y1 - y2) < 1e-6 and abs(x2 - x1) > 30:
            seen_y.append(y1)
    return [
        (a - b, c - d) for a, b, c, d in zip(sorted(seen_x), xs, sorted(seen_y), ys, strict=True)
    ]


def _calibrate(tmp_path: Path, duplex: str, *args: str) -> Path:
    result = CliRunner().invoke(
        main, ["build", "--calibration", "--duplex", duplex, "-o", str(tmp_path), *args]
    )
    assert result.exit_code == 0, result.output
    assert "(4 pages)" in result.output
    return tmp_path / f"duplex-calibration-a4-{duplex}.pdf"


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_calibration_has_a_landscape_sheet_whose_backs_move_by_the_landscape_offset(
    tmp_path: Path, duplex: str
) -> None:
    path = _calibrate(
        tmp_path, duplex, "--back-offset", "0.5,1", "--back-offset-landscape", "1.5,-0.5"
    )
    pages = PdfReader(path).pages
    sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in pages]
    assert [w > h for w, h in sizes] == [False, False, True, True]  # portrait, then landscape
    portrait = _crossings(path, duplex, (0, 1))
    assert portrait == [pytest.approx((0.5, 1.0), abs=0.02)] * 5
    landscape = _crossings(path, duplex, (2, 3))
    # the landscape sheet moves by its own offset, as a landscape kit sheet does
    expected = page_offset(Size(297, 210), (1.5, -0.5))
    assert landscape == [pytest.approx(expected, abs=0.02)] * 5


def test_landscape_sheet_alone_uses_the_portrait_offset_when_none_is_given(tmp_path: Path) -> None:
    path = _calibrate(tmp_path / "o", "long", "--back-offset", "1.5,-0.5")
    assert (
        _crossings(path, "long", (2, 3))
        == [pytest.approx(page_offset(Size(297, 210), (1.5, -0.5)), abs=0.02)] * 5
    )
    text = PdfReader(path).pages[2].extract_text()
    assert "landscape" in text and "--back-offset-landscape" in text


def test_a_kit_with_landscape_sheets_says_on_its_cover_how_to_check_them(tmp_path: Path) -> None:
    """Carta's map tiles print landscape on A4; Hannibal's cards alone print portrait."""

    def cover(game: str, *args: str) -> str:
        out = tmp_path / game
        result = CliRunner().invoke(main, ["build", game, "-o", str(out), *args])
        assert result.exit_code == 0, result.output
        kit = PdfReader(out / f"{game}-kit.pdf")
        return " ".join(kit.pages[0].extract_text().split())

    carta = cover("carta-imperia", "--back-offset-landscape", "-1,0.5")
    assert "Some sheets print landscape" in carta and "calibration's second sheet" in carta
    assert "--back-offset-landscape -1,0.5" in carta
    assert "Some sheets print landscape" not in cover("hannibal-vs-rome")


def test_a_bad_landscape_offset_is_one_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "--calibration", "--back-offset-landscape", "up", "-o", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --back-offset-landscape: expected X,Y in mm, each -20 to 20 (e.g. 1.5,-0.5), "
        "got 'up'"
    ]
