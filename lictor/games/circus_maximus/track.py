"""The Circus Maximus track as data: hexes, lanes, sections, start area and finish area.

The rulebook gives the track's rules but not its geometry; this reconstruction follows
them: a central row of finish hexes (the spina), the track the hexes 1 to 5 steps around
it (five lanes), a start area of 3 x 5 hexes at the upper right, four sections (two
straights and two turns). The same data serves the printed board and a future referee.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

Section = Literal["finish", "upper", "lower", "left-turn", "right-turn"]


@dataclass(frozen=True)
class Hex:
    q: int  # axial coordinates (pointy-top hexes)
    r: int
    lane: int  # 0 for the finish area, 1 (inside) to 5 (outside) on the track
    section: Section
    start: bool

    def centre(self, size: float) -> tuple[float, float]:
        """Centre in mm, for hexes of ``size`` (centre to corner), y down."""
        return size * math.sqrt(3) * (self.q + self.r / 2), size * 1.5 * self.r


@dataclass(frozen=True)
class Track:
    spina: int
    lanes: int
    hexes: tuple[Hex, ...]

    @property
    def finish(self) -> tuple[Hex, ...]:
        return tuple(h for h in self.hexes if h.section == "finish")

    @property
    def track(self) -> tuple[Hex, ...]:
        return tuple(h for h in self.hexes if h.section != "finish")


def _distance(q1: int, r1: int, q2: int, r2: int) -> int:
    return (abs(q1 - q2) + abs(r1 - r2) + abs((q1 + r1) - (q2 + r2))) // 2


@lru_cache(maxsize=8)
def build_track(spina: int = 11, lanes: int = 5, start_depth: int = 3) -> Track:
    hexes = []
    for r in range(-lanes, lanes + 1):
        for q in range(-lanes - lanes, spina + lanes + 1):
            lane = min(_distance(q, r, i, 0) for i in range(spina))
            if lane > lanes:
                continue
            # x of this hex, in hex widths, against the spina's ends
            x = q + r / 2
            if lane == 0:
                section: Section = "finish"
            elif x < -0.01:
                section = "left-turn"
            elif x > spina - 1 + 0.01:
                section = "right-turn"
            else:
                section = "upper" if r < 0 else "lower"
            hexes.append((q, r, lane, section, x))
    starts = set()
    for lane_r in range(-lanes, 0):  # the upper straight's lanes
        row = sorted((x, q) for q, r, lane, sec, x in hexes if r == lane_r and sec == "upper")
        for _, q in row[-start_depth:]:
            starts.add((q, lane_r))
    out = tuple(Hex(q, r, lane, sec, (q, r) in starts) for q, r, lane, sec, _ in hexes)
    return Track(spina, lanes, out)
