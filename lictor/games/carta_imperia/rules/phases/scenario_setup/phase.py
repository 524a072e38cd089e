"""Scenario II's setup, answered: the Player Order a --physical table drew, each Bust
placed in turn (``place``), the conversions at the Emporia (``exchange``); and the phase
that joins them to the referee (Scenario II: Fall of the Republic, Setup).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board, Tile
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _done, _int, _region, _turn, _waiting
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.draft.steps import begin_draft
from lictor.games.carta_imperia.rules.phases.exec.rows import reform_row
from lictor.games.carta_imperia.rules.phases.exploit.verbs import (
    _keepers,
    contested,
    default_keeper,
    turn_purple,
)
from lictor.games.carta_imperia.rules.phases.scenario_setup import checks
from lictor.games.carta_imperia.rules.phases.scenario_setup.steps import (
    SCEN2,
    begin_placement,
    conversion_limit,
    full_tiles,
    governs_on,
    in_italy,
    italy_governed,
    next_placer,
    open_reforms,
    placeable,
    reachable,
    status,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    Refuse,
    add,
    conquerable,
    friendly_emporia,
    governor_of,
    regions,
    set_governor,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug


def player_order(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table says the Player Order it drew: every player once."""
    named = []
    for text in a.args:
        who = next((n for n in s.names if n.lower() == text.lower()), None)
        if who is None:
            raise Refuse(
                "unknown-player",
                t(
                    "{text} is not a player (players: {players})",
                    text=repr(text),
                    players=", ".join(s.names),
                ),
                INPUT,
            )
        named.append(who)
    if sorted(named) != sorted(s.names):
        raise Refuse(
            "order",
            t(
                "name every player once, in the order drawn (players: {players})",
                players=", ".join(s.names),
            ),
            SCEN2,
        )
    return begin_placement(board, s, tuple(named))


