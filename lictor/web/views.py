"""What each screen shows, computed on the server for that screen alone.

The table sees what ``lictor referee status`` shows with no seat (never a secret); a seat
sees its own status (its hand, its secret choice) and, when the game waits on it, the
legal actions it may take (the list ``lictor referee actions --seat`` gives). Plain data
for the templates and the JSON endpoints; no rules and nothing of any one game here.
"""

from __future__ import annotations

import re
import tempfile
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from lictor.i18n import current
from lictor.rules.actors import seat
from lictor.rules.game import Agenda
from lictor.rules.npc import due
from lictor.rules.referee import Loaded
from lictor.rules.replay import replay_steps
from lictor.rules.visible import masked_said, options_for, status_view
from lictor.web.change import change_options, hidden_choice
from lictor.web.controls import seat_controls

RECENT = 8  # the last actions the table lists, with what they did
SEAT_RECENT = 4  # fewer on a phone


def agenda_of(loaded: Loaded) -> Agenda:
    return loaded.game.agenda(loaded.state)  # type: ignore[no-any-return]


def _status_lines(loaded: Loaded, seat: str | None) -> list[str]:
    return [str(line) for line in loaded.game.describe(status_view(loaded, seat))]


def events_of(loaded: Loaded) -> list[list[str]]:
    """The events each effective action made, in order (a replay of the whole log: the
    served table keeps these between log versions and replays only what is new)."""
    game, info = loaded.game, loaded.info
    steps = replay_steps(game, loaded.seats, info.seed, info.physical, loaded.actions, info.options)
    return [[e.text for e in events] for _, events in steps]


def recent(
    loaded: Loaded,
    events: Sequence[Sequence[str]] | None = None,
    count: int = RECENT,
    why: Mapping[int, tuple[str, Sequence[str]]] | None = None,
) -> list[dict[str, Any]]:
    """The log's last entries as the whole table may see them (unrevealed secrets
    masked), newest first: each action with its number and the events it made while it
    stands (``kind`` "act"), one taken back since (``undone``), and the undos, redos and
    amends themselves (``kind`` "undo", "redo", "amend"), so a taken-back move reads as
    taken back rather than vanishing. ``events``: each action's event texts, if known
    already (else the log is replayed)."""
    made = events_of(loaded) if events is None else events
    masked = loaded.game.masked_log(loaded.state, list(loaded.actions))
    live = [
        {"kind": "act", "n": i, "action": words, "events": list(texts)}
        for i, (words, texts) in enumerate(zip(masked, made, strict=True), 1)
    ]
    npcs = {str(n).lower(): str(n) for n in loaded.info.options.get("npc") or ()}
    for n, item in enumerate(live, 1):  # an NPC seat's action says so (`next` plays them)
        words = str(item["action"]).split()
        if len(words) > 1 and words[1].lower() in npcs:
            item["npc"] = npcs[words[1].lower()]
        shown = item["action"] == loaded.actions[n - 1]  # not masked
        if why and n in why and shown:  # its policy's reasons, as `next` said them (an
            item["npc"], because = why[n]  # answer naming nobody: the Primus' direction)
            item["because"] = list(because)
    entries = list(loaded.entries)
    if not entries or all(e.kind == "act" for e in entries):
        return live[-count:][::-1]
    return _with_undos(loaded, entries, live)[-count:][::-1]


def _hidden(loaded: Loaded, words: str) -> str:
    """A secret action taken back or brought back shows its verb and owner only."""
    return masked_said(loaded, f"x: {words}").partition(": ")[2]


def _with_undos(loaded: Loaded, entries: list[Any], live: list[dict[str, Any]]) -> list[Any]:
    """Every entry in log order: the standing actions as ``live`` has them, the others
    described (an act taken back, the undo that took it, a redo, an amend)."""
    back: list[int] = []  # entries whose change stands, latest last
    ahead: list[int] = []
    position: dict[int, int] = {}  # an act entry -> its action number when it was made
    took: dict[int, int] = {}  # an undo or redo entry -> the entry it took back or brought
    count = 0
    for e in entries:
        if e.kind == "act":
            count += 1
            position[e.seq] = count
            back.append(e.seq)
            ahead.clear()
        elif e.kind == "amend":
            count = len(e.actions)
            back.append(e.seq)
            ahead.clear()
        elif e.kind == "redo" and ahead:
            took[e.seq] = ahead.pop()
            back.append(took[e.seq])
            count += 1 if took[e.seq] in position else 0
        elif e.kind == "undo" and back:
            took[e.seq] = back.pop()
            ahead.append(took[e.seq])
            count -= 1 if took[e.seq] in position else 0
    standing = set(back)
    by_seq = {e.seq: e for e in entries}
    numbered = {item["n"]: item for item in live}

    def what(seq: int) -> str:
        e = by_seq[seq]
        text = f"amend {e.index} {e.words}" if e.kind == "amend" else e.words
        return _hidden(loaded, text)

    out: list[Any] = []
    for e in entries:
        if e.kind == "act":
            n = position[e.seq]
            if e.seq in standing and n in numbered:
                out.append(numbered[n])
            else:
                out.append({"kind": "undone", "n": n, "action": what(e.seq), "events": []})
        elif e.kind == "amend":
            out.append({"kind": "amend", "n": e.index, "action": what(e.seq), "events": []})
        elif e.seq in took:
            out.append({"kind": e.kind, "n": None, "action": what(took[e.seq]), "events": []})
    return out


