"""Hannibal vs Rome with a table's own map (`new --content`): the land borders and two of
the sea routes are lictor's reconstruction (the rulebook does not print the map), so a table
with the real board can correct them; checked like a kit pack before the game starts."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main

PACK = """\
pack: {id: my-hannibal}
data:
  map:
    land:
      - [Roma, Cannae]
      - [Roma, Gallia]
      - [Gallia, Hispania Citerior]
      - [Hispania Citerior, Hispania Ulterior]
      - [Hispania Ulterior, Mauretania]
      - [Mauretania, Carthago]
      - [Carthago, Zama]
      - [Gallia, Carthago]
"""


def _run(db: Path, *args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return r.exit_code, r.output


def test_a_tables_map_changes_the_movement_ruling(tmp_path: Path) -> None:
    """Movement: a legion moves to an adjacent province. With the table's border Gallia-
    Carthago, Carthage's legion marches into Gallia; lictor's own map refuses it."""
    pack = tmp_path / "map.yaml"
    pack.write_text(PACK)
    ours, theirs = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    assert _run(ours, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    code, _ = _run(
        theirs,
        "new",
        "hannibal-vs-rome",
        "--players",
        "carthage=Ann,rome=Ben",
        "--content",
        str(pack),
    )
    assert code == 0
    code, out = _run(ours, "act", "move", "legion", "carthago", "gallia")
    assert code == 2 and "Movement" in out
    code, out = _run(theirs, "act", "move", "legion", "carthago", "gallia")
    assert code == 0, out
    assert "Gallia" in _run(theirs, "status")[1]


def test_a_bad_map_is_refused_naming_the_file_line_and_field(tmp_path: Path) -> None:
    pack = tmp_path / "map.yaml"
    pack.write_text(PACK.replace("[Gallia, Carthago]", "[Gallia, Atlantis]"))
    db = tmp_path / "s.sqlite"
    code, out = _run(
        db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--content", str(pack)
    )
    assert code == 2
    assert f"{pack}:12" in out and "data.map.land[7][1]" in out and "'Atlantis'" in out
    assert "Traceback" not in out and _run(db, "status")[0] == 2  # no session was made
    pack.write_text(PACK.replace("land:", "lands:"))
    code, out = _run(
        db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--content", str(pack)
    )
    assert code == 2 and "data.map.lands: unknown field" in out


def test_physical_is_refused_where_nothing_is_drawn(tmp_path: Path) -> None:
    """Conflict Resolution: each side chooses its cards; nothing is drawn for the table to
    tell, so --physical would mean nothing: refused, one line, nothing made."""
    db = tmp_path / "s.sqlite"
    code, out = _run(
        db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--physical"
    )
    assert code == 2 and "--physical" in out and "draws nothing" in out


def test_a_bad_map_pack_is_refused_in_italian_naming_its_line_and_field() -> None:
    """A table's map is checked before the game starts; in an Italian command the refusal
    is Italian and still names the file's line and the field."""
    import pytest

    from lictor.errors import BadInput
    from lictor.games.hannibal.rules.options import options_checked
    from lictor.i18n import use_lang
    from lictor.rules.inputs import read_input

    text = "pack: {id: my-hannibal}\ndata:\n  map:\n    sea:\n      - [Roma, Roma]\n"
    with tempfile_pack(text) as path:
        data, _ = read_input(path)
        for lang, said in (
            ("it", "un confine unisce due province diverse, ogni coppia una volta sola"),
            ("en", "a border joins two provinces, each pair once"),
        ):
            with use_lang(lang), pytest.raises(BadInput) as info:
                options_checked({"content": data, "content_file": path})
            assert str(info.value) == f"{path}:5: data.map.sea[0]: {said}"


def test_a_side_s_legions_out_of_range_are_refused_in_italian() -> None:
    import pytest

    from lictor.errors import BadInput
    from lictor.games.hannibal.rules.options import options_checked
    from lictor.i18n import use_lang
    from lictor.rules.inputs import read_input

    text = "pack: {id: h}\ndata:\n  map:\n    sides:\n      rome:\n        legions: 0\n"
    with tempfile_pack(text) as path:
        data, _ = read_input(path)
        with use_lang("it"), pytest.raises(BadInput) as info:
            options_checked({"content": data, "content_file": path})
    assert str(info.value) == (
        f"{path}:6: data.map.sides.rome.legions: serve un numero intero da 1 a 99, non 0"
    )


@contextlib.contextmanager
def tempfile_pack(text: str) -> Iterator[str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "map.yaml"
        path.write_text(text, encoding="utf-8")
        yield str(path)
