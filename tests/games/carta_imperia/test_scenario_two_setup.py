"""Scenario II: Fall of the Republic, Setup - the Busts placed in turn, the Dignitas their
shields bring, the conversions at the Emporia, the first Primus and the draft; each rule
by name, virtual and --physical, and seeded random setups keeping the invariants."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.checklists import checklist
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.phases.setup.steps import after_draft
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, regions, with_familia
from lictor.rules.game import apply_checked
from lictor.rules.replay import replay
from tests.games.carta_imperia.referee_kit import G, act, govern, new, refused, run, seats, step

SCEN2 = "Scenario II: Fall of the Republic, Setup"
TWO = "fall-of-the-republic"
B2 = load_board(scenario=TWO)
ITALY = ("Etruria", "Samnium", "Volsci", "Tarentum", "Gallia", "Ligures", "Veneti", "Bruttium")
NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")


def two(*names: str, seed: int = 1, physical: bool = False) -> State:
    return new(*(names or ("Ann", "Ben", "Cy")), seed=seed, physical=physical, scenario=TWO)


def placing(s: State, who: str = "Ann", placed: int = 0) -> State:
    """Ann (or ``who``) to place a Bust, the order Ann -> Ben -> Cy."""
    return step(s, "placement", (who,), setup_order=s.names, placed=placed)


def offered(s: State) -> list[str]:
    return [" ".join(a.words().split()[2:]) for a in G.legal_actions(s)]


def test_no_dignitas_no_start_cards_the_era_i_to_iv_map_and_era_v_next() -> None:
    """Scenario II, Setup 1-2: the map of every Era I-IV tile; no Dignitas and no Start
    Cards; the game starts in Era V and ends after Era VII."""
    s = two()
    assert s.tiles == tuple(t.name for t in B2.tiles if t.era <= 4) and len(s.tiles) == 5
    assert [(f.dignitas, f.start_card, f.stock, f.reserve) for f in s.players] == [
        (0, "", 6, 2)
    ] * 3
    assert (s.era, s.final_era, s.step) == (5, 7, "placement")


def test_the_player_order_is_drawn_at_random_seeded() -> None:
    """Scenario II, Setup 3: "Randomly determine Player Order" - a seeded draw, the same
    for the same seed."""
    orders = {two(*NAMES[:4], seed=seed).setup_order for seed in range(12)}
    assert len(orders) > 3 and all(sorted(o) == sorted(NAMES[:4]) for o in orders)
    s = two(*NAMES[:4], seed=5)
    assert s.waiting == s.setup_order[:1] and two(*NAMES[:4], seed=5).setup_order == s.setup_order


def test_a_physical_table_says_the_order_it_drew() -> None:
    s = two(physical=True)
    assert s.step == "setup-order"
    bad = refused(s, "player-order cy ann")
    assert "name every player once" in str(bad) and SCEN2 in str(bad)
    s = run(s, "player-order cy ann ben")
    assert (s.setup_order, s.waiting) == (("Cy", "Ann", "Ben"), ("Cy",))
    assert SCEN2 in str(refused(s, "place Cy tarentum"))  # the same rules at a real table
    assert "not-your-turn" in refused(s, "place Ann etruria").violations[0].code
    s = run(s, "place Cy etruria", "place Ann reform administrative")
    assert (s.governor("Etruria"), s.reforms, s.waiting) == (
        "Cy",
        (("administrative", 1, "Ann"),),
        ("Ben",),
    )


def test_a_governor_goes_next_to_rome_or_a_governed_province() -> None:
    """Scenario II, Setup 3: a Governor only on a region adjacent to Rome or to an
    already governed Province."""
    s = placing(two())
    assert offered(s)[:3] == ["etruria", "samnium", "volsci"]
    bad = refused(s, "place Ann tarentum")
    assert "borders neither Rome nor a governed Province" in str(bad) and SCEN2 in str(bad)
    s = run(s, "place Ann samnium")
    assert s.governor("Samnium") == "Ann" and s.familia("Ann").stock == 5
    assert s.waiting == ("Ben",) and s.placed == 1
    s = run(s, "place Ben tarentum")  # Samnium is governed now: Tarentum borders it
    assert s.governor("Tarentum") == "Ben"
    assert "is governed already" in str(refused(placing(s, "Cy", 2), "place Cy samnium"))


def test_overseas_only_once_all_of_italy_is_governed() -> None:
    """Scenario II, Setup 3: "It can only be placed 'overseas' if all of Italy is
    Governed" - Italy is the pack's setup_italy (reconstruction)."""
    assert B2.scenario.setup_italy == ITALY
    s = govern(two(), **{n: "Ben" if i % 2 else "Cy" for i, n in enumerate(ITALY[:-1])})
    s = placing(s)
    bad = refused(s, "place Ann sardinia")  # Tarentum's port reaches it, but Bruttium is empty
    assert "overseas" in str(bad) and "still empty: Bruttium" in str(bad) and SCEN2 in str(bad)
    assert offered(s)[0] == "bruttium" and "sardinia" not in offered(s)
    s = run(s, "place Ann bruttium")
    assert "sardinia" in offered(placing(s, "Ann", 1))