def place(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Scenario II, Setup 3: a Bust from Stock - a Governor on a region, the Romanisation
    of a tile full of Governors, or a Reform."""

    _turn(s, a, SCEN2)
    if not a.args:
        raise Refuse("missing", t("place: say a region, romanise TILE or reform ROW"), INPUT)
    if not s.familia(a.player).stock:
        raise Refuse(
            "no-stock", t("{player} has no Bust left in Stock to place", player=a.player), SCEN2
        )
    kind = a.args[0]
    if kind == "romanise":
        s, said = _romanise(board, s, a.player, a.args[1:])
    elif kind == "reform":
        s, said = _reform(board, s, a.player, a.args[1:])
    else:
        s, said = _governor(board, s, a.player, a.args)
    s = replace(s, placed=s.placed + 1)
    s, more = next_placer(board, s, s.setup_order.index(a.player))
    return s, said + more


def _governor(board: Board, s: State, name: str, args: tuple[str, ...]) -> tuple[State, E]:
    if len(args) > 1:
        raise Refuse(
            "usage",
            t(
                "place: one region (as `lictor referee actions` spells it), not {words}",
                words=repr(" ".join(args)),
            ),
            INPUT,
        )

    r = regions(board, s)[_region(board, s, args[0])]
    who = governor_of(s, r.name)
    if not conquerable(r):
        raise Refuse("not-province", t("{region} cannot hold a Governor", region=t(r.name)), SCEN2)
    if who is not None:
        raise Refuse(
            "governed",
            t("{region} is governed already ({player})", region=t(r.name), player=who),
            SCEN2,
        )
    if r not in reachable(board, s):
        raise Refuse(
            "not-adjacent",
            t(
                "{region} borders neither Rome nor a governed Province, and no governed naval "
                "port reaches it by sea",
                region=t(r.name),
            ),
            SCEN2,
        )
    if not in_italy(board, r) and not italy_governed(board, s):
        here = regions(board, s)
        empty = [
            n
            for n, x in here.items()
            if in_italy(board, x) and conquerable(x) and governor_of(s, n) is None
        ]
        raise Refuse(
            "overseas",
            t(
                "{region} is overseas: a Governor goes overseas only once all of Italy is "
                "governed (still empty: {empty})",
                region=t(r.name),
                empty=", ".join(t(n) for n in empty),
            ),
            SCEN2,
        )
    if r not in placeable(board, s):
        low = [x for x in placeable(board, s) if not in_italy(board, x)]
        raise Refuse(
            "lowest-status",
            t(
                "{region} has Status {status}: overseas a Governor goes to the lowest-Status "
                "region that can be reached ({low}, Status {lowest})",
                region=t(r.name),
                status=status(r),
                low=", ".join(t(x.name) for x in low),
                lowest=status(low[0]),
            ),
            SCEN2,
        )
    s = set_governor(add(s, name, stock=-1), r.name, name)
    return s, [
        ev(
            t("{player} places a Governor from Stock in {region}", player=name, region=t(r.name)),
            SCEN2,
        )
    ]


def _romanise(board: Board, s: State, name: str, args: tuple[str, ...]) -> tuple[State, E]:
    if not args:
        raise Refuse("missing", t("place romanise: give the map tile"), INPUT)
    try:
        tile = board.tile(args[0])
    except Exception as exc:
        raise Refuse("unknown-tile", str(exc), INPUT) from None
    if tile.name not in full_tiles(board, s):
        if tile.name in s.romanised:
            why = t("{tile} is Romanised already", tile=t(tile.name))
        elif tile.name not in s.tiles:
            why = t("{tile} is not on the map", tile=t(tile.name))
        else:
            why = t("{tile} is not fully occupied by Governors", tile=t(tile.name))
        raise Refuse("not-full", why, SCEN2)
    if not governs_on(board, s, name, tile):
        raise Refuse(
            "not-controlled",
            t(
                "{player} governs no region of {tile}: a tile is Romanised in the usual way "
                "(I. eXploit, Romanisation: a fully conquered card with a region you control)",
                player=name,
                tile=t(tile.name),
            ),
            SCEN2,
        )
    keepers = _keepers(s, tile, name, args[1:])
    return flip(s, tile, name, keepers)


def flip(s: State, tile: Tile, name: str, keepers: dict[str, str]) -> tuple[State, E]:
    """Romanisation "in the usual way" (``turn_purple``); the Bust spent on it stays in
    Stock."""
    s, said = turn_purple(s, tile, keepers, SCEN2)
    return s, [
        ev(t("{player} spends a Bust to Romanise {tile}", player=name, tile=t(tile.name)), SCEN2),
        *said,
    ]


def _reform(board: Board, s: State, name: str, args: tuple[str, ...]) -> tuple[State, E]:
    if not args:
        raise Refuse(
            "missing", t("place reform: give the row (military, administrative, political)"), INPUT
        )
    try:
        row, names = board.reform_row(args[0])
    except Exception as exc:
        raise Refuse("unknown-row", str(exc), INPUT) from None
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    if col > len(names):
        raise Refuse("row-full", t("every {row} Reform is enacted", row=reform_row(row)), SCEN2)
    if len(args) > 1 and slug(" ".join(args[1:])) != slug(names[col - 1]):
        raise Refuse(
            "out-of-order",
            t("the next {row} Reform is {reform}", row=reform_row(row), reform=t(names[col - 1])),
            SCEN2,
        )
    cost = board.reform_costs[col - 1]
    if cost > board.scenario.setup_reform_max:
        raise Refuse(
            "dear-reform",
            t(
                "{reform} costs {cost} Auctoritas: no-one enacts a Reform of {n} Auctoritas or "
                "more at setup",
                reform=t(names[col - 1]),
                cost=cost,
                n=board.scenario.setup_reform_max + 1,
            ),
            SCEN2,
        )
    s = replace(add(s, name, stock=-1), reforms=(*s.reforms, (row, col, name)))
    return s, [
        ev(
            t(
                "{player} places a Bust from Stock to enact {reform} ({row})",
                player=name,
                reform=t(names[col - 1]),
                row=reform_row(row),
            ),
            SCEN2,
        )
    ]


def exchange(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Scenario II, Setup 3: Dignitas converted into Auctoritas at the Emporia."""

    _waiting(s, a, SCEN2)
    n = _int(a, 0, "number of Dignitas to convert")
    limit = conversion_limit(board, s, a.player)
    if not 0 <= n <= limit:
        per = friendly_emporia(board, s, a.player)
        raise Refuse(
            "conversions",
            tn(
                "{player} may convert 0 to {limit} Dignitas ({n} friendly Emporium, up to "
                "{times} times, {held} Dignitas held)",
                "{player} may convert 0 to {limit} Dignitas ({n} friendly Emporiums, up to "
                "{times} times, {held} Dignitas held)",
                per,
                player=a.player,
                limit=limit,
                times=board.scenario.setup_conversions,
                held=s.familia(a.player).dignitas,
            ),
            SCEN2,
        )
    s = _done(add(s, a.player, dignitas=-n, auctoritas=n), a.player)
    said = [ev(t("{player} converts {n} Dignitas into Auctoritas", player=a.player, n=n), SCEN2)]
    if not s.waiting:
        s, more = begin_draft(board, s)
        said += more
    return s, said


# -- what `next` and `actions` say ---------------------------------------------------------
def offers(board: Board, s: State) -> list[Action]:

    if s.step == "setup-order":
        names = [n.lower() for n in s.names]
        return [Action("player-order", "", tuple(names[i:] + names[:i])) for i in range(len(names))]
    if s.step == "setup-convert":
        return [
            Action("exchange", p, (str(n),))
            for p in s.waiting
            for n in range(conversion_limit(board, s, p), -1, -1)
        ]
    p = s.waiting[0]
    out = [Action("place", p, (slug(r.name),)) for r in placeable(board, s)]
    for full in full_tiles(board, s):
        tile = board.tile(full)
        if not governs_on(board, s, p, tile):
            continue
        fights = contested(s, tile)
        if not fights:
            out.append(Action("place", p, ("romanise", slug(full))))
        for present in fights.values():  # the Romaniser's choice, the default first
            default = default_keeper(p, present)
            for keeper in [default, *(g for g in present if g != default)]:
                out.append(Action("place", p, ("romanise", slug(full), keeper.lower())))
    out += [Action("place", p, ("reform", row)) for row, _, _ in open_reforms(board, s)]
    return out


def placement_prompt(board: Board, s: State) -> str:
    who = s.waiting[0] if s.waiting else ""
    total = board.scenario.setup_busts
    return t(
        "{player} places a Bust from Stock ({placed} of {total} placed): a Governor "
        "(place {player} REGION), Romanise a tile full of Governors with a region {player} "
        "governs (place {player} romanise TILE) or enact a Reform (place {player} reform ROW)"
        "{keepers}; Player Order: {order}",
        player=who,
        placed=s.placed,
        total=total,
        keepers=_keeper_note(board, s, who),
        order=" -> ".join(s.setup_order),
    )


def _keeper_note(board: Board, s: State, who: str) -> str:
    """Romanisation: where Governors would meet in one Province, the Romaniser chooses who
    keeps it - said, with the keeper kept if nobody is named."""
    notes = []
    for full in full_tiles(board, s):
        tile = board.tile(full)
        if not who or not governs_on(board, s, who, tile):
            continue
        for prov, present in contested(s, tile).items():
            notes.append(
                t(
                    "{province}: {players}, {keeper} if none is named",
                    province=t(prov),
                    players=t(" or ").join(present),
                    keeper=default_keeper(who, present),
                )
            )
    if not notes:
        return ""
    return t(
        "; Romanising, {player} names who keeps each Province where Governors meet "
        "(place {player} romanise TILE KEEPER; {notes})",
        player=who,
        notes="; ".join(notes),
    )


def convert_prompt(board: Board, s: State) -> str:
    limits = ", ".join(
        t("{player} up to {n}", player=p, n=conversion_limit(board, s, p)) for p in s.waiting
    )
    return t(
        "Convert Dignitas into Auctoritas at the Emporia (exchange PLAYER N, 0 to keep "
        "them): {limits}",
        limits=limits,
    )


def order_prompt(board: Board, s: State) -> str:
    return t("Draw the Player Order at random at the table and say it (player-order NAME NAME ...)")


PHASE = Phase(
    "scenario-ii-setup",
    verbs={
        "player-order": Verb(player_order, ("setup-order",), player=False, arity=None),
        "place": Verb(place, ("placement",), arity=None, check=checks.place),
        "exchange": Verb(exchange, ("setup-convert",), arity=1, check=checks.exchange),
    },
    steps={
        "setup-order": Step(order_prompt, SCEN2, offers),
        "placement": Step(placement_prompt, SCEN2, offers),
        "setup-convert": Step(convert_prompt, SCEN2, offers),
    },
)
