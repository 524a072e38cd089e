"""The summary's events applied to the books: each one rules through the pure rulings
(death, revenue, persuasion, prosecution, governor, loss) and writes what they decide.

Over 400 lines for a reason: since issue 31 every sentence it says is one whole message of the
catalogue (t/tn with named fields, so Italian may order it freely), which takes more lines
than the f-strings did; the rules in it are as many as before."""

from __future__ import annotations

import random
from typing import Any

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
from lictor.games.republic_of_rome.rules.loss import LossRuling, loss_check
from lictor.games.republic_of_rome.rules.persuasion import base_number, persuasion
from lictor.games.republic_of_rome.rules.prosecution import prosecution
from lictor.games.republic_of_rome.rules.revenue import SenatorIncome, senator_revenue
from lictor.games.republic_of_rome.rules.say import EN, talents
from lictor.games.republic_of_rome.rules.verbs import Act
from lictor.i18n import N_, current, t
from lictor.rules.fast import replace
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
        current(),
    )
    events = [Event(t("{name} dies", name=name), "1.05.3"), *said(r.lines)]
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
        events.append(Event(t("{player}'s faction is eliminated", player=x.faction), "1.05.4"))
    elif x.faction != FORUM and r.faction_empty:
        s = with_faction(s, replace(s.faction(x.faction), owes_choice=True))
    return s, events


def draw(s: State, a: Act) -> Result:
    who, name, inf, ora, loy = a.args
    f = s.faction(who)
    if not (f.owes_choice or f.waiting):
        raise refuse(
            "no-choice",
            t(
                "{player}'s faction has Senators: only a faction left with none takes the "
                "Curia's top Senator as its leader this way",
                player=who,
            ),
            "1.05.4",
            N_("a faction's elimination"),
            t("a Senator entering otherwise: senator PLAYER NAME INFLUENCE ORATORY LOYALTY"),
        )
    new = Senator(name, who, "family", int(inf), int(ora), int(loy), int(inf), leader=True)
    s = replace(s, senators=(*s.senators, new))
    s = with_faction(s, replace(f, owes_choice=False, waiting=False))
    return s, [
        Event(
            t(
                "{name}, the top Senator of the Curia, leads {player}'s faction",
                name=name,
                player=who,
            ),
            "1.05.4",
        )
    ]


def wait(s: State, who: str) -> Result:
    f = s.faction(who)
    if not f.owes_choice:
        raise refuse(
            "no-choice",
            t("{player} owes no choice", player=who),
            "1.05.4",
            N_("a faction's elimination"),
        )
    s = with_faction(s, replace(f, owes_choice=False, waiting=True))
    return s, [
        Event(
            t(
                "{player} waits for the next Senator to enter the Curia (then: draw {player} "
                "NAME ...)",
                player=who,
            ),
            "1.05.4",
        )
    ]


# -- revenue, redistribution, governors (1.06.1-1.06.6) ------------------------------------
def spoils(s: State, name: str, value: str) -> Result:
    x = s.senator(name)
    rule = ("1.06.1", N_("provincial spoils"))
    if not x.province:
        raise refuse(
            "not-governor",
            t("{name} governs no province", name=name),
            *rule,
            t("govern SENATOR PROVINCE"),
        )
    if s.revenue_paid:
        raise refuse(
            "revenue-paid",
            t(
                "turn {turn}'s revenue is paid: spoils are entered before `revenue`",
                turn=s.turn,
            ),
            *rule,
            t("a new turn: turn"),
        )
    if value == "none":
        return with_senator(s, changed(x, spoils=None)), [
            Event(t("{name} takes no provincial spoils", name=name), "1.06.1")
        ]
    if value == "roll":
        die_ = s.settings.spoils_die
        n = random.Random(f"{s.seed}:{s.rolls}:{name}").randint(1, die_)
        s = replace(s, rolls=s.rolls + 1)
        text = t(
            "{name} rolls for the spoils of {province}: {n} (1d{die}, lictor's die)",
            name=name,
            province=x.province,
            n=n,
            die=die_,
        )
    else:
        n = int(value)
        text = t(
            "{name} takes {n} in provincial spoils from {province} (entered)",
            name=name,
            n=n,
            province=x.province,
        )
    return with_senator(s, changed(x, spoils=n)), [Event(text, "1.06.1")]


