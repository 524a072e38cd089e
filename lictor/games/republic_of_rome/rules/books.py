"""The summary's events applied to the books: each one rules through the pure rulings
(death, revenue, persuasion, prosecution, governor, loss) and writes what they decide."""

from __future__ import annotations

import random
from dataclasses import replace

from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.death import death
from lictor.games.republic_of_rome.rules.governor import end_of_revenue
from lictor.games.republic_of_rome.rules.ledger import (
    FORUM,
    Over,
    Senator,
    State,
    changed,
    with_faction,
    with_senator,
    without_senator,
)
from lictor.games.republic_of_rome.rules.loss import loss_check
from lictor.games.republic_of_rome.rules.persuasion import base_number, persuasion
from lictor.games.republic_of_rome.rules.prosecution import prosecution
from lictor.games.republic_of_rome.rules.revenue import SenatorIncome, senator_revenue
from lictor.games.republic_of_rome.rules.say import EN, talents
from lictor.games.republic_of_rome.rules.verbs import Act
from lictor.rules.game import Event
from lictor.rules.ruling import Line
from lictor.rules.violation import IllegalAction, Violation

Result = tuple[State, list[Event]]


def refuse(code: str, message: str, section: str, title: str, hint: str = "") -> IllegalAction:
    return IllegalAction([Violation(code, message, ref(section, title), hint)])


def said(lines: tuple[Line, ...] | list[Line]) -> list[Event]:
    return [Event(line.text, line.rule.section) for line in lines]


# -- a death (1.05.3-1.05.4) -------------------------------------------------------------
def die(s: State, name: str, failed_assassination: bool = False) -> Result:
    x = s.senator(name)
    others = [o for o in s.of(x.faction) if o.name != name] if x.faction != FORUM else [x]
    r = death(
        x.leader,
        "statesman" if x.card == "statesman" else "family",
        [c for c, _ in x.concessions],
        x.province or None,
        x.talents,
        len(others),
        failed_assassination,
    )
    events = [Event(f"{name} dies", "1.05.3"), *said(r.lines)]
    s = replace(
        s,
        curia=s.curia + r.concessions_to_curia,
        forum=s.forum + ((x.province,) if x.province else ()),
    )
    if r.card_to == "faction":
        s = with_senator(s, x.bare())
    else:
        s = without_senator(s, name)
        if r.card_to == "repopulate":
            s = replace(s, repopulate=(*s.repopulate, name))
        else:
            s = replace(s, gone=(*s.gone, name))
    if x.faction != FORUM and r.eliminated:
        s = with_faction(s, replace(s.faction(x.faction), eliminated=True))
        events.append(Event(f"{x.faction}'s faction is eliminated", "1.05.4"))
    elif x.faction != FORUM and r.faction_empty:
        s = with_faction(s, replace(s.faction(x.faction), owes_choice=True))
    return s, events


def draw(s: State, a: Act) -> Result:
    who, name, inf, ora, loy = a.args
    f = s.faction(who)
    if not (f.owes_choice or f.waiting):
        raise refuse(
            "no-choice",
            f"{who}'s faction has Senators: only a faction left with none takes the Curia's "
            "top Senator as its leader this way",
            "1.05.4",
            "a faction's elimination",
            "a Senator entering otherwise: senator PLAYER NAME INFLUENCE ORATORY LOYALTY",
        )
    new = Senator(name, who, "family", int(inf), int(ora), int(loy), int(inf), leader=True)
    s = replace(s, senators=(*s.senators, new))
    s = with_faction(s, replace(f, owes_choice=False, waiting=False))
    return s, [Event(f"{name}, the top Senator of the Curia, leads {who}'s faction", "1.05.4")]


def wait(s: State, who: str) -> Result:
    f = s.faction(who)
    if not f.owes_choice:
        raise refuse("no-choice", f"{who} owes no choice", "1.05.4", "a faction's elimination")
    s = with_faction(s, replace(f, owes_choice=False, waiting=True))
    return s, [
        Event(
            f"{who} waits for the next Senator to enter the Curia (then: draw {who} NAME ...)",
            "1.05.4",
        )
    ]


# -- revenue, redistribution, governors (1.06.1-1.06.6) ------------------------------------
def spoils(s: State, name: str, value: str) -> Result:
    x = s.senator(name)
    rule = ("1.06.1", "provincial spoils")
    if not x.province:
        raise refuse(
            "not-governor", f"{name} governs no province", *rule, "govern SENATOR PROVINCE"
        )
    if s.revenue_paid:
        raise refuse(
            "revenue-paid",
            f"turn {s.turn}'s revenue is paid: spoils are entered before `revenue`",
            *rule,
            "a new turn: turn",
        )
    if value == "none":
        return with_senator(s, changed(x, spoils=None)), [
            Event(f"{name} takes no provincial spoils", "1.06.1")
        ]
    if value == "roll":
        die_ = s.settings.spoils_die
        n = random.Random(f"{s.seed}:{s.rolls}:{name}").randint(1, die_)
        s = replace(s, rolls=s.rolls + 1)
        text = f"{name} rolls for the spoils of {x.province}: {n} (1d{die_}, lictor's die)"
    else:
        n = int(value)
        text = f"{name} takes {n} in provincial spoils from {x.province} (entered)"
    return with_senator(s, changed(x, spoils=n)), [Event(text, "1.06.1")]


