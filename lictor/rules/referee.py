"""The referee service: sessions, the game's rules, and the log, tied together.

Every change happens inside one write transaction: read the log, rebuild the state,
check the action, append it. An illegal action raises before anything is written.

Longer than the house's ~400 lines, for a reason: the one service the CLI and the web
share, every command one transaction read top to bottom; the log, the replay, the snapshots
and the senders' check (actors.py) are already modules of their own.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from lictor.errors import BadInput
from lictor.i18n import LANGUAGES, t, tn
from lictor.rules import snapshot
from lictor.rules.actors import TABLE, Actor, Authority, NotYours, Who, authorize
from lictor.rules.entries import KINDS, Entry
from lictor.rules.game import Event, Game, Seats, apply_checked
from lictor.rules.names import check_names
from lictor.rules.replay import (
    canonical_log,
    effective_actions,
    fold,
    lenient_from,
    replay,
    setup,
    timeline,
)
from lictor.rules.session import SessionInfo, Store, stored_options
from lictor.rules.words import check_numbers, hidden_refusal, is_hidden, refuse_unused_words

EXPORT_FORMAT = "lictor-session"
EXPORT_VERSION = 2  # 2: undo entries carry the position they took back; redo entries
READABLE_VERSIONS = (1, 2)

GameFactory = Callable[[str], Game[Any, Any]]


class WouldDrop(BadInput):
    """An amend refused because it would make later actions illegal (``--force`` drops
    them): a seat's page says only that its change is refused."""


@dataclass(frozen=True)
class Loaded:
    """A session loaded: its game, seats and state after the log's effective actions."""

    info: SessionInfo
    game: Game[Any, Any]
    seats: Seats
    state: Any
    actions: tuple[str, ...]
    entries: tuple[Entry, ...]


def may_act(loaded: Loaded, actor: Actor, words: Sequence[str]) -> None:
    """Refuse (``NotYours``) unless ``actor`` may send ``words`` now: the game's declared
    authority over them, against the public agenda. One check for every screen."""
    w = [x for x in words if x.strip()]
    if not w:
        return
    auth = loaded.game.authority(loaded.state, loaded.seats, w)
    if actor.is_table:
        npc_private(loaded, auth, w)
        authorize(auth, actor, (), False, " ".join(w))
        return
    agenda = loaded.game.agenda(loaded.state)
    authorize(auth, actor, agenda.waiting_on, agenda.over, " ".join(w))


def npc_private(loaded: Loaded, auth: Authority, words: Sequence[str]) -> None:
    """A secret answer the table sends for a seat the referee plays (``choose Rufus ...``,
    refused in any case): it says so, and the way on, rather than send the table to a
    screen of Rufus's that nobody holds."""
    npcs = loaded.info.options.get("npc") or ()
    if auth.who is not Who.PRIVATE or auth.player is None or auth.player not in npcs:
        return
    raise NotYours(
        t(
            "{words}: {player} is a seat the referee plays: `lictor referee next` gives its "
            "answers; `lictor referee amend N ...` overrides one",
            words=" ".join(words),
            player=auth.player,
        )
    )


def unseen_by(loaded: Loaded, actor: Actor, n: int, simultaneous: bool = False) -> None:
    """Refuse (``NotYours``) an amend of action ``n`` by ``actor`` when the action, or one
    after it, is a secret ``actor``'s screen does not see: replaying the log over it could
    tell what it holds (a later answer found illegal, a card refused). Reads only the log as
    that screen shows it, so the refusal is the same whatever the secret is. With
    ``simultaneous`` only action ``n`` itself is judged."""
    game, actions = loaded.game, list(loaded.actions)
    view = None
    if not actor.is_table:
        view = next(((s, p) for s, p in loaded.seats.by_side if p == actor.player), None)
    shown = game.masked_log(loaded.state, actions, view)
    if shown[n - 1] != actions[n - 1]:
        raise NotYours(
            t(
                "amend {n}: action #{n} ({action}) is a secret this screen does not see: only "
                "its owner's seat may amend it (`lictor referee amend --seat PLAYER {n} ...`)",
                n=n,
                action=shown[n - 1],
            )
        )
    if simultaneous:
        return
    later = next((i for i in range(n, len(actions)) if shown[i] != actions[i]), None)
    if later is not None:
        raise NotYours(
            t(
                "amend {n}: a later action, #{m} ({action}), is a secret this screen does not "
                "see, and replaying it could tell what it holds; `undo` back to #{m} first",
                n=n,
                m=later + 1,
                action=shown[later],
            )
        )


