"""The phases composed (``rules/game.py`` lists them in play order): the verbs and steps they
declare read as one procedure. It applies an action (or refuses it with the rule that forbids
it, nothing changed), lists what could be said now, and says what happens next.

Nothing here knows a phase: every word, step, prompt and offer comes from a ``Phase``
(``rules/phase.py``).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import cited, said_cited
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import END, SEQ, E, actions_per_player
from lictor.games.carta_imperia.rules.common_verbs import Handler, refuse
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.tools.discard import park as park_discard
from lictor.games.carta_imperia.rules.phases.tools.pay import park
from lictor.games.carta_imperia.rules.sections import said_step
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import familia_or_refuse
from lictor.i18n import t, tn
from lictor.rules.game import Agenda

GAME = "carta-imperia"


class Procedure:
    """The phases of a game in play order, and the tables read from their declarations."""

    def __init__(self, *phases: Phase) -> None:
        self.phases = phases
        self.verbs: dict[str, Verb] = {}  # each word's first declaration: its words, secrecy
        self.handlers: dict[tuple[str, str], Handler] = {}  # (verb, step) -> handler
        self.tools: dict[str, Handler] = {}  # the verbs legal at any step
        self.steps: dict[str, Step] = {}
        for phase in phases:
            for word, spec in phase.verbs.items():
                _join(self, phase, word, spec)
            for name, step in phase.steps.items():
                if name in self.steps:
                    raise ValueError(f"the step {name!r} is declared by two phases")
                self.steps[name] = step
        self.secret = frozenset(w for w, v in self.verbs.items() if v.secret)
        # the tools' offers, asked at every step: each phase's ``anytime``, in play order
        self.anytime = tuple(p.anytime for p in phases if p.anytime is not None)

    # -- what the table says ---------------------------------------------------------------
    def apply(self, board: Board, s: State, a: Action) -> tuple[State, E]:
        if s.step == "over":
            raise refuse(
                "game-over", t("the game is over"), END, t("start a new session to play again")
            )
        if a.player:
            familia_or_refuse(s, a.player)
        tool = self.tools.get(a.verb)
        if tool is not None:
            s, said = tool(board, s, a)
            return park_discard(park(s)), said
        handler = self.handlers.get((a.verb, s.step))
        if handler is None:
            # a verb of another step, spelt like one of this step's own (`drawn` for `drew`;
            # not the tools', legal at every step: `drawn` is no `withdraw`)
            here = sorted({v for v, step in self.handlers if step == s.step})
            from difflib import get_close_matches  # only for a refusal

            near = get_close_matches(a.verb, here, n=1)
            if near:
                line = t(
                    "'{verb}' is not part of this step ({step}): did you mean `{near}`?",
                    verb=a.verb,
                    step=said_step(s.step),
                    near=near[0],
                )
            else:
                line = t(
                    "'{verb}' is not part of this step ({step})",
                    verb=a.verb,
                    step=said_step(s.step),
                )
            raise refuse("not-now", line, SEQ, t("run `lictor referee next` for what happens now"))
        s, said = handler(board, s, a)
        return park_discard(park(s)), said

    def candidates(self, board: Board, s: State) -> list[Action]:
        """Every action the step might take, then the tools' (the game keeps those its rules
        accept)."""
        if s.step == "over":
            return []
        step = self.steps.get(s.step)
        out = step.offers(board, s) if step is not None else []
        for anytime in self.anytime:
            out += anytime(board, s)
        return out

    # -- what happens next -----------------------------------------------------------------
    def agenda(self, board: Board, s: State, options: list[str]) -> Agenda:
        if s.step == "over":
            # the state keeps why in English; said again in the language now spoken
            from lictor.games.carta_imperia.rules.phases.endgame.steps import said_reason

            reason = said_reason(board, s)
            return Agenda(GAME, True, s.outcome, s.winners, (), reason, s.reason_section)
        step = self.steps.get(s.step)
        who = s.waiting
        text = self._prompt(board, s).format(
            era=s.era,
            first=who[0] if who else "",
            primus=s.primus,
            province=s.election.province if s.election else "",
            target=s.battles[s.current].target if 0 <= s.current < len(s.battles) else "",
            k=actions_per_player(s),
            cards=tn("{n} Action card", "{n} Action cards", actions_per_player(s)),
            amount=s.due.amount if s.due else 0,
            why=said_cited(s.due.section) if s.due else "",
            litigant=s.suit.litigant if s.suit else "",
            defendant=s.suit.target.lower() if s.suit else "",
        )
        secret = self._secret(s)
        if secret and self.revealed_verb(s):
            secret = False  # the table holds these secrets as real cards, turned over together
            text += t(
                " - at this table: lay them face down, turn them over together, then say what "
                "each revealed (revealed PLAYER ...)"
            )
        if secret:  # only the first waiting player's own choices, for their hidden answer
            options = [o for o in options if who and o.split()[1:2] == [who[0]]]
        default = ""
        wants = step is not None and (
            step.default(board, s) if callable(step.default) else step.default
        )
        if step is not None and wants and not secret and options:
            default = options[0]
        return Agenda(
            GAME,
            False,
            None,
            (),
            who,
            text,
            cited(self._rule(board, s, step)),  # English: the kernel says it
            secret,
            (),
            tuple(options),
            secret_words=(f"{step.secret_verb} {who[0]}" if step and secret and who else ""),
            secret_ask=t(step.ask) if step is not None and secret and step.ask else "",
            default=default,
        )

    def revealed_verb(self, s: State) -> str:
        """At a --physical table, the secret answer the step waits for, given as
        ``revealed PLAYER ...`` once the cards are turned over (the draft is the table's own)."""
        step = self.steps.get(s.step)
        if not s.physical or step is None or not step.hidden_at_table:
            return ""
        return step.secret_verb if step.secret else ""

    def _secret(self, s: State) -> bool:
        step = self.steps.get(s.step)
        if step is None or not step.secret:
            return False
        return step.hidden_at_table or not s.physical

    @staticmethod
    def _rule(board: Board, s: State, step: Step | None) -> object:
        """The RuleRef a step applies: fixed, or a function of the state (a step two phases
        reach, each by its own rule)."""
        if step is None:
            return SEQ
        return step.rule(board, s) if callable(step.rule) else step.rule

    def _prompt(self, board: Board, s: State) -> str:
        """What ``next`` says: a step's fixed prompt (a constant marked ``N_``, said here in
        the language spoken, then its fields filled) or what its function says."""
        step = self.steps.get(s.step)
        if step is None:
            return ""
        return t(step.prompt) if isinstance(step.prompt, str) else step.prompt(board, s)


def _join(p: Procedure, phase: Phase, word: str, spec: Verb) -> None:
    """One phase's declaration of ``word``: a tool, or a handler for each of its steps."""
    first = p.verbs.setdefault(word, spec)
    if first is not spec:
        if not spec.steps or not first.steps:
            raise ValueError(f"the verb {word!r} is declared by two phases")
        if _words(first) != _words(spec):
            raise ValueError(
                f"the verb {word!r} of {phase.name} takes other words than where it is first "
                "declared"
            )
    if not spec.steps:
        p.tools[word] = spec.handler
    for step in spec.steps:
        if (word, step) in p.handlers:
            raise ValueError(f"the verb {word!r} is declared by two phases for the step {step!r}")
        p.handlers[(word, step)] = spec.handler


def _words(v: Verb) -> tuple[object, ...]:
    """What the parser and the sender check read of a verb: the same wherever it is declared."""
    return (v.player, v.arity, v.secret, v.sender, v.private, v.party)
