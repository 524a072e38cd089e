"""Validate a content pack (and a user's overriding packs) with the schema, report every
problem. ``lictor.content.loader`` is the way in: it reads a pack that validated before from
the validated-pack cache, and comes here (pydantic and all) only when that misses.

Built-in packs and user packs go through this same code. Problems name the file, the
line and the field; the loader collects them all before it gives up, so that `lictor
check` can list everything wrong in one run. What the schema accepts is copied into the
plain dataclasses of ``lictor.content.plain``, which the print engine reads.

Longer than the house's ~400 lines, for a reason: one pass that resolves a pack and
collects every problem with its file:line; the deck and layout resolvers are the next to
move out, left in place while other work changes this folder (issue 24).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from lictor.content import plain
from lictor.content.fields import describe, template_fields, unknown_fields
from lictor.content.limits import MAX_CARDS, MAX_ROWS
from lictor.content.pack import Deck, Layout, Pack, Row
from lictor.content.paths import OutsidePack, builtin_problem, confined, roots_for
from lictor.content.schema import BoxSpec, DeckSpec, PackSpec, RowSpec, SheetSpec
from lictor.content.tables import read_rows
from lictor.content.yamlsource import LineMap, PathKey, YamlSyntaxError, load_yaml_file
from lictor.errors import Problem
from lictor.units import CARD_SIZES, Size, parse_size

DEFAULT_FONTS = {
    "body": "builtin:Vera",
    "bold": "builtin:VeraBd",
    "italic": "builtin:VeraIt",
    "title": "builtin:VeraBd",
}
DEFAULT_PALETTE = {"ink": "#1a1a1a", "paper": "#ffffff"}


def validated(
    source: Path, overrides: Sequence[Path] = (), allow: Sequence[Path] = ()
) -> tuple[Pack | None, list[Problem]]:
    """The pack at ``source`` with ``overrides`` merged over it, and every problem in it;
    the pack is None when it could not be built at all."""
    roots = roots_for([source.parent, *(o.parent for o in overrides)], allow)
    unknown: list[Problem] = []
    try:
        raw, lines = load_yaml_file(source)
        for extra in overrides:
            more, more_lines = load_yaml_file(extra)
            if isinstance(more, dict):
                # Files a user pack names (fonts, rows) are relative to its own folder.
                _rebase_paths(more, extra.absolute().parent)
                _mark_user_rows(more, raw)
                unknown.extend(_unknown_overrides(more, more_lines, raw))
            raw = merge_raw(raw, lines, more, more_lines)
    except YamlSyntaxError as exc:
        return None, [exc.problem]
    if unknown:
        return None, unknown
    if not isinstance(raw, dict):
        return None, [Problem(str(source), 1, "", "a content pack must be a YAML mapping")]
    try:
        spec = PackSpec.model_validate(raw)
    except ValidationError as exc:
        return None, _problems_from(exc, lines, ())
    # With --content over a pack, the pack's own rows were checked on their own (`lictor
    # check GAME`): a field of theirs that the user's new layout leaves out is no misspelling.
    vetted = source.parent.resolve() if overrides else None
    return _resolve(spec, source.parent, lines, roots, vetted)


def merge_raw(base: Any, base_lines: LineMap, more: Any, more_lines: LineMap) -> Any:
    """Merge a user's pack over ``base``: mappings by key, decks and sheets by ``id``."""
    if not isinstance(more, dict) or not isinstance(base, dict):
        raise YamlSyntaxError(Problem(more_lines.file, 1, "", "a content pack must be a mapping"))
    out = copy.deepcopy(base)
    for key, value in more.items():
        if key in ("decks", "sheets") and isinstance(value, list):
            items = out.setdefault(key, [])
            ids = {
                item["id"]: i
                for i, item in enumerate(items)
                if isinstance(item, dict) and isinstance(item.get("id"), str)
            }
            for j, item in enumerate(value):
                src: PathKey = (key, j)
                if isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"] in ids:
                    i = ids[item["id"]]
                    kept = items[i]
                    if key == "decks" and ("rows" in item or "rows_file" in item):
                        # a deck's rows are one thing: the user's rows (inline or from a
                        # file) take the place of the built-in ones, whichever way each came
                        kept = {k: v for k, v in kept.items() if k not in ("rows", "rows_file")}
                    items[i] = {**kept, **item}
                    for field in item:
                        base_lines.graft(more_lines, (*src, field), (key, i, field))
                else:
                    items.append(item)
                    base_lines.graft(more_lines, src, (key, len(items) - 1))
        elif key in ("pack", "fonts", "sizes", "palette", "layouts") and isinstance(value, dict):
            section = out.setdefault(key, {})
            if isinstance(section, dict):
                section.update(value)
                for name in value:
                    base_lines.graft(more_lines, (key, name), (key, name))
        else:
            out[key] = value
            base_lines.graft(more_lines, (key,), (key,))
    return out


