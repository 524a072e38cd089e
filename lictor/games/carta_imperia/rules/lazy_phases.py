"""The phases composed without importing them (issue 27): a command on a game in Era I, or
in Scenario I, never loads the Civil War's or the endgame's code.

What the procedure must know of every phase before any of it runs (its verbs' words and
senders, its steps' names, secrecy and plain prompts: ``rules/phase.py``) is a **manifest**,
read from every phase once and kept in the pack cache (``lictor/content/cache.py``: keyed by
lictor's version and the fingerprint of its files, under this user's MAC, so a changed phase
is read again and a damaged file is ignored). Each function a phase declares (a verb's
handler, a step's offers, prompt or rule, its ``anytime`` tools) stands in the manifest's
phase as a ``Deferred``: the phase's module is imported at its first call.

Nothing here is a list kept by hand: the manifest is what the phases declare, read from them.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from typing import Any

from lictor.content import cache
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.rules.actors import Who

PACKAGE = "lictor.games.carta_imperia.rules.phases"
SHAPE = 2  # the manifest's own layout: a new one is a new cache key


def _phase(name: str) -> Phase:
    """The real ``PHASE`` of the package ``phases/<name>/`` (imported now)."""
    found = importlib.import_module(f"{PACKAGE}.{name}.phase").PHASE
    assert isinstance(found, Phase), name
    return found


class Deferred:
    """A phase's function, called through: its module is imported at the first call.
    ``table`` is ``verbs``, ``steps`` or ``anytime``; ``key`` the word or the step;
    ``field`` the Verb's or Step's field it stands for (``handler``, ``offers`` ...)."""

    def __init__(self, package: str, table: str, key: str, field: str, module: str) -> None:
        self._package, self._table, self._key, self._field = package, table, key, field
        self._fn: Callable[..., Any] | None = None
        self.__module__ = module  # the real function's module (tests/test_phases.py)

    def __call__(self, *args: Any) -> Any:
        fn = self._fn
        if fn is None:
            fn = self._fn = self._resolve()
        return fn(*args)

    def _resolve(self) -> Callable[..., Any]:
        real = _phase(self._package)
        if self._table == "anytime":
            assert real.anytime is not None
            return real.anytime
        table = real.verbs if self._table == "verbs" else real.steps
        value = getattr(table[self._key], self._field)
        if callable(value):
            return value  # type: ignore[no-any-return]
        return lambda *args: value  # a fixed RuleRef: ``rule(board, s)`` gives it back


# -- the manifest: plain data (JSON), read from the phases ----------------------------------
def _plain(value: object) -> object:
    """A declared field as JSON data, or ``...`` for one a Deferred stands for."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Who):
        return {"who": value.name}
    if isinstance(value, tuple) and all(isinstance(x, str) for x in value):
        return {"tuple": list(value)}
    return ...


def _fields(spec: object) -> dict[str, object]:
    out: dict[str, object] = {}
    for f in dataclasses.fields(spec):  # type: ignore[arg-type]
        value = getattr(spec, f.name)
        plain = _plain(value)
        if plain is ...:
            out[f.name] = {"deferred": getattr(value, "__module__", "") or ""}
        else:
            out[f.name] = plain
    return out


def manifest(packages: Sequence[str]) -> list[dict[str, Any]]:
    """What each phase declares, as plain data (imports every phase: done once)."""
    out = []
    for package in packages:
        real = _phase(package)
        out.append(
            {
                "package": package,
                "name": real.name,
                "verbs": {w: _fields(v) for w, v in real.verbs.items()},
                "steps": {n: _fields(s) for n, s in real.steps.items()},
                "anytime": None
                if real.anytime is None
                else getattr(real.anytime, "__module__", ""),
            }
        )
    return out


def _value(package: str, table: str, key: str, field: str, plain: Any) -> Any:
    if isinstance(plain, dict) and "deferred" in plain:
        return Deferred(package, table, key, field, str(plain["deferred"]))
    if isinstance(plain, dict) and "who" in plain:
        return Who[plain["who"]]
    if isinstance(plain, dict) and "tuple" in plain:
        return tuple(str(x) for x in plain["tuple"])
    if plain is None or isinstance(plain, bool | int | str):
        return plain
    raise ValueError(f"{package}: {key}.{field}: not a manifest value")


def _spec(cls: type[Any], package: str, table: str, key: str, plain: dict[str, Any]) -> Any:
    names = [f.name for f in dataclasses.fields(cls)]
    if sorted(plain) != sorted(names):
        raise ValueError(f"{package}: {key}: another {cls.__name__}'s fields")
    return cls(**{n: _value(package, table, key, n, plain[n]) for n in names})


def phases_of(data: Any, packages: Sequence[str]) -> tuple[Phase, ...]:
    """The manifest's phases, each function a Deferred; ValueError for another shape."""
    if [p["package"] for p in data] != list(packages):
        raise ValueError("the manifest lists other phases")
    out = []
    for p in data:
        package = str(p["package"])
        verbs = {w: _spec(Verb, package, "verbs", w, v) for w, v in p["verbs"].items()}
        steps = {n: _spec(Step, package, "steps", n, s) for n, s in p["steps"].items()}
        anytime = (
            None if p["anytime"] is None else Deferred(package, "anytime", "", "", p["anytime"])
        )
        out.append(Phase(str(p["name"]), verbs=verbs, steps=steps, anytime=anytime))
    return tuple(out)


def lazy_phases(packages: Sequence[str]) -> tuple[Phase, ...]:
    """The phases of ``phases/<package>/`` in this order, none of them imported yet (when
    the manifest is in the pack cache; otherwise it is read from them, and kept)."""
    content = f"carta-phases {SHAPE}\n{','.join(packages)}".encode()
    built: list[tuple[Phase, ...]] = []

    def load(data: Any) -> Any:
        built.append(phases_of(data, packages))  # another shape raises: read again
        return data

    kept = cache.cached("carta-phases", content, lambda: manifest(packages), list, load)
    return built[-1] if built else phases_of(kept, packages)
