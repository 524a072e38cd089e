"""Carta Imperia's position as the printed map tiles with the pieces on them (issue 17:
the web table page, ``lictor referee board``): the tiles in play, Romanised side up when
flipped, each region's Governor as a Bust in its Familia's colour, rebels, Rome's Legions
and Sackings, the Primus, the Generals' Standards on a pending battle's region and, in a
Civil War, each army's Standard where it stands.

Only what the whole table sees: no draft hand, Legacy or chosen Action ever reaches it.
"""

from __future__ import annotations

from typing import Any

from lictor.games.carta_imperia.rules.board import Board, Region, Tile
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import regions
from lictor.rules.game import BoardView

TILE_W, TILE_H = 126.0, 88.0  # the printed map tile (sizes: map-tile)
GAP, HEADER = 4.0, 26.0  # mm between tiles; the strip of Rome's counts above them
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII")


def layout(n: int) -> tuple[int, int]:
    """(columns, rows) of the tile grid: two across up to four tiles, then three (a lone
    tile is centred on a two-tile-wide board: Rome's counts and six names need the room)."""
    cols = 2 if n <= 4 else 3
    return cols, max(1, -(-n // cols))


def _region(r: Region) -> dict[str, Any]:
    return {
        "name": r.name,
        "shields": dict(r.shields),
        "features": list(r.features),
        "neutral": r.neutral,
    }


def _tile_row(t: Tile, back: bool) -> dict[str, Any]:
    """The tile as the printed deck's row (``carta-tile`` draws it), from the referee's
    board, so a user's ``--content`` map is drawn as it is played. Every Province of the
    back is drawn from the back, one that keeps its region's name (Etruria) too."""
    folded = [r for r in t.back if r.romanised]
    return {
        "name": t.name,
        "era_label": ROMAN[t.era] if 0 <= t.era < len(ROMAN) else str(t.era),
        "side": "back" if back else "front",
        "section": "Map Tiles",
        "regions": [_region(r) for r in t.front],
        "romanised": {
            "provinces": [
                {
                    "name": p.name,
                    "from": list(p.base),
                    "shields": dict(p.shields),
                    "features": list(p.features),
                }
                for p in folded
            ]
        },
    }


def _who(s: State, name: str | None) -> dict[str, str] | None:
    f = next((f for f in s.players if f.name == name), None)
    return None if f is None else {"name": f.name, "colour": f.colour}


def board_view(b: Board, s: State) -> BoardView:
    pending = [x for x in s.battles if not x.result]
    shown_as = {base: r.name for r in regions(b, s).values() for base in r.base}
    war_at: dict[str, list[str]] = {}
    for army in s.war.standing() if s.war is not None else ():
        war_at.setdefault(army.where, []).append(army.name)
    tiles = []
    for t in b.tiles:
        if t.name not in s.tiles:
            continue
        back = t.name in s.romanised
        row = _tile_row(t, back)
        pieces: dict[str, dict[str, Any]] = {}
        for r in t.back if back else t.front:
            # a Province's Governor, on its Province: Rome, part of Italia once it is
            # Romanised, is governed from there and gets no Bust of its own
            gov = _who(s, s.governor(r.name))
            standards = [
                w
                for x in pending
                if x.target == r.name or x.via == r.name
                for w in (_who(s, g) for g in x.generals)
                if w is not None
            ]
            # a Civil War: each army's Standard where it stands (Raising the Standard)
            standards += [w for n in war_at.get(r.name, ()) if (w := _who(s, n)) is not None]
            if gov or standards or r.name in s.rebels:
                pieces[r.name] = {
                    "governor": gov,
                    "rebel": r.name in s.rebels,
                    "standards": standards,
                }
        row["pieces"] = pieces
        # a border named as the table names it now: a region folded into a Province
        # on another tile by the Province's name (Ligures -> Liguria)
        row["shown_as"] = shown_as
        tiles.append(row)
    cols, rows = layout(len(tiles))
    here = {r for t in tiles for r in t["pieces"]} | {
        r["name"] for t in tiles for r in t["regions"]
    }
    foes = [  # a battle against a foe off the map (Hannibal ...): named in the header
        {"target": x.target, "standards": [w for g in x.generals if (w := _who(s, g))]}
        for x in pending
        if x.target not in here
    ]
    return BoardView(
        deck="map-tiles",
        title=f"Era {ROMAN[s.era] if s.era < len(ROMAN) else s.era}",
        row={
            "face_size": (
                cols * TILE_W + (cols + 1) * GAP,
                HEADER + rows * TILE_H + (rows + 1) * GAP,
            ),
            "board": {
                "columns": cols,
                "era": ROMAN[s.era] if s.era < len(ROMAN) else str(s.era),
                "primus": _who(s, s.primus),
                "emperor": bool(s.emperor),  # the Primus tile turned to its Emperor side
                "legions_of_rome": s.rome_card,
                "sacked": s.sacked,
                "familiae": [{"name": f.name, "colour": f.colour} for f in s.players],
                "foes": foes,
                "tiles": tiles,
            },
        },
    )
