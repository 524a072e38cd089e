"""Circus Maximus refereed in Italian (issue 31): a seeded race through the CLI with no
English left in what the game says, a refusal and its section in Italian, the lanes'
plural, the standings and the winner, and ``--lang en`` on an Italian session."""

from __future__ import annotations

import random
import re
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.circus_maximus import present
from lictor.games.circus_maximus.heuristic import heuristic
from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.i18n import translator, use_lang
from lictor.rules.game import Seats
from tests.italian import Transcript, english_left
from tests.playing import sender

G = CircusGame()
T = G.track
SEATS = Seats((("red", "Ann"), ("blue", "Ben")))

# What the transcript shows that is not prose: the log's numbered lines are the actions as
# typed (the input language, English by decision: tests/italian.py leaves `actions` out
# for the same reason), and a game's id is a word typed at `referee new` (republic-of-rome).
_ACTION_LINE = re.compile(r"^\s*\d+  \S")
_ID = re.compile(r"(?<!`)\brepublic-of-rome\b(?!`)")


def game_lines(text: str) -> str:
    lines = [line for line in text.splitlines() if not _ACTION_LINE.match(line)]
    return _ID.sub("`republic-of-rome`", "\n".join(lines))


def race(tmp_path: Path, seed: int) -> tuple[Transcript, set[str]]:
    """A seeded race refereed in Italian through the CLI, as ``tests.italian.play`` plays a
    game, but each move the lab's heuristic (each chariot as far as it goes): a race of
    random moves wanders and seldom ends."""
    from lictor.games import referee_game
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    missing = translator("it").missing
    before = set(missing)
    out = Transcript(tmp_path / "race-it.sqlite")
    new = ("--players", "red=Ann,blue=Ben", "--first", "Ann", "--seed", str(seed))
    out.run("new", "circus-maximus", *new, "--lang", "it")
    rng = random.Random(seed)
    ref = Referee(Store(out.db), referee_game)
    for step in range(400):
        loaded = ref.load(None)
        if loaded.game.agenda(loaded.state).over:
            break
        out.run("next")
        out.run("status")
        decision = heuristic(loaded.game, loaded.state, rng)
        words = loaded.game.text(decision.action).split()
        seat = [] if sender(loaded, words).is_table else ["--seat", sender(loaded, words).player]
        if step % 7 == 6:
            out.run("act", *seat, *words, "nowhere", ok=(2,))  # a word too many
            out.run("act", "nonsense", ok=(2,))  # no action at all
            out.run("act", "move", "red-1", "9", "A1", ok=(2,))  # no card 9
        out.run("act", *seat, *words)
    out.run("status")
    out.run("log")
    out.run("odds", ok=(0, 2))
    out.run("next", ok=(0, 2))
    return out, set(missing) - before


def test_a_whole_race_refereed_in_italian_leaves_no_english(tmp_path: Path) -> None:
    tr, missing = race(tmp_path, 3)
    assert missing == set()
    assert english_left(game_lines(tr.text)) == []
    text = tr.text
    assert "Piazzamento, carro 1 di 6: Ann (rosso) piazza red-1 nell'area di partenza" in text
    assert "Carro      Esagono  Dove" in text
    assert "Tutti i carri sono piazzati: comincia il turno 1" in text
    assert re.search(r"\(\w+\) ha tutti e tre i carri all'arrivo: \w+ vince la corsa", text)
    assert "La corsa finisce qui; la classifica è definitiva" in text


def test_a_refusal_is_said_in_italian_with_its_section_in_italian() -> None:
    s = G.setup(SEATS, options={"first": "Ann"})
    action = G.parse(s, ["place", "red-1", "A10"])
    with use_lang("it"):
        (v,) = G.check(s, action)
        assert v.code == "start-area"
        assert v.message == "A10 non è nell'area di partenza"
        assert v.hint == "i 15 esagoni nel contorno spesso: A1-A3, B1-B3, C1-C3, D1-D3, E1-E3"
        assert v.rule.said_section == "Preparazione"
    (v,) = G.check(s, action)
    assert (v.message, str(v.rule)) == ("A10 is not in the start area", "Setup")


def test_a_move_across_lanes_is_said_in_italian_singular_and_plural() -> None:
    by = T.by_id
    with use_lang("it"):
        one = present.move_words(T, by["B5"], by["A6"], 3)
        two = present.move_words(T, by["C5"], by["A7"], 3)
    assert one == "3 avanti 1 corsia verso l'interno fino a A6"
    assert two == "3 avanti 2 corsie verso l'interno fino a A7"
    assert present.move_words(T, by["C5"], by["A7"], 3) == "3 forward 2 lanes inside to A7"


def test_the_standings_are_said_in_italian() -> None:
    rows = [
        {"place": 1, "player": "Ann", "colour": "red", "in": 3},
        {"place": 2, "player": "Ben", "colour": "blue", "in": 1},
    ]
    with use_lang("it"):
        assert (
            present.standings_line(rows) == "1º Ann (rosso, 3 arrivati), 2º Ben (blu, 1 arrivato)"
        )
    assert present.standings_line(rows) == "1st Ann (red, 3 in), 2nd Ben (blue, 1 in)"


def test_lang_en_on_an_italian_session_speaks_english(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite")
    run = CliRunner().invoke
    new = ["referee", "--db", db, "new", "circus-maximus", "--players", "red=Ann,blue=Ben"]
    assert run(main, [*new, "--first", "Ann", "--lang", "it"]).exit_code == 0
    italian = run(main, ["referee", "--db", db, "status"]).output
    assert "Carte rimaste: Ann (rosso) 1 2 3 4 5; Ben (blu) 1 2 3 4 5" in italian
    english = run(main, ["referee", "--db", db, "--lang", "en", "status"]).output
    assert "Cards left: Ann (red) 1 2 3 4 5; Ben (blue) 1 2 3 4 5" in english


def test_a_bad_track_pack_is_refused_in_italian_naming_its_line_and_field(
    tmp_path: Path,
) -> None:
    """`--content`: a track of 9 lanes is refused before the race, in the command's
    language, with the file's line and the field."""
    import pytest

    from lictor.errors import BadInput
    from lictor.games.circus_maximus.rules.options import track_with
    from lictor.rules.inputs import read_input

    path = tmp_path / "track.yaml"
    path.write_text("pack: {id: my-circus}\ndata:\n  track:\n    lanes: 9\n", encoding="utf-8")
    data, _ = read_input(str(path))
    for lang, said in (
        ("it", "serve un numero intero da 2 a 5, non 9"),
        ("en", "expected a whole number from 2 to 5, got 9"),
    ):
        with use_lang(lang), pytest.raises(BadInput) as info:
            track_with(data, str(path))
        assert str(info.value) == f"{path}:4: data.track.lanes: {said}"
