"""A board printed over several sheets: no join between sheets runs through the board's
name or its notes (Imperium's IMPERIVM was cut in two on A4 and Letter; the Circus Maximus
board, now on two sheets of them, keeps its name, notes and legend whole too)."""

from __future__ import annotations

import pytest

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.face import FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.kit import DeckFaces
from lictor.generators.poster import MARGIN, OVERLAP, plan_tiles
from lictor.units import PAPER_SIZES


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", ["imperium", "circus-maximus"])
def test_no_sheet_join_cuts_the_boards_name_or_notes(game: str, paper: str) -> None:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
    deck = next(d for d in pack.decks if d.spec.poster)
    face = DeckFaces(deck, maker, pack, diagrams_of(game)).row_face(0, "front")
    assert face is not None and len(face.keep) >= 3  # the name and notes are kept whole
    tiles = plan_tiles(face.size, PAPER_SIZES[paper], face.keep)
    # the same sheets as without: the seams moved, none added
    assert len(tiles) == len(plan_tiles(face.size, PAPER_SIZES[paper]))
    joins_x = {t.window.x for t in tiles if t.col > 0}
    joins_y = {t.window.y for t in tiles if t.row > 0}
    for x, y, w, h in face.keep:
        assert not any(x < j < x + w for j in joins_x), (joins_x, x, w)
        assert not any(y < j < y + h for j in joins_y), (joins_y, y, h)
    for t in tiles:  # every sheet still holds its window inside the printable margin
        assert t.window.w <= t.page.w - 2 * MARGIN + 1e-6
        assert t.window.h <= t.page.h - 2 * MARGIN + 1e-6
    # neighbouring sheets still share OVERLAP mm of picture to glue over
    for a in tiles:
        for b in tiles:
            if b.row == a.row and b.col == a.col + 1:
                assert a.window.x + a.window.w - b.window.x == pytest.approx(OVERLAP)
