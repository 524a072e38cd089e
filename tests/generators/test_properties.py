"""Properties of the print engine that must hold for any input, checked with hypothesis."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lictor.generators.fonts import register, text_width_pt
from lictor.generators.impose import Rect, impose
from lictor.generators.text import fit
from lictor.units import PAPER_SIZES, Size, pt_to_mm

FONT = register("builtin:Vera")
BOLD = register("builtin:VeraBd")
words = st.lists(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzAEIOU**", min_size=1, max_size=12),
    min_size=1,
    max_size=60,
)


@settings(max_examples=200, deadline=None)
@given(words, st.floats(10, 80), st.floats(5, 80), st.floats(6, 14))
def test_fitted_text_stays_inside_its_box_or_is_refused(
    ws: list[str], width: float, height: float, size: float
) -> None:
    block = fit(
        " ".join(ws),
        width=width,
        height=height,
        font=FONT,
        bold=BOLD,
        size=size,
        min_size=5,
        leading=1.2,
        align="left",
        valign="top",
        measure=text_width_pt,
    )
    if block is None:
        return
    assert 5 <= block.size <= size
    for line in block.lines:
        assert line.width <= width + 1e-6
        assert line.baseline <= height + 1e-6
    last = block.lines[-1].baseline + pt_to_mm(block.size) * 0.22
    assert last <= height + 0.01


sizes = st.builds(Size, st.floats(20, 130), st.floats(20, 130))


@settings(max_examples=150, deadline=None)
@given(
    sizes,
    st.sampled_from(["a4", "letter", "a3"]),
    st.floats(0, 5),
    st.sampled_from(["long", "short"]),
)
def test_imposed_cards_never_overlap_and_marks_stay_clear(
    card: Size, paper: str, bleed: float, duplex: str
) -> None:
    sheets = list(impose(10, card, PAPER_SIZES[paper], bleed=bleed, duplex=duplex))  # type: ignore[arg-type]
    for sheet in sheets:
        page = Rect(0, 0, sheet.size.w, sheet.size.h)
        clips = [s.clip for s in sheet.slots]
        trims = [s.trim for s in sheet.slots]
        for i, a in enumerate(clips):
            assert page.contains_point(a.x, a.y) and page.contains_point(a.x2, a.y2)
            for j, b in enumerate(clips):
                overlap_w = min(a.x2, b.x2) - max(a.x, b.x)
                overlap_h = min(a.y2, b.y2) - max(a.y, b.y)
                if j > i and overlap_w > 1e-6 and overlap_h > 1e-6:
                    # only the bleed-sized corner beside the last card (impose's shared corner)
                    assert overlap_w <= bleed + 1e-6 and overlap_h <= bleed + 1e-6
                if i != j:  # no bleed over another card
                    t = trims[j]
                    w = min(a.x2, t.x2) - max(a.x, t.x)
                    h = min(a.y2, t.y2) - max(a.y, t.y)
                    assert w <= 1e-6 or h <= 1e-6
        for mark in sheet.marks:
            assert not any(c.intersects_segment(mark) for c in clips)
    faces = sorted(s.face for sh in sheets if sh.side == "front" for s in sh.slots)
    assert faces == list(range(10))
