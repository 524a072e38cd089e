"""Unequal NPC choices are no longer settled by the last tie-break's thumb flip (Solo &
2-Player Addenda, NPC Action Summary: the tie-break is for an *equal* choice). Each step
below used to fall to "the Addenda give no priority for this step" and a flip; each is now
a policy (a reconstruction, labelled so) whose reasons a table reads, Italian too.

The states are taken from seeded games (random human moves, NPCs by their policies) at the
first moment an NPC is asked the step, then set up as each test needs."""

from __future__ import annotations

import dataclasses
import random
from functools import cache

from lictor.games.carta_imperia.npc import npc_decision
from lictor.games.carta_imperia.rules.phases.civil_war import npc_war
from lictor.games.carta_imperia.rules.phases.civil_war.npc import move
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import legion_strength, levies
from lictor.games.carta_imperia.rules.phases.exec import npc as exec_npc
from lictor.games.carta_imperia.rules.phases.exec.npc import _others_aedile
from lictor.games.carta_imperia.rules.phases.extralegal.npc import extralegal
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import primus_order, regions, set_general, with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

FALLBACK = "the Addenda give no priority"


@cache
def first_at(
    step: str, humans: int = 1, scenario: str = "full", physical: bool = False
) -> tuple[State, str]:
    """The first state of a seeded game where an NPC is asked ``step``, and that NPC."""
    game = GAMES[scenario]
    for seed in range(60):
        rng = random.Random(seed)
        s = npc_setup(scenario, seed, humans, 3 - humans, physical)
        for _ in range(8000):
            if s.step == "over":
                break
            if (
                s.step == step
                and s.waiting
                and s.waiting[0] in s.npcs
                and (s.war is not None or not step.startswith("war"))
            ):
                return s, s.waiting[0]
            turn = game.npc_turn(s)
            if turn is not None:
                action = game.parse(s, turn[1].action.split())
            else:
                legal = game.legal_actions(s)
                action = rng.choice([a for a in legal if a.player not in s.npcs] or legal)
            s, _ = apply_checked(game, s, action)
    raise AssertionError(f"no seeded game asks an NPC {step}")


def plain(because: tuple[str, ...]) -> None:
    """Not the last tie-break: no fallback line and no thumb flip."""
    assert not any(FALLBACK in w or "thumb flip" in w for w in because), because


def italian(s: State, npc: str, english: tuple[str, ...]) -> None:
    with use_lang("it"):
        said = npc_decision(s, npc).because
    assert said != english and all("reconstruction" not in w for w in said)


# -- eXpand: which Legions an NPC loses (IV. eXpand, Casualties) ---------------------------
def _losing(rubicon: tuple[str, ...]) -> tuple[State, str]:
    s, npc = first_at("losses")
    g = s.general(npc)
    assert g is not None
    b = s.battles[s.current]
    held = dict(b.held).get(npc, 0)
    s = set_general(s, replace(g, allied=1 + held, rome=1, private=1, professional=0))
    return replace(s, shares=((npc, 2),), waiting=(npc,), rubicon=rubicon), npc


def test_npc_loses_allied_legions_first_and_keeps_its_private_ones() -> None:
    s, npc = _losing(())
    d = npc_decision(s, npc)
    assert d.action == f"losses {npc} allied 1 rome 1 private 0"
    plain(d.because)
    assert any("go home at the end of the Era" in w and "reconstruction" in w for w in d.because)
    italian(s, npc, d.because)


def test_npc_keeps_its_legions_of_rome_when_a_civil_war_is_declared_this_era() -> None:
    s, npc = _losing(("Ann",))
    d = npc_decision(s, npc)
    assert d.action == f"losses {npc} allied 1 rome 0 private 1"
    plain(d.because)
    assert any("Civil War is declared" in w and "Strength 2" in w for w in d.because)


def test_npc_commanding_general_puts_the_losses_on_the_others_first() -> None:
    s, npc = first_at("casualties")
    d = npc_decision(s, npc)
    plain(d.because)
    generals = s.battles[s.current].generals
    mine = int(d.action.split()[2:][generals.index(npc)])
    legal = GAMES["full"].legal_actions(s)
    offered = [a.args[generals.index(npc)] for a in legal if a.verb == "casualties"]
    assert mine == min(int(x) for x in offered)
    assert any("Commanding General decides who loses Legions" in w for w in d.because)
    italian(s, npc, d.because)


