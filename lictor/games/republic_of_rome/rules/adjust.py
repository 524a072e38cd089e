"""What the summary does not cover, entered as plain adjustments: each is logged and says
so, and the referee applies nothing of its own to it (bar the State treasury's
bankruptcy, which is the summary's: 1.12.3)."""

from __future__ import annotations

from dataclasses import replace

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
from lictor.rules.game import Event

NOTE = "adjustment, not a ruling of the summary"


def _event(text: str) -> list[Event]:
    return [Event(f"{text} ({NOTE})", "")]


def apply_adjustment(s: State, a: Act) -> Result:
    v, args = a.verb, a.args
    if v == "senator":
        owner, name, inf, ora, loy = args[:5]
        card = "statesman" if len(args) == 6 else "family"
        new = Senator(name, owner, card, int(inf), int(ora), int(loy), int(inf))
        if owner != FORUM and s.faction(owner).eliminated:
            raise refuse("eliminated", f"{owner}'s faction is eliminated", "1.05.4", "elimination")
        where = "the Forum (uncommitted)" if owner == FORUM else f"{owner}'s faction"
        s = replace(s, senators=(*s.senators, new))
        if owner != FORUM and s.faction(owner).waiting:
            s = with_faction(s, replace(s.faction(owner), waiting=False))
        return s, _event(f"{name} ({card}, Influence {inf}) enters {where}")
    if v == "join":
        x = s.senator(args[0])
        leader = x.leader and args[1] == x.faction
        seat = "the Forum" if args[1] == FORUM else f"{args[1]}'s faction"
        return with_senator(s, changed(x, faction=args[1], leader=leader)), _event(
            f"{x.name} now sits in {seat}"
        )
    if v == "leader":
        who, name = args
        x = s.senator(name)
        if x.faction != who:
            raise refuse(
                "not-member", f"{name} sits in {x.faction}'s faction, not {who}'s", "1.05.3", ""
            )
        s = replace(
            s,
            senators=tuple(
                changed(o, leader=o.name == name) if o.faction == who else o for o in s.senators
            ),
        )
        return s, _event(f"{name} holds {who}'s Faction Leader marker")
    if v == "adjust":
        who, field, n = args[0], args[1], int(args[2])
        if who == STATE:
            return state_treasury(s, n)
        if field == "treasury":
            f = s.faction(who)
            if f.treasury + n < 0:
                raise refuse("funds", f"{who}'s faction treasury holds {f.treasury}", "", NOTE)
            return with_faction(s, replace(f, treasury=f.treasury + n)), _event(
                f"{who}'s faction treasury {n:+d} = {f.treasury + n}"
            )
        x = s.senator(who)
        now = getattr(x, field) + n
        if now < 0 and field in ("knights", "talents", "oratory", "loyalty"):
            raise refuse("negative", f"{who} would have {now} {field}", "", NOTE)
        return with_senator(s, changed(x, **{field: now})), _event(
            f"{who}'s {field} {n:+d} = {now}"
        )
    if v == "concession":
        x = s.senator(args[0])
        if any(c == args[1] for c, _ in x.concessions):
            raise refuse("held", f"{x.name} holds {args[1]} already", "", NOTE)
        forum = tuple(c for c in s.forum if c != args[1])
        curia = tuple(c for c in s.curia if c != args[1])
        x = changed(x, concessions=(*x.concessions, (args[1], int(args[2]))))
        return replace(with_senator(s, x), forum=forum, curia=curia), _event(
            f"{x.name} holds the concession {args[1]} (income {args[2]})"
        )
    if v == "drop":
        x = s.senator(args[0])
        if not any(c == args[1] for c, _ in x.concessions):
            held = ", ".join(c for c, _ in x.concessions) or "none"
            raise refuse("not-held", f"{x.name} holds no {args[1]} (he holds: {held})", "", NOTE)
        x = changed(x, concessions=tuple(c for c in x.concessions if c[0] != args[1]))
        return replace(with_senator(s, x), forum=(*s.forum, args[1])), _event(
            f"{args[1]} goes back to the Forum"
        )
    if v == "office":
        x = s.senator(args[0])
        office = args[1]
        if office.startswith("-"):
            if office[1:] not in x.offices:
                raise refuse("no-office", f"{x.name} holds no office {office[1:]}", "", NOTE)
            x = changed(x, offices=tuple(o for o in x.offices if o != office[1:]))
            return with_senator(s, x), _event(f"{x.name} leaves the office {office[1:]}")
        if office in x.offices:
            raise refuse("office", f"{x.name} holds {office} already", "", NOTE)
        return with_senator(s, changed(x, offices=(*x.offices, office))), _event(
            f"{x.name} holds the office {office}"
        )
    if v in ("corrupt", "clean"):
        x = s.senator(args[0])
        return with_senator(s, changed(x, corrupt=v == "corrupt")), _event(
            f"{x.name} {'gets a' if v == 'corrupt' else 'loses his'} Corrupt marker"
        )
    if v == "rebel":
        x = s.senator(args[0])
        return with_senator(s, changed(x, rebel=True)), _event(f"{x.name} is a Rebel")
    if v == "govern":
        x = s.senator(args[0])
        if x.province:
            raise refuse("governs", f"{x.name} governs {x.province} already", "1.06.6", "")
        term = int(args[2]) if len(args) == 3 else s.settings.governor_term
        if term < 1:
            raise refuse("term", "a term dial starts at 1 or more", "1.06.6", "")
        forum = tuple(p for p in s.forum if p != args[1])
        x = changed(x, province=args[1], term=term)
        return replace(with_senator(s, x), forum=forum), _event(
            f"{x.name} governs {args[1]}, his dial at {term}"
        )
    # turn
    if s.redistribution:
        raise refuse(
            "redistribution",
            "the Revenue phase is still on",
            "1.06.6",
            "governors' terms",
            "end it first: end-revenue",
        )
    s = replace(s, turn=s.turn + 1, prosecutions=(), revenue_paid=False)
    return s, _event(f"Turn {s.turn} begins")
