"""Hannibal vs Rome's heuristic for the balance lab: a greedy general, one move ahead.

- On its turn a side tries each legal move (never a pass while it has another action)
  and keeps the one whose result scores best for it: a win (dominance at the end of its
  turn) above all; then 10 a dominance group it occupies, -8 a group the enemy occupies,
  1 a legion (Hannibal's counts as 2), 0.5 a fleet, each side's counted against the
  other's. Ties are broken by the game's seeded draw.
- In a conflict Carthage always engages Hannibal when he may fight (his +1), and each
  side plays the highest card it holds (Conflict Resolution: the lower card loses).
"""

from __future__ import annotations

import random

from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    ONGOING,
    Action,
    Card,
    Engage,
    Pass,
    State,
)
from lictor.lab.policy import Decision, best


def value(game: HannibalGame, s: State, side: int) -> float:
    """How good ``s`` is for ``side`` (the scale of the docstring)."""
    if s.outcome == side:
        return 1_000.0
    if s.outcome not in (ONGOING, side):
        return -1_000.0
    b = game.board
    out = 0.0
    for who, sign in ((side, 1.0), (1 - side, -1.0)):
        legions = s.legions[who]
        held = [n > 0 or (who == CARTHAGE and s.hannibal == p) for p, n in enumerate(legions)]
        groups = sum(any(held[p] for p in g) for g in b.sides[who].dominance)
        out += sign * (10.0 if who == side else 8.0) * groups
        out += sign * (sum(legions) + (2 if who == CARTHAGE and s.hannibal >= 0 else 0))
        out += sign * 0.5 * sum(s.fleets[who])
    return out


def heuristic(game: HannibalGame, s: State, rng: random.Random) -> Decision:
    legal = game.legal_actions(s)
    if isinstance(legal[0], Engage):
        return Decision(Engage("hannibal"), ("Hannibal's Legion: he fights at +1",))
    if isinstance(legal[0], Card):
        side = next(a.side for a in legal if isinstance(a, Card))
        top = max((a for a in legal if isinstance(a, Card) and a.side == side), key=_value)
        return Decision(top, ("Conflict Resolution: the highest card held",))
    moves: list[Action] = [a for a in legal if not isinstance(a, Pass)]
    if not moves:
        return Decision(Pass(), ("nothing else is legal",))
    side = s.turn
    chosen, score, tied = best(moves, lambda a: value(game, game.apply(s, a)[0], side), rng)
    why = f"the best result one move ahead ({score:g})"
    return Decision(chosen, (why,) if tied == 1 else (why, f"drawn among {tied} equal moves"))


def _value(a: Card) -> int:
    return a.value
