"""The phases that join the referee through ``Phase`` (see ``phase.py``), in one list.

Each entry is a module's ``PHASE``; a verb or a step may be declared once only, here or in
the central tables (a test checks it). The modules are imported when the tables are first
read, not when this one is: a phase's handlers use ``moves`` and ``procedure``, which read
these tables in turn.
"""

from __future__ import annotations

from functools import cache

from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb


def phases() -> tuple[Phase, ...]:
    from lictor.games.carta_imperia.rules.phases.civil_war import phase as civil_war_phase
    from lictor.games.carta_imperia.rules.phases.extralegal import phase as phase_extralegal
    from lictor.games.carta_imperia.rules.phases.scenario_setup import phase as scenario_two

    return (scenario_two.PHASE, phase_extralegal.PHASE, civil_war_phase.PHASE)


@cache
def verbs() -> dict[str, Verb]:
    out: dict[str, Verb] = {}
    for phase in phases():
        for word, spec in phase.verbs.items():
            if word in out:
                raise ValueError(f"the verb {word!r} is declared by two phases")
            out[word] = spec
    return out


@cache
def steps() -> dict[str, Step]:
    out: dict[str, Step] = {}
    for phase in phases():
        for name, spec in phase.steps.items():
            if name in out:
                raise ValueError(f"the step {name!r} is declared by two phases")
            out[name] = spec
    return out
