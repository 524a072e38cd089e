"""Issue 12 item 16: exact odds, hand-checked, for the draws no session referees yet -
Mob Rule (V. eXtra-Legal, Mob Rule), an Assassination's thumbs (V. eXtra-Legal,
Assassinate) and an NPC's Omens (Solo & 2-Player, Consult the Omens); and their rulings."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from lictor.cli import main as cli
from lictor.errors import BadInput
from lictor.games.carta_imperia.deck import omens_deck
from lictor.games.carta_imperia.odds_extralegal import (
    assassination_odds,
    mob_rule_odds,
    omens_odds,
)
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import (
    IdesCard,
    assassinate,
    mob_rule,
)
from lictor.rules.odds import draw_n

DECK = omens_deck()  # 3 Warbands, 1 Horde (2 Barbarian), 3 Phalanx, 2 Auxilia, 3 Legionary


def test_draw_n_is_the_hypergeometric_by_hand() -> None:
    """2 cards of {a, a, b}: a+a 1/3, a+b 2/3."""
    assert draw_n({"a": 2, "b": 1}, 2) == {("a", "a"): Fraction(1, 3), ("a", "b"): Fraction(2, 3)}


def test_mob_rule_effects_by_the_rulebook() -> None:
    """Mob Rule: Barbarian shields cost the defender Dignitas, Phalanx the attacker, each
    Legionary the weaker Mob 1 Auctoritas (attacker wins ties); losses beyond the Mob
    come from Auctoritas, and any Auctoritas lost means a Thumb flip for a Bust."""
    r = mob_rule(6, 2, 3, [("phalanx",), ("legionary",)], 1, 5)
    assert (r.attacker.dignitas, r.attacker.auctoritas, r.attacker.flips) == (1, 1, True)
    assert (r.defender.dignitas, r.defender.auctoritas) == (0, 0)
    r = mob_rule(6, 2, 1, [("barbarian", "barbarian"), ("legionary",)], 0, 0)
    assert (r.defender.dignitas, r.defender.auctoritas, r.defender.flips) == (1, 0, False)
    with pytest.raises(BadInput, match="Eras VI and VII"):
        mob_rule(4, 1, 1, [("phalanx",)], 0, 0)
    with pytest.raises(BadInput, match="1 to Era # \\(6\\)"):
        mob_rule(6, 7, 1, [("phalanx",)] * 7, 0, 0)


def test_mob_rule_odds_of_a_mob_of_one_by_hand() -> None:
    """A Mob of 1 against 1 draws 1 card of 12: Warband 3/12 (defender -1 Dignitas),
    Horde 1/12 (-2: 1 Dignitas, the rest 1 Auctoritas), Phalanx 3/12 (attacker -1
    Dignitas), Auxilia 2/12 (nothing), Legionary 3/12 (a tie: the defender -1
    Auctoritas). The defender loses a Bust with (1/12 + 3/12) x 1/2 = 1/6."""
    o = mob_rule_odds(DECK, 6, 1, 1, 5, 5)
    chances = dict(o.outcomes)
    assert chances["attacker -1 Dignitas / defender loses nothing"] == Fraction(1, 4)
    assert chances["attacker loses nothing / defender -1 Auctoritas"] == Fraction(1, 4)
    assert chances["attacker loses nothing / defender -1 Dignitas -1 Auctoritas"] == Fraction(1, 12)
    assert chances["attacker loses nothing / defender loses nothing"] == Fraction(1, 6)
    assert sum(chances.values()) == 1
    means = dict(o.expectations)
    assert means["defender's Busts lost"] == Fraction(1, 6)
    assert means["attacker's Dignitas lost"] == Fraction(1, 4)


def test_assassination_odds_by_hand() -> None:
    """Assassinate: 1 Plotter flips 3 thumbs (the example card); Target Number 2 needs 2
    downs of 3: (3 + 1)/8 = 1/2; with Beware the Ides 1 down turns up: 3 downs, 1/8.
    3 Plotters: 2 x 1 + the Ringleader's 2 = 4 flips; 4 downs needed: 1/16."""
    card = IdesCard(target=2)
    assert dict(assassination_odds(6, 1, card, False).outcomes)[
        "the Target is assassinated"
    ] == Fraction(1, 2)
    assert dict(assassination_odds(6, 1, card, True).outcomes)[
        "the Target is assassinated"
    ] == Fraction(1, 8)
    assert IdesCard(target=4).flips(3) == 4
    assert dict(assassination_odds(7, 3, IdesCard(target=4), False).outcomes)[
        "the Target is assassinated"
    ] == Fraction(1, 16)
    # expected thumbs down after the Ides: 3 flips; k downs (1, 3, 3, 1 ways of 8) leave
    # max(k - 1, 0): (3 x 1 + 1 x 2) / 8 = 5/8, and 3/2 without the Ides
    with_ides = dict(assassination_odds(6, 1, card, True).expectations)
    assert with_ides["thumbs down (after the Ides)"] == Fraction(5, 8)
    assert dict(assassination_odds(6, 1, card, False).expectations)["thumbs down"] == Fraction(3, 2)
    assert assassinate(6, 3, IdesCard(target=3), 3, True).success is False
    assert assassinate(6, 3, IdesCard(target=3), 3, False).success is True