def test_overseas_only_the_lowest_status_region_that_can_be_reached() -> None:
    """Scenario II, Setup 3: overseas, only "the lowest Status available Region that can
    currently be reached" - Sardinia and Carthago Nova (2 shields) before Sicilia (3) and
    Carthago (3 shields and an Emporium)."""
    s = placing(govern(two(), **{n: "Ben" for n in ITALY}))
    assert sorted(offered(s)[:2]) == ["carthago-nova", "sardinia"]
    bad = refused(s, "place Ann sicilia")
    assert "Status 3" in str(bad) and "lowest-Status" in str(bad) and SCEN2 in str(bad)
    s = run(s, "place Ann sardinia")
    s = run(placing(s, "Cy", 1), "place Cy carthago-nova")
    # Carthago Nova reaches Hispania Citerior and the Lusitani by land: Citerior (2) next
    low = [w for w in offered(placing(s, "Ann", 2)) if not w.startswith(("romanise", "reform"))]
    assert low == ["hispania-citerior"]


def test_romanise_a_tile_fully_occupied_by_governors_sardinia_aside() -> None:
    """Scenario II, Setup 3: a Bust spent to Romanise a tile full of Governors, in the
    usual way (Sardinia need not be governed); displaced Governors go to Reserve with 1
    Auctoritas each. The Bust spent stays in Stock (reconstruction)."""
    s = placing(govern(two(), Etruria="Ben", Samnium="Ann", Volsci="Cy"))
    bad = refused(s, "place Ann romanise italia")
    assert "not fully occupied by Governors" in str(bad) and SCEN2 in str(bad)
    s = placing(govern(s, Tarentum="Cy"))
    assert "romanise italia ann" in offered(s) and "romanise italia cy" in offered(s)
    s = run(s, "place Ann romanise italia cy")
    assert "Italia" in s.romanised and s.placed == 1
    assert (s.governor("Italia"), s.governor("Etruria"), s.governor("Sardinia")) == (
        "Cy",
        "Ben",
        None,
    )
    ann, cy = s.familia("Ann"), s.familia("Cy")
    assert (ann.stock, ann.reserve, ann.auctoritas) == (5, 3, 1)  # spent, then displaced
    assert (cy.reserve, cy.auctoritas) == (3, 1)  # one of Cy's two Governors displaced
    assert all(bust_count(s, f.name) == 8 for f in s.players)


def test_romanise_in_the_usual_way_needs_a_region_of_the_tile_governed_by_the_placer() -> None:
    """Scenario II, Setup 3: Romanise "in the usual way" (I. eXploit, Romanisation: a fully
    conquered card containing a region you control): Ann, with no Governor on Italy's
    tile, may not Romanise it; Ben, who governs there, may."""
    s = placing(govern(two(), Etruria="Ben", Samnium="Cy", Volsci="Cy", Tarentum="Ben"))
    bad = str(refused(s, "place Ann romanise italia"))
    assert SCEN2 in bad and "I. eXploit, Romanisation" in bad
    assert "Ann governs no region of Italia" in bad
    assert not [w for w in offered(s) if w.startswith("romanise")]
    assert "romanise TILE KEEPER" not in G.agenda(s).prompt
    ben = placing(s, "Ben")
    assert "romanise italia ben" in offered(ben)
    ben = run(ben, "place Ben romanise italia")
    assert "Italia" in ben.romanised and ben.governor("Italia") == "Ben"


