"""Issue 22: a seat's choices as controls that fit the game, every pick making a legal
option; the log showing undos as such; the pages in Italian with `serve --lang it`."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from lictor.catalog import page_strings
from lictor.games import referee_game
from lictor.i18n import Translator
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.rules.visible import seat_names
from lictor.web.app import Table, create_app
from lictor.web.tokens import ensure
from lictor.web.views import seat_view
from tests.playing import act as play
from tests.web.test_every_game import GAMES


def _new(tmp_path: Path, game: str, players: str, options: dict[str, Any]) -> tuple[Referee, int]:
    ref = Referee(Store(tmp_path / "g.sqlite"), referee_game)
    return ref, ref.new(game, players, 11, False, options)


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_every_pick_of_a_control_makes_a_legal_option_and_every_option_is_offered(
    tmp_path: Path, game: str, players: str, options: dict[str, Any]
) -> None:
    ref, sid = _new(tmp_path, game, players, options)
    rng = random.Random(5)
    seen = 0
    for _ in range(60):
        loaded = ref.load(sid)
        if loaded.game.agenda(loaded.state).over:
            break
        for player in seat_names(loaded):
            view = seat_view(loaded, player, 0)
            offered = {c["words"] for c in view["choices"]}
            for c in view["controls"]:
                seen += 1
                words = json.loads(c["words"])
                assert set(words) <= set(view["options"])
                for entry in json.loads(c["entries"]):
                    values, index = entry[:-1], entry[-1]
                    assert len(values) == len(c["fields"])
                    for place, field in zip(values, c["fields"], strict=True):
                        assert 0 <= place < len(field["choices"])
                    assert words[index] in view["options"]
                offered |= set(words)
            assert offered == set(view["options"]), f"{player}: an option is neither"
        legal = loaded.game.legal_actions(loaded.state)
        play(ref, sid, loaded, loaded.game.text(rng.choice(legal)))
    # Hannibal's choices are few, and the Republic of Rome's ledger is entered by the table
    # (a seat sends only its draw-or-wait choice): buttons
    if game not in ("hannibal-vs-rome", "republic-of-rome"):
        assert seen, f"{game}: no control was ever shown"


def test_imperiums_stack_is_three_pickers_with_what_each_card_costs(tmp_path: Path) -> None:
    ref, sid = _new(tmp_path, "imperium", "red=Ann,blue=Ben,green=Cy", {})
    view = seat_view(ref.load(sid), "Ann", 0)
    assert view["choices"] == []  # no 237-entry list left over
    (stack,) = view["controls"]
    assert [f["label"] for f in stack["fields"]] == ["Top card", "Middle card", "Bottom card"]
    top = {ch["label"]: ch["note"] for ch in stack["fields"][0]["choices"]}
    assert top["Gallia"] == "1 marker"
    assert top["Africa"] == "1 marker - scored this round"  # the black pawn is on it
    assert "once a game" in top["Spy"]
    assert "Oracle" not in {ch["label"] for ch in stack["fields"][1]["choices"]}  # top only
    words = json.loads(stack["words"])
    cards = [[ch["value"] for ch in f["choices"]] for f in stack["fields"]]
    entries = {
        tuple(cards[i][x] for i, x in enumerate(e[:-1])): words[e[-1]]
        for e in json.loads(stack["entries"])
    }
    # the order of Province cards does not matter; Bread and Circuses under Gallia does
    assert entries[("gallia", "africa", "syria")] == entries[("africa", "syria", "gallia")]
    assert entries[("africa", "gallia", "bread")] == "stack red africa,gallia,bread"
    notes = dict(zip(words, json.loads(stack["notes"]), strict=True))
    assert notes["stack red africa,gallia,bread"].startswith("places 1 on Africa, 2 on Gallia")


def test_a_circus_move_is_a_card_and_a_way_to_go(tmp_path: Path) -> None:
    ref, sid = _new(tmp_path, "circus-maximus", "red=Ann,blue=Ben", {"first": "Ann"})
    for words in ("red-1 E3", "blue-1 E2", "blue-2 D3", "red-2 E1", "blue-3 D2", "red-3 D1"):
        play(ref, sid, ref.load(sid), ["place", *words.split()])
    (move,) = seat_view(ref.load(sid), "Ann", 0)["controls"]
    card, way = move["fields"]
    assert [ch["value"] for ch in card["choices"]] == ["1", "2", "3", "4", "5"]
    ways = {ch["value"]: ch["note"] for ch in way["choices"]}
    assert ways["E4"] == "straight on, lane E"
    assert ways["D4"] == "1 lane inside, to lane D"
    assert ways["stay"] == "spend the card, stay on E3"


def test_the_log_shows_an_undo_and_the_action_it_took_back(tmp_path: Path) -> None:
    ref, sid = _new(tmp_path, "hannibal-vs-rome", "carthage=Ann,rome=Ben", {})
    play(ref, sid, ref.load(sid), ["move", "fleet", "sardinia-carthago", "roma-corsica"])
    ref.undo(sid)
    items = seat_view(ref.load(sid), "Ann", 0)["recent"]
    assert [i["kind"] for i in items] == ["undo", "undone"]
    assert items[0]["action"] == items[1]["action"] == "move fleet sardinia-carthago roma-corsica"


def test_the_pages_speak_italian_with_lang_it(tmp_path: Path) -> None:
    ref, sid = _new(tmp_path, "hannibal-vs-rome", "carthage=Ann,rome=Ben", {})
    tokens = ensure(ref.store, sid, ["Ann", "Ben"])
    app = create_app(Table(ref.store.path, sid, tokens, referee_game), lang="it")
    with TestClient(app, "http://127.0.0.1:8765") as c:
        page = c.get(f"/s/{tokens.token('seat:Ann')}").text
    assert '<html lang="it">' in page
    assert "Tocca a te, Ann" in page and "Ultime azioni" in page and "Your turn" not in page


def test_every_text_of_the_pages_has_its_italian() -> None:
    tr = Translator("it")
    missing = [s for s in page_strings() if not tr.has(s)]
    assert not missing


def test_a_secret_choice_changes_only_while_hidden_and_only_the_seats_own(
    tmp_path: Path,
) -> None:
    ref, sid = _new(tmp_path, "imperium", "red=Ann,blue=Ben", {})
    tokens = ensure(ref.store, sid, ["Ann", "Ben"])
    app = create_app(Table(ref.store.path, sid, tokens, referee_game))
    origin = {"Origin": "http://127.0.0.1:8765"}
    with TestClient(app, "http://127.0.0.1:8765") as c:

        def change(player: str, words: str) -> Any:
            url = f"/s/{tokens.token('seat:' + player)}/change"
            return c.post(url, json={"words": words}, headers=origin)

        assert change("Ann", "stack red africa,syria,gallia").status_code == 409  # none yet
        play(ref, sid, ref.load(sid), ["stack", "red", "africa,syria,gallia"])
        assert change("Ben", "stack blue africa,syria,gallia").status_code == 409  # not his
        assert change("Ann", "stack blue africa,syria,asia").status_code == 409  # not hers
        ok = change("Ann", "stack red africa,syria,asia")
        assert ok.status_code == 200 and ok.json()["ok"]
        assert ref.load(sid).actions[-1] == "stack red africa,syria,asia"
        play(ref, sid, ref.load(sid), ["stack", "blue", "africa,syria,gallia"])  # revealed
        late = change("Ann", "stack red africa,syria,hispania")
        assert late.status_code == 409
        assert "no secret choice of yours may change now" in late.json()["message"]
    assert [e.kind for e in ref.load(sid).entries] == ["act", "amend", "act"]
