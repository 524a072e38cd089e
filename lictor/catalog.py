"""The catalogue tool: every game's printable strings into ``.po`` files, ``.mo`` out.

    python -m lictor.catalog extract     # refresh the catalogs from the packs and the code
    python -m lictor.catalog extract --merge   # the same, after a merge left conflicts in them
    python -m lictor.catalog compile     # .po -> .mo (every catalogue into lictor.mo)

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
    template_plurals,
    translatable,
)
from lictor.pack_text import pack_strings


def missing(pack: Any, lang: str) -> list[str]:
    """The strings a kit of this pack would print in English, for want of a translation."""
    tr = Translator(lang)
    here = Path(__file__).parent
    folders = [here / "generators"]
    if Path(pack.base_dir).resolve().is_relative_to(here.resolve()):
        folders.append(Path(pack.base_dir))  # a game's own code; never a user's folder
    code = code_strings(folders, kit=True)
    if lang == "en":
        return []
    return [s for s in dict.fromkeys(pack_strings(pack) + code) if not tr.has(s)]


# -- the code's own strings -----------------------------------------------------------------
# Calls whose literal arguments are texts: N_("...") and t("...") one, NP_/tn a plural pair;
# a rule's reference, ref(SECTION, TITLE) / RuleRef(GAME, SECTION, TITLE), its section name
# (a Carta section is a name, "Action Cards > eXec"; a number is no text) and its title.
SINGLE = ("N_", "t")
PAIRS = ("NP_", "tn")
REFS = {"ref": 0, "RuleRef": 1}  # where the section is among the literal arguments


def code_strings(folders: Iterable[Path] | None = None, kit: bool = False) -> list[str]:
    """Texts in the code (all of lictor/ by default): ``N_``, ``t``, ``NP_``, ``tn`` and rule
    references' sections and titles, and the web pages' texts. ``kit``: only what a kit
    prints (``N_``, ``NP_``), not what the referee says."""
    out = dict.fromkeys(s for s, _ in code_origins(folders, kit))
    if folders is None:
        out.update(dict.fromkeys(page_strings()))
    return list(out)


def code_origins(
    folders: Iterable[Path] | None = None, kit: bool = False
) -> list[tuple[str, Path]]:
    """Each text of the code with the first file that says it, in file order."""
    out: dict[str, Path] = {}
    roots = list(folders) if folders is not None else [Path(__file__).parent]
    files = sorted({p for root in roots if root.is_dir() for p in root.rglob("*.py")})
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for text in _call_texts(tree, kit):
            out.setdefault(text, path)
    return list(out.items())


def _call_texts(tree: ast.AST, kit: bool = False) -> Iterable[str]:
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    calls.sort(key=lambda n: (n.lineno, n.col_offset))
    for node in calls:
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if name is None and isinstance(node.func, ast.Attribute):
            name = node.func.attr  # i18n.t(...), rules.ref(...)
        if name is None or (kit and name not in ("N_", "NP_")):
            continue
        texts = [
            a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
            for a in node.args
        ]
        if name in SINGLE and texts and texts[0] is not None:
            yield texts[0]
        elif name in PAIRS and len(texts) >= 2 and texts[0] is not None and texts[1] is not None:
            yield texts[0] + PLURAL_SEP + texts[1]
        elif name in REFS:
            for text in texts[REFS[name] :]:
                if text is not None and translatable(text):
                    yield text
            for kw in node.keywords:
                value = kw.value.value if isinstance(kw.value, ast.Constant) else None
                if (
                    kw.arg in ("section", "title")
                    and isinstance(value, str)
                    and translatable(value)
                ):
                    yield value


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
    """A GNU .mo file for ``entries`` (translated entries only, sorted: a plural entry
    with a form left empty is not translated, so it stays English rather than blank)."""
    items = sorted(
        (k.encode(), v.encode()) for k, v in entries.items() if v and all(v.split(PLURAL_SEP))
    )
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
    return [text for text, _ in all_origins()]


def all_origins() -> list[tuple[str, str]]:
    """Every text lictor prints or says, once, with the catalogue it belongs in: the kits'
    and the pages' in ``lictor``, the referee's by where the code says it (``area``)."""
    from lictor.content.loader import load_pack
    from lictor.games import registry

    seen: dict[str, str] = {}
    for info in registry().values():
        if info.content is not None and "build" in info.offers:
            for s in pack_strings(load_pack(info.content)):
                seen.setdefault(s, DOMAIN)
    for s, path in code_origins():
        seen.setdefault(s, area(path))
    for s in page_strings():
        seen.setdefault(s, DOMAIN)
    return list(seen.items())


def area(path: Path) -> str:
    """The catalogue a text of the code at ``path`` belongs in: each game's own
    (``hannibal``), a phase of its own for a game with phases (``carta_imperia.civil_war``),
    the print engine's in ``lictor``, the rest of the referee (kernel, CLI, web) in
    ``referee``. One file a part, so that work on two parts never touches one file."""
    here = Path(__file__).parent.resolve()
    parts = path.resolve().relative_to(here).parts
    if parts[0] == "games" and len(parts) > 2:
        if len(parts) > 5 and parts[2:4] == ("rules", "phases"):
            return f"{parts[1]}.{parts[4]}"
        return parts[1]
    if parts[0] in ("generators", "content"):
        return DOMAIN
    return "referee"


def catalogs(lang: str) -> dict[str, Path]:
    """A language's catalogue files by name (``lictor``, ``referee``, ``hannibal`` ...)."""
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    return {po.stem: po for po in sorted(folder.glob("*.po"))}


