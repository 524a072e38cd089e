"""Solo & 2-Player Addenda: an NPC Senator consults the Omens before taking a deal."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import parse_shields, ref
from lictor.i18n import N_, t, tn
from lictor.rules.ruling import Line

Attitude = Literal["hostile", "superior", "compliant", "wary"]
SHIELDS = ("barbarian", "phalanx", "auxilia", "legionary")  # said with t() (rules.SHIELD_KINDS)
OMENS = N_("Consult the Omens")
COUNTS: dict[Attitude, frozenset[str]] = {
    "superior": frozenset({"phalanx"}),
    "compliant": frozenset({"barbarian"}),
    "wary": frozenset({"phalanx", "barbarian"}),
    "hostile": frozenset(SHIELDS),
}


# an NPC's attitude as a ruling names it (Determine the Attitude)
MOODS = {
    "hostile": N_("Hostile"),
    "superior": N_("Superior"),
    "compliant": N_("Compliant"),
    "wary": N_("Wary"),
}


def said_mood(mood: str) -> str:
    """``Wary``: an attitude, in the language spoken."""
    return t(MOODS[mood]) if mood in MOODS else mood.title()


def said_kinds(kinds: Sequence[str]) -> str:
    """``phalanx and barbarian``: shield kinds, in the language spoken."""
    said = [t(k) for k in kinds]
    out = said[0] if said else ""
    for kind in said[1:]:
        out = t("{some} and {last}", some=out, last=kind)
    return out


def attitude(npc_prestige: int, player_prestige: int, era: int, player_is_primus: bool) -> Attitude:
    """The NPC's Attitude to the Player offering. The Addenda list Superior, Compliant,
    Hostile, then Wary without saying which wins when two apply; lictor's reading
    (reconstruction): Hostile ("you are the Primus") comes first, since a Primus Player is
    the one the NPCs work against whatever the Prestige; then Superior, Compliant, Wary."""
    if player_is_primus:
        return "hostile"
    if npc_prestige >= player_prestige + era:
        return "superior"
    if npc_prestige < player_prestige:
        return "compliant"
    return "wary"


@dataclass(frozen=True)
class OmensRuling:
    attitude: Attitude
    counted: int
    accepts: bool
    draws: tuple[str, ...]
    lines: tuple[Line, ...]


def parse_draw(text: str, option: str = "--draws") -> tuple[str, ...]:
    """``phalanx`` or ``barbarian:2``: the shields on one revealed card (``option``: the
    word a refusal names, ``--draws`` of ``resolve`` or ``omens`` of an ``offer``)."""
    kind, count = parse_shields(text, option)
    return (kind,) * count


def card_word(card: Sequence[str]) -> str:
    """``barbarian:2`` / ``phalanx``: a card as the table says it."""
    if not card:
        return "-"
    return f"{card[0]}:{len(card)}" if len(card) > 1 else card[0]


def off_the_deck(deck: Sequence[tuple[str, ...]], draws: Sequence[tuple[str, ...]]) -> str:
    """Why ``draws`` cannot have been revealed from ``deck`` ("" if they can): a card the
    deck has not, or more of one than it holds (a --physical table's Omens said)."""
    have = Counter(tuple(c) for c in deck)
    said = Counter(tuple(c) for c in draws)
    cards = ", ".join(
        card_word(c) if n == 1 else f"{card_word(c)} x{n}" for c, n in have.items() if c
    )
    for card, n in said.items():
        if card not in have:
            return t(
                "omens: {card} is no card of the Omens deck (the Early Republic Combat deck: "
                "{cards})",
                card=card_word(card),
                cards=cards,
            )
        if n > have[card]:
            return tn(
                "omens: {card} said {said} times, but the Omens deck holds {n} such card ({cards})",
                "omens: {card} said {said} times, but the Omens deck holds {n} such cards "
                "({cards})",
                have[card],
                card=card_word(card),
                said=n,
                cards=cards,
            )
    return ""


def draw_from_deck(deck: Sequence[tuple[str, ...]], seed: int) -> list[tuple[str, ...]]:
    """Shuffle the Omens deck (seeded) and reveal cards until a legionary shield."""
    cards = list(deck)
    random.Random(seed).shuffle(cards)
    out = []
    for card in cards:
        out.append(card)
        if "legionary" in card:
            return out
    raise BadInput(t("the Omens deck has no legionary shield to stop on"))


def consult(
    npc_prestige: int,
    player_prestige: int,
    era: int,
    thumbs: int,
    draws: Sequence[tuple[str, ...]],
    *,
    player_is_primus: bool = False,
) -> OmensRuling:
    if not 1 <= era <= 7:
        raise BadInput(t("--era: an Era is 1 to 7, got {era}", era=era))
    for name, value in (("--npc-prestige", npc_prestige), ("--player-prestige", player_prestige)):
        if value < 0:
            raise BadInput(
                t("{option}: Prestige is 0 or more, got {value}", option=name, value=value)
            )
    if not draws or "legionary" not in draws[-1]:
        raise BadInput(
            t(
                "--draws: the Omens are revealed until a legionary shield; the last card must "
                "show one"
            )
        )
    if any("legionary" in d for d in draws[:-1]):
        raise BadInput(
            t("--draws: the Omens stop at the first legionary shield; no card may follow it")
        )
    mood = attitude(npc_prestige, player_prestige, era, player_is_primus)
    why = {
        "hostile": t("you are the Primus"),
        "superior": t("the NPC has at least Era # ({era}) more Prestige", era=era),
        "compliant": t("the NPC has less Prestige than you"),
        "wary": t("neither superior nor compliant"),
    }[mood]
    said = t("Attitude: {mood} ({why})", mood=said_mood(mood), why=why)
    lines = [Line(said, ref(OMENS, "Determine the Attitude"))]
    counts = COUNTS[mood]
    shields = [s for card in draws for s in card]
    counted = sum(1 for s in shields if s in counts)
    lines.append(
        Line(
            t(
                "Omens drawn: {drawn}; a {mood} NPC counts {kinds} shields: {n}",
                drawn=", ".join(t(x) for x in shields),
                mood=said_mood(mood),
                kinds=said_kinds(sorted(counts)),
                n=counted,
            ),
            ref(OMENS, "count the shields the attitude names"),
            counted,
        )
    )
    accepts = counted <= thumbs
    lines.append(
        Line(
            t(
                "{n} <= the deal's Thumbs value {thumbs}: the NPC takes the deal",
                n=counted,
                thumbs=thumbs,
            )
            if accepts
            else t(
                "{n} > the deal's Thumbs value {thumbs}: the NPC rejects the deal",
                n=counted,
                thumbs=thumbs,
            ),
            ref(OMENS, "takes the deal if the Omens are at most the Thumbs value"),
        )
    )
    names = tuple(":".join((c[0], str(len(c)))) if len(c) > 1 else c[0] for c in draws)
    return OmensRuling(mood, counted, accepts, names, tuple(lines))
