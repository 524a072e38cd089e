"""The ledger's words: each verb, what it takes, and the words made an action. Names are
matched without regard to case and written as the table first gave them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.games.republic_of_rome.rules.ledger import FORUM, State
from lictor.i18n import N_, t
from lictor.rules.violation import BadAction

STATE = "state"  # the State treasury, in `adjust state N`
FIELDS = ("influence", "oratory", "loyalty", "popularity", "knights", "talents")
RESERVED = frozenset({FORUM, STATE, "treasury", "roll", "none", "bribe", "counter", "appeal"})

# verb -> (its words, what it is): the summary's events, then the plain adjustments
EVENTS = {
    "die": ("die SENATOR [assassination]", N_("a Senator dies (assassination: of a failed one)")),
    "draw": ("draw PLAYER NAME INFLUENCE ORATORY LOYALTY", N_("the Curia's top Senator leads")),
    "wait": ("wait PLAYER", N_("wait for the next Senator to enter the Curia")),
    "spoils": ("spoils GOVERNOR N|roll|none", N_("a governor's provincial spoils")),
    "revenue": ("revenue", N_("the Revenue phase pays personal revenue")),
    "move": ("move FROM TO N", N_("redistribution within a faction")),
    "give": ("give FROM TO N", N_("redistribution: a gift to another player")),
    "end-revenue": ("end-revenue", N_("the end of the Revenue phase: governors' dials")),
    "persuade": (
        "persuade PERSUADER TARGET ROLL [bribe N] [counter PLAYER N]...",
        N_("a persuasion attempt"),
    ),
    "prosecute": (
        "prosecute SENATOR minor|major CONVICT ACQUIT [appeal N]",
        N_("a prosecution by the Censor"),
    ),
    "war": ("war add|end NAME", N_("a war becomes active, or ends")),
    "end-combat": ("end-combat", N_("the end of the Combat phase: the wars are counted")),
    "revolt": ("revolt", N_("the people revolt")),
}
ADJUSTMENTS = {
    "senator": (
        "senator PLAYER|forum NAME INFLUENCE ORATORY LOYALTY [statesman]",
        N_("a Senator enters"),
    ),
    "join": ("join SENATOR PLAYER|forum", N_("a Senator changes seats")),
    "leader": ("leader PLAYER SENATOR", N_("the Faction Leader marker")),
    "adjust": ("adjust SENATOR|PLAYER|state FIELD|treasury N", N_("a number changes by N")),
    "concession": ("concession SENATOR NAME INCOME", N_("a concession is granted")),
    "drop": ("drop SENATOR CONCESSION", N_("a concession goes back to the Forum")),
    "office": ("office SENATOR [-]OFFICE", N_("an office taken (or, with -, left)")),
    "corrupt": ("corrupt SENATOR", N_("a Corrupt marker")),
    "clean": ("clean SENATOR", N_("a Corrupt marker removed")),
    "rebel": ("rebel SENATOR", N_("a Senator becomes a Rebel")),
    "govern": ("govern SENATOR PROVINCE [TERM]", N_("a governor goes out")),
    "turn": ("turn", N_("a new turn begins")),
}
ARITY = {
    "die": (1, 2),
    "draw": (5, 5),
    "wait": (1, 1),
    "spoils": (2, 2),
    "revenue": (0, 0),
    "move": (3, 3),
    "give": (3, 3),
    "end-revenue": (0, 0),
    "persuade": (3, 99),
    "prosecute": (4, 6),
    "war": (2, 2),
    "end-combat": (0, 0),
    "revolt": (0, 0),
    "senator": (5, 6),
    "join": (2, 2),
    "leader": (2, 2),
    "adjust": (3, 3),
    "concession": (3, 3),
    "drop": (2, 2),
    "office": (2, 2),
    "corrupt": (1, 1),
    "clean": (1, 1),
    "rebel": (1, 1),
    "govern": (2, 3),
    "turn": (0, 0),
}


@dataclass(frozen=True)
class Act:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


def usage(verb: str) -> str:
    return (EVENTS.get(verb) or ADJUSTMENTS[verb])[0]


def number(word: str, what: str, said: str, signed: bool = False) -> int:
    digits = word[1:] if word[:1] in "+-" and signed else word
    if not digits.isdigit():
        raise BadAction(
            t(
                "{said}: {what} is a whole number, +N or -N, not {word}",
                said=said,
                what=t(what),
                word=repr(word),
            )
            if signed
            else t(
                "{said}: {what} is a whole number, 0 or more, not {word}",
                said=said,
                what=t(what),
                word=repr(word),
            )
        )
    return int(word)


def player(s: State, word: str, said: str, forum: bool = False) -> str:
    if forum and word.lower() == FORUM:
        return FORUM
    for f in s.factions:
        if f.player.lower() == word.lower() or f.side == word.lower():
            return f.player
    known = ", ".join(f.player for f in s.factions) + (", forum" if forum else "")
    raise BadAction(
        t("{said}: {word} is not a player ({known})", said=said, word=repr(word), known=known)
    )


def senator(s: State, word: str, said: str) -> str:
    for x in s.senators:
        if x.name.lower() == word.lower():
            return x.name
    known = ", ".join(x.name for x in s.senators) or t("none yet: enter them with `senator ...`")
    raise BadAction(
        t(
            "{said}: {word} is not a Senator in play ({known})",
            said=said,
            word=repr(word),
            known=known,
        )
    )


def holder(s: State, word: str, said: str) -> str:
    """A treasury: a Senator's personal one, or a player's faction treasury."""
    for x in s.senators:
        if x.name.lower() == word.lower():
            return x.name
    for f in s.factions:
        if f.player.lower() == word.lower() or f.side == word.lower():
            return f.player
    raise BadAction(
        t("{said}: {word} is neither a Senator nor a player", said=said, word=repr(word))
    )


def new_name(s: State, word: str, said: str) -> str:
    if word.lower() in RESERVED or word.lower() in ARITY:
        raise BadAction(
            t(
                "{said}: {word} is one of the ledger's words; name him otherwise",
                said=said,
                word=repr(word),
            )
        )
    if any(f.player.lower() == word.lower() for f in s.factions):
        raise BadAction(
            t(
                "{said}: {word} is a player's name; name the Senator otherwise",
                said=said,
                word=repr(word),
            )
        )
    if any(x.name.lower() == word.lower() for x in s.senators):
        raise BadAction(
            t("{said}: a Senator {word} is already in play", said=said, word=repr(word))
        )
    if not word[:1].isalpha():
        raise BadAction(
            t("{said}: a name starts with a letter, not {word}", said=said, word=repr(word))
        )
    return word


def parse(s: State, words: Sequence[str]) -> Act:
    w = [x.strip() for x in words if x.strip()]
    if not w:
        raise BadAction(t("no action given"))
    verb, rest = w[0].lower(), w[1:]
    said = " ".join(w)
    if verb not in ARITY:
        raise BadAction(
            t(
                "not an action: {said} (events: {events}; adjustments: {adjustments})",
                said=repr(said),
                events=", ".join(EVENTS),
                adjustments=", ".join(ADJUSTMENTS),
            )
        )
    low, high = ARITY[verb]
    if not low <= len(rest) <= high:
        raise BadAction(
            t("{said}: {verb} takes `{usage}`", said=said, verb=verb, usage=usage(verb))
        )
    return Act(verb, tuple(_args(s, verb, rest, said)))


def _args(s: State, verb: str, a: list[str], said: str) -> list[str]:
    if verb in ("die",):
        out = [senator(s, a[0], said)]
        if len(a) == 2:
            if a[1].lower() != "assassination":
                raise BadAction(
                    t(
                        "{said}: the word after the Senator is `assassination` or none",
                        said=said,
                    )
                )
            out.append("assassination")
        return out
    if verb == "draw":
        nums = [str(number(x, N_("the card's number"), said)) for x in a[2:]]
        return [player(s, a[0], said), new_name(s, a[1], said), *nums]
    if verb == "wait":
        return [player(s, a[0], said)]
    if verb == "spoils":
        v = a[1].lower()
        if v not in ("roll", "none"):
            v = str(number(a[1], N_("the spoils"), said))
        return [senator(s, a[0], said), v]
    if verb in ("move", "give"):
        return [holder(s, a[0], said), holder(s, a[1], said), str(number(a[2], N_("N"), said))]
    if verb == "persuade":
        return _persuade(s, a, said)
    if verb == "prosecute":
        kind = a[1].lower()
        if kind not in ("minor", "major"):
            raise BadAction(
                t("{said}: a prosecution is minor or major, not {word}", said=said, word=repr(a[1]))
            )
        out = [senator(s, a[0], said), kind]
        out += [str(number(a[2], N_("the votes to convict"), said))]
        out += [str(number(a[3], N_("the votes to acquit"), said))]
        if len(a) > 4:
            if len(a) != 6 or a[4].lower() != "appeal":
                raise BadAction(t("{said}: after the votes, only `appeal N`", said=said))
            out += ["appeal", str(number(a[5], N_("the appeal's votes"), said, signed=True))]
        return out
    if verb == "war":
        if a[0].lower() not in ("add", "end"):
            raise BadAction(t("{said}: war add NAME, or war end NAME", said=said))
        if a[0].lower() == "end":
            hit = [x for x in s.wars if x.lower() == a[1].lower()]
            if not hit:
                known = ", ".join(s.wars) or t("none")
                raise BadAction(
                    t(
                        "{said}: {word} is not an active war (active: {known})",
                        said=said,
                        word=repr(a[1]),
                        known=known,
                    )
                )
            return ["end", hit[0]]
        return ["add", a[1]]
    if verb == "senator":
        owner = player(s, a[0], said, forum=True)
        nums = [str(number(x, N_("the card's number"), said)) for x in a[2:5]]
        out = [owner, new_name(s, a[1], said), *nums]
        if len(a) == 6:
            if a[5].lower() not in ("statesman", "family"):
                raise BadAction(
                    t("{said}: the card is family (the default) or statesman", said=said)
                )
            if a[5].lower() == "statesman":
                out.append("statesman")
        return out
    if verb == "join":
        return [senator(s, a[0], said), player(s, a[1], said, forum=True)]
    if verb == "leader":
        return [player(s, a[0], said), senator(s, a[1], said)]
    if verb == "adjust":
        return _adjust(s, a, said)
    if verb == "concession":
        return [senator(s, a[0], said), a[1], str(number(a[2], N_("its income"), said))]
    if verb == "drop":
        return [senator(s, a[0], said), a[1]]
    if verb == "office":
        return [senator(s, a[0], said), a[1].lower()]
    if verb in ("corrupt", "clean", "rebel"):
        return [senator(s, a[0], said)]
    if verb == "govern":
        out = [senator(s, a[0], said), a[1]]
        if len(a) == 3:
            out.append(str(number(a[2], N_("the term"), said)))
        return out
    return []


def _adjust(s: State, a: list[str], said: str) -> list[str]:
    field = a[1].lower()
    n = str(number(a[2], N_("the change"), said, signed=True))
    n = n if n.startswith("-") else f"+{n}"
    if a[0].lower() == STATE:
        if field != "treasury":
            raise BadAction(
                t("{said}: the State has only its treasury: adjust state treasury N", said=said)
            )
        return [STATE, "treasury", n]
    who = holder(s, a[0], said)
    if any(f.player == who for f in s.factions):
        if field != "treasury":
            raise BadAction(
                t("{said}: a player's faction has only its treasury to adjust", said=said)
            )
        return [who, "treasury", n]
    if field not in FIELDS:
        raise BadAction(
            t("{said}: a Senator's numbers are {fields}", said=said, fields=", ".join(FIELDS))
        )
    return [who, field, n]


def _persuade(s: State, a: list[str], said: str) -> list[str]:
    out = [senator(s, a[0], said), senator(s, a[1], said)]
    roll = number(a[2], N_("the 2d6 roll"), said)
    out.append(str(roll))
    rest = a[3:]
    i, seen = 0, set()
    bribed = False
    while i < len(rest):
        word = rest[i].lower()
        if word == "bribe" and i + 1 < len(rest) and not bribed:
            out += ["bribe", str(number(rest[i + 1], N_("the bribe"), said))]
            bribed, i = True, i + 2
        elif word == "counter" and i + 2 < len(rest):
            who = player(s, rest[i + 1], said)
            if who in seen:
                raise BadAction(
                    t("{said}: {player}'s counter-bribe is given twice", said=said, player=who)
                )
            seen.add(who)
            out += ["counter", who, str(number(rest[i + 2], N_("the counter-bribe"), said))]
            i += 3
        else:
            raise BadAction(
                t(
                    "{said}: after the roll come `bribe N` (once) and `counter PLAYER N` (each "
                    "player once)",
                    said=said,
                )
            )
    return out
