"""IV. eXpand, "In a tie, the Primus decides who goes first": an NPC Primus among the tied
Generals does not leave the order to a thumb flip (the orders are not equal for it: going
first is dealt the first of Rome's Legions and chooses its campaign first); it puts itself
first, the leading Player last (reconstruction; phases/expand/npc_order.py). Reasons
asserted, Italian too."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.npc import npc_decision
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def tied(primus: str) -> State:
    """Ann (Player), Rufus and Cato (NPCs) all play eXpand with 5 Prestige each."""
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, era=1, events=(), rome_card=2, primus=primus)
    for n in ("Ann", "Rufus", "Cato"):
        s = with_familia(s, n, dignitas=5, auctoritas=0, actions=("expand", "exec"))
    s, _ = begin_expand(BOARD, s)
    assert (s.step, s.waiting) == ("order", (primus,))
    return s


def test_npc_primus_puts_itself_first_among_generals_tied_on_prestige() -> None:
    s = tied("Cato")
    d = npc_decision(s, "Cato")
    assert d.action.split()[:3] == ["order", "Cato", "cato"]
    assert not any("thumb" in why for why in d.because)
    assert any("going first" in why and "reconstruction" in why for why in d.because)
    assert GAME.check(s, GAME.parse(s, d.action.split())) == []
    with use_lang("it"):
        said = npc_decision(s, "Cato").because
    assert said != d.because and not any("going first" in why for why in said)


# -- a Player who agreed to support an NPC keeps his word (NPC eXpand a) --------------------
def test_player_who_agreed_to_support_cannot_place_his_standard_elsewhere() -> None:
    from lictor.rules.game import apply_checked
    from lictor.rules.violation import IllegalAction
    from tests.games.carta_imperia.test_npc_support import mustered

    def act(s: State, words: str) -> State:
        return apply_checked(GAME, s, GAME.parse(s, words.split()))[0]

    def refusal(s: State, words: str) -> str:
        with pytest.raises(IllegalAction) as e:
            act(s, words)
        return str(e.value)

    s = act(act(mustered(), "support Ann rufus"), "march")
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "standard Rufus samnium"
    s = act(s, turn[1].action)
    assert s.waiting == ("Ann",)
    said = refusal(s, "standard Ann none")
    assert "Ann agreed to support Rufus against Samnium: his Standard goes there" in said
    assert "standard Ann samnium" in said and "NPC eXpand a" in said
    assert "standard Ann none" not in [GAME.text(a) for a in GAME.legal_actions(s)]
    assert act(s, "standard Ann samnium").general("Ann") is not None
    with use_lang("it"):
        assert "Ann ha accettato di sostenere Rufus" in refusal(s, "standard Ann none")
