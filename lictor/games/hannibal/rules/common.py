"""What Hannibal vs Rome's rules share: the sections they cite and the state's small
updates (a count changed on one side, a state copied with some fields new)."""

from __future__ import annotations

from lictor.games.hannibal.rules import ref
from lictor.games.hannibal.rules.state import ROME
from lictor.rules.fast import replace

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


# ``dataclasses.replace``, quicker (lictor.rules.fast: the slots set straight); a name that
# is not a field is a TypeError
_replace = replace
