"""The Censor's prosecutions (1.09.41-1.09.44): up to two minor or one major a turn; the
Senate votes, the accused adds his Influence to the votes against conviction and may make a
Popular Appeal (its votes entered, as the table reads them); a minor conviction costs 5
Popularity, 5 Influence and any prior consulship and returns his concessions to the Forum,
a major one is an execution (a death: 1.05.3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN
from lictor.games.republic_of_rome.rules.settings import Settings, default
from lictor.i18n import N_, Translator, t
from lictor.rules.ruling import Line
from lictor.rules.violation import IllegalAction, Violation

Kind = Literal["minor", "major"]
KINDS = ("minor", "major")


def refusal(
    kind: str, earlier: Sequence[str], settings: Settings | None = None
) -> Violation | None:
    """Why the Censor may not hold another prosecution of ``kind`` this turn, if so."""
    cfg = settings or default()
    rule = ref("1.09.41", "the Censor's prosecutions")
    most = cfg.minor_per_turn
    if "major" in earlier:
        return Violation(
            "prosecution-limit",
            "the Censor has held a major prosecution this turn: no other prosecution follows",
            rule,
            f"up to {most} minor or one major a turn",
        )
    if kind == "major" and earlier:
        return Violation(
            "prosecution-limit",
            "a major prosecution is the turn's only one, and a minor one was held",
            rule,
            f"up to {most} minor or one major a turn",
        )
    if kind == "minor" and len(earlier) >= most:
        return Violation(
            "prosecution-limit",
            f"the Censor has held {len(earlier)} minor prosecutions this turn",
            rule,
            f"up to {most} minor or one major a turn",
        )
    return None


@dataclass(frozen=True)
class ProsecutionRuling:
    kind: str
    convict: int
    acquit: int  # the votes against conviction, the accused's Influence and appeal counted
    convicted: bool
    executed: bool
    influence: int  # after the ruling
    popularity: int
    prior_consul: bool
    concessions_to_forum: tuple[str, ...]
    lines: tuple[Line, ...]


def prosecution(
    kind: str,
    convict: int,
    acquit: int,
    influence: int,
    popularity: int = 0,
    prior_consul: bool = False,
    concessions: Sequence[str] = (),
    appeal: int = 0,
    earlier: Sequence[str] = (),
    settings: Settings | None = None,
    tr: Translator = EN,
) -> ProsecutionRuling:
    """``convict``/``acquit``: the votes cast; ``appeal``: the votes a Popular Appeal
    adds against conviction (negative: for it); ``earlier``: this turn's prosecutions."""
    cfg = settings or default()
    if kind not in KINDS:
        raise BadInput(t("--kind: {kind} is minor or major", kind=repr(kind)))
    for name, v in (("--convict", convict), ("--acquit", acquit), ("--influence", influence)):
        if v < 0:
            raise BadInput(
                t("{option}: votes and Influence are 0 or more, got {value}", option=name, value=v)
            )
    bad = refusal(kind, earlier, cfg)
    if bad is not None:
        raise IllegalAction([bad])
    votes = ref("1.09.42", tr(N_("the vote")))
    against = acquit + influence + appeal
    lines = [
        Line(
            tr(N_("A {kind} prosecution (the turn's number {n})")).format(
                kind=tr(N_("minor")) if kind == "minor" else tr(N_("major")), n=len(earlier) + 1
            ),
            ref("1.09.41", tr(N_("the Censor's prosecutions"))),
        ),
        Line(
            tr(
                N_(
                    "Against conviction: {acquit} votes + the accused's Influence {influence} "
                    "+ Popular Appeal {appeal} = {against}"
                )
            ).format(acquit=acquit, influence=influence, appeal=appeal, against=against),
            votes,
            against,
        ),
    ]
    tie_convicts = cfg.prosecution_tie == "convict"
    convicted = convict > against or (convict == against and tie_convicts)
    if convict == against:
        said = N_("A tie of {convict} to {against}: it convicts (reconstruction)")
        if not convicted:
            said = N_("A tie of {convict} to {against}: it acquits (reconstruction)")
    elif convicted:
        said = N_("For conviction {convict} to {against}: convicted")
    else:
        said = N_("For conviction {convict} to {against}: acquitted")
    lines.append(Line(tr(said).format(convict=convict, against=against), votes, convict))
    new_inf, new_pop, consul, executed = influence, popularity, prior_consul, False
    to_forum: tuple[str, ...] = ()
    if convicted and kind == "minor":
        minor = ref("1.09.43", tr(N_("a minor conviction")))
        new_pop = max(cfg.popularity_floor, popularity - cfg.minor_penalty_popularity)
        new_inf = max(cfg.influence_floor, influence - cfg.minor_penalty_influence)
        lines.append(
            Line(
                tr(N_("Popularity {was} - {n} = {now}")).format(
                    was=popularity, n=cfg.minor_penalty_popularity, now=new_pop
                ),
                minor,
                new_pop,
            )
        )
        lines.append(
            Line(
                tr(N_("Influence {was} - {n} = {now}")).format(
                    was=influence, n=cfg.minor_penalty_influence, now=new_inf
                ),
                minor,
                new_inf,
            )
        )
        if prior_consul:
            lines.append(Line(tr(N_("He loses his Prior Consul marker")), minor))
        consul = False
        to_forum = tuple(concessions)
        for c in to_forum:
            lines.append(
                Line(tr(N_("Concession {name} goes back to the Forum")).format(name=c), minor)
            )
    elif convicted:
        executed = True
        lines.append(
            Line(
                tr(N_("A major conviction: he is executed (a death, 1.05.3)")),
                ref("1.09.44", tr(N_("a major conviction"))),
            )
        )
    return ProsecutionRuling(
        kind,
        convict,
        against,
        convicted,
        executed,
        new_inf,
        new_pop,
        consul,
        to_forum,
        tuple(lines),
    )