# -- the NPC Primus' direction of play (Primus Inter Pares) --------------------------------
def test_npc_primus_sends_play_the_way_that_seats_the_leading_player_last() -> None:
    s, npc = first_at("direction")
    d = npc_decision(s, npc)
    way = d.action.split()[-1]
    plain(d.because)
    assert primus_order(replace(s, direction=way))[-1] == "Ann"  # solo: Ann leads
    other = "left" if way == "right" else "right"
    assert primus_order(replace(s, direction=other))[-1] != "Ann"
    assert any("comes last in Primus Order" in w for w in d.because)
    italian(s, npc, d.because)


def test_npc_primus_seats_the_next_player_last_when_the_leader_sits_alike_both_ways() -> None:
    """Ann, Ben, Rufus, Cato: Rufus, Primus, seats Ann (the leader) third either way; left
    puts Ben, the other Player, last."""
    s = npc_setup("full", 3, 2, 2, False)
    s = replace(s, step="direction", waiting=("Rufus",), primus="Rufus")
    s = with_familia(with_familia(s, "Ann", dignitas=5), "Ben", dignitas=3)
    assert s.names == ("Ann", "Ben", "Rufus", "Cato")
    d = npc_decision(s, "Rufus")
    assert d.action == "direction left"
    assert primus_order(replace(s, direction="left")) == ("Rufus", "Cato", "Ann", "Ben")
    plain(d.because)
    assert any("sits at the same place either way" in w for w in d.because)
    italian(s, "Rufus", d.because)


def test_npc_primus_with_every_player_seated_alike_says_so_before_its_thumb_flip() -> None:
    """Ann, Rufus, Cato, Nero: Cato, Primus, seats Ann third whichever way play goes, so the
    choice is equal and a thumb flip decides, but the reason says why (the audit found a
    bare "still tied" line)."""
    s = npc_setup("full", 3, 1, 3, False)
    cato = s.names[2]
    s = replace(s, step="direction", waiting=(cato,), primus=cato)
    assert {primus_order(replace(s, direction=w)).index("Ann") for w in ("left", "right")} == {2}
    d = npc_decision(s, cato)
    assert d.action in ("direction left", "direction right")
    assert d.because[0] == (
        "every Player sits at the same place in Primus Order whichever way play goes "
        "(Primus Inter Pares; reconstruction: the Addenda give no line)"
    )
    assert d.because[-1] == "still tied with 1 other option: a thumb flip chose it"
    italian(s, cato, d.because)


# -- Private Legions kept for 1 Auctoritas (Ending the Campaign) ---------------------------
def test_npc_keeps_private_legions_worth_the_auctoritas_and_lets_one_go_that_is_not() -> None:
    s, npc = first_at("retain")
    keep = with_familia(s, npc, professional=2, private=2, auctoritas=1)
    d = npc_decision(keep, npc)
    assert d.action == f"keep {npc}"
    plain(d.because)
    assert any("worth 2 Dignitas" in w and "1 Prestige" in w for w in d.because)
    # the second of a pair of Auctoritas is worth 2 Prestige: 1 Legion is not worth it
    let_go = with_familia(s, npc, professional=1, private=1, auctoritas=2)
    d = npc_decision(let_go, npc)
    assert d.action == f"release {npc}"
    assert any("less than the 2 Prestige" in w for w in d.because)
    # reaudit15 N8: the value is the one Auctoritas paid, not all it holds (2 here)
    assert any("the 1 Auctoritas it pays is worth" in w for w in d.because)
    italian(keep, npc, npc_decision(keep, npc).because)


# -- the payment mix (Prestige) ------------------------------------------------------------
def _paying(dignitas: int, auctoritas: int, amount: int) -> tuple[State, str]:
    s, npc = first_at("pay")
    assert s.due is not None
    s = with_familia(s, npc, dignitas=dignitas, auctoritas=auctoritas)
    return replace(s, due=replace(s.due, payer=npc, amount=amount, paid=(0, 0, 0))), npc


