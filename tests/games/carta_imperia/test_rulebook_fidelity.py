"""Issue 13: where the referee departed from the rulebook, it now follows it; where the
rulebook gives a player a choice, the referee asks. Each test names the section."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules import flow
from lictor.games.carta_imperia.rules.table import with_familia
from tests.games.carta_imperia.referee_kit import (
    B,
    at_era_start,
    playing,
    run,
)


def test_ending_the_campaign_all_allied_legions_go_home_even_those_never_lent() -> None:
    """IV. eXpand, Ending the Campaign: at the end of each Era ALL surviving Allied Legions
    go home and return to the supply - a player's taxed or Gens Aemilii Legions too; the
    Gens Claudii Private Legions are kept (Private Legions' own rule)."""
    s = at_era_start("Ann", "Ben", "Cy", "Dee", "Eve")  # Eve holds Gens Aemilii: 2 Allied
    assert s.familia("Eve").legions == 2 and s.familia("Cy").private == 2
    s = with_familia(s, "Ann", legions=3)
    s = replace(s, allied_supply=s.allied_supply - 3)
    supply = s.allied_supply
    s, said = flow.end_era(B, playing(s))
    assert [f.legions for f in s.players] == [0, 0, 0, 0, 0]
    assert s.allied_supply == supply + 5
    assert s.familia("Cy").private == 2
    assert any("5 Allied Legions go home" in e.text for e in said)


def test_ending_the_campaign_lent_and_held_legions_both_go_home_after_campaigns() -> None:
    """Ending the Campaign: a Legion lent to a General and one kept back both go home."""
    s = with_familia(at_era_start(), "Ben", legions=3, dignitas=9)
    s = replace(s, allied_supply=s.allied_supply - 3)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = flow.begin_expand(B, s)
    s = run(s, "lend Ben ann 1", "march", "standard Ann none", "standard Ann none")
    assert s.era == 2 and s.familia("Ben").legions == 0
    assert s.allied_supply == B.allied_meeples - 2  # only Cy's Claudii Private Legions out
