"""Translations: English is the source language; other languages come from gettext
catalogs in lictor/locale (``LANG/LC_MESSAGES/lictor.po``, compiled to ``.mo``).

Nearly every printed word lives in the content packs, so the catalogs hold their strings
(card names and texts, layout templates, sheets) as well as the few strings the code
draws itself (board legends, page footers), which are marked with ``N_``.

This module is what the print engine needs at run time (lookups, plural forms, a pack's
strings and its translated copy); the catalogue tool - extracting strings from every
game, reading and writing .po files, compiling .mo - is ``lictor.catalog``:

    python -m lictor.catalog extract     # refresh the catalogs from the packs and the code
    python -m lictor.catalog compile     # .po -> .mo
"""

from __future__ import annotations

import gettext
import os
import re
import string
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from lictor.errors import BadInput

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "lictor"
LANGUAGES = ("en", "it")
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


def N_(text: str) -> str:
    """Marks a string in code for extraction; the caller translates it when drawing."""
    return text


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a plural pair in code for extraction (``{n}`` stands for the number)."""
    return singular, plural


PLURAL_SEP = "\x00"  # a plural entry's key in a catalog: singular, NUL, plural (as in .mo)


def plural(n: int, singular: str, plural_: str) -> str:
    """English ``1 file`` / ``2 files`` for messages that are not translated."""
    return f"{n} {singular if n == 1 else plural_}"


def fill(template: str, **values: int | float | str) -> str:
    """``template`` with each ``{name}`` replaced by its value as plain text.

    A pack's strings (a plural pair in a template, a CSV cell) are untrusted: Python's
    ``str.format`` would let ``{n.__class__...}`` walk objects and ``{n:999999999}``
    allocate what it asks. Here a field is only a name given in ``values`` (a number or a
    text), with no attribute, index, conversion or width; anything else is refused."""
    out: list[str] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError as exc:
        raise ValueError(f"bad placeholder in {template[:40]!r} ({exc})") from None
    for literal, name, spec, conversion in parsed:
        out.append(literal)
        if name is None:
            continue
        if name not in values or spec or conversion is not None:
            shown = (
                "{"
                + name
                + (f"!{conversion}" if conversion else "")
                + (":" + spec if spec else "")
                + "}"
            )
            known = ", ".join("{" + k + "}" for k in values) or "none"
            raise ValueError(f"placeholder {shown[:40]!r} is not allowed (only {known})")
        value = values[name]
        if not isinstance(value, int | float | str) or isinstance(value, bool):
            raise ValueError(f"placeholder {{{name}}} is not a number or a text")
        out.append(str(value))
    return "".join(out)


_NGETTEXT = re.compile(r"""ngettext\(\s*(['"])(.*?)\1\s*,\s*(['"])(.*?)\3""", re.S)


def template_plurals(text: str) -> list[str]:
    """The ``ngettext('one', 'many', n)`` pairs in a template, as catalog keys."""
    return [m.group(2) + PLURAL_SEP + m.group(4) for m in _NGETTEXT.finditer(text)]


def resolve_lang(lang: str | None) -> str:
    """``--lang`` if given, else the environment's LANGUAGE/LC_ALL/LANG, else English."""
    if lang:
        key = lang.strip().lower().replace("-", "_").split("_")[0]
        if key not in LANGUAGES:
            raise BadInput(f"--lang {lang!r}: lictor speaks {', '.join(LANGUAGES)}")
        return key
    for var in ("LANGUAGE", "LC_ALL", "LANG"):
        value = os.environ.get(var, "")
        if value:
            key = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return key if key in LANGUAGES else "en"
    return "en"


class Translator:
    """Translates strings; remembers the ones the catalog lacks (they stay English)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.missing: set[str] = set()
        self._t: gettext.NullTranslations = gettext.NullTranslations()
        if lang != "en":
            self._t = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)

    def __call__(self, text: str) -> str:
        if self.lang == "en" or not translatable(text):
            return text
        out = self._t.gettext(text)
        if not self.has(text):
            self.missing.add(text)
        return out

    def has(self, text: str) -> bool:
        """Whether the catalog translates ``text`` (perhaps to the same word: Gallia); a
        plural pair is given as ``singular + PLURAL_SEP + plural``."""
        catalog: dict[Any, str] = getattr(self._t, "_catalog", {})
        if PLURAL_SEP in text:
            return (text.split(PLURAL_SEP)[0], 0) in catalog
        return text in catalog

    def ngettext(self, singular: str, plural_: str, n: int) -> str:
        """The form for ``n`` (``{n}`` in it is the caller's to fill)."""
        if self.lang == "en":
            return singular if n == 1 else plural_
        if not self.has(singular + PLURAL_SEP + plural_):
            self.missing.add(singular + PLURAL_SEP + plural_)
        return self._t.ngettext(singular, plural_, n)

    def count(self, n: int, singular: str, plural_: str) -> str:
        """``ngettext`` with the number filled in: ``Move {n} hex`` -> ``Move 1 hex``."""
        return fill(self.ngettext(singular, plural_, n), n=n)


# -- the language a command or a web request speaks ---------------------------------------------
# The referee's core says things (prompts, events, refusals, rulings) in the language of the
# command or page that asked: ``use_lang`` sets it for the length of a ``with`` block (a CLI
# command, one web request: a ContextVar, so two requests in two languages never mix), and
# ``t``/``tn`` say a message in it. English when nothing set one. The catalogue tool extracts
# every literal ``t("...")`` and ``tn("...", "...", n)`` (lictor.catalog.code_strings).
_CURRENT: ContextVar[Translator | None] = ContextVar("lictor_translator", default=None)


@cache
def translator(lang: str) -> Translator:
    """The one Translator of ``lang`` in this process (its ``missing`` gathers every
    message said in ``lang`` that the catalogue lacks: the tests read it)."""
    return Translator(lang)


@contextmanager
def use_lang(lang: str) -> Iterator[Translator]:
    """Speak ``lang`` (``en``, ``it``) inside the block."""
    token = _CURRENT.set(translator(lang))
    try:
        yield translator(lang)
    finally:
        _CURRENT.reset(token)


def current() -> Translator:
    """The Translator of the language now spoken (English if none was set)."""
    return _CURRENT.get() or translator("en")


def current_lang() -> str:
    return current().lang


def t(message: str, /, **values: int | float | str) -> str:
    """``message`` in the language now spoken, its ``{name}`` fields filled (``fill``):
    ``t("{player} draws {card}", player=p, card=t(name))``. A literal message is extracted
    into the catalogue; a computed one (a card's name) is looked up as it is."""
    said = current()(message)
    return fill(said, **values) if values else said


def tn(singular: str, plural_: str, n: int, /, **values: int | float | str) -> str:
    """The form for ``n`` of a plural message, ``{n}`` and the other fields filled:
    ``tn("{n} Legion", "{n} Legions", k)``."""
    return fill(current().ngettext(singular, plural_, n), n=n, **values)


def said_section(cited: str) -> str:
    """A rule as a game cites it, ``"II. eXec, Adopting New Governors"``, in the language
    now spoken: whole if the catalogue has it whole, else its section and its title said
    apart (each is a catalogue entry of its own: the rule references' extracted parts)."""
    tr = current()
    if tr.lang == "en" or not cited or tr.has(cited):
        return t(cited)
    section, sep, title = cited.partition(", ")
    if sep and tr.has(section) and tr.has(title):
        return f"{tr(section)}, {tr(title)}"
    return t(cited)


_TAGS = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


_ROMAN = re.compile(r"^[IVXLC]+[ab]?(\+|-[IVXLC]+)?$")  # Era numbers: I, VI+, II-IV, VIIa


def translatable(text: Any) -> bool:
    """A string with words of its own (not only template tags, numbers, Roman numerals or
    punctuation)."""
    if isinstance(text, str) and PLURAL_SEP in text:
        return True
    if not isinstance(text, str) or _ROMAN.match(text.strip()):
        return False
    return any(c.isalpha() for c in _TAGS.sub("", text))


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
        boxes = tuple((n, b.model_copy(update={"text": tr(b.text)})) for n, b in lay.boxes)
        return Layout(lay.name, lay.size, boxes)

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
        spec = deck.spec.model_copy(
            update={"name": tr(deck.spec.name), "stock": tr(deck.spec.stock or "") or None}
        )
        decks.append(
            replace(
                deck, spec=spec, front=layout(deck.front), back=layout(deck.back), rows=tuple(rows)
            )
        )
    sheets = []
    for sheet in pack.sheets:
        sections = [
            s.model_copy(
                update={
                    "heading": tr(s.heading),
                    "cite": tr(s.cite),
                    "lines": [tr(x) for x in s.lines],
                }
            )
            for s in sheet.sections
        ]
        sheets.append(
            sheet.model_copy(
                update={
                    "name": tr(sheet.name),
                    "title": tr(sheet.title),
                    "intro": tr(sheet.intro),
                    "note": tr(sheet.note),
                    "section": tr(sheet.section or "") or None,
                    "sections": sections,
                    "columns": [tr(c) for c in sheet.columns],
                    "rows": [[tr(str(c)) for c in r] for r in sheet.rows],
                }
            )
        )
    info = pack.spec.pack.model_copy(update={"title": tr(pack.spec.pack.title)})
    update: dict[str, Any] = {"pack": info}
    if pack.spec.components is not None:
        listing = pack.spec.components
        items = [
            i.model_copy(update={"name": tr(i.name), "note": tr(i.note) if i.note else ""})
            for i in listing.items
        ]
        update["components"] = listing.model_copy(
            update={"section": tr(listing.section), "items": items}
        )
    spec = pack.spec.model_copy(update=update)
    return replace(pack, spec=spec, decks=tuple(decks), sheets=tuple(sheets))
