"""Decks read from the Carta Imperia content pack, for the rules that draw from them."""

from __future__ import annotations

from functools import lru_cache

from lictor.games.carta_imperia import CONTENT


@lru_cache(maxsize=1)
def omens_deck() -> tuple[tuple[str, ...], ...]:
    """The Early Republic Combat deck, which the NPC variant uses as its Omens deck:
    one entry per card, listing its shields."""
    from lictor.content.loader import load_pack

    pack = load_pack(CONTENT)
    deck = next(d for d in pack.decks if d.id == "combat-early")
    cards = []
    for row in deck.copies():
        shields = row.data.get("shields", {}) or {}
        cards.append(tuple(kind for kind, n in shields.items() for _ in range(int(n))))
    return tuple(cards)


@lru_cache(maxsize=1)
def write_ins() -> frozenset[str]:
    """Names of the cards printed blank (the table writes their text): Draft Events and
    Legacies whose text the rulebook does not give. Read from the pack's YAML the board
    has already parsed (the schema-checked pack takes half a second to load, on every
    `lictor referee status`); a deck whose rows are not inline is read the long way."""
    from lictor.games.carta_imperia.rules.board_user import _doc

    wanted = ("draft-events", "legacy-cards")
    raw = [d for d in (_doc(CONTENT).get("decks") or []) if d.get("id") in wanted]
    if len(raw) == len(wanted) and all(isinstance(d.get("rows"), list) for d in raw):
        names = set()
        for d in raw:
            defaults = d.get("defaults") or {}
            for r in d["rows"]:
                row = {**defaults, **r}
                if not str(row.get("text") or "").strip():
                    names.add(str(row["name"]))
        return frozenset(names)
    from lictor.content.loader import load_pack

    pack = load_pack(CONTENT)
    out = set()
    for deck in pack.decks:
        if deck.id in ("draft-events", "legacy-cards"):
            out |= {r.name for r in deck.copies() if not str(r.data.get("text") or "").strip()}
    return frozenset(out)
