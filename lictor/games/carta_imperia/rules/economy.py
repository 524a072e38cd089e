"""The Era's small sums: adoption, Romanisation, taxation, conversion, Beware the Ides.

Pure functions the Carta Imperia referee calls (and tables can check by hand); each
refuses impossible input with the rule it breaks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.i18n import N_, t
from lictor.rules.ruling import Line

Shield = Literal["legion", "barbarian", "phalanx", "auxilia"]
Resource = Literal["legion", "allied-legion", "bust", "auctoritas"]

# I. eXploit, Taxation: what each kind of shield can be taxed for, and how many shields
# make one of it (rounding up).
TAX_RATES: dict[Shield, tuple[int, tuple[Resource, ...]]] = {
    "legion": (1, ("legion",)),
    "barbarian": (2, ("allied-legion",)),
    "phalanx": (2, ("allied-legion", "bust")),
    "auxilia": (2, ("allied-legion", "auctoritas", "bust")),
}


def adopt_cost(busts_on_board: int, busts_in_reserve: int) -> int:
    """II. eXec, Adopting New Governors: 1 Prestige per Bust on the board or in Reserve."""
    if busts_on_board < 0 or busts_in_reserve < 0:
        raise BadInput(t("bust counts are 0 or more"))
    return busts_on_board + busts_in_reserve


def romanise_cost(card_players: int) -> int:
    """I. eXploit, Romanisation: 1 Prestige per player of the card, at most 3."""
    if card_players < 1:
        raise BadInput(t("only a player of the eXploit card may Romanise"))
    return min(card_players, 3)


def provinces_to_tax(played_exploit: bool) -> int:
    """I. eXploit, Taxation: card players tax up to 3 Provinces, everyone else 1."""
    return 3 if played_exploit else 1


@dataclass(frozen=True)
class TaxYield:
    resource: Resource
    amount: int
    line: Line


# the shields and resources a taxation line names (said with t())
WORDS = {
    "legion": N_("legion"),
    "barbarian": N_("barbarian"),
    "phalanx": N_("phalanx"),
    "auxilia": N_("auxilia"),
    "allied-legion": N_("allied-legion"),
    "bust": N_("bust"),
    "auctoritas": N_("auctoritas"),
}


def _said(word: str) -> str:
    return t(WORDS[word]) if word in WORDS else word


def tax(shield: Shield, shields: int, take: Resource) -> TaxYield:
    """One Province taxed for one resource, at the card's rate (rounding up)."""
    if shields < 0:
        raise BadInput(t("shields: 0 or more, got {n}", n=shields))
    per, allowed = TAX_RATES[shield]
    if take not in allowed:
        raise BadInput(
            t(
                "{shield} shields are taxed for {allowed}, not {take}",
                shield=_said(shield),
                allowed=" or ".join(allowed),
                take=take,
            )
        )
    amount = math.ceil(shields / per)
    line = Line(
        t(
            "{n} {shield} shields at {per} for 1 {take}, rounding up = {amount}",
            n=shields,
            shield=_said(shield),
            per=per,
            take=_said(take),
            amount=amount,
        ),
        ref("I. eXploit", "Taxation"),
        amount,
    )
    return TaxYield(take, amount, line)


def convert_limit(friendly_emporia: int) -> int:
    """II. eXec, Converting Auctoritas: 1 Dignitas per friendly Emporium (Rome's counts)."""
    if friendly_emporia < 1:
        raise BadInput(t("Rome's Emporium is friendly to every player: at least 1"))
    return friendly_emporia


def beware_the_ides_cost(extort_cards_played: int) -> int:
    """III. eXtort, Beware the Ides: 1 Prestige per eXtort played this Era."""
    if extort_cards_played < 1:
        raise BadInput(t("Beware the Ides is itself an eXtort card: at least 1 was played"))
    return extort_cards_played