@dataclass(frozen=True)
class _Cache:
    """Where a session's snapshots are read and written: its version key, the setup state
    (its ``compare=False`` fields are re-attached, not stored; made when first needed)."""

    session_id: int
    key: str
    base: snapshot.SetupState

    def put(self, db: Any, actions: Sequence[str], state: Any) -> None:
        prefix = snapshot.prefix_digests(actions)[-1]
        snapshot.put(db, self.session_id, len(actions), self.key, prefix, state, self.base)


class Referee:
    """``snapshots``: keep the state beside the log and replay only what follows the
    latest snapshot (lictor.rules.snapshot); off, every command replays the whole log."""

    def __init__(self, store: Store, games: GameFactory, snapshots: bool = True) -> None:
        self.store = store
        self.games = games
        self.snapshots = snapshots

    def new(
        self,
        game_id: str,
        players: str,
        seed: int,
        physical: bool,
        options: dict[str, Any] | None = None,
        lang: str = "",
    ) -> int:
        """A new session; ``lang``: the language it speaks (every command's default)."""
        game = self.games(game_id)
        ordered = game.seat(players)
        check_names(ordered)
        opts = game.check_options(dict(options or {}))
        game = game.for_options(opts)
        # Set the table up once before writing: a setup the options refuse writes nothing.
        replay(game, Seats(tuple(ordered.items())), seed, physical, [], opts)
        return self.store.create(game_id, ordered, seed, physical, opts, lang)

    def _game(self, info: SessionInfo) -> Game[Any, Any]:
        """The session's game, built over its options (a table's ``--content``)."""
        return self.games(info.game).for_options(info.options)

    def _load(self, info: SessionInfo, entries: Sequence[Entry], save: bool = True) -> Loaded:
        """The session after ``entries``. ``save``: write a snapshot if one was missing
        (best effort, in its own transaction; not inside a caller's write)."""
        game = self._game(info)
        seats = Seats(info.seats)
        actions = effective_actions(entries, game.older_words)
        state, _ = self._state(info, game, seats, actions, save)
        return Loaded(info, game, seats, state, tuple(actions), tuple(entries))

    def _state(
        self,
        info: SessionInfo,
        game: Game[Any, Any],
        seats: Seats,
        actions: Sequence[str],
        save: bool = True,
    ) -> tuple[Any, _Cache | None]:
        """The state after ``actions``: from the latest snapshot that can be trusted for
        them, replaying only the actions after it (all of them if there is none)."""
        base = snapshot.SetupState(
            lambda: setup(game, seats, info.seed, info.physical, info.options),
            lambda: game.setup_fields(info.options),
        )
        if not self.snapshots:
            return fold(game, base.get(), actions), None
        key = snapshot.version_key(game, info.seats, info.seed, info.physical, info.options)
        cache = _Cache(info.id, key, base)
        prefixes = snapshot.prefix_digests(actions)
        # the table is set up again only if no snapshot can be trusted (or one needs it)
        expected = game.state_type or type(base.get())
        found = snapshot.latest(self.store.conn, info.id, key, prefixes, base, expected)
        start, state = found or (0, base.get())
        try:
            state = fold(game, state, actions[start:])
        except BadInput:
            raise self._unreplayable(info, game, seats, actions) from None
        if save and start < len(actions):
            done = state
            self.store.best_effort(lambda db: cache.put(db, actions, done))
        return state, cache

    def _keep(self, cache: _Cache | None, db: Any, actions: Sequence[str], state: Any) -> None:
        """The snapshot of ``state``, in the caller's write transaction; a cache table
        that cannot take it (a damaged file) never stops the action."""
        if cache is not None:
            with contextlib.suppress(sqlite3.Error):
                cache.put(db, actions, state)

    def load(self, session_id: int | None) -> Loaded:
        info = self.store.session(session_id)
        return self._load(info, self.store.entries(info.id))

    def act(
        self,
        session_id: int | None,
        words: Sequence[str],
        guard: Callable[[Loaded], None] | None = None,
        actor: Actor = TABLE,
        shared: bool | None = None,
    ) -> tuple[Loaded, list[Event]]:
        """Check and record ``words``, sent by ``actor`` (the table unless a seat or an
        NPC is named): first whether that actor may send them (``lictor.rules.actors``,
        from the words and the public agenda only), then the rules. ``guard``: a caller's
        own further check, run on the state inside the same write transaction.
        ``shared``: the refusal is shown on a shared screen, so it names no hidden answer
        (default: when the table sends it; the hot seat's handed-over answers too)."""
        with self.store.write() as db:
            info = self.store.session(session_id)
            entries = self.store.entries(info.id)
            game = self._game(info)
            seats = Seats(info.seats)
            actions = effective_actions(entries, game.older_words)
            before, cache = self._state(info, game, seats, actions, save=False)
            loaded = Loaded(info, game, seats, before, tuple(actions), tuple(entries))
            may_act(loaded, actor, words)
            if guard is not None:
                guard(loaded)
            # a refusal on a shared screen names no hidden answer; a seat's is its own
            masked = actor.is_table if shared is None else shared
            over = masked and game.agenda(loaded.state).over
            with hidden_refusal(game, words if masked else [], loaded.seats, over):
                check_numbers(game, words)
                action = game.parse(loaded.state, words)
                state, events = apply_checked(game, loaded.state, action)
                refuse_unused_words(game, loaded.state, words, state, events)
            text = game.text(action)
            self.store.append(db, info.id, "act", {"words": text, "actor": actor.key()})
            self._keep(cache, db, [*actions, text], state)
        after = Loaded(info, game, loaded.seats, state, (*loaded.actions, text), loaded.entries)
        return after, events

    def undo(self, session_id: int | None, at: int | None = None) -> tuple[Loaded, str]:
        """Take back the latest act, amend or redo whole. ``at``: the number of the latest
        action as the typist saw it; refused as stale if the log has moved since."""
        return self._step(session_id, "undo", at)

    def redo(self, session_id: int | None, at: int | None = None) -> tuple[Loaded, str]:
        """Bring back what the latest undo took back. ``at`` as for ``undo``."""
        return self._step(session_id, "redo", at)

    def _step(self, session_id: int | None, kind: str, at: int | None) -> tuple[Loaded, str]:
        with self.store.write() as db:
            info = self.store.session(session_id)
            entries = self.store.entries(info.id)
            line = timeline(entries, self.games(info.game).older_words)
            latest = len(line.live)
            if at is not None and at > len(entries):  # no log ever showed that number
                raise BadInput(
                    t(
                        "{command} {at}: the log has no action #{at} (the latest is "
                        "#{latest}; run `lictor referee log`)",
                        command=kind,
                        at=at,
                        latest=latest,
                    )
                )
            if at is not None and at != latest:
                raise BadInput(
                    t(
                        "{command} {at}: stale - the latest action is now #{latest} (the log "
                        "changed since; run `lictor referee log` and try again)",
                        command=kind,
                        at=at,
                        latest=latest,
                    )
                )
            what = line.undo() if kind == "undo" else line.redo()
            if what is None:
                raise BadInput(t("nothing to undo") if kind == "undo" else t("nothing to redo"))
            self.store.append(
                db, info.id, kind, {"index": latest, "words": what, "actor": TABLE.key()}
            )
            probe = [
                *entries,
                Entry(0, "undo" if kind == "undo" else "redo", what, latest, (), TABLE.key()),
            ]
        loaded = self._load(info, probe)
        said = (
            t("undone: {action}", action=what)
            if kind == "undo"
            else t("redone: {action}", action=what)
        )
        return loaded, said

    def amend(
        self,
        session_id: int | None,
        n: int,
        words: Sequence[str],
        force: bool,
        guard: Callable[[Loaded], None] | None = None,
        actor: Actor = TABLE,
        simultaneous: bool = False,
    ) -> tuple[Loaded, list[tuple[int, str, str]]]:
        """Replace action ``n``, sent by ``actor`` (the table unless a seat is named).
        ``guard``: as for ``act``, a caller's own check, run on the log inside the same
        write transaction (a seat changing its unrevealed secret). ``simultaneous``: the
        caller has checked that the later secrets are the same round's answers, independent
        of action ``n`` (``lictor.web.change``), so they do not bar the amend."""
        with self.store.write() as db:
            info = self.store.session(session_id)
            loaded = self._load(info, self.store.entries(info.id), save=False)
            if guard is not None:
                guard(loaded)
            actions = list(loaded.actions)
            if not 1 <= n <= len(actions):
                raise BadInput(
                    t("amend {n}: the log has actions 1 to {last}", n=n, last=len(actions))
                )
            game = loaded.game
            unseen_by(loaded, actor, n, simultaneous)
            prefix_state, cache = self._state(info, game, loaded.seats, actions[: n - 1], False)
            then = Loaded(info, game, loaded.seats, prefix_state, tuple(actions[: n - 1]), ())
            may_act(then, actor, words)
            masked = actor.is_table
            with hidden_refusal(
                game, words if masked else [], loaded.seats, game.agenda(loaded.state).over
            ):
                check_numbers(game, words)
                action = game.parse(prefix_state, words)
                # the replacement itself must be legal, and use every word
                after, events = apply_checked(game, prefix_state, action)
                refuse_unused_words(game, prefix_state, words, after, events)
            actions[n - 1] = game.text(action)
            # the first n - 1 actions are unchanged: replay from the state after them
            state, tail, dropped = lenient_from(game, prefix_state, actions[n - 1 :], n - 1)
            kept = [*actions[: n - 1], *tail]
            # a dropped secret not yet revealed is named as the log shows it, masked
            shown = game.masked_log(loaded.state, list(loaded.actions))
            dropped = [
                (i, shown[i - 1], why if shown[i - 1] == was else t("a secret, not repeated"))
                for i, was, why in dropped
            ]
            if dropped and not force:
                first = dropped[0]
                raise WouldDrop(
                    tn(
                        "amend {at} would make {n} later action illegal, first #{first} "
                        "{words}: {why} (use --force to drop them; undo brings them back)",
                        "amend {at} would make {n} later actions illegal, first #{first} "
                        "{words}: {why} (use --force to drop them; undo brings them back)",
                        len(dropped),
                        at=n,
                        first=first[0],
                        words=repr(first[1]),
                        why=first[2],
                    )
                )
            self.store.append(
                db,
                info.id,
                "amend",
                {"index": n, "words": actions[n - 1], "actions": kept, "actor": TABLE.key()},
            )
            self._keep(cache, db, kept, state)
        entries = self.store.entries(info.id)
        return Loaded(info, game, loaded.seats, state, tuple(kept), tuple(entries)), dropped

    def load_for_log(self, session_id: int | None) -> tuple[Loaded, Broken | None]:
        """The session as far as its log replays, and the first entry that does not
        (its action's number, its words, why): `log` still shows a log one edited entry
        broke, so the table can see what to repair."""
        info = self.store.session(session_id)
        entries = self.store.entries(info.id, lenient=True)
        game = self._game(info)
        seats = Seats(info.seats)
        actions = effective_actions(entries, game.older_words)
        state, broken = _replayed(
            game, setup(game, seats, info.seed, info.physical, info.options), actions
        )
        kept = tuple(actions if broken is None else actions[: broken.n - 1])
        return Loaded(info, game, seats, state, kept, tuple(entries)), broken

    def _unreplayable(
        self, info: SessionInfo, game: Game[Any, Any], seats: Seats, actions: Sequence[str]
    ) -> BadInput:
        """The one line for a stored log that no longer replays (an older lictor wrote
        it, or the file was edited): which action stops it, said as `log` shows it (a
        secret answer is not repeated), and how to mend it. Nothing is written."""
        base = setup(game, seats, info.seed, info.physical, info.options)
        _, broken = _replayed(game, base, actions)
        if broken is None:  # replayed from the start it goes through: a stale snapshot
            return BadInput(t("session {id}: its snapshots no longer match its log", id=info.id))
        return BadInput(
            t(
                "session {id}: its log no longer replays at action {n} ({words}: {why}); "
                "an older lictor recorded it, or the file was edited - `lictor referee log` "
                "shows it, `export`, a repair and `import` mend it",
                id=info.id,
                n=broken.n,
                words=broken.words,
                why=broken.why,
            )
        )

    def export(self, session_id: int | None) -> dict[str, Any]:
        """The session's log as it is stored, without replaying it: a session one
        edited entry broke can still be exported, repaired and imported (an entry that
        cannot be read keeps its stored text under ``damaged``)."""
        info = self.store.session(session_id)
        return {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "game": info.game,
            "players": dict(info.seats),
            "seed": info.seed,
            "physical": info.physical,
            "options": info.options,
            **({"lang": info.lang} if info.lang else {}),
            "entries": [
                _exported(kind, payload) for _, kind, payload in self.store.raw_entries(info.id)
            ],
        }

    def import_(self, text: str, source: str) -> int:
        data = read_export(self.games, text, source)
        with self.store.write() as db:
            cur = db.execute(
                "INSERT INTO sessions (game, seats, seed, physical, options, created) "
                "VALUES (?, ?, ?, ?, ?, strftime('%s','now'))",
                (
                    data.game,
                    json.dumps(list(data.seats.by_side)),
                    data.seed,
                    int(data.physical),
                    json.dumps(stored_options(data.options, data.lang)),
                ),
            )
            new_id = int(cur.lastrowid or 0)
            for e in data.entries:
                self.store.append(
                    db,
                    new_id,
                    e.kind,
                    {
                        "words": e.words,
                        "index": e.index,
                        "actions": list(e.actions),
                        **({"actor": e.actor} if e.actor else {}),
                    },
                )
        return new_id


