"""Circus Maximus refereed in Italian (issue 31): a seeded race through the CLI with no
English left in what the game says, a refusal and its section in Italian, the lanes'
plural, the standings and the winner, and ``--lang en`` on an Italian session."""

from __future__ import annotations

import re
from pathlib import Path

from lictor.games.circus_maximus import present
from lictor.games.circus_maximus.heuristic import heuristic
from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.i18n import use_lang
from lictor.rules.game import Seats
from tests.italian import italian_then_english, play, said_in_italian

G = CircusGame()
T = G.track
SEATS = Seats((("red", "Ann"), ("blue", "Ben")))


def test_a_whole_race_refereed_in_italian_leaves_no_english(tmp_path: Path) -> None:
    """A seeded race, each move the lab's heuristic (each chariot as far as it goes): a
    race of random moves wanders and seldom ends."""
    text = said_in_italian(
        *play(
            "circus-maximus",
            "red=Ann,blue=Ben",
            3,
            tmp_path,
            new=("--first", "Ann"),
            steps=400,
            choose=lambda game, state, rng: heuristic(game, state, rng).action,
            refusals=[("move", "red-1", "9", "A1")],  # no card 9
        )
    )
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
    italian, english = italian_then_english(
        tmp_path, "circus-maximus", "red=Ann,blue=Ben", "--first", "Ann"
    )
    assert "Carte rimaste: Ann (rosso) 1 2 3 4 5; Ben (blu) 1 2 3 4 5" in italian
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
