"""What Hannibal vs Rome's rules share: the sections they cite and the state's small
updates (a count changed on one side, a state copied with some fields new)."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from lictor.games.hannibal.rules import ref
from lictor.games.hannibal.rules.state import ROME, State

SEQ = ref("Sequence of Play")
MOVE = ref("Movement")
CONFLICT = ref("Conflict Resolution")
CARDS = ref("Reclaiming Cards")
HANNIBAL = ref("Hannibal's Legion")
VICTORY = ref("Victory Conditions")
FULL_HAND = 0b11111


def _set(t: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    return (*t[:i], t[i] + delta, *t[i + 1 :])


def _side_set(
    pair: tuple[tuple[int, ...], tuple[int, ...]], side: int, i: int, delta: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if side == ROME:
        return (_set(pair[0], i, delta), pair[1])
    return (pair[0], _set(pair[1], i, delta))


_FIELDS: tuple[str, ...] = State.__slots__  # type: ignore[attr-defined]
_READ = attrgetter(*_FIELDS)  # every field at once, in C
_AT = {f: i for i, f in enumerate(_FIELDS)}
# each slot's own setter: a frozen State has no __post_init__ to run, so a copy is its
# fields set straight (some 1.5x quicker than State(...); a move makes two to four copies)
_SET = tuple(State.__dict__[f].__set__ for f in _FIELDS)
assert not hasattr(State, "__post_init__")


def _replace(s: State, **kw: Any) -> State:
    """``dataclasses.replace(s, **kw)``, quicker; a name that is not a field is a TypeError."""
    values = list(_READ(s))
    for name, value in kw.items():
        at = _AT.get(name)
        if at is None:
            raise TypeError(f"State has no field {name!r}")
        values[at] = value
    new = _new(State)
    for put, value in zip(_SET, values, strict=True):
        put(new, value)
    return new


_new = object.__new__
