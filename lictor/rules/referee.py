"""The referee service: sessions, the game's rules, and the log, tied together.

Every change happens inside one write transaction: read the log, rebuild the state,
check the action, append it. An illegal action raises before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from lictor.errors import BadInput
from lictor.rules.game import Event, Game, Seats, apply_checked
from lictor.rules.names import check_names
from lictor.rules.replay import Entry, effective_actions, replay, replay_lenient, replay_log
from lictor.rules.session import ENTRY_KINDS, SessionInfo, Store

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
        check_names(ordered)
        opts = game.check_options(dict(options or {}))
        # Set the table up once before writing: a setup the options refuse writes nothing.
        replay(game, Seats(tuple(ordered.items())), seed, physical, [], opts)
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
        """A session from an export: the same seat and option checks as ``new``, and every
        action of its log replayed, or nothing is written."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadInput(
                f"{source}:{exc.lineno}: not a lictor session export ({exc.msg})"
            ) from exc
        except RecursionError:
            raise BadInput(f"{source}: not a lictor session export (nested too deeply)") from None
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
            raise BadInput(f"{source}: not a lictor session export (no format: {EXPORT_FORMAT})")
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise BadInput(
                f"{source}: a lone surrogate escape (\\ud800-\\udfff) is not text; nothing imported"
            ) from None
        game_id = _field(data, "game", str, source)
        game = self.games(game_id)
        players = _field(data, "players", dict, source)
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in players.items()):
            raise BadInput(f"{source}: players: each side and name is text")
        check_names(players, f"{source}: players")
        spec = ",".join(f"{side}={name}" for side, name in players.items())
        try:
            ordered = game.seat(spec)
        except BadInput as exc:
            raise BadInput(f"{source}: players: {exc}") from None
        if ordered != players:
            raise BadInput(f"{source}: players: {players} is not a seating of {game_id}")
        seed = _field(data, "seed", int, source)
        if not 0 <= seed < 2**63:
            raise BadInput(f"{source}: seed: expected 0 to 2**63 - 1")
        physical = _field(data, "physical", bool, source)
        raw_options = data.get("options") or {}
        if not isinstance(raw_options, dict):
            raise BadInput(f"{source}: options: expected a mapping")
        try:
            options = game.check_options(raw_options)
        except BadInput as exc:
            raise BadInput(f"{source}: options: {exc}") from None
        entries = [
            _entry(i, e, source) for i, e in enumerate(_field(data, "entries", list, source))
        ]
        seats = Seats(tuple(ordered.items()))
        try:
            replay_log(game, seats, seed, physical, entries, options)
        except BadInput as exc:
            raise BadInput(f"{source}: {exc}") from None
        except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError):
            raise BadInput(f"{source}: the log does not replay; nothing imported") from None
        with self.store.write() as db:
            cur = db.execute(
                "INSERT INTO sessions (game, seats, seed, physical, options, created) "
                "VALUES (?, ?, ?, ?, ?, strftime('%s','now'))",
                (
                    game_id,
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


T = TypeVar("T")


def _field(data: dict[str, Any], key: str, kind: type[T], source: str) -> T:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        shown = "missing" if key not in data else f"expected {kind.__name__}"
        raise BadInput(f"{source}: {key}: {shown}")
    return value


def _entry(i: int, e: Any, source: str) -> Entry:
    at = f"{source}: entries[{i}]"
    if not isinstance(e, dict):
        raise BadInput(f"{at}: expected a mapping")
    kind = e.get("kind")
    if kind not in ENTRY_KINDS:
        raise BadInput(f"{at}.kind: unknown kind {str(kind)[:40]!r}")
    words, index, actions = e.get("words", ""), e.get("index", 0), e.get("actions", [])
    if not isinstance(words, str) or not isinstance(index, int) or isinstance(index, bool):
        raise BadInput(f"{at}: words is text and index a whole number")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise BadInput(f"{at}.actions: expected a list of texts")
    if kind == "amend" and not 1 <= index <= len(actions):
        raise BadInput(f"{at}.index: expected 1 to {len(actions)}")
    return Entry(i + 1, kind, words, index, tuple(actions))
