"""Scenario I: Hannibal, "If no-one plays eXpand in Era IV, Hannibal automatically defeats
Rome and everybody loses!": printed under Scenario I, while the core's eXpand sends "for
more information on Hannibal" to that page. lictor's reading (``readings.unopposed_foe``,
labelled, pack data): ``every-game`` (the default) ends any game Hannibal is drawn in;
``scenario-only`` keeps the rule to Scenario I."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.board_user import board_with, load_board
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import use_lang
from tests.games.carta_imperia.referee_kit import at_era_start, playing

SCENARIO_ONLY = {"data": {"referee": {"readings": {"unopposed_foe": "scenario-only"}}}}


def _unopposed(board: Board) -> State:
    """Era IV, the Hannibalic War drawn, nobody chose eXpand, on ``board``."""
    s = replace(at_era_start(), era=4, events=("hannibalic-war",), board=board)
    return playing(s, Ann="exec extort", Ben="exec extort", Cy="exec extort")


def test_nobody_playing_expand_against_hannibal_ends_a_full_game_too_by_default() -> None:
    """The default reading: the Full Game's Hannibal is the same Hannibal (the core's
    eXpand: "For more information on Hannibal see p.30"), so everybody loses."""
    full = load_board(scenario="full")
    s, events = begin_expand(full, _unopposed(full))
    assert s.step == "over" and s.outcome == "rome-falls" and s.winners == ()
    assert "everybody loses" in events[-1].text


def test_a_table_reading_hannibal_unopposed_as_scenario_only_plays_the_full_game_on() -> None:
    """``unopposed_foe: scenario-only`` (--content): in a Full Game nobody opposing Hannibal
    is said, cited, and the Era goes on; in Scenario I the rule still ends the game."""
    full = board_with(SCENARIO_ONLY, "table.yaml", "full")
    s, events = begin_expand(full, _unopposed(full))
    assert s.step != "over" and s.outcome == ""
    line = next(e for e in events if "unopposed" in e.text)
    assert "Rome falls to him unopposed only in the scenario of Scenario I: Hannibal" in line.text
    assert "scenario-only" in line.text and line.section.startswith("IV. eXpand")
    scenario_one = board_with(SCENARIO_ONLY, "table.yaml", "rise-of-the-republic")
    s, events = begin_expand(scenario_one, _unopposed(scenario_one))
    assert s.step == "over" and "everybody loses" in events[-1].text
    with use_lang("it"):
        s, events = begin_expand(full, _unopposed(full))
    line = next(e for e in events if "scenario-only" in e.text)
    assert "Annibale" in line.text and "nobody" not in line.text
