"""What every step of the procedure shares: the rulebook sections it cites, events, card players."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import cited, ref
from lictor.games.carta_imperia.rules.state import ACTIONS, State
from lictor.games.carta_imperia.rules.table import primus_order
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace
from lictor.rules.game import Event

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board

E = list[Event]
Begin = Callable[["Board", State], tuple[State, E]]

SETUP = ref("Full Game Setup")
SCEN = ref("Scenario I: Rise of the Republic", "Setup")
DRAFT = ref("Events Draft")
SEQ = ref("Sequence of Play")
HIST = ref("Historical Events")
TILES = ref("Map Tiles")
CHOOSE = ref("Action Cards", "choose in secret")
EXPLOIT = ref("I. eXploit")
EXEC = ref("II. eXec")
ELECT = ref("Elections")
EXTORT = ref("III. eXtort")
EXPAND = ref("IV. eXpand")
HANNIBAL = ref("Scenario I: Hannibal")
END_CAMPAIGN = ref("IV. eXpand", "Ending the Campaign")
PRIVATE = ref("IV. eXpand", "Ending the Campaign: Private Legions kept for 1 Auctoritas")
REBELS = ref("Rebellions")
END = ref("Game End & Victory")


# the components: 20 Legions of Rome and 20 Allied Legions (a meeple marked V counts 5)
SUPPLY = ref("List of Components", "20 Legions of Rome, 20 Allied Legions, 8 Busts each")


def ev(text: str, rule: object = None) -> Event:
    """An event: its text said now, its rule kept in English (the kernel says it)."""
    return Event(text, cited(rule))


def cards_of(s: State, action: str) -> tuple[str, ...]:
    """The card players of one Action, in Primus Order."""
    return tuple(n for n in primus_order(s) if action in s.familia(n).actions)


# each Action's name as its card prints it (the catalogue's, lictor.po)
ACTION_NAMES = {
    "exploit": N_("eXploit"),
    "exec": N_("eXec"),
    "extort": N_("eXtort"),
    "expand": N_("eXpand"),
    "extra-legal": N_("eXtra-Legal"),
}
REVEAL = ref("Sequence of Play", "each Action revealed and played out in turn")


def turn_over(s: State, action: str) -> tuple[State, E]:
    """Sequence of Play: the card players of ``action`` turn over its card when its turn
    comes (not before: "Do not reveal the next Action Card until all previous Cards have
    been resolved"); an Action nobody chose is skipped."""
    if action in s.revealed:
        return s, []
    players = cards_of(s, action)
    s = replace(s, revealed=(*s.revealed, action))
    name = t(ACTION_NAMES[action])
    if not players:
        return s, [
            ev(t("No {action} card was chosen this Era: its step is skipped", action=name), REVEAL)
        ]
    return s, [
        ev(
            t("{action} cards revealed: {players}", action=name, players=", ".join(players)),
            REVEAL,
        )
    ]


# each Action's beginning once its cards are face up (``revealing``): the --physical table's
# ``revealed ACTION PLAYER...`` (phases/era/turn.py) opens the Action it turned over
OPENED: dict[str, Begin] = {}


def action_cards(board: Board, s: State) -> tuple[str, ...]:
    """The Action cards a player may choose this Era: the eXtra-Legal one only from the
    scenario's ``extra_legal_era`` on (data: Era VI, when the Mules of Marius come in)."""
    first = board.scenario.extra_legal_era
    if first and s.era >= first:
        return ACTIONS
    return tuple(a for a in ACTIONS if a != "extra-legal")


def at_table(board: Board, s: State, action: str) -> bool:
    """A --physical table is to turn over ``action``'s cards now: they lie face down and
    lictor does not know them (an Action that exists this Era, not turned over yet)."""
    if not s.physical or action in s.revealed:
        return False
    if action not in action_cards(board, s):  # the eXtra-Legal card from its Era on
        return False
    return bool(face_down(s))


def ask_turn(s: State, action: str) -> tuple[State, E]:
    """Wait for a --physical table to turn over ``action``'s cards (the step ``turn``,
    answered by phases/era/turn.py)."""
    s = replace(s, step="turn", waiting=())
    return s, [ev(turn_said(s, action), REVEAL)]


def turn_said(s: State, action: str) -> str:
    """What ``next`` asks at a turn-over: the cards of ``action``, and the NPC Senators who
    play it in the open."""
    if s.npcs:  # the NPC Senators' cards were drawn in the open: only the Players' are named
        text = t(
            "Turn over the Players' {action} cards and say which Players played them: "
            "`revealed {word} PLAYER...` (or `revealed {word} none`)",
            action=t(ACTION_NAMES[action]),
            word=action,
        )
    else:
        text = t(
            "Turn over the {action} cards and say who played them: "
            "`revealed {word} PLAYER...` (or `revealed {word} none`)",
            action=t(ACTION_NAMES[action]),
            word=action,
        )
    npcs = tuple(n for n in primus_order(s) if n in s.npcs and action in s.familia(n).actions)
    if npcs:
        text += " " + tn(
            "- the NPC Senator {players} plays it, its card open",
            "- the NPC Senators {players} play it, their cards open",
            len(npcs),
            players=said_names(npcs),
        )
    return text


def said_names(names: tuple[str, ...]) -> str:
    """``Ann``, ``Ann and Cy``, ``Ann, Ben and Cy`` in the language spoken."""
    if not names:
        return t("no one")
    if len(names) == 1:
        return names[0]
    return t("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def face_down(s: State) -> int:
    """How many Action cards a --physical table still holds face down, as far as lictor
    knows: each player plays exactly k (the Historical variant: the Era's shared total at
    most, so lictor counts those left to it). Once every card is turned over, the Actions
    left have no player's card (an NPC Senator's lie open) and are not asked."""
    humans = [f for f in s.players if f.name not in s.npcs]
    h = s.historical
    if h is not None:
        room = sum(max(0, h.kinds - len(f.actions)) for f in humans)
        return max(0, min(room, h.actions - sum(len(f.actions) for f in humans)))
    k = actions_per_player(s)
    return sum(max(0, k - len(f.actions)) for f in humans)


def revealing(action: str) -> Callable[[Begin], Begin]:
    """A phase's beginning that first turns over its Action's cards (``turn_over``); at a
    --physical table it first waits for the table to turn them over and say who played
    them (the step ``turn``: Sequence of Play, one Action at a time)."""

    def wrap(begin: Begin) -> Begin:
        def opened(board: Board, s: State) -> tuple[State, E]:
            s, shown = turn_over(s, action)
            s, said = begin(board, s)
            return s, shown + said

        @wraps(begin)
        def begun(board: Board, s: State) -> tuple[State, E]:
            if at_table(board, s, action):
                return ask_turn(s, action)
            return opened(board, s)

        OPENED[action] = opened
        return begun

    return wrap


def actions_per_player(s: State) -> int:
    """Action Cards: 2 each with 1-4 players, 1 each with 5-6."""
    return 2 if len(s.players) <= 4 else 1


def rng(s: State, salt: str) -> random.Random:
    return random.Random(f"{s.seed}:{s.counter}:{salt}")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def verb(n: int, word: str) -> str:
    """``go`` -> ``goes`` for one thing."""
    return word if n != 1 else word + ("es" if word.endswith("o") else "s")


def tied(s: State, names: tuple[str, ...]) -> bool:
    """Two of ``names`` have the same Prestige."""
    prestige = [s.familia(n).prestige for n in names]
    return len(set(prestige)) < len(prestige)
