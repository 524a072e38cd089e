"""How the rulings speak: through the catalogue (English source, Italian with --lang it)."""

from __future__ import annotations

from fractions import Fraction

from lictor.i18n import Translator

EN = Translator("en")


def pct(chance: Fraction, tr: Translator) -> str:
    """``35/36`` as ``97.2%`` (``97,2%`` in Italian)."""
    text = f"{float(chance) * 100:.1f}%"
    return text.replace(".", ",") if tr.lang == "it" else text


def talents(n: int, tr: Translator) -> str:
    """``1 Talent``, ``3 Talents`` (``1 Talento``, ``3 Talenti``)."""
    from lictor.i18n import NP_

    return tr.count(n, *NP_("{n} Talent", "{n} Talents"))
