"""Circus Maximus's heuristic for the balance lab: each move as far as it goes.

A seat tries each legal action and keeps the one after which its own chariots have come
furthest (a chariot in the finish area counts 1,000 and its place better the sooner; a
chariot's distance along the track otherwise); placing, the start hex furthest along;
the race is stopped as soon as a seat has won. Ties are broken by the seeded draw.
"""

from __future__ import annotations

import random

from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.games.circus_maximus.rules.state import End, State, seat_of
from lictor.lab.policy import Decision, best


def value(s: State, seat: int) -> float:
    out = 0.0
    for c in s.chariots():
        if seat_of(c) == seat:
            out += 1_000.0 - s.places[c] if s.places[c] else s.progress[c]
    return out


def heuristic(game: CircusGame, s: State, rng: random.Random) -> Decision:
    legal = game.legal_actions(s)
    if End() in legal:
        return Decision(End(), ("a seat has won: the race is stopped",))
    mover = s.mover()
    seat = s.placing[s.turn] if mover is None else seat_of(mover)
    chosen, top, tied = best(legal, lambda a: value(game.apply(s, a)[0], seat), rng)
    why = (f"its chariots furthest along ({top:g})",)
    return Decision(chosen, why if tied == 1 else (*why, f"drawn among {tied} equal moves"))
