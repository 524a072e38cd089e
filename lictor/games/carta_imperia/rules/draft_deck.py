"""The virtual Draft Events deck after the deal: what a card's effect draws from and
discards to (phases/era/effects.py), in a virtual game only (a --physical table's cards
are the table's, counted).

The rulebook deals each player the scenario's Draft Events (Events Draft) and says no more
of the deck: no draw later, no discard pile, no reshuffle. lictor's reconstruction, for a
card a table typed to draw or discard: the cards the deal left undealt are the draw pile,
in the seeded order they were shuffled in; a Draft Event played or discarded goes face up
to a discard pile; a draw from an empty pile first reshuffles the discards (seeded); with
both empty nothing is drawn.
"""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.deck import Deck
from lictor.rules.fast import replace

NAME = "Draft Event"


def undealt(cards: list[str], dealt: int) -> Deck:
    """The shuffled deck's cards after the first ``dealt``: the draw pile, top first."""
    return Deck(NAME, tuple(cards[dealt:]), ordered=True)


def draw(s: State, name: str, n: int) -> tuple[State, int, bool]:
    """``name`` draws up to ``n`` Draft Events into his hidden hand: the state, how many
    were drawn and whether the discards were reshuffled for it."""
    deck = s.drafts
    reshuffled = False
    drawn: list[str] = []
    while len(drawn) < n:
        if not deck.draw_pile:
            if not deck.discards:
                break
            cards = list(deck.discards)
            random.Random(f"{s.seed}:drafts:{s.era}:{len(drawn)}:{len(cards)}").shuffle(cards)
            deck = replace(deck, draw_pile=tuple(cards), discards=(), ordered=True)
            reshuffled = True
        drawn.append(deck.draw_pile[0])
        deck = replace(deck, draw_pile=deck.draw_pile[1:])
    f = s.familia(name)
    s = with_familia(s, name, draft=(*f.draft, *drawn), draft_count=f.draft_count + len(drawn))
    return replace(s, drafts=deck), len(drawn), reshuffled


def discarded(s: State, name: str, cards: tuple[str, ...]) -> State:
    """``cards`` leave ``name``'s hand for the discard pile."""
    f = s.familia(name)
    left = list(f.draft)
    for c in cards:
        left.remove(c)
    s = with_familia(s, name, draft=tuple(left), draft_count=f.draft_count - len(cards))
    return to_discards(s, cards)


def to_discards(s: State, cards: tuple[str, ...]) -> State:
    """A played Draft Event (or one discarded) goes to the discard pile (virtual only)."""
    if s.physical or not cards:
        return s
    return replace(s, drafts=replace(s.drafts, discards=(*s.drafts.discards, *cards)))


def by_default(board: Board, s: State, name: str) -> list[str]:
    """``name``'s Draft Events in the order offered for a discard, the sensible default
    first: a card of an Era already past (it can no longer be played for its Era), the
    earliest first; then the others as held."""
    era = {c.id: c.era for c in board.draft}
    held = list(s.familia(name).draft)

    def key(card: str) -> tuple[int, int]:
        e = era.get(card, 0)
        past = e != 0 and e < s.era
        return (0, e) if past else (1, 0)

    return sorted(held, key=key)  # stable: the others keep the order held
