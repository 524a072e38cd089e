"""The Historical variant joins a session: its options (``--variant historical``,
``--actions N``) checked, its one player's three Familiae, and who may act (the one player,
for every Familia: a co-operative game keeps no secrets from its only player)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Historical, State
from lictor.rules.actors import Authority, Who
from lictor.rules.game import Seats

VARIANTS = ("historical",)


def historical_options(board: Board, options: Mapping[str, Any]) -> dict[str, Any]:
    """``variant`` and ``actions`` checked: ``{}`` for a game without the variant."""
    variants = sorted({str(v).strip().lower() for v in options.get("variant") or ()})
    for v in variants:
        if v not in VARIANTS:
            raise BadInput(
                f"--variant: {v!r} is not a variant of Carta Imperia (variants: "
                f"{', '.join(VARIANTS)})"
            )
    actions = options.get("actions")
    if not variants:
        if actions is not None:
            raise BadInput(
                "--actions: only the Historical variant shares Actions (--variant historical)"
            )
        return {}
    most = board.solo.actions
    out: dict[str, Any] = {"variant": variants}
    if actions is not None:
        if isinstance(actions, bool) or not isinstance(actions, int) or not 1 <= actions <= most:
            raise BadInput(
                f"--actions: the Familiae share 1 to {most} Actions an Era (fewer is harder), "
                f"got {actions!r}"
            )
        out["actions"] = actions
    return out


def historical_variant(board: Board, seats: Seats, options: Mapping[str, Any]) -> Historical | None:
    """The variant's settings for this table, or None; a table of the wrong size refused."""
    players = [p for _, p in seats.by_side]
    if "historical" not in (options.get("variant") or ()):
        if len(players) < 3:
            raise BadInput(
                f"--players: Carta Imperia is for 3 to 6 players, got {len(players)} "
                "(one player: --variant historical)"
            )
        return None
    if len(players) != 1:
        raise BadInput(
            f"--variant historical: one player runs the {board.solo.familiae} Familiae, "
            f"got {len(players)} players"
        )
    name = players[0]
    if name in board.solo.names[: board.solo.familiae]:
        raise BadInput(f"--players: {name!r} is a Familia's name in the Historical variant")
    return Historical(
        name,
        int(options.get("actions") or board.solo.actions),
        board.solo.kinds,
        board.solo.share_price,
    )


def historical_authority(state: State, auth: Authority) -> Authority:
    """Every Familia's actions are the one player's, whenever the rules allow them (the
    verbs check whose turn it is); the table's tools stay the table's."""
    h = state.historical
    assert h is not None
    if auth.who is Who.TABLE:
        return auth
    return Authority(Who.OWN, h.player)
