"""Every phase joins the referee one way (rules/phase.py, composed in rules/game.py): a step
is declared once, a word once for each step, and each declared verb is parsed, offered and
applied from its declaration alone."""

from __future__ import annotations

import subprocess
import sys

import pytest

from lictor.games.carta_imperia.rules.game import ARITY, PROCEDURE, SECRET, VERBS
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.procedure import Procedure


def _noop(board, s, a):  # type: ignore[no-untyped-def]
    return s, []


def test_a_verb_declared_by_two_phases_for_one_step_is_refused() -> None:
    with pytest.raises(ValueError, match="'x' is declared by two phases for the step 's'"):
        Procedure(
            Phase("a", verbs={"x": Verb(_noop, ("s",))}),
            Phase("b", verbs={"x": Verb(_noop, ("s", "t"))}),
        )


def test_a_tool_declared_by_two_phases_is_refused() -> None:
    with pytest.raises(ValueError, match="'x' is declared by two phases"):
        Procedure(
            Phase("a", verbs={"x": Verb(_noop, ())}), Phase("b", verbs={"x": Verb(_noop, ())})
        )


def test_a_word_two_phases_share_takes_the_same_words_in_both() -> None:
    with pytest.raises(ValueError, match="'x' of b takes other words"):
        Procedure(
            Phase("a", verbs={"x": Verb(_noop, ("s",))}),
            Phase("b", verbs={"x": Verb(_noop, ("t",), arity=1)}),
        )
    shared = Procedure(
        Phase("a", verbs={"x": Verb(_noop, ("s",))}), Phase("b", verbs={"x": Verb(_noop, ("t",))})
    )
    assert set(shared.handlers) == {("x", "s"), ("x", "t")}


def test_a_step_declared_by_two_phases_is_refused() -> None:
    step = Step("say", None, lambda b, s: [])
    with pytest.raises(ValueError, match="'s' is declared by two phases"):
        Procedure(Phase("a", steps={"s": step}), Phase("b", steps={"s": step}))


def test_every_declared_verb_is_parsed_with_its_declared_words() -> None:
    for phase in PROCEDURE.phases:
        for word, spec in phase.verbs.items():
            assert VERBS[word] is spec.player
            assert ARITY[word] == spec.arity
            assert (word in SECRET) is spec.secret
            if spec.steps:
                assert all(PROCEDURE.handlers[(word, st)] is spec.handler for st in spec.steps)
            else:
                assert PROCEDURE.tools[word] is spec.handler


def test_every_step_a_verb_answers_is_declared_with_its_prompt_and_offers() -> None:
    answered = {step for _, step in PROCEDURE.handlers}
    assert answered <= set(PROCEDURE.steps), answered - set(PROCEDURE.steps)
    for name, step in PROCEDURE.steps.items():
        assert step.prompt and step.rule is not None, name
        if step.secret:
            assert step.secret_verb in SECRET, name


def test_each_phase_module_imports_first_in_a_fresh_interpreter() -> None:
    """A phase imports only the phases after it: importing any one before anything else
    (as a tool or a test may) must not meet an import circle."""
    for phase in PROCEDURE.phases:
        module = next(iter(phase.verbs.values())).handler.__module__
        code = f"import {module}; from lictor.games.carta_imperia.rules.game import CartaGame"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr.splitlines()[-1:]
