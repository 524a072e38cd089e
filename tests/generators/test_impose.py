"""Imposition: grids, crop marks only in the margin, and backs behind their fronts."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.generators.impose import Rect, Sheet, impose
from lictor.units import CARD_SIZES, PAPER_SIZES, Size

POKER = CARD_SIZES["poker"]


def _sheets(paper: str, **kw: object) -> list[Sheet]:
    return list(impose(20, POKER, PAPER_SIZES[paper], **kw))  # type: ignore[arg-type]


def test_nine_poker_cards_per_a4_page_abut_with_bleed_around_the_block() -> None:
    """Each card with its own bleed would leave 1.5 mm at the sides, where nothing prints;
    abutting cards leave room for crop marks (2 mm of bleed left and right)."""
    front = _sheets("a4")[0]
    assert len(front.slots) == 9
    assert front.size == Size(210, 297)
    assert front.slots[1].trim.x == pytest.approx(front.slots[0].trim.x2)
    assert front.bleed_box.w == pytest.approx(3 * 63 + 4)
    assert front.bleed_box.h == pytest.approx(3 * 88 + 6)


def test_tarot_cards_on_a4_keep_their_own_bleed() -> None:
    front = next(impose(4, CARD_SIZES["tarot"], PAPER_SIZES["a4"]))
    assert len(front.slots) == 4
    for slot in front.slots:
        assert slot.clip == Rect(slot.trim.x - 3, slot.trim.y - 3, 76, 126)


def test_eight_poker_cards_per_letter_page_landscape_abut() -> None:
    front = _sheets("letter")[0]
    assert len(front.slots) == 8 and front.size == Size(279.4, 215.9)
    assert front.slots[1].trim.x == pytest.approx(front.slots[0].trim.x2)
    assert front.bleed_box.w == pytest.approx(4 * 63 + 6)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("card", sorted(CARD_SIZES))
def test_crop_marks_print_in_the_margin_only_and_are_long_enough(paper: str, card: str) -> None:
    """At least 5 mm from every paper edge, at least 3 mm long, above the footer band."""
    for sheet in impose(20, CARD_SIZES[card], PAPER_SIZES[paper]):
        assert sheet.marks
        printable = Rect(5, 8, sheet.size.w - 10, sheet.size.h - 13)
        for mark in sheet.marks:
            assert printable.contains_point(mark.x1, mark.y1), mark
            assert printable.contains_point(mark.x2, mark.y2), mark
            assert abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1) >= 3 - 1e-9
            assert not sheet.bleed_box.intersects_segment(mark)
            for slot in sheet.slots:
                assert not slot.clip.intersects_segment(mark)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_line_up_with_every_cut(paper: str) -> None:
    sheet = _sheets(paper)[0]
    xs = {round(m.x1, 3) for m in sheet.marks if m.x1 == m.x2}
    for slot in sheet.slots:
        assert round(slot.trim.x, 3) in xs and round(slot.trim.x2, 3) in xs


def _flip(rect: Rect, page: Size, edge: str) -> Rect:
    """Where a rectangle on the back side physically lies, seen from the front."""
    if edge == "long":
        return Rect(page.w - rect.x - rect.w, rect.y, rect.w, rect.h)
    return Rect(rect.x, page.h - rect.y - rect.h, rect.w, rect.h)


@pytest.mark.parametrize("edge", ["long", "short"])
def test_back_n_sits_behind_front_n_after_the_duplex_flip(edge: str) -> None:
    sheets = _sheets("a4", duplex=edge)
    assert [s.side for s in sheets] == ["front", "back"] * 3
    for front, back in zip(sheets[::2], sheets[1::2], strict=True):
        fronts = {s.face: s.trim for s in front.slots}
        for slot in back.slots:
            assert _flip(slot.trim, back.size, edge) == fronts[slot.face]


def test_duplex_none_prints_no_backs() -> None:
    assert {s.side for s in _sheets("a4", duplex="none")} == {"front"}


def test_a_deck_without_backs_prints_no_backs() -> None:
    assert {s.side for s in _sheets("a4", has_backs=False)} == {"front"}


def test_print_shop_mode_is_one_card_per_page_with_bleed() -> None:
    sheets = _sheets("a4", per_page=1)
    assert len(sheets) == 40
    assert sheets[0].size == Size(69, 94)
    assert sheets[0].trim_box == Rect(3, 3, 63, 88)
    assert sheets[0].bleed_box == Rect(0, 0, 69, 94)


def test_gutterfold_puts_each_back_mirrored_across_the_fold() -> None:
    sheets = _sheets("a4", gutterfold=True)
    sheet = sheets[0]
    assert sheet.side == "both" and sheet.fold is not None
    fold_x = sheet.fold.x1
    fronts = {s.face: s.trim for s in sheet.slots if s.side == "front"}
    backs = {s.face: s.trim for s in sheet.slots if s.side == "back"}
    assert fronts.keys() == backs.keys() and len(fronts) >= 3
    for face, f in fronts.items():
        b = backs[face]
        assert b.x - fold_x == pytest.approx(fold_x - f.x2)
        assert b.y == pytest.approx(f.y)
        for slot in sheet.slots:
            assert not slot.clip.intersects_segment(sheet.fold)


def test_a_face_larger_than_the_paper_is_refused() -> None:
    with pytest.raises(BadInput, match="does not fit"):
        list(impose(1, Size(300, 400), PAPER_SIZES["a4"]))


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x2 and b.x < a.x2 and a.y < b.y2 and b.y < a.y2


def _outer_bleed_beside_empty_slots(sheet: Sheet, bleed_x: float, bleed_y: float) -> None:
    """Each side of a card with no card next to it paints the block's outer bleed, every
    card's (the card diagonally above the last one too: a miscut must not show white along
    its edge); two cards' bleeds meet only in the bleed x bleed corner of the empty slot
    beside the last card, and the card drawn later there is the last card."""
    trims = [s.trim for s in sheet.slots]
    clips = [s.clip for s in sheet.slots]
    last = max(sheet.slots, key=lambda s: s.face)
    for i, a in enumerate(clips):
        for j in range(i + 1, len(clips)):
            b = clips[j]
            if not _overlap(a, b):
                continue
            w = min(a.x2, b.x2) - max(a.x, b.x)
            h = min(a.y2, b.y2) - max(a.y, b.y)
            assert (w, h) == (pytest.approx(bleed_x), pytest.approx(bleed_y)), (i, j)
            assert sheet.slots[j] is last, (i, j)  # drawn after: the corner is the last card's
    for slot in sheet.slots:
        t, c = slot.trim, slot.clip
        sides = {
            "left": (t.x - c.x, Rect(t.x - 1, t.y + 1, 1, t.h - 2), bleed_x),
            "right": (c.x2 - t.x2, Rect(t.x2, t.y + 1, 1, t.h - 2), bleed_x),
            "below": (t.y - c.y, Rect(t.x + 1, t.y - 1, t.w - 2, 1), bleed_y),
            "above": (c.y2 - t.y2, Rect(t.x + 1, t.y2, t.w - 2, 1), bleed_y),
        }
        for side, (painted, beyond, outer) in sides.items():
            neighbour = any(_overlap(o, beyond) for o in trims if o is not t)
            assert painted == pytest.approx(0 if neighbour else outer), (slot.face, side)


# (6 and 3: a full last row, rows free below)
@pytest.mark.parametrize("count", [7, 8, 6, 5, 4, 3, 2])
def test_a_card_beside_an_empty_slot_of_a_part_filled_sheet_keeps_its_bleed(count: int) -> None:
    """Every card beside an empty slot keeps its outer bleed there, the card diagonally
    above the last one included (audit14kit: a white line along its bottom on a miscut)."""
    sheets = list(impose(count, POKER, PAPER_SIZES["a4"]))
    for sheet in sheets:  # the fronts and their backs
        _outer_bleed_beside_empty_slots(sheet, 2.0, 3.0)


def test_ganged_blocks_keep_the_bleed_beside_their_empty_slots() -> None:
    from lictor.generators.gang import gang

    for sheet in gang([POKER] * 7, PAPER_SIZES["a4"], bleed=3.0):
        _outer_bleed_beside_empty_slots(sheet, 2.0, 3.0)


def test_print_shop_mode_turns_the_backs_where_the_flip_mirrors_top_to_bottom() -> None:
    short = _sheets("a4", per_page=1, duplex="short")
    assert [s.slots[0].turned for s in short if s.side == "back"] == [True] * 20
    long = _sheets("a4", per_page=1, duplex="long")
    assert [s.slots[0].turned for s in long if s.side == "back"] == [False] * 20
