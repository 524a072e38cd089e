"""One card's move: exactly its value in one straight line over free hexes, or into the
finish area (from the upper straightaway, after a full lap), which ends the move."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.games.circus_maximus.rules import ref
from lictor.games.circus_maximus.rules.state import State, chariot_name
from lictor.games.circus_maximus.track import DIRECTIONS, Track
from lictor.rules.violation import Violation

MOVING = ref("Moving Chariots")
FINISH = ref("End of the Race")


@dataclass(frozen=True)
class Path:
    hexes: tuple[int, ...]  # the hexes entered, in order
    direction: int
    gained: float  # progress along the track
    finish: bool  # it ends in the finish area


def occupant(s: State, hex_: int) -> int | None:
    for c in s.chariots():
        if s.hexes[c] == hex_:
            return c
    return None


def trace(
    track: Track, s: State, c: int, direction: int, steps: int
) -> tuple[Path | None, Violation | None, int]:
    """Walk ``steps`` hexes from chariot ``c``'s hex; the path, or why not and at which step."""
    here = s.hexes[c]
    entered: list[int] = []
    gained = 0.0
    for i in range(1, steps + 1):
        nxt = track.step(here, direction)
        way = DIRECTIONS[direction][0]
        if nxt is None:
            return (
                None,
                Violation(
                    "off-track",
                    f"{steps} hexes {way} from {track.hexes[s.hexes[c]].id} leave the track "
                    f"after {track.hexes[here].id}",
                    MOVING,
                    "a chariot moves only over the track's hexes",
                ),
                i,
            )
        h = track.hexes[nxt]
        who = occupant(s, nxt)
        if h.section == "finish":
            if track.hexes[here].r != -1:
                return (
                    None,
                    Violation(
                        "heavy-line",
                        f"{track.hexes[here].id} to {h.id} crosses the heavy line around the "
                        "finish area",
                        FINISH,
                        "the finish area is entered only from the upper straightaway",
                    ),
                    i,
                )
            total = s.progress[c] + gained
            if total < track.loop:
                return (
                    None,
                    Violation(
                        "no-lap",
                        f"{chariot_name(s.colours, c)} has not done its lap "
                        f"({lap_percent(track, total)}% of it)",
                        FINISH,
                        "a chariot enters the finish area only after a full counterclockwise "
                        "lap, never by doubling back",
                    ),
                    i,
                )
            if who is not None:
                return (
                    None,
                    Violation(
                        "occupied",
                        f"{h.id} is taken by {chariot_name(s.colours, who)}",
                        MOVING,
                        "a chariot moves only onto free hexes",
                    ),
                    i,
                )
            entered.append(nxt)
            return Path(tuple(entered), direction, gained, True), None, i
        if who is not None:
            return (
                None,
                Violation(
                    "occupied",
                    f"the path {way} from {track.hexes[s.hexes[c]].id} runs into {h.id}, taken "
                    f"by {chariot_name(s.colours, who)}",
                    MOVING,
                    "a chariot moves only over free hexes",
                ),
                i,
            )
        gained += track.delta(here, nxt)
        entered.append(nxt)
        here = nxt
    return Path(tuple(entered), direction, gained, False), None, steps


def lap_percent(track: Track, progress: float) -> int:
    return max(0, min(100, int(100 * progress / track.loop)))


def to_target(
    track: Track, s: State, c: int, card: int, target: int
) -> tuple[Path | None, Violation | None]:
    """The path of ``move c card target``, or the rule it breaks."""
    start = track.hexes[s.hexes[c]]
    goal = track.hexes[target]
    if target == s.hexes[c]:
        return None, Violation(
            "no-move",
            f"{chariot_name(s.colours, c)} is on {goal.id} already",
            MOVING,
            f"to spend the card without moving: stay {chariot_name(s.colours, c)} {card}",
        )
    line = track.line(s.hexes[c], target)
    if line is None:
        return None, Violation(
            "bent-path",
            f"{start.id} to {goal.id} is not a straight line",
            MOVING,
            "one card moves a chariot in one of the six directions of the rose, no zig-zag",
        )
    direction, dist = line
    if dist > card:
        return None, Violation(
            "too-far",
            f"{goal.id} is {dist} hexes from {start.id}; the card moves {card}",
            MOVING,
        )
    path, bad, step = trace(track, s, c, direction, card)
    if bad is not None and step <= dist:
        return None, bad
    if path is not None and path.finish:
        stop = track.hexes[path.hexes[-1]]
        if len(path.hexes) == dist:
            return path, None
        return None, Violation(
            "finish-stops",
            f"the path enters the finish area at {stop.id}, and entering it ends the move",
            FINISH,
            f"move {chariot_name(s.colours, c)} {card} {stop.id}",
        )
    if dist < card:
        return None, Violation(
            "partial-move",
            f"{goal.id} is {dist} {'hex' if dist == 1 else 'hexes'} from {start.id}; all "
            f"{card} points of the card must be used",
            MOVING,
            f"move the full {card}, or spend the card without moving: "
            f"stay {chariot_name(s.colours, c)} {card}",
        )
    assert path is not None and path.hexes[-1] == target
    return path, None
