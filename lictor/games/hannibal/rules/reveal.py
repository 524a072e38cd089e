"""Hannibal vs Rome, the conflict's cards: each side's card chosen in secret and revealed
together, Carthage's designation of the engaged legion, each round resolved (rules/conflict.py
rules it) until one side is gone, and the cards reclaimed."""

from __future__ import annotations

from lictor.games.hannibal.rules.common import (
    CARDS,
    CONFLICT,
    FULL_HAND,
    HANNIBAL,
    VICTORY,
    _replace,
    _side_set,
)
from lictor.games.hannibal.rules.movement import Movement
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    DRAW,
    ENGAGE_HANNIBAL,
    ENGAGE_LEGION,
    ENGAGE_PENDING,
    ROME,
    Card,
    Conflict,
    Engage,
    State,
)
from lictor.i18n import t
from lictor.rules.game import Event
from lictor.rules.violation import Violation


class Reveal(Movement):
    """The conflict rules of ``HannibalGame``."""

    def _check_card(self, s: State, a: Card | Engage) -> list[Violation]:
        b = self.board
        c = s.conflict
        if c is None:
            return [
                Violation(
                    "no-conflict",
                    t("cards and engagements are played only in a conflict"),
                    CONFLICT,
                )
            ]
        if isinstance(a, Engage):
            if c.engaged != ENGAGE_PENDING:
                return [
                    Violation(
                        "no-designation",
                        t("there is no legion to designate now"),
                        HANNIBAL,
                        t(
                            "Carthage designates only when Hannibal and "
                            "other legions share the province"
                        ),
                    )
                ]
            return []
        if c.engaged == ENGAGE_PENDING:
            return [
                Violation(
                    "designate-first",
                    t("Carthage must first designate the engaged legion"),
                    HANNIBAL,
                    t("engage hannibal | engage legion"),
                )
            ]
        if c.cards[a.side]:
            return [
                Violation(
                    "already-chosen",
                    t("{side} has already chosen a card this round", side=self._said(a.side)),
                    CONFLICT,
                )
            ]
        if not s.hands[a.side] & (1 << (a.value - 1)):
            left = [v for v in b.cards if s.hands[a.side] & (1 << (v - 1))]
            return [
                Violation(
                    "card-played",
                    t(
                        "{side}'s {value} has already been played",
                        side=self._said(a.side),
                        value=a.value,
                    ),
                    CARDS,
                    t(
                        "cards in hand: {cards}; played cards come back only when the hand "
                        "is empty",
                        cards=", ".join(map(str, left)),
                    ),
                )
            ]
        return []

    def _apply_card(self, s: State, a: Card | Engage) -> tuple[State, list[Event]]:
        events: list[Event] = []
        if isinstance(a, Engage):
            assert s.conflict is not None
            engaged = ENGAGE_HANNIBAL if a.which == "hannibal" else ENGAGE_LEGION
            events.append(
                Event(
                    t("Carthage designates Hannibal as engaged")
                    if a.which == "hannibal"
                    else t("Carthage designates another legion as engaged"),
                    HANNIBAL.section,
                )
            )
            c = s.conflict
            return _replace(
                s, conflict=Conflict(c.sea, c.where, c.attacker, c.round, engaged, c.cards)
            ), events
        if isinstance(a, Card):
            return self._card(s, a, events)

    def _card(self, s: State, a: Card, events: list[Event]) -> tuple[State, list[Event]]:
        c = s.conflict
        assert c is not None
        cards = (a.value, c.cards[1]) if a.side == ROME else (c.cards[0], a.value)
        if not (cards[0] and cards[1]):
            events.append(
                Event(t("{side} has chosen a card", side=self._said(a.side)), CONFLICT.section)
            )
            return _replace(
                s, conflict=Conflict(c.sea, c.where, c.attacker, c.round, c.engaged, cards)
            ), events
        rome_v, carthage_v = cards
        with_h = c.engaged == ENGAGE_HANNIBAL
        value = carthage_v + (1 if with_h else 0)

        rome_loses = rome_v <= value
        carthage_loses = value <= rome_v
        b = self.board
        del b
        name = self._route(c.where) if c.sea else self._place(c.where)
        verdict = (
            t("a tie: each side loses one")
            if rome_loses and carthage_loses
            else t("Rome loses one")
            if rome_loses
            else t("Carthage loses one")
        )
        # the cards are face up for this moment only; the log keeps the verdict, not the
        # values, unless the table plays with open discards (Conflict Resolution)
        if self.open_discards:
            said = (
                t(
                    "Rome {rome}, Carthage {carthage} + 1 for Hannibal = {value}",
                    rome=rome_v,
                    carthage=carthage_v,
                    value=value,
                )
                if with_h
                else t("Rome {rome}, Carthage {carthage}", rome=rome_v, carthage=carthage_v)
            )
        else:
            said = (
                t("the cards are revealed (+1 to Carthage for Hannibal)")
                if with_h
                else t("the cards are revealed")
            )
        events.append(
            Event(
                t(
                    "Round {round} in {where}: {said}: {verdict}",
                    round=c.round,
                    where=name,
                    said=said,
                    verdict=verdict,
                ),
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
                        Event(t("Hannibal's legion is removed from the game"), HANNIBAL.section)
                    )
                else:
                    legions = _side_set(legions, CARTHAGE, c.where, -1)
        hands = (s.hands[0] & ~(1 << (rome_v - 1)), s.hands[1] & ~(1 << (carthage_v - 1)))
        empty = [side for side in (ROME, CARTHAGE) if not hands[side]]
        if empty:
            hands = (hands[0] or FULL_HAND, hands[1] or FULL_HAND)
            if len(empty) == 2:
                said = t("Both hands are empty: each player takes back all five cards")
            else:
                side = empty[0]
                said = t(
                    "{side}'s hand is empty: {player} takes back all five cards",
                    side=self._said(side),
                    player=s.seats[side],
                )
            events.append(Event(said, CARDS.section))
        s = _replace(
            s, legions=legions, fleets=fleets, hannibal=hannibal, hands=hands, revealed=cards
        )
        units = [
            sum(s.legions[i]) + sum(s.fleets[i]) + (1 if i == CARTHAGE and s.hannibal >= 0 else 0)
            for i in (ROME, CARTHAGE)
        ]
        if not units[0] and not units[1]:
            events.append(
                Event(t("Both sides lost their last unit at once: a draw"), VICTORY.section)
            )
            return _replace(
                s, conflict=None, outcome=DRAW, reason="both lost their last unit"
            ), events
        legions_left = [
            sum(s.legions[i]) + (1 if i == CARTHAGE and s.hannibal >= 0 else 0)
            for i in (ROME, CARTHAGE)
        ]
        if not c.sea and not any(legions_left) and all(units):
            events.append(
                Event(
                    t(
                        "Both sides lost their last legion at once, but fleets remain: the game "
                        "goes on (lictor's reading of Victory Conditions: a player loses with "
                        "his last unit, fleets included)"
                    ),
                    VICTORY.section,
                )
            )
        for side in (ROME, CARTHAGE):
            if not units[side]:
                winner = 1 - side
                events.append(
                    Event(
                        t(
                            "{side} lost its last unit: {winner} wins",
                            side=self._said(side),
                            winner=self._said(winner),
                        ),
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
            said = t(
                "The conflict in {where} is over: {side} holds it",
                where=name,
                side=self._said(holder),
            )
        else:
            said = t(
                "The conflict in {where} is over: both sides lost their last unit there, "
                "it is empty",
                where=name,
            )
        events.append(Event(said, CONFLICT.section))
        return self._end_turn(_replace(s, conflict=None), events)
