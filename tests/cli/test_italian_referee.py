"""Issue 31: the referee's frame speaks Italian - the session keeps its language, `--lang`
overrides it, the kernel's refusals and plurals are said in Italian, and a whole game's
transcript has no kernel line left in English."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from click.testing import CliRunner

from lictor.catalog import catalogs, read_po
from lictor.cli import main
from lictor.i18n import PLURAL_SEP
from tests.italian import play

HANNIBAL = ("hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--seed", "4")


def referee(db: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args], env=env)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_referee_new_with_lang_it_keeps_italian_for_the_session(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    code, out = referee(db, "new", *HANNIBAL, "--lang", "it")
    assert code == 0, out
    assert out.startswith(f"sessione 1: hannibal-vs-rome in {db}\n")
    # later commands speak the session's language without --lang, whatever LANG says
    code, out = referee(db, "status", env={"LANG": "en_GB.UTF-8"})
    assert code == 0, out
    assert "\nOra - " in out and "[Sequenza di gioco]" in out and "\nIn attesa di: Ann" in out
    assert "Next - " not in out and "Waiting on" not in out


def test_lang_en_on_an_italian_session_speaks_english(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    for args in (("--lang", "en", "status"), ("status", "--lang", "en")):
        code, out = referee(db, *args)
        assert code == 0, out
        assert "\nNext - " in out and "[Sequence of Play]" in out and "Waiting on: Ann" in out
    code, out = referee(db, "act", "--seat", "Ben", "pass", "--lang", "en")
    assert (code, out) == (2, "Error: not your turn, Ben: the game waits on Ann\n")


def test_lang_sets_the_language_of_a_session_started_without_one(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, env={"LANG": "C"})
    assert "\nNext - " in referee(db, "status", env={"LANG": "C"})[1]
    assert "\nOra - " in referee(db, "status", env={"LANG": "it_IT.UTF-8"})[1]
    assert "\nOra - " in referee(db, "--lang", "it", "status", env={"LANG": "C"})[1]


def test_an_export_keeps_the_sessions_language_and_an_import_restores_it(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    referee(db, "act", "move", "legion", "carthago", "zama")
    out = tmp_path / "game.json"
    code, said = referee(db, "export", "-o", str(out))
    assert (code, said) == (0, f"scritto {out}\n")
    assert json.loads(out.read_text())["lang"] == "it"
    other = tmp_path / "other.sqlite"
    code, said = referee(other, "import", str(out), env={"LANG": "C"})
    assert (code, said) == (0, f"sessione 1: importata da {out}\n")
    code, said = referee(other, "status", env={"LANG": "C"})
    assert "\nOra - " in said and "\nIn attesa di: Ben" in said


def test_an_export_with_a_language_lictor_does_not_speak_is_refused_in_one_line(
    tmp_path: Path,
) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    data = json.loads(referee(db, "export")[1])
    for bad in ("xx", 3, ["it"]):
        data["lang"] = bad
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data))
        other = tmp_path / "other.sqlite"
        code, said = referee(other, "import", str(path), env={"LANG": "C"})
        assert code == 2, said
        assert said.count("\n") == 1 and said.startswith(f"Error: {path}: lang: ")
        assert said.endswith("is not one of en, it\n")
        assert not other.exists()  # nothing made


def test_a_number_out_of_range_is_refused_in_italian_with_the_games_italian_name(
    tmp_path: Path,
) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    code, out = referee(db, "act", "move", "legion", "carthago", "zama", "9999")
    assert code == 2
    assert out == (
        "Errore: `move legion carthago zama 9999`: 9999 è fuori intervallo - in Annibale "
        "contro Roma nessun numero supera 99 (o scende sotto -99)\n"
    )


def test_a_seat_acting_out_of_turn_is_told_in_italian(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    code, out = referee(db, "act", "--seat", "Ben", "pass")
    assert (code, out) == (2, "Errore: non è il tuo turno, Ben: la partita aspetta Ann\n")
    code, out = referee(db, "act", "card", "rome", "3")  # a private answer from the table
    assert code == 2
    assert out.startswith("Errore: `card` spetta a Ben, da inviare su uno schermo che vede ")
    code, out = referee(db, "act", "--seat", "Ben", "pass", "--json")
    assert json.loads(out.split("\nErrore")[0])["message"] == (
        "non è il tuo turno, Ben: la partita aspetta Ann"
    )


def _broken_log(tmp_path: Path, entry: int) -> str:
    """A session of three actions whose entry ``entry`` was edited so it no longer replays:
    `log` shows it with the count of the later actions it hides."""
    db = tmp_path / f"broken-{entry}.sqlite"
    referee(db, "new", *HANNIBAL, "--lang", "it")
    for words in ("move legion carthago zama", "pass", "pass"):
        assert referee(db, "act", *words.split())[0] == 0
    with sqlite3.connect(db) as conn:
        payload = json.dumps({"words": "move legion nowhere zama", "actor": "table"})
        conn.execute("UPDATE entries SET payload = ? WHERE seq = ?", (payload, entry))
    code, out = referee(db, "log")
    assert code == 0, out
    return out


def test_the_log_counts_the_actions_a_broken_entry_hides_in_italian_plurals(
    tmp_path: Path,
) -> None:
    one = _broken_log(tmp_path, 2)
    assert "(1 azione successiva non mostrata; ripara o annulla questa: " in one
    two = _broken_log(tmp_path, 1)
    assert "(2 azioni successive non mostrate; ripara o annulla questa: " in two
    assert "non si riesegue: " in two


def test_every_referee_text_has_its_italian() -> None:
    entries = read_po(catalogs("it")["referee"])
    assert entries
    empty = [k for k, v in entries.items() if not all(v.split(PLURAL_SEP))]
    assert empty == []
    # a plural entry has both its forms, each with the number in it
    for key, value in entries.items():
        if PLURAL_SEP in key and "{n}" in key:
            assert all("{n}" in form for form in value.split(PLURAL_SEP)), key


# The lines the kernel and the CLI frame, in English: none may be left in an Italian game.
FRAMES = re.compile(
    r"^(Next - |Game over - |Waiting on: |session \d+: |Error: |Not allowed - |Odds of |"
    r"No draw or thumb|wrote |no actions in Era|\s*\(\d+ later action)"
)
ITALIAN_FRAMES = re.compile(r"^(Ora - |Partita finita - |In attesa di: |sessione \d+: |Errore: )")


def test_a_whole_hannibal_game_in_italian_frames_every_line_in_italian(tmp_path: Path) -> None:
    transcript, missing = play(
        "hannibal-vs-rome", "carthage=Ann,rome=Ben", 7, tmp_path, steps=40, refuse_every=5
    )
    lines = transcript.text.splitlines()
    english = [line for line in lines if FRAMES.match(line)]
    assert english == []
    framed = [line for line in lines if ITALIAN_FRAMES.match(line)]
    assert sum(line.startswith("Ora - ") for line in framed) >= 40
    assert sum(line.startswith("In attesa di: ") for line in framed) >= 40
    assert sum(line.startswith("Errore: ") for line in framed) >= 8  # the refusals sent
    assert any(line.startswith("sessione 1: ") for line in framed)
    # the sections the kernel says at display: in Italian (the aids' words)
    assert "[Sequenza di gioco]" in transcript.text and "[Sequence of Play]" not in transcript.text
    # every kernel text said was in the catalogue (the game's own are its helper's)
    referee_texts = set(read_po(catalogs("it")["referee"]))
    assert missing & referee_texts == set()


def test_the_hot_seat_hands_the_screen_over_in_italian(tmp_path: Path) -> None:
    """`next` in a terminal, in Italian: the hand-over, the seat's own choices, the
    refusal told to him alone and the re-ask."""
    import click

    from lictor.cli import hotseat
    from lictor.games import referee_game
    from lictor.i18n import use_lang
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    db = tmp_path / "g.sqlite"
    referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--lang", "it")
    referee(db, "act", "move", "fleet", "carthago-sardinia", "roma-corsica")

    @click.command()
    def play() -> None:
        with use_lang("it"):
            ref = Referee(Store(db, create=False), referee_game)
            hotseat.run(ref, None, ref.load(None), lambda a: click.echo(a.prompt))

    shown = CliRunner().invoke(play, input="\n44\n\n\n2\n\n\n", color=True).output
    handed = shown.index("Passa a Ben - premi Invio quando solo Ben vede lo schermo (`undo`;")
    hand = shown.index("Solo Ben - le tue scelte: 1 2 3 4 5")
    assert handed < hand
    assert "(nascosto; `undo`; vuoto per fermarti)" in shown
    told = shown.index("Solo Ben - non fatto: ")
    assert shown.index("Premi Invio per pulire lo schermo", told) > told
    assert "La risposta segreta di Ben non è stata accettata; Ben risponde di nuovo" in shown
    assert "Passa a Ann - premi Invio quando solo Ann vede lo schermo" in shown
    assert "Pass to" not in shown and "only - " not in shown


def test_the_board_of_an_italian_session_is_printed_as_the_italian_kit_prints_it(
    tmp_path: Path,
) -> None:
    """`referee board` draws the position on the kit's board in the session's language (the
    printed board of an Italian table is the Italian kit's); `--lang en` draws the English."""
    db = tmp_path / "s.sqlite"
    code, out = referee(db, "new", "imperium", "--players", "red=Ann,blue=Ben", "--lang", "it")
    assert code == 0, out
    italian, english = tmp_path / "it.svg", tmp_path / "en.svg"
    code, out = referee(db, "board", "-o", str(italian))
    assert code == 0 and f"scritto {italian}" in out
    assert referee(db, "board", "-o", str(english), "--lang", "en")[0] == 0
    assert "capitale: segnalino del proconsole" in italian.read_text()
    assert "proconsul" not in italian.read_text()
    assert "capital: proconsul" in english.read_text()


def test_a_bad_content_pack_at_new_is_refused_in_italian_and_no_file_is_made(
    tmp_path: Path,
) -> None:
    """`referee new --lang it --content BAD`: the pack's problem is said in Italian, in one
    line naming file:line and field, exit 2, and no session file is made."""
    pack = tmp_path / "bad.yaml"
    pack.write_text("data:\n  map: 3\n", encoding="utf-8")
    db = tmp_path / "s.sqlite"
    code, out = referee(
        db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben",
        "--lang", "it", "--content", str(pack),
    )  # fmt: skip
    assert code == 2 and out.count("\n") == 1, out
    assert out.startswith("Errore: ") and f"{pack}:2: data.map: serve una mappa" in out
    assert not db.exists()


def test_a_score_file_missing_a_field_is_refused_in_italian_in_one_line(tmp_path: Path) -> None:
    sheet = tmp_path / "score.yaml"
    sheet.write_text("players: [Ann, Ben]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "imperium", str(sheet), "--lang", "it"])
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert result.output.startswith("Errore: ") and "manca un campo obbligatorio" in result.output
    english = CliRunner().invoke(main, ["score", "imperium", str(sheet)])
    assert "required field is missing" in english.output
