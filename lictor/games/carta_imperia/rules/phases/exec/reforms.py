"""Reforms in use: once per Era each, 1 Auctoritas to the enactor."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board, ReformEffect
from lictor.games.carta_imperia.rules.common_steps import SUPPLY, E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
from lictor.games.carta_imperia.rules.sections import said_step
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    Refuse,
    add,
    battles_with,
    enacted,
    set_general,
)
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug

# the Reforms' names as the referee says them (the pack's names: content.yaml, reforms; the
# three Leges are the catalogue's already, as the sections name them)
REFORM_NAMES = (
    N_("Pilum"),
    N_("Manipular Formation"),
    N_("Professional Army"),
    N_("Military Reform IV"),
    N_("Aedile"),
    N_("Quaestor"),
    N_("Administrative Reform III"),
    N_("Administrative Reform IV"),
    N_("Political Reform IV"),
)


def _use_reform(board: Board, s: State, name: str, reform: str) -> tuple[State, E]:
    """Reforms: once enacted anyone may use one, once per Era, for 1 Auctoritas paid to
    its enactor (who uses it free)."""
    rule = ref("Reforms", "using an enacted Reform")
    lex = enacted(board, s, reform)
    if lex is None:
        raise refuse("not-enacted", t("the {reform} Reform is not enacted", reform=t(reform)), rule)
    if (name, reform) in s.used_reforms:
        raise refuse(
            "once-per-era",
            t("{player} has used the {reform} this Era", player=name, reform=t(reform)),
            rule,
        )
    fee, _ = reform_fee(board, s, name, reform)
    if s.familia(name).auctoritas < fee:
        raise refuse(
            "cannot-pay",
            t(
                "{player} has no Auctoritas to pay {enactor} for the {reform}",
                player=name,
                enactor=lex[2],
                reform=t(reform),
            ),
            rule,
        )
    if fee:
        s = add(add(s, name, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(s, used_reforms=(*s.used_reforms, (name, reform)))
    if fee:
        text = t(
            "{player} uses the {reform}, paying {fee} Auctoritas to {enactor}",
            player=name,
            reform=t(reform),
            fee=fee,
            enactor=lex[2],
        )
    else:
        text = t("{player} uses the {reform}", player=name, reform=t(reform))
    return s, [ev(text, rule)]


def use(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A table tool: record the use of an enacted Reform whose effect the table applies
    (its Strength with `strength`, anything else with `adjust`)."""
    text = " ".join(a.args)
    names = [n for _, row in board.reform_rows for n in row]
    reform = next((n for n in names if slug(n) == slug(text)), None)
    if reform is None:
        raise refuse(
            "unknown-reform",
            t(
                "no Reform {text} (Reforms: {reforms})",
                text=repr(text),
                reforms=", ".join(slug(n) for n in names),
            ),
            INPUT,
        )
    if board.effect(reform) is not None:
        raise refuse(
            "timed",
            t(
                "the {reform} is used at its moment with its effect: reform PLAYER {word}",
                reform=t(reform),
                word=slug(reform),
            ),
            ref("Reform Clarifications"),
        )
    if reform in ("Lex Sacrata", "Lex Hortensia"):
        verb = "veto" if reform == "Lex Sacrata" else "hortensia"
        raise refuse(
            "in-election",
            t("the {reform} is used in an election: {verb} PLAYER", reform=t(reform), verb=verb),
            ref("Reforms"),
        )
    return _use_reform(board, s, a.player, reform)


CLARIFY = ref("Reform Clarifications")
TIMING = {
    "before-combat": N_("before the combat card is drawn on Campaign"),
    "after-combat": N_("after the combat card is drawn, before the battle is resolved"),
    "exec": N_("during the eXec phase"),
}


@lru_cache(maxsize=8)
def _reform_names(rows: tuple[tuple[str, tuple[str, ...]], ...]) -> Mapping[str, str]:
    """Each Reform's word and name, read once a board's rows (read-only: shared)."""
    return MappingProxyType({slug(n): n for _, row in rows for n in row})


