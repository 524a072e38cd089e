"""Issue 17: every refereed game is served (no game-specific code in lictor/web): after a
seeded playout, the table page shows the game's own status and prompt, each seat page
its own, and nothing a seat alone may see reaches the table's page or JSON."""

from __future__ import annotations

import html
import random
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from lictor.games import referee_game
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.rules.visible import seat_names
from lictor.web.app import Table, create_app
from lictor.web.tokens import TABLE, ensure
from tests.playing import act

GAMES: list[tuple[str, str, dict[str, Any]]] = [
    ("hannibal-vs-rome", "carthage=Ann,rome=Ben", {}),
    ("carta-imperia", "Ann,Ben,Cy", {"scenario": "rise-of-the-republic"}),
    ("imperium", "red=Ann,blue=Ben,green=Cy", {}),
    ("circus-maximus", "red=Ann,blue=Ben", {"first": "Ann"}),
]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_each_game_is_served_to_the_table_and_its_seats_without_leaking(
    tmp_path: Path, game: str, players: str, options: dict[str, Any]
) -> None:
    ref = Referee(Store(tmp_path / "g.sqlite"), referee_game)
    sid = ref.new(game, players, 11, False, options)
    rng = random.Random(11)
    loaded = ref.load(sid)
    for _ in range(12):
        legal = loaded.game.legal_actions(loaded.state)
        if not legal or loaded.game.agenda(loaded.state).over:
            break
        loaded, _ = act(ref, sid, loaded, loaded.game.text(rng.choice(legal)))
    names = seat_names(loaded)
    tokens = ensure(ref.store, sid, names)
    base = "http://127.0.0.1:8765"
    with TestClient(create_app(Table(ref.store.path, sid, tokens, referee_game)), base) as c:
        table = c.get(f"/t/{tokens.token(TABLE)}")
        assert table.status_code == 200
        agenda = loaded.game.agenda(loaded.state)
        assert html.escape(agenda.prompt, quote=False) in table.text
        seen = table.text + c.get(f"/t/{tokens.token(TABLE)}/state.json").text
        public = c.get(f"/t/{tokens.token(TABLE)}/state.json").json()["status"]
        for player in names:
            seat = c.get(f"/s/{tokens.token('seat:' + player)}/state.json")
            assert seat.status_code == 200 and seat.json()["player"] == player
            own = [line for line in seat.json()["status"] if line not in public]
            for line in own:  # what this seat alone may see
                assert line not in seen and html.escape(line, quote=False) not in seen
            if player in agenda.waiting_on and not agenda.over:
                assert seat.json()["options"], f"{player} is waited on but has no buttons"
