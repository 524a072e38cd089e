"""The catalogue tool: every game's printable strings into ``.po`` files, ``.mo`` out.

    python -m lictor.catalog extract     # refresh the catalogs from the packs and the code
    python -m lictor.catalog compile     # .po -> .mo

Babel's extractors read Python, not our YAML packs, where almost all the text is; the
extractor here reads both and the stdlib's gettext does the lookups, so no dependency.
It reaches every game (``all_strings``); the print engine never imports it.
"""

from __future__ import annotations

import ast
import re
import struct
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from lictor.i18n import (
    DOMAIN,
    LANGUAGES,
    LOCALE_DIR,
    PLURAL_SEP,
    Translator,
    pack_strings,
    template_plurals,
)


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
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            texts = [
                a.value
                for a in node.args
                if isinstance(a, ast.Constant) and isinstance(a.value, str)
            ]
            if node.func.id == "N_" and texts:
                out[texts[0]] = None
            elif node.func.id == "NP_" and len(texts) == 2:
                out[texts[0] + PLURAL_SEP + texts[1]] = None
    if folders is None:
        out.update(dict.fromkeys(page_strings()))
    return list(out)


_PAGE_TEXT = re.compile(r"""\b_\(\s*(['"])(.*?)\1\s*\)""", re.S)


def page_strings(root: Path | None = None) -> list[str]:
    """The web pages' own texts: ``_("...")`` and ``ngettext("one", "many", n)`` in the
    templates of ``lictor/templates/web`` (`referee serve --lang`)."""
    folder = root or Path(__file__).parent / "templates" / "web"
    out: dict[str, None] = {}
    for path in sorted(folder.glob("*.j2")):
        text = path.read_text(encoding="utf-8")
        out.update(dict.fromkeys(m.group(2) for m in _PAGE_TEXT.finditer(text)))
        out.update(dict.fromkeys(template_plurals(text)))
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
                value = PLURAL_SEP.join("".join(f) for f in forms) if forms else "".join(msgstr)
                entries[key] = value

    forms: list[list[str]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("msgid "):
            flush()
            msgid, msgstr, forms = [_unquote(line[6:])], None, []
            current = msgid
        elif line.startswith("msgid_plural ") and msgid is not None:
            msgid.append(PLURAL_SEP + _unquote(line[13:]))
            current = msgid
        elif line.startswith("msgstr["):
            forms.append([_unquote(line.split("]", 1)[1])])
            msgstr = forms[0]
            if len(forms) > 1:
                msgstr = [PLURAL_SEP.join("".join(f) for f in forms)]
            current = forms[-1]
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
        elif not line:
            current = None
    flush()
    return entries


def duplicate_ids(path: Path) -> list[str]:
    """The msgids a catalog gives more than once (the later silently wins when compiled)."""
    seen: set[str] = set()
    twice: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.startswith("msgid "):
            key = _unquote(raw[6:].strip())
            if key and key in seen:
                twice.append(key)
            seen.add(key)
    return twice


def write_po(path: Path, ids: list[str], known: dict[str, str], lang: str) -> None:
    lines = [
        "# lictor - translations of the printed kits and the messages.",
        "# English is the source language. Refresh with: python -m lictor.catalog extract",
        'msgid ""',
        'msgstr ""',
        f'"Language: {lang}\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        "",
    ]
    for msg in ids:
        if PLURAL_SEP in msg:
            one, many = msg.split(PLURAL_SEP, 1)
            forms = (known.get(msg, "") + PLURAL_SEP).split(PLURAL_SEP)[:2]
            lines += [f"msgid {_quote(one)}", f"msgid_plural {_quote(many)}"]
            lines += [f"msgstr[{i}] {_quote(f)}" for i, f in enumerate(forms)] + [""]
            continue
        lines += [f"msgid {_quote(msg)}", f"msgstr {_quote(known.get(msg, ''))}", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def mo_bytes(entries: dict[str, str]) -> bytes:
    """A GNU .mo file for ``entries`` (translated entries only, sorted)."""
    items = sorted((k.encode(), v.encode()) for k, v in entries.items() if v)
    header = (
        b"",
        b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n",
    )
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
            print("usage: python -m lictor.catalog extract|compile")
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