def test_romanise_next_says_the_romaniser_names_who_keeps_a_contested_province() -> None:
    """I. eXploit, Romanisation: the Romaniser decides who governs a Province where
    Governors meet - `next` says he may name the keeper, and whom it keeps if he does not;
    the offers list each keeper, the default first."""
    s = placing(govern(two(), Etruria="Ben", Samnium="Ann", Volsci="Cy", Tarentum="Cy"))
    prompt = G.agenda(s).prompt
    assert "place Ann romanise TILE KEEPER" in prompt
    assert "Italia: Ann or Cy, Ann if none is named" in prompt
    keepers = [w for w in offered(s) if w.startswith("romanise italia")]
    assert keepers == ["romanise italia ann", "romanise italia cy"]


def test_enact_a_reform_on_the_next_slot_never_a_two_auctoritas_one() -> None:
    """Scenario II, Setup 3: a Bust on the next Reform slot; "No-one can enact a 2
    Auctoritas Reform" (the costs are the pack's: 1, 2, 3, 4)."""
    s = run(placing(two()), "place Ann reform military")
    assert s.reforms == (("military", 1, "Ann"),) and s.familia("Ann").stock == 5
    assert s.familia("Ann").auctoritas == 0  # the Bust is the price: nobody has Auctoritas
    assert "reform military" not in offered(s)
    bad = refused(s, "place Ben reform military")
    assert "Manipular Formation costs 2 Auctoritas" in str(bad) and SCEN2 in str(bad)


def test_twelve_busts_are_placed_then_the_dignitas() -> None:
    """Scenario II, Setup 3: turns go round the Player Order until 12 Busts are placed."""
    s = two(*NAMES[:5], seed=3)
    turns = []
    while s.step == "placement":
        turns.append(s.waiting[0])
        s, _ = act(s, G.legal_actions(s)[0].words())
    assert len(turns) == 12 and s.placed == 12
    order = two(*NAMES[:5], seed=3).setup_order
    assert turns == [order[i % 5] for i in range(12)]
    on_map = len(s.governors) + len(s.reforms)
    assert on_map == 12 and sum(8 - f.stock - 2 for f in s.players) == 12


def test_one_dignitas_per_shield_governed_five_with_none() -> None:
    """Scenario II, Setup 3: "1 Dignitas per shield on their Provinces. If you have no
    Governors, take 5 Dignitas"."""
    s = govern(two(), Etruria="Ann", Samnium="Ann", Volsci="Ben")
    s = run(placing(s, "Ben", 11), "place Ben reform political")
    assert s.step == "setup-convert"
    assert [f.dignitas for f in s.players] == [2 + 3, 2, 5]


def test_up_to_three_conversions_at_the_friendly_emporia() -> None:
    """Scenario II, Setup 3: Dignitas into Auctoritas at the available Emporia up to 3
    times - each time 1 per friendly Emporium (Rome and Massilia are everyone's; Tarentum
    its Governor's); the player chooses how many, the most offered first."""
    s = govern(two(), Etruria="Ann", Samnium="Ann", Tarentum="Ann", Volsci="Ben")
    s = run(placing(s, "Ben", 11), "place Ben reform political")
    assert offered(s)[0] == "7"  # 7 Dignitas (2+3+2), 3 Emporia x 3 = 9: all 7
    assert next(a.words() for a in G.legal_actions(s) if a.player == "Ben") == "exchange Ben 2"
    s = with_familia(s, "Cy", dignitas=9)
    bad = refused(s, "exchange Cy 7")  # 2 Emporia (Rome, Massilia), 3 times: at most 6
    assert "may convert 0 to 6 Dignitas" in str(bad) and SCEN2 in str(bad)
    s = run(s, "exchange Cy 6", "exchange Ann 4", "exchange Ben 0")
    assert [(f.dignitas, f.auctoritas) for f in s.players] == [(3, 4), (2, 0), (3, 6)]
    assert s.step == "draft"