def _agenda_dict(agenda: Agenda) -> dict[str, Any]:
    return {
        "over": agenda.over,
        "outcome": agenda.outcome,
        "winners": list(agenda.winners),
        "waiting_on": list(agenda.waiting_on),
        "prompt": agenda.prompt,
        "section": agenda.section,
        "secret": agenda.secret,
    }


def table_view(
    loaded: Loaded, version: int, last: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The table screen: public status, whose turn, the prompt, the last events
    (``last``: ``recent(loaded)`` if known already)."""
    agenda = agenda_of(loaded)
    return {
        "version": version,
        "session": loaded.info.id,
        "game": loaded.info.game,
        "title": loaded.game.title,
        "seats": [{"side": s, "player": p} for s, p in loaded.seats.by_side],
        "agenda": _agenda_dict(agenda),
        "status": _status_lines(loaded, None),
        "recent": recent(loaded) if last is None else last,
        "latest": len(loaded.actions),
        "npc": npc_due(loaded),
    }


def npc_due(loaded: Loaded) -> dict[str, Any] | None:
    """An NPC Senator's answer due and not applied yet (``serve --confirm-npc``, or an
    action typed at the CLI since): its line with the reasons, and (not secret) the words
    the admin applies it with."""
    if not loaded.info.options.get("npc"):
        return None
    found = due(loaded)
    if found is None:
        return None
    return {"shown": found.shown(), "words": "" if found.secret else found.decision.action}


def seat_view(
    loaded: Loaded, player: str, version: int, last: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """One seat's screen: its own status and, when the game waits on it, its choices
    (``last``: ``recent(loaded)`` if known already)."""
    agenda = agenda_of(loaded)
    side = next(s for s, p in loaded.seats.by_side if p == player)
    options = options_for(loaded, seat(player))  # its own actions, and no one else's
    controls, buttons = seat_controls(loaded, player, options, lambda w: labelled(loaded, w))
    secret = loaded.game.secret_verbs
    change = None if options else changing(loaded, player)
    return {
        "version": version,
        "session": loaded.info.id,
        "game": loaded.info.game,
        "title": loaded.game.title,
        "player": player,
        "side": side,
        "agenda": _agenda_dict(agenda),
        "your_turn": bool(options),
        "status": _status_lines(loaded, player),
        "options": options,
        "controls": controls,
        "choices": [
            {"words": w, "label": labelled(loaded, w), "secret": w.split()[0].lower() in secret}
            for w in buttons
        ],
        "recent": (recent(loaded) if last is None else last)[:SEAT_RECENT],
        "change": change,
    }


def changing(loaded: Loaded, player: str) -> dict[str, Any] | None:
    """The seat's secret choice that may still change (until the reveal): what it is and
    what it may become, as controls and buttons; None if there is none."""
    found = hidden_choice(loaded, player)
    if found is None:
        return None
    n, then = found
    others = change_options(loaded, then, player, n)
    controls, buttons = seat_controls(then, player, others, lambda w: labelled(then, w))
    return {
        "n": n,
        "label": labelled(loaded, loaded.actions[n - 1]),
        "controls": controls,
        "choices": [{"words": w, "label": labelled(then, w), "secret": True} for w in buttons],
    }


def labelled(loaded: Loaded, words: str) -> str:
    """``pick Ann draft-event-ii-1`` as printed: ``pick Ann Draft Event, Era II, no. 1``."""
    return " ".join(loaded.game.label(loaded.state, w) for w in words.split())


_PACKS: dict[str, tuple[Any, Any]] = {}
_PACKS_LOCK = threading.Lock()


def _pack(game_id: str) -> tuple[Any, Any]:
    """A built-in game's content pack and its diagrams, found once a process (reading the
    pack is most of a board's first drawing, finding the diagrams a tenth of each), by one
    thread while the others wait for them."""
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, pack_source

    with _PACKS_LOCK:
        if game_id not in _PACKS:
            _PACKS[game_id] = (load_pack(pack_source(game_id)), diagrams_of(game_id))
        return _PACKS[game_id]  # type: ignore[no-any-return]


_SVG_SIZE = re.compile(r'\s(width|height)="[^"]*"')


def board_svg(loaded: Loaded) -> str | None:
    """The position on the game's printed board, as inline SVG (the kit's drawing code);
    None for a game that does not declare a board view."""
    game = loaded.game
    view = game.board_view(loaded.state) if game.capabilities.board else None
    if view is None:
        return None
    from lictor.generators.board import board_face, write_board

    pack, diagrams = _pack(loaded.info.game)
    face, fonts = board_face(pack, view.deck, view.row, diagrams, current())
    with tempfile.TemporaryDirectory(prefix="lictor-web-") as tmp:
        out = Path(tmp) / "board.svg"
        write_board(face, fonts, out)
        text = out.read_text(encoding="utf-8")
    start = text.find("<svg")
    head_end = text.find(">", start)
    head = _SVG_SIZE.sub("", text[start:head_end])
    return f'{head} class="board" role="img">{text[head_end + 1 :]}'
