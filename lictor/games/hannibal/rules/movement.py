"""Hannibal vs Rome, movement: a turn's one action - a legion, Hannibal or a fleet moved
(by land, or by convoy over a sea route the side's fleets hold), a legion exchanged for a
fleet, or a pass - checked and applied; entering an enemy-held province opens a conflict,
and the turn ends with the dominance check."""

from __future__ import annotations

from lictor.games.hannibal.present import route_said
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
from lictor.i18n import t
from lictor.rules.game import Event
from lictor.rules.ruling import RuleRef
from lictor.rules.violation import Violation


class Movement:
    """The movement rules of ``HannibalGame`` (its board, its sides' names)."""

    board: Board
    open_discards: bool = False  # the table's option: played cards set aside face up

    def _name(self, side: int) -> str:
        return self.board.sides[side].name

    def _said(self, side: int) -> str:
        """The side's name as the kit prints it in the language now spoken."""
        return t(self.board.sides[side].name)

    def _place(self, p: int) -> str:
        return t(self.board.provinces[p])

    def _route(self, r: int) -> str:
        return route_said(self.board.route_name(r))

    def _reaches(self, s: State, side: int, src: int, dst: int) -> bool:
        if self.board.adjacent(src, dst):
            return True
        route = self.board.route_between(src, dst)
        return route is not None and s.fleets[side][route] > 0

    def _check_move(self, s: State, a: Action) -> list[Violation]:
        b = self.board
        c = s.conflict
        if c is not None:
            where = self._route(c.where) if c.sea else self._place(c.where)
            return [
                Violation(
                    "conflict-pending",
                    t("the conflict in {where} must be resolved first", where=where),
                    CONFLICT,
                    t("both sides choose a card: card rome|carthage N"),
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
                        t("{side} still has fleets", side=self._said(side)),
                        SEQ,
                        t("a legion is exchanged only when all of one's fleets are gone"),
                    )
                ]
            if not s.legions[side][a.province]:
                return self._whose(s, a.province, "legion", side, other, SEQ)
            return []
        assert isinstance(a, Move)
        if a.src == a.dst:
            return [Violation("no-move", t("a move must go somewhere else"), MOVE)]
        if a.unit == "fleet":
            if not s.fleets[side][a.src]:
                if s.fleets[other][a.src]:
                    return [self._out_of_turn(side)]
                return [
                    Violation(
                        "no-unit",
                        t(
                            "no {side} fleet on {route}",
                            side=self._said(side),
                            route=self._route(a.src),
                        ),
                        MOVE,
                    )
                ]
            return []
        if a.unit == "hannibal":
            if side != CARTHAGE:
                return [self._out_of_turn(side)]
            if s.hannibal != a.src:
                message = (
                    t(
                        "Hannibal's legion is not in {province} (it is {where})",
                        province=self._place(a.src),
                        where=self._place(s.hannibal),
                    )
                    if s.hannibal >= 0
                    else t(
                        "Hannibal's legion is not in {province} (it is out of the game)",
                        province=self._place(a.src),
                    )
                )
                return [Violation("no-unit", message, MOVE)]
            if a.dst in b.islands:
                return [
                    Violation(
                        "hannibal-island",
                        t(
                            "Hannibal's legion may not enter {province}",
                            province=self._place(a.dst),
                        ),
                        MOVE,
                        t("he never goes to Corsica, Sardinia or Sicilia"),
                    )
                ]
        elif not s.legions[side][a.src]:
            return self._whose(s, a.src, "legion", side, other)
        if not self._reaches(s, side, a.src, a.dst):
            route = b.route_between(a.src, a.dst)
            places = {"src": self._place(a.src), "dst": self._place(a.dst)}
            message = (
                t("{src} to {dst}: no friendly fleet is on that sea route to convoy it", **places)
                if route is not None
                else t(
                    "{src} to {dst}: they do not border each other and no sea route joins them",
                    **places,
                )
            )
            return [
                Violation(
                    "not-adjacent",
                    message,
                    MOVE,
                    t("move to a bordering province, or by convoy"),
                )
            ]
        return []

    def _out_of_turn(self, side: int) -> Violation:
        return Violation(
            "out-of-turn",
            t("it is {side}'s turn", side=self._said(side)),
            SEQ,
            t("players alternate turns, one action each"),
        )

    def _whose(
        self, s: State, p: int, unit: str, side: int, other: int, rule: RuleRef = MOVE
    ) -> list[Violation]:
        """No ``side`` legion in ``p``: the other side's turn if it has one there, else a
        refusal citing ``rule`` (Movement for a move, Sequence of Play for an exchange)."""
        if s.legions[other][p] or (other == CARTHAGE and s.hannibal == p):
            return [self._out_of_turn(side)]
        return [
            Violation(
                "no-unit",
                t("no {side} legion in {province}", side=self._said(side), province=self._place(p)),
                rule,
            )
        ]

    def _apply_move(self, s: State, a: Action) -> tuple[State, list[Event]]:
        b = self.board
        events: list[Event] = []
        if isinstance(a, Pass):
            passes = s.passes + 1
            if passes >= 2:
                events.append(
                    Event(
                        t("Both players passed in succession: the game is a draw"), VICTORY.section
                    )
                )
                return _replace(
                    s, passes=passes, outcome=DRAW, reason="both players passed in succession"
                ), events
            events.append(Event(t("{side} passes", side=self._said(s.turn)), SEQ.section))
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
                    t(
                        "{side} exchanges a legion in {province} for a fleet on {route}",
                        side=self._said(side),
                        province=self._place(a.province),
                        route=self._route(home),
                    ),
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
                    t(
                        "{side} moves a fleet from {src} to {dst}",
                        side=self._said(side),
                        src=self._route(a.src),
                        dst=self._route(a.dst),
                    ),
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
        places = {"src": self._place(a.src), "dst": self._place(a.dst)}
        if a.unit == "hannibal":
            said = (
                t("Hannibal's legion moves from {src} to {dst}", **places)
                if b.adjacent(a.src, a.dst)
                else t("Hannibal's legion moves from {src} to {dst} by convoy", **places)
            )
        else:
            said = (
                t("a {side} legion moves from {src} to {dst}", side=self._said(side), **places)
                if b.adjacent(a.src, a.dst)
                else t(
                    "a {side} legion moves from {src} to {dst} by convoy",
                    side=self._said(side),
                    **places,
                )
            )
        events.append(Event(said, MOVE.section))
        if a.dst == b.sides[other].capital:
            events.append(
                Event(
                    t(
                        "{side} enters {province}, the enemy capital: {side} wins",
                        side=self._said(side),
                        province=self._place(a.dst),
                    ),
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
        said = (
            t(
                "Naval conflict in {where}: each side chooses a card in secret",
                where=self._route(where),
            )
            if sea
            else t(
                "Conflict in {where}: each side chooses a card in secret", where=self._place(where)
            )
        )
        events.append(Event(said, CONFLICT.section))
        return _replace(s, conflict=Conflict(sea, where, s.turn, 1, engaged, (0, 0))), events

    def _occupies(self, s: State, side: int, p: int) -> bool:
        return self._land_units(s, side, p) > 0

    def _end_turn(self, s: State, events: list[Event]) -> tuple[State, list[Event]]:
        side = s.turn
        info = self.board.sides[side]
        if all(any(self._occupies(s, side, p) for p in group) for group in info.dominance):
            events.append(
                Event(
                    t(
                        "{side} dominates the Mediterranean at the end of its turn: {side} wins",
                        side=t(info.name),
                    ),
                    VICTORY.section,
                )
            )
            return _replace(s, outcome=side, reason="dominance", turns=s.turns + 1), events
        return _replace(s, turn=1 - side, turns=s.turns + 1), events
