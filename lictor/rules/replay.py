"""State is the fold of the log. The log holds entries; entries give the effective actions.

Entries:
- ``act``: an action, in its canonical words;
- ``amend``: replaces action N and records the whole effective list it produced (so a
  forced amend that dropped later actions replays exactly as it was accepted);
- ``undo``: takes back the latest ``act``, ``amend`` or ``redo`` whole (an amend's dropped
  actions come back with it); ``index`` is the number of the latest action it was typed
  against, so a second, concurrent undo is refused as stale instead of taking back
  something its typist never saw;
- ``redo``: brings back what the latest undo took back (a new act or amend forgets it).

Logs written before ``redo`` existed have undo entries without an index; for them an
undo straight after an undo redoes, as it did then. Entries written before actors (no
``actor``) are read through the game's ``older_words`` (``upgrade``): an action whose
meaning has changed since (Carta's ``deal``, applied at once then, an offer now) becomes
the actions that mean today what it meant then.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from lictor import i18n
from lictor.rules.entries import Entry as Entry  # re-exported: the log's entries
from lictor.rules.game import Event, Game, Seats, apply_checked

Upgrade = Callable[[str], list[str]]  # an action of an older log -> today's actions


@dataclass
class Timeline:
    """The effective actions, and what undo and redo would bring back."""

    live: list[str] = field(default_factory=list)
    back: list[tuple[str, list[str]]] = field(default_factory=list)  # (what, list before)
    ahead: list[tuple[str, list[str]]] = field(default_factory=list)  # (what, list after)

    def change(self, what: str, after: list[str]) -> None:
        self.back.append((what, self.live))
        self.live = after
        self.ahead.clear()

    def undo(self) -> str | None:
        if not self.back:
            return None
        what, before = self.back.pop()
        self.ahead.append((what, self.live))
        self.live = before
        return what

    def redo(self) -> str | None:
        if not self.ahead:
            return None
        what, after = self.ahead.pop()
        self.back.append((what, self.live))
        self.live = after
        return what


def step(t: Timeline, e: Entry, after_legacy_undo: bool, upgrade: Upgrade | None = None) -> bool:
    """Apply one log entry to ``t``; whether it was an old-style undo (an undo right after
    one of those redoes, as logs before undo/redo positions meant). ``upgrade``: how the
    game reads an action of an entry written before actors."""
    legacy = e.kind == "undo" and e.index == 0
    older = upgrade if upgrade is not None and not e.actor else (lambda w: [w])
    if e.kind == "act":
        t.change(e.words, [*t.live, *older(e.words)])
    elif e.kind == "amend":
        t.change(f"amend {e.index} {e.words}", [w for a in e.actions for w in older(a)])
    elif e.kind == "redo" or (legacy and after_legacy_undo and t.ahead):
        t.redo()
        return False
    else:
        t.undo()
    return legacy


def timeline(entries: Sequence[Entry], upgrade: Upgrade | None = None) -> Timeline:
    t = Timeline()
    legacy = False
    for e in entries:
        legacy = step(t, e, legacy, upgrade)
    return t


def effective_actions(entries: Sequence[Entry], upgrade: Upgrade | None = None) -> list[str]:
    return timeline(entries, upgrade).live


def setup(
    game: Game[Any, Any], seats: Seats, seed: int, physical: bool, options: Mapping[str, Any]
) -> Any:
    """The game's first state; options (a scenario, a variant) only for games that take them."""
    return game.setup(seats, seed, physical, dict(options))


def walk(
    game: Game[Any, Any], state: Any, actions: Sequence[str]
) -> Iterator[tuple[Any, Any, list[Event]]]:
    """Each action of ``actions`` parsed and applied (checked) from ``state``: the state it
    was taken in, the state after it, and the events it made."""
    for words in actions:
        after, events = apply_checked(game, state, game.parse(state, words.split()))
        yield state, after, events
        state = after


def replay(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    actions: Sequence[str],
    options: Mapping[str, Any] | None = None,
) -> tuple[Any, list[list[Event]]]:
    """The state after ``actions`` (each checked), and the events of each."""
    last = setup(game, seats, seed, physical, options or {})
    history: list[list[Event]] = []
    for _before, after, events in walk(game, last, actions):
        last = after
        history.append(events)
    return last, history


def fold(game: Game[Any, Any], state: Any, actions: Sequence[str]) -> Any:
    """The state after ``actions`` (each checked), from ``state``. Their events are not
    read, so each is played ``quietly`` (no words made, a refusal said in full: issue 27)."""
    for words in actions:
        state = i18n.quietly(partial(_played, game, state, words))
    return state


def _played(game: Game[Any, Any], state: Any, words: str) -> Any:
    return apply_checked(game, state, game.parse(state, words.split()))[0]


def replay_steps(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    actions: Sequence[str],
    options: Mapping[str, Any] | None = None,
) -> list[tuple[Any, list[Event]]]:
    """For each action: the state it was taken in, and the events it made."""
    state = setup(game, seats, seed, physical, options or {})
    return [(before, events) for before, _, events in walk(game, state, actions)]


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
    state = setup(game, seats, seed, physical, options or {})
    return lenient_from(game, state, actions)


