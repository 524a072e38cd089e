"""A secret answer the table types for an NPC seat (`act choose Rufus ...`, `act court
Rufus ...`) is refused in one line that says the referee plays that seat and the way on
(`next`, `amend`), not "send it on a screen only Rufus sees" - a screen nobody holds."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


@pytest.mark.parametrize("words", ["choose Rufus exec expand", "choose rufus exec expand"])
def test_a_secret_answer_typed_for_an_npc_says_the_referee_plays_it(
    tmp_path: Path, words: str
) -> None:
    db = tmp_path / "solo.sqlite"
    assert ref(db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato")[0] == 0
    ref(db, "next")  # Rufus's direction, the Omens: the players choose their Action cards
    before = ref(db, "log", "--json")[1]
    code, out = ref(db, "act", *words.split())
    assert code == 2 and len(out.strip().splitlines()) == 1
    assert "Rufus is a seat the referee plays: `lictor referee next` gives its answers" in out
    assert "screen only Rufus sees" not in out
    assert ref(db, "log", "--json")[1] == before  # nothing written
    code, out = ref(db, "act", "choose", "Ann", "exec", "expand")  # a player's: as before
    assert code == 2 and "`choose` is Ann's to send on a screen only Ann sees" in out
