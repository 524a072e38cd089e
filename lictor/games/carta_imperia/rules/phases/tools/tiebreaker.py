"""Primus Inter Pares: the Primus "gets to choose who breaks ties, unless a rule or a card
states otherwise" (the card: "when the game does not specify"). At a tie the rules leave to
him - an Election's (``tiebreak``) and the end-of-Era Prestige comparison's (``primus``) -
the Primus breaks it himself or names another player to (``tiebreaker PRIMUS PLAYER``), who
then answers in his place. The eXpand order of tied Generals is not among them: there the
rule says "the Primus decides who goes first". An NPC Senator who is Primus is not offered
the choice (the Addenda give it tie-breaks of its own); the table may still type it."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _arg, refuse
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.fast import replace

RULE = ref("Primus Inter Pares", "the Primus chooses who breaks ties")
OPEN_TIES = ("tiebreak", "primus")  # the steps whose tie the rules leave to the Primus


def named_breaker(s: State) -> str:
    """Who the Primus named to break the tie waiting now ("" : the Primus himself)."""
    if s.step in OPEN_TIES and s.primus and s.waiting and s.waiting[0] != s.primus:
        return s.waiting[0]
    return ""


def offers(board: Board, s: State) -> list[Action]:
    """At a tie waiting on a Player Primus: each other player he may name."""
    if s.step not in OPEN_TIES or not s.primus or s.waiting != (s.primus,):
        return []
    if s.primus in s.npcs:
        return []
    return [Action("tiebreaker", s.primus, (n.lower(),)) for n in s.names if n != s.primus]


def tiebreaker(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.primus or a.player != s.primus:
        raise refuse(
            "not-primus",
            t("only the Primus ({primus}) chooses who breaks a tie", primus=s.primus or "-"),
            RULE,
        )
    if s.waiting != (s.primus,):
        raise refuse(
            "named",
            t(
                "{primus} has named {breaker} to break this tie already",
                primus=s.primus,
                breaker=", ".join(s.waiting),
            ),
            RULE,
        )
    text = _arg(a, 0, "player")
    who = next((n for n in s.names if n.lower() == text.lower()), None)
    if who is None:
        raise refuse(
            "unknown-player",
            t(
                "{name} is not a player (players: {players})",
                name=repr(text),
                players=", ".join(s.names),
            ),
            RULE,
        )
    if who == s.primus:
        raise refuse(
            "self",
            t("{primus} breaks this tie already: name another player", primus=who),
            RULE,
        )
    s = replace(s, waiting=(who,))
    return s, [
        ev(
            t("{primus}, the Primus, names {player} to break the tie", primus=a.player, player=who),
            RULE,
        )
    ]
