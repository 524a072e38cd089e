"""Text fitting: wrap, then shrink down to a floor, then give up (the caller names the card)."""

from __future__ import annotations

from lictor.generators.fonts import register, text_width_pt
from lictor.generators.text import TextBlock, fit, icon_marker

FONT = register("builtin:Vera")
BOLD = register("builtin:VeraBd")


def _fit(text: str, w: float, h: float, size: float = 10, min_size: float = 6) -> TextBlock | None:
    return fit(
        text,
        width=w,
        height=h,
        font=FONT,
        bold=BOLD,
        size=size,
        min_size=min_size,
        leading=1.2,
        align="left",
        valign="top",
        measure=text_width_pt,
    )


def test_short_text_fits_at_full_size_on_one_line() -> None:
    block = _fit("Veni vidi vici", 60, 10)
    assert block is not None and block.size == 10
    assert block.plain == "Veni vidi vici"


def test_long_text_wraps_within_the_box_width() -> None:
    text = "Gallia est omnis divisa in partes tres quarum unam incolunt Belgae"
    block = _fit(text, 30, 80)
    assert block is not None and len(block.lines) > 2
    assert all(line.width <= 30 + 1e-6 for line in block.lines)
    assert block.plain.replace("\n", " ") == text


def test_text_shrinks_before_it_overflows() -> None:
    text = " ".join(["Senatus populusque Romanus"] * 6)
    block = _fit(text, 40, 16)
    assert block is not None and 6 <= block.size < 10


def test_text_that_cannot_fit_at_the_floor_gives_none() -> None:
    assert _fit(" ".join(["Carthago delenda est"] * 40), 30, 10) is None


def test_bold_markup_switches_font() -> None:
    block = _fit("plain **strong** plain", 80, 10)
    assert block is not None
    fonts = [run.font for run in block.lines[0].runs]
    assert fonts == [FONT, BOLD, FONT]


def test_inline_icon_sits_in_the_line_and_wraps_with_its_word() -> None:
    block = _fit(f"Two {icon_marker('phalanx')}x2 here", 80, 10)
    assert block is not None
    runs = block.lines[0].runs
    assert [r.icon for r in runs] == [None, "phalanx", None]
    assert runs[1].x < runs[2].x  # the icon comes before the "x2" it touches


def test_newline_starts_a_new_line() -> None:
    block = _fit("first\nsecond", 80, 20)
    assert block is not None and block.plain == "first\nsecond"
