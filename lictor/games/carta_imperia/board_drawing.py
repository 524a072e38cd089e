"""Drawing Carta Imperia's position (``lictor referee board``, the web table): the map
tiles in play, each drawn by the printed tiles' own code (``diagrams.carta_tile``) and laid
in a grid, with Rome's counts above them and the pieces on the regions."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from lictor.generators.face import Primitive, Shape
from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_
from lictor.units import Size

TILE_W, TILE_H = 126.0, 88.0
GAP, HEADER = 4.0, 26.0
NODE_W, NODE_H = 33.0, 17.0  # as diagrams.NODE_W/H: the region boxes the pieces sit on
REBEL = "#c0201a"


def _moved(p: Primitive, dx: float, dy: float) -> Primitive:
    if isinstance(p, Shape) and p.points:
        pts = tuple(c + (dx if i % 2 == 0 else dy) for i, c in enumerate(p.points))
        return dataclasses.replace(p, points=pts)
    return dataclasses.replace(p, x=p.x + dx, y=p.y + dy)


def carta_board(
    data: Mapping[str, Any], board: Mapping[str, Any], s: Sketch, tile: Diagram
) -> None:
    s.rect(0, 0, s.size.w, s.size.h, fill="parchment")
    _header(board, s)
    cols = int(board.get("columns", 2))
    tiles = list(board.get("tiles", ()))
    centre = max(0, cols - len(tiles)) * (TILE_W + GAP) / 2  # fewer tiles than a row
    for i, row in enumerate(tiles):
        x = centre + GAP + (i % cols) * (TILE_W + GAP)
        y = HEADER + GAP + (i // cols) * (TILE_H + GAP)
        sub = Sketch(Size(TILE_W, TILE_H), s.maker, f"{s.label} / {row['name']}")
        tile(data, row, sub)
        s.prims.extend(_moved(p, x, y) for p in sub.prims)


def short(name: str, most: int = 12) -> str:
    """A player's name cut to fit a tab or chip (names are one word, of any length)."""
    return name if len(name) <= most else name[: most - 1] + "\u2026"


def _chip(s: Sketch, x: float, y: float, who: Mapping[str, str], w: float = 30.0) -> None:
    s.rect(x, y, w, 7, fill=who["colour"], stroke="ink", width=0.3, radius=1.5)
    s.text(x + 1, y + 0.6, w - 2, 6, short(who["name"]), font="bold", size=11, min_size=5,
           align="center", valign="middle", color="#ffffff")  # fmt: skip


def _header(board: Mapping[str, Any], s: Sketch) -> None:
    tr = s.maker.translate
    w = s.size.w
    s.rect(GAP, GAP, w - 2 * GAP, HEADER - GAP, fill="purple", radius=3)
    s.text(GAP + 3, GAP + 2, 40, 9, tr(N_("Era")) + " " + str(board.get("era", "")),
           font="title", size=20, min_size=10, color="#ffffff")  # fmt: skip
    sacked = int(board.get("sacked", 0))
    counts = (
        tr(N_("Legions of Rome"))
        + f": {board.get('legions_of_rome', 0)}  \u00b7  "
        + (tr(N_("Rome sacked")) + f": {sacked}")
    )
    s.text(GAP + 45, GAP + 2, w - 2 * GAP - 90, 9, counts, font="bold", size=16, min_size=8,
           color="#ffffff")  # fmt: skip
    primus = board.get("primus")
    if primus:
        title = tr(N_("Emperor")) if board.get("emperor") else tr(N_("Primus"))
        s.text(w - GAP - 78, GAP + 2.5, 40, 8, title + ":", font="bold", size=14,
               min_size=7, align="right", color="#ffffff")  # fmt: skip
        _chip(s, w - GAP - 36, GAP + 2.5, primus, 32)
    x = GAP + 3
    familiae = list(board.get("familiae", ()))
    foes = list(board.get("foes", ()))
    room = w - 2 * GAP - 6 - (100 if foes else 0)  # a pending battle off the map: 100 mm
    chip = min(30.0, room / max(1, len(familiae)) - 2)
    for f in familiae:
        _chip(s, x, GAP + 12.5, f, chip)
        x += chip + 2
    for foe in foes[:1]:  # one line: a second battle off the map is rare; the status says all
        names = ", ".join(short(w["name"], 8) for w in foe["standards"][:3])
        s.text(x + 2, GAP + 12.5, w - GAP - x - 5, 7,
               tr(N_("Battle pending")) + f": {short(foe['target'], 20)} ({names})",
               font="bold", size=12, min_size=5, color="#ffffff")  # fmt: skip