def test_primus_ties_go_to_the_governor_of_italia_then_of_carthage() -> None:
    """Scenario II, Setup: "Break Primus ties in favour of the Governor of 1) Italia, 2)
    Carthage/Africa Proconsularis"."""
    s = two()
    s = govern(s, Carthago="Ben", Italia="Cy")
    s = after_draft(B2, s)[0]
    assert s.primus == "Cy"
    s = after_draft(B2, govern(two(), Carthago="Ben"))[0]
    assert s.primus == "Ben"
    s = after_draft(B2, govern(two(), Africa_Proconsularis="Ann"))[0]
    assert s.primus == "Ann"


def test_primus_at_random_when_nobody_governs_them() -> None:
    """Scenario II, Setup: "Allocate it randomly if no-one Governs these" - a seeded draw
    in a virtual game, the table's draw at a --physical table."""
    chosen = {after_draft(B2, two(seed=seed))[0].primus for seed in range(10)}
    assert chosen == {"Ann", "Ben", "Cy"}
    assert after_draft(B2, two(seed=4))[0].primus == after_draft(B2, two(seed=4))[0].primus
    s, said = after_draft(B2, two(physical=True))
    assert (s.step, s.waiting) == ("primus", ("Ann", "Ben", "Cy"))
    assert "draw the Primus at random" in said[0].text and said[0].section == SCEN2
    assert run(s, "primus Ben").primus == "Ben"


def test_two_legacies_and_a_draft_of_four_era_v_to_vii_events() -> None:
    """Scenario II, Setup: 2 Legacy cards each; the Era II-IV Draft Events removed, 4
    dealt to each player for the Events Draft."""
    s = govern(two(), Etruria="Ann")
    s = run(placing(s, "Ben", 11), "place Ben reform military")
    s = run(s, *(f"exchange {n} 0" for n in s.waiting))
    eras = {c.id: c.era for c in B2.draft}
    assert s.step == "draft" and all(len(f.hand) == 4 for f in s.players)
    assert all(eras[c] in (0, 5, 6, 7) for f in s.players for c in f.hand)
    assert any(eras[c] >= 5 for f in s.players for c in f.hand)
    assert all(len(f.legacies) == 2 for f in s.players)


def invariants(s: State) -> None:
    for f in s.players:
        assert bust_count(s, f.name) == 8, f"{f.name}'s Busts are not 8 at {s.step}"
        for field in ("dignitas", "auctoritas", "stock", "reserve", "legions", "private"):
            assert getattr(f, field) >= 0, f"{f.name} has negative {field} at {s.step}"
    here = regions(B2, s)
    assert all(p in here and not here[p].neutral for p, _ in s.governors)
    assert s.placed <= 12


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("physical", [False, True])
def test_random_scenario_ii_setups_reach_the_first_era_and_replay(
    players: int, physical: bool
) -> None:
    """Seeded random answers from `new` to Era V's secret choice of Actions: 8 Busts per
    Familia, never a negative holding, 12 Busts placed; the log replays to the state."""
    for seed in range(3):
        rng = random.Random(seed * 10 + players)
        s = two(*NAMES[:players], seed=seed, physical=physical)
        log = []
        while s.step not in ("choose", "turn"):  # a --physical table's cards laid face down
            invariants(s)
            legal = G.legal_actions(s)
            assert legal, f"nothing legal at {s.step}"
            a = rng.choice(legal)
            log.append(a.words())
            s, _ = apply_checked(G, s, a)
        invariants(s)
        assert s.placed == 12 and s.era == 5 and s.primus
        assert "Macedonia & Graecia" in s.tiles  # Era V's tiles were laid
        again, _ = replay(G, seats(*NAMES[:players]), seed, physical, log, {"scenario": TWO})
        assert again == s


def test_the_cli_referees_scenario_ii_and_the_full_game(tmp_path: Path) -> None:
    for scenario, first in [(TWO, "places a Bust from Stock"), ("full", "Events Draft")]:
        db = str(tmp_path / f"{scenario}.sqlite")
        for challenging in (["--challenging"], []):
            out = CliRunner().invoke(
                main,
                ["referee", "--db", db, "new", "carta-imperia", "--players", "Ann,Ben,Cy",
                 "--scenario", scenario, *challenging],
            )  # fmt: skip
            assert out.exit_code == 0, out.output
        nxt = CliRunner().invoke(main, ["referee", "--db", db, "next"])
        assert first in nxt.output, nxt.output


