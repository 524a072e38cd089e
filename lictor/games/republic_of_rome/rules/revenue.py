"""Personal revenue (1.06.1-1.06.13): each Senator's income is his base revenue, his
Knights, his concessions and, optionally, the provincial spoils a governor rolls. The base
revenue, a Knight's worth and where revenue is paid are the pack's readings."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN, talents
from lictor.games.republic_of_rome.rules.settings import Settings, default
from lictor.i18n import N_, NP_, Translator, t
from lictor.rules.fast import replace
from lictor.rules.ruling import Line

RULE = "1.06.1-1.06.13"


@dataclass(frozen=True)
class SenatorIncome:
    """One Senator's entries: the cards and markers that earn."""

    name: str = ""  # empty: "the Senator"
    leader: bool = False
    knights: int = 0
    concessions: tuple[int, ...] = ()  # each concession's income, as printed
    spoils: int | None = None  # the governor's spoils roll, if he takes them


@dataclass(frozen=True)
class RevenueRuling:
    total: int
    per_senator: tuple[tuple[str, int], ...]
    corrupt: tuple[str, ...]  # governors who take spoils get a Corrupt marker (a reading)
    lines: tuple[Line, ...]


def senator_revenue(
    s: SenatorIncome, settings: Settings | None = None, tr: Translator = EN
) -> tuple[int, list[Line], bool]:
    cfg = settings or default()
    if not s.name:
        s = replace(s, name=tr(N_("The Senator")))
    if s.knights < 0:
        raise BadInput(
            t("{name}: knights are 0 or more, got {value}", name=s.name, value=s.knights)
        )
    for c in s.concessions:
        if c < 0:
            raise BadInput(
                t("{name}: a concession's income is 0 or more, got {value}", name=s.name, value=c)
            )
    if s.spoils is not None and s.spoils < 0:
        raise BadInput(t("{name}: spoils are 0 or more, got {value}", name=s.name, value=s.spoils))
    rule = ref(RULE, tr(N_("personal revenue")))
    base = cfg.revenue_leader if s.leader else cfg.revenue_senator
    knights = s.knights * cfg.revenue_knight
    conc = sum(s.concessions)
    spoils = s.spoils or 0
    total = base + knights + conc + spoils
    who = tr(N_("the Faction Leader")) if s.leader else tr(N_("a Senator"))
    parts = [
        tr(N_("base {n} as {who} (reconstruction)")).format(n=base, who=who),
        tr.ngettext(
            *NP_("{k} Knight x {each} = {n}", "{k} Knights x {each} = {n}"), s.knights
        ).format(k=s.knights, each=cfg.revenue_knight, n=knights),
        tr(N_("concessions {n}")).format(n=conc),
    ]
    if s.spoils is not None:
        parts.append(tr(N_("provincial spoils {n}")).format(n=spoils))
    lines = [
        Line(
            tr(N_("{name}: {parts}: {talents}")).format(
                name=s.name, parts=", ".join(parts), talents=talents(total, tr)
            ),
            rule,
            total,
        )
    ]
    corrupt = s.spoils is not None and cfg.spoils_make_corrupt
    if corrupt:
        lines.append(
            Line(
                tr(N_("{name} takes provincial spoils: a Corrupt marker (reconstruction)")).format(
                    name=s.name
                ),
                ref("1.06.1", tr(N_("provincial spoils"))),
            )
        )
    return total, lines, corrupt


def revenue(
    senators: Sequence[SenatorIncome], settings: Settings | None = None, tr: Translator = EN
) -> RevenueRuling:
    """The personal revenue of each Senator given and the faction's total."""
    cfg = settings or default()
    if not senators:
        raise BadInput("revenue: no Senator given")
    lines: list[Line] = []
    per: list[tuple[str, int]] = []
    corrupt: list[str] = []
    for s in senators:
        n, said, c = senator_revenue(s, cfg, tr)
        name = s.name or tr(N_("The Senator"))
        per.append((name, n))
        lines += said
        if c:
            corrupt.append(name)
    total = sum(n for _, n in per)
    where = (
        tr(N_("each Senator's personal treasury"))
        if cfg.revenue_paid_to == "personal"
        else tr(N_("the faction treasury"))
    )
    if len(senators) > 1:
        lines.append(
            Line(
                tr(N_("The faction's personal revenue: {talents}")).format(
                    talents=talents(total, tr)
                ),
                ref(RULE, tr(N_("personal revenue"))),
                total,
            )
        )
    lines.append(
        Line(
            tr(N_("Paid to {where} (reconstruction), then redistribution")).format(where=where),
            ref("1.06.3", tr(N_("redistribution"))),
        )
    )
    return RevenueRuling(total, tuple(per), tuple(corrupt), tuple(lines))
