"""Issue 22, no oracle: for every refereed game, two worlds that differ only in one seat's
hidden holding look the same from every other seat and from the table - through the web
routes and through the CLI: every refusal, every accepted action's answer, every option
list, status, agenda and log, byte for byte.

A world is a session file. Where the hidden holding is a secret answer (a Draft pick, a
Hannibal battle card, an Imperium stack) the two files differ in that answer only; where
it is a hand (Carta's Draft Events) the second world is the first with one card of the
holder's exchanged for one nobody holds (the referee's state rewritten on load).
"""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from lictor.cli import main
from lictor.games import referee_game
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules import snapshot
from lictor.rules.actors import seat
from lictor.rules.referee import Loaded, Referee
from lictor.rules.session import Store
from lictor.web.app import Table, create_app
from lictor.web.tokens import TABLE, ensure
from tests.playing import act

BASE = "http://127.0.0.1:8765"
ORIGIN = {"Origin": BASE}


@dataclass
class Worlds:
    a: Path
    b: Path
    sid: int
    holder: str  # whose hidden holding differs
    probes: list[str]  # the actions every other screen tries
    players: list[str]
    tweak: Callable[[Any], Any] | None = None  # world b's state from world a's
    cli_probes: list[str] = field(default_factory=list)


def _fork(ref: Referee, sid: int, players: list[str], tmp: Path) -> tuple[Path, Path]:
    """Two copies of ``ref``'s session file, the screens' tokens made first (the same
    URLs open the same screen in both worlds)."""
    ensure(ref.store, sid, players)
    base = ref.store.path
    ref.store.close()
    a, b = tmp / "a.sqlite", tmp / "b.sqlite"
    shutil.copyfile(base, a)
    shutil.copyfile(base, b)
    return a, b


def _play(ref: Referee, sid: int, until: Callable[[Loaded], bool], seed: int) -> Loaded:
    rng, loaded = random.Random(seed), ref.load(sid)
    for _ in range(400):
        if until(loaded):
            return loaded
        legal = loaded.game.legal_actions(loaded.state)
        loaded, _ = act(ref, sid, loaded, loaded.game.text(rng.choice(legal)))
    raise AssertionError("the playout never reached the moment to probe")


def _texts(loaded: Loaded) -> list[str]:
    return [loaded.game.text(a) for a in loaded.game.legal_actions(loaded.state)]


def hannibal(tmp: Path) -> Worlds:
    """A naval conflict: Rome (Ben) has chosen his card in secret, 2 or 4."""
    base = tmp / "h.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", 7, False)
    ref.act(sid, ["move", "fleet", "sardinia-carthago", "roma-corsica"], actor=seat("Ann"))
    a, b = _fork(ref, sid, ["Ann", "Ben"], tmp)
    for path, card in ((a, 2), (b, 4)):
        r = Referee(Store(path), referee_game)
        r.act(sid, ["card", "rome", str(card)], actor=seat("Ben"))
        r.store.close()
    probes = [f"card {side} {n}" for side in ("carthage", "rome") for n in range(1, 6)]
    return Worlds(a, b, sid, "Ben", [*probes, "pass", "engage legion"], ["Ann", "Ben"])


def hannibal_discards(tmp: Path) -> Worlds:
    """Round 2 of a naval conflict: Rome (Ben) played 3 or 4 in round 1 against Carthage's 5
    (a face-down discard: Conflict Resolution) and has chosen his 1 for round 2."""
    base = tmp / "hd.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", 7, False)
    ref.act(sid, ["move", "fleet", "sardinia-carthago", "roma-corsica"], actor=seat("Ann"))
    ref.act(sid, ["card", "carthage", "5"], actor=seat("Ann"))
    a, b = _fork(ref, sid, ["Ann", "Ben"], tmp)
    for path, card in ((a, 3), (b, 4)):
        r = Referee(Store(path), referee_game)
        r.act(sid, ["card", "rome", str(card)], actor=seat("Ben"))
        r.act(sid, ["card", "rome", "1"], actor=seat("Ben"))
        r.store.close()
    probes = [f"card {side} {n}" for side in ("carthage", "rome") for n in range(1, 6)]
    return Worlds(a, b, sid, "Ben", [*probes, "pass", "engage legion"], ["Ann", "Ben"])


def imperium(tmp: Path) -> Worlds:
    """Round 1: red (Ann) has chosen her stack in secret, one of two."""
    base = tmp / "i.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("imperium", "red=Ann,blue=Ben,green=Cy", 1, False)
    loaded = ref.load(sid)
    texts = _texts(loaded)
    mine = [t for t in texts if t.startswith("stack red ")]
    a, b = _fork(ref, sid, ["Ann", "Ben", "Cy"], tmp)
    for path, words in ((a, mine[0]), (b, mine[-1])):
        r = Referee(Store(path), referee_game)
        r.act(sid, words.split(), actor=seat("Ann"))
        r.store.close()
    rng = random.Random(2)
    others = rng.sample([t for t in texts if not t.startswith("stack red ")], 12)
    probes = [mine[0], mine[-1], *rng.sample(mine, 4), *others]
    return Worlds(a, b, sid, "Ann", probes, ["Ann", "Ben", "Cy"])


