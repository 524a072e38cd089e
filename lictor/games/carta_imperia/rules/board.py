"""The Carta Imperia table as the referee reads it from the content pack.

The map tiles, decks and the pack's ``data.referee`` section (reconstructed borders,
Romanised sides, Start Cards, Reforms) become one frozen ``Board``. YAML is read
directly (no pydantic): the referee's path stays fast.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from lictor.games.carta_imperia import CONTENT
from lictor.games.carta_imperia.rules.late_board import LateRules, late_rules
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import IdesCard
from lictor.rules.violation import BadAction
from lictor.slugs import slug

ERAS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIIa": 7, "VIIb": 7}
ROWS = ("military", "administrative", "political")


@dataclass(frozen=True)
class Region:
    name: str
    tile: str
    shields: tuple[tuple[str, int], ...]  # kind -> count
    features: tuple[str, ...]
    neutral: bool
    base: tuple[str, ...]  # the front-side regions it is made of
    romanised: bool = False

    @property
    def strength(self) -> int:
        return sum(n for _, n in self.shields)

    @property
    def emporia(self) -> int:
        return self.features.count("emporium")


@dataclass(frozen=True)
class Tile:
    name: str
    era: int
    front: tuple[Region, ...]
    back: tuple[Region, ...]
    optional: tuple[str, ...]
    covers: str = ""  # the tile it lies partly over (Map Tiles: Cyrenaica over Carthage)
    covered: tuple[str, ...] = ()  # that tile's regions it lies over


@dataclass(frozen=True)
class ReformEffect:
    """What a timed Reform does (Reform Clarifications; the effects are reconstructed)."""

    name: str
    when: str  # "before-combat", "after-combat" or "exec"
    strength: int = 0
    legions: str = ""  # "era" or a number: Legions the Reform buys at most
    price: int = 0  # Dignitas per Legion bought
    games: str = ""  # "era" or a number: Dignitas spent on the Aedile's games
    prize: int = 0  # Dignitas won on a thumbs-up
    source: str = "reconstruction"


@dataclass(frozen=True)
class Card:
    """A card of a deck the referee deals: an id unique in its deck, its name and Era."""

    id: str
    name: str
    era: int  # 0 = Any Era


@dataclass(frozen=True)
class Foe:
    """A Historical Event every General's first Standard must march against."""

    card: str  # the Historical Event's id
    name: str
    section: str
    shields: tuple[tuple[str, int], ...]
    features: tuple[str, ...]
    max_generals: int = 0  # how many may combine against it (0: any number)
    ambush: bool = False  # outnumbered, he draws until a legionary
    sacks_rome: bool = False  # each battle he wins is a Sacked marker
    unopposed_loses: bool = False  # nobody played eXpand: everybody loses
    rome_instead: bool = False  # a Standard may stay in Rome instead (no battle)
    source: str = "reconstruction"


