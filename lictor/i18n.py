"""Translations: English is the source language; other languages come from gettext
catalogs in lictor/locale (``LANG/LC_MESSAGES/lictor.po``, compiled to ``.mo``).

Nearly every printed word lives in the content packs, so the catalogs hold their strings
(card names and texts, layout templates, sheets) as well as the few strings the code
draws itself (board legends, page footers), which are marked with ``N_``.

This module is what lictor needs at run time to speak (lookups, plural forms, the language
a command or a request speaks); a pack's strings and its translated copy are
``lictor.pack_text``; the catalogue tool - extracting strings from every
game, reading and writing .po files, compiling .mo - is ``lictor.catalog``:

    python -m lictor.catalog extract     # refresh the catalogs from the packs and the code
    python -m lictor.catalog compile     # .po -> .mo
"""

from __future__ import annotations

import gettext
import os
import re
import string
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, TypeVar

from lictor.errors import BadInput

LOCALE_DIR = Path(__file__).parent / "locale"
T = TypeVar("T")
DOMAIN = "lictor"
LANGUAGES = ("en", "it")


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


_Parsed = tuple[tuple[str, str | None, str | None, str | None], ...]


@lru_cache(maxsize=4096)
def _parsed(template: str) -> _Parsed:
    """``template``'s literal texts and fields, parsed once per template (``fill`` runs in
    the referee's hot path: every listed action's words are filled; issue 27)."""
    try:
        return tuple(string.Formatter().parse(template))
    except ValueError as exc:
        raise ValueError(f"bad placeholder in {template[:40]!r} ({exc})") from None


@lru_cache(maxsize=4096)
def _plain_names(template: str) -> tuple[tuple[str, ...], str] | None:
    """``template``'s field names when every one is a bare name (no attribute, index,
    conversion or width), else None; with them, the same template written for ``%``
    (``{n} Legions`` -> ``%(n)s Legions``, a literal ``%`` doubled): such a template
    ``fill`` may fill at C speed, ``%`` being some twice as quick as ``format_map``
    (which parses the template again at every call; issue 27)."""
    names = []
    pieces = []
    for literal, name, spec, conversion in _parsed(template):
        pieces.append(literal.replace("%", "%%"))
        if name is None:
            continue
        if spec or conversion is not None or not name.isidentifier():
            return None
        names.append(name)
        pieces.append(f"%({name})s")
    return tuple(names), "".join(pieces)


_PLAIN = frozenset((str, int, float))  # exactly these types (a bool is refused below)


def fill(template: str, **values: int | float | str) -> str:
    """``template`` with each ``{name}`` replaced by its value as plain text.

    A pack's strings (a plural pair in a template, a CSV cell) are untrusted: Python's
    ``str.format`` would let ``{n.__class__...}`` walk objects and ``{n:999999999}``
    allocate what it asks. Here a field is only a name given in ``values`` (a number or a
    text), with no attribute, index, conversion or width; anything else is refused.

    The common case - bare names, every one given as exactly a str, int or float - is
    filled by ``%`` (``_plain_names``: ``%s`` is ``str(v)``, which is ``format(v, "")`` for
    those types: the same text, at C speed; issue 27); anything else takes the checked loop
    below, as before."""
    return _fill(template, values)


def _fill(template: str, values: dict[str, Any]) -> str:
    """``fill`` of a dict the caller made (``t`` passes its own keywords: no copy)."""
    plain = _plain_names(template)
    if plain is not None:
        for bare in plain[0]:
            if type(values.get(bare)) not in _PLAIN:  # a missing one is None: not plain
                break
        else:
            return plain[1] % values  # ``%s`` of a str, int or float is ``format(v, "")``
    out: list[str] = []
    for literal, name, spec, conversion in _parsed(template):
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
        if lang not in ("en", QUIET):
            self._t = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)

    def __call__(self, text: str) -> str:
        if self.lang in ("en", QUIET) or not translatable(text):
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
        if self.lang in ("en", QUIET):
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


# Not a language: what the core says inside ``quiet()`` is its messages' templates, unfilled,
# for work whose words nobody reads (a log replayed to its state: rules/replay.py ``fold``).
QUIET = "quiet"


@contextmanager
def quiet() -> Iterator[Translator]:
    """Inside the block ``t`` and ``tn`` give their message as it is written, no field
    filled and nothing looked up: what the rules decide is the same (a test holds every
    game's states and listings to it), only the words are not made. A refusal said inside
    is not for a reader: the caller says it again outside (``quietly`` does)."""
    with use_lang(QUIET) as tr:
        yield tr


def quietly(work: Callable[[], T]) -> T:
    """``work()`` said ``quiet``; where it raises BadInput, ``work()`` again aloud, so the
    refusal reads in full in the language spoken (``work`` must be repeatable: it is
    refused before it changed anything, as every refused move is)."""
    token = _CURRENT.set(translator(QUIET))
    try:
        return work()
    except BadInput:
        pass
    finally:
        _CURRENT.reset(token)
    return work()


def current() -> Translator:
    """The Translator of the language now spoken (English if none was set)."""
    return _CURRENT.get() or _english()


@cache
def _english() -> Translator:
    return translator("en")


def current_lang() -> str:
    return current().lang


def t(message: str, /, **values: int | float | str) -> str:
    """``message`` in the language now spoken, its ``{name}`` fields filled (``fill``):
    ``t("{player} draws {card}", player=p, card=t(name))``. A literal message is extracted
    into the catalogue; a computed one (a card's name) is looked up as it is."""
    tr = _CURRENT.get()  # English says the message itself: no lookup (issue 27)
    if tr is None or tr.lang == "en":
        said = message
    elif tr.lang == QUIET:
        return message
    else:
        said = tr(message)
    return _fill(said, values) if values else said


def tn(singular: str, plural_: str, n: int, /, **values: int | float | str) -> str:
    """The form for ``n`` of a plural message, ``{n}`` and the other fields filled:
    ``tn("{n} Legion", "{n} Legions", k)``."""
    tr = _CURRENT.get()
    if tr is None or tr.lang == "en":
        form = singular if n == 1 else plural_
    elif tr.lang == QUIET:
        return singular
    else:
        form = tr.ngettext(singular, plural_, n)
    if "n" in values:  # as ``fill(..., n=n, **values)`` refused it
        raise TypeError("tn() got multiple values for keyword argument 'n'")
    values["n"] = n
    return _fill(form, values)


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
