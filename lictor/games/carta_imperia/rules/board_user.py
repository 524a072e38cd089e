"""The board a session plays on: the built-in pack's (read once, cached), or a user's
``--content`` pack merged over it and checked (every border drawable on the tiles) before
any game starts."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from lictor.content.yamlsource import load_plain
from lictor.games.carta_imperia import CONTENT
from lictor.games.carta_imperia.rules.board import DEFAULT_SCENARIO, Board, Tile
from lictor.games.carta_imperia.rules.board_pack import board_from
from lictor.games.carta_imperia.rules.card_effects import EffectError
from lictor.i18n import N_, t


@lru_cache(maxsize=4)
def _doc(path: Path) -> Any:
    return load_plain(path)  # through the pack cache (lictor/content/cache.py)


@lru_cache(maxsize=8)
def load_board(path: Path = CONTENT, scenario: str = DEFAULT_SCENARIO) -> Board:
    from lictor.errors import BadInput

    try:
        board = board_from(_doc(path), scenario)
    except EffectError as exc:
        raise BadInput(_effect_problem(exc, str(path), _doc(path))) from None
    check_board(board, path.name)  # every tile of the pack, played by this scenario or not
    return board


WHOLE = {"shields", "features"}  # a user's value replaces lictor's, never merges with it


def _merge(base: Any, over: Any) -> Any:
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for k, v in over.items():
            out[k] = _merge(base[k], v) if k in base and k not in WHOLE else v
        return out
    return over


def board_with(user: Any, source: str, scenario: str = DEFAULT_SCENARIO) -> Board:
    """The built-in board with a user's pack merged over it: ``data.referee`` key by key
    (lists replaced whole), and decks by id (a deck given replaces its rows). Numbers are
    bounded (no deck of 100,000 cards, no billion legions): refused here, at `new`."""
    from lictor.errors import BadInput

    if not isinstance(user, dict):
        raise BadInput(
            t("{source}: a content pack is a mapping (pack, decks, data)", source=source)
        )
    try:
        board = board_from(_merged(user, source), scenario)
    except BadInput:
        raise
    except EffectError as exc:
        raise BadInput(_effect_problem(exc, source, user)) from None
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError) as exc:
        detail = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
        raise BadInput(
            t(
                "{source}: data.referee: missing or malformed field ({detail})",
                source=source,
                detail=" ".join(detail.split())[:120],
            )
        ) from None
    except RecursionError:
        raise BadInput(t("{source}: data.referee: nested too deeply", source=source)) from None
    check_board(board, source)
    if board.rome_start > board.rome_legions:
        raise BadInput(
            t(
                "{source}: data.referee.legions_of_rome: start exceeds the Legions the meeples "
                "make",
                source=source,
            )
        )
    return board


def _effect_problem(exc: EffectError, source: str, doc: Any) -> str:
    """A bad card effect as one line: the file and line that wrote it (the user's pack, or
    the built-in one when the user's does not give that deck), the card, the field."""
    from lictor.content.yamlsource import YamlSyntaxError, dotted, load_yaml_file

    if exc.path[:1] == ("data",):  # data.referee.card_effects: the user's, or ours
        given = ((doc.get("data") or {}).get("referee") or {}).get("card_effects")
        file = source if given else str(CONTENT)
        line = None
        try:
            if Path(file).is_file():
                line = load_yaml_file(Path(file))[1].line(exc.path)
        except (OSError, YamlSyntaxError):
            line = None
        card = t(" (card {card})", card=repr(exc.path[3])) if len(exc.path) > 3 else ""
        return f"{f'{file}:{line}' if line else file}: {dotted(exc.path)}{card}: {exc.message}"
    _, deck, _, row, *rest = exc.path
    mine = [i for i, d in enumerate(doc.get("decks") or []) if isinstance(d, dict)]
    own = [i for i in mine if doc["decks"][i].get("id") == deck and "rows" in doc["decks"][i]]
    file, at = (source, own[0]) if own else (str(CONTENT), _builtin_index(str(deck)))
    path: tuple[str | int, ...] = ("decks", at, "rows", row, *rest)
    rows = (doc["decks"][own[0]] if own else {}).get("rows") or []
    card = rows[int(row)].get("name", "") if own and int(row) < len(rows) else ""
    line = None
    try:
        if Path(file).is_file():
            line = load_yaml_file(Path(file))[1].line(path)
    except (OSError, YamlSyntaxError):
        line = None
    where = f"{file}:{line}" if line else file
    named = t(" (card {card})", card=repr(card)) if card else ""
    return f"{where}: {dotted(path)}{named}: {exc.message}"


def _unknown_region(where: str, name: object) -> str:
    """``FILE: data.referee.FIELD: unknown region 'X'``, said."""
    return t("{where}: unknown region {name}", where=where, name=repr(name))


def _builtin_index(deck: str) -> int:
    return next(i for i, d in enumerate(_doc(CONTENT)["decks"]) if d["id"] == deck)


def _merged(user: dict[str, Any], source: str) -> Any:
    import copy

    from lictor.errors import BadInput

    doc = copy.deepcopy(_doc(CONTENT))
    data = user.get("data") or {}
    ref = data.get("referee") if isinstance(data, dict) else None
    if ref is not None:
        doc["data"]["referee"] = _merge(doc["data"]["referee"], ref)
        if isinstance(ref, dict) and isinstance(ref.get("start_cards"), dict):
            for card, fx in ref["start_cards"].items():  # a card given is replaced whole
                doc["data"]["referee"]["start_cards"][card] = fx
    decks = user.get("decks") or []
    for deck in decks if isinstance(decks, list) else [None]:
        if not isinstance(deck, dict) or "id" not in deck:
            raise BadInput(t("{source}: decks: every deck needs an id", source=source))
        for i, d in enumerate(doc["decks"]):
            if d["id"] == deck["id"]:
                doc["decks"][i] = _merge(d, deck)
    return doc


def check_board(board: Board, source: str) -> None:
    """Every name the referee data uses is a region of the tiles."""
    from lictor.errors import BadInput

    names = {r.name for t in board.tiles for r in (*t.front, *t.back)}
    check_map(board, source)
    for card, fx in board.start_cards:
        prov = dict(fx).get("province")
        if prov is not None and prov not in names:
            raise BadInput(
                _unknown_region(f"{source}: data.referee.start_cards.{card}.province", prov)
            )
    fronts = {r.name for t in board.tiles for r in t.front}
    for region in board.scenario.setup_italy:
        if region not in fronts:
            raise BadInput(
                _unknown_region(
                    f"{source}: data.referee.scenarios.{board.scenario.id}.setup_italy", region
                )
            )
    reforms = {n for _, row in board.reform_rows for n in row}
    for effect in board.reform_effects:
        if effect.name not in reforms:
            raise BadInput(
                t(
                    "{where}: unknown Reform {name}",
                    where=f"{source}: data.referee.reform_effects",
                    name=repr(effect.name),
                )
            )
        if effect.when == "exec" and not effect.games:
            # Reform Clarifications: only the Aedile's games are held in the eXec; Strength
            # and Legions bought go to a battle, which the eXec has none of
            raise BadInput(
                t(
                    "{where}: {name} is used during the eXec, which only the games "
                    "(games: N) can be: give when: before-combat or after-combat",
                    where=f"{source}: data.referee.reform_effects.{effect.name}.when",
                    name=repr(effect.name),
                )
            )
    # The referee deals these for up to 6 players (Scenario I, Setup; Full Game Setup).
    for what, have, need in (
        (N_("draft-events (Eras II-IV and Any)"), len(board.draft), 4 * 6),
        (N_("Major Legacy cards"), len(board.majors), 6),
        (N_("Minor Legacy cards"), len(board.minors), 6),
        (N_("start_cards"), len(board.start_cards), 6),
        (N_("combat-early cards"), len(board.combat), 1),
        (N_("map tiles"), len(board.tiles), 1),
    ):
        if have < need:
            raise BadInput(
                t(
                    "{source}: {what}: {have}, the referee needs at least {need}",
                    source=source,
                    what=t(what),
                    have=have,
                    need=need,
                )
            )
    if len(board.reform_costs) < max(len(n) for _, n in board.reform_rows):
        raise BadInput(
            t("{source}: data.referee.reforms.costs: one cost per column", source=source)
        )
    everywhere = {r.name for t in board.pack_tiles for r in (*t.front, *t.back)}
    for name in board.paying_rebels:
        if name not in everywhere:
            raise BadInput(_unknown_region(f"{source}: data.referee.paying_rebels.regions", name))
    for name in board.late.social_rebels:
        if name not in everywhere:
            raise BadInput(_unknown_region(f"{source}: data.referee.late.social_war.rebels", name))


def check_map(board: Board, source: str) -> None:
    """Every tile of the pack, played or not yet (Map Tiles): each border joins two regions
    of the tiles; a region on two tiles only where one tile lies over the other; each
    region reachable, by a land border or a naval port; a Romanised Province folds only
    its own tile's regions."""
    from lictor.errors import BadInput

    fronts = {r.name for t in board.pack_tiles for r in t.front}
    names = fronts | {r.name for t in board.pack_tiles for r in t.back}
    for key, a, b in board.pack_borders:
        for n in (a, b):
            if n not in names:
                raise BadInput(_unknown_region(f"{source}: data.referee.{key}", n))
    bordered = {n for _, a, b in board.pack_borders for n in (a, b)}
    tiles = {t.name: t for t in board.pack_tiles}
    seen: dict[str, str] = {}
    for tile in board.pack_tiles:
        if tile.covers:
            under = tiles.get(tile.covers)
            if under is None:
                raise BadInput(
                    t(
                        "{where}: no tile {tile}",
                        where=f"{source}: data.referee.overlays.{tile.name}",
                        tile=repr(tile.covers),
                    )
                )
            missing = set(tile.covered) - {r.name for r in under.front}
            if missing:
                raise BadInput(
                    t(
                        "{where}: {tile} has no region {region}",
                        where=f"{source}: data.referee.overlays.{tile.name}",
                        tile=tile.covers,
                        region=repr(sorted(missing)[0]),
                    )
                )
        for r in tile.front:
            other = seen.get(r.name)
            if other is not None and not _overlaid(tiles[other], tile, r.name):
                raise BadInput(
                    t(
                        "{source}: map tiles: {region} is on {other} and on {tile}, and neither "
                        "tile lies over the other there (data.referee.overlays)",
                        source=source,
                        region=repr(r.name),
                        other=other,
                        tile=tile.name,
                    )
                )
            seen.setdefault(r.name, tile.name)
            if r.name not in bordered and "naval-port" not in r.features:
                raise BadInput(
                    t(
                        "{source}: map tiles: {region} ({tile}) has no land border and no naval "
                        "port: no army could reach it",
                        source=source,
                        region=repr(r.name),
                        tile=tile.name,
                    )
                )
        own = {r.name for r in tile.front}
        for p in tile.back:
            stray = set(p.base) - own
            if p.romanised and stray:
                raise BadInput(
                    t(
                        "{source}: map tiles: {tile}'s Romanised {province} folds {region}, not "
                        "a region of that tile",
                        source=source,
                        tile=tile.name,
                        province=p.name,
                        region=repr(sorted(stray)[0]),
                    )
                )


def _overlaid(a: Tile, b: Tile, region: str) -> bool:
    return (a.covers == b.name and region in a.covered) or (
        b.covers == a.name and region in b.covered
    )
