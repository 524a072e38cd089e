"""How a phase of the procedure joins the referee: the one way, for every phase.

A phase is a package of ``rules/phases/`` that declares a ``Phase``: the verbs it adds (each
one's words, in which of its steps it is legal, what it does, whether it is typed hidden)
and the steps it adds (what ``next`` says there, the rule it applies, which actions it
offers). ``rules/game.py`` composes the phases in play order into a ``Procedure``
(``rules/procedure.py``), which parses, applies, offers and prompts from them alone.

Each verb also declares who may send it (``sender``, ``private``; the kernel's one check,
``lictor.rules.actors``, reads them through ``CartaGame.senders`` and ``authority``).

A word may serve more than one phase (``pass`` in eXploit, the Elections and eXtort), each
for its own steps and with its own handler, as long as the words it takes and who may send
it are the same; a step is declared by one phase only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board
    from lictor.games.carta_imperia.rules.state import Action, State
    from lictor.rules.actors import Who
    from lictor.rules.game import Event

    Handler = Callable[[Board, State, Action], tuple[State, list[Event]]]
    Offers = Callable[[Board, State], list[Action]]
    Prompt = Callable[[Board, State], str]
    Check = Callable[[Board, State, Action], bool | None]

T = TypeVar("T")


@dataclass(frozen=True)
class Verb:
    """One word the table can say: its handler and where it is legal."""

    handler: Handler
    steps: tuple[str, ...]  # the steps it answers ((): a tool, legal at any step)
    player: bool = True  # the word after the verb names a player
    arity: int | None = 0  # the most words after the verb (and its player); None: the move checks
    secret: bool = False  # typed hidden (a secret choice)
    # who may send it (lictor.rules.actors.Who); None: the player it names, on his turn
    sender: Who | None = None
    # in a virtual game its named player's alone (a card from his hidden hand): never sent
    # from a shared screen, whose refusal could tell what he holds
    private: bool = False
    # the word after the player names the other party of a deal, spelt as at the table
    party: bool = False
    # a cheap test of an offer, for the listing (`legal_actions`): True exactly when the
    # handler would accept it, without playing it out (issue 27: the last secret choice
    # reveals them all, which made listing the choices slow); it may answer None for an
    # action it leaves to the handler. No check: the handler decides every offer.
    # tests/games/carta_imperia/test_cheap_checks.py holds it to the handler in playouts
    check: Check | None = None


@dataclass(frozen=True)
class Step:
    """One step of the procedure: what ``next`` says and which actions it offers."""

    prompt: str | Prompt  # a format string (``{first}``, ``{era}``, ``{primus}``) or a function
    rule: object  # the RuleRef the step applies
    offers: Offers  # the candidate actions (each is checked by applying it)
    secret: bool = False  # the first waiting player answers hidden
    secret_verb: str = ""  # the verb of that hidden answer
    ask: str = ""  # what that hidden answer is, when it is a number ("the Dignitas you commit")
    # at a --physical table the secret answers are cards turned over together and said with
    # ``revealed PLAYER ...``; False: the table does this step in the open (the Events Draft)
    hidden_at_table: bool = True
    # the first offer is a sensible default that `next` takes on a blank answer (Enter); the
    # player is still asked and may choose any other (a Prestige payment's mix); a function:
    # only in the states it says (the one answer a physical table's last Action leaves)
    default: bool | Callable[[Board, State], bool] = False


@dataclass(frozen=True)
class Phase:
    """One phase of the game: the verbs it declares, its steps and its any-time tools."""

    name: str
    verbs: Mapping[str, Verb] = field(default_factory=dict)
    steps: Mapping[str, Step] = field(default_factory=dict)
    # what its tools offer whatever the step (the timed Reforms of II. eXec), after the step's
    anytime: Offers | None = None


def per_state(fn: Callable[[Board, State], T]) -> Callable[[Board, State], T]:
    """``fn`` answered once for the last (board, state) asked, for a cheap check: a listing
    asks the same of one state for each of its offers, and both are immutable (kept by
    identity, as one tuple, so two threads never read each other's answer)."""
    kept: list[Any] = [None]

    def once(board: Board, s: State) -> T:
        last = kept[0]
        if last is None or last[0] is not s or last[1] is not board:
            last = (s, board, fn(board, s))
            kept[0] = last
        answer: T = last[2]
        return answer

    return once
