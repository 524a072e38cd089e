"""The hostile corpus (issue 18): a downloaded pack or session export is untrusted input.

Each file of ``tests/data/hostile/`` is one attack; ``cases.yaml`` says how it is run and
part of the one line it must be refused with. Run as a user would (the CLI), every case
exits 2 with exactly that one line, no traceback, and writes nothing.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from lictor.cli import main
from lictor.rules.session import APP_ID
from tests.conftest import MINI_PACK

HOSTILE = Path(__file__).parent.parent / "data" / "hostile"
CASES = yaml.safe_load((HOSTILE / "cases.yaml").read_text(encoding="utf-8"))
PACK_CASES = [c for c in CASES if c["run"] == "check build"]
REFEREE_CASES = [c for c in CASES if c["run"] in ("referee-new", "import")]


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"traceback: {result.exception!r}") from result.exception
    return result.exit_code, result.output


def one_line(out: str) -> str:
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == 1, out
    assert "Traceback" not in out
    return lines[0]


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*")) if folder.exists() else []


@pytest.mark.parametrize("case", PACK_CASES, ids=[c["file"] for c in PACK_CASES])
def test_a_hostile_pack_is_refused_in_one_line_by_check_and_build(
    case: dict[str, str], tmp_path: Path
) -> None:
    pack = str(HOSTILE / case["file"])
    code, out = run("check", pack)
    line = one_line(out)
    assert code == 2 and case["expect"] in line, line
    assert Path(case["file"]).stem in line  # the pack's file (or the table it names)
    out_dir = tmp_path / "out"
    code, out = run("build", pack, "-o", str(out_dir))
    line = one_line(out)
    assert code == 2 and case["expect"] in line, line
    assert not out_dir.exists()  # no partial output, no scratch folder, not even -o


def test_no_error_shows_the_bytes_of_a_file_it_could_not_use() -> None:
    code, out = run("check", str(HOSTILE / "path-font-not-ttf.yaml"))
    assert code == 2 and "SECRET" not in out
    code, out = run("check", str(HOSTILE / "path-absolute-font.yaml"))
    assert code == 2 and "root:" not in out


@pytest.mark.parametrize("case", REFEREE_CASES, ids=[c["file"] for c in REFEREE_CASES])
def test_hostile_referee_content_and_exports_are_refused_before_anything_is_written(
    case: dict[str, str], tmp_path: Path
) -> None:
    db = str(tmp_path / "s.sqlite")
    path = str(HOSTILE / case["file"])
    if case["run"] == "referee-new":
        args = ["new", "carta-imperia", "--players", "Ann,Ben,Cy", "--content", path]
    else:
        args = ["import", path]
    code, out = run("referee", "--db", db, *args)
    line = one_line(out)
    assert code == 2 and case["expect"] in line, line
    code, out = run("referee", "--db", db, "list")
    assert code == 0 and out.startswith("no sessions"), out


def test_svg_output_drops_control_characters(tmp_path: Path) -> None:
    out_dir = tmp_path / "out"
    code, out = run(
        "build", str(HOSTILE / "svg-control-chars.yaml"), "--format", "svg", "-o", str(out_dir)
    )
    assert code == 0, out
    svgs = list(out_dir.rglob("*.svg"))
    assert svgs
    for svg in svgs:
        text = svg.read_text(encoding="utf-8")
        ET.fromstring(text)  # well-formed XML
        assert not any(ord(c) < 32 and c not in "\t\n\r" for c in text)
        assert "bell" in text


def test_a_symlink_leading_out_of_the_pack_is_refused(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "art.png").write_bytes(b"\x89PNG not really")
    pack_dir = tmp_path / "pack"
    pack_dir.mkdir()
    (pack_dir / "art.png").symlink_to(secret / "art.png")
    text = MINI_PACK.replace(
        "      title: {",
        '      art: {kind: image, x: 0, y: 0, w: 10, h: 10, image: "art.png"}\n      title: {',
        1,
    )
    (pack_dir / "pack.yaml").write_text(text, encoding="utf-8")
    code, out = run("check", str(pack_dir / "pack.yaml"))
    assert code == 2 and "outside the pack's folder" in out
    # The user may allow the folder: then the image is read (here: found, and not refused).
    code, out = run("check", str(pack_dir / "pack.yaml"), "--allow-path", str(secret))
    assert "outside the pack's folder" not in out


def test_image_paths_in_a_content_override_resolve_next_to_the_users_file(
    tmp_path: Path,
) -> None:
    from PIL import Image

    mine = tmp_path / "mine"
    mine.mkdir()
    Image.new("RGB", (8, 8), "red").save(mine / "laurel.png")
    override = mine / "override.yaml"
    override.write_text(
        "layouts:\n  token:\n    size: 30x30\n    boxes:\n"
        '      fixed: {kind: image, x: 0, y: 0, w: 10, h: 10, image: "laurel.png"}\n'
        '      own: {kind: image, x: 10, y: 10, w: 10, h: 10, image: "{{ art }}"}\n'
        "decks:\n  - id: tokens\n    name: Tokens\n    layout: token\n"
        "    source: reconstruction\n    rows:\n      - {name: Laurel, art: laurel.png}\n",
        encoding="utf-8",
    )
    base = tmp_path / "base"
    base.mkdir()
    (base / "pack.yaml").write_text(MINI_PACK, encoding="utf-8")
    out_dir = tmp_path / "out"
    code, out = run(
        "build", str(base / "pack.yaml"), "--content", str(override), "-o", str(out_dir)
    )
    assert code == 0, out
    assert any(p.suffix == ".pdf" for p in files_under(out_dir))
    # The same pack, its image next to the base pack instead: not found there.
    (mine / "laurel.png").rename(base / "laurel.png")
    code, out = run("check", str(base / "pack.yaml"), "--content", str(override))
    assert code == 2 and "image not found: laurel.png" in out


def test_a_yaml_file_over_the_size_limit_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("pack: {id: big, title: Big}\ndata:\n" + "  - 1\n" * 700_000)
    code, out = run("check", str(big))
    # the size is read from the file's length: a parsed file would fail on its fields instead
    assert code == 2 and "file too large" in one_line(out)


def test_output_stays_under_the_out_folder_whatever_the_names(tmp_path: Path) -> None:
    text = MINI_PACK.replace("{name: Alpha, qty: 2}", '{name: "../../../../etc/evil", qty: 2}')
    pack = tmp_path / "pack.yaml"
    pack.write_text(text, encoding="utf-8")
    out_dir = tmp_path / "deep" / "out"
    code, out = run("build", str(pack), "--format", "pdf,svg", "-o", str(out_dir))
    assert code == 0, out
    outside = [p for p in files_under(tmp_path) if not p.is_relative_to(out_dir)]
    assert sorted(p.name for p in outside) == ["deep", "pack.yaml"]


def test_a_folder_in_the_way_of_an_output_file_leaves_nothing(tmp_path: Path) -> None:
    pack = tmp_path / "pack.yaml"
    pack.write_text(MINI_PACK, encoding="utf-8")
    out_dir = tmp_path / "out"
    (out_dir / "mini-cards.pdf").mkdir(parents=True)
    code, out = run("build", str(pack), "-o", str(out_dir))
    assert code == 2 and "a folder is in the way" in one_line(out)
    assert [p.name for p in files_under(out_dir)] == ["mini-cards.pdf"]
    code, out = run("build", str(pack), "-o", str(pack))
    assert code == 2 and "not a folder" in one_line(out)


def test_a_stopped_build_leaves_no_scratch_folder(tmp_path: Path) -> None:
    out_dir = tmp_path / "out"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "lictor",
            "build",
            "carta-imperia",
            "-o",
            str(out_dir),
            "--format",
            "pdf,svg,png",  # long enough (PNG at 600 dpi) that SIGTERM lands mid-build
            "--dpi",
            "600",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
    )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not any(out_dir.glob(".lictor-build-*")):
        time.sleep(0.05)
    assert any(out_dir.glob(".lictor-build-*")), "the build never started"
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) != 0  # stopped, not finished
    assert not out_dir.exists()  # the scratch and the -o folder the build made: gone
    # A build killed outright (SIGKILL) leaves its scratch; the next build sweeps it away.
    stale = out_dir / ".lictor-build-999999999-x"
    stale.mkdir(parents=True)
    pack = tmp_path / "pack.yaml"
    pack.write_text(MINI_PACK, encoding="utf-8")
    code, _ = run("build", str(pack), "-o", str(out_dir))
    assert code == 0 and not stale.exists()


def _session_file(path: Path, tables: str) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {APP_ID}")
    conn.executescript(tables)
    conn.commit()
    conn.close()


def test_a_session_file_with_our_id_but_other_tables_is_damaged(tmp_path: Path) -> None:
    db = tmp_path / "odd.sqlite"
    _session_file(db, "CREATE TABLE sessions (id INTEGER PRIMARY KEY, name TEXT);")
    code, out = run("referee", "--db", str(db), "status")
    assert code == 2 and "damaged" in one_line(out)


def test_an_unknown_entry_kind_in_a_session_file_is_damaged(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    code, _ = run(
        "referee", "--db", str(db), "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "3"
    )
    assert code == 0
    conn = sqlite3.connect(db)
    conn.execute("INSERT INTO entries VALUES (1, 1, 'rewrite', '{}', 0)")
    conn.commit()
    conn.close()
    code, out = run("referee", "--db", str(db), "status")
    assert code == 2 and "damaged" in one_line(out) and "'rewrite'" in out


def test_export_writes_only_a_regular_file(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite")
    assert run("referee", "--db", db, "new", "carta-imperia", "--players", "Ann,Ben,Cy")[0] == 0
    folder = tmp_path / "a-folder"
    folder.mkdir()
    for target in (str(folder), os.devnull):
        code, out = run("referee", "--db", db, "export", "-o", target)
        assert code == 2 and "not a regular file" in one_line(out)
    assert list(folder.iterdir()) == []
    good = tmp_path / "game.json"
    code, _ = run("referee", "--db", db, "export", "-o", str(good))
    assert code == 0 and good.is_file()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".game")] == []


def test_an_exported_session_imports_back(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite")
    assert (
        run(
            "referee", "--db", db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "5"
        )[0]
        == 0
    )
    code, out = run("referee", "--db", db, "actions", "--json", "--seat", "Ann")
    first = json.loads(out)["actions"][0]
    assert run("referee", "--db", db, "act", "--seat", "Ann", *first.split())[0] == 0
    assert run("referee", "--db", db, "undo")[0] == 0
    exported = tmp_path / "game.json"
    assert run("referee", "--db", db, "export", "-o", str(exported))[0] == 0
    other = str(tmp_path / "other.sqlite")
    code, out = run("referee", "--db", other, "import", str(exported))
    assert code == 0, out
    code, out = run("referee", "--db", other, "log", "--json")
    assert code == 0 and json.loads(out) == []  # the undone action stays undone
    code, out = run("referee", "--db", other, "redo")
    assert code == 0 and out.startswith("redone")  # and comes back with a redo


def test_new_refuses_a_player_name_that_could_not_be_typed_back(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite")
    for players in ("carthage=Ann Smith,rome=Ben", "carthage=Ann\x1b[2J,rome=Ben"):
        code, out = run("referee", "--db", db, "new", "hannibal-vs-rome", "--players", players)
        assert code == 2 and "a name is one word" in one_line(out)
    code, out = run("referee", "--db", db, "list")
    assert out.startswith("no sessions")


def test_a_sigterm_whose_interrupt_was_swallowed_still_stops_the_build() -> None:
    """A SIGTERM that lands in a finaliser (where Python prints the KeyboardInterrupt and
    goes on) still stops the build before anything is moved into the -o folder."""
    from lictor.generators.kit import _term_is_interrupt

    with pytest.raises(KeyboardInterrupt), _term_is_interrupt() as stopped:
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(1)  # the handler raises here
        except KeyboardInterrupt:
            pass  # swallowed, as inside a __del__
        stopped()
