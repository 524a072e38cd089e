"""Imperium's heuristic for the balance lab: place influence where the pawn scores next.

The black pawn scores the provinces in order; a stack scores each Province card by how
soon its province comes up (the pawn's province counts as many as there are provinces,
the next one less, and so on), Bread and Circuses 0, and the Spy and the Oracle -1 each
(they are kept for later), and a province where the seat already leads in markers 2 more.
Every seat reading the board alike would play the same stacks, which cancel out round after
round, so the seeded draw picks among the three best stacks, not only the best one.
"""

from __future__ import annotations

import random

from lictor.games.imperium.rules.game import ImperiumGame
from lictor.games.imperium.rules.state import ORACLE_CARD, SPY, Stack, State
from lictor.lab.policy import Decision
from lictor.slugs import slug


def heuristic(game: ImperiumGame, s: State, rng: random.Random) -> Decision:
    b = game.board
    n = len(b.names)
    legal = game.legal_actions(s)
    colour = legal[0].colour  # the first seat still to choose answers now
    seat = s.colours.index(colour)
    soon = {}
    for i, name in enumerate(b.names):
        row = s.markers[i]
        others = max((m for j, m in enumerate(row) if j != seat), default=0)
        soon[slug(name)] = n - ((i - s.pawn) % n) + (2 if row[seat] > others else 0)
    mine = [a for a in legal if a.colour == colour]

    def score(a: Stack) -> int:
        return sum(soon.get(c, -1 if c in (SPY, ORACLE_CARD) else 0) for c in a.cards)

    scores = sorted({score(a) for a in mine}, reverse=True)[:3]
    chosen = rng.choice([a for a in mine if score(a) in scores])
    return Decision(chosen, (f"drawn among the three best stacks (scores {scores})",))
