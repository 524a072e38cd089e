"""A module imported on first use: a short command that never reads YAML (a `referee
status` whose pack is in the pack cache) never pays for importing PyYAML."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any


class LazyModule:
    """Stands for the module ``name`` and imports it at the first attribute read."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        if self._module is None:
            self._module = importlib.import_module(self._name)
        return getattr(self._module, attr)


def lazy_function(target: str) -> Callable[..., Any]:
    """Stands for the function ``"module:name"`` and imports its module at the first call:
    a phase hands over to a later one (the end of the game, the Civil War) without loading
    it before the game gets there. Used as ``if TYPE_CHECKING: from m import f`` / ``else:
    f = lazy_function("m:f")``, so mypy still checks the real signature."""
    module, _, name = target.partition(":")
    found: list[Callable[..., Any]] = []

    def call(*args: Any, **kwargs: Any) -> Any:
        if not found:
            found.append(getattr(importlib.import_module(module), name))
        return found[0](*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__module__ = module
    return call
