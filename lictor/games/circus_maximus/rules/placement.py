"""Circus Maximus, placement: the order in which the chariots are placed in the start
area (Setup), each placement checked and applied, and round 1's movement order once every
chariot stands."""

from __future__ import annotations

from lictor.games.circus_maximus.rules import ref
from lictor.games.circus_maximus.rules.order import (
    movement_order,
)
from lictor.games.circus_maximus.rules.state import (
    NOWHERE,
    State,
    chariot_name,
    seat_of,
)
from lictor.games.circus_maximus.track import Track
from lictor.i18n import t
from lictor.rules.fast import replace
from lictor.rules.game import (
    Event,
)
from lictor.rules.violation import Violation

SETUP = ref("Setup")
ORDER = ref("Movement Order")


def placement_order(seats: int, first: int) -> tuple[int, ...]:
    """Clockwise from the first player for the first chariots; then counterclockwise twice,
    each time starting with the player who placed the last first chariot (Setup)."""
    clockwise = [(first + i) % seats for i in range(seats)]
    back = list(reversed(clockwise))
    return tuple(clockwise + back + back)


class Placement:
    """The placement rules of ``CircusGame`` (its track, its chariots' names)."""

    track: Track

    def _name(self, s: State, c: int) -> str:
        return chariot_name(s.colours, c)

    def _player(self, s: State, c: int) -> str:
        return f"{s.names[seat_of(c)]} ({t(s.colours[seat_of(c)])})"

    def _next_label(self, s: State, seat: int) -> int:
        """The player's chariot to place next: they are named I, II, III as placed."""
        return next(o for o in range(3 * seat, 3 * seat + 3) if s.hexes[o] == NOWHERE)

    def _check_place(self, s: State, c: int, hex_: int) -> list[Violation]:
        name = chariot_name(s.colours, c)
        if s.placed:
            return [Violation("placed", t("every chariot is already placed"), SETUP)]
        seat = s.placing[s.turn]
        if seat_of(c) != seat:
            return [
                Violation(
                    "not-your-placement",
                    t(
                        "{player} ({colour}) places now, not {other}",
                        player=s.names[seat],
                        colour=t(s.colours[seat]),
                        other=s.names[seat_of(c)],
                    ),
                    SETUP,
                    t(
                        "first chariots clockwise from the first player, then "
                        "counterclockwise twice from the last of them"
                    ),
                )
            ]
        if s.hexes[c] != NOWHERE:
            where = self.track.hexes[s.hexes[c]].id
            return [
                Violation(
                    "placed", t("{chariot} is already on {hex}", chariot=name, hex=where), SETUP
                )
            ]
        first = self._next_label(s, seat)
        if c != first:
            return [
                Violation(
                    "label-order",
                    t(
                        "{first} is placed before {chariot}",
                        first=chariot_name(s.colours, first),
                        chariot=name,
                    ),
                    SETUP,
                    t(
                        "lictor names a player's chariots in the order they are placed (I, II, "
                        "III on the labels)"
                    ),
                )
            ]
        h = self.track.hexes[hex_]
        if not h.start:
            return [
                Violation(
                    "start-area",
                    t("{hex} is not in the start area", hex=h.id),
                    SETUP,
                    t("the 15 hexes in the heavy outline: A1-A3, B1-B3, C1-C3, D1-D3, E1-E3"),
                )
            ]
        if hex_ in s.hexes:
            who = chariot_name(s.colours, s.hexes.index(hex_))
            return [
                Violation(
                    "occupied", t("{hex} is taken by {chariot}", hex=h.id, chariot=who), SETUP
                )
            ]
        return []

    def _place(self, s: State, c: int, hex_: int) -> tuple[State, list[Event]]:
        h = self.track.hexes[hex_]
        hexes = tuple(hex_ if i == c else x for i, x in enumerate(s.hexes))
        progress = tuple(h.along if i == c else p for i, p in enumerate(s.progress))
        s = replace(s, hexes=hexes, progress=progress, turn=s.turn + 1)
        events = [
            Event(
                t("{chariot} is placed on {hex}", chariot=self._name(s, c), hex=h.id), SETUP.section
            )
        ]
        if s.turn < len(s.placing):
            return s, events
        s = replace(s, round=1, turn=0)
        s = replace(s, order=movement_order(self.track, s))
        events.append(Event(t("Every chariot is placed: round 1 begins"), ORDER.section))
        return s, events
