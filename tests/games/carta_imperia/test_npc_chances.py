"""A chance that falls to an NPC Senator is taken by the referee (`next`): its thumb flip as
the Commanding General against Elephants or Cataphracts (Regional Icons) in a virtual game,
which the battle offers to nobody else; at a --physical table the table flips the real
thumb and says it (`flip Rufus up|down`)."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.state import State
from tests.games.carta_imperia.late_kit import fall_of_the_republic
from tests.games.carta_imperia.referee_kit import G, act
from tests.games.carta_imperia.test_late_eras import _battle


def npc_commands(s: State) -> State:
    """The same battle, its Commanding General (Ann) an NPC seat."""
    return replace(s, npcs=("Ann",))


def test_an_npc_commanding_general_flips_the_cataphracts_thumb_when_next_comes() -> None:
    s = npc_commands(_battle(fall_of_the_republic(seed=9), "Parthia", legions=6))
    assert "flips a thumb" in G.agenda(s).prompt and G.agenda(s).waiting_on == ()
    turn = G.npc_turn(s)
    assert turn is not None
    npc, decision = turn
    assert (npc, decision.action) == ("Ann", "flip Ann")
    assert decision.because == (
        "the Commanding General flips the thumb: a chance, no choice (Regional Icons)",
    )
    after, _ = act(s, decision.action)
    assert after.battles[0].cataphracts in ("up", "down")


def test_at_a_physical_table_the_npcs_thumb_is_flipped_by_the_table() -> None:
    s = npc_commands(_battle(fall_of_the_republic(physical=True), "Pontus", legions=7))
    assert "flips a thumb" in G.agenda(s).prompt
    assert G.npc_turn(s) is None  # the table flips the real thumb: `flip Ann up|down`