def merged(lang: str) -> dict[str, str]:
    """Every entry of a language's catalogues, as the compiled ``lictor.mo`` holds them."""
    out: dict[str, str] = {}
    for po in catalogs(lang).values():
        out.update(read_po(po))
    return out


def extract(lang: str) -> dict[str, tuple[int, int]]:
    """Rewrite ``lang``'s catalogues from the code and the packs: a text stays in the file
    that has it, a new one goes to its ``area``'s; gone texts are dropped. Returns, by
    file, how many texts it holds and how many are translated."""
    files = catalogs(lang)
    known: dict[str, str] = {}
    home: dict[str, str] = {}
    for name, po in files.items():
        for key, value in read_po(po).items():
            home.setdefault(key, name)
            if value:
                known.setdefault(key, value)
    ids: dict[str, list[str]] = {}
    for text, where in all_origins():
        ids.setdefault(home.get(text, where), []).append(text)
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    counts: dict[str, tuple[int, int]] = {}
    for name, texts in sorted(ids.items()):
        write_po(folder / f"{name}.po", texts, known, lang)
        counts[name] = (len(texts), sum(1 for i in texts if known.get(i)))
    for name, po in files.items():
        if name not in ids:
            po.unlink()  # every text it held is gone from the code
    return counts


def sides(text: str) -> tuple[str, str]:
    """The two sides of a file git left with conflict markers (the lines both share in
    each): ``extract --merge`` keeps every translation of either side."""
    ours: list[str] = []
    theirs: list[str] = []
    where = "both"
    for line in text.splitlines():
        if line.startswith("<<<<<<<"):
            where = "ours"
        elif line.startswith("|||||||"):
            where = "base"
        elif line.startswith("=======") and where in ("ours", "base"):
            where = "theirs"
        elif line.startswith(">>>>>>>"):
            where = "both"
        else:
            if where in ("both", "ours"):
                ours.append(line)
            if where in ("both", "theirs"):
                theirs.append(line)
    return "\n".join(ours) + "\n", "\n".join(theirs) + "\n"


def unmerge(lang: str) -> list[Path]:
    """Catalogues left with conflict markers by a merge, rewritten with every translation
    of both sides (ours first where both translate a text): then ``extract`` orders them."""
    done = []
    for po in catalogs(lang).values():
        text = po.read_text(encoding="utf-8")
        if "<<<<<<<" not in text:
            continue
        ours, theirs = sides(text)
        entries: dict[str, str] = {}
        for side in (theirs, ours):
            po.write_text(side, encoding="utf-8")
            entries.update({k: v for k, v in read_po(po).items() if v or k not in entries})
        write_po(po, list(entries), entries, lang)
        done.append(po)
    return done


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command not in ("extract", "compile"):
        print("usage: python -m lictor.catalog extract [--merge] | compile")
        return 2
    for lang in LANGUAGES[1:]:
        folder = LOCALE_DIR / lang / "LC_MESSAGES"
        if "--merge" in argv:
            for po in unmerge(lang):
                print(f"{po}: both sides of the merge kept")
        if command == "extract":
            for name, (n, done) in extract(lang).items():
                print(f"{folder / name}.po: {n} strings, {done} translated")
        mo = folder / f"{DOMAIN}.mo"
        mo.write_bytes(mo_bytes(merged(lang)))
        print(f"wrote {mo}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
