"""Helpers for the Carta Imperia referee tests: a game at a chosen moment of an Era."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import set_governor, with_familia
from lictor.rules.game import Event, Seats, apply_checked
from lictor.rules.violation import IllegalAction

# Scenario I unless a test says otherwise (the referee's default is the Full Game)
G = CartaGame(load_board(scenario="rise-of-the-republic"))
B = G.board


def seats(*names: str) -> Seats:
    return Seats(tuple(G.seat(",".join(names)).items()))


def new(*names: str, seed: int = 1, physical: bool = False, **options: Any) -> State:
    return G.setup(seats(*(names or ("Ann", "Ben", "Cy"))), seed, physical, options or None)


def act(s: State, words: str) -> tuple[State, list[Event]]:
    return apply_checked(G, s, G.parse(s, words.split()))


def run(s: State, *lines: str) -> State:
    for words in lines:
        s, _ = act(s, words)
    return s


def said(s: State, words: str) -> list[str]:
    return [e.text for e in act(s, words)[1]]


def refused(s: State, words: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        act(s, words)
    return info.value


def at_era_start(*names: str, physical: bool = True, era: int = 1, **options: Any) -> State:
    """A physical game after setup, its Action cards of Era I (or ``era``) laid face down,
    the table to turn over the eXploit cards (``physical=False``: the same table as a
    virtual game at the secret choice of actions): Ann holds Gens Cornelii (Etruria), Ben
    Gens Fabii (Samnium), Cy Gens Claudii."""
    names = names or ("Ann", "Ben", "Cy")
    cards = ["gens-cornelii", "gens-fabii", "gens-claudii", "gens-valerii", "gens-aemilii"]
    s = new(*names, physical=True, **options)
    s = run(s, *(f"start {n} {c}" for n, c in zip(names, cards, strict=False)), "drafted")
    s = run(s, "direction left")
    if not physical:
        s = replace(s, physical=False, step="choose", waiting=s.names)
    if era != 1:
        s = replace(s, era=era)
    return s


def playing(s: State, **cards: str) -> State:
    """Everyone's Action cards chosen: ``playing(s, Ann="exec expand", Ben=...)``."""
    for f in s.players:
        chosen = cards.get(f.name, "extort expand" if len(s.players) <= 4 else "extort")
        s = with_familia(s, f.name, actions=tuple(chosen.split()))
    return s


def govern(s: State, **where: str) -> State:
    """``govern(s, Volsci="Cy")``: a Governor placed from the player's Stock."""
    for province, who in where.items():
        f = s.familia(who)
        s = with_familia(s, who, stock=f.stock - 1)
        s = set_governor(s, province.replace("_", " "), who)
    return s


def step(s: State, name: str, waiting: tuple[str, ...], **changes: Any) -> State:
    return replace(s, step=name, waiting=waiting, **changes)
