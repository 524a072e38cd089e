"""V. eXtra-Legal, from Era VI: Mob Rule's street fight and an Assassination's thumbs,
as pure rulings: the referee's eXtra-Legal phase (``steps.py``) and
`lictor resolve carta-imperia` rule with them, and their exact odds are in
``lictor.games.carta_imperia.odds_extralegal``.

Reconstructions, where the rulebook is silent: a Legionary shield's Auctoritas loss is
counted per Legionary shield drawn (as the Barbarian and Phalanx effects count shields);
losses beyond a Mob's Dignitas and the Familia's Auctoritas are void; a Thumb is flipped
once per Familia that lost any Auctoritas.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.i18n import t, tn
from lictor.rules.ruling import Line

MOB = ref("V. eXtra-Legal", "Mob Rule")
ASSASSINATE = ref("V. eXtra-Legal", "Assassinate")
FIRST_ERA = 6  # the Mules of Marius hand out the eXtra-Legal card in Era VI


def check_extralegal_era(era: int) -> None:
    if not FIRST_ERA <= era <= 7:
        raise BadInput(
            t("--era: the eXtra-Legal Action is played in Eras VI and VII, got {era}", era=era)
        )


@dataclass(frozen=True)
class MobLosses:
    """What one side of a street fight loses."""

    dignitas: int
    auctoritas: int
    void: int = 0  # losses beyond the Mob's Dignitas and the Familia's Auctoritas

    @property
    def flips(self) -> bool:
        """Any Auctoritas lost: flip a Thumb, thumbs down loses a Bust."""
        return self.auctoritas > 0


@dataclass(frozen=True)
class MobRuling:
    """A Mob Rule clash ruled: what each side loses, and the lines that say why."""

    attacker: MobLosses
    defender: MobLosses
    lines: tuple[Line, ...]


def _take(mob: int, auctoritas: int, dignitas_losses: int, auctoritas_losses: int) -> MobLosses:
    """Losses come from the Mob's Dignitas; the rest from Auctoritas; the excess is void."""
    dig = min(dignitas_losses, mob)
    auc = min(dignitas_losses - dig + auctoritas_losses, auctoritas)
    return MobLosses(dig, auc, dignitas_losses + auctoritas_losses - dig - auc)


def _shields(kind: str, n: int) -> str:
    """``2 barbarian shields``, said."""
    if kind == "barbarian":
        return tn("{n} barbarian shield", "{n} barbarian shields", n)
    if kind == "phalanx":
        return tn("{n} phalanx shield", "{n} phalanx shields", n)
    if kind == "legionary":
        return tn("{n} legionary shield", "{n} legionary shields", n)
    if kind == "auxilia":
        return tn("{n} auxilia shield", "{n} auxilia shields", n)
    return tn("{n} {kind} shield", "{n} {kind} shields", n, kind=kind)


def _card_shields(card: tuple[str, ...]) -> str:
    """One card's shields, counted: ``2 barbarian shields``, ``no shield``."""
    kinds = list(dict.fromkeys(card))
    said = [_shields(k, card.count(k)) for k in kinds]
    return t(" and ").join(said) if said else t("no shield")


def _lost(who: str, losses: MobLosses) -> str:
    flip = t("; flips a Thumb: thumbs down loses a Bust") if losses.flips else ""
    n = losses.void
    void = (
        tn(
            "; {n} loss is void (excess losses are void: nothing left to lose)",
            "; {n} losses are void (excess losses are void: nothing left to lose)",
            n,
        )
        if n
        else ""
    )
    if not losses.dignitas and not losses.auctoritas:
        if who == "Attacker":
            return t("Attacker loses nothing{void}", void=void)
        return t("Defender loses nothing{void}", void=void)
    fields: dict[str, int | str] = {
        "dignitas": losses.dignitas,
        "auctoritas": losses.auctoritas,
        "flip": flip,
        "void": void,
    }
    if who == "Attacker":
        return t(
            "Attacker loses {dignitas} Dignitas and {auctoritas} Auctoritas{flip}{void}", **fields
        )
    return t("Defender loses {dignitas} Dignitas and {auctoritas} Auctoritas{flip}{void}", **fields)