def test_omens_odds_by_hand() -> None:
    """Consult the Omens: cards are revealed until a Legionary shield. A Superior NPC
    counts only Phalanx: a 0-Thumb deal is taken iff a Legionary comes before every
    Phalanx card - 3 of those 6 cards: 1/2. Wary counts Phalanx and Barbarian (7 cards,
    8 shields): 3/10 for 0 Thumbs; expected count 8/4 = 2. Hostile counts the Legionary
    itself: a 0-Thumb deal is never taken."""
    superior = omens_odds(DECK, 9, 5, 2, 0, False)
    assert dict(superior.outcomes)["the NPC takes the deal"] == Fraction(1, 2)
    wary = omens_odds(DECK, 6, 5, 2, 0, False)
    assert dict(wary.outcomes)["the NPC takes the deal"] == Fraction(3, 10)
    assert dict(wary.expectations)["shields counted"] == 2
    compliant = omens_odds(DECK, 4, 5, 2, 0, False)
    assert dict(compliant.outcomes)["the NPC takes the deal"] == Fraction(3, 7)
    hostile = omens_odds(DECK, 4, 5, 2, 0, True)
    assert dict(hostile.outcomes)["the NPC takes the deal"] == 0


def test_resolve_commands_give_the_odds() -> None:
    run = CliRunner().invoke
    r = run(cli, ["resolve", "carta-imperia", "mob-rule", "--era", "6", "--attacker-mob", "1",
                  "--defender-mob", "1", "--odds", "--json"])  # fmt: skip
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)["odds"]
    assert {o["outcome"]: o["chance"] for o in data["outcomes"]}[
        "attacker -1 Dignitas / defender loses nothing"
    ] == "1/4"
    r = run(cli, ["resolve", "carta-imperia", "assassinate", "--era", "6", "--plotters", "1",
                  "--target", "2", "--ides", "--odds"])  # fmt: skip
    assert r.exit_code == 0 and "assassinated 12.5% (1/8)" in r.output
    r = run(cli, ["resolve", "carta-imperia", "omens", "--npc-prestige", "9",
                  "--player-prestige", "5", "--era", "2", "--thumbs", "0", "--odds",
                  "--draws", "phalanx,legionary"])  # fmt: skip
    assert r.exit_code == 0
    assert "takes the deal 50% (1/2)" in r.output and "rejects the deal" in r.output
    r = run(cli, ["resolve", "carta-imperia", "mob-rule", "--era", "6", "--attacker-mob", "1",
                  "--defender-mob", "1"])  # fmt: skip
    assert r.exit_code == 2 and "give --draws" in r.output
