"""``lictor.rules.fast.quick_init``: a frozen dataclass whose ``__init__`` writes its fields
straight in behaves, to every caller, as the dataclass did - the same instances, equal and
hashed alike, frozen, the same refusals of a missing or unknown argument - and a class it
cannot build that way is refused when it is declared, not misbuilt."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from lictor.games.carta_imperia.rules.state import Action
from lictor.rules.fast import quick_init, replace
from lictor.rules.game import Event
from lictor.rules.ruling import RuleRef


@dataclass(frozen=True)
class Plain:
    verb: str
    player: str = ""
    args: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True)
class Quick:
    verb: str
    player: str = ""
    args: tuple[str, ...] = ()


@pytest.mark.parametrize(
    ("given", "named"),
    [
        (("draw",), {}),
        (("vote", "Ann", ("cy",)), {}),
        (("vote",), {"args": ("cy",)}),
        ((), {"verb": "pass", "player": "Ben"}),
    ],
)
def test_a_quick_instance_is_the_dataclass_s_own(
    given: tuple[object, ...], named: dict[str, object]
) -> None:
    quick, plain = Quick(*given, **named), Plain(*given, **named)  # type: ignore[arg-type]
    assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
    assert repr(quick) == repr(plain).replace("Plain", "Quick")
    assert quick == Quick(*given, **named) and hash(quick) == hash(Quick(*given, **named))  # type: ignore[arg-type]
    assert replace(quick, verb="x") == Quick("x", quick.player, quick.args)
    with pytest.raises(FrozenInstanceError):
        quick.verb = "x"  # type: ignore[misc]


def test_a_missing_or_unknown_argument_is_refused_as_the_dataclass_refuses_it() -> None:
    for cls in (Plain, Quick):
        with pytest.raises(TypeError, match="missing 1 required positional argument: 'verb'"):
            cls()  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="unexpected keyword argument 'nope'"):
            cls("x", nope=1)  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="takes from 2 to 4 positional arguments"):
            cls("a", "b", (), "d")  # type: ignore[call-arg]


def test_the_rules_values_are_built_quickly() -> None:
    assert "__setattr__" in Plain.__init__.__code__.co_names  # a dataclass's own, field by field
    for cls in (Action, Event, RuleRef):
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
        assert "__setattr__" not in cls.__init__.__code__.co_names
    assert Event("x") == Event("x", "") and Action("pass", "Ann") == Action("pass", "Ann", ())


def test_a_class_it_cannot_build_that_way_is_refused_when_declared() -> None:
    with pytest.raises(TypeError, match="without slots"):

        @quick_init
        @dataclass(frozen=True, slots=True)
        class Slotted:
            a: int

    with pytest.raises(TypeError, match="__post_init__"):

        @quick_init
        @dataclass(frozen=True)
        class Checked:
            a: int

            def __post_init__(self) -> None:
                pass

    with pytest.raises(TypeError, match="not a plain argument"):

        @quick_init
        @dataclass(frozen=True)
        class Listed:
            a: list[int] = field(default_factory=list)
