"""The Imperium board, drawn from the board data in the content pack."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

BOX_W, BOX_H = 64.0, 54.0  # room for the five players' markers (a row of 10 mm places)
MARKER = 10.0  # mm, a player's marker place in a province box
CELL = 12.0  # a score track square, mm


def _track_cells(w: float, h: float, n: int) -> list[tuple[float, float]]:
    """n squares around the board's edge, clockwise from the top-left corner."""
    cells: list[tuple[float, float]] = []
    cols = int((w - 2 * 4) // CELL)
    rows = int((h - 2 * 4) // CELL)
    x0, y0 = (w - cols * CELL) / 2, (h - rows * CELL) / 2
    path = [(x0 + i * CELL, y0) for i in range(cols)]
    path += [(x0 + (cols - 1) * CELL, y0 + j * CELL) for j in range(1, rows)]
    path += [(x0 + i * CELL, y0 + (rows - 1) * CELL) for i in range(cols - 2, -1, -1)]
    path += [(x0, y0 + j * CELL) for j in range(rows - 2, 0, -1)]
    cells = path[:n]
    return cells


def imperium_board(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    board = data["board"]
    w, h = s.size.w, s.size.h
    s.rect(0, 0, w, h, fill="sea")
    # the score track, 0 .. track_max, coloured by title
    titles = sorted(board["titles"], key=lambda t: t["from"])
    fills = {"Patrician": "patrician", "Senator": "senator", "Consul": "consul"}
    cells = _track_cells(w, h, int(board["track_max"]) + 1)
    for n, (x, y) in enumerate(cells):
        title = [t for t in titles if n >= t["from"]][-1]["name"]
        s.rect(x, y, CELL, CELL, fill=fills.get(title, "land"), stroke="border", width=0.3)
        s.text(
            x,
            y + 2.5,
            CELL,
            7,
            str(n),
            font="bold" if n % 5 == 0 else "body",
            size=7,
            min_size=4,
            align="center",
            valign="middle",
        )
    # the provinces on a ring, in adjacency order, with their scoring order and points
    ring = board["ring"]
    provinces = {p["name"]: p for p in board["provinces"]}
    order = {p["name"]: i + 1 for i, p in enumerate(board["provinces"])}
    cx, cy = w / 2, h / 2 + 6
    rx, ry = w / 2 - 24 - BOX_W / 2, h / 2 - 26 - BOX_H / 2
    centres = {}
    for i, name in enumerate(ring):
        # half a step round: no province on the board's middle line, where a poster's
        # two sheets join
        a = math.pi + 2 * math.pi * (i + 0.5) / len(ring)
        centres[name] = (cx + rx * math.cos(a), cy + ry * math.sin(a))
    for i, name in enumerate(ring):
        (x1, y1), (x2, y2) = centres[name], centres[ring[(i + 1) % len(ring)]]
        s.line(x1, y1, x2, y2, stroke="border", width=2.5)
    for name, (x, y) in centres.items():
        p = provinces[name]
        bx, by = x - BOX_W / 2, y - BOX_H / 2
        s.rect(bx, by, BOX_W, BOX_H, fill="land", stroke="border", width=0.8, radius=3)
        s.text(bx + 3, by + 2, BOX_W - 18, 9, name, font="title", size=11, min_size=6)
        s.ellipse(bx + BOX_W - 8, by + 7, 5.5, 5.5, fill="parchment", stroke="border", width=0.6)
        s.text(
            bx + BOX_W - 13.5,
            by + 3.5,
            11,
            7,
            str(order[name]),
            font="bold",
            size=9,
            min_size=5,
            align="center",
            valign="middle",
        )
        s.text(
            bx + 3,
            by + 13,
            BOX_W - 6,
            9,
            " / ".join(str(v) for v in p["points"]),
            font="bold",
            size=12,
            min_size=6,
        )
        for k in range(5):  # one place per player's marker
            mx = bx + (BOX_W - 5 * (MARKER + 1.5)) / 2 + k * (MARKER + 1.5) + MARKER / 2
            s.ellipse(mx, by + 30, MARKER / 2, MARKER / 2, stroke="border", width=0.4)
        s.ellipse(bx + 10, by + BOX_H - 9, 6, 6, fill="parchment", stroke="ink", width=0.6)
        s.text(
            bx + 18,
            by + BOX_H - 12,
            BOX_W - 21,
            6,
            N_("capital: proconsul's marker"),
            font="italic",
            size=6,
            min_size=4,
        )
        if p.get("source") == "reconstruction":
            s.text(
                bx + 18,
                by + BOX_H - 6.5,
                BOX_W - 21,
                5,
                N_("points reconstructed"),
                font="italic",
                size=5,
                min_size=3.5,
                color="muted",
            )
    _position(s, row, centres, cells)
    # the name and the note left of the middle line, the scoring summary right of it
    s.text(
        cx - 88,
        cy - 22,
        74,
        14,
        N_("IMPERIVM"),
        keep=True,  # no poster seam cuts the board's name
        font="title",
        size=26,
        min_size=12,
        align="center",
    )
    s.text(
        cx - 88,
        cy - 5,
        74,
        12,
        N_(
            "Board reconstructed by lictor: the rulebook does not print the map or most "
            "points lists"
        ),
        keep=True,
        font="italic",
        size=6,
        min_size=4,
        align="center",
        color="muted",
    )
    s.text(
        cx + 8,
        cy - 24,
        80,
        44,
        N_(
            "Scoring order 1-8; points by rank; proconsul +1 and +1 per adjacent proconsul in "
            "an unbroken chain. Track: Patrician 0-19, Senator 20-29, Consul 30+."
        ),
        keep=True,
        size=8,
        min_size=5,
    )


def _position(
    s: Sketch,
    row: Mapping[str, Any],
    centres: Mapping[str, tuple[float, float]],
    cells: list[tuple[float, float]],
) -> None:
    """A refereed position (``lictor referee board``, the web table): each colour's markers
    as a block with its count in the province, the proconsul's disc on the capital, the
    black pawn, and a disc per colour on its score's square of the track."""
    placed: dict[str, int] = {}
    for m in row.get("markers", ()) or ():
        x, y = centres[str(m["province"])]
        k = placed.get(str(m["province"]), 0)
        placed[str(m["province"])] = k + 1
        bx, by = x - BOX_W / 2 + 18 + k * 9, y - BOX_H / 2 + 21
        s.rect(bx, by, 8, 6.5, fill=str(m["colour"]), stroke="#1a1a1a", width=0.4, radius=1)
        s.text(bx, by, 8, 6.5, str(m["count"]), font="bold", size=8, min_size=5,
               align="center", valign="middle", color="#ffffff")  # fmt: skip
    for p in row.get("proconsuls", ()) or ():
        x, y = centres[str(p["province"])]
        s.ellipse(x - BOX_W / 2 + 10, y + BOX_H / 2 - 9, 4.5, 4.5, fill=str(p["colour"]),
                  stroke="#1a1a1a", width=0.5)  # fmt: skip
    pawn = row.get("pawn")
    if pawn:
        x, y = centres[str(pawn)]
        px, py = x + BOX_W / 2 - 8, y + BOX_H / 2 - 7
        s.poly([(px - 3.5, py + 4), (px + 3.5, py + 4), (px + 1.2, py - 2), (px - 1.2, py - 2)],
               fill="#111111")  # fmt: skip
        s.ellipse(px, py - 3.5, 2.3, 2.3, fill="#111111")
    on_cell: dict[int, int] = {}
    for sc in row.get("scores", ()) or ():
        n = max(0, min(int(sc["score"]), len(cells) - 1))
        k = on_cell.get(n, 0)
        on_cell[n] = k + 1
        x, y = cells[n]
        s.ellipse(x + 2.6 + (k % 3) * 3.4, y + CELL - 2.6 - (k // 3) * 3.4, 1.6, 1.6,
                  fill=str(sc["colour"]), stroke="#1a1a1a", width=0.3)  # fmt: skip


DIAGRAMS: dict[str, Diagram] = {"imperium-board": imperium_board}
