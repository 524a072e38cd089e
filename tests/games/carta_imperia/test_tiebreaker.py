"""Primus Inter Pares: the Primus "gets to choose who breaks ties, unless a rule or a card
states otherwise" (the card: "when the game does not specify"). At an Election's tie and
the end-of-Era Prestige tie the Primus breaks it himself or names another player to
(`tiebreaker PRIMUS PLAYER`), who then answers; the eXpand order of tied Generals stays
the Primus's own ("In a tie, the Primus decides who goes first")."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.end_of_era.steps import next_primus
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from tests.games.carta_imperia.referee_kit import B, G, act, at_era_start, playing, refused, run
from tests.games.carta_imperia.test_referee_elections import election


def _tied_election() -> State:
    s = with_familia(election("Ann"), "Ann", dignitas=5)  # Ann 5, Ben 5: a tie
    return run(s, "vote Ann ann", "vote Ben ben", "vote Cy abstain")


def _listed(s: State) -> set[str]:
    return {G.text(a) for a in G.legal_actions(s)}


def test_the_primus_chooses_who_breaks_an_election_tie() -> None:
    s = _tied_election()
    assert s.step == "tiebreak" and s.primus == "Ann"
    assert {"tiebreaker Ann ben", "tiebreaker Ann cy", "tiebreak Ann ann"} <= _listed(s)
    assert "tiebreaker Ann ann" not in _listed(s)
    s, events = act(s, "tiebreaker Ann cy")
    assert [e.text for e in events] == ["Ann, the Primus, names Cy to break the tie"]
    assert events[0].section == "Primus Inter Pares, the Primus chooses who breaks ties"
    assert s.waiting == ("Cy",)
    agenda = G.agenda(s)
    assert "Cy, named by Ann, the Primus, chooses (tiebreak Cy NAME)" in agenda.prompt
    assert {"tiebreak Cy ann", "tiebreak Cy ben"} <= _listed(s)
    assert not [w for w in _listed(s) if w.startswith(("tiebreaker", "tiebreak Ann"))]
    refusal = str(refused(s, "tiebreak Ann ann"))
    assert "only Cy, named by the Primus (Ann), breaks the tie" in refusal
    assert "named Cy to break this tie already" in str(refused(s, "tiebreaker Ann ben"))
    s = run(s, "tiebreak Cy ann")
    assert s.governor("Samnium") == "Ann"


def test_only_the_primus_names_a_tie_breaker_and_not_himself() -> None:
    s = _tied_election()
    assert "only the Primus (Ann) chooses who breaks a tie" in str(refused(s, "tiebreaker Ben cy"))
    assert "name another player" in str(refused(s, "tiebreaker Ann ann"))
    assert "not a player" in str(refused(s, "tiebreaker Ann zed"))


def test_the_primus_names_who_breaks_the_end_of_era_prestige_tie() -> None:
    s = at_era_start("Ann", "Ben", "Cy", era=2)
    for name in ("Ann", "Ben", "Cy"):
        s = with_familia(s, name, dignitas=0, auctoritas=0)
    s = with_familia(with_familia(s, "Ben", dignitas=3), "Cy", dignitas=3)
    tied, _ = next_primus(G.board, s, [])
    assert tied.step == "primus" and tied.primus == "Ann"
    assert "tiebreaker Ann ben" in _listed(tied)
    named = run(tied, "tiebreaker Ann ben")
    prompt = G.agenda(named).prompt
    assert "Ben, named by Ann, the Primus, names one of the leaders (primus NAME)" in prompt
    assert named.waiting == ("Ben",)
    assert run(named, "primus Cy").primus == "Cy"
    with use_lang("it"):
        said = G.agenda(named).prompt
        refusal = str(refused(tied, "tiebreaker Ben cy"))
    assert "Ben" in said and "named by" not in said
    assert "Primus Inter Pares" not in refusal and "only the Primus" not in refusal


def test_the_expand_order_of_tied_generals_stays_the_primuss_own() -> None:
    """IV. eXpand: "In a tie, the Primus decides who goes first" - the rule says who: no
    other tie-breaker is offered, and one named is refused."""
    s = playing(at_era_start(), Ann="exec expand", Ben="exec expand", Cy="exec expand")
    s, _ = begin_expand(B, s)
    assert s.step == "order" and s.waiting == ("Ann",)
    assert not [w for w in _listed(s) if w.startswith("tiebreaker")]
    refused(s, "tiebreaker Ann ben")
