"""Hannibal vs Rome, refereed: every rule of the chapter, as pure functions over State."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lictor.games.hannibal import present
from lictor.games.hannibal.rules import ref
from lictor.games.hannibal.rules.board import SIDES, Board, load_board
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    DRAW,
    ENGAGE_HANNIBAL,
    ENGAGE_LEGION,
    ENGAGE_NONE,
    ENGAGE_PENDING,
    ONGOING,
    ROME,
    Action,
    Card,
    Conflict,
    Engage,
    Exchange,
    Move,
    Pass,
    State,
)
from lictor.rules.game import Agenda, BaseGame, BoardView, Capabilities, Event, Seats
from lictor.rules.violation import BadAction, Violation
from lictor.slugs import slug

SEQ = ref("Sequence of Play")
MOVE = ref("Movement")
CONFLICT = ref("Conflict Resolution")
CARDS = ref("Reclaiming Cards")
HANNIBAL = ref("Hannibal's Legion")
VICTORY = ref("Victory Conditions")
FULL_HAND = 0b11111


def _set(t: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return (*t[:i], t[i] + delta, *t[i + 1 :])


def _side_set(
    pair: tuple[tuple[int, ...], tuple[int, ...]], side: int, i: int, delta: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if side == ROME:
        return (_set(pair[0], i, delta), pair[1])
    return (pair[0], _set(pair[1], i, delta))


_FIELDS = State.__slots__  # type: ignore[attr-defined]


def _replace(s: State, **kw: Any) -> State:
    return State(*[kw[f] if f in kw else getattr(s, f) for f in _FIELDS])


class HannibalGame(BaseGame):
    id = "hannibal-vs-rome"
    title = "Hannibal vs Rome"
    sides = SIDES
    capabilities = Capabilities(board=True, checks_arity=True)  # parse takes exact words
    secret_verbs = frozenset({"card"})
    number_bound = 99

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()

    # -- setup -------------------------------------------------------------------------
    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        del seed, physical, options  # no chance, no options: cards are chosen, never drawn
        b = self.board
        n, r = len(b.provinces), len(b.routes)
        legions = []
        fleets = []
        for info in b.sides:
            legions.append(_set((0,) * n, info.capital, info.legions))
            fleets.append(_set((0,) * r, info.home_route, info.fleets))
        hannibal = b.sides[CARTHAGE].capital if b.sides[CARTHAGE].hannibal else -1
        names = seats.as_dict()
        return State(
            seats=(names["rome"], names["carthage"]),
            legions=(legions[0], legions[1]),
            hannibal=hannibal,
            fleets=(fleets[0], fleets[1]),
            hands=(FULL_HAND, FULL_HAND),
            turn=b.first,
            passes=0,
            conflict=None,
            outcome=ONGOING,
            reason="",
            turns=0,
        )

    # -- words <-> actions -------------------------------------------------------------
    def parse(self, state: State, words: Sequence[str]) -> Action:
        del state
        w = [x.strip() for x in words if x.strip()]
        if not w:
            raise BadAction("no action given")
        verb = w[0].lower()
        b = self.board
        if verb == "pass" and len(w) == 1:
            return Pass()
        if verb == "move" and len(w) >= 4 and w[1].lower() in ("legion", "hannibal", "fleet"):
            unit = w[1].lower()
            rest = w[2:]
            if unit == "fleet":
                if len(rest) != 2:
                    raise BadAction("move fleet ROUTE ROUTE, routes written like Roma-Corsica")
                return Move("fleet", b.route_index(rest[0]), b.route_index(rest[1]))
            src, dst = self._two_places(rest)
            return Move(unit, src, dst)
        if verb == "exchange" and len(w) >= 2:
            return Exchange(b.province_index(" ".join(w[1:])))
        if verb == "engage" and len(w) == 2 and w[1].lower() in ("hannibal", "legion"):
            return Engage(w[1].lower())
        if verb == "card" and len(w) == 3 and w[1].lower() in SIDES:
            try:
                value = int(w[2])
            except ValueError:
                raise BadAction(f"card {w[1]} {w[2]}: the value is a number 1-5") from None
            if value not in b.cards:
                raise BadAction(f"card {w[1]} {value}: the cards are valued 1 to 5")
            return Card(SIDES.index(w[1].lower()), value)
        raise BadAction(
            f"not an action: {' '.join(w)!r} (try: move legion FROM TO, move hannibal FROM TO, "
            "move fleet ROUTE ROUTE, exchange PROVINCE, pass, engage hannibal|legion, "
            "card rome|carthage VALUE)"
        )

    def _two_places(self, rest: list[str]) -> tuple[int, int]:
        # Names may come as one word each ("hispania-citerior") or split by the shell.
        b = self.board
        for k in range(1, len(rest)):
            try:
                return b.province_index(" ".join(rest[:k])), b.province_index(" ".join(rest[k:]))
            except BadAction:
                continue
        b.province_index(rest[0])  # names the first unknown place
        b.province_index(" ".join(rest[1:]))
        raise BadAction(f"cannot read two provinces from {' '.join(rest)!r}")

    def text(self, action: Action) -> str:
        b = self.board
        if isinstance(action, Move):
            if action.unit == "fleet":
                return f"move fleet {b.route_slug(action.src)} {b.route_slug(action.dst)}"
            return (
                f"move {action.unit} {slug(b.provinces[action.src])} "
                f"{slug(b.provinces[action.dst])}"
            )
        if isinstance(action, Exchange):
            return f"exchange {slug(b.provinces[action.province])}"
        if isinstance(action, Engage):
            return f"engage {action.which}"
        if isinstance(action, Card):
            return f"card {SIDES[action.side]} {action.value}"
        return "pass"

    def is_secret(self, action: Action) -> bool:
        return isinstance(action, Card)

    def hidden_tail(self, state: State) -> int:
        """How many of the latest actions are secret cards not revealed yet."""
        c = state.conflict
        return 0 if c is None else sum(1 for v in c.cards if v)

    def public_log(self, state: State, actions: Sequence[str]) -> list[str]:
        return present.masked_log(list(actions), self.hidden_tail(state))

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view)

    # -- rules ---------------------------------------------------------------------------
    def _name(self, side: int) -> str:
        return self.board.sides[side].name

    def _reaches(self, s: State, side: int, src: int, dst: int) -> bool:
        if self.board.adjacent(src, dst):
            return True
        route = self.board.route_between(src, dst)
        return route is not None and s.fleets[side][route] > 0

    def check(self, s: State, a: Action) -> list[Violation]:
        b = self.board
        if s.outcome != ONGOING:
            return [
                Violation(
                    "game-over", "the game is over", VICTORY, "start a new session to play again"
                )
            ]
        c = s.conflict
        if isinstance(a, Card | Engage):
            if c is None:
                return [
                    Violation(
                        "no-conflict",
                        "cards and engagements are played only in a conflict",
                        CONFLICT,
                    )
                ]
            if isinstance(a, Engage):
                if c.engaged != ENGAGE_PENDING:
                    return [
                        Violation(
                            "no-designation",
                            "there is no legion to designate now",
                            HANNIBAL,
                            "Carthage designates only when Hannibal and "
                            "other legions share the province",
                        )
                    ]
                return []
            if c.engaged == ENGAGE_PENDING:
                return [
                    Violation(
                        "designate-first",
                        "Carthage must first designate the engaged legion",
                        HANNIBAL,
                        "engage hannibal | engage legion",
                    )
                ]
            if c.cards[a.side]:
                return [
                    Violation(
                        "already-chosen",
                        f"{self._name(a.side)} has already chosen a card this round",
                        CONFLICT,
                    )
                ]
            if not s.hands[a.side] & (1 << (a.value - 1)):
                left = [v for v in b.cards if s.hands[a.side] & (1 << (v - 1))]
                return [
                    Violation(
                        "card-played",
                        f"{self._name(a.side)}'s {a.value} has already been played",
                        CARDS,
                        f"cards in hand: {', '.join(map(str, left))}; played cards "
                        "come back only when the hand is empty",
                    )
                ]
            return []
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

    # -- apply ----------------------------------------------------------------------------
    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
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
        if isinstance(a, Engage):
            assert s.conflict is not None
            engaged = ENGAGE_HANNIBAL if a.which == "hannibal" else ENGAGE_LEGION
            events.append(
                Event(
                    "Carthage designates "
                    f"{'Hannibal' if a.which == 'hannibal' else 'another legion'} as engaged",
                    HANNIBAL.section,
                )
            )
            c = s.conflict
            return _replace(
                s, conflict=Conflict(c.sea, c.where, c.attacker, c.round, engaged, c.cards)
            ), events
        if isinstance(a, Card):
            return self._card(s, a, events)
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

    def _card(self, s: State, a: Card, events: list[Event]) -> tuple[State, list[Event]]:
        c = s.conflict
        assert c is not None
        cards = (a.value, c.cards[1]) if a.side == ROME else (c.cards[0], a.value)
        if not (cards[0] and cards[1]):
            events.append(Event(f"{self._name(a.side)} has chosen a card", CONFLICT.section))
            return _replace(
                s, conflict=Conflict(c.sea, c.where, c.attacker, c.round, c.engaged, cards)
            ), events
        rome_v, carthage_v = cards
        with_h = c.engaged == ENGAGE_HANNIBAL
        value = carthage_v + (1 if with_h else 0)
        bonus = f" + 1 for Hannibal = {value}" if with_h else ""
        rome_loses = rome_v <= value
        carthage_loses = value <= rome_v
        b = self.board
        name = b.route_name(c.where) if c.sea else b.provinces[c.where]
        verdict = (
            "a tie: each side loses one"
            if rome_loses and carthage_loses
            else "Rome loses one"
            if rome_loses
            else "Carthage loses one"
        )
        events.append(
            Event(
                f"Round {c.round} in {name}: Rome {rome_v}, Carthage {carthage_v}"
                f"{bonus}: {verdict}",
                CONFLICT.section,
            )
        )
        legions, fleets, hannibal = s.legions, s.fleets, s.hannibal
        if c.sea:
            if rome_loses:
                fleets = _side_set(fleets, ROME, c.where, -1)
            if carthage_loses:
                fleets = _side_set(fleets, CARTHAGE, c.where, -1)
        else:
            if rome_loses:
                legions = _side_set(legions, ROME, c.where, -1)
            if carthage_loses:
                if with_h:
                    hannibal = -1
                    events.append(
                        Event("Hannibal's legion is removed from the game", HANNIBAL.section)
                    )
                else:
                    legions = _side_set(legions, CARTHAGE, c.where, -1)
        hands = (s.hands[0] & ~(1 << (rome_v - 1)), s.hands[1] & ~(1 << (carthage_v - 1)))
        empty = [side for side in (ROME, CARTHAGE) if not hands[side]]
        if empty:
            hands = (hands[0] or FULL_HAND, hands[1] or FULL_HAND)
            if len(empty) == 2:
                said = "Both hands are empty: each player takes back all five cards"
            else:
                side = empty[0]
                said = (
                    f"{self._name(side)}'s hand is empty: {s.seats[side]} takes back all five cards"
                )
            events.append(Event(said, CARDS.section))
        s = _replace(s, legions=legions, fleets=fleets, hannibal=hannibal, hands=hands)
        units = [
            sum(s.legions[i]) + sum(s.fleets[i]) + (1 if i == CARTHAGE and s.hannibal >= 0 else 0)
            for i in (ROME, CARTHAGE)
        ]
        if not units[0] and not units[1]:
            events.append(Event("Both sides lost their last unit at once: a draw", VICTORY.section))
            return _replace(
                s, conflict=None, outcome=DRAW, reason="both lost their last unit"
            ), events
        for side in (ROME, CARTHAGE):
            if not units[side]:
                winner = 1 - side
                events.append(
                    Event(
                        f"{self._name(side)} lost its last unit: {self._name(winner)} wins",
                        VICTORY.section,
                    )
                )
                return _replace(
                    s,
                    conflict=None,
                    outcome=winner,
                    reason=f"{self._name(side)} lost its last unit",
                ), events
        if c.sea:
            alive = (s.fleets[ROME][c.where], s.fleets[CARTHAGE][c.where])
        else:
            alive = (self._land_units(s, ROME, c.where), self._land_units(s, CARTHAGE, c.where))
        if alive[0] and alive[1]:
            engaged = c.engaged
            if not c.sea and (carthage_loses or engaged == ENGAGE_PENDING):
                engaged = self._engagement(s, c.where)
            return _replace(
                s, conflict=Conflict(c.sea, c.where, c.attacker, c.round + 1, engaged, (0, 0))
            ), events
        if alive[0] or alive[1]:
            holder = ROME if alive[0] else CARTHAGE
            over = f"{self._name(holder)} holds it"
        else:
            over = "both sides lost their last unit there, it is empty"
        events.append(Event(f"The conflict in {name} is over: {over}", CONFLICT.section))
        return self._end_turn(_replace(s, conflict=None), events)

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

    # -- what is legal, what happens next ---------------------------------------------------
    def legal_actions(self, s: State) -> list[Action]:
        if s.outcome != ONGOING:
            return []
        b = self.board
        c = s.conflict
        if c is not None:
            if c.engaged == ENGAGE_PENDING:
                return [Engage("hannibal"), Engage("legion")]
            out: list[Action] = []
            for side in (ROME, CARTHAGE):
                if not c.cards[side]:
                    out.extend(Card(side, v) for v in b.cards if s.hands[side] & (1 << (v - 1)))
            return out
        side = s.turn
        acts: list[Action] = []
        n = len(b.provinces)
        fleets = s.fleets[side]
        for p in range(n):
            if s.legions[side][p]:
                acts.extend(Move("legion", p, q) for q, r in b.links[p] if r < 0 or fleets[r])
        if side == CARTHAGE and s.hannibal >= 0:
            h = s.hannibal
            acts.extend(
                Move("hannibal", h, q)
                for q, r in b.links[h]
                if q not in b.islands and (r < 0 or fleets[r])
            )
        routes = range(len(b.routes))
        for r in routes:
            if s.fleets[side][r]:
                acts.extend(Move("fleet", r, t) for t in routes if t != r)
        if not sum(s.fleets[side]):
            acts.extend(Exchange(p) for p in range(n) if s.legions[side][p])
        acts.append(Pass())
        return acts

    def agenda(self, s: State) -> Agenda:
        b = self.board
        options = tuple(self.text(a) for a in self.legal_actions(s))
        if s.outcome != ONGOING:
            if s.outcome == DRAW:
                return Agenda(
                    self.id,
                    True,
                    "draw",
                    (),
                    (),
                    f"The game is a draw ({s.reason}).",
                    VICTORY.section,
                )
            winner = s.seats[s.outcome]
            return Agenda(
                self.id,
                True,
                SIDES[s.outcome],
                (winner,),
                (),
                f"{self._name(s.outcome)} ({winner}) wins: {s.reason}.",
                VICTORY.section,
            )
        c = s.conflict
        if c is not None:
            name = b.route_name(c.where) if c.sea else b.provinces[c.where]
            if c.engaged == ENGAGE_PENDING:
                return Agenda(
                    self.id,
                    False,
                    None,
                    (),
                    (s.seats[CARTHAGE],),
                    f"Designation (not a card) - conflict in {name}: Carthage "
                    f"({s.seats[CARTHAGE]}) designates which legion is engaged, Hannibal's "
                    "(+1 to Carthage's card) or another: engage hannibal | engage legion",
                    HANNIBAL.section,
                    options=options,
                )
            waiting = tuple(s.seats[i] for i in (ROME, CARTHAGE) if not c.cards[i])
            hannibal = " (Hannibal engaged: +1 to Carthage)" if c.engaged == ENGAGE_HANNIBAL else ""
            return Agenda(
                self.id,
                False,
                None,
                (),
                waiting,
                f"{'Naval conflict' if c.sea else 'Conflict'} in {name}, round "
                f"{c.round}{hannibal}: each side chooses a card in secret "
                "(card rome|carthage N)",
                CONFLICT.section,
                secret=True,
                options=options,
                secret_ask="the number of your card",
            )
        player = s.seats[s.turn]
        units = (
            "a legion, Hannibal or a fleet"
            if (s.turn == CARTHAGE and s.hannibal >= 0)
            else "a legion or a fleet"
        )
        exchange = "" if sum(s.fleets[s.turn]) else ", exchanges a legion for a fleet"
        return Agenda(
            self.id,
            False,
            None,
            (),
            (player,),
            f"Turn {s.turns + 1}: {self._name(s.turn)} ({player}) moves {units}"
            f"{exchange}, or passes",
            SEQ.section,
            options=options,
        )

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        b = self.board
        provinces = []
        for i, name in enumerate(b.provinces):
            entry: dict[str, Any] = {
                "name": name,
                "rome": s.legions[ROME][i],
                "carthage": s.legions[CARTHAGE][i],
                "hannibal": s.hannibal == i,
            }
            provinces.append(entry)
        routes = [
            {"name": b.route_name(r), "rome": s.fleets[ROME][r], "carthage": s.fleets[CARTHAGE][r]}
            for r in range(len(b.routes))
        ]
        hands: dict[str, Any] = {}
        played: dict[str, list[int]] = {}
        choice: int | None = None
        for side in (ROME, CARTHAGE):
            cards = [v for v in b.cards if s.hands[side] & (1 << (v - 1))]
            own = seat is not None and seat.lower() in (s.seats[side].lower(), SIDES[side])
            # the opponent's hand is a count, never its cards: a player sees only the cards
            # revealed in conflicts (Reclaiming Cards: set aside face down, remembered)
            shown: Any = cards if own else len(cards)
            hands[SIDES[side]] = shown
            played[SIDES[side]] = [v for v in b.cards if v not in cards]
            if own and s.conflict is not None and s.conflict.cards[side]:
                choice = s.conflict.cards[side]
        conflict = None
        if s.conflict is not None:
            c = s.conflict
            conflict = {
                "where": b.route_name(c.where) if c.sea else b.provinces[c.where],
                "sea": c.sea,
                "round": c.round,
                "chosen": [SIDES[i] for i in (ROME, CARTHAGE) if c.cards[i]],
                "hannibal_engaged": c.engaged == ENGAGE_HANNIBAL,
            }
        return {
            "turn": SIDES[s.turn],
            "turns": s.turns,
            "players": dict(zip(SIDES, s.seats, strict=True)),
            "provinces": provinces,
            "routes": routes,
            "hannibal": (b.provinces[s.hannibal] if s.hannibal >= 0 else None),
            "hands": hands,
            "played": played,  # revealed since each side last took its cards back
            "your_choice": choice,  # the seat's own secret card this round, not yet revealed
            "conflict": conflict,
            "passes": s.passes,
        }

    def state_key(self, s: State) -> State:
        return s

    def board_view(self, s: State) -> BoardView:
        """Legions and Hannibal in their provinces, fleets on their sea routes."""
        b = self.board
        pieces: list[dict[str, Any]] = []
        for side in (ROME, CARTHAGE):
            for p, n in enumerate(s.legions[side]):
                if n:
                    pieces.append({"place": b.provinces[p], "side": SIDES[side], "count": n})
            for r, n in enumerate(s.fleets[side]):
                if n:
                    a, z = b.routes[r]
                    route = [b.provinces[a], b.provinces[z]]
                    pieces.append({"route": route, "side": SIDES[side], "count": n})
        if s.hannibal >= 0:
            pieces.append({"place": b.provinces[s.hannibal], "side": "hannibal", "count": 1})
        return BoardView("board", {"pieces": pieces}, self.title)
