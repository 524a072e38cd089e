"""What each screen shows, computed on the server for that screen alone.

The table sees what ``lictor referee status`` shows with no seat (never a secret); a seat
sees its own status (its hand, its secret choice) and, when the game waits on it, the
legal actions it may take (the list ``lictor referee actions --seat`` gives). Plain data
for the templates and the JSON endpoints; no rules and nothing of any one game here.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

from lictor.rules.actors import seat
from lictor.rules.game import Agenda
from lictor.rules.referee import Loaded
from lictor.rules.replay import replay_steps
from lictor.rules.visible import options_for, status_view

RECENT = 8  # the last actions the table lists, with what they did
SEAT_RECENT = 4  # fewer on a phone


def agenda_of(loaded: Loaded) -> Agenda:
    return loaded.game.agenda(loaded.state)  # type: ignore[no-any-return]


def _status_lines(loaded: Loaded, seat: str | None) -> list[str]:
    return [str(line) for line in loaded.game.describe(status_view(loaded, seat))]


def recent(loaded: Loaded) -> list[dict[str, Any]]:
    """The last actions as the whole table may see them (unrevealed secrets masked),
    newest first, each with the events it made."""
    game, info = loaded.game, loaded.info
    masked = game.masked_log(loaded.state, list(loaded.actions))
    steps = replay_steps(game, loaded.seats, info.seed, info.physical, loaded.actions, info.options)
    items = [
        {"n": i, "action": words, "events": [e.text for e in events]}
        for i, (words, (_, events)) in enumerate(zip(masked, steps, strict=True), 1)
    ]
    return items[-RECENT:][::-1]


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


def table_view(loaded: Loaded, version: int) -> dict[str, Any]:
    """The table screen: public status, whose turn, the prompt, the last events."""
    agenda = agenda_of(loaded)
    return {
        "version": version,
        "session": loaded.info.id,
        "game": loaded.info.game,
        "title": loaded.game.title,
        "seats": [{"side": s, "player": p} for s, p in loaded.seats.by_side],
        "agenda": _agenda_dict(agenda),
        "status": _status_lines(loaded, None),
        "recent": recent(loaded),
        "latest": len(loaded.actions),
    }


def seat_view(loaded: Loaded, player: str, version: int) -> dict[str, Any]:
    """One seat's screen: its own status and, when the game waits on it, its choices."""
    agenda = agenda_of(loaded)
    side = next(s for s, p in loaded.seats.by_side if p == player)
    options = options_for(loaded, seat(player))  # its own actions, and no one else's
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
        "choices": [{"words": w, "label": labelled(loaded, w)} for w in options],
        "recent": recent(loaded)[:SEAT_RECENT],
    }


def labelled(loaded: Loaded, words: str) -> str:
    """``pick Ann draft-event-ii-1`` as printed: ``pick Ann Draft Event, Era II, no. 1``."""
    return " ".join(loaded.game.label(loaded.state, w) for w in words.split())


_SVG_SIZE = re.compile(r'\s(width|height)="[^"]*"')


def board_svg(loaded: Loaded) -> str | None:
    """The position on the game's printed board, as inline SVG (the kit's drawing code);
    None for a game that does not declare a board view."""
    game = loaded.game
    view = game.board_view(loaded.state) if game.capabilities.board else None
    if view is None:
        return None
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, pack_source
    from lictor.generators.board import board_face, write_board

    pack = load_pack(pack_source(loaded.info.game))
    face, fonts = board_face(pack, view.deck, view.row, diagrams_of(loaded.info.game))
    with tempfile.TemporaryDirectory(prefix="lictor-web-") as tmp:
        out = Path(tmp) / "board.svg"
        write_board(face, fonts, out)
        text = out.read_text(encoding="utf-8")
    start = text.find("<svg")
    head_end = text.find(">", start)
    head = _SVG_SIZE.sub("", text[start:head_end])
    return f'{head} class="board" role="img">{text[head_end + 1 :]}'
