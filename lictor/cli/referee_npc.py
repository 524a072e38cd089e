"""The referee plays its NPC seats: ``new --npc`` seats them, ``next`` applies (or, with
``--confirm-npc``, first proposes) each NPC's decision when its turn comes, and says why."""

from __future__ import annotations

from collections.abc import Callable

import click

from lictor.rules.actors import npc
from lictor.rules.game import Game
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
        shown = f"{player} has answered in secret" if secret else decision.said(player)
        if confirm:
            say(f"NPC proposes - {shown}")
            say("  (apply it: `lictor referee next`; override it: `lictor referee act ...`)")
            return loaded
        loaded, events = referee.act(session, decision.action.split(), actor=npc(player))
        say(shown)
        for e in events:
            say(f"  {e.text}")
    return loaded