@dataclass(frozen=True)
class Scenario:
    """One of the rulebook's scenarios, as the pack's ``data.referee.scenarios`` gives it."""

    id: str
    name: str
    section: str
    source: str
    refereed: bool  # lictor referees it from setup to the winner
    eras: tuple[int, ...]  # the Eras played, in order
    setup_tiles: tuple[int, ...]  # Eras whose map tiles are laid before the first Era
    decks: tuple[tuple[str, tuple[int, ...]], ...]  # deck id -> Eras kept (0 = Any Era)
    remove: tuple[tuple[str, tuple[str, ...]], ...]  # deck id -> card names taken out
    draft: int  # Draft Events dealt to each player
    start_cards: bool
    dignitas: int  # each Familia's Dignitas at setup
    setup_busts: int  # Busts placed in turn at setup (Scenario II)
    primus_ties: tuple[str, ...]  # Governors who win a tie for the first Primus, in order
    extort_factor: int  # eXtort's Prestige rewards and penalties multiplied by this
    late_decks: bool  # the Late Republic Combat deck and 'Beware the Ides' in play
    extra_legal_era: int  # the Era the eXtra-Legal Action card joins (0: never)
    challenging: bool  # the Challenging Game may be played
    # Scenario II's placement (phases/scenario_setup/steps.py; the pack's keys setup_*)
    setup_italy: tuple[str, ...] = ()  # "all of Italy": governed before going overseas
    setup_conversions: int = 0  # conversions at the Emporia after the placement
    setup_reform_max: int = 0  # the dearest Reform a placed Bust may enact
    primus_random: bool = False  # a first-Primus tie nobody breaks is drawn at random (rulebook)

    @property
    def first_era(self) -> int:
        return self.eras[0]

    @property
    def final_era(self) -> int:
        return self.eras[-1]

    def deck_eras(self, deck: str) -> set[int]:
        return set(dict(self.decks)[deck])

    def removed(self, deck: str) -> set[str]:
        return set(dict(self.remove).get(deck, ()))

    def tile_eras(self) -> set[int]:
        """The Eras whose tiles this scenario's map ever shows."""
        return set(self.setup_tiles) | set(self.eras)


DEFAULT_SCENARIO = "full"


def _scenario(key: str, spec: dict[str, Any]) -> Scenario:
    eras = tuple(int(e) for e in spec["eras"])
    if not eras or eras != tuple(sorted(set(eras))) or not 1 <= eras[0] <= eras[-1] <= 7:
        raise ValueError(f"scenarios.{key}.eras: Eras 1 to 7, in order, each once")
    decks = tuple((str(d), tuple(int(e) for e in es)) for d, es in spec["decks"].items())
    for d in ("historical-events", "draft-events"):
        if d not in dict(decks):
            raise ValueError(f"scenarios.{key}.decks: the Eras of {d} kept")
    return Scenario(
        id=str(key),
        name=str(spec["title"]),
        section=str(spec["section"]),
        source=str(spec.get("source", "reconstruction")),
        refereed=bool(spec.get("refereed", False)),
        eras=eras,
        setup_tiles=tuple(int(e) for e in spec["setup_tiles"]),
        decks=decks,
        remove=tuple(
            (str(d), tuple(str(n) for n in names))
            for d, names in (spec.get("remove") or {}).items()
        ),
        draft=int(spec["draft"]),
        start_cards=bool(spec["start_cards"]),
        dignitas=int(spec["dignitas"]),
        setup_busts=int(spec.get("setup_busts", 0)),
        primus_ties=tuple(str(n) for n in spec.get("primus_ties", ())),
        extort_factor=int(spec.get("extort_factor", 1)),
        late_decks=bool(spec.get("late_decks", False)),
        extra_legal_era=int(spec.get("extra_legal_era", 0)),
        challenging=bool(spec.get("challenging", True)),
        setup_italy=tuple(str(n) for n in spec.get("setup_italy", ())),
        setup_conversions=int(spec.get("setup_conversions", 0)),
        setup_reform_max=int(spec.get("setup_reform_max", 0)),
        primus_random=bool(spec.get("primus_random", False)),
    )


