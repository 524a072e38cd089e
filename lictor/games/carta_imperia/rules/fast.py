"""A quicker ``dataclasses.replace`` for the core's frozen dataclasses.

``State`` has some fifty fields and every move copies it several times; the standard
``replace`` rebuilds each copy through ``__init__`` field by field, which was most of the
referee's time (benchmarks/referee_carta.py). Here a copy takes the old instance's
attributes and updates the changed ones. Only plain frozen dataclasses (no
``__post_init__``, no ``__slots__``) take the short way; anything else, and any unknown
field name, goes through ``dataclasses.replace`` and behaves exactly as it does.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_PLAIN: dict[type, frozenset[str] | None] = {}


def _fields(cls: type) -> frozenset[str] | None:
    """The init fields of a plain dataclass ``cls``, or None when it is not plain."""
    if cls in _PLAIN:
        return _PLAIN[cls]
    plain = (
        dataclasses.is_dataclass(cls)
        and not hasattr(cls, "__post_init__")
        and "__slots__" not in cls.__dict__
        and all(f.init for f in dataclasses.fields(cls))
    )
    names = frozenset(f.name for f in dataclasses.fields(cls)) if plain else None
    _PLAIN[cls] = names
    return names


_new = object.__new__


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, without the per-field ``__init__``."""
    cls = obj.__class__
    try:  # the known classes without a call (this runs some 100,000 times a second)
        names = _PLAIN[cls]
    except KeyError:
        names = _fields(cls)
    if names is None or not names.issuperset(changes):
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new = _new(cls)
    d = new.__dict__
    d.update(obj.__dict__)
    d.update(changes)
    return new
