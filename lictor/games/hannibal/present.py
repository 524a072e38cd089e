"""Hannibal vs Rome as text: the status view (what one seat may see) in lines, in the
language now spoken (the side keys and the map's names as the Italian kit prints them)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from lictor.i18n import N_, current_lang, t, tn

# the side keys as the status lines show them (``rome``: the word a player types)
SIDE_WORDS = {"rome": N_("rome"), "carthage": N_("carthage")}


def side_word(side: str) -> str:
    return t(SIDE_WORDS[side]) if side in SIDE_WORDS else side


def describe(view: Mapping[str, Any]) -> list[str]:
    players = view.get("players", {})
    province, rome, carthage = t("Province"), t("Rome"), t("Carthage")
    lines = [
        t(
            "Session {session} - {game} - {players}",
            session=view["session"],
            game=view["game"],
            players=", ".join(f"{side_word(side)}: {name}" for side, name in players.items()),
        ),
        f"{province:<18} {rome:>5} {carthage:>9}",
    ]
    for p in view["provinces"]:
        if p["rome"] or p["carthage"] or p["hannibal"]:
            extra = " + " + t("Hannibal") if p["hannibal"] else ""
            lines.append(f"{t(p['name']):<18} {p['rome']:>5} {p['carthage']:>9}{extra}")
    lines.append(f"{t('Sea route'):<18} {rome:>5} {carthage:>9}")
    for r in view["routes"]:
        if r["rome"] or r["carthage"]:
            lines.append(f"{route_said(r['name']):<18} {r['rome']:>5} {r['carthage']:>9}")
    hands = view["hands"]
    played = view.get("played", {})
    lines.append(
        t(
            "Hands: {hands}",
            hands=", ".join(hand(side, v) + _played(played.get(side)) for side, v in hands.items()),
        )
    )
    revealed = view.get("revealed")
    if revealed:
        cards = ", ".join(f"{t(side.capitalize())} {card}" for side, card in revealed.items())
        if view.get("open_discards"):
            lines.append(t("Just revealed: {cards}", cards=cards))
        else:
            lines.append(
                t(
                    "Just revealed: {cards} (set aside face down with the next action)",
                    cards=cards,
                )
            )
    if view.get("your_choice"):
        lines.append(
            t(
                "Your card this round (secret until both are chosen): {card}",
                card=view["your_choice"],
            )
        )
    return lines


def route_said(name: str) -> str:
    """A sea route ``Roma-Corsica`` with each end's name as the kit prints it."""
    return _route_said(current_lang(), name)


@lru_cache(maxsize=256)
def _route_said(lang: str, name: str) -> str:
    """``route_said`` in ``lang`` (the language now spoken: the key keeps two apart),
    said once (every move by sea says its route: issue 27)."""
    return "-".join(t(end) for end in name.split("-"))


def _played(cards: int | list[int] | None) -> str:
    """`` (played 2 4)`` to their owner; `` (2 played, face down)`` to anyone else."""
    if not cards:
        return ""
    if isinstance(cards, int):
        return " (" + tn("{n} played, face down", "{n} played, face down", cards) + ")"
    return " (" + t("played {cards}", cards=" ".join(map(str, cards))) + ")"


def hand(side: str, cards: int | list[int]) -> str:
    """``rome 3 cards`` for a hidden hand, ``rome: 1 2 5`` for the player's own."""
    if isinstance(cards, int):
        return tn("{side} {n} card", "{side} {n} cards", cards, side=side_word(side))
    return f"{side_word(side)}: {' '.join(map(str, cards))}"


def masked_log(actions: list[str], hidden: int) -> list[str]:
    """The log with the latest ``hidden`` secret cards shown as ``card SIDE ?``."""
    out = []
    for i, words in enumerate(actions, 1):
        if i > len(actions) - hidden and words.startswith("card "):
            words = " ".join(words.split()[:2]) + " ?"
        out.append(words)
    return out


def face_down_log(actions: list[str], shown: int) -> list[str]:
    """The log with every card shown as ``card SIDE ?`` but the latest ``shown`` cards
    (the two just revealed, face up until the next action): a discard is face down."""
    cards = [i for i, words in enumerate(actions) if words.startswith("card ")]
    keep = set(cards[len(cards) - shown :]) if shown else set()
    return [
        " ".join(w.split()[:2]) + " ?" if w.startswith("card ") and i not in keep else w
        for i, w in enumerate(actions)
    ]