def test_new_says_the_order_drawn_or_the_scenarios_own_checklist(tmp_path: Path) -> None:
    """A virtual Scenario II game shows the Player Order lictor drew; a --physical table
    gets Scenario II's checklist (no Dignitas, no Start Cards, the Era I-IV map), and the
    Full Game's its own (7 Draft Events, Action card V aside)."""

    def new_cli(name: str, *more: str) -> str:
        db = str(tmp_path / f"{name}.sqlite")
        args = ["referee", "--db", db, "new", "carta-imperia", "--players", "Ann,Ben,Cy"]
        out = CliRunner().invoke(main, [*args, *more])
        assert out.exit_code == 0, out.output
        return out.output

    virtual = new_cli("v", "--scenario", TWO, "--seed", "5")
    order = " -> ".join(two(seed=5).setup_order)
    assert f"Player Order for placing Busts (drawn at random): {order}" in virtual
    table = new_cli("p", "--scenario", TWO, "--physical")
    assert "no Dignitas" in table and "no Start Cards" in table and "every Era I-IV tile" in table
    assert f"[{SCEN2}]" in table and "Scenario I:" not in table
    full = new_cli("f", "--scenario", "full", "--physical")
    assert "7 Draft Events" in full and "eXtra-Legal) stays aside" in full


def _to_choice(s: State, seed: int) -> State:
    rng = random.Random(seed)
    while s.step != "choose":
        s, _ = apply_checked(G, s, rng.choice(G.legal_actions(s)))
    return s


def test_the_challenging_game_in_scenario_ii_plays_two_era_v_events() -> None:
    """Challenging Game: two Historical Events matching the Era (or the one before) - in
    Scenario II's Era V the deck holds only Era V-VII and Any cards, so two of Era V."""
    s = _to_choice(new("Ann", "Ben", "Cy", seed=2, scenario=TWO, challenging=True), 2)
    eras = {c.id: c.era for c in B2.historical}
    assert s.challenging and [eras[c] for c in s.events] == [5, 5]
    plain = _to_choice(two(seed=2), 2)
    assert [eras[c] for c in plain.events] == [5]


def test_the_full_game_reaches_era_i_with_its_legions_and_no_setup_busts() -> None:
    """Full Game Setup: Start Cards and the 7-card draft, then Era I: its one Legion joins
    the Legions of Rome, and play goes on to the secret choice of Actions."""
    s = _to_choice(new("Ann", "Ben", "Cy", "Dee", seed=4, scenario="full"), 4)
    assert (s.era, s.final_era, s.rome_card, s.placed) == (1, 7, 7, 0)
    assert all(f.draft_count == 7 and f.start_card for f in s.players)


def test_the_checklist_cites_the_draft_events_filter_and_labels_the_historical_one() -> None:
    """Scenario II: Fall of the Republic, Setup removes the Era II-IV Draft Events; it says
    nothing of the Historical Events deck, so the table's checklist calls lictor's Era
    V-VII filter of it a reconstruction, not the rulebook's."""
    lines = checklist({"scenario": TWO, "familiae": {"Ann": {"colour": "red"}}})
    decks = next(line for line in lines if "Decks:" in line)
    draft, _, historical = decks.partition(f"[{SCEN2}]")
    assert "Era II-IV cards out of the Draft Events" in draft
    assert "Historical Events" not in draft
    assert "Historical Events too (lictor's reconstruction" in historical


def test_the_first_primus_won_on_a_prestige_tie_is_said_with_its_rule() -> None:
    """Scenario II, Setup: a tie broken in favour of the Governor of Italia is said as a
    tie, with the Province and the scenario's section, not as plain "the first Primus"."""
    s, said = after_draft(B2, govern(two(), Carthago="Ben", Italia="Cy"))
    assert s.primus == "Cy"
    line = said[-1]
    assert line.text.startswith(
        "Cy is Primus inter Pares (the first Primus: Ann, Ben and Cy tie on Prestige, and "
        "the tie goes to the Governor of Italia)"
    )
    assert line.section == SCEN2
    from lictor.i18n import use_lang

    with use_lang("it"):
        (it,) = after_draft(B2, govern(two(), Carthago="Ben", Italia="Cy"))[1][-1:]
    assert "Ann, Ben e Cy" in it.text and "Italia" in it.text and "Primus" in it.text
