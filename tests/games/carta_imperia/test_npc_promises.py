"""NPCs honour the promises of the deals they take (Solo & 2-Player Addenda, "unless they
make a Deal not to"): an accepted deal's promise is kept in the state as keys, and the
NPC's policy reads it back - its votes, sparing a Governor when it Romanises, no thumbs
down on an Impeachment, no court - for the Era it was made in."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.elections import npc as elections
from lictor.games.carta_imperia.rules.phases.exploit import npc as exploit
from lictor.games.carta_imperia.rules.phases.extort import npc as extort
from lictor.games.carta_imperia.rules.state import Action, Election, Promise, State, Suit
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def A(verb: str, player: str, *args: str) -> Action:
    return Action(verb, player, args)


def said(s: State, words: str) -> Action:
    return GAME.parse(s, words.split())


def solo() -> State:
    return npc_setup("full", 3, 1, 2, False)  # Ann; Rufus and Cato the NPCs


def promised(s: State, kind: str, about: str = "") -> State:
    return replace(s, promises=(Promise("Rufus", "Ann", kind, s.era, about),))


def test_an_accepted_deals_promise_is_kept_in_the_state_as_keys() -> None:
    s = with_familia(solo(), "Ann", dignitas=9)
    after, events = apply_checked(
        GAME, s, said(s, "offer Ann rufus give dignitas 3 demand no-court")
    )
    assert events[-1].text == (
        "Rufus takes Ann's deal: Ann gives Rufus 3 Dignitas; promised: Rufus takes Ann to no "
        "court this Era"
    )
    assert after.promises == (Promise("Rufus", "Ann", "no-court", 1),)
    assert after.familia("Ann").dignitas == 6


def test_a_refused_deal_promises_nothing() -> None:
    s = with_familia(solo(), "Ann", dignitas=9)  # the seeded Omens of counter 0 refuse it
    after, events = apply_checked(
        GAME, s, said(s, "offer Ann rufus demand no-court")
    )  # worth no thumbs: only Omens counting nothing would take it
    assert events[-1].text == "Rufus refuses: nothing changes hands"
    assert after.promises == ()
    lines = [e.text for e in events]
    assert (
        "Ann asks Rufus to take Ann to no court this Era: no thumbs" in lines
    )  # its line, priced at nothing (reconstruction)


EXTORT = [A("pass", "Rufus"), A("prosecute", "Rufus", "ann"), A("prosecute", "Rufus", "cato")]


def test_npc_keeps_its_promise_to_take_a_player_to_no_court() -> None:
    s = replace(with_familia(solo(), "Ann", dignitas=9), primus="Rufus")
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action == "prosecute Rufus ann"  # the most Dignitas
    d = extort.extort(BOARD, promised(s, "no-court"), "Rufus", EXTORT)
    assert d is not None and d.action == "prosecute Rufus cato"
    assert d.because[-1] == "it promised Ann in a deal to take them to no court this Era"
    only_ann = [A("pass", "Rufus"), A("prosecute", "Rufus", "ann")]
    d = extort.extort(BOARD, promised(s, "no-court"), "Rufus", only_ann)
    assert d is not None and d.action == "pass Rufus"
    assert d.because == ("every Senator it could take to court holds its promise not to (a deal)",)


def test_npc_promised_no_court_does_not_impeach_the_player_primus() -> None:
    s = replace(with_familia(solo(), "Ann", auctoritas=1), primus="Ann")
    offers = [A("pass", "Rufus"), A("impeach", "Rufus"), A("prosecute", "Rufus", "cato")]
    assert extort.extort(BOARD, s, "Rufus", offers).action == "impeach Rufus"  # type: ignore[union-attr]
    d = extort.extort(BOARD, promised(s, "no-court"), "Rufus", offers)
    assert d is not None and d.action == "prosecute Rufus cato"


def test_npc_keeps_its_promise_of_no_thumbs_down_on_an_impeachment() -> None:
    s = replace(solo(), suit=Suit("impeach", "Cato", "Ann"))
    offers = [A("thumb", "Rufus", "up"), A("thumb", "Rufus", "down")]
    assert extort.thumbs(BOARD, s, "Rufus", offers).action == "thumb Rufus down"  # type: ignore[union-attr]
    d = extort.thumbs(BOARD, promised(s, "acquit"), "Rufus", offers)
    assert d is not None and d.action == "thumb Rufus up"
    assert d.because == (
        "it promised Ann in a deal no thumbs down on his Impeachment: thumbs up (NPC eXtort)",
    )


def test_npc_keeps_its_promise_of_its_votes_in_the_election() -> None:
    s = with_familia(with_familia(solo(), "Cato", dignitas=2), "Ann", dignitas=1)
    s = replace(s, election=Election("Samnium", "Ann", None, ("Ann", "Cato")))
    offers = [A("vote", "Rufus", x) for x in ("cato", "ann", "abstain")]
    d = elections.vote(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "vote Rufus cato"  # the lowest-Prestige NPC
    d = elections.vote(BOARD, promised(s, "votes", "Samnium"), "Rufus", offers)
    assert d is not None and d.action == "vote Rufus ann"
    assert d.because == (
        "it promised Ann its votes in a deal: it votes for Ann (NPC eXec, Elections)",
    )
    other = elections.vote(BOARD, promised(s, "votes", "Etruria"), "Rufus", offers)
    assert other is not None and other.action == "vote Rufus cato"  # another Election's


def test_npc_keeps_its_promise_not_to_remove_a_governor_when_romanising() -> None:
    offers = [A("romanise", "Rufus", "italia", "rufus"), A("romanise", "Rufus", "italia", "ann")]
    d = exploit.romanise(BOARD, solo(), "Rufus", offers)
    assert d is not None and d.action == "romanise Rufus italia rufus"  # it keeps its own
    d = exploit.romanise(BOARD, promised(solo(), "spare"), "Rufus", offers)
    assert d is not None and d.action == "romanise Rufus italia ann"
    assert d.because[-1] == "it promised Ann in a deal not to remove his Governor: Ann's stays"


def test_a_promise_lasts_the_era_it_was_made_in() -> None:
    s = replace(with_familia(solo(), "Ann", dignitas=9), primus="Rufus")
    old = replace(s, era=2, promises=(Promise("Rufus", "Ann", "no-court", 1),))
    d = extort.extort(BOARD, old, "Rufus", EXTORT)
    assert d is not None and d.action == "prosecute Rufus ann"


def test_npc_keeps_its_promise_not_to_ally_against_the_primus_in_the_civil_war() -> None:
    from lictor.games.carta_imperia.rules.phases.civil_war import npc as civil_war
    from lictor.games.carta_imperia.rules.phases.civil_war.rulings import Army, War

    armies = (
        Army("Ann", "Roma", rome=6),
        Army("Rufus", "Etruria", private=2),
        Army("Cato", "Samnium", private=4),
    )
    s = replace(
        solo(),
        primus="Ann",
        war=War(armies=armies, faction=tuple((a.name, a.name) for a in armies)),
    )
    offers = [A("side", "Rufus", "cato"), A("side", "Rufus", "ann")]
    d = civil_war.side(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "side Rufus cato"  # the NPC Faction, as printed
    assert civil_war.side(BOARD, promised(s, "no-war"), "Rufus", offers) is None  # stays out
    turn = GAME.npc_turn(replace(promised(s, "no-war"), step="war-sides", waiting=()))
    assert turn is None or turn[0] != "Rufus"
