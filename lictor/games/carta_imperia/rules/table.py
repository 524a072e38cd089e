"""Small pure helpers over a Carta Imperia ``State``: orders, the map, payments.

Each raises ``Refuse`` (turned into a ``Violation`` by the game) when the rules forbid
what was asked, naming the rulebook section.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from lictor.games.carta_imperia.rules import INPUT, cited, ref
from lictor.games.carta_imperia.rules.board import Board, Region, Tile
from lictor.games.carta_imperia.rules.payment import mixes, paid
from lictor.games.carta_imperia.rules.state import Battle, Due, Familia, General, State
from lictor.i18n import N_, t
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef


class Refuse(Exception):
    def __init__(self, code: str, message: str, rule: RuleRef, hint: str = "") -> None:
        super().__init__(message)
        self.code, self.message, self.rule, self.hint = code, message, rule, hint


PRESTIGE = ref("Prestige", "paying Prestige")


# a Familia's holdings as a refusal names them (`Ann has 0 dignitas, cannot lose 1`)
HOLDINGS = {
    "dignitas": N_("dignitas"),
    "auctoritas": N_("auctoritas"),
    "legions": N_("legions"),
    "private": N_("private"),
    "professional": N_("professional"),
    "reserve": N_("reserve"),
    "stock": N_("stock"),
    "draft_count": N_("draft count"),
    "allied_supply": N_("allied supply"),
    "reforms": N_("reforms"),
    "social_war": N_("social war"),
}


def primus_order(s: State) -> tuple[str, ...]:
    """Every player, starting with the Primus, round the table the way the Primus chose."""
    names = list(s.names)
    if not s.primus:
        return tuple(names)
    i = names.index(s.primus)
    seq = names[i:] + names[:i]
    if s.direction == "right":
        seq = [seq[0], *reversed(seq[1:])]
    return tuple(seq)


def reverse_prestige(s: State, names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Least Prestige first; ties in Primus Order (the Primus's call, recorded as this)."""
    order = primus_order(s)
    return tuple(sorted(names, key=lambda n: (s.familia(n).prestige, order.index(n))))


def with_familia(s: State, name: str, **changes: Any) -> State:
    players = s.players
    for i, f in enumerate(players):
        if f.name == name:  # one Familia changes: the others are kept as they are
            players = (*players[:i], replace(f, **changes), *players[i + 1 :])
            break
    return replace(s, players=players)


def add(s: State, name: str, **deltas: int) -> State:
    f = s.familia(name)
    changes = {k: getattr(f, k) + v for k, v in deltas.items()}
    for k, v in changes.items():
        if v < 0:
            raise Refuse(
                "negative",
                t(
                    "{name} has {held} {what}, cannot lose {lost}",
                    name=name,
                    held=getattr(f, k),
                    what=t(HOLDINGS.get(k, k.replace("_", " "))),
                    lost=-deltas[k],
                ),
                INPUT,
            )
    return with_familia(s, name, **changes)


def pay_prestige(s: State, name: str, amount: int, rule: RuleRef) -> tuple[State, str]:
    """Pay ``amount`` Prestige (Prestige: Dignitas, Auctoritas or a mixture, the payer's
    choice). The default mix - Dignitas first - is applied now; when another mix is
    possible the payment is left ``due`` and the payer is asked (``pay``) before play goes
    on."""
    f = s.familia(name)
    if amount <= 0:
        return s, t("nothing")
    options = mixes(f, amount)
    if not options:
        raise Refuse(
            "cannot-pay",
            t(
                "{name} cannot pay {amount} Prestige (has {prestige}: {dignitas} Dignitas, "
                "{auctoritas} Auctoritas)",
                name=name,
                amount=amount,
                prestige=f.prestige,
                dignitas=f.dignitas,
                auctoritas=f.auctoritas,
            ),
            rule,
        )
    mix = options[0]
    dignitas, auctoritas = paid(f, mix)
    s = with_familia(s, name, dignitas=dignitas, auctoritas=auctoritas)
    if len(options) == 1:
        return s, mix.text()
    due = Due(name, amount, cited(rule), (mix.dignitas, mix.auctoritas, mix.change))
    return replace(s, due=due), t(
        "{amount} Prestige ({name} chooses how)", amount=amount, name=name
    )


def lose(s: State, name: str, what: str, amount: int) -> tuple[State, int]:
    """Lose up to ``amount`` (never below zero): how much was really lost."""
    f = s.familia(name)
    n = min(getattr(f, what), amount)
    return with_familia(s, name, **{what: getattr(f, what) - n}), n


