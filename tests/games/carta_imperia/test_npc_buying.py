"""NPC eXpand b and NPCs Using Reforms (Solo & 2-Player Addenda): an NPC General buys
Allied Legions at 1 Dignitas each while the Generals muster (NPCs sell only without eXpand
and never in Era VII; a Player is offered the sale), and in battle it uses its own Pilum,
pays for another's only when +1 swings the battle, and buys the Professional Army only as
a last resort. Reasons asserted as a table reads them."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.phases.tools import npc_buy
from lictor.games.carta_imperia.rules.state import Battle, General, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def muster(seller_actions: tuple[str, ...] = ("exploit", "exec"), era: int = 1) -> State:
    """Solo (Ann; Rufus and Cato the NPCs): Rufus the only General with 1 Legion of Rome,
    Cato holding 3 Allied Legions, Ann 2; the `lend` step."""
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, step="lend", waiting=(), era=era, generals=(General("Rufus", rome=1),))
    s = with_familia(s, "Cato", legions=3, actions=seller_actions)
    return with_familia(s, "Rufus", legions=0, actions=("expand", "exec"))


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def test_npc_general_buys_allied_legions_from_an_npc_at_one_dignitas_each() -> None:
    s = muster()
    turn = GAME.npc_turn(s)
    assert turn is not None
    npc, d = turn
    assert (npc, d.action) == ("Cato", "sell Cato rufus 3")  # 1 + 3 outnumbers Samnium's 3
    assert d.because == (
        "Rufus buys 3 Allied Legions at 1 Dignitas each to outnumber Samnium (Strength 3): "
        "with 1 Legion it outnumbers no region and no NPC General can support it (NPC eXpand b)",
        "Cato sells: it has not chosen eXpand this Era and this is not Era VII (NPC eXpand)",
    )
    after, said = act(s, d.action)
    assert said == ["Cato sells Rufus 3 Allied Legions for 3 Dignitas: they join Rufus's command"]
    g = after.general("Rufus")
    assert g is not None and g.legions == 4
    assert after.familia("Rufus").dignitas == s.familia("Rufus").dignitas - 3
    assert after.familia("Cato").dignitas == s.familia("Cato").dignitas + 3
    assert GAME.npc_turn(after) is None  # it outnumbers Samnium now: nothing more to buy


def test_npc_does_not_sell_legions_when_it_chose_expand() -> None:
    s = muster(seller_actions=("expand", "exec"))
    turn = GAME.npc_turn(s)
    assert turn is None or turn[1].action.split()[0] != "sell"
    assert npc_buy.no_sale(s, "Cato") == (
        "Cato chose eXpand this Era: NPCs sell Legions only without it (NPC eXpand)"
    )
    try:
        act(s, "sell Cato rufus 3")
    except IllegalAction as e:
        assert "NPCs sell Legions only without it" in str(e)
    else:
        raise AssertionError("an NPC that chose eXpand sold Legions")


def test_npc_never_sells_legions_in_era_vii() -> None:
    s = muster(era=7)
    assert npc_buy.no_sale(s, "Cato") == "NPCs never sell Legions in Era VII (NPC eXpand)"
    w = npc_buy.wants(BOARD, s, "Rufus")
    assert w is not None and "Cato" not in w.sellers and w.sellers == ("Ann",)


def test_player_is_offered_the_sale_an_npc_general_wants_and_chooses_it() -> None:
    s = with_familia(muster(), "Cato", legions=0)  # only Ann holds Allied Legions (2)
    s = with_familia(s, "Ann", legions=3)
    assert GAME.npc_turn(s) is None  # an NPC never sells for a Player
    legal = {GAME.text(a) for a in GAME.legal_actions(s)}
    assert "sell Ann rufus 3" in legal and "march" in legal  # his choice: sell, or march on
    prompt = GAME.agenda(s).prompt
    assert "a Player may sell them: `sell PLAYER rufus 3`" in prompt
    _, said = act(s, "sell Ann rufus 3")
    assert said == ["Ann sells Rufus 3 Allied Legions for 3 Dignitas: they join Rufus's command"]
    try:
        act(s, "sell Ann rufus 2")
    except IllegalAction as e:
        assert "Rufus buys 3 Allied Legions, no more and no fewer" in str(e)
    else:
        raise AssertionError("a sale of the wrong size went through")


def test_npc_general_asks_support_before_buying_legions() -> None:
    s = muster()
    s = replace(s, generals=(General("Rufus", rome=1), General("Cato", rome=2)))
    s = with_familia(s, "Cato", legions=0, actions=("expand", "exploit"))
    s = with_familia(s, "Ann", legions=3)
    assert npc_buy.wants(BOARD, s, "Rufus") is None  # Cato's 2 would tip Samnium: it asks


def test_npc_general_commits_its_own_allied_legions() -> None:
    s = with_familia(muster(), "Rufus", legions=2)
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "lend Rufus rufus 2"
    assert turn[1].because == (
        "an NPC General commits the 2 Allied Legions it holds to its own command "
        "(NPC eXpand; reconstruction)",
    )


def battle(rome: int, reforms: tuple[tuple[str, int, str], ...], era: int = 1) -> State:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(
        s,
        step="battle",
        waiting=(),
        era=era,
        battles=(Battle("Samnium", ("Rufus",), 1),),
        current=0,
        generals=(General("Rufus", rome=rome),),
        reforms=reforms,
    )
    return with_familia(s, "Rufus", auctoritas=2, dignitas=5)


def test_npc_always_uses_the_pilum_it_enacted_when_relevant() -> None:
    turn = GAME.npc_turn(battle(3, (("military", 1, "Rufus"),)))
    assert turn is not None and turn[1].action == "reform Rufus pilum"
    assert turn[1].because == (
        "an NPC always uses a Reform it Enacted if relevant: Rome's 3 against 3 in Samnium "
        "could still fall short (NPCs Using Reforms)",
    )
    assert GAME.npc_turn(battle(9, (("military", 1, "Rufus"),))) is None  # sure to win


def test_npc_pays_for_another_senators_pilum_only_if_it_swings_the_battle() -> None:
    turn = GAME.npc_turn(battle(2, (("military", 1, "Ann"),)))
    assert turn is not None and turn[1].action == "reform Rufus pilum"
    assert turn[1].because == (
        "it pays Ann 1 Auctoritas for the Pilum: +1 swings the battle for Samnium its way "
        "(Rome 2 against 3) (NPCs Using Reforms)",
    )
    after, _ = act(battle(2, (("military", 1, "Ann"),)), "reform Rufus pilum")
    assert after.familia("Ann").auctoritas == 1
    assert GAME.npc_turn(battle(5, (("military", 1, "Ann"),))) is None  # it wins anyway
    assert GAME.npc_turn(battle(1, (("military", 1, "Ann"),))) is None  # +1 is not enough


def test_npc_buys_the_professional_army_only_as_a_last_resort() -> None:
    enacted = (("military", 1, "Ann"), ("military", 2, "Ann"), ("military", 3, "Cato"))
    s = battle(1, enacted, era=3)
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "reform Rufus professional-army 3"
    assert turn[1].because == (
        "its last resort: Rome's 1 do not exceed 3 in Samnium and no sale or support gave it "
        "more, so it buys 3 Professional Army Legions (NPC eXpand)",
    )
    after, _ = act(s, turn[1].action)
    g = after.general("Rufus")
    assert g is not None and g.legions == 4
    assert GAME.npc_turn(after) is None  # it exceeds Samnium now: nothing more
    assert GAME.npc_turn(battle(4, enacted, era=3)) is None  # it exceeds already: no purchase


def test_npc_buys_the_professional_army_at_the_muster_when_nobody_holds_the_legions() -> None:
    s = replace(muster(era=3), reforms=(("military", 3, "Ann"),))
    s = with_familia(s, "Cato", legions=0)
    s = with_familia(with_familia(s, "Ann", legions=0), "Rufus", auctoritas=1)
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "reform Rufus professional-army 3"
    assert turn[1].because == (
        "with 1 Legion it outnumbers no region, no NPC General can support it and no NPC or "
        "Player holds the Legions it needs: its last resort, 3 Professional Army Legions to "
        "outnumber Samnium (NPC eXpand)",
    )
    after, _ = act(s, turn[1].action)
    g = after.general("Rufus")
    assert g is not None and g.legions == 4
    assert GAME.npc_turn(after) is None
    held = with_familia(s, "Ann", legions=3)  # a Player holds them: he is offered the sale
    assert GAME.npc_turn(held) is None
