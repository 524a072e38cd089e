"""The Lex Sacrata's memory (Solo & 2-Player Addenda, NPC eXec): NPCs not standing vote for
the NPC with the lowest Prestige, "or if that NPC Vetoed them from this post (at which point
they will abstain)". The NPC Vetoed remembers who did it and from which Province: in this
Election's runoff and in every later Election of that Province (the Addenda give the
memory no end: reconstruction); another Province's Election is not "this post"."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.elections import npc as elections
from lictor.games.carta_imperia.rules.state import Action, Election, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def vetoed() -> State:
    """Era II, the Samnium Election: Rufus (NPC) won it, Cato (NPC, the Lex Sacrata's
    enactor) Vetoes him; Cato and Ann vote again."""
    s = npc_setup("full", 3, 1, 2, False)
    row, names = next((r, n) for r, n in BOARD.reform_rows if "Lex Sacrata" in n)
    s = replace(s, era=2, reforms=((row, names.index("Lex Sacrata") + 1, "Cato"),))
    s = with_familia(s, "Cato", dignitas=2)  # the lowest-Prestige NPC
    e = Election("Samnium", "Ann", None, ("Rufus", "Cato", "Ann"), winner="Rufus")
    s = replace(s, step="veto", waiting=("Cato",), election=e)
    s, _ = apply_checked(GAME, s, GAME.parse(s, ["veto", "Cato"]))
    assert s.step == "vote" and s.election is not None and s.election.candidates == ("Cato", "Ann")
    return s


def votes(voter: str, *names: str) -> list[Action]:
    return [Action("vote", voter, (n,)) for n in (*names, "abstain")]


def later(s: State, province: str) -> State:
    """Era III: an Election of ``province``, Cato and Ann standing, Rufus not."""
    e = Election(province, "Ann", None, ("Cato", "Ann"))
    return replace(s, era=3, election=e, step="vote", waiting=("Rufus",))


def test_npc_vetoed_abstains_in_the_runoff_rather_than_vote_for_its_vetoer() -> None:
    s = vetoed()
    d = elections.vote(BOARD, s, "Rufus", votes("Rufus", "cato", "ann"))
    assert d is not None and d.action == "vote Rufus abstain"
    assert d.because == (
        "Cato Vetoed it from this post: it abstains rather than vote for Cato (NPC eXec, "
        "Elections)",
    )


def test_npc_remembers_the_veto_in_a_later_election_of_the_same_province() -> None:
    s = later(vetoed(), "Samnium")
    d = elections.vote(BOARD, s, "Rufus", votes("Rufus", "cato", "ann"))
    assert d is not None and d.action == "vote Rufus abstain"
    assert d.because == (
        "Cato Vetoed it from Samnium in Era 2, and it remembers: it abstains rather than vote "
        "for Cato (NPC eXec, Elections; the memory lasts the game: reconstruction)",
    )
    with use_lang("it"):
        d = elections.vote(BOARD, s, "Rufus", votes("Rufus", "cato", "ann"))
        assert d is not None and d.because[0].startswith("Cato gli ha posto il Veto per Sannio")


def test_npc_vetoed_from_one_province_still_votes_for_its_vetoer_elsewhere() -> None:
    s = later(vetoed(), "Etruria")
    d = elections.vote(BOARD, s, "Rufus", votes("Rufus", "cato", "ann"))
    assert d is not None and d.action == "vote Rufus cato"
    assert d.because == (
        "not standing: it votes for the NPC with the lowest Prestige, Cato (NPC eXec, Elections)",
    )


def test_a_veto_of_a_player_leaves_no_npc_memory() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    row, names = next((r, n) for r, n in BOARD.reform_rows if "Lex Sacrata" in n)
    s = replace(s, era=2, reforms=((row, names.index("Lex Sacrata") + 1, "Cato"),))
    e = Election("Samnium", "Ann", None, ("Ann", "Cato", "Rufus"), winner="Ann")
    s = replace(s, step="veto", waiting=("Cato",), election=e)
    s, _ = apply_checked(GAME, s, GAME.parse(s, ["veto", "Cato"]))
    assert [p for p in s.promises if p.kind == "vetoed"] == []
