"""An NPC placing its Busts in Scenario II's setup (Scenario II: Fall of the Republic, Setup
3): it enacts a Reform when every Province it could take has 2 shields or less (as
printed), else places a Governor on the highest-value one, and Romanises a full tile it
governs on, keeping its own Governor. A seeded solo setup, Ann taking her first option;
reasons asserted as a table reads them."""

from __future__ import annotations

from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["fall-of-the-republic"]


def setup_decisions() -> list[tuple[str, str, tuple[str, ...]]]:
    s = npc_setup("fall-of-the-republic", 21, 1, 2, False)
    out = []
    while s.step in ("setup-order", "placement"):
        turn = GAME.npc_turn(s)
        if turn is None:
            action = next(a for a in GAME.legal_actions(s) if a.player == "Ann")
        else:
            out.append((turn[0], turn[1].action, turn[1].because))
            action = GAME.parse(s, turn[1].action.split())
        s, _ = apply_checked(GAME, s, action)
    return out


def test_npc_enacts_a_reform_in_scenario_ii_setup_when_only_small_provinces_are_left() -> None:
    said = setup_decisions()
    assert said[0] == (
        "Rufus",
        "place Rufus samnium",
        (
            "a Governor on the highest-value Province it may take: Samnium (3 Barbarian "
            "shields) (reconstruction: NPC eXec's ranking)",
        ),
    )
    reform = next(d for d in said if " reform " in d[1])
    assert reform[2] == (
        "every Province it could take has 2 shields or less: it enacts a Reform, the "
        "left-topmost open (military) (Scenario II: Fall of the Republic, Setup)",
    )


def test_npc_romanising_in_scenario_ii_setup_keeps_its_own_governor() -> None:
    romanised = [d for d in setup_decisions() if " romanise " in d[1]]
    assert romanised and all(
        len(d[1].split()) == 4 or d[1].endswith(d[0].lower()) for d in romanised
    )
    kept = next(d for d in romanised if len(d[1].split()) == 5)
    assert kept[2][-1] == "it keeps its own Governor: the rivals' are removed (NPC eXploit)"


def test_equal_choice_weighs_the_province_a_leading_player_would_gain() -> None:
    """The last tie-break ("disadvantages the leading Player most") counts a Province's
    endgame Status with the leader's Prestige: handing Ann Samnium (Status 3) is no
    disadvantage beside giving her 1 Auctoritas."""
    from lictor.games.carta_imperia.rules.common_npc import equal_choice
    from lictor.games.carta_imperia.rules.state import Action
    from lictor.games.carta_imperia.rules.table import with_familia
    from lictor.rules.fast import replace

    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(s, "Ann", dignitas=9)  # Ann leads
    province = Action("place", "Rufus", ("samnium",))
    auctoritas = Action("place", "Rufus", ("reform", "military"))
    after = {
        province.words(): replace(s, governors=(*s.governors, ("Samnium", "Ann"))),
        auctoritas.words(): with_familia(s, "Ann", auctoritas=s.familia("Ann").auctoritas + 1),
    }
    d = equal_choice(
        GAMES["full"].board, s, "Rufus", [province, auctoritas], [], lambda a: after[a.words()]
    )
    assert d.action == "place Rufus reform military"
    assert d.because[-1].endswith("it leaves Ann least")


def test_npc_losing_a_bust_gives_up_its_reserve_before_a_governor() -> None:
    from lictor.games.carta_imperia.rules.common_npc import bust_lost
    from lictor.games.carta_imperia.rules.state import Action
    from lictor.games.carta_imperia.rules.table import with_familia
    from lictor.rules.fast import replace

    board = GAMES["full"].board
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, governors=(("Samnium", "Rufus"), ("Volsci", "Rufus")))
    offers = [Action("forfeit", "Rufus", (w,)) for w in ("reserve", "volsci", "samnium")]
    d = bust_lost(board, with_familia(s, "Rufus", reserve=4), "Rufus", offers)
    assert d is not None and d.action == "forfeit Rufus reserve"
    assert d.because == (
        "it loses a Bust from its Reserve and keeps its Governors (reconstruction)",
    )
    d = bust_lost(board, with_familia(s, "Rufus", reserve=0), "Rufus", offers[1:])
    assert d is not None and d.action == "forfeit Rufus volsci"
    assert d.because == (
        "no Bust in its Reserve: it gives up its Province of the lowest Status, Volsci "
        "(Status 2) (reconstruction)",
    )


def test_npc_converts_as_much_as_it_may_in_scenario_ii_setup() -> None:
    from lictor.games.carta_imperia.rules.phases.scenario_setup import npc as setup_npc
    from lictor.games.carta_imperia.rules.state import Action

    s = npc_setup("fall-of-the-republic", 21, 1, 2, False)
    offers = [Action("exchange", "Rufus", (str(n),)) for n in (3, 2, 1, 0)]
    d = setup_npc.convert(GAME.board, s, "Rufus", offers)
    assert d is not None and d.action == "exchange Rufus 3"


def test_npc_governor_in_scenario_ii_setup_ties_go_to_the_province_closest_to_romanised() -> None:
    """NPC eXec's ranking read for the setup: on equal value (3 Barbarian shields each),
    the Province closest to being Romanised (Gallia's tile has 3 regions to go, Lusitani's
    4, Samnium's 5), where the audit found a bare thumb flip; a flip only after it, naming
    the Provinces it chose among."""
    from lictor.games.carta_imperia.rules.phases.scenario_setup import npc as setup_npc
    from lictor.games.carta_imperia.rules.state import Action

    s = npc_setup("fall-of-the-republic", 21, 1, 2, False)
    offers = [Action("place", "Rufus", (r,)) for r in ("samnium", "lusitani", "gallia")]
    d = setup_npc.placement(GAME.board, s, "Rufus", offers)
    assert d is not None and d.action == "place Rufus gallia"
    assert d.because == (
        "a Governor on the highest-value Province it may take closest to being Romanised: "
        "Gallia (3 Barbarian shields) (reconstruction: NPC eXec's ranking)",
    )
    offers = [Action("place", "Rufus", (r,)) for r in ("numidia", "ligures")]
    d = setup_npc.placement(GAME.board, s, "Rufus", offers)
    assert d is not None and d.action in ("place Rufus numidia", "place Rufus ligures")
    chosen = "Numidia" if d.action.endswith("numidia") else "Ligures"
    assert d.because[0].startswith("a Governor on one of the highest-value Provinces it may take")
    assert "Numidia and Ligures" in d.because[0] or "Ligures and Numidia" in d.because[0]
    assert d.because[0].endswith(
        f"a thumb flip chose {chosen} (reconstruction: NPC eXec's ranking)"
    )
