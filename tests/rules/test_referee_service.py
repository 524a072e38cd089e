"""The referee service over a real session file: seeded games with undos, exported and
imported, always rebuild the same state."""

from __future__ import annotations

import json
import random
from pathlib import Path

from lictor.games import referee_game
from lictor.games.hannibal.rules.state import ONGOING
from lictor.rules.referee import Referee
from lictor.rules.session import Store


def test_playouts_with_undo_replay_and_round_trip_through_export(tmp_path: Path) -> None:
    ref = Referee(Store(tmp_path / "a.sqlite"), referee_game)
    other = Referee(Store(tmp_path / "b.sqlite"), referee_game)
    for seed in range(12):
        rng = random.Random(seed)
        sid = ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", seed, False)
        loaded = ref.load(sid)
        for _ in range(80):
            if loaded.state.outcome != ONGOING:
                break
            if loaded.actions and rng.random() < 0.1:
                loaded, _ = ref.undo(sid)
            else:
                options = loaded.game.legal_actions(loaded.state)
                words = loaded.game.text(rng.choice(options)).split()
                loaded, _ = ref.act(sid, words)
            assert ref.load(sid).state == loaded.state  # the log rebuilds what we hold
        exported = ref.export(sid)
        new_id = other.import_(json.dumps(exported), "export.json")
        assert other.load(new_id).state == ref.load(sid).state
        assert other.export(new_id)["entries"] == exported["entries"]
