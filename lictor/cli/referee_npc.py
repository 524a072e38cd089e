"""The referee plays its NPC seats: ``new --npc`` seats them, ``next`` applies (or, with
``--confirm-npc``, first proposes) each NPC's decision when its turn comes, and says why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from lictor.i18n import t
from lictor.rules.game import Game, Seats
from lictor.rules.npc import Decision, play_due, reasons, said_decision
from lictor.rules.referee import Loaded, Referee


def npc_seating(game: Game[object, object], players: str, npcs: str) -> tuple[str, list[str]]:
    """``--players Ann --npc Rufus,Cato``: the whole seating and the NPC names (refused,
    one line, if the game plays no NPCs or the names clash)."""
    return game.with_npcs(players, npcs)


def play_npcs(
    referee: Referee,
    session: int | None,
    loaded: Loaded,
    confirm: bool,
    say: Callable[[str], None] = click.echo,
) -> Loaded:
    """Apply each NPC decision due now, printing it with its reasons, until the game waits
    on a person (or the table). ``confirm``: propose the first and stop; running ``next``
    without it applies it, `act` (or `amend` later) overrides it."""
    loaded, played, proposed = play_due(referee, session, loaded, confirm)
    for p in played:
        say(p.shown())
        for text in p.events:
            say(f"  {text}")
    if proposed is not None:
        say(t("NPC proposes - {shown}", shown=proposed.shown()))
        say(t("  (apply it: `lictor referee next`; override it: `lictor referee act ...`)"))
    return loaded


def said(player: str, decision: Decision) -> str:
    """``Rufus: nominate Rufus gallia - the highest-value Province ...``, in the language
    now spoken (the action's words stay as typed: in backticks in Italian)."""
    return said_decision(player, decision)


def npc_reasons(
    game: Game[Any, Any], seats: Seats, before: Any, words: str, shown: str
) -> dict[str, Any]:
    """For the log: the NPC an action was the turn of and its policy's reasons
    (``because``, lictor.rules.npc.reasons); nothing for a secret still masked."""
    if shown != words:
        return {}
    return reasons(game, before, words, seats)


def npc_hint(loaded: Loaded, say: Callable[[str], None] = click.echo) -> None:
    """When the game waits on an NPC: say that `next` plays it."""
    turn = loaded.game.npc_turn(loaded.state)
    if turn is not None:
        say(t("({npc} is an NPC Senator: `lictor referee next` plays its answer)", npc=turn[0]))


def npc_proposal(loaded: Loaded) -> dict[str, Any] | None:
    """For `next --json`: the NPC answer `next` would apply now (None: none due; a secret
    answer names only its player)."""
    turn = loaded.game.npc_turn(loaded.state)
    if turn is None:
        return None
    player, decision = turn
    if loaded.game.is_secret(loaded.game.parse(loaded.state, decision.action.split())):
        return {"player": player, "secret": True}
    return {"player": player, "action": decision.action, "because": list(decision.because)}