def set_governor(s: State, province: str, player: str | None, waits: bool = True) -> State:
    """``province``'s Governor is ``player`` (None: it is left without one). A Province
    whose Governor leaves it, however he is lost, is kept in ``State.emptied``: if it is
    Romanised it stays Roman land, empty until the next election, where it is the first
    nominated (II. eXec's one rule for an empty Romanised Province, read for every way of
    emptying it - lictor's reading; never a campaign target: IV. eXpand, Roman territory).
    ``waits=False``: a Province that must be reconquered instead (Rebellions) or a region
    folded away by Romanisation."""
    govs = [(p, w) for p, w in s.governors if p != province]
    if player is not None:
        govs.append((province, player))
        if province in s.emptied:  # governed again: no longer the first to be nominated
            s = replace(s, emptied=tuple(e for e in s.emptied if e != province))
    elif waits and s.governor(province) is not None and province not in s.emptied:
        s = replace(s, emptied=(*s.emptied, province))
    return replace(s, governors=tuple(sorted(govs)))


def set_general(s: State, g: General) -> State:
    return replace(s, generals=tuple(g if x.name == g.name else x for x in s.generals))


def battles_with(s: State, i: int, b: Battle) -> tuple[Battle, ...]:
    """The Era's battles with battle ``i`` replaced by ``b``."""
    return tuple(b if j == i else x for j, x in enumerate(s.battles))


def committed(s: State, b: Battle, name: str) -> int:
    """The Legions a General commits to a battle: all, less any held in Tactical Reserve."""
    g = s.general(name)
    return 0 if g is None else g.legions - dict(b.held).get(name, 0)


_REGIONS: dict[tuple[int, tuple[str, ...], tuple[str, ...]], tuple[Board, Mapping[str, Region]]]
_REGIONS = {}


def regions(board: Board, s: State) -> Mapping[str, Region]:
    """The regions on the table now: each placed tile, Romanised side up if flipped; where
    a placed tile lies over another (Map Tiles: Cyrenaica over Carthage / Africa
    Proconsularis), the regions it covers are its own, whichever side the tile below shows.

    The map changes only when a tile is laid or Romanised, so the answer is kept per
    (board, tiles, Romanised tiles); it is read-only (a ``Mapping``) for that reason."""
    key = (id(board), s.tiles, s.romanised)
    hit = _REGIONS.get(key)
    if hit is not None and hit[0] is board:
        return hit[1]
    out: dict[str, Region] = {}
    for tile in board.tiles:
        if tile.name in s.tiles:
            for r in tile_regions(board, s, tile):
                out[r.name] = r
    if len(_REGIONS) >= 512:
        _REGIONS.clear()
    _REGIONS[key] = (board, MappingProxyType(out))
    return _REGIONS[key][1]


def tile_regions(board: Board, s: State, tile: Tile) -> tuple[Region, ...]:
    """The regions ``tile`` shows now: its side up, less those a placed tile lies over."""
    side = tile.back if tile.name in s.romanised else tile.front
    hidden = {
        r for t in board.tiles if t.covers == tile.name and t.name in s.tiles for r in t.covered
    }
    return tuple(r for r in side if r.name not in hidden) if hidden else side


def province_of(s: State, region: str) -> str:
    """Rome: "When Italy is Romanised, Rome becomes part of the Province of Italia" (its
    Emporium stays neutral, everyone's); any other region is its own."""
    return "Italia" if region == "Roma" and "Italia" in s.romanised else region


def governor_of(s: State, region: str) -> str | None:
    """Who governs ``region``: Rome has no Governor until Italy is Romanised, then the
    Governor of Italia governs it."""
    return s.governor(province_of(s, region))


def is_roman(s: State, r: Region) -> bool:
    return r.name == "Roma" or r.romanised or s.governor(r.name) is not None


def never_governed(board: Board, s: State, r: Region) -> bool:
    """A Romanised Province no Governor holds nor ever held since its tile turned (Sardinia,
    Romanised unconquered): with the reading ``never_conquered_province: invade`` (lictor's,
    a reconstruction) it is invaded like unconquered land."""
    return (
        r.romanised
        and s.governor(r.name) is None
        and r.name not in s.emptied
        and board.reading("never_conquered_province") == "invade"
    )


def conquerable(r: Region) -> bool:
    return not r.neutral and r.strength > 0