def _bust(s: Sketch, x: float, y: float, colour: str, initial: str) -> None:
    """A Governor's Bust: head and shoulders in the Familia's colour, its initial on it."""
    s.poly([(x - 5, y + 9), (x - 4.2, y + 4.5), (x, y + 3.2), (x + 4.2, y + 4.5), (x + 5, y + 9)],
           fill=colour, stroke="#ffffff", width=0.5)  # fmt: skip
    s.ellipse(x, y, 3.6, 3.6, fill=colour, stroke="#ffffff", width=0.5)
    s.text(x - 3.5, y - 3.2, 7, 6.4, initial, font="bold", size=12, min_size=6,
           align="center", valign="middle", color="#ffffff")  # fmt: skip


def _standard(s: Sketch, x: float, y: float, colour: str, initial: str) -> None:
    """A General's Standard: a pole and a pennant in the Familia's colour."""
    s.line(x, y, x, y + 11, stroke="ink", width=0.6)
    s.poly([(x, y), (x + 7, y + 2.6), (x, y + 5.2)], fill=colour, stroke="ink", width=0.3)
    s.text(x + 0.2, y + 0.6, 4.5, 4, initial, font="bold", size=8, min_size=5,
           align="center", valign="middle", color="#ffffff")  # fmt: skip


def draw_pieces(
    s: Sketch,
    pieces: Mapping[str, Mapping[str, Any]],
    places: Sequence[tuple[str, tuple[float, float]]],
) -> None:
    """Each region's Governor (a Bust and a name tab in its colour, the box edged in it),
    a rebel's red dashed edge, and the Standards of a pending battle's Generals."""
    tr = s.maker.translate
    for name, (cx, cy) in places:
        piece = pieces.get(name)
        if not piece:
            continue
        left, top = cx - NODE_W / 2, cy - NODE_H / 2
        gov = piece.get("governor")
        if piece.get("rebel"):
            s.rect(left - 1, top - 1, NODE_W + 2, NODE_H + 2, stroke=REBEL, width=1.2,
                   radius=2.5, dash=(1.6, 1.0))  # fmt: skip
            s.rect(left + NODE_W - 13, top - 4.5, 13, 4.5, fill=REBEL, radius=1)
            s.text(left + NODE_W - 13, top - 4.4, 13, 4.3, tr(N_("rebel")), font="bold", size=8,
                   min_size=5, align="center", valign="middle", color="#ffffff")  # fmt: skip
        if gov:
            s.rect(left, top, NODE_W, NODE_H, stroke=gov["colour"], width=1.3, radius=2)
            tab, most = (NODE_W - 19, 7) if piece.get("rebel") else (NODE_W - 4, 12)
            s.rect(left + 4, top - 4.5, tab, 4.5, fill=gov["colour"], radius=1)
            s.text(left + 4.5, top - 4.4, tab - 1, 4.3, short(gov["name"], most),
                   font="bold", size=8, min_size=4.5, align="center", valign="middle",
                   color="#ffffff")  # fmt: skip
            _bust(s, left - 1.5, top + 4.5, gov["colour"], gov["name"][:1].upper())
        for i, w in enumerate(piece.get("standards", ())):
            _standard(s, left + NODE_W + 0.8, top + 1 + i * 6, w["colour"], w["name"][:1].upper())
