"""The referee service: sessions, the game's rules, and the log, tied together.

Every change happens inside one write transaction: read the log, rebuild the state,
check the action, append it. An illegal action raises before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lictor.errors import BadInput
from lictor.rules.game import Event, Game, Seats, apply_checked
from lictor.rules.replay import Entry, effective_actions, replay, replay_lenient
from lictor.rules.session import SessionInfo, Store

EXPORT_FORMAT = "lictor-session"

GameFactory = Callable[[str], Game[Any, Any]]


@dataclass(frozen=True)
class Loaded:
    info: SessionInfo
    game: Game[Any, Any]
    seats: Seats
    state: Any
    actions: tuple[str, ...]
    entries: tuple[Entry, ...]


class Referee:
    def __init__(self, store: Store, games: GameFactory) -> None:
        self.store = store
        self.games = games

    def new(
        self,
        game_id: str,
        players: str,
        seed: int,
        physical: bool,
        options: dict[str, Any] | None = None,
    ) -> int:
        game = self.games(game_id)
        ordered = game.seat(players)
        opts = game.check_options(dict(options or {}))
        # an option only setup can judge (a first player not at the table) fails here,
        # before the session is written
        game.setup(Seats(tuple(ordered.items())), seed, physical, opts)
        return self.store.create(game_id, ordered, seed, physical, opts)

    def _load(self, info: SessionInfo, entries: Sequence[Entry]) -> Loaded:
        game = self.games(info.game)
        seats = Seats(info.seats)
        actions = effective_actions(entries)
        state, _ = replay(game, seats, info.seed, info.physical, actions, info.options)
        return Loaded(info, game, seats, state, tuple(actions), tuple(entries))

    def load(self, session_id: int | None) -> Loaded:
        info = self.store.session(session_id)
        return self._load(info, self.store.entries(info.id))

    def act(self, session_id: int | None, words: Sequence[str]) -> tuple[Loaded, list[Event]]:
        with self.store.write() as db:
            info = self.store.session(session_id)
            loaded = self._load(info, self.store.entries(info.id))
            game = loaded.game
            action = game.parse(loaded.state, words)
            state, events = apply_checked(game, loaded.state, action)
            text = game.text(action)
            self.store.append(db, info.id, "act", {"words": text})
        after = Loaded(info, game, loaded.seats, state, (*loaded.actions, text), loaded.entries)
        return after, events

    def undo(self, session_id: int | None) -> tuple[Loaded, str]:
        with self.store.write() as db:
            info = self.store.session(session_id)
            entries = self.store.entries(info.id)
            before = effective_actions(entries)
            probe = [*entries, Entry(0, "undo")]
            after = effective_actions(probe)
            if before == after:
                raise BadInput("nothing to undo")
            self.store.append(db, info.id, "undo", {})
        loaded = self._load(info, probe)
        if len(after) < len(before):
            return loaded, f"undone: {before[-1]}"
        return loaded, f"redone: {after[-1]}"

    def amend(
        self, session_id: int | None, n: int, words: Sequence[str], force: bool
    ) -> tuple[Loaded, list[tuple[int, str, str]]]:
        with self.store.write() as db:
            info = self.store.session(session_id)
            loaded = self._load(info, self.store.entries(info.id))
            actions = list(loaded.actions)
            if not 1 <= n <= len(actions):
                raise BadInput(f"amend {n}: the log has actions 1 to {len(actions)}")
            game = loaded.game
            prefix_state, _ = replay(
                game, loaded.seats, info.seed, info.physical, actions[: n - 1], info.options
            )
            action = game.parse(prefix_state, words)
            apply_checked(game, prefix_state, action)  # the replacement itself must be legal
            actions[n - 1] = game.text(action)
            state, kept, dropped = replay_lenient(
                game, loaded.seats, info.seed, info.physical, actions, info.options
            )
            if dropped and not force:
                first = dropped[0]
                raise BadInput(
                    f"amend {n} would make {len(dropped)} later action(s) illegal, "
                    f"first #{first[0]} {first[1]!r}: {first[2]} (use --force to "
                    "drop them)"
                )
            self.store.append(
                db, info.id, "amend", {"index": n, "words": actions[n - 1], "actions": kept}
            )
        entries = self.store.entries(info.id)
        return Loaded(info, game, loaded.seats, state, tuple(kept), tuple(entries)), dropped

    def export(self, session_id: int | None) -> dict[str, Any]:
        loaded = self.load(session_id)
        info = loaded.info
        return {
            "format": EXPORT_FORMAT,
            "version": 1,
            "game": info.game,
            "players": dict(info.seats),
            "seed": info.seed,
            "physical": info.physical,
            "options": info.options,
            "entries": [
                {"kind": e.kind, "words": e.words, "index": e.index, "actions": list(e.actions)}
                for e in loaded.entries
            ],
        }

    def import_(self, text: str, source: str) -> int:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadInput(
                f"{source}:{exc.lineno}: not a lictor session export ({exc.msg})"
            ) from exc
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
            raise BadInput(f"{source}: not a lictor session export (no format: {EXPORT_FORMAT})")
        try:
            game = self.games(str(data["game"]))
            players = {str(k): str(v) for k, v in dict(data["players"]).items()}
            entries = [
                Entry(
                    i + 1,
                    e["kind"],
                    str(e.get("words", "")),
                    int(e.get("index", 0)),
                    tuple(e.get("actions", ())),
                )
                for i, e in enumerate(data["entries"])
            ]
            seed, physical = int(data["seed"]), bool(data["physical"])
            options = dict(data.get("options") or {})
        except (KeyError, TypeError, ValueError) as exc:
            raise BadInput(f"{source}: a field is missing or wrong ({exc})") from exc
        for e in entries:
            if e.kind not in ("act", "undo", "amend"):
                raise BadInput(f"{source}: entries[{e.seq - 1}].kind: unknown kind {e.kind!r}")
        # the export's order is the seating order (a race seats its colours as given)
        seats = Seats(tuple((s, n) for s, n in players.items() if s in game.sides))
        # a log that does not replay is refused here, before anything is written
        replay(game, seats, seed, physical, effective_actions(entries), options)
        with self.store.write() as db:
            cur = db.execute(
                "INSERT INTO sessions (game, seats, seed, physical, options, created) "
                "VALUES (?, ?, ?, ?, ?, strftime('%s','now'))",
                (
                    data["game"],
                    json.dumps(list(seats.by_side)),
                    seed,
                    int(physical),
                    json.dumps(options),
                ),
            )
            new_id = int(cur.lastrowid or 0)
            for e in entries:
                self.store.append(
                    db,
                    new_id,
                    e.kind,
                    {"words": e.words, "index": e.index, "actions": list(e.actions)},
                )
        return new_id
