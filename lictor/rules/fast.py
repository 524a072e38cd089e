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


def quick_init(cls: type[T]) -> type[T]:
    """A frozen dataclass built as quickly as a plain one: its ``__init__`` writes each field
    into the new instance's ``__dict__`` (the generated one calls ``object.__setattr__``
    once per field, which doubled the cost of the values the rules make by the thousand a
    second: an Action offered, an Event said; issue 27). Everything else - equality, hash,
    repr, ``replace``, frozenness - stays the dataclass's. For classes this module copies
    the short way only (no slots, no ``__post_init__``, every field a plain ``__init__``
    argument, no default factory); anything else is a TypeError, at import."""
    if not dataclasses.is_dataclass(cls) or "__slots__" in cls.__dict__:
        raise TypeError(f"quick_init: {cls.__name__} is not a dataclass without slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init: {cls.__name__} has a __post_init__")
    params: list[str] = []
    lines: list[str] = []
    env: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"quick_init: {cls.__name__}.{f.name} is not a plain argument")
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        lines.append(f"    d[{f.name!r}] = {f.name}")
    # the names are the class's own fields (identifiers), as dataclasses writes its own
    source = f"def __init__(self, {', '.join(params)}):\n    d = self.__dict__\n" + "\n".join(lines)
    exec(source, env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010
    return cls
