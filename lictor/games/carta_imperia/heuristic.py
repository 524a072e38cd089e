"""Carta Imperia's heuristic for the balance lab: a greedy Senator who reads only the
words of the step's offers (no look-ahead, so a Full Game plays quickly).

Each offer of the current step scores by its verb and words, and the best one the rules
accept is played (ties broken by the game's seeded draw; the table's tools - gifts,
deals, adjustments - are never used):
- Action cards: eXploit 3, eXpand 3, eXec 2, eXtort 1, eXtra-Legal 0, summed, and a
  hand drawn in proportion to its score (always the best pair would leave the Senate
  empty: nobody would ever play eXec, so no Elections would be held);
- votes: for oneself 3, for another 0, abstain -1; Legacy: the most points;
- income and office: a tax (a Bust 2, an Allied Legion 1) before done; a standard, a
  candidacy, an installation before none, pass or decline; keep a General;
- trouble: pass in eXtort, eXtra-Legal and vetoes (stay out of courts and plots), and
  keep the Reforms for later in a battle;
- everything else (the draft, courts, losses, payments) is drawn at random.
"""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules.game import PROCEDURE, CartaGame
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.lab.policy import Decision

CARDS = {"exploit": 3, "expand": 3, "exec": 2, "extort": 1, "extra-legal": 0}
QUIET = {"pass", "decline", "done", "none", "abstain"}
TROUBLE = {"extort", "extralegal", "veto"}  # steps where passing is the wise answer
KEEN = {"tax", "standard", "stand", "install", "nominate", "keep", "march"}


def score(s: State, a: Action) -> float:
    """The heuristic's score of ``a`` at ``s`` (the scale of the docstring)."""
    verb, args = a.verb, a.args
    if verb == "choose":
        return float(sum(CARDS.get(x, 0) for x in args))
    if verb == "vote":
        return 3.0 if args and args[0] == a.player.lower() else -1.0 if "abstain" in args else 0.0
    if verb == "legacy" and args and args[0].isdigit():
        return float(args[0])
    if verb == "tax":
        return 2.0 if "bust" in args else 1.0
    if verb == "reform":
        return -1.0
    if s.step in TROUBLE:
        return 1.0 if verb in QUIET else 0.0
    if verb in KEEN:
        return 1.0
    if verb in QUIET or (verb == "standard" and args == ("none",)):
        return -1.0 if verb != "done" else 0.0
    return 0.0


def heuristic(game: CartaGame, s: State, rng: random.Random) -> Decision:
    board = s.board or game.board
    step = PROCEDURE.steps.get(s.step)
    offers = step.offers(board, s) if step is not None else []
    for a in _ranked(s, offers, rng):
        try:  # what ``check`` does; the state reached is handed to the lab
            after, _ = PROCEDURE.apply(board, s, a)
        except Refuse:
            continue
        why = "drawn in proportion to its score" if a.verb == "choose" else "the best-scored offer"
        return Decision(a, (f"{why} of {s.step} ({score(s, a):g})",), after)
    legal = game.legal_actions(s)  # no offer of the step is legal: any legal action
    return Decision(rng.choice(legal), ("no offer of the step was legal: drawn",))


def _ranked(s: State, offers: list[Action], rng: random.Random) -> list[Action]:
    """The offers in the order they are tried: the best score first, ties in a seeded
    random order (the hands of Action cards drawn by their score)."""
    if len(offers) < 2:
        return offers
    if all(a.verb == "choose" for a in offers):
        weights = [score(s, a) + 0.5 for a in offers]
        return rng.choices(offers, weights, k=len(offers)) + offers
    groups: dict[float, list[Action]] = {}
    for a in offers:
        groups.setdefault(score(s, a), []).append(a)
    out: list[Action] = []
    for value in sorted(groups, reverse=True):
        tied = groups[value]
        if len(tied) > 1:
            rng.shuffle(tied)
        out += tied
    return out
