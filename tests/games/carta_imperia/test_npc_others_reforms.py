"""NPCs Using Reforms (Solo & 2-Player Addenda): an NPC "will only pay for another Senator's
Reform if using that Reform would swing the result of the event in question in favour of
the NPC" - the Aedile's games (a thumb flip) and the Quaestor's Impeachment (a vote), as we
read "swing" (reconstruction, beside each policy): the games only in the final Era, when a
thumb up would take the NPC from behind to ahead on Prestige; the Quaestor only when the
NPCs' own thumbs down make the Impeachment certain. Reasons asserted as a table reads them."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.exec import npc as exec_npc
from lictor.games.carta_imperia.rules.phases.extort import npc as extort_npc
from lictor.games.carta_imperia.rules.state import Action, Promise, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board
DONE = [Action("done", "Rufus", ())]


def games(era: int, rufus: int, ann: int) -> State:
    """Solo (Ann; Rufus, Cato NPCs), Rufus's eXec done; Ann enacted the Aedile. Prestige:
    Rufus ``rufus`` Dignitas, Ann ``ann``, Cato 2, nobody any Auctoritas but Rufus's 1."""
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(
        s,
        step="exec",
        waiting=("Rufus",),
        era=era,
        final_era=7,
        reforms=(("administrative", 1, "Ann"),),
    )
    s = with_familia(s, "Rufus", dignitas=rufus, auctoritas=1, reserve=3)
    s = with_familia(s, "Ann", dignitas=ann, auctoritas=0)
    return with_familia(s, "Cato", dignitas=2, auctoritas=0)


def test_npc_pays_for_another_senators_aedile_only_when_a_thumb_up_would_put_it_ahead() -> None:
    # Rufus 11 Prestige + 2 Status (Volsci), Ann 13: up, 15 + 2 = 17 to Ann's 14
    s = games(7, rufus=10, ann=13)
    d = exec_npc.exec_(BOARD, s, "Rufus", DONE)
    assert d is not None and d.action == "reform Rufus aedile"
    assert d.because == (
        "it pays Ann 1 Auctoritas for the Aedile: in the final Era it is not ahead of Ann on "
        "Prestige and Provinces' Status (13 to 13), and a thumb up would put it ahead (17 to "
        "14) (NPCs Using Reforms; Game End & Victory; reconstruction: the games swing the "
        "game's result)",
    )
    after, events = apply_checked(GAME, s, GAME.parse(s, d.action.split()))
    assert after.familia("Ann").auctoritas == 1 and after.familia("Rufus").auctoritas == 0
    assert any("Rufus, Aedile, holds games for 7 Dignitas" in e.text for e in events)
    with use_lang("it"):
        d = exec_npc.exec_(BOARD, s, "Rufus", DONE)
        assert d is not None and d.because[0].startswith("paga 1 Auctoritas a Ann per l'Edile")


def test_npc_does_not_pay_for_another_senators_aedile_when_the_games_swing_nothing() -> None:
    for s in (
        games(6, rufus=10, ann=13),  # not the final Era: no result at stake yet
        games(7, rufus=14, ann=13),  # it leads already
        games(7, rufus=7, ann=13),  # a thumb up still leaves it behind (12 to 14)
        with_familia(games(7, rufus=10, ann=13), "Rufus", auctoritas=0),  # no fee in hand
    ):
        d = exec_npc.exec_(BOARD, s, "Rufus", DONE)
        assert d is not None and d.action == "done Rufus"


def extort(s: State) -> list[Action]:
    rivals = [Action("prosecute", "Rufus", (n.lower(),)) for n in s.names if n != "Rufus"]
    return [Action("pass", "Rufus", ()), Action("impeach", "Rufus", ()), *rivals]


def quaestor(humans: int = 1) -> State:
    """Era I, eXtort: the Quaestor enacted by Cato (solo) or Ben (two players); Ann, not
    Primus, holds 1 Auctoritas (Era #); Rufus 1 for the fee."""
    s = npc_setup("full", 3, humans, 3 - humans, False)
    enactor = "Cato" if humans == 1 else "Ben"
    primus = "Cato" if humans == 1 else "Ben"
    s = replace(s, era=1, primus=primus, reforms=(("administrative", 2, enactor),))
    s = with_familia(s, "Rufus", auctoritas=1)
    return with_familia(s, "Ann", auctoritas=1)


def test_npc_pays_for_another_senators_quaestor_when_the_npcs_make_the_impeachment_certain() -> (
    None
):
    s = quaestor()
    d = extort_npc.extort(BOARD, s, "Rufus", extort(s))
    assert d is not None and d.action == "impeach Rufus ann"
    assert d.because == (
        "it pays Cato 1 Auctoritas for the Quaestor: Ann has Auctoritas at least Era # and the "
        "NPCs' 2 thumbs down of 3 votes make the Impeachment certain, where a Prosecution "
        "could be lost (NPCs Using Reforms; reconstruction: a certain win swings the result)",
    )
    play = replace(s, step="extort", waiting=("Rufus",))
    after, events = apply_checked(GAME, play, GAME.parse(play, d.action.split()))
    assert events[0].text == "Rufus uses the Quaestor, paying 1 Auctoritas to Cato"
    assert after.familia("Cato").auctoritas == s.familia("Cato").auctoritas + 1


def test_npc_does_not_pay_for_another_senators_quaestor_when_the_vote_is_uncertain() -> None:
    two = quaestor(humans=2)  # Ann, Ben and Rufus: 1 NPC thumb down of 3 votes
    acquit = replace(quaestor(), promises=(Promise("Cato", "Ann", "acquit", 1),))
    for s in (two, acquit):
        d = extort_npc.extort(BOARD, s, "Rufus", extort(s))
        assert d is not None and d.action.startswith("prosecute Rufus")
