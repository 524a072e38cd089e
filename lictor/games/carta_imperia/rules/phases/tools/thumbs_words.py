"""A deal with an NPC Senator in words, for ``lictor resolve carta-imperia thumbs`` (no
session): ``dignitas:2``, ``legions:2``, ``busts:1``, ``join:2`` (Legions brought to the NPC's
campaign under the player's own Standard), ``governorship:volsci`` (or ``governorship:3``,
its Status), ``support``, ``votes``, ``campaign-dignitas[:N]``; a
region's endgame Status and a campaign's reward read from the map."""

from __future__ import annotations

from collections.abc import Iterable

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.phases.tools.thumbs import DEMAND_KINDS, GIVE_KINDS, Item
from lictor.i18n import t
from lictor.slugs import slug

COUNTED = ("dignitas", "legions", "busts", "join")  # join:N, the Legions brought to its campaign
ALIASES = {"legion": "legions", "bust": "busts", "governor": "governorship"}


def status_of(region: Region) -> int:
    """Endgame Status: 1 per shield, 2 once Romanised (Game End & Victory)."""
    return region.strength * (2 if region.romanised else 1)


def governorship_status(region: Region) -> int:
    """A Governorship's endgame Status in the Thumbs: its shields' Status plus its Emporia's
    (Game End & Victory: a Governor gains the number of Emporia he controls, squared).
    lictor's reading (reconstruction): the square depends on every Emporium the holder
    controls, which a deal's value does not know, so the Province's own Emporia are counted
    as if alone (1 Emporium: +1)."""
    return status_of(region) + region.emporia**2


def find_region(board: Board, text: str, where: str) -> Region:
    """A region by name: its front (un-Romanised) side first, then a Romanised one."""
    key = slug(text)
    tiles = board.pack_tiles or board.tiles
    for back in (False, True):
        for tile in tiles:
            for r in tile.back if back else tile.front:
                if slug(r.name) == key and not r.neutral:
                    return r
    names = sorted({slug(r.name) for tile in tiles for r in tile.front if not r.neutral})
    raise BadInput(
        t(
            "{where}: no region {text} on the map (regions: {join_names})",
            where=where,
            text=repr(text),
            join_names=", ".join(names),
        )
    )


def parse_item(board: Board, text: str, side: str) -> Item:
    """One ``--give`` / ``--demand`` word: ``KIND[:VALUE]``."""
    where = f"--{side} {text}"
    kind, _, value = text.strip().lower().partition(":")
    kind = ALIASES.get(kind, kind)
    kinds = GIVE_KINDS if side == "give" else DEMAND_KINDS
    if kind not in kinds:
        raise BadInput(
            t(
                "{where}: not something to {side} (say {join_kinds})",
                where=where,
                side=side,
                join_kinds=", ".join(kinds),
            )
        )
    if kind in COUNTED:
        if not value.isdigit() or int(value) < 1:
            raise BadInput(
                t("{where}: say {kind}:N with N a whole number, 1 or more", where=where, kind=kind)
            )
        return Item(kind, int(value))
    if kind == "governorship":
        if not value:
            raise BadInput(
                t("{where}: say governorship:REGION or governorship:STATUS", where=where)
            )
        if value.isdigit():
            return Item(kind, province=t("a Province of Status {n}", n=value), status=int(value))
        r = find_region(board, value, where)
        return Item(kind, province=r.name, status=governorship_status(r))
    if kind == "campaign-dignitas":
        if value and not value.isdigit():
            raise BadInput(t("{where}: say campaign-dignitas or campaign-dignitas:N", where=where))
        return Item(kind, int(value or 0))
    if value:
        raise BadInput(t("{where}: {kind} takes no value", where=where, kind=kind))
    return Item(kind)


def parse_items(board: Board, texts: Iterable[str], side: str) -> tuple[Item, ...]:
    out = []
    for text in texts:
        for part in text.split(","):
            if part.strip():
                out.append(parse_item(board, part, side))
    return tuple(out)


def region_or_number(board: Board, text: str, where: str) -> tuple[str, int]:
    """``volsci`` -> (Volsci, its Status / shields); ``3`` -> (a name, 3)."""
    if text.strip().isdigit():
        return "", int(text)
    r = find_region(board, text, where)
    return r.name, governorship_status(r)


def parse_prestiges(text: str, where: str) -> tuple[tuple[str, int], ...]:
    """``9,7`` or ``Cato=9,Ben=7``: the other rivals' Prestige."""
    out = []
    for i, part in enumerate(p.strip() for p in text.split(",") if p.strip()):
        name, sep, n = part.rpartition("=")
        if not n.isdigit():
            raise BadInput(
                t(
                    "{where}: {part} should be a Prestige (9) or NAME=9",
                    where=where,
                    part=repr(part),
                )
            )
        out.append((name.strip() if sep else t("rival {n}", n=i + 1), int(n)))
    return tuple(out)
