"""The Carta Imperia table as the referee knows it: the map tiles and their regions, the
decks, the scenarios, the Start Cards and Reforms, in one frozen ``Board``.

The pack's ``data.referee`` section (reconstructed borders, Romanised sides, Start Cards,
Reforms) is read into it by ``board_pack.py``; ``board_user.py`` loads the built-in board
or merges and checks a user's pack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

from lictor.games.carta_imperia.rules.card_effects import Effect
from lictor.games.carta_imperia.rules.late_board import LateRules
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import IdesCard
from lictor.games.carta_imperia.rules.solo_board import SoloRules
from lictor.i18n import t
from lictor.rules.violation import BadAction
from lictor.slugs import slug

ERAS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIIa": 7, "VIIb": 7}
ROWS = ("military", "administrative", "political")


@dataclass(frozen=True)
class Region:
    """One region of a map tile's side: its shields, its features, and the front-side
    regions it is made of."""

    name: str
    tile: str
    shields: tuple[tuple[str, int], ...]  # kind -> count
    features: tuple[str, ...]
    neutral: bool
    base: tuple[str, ...]  # the front-side regions it is made of
    romanised: bool = False

    # each computed once per Region, from its frozen fields (issue 27: the listing asked
    # them thousands of times a game); never a field, so never in its value or a snapshot
    @cached_property
    def strength(self) -> int:
        return sum(n for _, n in self.shields)

    @cached_property
    def emporia(self) -> int:
        return self.features.count("emporium")


@dataclass(frozen=True)
class Tile:
    """One map tile, front and back, and the Era it enters play."""

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
    # what the card does, as a table typed it into the pack (rules/card_effects.py)
    effects: tuple[Effect, ...] = ()


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
    unbeaten: bool = False  # not reduced by losing a battle: fought again the same Era
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


@dataclass(frozen=True)
class Board:
    """What a pack gives the referee: the map, the decks, the Reforms and the rules' numbers."""

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
    # the Solo & 2-Player Addenda's numbers (data.referee.solo)
    solo: SoloRules = field(default_factory=SoloRules)
    # Rebellions: "Era II, when the Etruscans or Samnites can rebel without preventing
    # Taxation" - the Era and the regions of those peoples (data.referee.paying_rebels)
    paying_rebels_era: int = 2
    paying_rebels: tuple[str, ...] = ("Etruria", "Samnium")
    # where the rulebook leaves a ruling open, the reading played (rules/readings.py)
    readings: tuple[tuple[str, str], ...] = ()

    def reading(self, key: str) -> str:
        return self._readings[key]

    @cached_property
    def _readings(self) -> Mapping[str, str]:
        """Every reading played on this map: the table's, else lictor's first (asked at
        every move by some rules: read once a board, issue 27). Never a field; a plain
        dict, so a board still goes to the lab's worker processes as it did."""
        from lictor.games.carta_imperia.rules.readings import READINGS

        given = dict(self.readings)
        return {r.key: given.get(r.key) or r.values[0] for r in READINGS}

    def card_effects(self, card_id: str) -> tuple[str, tuple[Effect, ...]]:
        """A Historical or Draft Event's name and the effects the pack gives it."""
        for c in (*self.historical, *self.draft):
            if c.id == card_id:
                return c.name, c.effects
        return "", ()

    def effect(self, reform: str) -> ReformEffect | None:
        return next((e for e in self.reform_effects if e.name == reform), None)

    def tile(self, text: str) -> Tile:
        key = slug(text)
        for tile in self.tiles:
            if slug(tile.name) == key:
                return tile
        raise BadAction(
            t(
                "unknown map tile {text} (tiles: {tiles})",
                text=repr(text),
                tiles=", ".join(slug(x.name) for x in self.tiles),
            )
        )

    def start_card(self, text: str) -> str:
        key = slug(text)
        for name, _ in self.start_cards:
            if slug(name) == key:
                return name
        raise BadAction(
            t(
                "unknown Start Card {text} (cards: {cards})",
                text=repr(text),
                cards=", ".join(slug(n) for n, _ in self.start_cards),
            )
        )

    def start_effects(self, card: str) -> dict[str, Any]:
        return dict(dict(self.start_cards)[card])

    def combat_card(self, text: str) -> tuple[str, str | None, int]:
        key = slug(text)
        for c in self.combat:
            if c[0] == key:
                return c
        names = sorted({c[0] for c in self.combat})
        raise BadAction(
            t(
                "unknown combat card {text} (cards: {cards})",
                text=repr(text),
                cards=", ".join(names),
            )
        )

    def foe(self, card: str) -> Foe | None:
        return next((f for f in self.foes if f.card == card), None)

    def foe_named(self, name: str) -> Foe | None:
        return next((f for f in self.foes if f.name == name), None)

    def adjacent(self, a: Region, b: Region) -> bool:
        x, y = a.base, b.base
        if len(x) == 1 and len(y) == 1:  # most regions: one look-up, no cache to ask
            return (x[0], y[0]) in self.adjacency
        return _touching(self.adjacency, x, y)

    def reform_row(self, text: str) -> tuple[str, tuple[str, ...]]:
        key = slug(text)
        for row, names in self.reform_rows:
            if row == key or row.startswith(key):
                return row, names
        raise BadAction(
            t("unknown Reform row {text} (rows: {rows})", text=repr(text), rows=", ".join(ROWS))
        )


@lru_cache(maxsize=1 << 16)
def _touching(
    adjacency: frozenset[tuple[str, str]], a: tuple[str, ...], b: tuple[str, ...]
) -> bool:
    """Whether two regions (their front-side parts) share a border: asked again and again
    by the route search and the offers, so kept (a frozenset's hash is computed once)."""
    return any((x, y) in adjacency for x in a for y in b)
