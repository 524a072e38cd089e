"""Issue 26 item 7: crop marks where two blocks (two card sizes, cards and tiles) share a
sheet. Read back from the written PDF: every trim line of every block has its marks, no
mark runs into another block's card, and the marks of two blocks do not crowd the gap
between them: a split mark across the gap is the first cut, each block's marks on its
own side of it."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.games import diagrams_of, registry
from lictor.generators.gang import gang
from lictor.generators.impose import Rect, Segment
from lictor.generators.kit import BuildOptions, build_kit
from lictor.units import PAPER_SIZES, Size
from tests.pdfgeom import Box, Line, PageGeometry, read_page

EPS = 0.05  # mm


def _pack(game: str) -> Pack:
    return load_pack(registry()[game].content)  # type: ignore[arg-type]


def _blocks(page: PageGeometry, sizes: dict[str, Size]) -> dict[Size, list[Box]]:
    """The trims of a page's faces, by size: one block a size on a ganged sheet."""
    out: dict[Size, list[Box]] = {}
    for f in page.faces:
        size = sizes[f.deck]
        out.setdefault(size, []).append(f.trim(size.w, size.h))
    return out


def _hull(trims: list[Box]) -> Box:
    x, y = min(t.x for t in trims), min(t.y for t in trims)
    return Box(x, y, max(t.x2 for t in trims) - x, max(t.y2 for t in trims) - y)


def _enters(box: Box, line: Line) -> bool:
    return Rect(box.x, box.y, box.w, box.h).intersects_segment(
        Segment(line.x1, line.y1, line.x2, line.y2), eps=EPS
    )


def check_shared_sheet(page: PageGeometry, sizes: dict[str, Size], where: str) -> None:
    blocks = sorted(_blocks(page, sizes).items(), key=lambda kv: -_hull(kv[1]).y2)
    assert len(blocks) >= 2, where
    marks = [m for m in page.lines if not m.in_face]
    vertical = [m for m in marks if abs(m.x1 - m.x2) < EPS]
    horizontal = [m for m in marks if abs(m.y1 - m.y2) < EPS]
    clips = [f.clip for f in page.faces]
    for m in marks:
        assert not any(_enters(c, m) for c in clips), f"{where}: mark {m} runs into a card"
    hulls = [_hull(trims) for _, trims in blocks]
    # the strip of each block: from the middle of the gap above to the middle of the gap below
    cuts = [page.h] + [(a.y + b.y2) / 2 for a, b in itertools.pairwise(hulls)] + [0.0]
    for k, ((size, trims), hull) in enumerate(zip(blocks, hulls, strict=True)):
        top, bottom = cuts[k], cuts[k + 1]
        own_v = [m for m in vertical if bottom < min(m.y1, m.y2) and max(m.y1, m.y2) < top]
        # every mark in this strip belongs to this block: in line with one of its cuts
        xs = {round(v, 2) for t in trims for v in (t.x, t.x2)}
        for m in own_v:
            assert any(abs(m.x1 - x) < EPS for x in xs), (
                f"{where}: a mark at x {m.x1:.2f} in the strip of the {size} block is none "
                f"of its cuts"
            )
        for x in xs:
            assert any(abs(m.x1 - x) < EPS for m in own_v), (
                f"{where}: the {size} block's cut at x {x} has no mark in its strip"
            )
        for y in {round(v, 2) for t in trims for v in (t.y, t.y2)}:
            assert any(
                abs(m.y1 - y) < EPS and (max(m.x1, m.x2) < hull.x or min(m.x1, m.x2) > hull.x2)
                for m in horizontal
            ), f"{where}: the {size} block's cut at y {y} has no mark beside it"
    for a, b, y in zip(hulls, hulls[1:], cuts[1:], strict=False):
        gap = [m for m in vertical if b.y2 < min(m.y1, m.y2) and max(m.y1, m.y2) < a.y]
        upper = [m for m in gap if min(m.y1, m.y2) > y]
        lower = [m for m in gap if max(m.y1, m.y2) < y]
        assert len(upper) + len(lower) == len(gap), f"{where}: a mark crosses the split at {y}"
        if upper and lower:  # the two blocks' marks apart, not interleaved
            tips = min(min(m.y1, m.y2) for m in upper) - max(max(m.y1, m.y2) for m in lower)
            assert tips >= 1.5, f"{where}: the two blocks' marks {tips:.1f} mm apart"
        assert any(abs(m.y1 - y) < EPS and abs(m.x2 - m.x1) >= 3 - EPS for m in horizontal), (
            f"{where}: no split mark across the gap at y {y:.1f}"
        )


CASES = [
    ("carta-imperia", "a4", "long", frozenset({"cards", "tokens"})),
    ("carta-imperia", "letter", "short", frozenset({"tokens"})),
    ("imperium", "a4", "short", frozenset({"cards"})),
    ("hannibal-vs-rome", "a4", "long", frozenset({"cards"})),
]


@pytest.mark.parametrize(("game", "paper", "duplex", "only"), CASES)
def test_crop_marks_of_two_blocks_on_one_sheet_stay_each_in_its_own_strip(
    tmp_path: Path, game: str, paper: str, duplex: str, only: frozenset[str]
) -> None:
    pack = _pack(game)
    options = BuildOptions(
        out_dir=tmp_path,
        paper=paper,
        duplex=duplex,  # type: ignore[arg-type]
        only=only,
        kit=False,
        diagrams=diagrams_of(game),
    )
    sizes = {d.id: d.size for d in pack.decks}
    shared = 0
    for written in build_kit(pack, options):
        for n, page in enumerate(PdfReader(written.path).pages, 1):
            geom = read_page(page)
            if len({sizes[f.deck] for f in geom.faces}) >= 2:
                check_shared_sheet(geom, sizes, f"{written.path.name} p{n}")
                shared += 1
    assert shared >= 1  # the case has a shared sheet (front, and its back when duplex)


def test_cards_and_tiles_on_one_sheet_split_before_they_are_cut(tmp_path: Path) -> None:
    """A block of poker cards above a block of map tiles (126 x 88) on A3: the imposer's
    sheets, as drawn, hold the same promises (front and mirrored back)."""
    from lictor.generators.backends.pdf import PdfWriter
    from lictor.generators.face import Face

    sizes = [Size(63, 88)] * 5 + [Size(126, 88)] * 3
    sheets = gang(sizes, PAPER_SIZES["a3"], bleed=3.0, duplex="long")
    assert len(sheets) == 2  # one sheet of paper: fronts and backs
    path = tmp_path / "mixed.pdf"
    writer = PdfWriter(path, title="mixed")
    for sheet in sheets:
        writer.add_sheet(
            sheet,
            lambda k, side: Face("blank", sizes[k], ()),
            who=lambda k: ("card" if sizes[k].w < 100 else "tile", k),
        )
    writer.close()
    deck_sizes = {"card": Size(63, 88), "tile": Size(126, 88)}
    for n, page in enumerate(PdfReader(path).pages, 1):
        check_shared_sheet(read_page(page), deck_sizes, f"mixed p{n}")
