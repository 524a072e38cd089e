"""`lictor build` of a pack that built before reads the validated pack from the pack cache
(issue 26: the 999-card build): in a fresh interpreter it imports no pydantic, prints the
same kit, and a changed row, a changed font or a damaged cache entry is validated again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest

from lictor.generators.fonts import BUILTIN_DIR

PACK = """\
pack: {id: mine, title: Mine}
fonts: {title: title.ttf}
layouts:
  card:
    size: poker
    boxes:
      title: {x: 5, y: 5, w: 53, h: 9, text: "{{ name }}", font: title, size: 12}
      body: {x: 5, y: 18, w: 53, h: 20, text: "{{ text }}", size: 9, min_size: 6}
decks:
  - id: deck
    name: Deck
    layout: card
    source: blank
    rows_file: rows.csv
"""
ROWS = "name,qty,text\nAquila,2,Gain 2 Dignitas.\nBasilica,1,Draw a card.\n"

RUN = """
import json, sys
from lictor.cli import main
try:
    main(sys.argv[1:], prog_name="lictor", standalone_mode=True)
except SystemExit as exc:
    if exc.code:
        print("\\n" + json.dumps({"code": exc.code}))
        raise SystemExit(0)
print("\\n" + json.dumps({"code": 0, "pydantic": "pydantic" in sys.modules,
                          "yaml": "yaml" in sys.modules}))
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "pack.yaml").write_text(PACK)
    (pack / "rows.csv").write_text(ROWS)
    (pack / "title.ttf").write_bytes((BUILTIN_DIR / "VeraBd.ttf").read_bytes())
    return tmp_path


def build(folder: Path, out: str) -> tuple[dict[str, object], str]:
    env = {**os.environ, "LICTOR_CACHE_DIR": str(folder / "cache")}
    env.pop("LICTOR_CACHE", None)
    done = subprocess.run(
        [sys.executable, "-c", RUN, "build", "pack/pack.yaml", "--duplex", "none", "-o", out],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    *said, last = done.stdout.strip().splitlines()
    return json.loads(last), "\n".join(said) + done.stderr


def card_names(pdf: Path) -> list[str]:
    text = "".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    return [n for n in ("Aquila", "Basilica", "Curia") for _ in range(text.count(n))]


def test_a_cached_build_imports_no_pydantic_and_prints_the_same_kit(folder: Path) -> None:
    first, _ = build(folder, "one")
    assert first == {"code": 0, "pydantic": True, "yaml": True}  # validated: nothing cached yet
    again, _ = build(folder, "two")
    assert again == {"code": 0, "pydantic": False, "yaml": False}
    one, two = (pypdf.PdfReader(folder / d / "mine-cards.pdf") for d in ("one", "two"))
    assert [p.get_contents().get_data() for p in one.pages] == [  # type: ignore[union-attr]
        p.get_contents().get_data()  # type: ignore[union-attr]
        for p in two.pages
    ]
    assert card_names(folder / "two" / "mine-cards.pdf") == ["Aquila", "Aquila", "Basilica"]


def test_a_changed_row_is_validated_again_and_printed(folder: Path) -> None:
    build(folder, "one")
    (folder / "pack" / "rows.csv").write_text(ROWS.replace("Basilica,1", "Curia,1"))
    again, _ = build(folder, "two")
    assert again["pydantic"] is True
    assert card_names(folder / "two" / "mine-cards.pdf") == ["Aquila", "Aquila", "Curia"]
    (folder / "pack" / "rows.csv").write_text(ROWS.replace("Basilica,1", "Curia,x"))
    bad, said = build(folder, "three")
    assert bad == {"code": 2}
    assert "rows.csv:3" in said
    assert not (folder / "three").exists()


def test_a_removed_font_is_validated_again(folder: Path) -> None:
    build(folder, "one")
    (folder / "pack" / "title.ttf").unlink()
    bad, said = build(folder, "two")
    assert bad == {"code": 2}
    assert "font file not found" in said


def test_a_damaged_cache_entry_is_ignored(folder: Path) -> None:
    build(folder, "one")
    entries = list((folder / "cache").glob("*.bin"))
    assert entries
    for entry in entries:
        data = bytearray(entry.read_bytes())
        data[-2] ^= 0x01  # one bit of the blob: its MAC no longer verifies
        entry.write_bytes(bytes(data))
    again, _ = build(folder, "two")
    assert again == {"code": 0, "pydantic": True, "yaml": True}
    assert card_names(folder / "two" / "mine-cards.pdf") == ["Aquila", "Aquila", "Basilica"]


@pytest.mark.parametrize("game", ["republic-of-rome", "carta-imperia"])
def test_a_cached_build_of_a_built_in_game_imports_no_pydantic(tmp_path: Path, game: str) -> None:
    # a game's board drawers read no rules: the Republic's books page once imported the
    # ledger and its pydantic settings (0.2-0.5 s of every build)
    env = {**os.environ, "LICTOR_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("LICTOR_CACHE", None)
    said = []
    for out in ("one", "two"):
        done = subprocess.run(
            [sys.executable, "-c", RUN, "build", game, "--only", "reference", "-o", out],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        said.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert said[1] == {"code": 0, "pydantic": False, "yaml": False}
    assert (tmp_path / "two" / f"{game}-reference.pdf").is_file()
