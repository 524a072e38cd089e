"""NPC eXpand a, when the General asked is a Player (Solo & 2-Player Addenda): the referee
asks him while the Generals muster, `support` offered first; he supports (the NPC invades
the region, his Standard offered there first) or refuses (the NPC goes on down its list:
buying Allied Legions, then the Professional Army). And the Professional Army when a Player
could sell but marched on (NPC eXpand: "only ... if they cannot gain the Legions they need
any other way"). Reasons asserted as a table reads them."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.phases.expand.steps import muster
from lictor.games.carta_imperia.rules.state import General, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.actors import NotYours, authorize, seat
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_seats, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board
ASK = (
    "Rufus asks Ann for support against Samnium (Strength 3): with 1 Legion Rufus outnumbers "
    "no region, and Ann's 3 Legions would tip the balance; the Dignitas won is split evenly "
    "and the Commanding General takes the Governorship if he can (NPC eXpand a)"
)


def mustered(physical: bool = False, humans: int = 1, cato: int = 3) -> State:
    """Rufus (NPC, no Legions of his own) and Ann (2 Allied Legions) play eXpand in Era I;
    the Generals muster, 1 Legion of Rome each. Cato (NPC, no eXpand) holds ``cato``
    Allied Legions."""
    s = npc_setup("full", 3, humans, 3 - humans, physical)
    s = replace(s, era=1, events=(), rome_card=2)
    s = with_familia(s, "Rufus", legions=0, private=0, actions=("expand", "exec"))
    s = with_familia(s, "Ann", legions=2, private=0, actions=("expand", "exec"))
    if "Cato" in s.names:
        s = with_familia(s, "Cato", legions=cato, actions=("exploit", "exec"))
    s, _ = muster(BOARD, s, ("Rufus", "Ann"))
    return s


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


@pytest.mark.parametrize("physical", [False, True])
def test_npc_general_asks_the_lowest_prestige_player_general_for_support_and_he_chooses(
    physical: bool,
) -> None:
    s = mustered(physical)
    assert (s.step, s.waiting) == ("support", ("Ann",))
    assert GAME.agenda(s).prompt == (
        f"{ASK}. Ann: `support Ann rufus` (offered first) or `refuse Ann rufus`, or offer a deal "
        "changing the arrangement (its Dignitas, the Governorship, his Legions): `offer Ann rufus "
        "give join 3 [governorship samnium] [demand campaign-dignitas]`"
    )
    legal = [GAME.text(a) for a in GAME.legal_actions(s)]
    assert legal[:2] == ["support Ann rufus", "refuse Ann rufus"]  # the default first
    assert GAME.npc_turn(s) is None  # the Player answers, never the referee for him
    s, said = act(s, "support Ann rufus")
    assert said[0] == (
        "Ann will support Rufus against Samnium: both Standards go there, the first placed "
        "commands, the Dignitas won is split evenly (NPC eXpand a)"
    )
    s, _ = act(s, "march")
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[0] == "Rufus"
    assert turn[1].action == "standard Rufus samnium"
    assert turn[1].because == (
        "Ann agreed to support it against Samnium (Strength 3): it invades, Ann's Standard "
        "to join it there (NPC eXpand a, asking for support)",
    )
    s, _ = act(s, turn[1].action)
    assert s.waiting == ("Ann",)
    assert GAME.text(GAME.legal_actions(s)[0]) == "standard Ann samnium"
    assert GAME.agenda(s).prompt.endswith(
        "; Ann agreed to support Rufus against Samnium (`standard Ann samnium`)"
    )
    s, said = act(s, "standard Ann samnium")
    assert said[0] == "Ann joins Rufus against Samnium"  # Rufus, first placed, commands


def test_player_refusing_support_sends_the_npc_on_to_buying_allied_legions() -> None:
    s, said = act(mustered(), "refuse Ann rufus")
    assert said[0] == (
        "Ann refuses to support Rufus against Samnium: Rufus goes on down its list (buying "
        "Legions, the Professional Army, joining another invasion, the weakest region) "
        "(NPC eXpand)"
    )
    assert s.step == "lend"
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "sell Cato rufus 3"  # b. buy, from an NPC
    assert turn[1].because[0].startswith("Rufus buys 3 Allied Legions at 1 Dignitas each")


def test_npc_asks_no_player_while_support_is_agreed_and_buys_nothing() -> None:
    s, _ = act(mustered(), "support Ann rufus")
    assert s.step == "lend"
    assert GAME.npc_turn(s) is None  # Cato could sell, but support comes first (a, then b)


def test_support_is_answered_only_by_the_player_asked_from_his_own_seat() -> None:
    s = mustered(humans=2)  # two players: Ann and Ben; Rufus the NPC
    assert (s.step, s.waiting) == ("support", ("Ann",))
    seats, _ = npc_seats(GAME, 2, 1)
    auth = GAME.authority(s, seats, ["support", "Ann", "rufus"])
    authorize(auth, seat("Ann"), s.waiting, False, "support Ann rufus")
    with pytest.raises(NotYours, match="you may act only as yourself"):
        authorize(auth, seat("Ben"), s.waiting, False, "support Ann rufus")
    assert all(a.player != "Ben" for a in GAME.legal_actions(s) if a.verb in ("support", "refuse"))
    with pytest.raises(IllegalAction, match="Ben is not asked for support now"):
        act(s, "support Ben rufus")


def test_support_answer_naming_another_npc_is_refused_in_one_line() -> None:
    s = mustered()
    with pytest.raises(IllegalAction, match=r"Rufus asks Ann for support, not 'cato'"):
        act(s, "support Ann cato")
    assert s.step == "support"  # nothing changed


def test_npc_asks_a_player_in_italian() -> None:
    s = mustered()
    with use_lang("it"):
        prompt = GAME.agenda(s).prompt
        assert prompt.startswith("Rufus chiede a Ann di sostenerlo contro Sannio (Forza 3)")
        assert "1 Legione" in prompt and "3 Legioni" in prompt
        with pytest.raises(IllegalAction) as err:
            act(s, "support Ann cato")
        assert "Rufus chiede sostegno a Ann, non 'cato' (`support Ann rufus`)" in str(err.value)
        assert "Appendice per solitario e 2 giocatori, eXpand dei PNG" in str(err.value)


def test_npc_marches_on_the_professional_army_when_a_player_could_sell_but_marched_on() -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(
        s,
        step="lend",
        waiting=(),
        era=3,
        events=(),
        generals=(General("Rufus", rome=1),),
        reforms=(("military", 3, "Ann"),),  # the Professional Army, Ann's
    )
    s = with_familia(s, "Rufus", legions=0, actions=("expand", "exec"), auctoritas=1)
    s = with_familia(s, "Ann", legions=3)
    s = with_familia(s, "Cato", legions=0)
    assert "a Player may sell them: `sell PLAYER rufus 3`" in GAME.agenda(s).prompt
    s, _ = act(s, "march")  # Ann sells nothing
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "standard Rufus samnium"
    assert turn[1].because == (
        "with 1 Legion it outnumbers no fresh region, no General supports it and nobody sold "
        "it Legions: its last resort is the Professional Army, 3 Legions bought at the "
        "battle before the card, so it invades Samnium (Strength 3) (NPC eXpand)",
    )
    s, _ = act(s, turn[1].action)
    assert s.step == "battle"
    turn = GAME.npc_turn(s)  # at the battle, before the card: the Reform bought
    assert turn is not None and turn[1].action == "reform Rufus professional-army 3"
    s, _ = act(s, turn[1].action)
    g = s.general("Rufus")
    assert g is not None and g.legions == 4 and s.familia("Ann").auctoritas == 1
