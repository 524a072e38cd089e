"""Every ruling the summary supports, with worked cases built from its own sentences
(1.05.3-1.05.4, 1.06.1-1.06.6, 1.07.412-414, 1.09.41-44, 1.12.3), in English and Italian."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules.death import death
from lictor.games.republic_of_rome.rules.governor import end_of_revenue
from lictor.games.republic_of_rome.rules.loss import loss_check
from lictor.games.republic_of_rome.rules.persuasion import (
    base_number,
    chance_of_success,
    persuasion,
)
from lictor.games.republic_of_rome.rules.prosecution import prosecution
from lictor.games.republic_of_rome.rules.revenue import SenatorIncome, revenue
from lictor.games.republic_of_rome.rules.settings import settings
from lictor.i18n import Translator
from lictor.rules.violation import IllegalAction

IT = Translator("it")


def resolve(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["resolve", "republic-of-rome", *args])
    return r.exit_code, r.output


# -- persuasion -----------------------------------------------------------------------------
def test_persuasion_every_talent_spent_ends_in_the_targets_personal_treasury() -> None:
    r = persuasion(6, 3, {"Ben": 2, "Cy": 1}, roll=11)
    assert r.success is False
    assert [(f.source, f.talents) for f in r.flows] == [
        ("the persuader's personal treasury", 3),
        ("Ben's faction treasury", 2),
        ("Cy's faction treasury", 1),
    ]
    assert r.talents_to_target == 6 == sum(f.talents for f in r.flows)


def test_persuasion_exact_odds_count_the_36_rolls_of_2d6() -> None:
    # base 6 + 3 bribes - 1 counter-bribe = 8: the rolls 2..8 are 26 of 36
    r = persuasion(6, 3, 1)
    assert r.target == 8 and r.chance == Fraction(26, 36) and r.winning_rolls == tuple(range(2, 9))


def test_persuasion_roll_of_10_or_more_always_fails_by_our_reading() -> None:
    r = persuasion(10, 5, 0, roll=10)
    assert r.target == 15 and r.success is False
    assert r.chance == Fraction(30, 36)  # 2..9 only


def test_persuasion_automatic_failure_is_a_pack_setting() -> None:
    never = settings({"persuasion_always_fails_from": None})
    twelve = settings({"persuasion_always_fails_from": 12})
    assert persuasion(10, 5, 0, roll=10, settings=never).success is True
    assert chance_of_success(15, None) == 1
    assert persuasion(10, 5, 0, settings=twelve).chance == Fraction(35, 36)


def test_persuasion_base_number_by_the_packs_weights() -> None:
    # Influence 4 + Oratory 3 - Loyalty 6 - 1 Talent - 7 (in a faction) = -7
    assert base_number(4, 3, 6, 1, True).value == -7
    assert base_number(4, 3, 6, 1, False).value == 0
    light = settings({"persuasion_base": {"in_a_faction": 0}})
    assert base_number(4, 3, 6, 1, True, light).value == 0


def test_persuasion_speaks_italian() -> None:
    r = persuasion(6, 3, {"Ben": 1}, roll=7, tr=IT)
    text = "\n".join(line.text for line in r.lines)
    assert "Numero da battere: base 6 + 3 di tangenti - 1 di contro-tangenti = 8" in text
    assert "26 su 36: 72,2%" in text and "il Senatore è persuaso" in text
    assert "1 Talento dal Tesoro della Fazione di Ben" in text
    assert "In tutto 4 Talenti vanno" in text


def test_persuasion_cli_json_gives_the_odds_and_each_talents_way() -> None:
    code, out = resolve(
        "persuasion", "--base", "6", "--bribes", "3", "--counter-bribes", "Ben=2,Cy=1", "--json"
    )
    assert code == 0, out
    data = json.loads(out)
    assert data["chance_exact"] == "15/36" and data["target"] == 6
    assert data["talents"][1] == {"from": "Ben's faction treasury", "talents": 2}


def test_persuasion_cli_a_changed_setting_changes_the_ruling(tmp_path: Path) -> None:
    pack = tmp_path / "mine.yaml"
    pack.write_text("data:\n  rules:\n    persuasion_always_fails_from: 12\n", encoding="utf-8")
    args = ["persuasion", "--base", "9", "--bribes", "2", "--roll", "11", "--json"]
    assert json.loads(resolve(*args)[1])["success"] is False
    code, out = resolve(*args, "--content", str(pack))
    assert code == 0, out
    assert json.loads(out)["success"] is True


def test_persuasion_cli_bad_setting_is_one_line(tmp_path: Path) -> None:
    pack = tmp_path / "mine.yaml"
    pack.write_text("data:\n  rules:\n    persuasion_always_fail: 12\n", encoding="utf-8")
    code, out = resolve("persuasion", "--base", "9", "--content", str(pack))
    assert code == 2 and "persuasion_always_fail" in out and "Traceback" not in out
    assert len(out.strip().splitlines()) == 1


# -- a death ---------------------------------------------------------------------------------
def test_death_removes_every_marker_but_the_leaders_concessions_to_curia_province_to_forum() -> (
    None
):
    r = death(leader=False, concessions=["Harbor-Fees"], province="Sicilia", others_left=2)
    assert r.concessions_to_curia == ("Harbor-Fees",) and r.province_to_forum == "Sicilia"
    assert r.card_to == "repopulate" and not r.eliminated and not r.choices


def test_death_of_a_faction_leader_keeps_his_family_card_with_the_marker() -> None:
    r = death(leader=True, others_left=0)
    assert r.card_to == "faction" and not r.faction_empty
    assert "except the Faction Leader marker" in r.lines[0].text


def test_faction_eliminated_only_after_a_failed_assassination_leaves_no_senator() -> None:
    assert death(False, others_left=0, failed_assassination=True).eliminated
    otherwise = death(False, others_left=0)
    assert not otherwise.eliminated and otherwise.choices == ("draw", "wait")
    assert not death(False, others_left=1, failed_assassination=True).eliminated


def test_death_speaks_italian() -> None:
    r = death(False, concessions=["Grano"], others_left=0, tr=IT)
    text = "\n".join(line.text for line in r.lines)
    assert "La Concessione Grano torna alla Curia" in text
    assert "Roma da Ripopolare" in text and "non è eliminata" in text


# -- revenue ---------------------------------------------------------------------------------
def test_personal_revenue_is_base_knights_concessions_and_spoils() -> None:
    r = revenue([SenatorIncome("Cornelius", leader=True, knights=2, concessions=(3, 2), spoils=4)])
    assert r.total == 3 + 2 + 5 + 4 and r.corrupt == ("Cornelius",)


def test_faction_revenue_sums_its_senators() -> None:
    r = revenue([SenatorIncome("A", leader=True), SenatorIncome("B", knights=1)])
    assert r.per_senator == (("A", 3), ("B", 2)) and r.total == 5


def test_revenue_base_is_a_pack_setting() -> None:
    rich = settings({"revenue_senator": 2, "revenue_knight": 2})
    assert revenue([SenatorIncome("B", knights=1)], rich).total == 4


def test_revenue_cli_italian_plural_knights() -> None:
    code, out = resolve("revenue", "--knights", "1", "--concessions", "3", "--lang", "it")
    assert code == 0, out
    assert "Il Senatore: base 1" in out and "1 Cavaliere x 1 = 1" in out and "5 Talenti" in out
    code, out = resolve("revenue", "--knights", "2", "--lang", "it")
    assert "2 Cavalieri x 1 = 2" in out and "3 Talenti" in out


def test_revenue_cli_spoils_rolled_with_a_seed_are_the_same_roll() -> None:
    a = resolve("revenue", "--spoils", "roll", "--seed", "5", "--json")[1]
    b = resolve("revenue", "--spoils", "roll", "--seed", "5", "--json")[1]
    assert a == b and 1 <= json.loads(a)["spoils"]["The Senator"] <= 6


# -- prosecutions ----------------------------------------------------------------------------
def test_prosecution_accused_adds_his_influence_to_the_votes_against() -> None:
    r = prosecution("minor", convict=10, acquit=3, influence=8)
    assert r.acquit == 11 and not r.convicted


def test_minor_conviction_costs_5_popularity_5_influence_prior_consul_and_concessions() -> None:
    r = prosecution(
        "minor", 12, 2, influence=7, popularity=6, prior_consul=True, concessions=["Grain"]
    )
    assert r.convicted and (r.influence, r.popularity) == (2, 1)
    assert not r.prior_consul and r.concessions_to_forum == ("Grain",) and not r.executed


def test_major_conviction_is_an_execution() -> None:
    assert prosecution("major", 20, 0, influence=3).executed


def test_popular_appeal_votes_are_an_input() -> None:
    assert prosecution("minor", 10, 3, influence=3).convicted
    assert not prosecution("minor", 10, 3, influence=3, appeal=4).convicted


def test_censor_holds_up_to_two_minor_or_one_major_prosecution_a_turn() -> None:
    prosecution("minor", 1, 0, 0, earlier=["minor"])
    for kind, earlier in (
        ("minor", ["minor", "minor"]),
        ("major", ["minor"]),
        ("minor", ["major"]),
    ):
        with pytest.raises(IllegalAction, match=r"1\.09\.41"):
            prosecution(kind, 1, 0, 0, earlier=earlier)


def test_prosecution_tie_is_a_pack_setting() -> None:
    assert not prosecution("minor", 6, 3, influence=3).convicted
    assert prosecution(
        "minor", 6, 3, influence=3, settings=settings({"prosecution_tie": "convict"})
    ).convicted


def test_prosecution_cli_italian_and_refusal() -> None:
    code, out = resolve(
        "prosecution",
        "--kind",
        "minor",
        "--convict",
        "12",
        "--acquit",
        "4",
        "--influence",
        "6",
        "--popularity",
        "3",
        "--lang",
        "it",
    )
    assert code == 0 and "Influenza 6 - 5 = 1" in out and "condannato" in out
    code, out = resolve(
        "prosecution",
        "--kind",
        "major",
        "--convict",
        "1",
        "--acquit",
        "0",
        "--influence",
        "0",
        "--earlier",
        "minor",
    )
    assert code == 2 and "1.09.41" in out and len(out.strip().splitlines()) == 1


# -- governors --------------------------------------------------------------------------------
def test_governor_dial_advances_and_past_1_he_returns_keeping_corrupt_marker() -> None:
    assert end_of_revenue(3).term == 2
    r = end_of_revenue(1, corrupt=True)
    assert r.returns and r.corrupt and r.term == 0


def test_rebel_governor_dial_does_not_advance() -> None:
    r = end_of_revenue(2, rebel=True)
    assert r.term == 2 and not r.returns


def test_governor_cli_italian() -> None:
    code, out = resolve("governor", "--term", "1", "--corrupt", "--name", "Claudio", "--lang", "it")
    assert code == 0 and "torna a Roma" in out and "conserva il segnalino Corrotto" in out


# -- how everyone loses -----------------------------------------------------------------------
def test_four_or_more_active_wars_at_the_end_of_combat_everyone_loses() -> None:
    assert not loss_check(wars=3).lost
    assert loss_check(wars=4).lost and loss_check(wars=4, rebel_in_play=True).lost


def test_revolt_or_bankruptcy_lose_only_with_no_rebel_in_play() -> None:
    assert loss_check(revolt=True).lost and not loss_check(revolt=True, rebel_in_play=True).lost
    assert loss_check(treasury=-1).lost and not loss_check(treasury=0).lost
    assert not loss_check(treasury=-1, rebel_in_play=True).lost


def test_loss_check_cli_italian_plurals() -> None:
    code, out = resolve("loss-check", "--wars", "1", "--lang", "it")
    assert code == 0 and "1 Guerra Attiva alla fine" in out and "la partita continua" in out
    code, out = resolve("loss-check", "--wars", "4", "--lang", "it")
    assert "4 Guerre Attive" in out and "tutti perdono" in out


def test_bad_ruling_input_is_one_line_exit_2() -> None:
    with pytest.raises(BadInput):
        persuasion(6, -1, 0)
    for args in (
        ["persuasion", "--base", "6", "--roll", "13"],
        ["persuasion"],
        ["persuasion", "--base", "6", "--counter-bribes", "Ben=x"],
        ["revenue", "--senator", "Cornelius,gold=3"],
        ["governor", "--term", "0"],
    ):
        code, out = resolve(*args)
        assert code == 2 and len(out.strip().splitlines()) == 1 and "Traceback" not in out, args


def test_printed_odds_table_agrees_with_the_referees_reading() -> None:
    """One number, one place: the kit's odds table is the referee's, under the pack's
    default reading (a roll of 10 or more always fails)."""
    from lictor.content.loader import load_pack
    from lictor.games import pack_source
    from lictor.games.republic_of_rome.rules.settings import default

    sheet = next(
        s for s in load_pack(pack_source("republic-of-rome")).sheets if s.id == "persuasion-odds"
    )
    fails = default().persuasion_always_fails_from
    for number, ways, _ in sheet.rows[1:]:
        target = int(number.split()[0])
        assert chance_of_success(target, fails) * 36 == int(ways), number
    assert str(fails) in sheet.note
