"""Test drivers that play every seat: each action sent as the actor who may rightly send
it (its player's seat for a private action or a deal, else the table)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lictor.rules.actors import Actor, rightful


def sender(loaded: Any, words: Sequence[str] | str) -> Actor:
    w = words.split() if isinstance(words, str) else list(words)
    return rightful(loaded.game.authority(loaded.state, loaded.seats, w))


def act(ref: Any, sid: int, loaded: Any, words: Sequence[str] | str) -> Any:
    """``ref.act`` as the rightful sender of ``words`` in ``loaded``'s state."""
    w = words.split() if isinstance(words, str) else list(words)
    return ref.act(sid, w, actor=sender(loaded, w))