def _mark_user_rows(more: dict[str, Any], base: Any) -> None:
    """Rows a user gives over a built-in deck are the user's own (``source: user``), not
    the built-in deck's (a blank deck's rows with real text are not write-in cards)."""
    decks = base.get("decks") if isinstance(base, dict) else None
    known = (
        {d.get("id") for d in decks if isinstance(d, dict)} if isinstance(decks, list) else set()
    )
    given = more.get("decks")
    for deck in given if isinstance(given, list) else []:
        if not isinstance(deck, dict) or deck.get("id") not in known or "source" in deck:
            continue
        if "rows" in deck or "rows_file" in deck:
            deck["source"] = "user"


def _unknown_overrides(more: dict[str, Any], more_lines: LineMap, base: Any) -> list[Problem]:
    """A deck in a user's file with an id the game does not have, and neither ``name`` nor
    ``layout`` (so it is meant to override one): a misspelt id, named with the real ones."""
    decks = base.get("decks") if isinstance(base, dict) else None
    ids = [d["id"] for d in decks or [] if isinstance(d, dict) and isinstance(d.get("id"), str)]
    given = more.get("decks")
    out = []
    for j, deck in enumerate(given if isinstance(given, list) else []):
        if not isinstance(deck, dict) or not isinstance(deck.get("id"), str):
            continue
        if deck["id"] in ids or any(k in deck for k in ("name", "layout", "diagram")):
            continue
        out.append(
            more_lines.problem(
                ("decks", j, "id"),
                f"no deck {deck['id']!r} to override (the decks are: {', '.join(ids)}); "
                "a new deck needs a `name` and a `layout`",
            )
        )
    return out


def _rebase_paths(raw: dict[str, Any], user_dir: Path) -> None:
    # A relative path in a user's pack is made absolute before the merge forgets which
    # file it came from.
    fonts = raw.get("fonts")
    if isinstance(fonts, dict):
        for name, value in list(fonts.items()):
            local = isinstance(value, str) and not value.startswith("builtin:")
            if local and not Path(value).is_absolute():
                fonts[name] = str(user_dir / value)
    decks = raw.get("decks")
    for deck in decks if isinstance(decks, list) else []:
        rows_file = deck.get("rows_file") if isinstance(deck, dict) else None
        if isinstance(rows_file, str) and not Path(rows_file).is_absolute():
            deck["rows_file"] = str(user_dir / rows_file)


def _shown(value: str) -> str:
    """A path as the user may have typed it: relative to the working folder when inside it
    (a --content file's relative paths are made absolute before the merge)."""
    path = Path(value)
    if path.is_absolute():
        try:
            return str(path.relative_to(Path.cwd()))
        except ValueError:
            return value
    return value


