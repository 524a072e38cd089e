"""The blank write-in cards' names, read fast from the YAML the board parsed, are those the
schema-checked content pack gives (what `lictor referee status` names "a blank write-in
card")."""

from __future__ import annotations

from lictor.content.loader import load_pack
from lictor.games.carta_imperia import CONTENT
from lictor.games.carta_imperia.deck import write_ins


def test_write_ins_read_fast_are_the_packs_blank_cards() -> None:
    pack = load_pack(CONTENT)
    blank = {
        r.name
        for d in pack.decks
        if d.id in ("draft-events", "legacy-cards")
        for r in d.copies()
        if not str(r.data.get("text") or "").strip()
    }
    assert blank  # the Legacies at least are printed blank
    assert write_ins() == frozenset(blank)
