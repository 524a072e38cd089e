"""Carta Imperia's words as the table reads them: a region's marks and shields and the
direction of play, said in the language spoken (``t``; the Reforms' names:
rules/phases/exec/reforms.py)."""

from __future__ import annotations

from lictor.i18n import N_, t, tn

# the words a region's marks are printed as (a table's own --content may add others)
FEATURES = {
    "emporium": N_("emporium"),
    "naval-port": N_("naval-port"),
    "elephants": N_("elephants"),
    "cataphracts": N_("cataphracts"),
    "neutral": N_("neutral"),
}


DIRECTIONS = (N_("left"), N_("right"))  # which way play goes round the table


def said_mark(word: str) -> str:
    """A region's mark (``naval-port``) or a shield kind in the language spoken."""
    return t(FEATURES[word]) if word in FEATURES else word


def shields_said(kind: str, n: int) -> str:
    """``2 phalanx`` (the shield kind of a region, counted)."""
    if kind == "barbarian":
        return tn("{n} barbarian", "{n} barbarian", n)
    if kind == "phalanx":
        return tn("{n} phalanx", "{n} phalanx", n)
    if kind == "auxilia":
        return tn("{n} auxilia", "{n} auxilia", n)
    if kind == "legionary":
        return tn("{n} legionary", "{n} legionary", n)
    if kind == "legion":
        return tn("{n} legion", "{n} legion", n)
    return f"{n} {kind}"
