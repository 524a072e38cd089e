"""What the summary does not cover, entered as plain adjustments: each is logged and says
so, and the referee applies nothing of its own to it (bar the State treasury's
bankruptcy, which is the summary's: 1.12.3)."""

from __future__ import annotations

from lictor.games.republic_of_rome.rules.books import Result, refuse, state_treasury
from lictor.games.republic_of_rome.rules.ledger import (
    FORUM,
    Senator,
    State,
    changed,
    with_faction,
    with_senator,
)
from lictor.games.republic_of_rome.rules.verbs import STATE, Act
from lictor.i18n import N_, t
from lictor.rules.fast import replace
from lictor.rules.game import Event

NOTE = N_("adjustment, not a ruling of the summary")
# the words an adjustment says in its line (a Senator's numbers, his card), as said
SAID = (
    N_("influence"),
    N_("oratory"),
    N_("loyalty"),
    N_("popularity"),
    N_("knights"),
    N_("talents"),
    N_("family"),
    N_("statesman"),
)


def _event(text: str) -> list[Event]:
    return [Event(f"{text} ({t(NOTE)})", "")]


def apply_adjustment(s: State, a: Act) -> Result:
    v, args = a.verb, a.args
    if v == "senator":
        owner, name, inf, ora, loy = args[:5]
        card = "statesman" if len(args) == 6 else "family"
        new = Senator(name, owner, card, int(inf), int(ora), int(loy), int(inf))
        if owner != FORUM and s.faction(owner).eliminated:
            raise refuse(
                "eliminated",
                t("{player}'s faction is eliminated", player=owner),
                "1.05.4",
                N_("elimination"),
            )
        where = (
            t("the Forum (uncommitted)")
            if owner == FORUM
            else t("{player}'s faction", player=owner)
        )
        s = replace(s, senators=(*s.senators, new))
        if owner != FORUM and s.faction(owner).waiting:
            s = with_faction(s, replace(s.faction(owner), waiting=False))
        return s, _event(
            t(
                "{name} ({card}, Influence {influence}) enters {where}",
                name=name,
                card=t(card),
                influence=inf,
                where=where,
            )
        )
    if v == "join":
        x = s.senator(args[0])
        leader = x.leader and args[1] == x.faction
        seat = t("the Forum") if args[1] == FORUM else t("{player}'s faction", player=args[1])
        return with_senator(s, changed(x, faction=args[1], leader=leader)), _event(
            t("{name} now sits in {seat}", name=x.name, seat=seat)
        )
    if v == "leader":
        who, name = args
        x = s.senator(name)
        if x.faction != who:
            raise refuse(
                "not-member",
                t(
                    "{name} sits in {player}'s faction, not {other}'s",
                    name=name,
                    player=x.faction,
                    other=who,
                ),
                "1.05.3",
                "",
            )
        s = replace(
            s,
            senators=tuple(
                changed(o, leader=o.name == name) if o.faction == who else o for o in s.senators
            ),
        )
        return s, _event(t("{name} holds {player}'s Faction Leader marker", name=name, player=who))
    if v == "adjust":
        who, field, n = args[0], args[1], int(args[2])
        if who == STATE:
            return state_treasury(s, n)
        if field == "treasury":
            f = s.faction(who)
            if f.treasury + n < 0:
                raise refuse(
                    "funds",
                    t("{player}'s faction treasury holds {n}", player=who, n=f.treasury),
                    "",
                    NOTE,
                )
            return with_faction(s, replace(f, treasury=f.treasury + n)), _event(
                t(
                    "{player}'s faction treasury {delta} = {now}",
                    player=who,
                    delta=f"{n:+d}",
                    now=f.treasury + n,
                )
            )
        x = s.senator(who)
        now = getattr(x, field) + n
        if now < 0 and field in ("knights", "talents", "oratory", "loyalty"):
            raise refuse(
                "negative",
                t("{name} would have {now} {field}", name=who, now=now, field=t(field)),
                "",
                NOTE,
            )
        return with_senator(s, changed(x, **{field: now})), _event(
            t(
                "{name}'s {field} {delta} = {now}",
                name=who,
                field=t(field),
                delta=f"{n:+d}",
                now=now,
            )
        )
    if v == "concession":
        x = s.senator(args[0])
        if any(c == args[1] for c, _ in x.concessions):
            raise refuse(
                "held", t("{name} holds {what} already", name=x.name, what=args[1]), "", NOTE
            )
        forum = tuple(c for c in s.forum if c != args[1])
        curia = tuple(c for c in s.curia if c != args[1])
        x = changed(x, concessions=(*x.concessions, (args[1], int(args[2]))))
        return replace(with_senator(s, x), forum=forum, curia=curia), _event(
            t(
                "{name} holds the concession {concession} (income {income})",
                name=x.name,
                concession=args[1],
                income=args[2],
            )
        )
    if v == "drop":
        x = s.senator(args[0])
        if not any(c == args[1] for c, _ in x.concessions):
            held = ", ".join(c for c, _ in x.concessions) or t("none")
            raise refuse(
                "not-held",
                t(
                    "{name} holds no {concession} (he holds: {held})",
                    name=x.name,
                    concession=args[1],
                    held=held,
                ),
                "",
                NOTE,
            )
        x = changed(x, concessions=tuple(c for c in x.concessions if c[0] != args[1]))
        return replace(with_senator(s, x), forum=(*s.forum, args[1])), _event(
            t("{concession} goes back to the Forum", concession=args[1])
        )
    if v == "office":
        x = s.senator(args[0])
        office = args[1]
        if office.startswith("-"):
            if office[1:] not in x.offices:
                raise refuse(
                    "no-office",
                    t("{name} holds no office {office}", name=x.name, office=office[1:]),
                    "",
                    NOTE,
                )
            x = changed(x, offices=tuple(o for o in x.offices if o != office[1:]))
            return with_senator(s, x), _event(
                t("{name} leaves the office {office}", name=x.name, office=office[1:])
            )
        if office in x.offices:
            raise refuse(
                "office", t("{name} holds {what} already", name=x.name, what=office), "", NOTE
            )
        return with_senator(s, changed(x, offices=(*x.offices, office))), _event(
            t("{name} holds the office {office}", name=x.name, office=office)
        )
    if v in ("corrupt", "clean"):
        x = s.senator(args[0])
        return with_senator(s, changed(x, corrupt=v == "corrupt")), _event(
            t("{name} gets a Corrupt marker", name=x.name)
            if v == "corrupt"
            else t("{name} loses his Corrupt marker", name=x.name)
        )
    if v == "rebel":
        x = s.senator(args[0])
        return with_senator(s, changed(x, rebel=True)), _event(t("{name} is a Rebel", name=x.name))
    if v == "govern":
        x = s.senator(args[0])
        if x.province:
            raise refuse(
                "governs",
                t("{name} governs {province} already", name=x.name, province=x.province),
                "1.06.6",
                "",
            )
        term = int(args[2]) if len(args) == 3 else s.settings.governor_term
        if term < 1:
            raise refuse("term", t("a term dial starts at 1 or more"), "1.06.6", "")
        forum = tuple(p for p in s.forum if p != args[1])
        x = changed(x, province=args[1], term=term)
        return replace(with_senator(s, x), forum=forum), _event(
            t(
                "{name} governs {province}, his dial at {term}",
                name=x.name,
                province=args[1],
                term=term,
            )
        )
    # turn
    if s.redistribution:
        raise refuse(
            "redistribution",
            t("the Revenue phase is still on"),
            "1.06.6",
            N_("governors' terms"),
            t("end it first: end-revenue"),
        )
    s = replace(s, turn=s.turn + 1, prosecutions=(), revenue_paid=False)
    return s, _event(t("Turn {turn} begins", turn=s.turn))
