"""Game End & Victory, by rule."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from lictor.games.carta_imperia.rules.scoring import (
    EndState,
    auctoritas_value,
    score_game,
)


def state(*players: dict[str, Any], **kw: Any) -> EndState:
    return EndState.model_validate({"players": list(players), **kw})


def p(name: str, dignitas: int = 0, auctoritas: int = 0, **kw: Any) -> dict[str, Any]:
    return {"name": name, "dignitas": dignitas, "auctoritas": auctoritas, **kw}


def total(sheet_state: EndState, name: str) -> int:
    return next(s.total for s in score_game(sheet_state).players if s.name == name)


@pytest.mark.parametrize(
    ("auctoritas", "prestige"), [(0, 0), (1, 1), (2, 3), (3, 4), (4, 6), (5, 7), (6, 9)]
)
def test_prestige_every_two_auctoritas_are_worth_three(auctoritas: int, prestige: int) -> None:
    assert auctoritas_value(auctoritas) == prestige


def test_the_issue_example_scores_line_by_line() -> None:
    s = state(
        p(
            "Cato",
            6,
            5,
            governors=[
                {"province": "Italia", "shields": 4, "romanised": True},
                {"province": "Hispania", "shields": 3, "emporia": 1},
            ],
            reforms=[1, 3],
            legacy=[4, 2],
        ),
        emperor="Cato",
    )
    cato = score_game(s).players[0]
    assert cato.prestige == 13  # 6 + 5 Auctoritas worth 7
    assert cato.status == 8 + 3 + 1 + 3 + 5 + 5  # shields, reforms, Emperor, Emperor in Rome
    assert cato.emporia == 4  # (1 + Rome's) squared
    assert cato.legacy == 4  # only the best Legacy card scores
    assert cato.total == 46
    assert all(line.rule.section == "Game End & Victory" for line in cato.lines)


def test_status_romanised_province_scores_two_per_shield() -> None:
    romanised = state(p("A", governors=[{"province": "Sicilia", "shields": 3, "romanised": True}]))
    plain = state(p("A", governors=[{"province": "Sicilia", "shields": 3}]))
    assert score_game(romanised).players[0].status == 6
    assert score_game(plain).players[0].status == 3


def test_status_line_says_one_shield_and_several_shields_right() -> None:
    """The line-by-line score says "1 shield" and "3 shields" (found by solo14: "1 shields")."""
    sicilia = {"province": "Sicilia", "shields": 3, "romanised": True}
    s = state(p("A", governors=[{"province": "Bruttium", "shields": 1}, sicilia]))
    texts = [line.text for line in score_game(s).players[0].lines]
    assert "Status: governs Bruttium (un-Romanised), 1 shield x 1 = 1" in texts
    assert "Status: governs Sicilia (Romanised), 3 shields x 2 = 6" in texts


def test_emperor_who_does_not_govern_rome_gains_five_only() -> None:
    s = state(p("A", governors=[{"province": "Gallia", "shields": 0}]), p("B"), emperor="A")
    assert score_game(s).players[0].status == 5


@pytest.mark.parametrize("rome", ["Rome", "Italia", "roma"])
def test_emperor_governing_rome_gains_ten(rome: str) -> None:
    s = state(p("A", governors=[{"province": rome, "shields": 0}]), emperor="A")
    assert score_game(s).players[0].status == 10


def test_emporia_rome_counts_for_everyone() -> None:
    s = state(p("A"), p("B", governors=[{"province": "X", "shields": 1, "emporia": 2}]))
    assert [x.emporia for x in score_game(s).players] == [1, 9]


def test_zero_shields_and_no_legacy_score_nothing_extra() -> None:
    s = state(p("A", governors=[{"province": "Desert", "shields": 0}], legacy=[]))
    a = score_game(s).players[0]
    assert (a.status, a.legacy, a.total) == (0, 0, 1)


def test_most_total_wins() -> None:
    sheet = score_game(state(p("A", 5), p("B", 3)))
    assert (sheet.outcome, sheet.winners) == ("winner", ("A",))


def test_auctoritas_breaks_ties() -> None:
    # A: 7 Dignitas + 0 = 7; B: 4 Dignitas + 2 Auctoritas (3) = 7
    sheet = score_game(state(p("A", 7), p("B", 4, 2)))
    assert (sheet.outcome, sheet.winners) == ("winner", ("B",))


def test_two_still_tied_form_a_duovirate() -> None:
    sheet = score_game(state(p("A", 4, 2), p("B", 4, 2), p("C", 1)))
    assert (sheet.outcome, sheet.winners) == ("duovirate", ("A", "B"))


def test_three_still_tied_form_a_triumvirate() -> None:
    sheet = score_game(state(p("A", 3), p("B", 3), p("C", 3), p("D", 1)))
    assert (sheet.outcome, sheet.winners) == ("triumvirate", ("A", "B", "C"))


def test_four_or_more_tied_the_republic_survives_and_everybody_wins() -> None:
    sheet = score_game(state(p("A", 3), p("B", 3), p("C", 3), p("D", 3), p("E", 0)))
    assert sheet.outcome == "republic-survives"
    assert sheet.winners == ("A", "B", "C", "D", "E")


def test_three_sacked_markers_rome_falls_and_nobody_wins() -> None:
    sheet = score_game(state(p("A", 30), p("B", 3), rome_sacked=3))
    assert (sheet.outcome, sheet.winners) == ("rome-falls", ())


def test_bad_input_names_the_field() -> None:
    with pytest.raises(ValidationError, match="emperor"):
        state(p("A"), emperor="Zed")
    with pytest.raises(ValidationError, match="dignitas"):
        state(p("A", -1))
    with pytest.raises(ValidationError, match="column is 1 to 4"):
        state(p("A", reforms=[5]))
    with pytest.raises(ValidationError, match="listed twice"):
        state(p("A"), p("A"))


players = st.lists(
    st.builds(
        p,
        name=st.sampled_from(["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"]),
        dignitas=st.integers(0, 30),
        auctoritas=st.integers(0, 12),
        governors=st.lists(
            st.fixed_dictionaries(
                {
                    "province": st.sampled_from(["Italia", "Gallia", "Sicilia"]),
                    "shields": st.integers(0, 5),
                    "romanised": st.booleans(),
                    "emporia": st.integers(0, 2),
                }
            ),
            max_size=3,
        ),
        reforms=st.lists(st.integers(1, 4), max_size=3),
        legacy=st.lists(st.integers(0, 8), max_size=2),
    ),
    min_size=1,
    max_size=6,
    unique_by=lambda x: x["name"],
)


@given(players, st.randoms(use_true_random=False))
def test_score_never_depends_on_player_order(ps: list[dict[str, Any]], rnd: Any) -> None:
    shuffled = list(ps)
    rnd.shuffle(shuffled)
    a, b = score_game(state(*ps)), score_game(state(*shuffled))
    assert (a.outcome, a.winners) == (b.outcome, b.winners)
    assert {x.name: x.total for x in a.players} == {x.name: x.total for x in b.players}


@given(players, st.data())
def test_adding_a_dignitas_never_lowers_a_total(ps: list[dict[str, Any]], data: Any) -> None:
    i = data.draw(st.integers(0, len(ps) - 1))
    more = [dict(x) for x in ps]
    more[i]["dignitas"] += 1
    name = ps[i]["name"]
    assert total(state(*more), name) == total(state(*ps), name) + 1