def carta_draft(tmp: Path) -> Worlds:
    """The Events Draft: Cy has picked one card of his hand in secret, the first or the
    last."""
    base = tmp / "c.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy,Dan", 3, False, {})
    loaded = _play(ref, sid, lambda x: x.state.step == "draft", 1)
    hand = loaded.state.familia("Cy").hand
    a, b = _fork(ref, sid, ["Ann", "Ben", "Cy", "Dan"], tmp)
    for path, card in ((a, hand[0]), (b, hand[-1])):
        r = Referee(Store(path), referee_game)
        r.act(sid, ["pick", "Cy", card], actor=seat("Cy"))
        r.store.close()
    probes = []
    for card in (hand[0], hand[-1]):
        probes += [f"pick Cy {card}", f"deal Ben Cy dignitas 1 for event {card}"]
        probes += [f"deal Cy Ben event {card} for dignitas 90", f"play Cy {card}"]
    return Worlds(a, b, sid, "Cy", [*probes, *_texts(loaded)[:12]], ["Ann", "Ben", "Cy", "Dan"])


def carta_hand(tmp: Path) -> Worlds:
    """After the draft: in the second world one of Cy's Draft Events is a card no one
    holds (the issue's probe: `deal Cy Ben event CARD for dignitas 90` from Ben)."""
    base = tmp / "c.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy,Dan", 3, False, {})
    loaded = _play(
        ref,
        sid,
        lambda x: x.state.step not in ("start", "draft") and x.state.familia("Cy").draft,
        1,
    )
    held = loaded.state.familia("Cy").draft[0]
    board = loaded.state.board or loaded.game.board
    seen = repr(loaded.state)
    free = next(c.id for c in board.draft if c.id not in seen)
    a, b = _fork(ref, sid, ["Ann", "Ben", "Cy", "Dan"], tmp)

    def tweak(state: Any) -> Any:
        cards = state.familia("Cy").draft
        return with_familia(state, "Cy", draft=tuple(free if c == held else c for c in cards))

    probes = []
    for card in (held, free):
        probes += [f"deal Cy Ben event {card} for dignitas 90", f"deal Cy Ben event {card}"]
        probes += [f"deal Ben Cy dignitas 1 for event {card}", f"play Cy {card}"]
        probes += [f"deal Ann Cy dignitas 1 for event {card}", f"caesar Cy {card}"]
    probes += ["agree Cy Ben", "reject Cy Ben", "withdraw Ben Cy", "adjust Cy dignitas -3"]
    probes += ["rebel volsci", "done Cy", *_texts(loaded)[:10]]
    return Worlds(a, b, sid, "Cy", probes, ["Ann", "Ben", "Cy", "Dan"], tweak)


def carta_choice(tmp: Path) -> Worlds:
    """The secret choice of Action cards: Cy has chosen his in secret, one of two ways."""
    base = tmp / "c.sqlite"
    ref = Referee(Store(base), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy,Dan", 3, False, {})

    def cy_chooses(x: Loaded) -> bool:
        return x.state.step == "choose" and "Cy" in x.state.waiting

    loaded = _play(ref, sid, cy_chooses, 2)
    mine = [t for t in _texts(loaded) if t.startswith("choose Cy ")]
    a, b = _fork(ref, sid, ["Ann", "Ben", "Cy", "Dan"], tmp)
    for path, words in ((a, mine[0]), (b, mine[-1])):
        r = Referee(Store(path), referee_game)
        r.act(sid, words.split(), actor=seat("Cy"))
        r.store.close()
    others = [t for t in _texts(loaded) if not t.startswith("choose Cy ")]
    probes = [mine[0], mine[-1], *others[:12], "settle Cy ben", "adjust Cy dignitas 1"]
    return Worlds(a, b, sid, "Cy", probes, ["Ann", "Ben", "Cy", "Dan"])


BUILDERS = {
    "hannibal-vs-rome": hannibal,
    "hannibal-vs-rome: the cards set aside face down": hannibal_discards,
    "imperium": imperium,
    "carta-imperia: a Draft pick": carta_draft,
    "carta-imperia: a hand of Draft Events": carta_hand,
    "carta-imperia: a secret choice of Action cards": carta_choice,
}


@pytest.fixture
def tweaked(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Callable[[Any], Any]]]:
    """World b's rewrite, applied to the state the referee loads for that file (and no
    snapshot kept, so the rewrite is never folded twice)."""
    by_path: dict[str, Callable[[Any], Any]] = {}
    real = Referee._state

    def state(self: Referee, *args: Any, **kwargs: Any) -> Any:
        found, cache = real(self, *args, **kwargs)
        fn = by_path.get(str(self.store.path))
        return (fn(found) if fn else found), cache

    monkeypatch.setattr(Referee, "_state", state)
    monkeypatch.setattr(snapshot, "latest", lambda *a, **k: None)
    monkeypatch.setattr(snapshot, "put", lambda *a, **k: None)
    yield by_path


