"""Reforms in use: once per Era each, 1 Auctoritas to the enactor."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board, ReformEffect
from lictor.games.carta_imperia.rules.common_steps import SUPPLY, E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    battles_with,
    enacted,
    set_general,
)
from lictor.slugs import slug


def _use_reform(board: Board, s: State, name: str, reform: str) -> tuple[State, E]:
    """Reforms: once enacted anyone may use one, once per Era, for 1 Auctoritas paid to
    its enactor (who uses it free)."""
    rule = ref("Reforms", "using an enacted Reform")
    lex = enacted(board, s, reform)
    if lex is None:
        raise refuse("not-enacted", f"the {reform} Reform is not enacted", rule)
    if (name, reform) in s.used_reforms:
        raise refuse("once-per-era", f"{name} has used the {reform} this Era", rule)
    fee, _ = reform_fee(board, s, name, reform)
    if s.familia(name).auctoritas < fee:
        raise refuse(
            "cannot-pay", f"{name} has no Auctoritas to pay {lex[2]} for the {reform}", rule
        )
    if fee:
        s = add(add(s, name, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(s, used_reforms=(*s.used_reforms, (name, reform)))
    paid = f", paying {fee} Auctoritas to {lex[2]}" if fee else ""
    return s, [ev(f"{name} uses the {reform}{paid}", rule)]


def use(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A table tool: record the use of an enacted Reform whose effect the table applies
    (its Strength with `strength`, anything else with `adjust`)."""
    text = " ".join(a.args)
    names = [n for _, row in board.reform_rows for n in row]
    reform = next((n for n in names if slug(n) == slug(text)), None)
    if reform is None:
        raise refuse(
            "unknown-reform",
            f"no Reform {text!r} (Reforms: {', '.join(slug(n) for n in names)})",
            INPUT,
        )
    if board.effect(reform) is not None:
        raise refuse(
            "timed",
            f"the {reform} is used at its moment with its effect: reform PLAYER {slug(reform)}",
            ref("Reform Clarifications"),
        )
    if reform in ("Lex Sacrata", "Lex Hortensia"):
        verb = "veto" if reform == "Lex Sacrata" else "hortensia"
        raise refuse(
            "in-election", f"the {reform} is used in an election: {verb} PLAYER", ref("Reforms")
        )
    return _use_reform(board, s, a.player, reform)


CLARIFY = ref("Reform Clarifications")
TIMING = {
    "before-combat": "before the combat card is drawn on Campaign",
    "after-combat": "after the combat card is drawn, before the battle is resolved",
    "exec": "during the eXec phase",
}


def _named(board: Board, words: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The Reform the first words name, and the words after it."""
    names = {slug(n): n for _, row in board.reform_rows for n in row}
    for k in range(len(words), 0, -1):
        reform = names.get(slug(" ".join(words[:k])))
        if reform is not None:
            return reform, words[k:]
    raise refuse(
        "unknown-reform",
        f"no Reform {' '.join(words)!r} (Reforms: {', '.join(names)})",
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
            f"lictor does not apply the {name}: record its use with use PLAYER "
            f"{slug(name)} and its effect with adjust or strength",
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
            f"reform {a.player} {slug(name)} takes nothing more, not {' '.join(rest)!r}",
            INPUT,
        )
    s, said = _use_reform(board, s, a.player, name)
    b = s.battles[s.current]
    s = replace(s, battles=battles_with(s, s.current, replace(b, bonus=b.bonus + fx.strength)))
    said.append(ev(f"{name}: Rome {fx.strength:+d} Strength in the battle for {b.target}", CLARIFY))
    return s, said


def _on_time(s: State, name: str, reform: str, when: str, mustering: bool = False) -> None:
    wrong = refuse(
        "wrong-moment",
        f"the {reform} is used {TIMING[when]}" + (f" (now: {s.step})" if s.step else ""),
        CLARIFY,
    )
    if when == "exec":
        if s.step != "exec":
            raise wrong
        return
    if s.step == "lend" and mustering and s.general(name) is not None:
        return  # Legions bought while the Generals muster, before any battle
    if s.step != "battle":
        raise wrong
    b = s.battles[s.current]
    if name not in b.generals:
        raise refuse(
            "not-in-battle", f"{name} is not a General in the battle for {b.target}", CLARIFY
        )
    if (when == "before-combat") == (bool(b.cards) or b.drawn):
        raise wrong


def _professional(
    board: Board, s: State, name: str, fx: ReformEffect, rest: tuple[str, ...]
) -> tuple[State, E]:
    """The Professional Army buys Legions: the General's Private Legions, from the supply."""
    limit = _amount(fx.legions, s)
    if len(rest) != 1 or not rest[0].isdigit() or not 1 <= int(rest[0]) <= limit:
        raise refuse("number", f"reform PLAYER {slug(fx.name)} N: buy 1 to {limit} Legions", INPUT)
    n = int(rest[0])
    cost = n * fx.price
    f = s.familia(name)
    if f.dignitas < cost:
        raise refuse(
            "dignitas", f"{n} Legions cost {cost} Dignitas; {name} has {f.dignitas}", CLARIFY
        )
    if s.allied_supply < n:
        raise refuse("supply", f"the supply holds only {s.allied_supply} Legions", SUPPLY)
    s, said = _use_reform(board, s, name, fx.name)
    g = s.general(name)
    assert g is not None
    s = add(s, name, dignitas=-cost)
    s = set_general(s, replace(g, private=g.private + n, professional=g.professional + n))
    s = replace(s, allied_supply=s.allied_supply - n)
    said.append(
        ev(
            f"{name} buys {n} Professional Army Legion{'s' if n != 1 else ''} for {cost} "
            "Dignitas: Private Legions, kept at the Era's end for 1 Auctoritas",
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
            f"the games cost {cost} Dignitas; {name} has {s.familia(name).dignitas}",
            CLARIFY,
        )
    if s.physical:
        if rest not in (("up",), ("down",)):
            raise refuse("thumb", f"reform {name} aedile up|down: the thumb flipped", INPUT)
        thumb = rest[0]
    else:
        if rest:
            raise refuse("virtual", f"lictor flips for a virtual game: reform {name} aedile", INPUT)
        thumb = "up" if rng(s, "aedile").random() < 0.5 else "down"
        s = replace(s, counter=s.counter + 1)
    s, said = _use_reform(board, s, name, fx.name)
    if thumb == "up":
        s = add(s, name, dignitas=fx.prize)
        text = f"thumb up: {name} wins {fx.prize} Dignitas and the {cost} spent back"
    else:
        s = add(s, name, dignitas=-cost)
        text = f"thumb down: the {cost} Dignitas spent on the games are lost"
    said.append(ev(f"{name}, Aedile, holds games for {cost} Dignitas - {text}", CLARIFY))
    return s, said