def mob_rule(
    era: int,
    attacker_mob: int,
    defender_mob: int,
    draws: Sequence[tuple[str, ...]],
    attacker_auctoritas: int,
    defender_auctoritas: int,
    names: Sequence[str] = (),
) -> MobRuling:
    """The attacker draws 1 Early Republic combat card per Dignitas in the Mob: each
    Barbarian shield costs the defender 1 Dignitas, each Phalanx shield the attacker; each
    Legionary shield costs the weaker Mob 1 Auctoritas (the attacker wins ties).
    ``names``: the cards drawn, named in the ruling's lines (else counted)."""
    check_extralegal_era(era)
    if not 1 <= attacker_mob <= era:
        raise BadInput(
            t(
                "--attacker-mob: a Mob is 1 to Era # ({era}) Dignitas, got {n}",
                era=era,
                n=attacker_mob,
            )
        )
    if not 0 <= defender_mob <= era:
        raise BadInput(
            t(
                "--defender-mob: a Mob is 0 to Era # ({era}) Dignitas, got {n}",
                era=era,
                n=defender_mob,
            )
        )
    for name, value in (
        ("--attacker-auctoritas", attacker_auctoritas),
        ("--defender-auctoritas", defender_auctoritas),
    ):
        if value < 0:
            raise BadInput(t("{name}: Auctoritas is 0 or more, got {n}", name=name, n=value))
    if len(draws) != attacker_mob:
        raise BadInput(
            tn(
                "--draws: a Mob of {n} draws {n} card, got {got}",
                "--draws: a Mob of {n} draws {n} cards, got {got}",
                attacker_mob,
                got=len(draws),
            )
        )
    shields = [s for card in draws for s in card]
    barbarian, phalanx = shields.count("barbarian"), shields.count("phalanx")
    legionary = shields.count("legionary")
    weaker_is_attacker = attacker_mob < defender_mob
    attacker = _take(
        attacker_mob, attacker_auctoritas, phalanx, legionary if weaker_is_attacker else 0
    )
    defender = _take(
        defender_mob, defender_auctoritas, barbarian, 0 if weaker_is_attacker else legionary
    )
    if len(names) == len(draws):
        cards = "; ".join(f"{n}: {_card_shields(c)}" for n, c in zip(names, draws, strict=True))
    else:
        cards = "; ".join(_card_shields(c) for c in draws)
    lines = [
        Line(
            tn(
                "Mobs: attacker {attack}, defender {defence} Dignitas; the attacker draws "
                "{n} card - {cards}",
                "Mobs: attacker {attack}, defender {defence} Dignitas; the attacker draws "
                "{n} cards - {cards}",
                attacker_mob,
                attack=attacker_mob,
                defence=defender_mob,
                cards=cards,
            ),
            MOB,
        ),
        Line(_shield_count(barbarian, phalanx, legionary, weaker_is_attacker), MOB),
    ]
    for who, losses in (("Attacker", attacker), ("Defender", defender)):
        lines.append(Line(_lost(who, losses), MOB))
    return MobRuling(attacker, defender, tuple(lines))


def _shield_count(barbarian: int, phalanx: int, legionary: int, weaker_is_attacker: bool) -> str:
    """The shields drawn, and whom the Legionary shields hit."""
    fields = {"barbarian": barbarian, "phalanx": phalanx}
    if not legionary:
        return tn(
            "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shield",
            "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shields",
            legionary,
            **fields,
        )
    if weaker_is_attacker:
        return tn(
            "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shield: Legionary shields "
            "hit the attacker (the weaker Mob; the attacker wins ties)",
            "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shields: Legionary shields "
            "hit the attacker (the weaker Mob; the attacker wins ties)",
            legionary,
            **fields,
        )
    return tn(
        "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shield: Legionary shields "
        "hit the defender (the weaker Mob; the attacker wins ties)",
        "{barbarian} Barbarian, {phalanx} Phalanx, {n} Legionary shields: Legionary shields "
        "hit the defender (the weaker Mob; the attacker wins ties)",
        legionary,
        **fields,
    )


