"""Issue 17: Imperium's position on its printed board (the web table, `referee board`):
every colour's markers, the proconsuls, the black pawn and the scores, as the status
says them (Scoring; Proconsuls; Victory Conditions)."""

from __future__ import annotations

import random
from pathlib import Path

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, pack_source, referee_game
from lictor.generators.board import board_face
from lictor.generators.face import Shape
from lictor.rules.referee import Referee
from lictor.rules.session import Store


def test_the_board_view_draws_markers_proconsuls_pawn_and_scores(tmp_path: Path) -> None:
    ref = Referee(Store(tmp_path / "i.sqlite"), referee_game)
    sid = ref.new("imperium", "red=Ann,blue=Ben,green=Cy", 1, False)
    loaded = ref.load(sid)
    rng = random.Random(4)
    for _ in range(30):
        loaded, _ = ref.act(sid, loaded.game.text(rng.choice(
            loaded.game.legal_actions(loaded.state))).split())  # fmt: skip
    game = loaded.game
    assert game.capabilities.board
    status = game.status(loaded.state, None)
    view = game.board_view(loaded.state)
    row = view.row
    markers = {(m["province"], m["colour"]): m["count"] for m in row["markers"]}
    assert markers == {
        (p["name"], c): n for p in status["provinces"] for c, n in p["markers"].items()
    }
    assert markers  # the playout placed some
    assert {p["province"]: p["colour"] for p in row["proconsuls"]} == {
        p["name"]: p["proconsul"] for p in status["provinces"] if p["proconsul"]
    }
    assert {s["colour"]: s["score"] for s in row["scores"]} == status["scores"]
    assert row["pawn"] == status["black_pawn"]
    pack = load_pack(pack_source("imperium"))
    face, _ = board_face(pack, view.deck, row, diagrams_of("imperium"))
    blank, _ = board_face(pack, view.deck, {}, diagrams_of("imperium"))
    fills = [p.fill for p in face.prims if isinstance(p, Shape)]
    red = pack.palette["red"]
    # one block per marker entry, a proconsul disc per capital, a score disc, the pawn
    extra = len(face.prims) - len(blank.prims)
    assert extra >= 2 * len(markers) + len(row["proconsuls"]) + len(row["scores"]) + 2
    assert fills.count(red) > [p.fill for p in blank.prims if isinstance(p, Shape)].count(red)
