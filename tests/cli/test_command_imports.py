"""A short command loads only what it needs (issue 27): each is run in a fresh interpreter
and the modules it imported are read back. The heavy libraries a command does not use (the
print engine's reportlab, pydantic, the web's Starlette, PyYAML once the pack is in the
pack cache) would cost a table referee tenths of a second on every command."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
# what no referee command needs
NOT_FOR_THE_REFEREE = (
    "reportlab", "pydantic", "jinja2", "svgwrite", "pypdfium2", "pypdf", "openpyxl", "segno",
    "starlette", "uvicorn", "httpx", "yaml", "socket", "lictor.generators", "lictor.web.app",
)  # fmt: skip

RUN = """
import json, sys
from lictor.cli import main
try:
    main(sys.argv[1:], prog_name="lictor", standalone_mode=True)
except SystemExit as exc:
    if exc.code:
        raise
print("\\n" + json.dumps(sorted(sys.modules)))
"""


def loaded_by(env: dict[str, str], *args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", RUN, *args], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def heavy(loaded: set[str], names: tuple[str, ...]) -> set[str]:
    return {m for m in loaded for n in names if m == n or m.startswith(n + ".")}


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    out = {
        **os.environ,
        "LICTOR_DB": str(tmp_path / "s.sqlite"),
        "LICTOR_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    new = ["referee", "new", "carta-imperia", "--players", "Ann,Ben,Cy"]
    loaded_by(out, *new, "--scenario", "rise-of-the-republic", "--seed", "3")
    return out


@pytest.mark.parametrize(
    "command",
    [
        ["referee", "status", "--json"],
        ["referee", "next", "--json"],
        ["referee", "actions", "--json"],
        ["referee", "log"],
        ["referee", "status", "--seat", "Ann"],
    ],
)
def test_a_referee_command_loads_no_print_engine_web_or_yaml(
    env: dict[str, str], command: list[str]
) -> None:
    loaded = loaded_by(env, *command)
    assert "lictor.games.carta_imperia.rules.game" in loaded  # it did referee the game
    assert heavy(loaded, NOT_FOR_THE_REFEREE) == set()


# what a referee command that only reads needs no more (issue 27, session 8): the exact
# odds (fractions, decimal) load for the odds alone (`odds`, and `next`, which shows them),
# the cache writer's temporary files (tempfile, shutil, its compressors) only for a write
NOT_FOR_READING = ("lictor.rules.odds", "fractions", "decimal", "tempfile", "shutil", "bz2", "lzma")


@pytest.mark.parametrize(
    "command",
    [
        ["referee", "status", "--json"],
        ["referee", "actions", "--json"],
        ["referee", "status", "--seat", "Ann"],
    ],
)
def test_a_referee_command_that_reads_loads_neither_the_odds_nor_the_cache_writer(
    env: dict[str, str], command: list[str]
) -> None:
    loaded_by(env, *command)  # the pack cache and the phases' manifest written
    forget_renderings(env)  # the game itself renders (not a kept status: see below)
    loaded = loaded_by(env, *command)
    assert "lictor.games.carta_imperia.rules.game" in loaded
    assert heavy(loaded, NOT_FOR_READING) == set()
    assert "lictor.rules.odds" in loaded_by(env, "referee", "odds")  # the control


def forget_renderings(env: dict[str, str]) -> None:
    """Drops what read commands printed before (lictor.rules.rendered)."""
    with sqlite3.connect(env["LICTOR_DB"]) as conn:
        conn.execute("DROP TABLE IF EXISTS renderings")


# what a status printed again from its kept rendering needs no more: no game, no rules
NOT_FOR_A_KEPT_STATUS = (
    "lictor.games.carta_imperia", "lictor.rules.game", "lictor.rules.replay",
    "lictor.rules.referee", "lictor.rules.visible", "lictor.content", "lictor.web",
)  # fmt: skip


@pytest.mark.parametrize("command", [["status", "--json"], ["status"], ["--lang", "it", "status"]])
def test_a_status_on_a_log_that_has_not_moved_imports_no_game_nor_rule_module(
    env: dict[str, str], command: list[str]
) -> None:
    first = loaded_by(env, "referee", *command)
    assert "lictor.games.carta_imperia.rules.game" in first  # the game rendered it
    again = loaded_by(env, "referee", *command)
    assert "lictor.rules.rendered" in again
    assert heavy(again, NOT_FOR_A_KEPT_STATUS) == set()
    assert heavy(again, NOT_FOR_THE_REFEREE) == set()


# what only `serve`, `seat-cards` and `board` need, and the hot seat of a terminal
NOT_FOR_THE_OTHER_COMMANDS = (
    "lictor.web", "lictor.cli.referee_serve", "lictor.cli.referee_board", "lictor.cli.hotseat",
)  # fmt: skip


@pytest.mark.parametrize(
    "command",
    [
        ["referee", "status", "--json"],
        ["referee", "next", "--json"],
        ["referee", "next"],
        ["referee", "actions", "--json"],
        ["referee", "log"],
    ],
)
def test_a_referee_command_imports_neither_the_web_table_nor_the_board_nor_the_hot_seat(
    env: dict[str, str], command: list[str]
) -> None:
    assert heavy(loaded_by(env, *command), NOT_FOR_THE_OTHER_COMMANDS) == set()


def test_the_commands_kept_apart_are_still_listed_and_run(env: dict[str, str]) -> None:
    listed = subprocess.run(
        [sys.executable, "-m", "lictor", "referee", "--help"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    for name in ("board", "serve", "seat-cards", "status", "act"):
        assert f"  {name} " in listed
    for name in ("serve", "seat-cards", "board"):
        loaded = loaded_by(env, "referee", name, "--help")
        assert {"serve": "lictor.cli.referee_serve", "seat-cards": "lictor.cli.referee_serve",
                "board": "lictor.cli.referee_board"}[name] in loaded  # fmt: skip


def test_an_act_loads_no_print_engine_web_or_yaml(env: dict[str, str]) -> None:
    ann = json.loads(
        subprocess.run(
            [sys.executable, "-m", "lictor", "referee", "actions", "--json", "--seat", "Ann"],
            env=env, capture_output=True, text=True, check=True,
        ).stdout
    )["actions"]  # fmt: skip
    loaded = loaded_by(env, "referee", "act", "--seat", "Ann", *ann[0].split())
    assert "lictor.rules.snapshot" in loaded  # it did record the act
    assert heavy(loaded, NOT_FOR_THE_REFEREE) == set()


def test_the_first_command_parses_the_pack_and_the_next_reads_the_cache(
    tmp_path: Path, env: dict[str, str]
) -> None:
    cold = {**env, "LICTOR_CACHE_DIR": str(tmp_path / "cold")}
    assert "yaml" in loaded_by(cold, "referee", "status")
    assert "yaml" not in loaded_by(cold, "referee", "status")
    # (that second status was the kept rendering; the game reads the pack from the cache)
    assert "yaml" not in loaded_by(cold, "referee", "actions")


def test_resolve_loads_neither_yaml_nor_the_print_engine(env: dict[str, str]) -> None:
    loaded = loaded_by(
        env, "resolve", "carta-imperia", "court",
        "--prosecutor", "evidence", "--defendant", "oratory", "--era", "3",
    )  # fmt: skip
    assert heavy(loaded, ("reportlab", "yaml", "lictor.generators", "starlette")) == set()


def test_score_without_a_pdf_loads_no_print_engine(env: dict[str, str]) -> None:
    loaded = loaded_by(env, "score", "carta-imperia", str(DATA / "carta-end.yaml"))
    assert heavy(loaded, ("reportlab", "lictor.generators", "starlette", "jinja2")) == set()


CATALOGUES = """
import gettext, json, sys
from lictor.cli import main
try:
    main(sys.argv[1:], prog_name="lictor", standalone_mode=True)
