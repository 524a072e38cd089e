"""The NPC Senators' priority lists (Solo & 2-Player Addenda, NPC Action Summary), each rule
by name, with the reasons a table reads asserted beside the choice."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.common_npc import equal_choice, leader
from lictor.games.carta_imperia.rules.phases.elections import npc as elections
from lictor.games.carta_imperia.rules.phases.endgame import npc as endgame
from lictor.games.carta_imperia.rules.phases.exec import npc as exec_
from lictor.games.carta_imperia.rules.phases.exec.npc import Candidate, rank_nominations
from lictor.games.carta_imperia.rules.phases.exploit import npc as exploit
from lictor.games.carta_imperia.rules.phases.extort import npc as extort
from lictor.games.carta_imperia.rules.state import Action, Election, State, Suit
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

BOARD = GAMES["full"].board


def solo(seed: int = 3) -> State:
    return npc_setup("full", seed, 1, 2, False)  # Ann; Rufus and Cato the NPCs


def A(verb: str, player: str, *args: str) -> Action:
    return Action(verb, player, args)


# -- the Addenda's nomination example --------------------------------------------------
def example(gallia_prestige: int, samnium_prestige: int) -> list[Candidate]:
    return [
        Candidate("Gallia", 3, "barbarian", "Ann", gallia_prestige, 0),
        Candidate("Etruria", 2, "phalanx", "Cato", 9, 0),
        Candidate("Samnium", 3, "barbarian", "Ben", samnium_prestige, 1),
        Candidate("Volsci", 2, "barbarian", "Rufus", 5, 1),
    ]


def test_nomination_example_equal_rival_prestige_takes_gallia_romanisable_next_turn() -> None:
    left, why = rank_nominations("Rufus", example(6, 6))
    assert [c.name for c in left] == ["Gallia"]
    assert why == [
        "not Volsci, which it governs",
        "Etruria has fewer shields",
        "tied: Gallia and Samnium on 3 Barbarian shields",
        "Gallia can be Romanised next turn",
    ]


def test_nomination_example_takes_the_province_of_the_most_prestigious_rival() -> None:
    left, why = rank_nominations("Rufus", example(6, 8))
    assert [c.name for c in left] == ["Samnium"]
    assert why[-1] == "Samnium is governed by the rival with most Prestige"
    left, why = rank_nominations("Rufus", example(8, 6))
    assert [c.name for c in left] == ["Gallia"]
    assert why[-1] == "Gallia is governed by the rival with most Prestige"


def test_nomination_equal_shield_numbers_rank_legionary_auxilia_phalanx_barbarian() -> None:
    found = [
        Candidate("Veneti", 2, "auxilia", None, -1, 1),
        Candidate("Ligures", 2, "barbarian", None, -1, 1),
        Candidate("Tarentum", 2, "phalanx", None, -1, 1),
    ]
    left, why = rank_nominations("Rufus", found)
    assert [c.name for c in left] == ["Veneti"]
    assert why == ["Ligures, Tarentum: a lower shield kind"]


def test_nomination_ranks_a_romanised_provinces_legion_shields_first_on_equal_shields() -> None:
    """NPC eXec: equal shield numbers rank Legionary first; a Romanised Province's shields
    are Legion shields (the audit found them ranked below Barbarian)."""
    found = [
        Candidate("Tarentum", 2, "phalanx", None, -1, 1),
        Candidate("Sicilia", 2, "legion", None, -1, 1),
        Candidate("Ligures", 2, "barbarian", None, -1, 1),
    ]
    left, why = rank_nominations("Rufus", found)
    assert [c.name for c in left] == ["Sicilia"]
    assert why == ["Tarentum, Ligures: a lower shield kind"]


def test_nomination_on_the_table_never_names_a_province_it_governs() -> None:
    s = solo()  # Rufus governs the Volsci from his Start Card
    assert s.governor("Volsci") == "Rufus"
    d = exec_.nominate(
        BOARD, s, "Rufus", [A("nominate", "Rufus", "volsci"), A("nominate", "Rufus", "samnium")]
    )
    assert d is not None and d.action == "nominate Rufus samnium"
    assert d.because[0] == "the highest-value Province it does not govern (NPC eXec)"
    assert "not Volsci, which it governs" in d.because


# -- eXploit ------------------------------------------------------------------------------
TAXES = [A("tax", "Rufus", "volsci", k) for k in ("bust", "allied-legion", "auctoritas")]


def test_npc_taxes_for_a_bust_with_fewer_than_two_in_reserve() -> None:
    s = with_familia(solo(), "Rufus", reserve=1)
    d = exploit.tax(BOARD, s, "Rufus", [*TAXES, A("done", "Rufus")])
    assert d is not None and d.action == "tax Rufus volsci bust"
    assert d.because == (
        "it taxes its most lucrative Province, Volsci (2 Barbarian shields)",
        "fewer than 2 Busts in Reserve: a Bust (NPC eXploit)",
    )


def test_npc_taxes_for_legions_when_its_other_action_is_expand() -> None:
    s = with_familia(solo(), "Rufus", reserve=2, actions=("exploit", "expand"))
    d = exploit.tax(BOARD, s, "Rufus", TAXES)
    assert d is not None and d.action == "tax Rufus volsci allied-legion"
    assert d.because[-1] == "its other Action is eXpand: Legions (NPC eXploit)"


def test_npc_taxing_without_the_exploit_card_says_it_plays_expand_not_its_other_action() -> None:
    """Audit17 W3 and B8: a Senator taxing who holds eXec and eXpand has no "other" card;
    the reason says the card it plays, and with eXpand and eXtra-Legal both held it names
    eXpand every time (a fixed order, not a set's)."""
    s = with_familia(solo(), "Rufus", reserve=2, actions=("exec", "expand"))
    d = exploit.tax(BOARD, s, "Rufus", TAXES)
    assert d is not None and d.action == "tax Rufus volsci allied-legion"
    assert d.because[-1].startswith("it plays eXpand this Era: Legions (NPC eXploit")
    assert "reconstruction" in d.because[-1]
    both = with_familia(solo(), "Rufus", reserve=2, actions=("extra-legal", "expand"))
    d = exploit.tax(BOARD, both, "Rufus", TAXES)
    assert d is not None and d.because[-1].startswith("it plays eXpand this Era")


def test_npc_taxes_for_auctoritas_otherwise() -> None:
    s = with_familia(solo(), "Rufus", reserve=3, actions=("exploit", "exec"))
    d = exploit.tax(BOARD, s, "Rufus", TAXES)
    assert d is not None and d.action == "tax Rufus volsci auctoritas"
    assert d.because[-1] == "Auctoritas, as it can (NPC eXploit)"


def test_npc_taxes_the_most_lucrative_province_first() -> None:
    s = with_familia(solo(), "Rufus", reserve=3)
    offers = [A("tax", "Rufus", "volsci", "auctoritas"), A("tax", "Rufus", "samnium", "auctoritas")]
    d = exploit.tax(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "tax Rufus samnium auctoritas"
    assert "Samnium (3 Barbarian shields)" in d.because[0]


def test_npc_tax_reason_names_the_province_its_action_taxes() -> None:
    # audit: Etruria and Tarentum tied on 2 Phalanx shields, only Tarentum's tax gives the
    # Bust it wants: the reason names Tarentum, not the first of the tied Provinces
    s = with_familia(solo(), "Rufus", reserve=1, actions=("exploit", "exec"))
    offers = [
        A("tax", "Rufus", "etruria", "auctoritas"),
        A("tax", "Rufus", "tarentum", "auctoritas"),
        A("tax", "Rufus", "tarentum", "bust"),
    ]
    d = exploit.tax(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "tax Rufus tarentum bust"
    assert d.because == (
        "it taxes its most lucrative Province, Tarentum (2 Phalanx shields)",
        "fewer than 2 Busts in Reserve: a Bust (NPC eXploit)",
    )
    d = exploit.tax(BOARD, with_familia(s, "Rufus", reserve=3), "Rufus", offers)
    assert d is not None and d.action == "tax Rufus etruria auctoritas"
    assert d.because[0].startswith("it taxes its most lucrative Province, Etruria ")


# -- eXec ---------------------------------------------------------------------------------
EXEC = [A("adopt", "Rufus"), A("convert", "Rufus", "1"), A("enact", "Rufus", "military")]


def test_npc_exec_buys_a_bust_with_fewer_than_two_in_reserve() -> None:
    s = with_familia(solo(), "Rufus", reserve=1)
    d = exec_.exec_(BOARD, s, "Rufus", [*EXEC, A("done", "Rufus")])
    assert d is not None and d.action == "adopt Rufus"
    assert d.because == ("fewer than 2 Busts in Reserve: it buys 1 (NPC eXec)",)


def test_npc_exec_converts_dignitas_then_enacts_the_left_topmost_reform() -> None:
    s = with_familia(solo(), "Rufus", reserve=2)
    d = exec_.exec_(BOARD, s, "Rufus", EXEC[1:])
    assert d is not None and d.action == "convert Rufus 1"
    assert d.because == ("it converts Dignitas into Auctoritas (NPC eXec)",)
    s = replace(s, execs=(("Rufus", "convert"),), reforms=(("military", 1, "Ann"),))
    d = exec_.exec_(
        BOARD, s, "Rufus", [A("enact", "Rufus", "military"), A("enact", "Rufus", "political")]
    )
    assert d is not None and d.action == "enact Rufus political"
    assert "left-topmost available (political)" in d.because[0]
    # reaudit15 I1: the row is said in the language spoken, as the enactment's own line says it
    with use_lang("it"):
        d = exec_.exec_(BOARD, s, "Rufus", [A("enact", "Rufus", "political")])
    assert d is not None and "(politica)" in d.because[0] and "political" not in d.because[0]


# -- Elections ----------------------------------------------------------------------------
def election(s: State, province: str = "Samnium") -> State:
    return replace(s, election=Election(province, "Ann", None, ("Ann",)))


STAND = [A("stand", "Rufus"), A("pass", "Rufus")]


def test_npc_stands_with_a_spare_governor() -> None:
    s = election(with_familia(solo(), "Rufus", reserve=1, actions=("exec", "extort")))
    d = elections.stand(BOARD, s, "Rufus", STAND)
    assert d is not None and d.action == "stand Rufus"
    assert d.because == (
        "a spare Governor, and it has not played eXpand this Era (NPC eXec, Elections)",
    )
    s = election(with_familia(solo(), "Rufus", reserve=1, actions=("exec", "expand")))
    d = elections.stand(BOARD, s, "Rufus", STAND)
    assert d is not None and d.action == "stand Rufus"
    assert d.because[0].startswith("a spare Governor, and Samnium is worth as much")


def test_npc_does_not_stand_without_a_spare_governor() -> None:
    s = election(with_familia(solo(), "Rufus", reserve=0))
    d = elections.stand(BOARD, s, "Rufus", STAND)
    assert d is not None and d.action == "pass Rufus"
    assert d.because == ("no spare Governor to stand (NPC eXec, Elections)",)


def test_npc_does_not_stand_for_less_than_it_could_conquer_with_expand() -> None:
    s = with_familia(solo(), "Rufus", reserve=1, actions=("exec", "expand"), legions=9)
    d = elections.stand(BOARD, election(s, "Volsci"), "Rufus", STAND)
    assert d is not None and d.action == "pass Rufus"
    assert "which it could conquer, is worth more than Volsci" in d.because[0]


def test_npc_nominator_puts_its_bust_into_the_running_whatever_it_could_conquer() -> None:
    """NPC eXec: the NPC that nominates a Province "will put their Bust into the running";
    the worth-versus-conquest test is for the NPCs that did not nominate it (found by
    audit14npc: Cato paid for Tarentum's nomination, then passed)."""
    s = with_familia(solo(), "Rufus", reserve=1, actions=("exec", "expand"), legions=9)
    s = replace(s, election=Election("Volsci", "Rufus", None, ()))
    d = elections.stand(BOARD, s, "Rufus", STAND)
    assert d is not None and d.action == "stand Rufus"
    assert d.because == ("it nominated Volsci and puts its Bust into the running (NPC eXec)",)
    s = with_familia(s, "Rufus", reserve=0)  # with no spare Governor it cannot
    d = elections.stand(BOARD, s, "Rufus", STAND)
    assert d is not None and d.action == "pass Rufus"


def test_npc_not_standing_votes_for_the_npc_with_lowest_prestige() -> None:
    s = with_familia(with_familia(solo(), "Cato", dignitas=2), "Ann", dignitas=1)
    offers = [A("vote", "Rufus", x) for x in ("cato", "ann", "abstain")]
    d = elections.vote(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "vote Rufus cato"
    assert "the NPC with the lowest Prestige, Cato" in d.because[0]


def test_npc_votes_for_a_player_only_for_a_deal() -> None:
    offers = [A("vote", "Rufus", x) for x in ("ann", "abstain")]
    d = elections.vote(BOARD, solo(), "Rufus", offers)
    assert d is not None and d.action == "vote Rufus abstain"
    assert d.because == ("it votes for a Player only for a deal: abstains (NPC eXec, Elections)",)


def test_npc_standing_votes_for_itself() -> None:
    offers = [A("vote", "Rufus", x) for x in ("rufus", "ann")]
    d = elections.vote(BOARD, solo(), "Rufus", offers)
    assert d is not None and d.action == "vote Rufus rufus"


# -- eXtort -------------------------------------------------------------------------------
EXTORT = [
    A("pass", "Rufus"),
    A("ides", "Rufus"),
    A("impeach", "Rufus"),
    A("prosecute", "Rufus", "ann"),
    A("prosecute", "Rufus", "cato"),
]


def test_npc_primus_bewares_the_ides_when_an_npc_chose_extra_legal() -> None:
    s = replace(with_familia(solo(), "Cato", actions=("exec", "extra-legal")), primus="Rufus")
    s = replace(s, revealed=("exploit", "exec", "extort"))
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action == "ides Rufus"
    assert "eXtra-Legal was chosen this Era: Beware the Ides" in d.because[0]


def test_npc_primus_with_era_auctoritas_bewares_the_ides_when_a_rival_chose_extort() -> None:
    s = with_familia(solo(), "Rufus", auctoritas=1)
    s = replace(with_familia(s, "Ann", actions=("exec", "extort")), primus="Rufus")
    s = replace(s, revealed=("exploit", "exec", "extort"))
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action == "ides Rufus"
    assert "a rival chose eXtort" in d.because[0]


def test_npc_primus_heeds_the_soothsayers_of_a_face_down_extra_legal_and_names_no_one() -> None:
    """NPC eXtort: the Addenda let an NPC Primus heed a Player's eXtra-Legal card still face
    down ("the advice of soothsayers"); its reason names no player. A face-down eXpand card
    changes nothing."""
    base = replace(solo(), primus="Rufus", revealed=("exploit", "exec", "extort"))
    d = extort.extort(
        BOARD, with_familia(base, "Ann", actions=("exec", "extra-legal")), "Rufus", EXTORT
    )
    assert d is not None and d.action == "ides Rufus"
    assert d.because == (
        "Primus, and the soothsayers warn that eXtra-Legal was chosen this Era: "
        "Beware the Ides (NPC eXtort)",
    )
    d = extort.extort(BOARD, with_familia(base, "Ann", actions=("exec", "expand")), "Rufus", EXTORT)
    assert d is not None and d.action != "ides Rufus"


def test_changing_a_players_unrevealed_extort_card_does_not_change_the_npcs_ides() -> None:
    # a rule that reads rivals' eXtort cards sees only those turned over
    base = replace(with_familia(solo(), "Rufus", auctoritas=1), primus="Rufus", revealed=())
    picks = set()
    for cards in (("exec", "expand"), ("exec", "extort")):
        d = extort.extort(BOARD, with_familia(base, "Ann", actions=cards), "Rufus", EXTORT)
        assert d is not None
        picks.add((d.action, d.because))
    assert len(picks) == 1


def test_npc_impeaches_a_player_primus_with_era_auctoritas() -> None:
    s = replace(with_familia(solo(), "Ann", auctoritas=1), primus="Ann")
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action == "impeach Rufus"
    assert d.because[0].startswith("Ann, a Player, is Primus with Auctoritas at least Era #")


def test_npc_prosecutes_the_senator_with_most_dignitas() -> None:
    s = replace(with_familia(solo(), "Cato", dignitas=9), primus="Rufus")
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action == "prosecute Rufus cato"
    assert d.because == (
        "it Prosecutes the Senator with the most Dignitas it can target (9) (NPC eXtort)",
    )


def test_npc_votes_thumbs_down_on_an_impeachment() -> None:
    s = replace(solo(), suit=Suit("impeach", "Cato", "Ann"))
    d = extort.thumbs(BOARD, s, "Rufus", [A("thumb", "Rufus", "up"), A("thumb", "Rufus", "down")])
    assert d is not None and d.action == "thumb Rufus down"
    assert d.because == ("NPCs vote thumbs down on an Impeachment (NPC eXtort)",)


def test_npc_against_another_npc_draws_a_court_card_at_random() -> None:
    offers = [A("court", "Rufus", c) for c in ("evidence", "witness", "bribe")]
    d = extort.court(BOARD, solo(), "Rufus", offers)
    assert d is not None and d.action in {a.words() for a in offers}
    assert d.because == ("it draws a Court Card at random (NPC eXtort)",)
    assert extort.court(BOARD, solo(), "Rufus", offers) == d  # seeded: the same flip


# -- the last tie-break, and Game End -------------------------------------------------------
def test_leading_player_is_the_human_with_most_prestige() -> None:
    s = with_familia(with_familia(solo(), "Rufus", dignitas=30), "Ann", dignitas=3)
    assert leader(s) == "Ann"


def test_equal_choice_disadvantages_the_leading_player_most_then_a_thumb_flip() -> None:
    s = solo()
    hurt = A("mob", "Rufus", "ann")
    spare = A("mob", "Rufus", "cato")
    after = {hurt.words(): with_familia(s, "Ann", dignitas=1), spare.words(): s}
    d = equal_choice(BOARD, s, "Rufus", [spare, hurt], ["x"], lambda a: after[a.words()])
    assert d.action == "mob Rufus ann"
    assert d.because == (
        "x",
        "an equal choice disadvantages the leading Player most (NPC Action Summary): "
        "it leaves Ann least",
    )
    d = equal_choice(BOARD, s, "Rufus", [spare, hurt], [], lambda a: s)
    assert d.because[-1] == "still tied with 1 other option: a thumb flip chose it"


def test_npc_scores_no_legacy() -> None:
    offers = [A("legacy", "Rufus", n) for n in ("0", "2", "4")]
    d = endgame.legacy(BOARD, solo(), "Rufus", offers)
    assert d is not None and d.action == "legacy Rufus 0"


# -- eXpand -------------------------------------------------------------------------------
from lictor.games.carta_imperia.rules.phases.civil_war import npc as civil_war  # noqa: E402
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import Army, War  # noqa: E402
from lictor.games.carta_imperia.rules.phases.expand import npc as expand  # noqa: E402
from lictor.games.carta_imperia.rules.phases.extralegal import npc as extralegal  # noqa: E402
from lictor.games.carta_imperia.rules.state import Battle, General  # noqa: E402

STANDARDS = [A("standard", "Rufus", r) for r in ("none", "etruria", "samnium", "tarentum")]


def general(s: State, legions: int) -> State:
    return replace(s, generals=(General("Rufus", rome=legions),))


def test_npc_general_invades_the_highest_value_region_it_outnumbers() -> None:
    d = expand.standard(BOARD, general(solo(), 4), "Rufus", STANDARDS)
    assert d is not None and d.action == "standard Rufus samnium"  # 3 > 2 Phalanx regions
    assert d.because == (
        "the highest-value region its 4 Legions outnumber, not invaded yet: Samnium "
        "(Strength 3) (NPC eXpand)",
    )


def test_npc_general_ties_prefer_phalanx_over_barbarian() -> None:
    offers = [A("standard", "Rufus", r) for r in ("volsci", "etruria")]  # 2 Barbarian, 2 Phalanx
    d = expand.standard(BOARD, general(solo(), 3), "Rufus", offers)
    assert d is not None and d.action == "standard Rufus etruria"


def test_npc_general_joins_the_highest_value_invasion_when_it_outnumbers_nothing_fresh() -> None:
    s = replace(general(solo(), 1), battles=(Battle("Samnium", ("Cato",), 1),))
    d = expand.standard(BOARD, s, "Rufus", STANDARDS)
    assert d is not None and d.action == "standard Rufus samnium"
    assert d.because == (
        "it outnumbers no fresh region, and nobody asked it for support: it joins Cato, who has "
        "invaded the highest-value region so far, Samnium (3 Barbarian shields) (NPC eXpand, "
        "if the General cannot make a deal: a; reconstruction: shields, then the shield kind, "
        "then closest to Rome)",
    )


def test_npc_general_invades_the_weakest_it_can_equal_else_refuses() -> None:
    d = expand.standard(BOARD, general(solo(), 2), "Rufus", STANDARDS)
    assert d is not None and d.action in {"standard Rufus etruria", "standard Rufus tarentum"}
    assert "the weakest region it can at least equal" in d.because[0]
    d = expand.standard(BOARD, general(solo(), 1), "Rufus", STANDARDS)
    assert d is not None and d.action == "standard Rufus none"
    assert d.because == ("nothing it can achieve: it refuses to campaign (NPC eXpand)",)


# -- eXtra-Legal --------------------------------------------------------------------------
OUTLAW = [
    A("imperator", "Rufus"),
    A("mob", "Rufus", "ann"),
    A("mob", "Rufus", "cato"),
    A("rubicon", "Rufus"),
    A("assassinate", "Rufus"),
    A("refrain", "Rufus"),
]


def test_npc_primus_declares_himself_emperor() -> None:
    d = extralegal.extralegal(BOARD, replace(solo(), primus="Rufus"), "Rufus", OUTLAW)
    assert d is not None and d.action == "imperator Rufus"
    assert d.because == ("the Primus declares himself Emperor (NPC eXtra-Legal)",)


def test_npc_with_fewer_legions_than_the_emperor_assassinates_more_crosses_the_rubicon() -> None:
    s = replace(with_familia(solo(), "Ann", legions=5), primus="Ann", emperor="Ann")
    d = extralegal.extralegal(BOARD, with_familia(s, "Rufus", legions=2), "Rufus", OUTLAW)
    assert d is not None and d.action == "assassinate Rufus"
    assert "fewer Legions (2) than Emperor Ann (5): Assassinate" in d.because[0]
    d = extralegal.extralegal(BOARD, with_familia(s, "Rufus", legions=7), "Rufus", OUTLAW)
    assert d is not None and d.action == "rubicon Rufus"


def test_npc_mob_rule_on_the_senator_with_most_prestige_with_the_biggest_mob() -> None:
    s = replace(with_familia(solo(), "Cato", dignitas=20), primus="Ann")
    d = extralegal.extralegal(BOARD, s, "Rufus", OUTLAW)
    assert d is not None and d.action == "mob Rufus cato"
    assert "Mob Rule on the Senator with most Prestige, Cato" in d.because[0]
    d = extralegal.commit(BOARD, s, "Rufus", [A("commit", "Rufus", str(n)) for n in range(4)])
    assert d is not None and d.action == "commit Rufus 3"


def test_npc_joins_a_plot_with_fewer_legions_than_the_primus() -> None:
    s = replace(with_familia(solo(), "Ann", legions=4), primus="Ann")
    offers = [A("plot", "Rufus", "up"), A("plot", "Rufus", "down")]
    # the call to the plot is answered with a thumb: down joins it, up looks on
    d = extralegal.plot(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "plot Rufus down"
    assert d.because[0].endswith(": it joins (NPC eXtra-Legal)")
    s = with_familia(s, "Rufus", legions=6, actions=("expand", "extra-legal"))
    d = extralegal.plot(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "plot Rufus up"
    assert d.because == (
        "more Legions than the Primus, and its own eXtra-Legal: it does not join (NPC eXtra-Legal)",
    )
    d = extralegal.plot(BOARD, with_familia(s, "Rufus", actions=("expand",)), "Rufus", offers)
    assert d is not None and d.action == "plot Rufus down"


def test_npc_with_as_many_legions_as_the_primus_does_not_join_a_plot_of_itself() -> None:
    """NPC eXtra-Legal: it joins with fewer Legions than the Primus, or with more when it
    played no eXtra-Legal; with as many, neither holds (found by audit14npc: it joined,
    saying "more Legions")."""
    s = replace(with_familia(solo(), "Ann", legions=4), primus="Ann")
    s = with_familia(s, "Rufus", legions=4, private=0, actions=("expand", "exec"))
    offers = [A("plot", "Rufus", "up"), A("plot", "Rufus", "down")]
    d = extralegal.plot(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "plot Rufus up"
    assert d.because == (
        "as many Legions (4) as the Primus: neither fewer nor more, so it does not join "
        "(NPC eXtra-Legal)",
    )


# -- the Civil War ------------------------------------------------------------------------
def war(s: State, *armies: Army, faction: tuple[tuple[str, str], ...] = ()) -> State:
    names = tuple((a.name, a.name) for a in armies)
    return replace(s, war=War(armies=armies, faction=faction or names))


def test_npcs_ally_as_one_faction_against_the_primus() -> None:
    s = war(
        replace(solo(), primus="Ann"),
        Army("Ann", "Roma", rome=6),
        Army("Rufus", "Etruria", private=2),
        Army("Cato", "Samnium", private=4),
    )
    d = civil_war.side(BOARD, s, "Rufus", [A("side", "Rufus", "cato"), A("side", "Rufus", "ann")])
    assert d is not None and d.action == "side Rufus cato"
    assert d.because == (
        "NPCs ally as one Faction against the Primus, led by Cato (NPC Civil War)",
    )
    assert civil_war.side(BOARD, s, "Cato", [A("side", "Cato", "rufus")]) is None  # he leads


def test_players_decide_for_an_npc_of_their_faction() -> None:
    s = war(
        replace(solo(), primus="Cato"),
        Army("Ann", "Roma", rome=6),
        Army("Rufus", "Etruria", private=2),
        Army("Cato", "Samnium", private=4),
        faction=(("Ann", "Ann"), ("Rufus", "Ann"), ("Cato", "Cato")),
    )
    d = civil_war.move(BOARD, s, "Rufus", [A("fortify", "Rufus")])
    assert d is not None and d.action == ""  # not the NPC's: a Player answers for it


def test_independent_npc_engages_the_primus_it_outnumbers() -> None:
    s = war(
        replace(solo(), primus="Ann"),
        Army("Ann", "Etruria", rome=1),
        Army("Rufus", "Volsci", private=5),
    )
    offers = [A("fortify", "Rufus"), A("campaign", "Rufus", "etruria")]
    d = civil_war.move(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "campaign Rufus etruria"
    assert d.because[0].startswith("it outnumbers the Primus (5 to 1): engages him")


# -- Reforms ------------------------------------------------------------------------------
def test_npc_vetoes_only_when_its_candidate_comes_second_and_would_win_the_runoff() -> None:
    s = solo()
    e = Election("Samnium", "Ann", None, ("Ann", "Rufus", "Cato"))
    e = replace(e, votes=(("Ann", "Ann"), ("Rufus", "Rufus"), ("Cato", "Cato")), winner="Ann")
    s = with_familia(with_familia(s, "Ann", dignitas=9), "Rufus", dignitas=6)
    s = replace(with_familia(s, "Cato", dignitas=2), election=e)
    offers = [A("veto", "Rufus"), A("pass", "Rufus")]
    # Ann's 9 votes, cast again, could all go to Cato (2 + 9 = 11 against Rufus's 6)
    d = elections.veto(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "pass Rufus"
    assert d.because == (
        "its candidate comes second but could lose the runoff: 6 votes after the Lex "
        "Sacrata's price, against up to 11 once Ann's are cast again (NPC eXec, Reforms; "
        "reconstruction)",
    )
    two = replace(e, candidates=("Ann", "Rufus"), votes=(("Ann", "Ann"), ("Rufus", "Rufus")))
    d = elections.veto(BOARD, replace(s, election=two), "Rufus", offers)
    assert d is not None and d.action == "veto Rufus"  # Ann Vetoed, Rufus stands alone
    assert d.because[0].startswith("its candidate Rufus comes second and would win the runoff")
    d = elections.veto(BOARD, s, "Cato", [A("veto", "Cato"), A("pass", "Cato")])
    assert d is not None and d.action == "pass Cato"
    assert d.because == ("its candidate does not come second: no Veto (NPC eXec, Reforms)",)


def test_npc_uses_the_lex_hortensia_only_when_it_would_win_the_election() -> None:
    s = solo()
    e = Election("Samnium", "Ann", None, ("Ann", "Rufus"), votes=(("Ann", "Ann"),))
    s = with_familia(with_familia(s, "Ann", dignitas=5), "Rufus", dignitas=5)
    s = replace(s, election=e)  # 5 votes each: the Lex Hortensia's Era # (1) would win it
    assert s.familia("Ann").prestige == s.familia("Rufus").prestige == 5
    offers = [A("hortensia", "Rufus"), A("vote", "Rufus", "rufus")]
    d = elections.vote(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "hortensia Rufus"
    assert d.because == ("the Lex Hortensia's votes would win it the Election (NPC eXec, Reforms)",)
    far = with_familia(s, "Ann", dignitas=40)
    d = elections.vote(BOARD, far, "Rufus", offers)
    assert d is not None and d.action == "vote Rufus rufus"


# -- the entry point ----------------------------------------------------------------------
def test_npc_decision_entry_point_gives_the_words_act_takes() -> None:
    from lictor.games.carta_imperia.npc import npc_decision

    s = solo()  # Rufus is Primus: his direction of play
    assert s.step == "direction" and s.waiting == ("Rufus",)
    d = npc_decision(s, "Rufus")
    assert d.action in {"direction left", "direction right"} and d.because
    assert GAMES["full"].check(s, GAMES["full"].parse(s, d.action.split())) == []


# -- eXpand: asking for support; Elections: the Lex Sacrata's memory -------------------------
def generals(s: State, **legions: int) -> State:
    return replace(s, generals=tuple(General(n, rome=k) for n, k in legions.items()))


def test_npc_general_asks_the_lowest_prestige_uncommitted_general_for_support() -> None:
    # the Addenda's example: Rufus needs help to invade the Volsci (2 Barbarian shields)
    s = generals(with_familia(solo(), "Cato", dignitas=2), Rufus=1, Cato=2)
    offers = [A("standard", "Rufus", r) for r in ("none", "volsci")]
    d = expand.standard(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "standard Rufus volsci"
    assert d.because == (
        "with 1 Legion it outnumbers no fresh region alone: it invades Volsci (Strength 2) "
        "and asks Cato, the lowest-Prestige uncommitted General, whose 2 Legions would tip "
        "the balance (NPC eXpand, asking for support)",
    )
    # the asked General supports the invasion it was asked for
    s = replace(s, battles=(Battle("Volsci", ("Rufus",), 1),))
    offers = [A("standard", "Cato", r) for r in ("none", "etruria", "samnium", "volsci")]
    d = expand.standard(BOARD, s, "Cato", offers)
    assert d is not None and d.action == "standard Cato volsci"
    assert d.because == (
        "Rufus asked it for support against Volsci, which its 2 Legions tip, and it has no "
        "target of its own that would earn it more: it supports the invasion (NPC eXpand a, "
        "asking for support)",
    )


def test_npc_general_with_a_target_of_its_own_is_not_asked_for_support() -> None:
    s = generals(solo(), Rufus=1, Cato=4)  # Cato outnumbers Samnium alone
    d = expand.standard(BOARD, s, "Rufus", STANDARDS)
    assert d is not None and "asks" not in d.because[0]
    assert d.action == "standard Rufus none"


def test_independent_npc_invades_only_a_rival_province_it_outnumbers() -> None:
    s = replace(solo(), primus="Ann", governors=(("Etruria", "Ann"), ("Samnium", "Cato")))
    s = war(
        s,
        Army("Ann", "Roma", rome=6),
        Army("Rufus", "Volsci", private=3),
        Army("Cato", "Samnium", private=4),
    )
    offers = [A("fortify", "Rufus"), A("campaign", "Rufus", "etruria")]
    offers.append(A("campaign", "Rufus", "samnium"))
    d = civil_war.move(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "campaign Rufus etruria"  # Samnium: Cato's 4 stand
    assert d.because == (
        "it invades the most valuable rival Province it outnumbers, Etruria (3 against 1) "
        "(NPC Civil War)",
    )
    weak = replace(
        s,
        war=replace(
            s.war, armies=(*s.war.armies[:1], Army("Rufus", "Volsci", private=1), s.war.armies[2])
        ),
    )
    d = civil_war.move(BOARD, weak, "Rufus", offers)  # it outnumbers nothing: it fortifies
    assert d is not None and d.action == "fortify Rufus"


def physical_era_six(primus: str = "Rufus") -> State:
    """A --physical solo table in Era VI's eXtort: Ann's Action cards not all turned over yet
    (eXtra-Legal's turn comes later), so lictor cannot know whether one is eXtra-Legal."""
    s = npc_setup("full", 3, 1, 2, True)
    s = with_familia(s, "Ann", actions=())
    return replace(s, era=6, primus=primus, revealed=("exploit", "exec", "extort"))


def test_physical_npc_primus_asks_the_table_to_look_for_the_soothsayers() -> None:
    s = physical_era_six()
    d = extort.extort(BOARD, s, "Rufus", EXTORT)
    assert d is not None and d.action != "ides Rufus"  # it decides on what it can see
    assert d.because[-1] == (
        "at a `--physical` table lictor cannot see the Action cards still face down: if a "
        "Player's is eXtra-Legal, the soothsayers warn Rufus and it Bewares the Ides instead "
        "(NPC eXtort): the table, which can look, says `ides Rufus` (with `next "
        "--confirm-npc`, or `amend` this action)"
    )
    # the reason names no Player, and a virtual game (lictor knows the cards) says nothing
    assert "Ann" not in d.because[-1]
    d = extort.extort(BOARD, replace(s, physical=False), "Rufus", EXTORT)
    assert d is not None and not any("--physical" in why for why in d.because)
    # not the Primus, or eXtra-Legal already turned over: nothing to ask
    d = extort.extort(BOARD, physical_era_six("Cato"), "Rufus", EXTORT)
    assert d is not None and not any("--physical" in why for why in d.because)


def test_physical_soothsayers_question_is_said_in_italian() -> None:
    with use_lang("it"):
        d = extort.extort(BOARD, physical_era_six(), "Rufus", EXTORT)
    assert d is not None
    assert "`ides Rufus`" in d.because[-1] and "gli aruspici avvertono Rufus" in d.because[-1]


def test_npc_reasons_in_italian_name_regions_as_the_board_does_and_agree_in_number() -> None:
    """An Italian table reads "Sannio" and "3 scudi Barbari" in an NPC's reason, as its board
    and cards say them (found by audit14npc: "Samnium", "3 scudi Barbaro")."""
    from lictor.i18n import use_lang

    s = with_familia(solo(), "Rufus", reserve=1, actions=("exec", "expand"), legions=9)
    with use_lang("it"):
        d = elections.stand(BOARD, election(s, "Volsci"), "Rufus", STAND)
    assert d is not None and d.action == "pass Rufus"
    assert "scudi Barbari)" in d.because[0] and "Barbaro" not in d.because[0]
    assert d.because[0].startswith("Sannio (3 scudi Barbari), che potrebbe conquistare")


def test_npc_supports_another_npc_unless_its_own_target_earns_it_more_prestige() -> None:
    """NPC eXpand a: NPCs support other NPCs "if they do not have a viable alternative target
    that would earn them higher Prestige" - a target of its own is not enough (found by
    audit14npc: any viable target made Cato refuse). Cato alone takes Bruttium (1 shield);
    helping Rufus take Belgica (4 shields) earns him half its Dignitas, 2: he helps. Alone
    against Samnium (3 shields) he earns more than 2: he goes his own way."""
    regions = {r.name: r for t in BOARD.tiles for r in t.front}
    strength = {"Bruttium": 1, "Samnium": 1, "Belgica": 2}
    s = generals(solo(), Rufus=1, Cato=2)
    small, big = regions["Bruttium"], regions["Belgica"]
    found = expand.helper(s, "Rufus", [small, big], 1, lambda g: 2, lambda r: strength[r.name])
    assert found is not None and found[0] == "Cato" and "Belgica" in [r.name for r in found[2]]
    more = [regions["Samnium"], big]
    assert expand.helper(s, "Rufus", more, 1, lambda g: 2, lambda r: strength[r.name]) is None


def test_npc_expand_reasons_in_italian_name_regions_as_the_board_does() -> None:
    """An NPC General's Standard reason names the region as an Italian board does (found by
    reaudit15: "Samnium (Forza 3)" beside "Sannio" in the same log)."""
    s = generals(solo(), Rufus=9)
    offers = [A("standard", "Rufus", r) for r in ("none", "samnium")]
    with use_lang("it"):
        d = expand.standard(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "standard Rufus samnium"
    assert "Sannio" in d.because[0] and "Samnium" not in d.because[0]


def test_nomination_of_its_own_province_when_it_governs_every_one_it_may_nominate() -> None:
    """NPC eXec and Elections ("MUST Nominate a Province ... if one is available"): with
    only its own Provinces to nominate it still nominates, and says why, not a bare flip."""
    s = solo()
    assert s.governor("Volsci") == "Rufus"
    d = exec_.nominate(BOARD, s, "Rufus", [A("nominate", "Rufus", "volsci")])
    assert d is not None and d.action == "nominate Rufus volsci"
    assert d.because[0] == "it must nominate a Province (eXec)"
    assert d.because[1].startswith("it governs every Province it may nominate")
    assert "reconstruction" in d.because[1]


def test_nomination_of_its_own_puts_up_the_one_it_would_lose_least() -> None:
    found = [
        Candidate("Gallia", 3, "barbarian", "Rufus", 5, 0),
        Candidate("Etruria", 2, "phalanx", "Rufus", 5, 0),
        Candidate("Volsci", 2, "barbarian", "Rufus", 5, 1),
        Candidate("Samnium", 2, "barbarian", "Rufus", 5, 2),
    ]
    left, why = exec_.least_to_lose("Rufus", found)
    assert [c.name for c in left] == ["Samnium"]
    assert why[1:] == [
        "Gallia has more shields",
        "Etruria: a higher shield kind",
        "Samnium is farthest from being Romanised",
    ]
    assert exec_.least_to_lose("Cato", found) == ([], [])  # not his: the printed ranking reads them
