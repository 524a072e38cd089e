"""The Carta Imperia pack's referee data read into a ``Board``: the map tiles, the decks
and their Eras, the scenarios, Start Cards, Reforms and Ides cards, every count bounded
and every bad value refused naming the field. YAML is read directly (no pydantic): the
referee's path stays fast."""

from __future__ import annotations

from typing import Any

from lictor.games.carta_imperia.rules.board import (
    DEFAULT_SCENARIO,
    ROWS,
    Board,
    Card,
    Foe,
    ReformEffect,
    Region,
    Scenario,
    Tile,
)
from lictor.games.carta_imperia.rules.board_cards import _cards, _typed_cards
from lictor.games.carta_imperia.rules.late_board import late_rules
from lictor.games.carta_imperia.rules.pack_numbers import (
    MAX_COPIES,
    _count,
    _era,
)
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import IdesCard
from lictor.games.carta_imperia.rules.readings import readings_from
from lictor.games.carta_imperia.rules.solo_board import solo_rules
from lictor.i18n import t
from lictor.slugs import slug


def _scenario(key: str, spec: dict[str, Any]) -> Scenario:
    eras = tuple(int(e) for e in spec["eras"])
    if not eras or eras != tuple(sorted(set(eras))) or not 1 <= eras[0] <= eras[-1] <= 7:
        raise ValueError(t("scenarios.{key}.eras: Eras 1 to 7, in order, each once", key=key))
    decks = tuple((str(d), tuple(int(e) for e in es)) for d, es in spec["decks"].items())
    for d in ("historical-events", "draft-events"):
        if d not in dict(decks):
            raise ValueError(t("scenarios.{key}.decks: the Eras of {deck} kept", key=key, deck=d))
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


def _shields(d: dict[str, Any] | None) -> tuple[tuple[str, int], ...]:
    counted = ((str(k), _count(v, f"shields.{k}")) for k, v in (d or {}).items())
    return tuple((k, n) for k, n in counted if n > 0)


def _text(value: Any, what: str) -> str:
    """A name: text of 1 to 80 characters."""
    if not isinstance(value, str) or not 0 < len(value) <= 80:
        raise ValueError(
            t("{what}: expected a name (text), got {value}", what=what, value=f"{value!r:.40}")
        )
    return value


START_COUNTS = ("private_legions", "allied_legions", "reserve")


def _start_effects(card: Any, fx: Any) -> tuple[tuple[str, Any], ...]:
    """A Start Card's gifts: a province (a region's name) and counts of pieces."""
    if not isinstance(fx, dict):
        raise ValueError(t("start_cards.{card}: expected a mapping of gifts", card=card))
    out: list[tuple[str, Any]] = []
    for key, value in fx.items():
        if key == "province":
            out.append((key, _text(value, f"start_cards.{card}.province")))
        elif key in START_COUNTS:
            out.append((key, _count(value, f"start_cards.{card}.{key}")))
        else:
            out.append((str(key), value))
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
        raise ValueError(
            t(
                "{key}.fives: {fives} meeples marked V, of {meeples} in all",
                key=key,
                fives=fives,
                meeples=meeples,
            )
        )
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
        raise ValueError(
            t(
                "{where}: each border is two region names, got {value}",
                where=where,
                value=f"{pair!r:.40}",
            )
        )
    return _text(pair[0], where), _text(pair[1], where)


def board_from(doc: dict[str, Any], scenario: str = DEFAULT_SCENARIO) -> Board:
    """The board of one scenario: its map tiles and its decks filtered as its data says."""
    decks = {d["id"]: d for d in doc["decks"]}
    ref = doc["data"]["referee"]
    scenarios = tuple(_scenario(k, v) for k, v in ref["scenarios"].items())
    chosen = next((x for x in scenarios if x.id == scenario), None)
    if chosen is None:
        raise ValueError(t("scenarios: no scenario {scenario}", scenario=repr(scenario)))
    tile_eras = chosen.tile_eras()
    borders = [("adjacency", *_pair(p, "adjacency")) for p in ref["adjacency"]]
    late = ref.get("adjacency_late") or {}
    borders += [("adjacency_late", *_pair(p, "adjacency_late")) for p in late.get("borders", ())]
    overlays = ref.get("overlays") or {}
    paying = ref.get("paying_rebels") or {}
    if not isinstance(paying, dict):
        raise ValueError(t("paying_rebels: expected {era: N, regions: [...]}"))
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
    places = frozenset(r.name for t in pack_tiles for r in (*t.front, *t.back))
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
        "historical-events",
        places,
    )
    draft = _cards(
        decks["draft-events"]["rows"],
        chosen.deck_eras("draft-events"),
        chosen.removed("draft-events"),
        "draft-events",
        places,
    )
    every = set(range(8))  # the ids of every card, whatever this scenario deals
    ids = {
        c.id: d
        for d in ("historical-events", "draft-events")
        for c in _cards(decks[d]["rows"], every, set(), d, places)
    }
    historical, draft = _typed_cards(ref.get("card_effects"), historical, draft, places, ids)
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
            unbeaten=bool(spec.get("unbeaten", False)),
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
        solo=solo_rules(ref.get("solo")),
        readings=readings_from(ref.get("readings")),
        paying_rebels_era=_count(paying.get("era", 2), "paying_rebels.era", 7),
        paying_rebels=tuple(
            _text(n, "paying_rebels.regions") for n in paying.get("regions", ("Etruria", "Samnium"))
        ),
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
            raise ValueError(
                t("{where}.success: one of {values}", where=where, values=", ".join(SUCCESS))
            )
        if failure not in FAILURE:
            raise ValueError(
                t("{where}.failure: one of {values}", where=where, values=", ".join(FAILURE))
            )
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
            raise ValueError(
                t(
                    "reform_effects.{name}.when: one of {values}",
                    name=name,
                    values=", ".join(WHEN),
                )
            )
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
