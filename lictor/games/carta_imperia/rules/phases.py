"""The phases that join the referee through ``Phase`` (see ``phase.py``), in one list.

Each entry is a module's ``PHASE``; a verb or a step may be declared once only, here or in
the central tables (a test checks it).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import civil_war_phase
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb

PHASES: tuple[Phase, ...] = (civil_war_phase.PHASE,)


def verbs() -> dict[str, Verb]:
    out: dict[str, Verb] = {}
    for phase in PHASES:
        for word, spec in phase.verbs.items():
            if word in out:
                raise ValueError(f"the verb {word!r} is declared by two phases")
            out[word] = spec
    return out


def steps() -> dict[str, Step]:
    out: dict[str, Step] = {}
    for phase in PHASES:
        for name, spec in phase.steps.items():
            if name in out:
                raise ValueError(f"the step {name!r} is declared by two phases")
            out[name] = spec
    return out


VERBS = verbs()
STEPS = steps()