@dataclass(frozen=True)
class Board:
    tiles: tuple[Tile, ...]
    adjacency: frozenset[tuple[str, str]]  # between front-side regions, both ways
    start_cards: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]
    reform_rows: tuple[tuple[str, tuple[str, ...]], ...]
    reform_costs: tuple[int, ...]
    historical: tuple[Card, ...]
    draft: tuple[Card, ...]
    majors: tuple[Card, ...]
    minors: tuple[Card, ...]
    combat: tuple[tuple[str, str | None, int], ...]  # (card id, shield kind, count)
    foes: tuple[Foe, ...]
    hortensia: str  # "era" or a number of votes
    reform_effects: tuple[ReformEffect, ...]
    rome_start: int
    rome_legions: int  # the Legions the purple meeples make (a meeple marked V is 5)
    allied_legions: int  # the Legions the white meeples make
    busts: int
    source: str
    note: str
    scenario: Scenario  # the one this board was built for
    scenarios: tuple[Scenario, ...]  # every scenario of the pack
    # every tile of the pack, whatever the scenario plays, and every border it draws
    # ((data key, region, region)): what the loader checks
    pack_tiles: tuple[Tile, ...] = ()
    pack_borders: tuple[tuple[str, str, str], ...] = ()
    # the Late Republic Combat deck (Eras V-VII; the Civil War's battles), as ``combat``
    late_combat: tuple[tuple[str, str | None, int], ...] = ()
    # the Beware the Ides deck (V. eXtra-Legal, Assassinate): each card's numbers
    ides: tuple[IdesCard, ...] = ()
    # Eras V-VII in the normal phases (data.referee.late)
    late: LateRules = field(default_factory=LateRules)

    def effect(self, reform: str) -> ReformEffect | None:
        return next((e for e in self.reform_effects if e.name == reform), None)

    def tile(self, text: str) -> Tile:
        key = slug(text)
        for t in self.tiles:
            if slug(t.name) == key:
                return t
        raise BadAction(
            f"unknown map tile {text!r} (tiles: {', '.join(slug(t.name) for t in self.tiles)})"
        )

    def start_card(self, text: str) -> str:
        key = slug(text)
        for name, _ in self.start_cards:
            if slug(name) == key:
                return name
        raise BadAction(
            f"unknown Start Card {text!r} "
            f"(cards: {', '.join(slug(n) for n, _ in self.start_cards)})"
        )

    def start_effects(self, card: str) -> dict[str, Any]:
        return dict(dict(self.start_cards)[card])

    def combat_card(self, text: str) -> tuple[str, str | None, int]:
        key = slug(text)
        for c in self.combat:
            if c[0] == key:
                return c
        names = sorted({c[0] for c in self.combat})
        raise BadAction(f"unknown combat card {text!r} (cards: {', '.join(names)})")

    def foe(self, card: str) -> Foe | None:
        return next((f for f in self.foes if f.card == card), None)

    def foe_named(self, name: str) -> Foe | None:
        return next((f for f in self.foes if f.name == name), None)

    def adjacent(self, a: Region, b: Region) -> bool:
        return any((x, y) in self.adjacency for x in a.base for y in b.base)

    def reform_row(self, text: str) -> tuple[str, tuple[str, ...]]:
        key = slug(text)
        for row, names in self.reform_rows:
            if row == key or row.startswith(key):
                return row, names
        raise BadAction(f"unknown Reform row {text!r} (rows: {', '.join(ROWS)})")


def _shields(d: dict[str, Any] | None) -> tuple[tuple[str, int], ...]:
    counted = ((str(k), _count(v, f"shields.{k}")) for k, v in (d or {}).items())
    return tuple((k, n) for k, n in counted if n > 0)


def _era(label: Any) -> int:
    text = str(label or "").strip()
    return 0 if text in ("", "Any") else ERAS[text]


MAX_COPIES = 200  # copies of one card a referee deck may hold (the rulebook's are far fewer)
MAX_DECK = 500  # cards in one deck the referee deals
MAX_COUNT = 100  # pieces of one kind (legions, busts, a Reform's cost, a region's shields)


