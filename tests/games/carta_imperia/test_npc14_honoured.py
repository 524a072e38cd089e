"""Dealmaking with an NPC Senator: "You MUST honour any deal you make with an NPC" - the
player's own promises held by the referee, not left to the table: his support in an
Election (his vote goes to the NPC), and a Governorship given of the region the NPC's
campaign invades (the NPC installs; his `install` is refused)."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.state import Battle, Election, General, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def voting() -> State:
    """An Election for Samnium, Rufus (NPC) and Cato (NPC) standing, everyone to vote; Ann
    has the most Prestige (Rufus is Compliant)."""
    s = npc_setup("full", 3, 1, 2, True)
    s = replace(s, era=1, primus="Cato", step="vote", waiting=("Ann", "Rufus", "Cato"),
                election=Election("Samnium", "Rufus", None, ("Rufus", "Cato")))  # fmt: skip
    s = with_familia(s, "Ann", dignitas=9)
    return s


def test_a_player_who_promised_an_npc_his_support_in_a_deal_must_vote_for_it() -> None:
    s, said = act(voting(), "offer Ann rufus give support dignitas 1 omens legionary")
    assert said[-1].startswith("Rufus takes Ann's deal")
    with pytest.raises(IllegalAction) as err:
        act(s, "vote Ann cato")
    text = str(err.value)
    assert (
        "Ann promised Rufus his support in a deal: his vote goes to Rufus (vote Ann rufus), "
        "not Cato"
    ) in text
    assert "you must honour any deal you make with an NPC" in text
    with pytest.raises(IllegalAction):
        act(s, "vote Ann abstain")
    s, said = act(s, "vote Ann rufus")
    assert said[0].startswith("Ann votes for Rufus")


def test_a_player_without_a_deal_votes_as_he_likes() -> None:
    _, said = act(voting(), "vote Ann cato")
    assert said[0].startswith("Ann votes for Cato")


def test_a_governorship_given_of_the_npcs_campaign_is_the_npcs_when_it_falls() -> None:
    """Ann and Rufus against Samnium, Rufus commanding; Ann gives him the Governorship in a
    deal before the battle (no `join`: she is in the battle already)."""
    s = npc_setup("full", 3, 1, 2, True)
    s = replace(
        s,
        era=1,
        primus="Cato",
        step="battle",
        waiting=(),
        current=0,
        season=1,
        generals=(General("Ann", rome=2), General("Rufus", rome=2)),
        battles=(Battle("Samnium", ("Ann", "Rufus"), 1),),
        events=(),
    )
    s = with_familia(s, "Ann", dignitas=9, actions=("expand", "exec"))
    s = with_familia(s, "Rufus", actions=("expand", "exec"))
    s, said = act(s, "offer Ann rufus give governorship samnium omens legionary")
    assert said[-1] == (
        "Rufus takes Ann's deal: promised: the Governorship of Samnium when it falls"
    )
    s, _ = act(s, "combat auxilia")  # Rome 4 against 3
    s, _ = act(s, "resolve")
    while s.step in ("casualties", "losses"):
        s, _ = act(s, GAME.text(GAME.legal_actions(s)[0]))
    assert s.step == "install" and s.waiting[0] == "Ann"
    assert [GAME.text(a) for a in GAME.legal_actions(s) if a.verb in ("install", "decline")] == [
        "decline Ann"
    ]
    with pytest.raises(IllegalAction, match="Ann gave Rufus the Governorship of Samnium"):
        act(s, "install Ann")
    s, _ = act(s, "decline Ann")
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action.startswith("install Rufus")
    s, _ = act(s, turn[1].action)
    assert s.governor("Samnium") == "Rufus"


def electing(sacrata: str) -> State:
    """An Election for Samnium: Rufus (NPC, 1 Dignitas), Cato (NPC, 9) and Ann, Cato ahead; the
    Lex Sacrata enacted by ``sacrata`` ("" none)."""
    s = replace(voting(), reforms=((("political", 1, sacrata),) if sacrata else ()))
    assert s.election is not None  # Ann stands too: an NPC's votes can only go to a candidate
    s = replace(s, election=replace(s.election, candidates=("Rufus", "Cato", "Ann")))
    return with_familia(with_familia(s, "Rufus", dignitas=1), "Cato", dignitas=9)


def test_npc_candidate_not_front_runner_refuses_a_deal_for_its_votes_unless_certain_not_vetoed(
) -> None:  # fmt: skip
    deal = "offer Ann rufus give dignitas 2 demand votes"
    _, said = act(electing("Ann"), deal)  # refused before the Omens: none are drawn
    assert said[-2] == (
        "Rufus refuses before the Omens: Rufus is open to a deal for its votes only if "
        "certain not to be Vetoed, and Ann holds the Lex Sacrata"
    )
    assert said[-1] == "Rufus refuses: nothing changes hands"
    for holder in ("", "Rufus"):  # certain: no Lex Sacrata, or its own
        _, said = act(electing(holder), deal + " omens legionary")
        assert said[-1].startswith("Rufus takes Ann's deal"), said
