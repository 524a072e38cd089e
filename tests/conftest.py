from __future__ import annotations

import importlib
import os
import textwrap
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, settings

from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.games import registry

# Property tests judge behaviour, never time (timings live in benchmarks/): on a loaded
# machine a slow example or a slow draw must not fail the suite.
settings.register_profile("lictor", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("lictor")

CARTA = registry()["carta-imperia"].content

# Every `lictor` a test starts runs alone, in its own process: a resident server
# (lictor/resident/) started by one test would outlive it, and serve the next test's
# commands from a fork of its imports. tests/resident/ start their own, in a folder of
# their own, and stop it.
os.environ["LICTOR_RESIDENT"] = "0"

MINI_PACK = """\
pack: {id: mini, title: Mini Game}
layouts:
  card:
    size: poker
    boxes:
      bg: {kind: rect, x: 0, y: 0, w: 63, h: 88, fill: "#eeeeee", bleed: true}
      title: {x: 5, y: 5, w: 53, h: 10, text: "{{ name }}", font: title, size: 12}
      body: {x: 5, y: 20, w: 53, h: 60, text: "{{ text }}", size: 9, min_size: 6}
  back:
    size: poker
    boxes:
      bg: {kind: rect, x: 0, y: 0, w: 63, h: 88, fill: "#224488", bleed: true}
      label: {x: 5, y: 40, w: 53, h: 10, text: "BACK {{ name }}", align: center}
decks:
  - id: things
    name: Things
    layout: card
    back: back
    source: reconstruction
    defaults: {text: "A plain card."}
    rows:
      - {name: Alpha, qty: 2}
      - {name: Beta, text: "Two {{ icon('phalanx') }} shields"}
"""


def extra(module: str) -> ModuleType:
    """``module`` from the test extra (`pip install -e '.[test]'`): imported, or, outside CI,
    the test skipped with that reason; under CI (CI=true) a missing one fails the test, so
    an optional extra's tests always run there."""
    if os.environ.get("CI"):
        return importlib.import_module(module)
    return pytest.importorskip(
        module, reason=f"{module} is in the test extra: pip install -e '.[test]' (CI runs this)"
    )


@pytest.fixture
def write_pack(tmp_path: Path) -> Callable[[str, str], Path]:
    def write(text: str, name: str = "pack.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


@pytest.fixture
def mini_pack_path(write_pack: Callable[[str, str], Path]) -> Path:
    return write_pack(MINI_PACK, "mini.yaml")


@pytest.fixture(scope="session")
def carta_pack() -> Pack:
    return load_pack(CARTA)