def _count(value: Any, what: str, top: int = MAX_COUNT) -> int:
    """A whole number from 0 to ``top`` (an int, or a float with no fraction)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{what}: expected a whole number, got {value!r}")
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(f"{what}: expected a whole number, got {value!r}")
    if not 0 <= value <= top:
        raise ValueError(f"{what}: expected 0 to {top}, got {value:g}")
    return int(value)


def _text(value: Any, what: str) -> str:
    """A name: text of 1 to 80 characters."""
    if not isinstance(value, str) or not 0 < len(value) <= 80:
        raise ValueError(f"{what}: expected a name (text), got {value!r:.40}")
    return value


START_COUNTS = ("private_legions", "allied_legions", "reserve")


def _start_effects(card: Any, fx: Any) -> tuple[tuple[str, Any], ...]:
    """A Start Card's gifts: a province (a region's name) and counts of pieces."""
    if not isinstance(fx, dict):
        raise ValueError(f"start_cards.{card}: expected a mapping of gifts")
    out: list[tuple[str, Any]] = []
    for key, value in fx.items():
        if key == "province":
            out.append((key, _text(value, f"start_cards.{card}.province")))
        elif key in START_COUNTS:
            out.append((key, _count(value, f"start_cards.{card}.{key}")))
        else:
            out.append((str(key), value))
    return tuple(out)


def _cards(rows: list[dict[str, Any]], eras: set[int], drop: set[str]) -> tuple[Card, ...]:
    """One Card per copy; ids are the name's slug, with the Era label and a number
    added where several cards share a name (``draft-event-ii-3``)."""
    copies: list[tuple[str, str, int]] = []
    for row in rows:
        era = _era(row.get("era_label"))
        if era in eras and row["name"] not in drop:
            label = str(row.get("era_label") or "any").lower()
            qty = _count(row.get("qty", 1), f"{row['name']}: qty", MAX_COPIES)
            copies += [(str(row["name"]), label, era)] * qty
            if len(copies) > MAX_DECK:
                raise ValueError(f"a deck of more than {MAX_DECK} cards")
    names = Counter(c[0] for c in copies)
    labelled = Counter(f"{c[0]}|{c[1]}" for c in copies)
    out: list[Card] = []
    counter: dict[str, int] = {}
    for name, label, era in copies:
        if names[name] == 1:
            out.append(Card(slug(name), name, era))
            continue
        base = f"{slug(name)}-{label}"
        if labelled[f"{name}|{label}"] == 1:
            out.append(Card(base, name, era))
            continue
        counter[base] = counter.get(base, 0) + 1
        out.append(Card(f"{base}-{counter[base]}", name, era))
    return tuple(out)


def _legions(spec: Any, key: str) -> int:
    """The Legions a colour's meeples make: ``{meeples: 20, fives: 4}`` is 16 plain
    meeples of 1 and 4 marked V of 5 (List of Components), 36 Legions; a bare number is
    that many plain meeples."""
    if not isinstance(spec, dict):
        return _count(spec, key)
    meeples = _count(spec["meeples"], f"{key}.meeples")
    fives = _count(spec.get("fives", 0), f"{key}.fives")
    if fives > meeples:
        raise ValueError(f"{key}.fives: {fives} meeples marked V, of {meeples} in all")
    return meeples - fives + 5 * fives


def _combat_deck(rows: list[dict[str, Any]]) -> list[tuple[str, str | None, int]]:
    """A combat deck's cards, one entry per copy: (card id, shield kind, how many)."""
    out = []
    for row in rows:
        shields = _shields(row.get("shields"))
        kind, count = shields[0] if shields else (None, 0)
        for _ in range(_count(row.get("qty", 1), "qty", MAX_COPIES)):
            out.append((slug(row["name"]), kind, count))
    return out


def _pair(pair: Any, where: str) -> tuple[str, str]:
    """A border: two region names."""
    if not isinstance(pair, list) or len(pair) != 2:
        raise ValueError(f"{where}: each border is two region names, got {pair!r:.40}")
    return _text(pair[0], where), _text(pair[1], where)


