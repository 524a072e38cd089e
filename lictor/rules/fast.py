"""A quicker ``dataclasses.replace`` for the games' frozen dataclasses.

A game's state has many fields and every move copies it several times (Carta's ``State``
some fifty); the standard ``replace`` rebuilds each copy through ``__init__`` field by
field, which was most of the referee's time (benchmarks/referee_carta.py). Here a copy
takes the old instance's attributes and updates the changed ones: a plain frozen
dataclass its ``__dict__``, a slotted one (``slots=True``) its slots, read at once and set
through each slot's own setter. Only classes without ``__post_init__`` whose fields are all
``__init__``'s take the short way (a name that is not a field is a TypeError, as there);
any other class goes through ``dataclasses.replace`` (issue 27).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class _Slots:
    """How to copy a slotted class: its fields read at once, their places, their setters."""

    read: Callable[[Any], tuple[Any, ...]]
    at: dict[str, int]
    put: tuple[Callable[[Any, Any], None], ...]


_PLAIN: dict[type, frozenset[str] | _Slots | None] = {}


def _fields(cls: type) -> frozenset[str] | _Slots | None:
    """A plain dataclass's init fields, a slotted one's ``_Slots``, or None (neither)."""
    if cls in _PLAIN:
        return _PLAIN[cls]
    found: frozenset[str] | _Slots | None = None
    if (
        dataclasses.is_dataclass(cls)
        and not hasattr(cls, "__post_init__")
        and all(f.init for f in dataclasses.fields(cls))
    ):
        names = tuple(f.name for f in dataclasses.fields(cls))
        if "__slots__" not in cls.__dict__:
            found = frozenset(names)
        elif len(names) > 1 and set(names) <= set(cls.__dict__["__slots__"]):
            put = tuple(cls.__dict__[n].__set__ for n in names)
            found = _Slots(attrgetter(*names), {n: i for i, n in enumerate(names)}, put)
    _PLAIN[cls] = found
    return found


_new = object.__new__


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, without the per-field ``__init__``."""
    cls = obj.__class__
    try:  # the known classes without a call (this runs some 100,000 times a second)
        how = _PLAIN[cls]
    except KeyError:
        how = _fields(cls)
    if type(how) is frozenset:
        if not how.issuperset(changes):
            raise _unknown(cls, changes, how)
        new = _new(cls)
        d = new.__dict__
        d.update(obj.__dict__)
        d.update(changes)
        return new
    if type(how) is _Slots:
        values = list(how.read(obj))
        at = how.at
        for name, value in changes.items():
            if name not in at:
                raise _unknown(cls, changes, at)
            values[at[name]] = value
        new = _new(cls)
        for put, value in zip(how.put, values, strict=True):
            put(new, value)
        return new
    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]


def _unknown(cls: type, changes: dict[str, Any], known: Any) -> TypeError:
    name = next(n for n in changes if n not in known)
    return TypeError(f"{cls.__name__} has no field {name!r}")
