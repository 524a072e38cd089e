"""Imperium refereed in Italian (issue 31): a whole seeded game through the CLI with no
English left in what the game says, a refusal and its section in Italian, the stack's
plural, the province scoring and the end of the game (``lictor score imperium``'s lines),
and ``--lang en`` on an Italian session."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.imperium.rules.board import load_board
from lictor.games.imperium.rules.cards import stack_violations
from lictor.games.imperium.rules.game import ImperiumGame
from lictor.games.imperium.rules.scoring import final_check, score_province
from lictor.i18n import use_lang
from lictor.rules.game import Seats
from tests.italian import english_left, italian_then_english, play, said_in_italian

G = ImperiumGame()
BOARD = load_board()
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))


def test_a_whole_game_refereed_in_italian_leaves_no_english(tmp_path: Path) -> None:
    text = said_in_italian(*play("imperium", "red=Ann,blue=Ben,green=Cy", 5, tmp_path))
    assert "Sessione 1 - Imperium - turno 1 - rosso: Ann, blu: Ben, verde: Cy" in text
    assert "Le pile sono rivelate:" in text
    assert "Ann (rosso) piazza 3 segnalini: Illirico, 2 in Gallia" in text
    assert "Ann (rosso) è incoronato Imperatore di Roma con 42 punti" in text


def test_a_refusal_is_said_in_italian_with_its_section_in_italian() -> None:
    s = G.setup(SEATS)
    with use_lang("it"):
        (v,) = stack_violations(BOARD, s, 0, ("africa", "syria"))
        assert v.code == "stack-size"
        assert v.message == "Ann sceglie esattamente 3 carte (3 carte a turno), non 2"
        assert v.hint == "anche le carte speciali contano"
        assert v.rule.said_section == "Scelta delle carte"
        (v,) = stack_violations(BOARD, s, 0, ("africa", "oracle", "syria"))
        assert str(v.rule) == "Carte speciali, Oracolo"
        assert v.hint == "per esempio: `oracle,africa,syria`"
    (v,) = stack_violations(BOARD, s, 0, ("africa", "syria"))
    assert v.message == "Ann chooses exactly 3 cards (3 cards a round), not 2"
    assert str(v.rule) == "Choosing Cards"


def test_markers_are_counted_in_italian_singular_and_plural() -> None:
    with use_lang("it"):
        one = score_province(BOARD, ["a", "b", "c"], "Asia", {"a": 1}, {})
        two = score_province(BOARD, ["a", "b", "c"], "Asia", {"a": 2}, {})
        assert str(one.lines[1].rule) == "Punteggio, punti per posto"
    assert one.lines[1].text == "Posto 1: a (1 segnalino) segna 5"
    assert two.lines[1].text == "Posto 1: a (2 segnalini) segna 5"


def test_the_score_lines_and_the_winner_are_said_in_italian() -> None:
    # the core of `lictor score imperium` (its --lang is the kernel's part of issue 31)
    with use_lang("it"):
        r = score_province(
            BOARD,
            ["yellow", "red", "blue", "purple", "green"],
            "Macedonia",
            {"yellow": 4, "red": 3, "blue": 2, "purple": 2, "green": 1},
            {"Asia": "yellow"},
        )
        lines = [line.text for line in r.lines]
        end = final_check(BOARD, {"Ann": 41, "Ben": 25, "Cy": 1})
        ended = [line.text for line in end.lines]
    assert lines[0] == "Macedonia paga 7/5/3/2; con 5 giocatori segnano al massimo in 4"
    assert (
        "Posti 3-4 a pari merito: blue, purple (2 segnalini ciascuno) segnano 2 ciascuno, "
        "i punti del posto 4" in lines
    )
    assert lines[-1] == "yellow diventa proconsole: 1 + 1 per la catena Asia = 2"
    assert ended[0] == "Ann è da solo in testa con 41: incoronato Imperatore di Roma"
    assert ended[1:] == [
        "Ann: 41 punti, Console",
        "Ben: 25 punti, Senatore",
        "Cy: 1 punto, Patrizio",
    ]


def test_lang_en_on_an_italian_session_speaks_english(tmp_path: Path) -> None:
    italian, english = italian_then_english(tmp_path, "imperium", "red=Ann,blue=Ben")
    assert "Segnalini disponibili: rosso 14, blu 14" in italian
    assert "Markers available: red 14, blue 14" in english


def test_lictor_score_imperium_speaks_italian_with_lang_it(tmp_path: Path) -> None:
    province = tmp_path / "macedonia.yaml"
    province.write_text(
        "players: [yellow, red, blue, purple, green]\nprovince: Macedonia\n"
        "markers: {yellow: 4, red: 3, blue: 2, purple: 2, green: 1}\nproconsuls: {Asia: yellow}\n",
        encoding="utf-8",
    )
    track = tmp_path / "track.yaml"
    track.write_text("Ann: 41\nBen: 25\nCy: 1\n", encoding="utf-8")
    run = CliRunner().invoke
    scored = run(main, ["score", "imperium", str(province), "--lang", "it"])
    assert scored.exit_code == 0
    assert (
        "Posti 3-4 a pari merito: blue, purple (2 segnalini ciascuno) segnano 2 ciascuno, "
        "i punti del posto 4  [Pareggi]" in scored.output
    )
    final = run(main, ["score", "imperium", "--final", str(track), "--lang", "it"])
    assert final.exit_code == 0
    assert final.output.splitlines()[:2] == [
        "Ann è da solo in testa con 41: incoronato Imperatore di Roma  [Condizioni di vittoria]",
        "Ann: 41 punti, Console  [Condizioni di vittoria]",
    ]
    assert english_left(scored.output + final.output) == []


def test_a_bad_score_file_is_refused_in_italian_in_one_line_with_exit_2(
    tmp_path: Path,
) -> None:
    """`lictor score imperium FILE --lang it`: a marker count for someone who is not at
    the table is one Italian line naming the file's line and the field, exit 2."""
    path = tmp_path / "italia.yaml"
    path.write_text("players: [Ann, Ben]\nprovince: Italia\nmarkers: {Cy: 1}\n")
    r = CliRunner().invoke(main, ["score", "imperium", str(path), "--lang", "it"])
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].endswith(
        f"{path}:3: markers: valore non valido, 'Cy' non è uno dei giocatori (Ann, Ben)"
    )
    en = CliRunner().invoke(main, ["score", "imperium", str(path), "--lang", "en"])
    assert en.output.strip() == (
        f"Error: {path}:3: markers: Value error, 'Cy' is not one of the players (Ann, Ben)"
    )


def test_too_few_players_in_a_score_file_are_refused_in_italian(tmp_path: Path) -> None:
    path = tmp_path / "italia.yaml"
    path.write_text("players: [Ann]\nprovince: Italia\nmarkers: {Ann: 1}\n")
    r = CliRunner().invoke(main, ["score", "imperium", str(path), "--lang", "it"])
    assert r.exit_code == 2
    assert "Imperium è per 2-5 giocatori (regolamento: Giocatori), non 1" in r.output
