"""Game End & Victory, the pure core: Prestige + Status + Emporia + Legacy, ties, and how
the game ends. Plain frozen values in, a ScoreSheet out (``scoring`` validates a user's
file into these; the referee builds them from its state)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from lictor.games.carta_imperia.rules import ref
from lictor.i18n import t, tn
from lictor.rules.ruling import Line

END = "Game End & Victory"
ROME_NAMES = {"rome", "roma", "italia"}

Outcome = Literal["winner", "duovirate", "triumvirate", "republic-survives", "rome-falls"]


class GovernorLike(Protocol):
    @property
    def province(self) -> str: ...
    @property
    def shields(self) -> int: ...
    @property
    def romanised(self) -> bool: ...
    @property
    def emporia(self) -> int: ...


class PlayerLike(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def dignitas(self) -> int: ...
    @property
    def auctoritas(self) -> int: ...
    @property
    def governors(self) -> Sequence[GovernorLike]: ...
    @property
    def reforms(self) -> Sequence[int]: ...
    @property
    def legacy(self) -> Sequence[int]: ...


@dataclass(frozen=True)
class GovernorEnd:
    """A Governor at the end of the game, as the score reads it."""

    province: str
    shields: int
    romanised: bool = False
    emporia: int = 0


@dataclass(frozen=True)
class FamiliaEnd:
    """A Familia at the end of the game, as the score reads it."""

    name: str
    dignitas: int
    auctoritas: int
    governors: tuple[GovernorEnd, ...] = ()
    reforms: tuple[int, ...] = ()
    legacy: tuple[int, ...] = ()


@dataclass(frozen=True)
class PlayerScore:
    """One player's final score, part by part."""

    name: str
    prestige: int
    status: int
    emporia: int
    legacy: int
    auctoritas: int
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return self.prestige + self.status + self.emporia + self.legacy


@dataclass(frozen=True)
class ScoreSheet:
    """The final scores, the outcome, the winners and the lines that found them."""

    players: tuple[PlayerScore, ...]
    outcome: Outcome
    winners: tuple[str, ...]
    lines: tuple[Line, ...]  # the table's lines: how the winner was found


