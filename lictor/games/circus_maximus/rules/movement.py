"""Circus Maximus, movement: whose chariot moves now, each card spent (a move along the
track to a hex, or staying), the variants' limits, the finish area and its places, and the
round's end when every chariot has moved."""

from __future__ import annotations

from lictor.games.circus_maximus import present
from lictor.games.circus_maximus.rules import ref
from lictor.games.circus_maximus.rules.order import (
    movement_order,
    why,
)
from lictor.games.circus_maximus.rules.paths import FINISH, MOVING, to_target
from lictor.games.circus_maximus.rules.placement import ORDER, Placement
from lictor.games.circus_maximus.rules.state import (
    CARDS,
    Action,
    Done,
    Move,
    State,
    Stay,
    chariot_name,
    seat_of,
)
from lictor.games.circus_maximus.track import DIRECTIONS
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.game import (
    Event,
)
from lictor.rules.violation import Violation

NEXT_ROUND = ref("Next Round")
VARIANTS = ref("Variants")


class Movement(Placement):
    """The movement rules of ``CircusGame``."""

    def _check_move(self, s: State, c: int, a: Move | Stay | Done) -> list[Violation]:
        turn = self._check_turn(s, c, a)
        if turn:
            return turn
        if isinstance(a, Done):
            if not s.cards:
                return [
                    Violation(
                        "no-card",
                        t(
                            "{chariot} has had no card this round; every chariot gets at least one",
                            chariot=a.chariot,
                        ),
                        MOVING,
                        t("spend one without moving: stay {chariot} N", chariot=a.chariot),
                    )
                ]
            return []
        card_bad = self._check_card(s, c, a.card)
        if card_bad:
            return card_bad
        if isinstance(a, Stay):
            return []
        path, bad = to_target(self.track, s, c, a.card, a.hex)
        if bad is not None:
            return [bad]
        assert path is not None
        if s.same_direction and s.heading not in (-1, path.direction):
            was = DIRECTIONS[s.heading][0]
            return [
                Violation(
                    "direction",
                    t(
                        "{chariot} is moving {was} this round; {now} is a change of direction",
                        chariot=a.chariot,
                        was=t(was),
                        now=t(DIRECTIONS[path.direction][0]),
                    ),
                    VARIANTS,
                    t(
                        "same-direction variant: a change costs an extra card, spent first "
                        "with stay {chariot} N",
                        chariot=a.chariot,
                    ),
                )
            ]
        return []

    def _check_turn(self, s: State, c: int, a: Action) -> list[Violation]:
        mover = s.mover()
        name = chariot_name(s.colours, c)
        if c == mover:
            if not isinstance(a, Done) and len(s.cards) >= s.max_cards:
                return [self._too_many(s, c)]
            return []
        assert mover is not None
        if s.places[c]:
            return [
                Violation(
                    "finished",
                    t("{chariot} is in the finish area and moves no more", chariot=name),
                    FINISH,
                )
            ]
        done = s.order.index(c) < s.turn if c in s.order else True
        if done and self._cards_of(s, c) >= s.max_cards and not isinstance(a, Done):
            return [self._too_many(s, c)]
        fields = {"chariot": name, "mover": self._name(s, mover), "why": why(self.track, s, mover)}
        said = (
            t("{chariot} has moved this round; {mover} moves now ({why})", **fields)
            if done
            else t("{chariot} moves later this round; {mover} moves now ({why})", **fields)
        )
        return [Violation("not-its-turn", said, ORDER)]

    def _too_many(self, s: State, c: int) -> Violation:
        n = s.max_cards
        return Violation(
            "card-limit",
            t(
                "{chariot} has had {n} cards this round, the most a chariot may take",
                chariot=chariot_name(s.colours, c),
                n=n,
            ),
            VARIANTS if n == 2 else MOVING,
            t("up to two cards a chariot a round")
            if n == 2
            else t("up to three cards a chariot a round"),
        )

    def _cards_of(self, s: State, c: int) -> int:
        return sum(1 for who in s.used[seat_of(c)] if who == c)

    def _later(self, s: State, c: int) -> list[int]:
        """The player's chariots still to move this round after chariot ``c``."""
        return [o for o in s.order[s.turn + 1 :] if seat_of(o) == seat_of(c)]

    def _card_refused(self, s: State, c: int, card: int) -> bool:
        """Whether ``_check_card`` refuses the card, without saying why (the listing asks
        this of every card: issue 27)."""
        row = s.used[seat_of(c)]
        if row[card - 1] >= 0:
            return True
        free = sum(1 for v in CARDS if row[v - 1] < 0)
        return free - 1 < len(self._later(s, c))

    def _check_card(self, s: State, c: int, card: int) -> list[Violation]:
        seat = seat_of(c)
        who = s.used[seat][card - 1]
        free = [v for v in CARDS if s.used[seat][v - 1] < 0]
        if who >= 0:
            used = (
                t(
                    "{player}'s {card} is already used this round (by it)",
                    player=s.names[seat],
                    card=card,
                )
                if who == c
                else t(
                    "{player}'s {card} is already used this round (by {by})",
                    player=s.names[seat],
                    card=card,
                    by=self._name(s, who),
                )
            )
            return [
                Violation(
                    "card-used",
                    used,
                    MOVING,
                    t(
                        "a card serves one chariot a round; cards left: {cards}",
                        cards=" ".join(map(str, free)),
                    )
                    if free
                    else t("a card serves one chariot a round; cards left: none"),
                )
            ]
        later = self._later(s, c)
        if len(free) - 1 < len(later):
            names = ", ".join(self._name(s, o) for o in later)
            return [
                Violation(
                    "keep-a-card",
                    tn(
                        "{player} must keep a card for each chariot still to move ({chariots}); "
                        "{n} card left",
                        "{player} must keep a card for each chariot still to move ({chariots}); "
                        "{n} cards left",
                        len(free),
                        player=s.names[seat],
                        chariots=names,
                    ),
                    MOVING,
                    t("end this chariot's move: done {chariot}", chariot=self._name(s, c)),
                )
            ]
        return []

    def _apply_move(self, s: State, c: int, a: Move | Stay) -> tuple[State, list[Event]]:
        seat = seat_of(c)
        used = tuple(
            tuple(c if (i == seat and v == a.card) else w for v, w in enumerate(row, 1))
            for i, row in enumerate(s.used)
        )
        cards = (*s.cards, a.card)
        here = self.track.hexes[s.hexes[c]].id
        if isinstance(a, Stay):
            s = replace(s, used=used, cards=cards, heading=-1)
            events = [
                Event(
                    t(
                        "{chariot} spends the {card} and stays on {hex}",
                        chariot=a.chariot,
                        card=a.card,
                        hex=here,
                    ),
                    MOVING.section,
                )
            ]
            return self._more_or_end(s, c, events)
        path, _ = to_target(self.track, s, c, a.card, a.hex)
        assert path is not None
        to = self.track.hexes[a.hex].id
        way = DIRECTIONS[path.direction][0]
        hexes = tuple(a.hex if i == c else h for i, h in enumerate(s.hexes))
        progress = tuple(p + path.gained if i == c else p for i, p in enumerate(s.progress))
        s = replace(
            s, used=used, cards=cards, hexes=hexes, progress=progress, heading=path.direction
        )
        if path.finish:
            place = max(s.places) + 1
            places = tuple(place if i == c else p for i, p in enumerate(s.places))
            s = replace(s, places=places)
            events = [
                Event(
                    t(
                        "{chariot} moves {way} from {here} into the finish area at {to}: "
                        "{place} in (the rest of the card is ignored)",
                        chariot=a.chariot,
                        way=t(way),
                        here=here,
                        to=to,
                        place=present.ordinal(place),
                    ),
                    FINISH.section,
                )
            ]
            team = range(3 * seat, 3 * seat + 3)
            if s.winner < 0 and all(s.places[o] for o in team):
                s = replace(s, winner=seat)
                events.append(
                    Event(
                        t(
                            "{player} ({colour}) has all three chariots in: {player} wins the race",
                            player=s.names[seat],
                            colour=t(s.colours[seat]),
                        ),
                        FINISH.section,
                    )
                )
            return self._end_move(s, events)
        events = [
            Event(
                t(
                    "{chariot} moves {card} {way} from {here} to {to}",
                    chariot=a.chariot,
                    card=a.card,
                    way=t(way),
                    here=here,
                    to=to,
                ),
                MOVING.section,
            )
        ]
        return self._more_or_end(s, c, events)

    def _more_or_end(self, s: State, c: int, events: list[Event]) -> tuple[State, list[Event]]:
        """After a card: the chariot's move ends by itself when no card is left it may take
        (the most a chariot takes, or the others kept for the player's later chariots):
        there is no choice to ask for (Moving Chariots)."""
        if len(s.cards) >= s.max_cards:
            return self._end_move(s, events)
        if all(self._card_refused(s, c, v) for v in CARDS):
            events.append(
                Event(
                    t(
                        "{chariot} has no card left it may take: its move ends",
                        chariot=chariot_name(s.colours, c),
                    ),
                    MOVING.section,
                )
            )
            return self._end_move(s, events)
        return s, events

    def _end_move(self, s: State, events: list[Event]) -> tuple[State, list[Event]]:
        s = replace(s, turn=s.turn + 1, cards=(), heading=-1)
        racing = [c for c in s.chariots() if not s.places[c]]
        if not racing or sum(1 for p in s.places if p) >= len(self.track.finish):
            why_over = (
                t("The race is over: every chariot is in")
                if not racing
                else t("The race is over: the finish area is full")
            )
            events.append(Event(why_over, FINISH.section))
            return replace(s, order=(), turn=0), events
        if s.turn < len(s.order):
            return s, events
        # the round is over: every card comes back, the order is worked out again
        s = replace(s, round=s.round + 1, turn=0, used=((-1,) * 5,) * s.seats)
        s = replace(s, order=movement_order(self.track, s))
        events.append(
            Event(
                t("Round {round}: every player takes back the five cards", round=s.round),
                NEXT_ROUND.section,
            )
        )
        return s, events
