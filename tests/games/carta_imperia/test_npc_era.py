"""The NPC Senators' setup and start of each Era (Solo & 2-Player Addenda, Setup; NPC
Inheritance; Draw NPC Actions), virtual and physical."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.era import senators
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def test_npcs_get_no_draft_events_or_legacies_and_solo_has_no_draft() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    ann, rufus, cato = s.players
    assert (len(ann.draft), ann.hand, len(ann.legacies)) == (7 + 2, (), 2)  # Era # + 2
    assert (rufus.draft, rufus.legacies, cato.draft, cato.legacies) == ((), (), (), ())
    assert s.step != "draft" and s.npcs == ("Rufus", "Cato")


def test_two_players_get_two_face_down_and_draft_a_hand_of_era_number() -> None:
    s = npc_setup("rise-of-the-republic", 3, 2, 1, False)
    ann, ben, rufus = s.players
    assert (len(ann.draft), len(ann.hand), len(ben.draft), len(ben.hand)) == (2, 4, 2, 4)
    assert (rufus.draft, rufus.hand, rufus.legacies) == ((), (), ())
    assert s.step == "draft" and s.waiting == ("Ann", "Ben")
    for _ in range(4):  # the hands pass between the two players only
        s, _ = apply_checked(GAME, s, Action("pick", "Ann", (s.familia("Ann").hand[0],)))
        s, _ = apply_checked(GAME, s, Action("pick", "Ben", (s.familia("Ben").hand[0],)))
    assert (len(s.familia("Ann").draft), len(s.familia("Ben").draft)) == (6, 6)
    assert s.familia("Rufus").draft == () and s.step != "draft"


def inheriting(s: State) -> State:
    s, _ = senators.begin_inheritance(BOARD, replace(s, physical=True))
    return s


def test_npc_inheritance_barbarian_shields_draw_on_then_only_dignitas_per_barbarian() -> None:
    s = inheriting(npc_setup("full", 3, 1, 2, False))
    assert s.step == "inherit" and senators.next_heir(BOARD, s) == "Rufus"
    before = s.familia("Rufus")
    s, said = apply_checked(GAME, s, Action("omen", "Rufus", ("barbarian-horde",)))
    assert senators.next_heir(BOARD, s) == "Rufus"  # a Barbarian shield: draw on
    s, said = apply_checked(GAME, s, Action("omen", "Rufus", ("phalanx",)))
    after = s.familia("Rufus")
    assert after.dignitas == before.dignitas + 2  # 2 Barbarian shields drawn
    # the Phalanx that ends the run only ends it: no Bust adopted (auditcarta's finding)
    assert (after.reserve, after.stock) == (before.reserve, before.stock)
    assert [e.text for e in said][:2] == [
        "Rufus's Omen: phalanx: no Barbarian shield, the draw stops",
        "Rufus inherits 2 Dignitas (one per Barbarian shield)",
    ]
    assert senators.next_heir(BOARD, s) == "Cato"


def test_npc_inheritance_a_legionary_ending_a_barbarian_run_raises_no_legions() -> None:
    s = inheriting(npc_setup("full", 3, 1, 2, False))
    before = s.familia("Rufus")
    s, _ = apply_checked(GAME, s, Action("omen", "Rufus", ("barbarian-warband",)))
    s, _ = apply_checked(GAME, s, Action("omen", "Rufus", ("legionary",)))
    after = s.familia("Rufus")
    assert (after.dignitas, after.legions) == (before.dignitas + 1, before.legions)


def test_npc_inheritance_legionary_shield_raises_two_allied_legions() -> None:
    s = inheriting(npc_setup("full", 3, 1, 2, False))
    s, _ = apply_checked(GAME, s, Action("omen", "Rufus", ("legionary",)))
    assert s.familia("Rufus").legions == 2
    s, _ = apply_checked(GAME, s, Action("omen", "Cato", ("legionary",)))
    # then the player lays his cards face down (a --physical table) and the NPCs draw theirs
    assert s.step == "npc-actions" and s.waiting == ()


def test_omen_for_the_wrong_npc_is_refused_with_the_rule() -> None:
    s = inheriting(npc_setup("full", 3, 1, 2, False))
    violations = GAME.check(s, Action("omen", "Cato", ("phalanx",)))
    assert violations and "revealed for Rufus now" in violations[0].message


def test_npc_actions_are_drawn_after_the_players_choose_virtual() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    while s.step != "choose":
        turn = GAME.npc_turn(s)
        a = GAME.parse(s, turn[1].action.split()) if turn else GAME.legal_actions(s)[0]
        s, _ = apply_checked(GAME, s, a)
    assert s.waiting == ("Ann",) and s.familia("Rufus").actions == ()
    s, said = apply_checked(GAME, s, Action("choose", "Ann", ("exploit", "exec")))
    assert len(s.familia("Rufus").actions) == 2 and len(s.familia("Cato").actions) == 2
    assert any(e.text.startswith("Rufus (NPC) draws") for e in said)


def test_physical_npc_actions_are_entered_by_the_table_and_next_says_which_to_draw() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, physical=True, step="choose", waiting=("Ann",))
    s, _ = apply_checked(GAME, s, Action("choose", "Ann", ("exploit", "exec")))
    assert s.step == "npc-actions"
    assert "shuffle Rufus's Action cards, draw 2" in GAME.agenda(s).prompt
    s, _ = apply_checked(GAME, s, Action("drew", "Rufus", ("extort", "expand")))
    assert "drew Cato" in GAME.agenda(s).prompt
    s, _ = apply_checked(GAME, s, Action("drew", "Cato", ("exec", "expand")))
    assert s.familia("Rufus").actions == ("extort", "expand") and s.step != "npc-actions"


def test_an_npc_action_it_cannot_use_defaults_to_expand_then_extort() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, governors=tuple((p, w) for p, w in s.governors if w != "Cato"))
    s = with_familia(s, "Cato", dignitas=0, reserve=0)
    cards, notes = senators.with_defaults(BOARD, s, "Cato", ("exploit", "exec"))
    assert cards == ("extort", "expand")
    assert notes == [
        "Cato cannot use exploit: plays expand instead",
        "Cato cannot use exec: plays extort instead",
    ]


def test_physical_npc_game_drafted_gives_players_era_number_plus_two_and_npcs_none() -> None:
    game = GAMES["rise-of-the-republic"]
    s = npc_setup("rise-of-the-republic", 3, 1, 2, True)
    for name, card in zip(s.names, ("gens-claudii", "gens-cornelii", "gens-fabii"), strict=True):
        s, _ = apply_checked(game, s, Action("start", name, (card,)))
    assert "2 Draft Events face down and a hand of 4 and keep them" in game.agenda(s).prompt
    s, _ = apply_checked(game, s, Action("drafted"))
    assert [f.draft_count for f in s.players] == [6, 0, 0]
