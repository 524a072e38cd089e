"""The Historical variant joins a session: its options (``--variant historical``,
``--actions N``) checked, its one player's three Familiae, and who may act (the one player,
for every Familia: a co-operative game keeps no secrets from its only player)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Historical, State
from lictor.i18n import t
from lictor.rules.actors import Authority, Who
from lictor.rules.game import Seats

VARIANTS = ("historical",)


def historical_options(board: Board, options: Mapping[str, Any]) -> dict[str, Any]:
    """``variant`` and ``actions`` checked: ``{}`` for a game without the variant."""
    variants = sorted({str(v).strip().lower() for v in options.get("variant") or ()})
    for v in variants:
        if v not in VARIANTS:
            raise BadInput(
                t(
                    "--variant: {v} is not a variant of Carta Imperia (variants: {join_variants})",
                    v=repr(v),
                    join_variants=", ".join(VARIANTS),
                )
            )
    actions = options.get("actions")
    if not variants:
        if actions is not None:
            raise BadInput(
                t("--actions: only the Historical variant shares Actions (--variant historical)")
            )
        return {}
    most = board.solo.actions
    out: dict[str, Any] = {"variant": variants}
    if actions is not None:
        if isinstance(actions, bool) or not isinstance(actions, int) or not 1 <= actions <= most:
            raise BadInput(
                t(
                    "--actions: the Familiae share 1 to {most} Actions an Era "
                    "(fewer is harder), got {actions}",
                    most=most,
                    actions=repr(actions),
                )
            )
        out["actions"] = actions
    player = options.get("player")
    if player is not None:
        out["player"] = str(player)
    return out


def historical_seating(
    board: Board, players: str, options: Mapping[str, Any]
) -> tuple[str, dict[str, Any]]:
    """``--variant historical --players Ann``: the Familiae take the seats, in colour
    order, and the options keep Ann's name (``player``); any other game is unchanged."""
    out = dict(options)
    if "historical" not in [str(v).strip().lower() for v in options.get("variant") or ()]:
        return players, out
    names = [p.strip() for p in players.split(",") if p.strip()]
    if len(names) != 1 or "=" in names[0]:
        raise BadInput(
            t(
                "--variant historical: one player runs the "
                "{board_solo_familiae} Familiae (--players NAME), got "
                "{players}",
                board_solo_familiae=board.solo.familiae,
                players=repr(players),
            )
        )
    familiae = board.solo.names[: board.solo.familiae]
    if names[0].lower() in {f.lower() for f in familiae}:
        raise BadInput(
            t(
                "--players: {names_0} is a Familia's name in the Historical variant",
                names_0=repr(names[0]),
            )
        )
    if not names[0].replace("-", "").replace("_", "").isalnum():
        raise BadInput(
            t(
                "--players: {names_0}: a name is one word (letters, digits, - or _)",
                names_0=repr(names[0]),
            )
        )
    out["player"] = names[0]
    return ",".join(familiae), out


def historical_variant(board: Board, seats: Seats, options: Mapping[str, Any]) -> Historical | None:
    """The variant's settings for this table, or None (its seats are its Familiae)."""
    if "historical" not in (options.get("variant") or ()):
        return None
    familiae = board.solo.names[: board.solo.familiae]
    if tuple(p for _, p in seats.by_side) != familiae:
        raise BadInput(
            t(
                "--variant historical: the seats are the Familiae "
                "{join_familiae}, played by one player (--players NAME)",
                join_familiae=", ".join(familiae),
            )
        )
    return Historical(
        str(options.get("player") or "the player"),
        int(options.get("actions") or board.solo.actions),
        board.solo.kinds,
        board.solo.share_price,
    )


def historical_authority(state: State, auth: Authority) -> Authority:
    """Each Familia's actions are its own seat's or the table's (one player runs them all,
    so nothing is private to a screen), whenever the rules allow them (the verbs check whose
    turn it is); the table's tools stay the table's."""
    if auth.who is Who.TABLE or auth.player is None:
        return auth
    return Authority(Who.OWN, auth.player)
