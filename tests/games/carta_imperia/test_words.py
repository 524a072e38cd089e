"""Issue 12 item 13 (the words): Carta Imperia says what was really paid, and counts
read right ("1 Legion", "1 vote")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.games.carta_imperia.present import ledger, singular_ones
from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.violation import BadAction
from lictor.rules.words import check_numbers
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    playing,
    run,
    said,
    step,
)
from tests.games.carta_imperia.test_referee_elections import election, enacted


def test_a_losing_prosecutor_with_no_dignitas_is_said_to_pay_nothing() -> None:
    """III. eXtort, Prosecute: the loser pays what the ruling says, capped at what he
    has; the message says what was really paid."""
    s = playing(at_era_start())
    s, _ = begin_extort(B, s)
    s = run(s, "prosecute Ann ben")
    assert not any(t.startswith("Paid") for t in said(s, "court Ann evidence"))  # undecided
    s = run(s, "court Ann evidence")
    broke = with_familia(s, "Ann", dignitas=0)
    assert said(broke, "court Ben bribery")[-1] == "Paid: no Dignitas or Auctoritas changed hands"
    assert "Paid: Ann -2 Dignitas (now 3)" in said(s, "court Ben bribery")


def test_a_lex_sacrata_veto_says_who_paid_whom() -> None:
    s = replace(election("Ann"), era=4)
    s = enacted(s, "Lex Sacrata", "Cy")
    s = with_familia(s, "Ann", auctoritas=1, dignitas=4)
    s = with_familia(s, "Ben", dignitas=9)
    s = run(s, "vote Ann ann", "vote Ben ben", "vote Cy ben")
    text = said(s, "veto Ann")
    assert (
        "Paid: Ann -2 Dignitas (now 2), Ann -1 Auctoritas (now 0), Cy +1 Auctoritas (now 1)" in text
    )


def test_counts_of_one_are_singular() -> None:
    assert singular_ones("Ann lends 1 Allied Legions to Ben") == "Ann lends 1 Allied Legion to Ben"
    assert singular_ones("Cy plays an Event: Ben +1 votes") == "Cy plays an Event: Ben +1 vote"
    assert singular_ones("Casualties: 11 Legions, 1 Busts") == "Casualties: 11 Legions, 1 Bust"
    assert singular_ones("2.1 Legions") == "2.1 Legions"


def test_nothing_paid_says_nothing() -> None:
    s = at_era_start()
    assert ledger(s, s) == ""


def test_a_declined_governorship_passes_on_and_a_general_without_a_bust_is_skipped() -> None:
    """The Spoils of War: the Generals of a won battle may install a Governor in turn;
    one with no Bust in Reserve is skipped, and the prompt says why."""
    from tests.games.carta_imperia.referee_kit import G
    from tests.games.carta_imperia.test_referee_expand import expand

    s = expand(Ann="exec expand", Ben="exec expand", Cy="exec extort")
    s = run(s, "standard Ann volsci", "standard Ben volsci")
    s = run(s, "combat legionary", "resolve", "casualties Ann 0 2")
    assert s.step == "install" and s.waiting == ("Ann", "Ben")
    declined = run(s, "decline Ann")
    assert declined.waiting == ("Ben",) and "Ben may install" in G.agenda(declined).prompt
    # she had a Bust to place: she declined, she was not skipped
    assert "Ann declined" in G.agenda(declined).prompt
    assert "skipped" not in G.agenda(declined).prompt
    broke = with_familia(s, "Ann", reserve=0)  # no Bust in Reserve, no Province to take one
    governors = tuple((p, g) for p, g in broke.governors if g != "Ann")
    broke = replace(broke, waiting=("Ben",), governors=governors)
    prompt = G.agenda(broke).prompt
    assert "Ann is skipped: no Governor Bust to place" in prompt
    assert "declined" not in prompt


def view(s: object, seat: str | None = None) -> list[str]:
    from tests.games.carta_imperia.referee_kit import G

    data = {"session": 1, "game": "carta-imperia", "seat": seat, **G.status(s, seat)}  # type: ignore[arg-type]
    return G.describe(data)


def test_status_shows_the_election_in_progress_with_its_votes() -> None:
    """Item 15: candidates and votes so far, as the table sees them."""
    from tests.games.carta_imperia.test_referee_elections import election

    s = run(election("Ann"), "vote Ann ann")
    line = next(x for x in view(s) if x.startswith("Election for Samnium"))
    assert line == "Election for Samnium: candidates Ben, Ann; votes so far: Ann for Ann"


def test_status_shows_map_features_borders_and_legions_in_two_columns() -> None:
    """Item 15: emporia, naval ports, elephants and neutral regions, each region's
    borders, and Allied and Private Legions in their own columns."""
    s = at_era_start()
    lines = view(s)
    header = next(x for x in lines if x.startswith("Familia"))
    assert "Allied" in header and "Private" in header
    cy = next(x for x in lines if x.startswith("Cy "))
    assert cy.split()[6:8] == ["0", "2"]  # Gens Claudii: 2 Private Legions, 0 Allied
    italia = next(x for x in lines if x.strip().startswith("Italia"))
    assert "Roma (no shields; emporium, neutral) - borders Etruria" in italia
    assert "naval-port" in italia


def test_the_tables_tools_refuse_a_word_they_do_not_use() -> None:
    """Issue 12 item 8: `rebel volsci extra`, `adjust Ann dignitas 1 more` and `sack extra`
    are refused, not logged as if the word meant something (`reform` is covered by the
    arity playout in tests/rules/test_arity.py)."""
    import pytest

    from lictor.errors import BadInput
    from tests.games.carta_imperia.referee_kit import govern

    s = govern(playing(at_era_start()), Volsci="Cy")
    for words in ("rebel volsci extra", "sack extra", "adjust Ann dignitas 1 more"):
        with pytest.raises(BadInput):
            act(s, words)
    assert "volsci" in [r.lower() for r in run(s, "rebel volsci").rebels]


def test_game_end_legacy_points_are_the_tables_up_to_the_games_number_bound() -> None:
    """Game End & Victory: the Legacy cards are blank (their points are the table's), so
    lictor caps nothing of its own: 99, the game's bound on any number, is taken; 100 is
    refused before the move, the refusal naming the action it was typed in."""
    assert G.number_bound == 99
    s = step(at_era_start(), "legacy", ("Ann", "Ben", "Cy"))
    s = run(s, "legacy Ann 99")
    assert s.familia("Ann").legacy_points == 99
    with pytest.raises(BadAction) as info:
        check_numbers(G, ["legacy", "Ben", "100"])
    assert str(info.value).startswith("legacy Ben 100: 100 is out of range")
    assert "beyond 99" in str(info.value)
    check_numbers(G, ["legacy", "Ben", "99"])  # no refusal at the bound
