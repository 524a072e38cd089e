"""The kit's parts list and what each family prints on: what the kit has, family by
family, set against the rulebook's List of Components where the pack gives one."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.content.pack import Deck, Pack
from lictor.content.plain import SheetSpec
from lictor.errors import BadInput
from lictor.i18n import N_, Translator

SHEET_STOCK = N_("plain paper, 80-100 gsm")
NO_CUTTING = N_("no cutting")


@dataclass(frozen=True)
class Part:
    """A line of the parts list: a rulebook component or a piece only the kit has."""

    name: str
    rulebook: int | None  # the rulebook's count (None: it gives none, or no line)
    kit: int  # pieces the kit prints for it (copies counted); 0: not printed
    family: str  # the kit's family that prints it ("" when not printed)
    listed: bool  # a line of the rulebook's list
    note: str = ""

    @property
    def status(self) -> str:
        return status(self, Translator("en"))


def status(part: Part, tr: Translator) -> str:
    """How the kit stands against the rulebook's line, in the kit's language."""
    if not part.listed:
        return tr(N_("kit only"))
    if part.kit == 0:
        return tr(N_("not printed"))
    if part.rulebook is None or part.rulebook == part.kit:
        return tr(N_("as listed"))
    return tr(N_("rulebook {rulebook}, kit {kit}")).format(rulebook=part.rulebook, kit=part.kit)


def stock(deck: Deck) -> str:
    """What a deck prints on: the pack's ``stock`` or a guess from its shape."""
    if deck.spec.stock:
        return deck.spec.stock
    if deck.spec.poster:
        return N_("paper 120-160 gsm, glued to board")
    if max(deck.size.w, deck.size.h) < 40:
        return N_("card 300 gsm or more (or glued to chipboard)")
    return N_("card 250-300 gsm")


def cutting(deck: Deck, per_page: int | None = None) -> str:
    if deck.spec.poster:
        return N_("trim and join the sheets on the dashed lines")
    if per_page == 1:  # one face a page: no crop marks
        return N_("trim each page to its trim box")
    return N_("cut on the crop marks")


def parts(pack: Pack, decks: list[Deck], sheets: list[SheetSpec]) -> list[Part]:
    """The rulebook's List of Components line by line with the kit's count, then every
    deck and sheet of the kit that no line names ("kit only"). Only the pieces this build
    prints (``decks``, ``sheets``) are counted."""
    by_deck = {d.id: d for d in pack.decks}
    by_sheet = {s.id: s for s in pack.sheets}
    built_decks = {d.id for d in decks}
    built_sheets = {s.id for s in sheets}
    out: list[Part] = []
    named: set[str] = set()
    listing = pack.spec.components
    for i, item in enumerate(listing.items if listing else ()):
        for key, ids, known in (("decks", item.decks, by_deck), ("sheets", item.sheets, by_sheet)):
            for j, ref in enumerate(ids):
                if ref not in known:
                    file, line = pack.origins.where(("components", "items", i, key, j))
                    where = f"{file}:{line}: " if line else f"{file}: "
                    raise BadInput(
                        f"{where}components.items[{i}].{key}: no {key[:-1]} {ref!r} in the pack "
                        f"(known: {', '.join(known) or 'none'})"
                    )
        named.update(item.decks)
        named.update(f"sheet:{s}" for s in item.sheets)
        kit = sum(by_deck[d].count for d in item.decks if d in built_decks) + sum(
            1 for s in item.sheets if s in built_sheets
        )
        families = [by_deck[d].spec.family for d in item.decks if d in built_decks] + [
            by_sheet[s].family for s in item.sheets if s in built_sheets
        ]
        out.append(
            Part(item.name, item.count, kit, ", ".join(dict.fromkeys(families)), True, item.note)
        )
    for deck in decks:
        if deck.id not in named:
            out.append(Part(deck.spec.name, None, deck.count, deck.spec.family, False))
    for sheet in sheets:
        if f"sheet:{sheet.id}" not in named:
            out.append(Part(sheet.title or sheet.name, None, 1, sheet.family, False))
    return out


__all__ = ["NO_CUTTING", "SHEET_STOCK", "Part", "cutting", "parts", "status", "stock"]
