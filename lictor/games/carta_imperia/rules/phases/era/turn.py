"""A --physical table turns its Action cards over one Action at a time (Sequence of Play:
each Action revealed and resolved before the next is turned over; Action Cards: in
numerical order, one at a time).

The players lay their cards face down and lictor asks nothing at the choice. When an
Action that exists this Era comes, the table turns over its cards and says who played
them: ``revealed exploit Ann Cy`` or ``revealed exploit none``. The next Action's cards stay
unknown to lictor. An NPC Senator's cards were drawn in the open (Solo & 2-Player Addenda):
they are listed, never entered.

The counts are checked as the Era goes: each player plays exactly ``k`` different cards
(Action Cards), so no one may pass ``k`` and no one may fall so far behind that the Actions
left cannot make up ``k``; at the last Action only one answer fits, proposed as the
default. The Historical variant's limits instead: at most ``kinds`` cards a Familia and
``actions`` in all this Era (a Familia may play fewer, as the variant's choice allows).

The entry names no player: it is the table's (its shared screen or the CLI without
``--seat``), like ``drew`` for an NPC's cards - one seat never enters another's cards.
"""

from __future__ import annotations

from importlib import import_module
from itertools import combinations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    ACTION_NAMES,
    OPENED,
    REVEAL,
    E,
    action_cards,
    actions_per_player,
    turn_said,
)
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.historical import ACTIONS as HISTORICAL_ACTIONS
from lictor.games.carta_imperia.rules.state import ACTIONS, Action, State
from lictor.games.carta_imperia.rules.table import primus_order, with_familia
from lictor.i18n import t, tn
from lictor.rules.ruling import RuleRef

TURN = REVEAL  # Sequence of Play, each Action revealed and played out in turn
COUNT = ref("Action Cards", "2 with 1-4 players, 1 with 5-6")
NPC_OPEN = ref("Solo & 2-Player Addenda", "Draw NPC Actions")
NONE = "none"

# the phase whose beginning each Action opens (imported when a snapshot resumes at ``turn``)
MODULES = {
    "exploit": "exploit",
    "exec": "exec",
    "extort": "extort",
    "expand": "expand",
    "extra-legal": "extralegal",
}


def waiting_action(board: Board, s: State) -> str:
    """The Action whose cards the table turns over now: the first of this Era's not yet
    turned over."""
    return next((a for a in action_cards(board, s) if a not in s.revealed), ACTIONS[0])


def entered(s: State) -> tuple[str, ...]:
    """The Familiae whose cards the table enters (every Familia but the NPC Senators')."""
    return tuple(n for n in primus_order(s) if n not in s.npcs)


def turn_prompt(board: Board, s: State) -> str:
    return turn_said(s, waiting_action(board, s))


def refusal(board: Board, s: State, action: str, names: tuple[str, ...]) -> tuple[str, RuleRef]:
    """Why the table may not say that ``names`` played ``action`` now, and the rule ("" if
    it may)."""
    want = waiting_action(board, s)
    if action != want:
        return t(
            "the {action} cards are turned over now, one Action at a time: say `revealed "
            "{word} PLAYER...` (or `revealed {word} none`)",
            action=t(ACTION_NAMES[want]),
            word=want,
        ), TURN
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        return t(
            "{player} is named twice: a player has one card of each Action", player=twice
        ), COUNT
    for n in names:
        if n in s.npcs:
            return t(
                "{player} is an NPC Senator: its Action cards were drawn in the open and "
                "lictor knows them",
                player=n,
            ), NPC_OPEN
    later = action_cards(board, s)
    left = len(later) - later.index(action) - 1  # the Actions still to turn over after it
    h = s.historical
    if h is not None:
        for n in names:
            if len(s.familia(n).actions) + 1 > h.kinds:
                return t(
                    "a Familia plays at most {h_kinds} different Action cards", h_kinds=h.kinds
                ), HISTORICAL_ACTIONS
        played = sum(len(f.actions) for f in s.players) + len(names)
        if played > h.actions:
            return tn(
                "the Familiae share {n} Action this Era: this makes {played}",
                "the Familiae share {n} Actions this Era: this makes {played}",
                h.actions,
                played=played,
            ), HISTORICAL_ACTIONS
        return "", TURN
    k = actions_per_player(s)
    for n in entered(s):
        have = len(s.familia(n).actions) + (1 if n in names else 0)
        if have > k:
            return tn(
                "{player} would play more than {n} Action card this Era",
                "{player} would play more than {n} Action cards this Era",
                k,
                player=n,
            ), COUNT
        if have + left < k:
            return tn(
                "{player} plays {n} Action card this Era and the Actions left cannot make "
                "it up: {player} played this one",
                "{player} plays {n} Action cards this Era and the Actions left cannot make "
                "them up: {player} played this one",
                k,
                player=n,
            ), COUNT
    return "", TURN


