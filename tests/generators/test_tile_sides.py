"""Issue 26 item 7: a map tile's two sides line up. Printed duplex (long and short edge, on
A4, Letter and A3), cut out and turned over left to right, a tile shows its Romanised side
upright, each region behind itself and each Province behind the regions it folds.

Where a region lies on the paper comes from the written PDF (each face's place and its
drawing's orientation, read from the page); where it lies on its tile comes from the
tile's drawing (its region box and the name under it).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.face import Face, FaceMaker, Shape, Text
from lictor.generators.fonts import FontSet
from lictor.generators.kit import BuildOptions, DeckFaces, build_kit
from lictor.i18n import Translator
from tests.pdfgeom import Box, Placed, behind, read_page

GAME = "carta-imperia"


def _regions(face: Face) -> dict[str, tuple[float, float]]:
    """Each region box's centre on the tile (mm, y down), by the name printed in it."""
    out: dict[str, tuple[float, float]] = {}
    prims = face.prims
    for box, name in itertools.pairwise(prims):
        if (
            isinstance(box, Shape)
            and box.kind == "rect"
            and (round(box.w), round(box.h)) == (33, 17)
            and isinstance(name, Text)
        ):
            out[name.block.plain.replace(" (neutral)", "")] = (box.x + box.w / 2, box.y + box.h / 2)
    return out


def _seen_from_front(
    p: tuple[float, float], w: float, h: float, duplex: str
) -> tuple[float, float]:
    b = behind(Box(p[0], p[1], 0, 0), w, h, duplex)
    return b.x, b.y


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_a_tile_turned_over_shows_each_region_behind_itself(
    tmp_path: Path, paper: str, duplex: str
) -> None:
    pack = load_pack(registry()[GAME].content)  # type: ignore[arg-type]
    diagrams = diagrams_of(GAME)
    options = BuildOptions(
        out_dir=tmp_path,
        paper=paper,
        duplex=duplex,  # type: ignore[arg-type]
        only=frozenset({"tiles"}),
        kit=False,
        diagrams=diagrams,
    )
    path = next(w.path for w in build_kit(pack, options) if w.path.name.endswith("tiles.pdf"))
    deck = next(d for d in pack.decks if d.id == "map-tiles")
    maker = FaceMaker(
        FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3.0, translate=Translator("en")
    )
    faces = DeckFaces(deck, maker, pack, diagrams)
    pages = [read_page(p) for p in PdfReader(path).pages]
    placed: dict[tuple[int, str], tuple[Placed, float, float]] = {}
    for page in pages:
        for f in page.faces:
            if f.deck == "map-tiles":
                placed[(f.face, f.side)] = (f, page.w, page.h)
    checked = 0
    for i in range(deck.count):
        front, _, _ = placed[(i, "front")]
        back, pw, ph = placed[(i, "back")]
        front_face, back_face = faces.face(i, "front"), faces.face(i, "back")
        assert front_face is not None and back_face is not None
        # turned over about its upright axis, the back reads upright: its own left-to-right
        # runs right to left as seen through the paper from the front
        (x0, y0), (x1, y1) = (_seen_from_front(back.at(u, 10), pw, ph, duplex) for u in (0, 50))
        (fx0, fy0), (fx1, fy1) = front.at(0, 10), front.at(50, 10)
        assert abs(y1 - y0) < 0.01 and abs(fy1 - fy0) < 0.01
        assert (x1 - x0) * (fx1 - fx0) < 0, f"tile {i}: its back is upside down when turned over"
        on_front = {n: front.at(*p) for n, p in _regions(front_face).items()}
        on_back = {
            n: _seen_from_front(back.at(*p), pw, ph, duplex) for n, p in _regions(back_face).items()
        }
        romanised = (deck.rows[faces.copies.row_index(i)].data.get("romanised") or {}).get(
            "provinces", []
        )
        folds = {p["name"]: list(p["from"]) for p in romanised}
        assert on_front and on_back
        for name, (bx, by) in on_back.items():
            regions = folds.get(name, [name])
            pts = [on_front[r] for r in regions]
            if len(pts) == 1:
                (fx, fy) = pts[0]
                assert abs(bx - fx) < 0.05 and abs(by - fy) < 0.05, (
                    f"tile {i} ({paper}, {duplex}): {name} on the back lies at "
                    f"({bx:.1f}, {by:.1f}), on the front at ({fx:.1f}, {fy:.1f})"
                )
            else:  # a Province: within the spread of the regions it folds
                assert min(p[0] for p in pts) - 0.05 <= bx <= max(p[0] for p in pts) + 0.05
                assert min(p[1] for p in pts) - 0.05 <= by <= max(p[1] for p in pts) + 0.05, (
                    f"tile {i}: the Province {name} is not behind {', '.join(regions)}"
                )
            checked += 1
    assert checked >= 20
