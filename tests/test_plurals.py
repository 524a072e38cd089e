"""Plural forms wherever a number meets a noun: printed cards, and the CLI's messages."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from lictor.catalog import read_po
from lictor.cli import main
from lictor.i18n import LOCALE_DIR, PLURAL_SEP, Translator


def _cards_text(tmp_path: Path, lang: str) -> str:
    out = tmp_path / lang
    result = CliRunner().invoke(
        main, ["build", "circus-maximus", "--only", "cards", "--lang", lang, "-o", str(out)]
    )
    assert result.exit_code == 0, result.output
    wrote = {"en": "wrote 1 file to", "it": "scritto 1 file in"}[lang]  # the kit's language
    assert wrote in result.output and "1 files" not in result.output
    reader = PdfReader(out / "circus-maximus-cards.pdf")
    return " ".join(p.extract_text() for p in reader.pages)


def test_movement_cards_say_1_hex_and_2_hexes_in_english_and_italian(tmp_path: Path) -> None:
    english = _cards_text(tmp_path, "en")
    assert "Move 1 hex" in english and "Move 1 hexes" not in english
    assert "Move 2 hexes" in english
    italian = _cards_text(tmp_path, "it")
    assert "Muovi di 1 esagono" in italian and "1 esagoni" not in italian
    assert "Muovi di 5 esagoni" in italian


def test_plural_entries_survive_the_catalog_round_trip() -> None:
    entries = read_po(LOCALE_DIR / "it" / "LC_MESSAGES" / "lictor.po")
    key = "Move {n} hex" + PLURAL_SEP + "Move {n} hexes"
    assert entries[key] == "Muovi di {n} esagono" + PLURAL_SEP + "Muovi di {n} esagoni"
    tr = Translator("it")
    assert tr.has(key)
    assert tr.count(1, "Move {n} hex", "Move {n} hexes") == "Muovi di 1 esagono"


def test_check_counts_with_plurals(tmp_path: Path) -> None:
    pack = tmp_path / "one.yaml"
    pack.write_text(
        "pack: {id: one, title: One}\n"
        "layouts:\n  card: {size: poker, boxes:\n"
        "    {t: {x: 5, y: 5, w: 50, h: 9, text: '{{ name }}'}}}\n"
        "decks:\n  - {id: d, name: D, layout: card, source: blank, rows: [{name: Solo}]}\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["check", str(pack)])
    assert result.exit_code == 0, result.output
    assert "OK: 1 deck, 1 card, 0 sheets" in result.output
