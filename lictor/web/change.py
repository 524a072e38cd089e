"""A seat changes its secret choice while it is still hidden (until the reveal).

The choice is the seat's latest secret action among the unrevealed ones, and it may change
only while the game has not come back to that seat since (the others' answers of the same
round are independent of it): the change is an amend of that action, checked inside the
write transaction, so a reveal that lands first wins and the change is refused. A refusal
says nothing of another seat's hidden answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lictor.errors import BadInput
from lictor.i18n import t
from lictor.rules.referee import Loaded
from lictor.rules.replay import replay_steps
from lictor.rules.visible import owner, public_options


class Unchangeable(BadInput):
    """No secret choice of this seat may change now (HTTP 409)."""


def _verb(words: str) -> str:
    return words.split()[0].lower() if words.split() else ""


def hidden_choice(loaded: Loaded, player: str) -> tuple[int, Loaded] | None:
    """``player``'s secret action that may still change: its number, and the session as
    it stood when it was taken (one replay of the log); None if there is none."""
    game, info, actions = loaded.game, loaded.info, loaded.actions
    if game.agenda(loaded.state).over:
        return None
    hidden = int(game.hidden_tail(loaded.state))
    if hidden <= 0:
        return None
    n = next(
        (
            i
            for i in range(len(actions), len(actions) - hidden, -1)
            if _verb(actions[i - 1]) in game.secret_verbs
            and owner(loaded, actions[i - 1]) == player
        ),
        None,
    )
    if n is None:
        return None
    steps = replay_steps(game, loaded.seats, info.seed, info.physical, actions, info.options)
    after = [state for state, _ in steps[n:]] + [loaded.state]
    if any(player in game.agenda(s).waiting_on for s in after):
        return None  # the game came back to this seat: a later round's choice
    return n, replace(loaded, state=steps[n - 1][0], actions=actions[: n - 1])


def changeable(loaded: Loaded, player: str) -> int | None:
    """The number of ``player``'s secret action that may still change, or None."""
    found = hidden_choice(loaded, player)
    return found[0] if found else None


def change_options(loaded: Loaded, then: Loaded, player: str, n: int) -> list[str]:
    """What ``player`` may choose instead: the secret answers it had when it chose
    (``then``: the session as it stood)."""
    was = loaded.actions[n - 1]
    words, _ = public_options(then, player)
    return [w for w in words if _verb(w) == _verb(was) and owner(then, w) == player and w != was]


def change_guard(player: str, n: int, words: list[str]) -> Any:
    """The check, inside the write transaction, that action ``n`` is still the seat's
    hidden choice and ``words`` are a choice of the same kind by the same seat."""

    def guard(loaded: Loaded) -> None:
        if changeable(loaded, player) != n:
            raise Unchangeable(
                t(
                    "{player}: your secret choice was revealed, it can no longer change",
                    player=player,
                )
            )
        was = loaded.actions[n - 1]
        text = " ".join(words)
        if _verb(text) != _verb(was) or owner(loaded, text) != player:
            raise Unchangeable(
                t(
                    "{player}: change your own {verb} for another, nothing else",
                    player=player,
                    verb=_verb(was),
                )
            )

    return guard
