"""Every line `lictor build --lang it` prints speaks Italian (audit14kit finding 4, the
closing note's left list): its errors with their "Errore:", the calibration line, the
print-shop notes and the sheets left out, with the plural forms right."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["build", *args])
    return result.exit_code, result.output


def test_build_errors_speak_italian_under_lang_it(tmp_path: Path) -> None:
    out = str(tmp_path / "out")
    code, said = _run("carta-imperia", "--lang", "it", "--bleed", "20", "-o", out)
    assert (code, said.strip()) == (2, "Errore: --bleed: atteso da 0 a 10 mm, ricevuto 20")
    code, said = _run("carta-imperia", "--lang", "it", "--font", "zzz=a", "-o", out)
    assert code == 2
    assert said.strip() == (
        "Errore: --font 'zzz=a': atteso NOME=PERCORSO con NOME tra body, bold, italic, title"
    )
    code, said = _run("--lang", "it", "-o", out)
    assert (code, said.strip()) == (
        2,
        "Errore: nomina un gioco o un pacchetto, o usa --all",
    )
    assert not (tmp_path / "out").exists()
    code, said = _run("carta-imperia", "--bleed", "20", "-o", out)  # English stays English
    assert said.strip() == "Error: --bleed: expected 0 to 10 mm, got 20"


def test_calibration_line_speaks_italian(tmp_path: Path) -> None:
    code, said = _run("--calibration", "--lang", "it", "-o", str(tmp_path))
    assert code == 0
    assert said.strip() == (
        f"Foglio di calibrazione fronte-retro: {tmp_path}/duplex-calibration-a4-long.pdf"
        "  (4 pagine)"
    )


def test_print_shop_notes_speak_italian_with_plurals(tmp_path: Path) -> None:
    code, said = _run(
        "carta-imperia",
        "--lang",
        "it",
        "--print-shop",
        "makeplayingcards",
        "-o",
        str(tmp_path),
    )
    assert code == 0, said
    assert said.startswith("Carta Imperia: l'ascesa di Roma: scritti ")  # the kit's own title
    assert (
        "nota: --print-shop makeplayingcards: 11 mazzi di formati che qui non stampa "
        "(poker 63.5 x 88.9 mm) lasciati fuori, stampali dal kit PDF: "
    ) in said
    assert (
        "nota: 3 schede lasciate fuori, le schede si stampano solo in PDF (aggiungi --format pdf): "
    ) in said
    assert "left out" not in said and "decks of" not in said
