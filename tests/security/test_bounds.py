"""Bounded work for a shared pack (issue 18): what the sandbox still lets a pack do, where its
errors point, lazy decks, text fitting that always ends, YAML bombs through `score`."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.content.loader import load_pack
from lictor.content.pack import Copies, Row
from lictor.generators.fonts import register, text_width_pt
from lictor.generators.proof import proof_pack
from lictor.generators.text import fit
from tests.conftest import MINI_PACK

HOSTILE = Path(__file__).parent.parent / "data" / "hostile"


def _pack_with_body(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "pack.yaml"
    path.write_text(MINI_PACK.replace('"A plain card."', body), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("template", "printed"),
    [
        ("'{% for i in range(3) %}{{ i }}{% endfor %}'", "012"),
        ("'{{ range(1000) | length }}'", "1000"),
        ('\'{{ name | upper }} {{ [name, "x"] | join("-") }}\'', "ALPHA Alpha-x"),
        ("'{{ 4 | roman }} {{ 2 ** 10 }} {{ \"ab\" * 3 }}'", "IV 1024 ababab"),
        ('\'{{ {"a": 1}.get("a") }} {{ name.lower() }} {{ deck.count }}\'', "1 alpha 3"),
    ],
)
def test_the_sandbox_still_renders_what_packs_write(
    tmp_path: Path, template: str, printed: str
) -> None:
    from lictor.generators.face import FaceMaker, Text
    from lictor.generators.fonts import FontSet
    from lictor.generators.kit import DeckFaces

    pack = load_pack(_pack_with_body(tmp_path, template))
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
    face = DeckFaces(pack.decks[0], maker, pack).row_face(0, "front")
    assert face is not None
    texts = [p.block.plain for p in face.prims if isinstance(p, Text)]
    assert printed in texts


def test_a_layout_template_error_names_the_layouts_file_and_line(tmp_path: Path) -> None:
    text = MINI_PACK.replace('text: "{{ name }}", font: title', 'text: "{{ 1/0 }}", font: title')
    path = tmp_path / "pack.yaml"
    path.write_text(text, encoding="utf-8")
    problems = proof_pack(path, []).problems
    line = text.splitlines().index(next(t for t in text.splitlines() if "{{ 1/0 }}" in t)) + 1
    assert {(p.file, p.line) for p in problems} == {(str(path), line)}  # each card: the box's line
    assert "card 'things / Alpha', box 'title'" in str(problems[0])
    assert "division by zero" in str(problems[0])


def test_a_deck_of_many_copies_is_never_listed_up_front() -> None:
    rows = tuple(Row(f"r{i}", 10_000, {}) for i in range(5))
    copies = Copies(rows)
    assert len(copies) == 50_000
    assert copies[0].name == "r0" and copies[10_000].name == "r1" and copies[-1].name == "r4"
    assert copies.row_index(39_999) == 3
    with pytest.raises(IndexError):
        copies[50_000]


def test_text_fitting_ends_for_any_sizes() -> None:
    font = register("builtin:Vera")
    calls = 0

    def measure(text: str, font_name: str, size: float) -> float:
        nonlocal calls
        calls += 1
        return text_width_pt(text, font_name, size)

    for size, min_size in [(200, 1), (1e300, 1), (math.nan, 5), (math.inf, 5), (9, 9)]:
        fit(
            "Roma " * 400,
            width=5,
            height=5,
            font=font,
            bold=font,
            size=size,
            min_size=min_size,
            leading=1.2,
            align="left",
            valign="top",
            measure=measure,
        )
    # a bound on the work, not the clock: fitting tries a bounded number of sizes and lines
    assert calls < 50_000, calls  # about 8,000 today; an unbounded search would not end


@pytest.mark.parametrize(
    ("name", "expect"),
    [
        ("yaml-billion-laughs.yaml", "more than 200,000 values"),
        ("yaml-not-utf8.yaml", "not UTF-8"),
        ("yaml-python-tag.yaml", "unsupported YAML tag"),
        ("yaml-deep.yaml", "nested"),
    ],
)
def test_score_refuses_yaml_bombs_in_one_line(name: str, expect: str) -> None:
    result = CliRunner().invoke(main, ["score", "carta-imperia", str(HOSTILE / name)])
    assert result.exit_code == 2 and expect in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_check_lang_never_reads_python_files_beside_a_users_pack(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text(MINI_PACK, encoding="utf-8")
    (tmp_path / "broken.py").write_text("def (\n", encoding="utf-8")  # not lictor's code
    result = CliRunner().invoke(main, ["check", str(tmp_path / "pack.yaml"), "--lang", "it"])
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == 0 and "strings fall back to English" in result.output
