"""Carta Imperia's words as the table reads them: a region's marks and shields, the
direction of play and the Reforms' names, said in the language spoken (``t``)."""

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
# the Reforms the pack names (data.referee.reforms.rows), said where status lists them
REFORM_NAMES = (
    N_("Pilum"),
    N_("Manipular Formation"),
    N_("Professional Army"),
    N_("Military Reform IV"),
    N_("Aedile"),
    N_("Quaestor"),
    N_("Administrative Reform III"),
    N_("Administrative Reform IV"),
    N_("Lex Sacrata"),
    N_("Lex Hortensia"),
    N_("Lex Plautia Papiria"),
    N_("Political Reform IV"),
)


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
