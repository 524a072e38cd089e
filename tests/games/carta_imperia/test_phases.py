"""The later phases join the referee through one list (rules/phases.py): a verb or a step
is declared once, and each declared verb is parsed, offered and applied like a central one."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules import moves
from lictor.games.carta_imperia.rules import phase_index as phases
from lictor.games.carta_imperia.rules.game import ARITY, VERBS
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.prompts import PROMPTS


def _noop(board, s, a):  # type: ignore[no-untyped-def]
    return s, []


def test_a_verb_declared_by_two_phases_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    twice = (
        Phase("a", verbs={"x": Verb(_noop, ("s",))}),
        Phase("b", verbs={"x": Verb(_noop, ("t",))}),
    )
    monkeypatch.setattr(phases, "phases", lambda: twice)
    with pytest.raises(ValueError, match="'x' is declared by two phases"):
        phases.verbs.__wrapped__()


def test_a_step_declared_by_two_phases_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    step = Step("say", None, lambda b, s: [])
    twice = (Phase("a", steps={"s": step}), Phase("b", steps={"s": step}))
    monkeypatch.setattr(phases, "phases", lambda: twice)
    with pytest.raises(ValueError, match="'s' is declared by two phases"):
        phases.steps.__wrapped__()


def test_every_phase_verb_is_parsed_and_applied_and_no_central_one_is_shadowed() -> None:
    _, steps, tools = moves.tables()
    for word, spec in phases.verbs().items():
        assert VERBS[word] is spec.player
        assert ARITY[word] == spec.arity
        assert word in (steps if spec.steps else tools)
        assert word not in moves.HANDLERS and word not in moves.TOOLS
    for name in phases.steps():
        assert name not in PROMPTS, f"the step {name!r} is declared twice"


def test_each_phase_module_imports_first_in_a_fresh_interpreter() -> None:
    """A phase module uses ``moves`` and ``procedure``, which read the phase tables: importing
    it before anything else (as a tool or a test may) must not make an import cycle."""
    import subprocess
    import sys

    for phase in phases.phases():
        module = next(iter(phase.verbs.values())).handler.__module__
        code = f"import {module}; from lictor.games.carta_imperia.rules.game import CartaGame"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr.splitlines()[-1:]
