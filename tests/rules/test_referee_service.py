"""The referee service over a real session file: seeded games with undos, redos and
amends, exported and imported, always rebuild the same state."""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path

from lictor.errors import BadInput
from lictor.games import referee_game
from lictor.games.hannibal.rules.state import ONGOING
from lictor.rules.actors import NotYours
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from tests.playing import act, sender


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
            roll = rng.random()
            if loaded.actions and roll < 0.1:
                loaded, _ = ref.undo(sid)
            elif roll < 0.15:
                with contextlib.suppress(BadInput):  # refused when nothing was undone
                    loaded, _ = ref.redo(sid)
            elif len(loaded.actions) > 3 and roll < 0.18:
                # amend an early action with what it already was: later ones stay legal
                # as its rightful sender; refused only over a secret a screen does not see
                n = rng.randrange(1, len(loaded.actions) + 1)
                words = loaded.actions[n - 1].split()
                shown = loaded.game.masked_log(loaded.state, list(loaded.actions))
                try:
                    loaded, _ = ref.amend(sid, n, words, False, actor=sender(loaded, words))
                except NotYours:
                    assert shown[n - 1 :] != list(loaded.actions[n - 1 :])
            else:
                options = loaded.game.legal_actions(loaded.state)
                words = loaded.game.text(rng.choice(options)).split()
                loaded, _ = act(ref, sid, loaded, words)  # each as its rightful sender
            assert ref.load(sid).state == loaded.state  # the log rebuilds what we hold
        exported = ref.export(sid)
        new_id = other.import_(json.dumps(exported), "export.json")
        assert other.load(new_id).state == ref.load(sid).state
        assert other.export(new_id)["entries"] == exported["entries"]