def board_from(doc: dict[str, Any], scenario: str = DEFAULT_SCENARIO) -> Board:
    """The board of one scenario: its map tiles and its decks filtered as its data says."""
    decks = {d["id"]: d for d in doc["decks"]}
    ref = doc["data"]["referee"]
    scenarios = tuple(_scenario(k, v) for k, v in ref["scenarios"].items())
    chosen = next((x for x in scenarios if x.id == scenario), None)
    if chosen is None:
        raise ValueError(f"scenarios: no scenario {scenario!r}")
    tile_eras = chosen.tile_eras()
    borders = [("adjacency", *_pair(p, "adjacency")) for p in ref["adjacency"]]
    late = ref.get("adjacency_late") or {}
    borders += [("adjacency_late", *_pair(p, "adjacency_late")) for p in late.get("borders", ())]
    overlays = ref.get("overlays") or {}
    pack_tiles = []
    for row in decks["map-tiles"]["rows"]:
        era = _era(row["era_label"])
        name = _text(row["name"], "map-tiles: name")
        front = tuple(
            Region(
                _text(r["name"], f"{name}: regions: name"),
                name,
                _shields(r.get("shields")),
                tuple(r.get("features", ())),
                bool(r.get("neutral", False)),
                (r["name"],),
            )
            for r in row["regions"]
        )
        spec = row.get("romanised") or {"provinces": []}
        folded = {b for p in spec["provinces"] for b in p["from"]}
        back = tuple(
            Region(
                _text(p["name"], f"{name}: romanised: name"),
                name,
                _shields(p.get("shields")),
                tuple(p.get("features", ())),
                False,
                tuple(_text(b, f"{name}: romanised: from") for b in p["from"]),
                True,
            )
            for p in spec["provinces"]
        ) + tuple(r for r in front if r.name not in folded)
        over = overlays.get(name) or {}
        pack_tiles.append(
            Tile(
                name,
                era,
                front,
                back,
                tuple(spec.get("optional", ())),
                str(over.get("covers", "")),
                tuple(str(r) for r in over.get("regions", ())),
            )
        )
    tiles = tuple(t for t in pack_tiles if t.era in tile_eras)
    here = {r.name for t in tiles for r in t.front}
    adjacency: set[tuple[str, str]] = set()
    for _, a, b in borders:
        if a in here and b in here:
            adjacency.add((a, b))
            adjacency.add((b, a))
    historical = _cards(
        decks["historical-events"]["rows"],
        chosen.deck_eras("historical-events"),
        chosen.removed("historical-events"),
    )
    draft = _cards(
        decks["draft-events"]["rows"],
        chosen.deck_eras("draft-events"),
        chosen.removed("draft-events"),
    )
    legacy_rows = decks["legacy-cards"]["rows"]
    n_major = sum(_count(r.get("qty", 1), "qty") for r in legacy_rows if "Major" in r["name"])
    n_minor = sum(_count(r.get("qty", 1), "qty") for r in legacy_rows if "Minor" in r["name"])
    majors = tuple(Card(f"major-legacy-{i}", "Major Legacy", 0) for i in range(1, n_major + 1))
    minors = tuple(Card(f"minor-legacy-{i}", "Minor Legacy", 0) for i in range(1, n_minor + 1))
    combat = _combat_deck(decks["combat-early"]["rows"])
    late_combat = _combat_deck(decks["combat-late"]["rows"]) if "combat-late" in decks else []
    reforms = ref["reforms"]
    foes = tuple(
        Foe(
            card=str(card),
            name=str(spec["name"]),
            section=str(spec.get("section", "IV. eXpand, March on Campaign")),
            shields=_shields(spec["shields"]),
            features=tuple(spec.get("features", ())),
            max_generals=_count(spec.get("max_generals", 0), "max_generals"),
            ambush=bool(spec.get("ambush", False)),
            sacks_rome=bool(spec.get("sacks_rome", False)),
            unopposed_loses=bool(spec.get("unopposed_loses", False)),
            rome_instead=bool(spec.get("rome_instead", False)),
            source=str(spec.get("source", "reconstruction")),
        )
        for card, spec in (ref.get("foes") or {}).items()
    )
    return Board(
        tiles=tiles,
        adjacency=frozenset(adjacency),
        start_cards=tuple(
            (_text(k, "start_cards"), _start_effects(k, v)) for k, v in ref["start_cards"].items()
        ),
        reform_rows=tuple(
            (row, tuple(_text(n, f"reforms.rows.{row}") for n in reforms["rows"][row]))
            for row in ROWS
        ),
        reform_costs=tuple(_count(c, "reforms.costs") for c in reforms["costs"]),
        historical=historical,
        draft=draft,
        majors=majors,
        minors=minors,
        combat=tuple(combat),
        late_combat=tuple(late_combat),
        foes=foes,
        hortensia=str(ref.get("lex_hortensia_votes", "era")),
        reform_effects=_reform_effects(ref.get("reform_effects") or {}),
        rome_start=_count(ref["legions_of_rome"]["start"], "legions_of_rome.start"),
        rome_legions=_legions(ref["legions_of_rome"], "legions_of_rome"),
        allied_legions=_legions(ref["allied_legions"], "allied_legions"),
        busts=_count(ref["busts"], "busts"),
        source=str(ref.get("source", "reconstruction")),
        note=str(ref.get("note", "")),
        scenario=chosen,
        scenarios=scenarios,
        pack_tiles=tuple(pack_tiles),
        pack_borders=tuple(borders),
        ides=_ides(ref.get("beware_the_ides") or {}),
        late=late_rules(ref.get("late")),
    )


