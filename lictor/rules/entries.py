"""A session log's entries as the kernel reads them: in a module of their own, so the
session store (lictor.rules.session) reads a log without importing the replay and the
rules' interfaces (a kept rendering is printed without them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

KINDS = ("act", "undo", "redo", "amend")


@dataclass(frozen=True)
class Entry:
    """One entry of a session's log, as stored: an act, an undo, a redo or an amend."""

    seq: int
    kind: Literal["act", "undo", "redo", "amend"]
    words: str = ""
    index: int = 0  # amend: which action (1-based); undo/redo: the latest action's number
    actions: tuple[str, ...] = ()  # amend: the effective actions after it
    actor: str = ""  # act: who sent it (lictor.rules.actors.Actor.key); "" before actors
