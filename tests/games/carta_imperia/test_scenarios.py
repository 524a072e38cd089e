"""The scenario table as data (Scenarios; Scenario I/II Setup; Full Game Setup): the pack's
``data.referee.scenarios`` says what each scenario plays, and the referee reads it."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board_pack import board_from
from lictor.games.carta_imperia.rules.board_user import CONTENT, _doc, board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.rules.game import Seats

SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))


def test_the_pack_holds_the_three_scenarios_of_the_rulebook_with_their_sections() -> None:
    b = board_from(_doc(CONTENT))
    table = {x.id: x for x in b.scenarios}
    assert list(table) == ["rise-of-the-republic", "fall-of-the-republic", "full"]
    one, two, full = table.values()
    assert (one.eras, one.draft, one.extort_factor, one.refereed) == ((1, 2, 3, 4), 4, 2, True)
    assert (two.eras, two.setup_tiles, two.start_cards, two.dignitas) == (
        (5, 6, 7),
        (1, 2, 3, 4),
        False,
        0,
    )
    assert (two.setup_busts, two.primus_ties[0], two.refereed) == (12, "Italia", True)
    assert (full.eras, full.draft, full.refereed) == (tuple(range(1, 8)), 7, True)
    assert {x.section for x in b.scenarios} == {
        "Scenario I: Rise of the Republic, Setup",
        "Scenario II: Fall of the Republic, Setup",
        "Full Game Setup",
    }


def test_scenario_ii_board_lays_eras_i_to_iv_and_deals_only_era_v_to_vii_draft_events() -> None:
    """Scenario II, Setup: the map of all Era I-IV tiles; Era II-IV cards out of the draft."""
    b = board_from(_doc(CONTENT), "fall-of-the-republic")
    assert {t.era for t in b.tiles} == set(range(1, 8))
    assert {c.era for c in b.draft} <= {0, 5, 6, 7} and any(c.era == 5 for c in b.draft)
    assert all(c.era in (0, 5, 6, 7) for c in b.historical)


def test_an_unknown_scenario_is_refused_in_one_line_with_exit_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["referee", "--db", str(tmp_path / "x.sqlite"), "new", "carta-imperia",
         "--players", "Ann,Ben,Cy", "--scenario", "punic-wars"],
    )  # fmt: skip
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0
    assert (
        "'punic-wars' is not a scenario of Carta Imperia (scenarios: rise-of-the-republic, "
        "fall-of-the-republic, full)" in result.output
    )


def test_a_misspelt_scenario_is_not_said_to_exist() -> None:
    """`--scenario fall-of-the-republc` (a typo) is not a scenario at all: the refusal
    says so and lists the scenarios, never "not refereed yet" as if it existed."""
    with pytest.raises(BadInput) as refused:
        CartaGame().check_options({"scenario": "fall-of-the-republc"})
    said = str(refused.value)
    assert "'fall-of-the-republc' is not a scenario" in said and "refereed" not in said
    assert "fall-of-the-republic" in said


def test_the_full_game_starts_in_era_i_and_ends_after_era_vii() -> None:
    """Full Game Setup: Era I's tile, 5 Dignitas, a Start Card each, 7 Draft Events each
    from every Era's cards (Era I's aside), the Late Republic Combat deck shuffled too."""
    s = CartaGame().setup(SEATS, 2, False, {"scenario": "full"})
    assert (s.era, s.final_era, s.tiles) == (1, 7, ("Italia",))
    assert all(f.dignitas == 5 and f.start_card for f in s.players)
    assert [len(f.hand) for f in s.players] == [7, 7, 7] and s.step == "draft"
    assert len(s.late_combat.draw_pile) > 0
    eras = {c.id: c.era for c in board_from(_doc(CONTENT), "full").draft}
    assert {eras[c] for f in s.players for c in f.hand} - {0, 2, 3, 4}  # later Eras dealt too


def test_the_refusal_comes_from_the_table_not_from_the_code() -> None:
    doc = copy.deepcopy(_doc(CONTENT))
    doc["data"]["referee"]["scenarios"]["rise-of-the-republic"]["refereed"] = False
    game = CartaGame(board_from(doc))
    with pytest.raises(BadInput, match="not refereed yet"):
        game.check_options({"scenario": "rise-of-the-republic"})


def test_a_pack_that_changes_the_draft_size_changes_the_deal() -> None:
    """The draft size is the scenario's data: a user pack dealing 5 Draft Events deals 5."""
    pack = {"data": {"referee": {"scenarios": {"rise-of-the-republic": {"draft": 5}}}}}
    mine = {"content": pack, "content_file": "five.yaml", "scenario": "rise-of-the-republic"}
    s = CartaGame().setup(SEATS, 1, False, mine)
    assert [len(f.hand) for f in s.players] == [5, 5, 5]
    one = CartaGame().setup(SEATS, 1, False, {"scenario": "rise-of-the-republic"})
    assert [len(f.hand) for f in one.players] == [4, 4, 4]
    assert (one.era, one.final_era) == (1, 4)


def test_the_referee_plays_the_full_game_unless_told_otherwise() -> None:
    """Scenarios: the Full Game (Eras I-VII, a 7-card draft) is the game the box is made
    for, and what `referee new` sets up without --scenario."""
    assert CartaGame().check_options({})["scenario"] == "full"
    default = CartaGame().setup(SEATS, 1, False, {})
    assert [len(f.hand) for f in default.players] == [7, 7, 7]
    assert (default.era, default.final_era) == (1, 7)


def test_a_malformed_scenario_is_refused_naming_the_pack() -> None:
    pack = {"data": {"referee": {"scenarios": {"rise-of-the-republic": {"eras": [4, 1]}}}}}
    with pytest.raises(BadInput, match=r"bad\.yaml"):
        board_with(pack, "bad.yaml")


def test_the_challenging_game_is_offered_where_the_table_says_so() -> None:
    """The Challenging Game (Historical Events) is a scenario's data: refused where off."""
    assert CartaGame().check_options({"challenging": True})["challenging"] is True
    doc = copy.deepcopy(_doc(CONTENT))
    doc["data"]["referee"]["scenarios"]["rise-of-the-republic"]["challenging"] = False
    with pytest.raises(BadInput, match="has no Challenging Game"):
        CartaGame(board_from(doc)).check_options(
            {"scenario": "rise-of-the-republic", "challenging": True}
        )