def revenue(s: State) -> Result:
    if s.revenue_paid:
        raise refuse(
            "revenue-paid",
            f"turn {s.turn}'s Revenue phase has paid",
            "1.06.1",
            "personal revenue",
            "the next turn: turn",
        )
    cfg = s.settings
    events: list[Event] = []
    for x in s.senators:
        if x.faction == FORUM:
            continue
        income = SenatorIncome(
            x.name, x.leader, x.knights, tuple(i for _, i in x.concessions), x.spoils
        )
        total, lines, corrupt = senator_revenue(income, cfg)
        events += said(lines)
        x = changed(x, spoils=None, corrupt=x.corrupt or corrupt)
        if cfg.revenue_paid_to == "personal":
            s = with_senator(s, changed(x, talents=x.talents + total))
        else:
            s = with_senator(s, x)
            f = s.faction(x.faction)
            s = with_faction(s, replace(f, treasury=f.treasury + total))
    where = "personal treasuries" if cfg.revenue_paid_to == "personal" else "faction treasuries"
    events.append(
        Event(
            f"Revenue paid to the {where} (reconstruction); redistribution is open: move, "
            "give, then end-revenue",
            "1.06.3",
        )
    )
    return replace(s, revenue_paid=True, redistribution=True), events


def _owner(s: State, holder: str) -> str:
    if any(f.player == holder for f in s.factions):
        return holder
    return s.senator(holder).faction


def _funds(s: State, holder: str) -> int:
    if any(f.player == holder for f in s.factions):
        return s.faction(holder).treasury
    return s.senator(holder).talents


def _add(s: State, holder: str, n: int) -> State:
    if any(f.player == holder for f in s.factions):
        f = s.faction(holder)
        return with_faction(s, replace(f, treasury=f.treasury + n))
    x = s.senator(holder)
    return with_senator(s, changed(x, talents=x.talents + n))


def transfer(s: State, a: Act) -> Result:
    src, dst, amount = a.args[0], a.args[1], int(a.args[2])
    rule = ("1.06.3", "redistribution")
    if not s.redistribution:
        raise refuse(
            "not-redistribution",
            "Talents move and are given at redistribution, at the end of the Revenue phase",
            *rule,
            "after `revenue`; otherwise as an adjustment: adjust WHO talents|treasury N",
        )
    mine, theirs = _owner(s, src), _owner(s, dst)
    if FORUM in (mine, theirs):
        raise refuse("forum", "an uncommitted Senator in the Forum has no part here", *rule)
    if src == dst:
        raise refuse("same", f"{src} to {src} moves nothing", *rule)
    if a.verb == "move" and mine != theirs:
        raise refuse(
            "not-own",
            f"{src} and {dst} are not of one faction: a move stays in a faction",
            *rule,
            f"a gift to another player: give {src} {dst} {amount}",
        )
    if a.verb == "give" and mine == theirs:
        raise refuse(
            "own", f"{dst} is of {mine}'s own faction", *rule, f"move {src} {dst} {amount}"
        )
    if amount < 1:
        raise refuse("nothing", "a transfer moves 1 Talent or more", *rule)
    if _funds(s, src) < amount:
        raise refuse("funds", f"{src} holds {_funds(s, src)} Talents, not {amount}", *rule)
    x = next((o for o in s.senators if o.name == src), None)
    rebel_there = any(o.rebel for o in s.of(theirs))
    if x is not None and x.rebel and not rebel_there:
        raise refuse(
            "rebel",
            f"{src} is a Rebel: his Talents never pass to a faction with no Rebel ({theirs}'s)",
            *rule,
        )
    s = _add(_add(s, src, -amount), dst, amount)
    word = "moves" if a.verb == "move" else "gives"
    return s, [Event(f"{src} {word} {talents(amount, EN)} to {dst}", "1.06.3")]


def end_revenue(s: State) -> Result:
    if not s.redistribution:
        raise refuse(
            "not-revenue",
            "the Revenue phase is not on: it ends after `revenue` and redistribution",
            "1.06.6",
            "governors' terms",
        )
    events = [Event("The Revenue phase ends: governors' dials advance", "1.06.6")]
    for x in s.governors():
        r = end_of_revenue(x.term, x.rebel, x.corrupt, x.name, x.province)
        events += said(r.lines)
        if r.returns:
            s = replace(s, forum=(*s.forum, x.province))
            s = with_senator(s, changed(x, province="", term=0))
        else:
            s = with_senator(s, changed(x, term=r.term))
    return replace(s, redistribution=False), events


