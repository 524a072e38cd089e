"""Elections (after eXec) in the Carta Imperia referee: candidates, votes, abstention,
ties, the Lex Hortensia and the Lex Sacrata veto."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.phases.elections.steps import begin_nominations, nominable
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, with_familia
from tests.games.carta_imperia.referee_kit import (
    B,
    act,
    at_era_start,
    playing,
    refused,
    run,
    said,
    step,
)


def nominating(**cards: str) -> State:
    """Ann (Etruria, Primus), Ben (Samnium), Cy: eXec done, Ann must nominate."""
    s = playing(at_era_start(), **(cards or {"Ann": "exec expand"}))
    return step(
        s, "nominate", tuple(n for n in ("Ann", "Ben", "Cy") if "exec" in s.familia(n).actions)
    )


def test_nominating_costs_one_prestige_free_at_zero() -> None:
    s = run(nominating(), "nominate Ann samnium")
    assert s.familia("Ann").dignitas == 4
    s = with_familia(nominating(), "Ann", dignitas=0)
    s = run(s, "nominate Ann samnium")
    assert s.familia("Ann").dignitas == 0
    assert s.election is not None and s.election.province == "Samnium"


def test_a_province_is_never_nominated_twice_in_an_era() -> None:
    s = replace(nominating(), nominated=("Samnium",))
    refusal = refused(s, "nominate Ann samnium")
    assert "already nominated this Era" in str(refusal)
    assert refusal.violations[0].rule.section == "Elections"


def test_only_a_governed_province_is_nominated() -> None:
    assert "cannot be nominated" in str(refused(nominating(), "nominate Ann volsci"))


def test_candidates_stand_in_primus_order_with_a_bust_from_reserve() -> None:
    s = run(nominating(), "nominate Ann samnium")
    assert s.step == "stand" and s.waiting == ("Ann", "Cy")  # Ben is the incumbent
    s = run(s, "stand Ann", "pass Cy")
    assert s.election is not None and s.election.candidates == ("Ben", "Ann")
    assert s.familia("Ann").reserve == 1
    assert all(bust_count(s, n) == B.busts for n in s.names)


def election(*standing: str) -> State:
    s = run(nominating(), "nominate Ann samnium")
    for n in ("Ann", "Cy"):
        s = run(s, f"{'stand' if n in standing else 'pass'} {n}")
    return s


def test_votes_are_prestige_counted_not_spent_and_never_split() -> None:
    s = election("Ann")
    s = with_familia(s, "Cy", dignitas=9)
    s = run(s, "vote Ann ann", "vote Ben ben")
    s, events = act(s, "vote Cy ann")
    assert s.governor("Samnium") == "Ann"
    assert s.familia("Cy").dignitas == 9  # counted, not spent
    assert "Votes: Ben 5, Ann 13" in [e.text for e in events]
    # the loser's Bust goes back to Reserve
    assert s.familia("Ben").reserve == 2 + 1


def test_abstaining_casts_no_votes() -> None:
    s = election("Ann")
    s = run(s, "vote Ann ann", "vote Ben abstain")
    text = said(s, "vote Cy abstain")
    assert "Votes: Ben 0, Ann 4" in text
    assert "Ann governs Samnium" in text


def test_voting_twice_is_refused_and_changes_nothing() -> None:
    s = run(election("Ann"), "vote Ann ann")
    refusal = refused(s, "vote Ann ben")
    assert "already voted" in str(refusal)
    assert refusal.violations[0].rule.section == "Elections"


def test_a_tie_is_broken_by_the_primus() -> None:
    s = election("Ann")  # Ann 4 Prestige after paying; Ben 5
    s = with_familia(s, "Ann", dignitas=5)
    s = run(s, "vote Ann ann", "vote Ben ben", "vote Cy abstain")
    assert s.step == "tiebreak" and s.waiting == ("Ann",)
    assert "Primus" in str(refused(s, "tiebreak Ben ben"))
    s = run(s, "tiebreak Ann ben")
    assert s.governor("Samnium") == "Ben"


def test_an_uncontested_incumbent_keeps_the_province() -> None:
    s = election()
    assert s.step == "nominate" or s.step == "extort"
    assert s.governor("Samnium") == "Ben"


def enacted(s: State, reform: str, who: str) -> State:
    row, names = next((r, n) for r, n in B.reform_rows if reform in n)
    col = names.index(reform) + 1
    s = replace(s, reforms=(*s.reforms, (row, col, who)))
    return with_familia(s, who, reserve=s.familia(who).reserve - 1)


def test_lex_hortensia_one_candidate_per_election_pays_the_enactor() -> None:
    s = enacted(election("Ann"), "Lex Hortensia", "Cy")
    s = with_familia(s, "Ann", auctoritas=1)
    s = run(s, "hortensia Ann")
    assert s.familia("Ann").auctoritas == 0 and s.familia("Cy").auctoritas == 1
    assert "already uses" in str(refused(s, "hortensia Ben"))
    s = run(s, "vote Ann ann", "vote Ben ben")
    text = said(s, "vote Cy abstain")
    # Ann's 4 votes + Era # (1) from the Plebeian Assembly = 5, tied with Ben's 5
    assert "Votes: Ben 5, Ann 5" in text


def test_lex_hortensia_must_be_enacted() -> None:
    assert "not enacted" in str(refused(election("Ann"), "hortensia Ann"))


def test_lex_sacrata_veto_is_free_in_era_two_and_reruns_without_veto() -> None:
    """Reform Clarifications: the Lex Sacrata costs Era # - 2 Dignitas, nothing in Era II;
    once vetoed, an election cannot be vetoed again."""
    s = replace(election("Ann", "Cy"), era=2)
    s = enacted(s, "Lex Sacrata", "Cy")
    s = with_familia(s, "Ben", dignitas=9)
    s = with_familia(s, "Ann", auctoritas=1)  # the fee to Cy, the enactor
    s = run(s, "vote Ann ann", "vote Ben ben", "vote Cy cy")
    assert s.step == "veto" and s.waiting == ("Ann", "Cy")  # the losers, in Primus Order
    assert s.election is not None and s.election.winner == "Ben"
    cy_dignitas = s.familia("Cy").dignitas
    s = run(s, "pass Ann", "veto Cy")
    assert s.familia("Cy").dignitas == cy_dignitas  # free in Era II; Cy enacted it
    assert s.election is not None and s.election.candidates == ("Ann", "Cy")
    assert s.step == "vote"
    s = run(s, "vote Ann ann", "vote Ben ann", "vote Cy cy")
    assert s.step != "veto"  # no second veto
    assert s.governor("Samnium") == "Ann"
    assert s.familia("Ben").reserve == 3  # the vetoed incumbent's Bust goes home
    assert all(bust_count(s, n) == B.busts for n in s.names)


def test_lex_hortensia_used_before_a_veto_is_not_used_again_in_the_rerun() -> None:
    """Elections, step 4: once used in an election the Lex Hortensia is not used again until
    the next election; after a Lex Sacrata veto the others only vote again (step 5), so the
    rerun is the same election (the audit found a second Candidate using it)."""
    s = replace(election("Ann", "Cy"), era=2)
    s = enacted(enacted(s, "Lex Sacrata", "Cy"), "Lex Hortensia", "Ben")
    s = with_familia(s, "Ben", dignitas=9)
    s = with_familia(s, "Ann", auctoritas=1)
    s = run(s, "hortensia Ann", "vote Ann ann", "vote Ben ben", "vote Cy cy")
    assert s.election is not None and s.election.winner == "Ben"
    s = run(s, "veto Cy")
    assert s.step == "vote"
    refusal = refused(s, "hortensia Cy")
    assert "used in this election before the veto" in str(refusal)
    # the rerun's votes are Prestige alone: Ann's Plebeian votes went with the vetoed vote
    text = said(run(s, "vote Ann ann", "vote Ben cy"), "vote Cy cy")
    ann, cy = s.familia("Ann").prestige, s.familia("Ben").prestige + s.familia("Cy").prestige
    assert f"Votes: Ann {ann}, Cy {cy}" in text


def test_lex_sacrata_costs_dignitas_after_era_two_and_an_auctoritas_to_its_enactor() -> None:
    s = replace(election("Ann"), era=4)
    s = enacted(s, "Lex Sacrata", "Cy")
    s = with_familia(s, "Ann", auctoritas=1, dignitas=4)
    s = with_familia(s, "Ben", dignitas=9)
    s = run(s, "vote Ann ann", "vote Ben ben", "vote Cy ben")
    s = run(s, "veto Ann")
    assert s.familia("Ann").dignitas == 4 - 2  # Era IV: 4 - 2
    assert s.familia("Ann").auctoritas == 0 and s.familia("Cy").auctoritas == 1
    assert s.governor("Samnium") == "Ann"  # the only candidate left


def test_a_loser_who_cannot_pay_the_fee_is_not_asked_to_veto() -> None:
    s = replace(election("Ann", "Cy"), era=2)
    s = enacted(s, "Lex Sacrata", "Cy")
    s = with_familia(s, "Ben", dignitas=9)
    s = run(s, "vote Ann ann", "vote Ben ben", "vote Cy cy")
    assert s.waiting == ("Cy",)  # Ann has no Auctoritas for Cy's fee


def test_each_exec_player_nominates_in_turn() -> None:
    s = nominating(Ann="exec expand", Cy="exec expand")
    s = run(s, "nominate Ann samnium", "pass Ann", "pass Cy")
    assert s.step == "nominate" and s.waiting == ("Cy",)
    s = run(s, "nominate Cy etruria")
    assert s.step == "stand"


def test_empty_romanised_province_must_be_nominated_first() -> None:
    """II. eXec, placing: a Romanised Province emptied by moving its Bust is the first
    nominated; Sardinia, Romanised and never governed, is not nominated at all."""
    s = replace(nominating(), romanised=("Italia",), governors=(("Etruria", "Ann"),))
    assert nominable(B, replace(s, emptied=("Italia",))) == ["Italia"]


def test_event_cards_that_affect_the_vote_count_before_the_tally() -> None:
    s = election("Ann")
    s = run(s, "vote Ann ann", "votes Cy ann +3")
    assert "not standing" in str(refused(s, "votes Cy cy +1"))
    s = run(s, "vote Ben ben")
    text = said(s, "vote Cy abstain")
    assert "Votes: Ben 5, Ann 7" in text  # Ann's 4 + 3 from the Event


def test_busts_in_the_contested_province_stay_put_until_the_vote_is_done() -> None:
    s = election("Ann")
    refusal = refused(s, "move-bust Ben samnium reserve")
    assert "being elected" in str(refusal)
    assert all(bust_count(s, n) == B.busts for n in s.names)


def test_a_nominator_passes_only_when_no_province_is_left() -> None:
    """Elections: each eXec card player MUST nominate a Province, if one is available."""
    s = nominating(Ann="exec expand", Cy="exec expand")
    assert "must nominate" in str(refused(s, "pass Ann"))
    s = replace(s, nominated=("Samnium", "Etruria"))
    s, events = act(s, "pass Ann")
    assert "No Province is left" in events[0].text
    assert s.step == "extort"  # nothing left for Cy either: on to eXtort


def test_an_exec_card_player_with_no_province_left_to_nominate_is_told_so() -> None:
    """Elections: each eXec card player nominates a Province "if one is available": with
    none left, the referee says so (not a silent skip) and goes on to eXtort."""
    s = replace(at_era_start(), governors=(("Volsci", "Cy"),), nominated=("Volsci",))
    s, said = begin_nominations(B, s, ("Ann",))
    assert said[0].text == "No Province is left to nominate: Ann cannot nominate one this Era"
    assert said[0].section.startswith("Elections") and s.step != "nominate"