def invadable(r: Region) -> bool:
    """Neutral Territory: a Neutral Region with Barbarians "can still be invaded for the
    Dignitas of military glory" (it is never conquered); any other needs foreign shields."""
    return conquerable(r) or (r.neutral and dict(r.shields).get("barbarian", 0) > 0)


def roman_land(board: Board, s: State) -> list[Region]:
    return list(_roman(board, s))


# the Roman land last found, with what it is derived from (issue 27: the listing of one
# Standard asked it again for every region it might invade): the board, the tiles laid and
# Romanised, the Governors - those very objects, kept alive here, as one tuple
_ROMAN: tuple[object, object, object, object, tuple[Region, ...]] = (None, None, None, None, ())


def _roman(board: Board, s: State) -> tuple[Region, ...]:
    """``roman_land``, kept for the last (board, tiles, Romanised, Governors) asked."""
    global _ROMAN
    kept = _ROMAN
    if (
        kept[0] is not board
        or kept[1] is not s.tiles
        or kept[2] is not s.romanised
        or kept[3] is not s.governors
    ):
        land = tuple(r for r in regions(board, s).values() if is_roman(s, r))
        kept = (board, s.tiles, s.romanised, s.governors, land)
        _ROMAN = kept
    return kept[4]


# which regions border the Roman land last found (that tuple of ``_roman``, and its board,
# kept alive here with the answers): Roman land changes a few times a game, and the listing
# asks of every region at every Standard (issue 27)
_NEAR: tuple[object, object, dict[tuple[str, tuple[str, ...]], bool]] = (None, None, {})


def adjacent_to_rome(board: Board, s: State, target: Region) -> bool:
    global _NEAR
    land = _roman(board, s)
    kept = _NEAR
    if kept[0] is not land or kept[1] is not board:
        kept = (land, board, {})
        _NEAR = kept
    key = (target.name, target.base)
    near = kept[2].get(key)
    if near is None:
        near = any(board.adjacent(target, r) for r in land if r.name != target.name)
        kept[2][key] = near
    return near


def overland(board: Board, s: State, target: Region) -> bool:
    """An overland route from Rome through Roman or Neutral territory reaches ``target``."""
    here = regions(board, s)
    passable = {n for n, r in here.items() if is_roman(s, r) or r.neutral}
    seen = {"Roma"} if "Roma" in here else set()
    frontier = list(seen)
    while frontier:
        cur = here[frontier.pop()]
        for n in passable - seen:
            if board.adjacent(cur, here[n]):
                seen.add(n)
                frontier.append(n)
    return any(board.adjacent(target, here[n]) for n in seen if n != target.name)


def friendly_emporia(board: Board, s: State, name: str) -> int:
    """Emporia neutral or governed by ``name`` (Rome's is everyone's)."""
    n = 0
    for r in regions(board, s).values():
        if r.emporia and (r.neutral or s.governor(r.name) == name):
            n += r.emporia
    return n


def busts_in_play(s: State, name: str, board: Board) -> int:
    """Every Bust of a Familia not in its Stock (map, Reforms, candidates, Reserve)."""
    return board.busts - s.familia(name).stock


def bust_count(s: State, name: str) -> int:
    """Where the Busts are, summed: conserved at the Board's 8 per Familia."""
    f = s.familia(name)
    govs = sum(1 for _, w in s.governors if w == name)
    reforms = sum(1 for *_, w in s.reforms if w == name)
    standing = 0
    e = s.election
    if e is not None:
        standing = sum(1 for c in e.candidates if c == name and c != e.incumbent)
    return f.stock + f.reserve + govs + reforms + standing


def enacted(board: Board, s: State, reform: str) -> tuple[str, int, str] | None:
    """Where ``reform`` is enacted and by whom: (row, column, enactor), or None."""
    if not s.reforms:
        return None
    rows = _reform_rows(board)
    for row, col, who in s.reforms:
        if rows[row][col - 1] == reform:
            return row, col, who
    return None


_ROWS: tuple[object, dict[str, tuple[str, ...]]] = (None, {})


def _reform_rows(board: Board) -> dict[str, tuple[str, ...]]:
    """``dict(board.reform_rows)``, made once for the last board asked (issue 27)."""
    global _ROWS
    kept = _ROWS
    if kept[0] is not board:
        kept = (board, dict(board.reform_rows))
        _ROWS = kept
    return kept[1]


def familia_or_refuse(s: State, name: str) -> Familia:
    try:
        return s.familia(name)
    except KeyError:
        raise Refuse(
            "unknown-player",
            t("{name} is not playing (players: {players})", name=name, players=", ".join(s.names)),
            INPUT,
        ) from None
