"""The Historical and Draft Event decks as the referee deals them: one ``Card`` per copy,
each with the effects a table typed into the pack for it (its deck row's ``effects``, or
``data.referee.card_effects`` by the card's id; the vocabulary: card_effects.py)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from lictor.games.carta_imperia.rules.board import Card
from lictor.games.carta_imperia.rules.card_effects import (
    Effect,
    EffectError,
    parse_effects,
    regions_named,
)
from lictor.games.carta_imperia.rules.pack_numbers import MAX_COPIES, MAX_DECK, _count, _era
from lictor.i18n import t
from lictor.slugs import slug


def _cards(
    rows: list[dict[str, Any]],
    eras: set[int],
    drop: set[str],
    deck: str = "",
    places: frozenset[str] = frozenset(),
) -> tuple[Card, ...]:
    """One Card per copy; ids are the name's slug, with the Era label and a number
    added where several cards share a name (``draft-event-ii-3``). A row's ``effects``
    (rules/card_effects.py) are checked whether the scenario deals the card or not."""
    copies: list[tuple[str, str, int]] = []
    effects: dict[str, tuple[Effect, ...]] = {}
    for j, row in enumerate(rows):
        try:
            fx = parse_effects(row.get("effects"), drawn=deck == "historical-events")
            for i, key, region in regions_named(fx):
                if region not in places:
                    raise EffectError(
                        ("effects", i, key), t("unknown region {region}", region=repr(region))
                    )
        except EffectError as exc:
            raise EffectError(("decks", deck, "rows", j, *exc.path), exc.message) from None
        era = _era(row.get("era_label"))
        if fx:
            effects[f"{row['name']}|{str(row.get('era_label') or 'any').lower()}"] = fx
        if era in eras and row["name"] not in drop:
            label = str(row.get("era_label") or "any").lower()
            qty = _count(row.get("qty", 1), f"{row['name']}: qty", MAX_COPIES)
            copies += [(str(row["name"]), label, era)] * qty
            if len(copies) > MAX_DECK:
                raise ValueError(t("a deck of more than {n} cards", n=MAX_DECK))
    names = Counter(c[0] for c in copies)
    labelled = Counter(f"{c[0]}|{c[1]}" for c in copies)
    out: list[Card] = []
    counter: dict[str, int] = {}
    for name, label, era in copies:
        if names[name] == 1:
            out.append(Card(slug(name), name, era, effects.get(f"{name}|{label}", ())))
            continue
        base = f"{slug(name)}-{label}"
        if labelled[f"{name}|{label}"] == 1:
            out.append(Card(base, name, era, effects.get(f"{name}|{label}", ())))
            continue
        counter[base] = counter.get(base, 0) + 1
        fx = effects.get(f"{name}|{label}", ())
        out.append(Card(f"{base}-{counter[base]}", name, era, fx))
    return tuple(out)


def _typed_cards(
    spec: Any,
    historical: tuple[Card, ...],
    draft: tuple[Card, ...],
    places: frozenset[str],
    known: dict[str, str],
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """``data.referee.card_effects``: a card of the decks, by its id, given the name the
    table's copy prints and its effects (rules/card_effects.py) - no deck to copy."""
    if not spec:
        return historical, draft
    at: tuple[str | int, ...] = ("data", "referee", "card_effects")
    if not isinstance(spec, dict):
        raise EffectError(at, t("expected a mapping of card id: {name, effects}"))
    out = {}
    for card, fx in spec.items():
        where = (*at, str(card))
        if str(card) not in known:
            some = ", ".join(sorted(k for k in known if k.startswith(("historical", "draft")))[:3])
            raise EffectError(
                where,
                t(
                    "no Historical or Draft Event {card} (ids such as {some})",
                    card=repr(card),
                    some=some,
                ),
            )
        if not isinstance(fx, dict) or set(fx) - {"name", "effects"}:
            raise EffectError(where, t("expected {name: ..., effects: [...]}"))
        drawn = known[str(card)] == "historical-events"
        try:
            effects = parse_effects(fx.get("effects"), drawn=drawn)
            for i, key, region in regions_named(effects):
                if region not in places:
                    raise EffectError(
                        ("effects", i, key), t("unknown region {region}", region=repr(region))
                    )
        except EffectError as exc:
            raise EffectError((*where, *exc.path), exc.message) from None
        name = fx.get("name")
        if name is not None and (not isinstance(name, str) or not 0 < len(name) <= 80):
            raise EffectError(
                (*where, "name"),
                t("expected a name (text), got {value}", value=f"{name!r:.40}"),
            )
        out[str(card)] = (name, effects)

    def typed(c: Card) -> Card:
        if c.id not in out:
            return c
        name, effects = out[c.id]
        return Card(c.id, name or c.name, c.era, effects)

    return tuple(typed(c) for c in historical), tuple(typed(c) for c in draft)
