"""NPC eXtort (Solo & 2-Player Addenda): "All NPCs will vote thumbs down for Impeachment
unless they make a Deal not to"; "NPCs are open to Deals to avoid going to court against
Players". Before the NPCs' thumbs are played, the impeached Player has the chance to deal:
`next` says so, offers `offer ...` and `dealt PLAYER` (the default) to go on."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
WINDOW = (
    "Before the NPCs' thumbs: Rufus, Cato vote thumbs down on Ann's Impeachment unless they "
    "make a Deal not to (NPC eXtort); Ann may offer each a deal (`offer Ann rufus give "
    "dignitas N demand acquit`), then `dealt Ann` and every player votes with a thumb in secret"
)


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def impeached(physical: bool) -> State:
    """Era I: Ann, a Player, is Primus with 1 Auctoritas; Rufus (NPC) plays eXtort and, by
    its policy, impeaches her."""
    s = npc_setup("full", 3, 1, 2, physical)
    s = replace(s, era=1, primus="Ann", step="extort", waiting=("Rufus",), suit=None, events=())
    s = with_familia(s, "Ann", auctoritas=1, dignitas=6, actions=("exec", "expand"))
    s = with_familia(s, "Rufus", actions=("extort", "exec"))
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "impeach Rufus"
    s, said = act(s, "impeach Rufus")
    assert said == ["Rufus impeaches Ann: every player votes with a thumb in secret", WINDOW]
    return s


@pytest.mark.parametrize("physical", [False, True])
def test_npc_thumbs_on_a_players_impeachment_wait_for_his_deals(physical: bool) -> None:
    s = impeached(physical)
    assert (s.step, s.waiting) == ("impeach-deals", ("Ann",))
    assert GAME.npc_turn(s) is None  # no NPC thumb is played before Ann has dealt
    assert GAME.agenda(s).prompt == WINDOW
    legal = [GAME.text(a) for a in GAME.legal_actions(s)]
    assert legal[0] == "dealt Ann"  # the default: go on
    if not physical:  # a virtual offer is listed as its shape (a physical one needs the Omens)
        assert "offer Ann rufus give dignitas 1 demand acquit" in legal
    s, said = act(s, "dealt Ann")
    assert said == ["Ann has made his deals: every player votes with a thumb in secret"]
    assert s.step == "thumbs" and set(s.waiting) == {"Ann", "Rufus", "Cato"}
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action.endswith("down")


def test_a_deal_made_in_the_impeachment_pause_turns_the_npcs_thumb_up() -> None:
    s = impeached(True)
    s, said = act(s, "offer Ann rufus give dignitas 3 demand acquit omens legionary")
    assert said[-2].endswith("Rufus takes the deal")
    assert s.step == "impeach-deals"  # Ann may deal with Cato too, or go on
    assert GAME.agenda(s).prompt.startswith(
        "Before the NPCs' thumbs: Cato votes thumbs down on Ann's Impeachment unless it makes "
        "a Deal not to (NPC eXtort); Ann may offer it a deal (`offer Ann cato give"
    )
    s, _ = act(s, "dealt Ann")
    thumbs = {}
    while (turn := GAME.npc_turn(s)) is not None:
        thumbs[turn[0]] = turn[1]
        s, _ = act(s, turn[1].action)
    assert thumbs["Rufus"].action == "thumb Rufus up"
    assert thumbs["Rufus"].because == (
        "it promised Ann in a deal no thumbs down on his Impeachment: thumbs up (NPC eXtort)",
    )
    assert thumbs["Cato"].action == "thumb Cato down"


def test_the_impeachment_pause_is_only_the_impeached_players_and_settling_still_works() -> None:
    s = impeached(False)
    with pytest.raises(IllegalAction, match="Rufus has nothing to answer in this step"):
        act(s, "dealt Rufus")
    s, _ = act(s, "settle Rufus ann")
    assert s.step != "impeach-deals" and s.suit is None


def test_an_npcs_impeachment_opens_no_pause() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, era=1, primus="Cato", step="extort", waiting=("Ann",), suit=None, events=())
    s = with_familia(s, "Ann", actions=("extort", "exec"))
    s, said = act(s, "impeach Ann")
    assert s.step == "thumbs" and said == [
        "Ann impeaches Cato: every player votes with a thumb in secret"
    ]


def test_impeachment_pause_in_italian() -> None:
    s = impeached(False)
    with use_lang("it"):
        prompt = GAME.agenda(s).prompt
    assert prompt.startswith("Prima dei pollici dei PNG: Rufus, Cato")
    assert "`dealt Ann`" in prompt
