"""Issue 12 item 15: `log` shows what each action did; `log --era N` recaps an Era."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_log_shows_each_actions_events(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref(db, "act", "move", "legion", "carthago", "zama")
    code, out, _ = ref(db, "log")
    assert code == 0
    assert out.splitlines() == [
        "   1  move legion carthago zama",
        "        a Carthage legion moves from Carthago to Zama",
    ]
    code, _, err = ref(db, "log", "--era", "1")
    assert code == 2 and "has no Eras" in err


def test_log_era_recaps_one_era(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "2")
    ref(db, "act", "sack")
    code, out, _ = ref(db, "log", "--era", "1", "--json")
    items = json.loads(out)
    assert code == 0 and items[0]["action"] == "sack" and items[0]["era"] == 1
    assert "Rome is Sacked: marker 1 of 3" in items[0]["events"]
    code, out, _ = ref(db, "log", "--era", "2")
    assert code == 0 and out.strip() == "no actions in Era 2 yet"
