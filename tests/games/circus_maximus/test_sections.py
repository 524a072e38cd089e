"""The track's four sections as pack data (Movement Order; issue 30): lictor's reading of
the printed board, a table's own sections that change the order, and a bad list refused
before any race starts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.games.circus_maximus.rules.options import _builtin, track_with
from lictor.games.circus_maximus.rules.order import movement_order
from lictor.games.circus_maximus.rules.sections import SECTIONS, listed
from lictor.games.circus_maximus.rules.state import NOWHERE, chariot_index
from lictor.games.circus_maximus.track import build_track
from lictor.i18n import use_lang
from lictor.rules.game import Seats
from lictor.rules.inputs import read_input

TWO = Seats((("red", "Ann"), ("blue", "Ben")))
# The table's board: its left transition zone is two hexes deep in lane B (B14 and B15).
THEIRS = """\
pack: {id: our-circus}
data:
  track:
    sections:
      left transition zone: [A12, B14-B15, C15, D17, E18]
      lower straightaway: [A13-A24, B16-B29, C16-C33, D18-D38, E19-E42]
"""


def _game(tmp_path: Path, text: str | None) -> CircusGame:
    if text is None:
        return CircusGame()
    path = tmp_path / "track.yaml"
    path.write_text(text, encoding="utf-8")
    data, _ = read_input(str(path))
    return CircusGame().for_options({"content": data, "content_file": str(path)})


def _at(game: CircusGame, where: dict[str, str]) -> tuple[list[str], str]:
    """Round 1 with the chariots on the hexes named: the movement order and its why."""
    s = game.setup(TWO, 0, False, game.check_options({}))
    track = game.track
    hexes, progress = [NOWHERE] * len(s.hexes), [0.0] * len(s.hexes)
    for name, hex_id in where.items():
        c = chariot_index(s.colours, name)
        hexes[c] = track.by_id[hex_id]
        progress[c] = track.hexes[hexes[c]].along
    s = replace(s, hexes=tuple(hexes), progress=tuple(progress), round=1, turn=0)
    s = replace(s, order=movement_order(track, s))
    names = [f"{s.colours[c // 3]}-{c % 3 + 1}" for c in s.order]
    return names, game.agenda(s).prompt


def test_the_sections_are_pack_data_labelled_lictors_reading() -> None:
    """Movement Order: two straightaways and two transition zones, each hex in one; the
    built-in lists are a reconstruction, the rows beyond the spina's ends, one hex a lane."""
    spec = _builtin()["data"]["track"]["sections"]
    assert spec["source"] == "reconstruction"
    assert set(SECTIONS) <= set(spec)
    assert spec["left transition zone"] == ["A12", "B14", "C15", "D17", "E18"]
    # the pack's lists and lictor's rule for a track of another shape say the same
    ours = CircusGame().track
    assert {k: sorted(v) for k, v in listed(ours).items()} == {
        k: sorted(v) for k, v in listed(build_track()).items()
    }


def test_movement_order_follows_the_tables_sections(tmp_path: Path) -> None:
    """Movement Order: the leading section moves first; in a transition zone the inside
    chariot first. On lictor's board B15 is on the lower straightaway, ahead of the left
    transition zone, so red-1 there moves before blue-1 on A12; on a table's board whose
    transition zone takes B15, both are in it and blue-1, on the inside, moves first."""
    where = {
        "red-1": "B15",
        "blue-1": "A12",
        "red-2": "A1",
        "red-3": "B1",
        "blue-2": "C1",
        "blue-3": "D1",
    }
    ours, why_ours = _at(_game(tmp_path, None), where)
    theirs, why_theirs = _at(_game(tmp_path, THEIRS), where)
    assert ours[:2] == ["red-1", "blue-1"]
    assert "it leads the race, in the lower straightaway" in why_ours
    assert theirs[:2] == ["blue-1", "red-1"]
    assert "left transition zone" in why_theirs
    assert "in a transition zone the inside chariot moves first" in why_theirs


def _new(tmp_path: Path, text: str) -> tuple[int, str, Path]:
    pack = tmp_path / "track.yaml"
    pack.write_text(text, encoding="utf-8")
    db = tmp_path / "race.sqlite"
    r = CliRunner().invoke(
        main,
        ["referee", "--db", str(db), "new", "circus-maximus", "--players", "red=Ann,blue=Ben",
         "--content", str(pack)],
    )  # fmt: skip
    return r.exit_code, r.output, db


@pytest.mark.parametrize(
    ("sections", "line", "said"),
    [
        (
            "      left transition zone: [A12, B14, C15, D17, E99]\n",
            4,
            "data.track.sections.left transition zone[4]: E99 is not a hex of the track",
        ),
        (
            "      left transition zone: [A12, B14, C15, D17, E18, A13]\n",
            3,
            "data.track.sections.lower straightaway[0]: A13 is already in the left "
            "transition zone: a hex is in one section",
        ),
        (
            "      left transition zone: [A12, B14, C15, D17]\n",
            3,
            "data.track.sections: E18 is in no section (every hex of the track is in one)",
        ),
        (
            "      right transition zone: []\n",
            4,
            "data.track.sections.right transition zone: a section has at least one hex",
        ),
        (
            "      right transition zone: [A25, B30, C34, D39-D37, E43]\n",
            4,
            "data.track.sections.right transition zone[3]: D39-D37: a run goes up one lane",
        ),
        (
            "      middle: [A1]\n",
            4,
            "data.track.sections.middle: unknown field (fields: source, upper straightaway",
        ),
    ],
)
def test_a_bad_sections_list_is_one_line_and_no_race(
    tmp_path: Path, sections: str, line: int, said: str
) -> None:
    """Checked like a kit pack: one line naming the file, its line and the field; exit 2;
    no session made."""
    code, out, db = _new(tmp_path, f"data:\n  track:\n    sections:\n{sections}")
    assert code == 2, out
    assert out.strip().splitlines() == [out.strip()]
    assert f"track.yaml:{line}: {said}" in out
    assert "Traceback" not in out
    assert (
        not db.exists()
        or "circus" not in CliRunner().invoke(main, ["referee", "--db", str(db), "list"]).output
    )


def test_a_track_of_another_shape_gets_its_sections_by_lictors_rule(tmp_path: Path) -> None:
    """A table that changes the spina and names no sections: the transition zones are the
    rows beyond its spina's ends, as on lictor's board."""
    game = _game(tmp_path, "data:\n  track:\n    spina: 9\n")
    zone = sorted(h.id for h in game.track.hexes if h.section == "left-turn")
    assert len(zone) == 5 and zone[0] == "A10"


def test_a_bad_sections_list_is_said_in_italian(tmp_path: Path) -> None:
    path = tmp_path / "track.yaml"
    path.write_text(
        "data:\n  track:\n    sections:\n      left transition zone: [A12, B14, C15, D17, E99]\n",
        encoding="utf-8",
    )
    data, _ = read_input(str(path))
    with use_lang("it"), pytest.raises(BadInput) as info:
        track_with(data, str(path))
    said = str(info.value)
    assert said.startswith(f"{path}:4: data.track.sections.left transition zone[4]: E99 ")
    assert "non è un esagono della pista" in said
