"""V. eXtra-Legal (Era VI onwards) in the Carta Imperia referee: the card in the secret
choice, the phase after eXpand, Imperator and the Emperor, Mob Rule, Cross the Rubicon,
Assassinate with the Beware the Ides deck, and the Emperor's +5/+5 in the final score.

States are built from Scenario I's kit moved to Era VI of the Full Game's board
(``dataclasses.replace``), Scenario II and the Full Game's setups being another piece."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.phases.civil_war import phase as civil_war_phase
from lictor.games.carta_imperia.rules.phases.era.steps import start_era
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
from lictor.games.carta_imperia.rules.phases.extralegal.steps import begin_extralegal
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    bust_count,
    regions,
    set_governor,
    with_familia,
)
from tests.games.carta_imperia.invariants import check
from tests.games.carta_imperia.referee_kit import (
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

WAR_STEPS = set(civil_war_phase.PHASE.steps)  # a Rubicon crossed: the Civil War
XL_STEPS = {"extralegal", "mob", "mob-cards", "mob-flip", "forfeit", "plot", "ides-card",
            "conspire", "flips", "pay"}  # fmt: skip


def board(s: State) -> Board:
    assert s.board is not None
    return s.board


def era6(*names: str, physical: bool = True, era: int = 6, seed: int = 3) -> State:
    """Ann (Primus, Etruria, 6 Dignitas), Ben (Samnium, 5), Cy (4): the Full Game's board,
    at the secret choice of Era VI (a virtual game draws a shuffled Early Republic deck)."""
    s = at_era_start(*names, era=era, scenario="full", physical=physical)
    for i, f in enumerate(s.players):  # no tie for the next Primus: 6, 5, 4 ... Dignitas
        s = with_familia(s, f.name, dignitas=6 - i)
    if not physical:
        s = replace(s, physical=False, combat=s.combat.shuffled(seed), seed=seed)
    return s


def extralegal(s: State | None = None, **cards: str) -> State:
    """Everyone played the eXtra-Legal card (with eXtort) unless told otherwise; eXpand is
    over: the phase begins."""
    s = s or era6()
    names = {f.name: cards.get(f.name, "extort extra-legal") for f in s.players}
    s, _ = begin_extralegal(board(s), playing(s, **names))
    return s


def holdings(s: State) -> list[tuple[int, int, int, int]]:
    return [(f.dignitas, f.auctoritas, f.reserve, f.stock) for f in s.players]


# -- the card -----------------------------------------------------------------------------


def test_the_extra_legal_card_joins_the_secret_choice_only_from_era_vi() -> None:
    """V. eXtra-Legal: in Era VI the Mules of Marius give each player the eXtra-Legal
    Action (the scenario's data: extra_legal_era); before, choosing it is refused."""
    s = era6(era=5, physical=False)
    refusal = refused(s, "choose Ann extra-legal exec")
    assert refusal.violations[0].rule.section == "V. eXtra-Legal"
    assert "Era 6" in str(refusal) and "this is Era 5" in str(refusal)
    assert not any("extra-legal" in a.args for a in G.legal_actions(s))
    scenario_i = at_era_start(era=4, physical=False)  # Scenario I never plays it
    assert refused(scenario_i, "choose Ann extra-legal exec").violations[0].code == "not-yet"
    s = run(era6(physical=False), "choose Ann extra-legal exec")
    assert s.familia("Ann").actions == ("exec", "extra-legal")
    assert any("extra-legal" in a.args for a in G.legal_actions(s))


def test_with_five_players_the_extra_legal_card_is_the_one_card_chosen() -> None:
    """Action Cards: 5-6 players choose 1 card each, the eXtra-Legal one included."""
    s = era6("Ann", "Ben", "Cy", "Dee", "Eve", physical=False)
    s = run(s, "choose Ann extra-legal")
    assert s.familia("Ann").actions == ("extra-legal",)
    assert refused(s, "choose Ben extra-legal exec").violations[0].code == "card-count"


def test_the_extra_legal_phase_follows_expand_in_primus_order() -> None:
    """Order of Actions: eXpand, then eXtra-Legal (Era VI & VII), card players in Primus
    Order (here played to the right: Ann, Cy, Ben); with no card played the Era ends."""
    s = replace(era6(), direction="right")
    s = playing(s, Ann="exec extra-legal", Ben="extort extra-legal", Cy="exec extra-legal")
    s, events = begin_expand(board(s), s)  # nobody played eXpand: no campaign
    assert s.step == "extralegal" and s.waiting == ("Ann", "Cy", "Ben")
    assert any("eXtra-Legal, in Primus Order: Ann, Cy, Ben" in e.text for e in events)
    assert refused(s, "refrain Ben").violations[0].code == "not-your-turn"
    s = run(s, "refrain Ann", "refrain Cy", "refrain Ben")
    assert s.step == "direction" and s.era == 7
    quiet = playing(era6(), Ann="exec expand", Ben="extort exec", Cy="exec exploit")
    quiet, _ = begin_extralegal(board(quiet), quiet)
    assert quiet.step == "direction" and quiet.era == 7


# -- Imperator ----------------------------------------------------------------------------


def test_imperator_only_the_primus_who_played_it_becomes_emperor() -> None:
    """Imperator: the Primus playing the card himself; nobody else."""
    s = extralegal(Ann="extort exec")  # Ann, the Primus, did not play it
    assert s.waiting == ("Ben", "Cy")
    refusal = refused(s, "imperator Ben")
    assert refusal.violations[0].rule.title == "Imperator"
    assert "only the Primus (Ann)" in str(refusal)
    s = extralegal()
    s = run(s, "imperator Ann")
    assert s.emperor == "Ann" and s.waiting == ("Ben", "Cy")
    assert G.status(s, None)["emperor"] == "Ann"
    view = G.board_view(s)
    assert view is not None and view.row["board"]["emperor"] is True  # the tile's other side


def test_the_emperor_stays_primus_whatever_his_prestige() -> None:
    """Imperator: from then on the Emperor remains Primus with less Prestige than others."""
    s = run(extralegal(), "imperator Ann", "refrain Ben")
    s = with_familia(s, "Ben", dignitas=20)
    s = run(s, "refrain Cy")
    assert s.era == 7 and s.primus == "Ann" and s.emperor == "Ann"
    without = with_familia(run(extralegal(), "refrain Ann", "refrain Ben"), "Ben", dignitas=20)
    assert run(without, "refrain Cy").primus == "Ben"


# -- Mob Rule -----------------------------------------------------------------------------


def test_mob_rule_mobs_are_committed_in_secret_up_to_era_and_holdings() -> None:
    """Mob Rule: both sides secretly commit Dignitas, at most the Era #; never more than
    they hold; the attacker's Mob at least 1. The log and the status show who answered,
    never how much, before the reveal."""
    s = run(extralegal(era6(physical=False)), "refrain Ann", "mob Ben cy")
    assert s.step == "mob" and s.waiting == ("Ben", "Cy")
    assert refused(s, "commit Ben 0").violations[0].code == "mob-size"
    rich = with_familia(s, "Ben", dignitas=9)
    assert "0 to 6" not in str(refused(rich, "commit Ben 7"))
    assert "1 to 6" in str(refused(rich, "commit Ben 7"))  # Era VI: at most 6
    assert "1 to 5" in str(refused(s, "commit Ben 6"))  # Ben holds 5 Dignitas
    s, events = act(s, "commit Ben 3")
    assert [e.text for e in events] == ["Ben has committed a Mob"]
    log = ["refrain Ann", "mob Ben cy", "commit Ben 3"]
    assert G.public_log(s, log)[-1] == "commit Ben ?"
    assert G.masked_log(s, log, ("blue", "Ben"))[-1] == "commit Ben 3"
    view = G.status(s, "Cy")["extra_legal"]
    assert view["answered"] == ["Ben"] and "3" not in str(view)
    assert G.agenda(s).secret and G.agenda(s).secret_words == "commit Cy"
    s = run(s, "commit Cy 0")  # the defender may commit nothing: revealed, the cards drawn
    assert G.public_log(s, [*log, "commit Cy 0"])[-2:] == ["commit Ben 3", "commit Cy 0"]
    assert s.step == "extralegal" and len(s.combat.discards) == 3


def mob_fight(ben: int, cy: int, cards: str, **holding: int) -> State:
    """A --physical Mob Rule: Ben (attacker) against Cy, the cards entered by the table."""
    s = run(extralegal(), "refrain Ann")
    for name, auctoritas in holding.items():
        s = with_familia(s, name, auctoritas=auctoritas)
    return run(s, "mob Ben cy", f"commit Ben {ben}", f"commit Cy {cy}", f"drawn {cards}")


def test_mob_rule_barbarians_cost_the_defender_and_phalanxes_the_attacker() -> None:
    """Mob Rule: the attacker draws one Early Republic card per Dignitas in his Mob;
    each Barbarian shield costs the defender 1 Dignitas, each Phalanx the attacker."""
    s = run(extralegal(), "refrain Ann", "mob Ben cy", "commit Ben 3", "commit Cy 2")
    assert s.step == "mob-cards"
    assert refused(s, "drawn legionary").violations[0].code == "card-count"
    text = said(s, "drawn barbarian-horde phalanx auxilia")
    assert "Defender loses 2 Dignitas and 0 Auctoritas" in text
    assert "Attacker loses 1 Dignitas and 0 Auctoritas" in text
    s = run(s, "drawn barbarian-horde phalanx auxilia")
    assert (s.familia("Ben").dignitas, s.familia("Cy").dignitas) == (4, 2)
    assert s.step == "extralegal" and s.waiting == ("Cy",)
    assert s.combat.discards[-3:] == ("barbarian-horde", "phalanx", "auxilia")


def test_mob_rule_a_legionary_costs_the_smaller_mob_auctoritas_the_attacker_wins_ties() -> None:
    """Mob Rule: a Legionary shield costs the Mob with the least Strength 1 Auctoritas
    (the attacker wins ties); whoever loses Auctoritas flips a thumb - thumbs up, no Bust."""
    s = mob_fight(2, 2, "legionary auxilia", Ben=2, Cy=2)  # a tie: the defender loses
    assert (s.familia("Ben").auctoritas, s.familia("Cy").auctoritas) == (2, 1)
    assert s.step == "mob-flip" and s.waiting == ("Cy",)
    assert refused(s, "flips Cy up down").violations[0].code == "thumbs"
    s = run(s, "flips Cy up")
    assert s.step == "extralegal" and s.familia("Cy").reserve == 2
    s = mob_fight(1, 3, "legionary", Ben=2, Cy=2)  # the attacker's Mob is smaller
    assert (s.familia("Ben").auctoritas, s.familia("Cy").auctoritas) == (1, 2)
    assert s.waiting == ("Ben",)


def test_mob_rule_losses_beyond_the_mob_come_from_auctoritas_excess_void_thumb_down_bust() -> None:
    """Mob Rule: losses beyond the Mob's Dignitas are taken in Auctoritas; any excess is
    void; thumbs down loses a Bust, the player choosing which (the Reserve offered first)."""
    s = govern(extralegal(), Etruria="Cy")
    s = with_familia(s, "Cy", auctoritas=1)
    s = run(s, "refrain Ann", "mob Ben cy", "commit Ben 4", "commit Cy 1")
    s = run(s, "drawn barbarian-horde barbarian-warband barbarian-warband auxilia")
    # 4 Barbarian shields against a Mob of 1: 1 Dignitas, 1 Auctoritas (all Cy has), 2 void
    assert (s.familia("Cy").dignitas, s.familia("Cy").auctoritas) == (3, 0)
    assert s.step == "mob-flip"
    s = run(s, "flips Cy down")
    assert s.step == "forfeit" and s.waiting == ("Cy",)
    agenda = G.agenda(s)
    assert agenda.options[0] == "forfeit Cy reserve" and "forfeit Cy etruria" in agenda.options
    assert refused(s, "forfeit Cy samnium").violations[0].rule.section == "V. eXtra-Legal"
    s = run(s, "forfeit Cy etruria")
    assert s.governor("Etruria") is None and s.familia("Cy").stock == 6
    assert bust_count(s, "Cy") == 8 and s.step == "extralegal"


def test_mob_rule_virtual_draws_the_seeded_early_republic_deck_and_flips_itself() -> None:
    """Chance in a virtual game: the Early Republic deck shuffled from the seed, the same
    cards for the same seed; the thumbs flipped by lictor."""
    start = with_familia(extralegal(era6(physical=False)), "Cy", auctoritas=3)
    words = ["refrain Ann", "mob Ben cy", "commit Ben 5", "commit Cy 0"]
    s1, s2 = run(start, *words), run(start, *words)
    assert s1 == s2
    drawn = s1.combat.discards[-5:]
    assert len(s1.combat.discards) == 5 and drawn == start.combat.draw_pile[:5]
    legion = sum(1 for c in drawn if c == "legionary")
    barbarians = sum({"barbarian-horde": 2, "barbarian-warband": 1}.get(c, 0) for c in drawn)
    cy = s1.familia("Cy")
    assert cy.dignitas == 4 and 3 - cy.auctoritas == min(3, barbarians + legion)


def test_mob_rule_against_oneself_or_without_dignitas_is_refused() -> None:
    s = run(extralegal(), "refrain Ann")
    assert refused(s, "mob Ben ben").violations[0].code == "self"
    broke = with_familia(s, "Ben", dignitas=0)
    assert refused(broke, "mob Ben cy").violations[0].rule.title == "Mob Rule"


# -- Cross the Rubicon --------------------------------------------------------------------


def test_cross_the_rubicon_pays_one_prestige_the_payer_choosing_the_mix() -> None:
    """Cross the Rubicon: 1 Prestige (Prestige: the payer chooses Dignitas or Auctoritas),
    and a Civil War at the end of the Era (State.rubicon)."""
    s = with_familia(extralegal(), "Ben", auctoritas=3)
    s = run(s, "refrain Ann", "rubicon Ben")
    assert s.rubicon == ("Ben",)
    assert s.step == "pay" and s.waiting == ("Ben",)
    s = run(s, "pay Ben dignitas 0 auctoritas 1")
    ben = s.familia("Ben")
    assert (ben.dignitas, ben.auctoritas) == (5, 2)
    assert s.step == "extralegal" and s.waiting == ("Cy",)
    assert "Crossed the Rubicon: Ben" in "\n".join(
        G.describe({**G.status(s, None), "session": "x", "game": "y"})
    )


def test_cross_the_rubicon_only_in_eras_vi_and_vii() -> None:
    s = step(extralegal(), "extralegal", ("Ben", "Cy"), outlaws=("Ben", "Cy"), era=5)
    refusal = refused(s, "rubicon Ben")
    assert refusal.violations[0].rule.title == "Cross the Rubicon"
    broke = with_familia(extralegal(), "Ann", dignitas=0)
    assert refused(broke, "rubicon Ann").violations[0].code == "cannot-pay"


# -- Assassinate --------------------------------------------------------------------------


def test_assassinate_only_against_the_primus_or_emperor() -> None:
    s = extralegal()
    assert refused(s, "assassinate Ann").violations[0].code == "self"  # Ann is the Primus
    s = run(s, "refrain Ann")
    refusal = refused(s, "assassinate Ben cy")
    assert refusal.violations[0].rule.title == "Assassinate"
    assert "only the Primus or Emperor (Ann)" in str(refusal)
    assert run(s, "assassinate Ben ann").step == "plot"
    bare = replace(s, board=replace(board(s), ides=()))  # a pack without the deck
    assert refused(bare, "assassinate Ben").violations[0].code == "no-ides"


def plot(*thumbs: str, emperor: bool = True, ides: bool = False, **extra: str) -> State:
    """A --physical plot: Ann (Primus, Emperor if told) the Target, Ben the Ringleader."""
    s = run(extralegal(), "imperator Ann" if emperor else "refrain Ann")
    s = replace(s, ides=ides)
    return run(s, "assassinate Ben", *thumbs)


def test_assassination_the_rulebook_card_one_plotter_flips_three_success() -> None:
    """Assassinate, the rulebook's card: 1 Plotter flips 3 coins; enough thumbs down and
    the Target loses a Bust and Era # Auctoritas, the Emperor is deposed and killed and
    the Ringleader becomes Primus."""
    s = with_familia(plot("plot Cy up"), "Ann", auctoritas=8)
    assert s.step == "ides-card"
    assert s.deed is not None and s.deed.plotters == ("Ben",)
    s = run(s, "drawn beware-the-ides-example", "strike")
    assert s.step == "flips" and s.waiting == ("Ben",)
    assert refused(s, "flips Ben down down").violations[0].code == "thumbs"
    text = said(s, "flips Ben down down down")
    assert "1 Plotter flip 3 thumbs: 3 down" in text
    assert "The Emperor Ann is deposed and killed" in text
    s = run(s, "flips Ben down down down")
    assert s.familia("Ann").auctoritas == 2  # 8 less Era # 6
    assert s.emperor == "" and s.primus == "Ben"
    assert s.step == "forfeit" and s.waiting == ("Ann",)  # Ann chooses the Bust lost
    s = run(s, "forfeit Ann reserve")
    assert s.familia("Ann").reserve == 1 and bust_count(s, "Ann") == 8


def test_beware_the_ides_turns_one_thumbs_down_up_and_failure_costs_civil_war() -> None:
    """Assassinate: a Target who declared Beware the Ides in eXtort turns 1 thumbs down
    up; the rulebook card's Price of Failure is a Civil War (the Ringleader Crossed the
    Rubicon: the Civil War is fought at the end of the Era)."""
    s = run(plot("plot Cy up", ides=True), "drawn beware-the-ides-example", "strike")
    text = said(s, "flips Ben down down down")
    assert any("1 thumbs down turns up (2)" in t for t in text)
    s = run(s, "flips Ben down down down")
    assert s.emperor == "Ann" and s.primus == "Ann" and s.rubicon == ("Ben",)
    assert s.step == "extralegal" and s.waiting == ("Cy",)


def test_beware_the_ides_declared_in_extort_costs_a_prestige_per_extort_and_shields_the_plot() -> (
    None
):
    """III. eXtort, Beware the Ides: 1 Prestige per eXtort played this Era; no
    Impeachment; and the Assassination later this Era counts one thumbs down less."""
    s = playing(era6(), Ann="extort extra-legal", Ben="extort extra-legal", Cy="exec extra-legal")
    s, _ = begin_extort(board(s), s)
    s = run(s, "ides Ann")
    assert s.familia("Ann").dignitas == 6 - 2 and s.ides  # two eXtort cards this Era
    assert refused(s, "impeach Ben").violations[0].rule.title == "Beware the Ides"
    s, _ = begin_extralegal(board(s), run(s, "pass Ben"))
    s = run(s, "refrain Ann", "assassinate Ben", "plot Cy up", "drawn beware-the-ides-example")
    s = run(s, "strike")
    assert any("Beware the Ides" in t for t in said(s, "flips Ben down down down"))


def test_plot_thumbs_are_secret_until_revealed_then_plotters_may_join_or_leave() -> None:
    """Assassinate: every other player answers in secret (thumbs down joins); players can
    be turned either way until the first Thumb Flip."""
    s = run(extralegal(era6("Ann", "Ben", "Cy", "Dee")), "refrain Ann", "assassinate Ben")
    assert s.step == "plot" and s.waiting == ("Cy", "Dee")
    s, events = act(s, "plot Cy down")
    assert [e.text for e in events] == ["Cy has answered the call"]
    log = ["assassinate Ben", "plot Cy down"]
    assert G.public_log(s, log) == ["assassinate Ben", "plot Cy ?"]
    assert G.status(s, "Dee")["extra_legal"]["plotters"] == []
    s = run(s, "plot Dee up", "drawn beware-the-ides-ii")
    assert s.deed is not None and s.deed.plotters == ("Ben", "Cy")
    assert G.public_log(s, [*log, "plot Dee up"])[1] == "plot Cy down"
    assert refused(s, "leave Ben").violations[0].code == "ringleader"
    assert refused(s, "join Ann").violations[0].code == "target"
    s = run(s, "join Dee", "leave Cy")
    assert s.deed is not None and s.deed.plotters == ("Ben", "Dee")
    s = run(s, "strike")
    assert s.waiting == ("Ben", "Dee")  # card II: 2 Plotters flip 2 each


def test_a_successful_plot_replaces_the_targets_governor_of_rome_with_the_ringleaders() -> None:
    """Assassinate: a Target governing Rome (Italia, once Romanised) loses that Bust and
    the Ringleader's takes its place."""
    s = replace(extralegal(), romanised=("Italia",))
    s = govern(s, Italia="Ann")
    stock = s.familia("Ann").stock
    s = run(s, "refrain Ann", "assassinate Ben", "plot Cy up", "drawn beware-the-ides-example")
    s = run(s, "strike", "flips Ben down down down")
    assert s.governor("Italia") == "Ben"
    assert s.familia("Ben").reserve == 1 and s.familia("Ann").stock == stock + 1
    assert all(bust_count(s, n) == 8 for n in s.names)
    assert s.step == "extralegal"  # no Bust left to choose


def test_a_failed_plot_pays_the_cards_price_dignitas_or_a_bust() -> None:
    """Assassinate: the Plotters pay the Price of Failure of the card drawn (the two
    blank cards' prices are reconstructed: Era # Dignitas, the rest in Auctoritas; a Bust
    each)."""
    s = with_familia(plot("plot Cy down"), "Cy", dignitas=2, auctoritas=5)
    s = run(s, "drawn beware-the-ides-ii", "strike", "flips Ben up up", "flips Cy up up")
    assert (s.familia("Ben").dignitas, s.familia("Cy").dignitas) == (0, 0)
    assert s.familia("Cy").auctoritas == 1  # 6 - 2 Dignitas = 4 Auctoritas
    s = govern(plot("plot Cy down"), Volsci="Cy")
    s = run(s, "drawn beware-the-ides-iii", "strike", "flips Ben up up up", "flips Cy up up up")
    assert s.step == "forfeit" and s.waiting == ("Ben",)
    s = run(s, "forfeit Ben samnium")
    assert s.step == "forfeit" and s.waiting == ("Cy",)
    s = run(s, "forfeit Cy volsci")
    assert s.step == "extralegal" and s.governor("Samnium") is None
    assert s.governor("Volsci") is None and all(bust_count(s, n) == 8 for n in s.names)


def test_the_beware_the_ides_cards_are_data_the_blank_ones_reconstructed() -> None:
    """The deck's numbers are the pack's (data.referee.beware_the_ides): the rulebook's
    example card and two labelled reconstructions; a user's pack may override them."""
    b = board(era6())
    assert [c.id for c in b.ides] == [
        "beware-the-ides-example",
        "beware-the-ides-ii",
        "beware-the-ides-iii",
    ]
    example = b.ides[0]
    assert (example.one, example.two, example.many, example.ringleader) == (3, 2, 1, 2)
    assert example.failure == "civil-war" and example.success == "ringleader"
    assert all(c.source == "reconstruction" for c in b.ides[1:])
    user = {"data": {"referee": {"beware_the_ides": {"beware-the-ides-example": {"target": 4}}}}}
    assert board_with(user, "mine.yaml", "full").ides[0].target == 4


# -- the end of the game ------------------------------------------------------------------


def test_the_emperor_scores_five_and_five_more_governing_rome_in_the_final_score() -> None:
    """Game End & Victory: the Emperor gains 5 Status, 5 more if his Familia governs Rome
    (Italia) - in the session's own final score, not only in `lictor score`."""
    s = replace(era6(era=7), final_era=7, romanised=("Italia",), emperor="Ann")
    s = govern(s, Italia="Ann")
    s = step(s, "legacy", ("Ann", "Ben", "Cy"))
    s = run(s, "legacy Ann 0", "legacy Ben 0", "legacy Cy 0")
    score = G.status(s, None)["score"]
    ann = [line["text"] for line in score["players"]["Ann"]["lines"]]
    assert "Status: Emperor at the end = 5" in ann
    assert "Status: the Emperor's Familia governs Rome = 5 more" in ann
    ben = [line["text"] for line in score["players"]["Ben"]["lines"]]
    assert not any("Emperor" in t for t in ben)


# -- random playouts ----------------------------------------------------------------------


def _invariants(s: State) -> None:
    check(board(s), s)


@pytest.mark.parametrize("physical", [False, True])
def test_random_extra_legal_phases_of_eras_vi_and_vii_keep_the_invariants(physical: bool) -> None:
    """Seeded random eXtra-Legal phases in Eras VI and VII (4 players, 2 cards each,
    random Governors and holdings), to the final score: legal actions never raise, the
    invariants hold at every step, replaying the actions gives the same state, and every
    deed of the card is played somewhere."""
    seen: set[str] = set()
    for seed in range(1, 13):
        seen |= _playout(physical, seed)
    assert {"imperator", "mob", "rubicon", "assassinate", "strike", "forfeit"} <= seen


def _playout(physical: bool, seed: int) -> set[str]:
    rng = random.Random(seed)
    verbs: set[str] = set()
    s = era6("Ann", "Ben", "Cy", "Dee", physical=physical, seed=seed)
    s = replace(s, final_era=7)
    if rng.random() < 0.5:  # Italy Romanised: its Governors go home, Italia is governed
        for province in ("Samnium", "Volsci"):
            who = s.governor(province)
            if who is not None:
                s = add(set_governor(s, province, None), who, stock=1)
        s = govern(replace(s, romanised=("Italia",)), Italia=rng.choice(s.names))
    for f in s.players:
        s = with_familia(s, f.name, dignitas=rng.randint(0, 9), auctoritas=rng.randint(0, 6))
    for province in ("Sardinia", "Tarentum"):
        if province in regions(board(s), s) and s.governor(province) is None and rng.random() < 0.7:
            s = govern(s, **{province: rng.choice(s.names)})
    for era in (6, 7):
        s = replace(s, era=era, ides=rng.random() < 0.3)
        others = ("exploit", "exec", "extort")
        cards = {n: f"{rng.choice(others)} extra-legal" for n in s.names if rng.random() < 0.8}
        start = playing(s, **{n: cards.get(n, "exec expand") for n in s.names})
        s, _ = begin_extralegal(board(start), start)
        said_words: list[str] = []
        for _ in range(1500):  # the phase, and the Civil War it may start at the Era's end
            _invariants(s)
            if s.step not in XL_STEPS and s.step not in WAR_STEPS:
                break
            legal = G.legal_actions(s)
            assert legal, s.step
            a: Action = rng.choice(legal)
            s, _ = act(s, G.text(a))
            said_words.append(G.text(a))
            verbs.add(a.verb)
        else:
            pytest.fail("the eXtra-Legal phase did not end")
        _invariants(s)
        assert run(begin_extralegal(board(start), start)[0], *said_words) == s
        if era == 6:
            while s.step in ("primus", "retain"):  # a tie for Primus, Legions kept
                s, _ = act(s, G.text(G.legal_actions(s)[0]))
            assert s.step == "direction" and s.era == 7, s.step
    assert s.step == "legacy"
    s = run(s, *(f"legacy {n} 0" for n in s.names))
    assert s.step == "over" and s.winners
    return verbs


def test_odds_of_a_pending_mob_draw_and_of_a_plot_about_to_strike() -> None:
    """The referee's odds: the Mob's cards over the Early Republic cards left (a
    --physical table), and the plot's chance by the card drawn and Beware the Ides."""
    s = run(extralegal(), "refrain Ann", "mob Ben cy", "commit Ben 2", "commit Cy 1")
    (mob,) = G.odds(s)
    assert "Mob Rule (2 cards drawn by a Mob of 2 against 1, from 12 cards)" in mob.what
    assert sum(p for _, p in mob.outcomes) == 1
    s = run(plot("plot Cy up"), "drawn beware-the-ides-example")
    (bare,) = G.odds(s)  # 1 Plotter flips 3: all three down, 1 in 8
    assert dict(bare.outcomes)["the Target is assassinated"] == Fraction(1, 8)
    s = run(plot("plot Cy up", ides=True), "drawn beware-the-ides-example")
    assert dict(G.odds(s)[0].outcomes)["the Target is assassinated"] == 0


def test_the_rubicon_crossers_are_forgotten_when_the_next_era_starts() -> None:
    """Cross the Rubicon: the Civil War is fought at the end of the Era it was declared in;
    the next Era starts with nobody across the Rubicon."""
    s = replace(era6(), rubicon=("Ben",), era=7, step="direction", waiting=("Ann",))
    s, _ = start_era(board(s), s)
    assert s.rubicon == () and s.era == 7


@pytest.mark.parametrize("physical", [False, True])
def test_mob_rule_an_attacker_left_without_dignitas_sends_an_empty_mob(physical: bool) -> None:
    """Mob Rule: a Mob is the Dignitas committed; an attacker whose last Dignitas went (a
    deal, a card) after he named his rival commits 0, draws no card, and the fight ends."""
    s = playing(era6("Ann", "Ben", "Cy", physical=physical), Ben="exec extra-legal")
    s, _ = begin_extralegal(board(s), s)
    s = run(s, *(f"refrain {n}" for n in s.waiting if n != "Ben"))
    s = run(s, "mob Ben cy")
    s = with_familia(s, "Ben", dignitas=0)
    before = s.familia("Cy")
    offered = [G.text(a).split(" ", 1)[1] for a in G.legal_actions(s) if a.player == "Ben"]
    assert offered == ["Ben 0"]  # commit (or, at a physical table, revealed) Ben 0
    s = run(s, *(f"commit {n} 0" for n in s.waiting))
    assert s.step not in ("mob", "mob-cards")
    assert s.familia("Cy") == before


def test_the_extra_legal_prompt_offers_each_player_only_what_he_may_do() -> None:
    """V. eXtra-Legal: only the Primus may declare himself Imperator, and the Primus is
    never the one to plot his own Assassination: the prompt lists neither to the wrong man."""
    s = extralegal()
    primus = s.primus
    other = next(n for n in s.names if n != primus)
    first = s.waiting[0]
    prompt = G.agenda(s).prompt
    assert f"refrain {first}" in prompt and f"mob {first} RIVAL" in prompt
    if first == primus:
        assert f"imperator {first}" in prompt and "assassinate" not in prompt
    else:
        assert f"imperator {first}" not in prompt and f"assassinate {first}" in prompt
    # the same turn handed to the other kind of player
    for who in (primus, other):
        turned = replace(s, waiting=(who, *[n for n in s.waiting if n != who]))
        text = G.agenda(turned).prompt
        assert (f"imperator {who}" in text) == (who == primus)
        assert (f"assassinate {who}" in text) == (who != primus)


def test_mob_rule_names_each_card_then_its_shields_and_says_when_losses_are_void() -> None:
    """Mob Rule: a Horde is one card of 2 Barbarian shields - the log names the 3 cards
    drawn, then each card's shields; a defender with no Mob and no Auctoritas loses
    nothing and the log says the excess losses are void (V. eXtra-Legal, Mob Rule)."""
    s = run(extralegal(), "refrain Ann")
    s = with_familia(s, "Cy", auctoritas=0)
    s = run(s, "mob Ben cy", "commit Ben 3", "commit Cy 0")
    text = said(s, "drawn barbarian-horde phalanx auxilia")
    assert any(
        "draws 3 cards - barbarian-horde: 2 barbarian shields; phalanx: 1 phalanx shield; "
        "auxilia: 1 auxilia shield" in t
        for t in text
    ), text
    assert not any("barbarian, barbarian" in t for t in text)
    assert (
        "Defender loses nothing; 2 losses are void (excess losses are void: nothing left "
        "to lose)" in text
    )
    assert "Attacker loses 1 Dignitas and 0 Auctoritas" in text


def test_the_hot_seat_asks_a_mob_for_dignitas_never_for_a_card() -> None:
    """Mob Rule in a terminal: the hidden answer is the Dignitas committed, a number -
    the hot seat says so, never "your cards" / "the number of your card"."""
    import click
    from click.testing import CliRunner

    from lictor.cli import hotseat
    from lictor.rules.referee import Loaded
    from lictor.rules.session import SessionInfo
    from tests.games.carta_imperia.referee_kit import seats

    s = run(extralegal(era6(physical=False)), "refrain Ann", "mob Ben cy")
    table = seats("Ann", "Ben", "Cy")
    info = SessionInfo(1, "carta-imperia", table.by_side, 1, False, 0.0, {})
    loaded = Loaded(info, G, table, s, (), ())

    @click.command()
    def play() -> None:
        hotseat.run(None, None, loaded, lambda a: click.echo(a.prompt))  # type: ignore[arg-type]

    shown = CliRunner().invoke(play, input="\n\n").output
    assert "Ben only - your choices: 1 2 3 4 5" in shown, shown
    assert "Ben, the Dignitas you commit (hidden" in shown
    assert "card" not in shown


def test_the_ringleader_who_becomes_primus_keeps_it_into_the_next_era() -> None:
    """Assassinate: on success "the Ringleader becomes Primus" (the Beware the Ides card);
    Primus Inter Pares gives the Primus at the end of the Era to the most Prestige, but a
    card's own rule stands over it, as Winning the War's "becomes Primus at the end of the
    war" does: the Ringleader holds it into the next Era though Ann still has more Prestige.
    A table reading it otherwise sets ``readings.assassin_primus: era-end`` and the
    end-of-Era comparison decides (pack data, --content)."""
    from lictor.games.carta_imperia.rules.phases.end_of_era.steps import next_primus

    s = with_familia(plot("plot Cy up"), "Ann", auctoritas=20)
    s = run(s, "drawn beware-the-ides-example", "strike")
    s, events = act(s, "flips Ben down down down")
    assert any("Ben becomes Primus into the next Era" in e.text for e in events)
    s = run(s, "forfeit Ann reserve")
    assert s.familia("Ann").prestige > s.familia("Ben").prestige
    kept, said_ = next_primus(board(s), replace(s, era=6, final_era=7), [])
    assert kept.primus == "Ben"
    assert any("Assassination" in e.text and "Assassinate" in e.section for e in said_)
    table = board_with(
        {"data": {"referee": {"readings": {"assassin_primus": "era-end"}}}}, "table.yaml", "full"
    )
    t = with_familia(plot("plot Cy up"), "Ann", auctoritas=20)
    t = replace(t, board=table)
    t = run(t, "drawn beware-the-ides-example", "strike", "flips Ben down down down")
    assert t.primus == "Ben" and t.war_primus == ""
    t = run(t, "forfeit Ann reserve")
    later, _ = next_primus(table, replace(t, era=6, final_era=7), [])
    assert later.primus == "Ann"
