"""The first Primus, after the draft (Full Game Setup, step 8): its own module so that the
draft (which ends in it) and the setup (which a solo game's no-draft ends in) both reach it
without an import circle."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import SETUP, E, ev, rng
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import t
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef


def after_draft(board: Board, s: State) -> tuple[State, E]:
    """Full Game Setup, step 8: the first Primus has the most Prestige; ties go to the
    Governor of the scenario's first tie-breaking Province (Etruria, then Samnium, then the
    Volsci in Scenario I; Italia, then Carthage/Africa Proconsularis in Scenario II), then
    the next; a tie still open is named by the table, or - where the scenario allocates it
    at random (Scenario II) - drawn by lictor in a virtual game."""
    prestige = {f.name: f.prestige for f in s.players}
    leaders = most_prestige(prestige)
    chosen = leaders[0] if len(leaders) == 1 else None
    if chosen is None:
        for province in board.scenario.primus_ties:
            who = s.governor(province)
            if who in leaders:
                why = t(
                    "the first Primus: {names} tie on Prestige, and the tie goes to the "
                    "Governor of {province}",
                    names=_and(leaders),
                    province=t(province),
                )
                return make_primus(s, who, why, board.scenario.section or SETUP)
    if chosen is None and board.scenario.primus_random:
        if not s.physical:
            chosen = rng(s, "first-primus").choice(leaders)
            s = replace(s, counter=s.counter + 1)
            why = t("drawn at random from {names}", names=", ".join(leaders))
            return make_primus(s, chosen, why)
        return replace(s, step="primus", waiting=tuple(leaders)), [
            ev(
                t(
                    "{names} tie on Prestige and none governs {regions}: draw the Primus at "
                    "random among them at the table, then name them (primus NAME)",
                    names=", ".join(leaders),
                    regions=_either(board.scenario.primus_ties),
                ),
                board.scenario.section,
            )
        ]
    if chosen is None:
        return replace(s, step="primus", waiting=tuple(leaders)), [
            ev(
                t(
                    "{names} tie on Prestige and none governs {regions}: the table names the "
                    "Primus (primus NAME)",
                    names=", ".join(leaders),
                    regions=_either(board.scenario.primus_ties),
                ),
                SETUP,
            )
        ]
    return make_primus(s, chosen, t("the first Primus"))


def make_primus(s: State, name: str, why: str, rule: RuleRef | str = SETUP) -> tuple[State, E]:
    s = replace(s, primus=name, step="direction", waiting=(name,))
    said = t(
        "{name} is Primus inter Pares ({why}): choose the direction of play", name=name, why=why
    )
    return s, [ev(said, rule)]


# regions named for their people read with an article: "the Volsci"
PEOPLES = frozenset({"Volsci", "Ligures", "Veneti", "Lusitani"})


def _either(names: tuple[str, ...]) -> str:
    """``Etruria, Samnium or the Volsci``."""
    said = [_people(n) for n in names]
    if len(said) < 2:
        return "".join(said)
    return t("{some} or {last}", some=", ".join(said[:-1]), last=said[-1])


def _people(name: str) -> str:
    """``the Volsci``, ``Etruria``."""
    return t("the {people}", people=t(name)) if name in PEOPLES else t(name)


def _and(names: list[str]) -> str:
    """``Ann and Ben``, ``Ann, Ben and Cy``."""
    if len(names) < 2:
        return "".join(names)
    return t("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])