except SystemExit as exc:
    if exc.code:
        raise
print("\\n" + json.dumps(sorted(path for _, path in gettext._translations)))
"""


def catalogues_read_by(env: dict[str, str], *args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", CATALOGUES, *args], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def test_english_reads_no_catalogue_and_italian_only_its_own(env: dict[str, str]) -> None:
    english = {**env, "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": ""}
    assert catalogues_read_by(english, "referee", "status", "--json") == []
    italian = catalogues_read_by(english, "referee", "status", "--json", "--lang", "it")
    assert [Path(p).parts[-3:] for p in italian] == [("it", "LC_MESSAGES", "lictor.mo")]


def said_and_loaded(env: dict[str, str], *args: str) -> tuple[str, set[str]]:
    """What the command printed, and the modules it imported."""
    done = subprocess.run(
        [sys.executable, "-c", RUN, *args], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    said, _, modules = done.stdout.rstrip("\n").rpartition("\n")
    return said, set(json.loads(modules))


def test_a_score_given_the_same_file_again_is_said_alike_without_yaml_or_pydantic(
    tmp_path: Path, env: dict[str, str]
) -> None:
    end = tmp_path / "end.yaml"
    end.write_bytes((DATA / "carta-end.yaml").read_bytes())
    for flags in ((), ("--json",), ("--lang", "it")):
        first, cold = said_and_loaded(env, "score", "carta-imperia", str(end), *flags)
        assert "pydantic" in cold  # validated (its YAML parse is kept after the first)
        again, warm = said_and_loaded(env, "score", "carta-imperia", str(end), *flags)
        assert again == first and first.strip()
        assert heavy(warm, ("yaml", "pydantic", "lictor.games.carta_imperia.rules")) == set()
    english, _ = said_and_loaded(env, "score", "carta-imperia", str(end))
    italian, _ = said_and_loaded(env, "score", "carta-imperia", str(end), "--lang", "it")
    assert english != italian  # each language its own
    # a changed file is read and scored again, never answered from the other's score
    text = end.read_text()
    assert "dignitas: 6\n" in text
    end.write_text(text.replace("dignitas: 6\n", "dignitas: 7\n", 1))
    changed, loaded = said_and_loaded(env, "score", "carta-imperia", str(end), "--json")
    assert (
        "yaml" in loaded
        and changed
        != said_and_loaded(env, "score", "carta-imperia", str(DATA / "carta-end.yaml"), "--json")[0]
    )
