"""The web table plays the NPC Senators exactly as `next` does (Carta Imperia, Solo &
2-Player Addenda): after a seat's action their answers are applied, said with their
reasons in the reply and in the table's log; `serve --confirm-npc` shows the answer due
for the admin to apply instead."""

from __future__ import annotations

import json
from pathlib import Path

from starlette.testclient import TestClient

from lictor.games import referee_game
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.web.app import Table, create_app
from lictor.web.tokens import ADMIN, TABLE, ensure

BASE = "http://127.0.0.1:8765"
ORIGIN = {"Origin": BASE}


def served(tmp: Path, confirm: bool) -> tuple[Referee, int, TestClient, dict[str, str]]:
    db = tmp / "npc.sqlite"
    ref = Referee(Store(db), referee_game)
    sid = ref.new("carta-imperia", "Ann,Rufus,Cato", 3, False, {"npc": ["Rufus", "Cato"]})
    tokens = ensure(ref.store, sid, ["Ann", "Rufus", "Cato"])
    table = Table(db, sid, tokens, referee_game, confirm_npc=confirm)
    client = TestClient(create_app(table, stream_seconds=0.5), base_url=BASE)
    urls = {
        "table": f"/t/{tokens.token(TABLE)}",
        "admin": f"/t/{tokens.token(ADMIN)}",
        "Ann": f"/s/{tokens.token('seat:Ann')}",
    }
    return ref, sid, client, urls


def test_web_table_plays_the_npcs_after_an_action_with_their_reasons(tmp_path: Path) -> None:
    ref, sid, client, urls = served(tmp_path, confirm=False)
    with client:
        # seed 3: Rufus (Primus) is due; the admin plays it through the page's Apply
        page = client.get(urls["admin"]).text
        assert "NPC proposes: Rufus: direction" in page
        first = ref.load(sid).game.npc_turn(ref.load(sid).state)
        assert first is not None
        r = client.post(f"{urls['admin']}/act", json={"words": first[1].action}, headers=ORIGIN)
        assert r.status_code == 200 and r.json()["ok"], r.text
        state = json.loads(client.get(f"{urls['table']}/state.json").text)
        direction = next(i for i in state["recent"] if i["n"] == 1)
        # Rufus's answer, though its words name nobody (the Primus' direction of play)
        assert direction["npc"] == "Rufus" and direction["because"] == list(first[1].because)
        r = client.post(
            f"{urls['Ann']}/act", json={"words": "choose Ann exploit expand"}, headers=ORIGIN
        )
        assert r.status_code == 200 and r.json()["ok"], r.text
        said = r.json()["events"]
        # the NPCs answered right after Ann: each line with the reasons its policy gave
        npc_lines = [e for e in said if e.startswith(("Rufus", "Cato"))]
        assert npc_lines and any(" - " in e and "(NPC e" in e for e in npc_lines), said
        loaded = ref.load(sid)
        assert loaded.game.npc_turn(loaded.state) is None  # nothing left due: as `next`
        state = json.loads(client.get(f"{urls['table']}/state.json").text)
        npc_items = [i for i in state["recent"] if i.get("npc")]
        assert npc_items and all(i.get("because") for i in npc_items)

        view = client.get(f"{urls['table']}/view").text
        assert "(NPC e" in view  # the reasons are in the table's log


def test_web_confirm_npc_shows_the_answer_due_and_applies_nothing(tmp_path: Path) -> None:
    ref, sid, client, urls = served(tmp_path, confirm=True)
    with client:
        before = len(ref.load(sid).actions)
        page = client.get(urls["admin"]).text
        assert "NPC proposes" in page and "Apply the NPC" in page
        table_page = client.get(urls["table"]).text
        assert "NPC proposes" in table_page and "Apply the NPC" not in table_page  # admin only
        turn = ref.load(sid).game.npc_turn(ref.load(sid).state)
        assert turn is not None
        r = client.post(f"{urls['admin']}/act", json={"words": turn[1].action}, headers=ORIGIN)
        assert r.status_code == 200 and r.json()["events"]
        assert len(ref.load(sid).actions) == before + 1  # its answer only, no more