def test_npc_pays_a_prestige_cost_in_dignitas_first_and_keeps_its_auctoritas() -> None:
    s, npc = _paying(5, 2, 1)
    d = npc_decision(s, npc)
    assert d.action == f"pay {npc} dignitas 1 auctoritas 0"
    plain(d.because)
    assert any("keeps 2 Auctoritas" in w and "NPC eXec" in w for w in d.because)
    italian(s, npc, d.because)


def test_npc_short_of_dignitas_spends_the_least_auctoritas_it_can() -> None:
    s, npc = _paying(1, 4, 3)  # 1 Dignitas and 1 of its 4 Auctoritas, or 2 Auctoritas
    d = npc_decision(s, npc)
    offered = [a.args for a in GAMES["full"].legal_actions(s) if a.verb == "pay"]
    least = min(int(x[3]) for x in offered)
    assert d.action == f"pay {npc} dignitas 1 auctoritas 1" and least == 1 and len(offered) == 2
    assert any("every mix costs 3 Prestige" in w for w in d.because)


# -- the Civil War's other steps -----------------------------------------------------------
def test_npc_raises_its_standard_where_the_levies_make_its_army_strongest() -> None:
    s, npc = first_at("raise")
    d = npc_decision(s, npc)
    plain(d.because)
    here = {r.name.lower().replace(" ", "-"): r for r in regions(GAMES["full"].board, s).values()}

    def levied(slug_: str) -> int:
        r = here[slug_]
        return legion_strength(*levies(dict(r.shields))) if s.governor(r.name) == npc else 0

    offered = [a.args[0] for a in GAMES["full"].legal_actions(s) if a.verb == "raise"]
    assert d.action.split()[-1] != "none"
    assert levied(d.action.split()[-1]) == max(levied(x) for x in offered if x != "none")
    assert any("levies add the most Strength" in w for w in d.because)
    italian(s, npc, d.because)


def test_an_npc_primus_raising_its_standard_does_not_ally_against_itself() -> None:
    """reaudit15 N7: the Emperor NPC's own `raise` said the NPCs ally against the Primus,
    though it is the Primus; another NPC's reason still says so."""
    s, npc = first_at("raise")
    other = npc_decision(s, npc).because[0]
    assert "NPCs ally against the Primus" in other
    as_primus = dataclasses.replace(s, primus=npc)
    own = npc_decision(as_primus, npc).because[0]
    assert "the NPCs' Faction rises against it, the Primus" in own
    assert "NPCs ally against the Primus" not in own
    italian(as_primus, npc, npc_decision(as_primus, npc).because)


def test_npc_intercepts_only_a_march_it_outnumbers() -> None:
    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    me = w.army(npc)
    them = next(a for a in w.armies if a.name != npc)
    assert me is not None
    offers = [Action("intercept", npc), Action("ignore", npc)]
    armies = tuple(replace(a, rome=5 if a.name == npc else 1, private=0) for a in w.armies)
    strong = replace(w, armies=armies, marching=(them.name,))
    d = npc_war.intercept(GAMES["full"].board, replace(s, war=strong), npc, offers)
    assert d is not None and d.action == f"intercept {npc}"
    assert "10" in d.because[0] and "2" in d.because[0]
    even = replace(strong, armies=tuple(replace(a, rome=1, private=0) for a in w.armies))
    d = npc_war.intercept(GAMES["full"].board, replace(s, war=even), npc, offers)
    assert d is not None and d.action == f"ignore {npc}"
    assert any("the Attacker wins ties" in x for x in d.because)


def test_npc_loses_private_legions_before_legions_of_rome_in_a_civil_war_battle() -> None:
    s, npc = first_at("war-move")
    offers = [Action("fallen", npc, (str(n),)) for n in (2, 0, 1)]
    d = npc_war.fallen(GAMES["full"].board, s, npc, offers)
    assert d is not None and d.action == f"fallen {npc} 0"
    assert "worth 2 Strength" in d.because[0]


