"""Exact odds of the draws no session referees yet: Mob Rule's cards, an Assassination's
thumbs and an NPC's Omens - each the ruling in ``rules/`` run over every way the shuffled
Early Republic deck (or the 50/50 thumbs) can fall, weighed with fractions.

The Early Republic deck is taken whole and shuffled (Mob Rule, Consult the Omens), as the
pack lists it; its shield mix is the pack's reconstruction (``combat-early``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from lictor.games.carta_imperia.rules import cited
from lictor.games.carta_imperia.rules.omens import COUNTS, OMENS, attitude, said_kinds, said_mood
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import (
    ASSASSINATE,
    MOB,
    IdesCard,
    assassinate,
    check_plot,
    mob_rule,
)
from lictor.i18n import t, tn
from lictor.rules.odds import Odds, draw_n, draw_until, thumbs_down


def deck_counts(deck: Sequence[tuple[str, ...]]) -> dict[str, int]:
    """One key per kind of card (``barbarian``, ``barbarian:2``): its copies."""
    out: dict[str, int] = {}
    for card in deck:
        key = _key(card)
        out[key] = out.get(key, 0) + 1
    return out


def _key(card: tuple[str, ...]) -> str:
    if not card:
        return "blank"
    return card[0] if len(card) == 1 else f"{card[0]}:{len(card)}"


def _card(key: str) -> tuple[str, ...]:
    if key == "blank":
        return ()
    kind, _, n = key.partition(":")
    return (kind,) * (int(n) if n else 1)


def _lost(dignitas: int, auctoritas: int) -> str:
    """``-1 Dignitas -1 Auctoritas``, or ``loses nothing``."""
    parts = [t("-{n} Dignitas", n=dignitas)] if dignitas else []
    if auctoritas:
        parts.append(t("-{n} Auctoritas", n=auctoritas))
    return " ".join(parts) or t("loses nothing")


def mob_rule_odds(
    deck: Sequence[tuple[str, ...]],
    era: int,
    attacker_mob: int,
    defender_mob: int,
    attacker_auctoritas: int,
    defender_auctoritas: int,
) -> Odds:
    """Each way the attacker's cards can fall: what each side loses, and the chance each
    loses a Bust (a Thumb flipped for any Auctoritas lost, thumbs down)."""
    counts = deck_counts(deck)
    outcomes: dict[str, Fraction] = {}
    means = {k: Fraction(0) for k in ("att_dig", "att_auc", "att_bust", "def_dig", "def_auc")}
    means["def_bust"] = Fraction(0)
    for hand, p in draw_n(counts, attacker_mob).items():
        r = mob_rule(
            era,
            attacker_mob,
            defender_mob,
            [_card(k) for k in hand],
            attacker_auctoritas,
            defender_auctoritas,
        )
        a, d = r.attacker, r.defender
        label = t(
            "attacker {attacker} / defender {defender}",
            attacker=_lost(a.dignitas, a.auctoritas),
            defender=_lost(d.dignitas, d.auctoritas),
        )
        outcomes[label] = outcomes.get(label, Fraction(0)) + p
        means["att_dig"] += p * a.dignitas
        means["att_auc"] += p * a.auctoritas
        means["def_dig"] += p * d.dignitas
        means["def_auc"] += p * d.auctoritas
        means["att_bust"] += p * Fraction(1, 2) * a.flips
        means["def_bust"] += p * Fraction(1, 2) * d.flips
    ordered = tuple(sorted(outcomes.items(), key=lambda kv: (-kv[1], kv[0])))
    return Odds(
        t(
            "Mob Rule ({drawn} drawn by a Mob of {attack} against {defence}, from {deck})",
            drawn=tn("{n} card", "{n} cards", attacker_mob),
            attack=attacker_mob,
            defence=defender_mob,
            deck=tn("{n} card", "{n} cards", len(deck)),
        ),
        ordered,
        (
            (t("attacker's Dignitas lost"), means["att_dig"]),
            (t("attacker's Auctoritas lost"), means["att_auc"]),
            (t("attacker's Busts lost"), means["att_bust"]),
            (t("defender's Dignitas lost"), means["def_dig"]),
            (t("defender's Auctoritas lost"), means["def_auc"]),
            (t("defender's Busts lost"), means["def_bust"]),
        ),
        cited(MOB),
    )


def assassination_odds(era: int, plotters: int, card: IdesCard, ides: bool) -> Odds:
    """The plot's thumbs, each down with even chance: success or failure, and how many
    thumbs down."""
    check_plot(era, plotters, card)
    flips = card.flips(plotters)
    success = Fraction(0)
    downs = thumbs_down(flips)
    for k, p in downs.items():
        if assassinate(era, plotters, card, k, ides).success:
            success += p
    fields: dict[str, str | int] = {
        "thumbs": tn("{n} thumb", "{n} thumbs", flips),
        "target": card.target,
    }
    if ides:
        what = tn(
            "the Assassination ({n} Plotter flips {thumbs}; Target Number {target}, the "
            "Target's Beware the Ides turning 1 down up)",
            "the Assassination ({n} Plotters flip {thumbs}; Target Number {target}, the "
            "Target's Beware the Ides turning 1 down up)",
            plotters,
            **fields,
        )
    else:
        what = tn(
            "the Assassination ({n} Plotter flips {thumbs}; Target Number {target})",
            "the Assassination ({n} Plotters flip {thumbs}; Target Number {target})",
            plotters,
            **fields,
        )
    return Odds(
        what,
        ((t("the Target is assassinated"), success), (t("the plot fails"), 1 - success)),
        (
            (
                t("thumbs down (after the Ides)") if ides else t("thumbs down"),
                sum((max(k - int(ides), 0) * p for k, p in downs.items()), Fraction(0)),
            ),
        ),
        cited(ASSASSINATE),
    )


def omens_odds(
    deck: Sequence[tuple[str, ...]],
    npc_prestige: int,
    player_prestige: int,
    era: int,
    thumbs: int,
    player_is_primus: bool,
) -> Odds:
    """The NPC reveals Omens until a Legionary shield and counts the shields its attitude
    names: the chance it takes the deal, and of each count."""
    mood = attitude(npc_prestige, player_prestige, era, player_is_primus)
    counted = COUNTS[mood]
    draws = draw_until(deck_counts(deck), lambda k: "legionary" in _card(k))
    dist: dict[int, Fraction] = {}
    for seq, p in draws.items():
        n = sum(1 for k in seq for s in _card(k) if s in counted)
        dist[n] = dist.get(n, Fraction(0)) + p
    accept = sum((p for n, p in dist.items() if n <= thumbs), Fraction(0))
    outcomes: list[tuple[str, Fraction]] = [
        (t("the NPC takes the deal"), accept),
        (t("the NPC rejects it"), 1 - accept),
    ]
    outcomes += [
        (tn("{n} shield counted", "{n} shields counted", n), p) for n, p in sorted(dist.items())
    ]
    return Odds(
        t(
            "the Omens for a deal worth {thumbs} Thumbs (a {mood} NPC counts {kinds} shields; "
            "{deck} shuffled)",
            thumbs=thumbs,
            mood=said_mood(mood),
            kinds=said_kinds(sorted(counted)),
            deck=tn("{n} card", "{n} cards", len(deck)),
        ),
        tuple(outcomes),
        ((t("shields counted"), sum((n * p for n, p in dist.items()), Fraction(0))),),
        cited(OMENS),
    )