def _problems_from(exc: ValidationError, lines: LineMap, prefix: PathKey) -> list[Problem]:
    out = []
    for err in exc.errors():
        path = (*prefix, *err["loc"])
        msg = err["msg"]
        if err["type"] == "missing":
            msg = "required field is missing"
        elif err["type"] == "extra_forbidden":
            msg = "unknown field"
        elif err["type"] == "literal_error":
            msg = f"expected {err.get('ctx', {}).get('expected', 'one of the allowed values')}"
        if "input" in err and err["type"] not in ("missing", "extra_forbidden"):
            shown = repr(err["input"])
            if len(shown) < 40 and not isinstance(err["input"], dict | list):
                msg += f" (got {shown})"
        out.append(lines.problem(path, msg))
    return out


def _resolve(
    spec: PackSpec,
    base_dir: Path,
    lines: LineMap,
    roots: tuple[Path, ...],
    vetted: Path | None = None,
) -> tuple[Pack | None, list[Problem]]:
    problems: list[Problem] = []
    sizes = {name: Size(s.w, s.h) for name, s in spec.sizes.items()}
    for name in sizes:
        if name.lower() in CARD_SIZES:
            problems.append(lines.problem(("sizes", name), "this name is a built-in size"))
    fonts = {**DEFAULT_FONTS, **spec.fonts}
    for name, font in spec.fonts.items():
        if font.startswith("builtin:") and (why := builtin_problem(font)) is not None:
            problems.append(lines.problem(("fonts", name), why))
            fonts[name] = DEFAULT_FONTS.get(name, DEFAULT_FONTS["body"])  # never read it
        elif not font.startswith("builtin:"):
            try:
                path = confined(font, base_dir, roots, "font")
            except OutsidePack as exc:
                problems.append(lines.problem(("fonts", name), str(exc)))
                fonts[name] = DEFAULT_FONTS.get(name, DEFAULT_FONTS["body"])  # never read it
                continue
            if not path.is_file():
                problems.append(
                    lines.problem(("fonts", name), f"font file not found: {_shown(font)}")
                )
                fonts[name] = DEFAULT_FONTS.get(name, DEFAULT_FONTS["body"])  # said once
            else:
                fonts[name] = str(path)
    palette = {**DEFAULT_PALETTE, **spec.palette}
    for name, colour in spec.palette.items():
        if not _is_hex(colour):
            problems.append(lines.problem(("palette", name), f"expected #rrggbb, got {colour!r}"))

    layouts: dict[str, Layout] = {}
    for name in spec.layouts:
        layout = _resolve_layout(name, spec, sizes, fonts, lines, problems)
        if layout is not None:
            layouts[name] = layout

    decks: list[Deck] = []
    seen_ids: set[str] = set()
    for i, dspec in enumerate(spec.decks):
        at: PathKey = ("decks", i)
        if dspec.id in seen_ids:
            problems.append(lines.problem((*at, "id"), f"deck id {dspec.id!r} is used twice"))
        seen_ids.add(dspec.id)
        deck = _resolve_deck(
            dspec, at, layouts, spec, sizes, base_dir, roots, lines, problems, vetted
        )
        if deck is not None:
            decks.append(deck)
            _colour_defaults(deck, at, palette, lines, problems)
    total = sum(d.count for d in decks)
    if total > MAX_CARDS:
        problems.append(
            lines.problem(("decks",), f"{total:,} cards in all; a pack may have {MAX_CARDS:,}")
        )
        decks = []
    for i, sheet in enumerate(spec.sheets):
        if sheet.id in seen_ids:
            problems.append(lines.problem(("sheets", i, "id"), f"id {sheet.id!r} is used twice"))
        seen_ids.add(sheet.id)

    sheets = tuple(_plain_sheet(s) for s in spec.sheets)
    pack = Pack(
        _plain_pack(spec), base_dir, fonts, palette, {**sizes}, tuple(decks), sheets, lines, roots
    )
    return pack, problems


def _plain_pack(spec: PackSpec) -> plain.PackSpec:
    listing = spec.components
    components = None
    if listing is not None:
        items = [plain.ComponentItem(**dict(i)) for i in listing.items]
        components = plain.ComponentList(section=listing.section, items=items)
    return plain.PackSpec(
        pack=plain.PackInfo(**dict(spec.pack)), components=components, data=spec.data
    )


