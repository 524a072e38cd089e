"""Blind bids to an NPC Senator in a session (Solo & 2-Player Addenda, Dealmaking with an NPC
Senator: in a 2-player game both players make their offers as blind bids; the NPC deals with
the one who offers the most or demands the least, if the Omens approve, a thumb flip on a
tie)."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.state import Election, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.actors import Who
from lictor.rules.replay import replay
from tests.games.carta_imperia.npc_kit import GAMES, npc_seats, npc_setup
from tests.games.carta_imperia.test_npc_offer import act, refused

GAME = GAMES["full"]


def two_players(physical: bool, seed: int = 3) -> State:
    return npc_setup("full", seed, 2, 1, physical=physical)  # Ann, Ben, Rufus: 5 Prestige each


def test_two_players_bids_stay_secret_until_every_bid_is_in() -> None:
    s = two_players(physical=False)
    after, said = act(s, "offer Ann Rufus give dignitas 2")
    assert said == [
        "Ann makes a blind bid to Rufus; still to bid: Ben (each `offer PLAYER rufus give "
        "...` or `offer PLAYER rufus pass`)"
    ]
    assert after.players == s.players  # nothing changes hands, nothing is ruled yet
    assert GAME.public_log(after, ["offer Ann rufus give dignitas 2"]) == ["offer Ann rufus ?"]
    seats, _ = npc_seats(GAME, 2, 1)
    # a virtual game's bid is sent from its player's own screen only
    assert GAME.authority(after, seats, ["offer", "Ben", "rufus", "pass"]).who is Who.PRIVATE
    assert "offer Ben rufus pass" in [GAME.text(a) for a in GAME.legal_actions(after)]
    done, _ = act(after, "offer Ben Rufus pass")
    assert GAME.public_log(done, ["offer Ann rufus give dignitas 2", "offer Ben rufus pass"]) == [
        "offer Ann rufus give dignitas 2",
        "offer Ben rufus pass",
    ]  # revealed together


def test_one_player_offers_are_ruled_at_once_not_bids() -> None:
    s = npc_setup("full", 3, 1, 2, physical=False)
    seats, _ = npc_seats(GAME, 1, 2)
    assert GAME.authority(s, seats, ["offer", "Ann", "rufus"]).who is not Who.PRIVATE
    after, said = act(s, "offer Ann Rufus give dignitas 2")
    assert said[0] == "Ann offers Rufus a deal" and not after.bids


def test_npc_takes_the_best_offer_the_omens_approve() -> None:
    s = two_players(physical=True)
    s, _ = act(s, "offer Ann Rufus give dignitas 1 omens legionary")
    after, said = act(s, "offer Ben Rufus give dignitas 3 omens legionary")
    assert "Ann's offer: Thumbs value 1, approved" in said
    assert "Ben's offer: Thumbs value 3, approved" in said
    assert said[-1] == "Rufus takes Ben's deal: Ben gives Rufus 3 Dignitas"
    dignitas = {f.name: f.dignitas for f in after.players}
    assert dignitas == {"Ann": 5, "Ben": 2, "Rufus": 8}


def test_the_best_offer_refused_by_the_omens_leaves_the_next_best() -> None:
    s = two_players(physical=True)
    s, _ = act(s, "offer Ann Rufus give dignitas 1 omens legionary")
    # Wary: Phalanx and Barbarian count; 4 > 3, Ben's better offer is refused
    _after, said = act(
        s, "offer Ben Rufus give dignitas 3 omens phalanx barbarian:2 barbarian legionary"
    )
    assert "Ben's offer: Thumbs value 3, refused" in said
    assert said[-1] == "Rufus takes Ann's deal: Ann gives Rufus 1 Dignitas"


def test_a_thumb_flip_breaks_a_tie_between_blind_bids() -> None:
    s = two_players(physical=True)
    s, _ = act(s, "offer Ann Rufus give dignitas 2 omens legionary")
    assert "flip a Thumb Token 1 time and say it after the last bid" in refused(
        s, "offer Ben Rufus give dignitas 2 omens legionary"
    )
    _after, said = act(s, "offer Ben Rufus give dignitas 2 omens legionary flip down")
    assert "Ann and Ben tie at 2: the thumb lands down, Ben wins" in said
    assert said[-1] == "Rufus takes Ben's deal: Ben gives Rufus 2 Dignitas"
    _up, said = act(s, "offer Ben Rufus give dignitas 2 omens legionary flip up")
    assert said[-1] == "Rufus takes Ann's deal: Ann gives Rufus 2 Dignitas"


def test_a_player_may_change_his_bid_before_the_reveal() -> None:
    s = two_players(physical=True)
    s, _ = act(s, "offer Ann Rufus give dignitas 1 omens legionary")
    s, _ = act(s, "offer Ann Rufus give dignitas 4 omens legionary")
    assert len(s.bids) == 1
    _after, said = act(s, "offer Ben Rufus pass")
    assert "Ben makes no bid" in said
    assert said[-1] == "Rufus takes Ann's deal: Ann gives Rufus 4 Dignitas"


def test_a_bid_that_can_no_longer_be_honoured_is_void() -> None:
    s = two_players(physical=True)
    s, _ = act(s, "offer Ann Rufus give dignitas 4 omens legionary")
    ann = s.familia("Ann")
    s = replace(s, players=tuple(replace(f, dignitas=1) if f is ann else f for f in s.players))
    _after, said = act(s, "offer Ben Rufus give dignitas 1 omens legionary")
    assert any(line.startswith("Ann's bid is void: ") for line in said)
    assert said[-1] == "Rufus takes Ben's deal: Ben gives Rufus 1 Dignitas"


def test_virtual_blind_bids_draw_seeded_and_replay() -> None:
    s = two_players(physical=False, seed=5)
    words = ["offer Ann rufus give dignitas 2", "offer Ben rufus give dignitas 2"]
    mid, _ = act(s, words[0])
    after, said = act(mid, words[1])
    assert sum(1 for line in said if line.startswith("Omens drawn: ")) == 2
    assert said[-1].startswith("Rufus takes ") or said[-1].startswith("Rufus takes no deal")
    seats, names = npc_seats(GAME, 2, 1)
    opts = {"scenario": "full", "npc": names}
    assert replay(GAME, seats, 5, False, words, opts)[0] == after


def test_physical_table_says_each_bids_omens_with_it() -> None:
    s = two_players(physical=True)
    assert "Ann's bid to Rufus needs the Omens" in refused(s, "offer Ann Rufus give dignitas 2")
    assert "lictor draws the Omens in a virtual game" in refused(
        two_players(physical=False), "offer Ann Rufus give dignitas 2 omens legionary"
    )


def two_player_election() -> State:
    """The Volsci Election of a physical 2-player table: Ann and Rufus stand, nobody has
    voted yet."""
    s = with_familia(two_players(physical=True), "Rufus", actions=("exec", "expand"))
    e = Election("Volsci", "Rufus", None, ("Rufus", "Ann"))
    return replace(s, step="vote", waiting=("Ann", "Ben", "Rufus"), election=e, era=1)


def test_npc_waits_for_every_blind_bid_before_it_votes() -> None:
    s = two_player_election()
    assert GAME.npc_turn(s) is not None  # no bid out: Rufus votes for himself
    s, _ = act(s, "offer Ann Rufus give dignitas 2 demand votes omens legionary")
    assert GAME.npc_turn(s) is None  # Ben's bid still out: Rufus holds its ballot back
    s, _ = act(s, "vote Ann ann")
    s, _ = act(s, "vote Ben rufus")
    assert s.step == "vote" and "Rufus" in s.waiting  # the Election waits on Rufus
    s, said = act(s, "offer Ben Rufus pass")
    assert said[-1].startswith("Rufus takes Ann's deal: Ann gives Rufus 2 Dignitas")
    turn = GAME.npc_turn(s)
    assert turn is not None
    npc, decision = turn
    assert (npc, decision.action) == ("Rufus", "vote Rufus ann")
    assert "it promised Ann its votes in a deal" in decision.because[0]


def test_a_changed_blind_bid_keeps_its_earlier_version_secret() -> None:
    """A player may change his bid while others are still out (README); the log must not
    show any version of it before the reveal, on any screen (found by audit14npc: the
    earlier one was shown in clear)."""
    s = two_players(physical=False)
    s, _ = act(s, "offer Ann Rufus give dignitas 3 demand votes")
    s, _ = act(s, "offer Ann Rufus give dignitas 3")
    log = ["offer Ann rufus give dignitas 3 demand votes", "offer Ann rufus give dignitas 3"]
    assert GAME.public_log(s, log) == ["offer Ann rufus ?", "offer Ann rufus ?"]
    done, _ = act(s, "offer Ben Rufus pass")
    # the fists open: the bid that counted is shown, the one Ann changed never is (reaudit15)
    assert GAME.public_log(done, [*log, "offer Ben rufus pass"]) == [
        "offer Ann rufus ?",
        "offer Ann rufus give dignitas 3",
        "offer Ben rufus pass",
    ]


def test_bids_of_a_revealed_round_stay_shown_when_the_next_round_opens() -> None:
    s = two_players(physical=False)
    s, _ = act(s, "offer Ben Rufus pass")
    s, _ = act(s, "offer Ann Rufus pass")  # every bid in: the round is revealed
    s, _ = act(s, "offer Ann Rufus give dignitas 1")  # a new round opens
    log = ["offer Ben rufus pass", "offer Ann rufus pass", "offer Ann rufus give dignitas 1"]
    assert GAME.public_log(s, log) == [*log[:2], "offer Ann rufus ?"]