@dataclass(frozen=True)
class Broken:
    """The first action of a log that does not replay."""

    n: int
    words: str
    why: str
    later: int  # actions after it, not shown


def _replayed(
    game: Game[Any, Any], state: Any, actions: Sequence[str]
) -> tuple[Any, Broken | None]:
    """The state as far as ``actions`` replay from ``state``, and the first that does not
    (a secret answer shown as `log` shows it, its refusal not repeated)."""
    for n, words in enumerate(actions, 1):
        try:
            state = fold(game, state, [words])
        except BadInput as exc:
            hidden = is_hidden(game, words.split())
            shown = " ".join(words.split()[:2]) + " ?" if hidden else words
            why = t("a secret answer, not repeated") if hidden else str(exc)
            return state, Broken(n, shown[:200], why[:300], len(actions) - n)
    return state, None


def _exported(kind: str, payload: str) -> dict[str, Any]:
    try:
        data = json.loads(payload)
        entry = {
            "kind": kind,
            "words": str(data.get("words", "")),
            "index": int(data.get("index", 0)),
            "actions": [str(a) for a in data.get("actions", ())],
            **({"actor": str(data["actor"])} if data.get("actor") else {}),
        }
    except (ValueError, TypeError, AttributeError, RecursionError):
        return {"kind": kind, "words": "", "index": 0, "actions": [], "damaged": payload}
    return entry


