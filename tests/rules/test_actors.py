"""Issue 22: every action has an actor, and one kernel check says who may send what
(lictor.rules.actors), for the CLI's --seat, the web's seat pages and the NPCs to come."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lictor.games import referee_game
from lictor.rules.actors import TABLE, Actor, NeedsSeat, NotYours, npc, seat
from lictor.rules.referee import Loaded, Referee
from lictor.rules.session import Store
from lictor.rules.visible import options_for
from tests.playing import act


def _carta(tmp_path: Path, until: str | None = "draft") -> tuple[Referee, int, Loaded]:
    """A virtual Carta game played at random (each action as its rightful sender) up to
    the step ``until`` (None: as set up)."""
    ref = Referee(Store(tmp_path / "c.sqlite"), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy", 3, False, {})
    loaded = ref.load(sid)
    rng = random.Random(4)
    while until is not None and loaded.state.step != until:
        legal = loaded.game.legal_actions(loaded.state)
        loaded, _ = act(ref, sid, loaded, loaded.game.text(rng.choice(legal)))
    return ref, sid, loaded


def _refused(ref: Referee, sid: int, words: str, actor: Actor) -> str:
    with pytest.raises(NotYours) as info:
        ref.act(sid, words.split(), actor=actor)
    return str(info.value)


def test_a_seat_acts_only_as_itself(tmp_path: Path) -> None:
    """Each of the issue's hostile requests from Ben's seat is refused, nothing logged."""
    ref, sid, loaded = _carta(tmp_path)
    ann_pick = next(w for w in map(loaded.game.text, loaded.game.legal_actions(loaded.state))
                    if w.startswith("pick Ann"))  # fmt: skip
    before = ref.load(sid).entries
    ben = seat("Ben")
    assert "table tool" in _refused(ref, sid, "adjust Ann dignitas -3", ben)
    assert "table tool" in _refused(ref, sid, "rebel volsci", ben)
    assert "only as yourself" in _refused(ref, sid, "deal Ann Ben dignitas 2", ben)
    assert "only as yourself" in _refused(ref, sid, ann_pick, ben)
    assert "only as yourself" in _refused(ref, sid, "done Cy", ben)
    assert ref.load(sid).entries == before


def test_a_deal_named_the_other_way_round_is_refused_with_the_words_to_offer_it(
    tmp_path: Path,
) -> None:
    ref, sid, _ = _carta(tmp_path)
    said = _refused(ref, sid, "deal Cy Ben event draft-event-ii-4 for dignitas 90", seat("Ben"))
    assert "deal Ben Cy dignitas 90 for event draft-event-ii-4" in said


def test_the_shared_screen_may_not_send_a_players_private_action(tmp_path: Path) -> None:
    """A secret pick, a card from a hidden hand or a deal from the table: refused alike,
    whatever the card, naming the seat that may send it and never the words."""
    ref, sid, loaded = _carta(tmp_path)
    hand = loaded.state.familia("Ann").hand
    said = []
    for words in (f"pick Ann {hand[0]}", "pick Ann no-such-card", f"play Ann {hand[0]}"):
        with pytest.raises(NeedsSeat) as info:
            ref.act(sid, words.split(), actor=TABLE)
        assert info.value.player == "Ann" and "--seat Ann" in str(info.value)
        assert hand[0] not in str(info.value)
        said.append(str(info.value).replace("`play`", "`pick`").replace(" play ", " pick "))
    assert said[0] == said[1] == said[2]
    with pytest.raises(NeedsSeat):
        ref.act(sid, ["deal", "Ann", "Ben", "dignitas", "1"], actor=TABLE)


def test_every_action_records_its_actor_and_the_export_keeps_it(tmp_path: Path) -> None:
    ref, sid, loaded = _carta(tmp_path)
    pick = next(w for w in map(loaded.game.text, loaded.game.legal_actions(loaded.state))
                if w.startswith("pick Ben"))  # fmt: skip
    ref.act(sid, pick.split(), actor=seat("Ben"))
    ref.act(sid, ["adjust", "Cy", "dignitas", "1"])
    entries = ref.load(sid).entries
    assert [e.actor for e in entries[-2:]] == ["seat:Ben", "table"]
    exported = ref.export(sid)
    assert [e.get("actor") for e in exported["entries"][-2:]] == ["seat:Ben", "table"]
    again = ref.import_(json.dumps(exported), "x.json")
    assert [e.actor for e in ref.load(again).entries[-2:]] == ["seat:Ben", "table"]


def test_an_import_with_an_unknown_actor_is_refused(tmp_path: Path) -> None:
    from lictor.errors import BadInput
    from lictor.rules.referee import read_export

    ref, sid, _ = _carta(tmp_path, None)
    ref.act(sid, ["adjust", "Cy", "dignitas", "1"])
    exported = ref.export(sid)
    exported["entries"][-1]["actor"] = "king:Cy"
    with pytest.raises(BadInput, match=r"entries\[0\]\.actor"):
        read_export(referee_game, json.dumps(exported), "x.json")


def test_a_seat_is_offered_only_its_own_actions(tmp_path: Path) -> None:
    """Issue 22: `done Cy` was a button on Ben's page in Taxation; a seat now lists only
    what names it (or what the game waits on it for), the table none of anyone's secrets."""
    _, _, loaded = _carta(tmp_path, "tax")
    for player in ("Ann", "Ben", "Cy"):
        mine = options_for(loaded, seat(player))
        assert all(w.split()[1] == player for w in mine if len(w.split()) > 1), mine
    table = options_for(loaded, TABLE)
    assert not any(w.startswith(("pick", "choose", "play")) for w in table)


def test_an_npc_is_held_to_its_seat_like_a_player(tmp_path: Path) -> None:
    ref, sid, _ = _carta(tmp_path)
    assert "table tool" in _refused(ref, sid, "adjust Ann dignitas -3", npc("Ben"))
    assert "only as yourself" in _refused(ref, sid, "deal Ann Ben dignitas 2", npc("Ben"))


def test_out_of_turn_a_seat_is_told_whom_the_game_waits_on(tmp_path: Path) -> None:
    ref = Referee(Store(tmp_path / "h.sqlite"), referee_game)
    sid = ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", 7, False)
    said = _refused(ref, sid, "pass", seat("Ben"))
    assert "not your turn, Ben" in said and "Ann" in said
    ref.act(sid, ["pass"], actor=seat("Ann"))


def test_a_chariot_is_moved_only_by_its_colours_player(tmp_path: Path) -> None:
    ref = Referee(Store(tmp_path / "r.sqlite"), referee_game)
    sid = ref.new("circus-maximus", "red=Ann,blue=Ben", 2, False, {})
    loaded = ref.load(sid)
    first = loaded.game.text(loaded.game.legal_actions(loaded.state)[0])
    owner = "Ann" if first.split()[1].startswith("red") else "Ben"
    other = "Ben" if owner == "Ann" else "Ann"
    assert "only as yourself" in _refused(ref, sid, first, seat(other))
    ref.act(sid, first.split(), actor=seat(owner))
