"""The arrows run one way: the content loader does not reach the print engine, and the
print engine reaches neither the games nor the catalogue tool."""

from __future__ import annotations

import subprocess
import sys


def _loaded_after(module: str) -> set[str]:
    code = f"import sys, {module}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_the_content_loader_does_not_import_the_print_engine() -> None:
    loaded = _loaded_after("lictor.content.loader")
    assert "lictor.units" in loaded
    assert not {m for m in loaded if m.startswith("lictor.generators")}


def test_the_print_engine_reaches_neither_the_games_nor_the_catalogue_tool() -> None:
    loaded = _loaded_after("lictor.generators.kit")
    assert "lictor.i18n" in loaded
    assert "lictor.catalog" not in loaded
    assert not {m for m in loaded if m.startswith("lictor.games")}