def auctoritas_value(auctoritas: int) -> int:
    """Every pair of Auctoritas is worth 3 Prestige, a lone one 1 (5 -> 7)."""
    return (auctoritas // 2) * 3 + auctoritas % 2


def governs_rome(player: PlayerLike) -> bool:
    return any(g.province.strip().lower() in ROME_NAMES for g in player.governors)


def score_player(p: PlayerLike, emperor: str | None) -> PlayerScore:
    lines: list[Line] = []
    av = auctoritas_value(p.auctoritas)
    prestige = p.dignitas + av
    lines.append(
        Line(
            t(
                "Prestige: {dignitas} Dignitas + {auctoritas} Auctoritas worth {worth} = {n}",
                dignitas=p.dignitas,
                auctoritas=p.auctoritas,
                worth=av,
                n=prestige,
            ),
            ref(END, "every 2 Auctoritas are worth 3 Prestige"),
            prestige,
        )
    )
    status = 0
    for g in p.governors:
        per = 2 if g.romanised else 1
        value = per * g.shields
        status += value
        fields: dict[str, int | str] = {"province": t(g.province), "per": per, "value": value}
        lines.append(
            Line(
                tn(
                    "Status: governs {province} (Romanised), {n} shield x {per} = {value}",
                    "Status: governs {province} (Romanised), {n} shields x {per} = {value}",
                    g.shields,
                    **fields,
                )
                if g.romanised
                else tn(
                    "Status: governs {province} (un-Romanised), {n} shield x {per} = {value}",
                    "Status: governs {province} (un-Romanised), {n} shields x {per} = {value}",
                    g.shields,
                    **fields,
                ),
                ref(END, "Governor Status per shield"),
                value,
            )
        )
    for col in p.reforms:
        status += col
        lines.append(
            Line(
                t("Status: a Reform in column {n} = {n}", n=col),
                ref(END, "Reforms 1/2/3/4 Status by column"),
                col,
            )
        )
    if emperor == p.name:
        status += 5
        lines.append(Line(t("Status: Emperor at the end = 5"), ref(END, "the Emperor"), 5))
        if governs_rome(p):
            status += 5
            lines.append(
                Line(
                    t("Status: the Emperor's Familia governs Rome = 5 more"),
                    ref(END, "the Emperor governing Rome"),
                    5,
                )
            )
    own = sum(g.emporia for g in p.governors)
    emporia = (own + 1) ** 2
    lines.append(
        Line(
            t(
                "Emporia: {own} in governed Provinces + 1 (Rome's, everyone's) = "
                "{all}, squared = {n}",
                own=own,
                all=own + 1,
                n=emporia,
            ),
            ref(END, "Emporia squared; Rome is under everyone's control"),
            emporia,
        )
    )
    legacy = max(p.legacy, default=0)
    lines.append(
        Line(
            t("Legacy: best single card = {n} (of {cards})", n=legacy, cards=str(p.legacy))
            if len(p.legacy) > 1
            else t("Legacy: best single card = {n}", n=legacy),
            ref(END, "only one Legacy card scores"),
            legacy,
        )
    )
    total = prestige + status + emporia + legacy
    lines.append(
        Line(
            t(
                "Total: {prestige} + {status} + {emporia} + {legacy} = {n}",
                prestige=prestige,
                status=status,
                emporia=emporia,
                legacy=legacy,
                n=total,
            ),
            ref(END, "Prestige + Status + Emporia + Legacy"),
            total,
        )
    )
    return PlayerScore(p.name, prestige, status, emporia, legacy, p.auctoritas, tuple(lines))


def score_table(
    players: Sequence[PlayerLike], rome_sacked: int = 0, emperor: str | None = None
) -> ScoreSheet:
    """The final score and the outcome; never depends on the order players are listed in."""
    scores = tuple(score_player(p, emperor) for p in players)
    if rome_sacked >= 3:
        line = Line(
            t("Rome was Sacked 3 times: the Republic collapses and everyone loses"),
            ref("Rome", "three Sacked markers"),
        )
        return ScoreSheet(scores, "rome-falls", (), (line,))
    best = max(s.total for s in scores)
    leaders = [s for s in scores if s.total == best]
    lines = [
        Line(
            t(
                "Highest total: {n} ({names})",
                n=best,
                names=", ".join(sorted(s.name for s in leaders)),
            ),
            ref(END, "most points wins"),
            best,
        )
    ]
    if len(leaders) > 1:
        top_a = max(s.auctoritas for s in leaders)
        leaders = [s for s in leaders if s.auctoritas == top_a]
        lines.append(
            Line(
                t(
                    "Tie broken by Auctoritas: most is {n} ({names})",
                    n=top_a,
                    names=", ".join(sorted(s.name for s in leaders)),
                ),
                ref(END, "Auctoritas wins ties"),
                top_a,
            )
        )
    names = tuple(sorted(s.name for s in leaders))
    if len(names) == 1:
        outcome: Outcome = "winner"
        lines.append(Line(t("{player} wins", player=names[0]), ref(END)))
    elif len(names) == 2:
        outcome = "duovirate"
        lines.append(
            Line(
                t("{a} and {b} share the win as a Duovirate", a=names[0], b=names[1]),
                ref(END, "2 tied: Duovirate"),
            )
        )
    elif len(names) == 3:
        outcome = "triumvirate"
        lines.append(
            Line(
                t("{names} share the win as a Triumvirate", names=", ".join(names)),
                ref(END, "3 tied: Triumvirate"),
            )
        )
    else:
        outcome = "republic-survives"
        names = tuple(sorted(s.name for s in scores))
        lines.append(
            Line(
                t("4 or more still tied: the Republic survives and everybody wins"),
                ref(END, "4 or more tied"),
            )
        )
    return ScoreSheet(scores, outcome, names, tuple(lines))
