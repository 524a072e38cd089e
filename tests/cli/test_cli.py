"""The real CLI through click's CliRunner: what a user types, what a user sees."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor import __version__
from lictor.cli import main
from tests.conftest import MINI_PACK


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_version_and_help() -> None:
    code, out = run("--version")
    assert code == 0 and __version__ in out
    code, out = run("--help")
    assert code == 0 and "build" in out and "check" in out and "games" in out


def test_games_lists_what_each_game_offers() -> None:
    code, out = run("games", "--json")
    assert code == 0
    games = {g["id"]: g for g in json.loads(out)}
    assert "build" in games["carta-imperia"]["offers"]


def test_check_passes_the_builtin_pack() -> None:
    code, out = run("check", "carta-imperia")
    assert code == 0 and out.startswith("OK: 20 decks, 308 cards, 3 sheets")


def test_check_reports_every_problem_with_file_line_and_field(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        MINI_PACK.replace("    layout: card", "    layout: crad").replace(
            "{name: Alpha, qty: 2}", "{name: Alpha, qty: -2}"
        )
    )
    code, out = run("check", str(broken))
    assert code == 2
    lines = out.strip().splitlines()
    assert f"{broken}:17: decks[0].layout: unknown layout 'crad'" in lines
    assert any(line.startswith(f"{broken}:22: decks[0].rows[0].qty:") for line in lines)


def test_check_finds_text_that_cannot_fit(tmp_path: Path) -> None:
    pack = tmp_path / "long.yaml"
    pack.write_text(MINI_PACK.replace("Two {{ icon('phalanx') }} shields", "Roma " * 400))
    code, out = run("check", str(pack), "--json")
    assert code == 2
    problems = json.loads(out)["problems"]
    assert problems[0]["line"] == 23 and problems[0]["file"] == str(pack)
    assert "box 'body'" in problems[0]["field"]
    assert "text does not fit" in problems[0]["message"]


def test_build_writes_the_kit_and_lists_the_files(tmp_path: Path, mini_pack_path: Path) -> None:
    code, out = run("build", str(mini_pack_path), "-o", str(tmp_path))
    assert code == 0
    assert f"{tmp_path}/mini-cards.pdf  (2 pages)" in out


def test_build_with_a_user_pack_merged_over_the_game(tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(
        "decks:\n  - id: legacy-cards\n    rows:\n"
        "      - {name: Pontifex Maximus, subtitle: Major Legacy, text: Hold 3 Reforms.}\n"
        "    expected_count: null\n"
    )
    code, out = run(
        "build",
        "carta-imperia",
        "--only",
        "cards",
        "--content",
        str(mine),
        "-o",
        str(tmp_path / "out"),
    )
    assert code == 0, out
    from pypdf import PdfReader

    text = " ".join(
        p.extract_text() for p in PdfReader(tmp_path / "out" / "carta-imperia-cards.pdf").pages
    )
    assert "Pontifex Maximus" in text and "Hold 3 Reforms." in text


def test_bad_input_is_one_line_with_exit_code_2(tmp_path: Path) -> None:
    code, out = run("build", "carta-imperium")
    assert code == 2 and "unknown game 'carta-imperium'" in out
    assert len(out.strip().splitlines()) == 1 and "Traceback" not in out
    code, out = run("build", "carta-imperia", "--only", "cardz", "-o", str(tmp_path))
    assert code == 2 and "unknown component family 'cardz'" in out
    code, out = run(
        "build", "carta-imperia", "--font", "title=/nope/Roman.ttf", "-o", str(tmp_path)
    )
    assert code == 2 and "file not found" in out
    assert list(tmp_path.iterdir()) == []


def test_a_broken_pack_fails_the_build_and_writes_nothing(tmp_path: Path) -> None:
    pack = tmp_path / "p.yaml"
    pack.write_text(MINI_PACK.replace("size: poker", "size: jumbo", 1))
    out_dir = tmp_path / "out"
    code, out = run("build", str(pack), "-o", str(out_dir))
    assert code == 2 and "unknown size 'jumbo'" in out and f"{pack}:4" in out
    assert not out_dir.exists() or list(out_dir.iterdir()) == []


def test_user_font_is_embedded(tmp_path: Path, mini_pack_path: Path) -> None:
    from lictor.generators.fonts import BUILTIN_DIR

    code, out = run(
        "build",
        str(mini_pack_path),
        "--font",
        f"title={BUILTIN_DIR / 'VeraBI.ttf'}",
        "-o",
        str(tmp_path),
    )
    assert code == 0, out
    from pypdf import PdfReader

    fonts = PdfReader(tmp_path / "mini-cards.pdf").pages[0]["/Resources"]["/Font"]
    names = [str(f.get_object()["/BaseFont"]) for f in fonts.values()]
    assert any("BoldOblique" in n for n in names), names


def test_a_build_that_would_write_nothing_says_why_and_writes_nothing(tmp_path: Path) -> None:
    """The Republic of Rome's aids and score pads are sheets (PDF only): `--format png` of
    them says so, not "0 files"."""
    out = tmp_path / "out"
    code, text = run(
        "build",
        "republic-of-rome",
        "--format",
        "png",
        "--only",
        "reference,score-pad",
        "-o",
        str(out),
    )
    assert code == 2
    assert "nothing to write" in text and "only sheets" in text and "--format pdf" in text
    assert "wrote 0 files" not in text and "Traceback" not in text
    assert not out.exists()
