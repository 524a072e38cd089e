"""How a phase of the procedure joins the referee without lengthening the central tables.

A later phase (Scenario II's setup, Eras V-VII, the eXtra-Legal Action, the Civil War) is a
module of its own that declares a ``Phase``: the verbs it adds (what each one's words are, in
which steps it is legal and what it does) and the steps it adds (what ``next`` says there and
which actions it offers). ``rules/phases.py`` lists the phases; ``moves.apply``, the parser in
``game.py``, ``prompts`` and ``choices`` read them from there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board
    from lictor.games.carta_imperia.rules.state import Action, State
    from lictor.rules.game import Event

    Handler = Callable[[Board, State, Action], tuple[State, list[Event]]]
    Offers = Callable[[Board, State], list[Action]]
    Prompt = Callable[[Board, State], str]


@dataclass(frozen=True)
class Verb:
    """One word the table can say: its handler and where it is legal."""

    handler: Handler
    steps: tuple[str, ...]  # the steps it answers ((): a tool, legal at any step)
    player: bool = True  # the word after the verb names a player
    arity: int | None = 0  # the most words after the verb (and its player); None: the move checks
    secret: bool = False  # typed hidden (a secret choice)


@dataclass(frozen=True)
class Step:
    """One step of the procedure: what ``next`` says and which actions it offers."""

    prompt: str | Prompt  # a format string (``{first}``, ``{era}``, ``{primus}``) or a function
    rule: object  # the RuleRef the step applies
    offers: Offers  # the candidate actions (each is checked by applying it)
    secret: bool = False  # the first waiting player answers hidden
    secret_verb: str = ""  # the verb of that hidden answer
    ask: str = ""  # what that hidden answer is, when it is a number ("the Dignitas you commit")


@dataclass(frozen=True)
class Phase:
    name: str
    verbs: Mapping[str, Verb] = field(default_factory=dict)
    steps: Mapping[str, Step] = field(default_factory=dict)