@dataclass(frozen=True)
class Export:
    """A session export, read and checked: it replays."""

    game: str
    seats: Seats
    seed: int
    physical: bool
    options: dict[str, Any]
    entries: tuple[Entry, ...]
    lang: str = ""


def read_export(games: GameFactory, text: str, source: str) -> Export:
    """Read a session export with the same seat and option checks as ``new``; every action
    its log ever made live must replay. Refuses, in one line, anything else."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadInput(
            t(
                "{source}:{line}: not a lictor session export ({why})",
                source=source,
                line=exc.lineno,
                why=exc.msg,
            )
        ) from exc
    except RecursionError:
        raise BadInput(
            t("{source}: not a lictor session export (nested too deeply)", source=source)
        ) from None
    except ValueError:  # a number of more than 4,300 digits (Python refuses to read it)
        raise BadInput(
            t("{source}: not a lictor session export (a number too long)", source=source)
        ) from None
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise BadInput(
            t(
                "{source}: not a lictor session export (no format: {format})",
                source=source,
                format=EXPORT_FORMAT,
            )
        )
    version = data.get("version")
    if version not in READABLE_VERSIONS:
        raise BadInput(
            t(
                "{source}: version {version} of the session export is not one this lictor "
                "reads ({versions}); update lictor",
                source=source,
                version=str(version)[:20],
                versions=", ".join(map(str, READABLE_VERSIONS)),
            )
        )
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput(
            t(
                "{source}: a lone surrogate escape ({escapes}) is not text; nothing imported",
                source=source,
                escapes="\\ud800-\\udfff",
            )
        ) from None
    game_id = _field(data, "game", str, source)
    game = games(game_id)
    players = _field(data, "players", dict, source)
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in players.items()):
        raise BadInput(t("{source}: players: each side and name is text", source=source))
    check_names(players, f"{source}: players")
    spec = ",".join(f"{side}={name}" for side, name in players.items())
    try:
        ordered = game.seat(spec)  # the export's order is the seating order
    except BadInput as exc:
        raise BadInput(f"{source}: players: {exc}") from None
    if ordered != players:
        raise BadInput(
            t(
                "{source}: players: {players} is not a seating of {game}",
                source=source,
                players=str(players),
                game=game_id,
            )
        )
    seed = _field(data, "seed", int, source)
    if not 0 <= seed < 2**63:
        raise BadInput(t("{source}: seed: expected 0 to 2**63 - 1", source=source))
    physical = _field(data, "physical", bool, source)
    raw_options = data.get("options") or {}
    if not isinstance(raw_options, dict):
        raise BadInput(t("{source}: options: expected a mapping", source=source))
    try:
        options = game.check_options(raw_options)
        game = game.for_options(options)
    except BadInput as exc:
        raise BadInput(f"{source}: options: {exc}") from None
    entries = tuple(
        _entry(i, e, source) for i, e in enumerate(_field(data, "entries", list, source))
    )
    seats = Seats(tuple(ordered.items()))
    try:
        entries = canonical_log(game, seats, seed, physical, entries, options)
    except BadInput as exc:
        raise BadInput(f"{source}: {exc}") from None
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError):
        raise BadInput(
            t("{source}: the log does not replay; nothing imported", source=source)
        ) from None
    lang = data.get("lang", "")
    if lang not in ("", *LANGUAGES):
        raise BadInput(
            t(
                "{source}: lang: {lang} is not one of {languages}",
                source=source,
                lang=repr(str(lang)[:20]),
                languages=", ".join(LANGUAGES),
            )
        )
    return Export(game_id, seats, seed, physical, options, entries, lang)


T = TypeVar("T")


def _field(data: dict[str, Any], key: str, kind: type[T], source: str) -> T:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        if key not in data:
            raise BadInput(t("{source}: {key}: missing", source=source, key=key))
        raise BadInput(
            t("{source}: {key}: expected {kind}", source=source, key=key, kind=kind.__name__)
        )
    return value


def _entry(i: int, e: Any, source: str) -> Entry:
    at = f"{source}: entries[{i}]"
    if not isinstance(e, dict):
        raise BadInput(t("{at}: expected a mapping", at=at))
    kind = e.get("kind")
    if kind not in KINDS:
        raise BadInput(t("{at}.kind: unknown kind {kind}", at=at, kind=repr(str(kind)[:40])))
    words, index, actions = e.get("words", ""), e.get("index", 0), e.get("actions", [])
    if not isinstance(words, str) or not isinstance(index, int) or isinstance(index, bool):
        raise BadInput(t("{at}: words is text and index a whole number", at=at))
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise BadInput(t("{at}.actions: expected a list of texts", at=at))
    if kind == "amend" and not 1 <= index <= len(actions):
        raise BadInput(t("{at}.index: expected 1 to {n}", at=at, n=len(actions)))
    actor = e.get("actor", "")
    if not isinstance(actor, str) or (actor and Actor.read(actor) is None):
        raise BadInput(t("{at}.actor: expected table, seat:NAME or npc:NAME", at=at))
    return Entry(i + 1, kind, words, index, tuple(actions), actor)
