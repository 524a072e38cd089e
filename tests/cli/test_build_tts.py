"""`build --tts`: the TTS sheets' format is the maker's to choose, and a TTS option that
would do nothing is refused in one line (exit 2), nothing written."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def test_tts_without_png_faces_is_refused_in_one_line(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", "circus-maximus", "--tts", "-o", str(out)])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --tts: add --format png (the TTS sheets come with the PNG faces)"
    ]
    assert not out.exists()


def test_tts_format_without_tts_is_refused_in_one_line(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main, ["build", "circus-maximus", "--format", "png", "--tts-format", "png", "-o", str(out)]
    )
    assert result.exit_code == 2
    assert "--tts-format: add --tts" in result.output and len(result.output.splitlines()) == 1
    assert not out.exists()


def test_tts_format_png_writes_lossless_sheets_through_the_cli(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["build", "circus-maximus", "--only", "cards", "--format", "png", "--dpi", "72"]
    result = CliRunner().invoke(main, [*args, "--tts", "--tts-format", "png", "-o", str(out)])
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (out / "tts").iterdir())
    assert names[:3] == [
        "circus-maximus-cards-1-backs.png",
        "circus-maximus-cards-1-fronts.png",
        "circus-maximus-cards-1.json",
    ]
    assert all(n.endswith((".png", ".json")) for n in names)


def test_build_help_says_the_tts_sheets_are_jpeg_and_the_print_files_png() -> None:
    result = CliRunner().invoke(main, ["build", "--help"])
    text = " ".join(result.output.split())
    assert "Tabletop Simulator deck sheets too (JPEG" in text
    assert "the print files stay PNG" in text
    assert "--tts-format [jpeg|png]" in text


def test_a_png_build_names_the_sheets_it_leaves_out(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        [
            "build",
            "carta-imperia",
            "--format",
            "png",
            "--only",
            "tokens,reference",
            "-o",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    assert (
        "note: 1 sheet left out, sheets print as PDF only (add --format pdf): Era Procedure Sheet"
        in result.output
    )
    assert not list(tmp_path.rglob("*.pdf"))
