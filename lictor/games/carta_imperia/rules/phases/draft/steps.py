"""The Events Draft and the Legacy cards dealt at setup (Events Draft; Scenario I, Setup)."""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import DRAFT, E, ev
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia


def begin_draft(board: Board, s: State) -> tuple[State, E]:
    """The scenario's Draft Events each (Scenario I, Setup: 4, of Eras II-IV and Any), then
    the draft; one Major and one Minor Legacy each, secretly."""
    n = board.scenario.draft
    if s.physical:
        return replace(s, step="draft", waiting=()), [
            ev(f"Deal {n} Draft Events each and draft them at the table; then: drafted", DRAFT)
        ]
    r = random.Random(f"{s.seed}:draft")
    deck = [c.id for c in board.draft]
    r.shuffle(deck)
    majors = [c.id for c in board.majors]
    minors = [c.id for c in board.minors]
    r.shuffle(majors)
    r.shuffle(minors)
    for i, f in enumerate(s.players):
        s = with_familia(
            s, f.name, hand=tuple(deck[i * n : i * n + n]), legacies=(majors[i], minors[i])
        )
    s = replace(s, step="draft", waiting=s.names, draft_round=1)
    return s, [ev(f"Dealt {n} Draft Events and 2 Legacy cards to each player, face down", DRAFT)]