@dataclass(frozen=True)
class IdesCard:
    """A Beware the Ides card: the Thumb flips each Plotter makes, by the number of
    Plotters (1, 2, 3 or more), the Ringleader's flips with 3 or more, and the Target
    Number. The rulebook's example card: 3; 2 each; 1 each and the Ringleader 2 (its
    Target Number is not legible: the table reads it off the card drawn)."""

    target: int
    one: int = 3
    two: int = 2
    many: int = 1
    ringleader: int = 2
    # a card of the pack's deck (data.referee.beware_the_ides): its id and name, what its
    # success brings ("ringleader" or "most-prestige" becomes Primus), its Price of Failure
    # ("civil-war", "dignitas" or "bust") and where its numbers come from
    id: str = ""
    name: str = ""
    success: str = "ringleader"
    failure: str = "civil-war"
    source: str = "rulebook"

    def each(self, plotters: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
        """The thumbs each Plotter flips (the Ringleader first in ``plotters``)."""
        if len(plotters) == 1:
            return ((plotters[0], self.one),)
        if len(plotters) == 2:
            return tuple((p, self.two) for p in plotters)
        return ((plotters[0], self.ringleader), *((p, self.many) for p in plotters[1:]))

    def flips(self, plotters: int) -> int:
        """How many thumbs the plot flips in all."""
        if plotters == 1:
            return self.one
        if plotters == 2:
            return 2 * self.two
        return (plotters - 1) * self.many + self.ringleader


@dataclass(frozen=True)
class AssassinationRuling:
    """An assassination ruled: whether it succeeds, the thumbs down, and the lines."""

    success: bool
    downs: int
    lines: tuple[Line, ...]


def check_plot(era: int, plotters: int, card: IdesCard) -> None:
    check_extralegal_era(era)
    if not 1 <= plotters <= 6:
        raise BadInput(
            t("--plotters: 1 to 6 Plotters (the Ringleader counts), got {n}", n=plotters)
        )
    for name, value in (
        ("--flips-one", card.one),
        ("--flips-two", card.two),
        ("--flips-many", card.many),
        ("--ringleader", card.ringleader),
        ("--target", card.target),
    ):
        if not 0 <= value <= 20:
            raise BadInput(
                t(
                    "{name}: 0 to 20, as the Beware the Ides card prints, got {n}",
                    name=name,
                    n=value,
                )
            )


def assassinate(
    era: int, plotters: int, card: IdesCard, downs: int, ides: bool
) -> AssassinationRuling:
    """The Plotters flip; Beware the Ides (declared in eXtort) turns 1 thumbs down up;
    the attempt succeeds if the thumbs down reach the card's Target Number."""
    check_plot(era, plotters, card)
    flips = card.flips(plotters)
    if not 0 <= downs <= flips:
        raise BadInput(
            t(
                "--downs: {plotters} Plotter(s) flip {flips} thumbs; got {downs} down",
                plotters=plotters,
                flips=flips,
                downs=downs,
            )
        )
    counted = max(0, downs - 1) if ides else downs
    success = counted >= card.target
    lines = [
        Line(
            tn(
                "1 Plotter flip {n} thumb: {downs} down",
                "1 Plotter flip {n} thumbs: {downs} down",
                flips,
                downs=downs,
            )
            if plotters == 1
            else tn(
                "{plotters} Plotters flip {n} thumb: {downs} down",
                "{plotters} Plotters flip {n} thumbs: {downs} down",
                flips,
                plotters=plotters,
                downs=downs,
            ),
            ASSASSINATE,
            downs,
        )
    ]
    if ides:
        lines.append(
            Line(
                t("the Target declared Beware the Ides: 1 thumbs down turns up ({n})", n=counted),
                ASSASSINATE,
                counted,
            )
        )
    lines.append(
        Line(
            t(
                "{n} >= Target Number {number}: the Target is assassinated: loses 1 Bust and "
                "{era} Auctoritas",
                n=counted,
                number=card.target,
                era=era,
            )
            if success
            else t(
                "{n} < Target Number {number}: the plot fails: the Plotters pay the card's "
                "Price of Failure",
                n=counted,
                number=card.target,
            ),
            ASSASSINATE,
        )
    )
    return AssassinationRuling(success, downs, tuple(lines))