def test_npc_commander_shares_civil_war_losses_off_its_own_army() -> None:
    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    ally = next(a.name for a in w.armies if a.name != npc)
    # a side of two whose commander (the Faction Leader) is the NPC
    w = replace(w, splits=(((npc, ally), 4),), faction=((ally, npc),))
    s = replace(s, war=w)
    names = npc_war.side_order(s, (npc, ally))
    offers = [
        Action("split", npc, tuple(str(x) for x in (k, 4 - k)[:: 1 if names[0] == npc else -1]))
        for k in range(5)
    ]
    d = npc_war.split(GAMES["full"].board, s, npc, offers)
    assert d is not None
    shares = [int(x) for x in d.action.split()[2:]]
    assert shares[names.index(npc)] == 0
    assert "keeps as many of its own Legions" in d.because[0]


def test_npc_commander_puts_civil_war_losses_on_the_leading_player_before_a_fellow_npc() -> None:
    """The rest of the side's losses fall on the leading Player first, a fellow NPC last,
    whatever its Prestige (as eXpand's Casualties); with no Player on the side the reason
    names the fellow NPC as such, never as "the leading Player" (readings17, d5)."""
    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    other = next(n for n in s.npcs if n != npc)
    s = with_familia(with_familia(s, other, dignitas=30), "Ann", dignitas=9)

    def split_of(names: tuple[str, ...]) -> tuple[list[str], tuple[str, ...]]:
        faction = tuple((n, npc) for n in names[1:])
        got = replace(s, war=replace(w, splits=((names, 4),), faction=faction))
        order = npc_war.side_order(got, names)
        assert order[0] == npc  # the NPC commands
        shares = [(a, b, 4 - a - b) for a in range(5) for b in range(5 - a)]
        if len(names) == 2:
            shares = [(a, 4 - a) for a in range(5)]
        offers = [Action("split", npc, tuple(str(x) for x in v)) for v in shares]
        d = npc_war.split(GAMES["full"].board, got, npc, offers)
        assert d is not None
        return order, d.because, d.action

    order, because, action = split_of((npc, other, "Ann"))
    lost = dict(zip(order, (int(x) for x in action.split()[2:]), strict=True))
    assert lost == {npc: 0, other: 0, "Ann": 4}
    assert because[-1] == (
        "an equal choice disadvantages the leading Player most (NPC Action Summary): the rest "
        "fall first on Ann, the leading Player"
    )
    order, because, action = split_of((npc, other))
    assert because[-1] == (
        f"no Player is in this battle: the rest fall on {other}, the fellow NPC with most "
        "Prestige here (reconstruction)"
    )
    assert "leading Player" not in because[-1].split(":")[1]


def test_npc_commander_accepts_a_winning_card_and_redraws_a_losing_one() -> None:
    from lictor.games.carta_imperia.rules.phases.civil_war.rulings import Clash

    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    enemy = next(a.name for a in w.armies if a.name != npc and not w.allies(a.name, npc))
    card = GAMES["full"].board.late_combat[0][0]
    offers = [Action("accept", npc), Action("redraw", npc)]

    def fighting(mine: int, theirs: int) -> State:
        armies = tuple(
            replace(a, rome=0, private=mine if a.name == npc else theirs, generalship=1)
            for a in w.armies
        )
        c = Clash(region="Roma", attackers=(npc,), defenders=(enemy,), cards=(card, card))
        return replace(s, war=replace(w, armies=armies, clash=c))

    d = npc_war.redraw(GAMES["full"].board, fighting(20, 1), npc, offers)
    assert d is not None and d.action == f"accept {npc}"
    assert "its side wins the battle" in d.because[0]
    d = npc_war.redraw(GAMES["full"].board, fighting(1, 20), npc, offers)
    assert d is not None and d.action == f"redraw {npc}"
    assert "its side loses the battle" in d.because[0]
    physical = replace(fighting(1, 20), physical=True)
    d = npc_war.redraw(GAMES["full"].board, physical, npc, offers)
    assert d is not None and d.action == ""  # the table draws the card


def test_npc_seizes_a_defeated_province_with_its_own_bust_else_spares_it() -> None:
    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    board = GAMES["full"].board
    prov = next(p for p, g in s.governors if g != npc and p in regions(board, s))
    from lictor.games.carta_imperia.rules.phases.civil_war.rulings import Clash

    w = replace(w, clash=Clash(region=prov, attackers=(npc,), defenders=(), province=prov))
    s = replace(s, war=w)
    word = npc.lower()
    seized = [Action("seize", npc, (word,)), Action("spare", npc)]
    d = npc_war.seize(board, s, npc, seized)
    assert d is not None and d.action == f"seize {npc} {word}"
    assert "from its Reserve" in d.because[0]
    d = npc_war.seize(board, s, npc, [Action("spare", npc)])
    assert d is not None and d.action == f"spare {npc}"


