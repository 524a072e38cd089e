"""The Circus Maximus track as data: hexes, lanes, sections, ids, start and finish areas.

The rulebook gives the track's rules but not its geometry; this reconstruction follows
them: a central row of finish hexes (the spina), the track the hexes 1 to 5 steps around
it (five lanes), a start area of 3 x 5 hexes at the upper right. The four sections are
the two halves of the track (the straightaways, their bends included) and the two rows
of hexes that continue the spina's axis at each end (the transition zones, one hex a
lane). The same data serves the printed board and the referee.

Every hex has a short id printed on the board: a lane letter (A inside to E outside) and
its number along the lane counted in the race's direction from the start line, or F1 to
F11 in the finish area (F1 nearest the start area).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Literal

Section = Literal["finish", "upper", "lower", "left-turn", "right-turn"]

# The six straight directions of pointy-top hexes (axial dq, dr), as the rose shows them;
# "north" is the top of the printed board.
DIRECTIONS: tuple[tuple[str, int, int], ...] = (
    ("E", 1, 0),
    ("NE", 1, -1),
    ("NW", 0, -1),
    ("W", -1, 0),
    ("SW", -1, 1),
    ("SE", 0, 1),
)
RHO = 3.0  # the bends' nominal radius (hex widths): only scales progress in a bend


@dataclass(frozen=True)
class Hex:
    q: int  # axial coordinates (pointy-top hexes)
    r: int
    lane: int  # 0 for the finish area, 1 (inside) to 5 (outside) on the track
    section: Section
    start: bool
    id: str = ""
    along: float = 0.0  # distance along the track from the start line, 0 <= along < loop

    def centre(self, size: float) -> tuple[float, float]:
        """Centre in mm, for hexes of ``size`` (centre to corner), y down."""
        return size * math.sqrt(3) * (self.q + self.r / 2), size * 1.5 * self.r

    @property
    def x(self) -> float:
        """Centre's x in hex widths: the spina runs from 0 to its length - 1."""
        return self.q + self.r / 2


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

    @property
    def loop(self) -> float:
        """One lap's length along the track, in the units of ``Hex.along``."""
        return 2 * (self.spina - 1) + 2 * math.pi * RHO

    @cached_property
    def index(self) -> dict[tuple[int, int], int]:
        return {(h.q, h.r): i for i, h in enumerate(self.hexes)}

    @cached_property
    def by_id(self) -> dict[str, int]:
        return {h.id: i for i, h in enumerate(self.hexes)}

    def at(self, q: int, r: int) -> int | None:
        return self.index.get((q, r))

    def step(self, i: int, direction: int) -> int | None:
        """The hex next to hex ``i`` in a direction (index into DIRECTIONS), if on the board."""
        h = self.hexes[i]
        _, dq, dr = DIRECTIONS[direction]
        return self.at(h.q + dq, h.r + dr)

    def line(self, a: int, b: int) -> tuple[int, int] | None:
        """(direction, distance) from hex ``a`` to hex ``b`` along a straight line, or None."""
        ha, hb = self.hexes[a], self.hexes[b]
        dq, dr = hb.q - ha.q, hb.r - ha.r
        for k, (_, uq, ur) in enumerate(DIRECTIONS):
            n = max(abs(dq), abs(dr))
            if n and (dq, dr) == (uq * n, ur * n):
                return k, n
        return None

    def delta(self, a: int, b: int) -> float:
        """Signed progress from hex ``a`` to a neighbouring track hex ``b`` (forward > 0)."""
        d = self.hexes[b].along - self.hexes[a].along
        half = self.loop / 2
        if d > half:
            d -= self.loop
        elif d < -half:
            d += self.loop
        return d


def _distance(q1: int, r1: int, q2: int, r2: int) -> int:
    return (abs(q1 - q2) + abs(r1 - r2) + abs((q1 + r1) - (q2 + r2))) // 2


def _along(x: float, r: int, length: float) -> float:
    """Distance along the track from the start line (the upper side, over the spina's
    right end), counterclockwise as printed: left along the top, right along the bottom."""
    y = r * math.sqrt(3) / 2
    if x < 0:  # the left bend: the angle from straight up, turning left then down
        return length + math.atan2(-x, -y) * RHO
    if x > length:  # the right bend: the angle from straight down, turning right then up
        return 2 * length + math.pi * RHO + math.atan2(x - length, y) * RHO
    if r < 0:
        return length - x
    return length + math.pi * RHO + x


@lru_cache(maxsize=8)
def build_track(spina: int = 11, lanes: int = 5, start_depth: int = 3) -> Track:
    raw = []
    length = spina - 1
    for r in range(-lanes, lanes + 1):
        for q in range(-lanes - lanes, spina + lanes + 1):
            lane = min(_distance(q, r, i, 0) for i in range(spina))
            if lane > lanes:
                continue
            x = q + r / 2
            if lane == 0:
                section: Section = "finish"
            elif r == 0:
                section = "left-turn" if x < 0 else "right-turn"
            else:
                section = "upper" if r < 0 else "lower"
            along = 0.0 if lane == 0 else round(_along(x, r, length), 9)
            raw.append((q, r, lane, section, x, along))
    starts = set()
    for lane_r in range(-lanes, 0):  # the upper straight's lanes, right end
        row = sorted((x, q) for q, r, lane, sec, x, _ in raw if r == lane_r and 0 <= x <= length)
        for _, q in row[-start_depth:]:
            starts.add((q, lane_r))
    ids: dict[tuple[int, int], str] = {}
    for lane in range(1, lanes + 1):
        ring = sorted((a, q, r) for q, r, ln, _, _, a in raw if ln == lane)
        for n, (_, q, r) in enumerate(ring, 1):
            ids[(q, r)] = f"{'ABCDEFGHIJ'[lane - 1]}{n}"
    finish = sorted(((-x, q, r) for q, r, ln, _, x, _ in raw if ln == 0))
    for n, (_, q, r) in enumerate(finish, 1):
        ids[(q, r)] = f"F{n}" if lanes < 6 else f"Z{n}"
    out = tuple(
        Hex(q, r, lane, sec, (q, r) in starts, ids[(q, r)], along)
        for q, r, lane, sec, _, along in raw
    )
    return Track(spina, lanes, out)
