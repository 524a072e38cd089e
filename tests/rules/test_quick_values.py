"""The rules' most made values - Carta's Action, the kernel's Event and RuleRef - are frozen
dataclasses with an ``__init__`` of their own that writes each field straight in (the
generated one of a frozen dataclass calls ``object.__setattr__`` per field; issue 27). Each
must take exactly its fields, with their defaults, in their order, and build the value the
dataclass would: a field added without its ``__init__`` fails here."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import FrozenInstanceError

import pytest

from lictor.games.carta_imperia.rules.state import Action
from lictor.rules.fast import replace
from lictor.rules.game import Event
from lictor.rules.ruling import RuleRef

QUICK = (Action, Event, RuleRef)


@pytest.mark.parametrize("cls", QUICK)
def test_the_init_takes_exactly_the_fields_with_their_defaults(cls: type) -> None:
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]  # self aside
    fields = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        assert p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
        default = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert p.default == default, (cls.__name__, f.name)
    assert "__setattr__" not in cls.__init__.__code__.co_names  # each field written straight


@pytest.mark.parametrize(
    ("cls", "given"),
    [
        (Action, ("vote", "Ann", ("cy",))),
        (Action, ("draw",)),
        (Event, ("Ann passes", "III. eXtort")),
        (Event, ("Ann passes",)),
        (RuleRef, ("carta-imperia", "IV. eXpand", "Casualties")),
        (RuleRef, ("carta-imperia", "IV. eXpand")),
    ],
)
def test_a_value_is_the_one_its_fields_make(cls: type, given: tuple[object, ...]) -> None:
    value = cls(*given)
    names = [f.name for f in dataclasses.fields(cls)]
    by_name = cls(**dict(zip(names, given, strict=False)))
    assert value == by_name and hash(value) == hash(by_name)
    assert dataclasses.astuple(value)[: len(given)] == given
    assert repr(value).startswith(f"{cls.__name__}({names[0]}=")
    assert replace(value, **{names[0]: "x"}) == cls("x", *given[1:])
    with pytest.raises(FrozenInstanceError):
        setattr(value, names[0], "x")
    with pytest.raises(TypeError):
        cls()
    with pytest.raises(TypeError):
        cls(*given, nope=1)
