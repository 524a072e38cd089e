"""Issue 11 item 16: small pieces of different sizes share sheets, with less paper."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.pack import Pack
from lictor.generators.gang import gang
from lictor.generators.impose import Rect, best_orientation
from lictor.generators.kit import BuildOptions, build_kit
from lictor.units import PAPER_SIZES, Size


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_mixed_sizes_never_overlap_and_marks_print_clear_of_every_card(
    paper: str, duplex: str
) -> None:
    sizes = [Size(25, 38)] * 6 + [Size(25, 25)] * 60 + [Size(18, 18)] * 88 + [Size(63, 88)] * 2
    sheets = gang(sizes, PAPER_SIZES[paper], duplex=duplex)  # type: ignore[arg-type]
    fronts = [s for s in sheets if s.side == "front"]
    assert [s.side for s in sheets] == ["front", "back"] * len(fronts)
    placed = sorted(slot.face for s in fronts for slot in s.slots)
    assert placed == list(range(len(sizes)))  # each face once
    for sheet in sheets:
        page = Rect(0, 0, sheet.size.w, sheet.size.h)
        printable = Rect(5, 8, sheet.size.w - 10, sheet.size.h - 13)
        clips = [slot.clip for slot in sheet.slots]
        for slot in sheet.slots:
            assert (slot.trim.w, slot.trim.h) == (sizes[slot.face].w, sizes[slot.face].h)
            assert page.contains_point(slot.clip.x, slot.clip.y)
            assert page.contains_point(slot.clip.x2, slot.clip.y2)
        trims = [slot.trim for slot in sheet.slots]
        for i, a in enumerate(clips):
            for j, b in enumerate(clips):
                overlap_w = min(a.x2, b.x2) - max(a.x, b.x)
                overlap_h = min(a.y2, b.y2) - max(a.y, b.y)
                if j > i and overlap_w > 1e-6 and overlap_h > 1e-6:
                    # two bleeds meet only in a bleed-sized corner beside a block's last card
                    assert overlap_w <= 3 + 1e-6 and overlap_h <= 3 + 1e-6, (a, b)
                t = trims[j]
                if i != j:  # no bleed paints over another card
                    w = min(a.x2, t.x2) - max(a.x, t.x)
                    h = min(a.y2, t.y2) - max(a.y, t.y)
                    assert w <= 1e-6 or h <= 1e-6, (a, t)
        assert sheet.marks
        for mark in sheet.marks:
            assert printable.contains_point(mark.x1, mark.y1), mark
            assert printable.contains_point(mark.x2, mark.y2), mark
            assert abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1) >= 3 - 1e-9
            assert not any(c.intersects_segment(mark) for c in clips), mark


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_carta_tokens_use_fewer_sheets_than_one_per_size(
    tmp_path: Path, carta_pack: Pack, paper: str
) -> None:
    """Coins, Sacked markers, thumbs (25 mm), Standards (25 x 38) and the stand-in busts
    and legions (18 mm) took a sheet per size; ganged they need fewer."""
    options = BuildOptions(out_dir=tmp_path, paper=paper, only=frozenset({"tokens"}))
    files = {w.path.name: w.path for w in build_kit(carta_pack, options)}
    pages = len(PdfReader(files["carta-imperia-tokens.pdf"]).pages)
    by_size: dict[Size, int] = {}
    for deck in carta_pack.decks:
        if deck.spec.family == "tokens":
            by_size[deck.size] = by_size.get(deck.size, 0) + deck.count
    one_per_size = sum(
        2 * math.ceil(n / best_orientation(size, PAPER_SIZES[paper], 3.0).per_sheet)
        for size, n in by_size.items()
    )
    assert len(by_size) >= 3
    assert pages < one_per_size
    assert pages == 4  # fronts and backs of 2 sheets, down from 3


def test_a_decks_last_card_shares_a_sheet_with_pieces_that_have_no_back(tmp_path: Path) -> None:
    """Hannibal's 10th Conflict Card (9 a sheet on A4) no longer sits alone: it is ganged
    with the two Reference Cards (no back: their places on the backs page stay blank),
    and its back still lands behind it."""
    from pypdf import PdfReader

    from lictor.content.loader import load_pack
    from lictor.games import registry
    from lictor.generators.kit import BuildOptions, build_kit
    from tests.generators.test_duplex import assert_backs_behind_fronts
    from tests.pdfgeom import read_page

    pack = load_pack(registry()["hannibal-vs-rome"].content)  # type: ignore[arg-type]
    options = BuildOptions(out_dir=tmp_path, only=frozenset({"cards"}), kit=False)
    path = build_kit(pack, options)[0].path
    pages = [read_page(p) for p in PdfReader(path).pages]
    fronts = [p for p in pages if any(f.side == "front" for f in p.faces)]
    assert len(fronts) == 2
    last = {f.deck for f in fronts[-1].faces}
    assert last == {"cards", "reference-card"}
    assert assert_backs_behind_fronts(path, "long") == 10
