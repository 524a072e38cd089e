"""The Historical variant (Solo & 2-Player Addenda): one player runs three Familiae,
fully co-operative, racing Rome's historical expansion. What it changes, each where its
rule lives:

- Action cards (phases/era): the Familiae share ``actions`` a Era (6; ``--actions N``
  for a harder game), each choosing at most ``kinds`` (2) different ones;
- resources (phases/tools/share.py): a Legion or a Bust passes between Familiae for 1
  Dignitas, paid to the donor; Dignitas passes only by an eXtort settlement of up to Era #
  (phases/extort) and by the equal shares of conquest (among all three Familiae, the
  Generals first: phases/expand/casualties.py), so ``deal`` and ``give`` are closed;
- the end (phases/endgame): won if Rome controls every conquerable region that could
  become a purple Province, Romanised or not; else lost.

This module holds the variant's pure rulings: which regions count, which are missing, the
verdict, and the Action-card limits.

lictor's readings where the Addenda are silent (reconstruction): a region counts if it
is a non-neutral region on the front of a tile the scenario lays and some Romanised
(purple) region of that tile's back is made of it; Rome controls it when a Familia governs
it (not a rebel) or its tile is Romanised - but a region the tile may be Romanised without
(Sardinia: "You do not have to conquer Sardinia", Romanisation) counts only once governed,
Romanised tile or not (lictor's reading of "controls": Sardinia stays invadable until
taken); a Familia may choose fewer Actions than it could
(the Era's total is at most ``actions``); the verdict is given at the end of the scenario's
last Era (Era VII in the Full Game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import Historical, State
from lictor.i18n import N_, t
from lictor.rules.ruling import Line
from lictor.slugs import slug

VARIANT = N_("Solo & 2-Player Addenda, the Historical Variant")
VERDICT = ref(VARIANT, "won if Rome controls every region that could turn purple")
# the game-over line cites VERDICT whole; its section holds a comma, so it is said whole
VERDICT_CITED = N_(
    "Solo & 2-Player Addenda, the Historical Variant, won if Rome controls every region that "
    "could turn purple"
)
ACTIONS = ref(VARIANT, "6 Actions an Era shared (fewer, harder), at most 2 different a Familia")
SHARING = ref(VARIANT, "resources shared at 1 Dignitas per Legion or Bust")
DIGNITAS = ref(VARIANT, "Dignitas shared only by eXtort settlements and conquest")


@dataclass(frozen=True)
class Verdict:
    """The Historical variant's end: whether Rome won, what it still lacks, the lines."""

    won: bool
    missing: tuple[str, ...]  # the regions Rome does not control yet, in map order
    lines: tuple[Line, ...]


def purple_regions(board: Board) -> tuple[str, ...]:
    """The conquerable regions of the scenario's map that could become purple Provinces,
    in map order (reconstruction, above)."""
    eras = board.scenario.tile_eras()
    out: list[str] = []
    for tile in board.tiles:
        if tile.era not in eras:
            continue
        purple = {b for r in tile.back if r.romanised for b in r.base}
        out += [r.name for r in tile.front if not r.neutral and r.name in purple]
    return tuple(dict.fromkeys(out))


def controlled(board: Board, s: State, region: str) -> bool:
    tile = next((t for t in board.tiles if any(r.name == region for r in t.front)), None)
    if tile is not None and tile.name in s.romanised and region not in tile.optional:
        return True  # Sardinia need not be conquered to Romanise: it counts once governed
    return s.governor(region) is not None and region not in s.rebels


def missing(board: Board, s: State) -> tuple[str, ...]:
    return tuple(r for r in purple_regions(board) if not controlled(board, s, r))


def verdict(board: Board, s: State) -> Verdict:
    return judge(board, missing(board, s))


def held_regions(board: Board, governed: Sequence[str], romanised: Sequence[str]) -> set[str]:
    """The regions Rome controls, from a table's end-of-game file: the regions governed and
    every region of a tile turned purple side up but the one it needs not (Sardinia, which
    counts only if ``controlled`` names it), each name checked against the map."""
    fronts = {slug(r.name): r.name for t in board.tiles for r in t.front}
    tiles = {slug(t.name): t for t in board.tiles}
    held: set[str] = set()
    for i, name in enumerate(governed):
        if slug(name) not in fronts:
            raise BadInput(
                t(
                    "controlled[{i}]: no region {name} on the map (regions: {join_sorted_fronts})",
                    i=i,
                    name=repr(name),
                    join_sorted_fronts=", ".join(sorted(fronts)),
                )
            )
        held.add(fronts[slug(name)])
    for i, name in enumerate(romanised):
        tile = tiles.get(slug(name))
        if tile is None:
            raise BadInput(
                t(
                    "romanised[{i}]: no map tile {name} (tiles: {join_sorted_tiles})",
                    i=i,
                    name=repr(name),
                    join_sorted_tiles=", ".join(sorted(tiles)),
                )
            )
        held |= {r.name for r in tile.front if r.name not in tile.optional}
    return held


def judge(board: Board, gaps: Sequence[str]) -> Verdict:
    """Won or lost, from the regions still missing."""
    wanted = purple_regions(board)
    gaps = tuple(gaps)
    held = len(wanted) - len(gaps)
    lines = [
        Line(
            t(
                "Rome controls {held} of the {len_wanted} regions that "
                "could become purple Provinces",
                held=held,
                len_wanted=len(wanted),
            ),
            VERDICT,
            held,
        )
    ]
    if gaps:
        lines.append(
            Line(t("Still missing: {join_gaps}", join_gaps=", ".join(gaps)), VERDICT, len(gaps))
        )
        lines.append(Line(t("The Historical game is lost"), VERDICT))
    else:
        lines.append(Line(t("The Historical game is won: Rome holds them all"), VERDICT))
    return Verdict(not gaps, gaps, tuple(lines))


def actions_left(s: State) -> int:
    """The Era's shared Actions not chosen yet."""
    h = s.historical
    assert h is not None
    return h.actions - sum(len(f.actions) for f in s.players if f.name not in s.waiting)


def choice_refusal(s: State, h: Historical, name: str, cards: tuple[str, ...]) -> str:
    """Why ``name`` may not choose ``cards`` this Era ("" if it may)."""
    if len(set(cards)) != len(cards):
        return t("{name} names an Action card twice: each Familia's cards are different", name=name)
    if len(cards) > h.kinds:
        return t("a Familia plays at most {h_kinds} different Action cards", h_kinds=h.kinds)
    left = actions_left(s)
    if len(cards) > left:
        return t(
            "the Familiae share {h_actions} Actions this Era, {left} still to choose",
            h_actions=h.actions,
            left=left,
        )
    return ""
