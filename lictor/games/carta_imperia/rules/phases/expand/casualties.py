"""A campaign's end: the casualties shared out and the Legions lost, the routed General
killed and his Bust, the spoils and the Governor to install."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    CASUALTIES,
    SPOILS,
    _turn,
    bust_sources,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.expand.steps import next_battle
from lictor.games.carta_imperia.rules.phases.tools.npc_join import JOIN, campaign_taken, said_taken
from lictor.games.carta_imperia.rules.state import Action, Battle, State
from lictor.games.carta_imperia.rules.table import (
    add,
    committed,
    regions,
    set_general,
    set_governor,
)
from lictor.i18n import t, tn
from lictor.lazy import LazyModule
from lictor.rules.fast import replace
from lictor.slugs import slug

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame import steps as endgame_steps
else:
    endgame_steps = LazyModule("lictor.games.carta_imperia.rules.phases.endgame.steps")


def _routed(board: Board, s: State, said: E) -> tuple[State, E]:
    """One General of a lost battle has flipped (and lost a Bust): the next flips."""
    s = replace(s, step="rout", waiting=s.waiting[1:])
    if not s.waiting:
        s, more = next_battle(board, s)
        said = said + more
    return s, said


def bust_choices(board: Board, s: State, name: str) -> list[str]:
    """Where a Bust a Familia must lose can come from: its Reserve (the default, offered
    first), then each Province it governs, fewest shields first."""
    here = regions(board, s)
    govs = sorted((here[p].strength, p) for p, w in s.governors if w == name and p in here)
    return (["reserve"] if s.familia(name).reserve else []) + [p for _, p in govs]


def lose(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Casualties: a General killed in the rout loses 1 Governor Bust; "Lose" a Bust: take
    one - from the Reserve or a Province, the player's choice - and put it in Stock."""
    _turn(s, a, CASUALTIES)
    where = bust_choices(board, s, a.player)
    text = " ".join(a.args)
    choice = next((w for w in where if slug(w) == slug(text)), None)
    if choice is None:
        raise refuse(
            "no-bust",
            t(
                "{player} has no Bust in {where} to lose (from: {choices})",
                player=a.player,
                where=text or "?",
                choices=", ".join(slug(w) for w in where),
            ),
            CASUALTIES,
        )
    s, said = _lose_bust(s, a.player, choice)
    return _routed(board, s, said)


def casualties(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ref("Casualties", "the Commanding General decides"))
    b = s.battles[s.current]
    if len(a.args) != len(b.generals):
        raise refuse(
            "usage",
            t(
                "give one number per General in the battle ({generals})",
                generals=", ".join(b.generals),
            ),
            ref("Casualties"),
        )
    shares = []
    for name, text in zip(b.generals, a.args, strict=True):
        try:
            n = int(text)
        except ValueError:
            raise refuse(
                "number",
                t("casualties: {text} is not a whole number", text=repr(text)),
                INPUT,
            ) from None
        g = s.general(name)
        assert g is not None
        if not 0 <= n <= committed(s, b, name):
            raise refuse(
                "too-many",
                tn(
                    "{general} committed {n} Legions, cannot lose {asked}",
                    "{general} committed {n} Legions, cannot lose {asked}",
                    committed(s, b, name),
                    general=name,
                    asked=n,
                ),
                ref("Casualties"),
            )
        shares.append(n)
    if sum(shares) != s.losses:
        raise refuse(
            "total",
            t("the losses add up to {sum}, not {n}", sum=sum(shares), n=s.losses),
            ref("Casualties"),
        )
    return _share_out(board, s, dict(zip(b.generals, shares, strict=True)))


def kinds(s: State, b: Battle, name: str) -> tuple[int, int, int]:
    """The Legions ``name`` committed to battle ``b``: Allied, of Rome, Private."""
    g = s.general(name)
    assert g is not None
    return g.allied - dict(b.held).get(name, 0), g.rome, g.private


def ways_to_lose(s: State, b: Battle, name: str, n: int) -> list[tuple[int, int, int]]:
    """Casualties: every (Allied, Rome, Private) ``name`` can lose ``n`` Legions as - the
    default first: Allied Legions, then Legions of Rome, Private Legions last."""
    allied, rome, private = kinds(s, b, name)
    out = []
    for x in range(min(allied, n), -1, -1):
        for y in range(min(rome, n - x), -1, -1):
            z = n - x - y
            if z <= private:
                out.append((x, y, z))
    return out