def _plain_sheet(sheet: SheetSpec) -> plain.SheetSpec:
    sections = [plain.RefSection(**dict(s)) for s in sheet.sections]
    return plain.SheetSpec(**{**dict(sheet), "sections": sections})


def _plain_deck(dspec: DeckSpec) -> plain.DeckSpec:
    return plain.DeckSpec(**{k: v for k, v in dspec if k != "rows"})


_FIELD_ONLY = re.compile(r"\{\{\s*(\w+)\s*\}\}")


def _colour_defaults(
    deck: Deck,
    at: PathKey,
    palette: dict[str, str],
    lines: LineMap,
    problems: list[Problem],
) -> None:
    """A colour a deck's ``defaults:`` gives a box (``fill: "{{ colour }}"``) that is no
    colour: said once, at the ``defaults:`` line that wrote it, with the cards it reaches
    (not once per card, at the layout's box)."""
    said: set[str] = set()
    for layout in (deck.front, deck.back):
        for box_name, box in layout.boxes if layout is not None else ():
            for value in (box.color, box.fill, box.stroke):
                m = _FIELD_ONLY.fullmatch(value or "")
                field = m.group(1) if m else ""
                given = deck.spec.defaults.get(field)
                if not isinstance(given, str) or field in said:
                    continue
                if given in ("", "none") or "{" in given or given in palette or _is_hex(given):
                    continue
                cards = sum(r.qty for r in deck.rows if r.data.get(field) == given)
                if not cards:
                    continue
                said.add(field)
                known = ", ".join(sorted(palette)[:6])
                problems.append(
                    lines.problem(
                        (*at, "defaults", field),
                        f"unknown colour {given[:40]!r}, the {box_name!r} box of "
                        f"{cards} card{'' if cards == 1 else 's'} of deck {deck.id!r}; "
                        f"use #rrggbb or a palette name ({known}, ...)",
                    )
                )


def _is_hex(colour: str) -> bool:
    return (
        len(colour) == 7
        and colour.startswith("#")
        and all(c in "0123456789abcdefABCDEF" for c in colour[1:])
    )


def _resolve_layout(
    name: str,
    spec: PackSpec,
    sizes: dict[str, Size],
    fonts: dict[str, str],
    lines: LineMap,
    problems: list[Problem],
) -> Layout | None:
    chain: list[str] = []
    current: str | None = name
    while current is not None:
        if current in chain:
            cycle = " -> ".join([*chain, current])
            problems.append(lines.problem(("layouts", name, "extends"), f"extends cycle: {cycle}"))
            return None
        if current not in spec.layouts:
            problems.append(
                lines.problem(("layouts", chain[-1], "extends"), f"unknown layout {current!r}")
            )
            return None
        chain.append(current)
        current = spec.layouts[current].extends
    size_name: str | None = None
    raw_boxes: dict[str, dict[str, Any]] = {}
    box_origin: dict[str, dict[str, str]] = {}
    for layer in reversed(chain):  # the root first, each child over its parent
        lspec = spec.layouts[layer]
        size_name = lspec.size or size_name
        for box, fields in lspec.boxes.items():
            if fields is None:
                raw_boxes.pop(box, None)
                continue
            merged = {**raw_boxes.get(box, {}), **fields}
            raw_boxes[box] = merged
            origin = box_origin.setdefault(box, {})
            for f in fields:
                origin[f] = layer
    if size_name is None:
        problems.append(
            lines.problem(("layouts", name), "no size (set `size` here or in a parent)")
        )
        return None
    try:
        size = parse_size(size_name, sizes)
    except ValueError as exc:
        problems.append(lines.problem(("layouts", name, "size"), str(exc)))
        return None
    boxes: list[tuple[str, plain.BoxSpec]] = []
    origins: dict[tuple[str, str], tuple[str, int | None]] = {}
    ok = True
    for box, fields in raw_boxes.items():
        try:
            spec_box = BoxSpec.model_validate(fields)
        except ValidationError as exc:
            for err in exc.errors():
                field = str(err["loc"][0]) if err["loc"] else ""
                layer = box_origin[box].get(field, name)
                at: PathKey = ("layouts", layer, "boxes", box, *err["loc"])
                for p in _problems_from_one(err, lines, at):
                    problems.append(p)
            ok = False
            continue
        if spec_box.kind == "text" and spec_box.font not in fonts:
            layer = box_origin[box].get("font", name)
            problems.append(
                lines.problem(
                    ("layouts", layer, "boxes", box, "font"),
                    f"unknown font {spec_box.font!r} (known: {', '.join(sorted(fonts))})",
                )
            )
            ok = False
        if spec_box.min_size > spec_box.size:
            problems.append(
                lines.problem(("layouts", name, "boxes", box, "min_size"), "min_size exceeds size")
            )
            ok = False
        boxes.append((box, plain.BoxSpec(**dict(spec_box))))
        for f, layer in box_origin[box].items():
            origins[(box, f)] = lines.where(("layouts", layer, "boxes", box, f))
        origins[(box, "")] = lines.where(("layouts", name, "boxes", box))
    return Layout(name, size, tuple(boxes), origins) if ok else None


