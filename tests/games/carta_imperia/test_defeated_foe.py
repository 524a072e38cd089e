"""A foe beaten this Era (IV. eXpand, March on Campaign; Scenario I: Hannibal): only
Hannibal is "not reduced by losing a battle" and "fights each Roman force mustered against
him with the same army", so lictor reads any other foe (Brennus) beaten in a battle as
defeated for the rest of the Era: no second Standard against him, no second Spoils. The
labelled reading ``readings.defeated_foe`` (``once``, the default; ``fights-again``) lets a
table read it otherwise with --content."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import use_lang
from tests.games.carta_imperia.referee_kit import G, act, at_era_start, refused, run
from tests.games.carta_imperia.test_referee_expand import ALL_TILES, expand

AGAIN = {"data": {"referee": {"readings": {"defeated_foe": "fights-again"}}}}


def _beaten(event: str, s: State | None = None) -> State:
    """Ann, the only General, with 9 Legions of Rome, beats ``event``'s foe in season 1."""
    s = replace(s or at_era_start(), rome_card=9)
    era = 4 if event == "hannibalic-war" else 2
    s = replace(s, era=era, events=(event,), tiles=ALL_TILES if era == 4 else ALL_TILES[:2])
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    if event == "hannibalic-war":  # the elephants' thumb, then Hannibal's Ambush
        s = run(s, "standard Ann hannibal", "flip Ann up", "combat legionary", "resolve")
    else:
        s = run(s, "standard Ann brennus", "combat legionary", "resolve")
    assert s.season == 2 and s.step == "standard", s.step
    return s


def test_brennus_beaten_this_era_is_not_fought_again_nor_paid_twice() -> None:
    s = _beaten("brennus")
    assert "Brennus" in s.defeated and s.familia("Ann").dignitas == 5 + 4
    listed = {G.text(a) for a in G.legal_actions(s)}
    assert "standard Ann brennus" not in listed and "standard Ann volsci" in listed
    refusal = refused(s, "standard Ann brennus")
    assert "Brennus is defeated this Era" in str(refusal)
    assert "defeated_foe: once" in str(refusal)
    assert refusal.violations[0].rule.section == "IV. eXpand"
    with use_lang("it"):
        said = str(refused(s, "standard Ann brennus"))
    assert "Brenno è già stato sconfitto" in said and "beaten" not in said


def test_a_table_reading_defeated_foe_as_fights_again_fights_brennus_again() -> None:
    table = board_with(AGAIN, "table.yaml", "rise-of-the-republic")
    s = _beaten("brennus", replace(at_era_start(), board=table))
    assert "standard Ann brennus" in {G.text(a) for a in G.legal_actions(s)}
    s, events = act(s, "standard Ann brennus")
    assert "Ann marches against Brennus" in [e.text for e in events]


def test_hannibal_beaten_keeps_his_own_rule_and_is_fought_again() -> None:
    """Scenario I: Hannibal "fights each Roman force mustered against him with the same
    army": beaten in season 1, a second Standard may still go against him."""
    s = _beaten("hannibalic-war")
    assert "Hannibal" in s.defeated
    assert "standard Ann hannibal" in {G.text(a) for a in G.legal_actions(s)}