def revenue(s: State) -> Result:
    if s.revenue_paid:
        raise refuse(
            "revenue-paid",
            t("turn {turn}'s Revenue phase has paid", turn=s.turn),
            "1.06.1",
            N_("personal revenue"),
            t("the next turn: turn"),
        )
    cfg = s.settings
    events: list[Event] = []
    for x in s.senators:
        if x.faction == FORUM:
            continue
        income = SenatorIncome(
            x.name, x.leader, x.knights, tuple(i for _, i in x.concessions), x.spoils
        )
        total, lines, corrupt = senator_revenue(income, cfg, current())
        events += said(lines)
        x = changed(x, spoils=None, corrupt=x.corrupt or corrupt)
        if cfg.revenue_paid_to == "personal":
            s = with_senator(s, changed(x, talents=x.talents + total))
        else:
            s = with_senator(s, x)
            f = s.faction(x.faction)
            s = with_faction(s, replace(f, treasury=f.treasury + total))
    events.append(
        Event(
            t(
                "Revenue paid to the personal treasuries (reconstruction); redistribution is "
                "open: move, give, then end-revenue"
            )
            if cfg.revenue_paid_to == "personal"
            else t(
                "Revenue paid to the faction treasuries (reconstruction); redistribution is "
                "open: move, give, then end-revenue"
            ),
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
    rule = ("1.06.3", N_("redistribution"))
    if not s.redistribution:
        raise refuse(
            "not-redistribution",
            t("Talents move and are given at redistribution, at the end of the Revenue phase"),
            *rule,
            t("after `revenue`; otherwise as an adjustment: adjust WHO talents|treasury N"),
        )
    mine, theirs = _owner(s, src), _owner(s, dst)
    if FORUM in (mine, theirs):
        raise refuse("forum", t("an uncommitted Senator in the Forum has no part here"), *rule)
    if src == dst:
        raise refuse("same", t("{src} to {src} moves nothing", src=src), *rule)
    if a.verb == "move" and mine != theirs:
        raise refuse(
            "not-own",
            t(
                "{src} and {dst} are not of one faction: a move stays in a faction",
                src=src,
                dst=dst,
            ),
            *rule,
            t(
                "a gift to another player: give {src} {dst} {amount}",
                src=src,
                dst=dst,
                amount=amount,
            ),
        )
    if a.verb == "give" and mine == theirs:
        raise refuse(
            "own",
            t("{dst} is of {player}'s own faction", dst=dst, player=mine),
            *rule,
            f"move {src} {dst} {amount}",
        )
    if amount < 1:
        raise refuse("nothing", t("a transfer moves 1 Talent or more"), *rule)
    if _funds(s, src) < amount:
        raise refuse(
            "funds",
            t("{src} holds {n} Talents, not {amount}", src=src, n=_funds(s, src), amount=amount),
            *rule,
        )
    x = next((o for o in s.senators if o.name == src), None)
    rebel_there = any(o.rebel for o in s.of(theirs))
    if x is not None and x.rebel and not rebel_there:
        raise refuse(
            "rebel",
            t(
                "{src} is a Rebel: his Talents never pass to a faction with no Rebel ({player}'s)",
                src=src,
                player=theirs,
            ),
            *rule,
        )
    if s.settings.rebel_transfers == "faction" and not rebel_there:
        rebels = [o.name for o in s.of(mine) if o.rebel]
        if rebels:  # a rebel faction both ways: no going round by its treasury
            raise refuse(
                "rebel",
                t(
                    "{player}'s faction holds a Rebel ({rebels}): none of its Talents pass to "
                    "a faction with no Rebel ({other}'s)",
                    player=mine,
                    rebels=", ".join(rebels),
                    other=theirs,
                ),
                *rule,
            )
    s = _add(_add(s, src, -amount), dst, amount)
    said_ = (
        t("{src} moves {talents} to {dst}", src=src, talents=talents(amount, current()), dst=dst)
        if a.verb == "move"
        else t(
            "{src} gives {talents} to {dst}", src=src, talents=talents(amount, current()), dst=dst
        )
    )
    return s, [Event(said_, "1.06.3")]


def end_revenue(s: State) -> Result:
    if not s.redistribution:
        raise refuse(
            "not-revenue",
            t("the Revenue phase is not on: it ends after `revenue` and redistribution"),
            "1.06.6",
            N_("governors' terms"),
        )
    events = [Event(t("The Revenue phase ends: governors' dials advance"), "1.06.6")]
    for x in s.governors():
        r = end_of_revenue(x.term, x.rebel, x.corrupt, x.name, x.province, current())
        events += said(r.lines)
        if r.returns:
            s = replace(s, forum=(*s.forum, x.province))
            s = with_senator(s, changed(x, province="", term=0))
        else:
            s = with_senator(s, changed(x, term=r.term))
    return replace(s, redistribution=False), events


# -- persuasion (1.07.412-414) ---------------------------------------------------------------
def persuade(s: State, a: Act) -> Result:
    p, x, roll = s.senator(a.args[0]), s.senator(a.args[1]), int(a.args[2])
    rule = ("1.07.412", N_("persuasion"))
    bribe, counters = 0, {}
    rest = list(a.args[3:])
    while rest:
        if rest[0] == "bribe":
            bribe, rest = int(rest[1]), rest[2:]
        else:
            counters[rest[1]] = int(rest[2])
            rest = rest[3:]
    if p.faction == FORUM:
        raise refuse(
            "persuader", t("{name} sits in no faction: he persuades no one", name=p.name), *rule
        )
    if x.faction == p.faction:
        raise refuse(
            "own",
            t("{name} already sits in {player}'s faction", name=x.name, player=p.faction),
            *rule,
        )
    if x.leader:
        raise refuse(
            "leader",
            t(
                "{name} holds a Faction Leader marker: the summary does not say what becomes "
                "of it, so lictor persuades no Faction Leader",
                name=x.name,
            ),
            *rule,
            t("if your table allows it: join SENATOR PLAYER, as an adjustment"),
        )
    if bribe > p.talents:
        raise refuse(
            "funds",
            t(
                "{name}'s personal treasury holds {n} Talents, not {bribe}",
                name=p.name,
                n=p.talents,
                bribe=bribe,
            ),
            *rule,
        )
    for who, n in counters.items():
        f = s.faction(who)
        if who == p.faction:
            raise refuse(
                "counter-own",
                t("{player} persuades: counter-bribes are the others'", player=who),
                *rule,
            )
        if f.eliminated:
            raise refuse("eliminated", t("{player}'s faction is eliminated", player=who), *rule)
        if n > f.treasury:
            raise refuse(
                "funds",
                t(
                    "{player}'s faction treasury holds {treasury} Talents, not {n}",
                    player=who,
                    treasury=f.treasury,
                    n=n,
                ),
                *rule,
            )
    cfg = s.settings
    base = base_number(
        p.influence, p.oratory, x.loyalty, x.talents, x.faction != FORUM, cfg, current()
    )
    r = persuasion(base.value, bribe, counters, roll, cfg, current(), base_line=base.line)
    s = with_senator(s, changed(p, talents=p.talents - bribe))
    for who, n in counters.items():
        f = s.faction(who)
        s = with_faction(s, replace(f, treasury=f.treasury - n))
    x = s.senator(x.name)
    x = changed(x, talents=x.talents + r.talents_to_target)
    if r.success:
        x = changed(x, faction=p.faction)
    s = with_senator(s, x)
    events = [
        Event(t("{name} tries to persuade {target}", name=p.name, target=x.name), "1.07.412"),
        *said(r.lines),
    ]
    if r.success:
        events.append(
            Event(t("{name} joins {player}'s faction", name=x.name, player=p.faction), "1.07.413")
        )
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
        current(),
    )
    s = replace(s, prosecutions=(*s.prosecutions, kind))
    events = [Event(t("{name} is prosecuted", name=x.name), "1.09.41"), *said(r.lines)]
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


def _loss(s: State, reason: str) -> tuple[LossRuling, LossRuling]:
    """The 1.12.3 check ``reason`` asks for (``wars`` at the end of Combat, a ``revolt``, the
    State treasury's ``bankrupt``cy), over the state: in English for the state's record
    (a state never holds a said text) and in the language now spoken for the table."""
    kw: dict[str, Any] = {"rebel_in_play": s.rebel_in_play(), "settings": s.settings}
    if reason == "wars":
        kw["wars"] = len(s.wars)
    elif reason == "revolt":
        kw["revolt"] = True
    else:
        kw["treasury"] = s.state_treasury
    return loss_check(**kw, tr=EN), loss_check(**kw, tr=current())


def over_said(s: State) -> str:
    """Why everyone lost, in the language now spoken (the state keeps it in English): the
    same check over the same books, its lines picked as ``ends`` picked the English ones."""
    if s.over is None:
        return ""
    if current().lang == "en":
        return s.over.text
    english, r = _loss(s, s.over.reason)
    picked = [i for i, line in enumerate(english.lines) if "everyone loses" in line.text.lower()]
    return "; ".join(r.lines[i].text for i in picked) or r.lines[-1].text


def end_combat(s: State) -> Result:
    english, r = _loss(s, "wars")
    events = [Event(t("The Combat phase ends: the active wars are counted"), "1.12.3")]
    return ends(s, english.lines, english.reasons), events + said(r.lines)


def revolt(s: State) -> Result:
    english, r = _loss(s, "revolt")
    return ends(s, english.lines, english.reasons), said(r.lines)


def state_treasury(s: State, delta: int) -> Result:
    now = s.state_treasury + delta
    s = replace(s, state_treasury=now)
    events = [
        Event(
            t(
                "Adjustment: the State treasury {delta} = {now} (the summary does not cover "
                "the State's income and spending)",
                delta=f"{delta:+d}",
                now=now,
            ),
            "",
        )
    ]
    english, r = _loss(s, "bankrupt")
    if "bankrupt" in r.reasons or (now < s.settings.bankrupt_below):
        events += said(r.lines)
    return ends(s, english.lines, english.reasons), events