def _named(board: Board, words: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The Reform the first words name, and the words after it."""
    names = _reform_names(board.reform_rows)
    for k in range(len(words), 0, -1):
        reform = names.get(slug(" ".join(words[:k])))
        if reform is not None:
            return reform, words[k:]
    raise refuse(
        "unknown-reform",
        t(
            "no Reform {text} (Reforms: {reforms})",
            text=repr(" ".join(words)),
            reforms=", ".join(names),
        ),
        INPUT,
    )


def _amount(value: str, s: State) -> int:
    return s.era if value == "era" else int(value)


def reform(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A timed Reform used as an action, at its moment (Reform Clarifications: Pilum and
    the Professional Army before the combat card, the Manipular Formation after it, the
    Aedile's games in the eXec phase), its fee paid and its effect applied."""
    name, rest = _named(board, a.args)
    fx = board.effect(name)
    if fx is None:
        raise refuse(
            "untimed",
            t(
                "lictor does not apply the {reform}: record its use with use PLAYER {word} and "
                "its effect with adjust or strength",
                reform=t(name),
                word=slug(name),
            ),
            INPUT,
        )
    _on_time(s, a.player, fx.name, fx.when, mustering=bool(fx.legions))
    if fx.legions:
        return _professional(board, s, a.player, fx, rest)
    if fx.games:
        return _games(board, s, a.player, fx, rest)
    if rest:
        raise refuse(
            "usage",
            t(
                "reform {player} {word} takes nothing more, not {rest}",
                player=a.player,
                word=slug(name),
                rest=repr(" ".join(rest)),
            ),
            INPUT,
        )
    s, said = _use_reform(board, s, a.player, name)
    b = s.battles[s.current]
    s = replace(s, battles=battles_with(s, s.current, replace(b, bonus=b.bonus + fx.strength)))
    said.append(
        ev(
            t(
                "{reform}: Rome {strength} Strength in the battle for {target}",
                reform=t(name),
                strength=f"{fx.strength:+d}",
                target=t(b.target),
            ),
            CLARIFY,
        )
    )
    return s, said


def _on_time(s: State, name: str, reform: str, when: str, mustering: bool = False) -> None:
    if when == "exec":
        if s.step != "exec":
            raise _wrong_moment(s, reform, when)
        return
    if s.step == "lend" and mustering and s.general(name) is not None:
        return  # Legions bought while the Generals muster, before any battle
    if s.step != "battle":
        raise _wrong_moment(s, reform, when)
    b = s.battles[s.current]
    if name not in b.generals:
        raise refuse(
            "not-in-battle",
            t(
                "{player} is not a General in the battle for {target}",
                player=name,
                target=t(b.target),
            ),
            CLARIFY,
        )
    if (when == "before-combat") == (bool(b.cards) or b.drawn):
        raise _wrong_moment(s, reform, when)


def _wrong_moment(s: State, reform: str, when: str) -> Refuse:
    """The refusal of a Reform used off its moment (said only when refused: the listing
    asks ``_on_time`` of every timed Reform at every battle; issue 27)."""
    return refuse(
        "wrong-moment",
        t(
            "the {reform} is used {when} (now: {step})",
            reform=t(reform),
            when=t(TIMING[when]),
            step=said_step(s.step),
        )
        if s.step
        else t("the {reform} is used {when}", reform=t(reform), when=t(TIMING[when])),
        CLARIFY,
    )


def _professional(
    board: Board, s: State, name: str, fx: ReformEffect, rest: tuple[str, ...]
) -> tuple[State, E]:
    """The Professional Army buys Legions: the General's Private Legions, from the supply."""
    limit = _amount(fx.legions, s)
    if len(rest) != 1 or not rest[0].isdigit() or not 1 <= int(rest[0]) <= limit:
        raise refuse(
            "number",
            t("reform PLAYER {word} N: buy 1 to {limit} Legions", word=slug(fx.name), limit=limit),
            INPUT,
        )
    n = int(rest[0])
    cost = n * fx.price
    f = s.familia(name)
    if f.dignitas < cost:
        raise refuse(
            "dignitas",
            tn(
                "{n} Legions cost {cost} Dignitas; {player} has {held}",
                "{n} Legions cost {cost} Dignitas; {player} has {held}",
                n,
                cost=cost,
                player=name,
                held=f.dignitas,
            ),
            CLARIFY,
        )
    if s.allied_supply < n:
        raise refuse(
            "supply",
            tn(
                "the supply holds only {n} Legions",
                "the supply holds only {n} Legions",
                s.allied_supply,
            ),
            SUPPLY,
        )
    s, said = _use_reform(board, s, name, fx.name)
    g = s.general(name)
    assert g is not None
    s = add(s, name, dignitas=-cost)
    s = set_general(s, replace(g, private=g.private + n, professional=g.professional + n))
    s = replace(s, allied_supply=s.allied_supply - n)
    said.append(
        ev(
            tn(
                "{player} buys {n} Professional Army Legion for {cost} Dignitas: Private "
                "Legions, kept at the Era's end for 1 Auctoritas",
                "{player} buys {n} Professional Army Legions for {cost} Dignitas: Private "
                "Legions, kept at the Era's end for 1 Auctoritas",
                n,
                player=name,
                cost=cost,
            ),
            CLARIFY,
        )
    )
    return s, said


def _games(
    board: Board, s: State, name: str, fx: ReformEffect, rest: tuple[str, ...]
) -> tuple[State, E]:
    """The Aedile's games: Dignitas spent, then a thumb - up, the Aedile wins the prize and
    the Dignitas back; down, it is spent."""
    cost = _amount(fx.games, s)
    if s.familia(name).dignitas < cost:
        raise refuse(
            "dignitas",
            t(
                "the games cost {cost} Dignitas; {player} has {n}",
                cost=cost,
                player=name,
                n=s.familia(name).dignitas,
            ),
            CLARIFY,
        )
    if s.physical:
        if rest not in (("up",), ("down",)):
            raise refuse(
                "thumb", t("reform {player} aedile up|down: the thumb flipped", player=name), INPUT
            )
        thumb = rest[0]
    else:
        if rest:
            raise refuse(
                "virtual",
                t("lictor flips for a virtual game: reform {player} aedile", player=name),
                INPUT,
            )
        thumb = "up" if rng(s, "aedile").random() < 0.5 else "down"
        s = replace(s, counter=s.counter + 1)
    s, said = _use_reform(board, s, name, fx.name)
    if thumb == "up":
        s = add(s, name, dignitas=fx.prize)
        text = t(
            "{player}, Aedile, holds games for {cost} Dignitas - thumb up: {player} wins "
            "{prize} Dignitas and the {cost} spent back",
            player=name,
            cost=cost,
            prize=fx.prize,
        )
    else:
        s = add(s, name, dignitas=-cost)
        text = t(
            "{player}, Aedile, holds games for {cost} Dignitas - thumb down: the {cost} "
            "Dignitas spent on the games are lost",
            player=name,
            cost=cost,
        )
    said.append(ev(text, CLARIFY))
    return s, said
