"""A stored log that no longer replays (recorded by an older lictor whose words this one
refuses, or a session file edited by hand): every command says so in one line, naming the
action that stops it as `log` shows it, and how to mend it; it changes nothing and repeats
no secret."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.stdout, result.stderr


def hannibal_with_rome_card(db: Path, card: str) -> None:
    """Carthage's fleet meets Rome's (#1) and Rome chooses a card face down (#2)."""
    assert ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    assert ref(db, "act", "move", "fleet", "carthago-sardinia", "roma-corsica")[0] == 0
    assert ref(db, "act", "--seat", "rome", "card", "rome", card)[0] == 0


def rewrite(db: Path, seq: int, words: str) -> None:
    """What an older lictor might have stored, or a hand edit."""
    with sqlite3.connect(db) as conn:
        payload = json.dumps({"words": words, "actor": "table"})
        conn.execute("UPDATE entries SET payload = ? WHERE seq = ?", (payload, seq))


def stored(db: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT * FROM entries ORDER BY seq").fetchall()


def test_a_log_that_no_longer_replays_is_named_in_one_line_by_every_command(
    tmp_path: Path,
) -> None:
    db = tmp_path / "s.sqlite"
    hannibal_with_rome_card(db, "2")
    rewrite(db, 1, "move fleet nowhere roma-corsica")
    before = stored(db)
    for command in (["status"], ["next"], ["actions"], ["act", "pass"]):
        code, out, err = ref(db, *command)
        assert code == 2, command
        assert out == ""
        line = err.strip()
        assert "\n" not in line
        assert line.startswith("Error: session 1: its log no longer replays at action 1 (")
        assert "move fleet nowhere roma-corsica: " in line  # a public action, with its refusal
        assert "`lictor referee log` shows it" in line and "`import`" in line
    assert stored(db) == before  # nothing written, not even a snapshot


def test_a_secret_answer_that_no_longer_replays_is_not_repeated_whatever_it_held(
    tmp_path: Path,
) -> None:
    said = []
    for card in ("2", "3"):
        db = tmp_path / f"g{card}.sqlite"
        hannibal_with_rome_card(db, card)
        rewrite(db, 2, f"card rome 9{card}")  # a card Rome never held
        code, _, err = ref(db, "status")
        assert code == 2
        assert "at action 2 (card rome ?: a secret answer, not repeated)" in err
        assert f"9{card}" not in err
        said.append(err)
    assert said[0] == said[1]


def test_a_log_that_no_longer_replays_is_said_in_italian(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    hannibal_with_rome_card(db, "2")
    rewrite(db, 2, "card rome 99")
    code, _, err = ref(db, "status", "--lang", "it")
    assert code == 2
    assert err.startswith(
        "Errore: sessione 1: il suo registro non si riesegue più dall'azione 2 "
        "(card rome ?: una risposta segreta, non ripetuta); l'ha scritto un lictor più vecchio"
    )
