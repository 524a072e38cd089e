"""The referee plays its NPC seats: ``new --npc`` seats them, ``next`` applies (or, with
``--confirm-npc``, first proposes) each NPC's decision when its turn comes, and says why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from lictor.i18n import t
from lictor.rules.actors import npc
from lictor.rules.game import Game
from lictor.rules.npc import Decision
from lictor.rules.referee import Loaded, Referee

MOST = 2000  # NPC answers one `next` applies at most before it hands back to the table


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
    for _ in range(MOST):
        turn = loaded.game.npc_turn(loaded.state)
        if turn is None:
            return loaded
        player, decision = turn
        secret = loaded.game.is_secret(loaded.game.parse(loaded.state, decision.action.split()))
        shown = (
            t("{player} has answered in secret", player=player)
            if secret
            else said(player, decision)
        )
        if confirm:
            say(t("NPC proposes - {shown}", shown=shown))
            say(t("  (apply it: `lictor referee next`; override it: `lictor referee act ...`)"))
            return loaded
        loaded, events = referee.act(session, decision.action.split(), actor=npc(player))
        say(shown)
        for e in events:
            say(f"  {e.text}")
    return loaded


def said(player: str, decision: Decision) -> str:
    """``Rufus: nominate Rufus gallia - the highest-value Province ...``, in the language
    now spoken (the action's words stay as typed: in backticks in Italian)."""
    why = "; ".join(decision.because)
    if not why:
        return t("{player}: {action}", player=player, action=decision.action)
    return t("{player}: {action} - {why}", player=player, action=decision.action, why=why)


def npc_reasons(game: Game[Any, Any], before: Any, words: str, shown: str) -> dict[str, Any]:
    """For the log: the NPC an action was the turn of and its policy's reasons
    (``because``), recomputed from the state before it (the policy is pure); an action the
    table chose instead (an override, an amend) says so. Nothing for a secret still
    masked, nor for an action that was no NPC's turn."""
    turn = game.npc_turn(before)
    if turn is None or shown != words:
        return {}
    player, decision = turn
    if decision.action == words:
        return {"npc": player, "because": list(decision.because)}
    if words.split()[:1] != decision.action.split()[:1]:
        return {}
    return {
        "npc": player,
        "because": [
            t("the table's choice, overriding the NPC policy's `{action}`", action=decision.action)
        ],
    }


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
