"""The dataclass code cache (lictor/codecache.py): a second command compiles none of the
methods the first compiled, the classes behave as the standard library builds them, and a
damaged or foreign cache file is never read. Each case is a fresh interpreter, as a
command is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SCRIPT = """
import json
import lictor.cli  # what every command imports first
from lictor.games.carta_imperia.rules.state import Action, Familia, State
from lictor.games import referee_game
from lictor.rules.game import Seats
import lictor.codecache as c
game = referee_game("carta-imperia")
s = game.setup(Seats(tuple(game.seat("Ann,Ben,Cy").items())), 7, False, {})
print(json.dumps({
    "stats": c.stats,
    "state": repr(s),
    "hash": hash(s.players[0]) == hash(Familia(**vars(s.players[0]))),
    "eq": Action("done", "Ann") == Action("done", "Ann") != Action("done", "Ben"),
    "return": repr(Familia.__init__.__annotations__.get("return")),  # a generated one
}))
"""


def run(tmp: Path, state: Path | None = None, cache: str = "1") -> dict[str, Any]:
    env = {
        **os.environ,
        "LICTOR_CACHE_DIR": str(tmp / "cache"),
        "LICTOR_CACHE": cache,
        "XDG_STATE_HOME": str(state or tmp / "state"),
        "PYTHONHASHSEED": "0",
    }
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    found: dict[str, Any] = json.loads(done.stdout)
    return found


def cache_file(tmp: Path) -> Path:
    return tmp / "cache" / f"dataclass-code-{sys.implementation.cache_tag}"


def test_a_second_process_reuses_every_method_the_first_compiled(tmp_path: Path) -> None:
    first = run(tmp_path)
    assert first["stats"]["compiled"] > 100 and first["stats"]["reused"] == 0
    assert cache_file(tmp_path).exists()
    second = run(tmp_path)  # fewer: the first also parsed the pack, kept by the pack cache
    assert second["stats"]["compiled"] == 0 and second["stats"]["reused"] > 100


def test_classes_built_from_the_cache_behave_as_the_standard_library_builds_them(
    tmp_path: Path,
) -> None:
    plain = run(tmp_path, cache="0")  # no cache at all: dataclasses as shipped
    assert plain["stats"] == {"reused": 0, "compiled": 0}
    run(tmp_path)
    cached = run(tmp_path)
    assert cached["stats"]["reused"] > 100
    for key in ("state", "hash", "eq", "return"):
        assert cached[key] == plain[key], key
    assert cached["return"] == "None"  # not the string '_return_type': no __future__ flag


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty"])
def test_a_damaged_cache_file_is_ignored_and_written_again(tmp_path: Path, damage: str) -> None:
    run(tmp_path)
    f = cache_file(tmp_path)
    data = f.read_bytes()
    f.write_bytes(
        {"truncated": data[: len(data) // 2], "garbage": b"\x00" * 999, "empty": b""}[damage]
    )
    again = run(tmp_path)
    assert again["stats"]["reused"] == 0 and again["stats"]["compiled"] > 100
    assert run(tmp_path)["stats"]["compiled"] == 0  # written again whole


def test_a_cache_file_written_under_another_users_secret_is_never_read(tmp_path: Path) -> None:
    """A file copied from elsewhere (or put in the folder by someone else) holds code: it
    must verify under this user's own secret before any of it runs."""
    run(tmp_path, state=tmp_path / "someone-else")
    assert cache_file(tmp_path).exists()
    mine = run(tmp_path, state=tmp_path / "me")
    assert mine["stats"]["reused"] == 0


def _copy_of_lictor(tmp: Path) -> Path:
    """lictor's package copied without bytecode, to see where a command writes it."""
    import shutil

    import lictor

    tree = tmp / "tree"
    shutil.copytree(
        Path(lictor.__file__).parent, tree / "lictor", ignore=shutil.ignore_patterns("__pycache__")
    )
    return tree


def _command(tree: Path, tmp: Path, **env: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "lictor", "resolve", "carta-imperia", "court", "--prosecutor",
         "evidence", "--defendant", "oratory", "--era", "3"],
        env={**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1",
             "LICTOR_CACHE_DIR": str(tmp / "cache"), "XDG_STATE_HOME": str(tmp / "state"),
             **env},
        cwd=tmp, capture_output=True, text=True, check=True,
    )  # fmt: skip


def test_with_pythondontwritebytecode_the_bytecode_goes_to_the_cache_folder_not_the_sources(
    tmp_path: Path,
) -> None:
    """A command told not to write bytecode beside the sources (containers, read-only
    installs) compiled every module again each time; it now keeps the bytecode in lictor's
    cache folder (sys.pycache_prefix), and never writes beside the sources."""
    tree = _copy_of_lictor(tmp_path)
    _command(tree, tmp_path)
    assert not list(tree.rglob("__pycache__"))  # nothing beside the sources
    kept = {p.relative_to(tmp_path / "cache" / "pycache").as_posix()
            for p in (tmp_path / "cache" / "pycache").rglob("*.pyc")}  # fmt: skip
    mine = str(tree / "lictor").lstrip("/")
    assert f"{mine}/cli/resolve.{sys.implementation.cache_tag}.pyc" in kept
    assert (
        f"{mine}/games/carta_imperia/rules/phases/extort/rulings.{sys.implementation.cache_tag}.pyc"
        in kept
    )


def test_a_pycache_prefix_of_the_users_and_lictor_cache_0_are_left_as_they_are(
    tmp_path: Path,
) -> None:
    tree = _copy_of_lictor(tmp_path)
    _command(tree, tmp_path, PYTHONPYCACHEPREFIX=str(tmp_path / "mine"))
    # the user chose where bytecode goes, and not to write it: Python does as told
    assert not (tmp_path / "mine").exists() and not (tmp_path / "cache" / "pycache").exists()
    _command(tree, tmp_path, LICTOR_CACHE="0")  # as Python was told: nothing written at all
    assert not (tmp_path / "cache" / "pycache").exists() and not list(tree.rglob("__pycache__"))