SUCCESS = ("ringleader", "most-prestige")
FAILURE = ("civil-war", "dignitas", "bust")


def _ides(spec: dict[str, Any]) -> tuple[IdesCard, ...]:
    """The Beware the Ides cards' numbers (``data.referee.beware_the_ides``)."""
    out = []
    for card, fx in spec.items():
        where = f"beware_the_ides.{card}"
        flips = fx.get("flips") or {}
        success, failure = str(fx.get("success", "")), str(fx.get("failure", ""))
        if success not in SUCCESS:
            raise ValueError(f"{where}.success: one of {', '.join(SUCCESS)}")
        if failure not in FAILURE:
            raise ValueError(f"{where}.failure: one of {', '.join(FAILURE)}")
        out.append(
            IdesCard(
                target=_count(fx["target"], f"{where}.target", 20),
                one=_count(flips["one"], f"{where}.flips.one", 20),
                two=_count(flips["two"], f"{where}.flips.two", 20),
                many=_count(flips["many"], f"{where}.flips.many", 20),
                ringleader=_count(flips["ringleader"], f"{where}.flips.ringleader", 20),
                id=slug(str(card)),
                name=_text(fx.get("name", card), f"{where}.name"),
                success=success,
                failure=failure,
                source=str(fx.get("source", "reconstruction")),
            )
        )
    return tuple(out)


WHEN = ("before-combat", "after-combat", "exec")


def _reform_effects(spec: dict[str, Any]) -> tuple[ReformEffect, ...]:
    source = str(spec.get("source", "reconstruction"))
    out = []
    for name, fx in spec.items():
        if name == "source":
            continue
        when = str(fx["when"])
        if when not in WHEN:
            raise ValueError(f"reform_effects.{name}.when: one of {', '.join(WHEN)}")
        out.append(
            ReformEffect(
                name=str(name),
                when=when,
                strength=int(fx.get("strength", 0)),
                legions=str(fx.get("legions", "")),
                price=int(fx.get("price", 0)),
                games=str(fx.get("games", "")),
                prize=int(fx.get("prize", 0)),
                source=str(fx.get("source", source)),
            )
        )
    return tuple(out)


@lru_cache(maxsize=4)
def _doc(path: Path) -> Any:
    safe_loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as fh:
        return yaml.load(fh, Loader=safe_loader)


