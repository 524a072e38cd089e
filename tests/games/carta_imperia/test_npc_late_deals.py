"""Deals an NPC Senator takes after it has acted (Dealmaking with an NPC Senator: "You MUST
honour any deal you make with an NPC"): its votes bought after its ballot is cast move the
ballot; its promise of no court, taken once its case is declared, settles the case out of
court. And the Election's front-runner counted in votes (Prestige), not ballots. Reasons
asserted as a table reads them."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.phases.elections.steps import count_votes
from lictor.games.carta_imperia.rules.phases.tools.npc_terms import table_of
from lictor.games.carta_imperia.rules.state import Election, State, Suit
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def voting() -> State:
    """A physical solo table (Ann; Rufus, Cato NPCs), the Volsci Election: Rufus and Ann
    stand, Cato (not standing) has voted for Rufus, Ann has not voted yet."""
    s = npc_setup("full", 3, 1, 2, True)
    e = Election("Volsci", "Rufus", None, ("Rufus", "Ann"), votes=(("Cato", "Rufus"),))
    return replace(s, step="vote", waiting=("Ann", "Rufus"), election=e, era=1)


def test_npc_votes_bought_after_its_ballot_is_cast_move_the_ballot_to_the_player() -> None:
    s = voting()
    s, said = act(s, "offer Ann cato give dignitas 2 demand votes omens legionary")
    assert said[-1] == "Cato has voted already: its ballot moves to Ann, as the deal promised"
    assert s.election is not None and dict(s.election.votes)["Cato"] == "Ann"
    assert count_votes(BOARD, s)["Ann"] == s.familia("Cato").prestige  # for Ann now


def test_npc_refuses_a_votes_deal_it_could_not_honour_for_a_player_not_standing() -> None:
    """A deal is honoured on both sides: once the candidates are known, an NPC's votes for a
    player who is not one cannot be given, so `demand votes` is refused and nothing changes
    hands (found by audit14npc: Cato took 4 Dignitas, then voted for himself)."""
    s = voting()
    s = replace(s, election=replace(s.election, candidates=("Rufus", "Cato")))
    before = s.familia("Ann").dignitas
    with pytest.raises(IllegalAction) as refused:
        act(s, "offer Ann cato give dignitas 2 demand votes omens legionary")
    assert str(refused.value).endswith(
        "Dealmaking with an NPC Senator: offer: Ann is not a candidate in Volsci, so Cato's "
        "votes cannot go to Ann: `demand votes` is a deal it could not honour"
    )
    assert s.familia("Ann").dignitas == before


def test_npc_no_court_promise_taken_after_the_case_is_declared_settles_it_out_of_court() -> None:
    s = npc_setup("full", 3, 1, 2, True)
    s = with_familia(s, "Rufus", actions=("extort", "exec"))
    suit = Suit("prosecute", "Rufus", "Ann", secrets=(("Rufus", "bribery"),))
    s = replace(s, era=1, step="court", waiting=("Ann",), suit=suit, sued=("Ann",))
    s, said = act(s, "offer Ann rufus give dignitas 1 demand no-court omens legionary")
    assert (
        "the deal settles Rufus's case against Ann out of court: Rufus's eXtort Action ends; "
        "no court card or thumb is revealed"
    ) in said
    assert s.suit is None and s.step != "court"
    assert not any("plays Bribery" in line for line in said)  # no trial, no card shown


def test_election_front_runner_is_the_candidate_with_the_most_votes_not_ballots() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(s, "Rufus", dignitas=2, auctoritas=0)
    s = with_familia(s, "Cato", dignitas=13, auctoritas=0)
    e = Election("Samnium", "Ann", None, ("Rufus", "Cato"), votes=(("Rufus", "Rufus"),))
    s = replace(s, step="vote", waiting=("Cato", "Ann"), election=e)
    # Rufus's 2 votes cast, Cato (13) yet to vote for himself: Cato leads
    contest = table_of(BOARD, s, "Rufus", "Ann", BOARD.solo.legion_demanded).contest
    assert contest is not None and not contest.npc_front_runner
    contest = table_of(BOARD, s, "Cato", "Ann", BOARD.solo.legion_demanded).contest
    assert contest is not None and contest.npc_front_runner


def test_npc_acquittal_bought_after_its_thumb_is_cast_turns_its_thumb_up() -> None:
    s = npc_setup("full", 3, 1, 2, True)
    s = with_familia(s, "Rufus", actions=("extort", "exec"))
    suit = Suit("impeach", "Rufus", "Ann", secrets=(("Rufus", "down"), ("Cato", "down")))
    s = replace(s, era=1, primus="Ann", step="thumbs", waiting=("Ann",), suit=suit, sued=("Ann",))
    s, said = act(s, "offer Ann cato give dignitas 2 demand acquit omens legionary")
    assert said[-1] == (
        "Cato has cast its thumb already: it is turned up, as the deal promised (still secret "
        "until the thumbs are revealed)"
    )
    s, said = act(s, "thumb Ann up")
    assert "1 of 3 thumbs down" in said
    assert "No majority of thumbs down: the Primus is acquitted" in said


def test_npc_primus_who_wins_a_civil_war_declares_itself_emperor() -> None:
    from lictor.games.carta_imperia.rules.phases.civil_war import npc as civil_war
    from lictor.games.carta_imperia.rules.state import Action

    s = replace(npc_setup("full", 3, 1, 2, False), step="war-crown", waiting=("Cato",))
    offers = [Action("crown", "Cato", ("yes",)), Action("crown", "Cato", ("no",))]
    d = civil_war.crown(BOARD, s, "Cato", offers)
    assert d is not None and d.action == "crown Cato yes"
    assert d.because == ("an NPC Primus declares itself Emperor (NPC eXtra-Legal)",)


def test_npc_primus_on_trial_votes_thumbs_up_on_its_own_impeachment() -> None:
    from lictor.games.carta_imperia.rules.phases.extort import npc as extort_npc
    from lictor.games.carta_imperia.rules.state import Action

    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, primus="Cato", step="thumbs", suit=Suit("impeach", "Ann", "Cato"))
    offers = [Action("thumb", "Cato", ("up",)), Action("thumb", "Cato", ("down",))]
    d = extort_npc.thumbs(GAME.board, s, "Cato", offers)
    assert d is not None and d.action == "thumb Cato up"
    assert d.because == (
        "it is the Primus on trial: thumbs up protects it (III. eXtort, Impeach; the Addenda's "
        "thumbs down is against another)",
    )
    d = extort_npc.thumbs(GAME.board, s, "Rufus", [Action("thumb", "Rufus", ("down",))])
    assert d is not None and d.action == "thumb Rufus down"


def test_a_physical_court_case_with_an_npc_says_lictor_holds_its_card() -> None:
    """At a --physical table only the player lays a court card: the NPC's is lictor's, chosen
    in secret, and the prompt says so (found by solo14: it told both sides to lay one)."""
    s = with_familia(npc_setup("full", 3, 1, 2, True), "Rufus", actions=("extort", "exec"))
    suit = Suit("prosecute", "Rufus", "Ann", secrets=(("Rufus", "bribery"),))
    s = replace(s, era=1, step="court", waiting=("Ann",), suit=suit, sued=("Ann",))
    prompt = GAME.agenda(s).prompt
    assert "Rufus is an NPC Senator: lictor has chosen its card in secret" in prompt
    assert "bribery" not in prompt.split("(court PLAYER")[0]  # its card is not told
