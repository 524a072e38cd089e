"""The README's steps and examples stay true: what it tells a newcomer to type works."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from lictor.content.loader import check_pack, load_pack
from tests.conftest import CARTA

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _readme_packs() -> dict[str, str]:
    """The README's YAML examples that name their file on their first line."""
    blocks = re.findall(r"```yaml\n(# (my-[a-z-]+\.yaml)\n.*?)```", README, re.S)
    return {name: text for text, name in blocks}


def test_readme_starts_with_clone_venv_then_the_two_commands() -> None:
    steps = [
        "git clone",
        "cd lictor",
        "python3 -m venv",
        ". .venv/bin/activate",
        "pip install -e '.[test]' && lictor build carta-imperia",
        "\npytest\n",
    ]
    at = [README.find(step) for step in steps]
    assert -1 not in at, [s for s, i in zip(steps, at, strict=True) if i == -1]
    assert at == sorted(at), "the newcomer's steps are out of order"
    assert "pip install -e .`" in README  # use without the test tools
    assert "## Printing" in README


def test_ci_tools_are_pinned_exactly_and_runtime_dependencies_capped() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    for requirement in project["optional-dependencies"]["test"]:
        assert "==" in requirement, f"{requirement} is not pinned"
    for requirement in project["dependencies"]:
        assert ">=" in requirement and ",<" in requirement, f"{requirement} has no upper bound"
    constraints = (ROOT / "constraints.txt").read_text()
    pinned = {line.split("==")[0].lower() for line in constraints.splitlines() if "==" in line}
    for requirement in [*project["dependencies"], *project["optional-dependencies"]["test"]]:
        name = re.split(r"[<>=]", requirement)[0].lower()
        assert name in pinned, f"{name} missing from constraints.txt"
    assert "-c constraints.txt" in (ROOT / ".ci" / "run").read_text()


@pytest.mark.parametrize("name", ["my-legacies.yaml", "my-big-titles.yaml"])
def test_readme_content_pack_examples_are_valid(name: str, tmp_path: Path) -> None:
    packs = _readme_packs()
    assert name in packs, f"the README lost its {name} example"
    user = tmp_path / name
    user.write_text(packs[name], encoding="utf-8")
    _, problems = check_pack(CARTA, [user])
    assert problems == []


def test_readme_extends_example_changes_one_box_and_keeps_the_rest(tmp_path: Path) -> None:
    user = tmp_path / "my-big-titles.yaml"
    user.write_text(_readme_packs()["my-big-titles.yaml"], encoding="utf-8")
    before = {d.id: d for d in load_pack(CARTA).decks}["action-cards"].front
    after = {d.id: d for d in load_pack(CARTA, [user]).decks}["action-cards"].front
    old, new = dict(before.boxes), dict(after.boxes)
    assert (old["title"].size, new["title"].size) == (10.5, 12)
    assert "familia" in old and "familia" not in new
    assert {k: v for k, v in new.items() if k != "title"} == {
        k: v for k, v in old.items() if k not in ("title", "familia")
    }


def test_overriding_a_layout_by_name_replaces_it_whole(tmp_path: Path) -> None:
    # What the README warns of: a layout of the same name is not merged box by box.
    user = tmp_path / "mine.yaml"
    user.write_text("layouts:\n  action:\n    extends: card\n    boxes:\n      era: null\n")
    front = {d.id: d for d in load_pack(CARTA, [user]).decks}["action-cards"].front
    assert "glyph" not in dict(front.boxes)


def test_readme_imperium_score_files_score(tmp_path: Path) -> None:
    """The README's round.yaml and track.yaml are what `lictor score imperium` reads."""
    import json

    from click.testing import CliRunner

    from lictor.cli import main

    found = re.findall(r"```yaml\n(# ([a-z]+\.yaml) .*?)```", README, re.S)
    blocks = {name: text for text, name in found}
    (tmp_path / "round.yaml").write_text(blocks["round.yaml"])
    (tmp_path / "track.yaml").write_text(blocks["track.yaml"])
    run = CliRunner().invoke
    got = run(main, ["score", "imperium", str(tmp_path / "round.yaml"), "--json"])
    assert got.exit_code == 0, got.output
    assert json.loads(got.output)["points"]["yellow"] == 9  # the rulebook's example
    got = run(main, ["score", "imperium", "--final", str(tmp_path / "track.yaml"), "--json"])
    assert got.exit_code == 0 and json.loads(got.output)["winner"] == "red"
