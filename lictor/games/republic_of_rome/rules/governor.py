"""Governors' terms (1.06.6): at the end of the Revenue phase the term dial of every
governor who is not a Rebel advances; past 1, he returns to Rome, his province card to the
Forum, and a corrupt governor keeps his Corrupt marker."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN
from lictor.i18n import N_, Translator, t
from lictor.rules.ruling import Line


@dataclass(frozen=True)
class TermRuling:
    term: int  # the dial after the advance (0: he has come home)
    returns: bool
    corrupt: bool
    lines: tuple[Line, ...]


def end_of_revenue(
    term: int,
    rebel: bool = False,
    corrupt: bool = False,
    name: str = "",
    province: str = "",
    tr: Translator = EN,
) -> TermRuling:
    """The dial of one governor at the end of the Revenue phase."""
    if term < 1:
        raise BadInput(t("--term: a governor's dial shows 1 or more, got {term}", term=term))
    rule = ref("1.06.6", tr(N_("governors' terms")))
    who = name or tr(N_("The governor"))
    where = province or tr(N_("his province"))
    if rebel:
        line = tr(N_("{who} is a Rebel: his dial does not advance (it stays at {term})"))
        return TermRuling(
            term, False, corrupt, (Line(line.format(who=who, term=term), rule, term),)
        )
    if term > 1:
        line = tr(N_("{who}: the dial advances from {was} to {term}"))
        said = line.format(who=who, was=term, term=term - 1)
        return TermRuling(term - 1, False, corrupt, (Line(said, rule, term - 1),))
    lines = [
        Line(
            tr(
                N_("{who}: the dial moves past 1, he returns to Rome and {where} goes to the Forum")
            ).format(who=who, where=where),
            rule,
            0,
        )
    ]
    if corrupt:
        lines.append(Line(tr(N_("He comes home corrupt: he keeps his Corrupt marker")), rule))
    return TermRuling(0, True, corrupt, tuple(lines))
