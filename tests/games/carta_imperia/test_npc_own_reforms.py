"""NPCs Using Reforms (Solo & 2-Player Addenda): an NPC always uses a Reform it Enacted, if
relevant - the Manipular Formation after the combat card, the Aedile's games in eXec, the
Quaestor's Impeachment of an overmighty Player in eXtort - and pays for another Senator's
only when it swings the result its way. Reasons asserted as a table reads them."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.exec import npc as exec_npc
from lictor.games.carta_imperia.rules.phases.extort import npc as extort_npc
from lictor.games.carta_imperia.rules.state import Action, Battle, General, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def after_card(rome: int, enactor: str, card: str = "phalanx") -> State:
    """Solo (Ann; Rufus and Cato the NPCs): Rufus invades Samnium (3 Barbarian shields)
    with ``rome`` Legions of Rome, the combat card drawn, the battle not yet resolved; the
    Manipular Formation enacted by ``enactor``."""
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(
        s,
        step="battle",
        waiting=(),
        era=1,
        battles=(Battle("Samnium", ("Rufus",), 1, cards=(card,), drawn=True),),
        current=0,
        generals=(General("Rufus", rome=rome),),
        reforms=(("military", 1, "Cato"), ("military", 2, enactor)),
    )
    return with_familia(s, "Rufus", auctoritas=2, dignitas=5)


def test_npc_always_uses_its_manipular_formation_after_the_card_when_it_changes_the_battle() -> (
    None
):
    s = after_card(3, "Rufus")  # won on 3 against 3 with 2 casualties; +1: only 1 lost
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "reform Rufus manipular-formation"
    assert turn[1].because == (
        "an NPC always uses a Reform it Enacted if relevant: after the combat card its "
        "Manipular Formation changes the battle for Samnium (Rome 3 against 3) (NPCs Using "
        "Reforms)",
    )
    after, _ = act(s, turn[1].action)
    assert after.battles[0].bonus == 1
    assert after.familia("Rufus").auctoritas == 2  # its own: free
    assert GAME.npc_turn(after) is None  # once per Era
    assert GAME.npc_turn(after_card(6, "Rufus")) is None  # +1 changes nothing: not relevant


def test_npc_pays_for_another_senators_manipular_formation_only_if_it_swings_the_battle() -> None:
    s = after_card(2, "Ann")  # lost on 2 against 3; +1 wins
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "reform Rufus manipular-formation"
    assert turn[1].because == (
        "it pays Ann 1 Auctoritas for the Manipular Formation: after the combat card +1 swings "
        "the battle for Samnium its way (Rome 2 against 3) (NPCs Using Reforms)",
    )
    after, _ = act(s, turn[1].action)
    assert after.familia("Ann").auctoritas == s.familia("Ann").auctoritas + 1
    assert GAME.npc_turn(after_card(3, "Ann")) is None  # won anyway (fewer losses: not paid)
    assert GAME.npc_turn(after_card(1, "Ann")) is None  # +1 is not enough


def exec_step(enactor: str, dignitas: int = 5) -> State:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(
        s, step="exec", waiting=("Rufus",), era=1, reforms=(("administrative", 1, enactor),)
    )
    return with_familia(s, "Rufus", dignitas=dignitas, reserve=3)


def test_npc_always_holds_the_games_of_its_own_aedile_in_exec() -> None:
    s = exec_step("Rufus")
    d = exec_npc.exec_(BOARD, s, "Rufus", [Action("done", "Rufus", ())])
    assert d is not None and d.action == "reform Rufus aedile"
    assert d.because == (
        "an NPC always uses a Reform it Enacted if relevant: its Aedile holds games for 1 "
        "Dignitas, a thumb up wins 5 and the 1 back (NPCs Using Reforms)",
    )
    after, said = act(s, d.action)
    assert ("Rufus", "Aedile") in after.used_reforms
    assert after.familia("Rufus").dignitas in (4, 10)  # thumb down: 1 spent; up: +5
    assert any("Rufus, Aedile, holds games for 1 Dignitas" in line for line in said)
    d = exec_npc.exec_(BOARD, after, "Rufus", [Action("done", "Rufus", ())])
    assert d is not None and d.action == "done Rufus"  # once per Era


def test_npc_does_not_hold_games_with_another_senators_aedile_or_without_the_dignitas() -> None:
    for s in (exec_step("Ann"), exec_step("Rufus", dignitas=0)):
        d = exec_npc.exec_(BOARD, s, "Rufus", [Action("done", "Rufus", ())])
        assert d is not None and d.action == "done Rufus"


EXTORT = [
    Action("pass", "Rufus", ()),
    Action("ides", "Rufus", ()),
    Action("impeach", "Rufus", ()),
    Action("prosecute", "Rufus", ("ann",)),
    Action("prosecute", "Rufus", ("cato",)),
]


def extort_step(enactor: str, ann_auctoritas: int) -> State:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, era=1, primus="Cato", reforms=(("administrative", 2, enactor),))
    return with_familia(s, "Ann", auctoritas=ann_auctoritas)


def test_npc_with_its_own_quaestor_impeaches_an_overmighty_player_who_is_not_primus() -> None:
    d = extort_npc.extort(BOARD, extort_step("Rufus", 1), "Rufus", EXTORT)
    assert d is not None and d.action == "impeach Rufus ann"
    assert d.because == (
        "an NPC always uses a Reform it Enacted if relevant: its Quaestor lets it Impeach "
        "Ann, a Player with Auctoritas at least Era # (1) (NPCs Using Reforms)",
    )
    # at the table: the NPC's turn in eXtort, its Impeachment accepted (the Quaestor used)
    s = replace(extort_step("Rufus", 1), step="extort", waiting=("Rufus",))
    turn = GAME.npc_turn(with_familia(s, "Rufus", actions=("extort", "exec")))
    assert turn is not None and turn[1].action == "impeach Rufus ann"
    _, said = act(s, "impeach Rufus ann")
    assert said[0] == "Rufus uses the Quaestor"
    ann_s = with_familia(extort_step("Ann", 1), "Rufus", auctoritas=0)  # cannot pay Ann's
    for s in (ann_s, extort_step("Rufus", 0)):  # not its own; not overmighty
        d = extort_npc.extort(BOARD, s, "Rufus", EXTORT)
        assert d is not None and d.action.startswith("prosecute Rufus")
