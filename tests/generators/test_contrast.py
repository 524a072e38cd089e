"""Every printed word reads: text on every face of every game (cards, backs, tiles,
boards) has a contrast of at least 4.5:1 with the fill it is printed on (WCAG's ratio
for normal text, from the colours' relative luminance)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.face import Face, FaceMaker, Shape, Text
from lictor.generators.fonts import FontSet
from lictor.generators.kit import DeckFaces
from tests.games.test_board_legibility import _inside

GAMES = sorted(g.id for g in registry().values() if "build" in g.offers)
MIN_RATIO = 4.5
LARGE_RATIO = 3.0  # WCAG's floor for large text: 18 pt and over (a card's big numeral)
LARGE_PT = 18.0


def luminance(hex_colour: str) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _faces() -> Iterator[tuple[str, Face]]:
    for game in GAMES:
        pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
        maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
        for deck in pack.decks:
            faces = DeckFaces(deck, maker, pack, diagrams_of(game))
            for i, row in enumerate(deck.rows):
                for side in ("front", "back"):
                    face = faces.row_face(i, side)
                    if face is not None:
                        yield f"{game} / {deck.id} / {row.name} ({side})", face


def test_contrast_ratio_is_measured_as_wcag_does() -> None:
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


def test_every_printed_text_has_at_least_4_5_to_1_contrast_with_its_background() -> None:
    bad: dict[tuple[str, str, str], str] = {}
    for name, face in _faces():
        for k, p in enumerate(face.prims):
            if not isinstance(p, Text) or not p.block.plain.strip():
                continue
            line = p.block.lines[0]
            cx, cy = p.x + line.x + line.width / 2, p.y + line.baseline - 1.0
            behind = "#ffffff"
            for q in face.prims[:k]:
                if isinstance(q, Shape) and q.fill and _inside(q, cx, cy):
                    behind = q.fill
            floor = LARGE_RATIO if p.block.size >= LARGE_PT else MIN_RATIO
            if contrast(p.color, behind) < floor:
                bad.setdefault((p.color, behind, ""), f"{name}: {p.block.plain[:30]!r}")
    report = [
        f"{name} {fg} on {bg} ({contrast(fg, bg):.1f}:1)" for (fg, bg, text), name in bad.items()
    ]
    assert not report, "\n".join(report[:40]) + f"\n({len(report)} in all)"


def test_no_text_ends_on_a_line_of_icons_alone() -> None:
    """An icon stands by the words it illustrates: a line of nothing but icons at the end
    of a text reads as stray marks (the Legions of Rome card ended with two)."""
    stray = []
    for label, face in _faces():
        for prim in face.prims:
            if isinstance(prim, Text) and len(prim.block.lines) > 1:
                last = prim.block.lines[-1]
                if last.runs and all(run.icon is not None for run in last.runs):
                    stray.append(label)
    assert stray == []


def test_no_text_ends_with_an_icon_after_its_last_sentence() -> None:
    """An icon after a text's last full stop stands by no word (the Primus inter Pares
    tile ended "... your play area. (Prestige icon)")."""
    stray = []
    for label, face in _faces():
        for prim in face.prims:
            if not isinstance(prim, Text):
                continue
            runs = [run for line in prim.block.lines for run in line.runs]
            ends = len(runs) >= 2 and runs[-1].icon is not None and runs[-2].icon is None
            if ends and runs[-2].text.rstrip().endswith((".", "!", "?", ":")):
                stray.append(label)
    assert stray == []