@lru_cache(maxsize=8)
def load_board(path: Path = CONTENT, scenario: str = DEFAULT_SCENARIO) -> Board:
    board = board_from(_doc(path), scenario)
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
        raise BadInput(f"{source}: a content pack is a mapping (pack, decks, data)")
    try:
        board = board_from(_merged(user, source), scenario)
    except BadInput:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, IndexError) as exc:
        detail = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
        raise BadInput(
            f"{source}: data.referee: missing or malformed field ({' '.join(detail.split())[:120]})"
        ) from None
    except RecursionError:
        raise BadInput(f"{source}: data.referee: nested too deeply") from None
    check_board(board, source)
    if board.rome_start > board.rome_legions:
        raise BadInput(
            f"{source}: data.referee.legions_of_rome: start exceeds the Legions the meeples make"
        )
    return board


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
            raise BadInput(f"{source}: decks: every deck needs an id")
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
                f"{source}: data.referee.start_cards.{card}.province: unknown region {prov!r}"
            )
    fronts = {r.name for t in board.tiles for r in t.front}
    for region in board.scenario.setup_italy:
        if region not in fronts:
            raise BadInput(
                f"{source}: data.referee.scenarios.{board.scenario.id}.setup_italy: "
                f"unknown region {region!r}"
            )
    reforms = {n for _, row in board.reform_rows for n in row}
    for effect in board.reform_effects:
        if effect.name not in reforms:
            raise BadInput(f"{source}: data.referee.reform_effects: unknown Reform {effect.name!r}")
    # The referee deals these for up to 6 players (Scenario I, Setup; Full Game Setup).
    for what, have, need in (
        ("draft-events (Eras II-IV and Any)", len(board.draft), 4 * 6),
        ("Major Legacy cards", len(board.majors), 6),
        ("Minor Legacy cards", len(board.minors), 6),
        ("start_cards", len(board.start_cards), 6),
        ("combat-early cards", len(board.combat), 1),
        ("map tiles", len(board.tiles), 1),
    ):
        if have < need:
            raise BadInput(f"{source}: {what}: {have}, the referee needs at least {need}")
    if len(board.reform_costs) < max(len(n) for _, n in board.reform_rows):
        raise BadInput(f"{source}: data.referee.reforms.costs: one cost per column")
    everywhere = {r.name for t in board.pack_tiles for r in (*t.front, *t.back)}
    for name in board.late.social_rebels:
        if name not in everywhere:
            raise BadInput(
                f"{source}: data.referee.late.social_war.rebels: unknown region {name!r}"
            )


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
                raise BadInput(f"{source}: data.referee.{key}: unknown region {n!r}")
    bordered = {n for _, a, b in board.pack_borders for n in (a, b)}
    tiles = {t.name: t for t in board.pack_tiles}
    seen: dict[str, str] = {}
    for t in board.pack_tiles:
        if t.covers:
            under = tiles.get(t.covers)
            if under is None:
                raise BadInput(f"{source}: data.referee.overlays.{t.name}: no tile {t.covers!r}")
            missing = set(t.covered) - {r.name for r in under.front}
            if missing:
                raise BadInput(
                    f"{source}: data.referee.overlays.{t.name}: {t.covers} has no region "
                    f"{sorted(missing)[0]!r}"
                )
        for r in t.front:
            other = seen.get(r.name)
            if other is not None and not _overlaid(tiles[other], t, r.name):
                raise BadInput(
                    f"{source}: map tiles: {r.name!r} is on {other} and on {t.name}, and "
                    "neither tile lies over the other there (data.referee.overlays)"
                )
            seen.setdefault(r.name, t.name)
            if r.name not in bordered and "naval-port" not in r.features:
                raise BadInput(
                    f"{source}: map tiles: {r.name!r} ({t.name}) has no land border and no "
                    "naval port: no army could reach it"
                )
        own = {r.name for r in t.front}
        for p in t.back:
            stray = set(p.base) - own
            if p.romanised and stray:
                raise BadInput(
                    f"{source}: map tiles: {t.name}'s Romanised {p.name} folds "
                    f"{sorted(stray)[0]!r}, not a region of that tile"
                )


def _overlaid(a: Tile, b: Tile, region: str) -> bool:
    return (a.covers == b.name and region in a.covered) or (
        b.covers == a.name and region in b.covered
    )
