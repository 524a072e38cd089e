"""NPC eXtort's pause before the NPCs' Impeachment thumbs, in real sessions through `lictor
referee` (virtual and --physical): an NPC impeaches Ann, the Primus; `next` says the NPCs
vote thumbs down unless they deal and how to go on; a deal taken turns that NPC's thumb;
`dealt Ann` lets the thumbs be played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from tests.cli.npc14_volsci import export, impeach_session


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


def session(tmp_path: Path, seed: int, physical: bool) -> Path:
    found = impeach_session(seed, physical)
    assert found is not None, f"seed {seed} no longer reaches an NPC's Impeachment of Ann"
    head = tmp_path / "head.sqlite"
    new = ["new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--seed", str(seed)]
    assert ref(head, *new, *(["--physical"] if physical else []))[0] == 0
    code, header = ref(head, "export")
    assert code == 0, header
    path = tmp_path / "impeach.json"
    path.write_text(export(header, found), encoding="utf-8")
    db = tmp_path / "impeach.sqlite"
    assert ref(db, "import", str(path))[0] == 0
    return db


@pytest.mark.parametrize(("seed", "physical"), [(7, False), (1, True)])
def test_next_pauses_before_the_npcs_impeachment_thumbs_for_the_players_deals(
    tmp_path: Path, seed: int, physical: bool
) -> None:
    db = session(tmp_path, seed, physical)
    code, out = ref(db, "next")
    assert code == 0, out
    assert (
        "Next - Before the NPCs' thumbs: Rufus, Cato vote thumbs down on Ann's Impeachment "
        "unless they make a Deal not to (NPC eXtort); Ann may offer each a deal (`offer Ann "
        "rufus give dignitas N demand acquit`), then `dealt Ann`"
    ) in out
    assert "Waiting on: Ann" in out and "has voted" not in out  # no NPC thumb yet
    code, out = ref(db, "actions", "--seat", "Ann", "--json")
    assert json.loads(out)["actions"][0] == "dealt Ann"  # the way on, offered first
    deal = ["offer", "Ann", "rufus", "give", "dignitas", "1", "demand", "acquit"]
    code, out = ref(
        db, "act", "--seat", "Ann", *deal, *(["omens", "legionary"] if physical else [])
    )
    assert code == 0, out
    assert "Ann asks Rufus for no thumbs down on Ann's Impeachment this Era" in out
    code, out = ref(db, "act", "--seat", "Ann", "dealt", "Ann")
    assert code == 0 and "Ann has made his deals" in out
    code, out = ref(db, "next")  # now the NPCs' thumbs are played, in secret
    assert code == 0 and "Rufus has voted" in out and "Cato has voted" in out