def lenient_from(
    game: Game[Any, Any], state: Any, actions: Sequence[str], offset: int = 0
) -> tuple[Any, list[str], list[tuple[int, str, str]]]:
    """``replay_lenient`` from ``state``, the state after ``offset`` actions already kept."""
    from lictor.errors import BadInput

    kept: list[str] = []
    dropped: list[tuple[int, str, str]] = []
    for i, words in enumerate(actions, offset + 1):
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
    """The state after ``entries``, checking every list of actions the log ever made live
    (actions later undone or dropped by an amend too, since undo and redo bring them back):
    an imported log replays whole, or ``BadInput`` names its first bad entry."""
    from lictor.errors import BadInput

    states: dict[tuple[str, ...], Any] = {(): setup(game, seats, seed, physical, options or {})}

    def state_of(live: Sequence[str]) -> Any:
        key = tuple(live)
        n = len(key)
        while key[:n] not in states:  # the longest prefix already replayed
            n -= 1
        state = states[key[:n]]
        for i in range(n, len(key)):
            state, _ = apply_checked(game, state, game.parse(state, key[i].split()))
            states[key[: i + 1]] = state
        return state

    t, legacy, state = Timeline(), False, states[()]
    for e in entries:
        legacy = step(t, e, legacy, game.older_words)
        try:
            state = state_of(t.live)
        except BadInput as exc:
            raise _at_entry(e, exc) from None
    return state


def canonical_log(
    game: Game[Any, Any],
    seats: Seats,
    seed: int,
    physical: bool,
    entries: Sequence[Entry],
    options: Mapping[str, Any] | None = None,
) -> tuple[Entry, ...]:
    """``entries`` as ``act``, ``undo``, ``redo`` and ``amend`` would have written them,
    words canonical (as ``game.text`` says them; an entry written before actors is kept
    as written, and read through ``game.older_words`` as ``step`` reads it); ``BadInput``
    naming the first entry no command could have made (a redo with nothing undone, an
    undo of nothing, an undo typed against another position, an amend that rewrites
    actions before its own) or that does not replay. An imported log is stored as this
    returns it."""
    from lictor.errors import BadInput

    base = setup(game, seats, seed, physical, options or {})
    states: dict[tuple[str, ...], Any] = {(): base}

    def state_of(live: Sequence[str]) -> Any:
        key = tuple(live)
        n = len(key)
        while key[:n] not in states:
            n -= 1
        state = states[key[:n]]
        for i in range(n, len(key)):
            state, _ = apply_checked(game, state, game.parse(state, key[i].split()))
            states[key[: i + 1]] = state
        return state

    def canonical(live: Sequence[str], words: str) -> str:
        return game.text(game.parse(state_of(live), words.split()))

    def older(e: Entry, words: str) -> list[str]:
        """An action of an entry written before actors, as the game reads it now."""
        return [words] if e.actor else game.older_words(words)

    out: list[Entry] = []
    t, legacy = Timeline(), False
    for e in entries:
        try:
            if e.kind == "act":
                if e.actor:
                    words = canonical(t.live, e.words)
                    t.change(words, [*t.live, words])
                else:  # written before actors: kept as written, read as the game reads it
                    words = e.words
                    t.change(words, [*t.live, *older(e, e.words)])
                out.append(Entry(e.seq, "act", words, 0, (), e.actor))
                legacy = False
            elif e.kind == "amend":
                n = e.index
                if not 1 <= n <= len(t.live) or len(e.actions) < n:
                    raise BadInput(
                        i18n.t(
                            "amend {n}: the log then had actions 1 to {last}",
                            n=n,
                            last=len(t.live),
                        )
                    )
                actions = [w for a in e.actions for w in older(e, a)]
                if len(actions) < n:
                    raise BadInput(i18n.t("amend {n}: its actions are fewer than {n}", n=n))
                words = canonical(t.live[: n - 1], e.words) if e.actor else e.words
                after = [*t.live[: n - 1], *actions[n - 1 :]]
                if e.actor:
                    after[n - 1] = words
                if actions[: n - 1] != t.live[: n - 1] or not _kept(actions[n:], t.live[n:]):
                    raise BadInput(
                        i18n.t("amend {n}: its actions are not the log's with #{n} replaced", n=n)
                    )
                t.change(f"amend {n} {words}", after)
                kept = tuple(after) if e.actor else e.actions  # an older one: as written
                out.append(Entry(e.seq, "amend", words, n, kept, e.actor))
                legacy = False
            else:
                if e.index and e.index != len(t.live):
                    raise BadInput(
                        i18n.tn(
                            "{kind} {index}: the log then had {n} action",
                            "{kind} {index}: the log then had {n} actions",
                            len(t.live),
                            kind=e.kind,
                            index=e.index,
                        )
                    )
                redo = e.kind == "redo" or (e.index == 0 and legacy and bool(t.ahead))
                if redo and not t.ahead:
                    raise BadInput(i18n.t("a redo with nothing undone"))
                if not redo and not t.back:
                    raise BadInput(i18n.t("an undo with nothing to undo"))
                what = t.redo() if redo else t.undo()
                legacy = e.kind == "undo" and e.index == 0 and not redo
                out.append(Entry(e.seq, e.kind, what or "", e.index, (), e.actor))
            state_of(t.live)
        except BadInput as exc:
            raise _at_entry(e, exc) from None
    return tuple(out)


def _at_entry(e: Entry, exc: Exception) -> Exception:
    """A log entry that does not replay, refused naming the entry and why."""
    from lictor.errors import BadInput

    return BadInput(
        i18n.t(
            "entries[{i}] ({kind} {words}): {why}",
            i=e.seq - 1,
            kind=e.kind,
            words=repr(e.words[:60]),
            why=str(exc),
        )
    )


def _kept(tail: Sequence[str], before: Sequence[str]) -> bool:
    """Whether ``tail`` is ``before`` with some actions dropped (an amend's --force)."""
    it = iter(before)
    return all(any(a == b for b in it) for a in tail)
