"""Decks and chance as entered facts.

A draw is a ``ChanceRequest``: the table answers it with the card that came up (physical
deck), or lictor answers it from a virtual deck whose order comes from the session's seed.
Both become the same event in the log, so a replay never depends on a random generator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.i18n import t
from lictor.rules.fast import replace


@dataclass(frozen=True)
class ChanceRequest:
    """A fact the table must supply: which card came up, which way a thumb fell."""

    kind: str  # "draw", "flip", "die"
    source: str  # the deck's or coin's name
    options: tuple[str, ...]  # the answers that are possible now
    prompt: str


@dataclass(frozen=True)
class Deck:
    """A deck with a known composition: draw pile (top first, or unknown order), discards."""

    name: str
    draw_pile: tuple[str, ...]
    discards: tuple[str, ...] = ()
    ordered: bool = False  # True once shuffled by lictor: the order is known

    @staticmethod
    def of(name: str, cards: tuple[str, ...]) -> Deck:
        return Deck(name, cards)

    def shuffled(self, seed: int) -> Deck:
        cards = list(self.draw_pile)
        random.Random(seed).shuffle(cards)
        return replace(self, draw_pile=tuple(cards), ordered=True)

    def _empty(self) -> str:
        return t("the {deck} deck is empty: reshuffle its discards first", deck=t(self.name))

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in self.draw_pile:
            out[c] = out.get(c, 0) + 1
        return out

    def request(self) -> ChanceRequest:
        options = tuple(sorted(set(self.draw_pile)))
        if not options:
            raise BadInput(self._empty())
        return ChanceRequest(
            "draw",
            self.name,
            options,
            t("Draw from the {deck} deck: which card came up?", deck=t(self.name)),
        )

    def next_virtual(self) -> str:
        """The card a seeded virtual deck gives next."""
        if not self.draw_pile:
            raise BadInput(self._empty())
        return self.draw_pile[0]

    def draw(self, card: str) -> Deck:
        """Remove ``card`` (the answer to a draw) from the draw pile, into the discards."""
        if card not in self.draw_pile:
            raise BadInput(
                t(
                    "{card} is not left in the {deck} deck (left: {left})",
                    card=repr(card),
                    deck=t(self.name),
                    left=", ".join(sorted(set(self.draw_pile))) or t("nothing"),
                )
            )
        pile = list(self.draw_pile)
        pile.remove(card)  # the first copy: for a known order, the top card
        return replace(self, draw_pile=tuple(pile), discards=(*self.discards, card))

    def reshuffle(self, seed: int) -> Deck:
        return replace(self, draw_pile=self.draw_pile + self.discards, discards=()).shuffled(seed)