def _share_out(board: Board, s: State, shares: dict[str, int]) -> tuple[State, E]:
    """Casualties: "the General(s) they nominate decides which Legions to lose": a General
    whose share can be taken more than one way is asked (losses GENERAL allied N rome M
    private K); the others lose theirs now."""
    b = s.battles[s.current]
    said: E = []
    asked = []
    for name, n in shares.items():
        ways = ways_to_lose(s, b, name, n)
        if len(ways) > 1:
            asked.append((name, n))
        elif n:
            s, more = _lose_legions(s, name, ways[0])
            said += more
    if asked:
        s = replace(s, step="losses", waiting=tuple(n for n, _ in asked), shares=tuple(asked))
        who = ", ".join(f"{n} {k}" for n, k in asked)
        said.append(
            ev(
                t(
                    "Which Legions are lost ({who})? Each General decides "
                    "(losses GENERAL allied N rome M private K)",
                    who=who,
                ),
                ref("Casualties", "each General decides which Legions to lose"),
            )
        )
        return s, said
    s, more = _after_battle(board, s, said)
    return s, more


def losses(board: Board, s: State, a: Action) -> tuple[State, E]:
    rule = ref("Casualties", "each General decides which Legions to lose")
    _turn(s, a, rule)
    b = s.battles[s.current]
    n = dict(s.shares)[a.player]
    given = {"allied": 0, "rome": 0, "private": 0}
    words = list(a.args)
    if not words or len(words) % 2:
        raise refuse("usage", t("losses GENERAL allied N rome M private K"), INPUT)
    for what, k in zip(words[::2], words[1::2], strict=True):
        if what not in given or not k.isdigit():
            raise refuse(
                "usage",
                t("{what} {k}: say losses GENERAL allied N rome M private K", what=what, k=k),
                INPUT,
            )
        given[what] = int(k)
    way = (given["allied"], given["rome"], given["private"])
    ways = ways_to_lose(s, b, a.player, n)
    if way not in ways:
        allied, rome, private = kinds(s, b, a.player)
        raise refuse(
            "losses",
            t(
                "{player} loses {n} of {allied} Allied, {rome} of Rome and {private} Private "
                "Legions, not {sum} as {x} Allied, {y} of Rome, {z} Private",
                player=a.player,
                n=n,
                allied=allied,
                rome=rome,
                private=private,
                sum=sum(way),
                x=way[0],
                y=way[1],
                z=way[2],
            ),
            rule,
        )
    s, said = _lose_legions(s, a.player, way)
    s = replace(s, waiting=s.waiting[1:], shares=tuple(x for x in s.shares if x[0] != a.player))
    if s.waiting:
        return s, said
    return _after_battle(board, s, said)


def _lose_legions(s: State, name: str, way: tuple[int, int, int]) -> tuple[State, E]:
    """A General loses (Allied, Rome, Private) Legions: all lost Legions go to the supply."""
    x, y, z = way
    g = s.general(name)
    assert g is not None
    # Private Legions lost are the Professional Army's first (lictor's reconstruction)
    hired = max(0, g.professional - z)
    s = set_general(
        s,
        replace(g, allied=g.allied - x, rome=g.rome - y, private=g.private - z, professional=hired),
    )
    s = replace(s, rome_supply=s.rome_supply + y, allied_supply=s.allied_supply + x + z)
    return s, [
        ev(
            tn(
                "{general} loses {n} Legion ({x} Allied, {y} of Rome, {z} Private)",
                "{general} loses {n} Legions ({x} Allied, {y} of Rome, {z} Private)",
                x + y + z,
                general=name,
                x=x,
                y=y,
                z=z,
            ),
            CASUALTIES,
        )
    ]


def _default_shares(s: State, b: Battle, total: int) -> dict[str, int]:
    """Without a choice to make: the Commanding General's force first, then the next."""
    shares = {}
    left = total
    for name in b.generals:
        shares[name] = min(committed(s, b, name), left)
        left -= shares[name]
    return shares


