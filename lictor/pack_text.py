"""A content pack's printable strings, and its copy in another language: what the kit
and the catalogue need of a pack (``lictor.i18n`` says the words)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from lictor.i18n import template_plurals, translatable

ROW_FIELDS = (
    "name",
    "era_label",
    "text",
    "subtitle",
    "back_title",
    "back_subtitle",
    "back_text",
    "label",
    "back_label",
    "short",
    "footer",
)


# -- packs ------------------------------------------------------------------------------------
def _sheet_strings(sheet: Any) -> Iterator[str]:
    yield from (sheet.name, sheet.title, sheet.intro, sheet.note, sheet.section or "")
    for sec in sheet.sections:
        yield from (sec.heading, sec.cite, *sec.lines)
    yield from sheet.columns
    for row in sheet.rows:
        yield from (str(c) for c in row)


def pack_strings(pack: Any) -> list[str]:
    """Every printable string of a pack, in order, once."""
    seen: dict[str, None] = {}

    def add(values: Iterable[Any]) -> None:
        for v in values:
            if translatable(v):
                seen[v] = None

    add([pack.spec.pack.title])
    if pack.spec.components is not None:  # the kit's parts list prints them
        add([pack.spec.components.section])
        add(x for item in pack.spec.components.items for x in (item.name, item.note))
    for deck in pack.decks:
        add([deck.spec.name, deck.spec.section or "", deck.spec.stock or ""])
        for layout in (deck.front, deck.back):
            if layout is not None:
                add(box.text for _, box in layout.boxes)
                add(p for _, box in layout.boxes for p in template_plurals(box.text))
        for row in deck.rows:
            add(row.data.get(f) for f in ROW_FIELDS)
            add([row.data.get("section")])
            add(_nested_strings(row.data))
        for values in deck.spec.variants.values():
            add(values)  # shown through the `t` filter, e.g. {{ familia | t }}
    for sheet in pack.sheets:
        add(_sheet_strings(sheet))
    add(_data_names(pack.spec.data))
    return list(seen)


NESTED_LISTS = ("from",)  # lists of names inside a row's nested data (a Province's regions)


def _nested_strings(data: dict[str, Any]) -> Iterator[str]:
    """Printable strings inside a row's nested data (a tile's regions and their names)."""
    for value in data.values():
        if isinstance(value, dict | list):
            yield from _walk_strings(value)


def _walk_strings(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, v in value.items():
            if key in ROW_FIELDS and isinstance(v, str):
                yield v
            elif key in NESTED_LISTS and isinstance(v, list):
                yield from (x for x in v if isinstance(x, str))
            else:
                yield from _walk_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk_strings(v)


def _translate_nested(value: Any, tr: Callable[[str], str]) -> Any:
    """``value`` with the strings ``_walk_strings`` finds translated, the rest as it was."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, v in value.items():
            if key in ROW_FIELDS and isinstance(v, str) and translatable(v):
                out[key] = tr(v)
            elif key in NESTED_LISTS and isinstance(v, list):
                out[key] = [tr(x) if translatable(x) else x for x in v]
            else:
                out[key] = _translate_nested(v, tr)
        return out
    if isinstance(value, list):
        return [_translate_nested(v, tr) for v in value]
    return value


def _data_names(data: Any) -> Iterator[str]:
    """Names in a game's data that its boards print (provinces ...)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "name" and isinstance(value, str):
                yield value
            elif key in ("provinces", "ring") and isinstance(value, list):
                yield from (v for v in value if isinstance(v, str))
            yield from _data_names(value)
    elif isinstance(data, list):
        for v in data:
            yield from _data_names(v)


def translate_pack(pack: Any, tr: Callable[[str], str]) -> Any:
    """A copy of the pack with every printable string translated."""
    from lictor.content.pack import Layout, Row

    def layout(lay: Layout | None) -> Layout | None:
        if lay is None:
            return None
        boxes = tuple((n, replace(b, text=tr(b.text))) for n, b in lay.boxes)
        return replace(lay, boxes=boxes)  # its origins kept: a fault names the right file

    decks = []
    for deck in pack.decks:
        rows = []
        for row in deck.rows:
            data = dict(row.data)
            for f in (*ROW_FIELDS, "section"):
                if translatable(data.get(f)):
                    data[f] = tr(data[f])
            for key, value in data.items():
                if isinstance(value, dict | list):
                    data[key] = _translate_nested(value, tr)
            rows.append(Row(tr(row.name), row.qty, data, row.origin))
        spec = replace(deck.spec, name=tr(deck.spec.name), stock=tr(deck.spec.stock or "") or None)
        decks.append(
            replace(
                deck, spec=spec, front=layout(deck.front), back=layout(deck.back), rows=tuple(rows)
            )
        )
    sheets = []
    for sheet in pack.sheets:
        sections = [
            replace(s, heading=tr(s.heading), cite=tr(s.cite), lines=[tr(x) for x in s.lines])
            for s in sheet.sections
        ]
        sheets.append(
            replace(
                sheet,
                name=tr(sheet.name),
                title=tr(sheet.title),
                intro=tr(sheet.intro),
                note=tr(sheet.note),
                section=tr(sheet.section or "") or None,
                sections=sections,
                columns=[tr(c) for c in sheet.columns],
                rows=[[tr(str(c)) for c in r] for r in sheet.rows],
            )
        )
    info = replace(pack.spec.pack, title=tr(pack.spec.pack.title))
    components = pack.spec.components
    if components is not None:
        items = [
            replace(i, name=tr(i.name), note=tr(i.note) if i.note else "") for i in components.items
        ]
        components = replace(components, section=tr(components.section), items=items)
    spec = replace(pack.spec, pack=info, components=components)
    return replace(pack, spec=spec, decks=tuple(decks), sheets=tuple(sheets))
