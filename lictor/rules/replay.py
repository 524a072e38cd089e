"""State is the fold of the log. The log holds entries; entries give the effective actions.

Entries:
- ``act``: an action, in its canonical words;
- ``undo``: takes back the latest action; an undo straight after an undo takes back that
  undo instead, so the action comes back (undo of an undo redoes);
- ``amend``: replaces action N and records the whole effective list it produced (so a
  forced amend that dropped later actions replays exactly as it was accepted).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from lictor.rules.game import Event, Game, Seats, apply_checked


@dataclass(frozen=True)
class Entry:
    seq: int
    kind: Literal["act", "undo", "amend"]
    words: str = ""
    index: int = 0  # amend: which action (1-based)
    actions: tuple[str, ...] = ()  # amend: the effective actions after it


def effective_actions(entries: Sequence[Entry]) -> list[str]:
    live: list[str] = []
    undone: list[str] = []
    last_was_undo = False
    for e in entries:
        if e.kind == "act":
            live.append(e.words)
            undone.clear()
            last_was_undo = False
        elif e.kind == "amend":
            live = list(e.actions)
            undone.clear()
            last_was_undo = False
        elif last_was_undo and undone:
            live.append(undone.pop())  # undo of an undo: redo
            last_was_undo = False
        else:
            if live:
                undone.append(live.pop())
            last_was_undo = True
    return live


def setup(
    game: Game[Any, Any], seats: Seats, seed: int, physical: bool, options: Mapping[str, Any]
) -> Any:
    """The game's first state; options (a scenario, a variant) only for games that take them."""
    return game.setup(seats, seed, physical, dict(options))


def replay(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    actions: Sequence[str],
    options: Mapping[str, Any] | None = None,
) -> tuple[Any, list[list[Event]]]:
    """The state after ``actions`` (each checked), and the events of each."""
    state = setup(game, seats, seed, physical, options or {})
    history: list[list[Event]] = []
    for words in actions:
        action = game.parse(state, words.split())
        state, events = apply_checked(game, state, action)
        history.append(events)
    return state, history


def replay_lenient(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    actions: Sequence[str],
    options: Mapping[str, Any] | None = None,
) -> tuple[Any, list[str], list[tuple[int, str, str]]]:
    """Replay, skipping actions that became illegal: the state, the kept actions, and for
    each dropped one its position (1-based), words and reason."""
    from lictor.errors import BadInput

    state = setup(game, seats, seed, physical, options or {})
    kept: list[str] = []
    dropped: list[tuple[int, str, str]] = []
    for i, words in enumerate(actions, 1):
        try:
            action = game.parse(state, words.split())
            state, _ = apply_checked(game, state, action)
        except BadInput as exc:
            dropped.append((i, words, str(exc)))
            continue
        kept.append(words)
    return state, kept, dropped


def replay_log(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    entries: Sequence[Entry],
    options: Mapping[str, Any] | None = None,
) -> Any:
    """The state after ``entries``, checking every action the log ever made live (an
    action later undone too, since an undo of the undo brings it back): an imported log
    replays whole, or ``BadInput`` names its first bad entry."""
    from lictor.errors import BadInput

    start = setup(game, seats, seed, physical, options or {})
    live: list[tuple[str, Any]] = []  # each effective action with the state after it
    undone: list[tuple[str, Any]] = []
    last_was_undo = False
    for e in entries:
        try:
            if e.kind == "act":
                state = live[-1][1] if live else start
                state, _ = apply_checked(game, state, game.parse(state, e.words.split()))
                live.append((e.words, state))
                undone.clear()
                last_was_undo = False
            elif e.kind == "amend":
                state = start
                live = []
                for words in e.actions:
                    state, _ = apply_checked(game, state, game.parse(state, words.split()))
                    live.append((words, state))
                undone.clear()
                last_was_undo = False
            elif last_was_undo and undone:
                live.append(undone.pop())
                last_was_undo = False
            else:
                if live:
                    undone.append(live.pop())
                last_was_undo = True
        except BadInput as exc:
            raise BadInput(f"entries[{e.seq - 1}] ({e.kind} {e.words!r}): {exc}") from None
    return live[-1][1] if live else start
