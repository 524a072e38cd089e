"""The Circus Maximus board, drawn from the track geometry (track.py)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from lictor.games.circus_maximus.track import build_track
from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

FILLS = {
    "upper": "#d9c7a0",
    "lower": "#d9c7a0",
    "left-turn": "#a98b5c",
    "right-turn": "#a98b5c",
    "finish": "#f6ecd0",
}


def circus_track(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    del row
    spec = data["track"]
    track = build_track(int(spec["spina"]), int(spec["lanes"]), int(spec["start_depth"]))
    size = float(spec["hex_mm"])
    w, h = s.size.w, s.size.h
    s.rect(0, 0, w, h, fill="#7fa36b")
    xs = [hx.centre(size)[0] for hx in track.hexes]
    ys = [hx.centre(size)[1] for hx in track.hexes]
    ox = (w - (max(xs) - min(xs))) / 2 - min(xs)
    oy = (h - (max(ys) - min(ys))) / 2 - min(ys) + 6
    s.text(8, 5, 200, 11, N_("Circus Maximus"), font="title", size=18, min_size=9)
    s.text(
        8,
        15,
        260,
        6,
        N_(
            "Track reconstructed by lictor: 11 finish hexes, 190 track hexes in 5 "
            "lanes, start area of 15 - the rulebook does not print the board"
        ),
        font="italic",
        size=6.5,
        min_size=4.5,
        color="#2b2b2b",
    )

    def corners(cx: float, cy: float) -> list[tuple[float, float]]:
        return [
            (
                cx + size * math.cos(math.radians(60 * k - 30)),
                cy + size * math.sin(math.radians(60 * k - 30)),
            )
            for k in range(6)
        ]

    for hx in track.hexes:
        cx, cy = hx.centre(size)
        cx, cy = cx + ox, cy + oy
        fill = "#e7d9b8" if hx.start else FILLS[hx.section]
        s.poly(corners(cx, cy), fill=fill, stroke="#5a4630", width=0.35)
        if hx.section == "finish":
            s.icon("prestige", cx - size * 0.45, cy - size * 0.45, size * 0.9)
    # the start area's heavy outline: its hexes' outer corners
    for hx in track.hexes:
        if hx.start:
            cx, cy = hx.centre(size)
            s.poly(corners(cx + ox, cy + oy), stroke="#1a1a1a", width=0.9)
    # the finish area may be entered only from the upper straight: heavy line elsewhere
    first, last = track.finish[0], track.finish[-1]
    fx1, fy = first.centre(size)
    fx2, _ = last.centre(size)
    y_low = fy + oy + size * 0.5
    s.line(
        fx1 + ox - size,
        y_low + size * 0.4,
        fx2 + ox + size,
        y_low + size * 0.4,
        stroke="#1a1a1a",
        width=1.6,
    )
    s.line(
        fx1 + ox - size,
        fy + oy - size * 0.5,
        fx1 + ox - size,
        y_low + size * 0.4,
        stroke="#1a1a1a",
        width=1.6,
    )
    s.line(
        fx2 + ox + size,
        fy + oy - size * 0.5,
        fx2 + ox + size,
        y_low + size * 0.4,
        stroke="#1a1a1a",
        width=1.6,
    )
    # legend
    ly = h - 12
    for i, (label, fill) in enumerate(
        (
            (N_("straight"), "#d9c7a0"),
            (N_("turn"), "#a98b5c"),
            (N_("start area"), "#e7d9b8"),
            (N_("finish area"), "#f6ecd0"),
        )
    ):
        x = 10 + i * 60
        s.rect(x, ly, 8, 6, fill=fill, stroke="#5a4630", width=0.3)
        s.text(x + 10, ly + 0.5, 48, 5.5, label, size=7, min_size=5)
    s.text(
        w - 150,
        ly,
        142,
        6,
        N_("Race counterclockwise; enter the finish area only from the upper straight"),
        size=7,
        min_size=5,
        align="right",
    )


DIAGRAMS: dict[str, Diagram] = {"circus-track": circus_track}