# -- persuasion (1.07.412-414) ---------------------------------------------------------------
def persuade(s: State, a: Act) -> Result:
    p, t, roll = s.senator(a.args[0]), s.senator(a.args[1]), int(a.args[2])
    rule = ("1.07.412", "persuasion")
    bribe, counters = 0, {}
    rest = list(a.args[3:])
    while rest:
        if rest[0] == "bribe":
            bribe, rest = int(rest[1]), rest[2:]
        else:
            counters[rest[1]] = int(rest[2])
            rest = rest[3:]
    if p.faction == FORUM:
        raise refuse("persuader", f"{p.name} sits in no faction: he persuades no one", *rule)
    if t.faction == p.faction:
        raise refuse("own", f"{t.name} already sits in {p.faction}'s faction", *rule)
    if t.leader:
        raise refuse(
            "leader",
            f"{t.name} holds a Faction Leader marker: the summary does not say what becomes "
            "of it, so lictor persuades no Faction Leader",
            *rule,
            "if your table allows it: join SENATOR PLAYER, as an adjustment",
        )
    if bribe > p.talents:
        raise refuse(
            "funds", f"{p.name}'s personal treasury holds {p.talents} Talents, not {bribe}", *rule
        )
    for who, n in counters.items():
        f = s.faction(who)
        if who == p.faction:
            raise refuse("counter-own", f"{who} persuades: counter-bribes are the others'", *rule)
        if f.eliminated:
            raise refuse("eliminated", f"{who}'s faction is eliminated", *rule)
        if n > f.treasury:
            raise refuse(
                "funds", f"{who}'s faction treasury holds {f.treasury} Talents, not {n}", *rule
            )
    cfg = s.settings
    base = base_number(p.influence, p.oratory, t.loyalty, t.talents, t.faction != FORUM, cfg)
    r = persuasion(base.value, bribe, counters, roll, cfg, base_line=base.line)
    s = with_senator(s, changed(p, talents=p.talents - bribe))
    for who, n in counters.items():
        f = s.faction(who)
        s = with_faction(s, replace(f, treasury=f.treasury - n))
    t = s.senator(t.name)
    t = changed(t, talents=t.talents + r.talents_to_target)
    if r.success:
        t = changed(t, faction=p.faction)
    s = with_senator(s, t)
    events = [Event(f"{p.name} tries to persuade {t.name}", "1.07.412"), *said(r.lines)]
    if r.success:
        events.append(Event(f"{t.name} joins {p.faction}'s faction", "1.07.413"))
    return s, events


# -- prosecutions (1.09.41-44) ---------------------------------------------------------------
def prosecute(s: State, a: Act) -> Result:
    x = s.senator(a.args[0])
    kind, convict, acquit = a.args[1], int(a.args[2]), int(a.args[3])
    appeal = int(a.args[5]) if len(a.args) > 4 else 0
    r = prosecution(
        kind,
        convict,
        acquit,
        x.influence,
        x.popularity,
        "prior-consul" in x.offices,
        [c for c, _ in x.concessions],
        appeal,
        s.prosecutions,
        s.settings,
    )
    s = replace(s, prosecutions=(*s.prosecutions, kind))
    events = [Event(f"{x.name} is prosecuted", "1.09.41"), *said(r.lines)]
    if r.executed:
        s, more = die(s, x.name)
        return s, events + more
    if r.convicted:
        x = changed(
            x,
            influence=r.influence,
            popularity=r.popularity,
            offices=tuple(o for o in x.offices if o != "prior-consul"),
            concessions=(),
        )
        s = replace(s, forum=s.forum + r.concessions_to_forum)
        s = with_senator(s, x)
    return s, events


# -- wars and the end of the game (1.12.3) -------------------------------------------------
def ends(s: State, lines: tuple[Line, ...], reasons: tuple[str, ...]) -> State:
    if not reasons:
        return s
    why = "; ".join(line.text for line in lines if "everyone loses" in line.text.lower())
    return replace(s, over=Over(reasons[0], why or lines[-1].text, "1.12.3"))


def end_combat(s: State) -> Result:
    r = loss_check(wars=len(s.wars), rebel_in_play=s.rebel_in_play(), settings=s.settings)
    events = [Event("The Combat phase ends: the active wars are counted", "1.12.3")]
    return ends(s, r.lines, r.reasons), events + said(r.lines)


def revolt(s: State) -> Result:
    r = loss_check(revolt=True, rebel_in_play=s.rebel_in_play(), settings=s.settings)
    return ends(s, r.lines, r.reasons), said(r.lines)


def state_treasury(s: State, delta: int) -> Result:
    now = s.state_treasury + delta
    s = replace(s, state_treasury=now)
    events = [
        Event(
            f"Adjustment: the State treasury {delta:+d} = {now} (the summary does not cover "
            "the State's income and spending)",
            "",
        )
    ]
    r = loss_check(treasury=now, rebel_in_play=s.rebel_in_play(), settings=s.settings)
    if "bankrupt" in r.reasons or (now < s.settings.bankrupt_below):
        events += said(r.lines)
    return ends(s, r.lines, r.reasons), events
