"""Issue 13: where the referee departed from the rulebook, it now follows it; where the
rulebook gives a player a choice, the referee asks. Each test names the section."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.phases.civil_war.steps import end_era
from lictor.games.carta_imperia.rules.phases.elections.steps import nominable
from lictor.games.carta_imperia.rules.phases.era.steps import after_event
from lictor.games.carta_imperia.rules.phases.exec.steps import begin_exec
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.phases.exploit.steps import (
    begin_exploit,
    begin_tax,
    romanisable,
)
from lictor.games.carta_imperia.rules.state import Action, Battle, General, State
from lictor.games.carta_imperia.rules.table import (
    bust_count,
    friendly_emporia,
    governor_of,
    regions,
    with_familia,
)
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    govern,
    playing,
    refused,
    run,
    said,
    step,
)

ALL_TILES = tuple(t.name for t in B.tiles)


def nominating(s: State | None = None) -> State:
    """Ann (Etruria, Primus) plays eXec and must nominate a Province (1 Prestige)."""
    s = playing(s or at_era_start(), Ann="exec expand")
    return step(s, "nominate", ("Ann",))


def test_ending_the_campaign_all_allied_legions_go_home_even_those_never_lent() -> None:
    """IV. eXpand, Ending the Campaign: at the end of each Era ALL surviving Allied Legions
    go home and return to the supply - a player's taxed or Gens Aemilii Legions too; the
    Gens Claudii Private Legions are kept (Private Legions' own rule)."""
    s = at_era_start("Ann", "Ben", "Cy", "Dee", "Eve")  # Eve holds Gens Aemilii: 2 Allied
    assert s.familia("Eve").legions == 2 and s.familia("Cy").private == 2
    s = with_familia(s, "Ann", legions=3)
    s = replace(s, allied_supply=s.allied_supply - 3)
    supply = s.allied_supply
    s, said = end_era(B, playing(s))
    assert [f.legions for f in s.players] == [0, 0, 0, 0, 0]
    assert s.allied_supply == supply + 5
    assert s.familia("Cy").private == 2
    assert any("5 Allied Legions go home" in e.text for e in said)


def test_ending_the_campaign_lent_and_held_legions_both_go_home_after_campaigns() -> None:
    """Ending the Campaign: a Legion lent to a General and one kept back both go home."""
    s = with_familia(at_era_start(), "Ben", legions=3, dignitas=9)
    s = replace(s, allied_supply=s.allied_supply - 3)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(B, s)
    s = run(s, "lend Ben ann 1", "march", "standard Ann none", "standard Ann none")
    assert s.era == 2 and s.familia("Ben").legions == 0
    assert s.allied_supply == B.allied_legions - 2  # only Cy's Claudii Private Legions out


def test_prestige_two_auctoritas_are_worth_three_and_pay_a_cost_of_three() -> None:
    """Prestige: 2 Auctoritas = 3 Prestige, and a Prestige cost may be paid in Auctoritas:
    with 0 Dignitas and 2 Auctoritas Ann adopts a Bust for 3 Prestige (no question: it can
    be paid only one way)."""
    s = playing(at_era_start(), Ann="exec expand")
    s, _ = begin_exec(B, with_familia(s, "Ann", dignitas=0, auctoritas=2))
    s = run(s, "adopt Ann")  # a Governor in Etruria and 2 Busts in Reserve: 3 Prestige
    ann = s.familia("Ann")
    assert (ann.dignitas, ann.auctoritas, ann.reserve) == (0, 0, 3)
    assert s.step == "exec"


def test_prestige_a_payment_from_a_pair_of_auctoritas_destroys_nothing() -> None:
    """Prestige: paying 1 Prestige from 2 Auctoritas (worth 3) leaves Ann 2 Prestige, not 1
    (the Auctoritas given is worth 2: 1 Dignitas comes back as change)."""
    s = nominating(with_familia(at_era_start(), "Ann", dignitas=0, auctoritas=2))
    s = run(s, "nominate Ann samnium")
    ann = s.familia("Ann")
    assert ann.prestige == 2 and (ann.dignitas, ann.auctoritas) == (1, 1)


def test_prestige_the_payer_chooses_dignitas_auctoritas_or_a_mixture() -> None:
    """Prestige: "you can choose whether to pay it in Dignitas, Auctoritas, or a mixture":
    with both, the payer is asked (Dignitas first offered first) and play waits."""
    s = nominating(with_familia(at_era_start(), "Ann", dignitas=4, auctoritas=1))
    s, events = act(s, "nominate Ann samnium")
    assert s.step == "pay" and s.waiting == ("Ann",)
    assert "Ann pays 1 Prestige (Ann chooses how) and nominates Samnium" in events[0].text
    options = [G.text(a) for a in G.legal_actions(s)]
    assert options == [
        "pay Ann dignitas 1 auctoritas 0",
        "pay Ann dignitas 0 auctoritas 1",
    ]
    assert "Prestige" in G.agenda(s).prompt
    assert "do not pay 1 Prestige" in str(refused(s, "pay Ann dignitas 1 auctoritas 1"))
    s = run(s, "pay Ann dignitas 0 auctoritas 1")
    ann = s.familia("Ann")
    assert (ann.dignitas, ann.auctoritas) == (4, 0)
    assert s.step == "stand"  # the election goes on where it was


def test_romanisation_the_romaniser_chooses_the_keeper_an_unknown_name_is_refused() -> None:
    """I. eXploit, Romanisation: "the player who Romanised the card decides who becomes
    the new Governor": `next` offers each keeper, the default first; a name that is not a
    Governor there is refused, never silently replaced."""
    s = govern(at_era_start(), Volsci="Cy", Tarentum="Cy")
    s, _ = begin_exploit(B, playing(s, Ann="exploit expand"))
    options = [G.text(a) for a in G.legal_actions(s)]
    assert options == ["romanise Ann italia ben", "romanise Ann italia cy", "pass Ann"]
    assert "not a player" in str(refused(s, "romanise Ann italia zed"))
    assert "no Governor in a contested Province" in str(refused(s, "romanise Ann italia ann"))
    assert "lictor's input check" in str(refused(s, "romanise Ann italia zed"))
    s = run(s, "romanise Ann italia cy")
    assert s.governor("Italia") == "Cy"


def test_expand_the_primus_orders_generals_tied_on_prestige() -> None:
    """IV. eXpand: played "in reverse order of Prestige ... In a tie, the Primus decides who
    goes first": the Primus is asked, Primus Order offered first."""
    s = with_familia(at_era_start(), "Ben", dignitas=3)  # Ann and Cy tie on 5
    s = playing(s, Ann="exec expand", Ben="exec expand", Cy="exec expand")
    s, _ = begin_expand(B, s)
    assert s.step == "order" and s.waiting == ("Ann",)  # Ann is the Primus
    options = [G.text(a) for a in G.legal_actions(s)]
    assert options == ["order Ann ben ann cy", "order Ann ben cy ann"]
    assert "least Prestige first" in str(refused(s, "order Ann ann ben cy"))
    assert "it is Ann's turn" in str(refused(s, "order Cy ben cy ann"))
    s = run(s, "order Ann ben cy ann")
    assert [g.name for g in s.generals] == ["Ben", "Cy", "Ann"]
    assert [g.rome for g in s.generals] == [3, 2, 2]  # dealt one at a time in that order


def test_casualties_the_commander_shares_out_and_each_general_chooses_which_legions() -> None:
    """Casualties: "The Commanding General decides who loses Legions, but the General(s)
    they nominate decides which Legions to lose": Ann shares out (her default offered
    first), then Ben, with Allied Legions and Legions of Rome, says which he loses."""
    s = with_familia(at_era_start(), "Cy", legions=2)
    s = replace(s, allied_supply=s.allied_supply - 2)
    s = playing(s, Ann="exec expand", Ben="exec expand", Cy="exec extort")
    s, _ = begin_expand(B, s)
    s = run(s, "order Ann ann ben", "lend Cy ben 2", "march")
    s = run(s, "standard Ann volsci", "standard Ben volsci", "combat legionary", "resolve")
    assert s.step == "casualties"
    assert G.text(G.legal_actions(s)[0]) == "casualties Ann 2 0"  # the default: Ann's own
    s = run(s, "casualties Ann 0 2")
    assert s.step == "losses" and s.waiting == ("Ben",)
    options = [G.text(a) for a in G.legal_actions(s)]
    assert options[0] == "losses Ben allied 2 rome 0 private 0"  # Allied first, offered first
    assert "losses Ben allied 0 rome 2 private 0" in options
    assert "not 3" in str(refused(s, "losses Ben allied 2 rome 1"))
    s = run(s, "losses Ben rome 2")
    ben = s.general("Ben")
    assert ben is not None and (ben.allied, ben.rome) == (2, 1)
    assert s.step == "install"


def test_casualties_a_killed_general_chooses_which_bust_is_lost() -> None:
    """Casualties: a General killed in the rout loses 1 Governor Bust - to Stock, from the
    Reserve or a Province, the player's choice (II. eXec: 'Lose' a Bust)."""
    s = replace(at_era_start(), rome_card=2)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(B, s)
    s = run(s, "standard Ann volsci", "combat barbarian-warband", "resolve", "flip Ann down")
    assert s.step == "killed" and s.waiting == ("Ann",)
    assert [G.text(a) for a in G.legal_actions(s)] == ["lose Ann reserve", "lose Ann etruria"]
    assert "no Bust in samnium" in str(refused(s, "lose Ann samnium"))
    s = run(s, "lose Ann etruria")
    assert s.governor("Etruria") is None and s.familia("Ann").reserve == 2
    assert s.familia("Ann").stock == 6


def test_reform_clarifications_only_a_candidate_uses_the_lex_hortensia() -> None:
    """Reform Clarifications, Lex Hortensia: "Only one Candidate can exploit the Plebeian
    Assembly in each individual Election" - Cy, not standing, cannot use it."""
    s = nominating()
    s = run(s, "nominate Ann samnium", "stand Ann", "pass Cy")
    row, names = next((r, n) for r, n in B.reform_rows if "Lex Hortensia" in n)
    s = replace(s, reforms=((row, names.index("Lex Hortensia") + 1, "Cy"),))
    s = with_familia(s, "Ann", auctoritas=1)
    assert "only a Candidate can use the Lex Hortensia" in str(refused(s, "hortensia Cy"))
    assert "hortensia Cy" not in [G.text(a) for a in G.legal_actions(s)]
    s = run(s, "hortensia Ann")
    assert "already uses" in str(refused(s, "hortensia Ben"))


def test_march_on_campaign_a_second_standard_may_go_against_hannibal() -> None:
    """IV. eXpand, March on Campaign: the FIRST Standard must go on a Historical Event card
    like Hannibal; the second may go there too ("Regions/Cards that contain foreign
    Shields")."""
    s = replace(at_era_start(), era=4, events=("hannibalic-war",), tiles=ALL_TILES)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(B, s)
    s = run(s, "standard Ann hannibal fabian")  # the first Standard, without a battle
    assert s.season == 2 and s.step == "standard"
    assert "standard Ann hannibal" in [G.text(a) for a in G.legal_actions(s)]
    s = run(s, "standard Ann hannibal")
    assert s.step == "battle" and s.battles[0].target == "Hannibal"


def test_neutral_territory_with_barbarians_is_invaded_for_glory_not_conquered() -> None:
    """Neutral Territory: "If the Region contains Barbarians it can still be invaded for
    the Dignitas of military glory, but the Barbarians remain in place" (here a map where
    the Volsci are Neutral; the Alps are the rulebook's case, in Era VI)."""
    italia = B.tile("Italia")
    front = tuple(replace(r, neutral=True) if r.name == "Volsci" else r for r in italia.front)
    board = replace(B, tiles=tuple(replace(t, front=front) if t is italia else t for t in B.tiles))
    s = replace(at_era_start(), board=board)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(board, s)
    assert "standard Ann volsci" in [G.text(a) for a in G.legal_actions(s)]
    assert "without Barbarians" in str(refused(s, "standard Ann roma"))
    s = run(s, "standard Ann volsci", "combat legionary")
    s, events = act(s, "resolve")  # 7 + 1 against 2 Barbarians: won
    assert any("the Barbarians remain" in e.text for e in events)
    assert s.governor("Volsci") is None and s.step != "install"
    assert s.familia("Ann").dignitas == 5 + 2  # 1 Dignitas per defeated shield


def test_placing_a_bust_with_an_empty_reserve_takes_it_from_a_province_that_rebels() -> None:
    """II. eXec: "If you do not have a Bust in your Reserve when 'Placing', you can take a
    Bust from any Province you control & move it": the Province abandoned rebels and must
    be reconquered - one action, `stand PLAYER from PROVINCE`."""
    s = nominating(with_familia(at_era_start(), "Ann", reserve=0, stock=7))
    s = run(s, "nominate Ann samnium")
    assert s.step == "stand" and s.waiting[0] == "Ann"
    assert "stand Ann from etruria" in [G.text(a) for a in G.legal_actions(s)]
    assert "from etruria" in str(refused(s, "stand Ann"))  # the hint names the way
    s, events = act(s, "stand Ann from etruria")
    assert s.governor("Etruria") is None
    assert any("Etruria: it rebels and must be reconquered" in e.text for e in events)
    assert s.election is not None and "Ann" in s.election.candidates
    assert bust_count(s, "Ann") == B.busts


def test_placing_from_a_romanised_province_leaves_it_empty_and_first_to_be_nominated() -> None:
    """II. eXec: a Romanised Province abandoned is left empty until the next election,
    when it must be the first Province nominated."""
    s = replace(at_era_start(), romanised=("Italia",))
    s = replace(s, governors=(("Etruria", "Ann"), ("Italia", "Ann")))
    s = step(with_familia(s, "Ann", reserve=0, stock=6), "install", ("Ann",))
    s = replace(
        s,
        battles=(Battle("Gallia", ("Ann",), 1, result="won"),),
        current=0,
        tiles=(*s.tiles, "Gallia Cisalpina"),
        generals=(General("Ann", rome=2),),
    )
    s, events = act(s, "install Ann from italia")
    assert s.governor("Gallia") == "Ann" and s.governor("Italia") is None
    assert any("Italia: it is left empty, first to be nominated" in e.text for e in events)
    assert "Italia" in nominable(B, s) and "Etruria" not in nominable(B, s)


def test_list_of_components_an_empty_allied_supply_is_said_never_silent() -> None:
    """List of Components: 20 Allied Legions (a meeple marked V counts 5). Taxing for
    Allied Legions the supply no longer holds is refused; a supply short of the amount due
    gives what it has and says so."""
    s = playing(at_era_start(), Ann="exploit expand")
    s, _ = begin_tax(B, s)
    empty = replace(s, allied_supply=0)
    refusal = refused(empty, "tax Ann etruria allied-legion")
    assert "no Allied Legion left" in str(refusal) and "List of Components" in str(refusal)
    short = replace(empty, allied_supply=1)
    s = replace(short, governors=(("Samnium", "Ann"),))  # 3 Barbarians: 2 Allied Legions due
    text = said(s, "tax Ann samnium allied-legion")
    assert "taxes Samnium for 1 Allied Legion (the supply holds only 1 of the 2 due)" in text[0]


def test_list_of_components_rome_short_of_legions_says_so() -> None:
    """Sequence of Play: Era # Legions join the Legions of Rome - from a supply of 20; a
    short supply is said."""
    s = replace(at_era_start(), rome_supply=1, era=3)
    s, events = after_event(B, s)
    assert "the supply holds only 1 of the 3 due" in events[0].text


def test_lictors_own_input_checks_cite_themselves_not_a_borrowed_rulebook_heading() -> None:
    """Refusals that are lictor's checks of what was typed (nobody below zero, an unknown
    player, an empty Stock) say so, instead of citing Dealmaking, Primus Order or Adopting
    New Governors."""
    s = at_era_start()
    below = refused(s, "give Ann ben dignitas 9").violations[0]
    assert below.rule.section == "lictor's input check" and "cannot lose 9" in below.message
    unknown = G.check(s, Action("choose", "Zed", ("exec",)))[0]
    assert unknown.rule.section == "lictor's input check"
    s = playing(with_familia(at_era_start(), "Ann", stock=0, reserve=8), Ann="exploit expand")
    s, _ = begin_tax(B, replace(s, governors=(("Etruria", "Ann"), ("Samnium", "Ben"))))
    empty = refused(s, "tax Ann etruria bust").violations[0]
    assert empty.rule.section == "lictor's input check" and "no Bust left in Stock" in (
        empty.message
    )


def test_npc_exec_example_rufus_chooses_among_gallia_etruria_samnium_and_volsci() -> None:
    """The rulebook's NPC eXec example (Solo/2-Player Addendum): in Era II Rufus, Governor
    of the Volsci, can nominate Gallia (3 Barbarian shields), Etruria (2 Phalanx), Samnium
    (3 Barbarian) or the Volsci (2 Barbarian); "Gallia can be Romanised next turn, but
    Samnium currently cannot (Italy is not fully conquered)". The reconstructed tiles hold
    it: the Italia tile also holds Tarentum. Gallia is the Province "closest to being
    Romanised" (the same list's tie-break b): its tile needs only its other two regions
    governed (Romanisation exempts Sardinia alone), while Italy is not even conquered."""
    s = replace(at_era_start(era=2), tiles=("Italia", "Gallia Cisalpina"))
    s = govern(s, Volsci="Cy", Gallia="Ben")  # Ann: Etruria, Ben: Samnium and Gallia
    here = regions(B, s)
    shields = {n: dict(here[n].shields) for n in ("Gallia", "Etruria", "Samnium", "Volsci")}
    assert shields == {
        "Gallia": {"barbarian": 3},
        "Etruria": {"phalanx": 2},
        "Samnium": {"barbarian": 3},
        "Volsci": {"barbarian": 2},
    }
    assert sorted(nominable(B, s)) == ["Etruria", "Gallia", "Samnium", "Volsci"]
    assert romanisable(B, s, "Ben") == []  # Ligures and Veneti are not governed yet
    conquered = govern(s, Ligures="Ann", Veneti="Cy")  # this Era's eXpand: next turn
    assert romanisable(B, conquered, "Ben") == ["Gallia Cisalpina"]
    assert "Italia" not in romanisable(B, conquered, "Ben")  # Samnium: Italy not conquered


def test_rome_joins_the_province_of_italia_when_italy_is_romanised() -> None:
    """Rome: "When Italy is Romanised, Rome becomes part of the Province of Italia, but its
    emporium still remains neutral to all Romans"."""
    s = govern(at_era_start(), Volsci="Cy", Tarentum="Cy")
    roma = lambda s: next(  # noqa: E731
        r for t in G.status(s, None)["map"] for r in t["regions"] if r["name"] == "Roma"
    )
    assert roma(s)["governor"] is None
    s, _ = begin_exploit(B, playing(s, Ann="exploit expand"))
    s = run(s, "romanise Ann italia cy")
    assert roma(s)["governor"] == "Cy" and roma(s)["province"] == "Italia"
    assert governor_of(s, "Roma") == "Cy"
    assert friendly_emporia(B, s, "Ben") >= 1  # Rome's Emporium is still everyone's
    view = {"session": 1, "game": G.id, "over": False, "outcome": None, "winners": []}
    view |= {"waiting_on": [], "prompt": "", **G.status(s, None)}
    shown = "\n".join(G.describe(view))
    assert "Roma (no shields; emporium, neutral) [Cy] (part of Italia)" in shown


def with_reform(s: State, reform: str, who: str) -> State:
    row, names = next((r, n) for r, n in B.reform_rows if reform in n)
    s = replace(s, reforms=(*s.reforms, (row, names.index(reform) + 1, who)))
    return with_familia(s, who, reserve=s.familia(who).reserve - 1)


def campaign(s: State) -> State:
    """Ann alone plays eXpand and marches on the Volsci."""
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(B, s)
    return run(s, "standard Ann volsci")


def test_reform_clarifications_pilum_is_paid_before_the_combat_card() -> None:
    """Reform Clarifications: "Pilum & Professional Army: You must pay to use these Reforms
    before flipping a Combat Card on Campaign" - 1 Auctoritas to its enactor, its Strength
    added; after the card it is refused."""
    s = with_familia(with_reform(at_era_start(), "Pilum", "Cy"), "Ann", auctoritas=1)
    s = campaign(s)
    assert "reform Ann pilum" in [G.text(a) for a in G.legal_actions(s)]
    late = run(s, "combat legionary")
    assert "before the combat card" in str(refused(late, "reform Ann pilum"))
    s = run(s, "reform Ann pilum")
    assert s.battles[0].bonus == 1
    assert (s.familia("Ann").auctoritas, s.familia("Cy").auctoritas) == (0, 1)
    assert "this Era" in str(refused(s, "reform Ann pilum"))
    assert "reform PLAYER pilum" in str(refused(s, "use Ann pilum"))


def test_reform_clarifications_manipular_formation_waits_for_the_combat_card() -> None:
    """Reform Clarifications: "Manipular Formation: You can wait until you have seen the
    results of the Combat Card before using this Reform" - and not before it."""
    s = campaign(with_reform(at_era_start(), "Manipular Formation", "Ann"))
    assert "after the combat card" in str(refused(s, "reform Ann manipular-formation"))
    s = run(s, "combat legionary", "reform Ann manipular-formation")
    assert s.battles[0].bonus == 1 and s.familia("Ann").auctoritas == 0  # the enactor: free


def test_professional_army_buys_private_legions_kept_for_one_auctoritas() -> None:
    """Ending the Campaign: Legions bought with the Professional Army Reform are Private
    Legions, kept at the end of the Era by paying 1 Auctoritas (the player's choice)."""
    s = with_reform(at_era_start(), "Professional Army", "Ann")
    s = with_familia(s, "Ann", auctoritas=1)
    s = with_familia(s, "Ben", dignitas=9)  # no tie for the next Primus
    s = campaign(s)
    assert "buy 1 to 1 Legions" in str(refused(s, "reform Ann professional-army 2"))  # Era I
    s = run(s, "reform Ann professional-army 1")
    ann = s.general("Ann")
    assert ann is not None and (ann.private, ann.professional) == (1, 1)
    assert s.familia("Ann").dignitas == 4  # 1 Dignitas per Legion
    s = run(s, "combat phalanx", "resolve")  # 7 + 1 against 2 + 0: won, 1 casualty
    while s.step in ("losses", "install"):
        s = run(s, G.text(G.legal_actions(s)[0]))
    s = run(s, "standard Ann none")
    assert s.step == "retain" and s.waiting == ("Ann",)
    with pytest.raises(BadInput, match="takes nothing more"):
        act(s, "keep Ann please")
    kept = run(s, "keep Ann")
    ann_kept = kept.familia("Ann")
    assert (ann_kept.auctoritas, ann_kept.private, ann_kept.professional) == (0, 1, 1)
    released = run(s, "release Ann")
    assert released.familia("Ann").private == 0 and released.familia("Ann").professional == 0
    assert released.era == 2


def test_aedile_games_thumbs_up_wins_five_dignitas_and_the_refund() -> None:
    """Reform Clarifications: "Aedile: A thumbs-up result gives the Aedile 5 Dignitas & the
    Dignitas that they spent on the Games is refunded" (the games cost Era # Dignitas:
    reconstruction); used in the eXec phase only."""
    s = with_reform(at_era_start(), "Aedile", "Ann")
    s = playing(s, Ann="exec expand")
    assert "during the eXec phase" in str(refused(s, "reform Ann aedile up"))
    s, _ = begin_exec(B, s)
    up = run(s, "reform Ann aedile up")
    assert up.familia("Ann").dignitas == 5 + 5
    down = run(s, "reform Ann aedile down")
    assert down.familia("Ann").dignitas == 5 - 1


def test_reform_effects_are_reconstructed_and_overridable_in_the_pack() -> None:
    """The Reform Tablet is not legible in the rulebook: the effects are labelled a
    reconstruction in data.referee.reform_effects, and a user's pack replaces them."""
    assert B.effect("Pilum") is not None and B.effect("Pilum").source == "reconstruction"  # type: ignore[union-attr]
    mine = board_with(
        {
            "data": {
                "referee": {"reform_effects": {"Pilum": {"when": "before-combat", "strength": 2}}}
            }
        },
        "my.yaml",
    )
    s = with_familia(with_reform(at_era_start(), "Pilum", "Cy"), "Ann", auctoritas=1)
    s = campaign(replace(s, board=mine))
    s = run(s, "reform Ann pilum")
    assert s.battles[0].bonus == 2


def test_a_pack_s_reform_used_in_the_exec_must_be_the_games() -> None:
    """A Reform timed ``exec`` that adds Strength (or buys Legions) has no battle to go to:
    the pack is refused at ``new``, one line naming the field, not a crash when it is used."""
    pack = {"data": {"referee": {"reform_effects": {"Pilum": {"when": "exec", "strength": 2}}}}}
    with pytest.raises(BadInput) as got:
        board_with(pack, "my.yaml")
    said = str(got.value)
    assert "my.yaml: data.referee.reform_effects.Pilum.when" in said and "\n" not in said
    aedile = {"data": {"referee": {"reform_effects": {"Aedile": {"when": "exec", "games": 2}}}}}
    assert board_with(aedile, "my.yaml").effect("Aedile") is not None


def test_reform_clarifications_the_lex_hortensia_is_claimed_in_primus_order() -> None:
    """Reform Clarifications, Lex Hortensia: one Candidate per election, "decided in Primus
    Order": Ben cannot take it before Ann, ahead of him in Primus Order, has voted."""
    s = nominating()
    s = run(s, "nominate Ann samnium", "stand Ann", "pass Cy")  # Ben holds Samnium
    s = with_reform(s, "Lex Hortensia", "Cy")
    s = with_familia(with_familia(s, "Ann", auctoritas=1), "Ben", auctoritas=1)
    assert "Ann comes before Ben in Primus Order" in str(refused(s, "hortensia Ben"))
    s = run(s, "vote Ann ann", "hortensia Ben")
    assert s.election is not None and s.election.hortensia == "Ben"