def _after_battle(board: Board, s: State, said: E) -> tuple[State, E]:
    b = s.battles[s.current]
    s = replace(s, losses=0)
    foe = board.foe_named(b.target)
    if b.result == "lost":
        if foe is not None and foe.sacks_rome:
            s, more = endgame_steps.sack(s)
            said = [
                *said,
                ev(
                    t("{foe} wins the battle: a Sacked marker", foe=t(foe.name)),
                    ref(foe.section, "Sacked"),
                ),
                *more,
            ]
            if s.step == "over":
                return s, said
        elif foe is not None:
            said = [
                *said,
                ev(
                    t(
                        "{foe} wins: apply the card's consequences (sack, adjust, rebel)",
                        foe=t(foe.name),
                    ),
                    ref(foe.section),
                ),
            ]
        return replace(s, step="rout", waiting=b.generals), said
    s = replace(s, defeated=(*s.defeated, b.target))
    if b.target in s.rebels:
        s = replace(
            s,
            rebels=tuple(r for r in s.rebels if r != b.target),
            taxable_rebels=tuple(r for r in s.taxable_rebels if r != b.target),
        )
        said = [
            *said,
            ev(t("The rebellion in {target} is put down", target=t(b.target)), ref("Rebellions")),
        ]
    elif foe is None and regions(board, s)[b.target].neutral:
        said = [
            *said,
            ev(
                t(
                    "{target} is Neutral territory: glory only, the Barbarians remain and no "
                    "Governor is installed",
                    target=t(b.target),
                ),
                ref("Neutral Territory"),
            ),
        ]
    elif foe is None and s.governor(b.target) is None:
        who = tuple(g for g in b.generals if bust_sources(board, s, g))
        if who:
            return replace(s, step="install", waiting=who), said
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, "")
    s2, rest = next_battle(board, s)
    return s2, said + more + rest


def _spoils(s: State, b: Battle, dignitas: int, installer: str) -> tuple[State, E]:
    """Spoils of War: 1 Dignitas per defeated shield, dealt one at a time from the first
    General who did not install the Governor, in reverse order of Prestige. The Historical
    variant (the Familiae "must share the Dignitas rewards of conquest equally", in the
    Addenda's list of how the three share Dignitas): lictor reads it as an equal split among
    all three Familiae, the Generals dealt first and then the others in reverse order of
    Prestige, so an odd Dignitas goes to a General (reconstruction)."""
    era = [g.name for g in s.generals]  # the Era's order: ties as the Primus ordered them
    order = sorted(b.generals, key=lambda g: (s.familia(g).prestige, era.index(g)))
    start = next((i for i, g in enumerate(order) if g != installer), 0)
    order = order[start:] + order[:start]
    if s.historical is not None:  # the Familiae "share the Dignitas rewards of conquest
        rest = [f.name for f in s.players if f.name not in order]  # equally" (Historical)
        order += sorted(rest, key=lambda g: (s.familia(g).prestige, s.names.index(g)))
    taker, taken = campaign_taken(s, b, dignitas)  # a deal's demand (tools/npc_join.py)
    order = [g for g in order if g != taker] or order
    share = dict.fromkeys(order, 0)
    for i in range(dignitas - taken):
        share[order[i % len(order)]] += 1
    for g, n in share.items():
        s = add(s, g, dignitas=n)
    if taken:  # the rest, if any, shared as usual
        s, share = add(s, taker, dignitas=taken), {g: n for g, n in share.items() if n}
    shares = ", ".join(t("{general} +{n} Dignitas", general=g, n=n) for g, n in share.items())
    first = [ev(said_taken(taker, taken), JOIN)] if taken else []
    return s, [*first, *([ev(t("Spoils: {shares}", shares=shares), SPOILS)] if share else [])]


def _lose_bust(s: State, name: str, where: str) -> tuple[State, E]:
    """A killed General's Bust goes to Stock, from the Reserve or from a Province (left
    without a Governor)."""
    if where == "reserve":
        return add(s, name, reserve=-1, stock=1), [
            ev(
                t("{player}'s General is killed: a Bust from Reserve goes to Stock", player=name),
                CASUALTIES,
            )
        ]
    s = add(set_governor(s, where, None), name, stock=1)
    return s, [
        ev(
            t(
                "{player}'s General is killed: the Governor of {province} goes to Stock",
                player=name,
                province=t(where),
            ),
            CASUALTIES,
        )
    ]
