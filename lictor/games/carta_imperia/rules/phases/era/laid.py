"""A --physical table's players lay their Action cards face down (Action Cards): what lictor
says of it, at the Era's start or after the NPC Senators' Inheritance."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.common_steps import CHOOSE, actions_per_player, ev
from lictor.games.carta_imperia.rules.historical import ACTIONS as HISTORICAL_ACTIONS
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import tn
from lictor.rules.game import Event


def laid(s: State) -> Event:
    """A --physical table's players lay their Action cards face down (Action Cards): lictor
    learns each Action's when the table turns them over (era/turn.py)."""
    h = s.historical
    if h is not None:
        return ev(
            tn(
                "The Familiae lay their Action cards face down: {n} Action at most this Era, "
                "at most {kinds} different a Familia",
                "The Familiae lay their Action cards face down: {n} Actions at most this Era, "
                "at most {kinds} different a Familia",
                h.actions,
                kinds=h.kinds,
            ),
            HISTORICAL_ACTIONS,
        )
    return ev(
        tn(
            "Each player lays {n} Action card face down; each Action's cards are turned over "
            "when it comes",
            "Each player lays {n} different Action cards face down; each Action's cards are "
            "turned over when it comes",
            actions_per_player(s),
        ),
        CHOOSE,
    )
