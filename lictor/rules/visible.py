"""What a screen may show: which seat is asking, whose secret an action is, and the legal
actions with every other seat's secrets left out.

Generic over games: a secret action's second word names its owner, a player or a side
(``card rome 3``, ``pick Ann fabian``), as every refereed game writes them.
"""

from __future__ import annotations

import re
from typing import Any

from lictor.errors import BadInput
from lictor.i18n import current, t
from lictor.rules.actors import TABLE, Actor, may_send, seat
from lictor.rules.referee import Loaded


def labelled(loaded: Loaded, text: str) -> str:
    """Action words with each card id's printed name beside it (``pick Ann
    draft-event-ii-1 (Draft Event, Era II, no. 1, a blank write-in card)``); the words
    themselves stay as `act` takes them."""
    shown = []
    for word in text.split():
        name = loaded.game.label(loaded.state, word)
        shown.append(f"{word} ({name})" if name != word else word)
    return " ".join(shown)


def offered(loaded: Loaded, text: str) -> str:
    """A legal action as offered now: its words labelled, and what it does where the
    game says so (``move blue-3 5 A19 - blue-3: 5 forward along the inside to A19``)."""
    said = loaded.game.says(loaded.state, text)
    return labelled(loaded, text) + (f" - {said}" if said else "")


ID = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b")


def labelled_text(loaded: Loaded, text: str) -> str:
    """A sentence (an event, a prompt) with each card id in it followed by its printed
    name; other words untouched."""

    def one(m: re.Match[str]) -> str:
        name = loaded.game.label(loaded.state, m.group(0))
        return m.group(0) if name == m.group(0) else f"{m.group(0)} ({name})"

    return ID.sub(one, text)


def said_side(side: str) -> str:
    """A side's key (``carthage``) as the kit of the language now spoken prints it
    (``Cartagine``), where the catalogue has its name; the key itself otherwise."""
    name = side.replace("-", " ").title()
    return current()(name) if current().lang != "en" and current().has(name) else side


def seat_names(loaded: Loaded) -> list[str]:
    return [player for _, player in loaded.seats.by_side]


def known_seat(loaded: Loaded, seat: str | None) -> str | None:
    """``--seat``: a player's name or side (any case), as the player's name; one line
    naming the seats if there is no such seat."""
    if seat is None:
        return None
    for side, player in loaded.seats.by_side:
        if seat.strip().lower() in (side.lower(), player.lower()):
            return player
    seats = ", ".join(f"{player} ({side})" for side, player in loaded.seats.by_side)
    raise BadInput(
        t("--seat {seat}: no such seat in this session (seats: {seats})", seat=seat, seats=seats)
    )


def owner(loaded: Loaded, text: str) -> str | None:
    """The player whose secret the action ``text`` is (its second word, a name or a side)."""
    parts = text.split()
    if len(parts) < 2:
        return None
    word = parts[1].lower()
    for side, player in loaded.seats.by_side:
        if word in (side.lower(), player.lower()):
            return player
    return None


def secret_options(loaded: Loaded, player: str) -> list[str]:
    """The secret answers ``player`` may give now, as `act` words."""
    game = loaded.game
    out: list[str] = []
    for a in game.legal_actions(loaded.state):
        text = game.text(a)
        if game.is_secret(a) and owner(loaded, text) == player and text not in out:
            out.append(text)
    return out


def options_for(loaded: Loaded, actor: Actor) -> list[str]:
    """The legal actions ``actor`` may send now (every one a string `act` accepts), as
    the kernel's one check decides (``lictor.rules.actors``): a seat's own, the table's
    (never a private action or another seat's secret), none offered only because another
    seat holds a hidden card."""
    game = loaded.game
    agenda = game.agenda(loaded.state)
    if agenda.over:
        return []
    words: list[str] = []
    for a in game.legal_actions(loaded.state):
        text = game.text(a)
        if text in words:
            continue
        auth = game.authority(loaded.state, loaded.seats, text.split())
        if not may_send(auth, actor, agenda.waiting_on, agenda.over):
            continue
        mine = not actor.is_table and owner(loaded, text) == actor.player
        if (game.is_secret(a) or game.reveals(loaded.state, a)) and not mine:
            continue  # another seat's secret, or offered only because he holds a card
        words.append(text)
    return words


def public_options(loaded: Loaded, who: str | None) -> tuple[list[str], list[str]]:
    """The legal actions the seat ``who`` (None: the table) may send now, and the players
    who owe a secret answer, in seating order."""
    game = loaded.game
    owing: set[str] = set()
    for a in game.legal_actions(loaded.state):
        if game.is_secret(a):
            p = owner(loaded, game.text(a))
            if p is not None:
                owing.add(p)
    words = options_for(loaded, TABLE if who is None else seat(who))
    return words, [p for p in seat_names(loaded) if p in owing]


def common_words(options: list[str]) -> list[str]:
    """The words every option starts with (``card rome`` of ``card rome 1``, ``card rome
    4``), never the whole of one."""
    if not options:
        return []
    split = [o.split() for o in options]
    n = min(len(s) for s in split) - 1
    prefix: list[str] = []
    for i in range(max(n, 0)):
        word = split[0][i]
        if all(s[i] == word for s in split):
            prefix.append(word)
        else:
            break
    return prefix


def describe_secret(loaded: Loaded, player: str) -> dict[str, Any]:
    """What the hot seat shows ``player`` alone: the words to prepend and the choices."""
    options = secret_options(loaded, player)
    prefix = common_words(options)
    rest = [" ".join(o.split()[len(prefix) :]) for o in options]
    return {"prefix": prefix, "choices": rest}


def masked_said(loaded: Loaded, said: str) -> str:
    """``undone: pick Ann X`` -> ``undone: pick Ann ?`` (and ``undone: amend 3 pick Ann X``
    -> ``undone: amend 3 pick Ann ?``): a secret stays secret on screen."""
    head, _, words = said.partition(": ")
    w = words.split()
    keep = 0
    if w[:1] == ["amend"] and len(w) > 1:  # an amend taken back or brought back: `amend N ...`
        keep = 2
    if len(w) > keep and w[keep].lower() in loaded.game.secret_verbs:
        return f"{head}: {' '.join(w[: keep + 2])} ?"
    return said


def status_view(loaded: Loaded, seat: str | None) -> dict[str, Any]:
    """What `status` shows ``seat`` (None: the whole table): the agenda's public fields
    and the game's own status for that seat. One view for the CLI and the web pages."""
    agenda = loaded.game.agenda(loaded.state)
    return {
        "session": loaded.info.id,
        "game": loaded.info.game,
        "over": agenda.over,
        "outcome": agenda.outcome,
        "winners": list(agenda.winners),
        "waiting_on": list(agenda.waiting_on),
        "prompt": agenda.prompt,
        "seat": seat,
        **loaded.game.status(loaded.state, seat),
    }
