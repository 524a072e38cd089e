"""Hannibal vs Rome, movement: a turn's one action - a legion, Hannibal or a fleet moved
(by land, or by convoy over a sea route the side's fleets hold), a legion exchanged for a
fleet, or a pass - checked and applied; entering an enemy-held province opens a conflict,
and the turn ends with the dominance check."""

from __future__ import annotations

from lictor.games.hannibal.rules.board import Board
from lictor.games.hannibal.rules.common import (
    CONFLICT,
    MOVE,
    SEQ,
    VICTORY,
    _replace,
    _side_set,
)
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    DRAW,
    ENGAGE_HANNIBAL,
    ENGAGE_LEGION,
    ENGAGE_NONE,
    ENGAGE_PENDING,
    Action,
    Conflict,
    Exchange,
    Move,
    Pass,
    State,
)
from lictor.rules.game import Event
from lictor.rules.violation import Violation


class Movement:
    """The movement rules of ``HannibalGame`` (its board, its sides' names)."""

    board: Board
    open_discards: bool = False  # the table's option: played cards set aside face up

    def _name(self, side: int) -> str:
        return self.board.sides[side].name

    def _reaches(self, s: State, side: int, src: int, dst: int) -> bool:
        if self.board.adjacent(src, dst):
            return True
        route = self.board.route_between(src, dst)
        return route is not None and s.fleets[side][route] > 0

    def _check_move(self, s: State, a: Action) -> list[Violation]:
        b = self.board
        c = s.conflict
        if c is not None:
            where = b.route_name(c.where) if c.sea else b.provinces[c.where]
            return [
                Violation(
                    "conflict-pending",
                    f"the conflict in {where} must be resolved first",
                    CONFLICT,
                    "both sides choose a card: card rome|carthage N",
                )
            ]
        side, other = s.turn, 1 - s.turn
        if isinstance(a, Pass):
            return []
        if isinstance(a, Exchange):
            if sum(s.fleets[side]):
                return [
                    Violation(
                        "fleets-left",
                        f"{self._name(side)} still has fleets",
                        SEQ,
                        "a legion is exchanged only when all of one's fleets are gone",
                    )
                ]
            if not s.legions[side][a.province]:
                return self._whose(s, a.province, "legion", side, other)
            return []
        assert isinstance(a, Move)
        if a.src == a.dst:
            return [Violation("no-move", "a move must go somewhere else", MOVE)]
        if a.unit == "fleet":
            if not s.fleets[side][a.src]:
                if s.fleets[other][a.src]:
                    return [self._out_of_turn(side)]
                return [
                    Violation(
                        "no-unit", f"no {self._name(side)} fleet on {b.route_name(a.src)}", MOVE
                    )
                ]
            return []
        if a.unit == "hannibal":
            if side != CARTHAGE:
                return [self._out_of_turn(side)]
            if s.hannibal != a.src:
                where = b.provinces[s.hannibal] if s.hannibal >= 0 else "out of the game"
                return [
                    Violation(
                        "no-unit",
                        f"Hannibal's legion is not in {b.provinces[a.src]} (it is {where})",
                        MOVE,
                    )
                ]
            if a.dst in b.islands:
                return [
                    Violation(
                        "hannibal-island",
                        f"Hannibal's legion may not enter {b.provinces[a.dst]}",
                        MOVE,
                        "he never goes to Corsica, Sardinia or Sicilia",
                    )
                ]
        elif not s.legions[side][a.src]:
            return self._whose(s, a.src, "legion", side, other)
        if not self._reaches(s, side, a.src, a.dst):
            route = b.route_between(a.src, a.dst)
            why = (
                "no friendly fleet is on that sea route to convoy it"
                if route is not None
                else "they do not border each other and no sea route joins them"
            )
            return [
                Violation(
                    "not-adjacent",
                    f"{b.provinces[a.src]} to {b.provinces[a.dst]}: {why}",
                    MOVE,
                    "move to a bordering province, or by convoy",
                )
            ]
        return []

    def _out_of_turn(self, side: int) -> Violation:
        return Violation(
            "out-of-turn",
            f"it is {self._name(side)}'s turn",
            SEQ,
            "players alternate turns, one action each",
        )

    def _whose(self, s: State, p: int, unit: str, side: int, other: int) -> list[Violation]:
        if s.legions[other][p] or (other == CARTHAGE and s.hannibal == p):
            return [self._out_of_turn(side)]
        return [
            Violation("no-unit", f"no {self._name(side)} {unit} in {self.board.provinces[p]}", MOVE)
        ]

    def _apply_move(self, s: State, a: Action) -> tuple[State, list[Event]]:
        b = self.board
        events: list[Event] = []
        if isinstance(a, Pass):
            passes = s.passes + 1
            if passes >= 2:
                events.append(
                    Event("Both players passed in succession: the game is a draw", VICTORY.section)
                )
                return _replace(
                    s, passes=passes, outcome=DRAW, reason="both players passed in succession"
                ), events
            events.append(Event(f"{self._name(s.turn)} passes", SEQ.section))
            return self._end_turn(_replace(s, passes=passes), events)
        side, other = s.turn, 1 - s.turn
        if isinstance(a, Exchange):
            home = b.sides[side].home_route
            s = _replace(
                s,
                passes=0,
                legions=_side_set(s.legions, side, a.province, -1),
                fleets=_side_set(s.fleets, side, home, +1),
            )
            events.append(
                Event(
                    f"{self._name(side)} exchanges a legion in "
                    f"{b.provinces[a.province]} for a fleet on {b.route_name(home)}",
                    SEQ.section,
                )
            )
            if s.fleets[other][home]:
                return self._start(s, True, home, events)
            return self._end_turn(s, events)
        assert isinstance(a, Move)
        if a.unit == "fleet":
            s = _replace(
                s, passes=0, fleets=_side_set(_side_set(s.fleets, side, a.src, -1), side, a.dst, 1)
            )
            events.append(
                Event(
                    f"{self._name(side)} moves a fleet from {b.route_name(a.src)} to "
                    f"{b.route_name(a.dst)}",
                    MOVE.section,
                )
            )
            if s.fleets[other][a.dst]:
                return self._start(s, True, a.dst, events)
            return self._end_turn(s, events)
        if a.unit == "hannibal":
            s = _replace(s, passes=0, hannibal=a.dst)
        else:
            s = _replace(
                s,
                passes=0,
                legions=_side_set(_side_set(s.legions, side, a.src, -1), side, a.dst, 1),
            )
        who = "Hannibal's legion" if a.unit == "hannibal" else f"a {self._name(side)} legion"
        how = "" if b.adjacent(a.src, a.dst) else " by convoy"
        events.append(
            Event(
                f"{who} moves from {b.provinces[a.src]} to {b.provinces[a.dst]}{how}", MOVE.section
            )
        )
        if a.dst == b.sides[other].capital:
            events.append(
                Event(
                    f"{self._name(side)} enters {b.provinces[a.dst]}, the enemy "
                    f"capital: {self._name(side)} wins",
                    VICTORY.section,
                )
            )
            return _replace(s, outcome=side, reason=f"entered {b.provinces[a.dst]}"), events
        if self._land_units(s, other, a.dst):
            return self._start(s, False, a.dst, events)
        return self._end_turn(s, events)

    def _land_units(self, s: State, side: int, p: int) -> int:
        return s.legions[side][p] + (1 if side == CARTHAGE and s.hannibal == p else 0)

    def _engagement(self, s: State, where: int) -> int:
        if s.hannibal != where:
            return ENGAGE_LEGION
        return ENGAGE_PENDING if s.legions[CARTHAGE][where] else ENGAGE_HANNIBAL

    def _start(
        self, s: State, sea: bool, where: int, events: list[Event]
    ) -> tuple[State, list[Event]]:
        engaged = ENGAGE_NONE if sea else self._engagement(s, where)
        name = self.board.route_name(where) if sea else self.board.provinces[where]
        events.append(
            Event(
                f"{'Naval conflict' if sea else 'Conflict'} in {name}: each side "
                "chooses a card in secret",
                CONFLICT.section,
            )
        )
        return _replace(s, conflict=Conflict(sea, where, s.turn, 1, engaged, (0, 0))), events

    def _occupies(self, s: State, side: int, p: int) -> bool:
        return self._land_units(s, side, p) > 0

    def _end_turn(self, s: State, events: list[Event]) -> tuple[State, list[Event]]:
        side = s.turn
        info = self.board.sides[side]
        if all(any(self._occupies(s, side, p) for p in group) for group in info.dominance):
            events.append(
                Event(
                    f"{info.name} dominates the Mediterranean at the end of its turn: "
                    f"{info.name} wins",
                    VICTORY.section,
                )
            )
            return _replace(s, outcome=side, reason="dominance", turns=s.turns + 1), events
        return _replace(s, turn=1 - side, turns=s.turns + 1), events
