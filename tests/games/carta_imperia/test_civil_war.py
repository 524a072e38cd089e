"""The Civil War (Cross the Rubicon; Civil War; Raising the Standard; Generalship; Raising an
Army; Campaigns and Battles; Marching on Campaign; Fortify; Battle; Winning the War): each
rule by name, then seeded wars from the end of an Era VI with the invariants kept."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from lictor.games.carta_imperia.present import civil_war_lines
from lictor.games.carta_imperia.rules.phases.civil_war import rulings as cwr
from lictor.games.carta_imperia.rules.phases.civil_war.campaigns import targets as cw_targets
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    Clash,
    Side,
    battle,
    beast_strength,
    card_effect,
    levies,
    naval_interception,
    order_of_march,
    province_strength,
    route,
)
from lictor.games.carta_imperia.rules.phases.civil_war.steps import end_era
from lictor.games.carta_imperia.rules.state import Action, General, State
from lictor.games.carta_imperia.rules.table import regions, with_familia
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.invariants import check
from tests.games.carta_imperia.referee_kit import G, act, at_era_start, govern, new, refused, run
from tests.games.carta_imperia.test_referee_playouts import table_tools
from tests.games.carta_imperia.test_rulebook_fidelity import campaign

RULEBOOK = Path("/work/shared/rulebooks/carta-imperia-rise-of-rome.txt")
NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")
WAR_STEPS = {"raise", "intercept"}


def era_six(n: int = 3, physical: bool = True, seed: int = 1) -> State:
    """The end of an Era VI of the Full Game (tiles of Eras I-VI, Italia Romanised), Ann
    Primus, everybody at 5 Dignitas, no Governor, no General, nothing held."""
    s = new(*NAMES[:n], seed=seed, physical=physical, scenario="full")
    board = s.board
    assert board is not None
    players = tuple(
        replace(
            f,
            dignitas=5,
            auctoritas=0,
            stock=6,
            reserve=2,
            legions=0,
            private=0,
            professional=0,
            draft=(),
            draft_count=0,
            actions=(),
        )
        for f in s.players
    )
    return replace(
        s,
        players=players,
        era=6,
        tiles=tuple(t.name for t in board.tiles if t.era <= 6),
        romanised=("Italia",),
        governors=(),
        reforms=(),
        primus="Ann",
        step="end",
        waiting=(),
        rome_card=board.rome_start,
        rome_supply=board.rome_legions - board.rome_start,
        allied_supply=board.allied_legions,
    )


def general(s: State, name: str, rome: int, last: str = "") -> State:
    """``name`` played eXpand: a General with ``rome`` Legions of Rome from the card."""
    g = General(name, rome=rome)
    s = replace(s, generals=(*s.generals, g), rome_card=s.rome_card - rome)
    s = with_familia(s, name, actions=("expand",))
    if last:
        s = replace(s, campaigned=(*s.campaigned, (name, last)))
    return s


def war(s: State) -> State:
    board = s.board
    assert board is not None
    return end_era(board, s)[0]


def texts(s: State, words: str) -> list[str]:
    return [e.text for e in act(s, words)[1]]


def duel(physical: bool = True, ben_rome: int = 3) -> State:
    """Ann (Primus) governs Italia; Ben governs Etruria, has a General with ``ben_rome``
    Legions of Rome and Crossed the Rubicon; Cy takes no part."""
    s = govern(era_six(physical=physical), Italia="Ann", Etruria="Ben")
    s = general(s, "Ben", ben_rome)
    return war(replace(s, rubicon=("Ben",)))


# -- the pure rulings --------------------------------------------------------------------


def test_raising_an_army_levies_by_shield_colour() -> None:
    """Raising an Army: Roman Legion shields raise Legions of Rome, Auxilia Private
    Legions, Barbarian and Phalanx shields half as Private Legions, rounded up."""
    assert levies({"legion": 4}) == (4, 0)
    assert levies({"auxilia": 2}) == (0, 2)
    assert levies({"phalanx": 3}) == (0, 2)
    assert levies({"barbarian": 1}) == (0, 1)
    assert levies({"barbarian": 2, "phalanx": 2}) == (0, 2)


def test_battle_an_undefended_province_is_halved_unless_romanised() -> None:
    """Battle: 1 Strength per shield, halved (rounded down) if not Romanised."""
    assert province_strength(3, romanised=False) == 1
    assert province_strength(4, romanised=True) == 4


def test_battle_legions_of_rome_2_private_1_generalship_barbarians_and_ties() -> None:
    """Battle: Legions of Rome count 2, Private 1; Generalship is added; 'Barbarians' adds
    the commander's Generalship again; the Attacker wins ties; the winner loses the
    loser's shields, the loser the difference plus the winner's shields."""
    assert cwr.legion_strength(3, 2) == 8
    att = Side(8, 2, 2, card=("barbarian", 1), effect="barbarians")  # 8 + 2 + 1 + 2 = 13
    dfn = Side(10, 0, 0, extra=3, card=("phalanx", 2))  # 10 + 3 + 2 = 15
    out = battle(att, dfn)
    assert (out.attacker, out.defender, out.attacker_wins) == (13, 15, False)
    assert out.winner_loses == 1 and out.loser_loses == 2 + 2
    tie = battle(Side(5, 0, 0), Side(5, 0, 0))
    assert tie.attacker_wins and tie.loser_loses == 0


def test_battle_military_disaster_doubles_the_enemy_and_naval_interception_subtracts() -> None:
    """Battle: 'Military Disaster' doubles the enemy army's Strength; an attacker who came
    overseas loses the difference of the Navies first."""
    att = Side(10, 0, 0, naval=naval_interception(1, 3), card=(None, 0), effect="disaster")
    dfn = Side(6, 0, 0, card=("auxilia", 1))
    out = battle(att, dfn)
    assert (out.attacker, out.defender) == (8, 14)
    assert naval_interception(3, 1) == 0


def test_battle_a_redrawn_barbarians_counts_as_a_military_disaster() -> None:
    assert card_effect("barbarians", redrawn=False) == "barbarians"
    assert card_effect("barbarians", redrawn=True) == "disaster"
    assert card_effect("military-disaster", redrawn=False) == "disaster"
    assert card_effect("legionary", redrawn=True) == ""


def test_marching_on_campaign_takes_the_most_direct_route_and_knows_the_sea() -> None:
    """Marching on Campaign: the most direct route; a crossing between two Naval Ports is
    by sea (reconstruction: the map prints no sea lanes)."""
    s = era_six()
    board = s.board
    assert board is not None
    here = regions(board, s)

    def land(a: str, b: str) -> bool:
        return board.adjacent(here[a], here[b])

    ports = [n for n, r in here.items() if "naval-port" in r.features]
    found = route("Gallia", "Italia", here, land, ports)
    assert found == (("Gallia", "Etruria", "Italia"), False)
    island = route("Etruria", "Sicilia", here, land, ports)
    assert island is not None and island[1] and island[0][-1] == "Sicilia"
    assert route("Gallia", "Italia", here, lambda a, b: False, []) is None


def test_order_of_march_the_smallest_army_first() -> None:
    """Campaigns and Battles: the Army with the fewest Legions moves first."""
    assert order_of_march([(5, 3, 0, "Ann"), (2, 9, 1, "Ben"), (2, 4, 2, "Cy")]) == "Cy"
    assert order_of_march([]) is None


def test_regional_icons_elephants_and_cataphracts_add_or_subtract_their_strength() -> None:
    assert beast_strength("elephants", "up") == 2 and beast_strength("elephants", "down") == -2
    assert beast_strength("cataphracts", "down") == -4


# -- Raising the Standard -----------------------------------------------------------------


def test_raising_the_standard_starts_with_the_most_prestigious_rubicon_crosser() -> None:
    """Raising the Standard: starting with the most prestigious player who Crossed the
    Rubicon; a Familia with no General and no Governor takes no part."""
    s = era_six(4)
    s = govern(s, Italia="Ann", Etruria="Ben", Sicilia="Cy")
    s = with_familia(s, "Cy", dignitas=9)
    s = replace(s, rubicon=("Ben", "Cy"))
    board = s.board
    assert board is not None
    s, said = end_era(board, s)
    assert s.step == "raise" and s.waiting == ("Cy", "Ben", "Ann")
    assert any("Dee: no General and no Governor, no part in the war" in e.text for e in said)
    assert G.legal_actions(s)[0] == Action("raise", "Cy", ("sicilia",))


def test_raising_the_standard_where_the_general_last_campaigned_without_levies() -> None:
    """Raising the Standard: with no Governor but eXpand played, the Standard goes where
    the General last campaigned, and raises no extra Legions there (Raising an Army)."""
    s = govern(era_six(), Italia="Ann")
    s = general(s, "Cy", 2, last="Macedonia")
    s = war(replace(s, rubicon=("Cy",)))
    assert s.waiting == ("Cy", "Ann")
    s = run(s, "raise Cy macedonia")
    assert s.war is not None
    army = s.war.army("Cy")
    assert army is not None and (army.rome, army.private, army.levy_private) == (2, 0, 0)


def test_a_generals_last_campaign_is_recorded_when_his_battle_is_fought() -> None:
    """Raising the Standard needs where a General last campaigned: set by the battle."""
    s = campaign(at_era_start())
    s = run(s, "combat phalanx", "resolve")
    assert dict(s.campaigned).get("Ann") == "Volsci"


def test_raising_the_standard_elsewhere_is_refused_citing_the_section() -> None:
    s = duel()
    bad = refused(s, "raise Ben italia").violations[0]
    assert bad.rule.section == "Raising the Standard" and "etruria" in bad.message


def test_raising_an_army_takes_levies_from_the_supply() -> None:
    """Raising an Army: the General's surviving Legions of Rome plus the Province's
    shields (Etruria's 2 Roman Legion shields: 2 Legions of Rome from the supply)."""
    s = duel()
    supply = s.rome_supply
    s = run(s, "raise Ben etruria")
    assert s.war is not None
    army = s.war.army("Ben")
    assert army is not None and (army.rome, army.private, army.strength) == (5, 0, 10)
    assert s.rome_supply == supply - 2 and s.general("Ben") == General("Ben")


def test_raising_an_army_a_short_supply_raises_what_is_left_and_says_so() -> None:
    s = replace(duel(), rome_supply=1)
    s, said = act(s, "raise Ben etruria")
    assert any("The supply runs short" in e.text for e in said)
    assert s.rome_supply == 0


def test_generalship_a_roman_general_card_gives_up_to_four() -> None:
    """Generalship: Event Cards raise an army's Generalship by up to 4; at a table the
    player says what the card gives; a virtual table names the card (Caesar: +4)."""
    s = run(duel(), "raise Ben etruria")
    s = with_familia(s, "Ben", draft_count=1)
    bad = refused(s, "general Ben 5").violations[0]
    assert bad.rule.section == "Generalship"
    s = run(s, "general Ben 3")
    assert s.war is not None and s.war.army("Ben").generalship == 3  # type: ignore[union-attr]
    assert s.familia("Ben").draft_count == 0
    v = run(duel(physical=False), "raise Ben etruria")
    v = replace(with_familia(v, "Ben", draft=("caesar",), draft_count=1, auctoritas=1), era=7)
    assert Action("general", "Ben", ("4", "caesar")) in G.legal_actions(v)
    v = run(v, "general Ben 4 caesar")
    assert v.familia("Ben").draft == () and v.war.army("Ben").generalship == 4  # type: ignore[union-attr]


def test_factions_players_declare_alliances_and_switch_before_a_battles_combat_card() -> None:
    """Raising the Standard: Factions and their Leader; Campaigns and Battles: "Players can
    switch Factions at any point before a Combat Card is drawn in Battle" - between battles
    too (an earlier battle's card fixes nothing), never while a battle's card is out."""
    s = govern(era_six(), Italia="Ann", Etruria="Ben", Sicilia="Cy")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann italia", "raise Cy sicilia", "side Cy ann")
    assert s.war is not None and s.war.leader_of("Cy") == "Ann"
    refusal = refused(s, "side Ann ben").violations[0]
    assert "leads a Faction" in refusal.message
    s = run(s, "lead Cy")
    assert s.war is not None and s.war.leader_of("Ann") == "Cy"
    later = replace(s, war=replace(s.war, drawn=True))  # a battle fought already
    assert act(later, "side Ann ben")[0].war.leader_of("Ann") == "Ben"  # type: ignore[union-attr]
    clash = Clash("Italia", ("Ben",), ("Ann",), cards=("legionary", "auxilia"))
    fighting = replace(s, war=replace(s.war, clash=clash), step="war-battle")
    fixed = refused(fighting, "side Cy ben").violations[0]
    assert fixed.rule.section == "Campaigns and Battles" and "has its combat card" in (
        fixed.message
    )


# -- Campaign Moves and Battles --------------------------------------------------------


def test_fortify_adds_three_and_the_defender_wins_then_the_loser_retreats() -> None:
    """Order of March: Ann's 4 Legions move before Ben's 5. Fortify: +3 in Italia.
    Battle: Ben 10 + 1 (legionary) = 11 against Ann 8 + 3 + 1 (auxilia) = 12: Ann wins,
    loses 1 (Ben's shield), Ben loses 12 - 11 + 1 = 2 and flips; he retreats."""
    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster")
    assert s.step == "war-move" and s.waiting == ("Ann",)
    s = run(s, "fortify Ann")
    assert s.waiting == ("Ben",)
    s, said = act(s, "campaign Ben italia")
    assert s.step == "war-battle"
    lines = texts(s, "fight legionary auxilia")
    assert "Strength 11 (attackers) against 12 (defenders): the defenders win" in lines
    assert "Ann loses 1 Legion (0 Private, 1 of Rome)" in lines
    assert "Ben loses 2 Legions (0 Private, 2 of Rome)" in lines
    s = run(s, "fight legionary auxilia")
    assert s.step == "war-rout" and s.waiting == ("Ben",)
    s, said = act(s, "rout Ben down")
    assert s.step == "war-bust"  # Reserve or Etruria: Ben chooses
    s, said = act(s, "bust Ben reserve")
    words = [e.text for e in said]
    assert "Ben retreats to Etruria" in words
    assert s.step == "war-crown" and s.waiting == ("Ann",)
    assert s.primus == "Ann" and s.familia("Ben").dignitas == 3  # lost the war: 2 casualties
    s = run(s, "crown Ann yes")
    assert s.emperor == "Ann" and s.primus == "Ann" and s.rubicon == () and s.war is None
    assert s.step == "direction" and s.era == 7


def test_winning_the_war_the_emperor_who_loses_is_deposed_and_the_victor_may_refuse() -> None:
    """Winning the War: Ben beats the Primus (the Emperor): he becomes Primus and may
    declare himself Emperor; the old Emperor is deposed. Battle: the winner may replace
    the defeated Province's Governor with one of his Faction's."""
    s = replace(duel(ben_rome=5), emperor="Ann")
    s = run(s, "raise Ben etruria", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia")
    s, said = act(s, "fight legionary auxilia")  # 14 + 1 vs 8 + 3 + 1
    assert "Ann, the Primus, is defeated: Ben becomes Primus" in [e.text for e in said]
    assert s.primus == "Ben"  # at once (Battle), before the war is over
    s = run(s, "rout Ann up")
    assert s.step == "war-seize" and s.waiting == ("Ben",)
    s = run(s, "seize Ben ben")
    assert s.governor("Italia") == "Ben" and s.familia("Ann").reserve == 3
    assert s.step == "war-crown" and s.waiting == ("Ben",) and s.emperor == ""
    assert s.familia("Ann").dignitas == 1  # lost 4 Legions in the war
    s = run(s, "crown Ben no")
    assert s.primus == "Ben" and s.emperor == ""


def test_battle_redraws_up_to_generalship_a_redrawn_barbarians_is_a_disaster() -> None:
    """Battle: the commander may redraw up to his Generalship; a redrawn Barbarians or
    Military Disaster counts as a Military Disaster and ends the redraws: Ann's 12 doubles."""
    s = run(duel(), "raise Ben etruria")
    s = with_familia(s, "Ben", draft_count=1)
    s = run(s, "general Ben 2", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia", "fight military-disaster auxilia")
    assert s.step == "war-redraw" and s.waiting == ("Ben",)
    lines = texts(s, "redraw Ben barbarians")
    assert "Ben redraws: barbarians - counted as a Military Disaster" in lines
    assert "Strength 13 (attackers) against 24 (defenders): the defenders win" in lines


def test_battle_barbarians_adds_the_commanders_generalship_again() -> None:
    s = run(duel(), "raise Ben etruria")
    s = with_familia(s, "Ben", draft_count=1)
    s = run(s, "general Ben 2", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia", "fight barbarians auxilia")
    lines = texts(s, "accept Ben")
    assert "Strength 15 (attackers) against 12 (defenders): the attackers win" in lines


def interception() -> State:
    """Ben (Gallia, 3 Legions of Rome and 2 levied) marches on Ann's Italia past Cy's
    Etruria; Cy sided with Ann."""
    s = govern(era_six(), Italia="Ann", Etruria="Cy", Gallia="Ben")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben gallia", "raise Ann italia", "raise Cy etruria", "side Cy ann")
    s = run(s, "muster", "fortify Cy", "fortify Ann")
    return run(s, "campaign Ben italia")


def test_marching_on_campaign_an_enemy_standard_on_the_route_may_intercept() -> None:
    """Marching on Campaign: the route Gallia - Etruria - Italia passes Cy's Standard; Cy
    chooses. Battle: the interceptor defends; the marcher who wins completes his Move.
    Casualties: Ben chooses which of his Legions fall."""
    s = interception()
    assert s.step == "intercept" and s.waiting == ("Cy",)
    s = run(s, "intercept Cy", "fight auxilia auxilia")  # Ben 8 + 1 = 9; Cy 4 + 3 + 1 = 8
    assert s.step == "war-losses" and s.waiting == ("Ben",)
    assert [a.words() for a in G.legal_actions(s)] == ["fallen Ben 0", "fallen Ben 1"]
    s = run(s, "fallen Ben 0", "rout Cy up", "spare Ben")
    assert s.step == "war-battle"  # the march goes on to Italia
    s = run(s, "fight legionary phalanx", "rout Ben up")  # Ben 6 + 1 + 1 = 8; Ann 11 + 2
    assert s.step == "war-crown" and s.waiting == ("Ann",)
    assert s.familia("Ben").dignitas == 0 and s.familia("Cy").dignitas == 5  # Cy won


def test_marching_on_campaign_the_enemy_may_let_the_march_pass() -> None:
    s = run(interception(), "ignore Cy")
    assert s.step == "war-battle"
    assert s.war is not None and s.war.clash is not None and s.war.clash.region == "Italia"


def test_winning_the_war_a_killed_victorious_leader_gives_the_primus_to_the_most_prestigious() -> (
    None
):
    """Winning the War: Cy leads Ann's Faction and is killed intercepting; Ann then wins
    the last battle involving the Primus: the Primus goes to the most prestigious Familia
    (Dee), who may not declare himself Emperor, and holds it into Era VII."""
    s = govern(era_six(4), Italia="Ann", Etruria="Cy", Gallia="Ben")
    s = with_familia(s, "Dee", dignitas=20)
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben gallia", "raise Ann italia", "raise Cy etruria", "side Ann cy")
    s = run(s, "muster", "fortify Cy", "fortify Ann", "campaign Ben italia", "intercept Cy")
    s = run(s, "fight auxilia auxilia", "fallen Ben 0", "rout Cy down", "bust Cy reserve")
    s = run(s, "spare Ben", "fight legionary phalanx", "rout Ben up")
    assert s.primus == "Dee" and s.emperor == "" and s.step == "direction"


def test_winning_the_war_without_the_primus_the_governor_of_rome_wins() -> None:
    """Winning the War: the Primus fought no battle: the Governor in control of Rome (of
    Italia) wins; his Faction Leader becomes Primus."""
    s = govern(era_six(), Italia="Cy", Etruria="Ben", Sicilia="Ann")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann none", "raise Cy italia", "muster")
    s = run(s, "fortify Cy", "fortify Ben")
    assert s.step == "war-crown" and s.waiting == ("Cy",) and s.primus == "Cy"


def test_naval_interception_compares_the_factions_naval_icons() -> None:
    """Battle: an attacker from overseas subtracts the difference of the Navies: Cy's
    Carthago (1 Naval Port) against Ann's Sicilia, Italia and Rome's Navy (3 Icons)."""
    s = govern(era_six(), Italia="Ann", Sicilia="Ann", Carthago="Cy", Etruria="Ben")
    s = war(replace(s, rubicon=("Cy",)))
    s = run(s, "raise Cy carthago", "raise Ann sicilia", "raise Ben none", "muster")
    s = run(s, "fortify Ann")
    s, said = act(s, "campaign Cy sicilia")
    assert any("Naval Interception" in e.text and "-2 Strength" in e.text for e in said)


def test_raising_no_standard_keeps_a_familia_out_of_the_war_as_a_labelled_reading() -> None:
    """Raising the Standard: each Familia "may opt" to raise one; only a Familia with no
    General or Governor is said to take no part. Ann governs Sicilia and declines: lictor's
    reading (civil_war_abstainer: stays-out) keeps her out, her Province no target, and the
    line says it is a reading."""
    s = govern(era_six(), Italia="Cy", Etruria="Ben", Sicilia="Ann")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria")
    s, said = act(s, "raise Ann none")
    (line,) = [e for e in said if "raises no Standard" in e.text]
    assert line.text == (
        "Ann raises no Standard and stays out of the war: no Province of theirs is engaged "
        "(reading civil_war_abstainer: stays-out)"
    )
    assert "Raising the Standard" in line.section
    s = run(s, "raise Cy italia", "muster", "fortify Cy")
    marched = [r for r, _ in cw_targets(G.board, s, "Ben")]
    assert "Italia" in marched and "Sicilia" not in marched


# -- seeded wars ---------------------------------------------------------------------------


def invariants(s: State) -> None:
    assert s.board is not None
    check(s.board, s)


PROVINCES = ["Italia", "Etruria", "Sicilia", "Carthago", "Macedonia", "Asia", "Pontus",
             "Hispania Citerior", "Gallia Narbonensis", "Achaea", "Gallia",
             "Illyricum"]  # fmt: skip


def random_war(n: int, physical: bool, seed: int) -> State:
    rng = random.Random(seed)
    s = era_six(n, physical=physical, seed=seed)
    for i, p in enumerate(rng.sample(PROVINCES, n + 3)):
        s = govern(s, **{p.replace(" ", "_"): NAMES[i % n]})
    for name in NAMES[:n]:
        s = with_familia(s, name, dignitas=rng.randint(0, 12), auctoritas=rng.randint(0, 3))
        if rng.random() < 0.6:
            s = general(s, name, min(s.rome_card, rng.randint(0, 3)), last="Macedonia")
            lent = rng.randint(0, 2)
            gens = tuple(replace(g, allied=lent) if g.name == name else g for g in s.generals)
            s = replace(s, generals=gens, allied_supply=s.allied_supply - lent)
        if rng.random() < 0.3:
            s = with_familia(s, name, private=1)
            s = replace(s, allied_supply=s.allied_supply - 1)
            if physical:
                s = with_familia(s, name, draft_count=1)
    crossers = tuple(rng.sample(NAMES[:n], rng.randint(1, 2)))
    if rng.random() < 0.3:
        s = replace(s, emperor="Ann")
    return replace(s, rubicon=crossers)


def pick(s: State, options: list[Action], rng: random.Random) -> Action:
    """Mostly the offered default where it raises a Standard or musters, mostly a march
    where a move is due: wars with battles in them."""
    if s.step in ("raise", "war-sides") and rng.random() < 0.6:
        return options[0]
    marches = [a for a in options if a.verb == "campaign"]
    if marches and rng.random() < 0.8:
        return rng.choice(marches)
    return rng.choice(options)


@pytest.mark.parametrize("physical", [False, True])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seeded_wars_keep_the_invariants_and_replay(players: int, physical: bool) -> None:
    """From the Rubicon crossed at the end of an Era VI, through the war, to the next
    Era, with the table's tools used at random moments: the Legions conserved, 8 Busts
    each, nobody below zero, one Primus, at most one Emperor, and the log replayed gives
    the same state."""
    fought = 0
    for seed in range(5):
        start = random_war(players, physical, seed * 11 + players)
        rng = random.Random(seed)
        s = war(start)
        first = s
        log: list[Action] = []
        for _ in range(400):
            invariants(s)
            if not (s.step.startswith("war") or s.step in WAR_STEPS):
                break
            assert G.agenda(s).prompt, f"no prompt at {s.step}"
            options = G.legal_actions(s)
            assert options, f"nothing to do at {s.step}"
            action = pick(s, options, rng)
            if rng.random() < 0.1:  # a deal's or a card's effect recorded at any moment
                action = rng.choice(table_tools(s, rng) or [action])
            log.append(action)
            fought += action.verb == "fight"
            s, _ = apply_checked(G, s, action)
        else:
            raise AssertionError("the war did not end in 400 actions")
        assert s.war is None and s.rubicon == () and s.step in ("direction", "primus", "retain")
        again = first
        for action in log:
            again, _ = apply_checked(G, again, G.parse(again, G.text(action).split()))
        assert again == s
    assert fought, "no battle was fought in these wars"


def test_the_civil_war_cites_the_rulebooks_own_sections() -> None:
    """Every section the Civil War cites is a heading of the rulebook."""
    lines = {line.strip() for line in RULEBOOK.read_text().splitlines()}
    cited = [
        cwr.CIVIL_WAR, cwr.RAISE, cwr.GENERALSHIP, cwr.ARMY, cwr.CAMPAIGNS, cwr.MARCH,
        cwr.FORTIFY, cwr.BATTLE, cwr.WINNING, cwr.NAVAL, cwr.ICONS,
    ]  # fmt: skip
    for rule in cited:
        assert rule.section in lines, rule.section


def test_status_shows_the_armies_and_the_battle() -> None:
    """The table sees each army, its Faction Leader and the battle being fought."""
    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia")
    view = G.status(s, None)["civil_war"]
    lines = civil_war_lines(view)
    assert (
        "  Ann (Faction of Ann) in Italia: 4 Legions of Rome, 0 Private, Generalship 0, "
        "0 Legions lost - fortified, moved" in lines
    )
    assert "  Battle in Italia: Ben against Ann" in lines
    assert G.status(era_six(), None)["civil_war"] is None
    # the Generals' Legions are in the armies: the emptied commands are not shown beside them
    from lictor.games.carta_imperia.present import describe

    view = {"session": 1, "game": G.id, "prompt": "", "waiting_on": [], **G.status(s, None)}
    assert not any(line.startswith("Generals:") for line in describe(view))


def test_a_physical_table_names_both_cards_and_a_virtual_one_lets_lictor_draw() -> None:
    """Battle: at a --physical table the cards drawn are entered; lictor draws otherwise."""
    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia")
    assert "fight ATTACKER-CARD DEFENDER-CARD" in G.agenda(s).prompt
    assert (
        "fight ATTACKER-CARD DEFENDER-CARD" in refused(s, "fight legionary").violations[0].message
    )
    assert (
        "unknown Late Republic Combat card" in refused(s, "fight legionary x").violations[0].message
    )
    v = run(duel(physical=False), "raise Ben etruria", "raise Ann italia", "muster")
    v = run(v, "fortify Ann", "campaign Ben italia")
    assert refused(v, "fight legionary auxilia").violations[0].code == "virtual"
    before = v.late_combat.draw_pile[:2]
    v, said = act(v, "fight")
    assert f"Combat cards: attackers {before[0]}, defenders {before[1]}" in [e.text for e in said]


def test_campaign_moves_are_refused_out_of_turn_or_against_nobody() -> None:
    """Campaigns and Battles: one Campaign Move each, in the Order of March, against an
    ally or an enemy."""
    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster")
    assert refused(s, "fortify Ben").violations[0].code == "not-your-turn"
    nobody = refused(s, "campaign Ann sicilia").violations[0]
    assert nobody.rule.section == "Campaigns and Battles" and "targets: etruria" in nobody.message


def test_order_of_march_is_recalculated_when_armies_combine_and_the_commander_shares_losses() -> (
    None
):
    """Campaigns and Battles: Cy (2 Legions) marches to combine with Ann in Italia; the
    combined 6 now move after Ben's 5. Battle: Ben 8 + 1 against 12 + 1; the defenders lose
    Ben's 1 shield and Ann, commanding, says which army loses it."""
    s = govern(era_six(), Italia="Ann", Etruria="Cy", Gallia="Ben")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben gallia", "raise Ann italia", "raise Cy etruria", "side Cy ann")
    s, said = act(run(s, "muster"), "campaign Cy italia")
    assert "Cy reaches Italia and combines" in [e.text for e in said]
    assert s.waiting == ("Ben",)
    s = run(s, "campaign Ben italia", "fight auxilia auxilia")
    assert s.step == "war-split" and s.waiting == ("Ann",)
    assert [a.words() for a in G.legal_actions(s)] == ["split Ann 1 0", "split Ann 0 1"]
    assert refused(s, "split Ann 1 1").violations[0].code == "split"
    s, said = act(s, "split Ann 0 1")
    assert "Cy loses 1 Legion (0 Private, 1 of Rome)" in [e.text for e in said]
    assert s.waiting == ("Ben",)  # Ben's rout; then Ann's move


def test_raising_an_army_lent_legions_serve_and_go_back_with_the_professionals() -> None:
    """Raising an Army: the General's Legions - Allied ones lent to him serve as Private
    (Mules of Marius, Era VI) - and the Familia's Private Legions join the army; after the
    war the survivors go back where they came from, Professional Army ones still to be
    kept for 1 Auctoritas at the end of the Era with the lent ones (Ending the Campaign)."""
    s = govern(era_six(), Italia="Ann", Etruria="Ben")
    s = general(s, "Ben", 3)
    ben = s.general("Ben")
    assert ben is not None
    s = replace(s, generals=(replace(ben, allied=2),), allied_supply=s.allied_supply - 4)
    s = with_familia(s, "Ben", private=2, professional=2, auctoritas=1)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria")
    assert s.war is not None
    army = s.war.army("Ben")
    assert army is not None and (army.rome, army.private) == (5, 4)
    s = run(s, "raise Ann none", "muster", "fortify Ben", "crown Ann no")
    assert s.step == "retain" and s.waiting == ("Ben",)  # keep them for 1 Auctoritas, or not
    # the 2 Professional Army Legions, and the 2 lent to Ben's General, which the Mules of
    # Marius (Era VI) made Private Legions of the Familia holding them at the Era's end
    assert s.familia("Ben").private == 4 and s.familia("Ben").professional == 4


def test_battle_the_beaten_army_retreats_to_the_nearest_friendly_province_of_its_choice() -> None:
    """Battle: Ann, beaten in Italia with a Legion left, retreats to the nearest friendly
    Province: Sicilia and Sardinia are as near (by sea), so Ann chooses."""
    s = govern(era_six(), Italia="Ann", Sicilia="Ann", Sardinia="Ann", Etruria="Ben")
    s = general(s, "Ben", 5)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia", "fight auxilia barbarian-warband")  # 15 against 13
    s = run(s, "rout Ann up", "spare Ben")
    assert s.step == "war-retreat" and s.waiting == ("Ann",)
    assert [a.words() for a in G.legal_actions(s)] == [
        "retreat Ann sardinia",
        "retreat Ann sicilia",
    ]
    assert refused(s, "retreat Ann etruria").violations[0].code == "too-far"
    s, said = act(s, "retreat Ann sicilia")
    assert "Ann retreats to Sicilia" in [e.text for e in said]


def test_winning_the_war_an_emperor_on_the_winning_side_stays_primus_though_his_leader_fell() -> (
    None
):
    """Winning the War; Imperator: the Emperor remains Primus until deposed by an
    Assassination or a Civil War - his side winning does not depose him, even when its
    Leader (Cy) was killed: the Primus does not go to the most prestigious (Dee)."""
    s = govern(era_six(4), Italia="Ann", Etruria="Cy", Gallia="Ben")
    s = with_familia(s, "Dee", dignitas=20)
    s = replace(s, primus="Ann", emperor="Ann")
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben gallia", "raise Ann italia", "raise Cy etruria", "side Ann cy")
    s = run(s, "muster", "fortify Cy", "fortify Ann", "campaign Ben italia", "intercept Cy")
    s = run(s, "fight auxilia auxilia", "fallen Ben 0", "rout Cy down", "bust Cy reserve")
    s = run(s, "spare Ben", "fight legionary phalanx", "rout Ben up")
    assert s.primus == "Ann" and s.emperor == "Ann" and s.step == "direction"


def test_raising_an_army_the_allied_legions_a_familia_holds_at_home_serve_as_private() -> None:
    """Raising an Army ("any Private Legions under their control"); Ending the Campaign (the
    Mules of Marius, Era VI: Allied Legions are Private Legions): Ann's 2 Allied Legions at
    home join her army, and after the war they are hers to keep for 1 Auctoritas - no
    Legion counted twice, none lost."""
    s = govern(era_six(), Italia="Ann", Etruria="Ben")
    s = with_familia(s, "Ann", legions=2, auctoritas=1)
    s = replace(s, allied_supply=s.allied_supply - 2)
    s = general(s, "Ben", 3)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann italia")
    assert s.war is not None
    army = s.war.army("Ann")
    assert army is not None and army.private == 2 and s.familia("Ann").legions == 0
    assert s.board is not None
    check(s.board, s)
    s = run(s, "muster")
    for _ in range(2):  # smallest army first: each fortifies
        s = run(s, f"fortify {s.waiting[0]}")
    s = run(s, f"crown {s.waiting[0]} no")  # no battle: the Governor of Rome (Ann) wins
    assert s.board is not None
    check(s.board, s)
    ann = s.familia("Ann")
    assert s.step == "retain" and "Ann" in s.waiting
    assert (ann.legions, ann.private, ann.professional) == (0, 2, 2)


def test_odds_of_a_civil_war_battle_are_exact_over_the_late_republic_cards_left() -> None:
    """Battle (each side draws a Late Republic card) and `lictor referee odds`: the chance
    the odds give each side equals the share of card pairs with which the referee, told
    those cards at a --physical table, rules that side the winner; a rout's thumbs too."""
    from fractions import Fraction

    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia")
    (odds,) = G.odds(s)
    pile = s.late_combat.draw_pile
    attackers = 0
    pairs = 0
    for i, first in enumerate(pile):
        for j, second in enumerate(pile):
            if i != j:
                _, said = act(s, f"fight {first} {second}")
                attackers += any("the attackers win" in e.text for e in said)
                pairs += 1
    chances = dict(odds.outcomes)
    assert chances.get("the attackers win", Fraction(0)) == Fraction(attackers, pairs)
    assert sum(chances.values()) == 1
    routed = run(s, "fight legionary phalanx")
    while routed.step != "war-rout":
        routed = run(routed, G.text(G.legal_actions(routed)[0]))
    assert "routed General" in G.odds(routed)[0].what


def test_the_board_shows_each_armys_standard_where_it_stands() -> None:
    """Raising the Standard, on `lictor referee board` and the web table: each army's
    Standard in its Familia's colour on the Province where it stands."""
    s = run(duel(), "raise Ben etruria", "raise Ann italia", "muster")
    tiles = G.board_view(s).row["board"]["tiles"]
    pieces = {name: p for t in tiles for name, p in t["pieces"].items()}
    assert [w["name"] for w in pieces["Etruria"]["standards"]] == ["Ben"]
    assert [w["name"] for w in pieces["Italia"]["standards"]] == ["Ann"]


def test_battle_a_province_defending_alone_draws_no_combat_card() -> None:
    """Battle: "Each Army in a battle draws a Late Republic Combat Card"; a Province with
    no Army Standard protecting it is no Army and draws none - so no Military Disaster
    drawn for it doubles the attacker. Ann (Primus, her Standard in Sicilia) attacks Ben's
    Romanised Italia (4 Legion shields) across the sea with Strength 2: the Province's 4
    wins, and Ann, the Primus beaten by a Province, loses the Primus to Ben, its Faction's
    Leader, who "instantly becomes the new Primus"."""
    s = govern(era_six(), Italia="Ben", Etruria="Ben", Sicilia="Ann")
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann sicilia", "muster", "campaign Ann italia")
    agenda = G.agenda(s)
    assert agenda.options == tuple(sorted({f"fight {c}" for c in s.late_combat.draw_pile}))
    before = len(s.late_combat.draw_pile)
    assert "the Province none" in agenda.prompt
    assert "the cards drawn; a Province defending alone draws none" in str(
        refused(s, "fight legionary military-disaster")
    )
    lines = texts(s, "fight legionary")
    assert "Combat cards: attackers legionary, the Province of Italia draws none" in lines
    assert "Strength 2 (attackers) against 4 (defenders): the defenders win" in lines
    assert "Ann, the Primus, is defeated: Ben becomes Primus" in lines
    s = run(s, "fight legionary")
    assert s.primus == "Ben" and len(s.late_combat.draw_pile) == before - 1  # one card only


def test_battle_the_winner_replaces_the_governor_of_a_defeated_province_placing_a_bust() -> None:
    """Battle: the winner "can replace the Governor of a defeated Province with one from
    their Faction"; the Bust placed follows II. eXec's placing: from the Reserve or, with
    none there, from a Province the member governs (Romanised Etruria is left empty, the
    first to be nominated)."""
    s = govern(era_six(), Italia="Ann", Sicilia="Ann", Etruria="Ben")
    s = with_familia(general(s, "Ben", 5), "Ben", reserve=0, stock=7)
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben etruria", "raise Ann sicilia", "muster", "fortify Ann")
    s = run(s, "campaign Ben italia", "fight legionary")
    assert s.step == "war-seize"
    assert [G.text(a) for a in G.legal_actions(s)] == ["seize Ben ben from etruria", "spare Ben"]
    assert "no Bust in Reserve" in str(refused(s, "seize Ben ben"))
    s = run(s, "seize Ben ben from etruria")
    assert s.governor("Italia") == "Ben" and s.governor("Etruria") is None
    assert s.emptied == ("Etruria",)


def test_battle_a_province_that_did_not_fight_keeps_its_governor() -> None:
    """Battle: only "a defeated Province" changes Governor. Ben, with no Governor, raised
    his Standard in Sicilia where he last campaigned (Cy governs it); Ann beats Ben there:
    Cy's Sicilia did not fight, and Ann is not offered to replace its Governor."""
    s = govern(era_six(), Italia="Ann", Sicilia="Cy", Etruria="Cy")
    s = general(s, "Ben", 1, last="Sicilia")
    s = war(replace(s, rubicon=("Ben",)))
    s = run(s, "raise Ben sicilia", "raise Ann italia", "raise Cy etruria", "muster")
    s = run(s, "fortify Ben", "fortify Cy", "campaign Ann sicilia", "fight legionary auxilia")
    s = run(s, "rout Ben up")
    assert s.step != "war-seize" and s.governor("Sicilia") == "Cy"
