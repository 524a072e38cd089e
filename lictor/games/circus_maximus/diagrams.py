"""The Circus Maximus board, drawn from the track geometry (track.py): every hex with its
id, the start area's and the finish area's heavy lines, a direction rose, and, when the
row carries them (``lictor referee board``), the chariots where they stand."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from lictor.games.circus_maximus.track import DIRECTIONS, Hex, Track, build_track
from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

# Four grounds a greyscale print tells apart: each pair differs by more than 0.15 in
# luminance (finish 0.93, start 0.77, straight 0.59, transition 0.39).
STRAIGHT = "#ac9462"
TRANSITION = "#7e5f36"
START = "#d6c298"
FINISH = "#f6ecd0"
FILLS = {
    "upper": STRAIGHT,
    "lower": STRAIGHT,
    "left-turn": TRANSITION,
    "right-turn": TRANSITION,
    "finish": FINISH,
}
# the corners (k of 60k - 30 degrees, y down) bounding the edge towards each direction
At = Callable[[Hex], tuple[float, float]]  # a hex's centre on the board, in mm
EDGE = {"E": (0, 1), "NE": (5, 0), "NW": (4, 5), "W": (3, 4), "SW": (2, 3), "SE": (1, 2)}


def track_of(data: Mapping[str, Any]) -> Track:
    spec = data["track"]
    return build_track(int(spec["spina"]), int(spec["lanes"]), int(spec["start_depth"]))


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return [
        (
            cx + size * math.cos(math.radians(60 * k - 30)),
            cy + size * math.sin(math.radians(60 * k - 30)),
        )
        for k in range(6)
    ]


TOP = 27.0  # mm above the track: the board's name and the reconstruction note
BOTTOM = 40.0  # mm below it: the direction rose, the legend and the rules in brief
SIDE = 8.0  # mm either side of the track


def hex_size(track: Track, least: float, w: float, h: float) -> float:
    """The hexes' size (centre to corner, mm): as large as the board's width allows
    beside its margins (the board is laid out to fill two sheets of A4 or Letter, or one
    of A3), never below the pack's ``hex_mm``, and no taller than the space between the
    bands above and below the track."""
    xs = [hx.centre(1.0)[0] for hx in track.hexes]
    ys = [hx.centre(1.0)[1] for hx in track.hexes]
    across = max(xs) - min(xs) + math.sqrt(3)  # centres' spread plus a hex's width
    down = max(ys) - min(ys) + 2.0  # plus a hex's height (corner to corner)
    return max(least, min((w - 2 * SIDE) / across, (h - TOP - BOTTOM) / down))


def circus_track(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    track = track_of(data)
    w, h = s.size.w, s.size.h
    size = hex_size(track, float(data["track"]["hex_mm"]), w, h)
    s.rect(0, 0, w, h, fill="#7fa36b")
    xs = [hx.centre(size)[0] for hx in track.hexes]
    ys = [hx.centre(size)[1] for hx in track.hexes]
    ox = (w - (max(xs) - min(xs))) / 2 - min(xs)
    oy = TOP + (h - TOP - BOTTOM - (max(ys) - min(ys))) / 2 - min(ys)

    def at(hx: Hex) -> tuple[float, float]:
        cx, cy = hx.centre(size)
        return cx + ox, cy + oy

    # The name and the note sit left of the middle, the rules in brief right of it, so the
    # join of a board's two sheets cuts neither (``keep``).
    s.text(SIDE, 5, 150, 12, N_("Circus Maximus"), keep=True, font="title", size=20, min_size=9)
    s.text(
        SIDE,
        17,
        w / 2 - SIDE - 14,
        8,
        N_(
            "Track reconstructed by lictor: 11 finish hexes, 190 track hexes in 5 "
            "lanes, start area of 15 - the rulebook does not print the board"
        ),
        keep=True,
        font="italic",
        size=6.5,
        min_size=4.5,
        color="#2b2b2b",
    )
    s.text(
        w / 2 + 14,
        6,
        w / 2 - 14 - SIDE,
        14,
        N_(
            "Race counterclockwise; enter the finish area only from the upper straight. "
            "Hexes: lanes A (inside) to E, numbered from the start line; F: finish area"
        ),
        keep=True,
        size=7.5,
        min_size=4.5,
        align="right",
    )
    for hx in track.hexes:
        cx, cy = at(hx)
        fill = START if hx.start else FILLS[hx.section]
        s.poly(corners(cx, cy, size), fill=fill, stroke="#5a4630", width=0.35)
        if hx.section == "finish":  # a statue: no effect on the race
            s.icon("prestige", cx - size * 0.35, cy - size * 0.2, size * 0.7)
        ink = "#f6ecd0" if hx.section.endswith("turn") else "#3b2d1e"
        s.text(cx - size * 0.6, cy - size * 0.66, size * 1.2, size * 0.42, hx.id,
               size=5.2 * size / 8.5, min_size=3.5, align="center", color=ink)  # fmt: skip
    _heavy_edges(s, track, at, size)
    _rose(s, SIDE + 20, h - BOTTOM / 2, 12)
    _legend(s, w, h)
    for piece in row.get("pieces", ()) or ():
        _chariot(s, track, at, size, piece)


def _heavy_edges(s: Sketch, track: Track, at: At, size: float) -> None:
    """The start area's outline, and the finish area's heavy line: every edge of it but
    those it shares with the upper straightaway (the only way in)."""
    for i, hx in enumerate(track.hexes):
        if not (hx.start or hx.section == "finish"):
            continue
        cx, cy = at(hx)
        pts = corners(cx, cy, size)
        for k, (name, _, _) in enumerate(DIRECTIONS):
            j = track.step(i, k)
            other = track.hexes[j] if j is not None else None
            if hx.start:
                heavy = other is None or not other.start
            else:
                heavy = other is not None and other.section != "finish" and other.r != -1
            if heavy:
                a, b = EDGE[name]
                s.line(*pts[a], *pts[b], stroke="#1a1a1a", width=1.1 if hx.start else 1.6)


def _rose(s: Sketch, cx: float, cy: float, r: float) -> None:
    """The six straight lines a card may move along, as on the reference card."""
    s.ellipse(cx, cy, r + 5.5, r + 5.5, fill="#f4ecd8", stroke="#5a4630", width=0.4)
    s.icon("hex-rose", cx - r, cy - r, 2 * r)
    for name, dq, dr in DIRECTIONS:
        x = math.sqrt(3) * (dq + dr / 2)
        y = 1.5 * dr
        n = math.hypot(x, y)
        lx, ly = cx + x / n * (r + 1.2), cy + y / n * (r + 1.2)
        s.text(lx - 4, ly - 2, 8, 4, name, size=6, min_size=4, align="center", font="bold")


LEGEND = (
    (N_("straight"), STRAIGHT),
    (N_("transition zone"), TRANSITION),
    (N_("start area"), START),
    (N_("finish area"), FINISH),
)


def _legend(s: Sketch, w: float, h: float) -> None:
    """The four grounds in a row, right of the middle (no sheet join cuts a label)."""
    ly = h - BOTTOM / 2 - 4
    x0 = w - SIDE - 4 * 44
    for i, (label, fill) in enumerate(LEGEND):
        x = x0 + i * 44
        s.rect(x, ly, 10, 8, fill=fill, stroke="#5a4630", width=0.3)
        s.text(x + 12, ly + 1, 31, 6.5, label, keep=True, size=8, min_size=5)


def _chariot(
    s: Sketch,
    track: Track,
    at: At,
    size: float,
    piece: Mapping[str, Any],
) -> None:
    i = track.by_id.get(str(piece.get("hex", "")))
    if i is None:
        return
    cx, cy = at(track.hexes[i])
    colour = str(piece.get("colour", "ink"))
    bw, bh = size * 1.05, size * 0.8
    if piece.get("moving"):
        s.ellipse(cx, cy + 1, size * 0.86, size * 0.86, stroke="#d4a017", width=1.2)
    s.rect(cx - bw / 2, cy - bh / 2 + 1, bw, bh, fill=colour, stroke="#1a1a1a", width=0.4,
           radius=0.8)  # fmt: skip
    s.text(cx - bw / 2, cy - bh / 2 + 1, bw, bh, str(piece.get("number", "")), font="title",
           size=9, min_size=5, align="center", valign="middle", color="paper")  # fmt: skip


DIAGRAMS: dict[str, Diagram] = {"circus-track": circus_track}
