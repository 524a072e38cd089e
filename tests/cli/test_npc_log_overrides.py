"""`log --json` labels an NPC's entries by whose action they are (audit17 B3, B4): the due
NPC's own decision carries its reasons; any other action sent for it on its turn is the
table's choice overriding the policy, whatever its verb; an action of another seat gets no
NPC label, even after `amend --force` dropped the one before it. The README's solo game
(seed 11)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.referee_kit import README_SOLO, ref, typed

OVERRIDE = "the table's choice, overriding the NPC policy's `{}`"


def entries(db: Path) -> dict[int, dict[str, Any]]:
    code, out = ref(db, "log", "--json")
    assert code == 0, out
    return {x["n"]: x for x in json.loads(out)}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """The README's solo lines up to the Taxation Rufus is due to answer."""
    db = tmp_path / "solo.sqlite"
    typed(db, README_SOLO)
    _code, out = ref(db, "next", "--confirm-npc")
    assert "NPC proposes - Rufus: tax Rufus volsci allied-legion" in out
    return db


def test_an_override_with_another_verb_is_labelled_the_tables_choice(db: Path) -> None:
    code, out = ref(db, "act", "done", "Rufus")
    assert code == 0, out
    done = entries(db)[3]
    assert done["action"] == "done Rufus" and done["npc"] == "Rufus"
    assert done["because"] == [OVERRIDE.format("tax Rufus volsci allied-legion")]


def test_after_amend_force_drops_an_action_the_labels_follow_whose_action(db: Path) -> None:
    code, out = ref(db, "next")
    assert code == 0, out
    code, out = ref(db, "amend", "5", "enact", "Rufus", "political", "--force")
    assert code == 0, out
    code, out = ref(db, "amend", "4", "adopt", "Rufus", "--force")
    assert code == 0 and "dropped #5" in out, out
    log = entries(db)
    assert log[4]["action"] == "adopt Rufus" and log[4]["npc"] == "Rufus"
    assert log[4]["because"] == [OVERRIDE.format("convert Rufus 1")]
    # Cato's convert is no longer Rufus's decision: no Rufus label on it
    assert log[5]["action"] == "convert Cato 1"
    assert log[5].get("npc") != "Rufus" and "overriding" not in " ".join(log[5].get("because", []))
    assert log[3]["npc"] == "Rufus" and "Volsci" in log[3]["because"][0]  # its own
