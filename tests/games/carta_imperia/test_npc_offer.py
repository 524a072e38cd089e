"""Deals offered to an NPC Senator in a session (Solo & 2-Player Addenda, Dealmaking with an
NPC Senator): the referee rules at once, and an accepted deal is honoured in the same
logged action."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import use_lang
from lictor.rules.game import apply_checked
from lictor.rules.replay import replay
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_seats, npc_setup

GAME = GAMES["full"]


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def refused(s: State, words: str) -> str:
    with pytest.raises(IllegalAction) as e:
        act(s, words)
    return e.value.violations[0].message


def test_npc_takes_a_deal_the_omens_approve_and_it_is_honoured_at_once() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)  # Ann 5, Rufus 5: Rufus is Wary
    after, said = act(s, "offer Ann Rufus give dignitas 2 omens phalanx legionary")
    assert said[1] == "Ann gives 2 Dignitas: 2 thumbs up"
    assert "Attitude: Wary (Rufus has 5 Prestige against Ann's 5" in said[3]
    assert said[-2] == "1 <= Thumbs value 2: Rufus takes the deal"
    assert said[-1] == "Rufus takes Ann's deal: Ann gives Rufus 2 Dignitas"
    assert (after.familia("Ann").dignitas, after.familia("Rufus").dignitas) == (3, 7)


def test_npc_refuses_a_deal_the_omens_reject_and_nothing_changes_hands() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)
    after, said = act(s, "offer Ann Rufus give dignitas 1 omens phalanx barbarian legionary")
    assert said[-2] == "2 > Thumbs value 1: Rufus refuses the deal"
    assert said[-1] == "Rufus refuses: nothing changes hands"
    assert after.players == s.players


def test_physical_table_says_the_omens_it_reveals() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)
    assert "reveal cards until a Legionary shield" in refused(s, "offer Ann Rufus give dignitas 2")
    assert "the last card must show one" in refused(
        s, "offer Ann Rufus give dignitas 2 omens phalanx"
    )


def test_virtual_game_draws_the_omens_seeded_and_replays() -> None:
    s = npc_setup("full", 5, 1, 2, physical=False)
    assert "lictor draws the Omens" in refused(s, "offer Ann Rufus give dignitas 2 omens legionary")
    words = "offer Ann Rufus give dignitas 2"
    after, said = act(s, words)
    assert any(t.startswith("Omens drawn: ") for t in said)
    assert after.counter == s.counter + 1
    seats, names = npc_seats(GAME, 1, 2)
    opts = {"scenario": "full", "npc": names}
    assert GAME.setup(seats, 5, False, opts) == s  # the session's first state
    assert replay(GAME, seats, 5, False, [words], opts)[0] == after


def test_offer_goes_to_an_npc_senator_and_only_from_a_player() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)
    assert "is not an NPC Senator (NPCs: Rufus, Cato)" in refused(
        s, "offer Ann Ann give dignitas 1"
    )
    assert "players make the offers" in refused(s, "offer Rufus cato give dignitas 1")
    assert "Ann has 5 Dignitas, cannot give 9 Dignitas" in refused(
        s, "offer Ann Rufus give dignitas 9 omens legionary"
    )


def test_npcs_sell_no_legions_in_era_seven_even_in_a_session() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)
    s = replace(s, era=7, players=tuple(replace(f, legions=2) for f in s.players))
    after, said = act(s, "offer Ann Rufus give dignitas 3 demand legions 1")
    assert "Rufus refuses before the Omens: NPCs never sell Legions in Era VII" in said
    assert after.players == s.players


def test_physical_omens_said_are_checked_against_the_omens_deck() -> None:
    # the Omens deck is the Early Republic Combat deck: 12 cards, one of them barbarian:2
    s = npc_setup("full", 3, 1, 2, physical=True)
    fourteen = " ".join(["barbarian"] * 14)
    assert refused(s, f"offer Ann Rufus give dignitas 1 omens {fourteen} legionary") == (
        "omens: barbarian said 14 times, but the Omens deck holds 3 such cards (barbarian x3, "
        "barbarian:2, phalanx x3, auxilia x2, legionary x3)"
    )
    assert refused(s, "offer Ann Rufus give dignitas 1 omens barbarian:13 legionary") == (
        "omens: barbarian:13 is no card of the Omens deck (the Early Republic Combat deck: "
        "barbarian x3, barbarian:2, phalanx x3, auxilia x2, legionary x3)"
    )
    assert refused(s, "offer Ann Rufus give dignitas 1 omens barbarian:2 barbarian:2 legionary")
    # the refusal of a bad shield word names the offer's own word, not resolve's --draws
    said = refused(s, "offer Ann Rufus give dignitas 1 omens unicorn legionary")
    assert said.startswith("omens 'unicorn': use barbarian, phalanx, auxilia or legionary")
    assert "--draws" not in said
    _after, said = act(s, "offer Ann Rufus give dignitas 1 omens barbarian:2 barbarian legionary")
    assert said[-1] == "Rufus refuses: nothing changes hands"  # the deck's cards, ruled on


def test_physical_omens_refusal_is_said_in_italian() -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)
    with use_lang("it"):
        said = refused(s, "offer Ann Rufus give dignitas 1 omens barbarian:13 legionary")
        once = refused(s, "offer Ann Rufus give dignitas 1 omens barbarian:2 barbarian:2 legionary")
    assert said.startswith("omens: barbarian:13 non è una carta del mazzo dei Presagi")
    assert once.startswith(
        "omens: barbarian:2 indicata 2 volte, ma il mazzo dei Presagi ne ha 1 sola "
    )
