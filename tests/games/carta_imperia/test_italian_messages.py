"""The third audit's Italian messages (issue 30, O1): every odds line reads "Probabilità
della/dell'/dei ...", Italian percentages take a decimal comma, a refusal names the step in
Italian, and a loss refusal says no plural after 1."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

import pytest

from lictor.games.carta_imperia.deck import omens_deck
from lictor.games.carta_imperia.odds import _rout
from lictor.games.carta_imperia.odds_extralegal import (
    assassination_odds,
    mob_rule_odds,
    omens_odds,
)
from lictor.games.carta_imperia.rules.phases.exec.reforms import _on_time
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import IdesCard
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.i18n import t, use_lang
from lictor.rules.odds import Odds, number, percent
from tests.games.carta_imperia.referee_kit import G
from tests.rules.test_odds import volsci_campaign

# "Probabilità di" glued to an article ("di la carta") must never be said
ARTICLED = re.compile(r"^Probabilità (del |dello |della |dell'|dei |degli |delle )\S")


def _every_odds() -> list[Odds]:
    return [
        *G.odds(volsci_campaign()),  # type: ignore[arg-type]
        _rout(1),
        _rout(2),
        mob_rule_odds(omens_deck(), 6, 1, 1, 5, 5),
        assassination_odds(6, 1, IdesCard(target=3), False),
        assassination_odds(6, 2, IdesCard(target=3), True),
        omens_odds(omens_deck(), 6, 5, 2, 0, False),
    ]


def test_italian_odds_line_takes_the_articled_preposition() -> None:
    with use_lang("it"):
        lines = [o.text() for o in _every_odds()]
    assert all(ARTICLED.match(line) for line in lines), lines
    assert lines[0].startswith("Probabilità della carta combattimento per Volsci (restano 12 carte")
    assert lines[1].startswith("Probabilità dei pollici (1 Generale in rotta lancia;")
    assert "del Dominio della folla (pesca di 1 carta per una folla" in lines[3]
    assert not any(" di la " in x or " di l'" in x or " di i " in x for x in lines)
    with use_lang("en"):
        assert _every_odds()[0].text().startswith("Odds of the combat card for Volsci (12 cards")


def test_italian_percentages_have_a_decimal_comma() -> None:
    with use_lang("it"):
        assert percent(Fraction(2, 11)) == "18,2%" and percent(Fraction(1, 4)) == "25%"
        assert number(Fraction(9, 4)) == "2,25"
        (o,) = G.odds(volsci_campaign())  # type: ignore[arg-type]
        assert "41,7% (5/12)" in o.text() and "2,83" in o.text()
    with use_lang("en"):
        assert percent(Fraction(2, 11)) == "18.2%" and number(Fraction(9, 4)) == "2.25"


def test_italian_reform_refusal_names_the_step_in_italian() -> None:
    s = replace(volsci_campaign(), step="losses")  # type: ignore[type-var]
    with use_lang("it"), pytest.raises(Refuse) as err:
        _on_time(s, "Ann", "Professional Army", "before-combat")
    said = err.value.message
    assert "(ora: perdite delle legioni)" in said and "losses)" not in said


def test_italian_loss_refusal_has_no_plural_after_one() -> None:
    with use_lang("it"):
        said = t(
            "{player} loses {n} of {allied} Allied, {rome} of Rome and {private} Private "
            "Legions, not {sum} as {x} Allied, {y} of Rome, {z} Private",
            player="Cy",
            n=1,
            allied=1,
            rome=0,
            private=0,
            sum=5,
            x=5,
            y=0,
            z=0,
        )
    assert said.startswith("Cy perde 1 delle sue Legioni (alleate: 1, di Roma: 0, private: 0)")
    assert "1 tra 1 Legioni" not in said
