"""The hints the referee prints name forms it accepts (the tester's report, item 2):
every `say ...` or `(verb ...)` hint, typed as shown, is taken."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from lictor.games.carta_imperia.rules.phases.end_of_era.steps import next_primus
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.violation import BadAction
from tests.games.carta_imperia.referee_kit import G, act, at_era_start, run


def test_the_primus_tie_hint_names_the_form_primus_takes() -> None:
    """Primus Inter Pares: the Primus breaks a tie on Prestige by naming a leader -
    `primus NAME`, the leader's name alone; the log's hint, typed, is accepted."""
    s = at_era_start("Ann", "Ben", "Cy", era=2)
    for name in ("Ann", "Ben", "Cy"):
        s = with_familia(s, name, dignitas=0, auctoritas=0)
    s = with_familia(s, "Ben", dignitas=3)
    s = with_familia(s, "Cy", dignitas=3)
    tied, said = next_primus(G.board, s, [])
    assert tied.step == "primus"
    hint = next(e.text for e in said if "tie on Prestige" in e.text)
    form = re.search(r"e\.g\. `([^`]+)`", hint)
    assert form is not None and form.group(1) == "primus Ben", hint
    assert "NAME)" not in hint.replace("`primus NAME`", "")
    after, _ = act(tied, form.group(1))
    assert after.primus == "Ben"


def test_a_player_named_to_a_verb_that_takes_none_gets_a_hint_that_works() -> None:
    """`direction Ann left`: direction names no player - the refusal says so and its
    hint, `direction left`, is accepted."""
    s = at_era_start("Ann", "Ben", "Cy", era=2)
    s = replace(s, step="direction", waiting=(s.primus,))
    with pytest.raises(BadAction) as refused:
        act(s, f"direction {s.primus} left")
    refusal = str(refused.value)
    assert "direction names no player" in refusal and "say `direction left`" in refusal
    assert run(s, "direction left").step != "direction"


def test_the_primus_naming_a_tied_leader_after_his_own_name_is_told_the_leader_alone() -> None:
    """`primus Ann cy` (the Primus Ann names Cy): primus names the leader alone - the hint
    says `primus Cy`, which is accepted, not `primus Ann` (Ann is not a leader)."""
    s = at_era_start("Ann", "Ben", "Cy", era=2)
    for name in ("Ann", "Ben", "Cy"):
        s = with_familia(s, name, dignitas=0, auctoritas=0)
    s = with_familia(s, "Ben", dignitas=3)
    s = with_familia(s, "Cy", dignitas=3)
    tied, _ = next_primus(G.board, s, [])
    assert tied.primus == "Ann" and tied.step == "primus"
    with pytest.raises(BadAction) as refused:
        act(tied, "primus Ann cy")
    refusal = str(refused.value)
    assert "primus names the chosen leader alone" in refusal and "say `primus Cy`" in refusal
    assert act(tied, "primus Cy")[0].primus == "Cy"
