"""An NPC Senator placing its Busts in Scenario II's setup (Scenario II: Fall of the
Republic, Setup 3; Solo & 2-Player Addenda, Dealmaking variant).

- Romanise first: a tile full of Governors on which it governs a region is Romanised, its
  own Governor kept and the rivals' removed (by NPC eXploit's first line: "First Romanise
  the most lucrative Map Tile they control if possible - remove the rival Governor with the
  most prestige");
- "NPCs will do this [enact a Reform] if the only Provinces currently available have 2
  Shields or less" (as printed): the left-topmost open Reform (NPC eXec's order);
- else a Governor on the highest-value Province it may take (shields, then the best shield
  kind, then the one closest to being Romanised, as NPC eXec ranks a nomination); still
  tied, a thumb flip (the leading Player's rule cannot part them: an empty Province taken
  changes no rival's standing).

Reconstruction: the Romanisation before the rest and which tile (the most lucrative: the
most shields of its regions), and the Governor's Province, are our readings of the Addenda's
other lists; only the Reform line is printed for this setup."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import (
    by_slug,
    decision,
    flip,
    said_value,
    to_romanise,
    value,
)
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.exec.rows import reform_row
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import tile_regions
from lictor.i18n import t
from lictor.rules.npc import Decision
from lictor.slugs import slug

SMALL = 2  # "the only Provinces currently available have 2 Shields or less"


def placement(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    places = [a for a in offers if a.verb == "place" and a.player == npc]
    romanise = [a for a in places if a.args[:1] == ("romanise",)]
    mine = [a for a in romanise if len(a.args) == 2 or a.args[2] == npc.lower()]
    if mine:
        tiles = {slug(x.name): x for x in board.tiles}

        def worth(a: Action) -> int:
            tile = tiles.get(a.args[1])
            if tile is None:
                return 0
            return sum(sum(n for _, n in r.shields) for r in tile_regions(board, s, tile))

        pick = max(mine, key=worth)
        why = [
            t(
                "it Romanises the tile it governs on first, the most lucrative one "
                "(NPC eXploit, as read for this setup: reconstruction)"
            )
        ]
        if len(pick.args) == 3:
            why.append(t("it keeps its own Governor: the rivals' are removed (NPC eXploit)"))
        return decision(pick, why)
    here = by_slug(board, s)
    governors = [(a, here[a.args[0]]) for a in places if len(a.args) == 1 and a.args[0] in here]
    reforms = [a for a in places if a.args[:1] == ("reform",)]
    if reforms and all(value(r)[0] <= SMALL for _, r in governors):
        column = {a.args[1]: sum(1 for r, _, _ in s.reforms if r == a.args[1]) for a in reforms}
        pick = min(reforms, key=lambda a: column[a.args[1]])  # offers run top to bottom
        return decision(
            pick,
            [
                t(
                    "every Province it could take has 2 shields or less: it enacts a Reform, "
                    "the left-topmost open ({row}) (Scenario II: Fall of the Republic, Setup)",
                    row=reform_row(pick.args[1]),
                )
            ],
        )
    if not governors:
        return None
    top = max(value(r) for _, r in governors)
    best = [(a, r) for a, r in governors if value(r) == top]
    a, r = best[0]
    why = [
        t(
            "a Governor on the highest-value Province it may take: {region} ({value}) "
            "(reconstruction: NPC eXec's ranking)",
            region=t(r.name),
            value=said_value(r),
        )
    ]
    if len(best) > 1:  # eXec's next tie-break: the Province closest to being Romanised
        near = {x.words(): to_romanise(board, s, y) for x, y in best}
        closest = min(near.values())
        if any(n > closest for n in near.values()):
            best = [(x, y) for x, y in best if near[x.words()] == closest]
            a, r = best[0]
            why = [
                t(
                    "a Governor on the highest-value Province it may take closest to being "
                    "Romanised: {region} ({value}) (reconstruction: NPC eXec's ranking)",
                    region=t(r.name),
                    value=said_value(r),
                )
            ]
    if len(best) > 1:
        words = flip(s, npc, [x.words() for x, _ in best])
        a = next(x for x, _ in best if x.words() == words)
        why = [
            t(
                "a Governor on one of the highest-value Provinces it may take ({value}), "
                "as close to being Romanised: {names}; a thumb flip chose {region} "
                "(reconstruction: NPC eXec's ranking)",
                value=said_value(r),
                names=t(" and ").join(t(y.name) for _, y in best),
                region=t(here[a.args[0]].name),
            )
        ]
    return decision(a, why)


def convert(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Setup 3's conversion (Dignitas into Auctoritas by Emporia, up to 3 times): as much
    as it may, by NPC eXec's "Convert Dignitas into Auctoritas" (reconstruction: the
    Addenda's eXec line read for this setup)."""
    mine = [a for a in offers if a.verb == "exchange" and a.player == npc and a.args]
    if not mine:
        return None
    most = max(mine, key=lambda a: int(a.args[0]) if a.args[0].isdigit() else -1)
    return decision(
        most,
        [
            t(
                "it converts Dignitas into Auctoritas, as much as it may (NPC eXec, read for "
                "this setup: reconstruction)"
            )
        ],
    )


POLICIES: dict[str, Policy] = {"placement": placement, "setup-convert": convert}
