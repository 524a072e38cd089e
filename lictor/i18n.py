"""Translations: English is the source language; other languages come from gettext
catalogs in lictor/locale (``LANG/LC_MESSAGES/lictor.po``, compiled to ``.mo``).

Nearly every printed word lives in the content packs, so the catalogs hold their strings
(card names and texts, layout templates, sheets) as well as the few strings the code
draws itself (board legends, page footers), which are marked with ``N_``.

    python -m lictor.i18n extract     # refresh the catalogs from the packs and the code
    python -m lictor.i18n compile     # .po -> .mo

Babel's extractors read Python, not our YAML packs, where almost all the text is; the
extractor here reads both and the stdlib's gettext does the lookups, so no dependency.
"""

from __future__ import annotations

import ast
import gettext
import os
import re
import struct
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from lictor.errors import BadInput

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "lictor"
LANGUAGES = ("en", "it")
ROW_FIELDS = (
    "name",
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
        """Whether the catalog translates ``text`` (perhaps to the same word: Gallia)."""
        catalog: dict[str, str] = getattr(self._t, "_catalog", {})
        return text in catalog


_TAGS = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def translatable(text: Any) -> bool:
    """A string with words of its own (not only template tags, numbers or punctuation)."""
    return isinstance(text, str) and any(c.isalpha() for c in _TAGS.sub("", text))


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
    for deck in pack.decks:
        add([deck.spec.name, deck.spec.section or ""])
        for layout in (deck.front, deck.back):
            if layout is not None:
                add(box.text for _, box in layout.boxes)
        for row in deck.rows:
            add(row.data.get(f) for f in ROW_FIELDS)
            add([row.data.get("section")])
        for values in deck.spec.variants.values():
            add(values)  # shown through the `t` filter, e.g. {{ familia | t }}
    for sheet in pack.sheets:
        add(_sheet_strings(sheet))
    add(_data_names(pack.spec.data))
    return list(seen)


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
            rows.append(Row(tr(row.name), row.qty, data, row.origin))
        spec = deck.spec.model_copy(update={"name": tr(deck.spec.name)})
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
    spec = pack.spec.model_copy(update={"pack": info})
    return replace(pack, spec=spec, decks=tuple(decks), sheets=tuple(sheets))


def missing(pack: Any, lang: str) -> list[str]:
    """The strings a kit of this pack would print in English, for want of a translation."""
    tr = Translator(lang)
    here = Path(__file__).parent
    folders = [here / "generators"]
    if Path(pack.base_dir).resolve().is_relative_to(here.resolve()):
        folders.append(Path(pack.base_dir))  # a game's own code; never a user's folder
    code = code_strings(folders)
    if lang == "en":
        return []
    return [s for s in dict.fromkeys(pack_strings(pack) + code) if not tr.has(s)]


# -- the code's own strings -----------------------------------------------------------------
def code_strings(folders: Iterable[Path] | None = None) -> list[str]:
    """String literals wrapped in N_(...) in the code (all of lictor/ by default)."""
    out: dict[str, None] = {}
    roots = list(folders) if folders is not None else [Path(__file__).parent]
    files = sorted({p for root in roots if root.is_dir() for p in root.rglob("*.py")})
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "N_"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                out[node.args[0].value] = None
    return list(out)


# -- catalogs ---------------------------------------------------------------------------------
def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _unquote(s: str) -> str:
    body = s.strip()[1:-1]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def read_po(path: Path) -> dict[str, str]:
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    current: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            key = "".join(msgid)
            if key:
                entries[key] = "".join(msgstr)

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            current = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
        elif not line:
            current = None
    flush()
    return entries


def write_po(path: Path, ids: list[str], known: dict[str, str], lang: str) -> None:
    lines = [
        "# lictor - translations of the printed kits and the messages.",
        "# English is the source language. Refresh with: python -m lictor.i18n extract",
        'msgid ""',
        'msgstr ""',
        f'"Language: {lang}\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        "",
    ]
    for msg in ids:
        lines += [f"msgid {_quote(msg)}", f"msgstr {_quote(known.get(msg, ''))}", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def mo_bytes(entries: dict[str, str]) -> bytes:
    """A GNU .mo file for ``entries`` (translated entries only, sorted)."""
    items = sorted((k.encode(), v.encode()) for k, v in entries.items() if v)
    header = (b"", b"Content-Type: text/plain; charset=UTF-8\n")
    items = [header, *items]
    n = len(items)
    ids = b""
    strs = b""
    offsets = []
    for k, v in items:
        offsets.append((len(ids), len(k), len(strs), len(v)))
        ids += k + b"\0"
        strs += v + b"\0"
    start_ids = 7 * 4 + 16 * n
    start_strs = start_ids + len(ids)
    table_ids = b"".join(struct.pack("<II", ln, start_ids + o) for o, ln, _, _ in offsets)
    table_strs = b"".join(struct.pack("<II", ln, start_strs + o) for _, _, o, ln in offsets)
    head = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    return head + table_ids + table_strs + ids + strs


def all_strings() -> list[str]:
    from lictor.content.loader import load_pack
    from lictor.games import registry

    seen: dict[str, None] = {}
    for info in registry().values():
        if info.content is not None and "build" in info.offers:
            for s in pack_strings(load_pack(info.content)):
                seen[s] = None
    for s in code_strings():
        seen[s] = None
    return list(seen)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    for lang in LANGUAGES[1:]:
        po = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if command == "extract":
            known = read_po(po) if po.exists() else {}
            ids = all_strings()
            write_po(po, ids, known, lang)
            done = sum(1 for i in ids if known.get(i))
            print(f"{po}: {len(ids)} strings, {done} translated")
        elif command == "compile":
            po.with_suffix(".mo").write_bytes(mo_bytes(read_po(po)))
            print(f"wrote {po.with_suffix('.mo')}")
        else:
            print("usage: python -m lictor.i18n extract|compile")
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