def test_npc_retreats_to_italia_then_to_its_own_province_of_highest_status() -> None:
    s, npc = first_at("war-move")
    board = GAMES["full"].board
    mine = [p for p, g in s.governors if g == npc and p != "Italia"]
    assert mine
    words = [p.lower().replace(" ", "-") for p in mine]
    d = npc_war.retreat(board, s, npc, [Action("retreat", npc, (w,)) for w in [*words, "italia"]])
    assert d is not None and d.action == f"retreat {npc} italia"
    d = npc_war.retreat(board, s, npc, [Action("retreat", npc, (w,)) for w in words])
    assert d is not None and d.action.split()[-1] in words
    assert "of its own of highest Status" in d.because[0]


def test_independent_npc_with_no_printed_march_open_fortifies() -> None:
    s, npc = first_at("war-move")
    w = s.war
    assert w is not None
    # alone in its Faction, the Primus out of the war, no rival Province it outnumbers
    alone = replace(w, armies=tuple(replace(a, out=a.name != npc) for a in w.armies))
    d = move(GAMES["full"].board, replace(s, war=alone), npc, [Action("fortify", npc)])
    assert d is not None and d.action == f"fortify {npc}"
    assert "it fortifies where it stands" in d.because[0]


# -- eXtra-Legal with nothing on its list open ---------------------------------------------
def test_npc_extralegal_refrains_when_no_line_of_its_list_is_open() -> None:
    s, npc = first_at("war-move")
    s = replace(s, emperor="", primus="Ann")
    offers = [Action("rubicon", npc), Action("refrain", npc)]
    d = extralegal(GAMES["full"].board, s, npc, offers)
    assert d is not None and d.action == f"refrain {npc}"
    assert "it refrains" in d.because[0]


# -- another Senator's Aedile: "ahead" as the final score weighs it ------------------------
def test_npc_judges_ahead_for_another_senators_aedile_by_prestige_and_provinces_status() -> None:
    """Final Era, Ann's Aedile: Rufus has 11 Prestige to Ann's 12, but governs Volsci
    (Status 2): 13 to 12, he is ahead on what the final score weighs, so the games would
    swing nothing and he does not pay for them (he did when Prestige alone was weighed)."""
    from tests.games.carta_imperia.test_npc_others_reforms import DONE, games

    board = GAMES["full"].board
    s = games(7, rufus=10, ann=12)
    assert s.governor("Volsci") == "Rufus"
    assert _others_aedile(board, s, "Rufus", 5, 7) is None
    d = exec_npc.exec_(board, s, "Rufus", DONE)
    assert d is not None and d.action == "done Rufus"
    behind = replace(s, governors=())  # without Volsci he trails Ann: the games may swing it
    d2 = _others_aedile(board, behind, "Rufus", 5, 7)
    assert d2 is not None and "Prestige and Provinces' Status (11 to 12)" in d2.because[0]


# -- a thumb flipped or cards drawn for an NPC at a --physical table: the table's ----------
def test_at_a_physical_table_the_npc_does_not_choose_its_own_rout_thumb() -> None:
    """Casualties: a beaten General flips a Thumb (down: killed). At a --physical table the
    table flips it and enters what came; the NPC used to pick `up` or `down` itself."""
    game = GAMES["full"]
    for step in ("rout", "war-rout"):
        s, npc = first_at(step, physical=True)
        assert {a.words() for a in game.legal_actions(s) if a.player == npc} == {
            f"{'flip' if step == 'rout' else 'rout'} {npc} {x}" for x in ("up", "down")
        }
        turn = game.npc_turn(s)
        assert turn is None or turn[0] != npc, turn


def test_at_a_virtual_table_the_rout_thumb_is_the_rules_own() -> None:
    s, npc = first_at("rout")
    d = npc_decision(s, npc)
    assert d.action == f"flip {npc}"
    plain(d.because)
    assert d.because == ("the rule's own Thumb Token or draw decides it: nothing to choose",)
