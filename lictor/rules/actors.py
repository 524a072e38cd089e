"""Who sent an action, and whether they may: one check for the CLI's ``--seat``, the web's
seat pages, the admin screen and (to come) the NPC Senators.

An **actor** is a seat (a player at their own screen), the table (the shared screen: the
admin page, the CLI without ``--seat``, the hot seat before it is handed over) or an NPC
playing a seat. Each game declares, per verb, who may send it (``Who``), from the words and
the public agenda alone: the check never reads a holding, so its refusal cannot tell a
sender anything it may not see (no oracle). Whatever the game checks after it is the
sender's own business (their own holdings and the public board), or it is a consent the
other party gives on their own screen (a deal's ``agree``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Literal

from lictor.errors import BadInput
from lictor.i18n import t

Kind = Literal["seat", "table", "npc"]


@dataclass(frozen=True)
class Actor:
    """Who sends an action: ``seat`` (a player's own screen), ``table`` (the shared screen,
    the admin) or ``npc`` (a policy playing ``player``'s seat)."""

    kind: Kind
    player: str = ""

    @property
    def is_table(self) -> bool:
        return self.kind == "table"

    def key(self) -> str:
        """How the log records it: ``table``, ``seat:Ann``, ``npc:Ann``."""
        return "table" if self.is_table else f"{self.kind}:{self.player}"

    @classmethod
    def read(cls, key: str) -> Actor | None:
        """The actor a log entry names (None for an entry written before actors)."""
        if key == "table":
            return TABLE
        kind, _, player = key.partition(":")
        if kind in ("seat", "npc") and player:
            return cls(kind, player)  # type: ignore[arg-type]
        return None

    def __str__(self) -> str:
        return t("the table") if self.is_table else self.player


TABLE = Actor("table")


def seat(player: str) -> Actor:
    return Actor("seat", player)


def npc(player: str) -> Actor:
    return Actor("npc", player)


class Who(Enum):
    """Who may send a verb (a game declares one per verb)."""

    # the player the action names (or, for a verb that names none, the one the game waits
    # on; anyone's if it waits on no one), and only while the game waits on him; the
    # table too (the hot seat: one screen passed round)
    TURN = "turn"
    # the player the action names, whenever the rules allow it (a gift from his own
    # holdings, a Reform he uses); the table too
    OWN = "own"
    # the player the action names, alone: it reads his hidden holdings (a secret pick, a
    # card in hand), so a shared screen may not send it (the hot seat hands it over)
    PRIVATE = "private"
    # a proposal by the player it names to another (a deal), which the other accepts on
    # his own screen; withdrawable. Never from the table: each party answers for himself
    PROPOSE = "propose"
    # the table's tools (records of effects, corrections): the admin screen or the CLI
    TABLE = "table"


@dataclass(frozen=True)
class Authority:
    """Who may send one action: ``who``, and the player it is for (``None``: it names
    nobody, as a Historical Event drawn). ``hint``: how that player would say it."""

    who: Who
    player: str | None = None
    hint: str = ""
    other: str | None = None  # PROPOSE: the player whose consent it waits for


class NotYours(BadInput):
    """An actor tried to send what is not theirs to send (a seat for another seat, out of
    turn, a table tool from a phone; a private action from a shared screen). HTTP 403."""


class NeedsSeat(NotYours):
    """A shared screen sent a private action or a deal: ``player`` must send it on a
    screen only they see (the hot seat hands it over)."""

    def __init__(self, message: str, player: str) -> None:
        super().__init__(message)
        self.player = player


def authorize(
    auth: Authority, actor: Actor, waiting_on: Sequence[str], over: bool, words: str
) -> None:
    """Refuse ``actor`` sending ``words`` unless ``auth`` lets it. Reads only the words,
    the declared authority and the public agenda (who the game waits on, whether it is
    over): the same refusal whatever anyone holds."""
    verb = words.split()[0] if words.split() else ""
    if actor.is_table:
        if auth.who in (Who.PRIVATE, Who.PROPOSE) and auth.player is not None:
            p = auth.player
            typed = words.split()
            named = typed[1] if len(typed) > 1 else p  # as typed: a player or his side
            command = f"lictor referee act --seat {p} {verb} {named} ..."
            if auth.who is Who.PROPOSE:
                message = t(
                    "a deal is {player}'s to send on a screen only {player} sees: "
                    "`{command}`, the hot seat (`lictor referee next`) or {player}'s seat page",
                    player=p,
                    command=command,
                )
            else:
                message = t(
                    "`{verb}` is {player}'s to send on a screen only {player} sees: "
                    "`{command}`, the hot seat (`lictor referee next`) or {player}'s seat page",
                    verb=verb,
                    player=p,
                    command=command,
                )
            raise NeedsSeat(message, p)
        return
    me = actor.player
    if over:
        raise NotYours(t("the game is over"))
    if auth.who is Who.TABLE:
        raise NotYours(
            t(
                "`{verb}` is a table tool: the admin screen or the CLI without --seat sends "
                "it, {player}",
                verb=verb,
                player=me,
            )
        )
    if auth.player is None:
        if waiting_on and me not in waiting_on:
            raise NotYours(_not_your_turn(me, waiting_on))
        return
    if auth.player != me:
        hint = f" ({auth.hint})" if auth.hint else ""
        raise NotYours(
            t(
                "{player}, you may act only as yourself: `{verb}` here is {owner}'s",
                player=me,
                verb=verb,
                owner=auth.player,
            )
            + hint
        )
    if auth.who is Who.TURN and waiting_on and me not in waiting_on:
        raise NotYours(_not_your_turn(me, waiting_on))


def _not_your_turn(me: str, waiting_on: Sequence[str]) -> str:
    return t(
        "not your turn, {player}: the game waits on {waiting}",
        player=me,
        waiting=", ".join(waiting_on),
    )


def may_send(auth: Authority, actor: Actor, waiting_on: Sequence[str], over: bool) -> bool:
    """Whether ``authorize`` lets ``actor`` send an action of authority ``auth``."""
    try:
        authorize(auth, actor, waiting_on, over, "x")
    except NotYours:
        return False
    return True


def rightful(auth: Authority) -> Actor:
    """The actor an action is rightly sent as by a driver that plays every seat (a random
    playout, the lab, an NPC table): the named player's seat for a private action or a
    deal, else the table."""
    if auth.who in (Who.PRIVATE, Who.PROPOSE) and auth.player is not None:
        return seat(auth.player)
    return TABLE
