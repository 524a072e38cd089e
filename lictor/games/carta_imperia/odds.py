"""Carta Imperia's odds before a draw: the combat card of a campaign (with an elephants'
thumb still to flip, and Hannibal's Ambush drawing until a legionary) and the thumbs of
routed Generals, exact over the cards left in the deck (what the table has seen drawn is
out of it, virtual or physical alike)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import cited, late
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import HIST
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import battles_with
from lictor.i18n import N_, t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace
from lictor.rules.odds import (
    Odds,
    coin,
    draw_one,
    draw_until,
    expected,
    percent,
    thumbs_down,
)

# the phases' rulings at the first draw they give odds for (issue 27): `next` asks for odds
# at every step, and most steps draw nothing
if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.era.steps import event_matches
    from lictor.games.carta_imperia.rules.phases.expand.battle import _pre_strengths, _ruling
    from lictor.games.carta_imperia.rules.phases.expand.rulings import BattleRuling
else:
    _PHASES = "lictor.games.carta_imperia.rules.phases."
    event_matches = lazy_function(f"{_PHASES}era.steps:event_matches")
    _pre_strengths = lazy_function(f"{_PHASES}expand.battle:_pre_strengths")
    _ruling = lazy_function(f"{_PHASES}expand.battle:_ruling")

FIGHT = N_("How to Fight a Campaign")  # the kernel says it
WIN, EQUAL, FAIL = N_("Rome wins"), N_("equal (Rome wins, double casualties)"), N_("Rome fails")
ATTACKERS, DEFENDERS = N_("the attackers win"), N_("the defenders win")


# an icon's thumb still to flip before the combat card (Regional Icons), as the odds name it
ICON_THUMBS = {"elephants": N_("the elephants' thumb"), "cataphracts": N_("the cataphracts' thumb")}


def odds(board: Board, s: State) -> list[Odds]:
    if s.step == "battle" and s.battles:
        return _battle(board, s)
    if s.step == "rout" and s.waiting:
        return [_rout(len(s.waiting))]
    if s.step == "event":
        return _event(board, s)
    if s.step in ("mob-cards", "conspire"):
        return _extralegal(board, s)
    if s.step == "war-battle" and s.war is not None and s.war.clash is not None:
        return _war_battle(board, s)
    if s.step == "war-rout" and s.waiting:
        return [_rout(len(s.waiting))]
    return []


def _war_battle(board: Board, s: State) -> list[Odds]:
    """Civil War, Battle: each side draws a Late Republic card (the attacker's first);
    exact over every ordered pair of the cards left, before any Redraw a commander may
    choose - the ruling of ``rules/civil_war.battle`` for each pair."""
    from lictor.games.carta_imperia.rules.phases.civil_war.clash import sides
    from lictor.games.carta_imperia.rules.phases.civil_war.common import war_of
    from lictor.games.carta_imperia.rules.phases.civil_war.rulings import battle

    w = war_of(s)
    c = w.clash
    assert c is not None
    pile = s.late_combat.draw_pile
    if any(c.cards) or len(pile) < 2:  # drawn already, or a reshuffle on the way
        return []
    wins: Counter[str] = Counter()
    lost: Counter[int] = Counter()
    pairs = 0
    for i, first in enumerate(pile):
        for j, second in enumerate(pile):
            if i == j:
                continue
            drawn = replace(s, war=replace(w, clash=replace(c, cards=(first, second))))
            out = battle(*sides(board, drawn))
            wins[ATTACKERS if out.attacker_wins else DEFENDERS] += 1
            lost[out.loser_loses] += 1
            pairs += 1
    return [
        Odds(
            tn(
                "the Civil War battle in {region} ({n} Late Republic card left; before any Redraw)",
                "the Civil War battle in {region} ({n} Late Republic cards left; before any "
                "Redraw)",
                len(pile),
                region=t(c.region),
            ),
            tuple((t(label), Fraction(n, pairs)) for label, n in sorted(wins.items())),
            (
                (
                    t("Legions the loser loses"),
                    expected((k, Fraction(n, pairs)) for k, n in lost.items()),
                ),
            ),
            "Battle",
        )
    ]


def _extralegal(board: Board, s: State) -> list[Odds]:
    """V. eXtra-Legal: a Mob's cards still to draw (a --physical table), or a plot about
    to strike (each thumb even), by the exact rulings of ``odds_extralegal``."""
    from lictor.games.carta_imperia.odds_extralegal import assassination_odds, mob_rule_odds
    from lictor.games.carta_imperia.rules.phases.extralegal import steps as xl

    d = xl.deed(s)
    if s.step == "conspire":
        card = xl.ides_card(board, d.card)
        return [assassination_odds(s.era, len(d.plotters), card, s.ides and d.target == s.primus)]
    attack, defence = xl.mobs(s)
    pile = s.combat.draw_pile
    if len(pile) < attack:  # the discards are reshuffled in on the way: not enumerated
        return []
    return [
        mob_rule_odds(
            [xl.shields(board, c) for c in pile],
            s.era,
            attack,
            defence,
            s.familia(d.actor).auctoritas,
            s.familia(d.target).auctoritas,
        )
    ]


def _event(board: Board, s: State) -> list[Odds]:
    """Historical Events are drawn until one of this Era: whatever the order, each card
    of this Era left in the deck is equally likely to be the one (the others are set
    aside or discarded on the way)."""
    eras = {c.id: c.era for c in board.historical}
    names = {c.id: c.name for c in board.historical}
    pile = s.history.draw_pile
    matching = [c for c in pile if event_matches(s, eras.get(c, 0))]
    if not matching:
        return []
    chances: dict[str, Fraction] = {}
    for card in matching:
        chances[names[card]] = chances.get(names[card], Fraction(0)) + Fraction(1, len(matching))
    first = Fraction(len(matching), len(pile))
    return [
        Odds(
            tn(
                "this Era's Historical Event ({n} card left; the very next card is of this "
                "Era {percent})",
                "this Era's Historical Event ({n} cards left; the very next card is of this "
                "Era {percent})",
                len(pile),
                percent=percent(first),
            ),
            tuple((t(k), v) for k, v in sorted(chances.items(), key=lambda kv: (-kv[1], kv[0]))),
            (),
            cited(HIST),
        )
    ]


def _verdict(r: BattleRuling) -> str:
    if r.roman_strength > r.region_strength:
        return WIN
    return EQUAL if r.success else FAIL


def _battle(board: Board, s: State) -> list[Odds]:
    b = s.battles[s.current]
    if b.drawn:
        return []
    due = []  # the thumbs still to flip: elephants, then cataphracts (Regional Icons)
    variants = [(b, Fraction(1))]
    while late.thumb_due(board, replace(s, battles=battles_with(s, s.current, variants[0][0]))):
        icon = late.thumb_due(board, replace(s, battles=battles_with(s, s.current, variants[0][0])))
        due.append(icon)
        variants = [
            (replace(v, **{icon: side}), p * q) for v, p in variants for side, q in coin().items()
        ]
    flip = bool(due)
    outcomes = {WIN: Fraction(0), EQUAL: Fraction(0), FAIL: Fraction(0)}
    casualties: list[tuple[int, Fraction]] = []
    left = 0
    for battle, p_thumb in variants:
        here = replace(s, battles=battles_with(s, s.current, battle))
        deck = late.combat_deck(board, s)  # the Late Republic deck in Eras V-VII
        pile = deck.draw_pile or deck.discards
        foe = board.foe_named(b.target)
        ambush = battle.ambush
        if not battle.cards and foe is not None and foe.ambush and not ambush:
            strength, roman = _pre_strengths(board, here, battle)
            if roman > strength:  # Hannibal is outnumbered: he Ambushes, discards back in
                ambush = True
                pile = deck.draw_pile + deck.discards
        counts = dict(Counter(pile))
        left = len(pile)
        if ambush:
            draws = draw_until(
                counts, lambda c: late.shields_of(board, s, (c,))[0][0] == "legionary"
            )
        else:
            draws = {(card,): p for card, p in draw_one(counts).items()}
        for seq, p_seq in draws.items():
            done = replace(battle, cards=(*battle.cards, *seq), ambush=ambush, drawn=True)
            r = _ruling(board, replace(here, battles=battles_with(here, here.current, done)))
            p = p_thumb * p_seq
            outcomes[_verdict(r)] += p
            casualties.append((r.casualties + r.elephant_losses, p))
    target = t(b.target)
    if not flip:
        what = tn(
            "the combat card for {target} ({n} card left)",
            "the combat card for {target} ({n} cards left)",
            left,
            target=target,
        )
    else:
        said = [t(ICON_THUMBS[icon]) if icon in ICON_THUMBS else icon for icon in due]
        thumbs = (
            said[0] if len(said) == 1 else t("{first} and {second}", first=said[0], second=said[-1])
        )
        what = tn(
            "the combat card for {target} ({n} card left, {thumbs} still to flip)",
            "the combat card for {target} ({n} cards left, {thumbs} still to flip)",
            left,
            target=target,
            thumbs=thumbs,
        )
    return [
        Odds(
            what,
            tuple((t(k), v) for k, v in outcomes.items()),
            ((t("Legions lost"), expected(casualties)),),
            FIGHT,
        )
    ]


def _rout(generals: int) -> Odds:
    dist = thumbs_down(generals)
    return Odds(
        tn(
            "the thumbs ({n} routed General flips; each thumb down loses a Governor Bust)",
            "the thumbs ({n} routed Generals flip; each thumb down loses a Governor Bust)",
            generals,
        ),
        tuple((tn("{n} Bust lost", "{n} Busts lost", k), p) for k, p in sorted(dist.items())),
        ((t("Busts lost"), expected(dist.items())),),
        "Casualties",
    )
