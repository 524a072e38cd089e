"""NPC eXpand a against a Historical Event that forces the first Standards (Brennus): the
NPC marches against it, or joins the General already there, never the Rome option; and the
NPC Primus breaking a tied Election as it would vote (for itself when tied). Reasons
asserted as a table reads them."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.elections import npc as elections
from lictor.games.carta_imperia.rules.state import Action, Battle, Election, General, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def brennus(rufus: int, cato: int) -> State:
    """Era II, Brennus drawn: Rufus and Cato (NPCs) place their first Standards."""
    s = npc_setup("full", 3, 1, 2, False)
    generals = (General("Rufus", rome=rufus), General("Cato", rome=cato))
    return replace(
        s,
        era=2,
        events=("brennus",),
        step="standard",
        waiting=("Rufus", "Cato"),
        season=1,
        generals=generals,
    )


def test_npc_general_marches_against_a_historical_event_it_outnumbers() -> None:
    turn = GAME.npc_turn(brennus(8, 2))
    assert turn is not None and turn[1].action == "standard Rufus brennus"
    assert turn[1].because == (
        "a Historical Event that would Sack Rome or cost it a Province: it marches against "
        "Brennus (Strength 4), which its 8 Legions outnumber (NPC eXpand a)",
    )


def test_npc_general_joins_the_general_against_a_historical_event_it_cannot_outnumber() -> None:
    s = brennus(8, 2)
    s, _ = apply_checked(GAME, s, GAME.parse(s, ["standard", "Rufus", "brennus"]))
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "standard Cato brennus"  # never `rome`
    assert turn[1].because == (
        "a Historical Event that would Sack Rome or cost it a Province: with 2 Legions it does "
        "not outnumber Brennus (Strength 4) alone, so it joins Rufus against it (NPC eXpand a)",
    )
    with use_lang("it"):
        turn = GAME.npc_turn(s)
        assert turn is not None and "Brenno" in turn[1].because[0]


def test_npc_general_alone_marches_against_a_historical_event_even_outnumbered() -> None:
    turn = GAME.npc_turn(brennus(2, 1))
    assert turn is not None and turn[1].action == "standard Rufus brennus"
    assert turn[1].because == (
        "a Historical Event that would Sack Rome or cost it a Province: it marches against "
        "Brennus (Strength 4), though its 2 Legions do not outnumber it (NPC eXpand a)",
    )


def tied(candidates: tuple[str, ...]) -> State:
    """Rufus, the Primus, breaks a tie of ``candidates`` (all on 5 votes)."""
    s = npc_setup("full", 3, 2, 1, False)  # Ann, Ben; Rufus
    for n in s.names:
        s = with_familia(s, n, dignitas=5, auctoritas=0)
    s = with_familia(s, "Ann", actions=("exec", "expand"))  # she nominated
    e = Election("Etruria", "Ann", "Rufus", candidates, votes=tuple((c, c) for c in candidates))
    return replace(s, step="tiebreak", waiting=("Rufus",), primus="Rufus", election=e)


def test_npc_primus_standing_in_a_tied_election_breaks_the_tie_for_itself() -> None:
    s = tied(("Rufus", "Ann", "Ben"))
    offers = [Action("tiebreak", "Rufus", (c,)) for c in ("rufus", "ann", "ben")]
    d = elections.tiebreak(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "tiebreak Rufus rufus"
    assert d.because == (
        "it stands in the tied Election: as it votes for itself, it breaks the tie for itself "
        "(NPC eXec, Elections; reconstruction)",
    )
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "tiebreak Rufus rufus"


def test_npc_primus_not_standing_leaves_a_tie_of_players_to_the_last_tie_break() -> None:
    s = tied(("Ann", "Ben"))
    offers = [Action("tiebreak", "Rufus", (c,)) for c in ("ann", "ben")]
    assert elections.tiebreak(BOARD, s, "Rufus", offers) is None


def naval(rufus: int) -> State:
    """Era I: Rufus governs Volsci; Ann has invaded Etruria and Samnium already; Tarentum
    and Sardinia, Naval regions of Strength 2 not adjacent to Roman land, are left fresh;
    Rufus has no Naval Governor."""
    s = npc_setup("full", 3, 1, 2, False)
    battles = (Battle("Etruria", ("Ann",), 1), Battle("Samnium", ("Ann",), 1))
    s = replace(
        s,
        era=1,
        events=(),
        step="standard",
        waiting=("Rufus",),
        season=1,
        governors=(("Volsci", "Rufus"),),
        battles=battles,
        generals=(General("Rufus", rome=rufus), General("Ann", rome=6)),
    )
    return with_familia(s, "Rufus", legions=0, private=0)


def test_npc_general_outnumbers_a_naval_region_only_over_its_doubled_defence() -> None:
    turn = GAME.npc_turn(naval(3))  # 3 Legions against Tarentum's 2, doubled to 4
    assert turn is not None and turn[1].action not in (
        "standard Rufus tarentum",
        "standard Rufus sardinia",
    )
    turn = GAME.npc_turn(naval(5))
    assert turn is not None and turn[1].action in (
        "standard Rufus tarentum",
        "standard Rufus sardinia",
    )
    assert turn[1].because[0].endswith("(Strength 4) (NPC eXpand)")
    assert turn[1].because[1] == (
        "no friendly naval access: its defence counts doubled (Naval Supremacy)"
    )
