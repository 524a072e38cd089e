"""A verb mistyped (`drwe`) or a verb of another step spelt like this step's (`drawn` for
`drew`, at the Draw NPC Actions of a --physical table) is refused in one line that offers
the verb meant; a verb of another step with no verb like it here keeps the plain line.
Nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.referee_kit import ref

README_PHYSICAL = [  # the README's --physical solo lines, up to Rufus's Action cards
    "start Ann gens-cornelii",
    "start Rufus gens-fabii",
    "start Cato gens-claudii",
    "drafted",
    "--seat Ann direction right",
    "omen Rufus barbarian-warband",
    "omen Rufus phalanx",
    "omen Cato legionary",
]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    db = tmp_path / "phys.sqlite"
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--physical",
        "--seed", "5",
    )  # fmt: skip
    assert code == 0, out
    return db


@pytest.mark.parametrize(
    ("words", "said"),
    [
        ("drawn Rufus exec expand", "'drawn' is not part of this step (npc-actions): "
         "did you mean `drew`?"),
        ("drwe Rufus exec expand", "no verb 'drwe' (did you mean `drew`?)"),
    ],
)  # fmt: skip
def test_a_verb_like_this_steps_says_which_is_meant(db: Path, words: str, said: str) -> None:
    for line in README_PHYSICAL:
        code, out = ref(db, "act", *line.split())
        assert code == 0, (line, out)
    before = ref(db, "log", "--json")[1]
    code, out = ref(db, "act", *words.split())
    assert code == 2 and len(out.strip().splitlines()) == 1
    assert said in out and "Traceback" not in out
    assert ref(db, "log", "--json")[1] == before
    code, out = ref(db, "act", "drew", "Rufus", "exec", "expand")  # as it meant
    assert code == 0, out


def test_a_verb_of_another_step_with_none_like_it_keeps_the_plain_line(db: Path) -> None:
    code, out = ref(db, "act", "drawn", "Rufus", "exec", "expand")  # at the Start Cards
    assert code == 2
    assert "'drawn' is not part of this step (start) (run `lictor referee next`" in out
    assert "did you mean" not in out