def _undo_both(w: Worlds) -> None:
    for path in (w.a, w.b):
        r = Referee(Store(path), referee_game)
        r.undo(w.sid)
        r.store.close()


def _web(w: Worlds) -> None:
    clients, urls = [], []
    for path in (w.a, w.b):
        store = Store(path)
        tokens = ensure(store, w.sid, w.players)
        store.close()

        app = create_app(Table(path, w.sid, tokens, referee_game), stream_seconds=0.1)
        clients.append(TestClient(app, base_url=BASE))
        urls.append(
            {
                **{p: f"/s/{tokens.token('seat:' + p)}" for p in w.players},
                TABLE: f"/t/{tokens.token(TABLE)}",
            }
        )
    assert urls[0] == urls[1]  # the same tokens: the files were one before they differed
    url = urls[0]
    probers = [p for p in w.players if p != w.holder]

    def views() -> list[Any]:
        out = []
        for c in clients:
            one = [c.get(f"{url[p]}/state.json").json() for p in [*probers, TABLE]]
            one += [c.get(f"{url[p]}/view").text for p in [*probers, TABLE]]
            out.append(one)
        return out

    def public(c: TestClient) -> Any:
        return c.get(f"{url[TABLE]}/state.json").json()

    a, b = views()
    assert a == b
    for p in probers:
        for words in w.probes:
            answers = [
                c.post(f"{url[p]}/act", json={"words": words}, headers=ORIGIN) for c in clients
            ]
            said = [(r.status_code, r.json()) for r in answers]
            assert said[0][0] == said[1][0], (p, words)  # accepted in both, or refused
            if said[0][0] != 200:
                assert said[0] == said[1], (p, words)  # and refused alike
                continue
            if public(clients[0]) == public(clients[1]):  # still a secret to the table
                assert said[0] == said[1], (p, words)
                a, b = views()
                assert a == b, (p, words)
            # else the rules revealed it to all (the last card played): no secret left
            _undo_both(w)
    for c in clients:
        c.close()


def _cli(w: Worlds) -> None:
    runner = CliRunner()

    def both(*args: str) -> tuple[int, str]:
        out = []
        for path in (w.a, w.b):
            r = runner.invoke(main, ["referee", "--db", str(path), *args])
            out.append((r.exit_code, r.output))
        assert out[0] == out[1], args
        return out[0]

    probers: list[str | None] = [None, next(p for p in w.players if p != w.holder)]
    for p in probers:
        who = [] if p is None else ["--seat", p]
        for command in ("status", "actions", "next", "log"):
            both(command, "--json", *who)
        both("status", *who)
        for words in w.probes[:16]:
            out = []
            for path in (w.a, w.b):
                r = runner.invoke(main, ["referee", "--db", str(path), "act", *who, *words.split()])
                out.append((r.exit_code, r.output))
            assert out[0][0] == out[1][0], (p, words)
            if out[0][0] != 0:
                assert out[0] == out[1], (p, words)
                continue
            table = [
                runner.invoke(main, ["referee", "--db", str(x), "status", "--json"]).output
                for x in (w.a, w.b)
            ]
            if table[0] == table[1]:  # not revealed to all by the rules
                assert out[0] == out[1], (p, words)
                both("status", "--json", *who)
            _undo_both(w)


@pytest.mark.parametrize("case", list(BUILDERS))
def test_no_screen_learns_another_seats_hidden_holding(
    tmp_path: Path, case: str, tweaked: dict[str, Callable[[Any], Any]]
) -> None:
    w = BUILDERS[case](tmp_path)
    if w.tweak is not None:
        tweaked[str(w.b)] = w.tweak
    # the two worlds really differ, in the holder's own eyes
    ra, rb = Referee(Store(w.a), referee_game), Referee(Store(w.b), referee_game)
    la, lb = ra.load(w.sid), rb.load(w.sid)
    own = [x.game.status(x.state, w.holder) for x in (la, lb)]
    assert json.dumps(own[0], default=str) != json.dumps(own[1], default=str)
    ra.store.close()
    rb.store.close()
    _web(w)
    _cli(w)


def test_a_race_has_no_hidden_holding_to_probe(tmp_path: Path) -> None:
    """Circus Maximus hides nothing: every seat and the table see the same status, and no
    action is secret or offered only to its holder."""
    ref = Referee(Store(tmp_path / "r.sqlite"), referee_game)
    sid = ref.new("circus-maximus", "red=Ann,blue=Ben", 2, False, {})
    loaded = ref.load(sid)
    rng = random.Random(2)
    game = loaded.game
    assert not game.secret_verbs
    for _ in range(40):
        legal = game.legal_actions(loaded.state)
        if not legal:
            break
        table = game.status(loaded.state, None)
        assert all(game.status(loaded.state, p) == table for p in ("Ann", "Ben"))
        assert not any(game.is_secret(a) or game.reveals(loaded.state, a) for a in legal)
        loaded, _ = act(ref, sid, loaded, game.text(rng.choice(legal)))