def _problems_from_one(err: Any, lines: LineMap, at: PathKey) -> list[Problem]:
    msg = "required field is missing" if err["type"] == "missing" else err["msg"]
    if err["type"] == "extra_forbidden":
        msg = "unknown field"
    return [lines.problem(at, msg)]


def _resolve_deck(
    dspec: DeckSpec,
    at: PathKey,
    layouts: dict[str, Layout],
    spec: PackSpec,
    sizes: dict[str, Size],
    base_dir: Path,
    roots: tuple[Path, ...],
    lines: LineMap,
    problems: list[Problem],
    vetted: Path | None = None,
) -> Deck | None:
    ok = True
    if dspec.diagram is not None:
        try:
            dsize = parse_size(dspec.size or "", sizes)
        except ValueError as exc:
            problems.append(lines.problem((*at, "size"), str(exc)))
            return None
        front: Layout | None = Layout(f"diagram:{dspec.diagram}", dsize, ())
    else:
        front = layouts.get(dspec.layout or "")
    if front is None:
        if dspec.layout not in spec.layouts:
            problems.append(lines.problem((*at, "layout"), f"unknown layout {dspec.layout!r}"))
        ok = False
    back = None
    if dspec.back_diagram is not None and front is not None:
        back = Layout(f"diagram:{dspec.back_diagram}", front.size, ())
    elif dspec.back is not None:
        back = layouts.get(dspec.back)
        if back is None:
            if dspec.back not in spec.layouts:
                problems.append(lines.problem((*at, "back"), f"unknown layout {dspec.back!r}"))
            ok = False
    size = front.size if front is not None else None
    if dspec.size is not None:
        try:
            size = parse_size(dspec.size, sizes)
        except ValueError as exc:
            problems.append(lines.problem((*at, "size"), str(exc)))
            ok = False
    if back is not None and size is not None and (back.size != size):
        problems.append(
            lines.problem((*at, "back"), f"back layout is {back.size}, the front is {size}")
        )
        ok = False

    entries: list[tuple[dict[str, Any], LineMap, PathKey]] = [
        (r, lines, (*at, "rows", k)) for k, r in enumerate(dspec.rows)
    ]
    if dspec.rows_file:
        try:
            path = confined(dspec.rows_file, base_dir, roots, "rows_file")
        except OutsidePack as exc:
            problems.append(lines.problem((*at, "rows_file"), str(exc)))
            return None
        if not path.is_file():
            problems.append(
                lines.problem((*at, "rows_file"), f"rows file not found: {_shown(dspec.rows_file)}")
            )
            return None
        table_rows, table_problems = read_rows(path)
        problems.extend(table_problems)
        ok = ok and not table_problems
        for line, row in table_rows:
            table_lines = LineMap(str(path))
            table_lines.set((), line)
            entries.append((row, table_lines, ()))

    _misspelt_fields(dspec, front, back, entries, problems, vetted)

    if dspec.variants:
        # Every row once per combination of the variant values (e.g. one per Familia).
        expanded: list[tuple[dict[str, Any], LineMap, PathKey]] = []
        combos: list[dict[str, Any]] = [{}]
        for field, values in dspec.variants.items():
            if len(combos) * len(values) * max(len(entries), 1) > MAX_ROWS:
                problems.append(
                    lines.problem(
                        (*at, "variants"), f"makes more than {MAX_ROWS:,} rows; split the deck"
                    )
                )
                return None
            combos = [{**c, field: v} for c in combos for v in values]
        for raw_row, row_lines, row_at in entries:
            for combo in combos:
                base = raw_row if isinstance(raw_row, dict) else {}
                expanded.append(({**base, **combo}, row_lines, row_at))
        entries = expanded

    if len(entries) > MAX_ROWS:
        problems.append(
            lines.problem((*at, "rows_file"), f"more than {MAX_ROWS:,} rows; split the deck")
        )
        return None
    rows: list[Row] = []
    for raw_row, row_lines, row_at in entries:
        if not isinstance(raw_row, dict):
            problems.append(row_lines.problem(row_at, "a row must be a mapping of fields"))
            ok = False
            continue
        merged: dict[str, Any] = {"source": dspec.source, **dspec.defaults, **raw_row}
        if "section" not in raw_row and "source" not in raw_row and dspec.section:
            merged.setdefault("section", dspec.section)
        try:
            spec_row = RowSpec.model_validate(merged)
        except ValidationError as exc:
            for err in exc.errors():
                problems.extend(_problems_from_one(err, row_lines, (*row_at, *err["loc"])))
            ok = False
            continue
        data = spec_row.model_dump()
        rows.append(Row(spec_row.name, spec_row.qty, data, row_lines.where(row_at)))

    count = sum(r.qty for r in rows)
    if ok and dspec.expected_count is not None and count != dspec.expected_count:
        where = f" ({dspec.expected_source})" if dspec.expected_source else ""
        # the rows a user's file gave are what changed the count: name that file's line
        given = [
            key
            for key in ((*at, "rows_file"), (*at, "rows"), (*at, "qty"))
            if lines.where(key)[0] != lines.where((*at, "expected_count"))[0]
        ]
        hint = "; to print another number, add `expected_count: null` to your deck" if given else ""
        problems.append(
            lines.problem(
                given[0] if given else (*at, "expected_count"),
                f"deck {dspec.id!r} has {count} card{'' if count == 1 else 's'}; "
                "the rulebook states "
                f"{dspec.expected_count}{where}{hint}",
            )
        )
    if not ok or front is None or size is None:
        return None
    return Deck(_plain_deck(dspec), size, front, back, tuple(rows))


def _misspelt_fields(
    dspec: DeckSpec,
    front: Layout | None,
    back: Layout | None,
    entries: list[tuple[dict[str, Any], LineMap, PathKey]],
    problems: list[Problem],
    vetted: Path | None,
) -> None:
    """A row field that no template of the deck reads is a misspelling (``subtitel`` for
    ``subtitle``): named at its own line, with the fields the layout does use. Decks drawn
    by a game's code (diagrams) read fields no template shows, so they are not checked."""
    if front is None or dspec.diagram is not None or dspec.back_diagram is not None:
        return
    raw_rows = [r for r, _, _ in entries if isinstance(r, dict)]
    used = template_fields([lay for lay in (front, back) if lay], [dspec.defaults, *raw_rows])
    if used is None:
        return
    allowed = {*dspec.defaults, *dspec.variants}
    for raw_row, row_lines, row_at in entries:
        file = row_lines.where(row_at)[0]
        if vetted is not None and file and Path(file).resolve().is_relative_to(vetted):
            continue
        if isinstance(raw_row, dict):
            for field in unknown_fields(raw_row, used, allowed):
                problems.append(row_lines.problem((*row_at, field), describe(field, used)))
