"""The core's quicker copy of a frozen dataclass behaves as ``dataclasses.replace``."""

from __future__ import annotations

import dataclasses

import pytest

from lictor.games.carta_imperia.rules.state import Familia, State
from lictor.rules.fast import replace


def test_copy_equals_dataclasses_replace_and_leaves_the_original_alone() -> None:
    s = State(players=(Familia("Ann", "red"), Familia("Ben", "blue")), seed=3, physical=False)
    quick = replace(s, era=2, primus="Ann", waiting=("Ann",))
    slow = dataclasses.replace(s, era=2, primus="Ann", waiting=("Ann",))
    assert quick == slow and hash(quick) == hash(slow)
    assert (s.era, s.primus) == (1, "")
    assert replace(s.players[0], dignitas=4) == dataclasses.replace(s.players[0], dignitas=4)


def test_an_unknown_field_is_refused_as_dataclasses_replace_refuses_it() -> None:
    s = State(players=(Familia("Ann", "red"),), seed=3, physical=False)
    with pytest.raises(TypeError):
        replace(s, no_such_field=1)
