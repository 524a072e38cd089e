"""What plays a seat in the lab: a pure function from the state to a ``Decision``.

A policy is given the game, the state and a seeded ``random.Random`` (its only source of
chance, so a game replays from its seed) and answers the action with the reasons that
chose it: the same kind of function as Carta Imperia's NPC Senators.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Decision:
    """An action and why it was chosen (the rule lines and tie-breaks, for a reader).

    ``after``: a policy that had to apply the action to know it legal may hand over the
    state it reached (the state ``apply`` gives), so the lab does not apply it twice."""

    action: Any
    because: tuple[str, ...] = ()
    after: Any = None


Policy = Callable[[Any, Any, random.Random], Decision]


def random_policy(game: Any, state: Any, rng: random.Random) -> Decision:
    """Uniform over the legal actions."""
    legal = game.legal_actions(state)
    return Decision(rng.choice(legal), (f"uniform over {len(legal)} legal actions",))


def best(
    actions: Sequence[Any], score: Callable[[Any], float], rng: random.Random
) -> tuple[Any, float, int]:
    """The highest-scoring action, ties broken by ``rng``; also its score and how many
    actions tied for it."""
    scored = [(score(a), a) for a in actions]
    top = max(v for v, _ in scored)
    tied = [a for v, a in scored if v == top]
    return (tied[0] if len(tied) == 1 else rng.choice(tied)), top, len(tied)