def names_of(a: Action) -> tuple[str, ...]:
    """The players an entry names (``none``: nobody)."""
    rest = tuple(a.args[1:])
    return () if rest == (NONE,) else rest


def turned(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``revealed ACTION PLAYER...`` / ``revealed ACTION none``: the cards turned over."""
    want = waiting_action(board, s)
    if not a.args:
        raise refuse(
            "no-action",
            t(
                "revealed: name the Action turned over and who played it: `revealed {word} "
                "PLAYER...` (or `revealed {word} none`)",
                word=want,
            ),
            TURN,
        )
    action = a.args[0]
    named = next((n for n in s.names if n.lower() == action), "")
    if named:  # the player said first: the Action comes first
        raise refuse(
            "unknown-card",
            t(
                "revealed names the Action first, then its players: `revealed {word} {player}`",
                word=next((x for x in a.args[1:] if x in ACTIONS), want),
                player=named,
            ),
            TURN,
        )
    if action not in ACTIONS:
        raise refuse(
            "unknown-card",
            t(
                "{card} is not an Action card ({cards})",
                card=repr(action),
                cards=", ".join(ACTIONS),
            ),
            INPUT,
        )
    names = names_of(a)
    if not names and len(a.args) == 1:
        raise refuse(
            "no-players",
            t(
                "revealed {word}: say who played it, or `revealed {word} none`",
                word=action,
            ),
            TURN,
        )
    known = set(s.names)
    for n in names:
        if n not in known:
            raise refuse(
                "unknown-player",
                t(
                    "{name} is not a player (players: {players})",
                    name=repr(n),
                    players=", ".join(s.names),
                ),
                INPUT,
            )
    why, rule = refusal(board, s, action, names)
    if why:
        raise refuse("card-count", why, rule)
    for n in names:
        f = s.familia(n)
        s = with_familia(s, n, actions=tuple(c for c in ACTIONS if c in (*f.actions, action)))
    import_module(f"lictor.games.carta_imperia.rules.phases.{MODULES[action]}.steps")
    return OPENED[action](board, s)


def offers(board: Board, s: State) -> list[Action]:
    """Every answer the counts allow, the forced one alone at the last Action: each subset
    of the players, the fewest first."""
    action = waiting_action(board, s)
    people = entered(s)
    out = []
    for n in range(len(people) + 1):
        for combo in combinations(people, n):
            if not refusal(board, s, action, combo)[0]:
                out.append(Action("revealed", "", (action, *(combo or (NONE,)))))
    return out


def check(board: Board, s: State, a: Action) -> bool:
    """``turned``'s refusals without opening the Action (each subset is an offer)."""
    if not a.args or a.args[0] not in ACTIONS:
        return False
    names = names_of(a)
    if not names and len(a.args) == 1:
        return False
    if any(n not in s.names for n in names):
        return False
    return not refusal(board, s, a.args[0], names)[0]


def forced(board: Board, s: State) -> bool:
    """At the last Action of the Era the counts leave one answer: proposed as the default."""
    if s.historical is not None:
        return False
    return waiting_action(board, s) == action_cards(board, s)[-1]
