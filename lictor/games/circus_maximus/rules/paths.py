"""One card's move: exactly its value in one straight line over free hexes, or into the
finish area (from the upper straightaway, after a full lap), which ends the move."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.games.circus_maximus.rules import ref
from lictor.games.circus_maximus.rules.state import State, chariot_name
from lictor.games.circus_maximus.track import DIRECTIONS, Track
from lictor.i18n import t, tn
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
    """The chariot on ``hex_`` (the first, in chariot order), or None."""
    global _OCCUPIED
    kept = _OCCUPIED
    if kept[0] is not s.hexes or kept[1] != s.seats:
        index: dict[int, int] = {}
        for c in s.chariots():
            index.setdefault(s.hexes[c], c)
        kept = (s.hexes, s.seats, index)
        _OCCUPIED = kept
    return kept[2].get(hex_)


# the chariots' hexes last asked about (that very tuple, kept alive here), the seats, and
# which chariot is on each hex: a listing walks every card in every direction, asking at
# each hex (issue 27); one tuple, so a thread never reads another's half-made index
_OCCUPIED: tuple[object, int, dict[int, int]] = (None, 0, {})


def trace(
    track: Track, s: State, c: int, direction: int, steps: int, why: bool = True
) -> tuple[Path | None, Violation | None, int]:
    """Walk ``steps`` hexes from chariot ``c``'s hex; the path, or why not and at which step.
    With ``why`` False a blocked path says no why (None): the listing, which tries every
    card in every direction, reads only whether a path is there (issue 27)."""
    here = s.hexes[c]
    entered: list[int] = []
    gained = 0.0
    for i in range(1, steps + 1):
        nxt = track.step(here, direction)
        way = DIRECTIONS[direction][0]
        if nxt is None and not why:
            return None, None, i
        if nxt is None:
            return (
                None,
                Violation(
                    "off-track",
                    tn(
                        "{n} hexes {way} from {start} leave the track after {hex}",
                        "{n} hexes {way} from {start} leave the track after {hex}",
                        steps,
                        way=t(way),
                        start=track.hexes[s.hexes[c]].id,
                        hex=track.hexes[here].id,
                    ),
                    MOVING,
                    t("a chariot moves only over the track's hexes"),
                ),
                i,
            )
        h = track.hexes[nxt]
        who = occupant(s, nxt)
        if not why and (
            who is not None
            or (
                h.section == "finish"
                and (track.hexes[here].r != -1 or s.progress[c] + gained < track.loop)
            )
        ):
            return None, None, i
        if h.section == "finish":
            if track.hexes[here].r != -1:
                return (
                    None,
                    Violation(
                        "heavy-line",
                        t(
                            "{start} to {hex} crosses the heavy line around the finish area",
                            start=track.hexes[here].id,
                            hex=h.id,
                        ),
                        FINISH,
                        t("the finish area is entered only from the upper straightaway"),
                    ),
                    i,
                )
            total = s.progress[c] + gained
            if total < track.loop:
                return (
                    None,
                    Violation(
                        "no-lap",
                        t(
                            "{chariot} has not done its lap ({percent}% of it)",
                            chariot=chariot_name(s.colours, c),
                            percent=lap_percent(track, total),
                        ),
                        FINISH,
                        t(
                            "a chariot enters the finish area only after a full counterclockwise "
                            "lap, never by doubling back"
                        ),
                    ),
                    i,
                )
            if who is not None:
                return (
                    None,
                    Violation(
                        "occupied",
                        t(
                            "{hex} is taken by {chariot}",
                            hex=h.id,
                            chariot=chariot_name(s.colours, who),
                        ),
                        MOVING,
                        t("a chariot moves only onto free hexes"),
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
                    t(
                        "the path {way} from {start} runs into {hex}, taken by {chariot}",
                        way=t(way),
                        start=track.hexes[s.hexes[c]].id,
                        hex=h.id,
                        chariot=chariot_name(s.colours, who),
                    ),
                    MOVING,
                    t("a chariot moves only over free hexes"),
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
            t("{chariot} is on {hex} already", chariot=chariot_name(s.colours, c), hex=goal.id),
            MOVING,
            t(
                "to spend the card without moving: stay {chariot} {card}",
                chariot=chariot_name(s.colours, c),
                card=card,
            ),
        )
    line = track.line(s.hexes[c], target)
    if line is None:
        return None, Violation(
            "bent-path",
            t("{start} to {hex} is not a straight line", start=start.id, hex=goal.id),
            MOVING,
            t("one card moves a chariot in one of the six directions of the rose, no zig-zag"),
        )
    direction, dist = line
    if dist > card:
        return None, Violation(
            "too-far",
            tn(
                "{hex} is {n} hexes from {start}; the card moves {card}",
                "{hex} is {n} hexes from {start}; the card moves {card}",
                dist,
                hex=goal.id,
                start=start.id,
                card=card,
            ),
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
            t(
                "the path enters the finish area at {hex}, and entering it ends the move",
                hex=stop.id,
            ),
            FINISH,
            f"move {chariot_name(s.colours, c)} {card} {stop.id}",
        )
    if dist < card:
        return None, Violation(
            "partial-move",
            tn(
                "{hex} is {n} hex from {start}; all {card} points of the card must be used",
                "{hex} is {n} hexes from {start}; all {card} points of the card must be used",
                dist,
                hex=goal.id,
                start=start.id,
                card=card,
            ),
            MOVING,
            t(
                "move the full {card}, or spend the card without moving: stay {chariot} {card}",
                card=card,
                chariot=chariot_name(s.colours, c),
            ),
        )
    assert path is not None and path.hexes[-1] == target
    return path, None
