"""The validated-pack cache: a pack that validated before, read back without pydantic.

Validating a pack (the schema's pydantic models: some 0.15 s to import, then the rows) is
most of what a short build spends before it draws. So a pack that validated with no
problem is kept in the pack cache (``lictor.content.cache``: under its HMAC, in a file
named by the digest of its kind, lictor's version and code and the content) as plain data,
and read back into the same ``Pack`` the validation made. It is used only when all hold:

- the **key** matches: the bytes of the pack and of each ``--content`` file, the paths as
  given and as absolute, the working folder and the ``--allow-path`` folders;
- each **file the validation read** (a deck's rows file, a font file) still has the bytes
  it had (its SHA-256 is kept in the entry): a changed row is a new validation;
- the entry verifies and decodes to the shape written; anything else (a damaged,
  truncated or foreign entry) is ignored, and the pack is validated as if it were new.

A pack with problems is never kept: ``lictor check`` and a failing build always validate.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from lictor.content import cache, plain
from lictor.content.pack import Deck, Layout, Pack, Row
from lictor.content.paths import confined
from lictor.content.yamlsource import LineMap
from lictor.units import Size

KIND = "validated-pack 1"
MAX_READ = 40_000_000  # bytes of a file hashed for an entry (a font's most); a larger one: not kept


def load(
    source: Path, overrides: Sequence[Path], allow: Sequence[Path], validate: Callable[[], Pack]
) -> Pack:
    """The pack ``validate()`` makes, or what an earlier validation of the same inputs kept."""
    content = _inputs(source, overrides, allow)
    if content is None:  # a file that cannot be read: the validation says so
        return validate()
    return cache.cached(KIND, content, validate, dump, restore)


def _inputs(source: Path, overrides: Sequence[Path], allow: Sequence[Path]) -> bytes | None:
    parts = [os.getcwd().encode("utf-8", "surrogateescape")]
    for path in (source, *overrides):
        try:
            data = path.read_bytes()
        except OSError:
            return None
        parts += [os.fsencode(path), os.fsencode(path.absolute()), data]
    parts += [b"allow"] + [os.fsencode(p.absolute()) for p in allow]
    return b"".join(len(p).to_bytes(8, "big") + p for p in parts)


def _digest(path: str) -> str | None:
    """The file's SHA-256; None when it cannot be read or is larger than ``MAX_READ``
    (the build refuses it: measured before it is read, never hashed whole)."""
    try:
        with open(path, "rb") as fh:
            if os.fstat(fh.fileno()).st_size > MAX_READ:
                return None
            return hashlib.file_digest(fh, "sha256").hexdigest()
    except OSError:
        return None


def _read_files(pack: Pack) -> list[str]:
    """The files the validation read or checked: the decks' rows files, the font files."""
    out = [f for f in pack.fonts.values() if not f.startswith("builtin:")]
    for deck in pack.decks:
        if deck.spec.rows_file:
            out.append(str(confined(deck.spec.rows_file, pack.base_dir, pack.roots, "rows_file")))
    return sorted(set(out))


# -- to plain data and back -------------------------------------------------------------------
def dump(pack: Pack) -> Any:
    read = [[f, _digest(f)] for f in _read_files(pack)]
    if any(digest is None for _, digest in read):
        return cache.NOT_KEPT
    return {
        "read": read,
        "spec": asdict(pack.spec),
        "base_dir": str(pack.base_dir),
        "fonts": dict(pack.fonts),
        "palette": dict(pack.palette),
        "sizes": {name: [s.w, s.h] for name, s in pack.sizes.items()},
        "decks": [_dump_deck(d) for d in pack.decks],
        "sheets": [asdict(s) for s in pack.sheets],
        "origins": pack.origins.to_plain(),
        "roots": [str(r) for r in pack.roots],
    }


def _dump_deck(deck: Deck) -> Any:
    return {
        "spec": asdict(deck.spec),
        "size": [deck.size.w, deck.size.h],
        "front": _dump_layout(deck.front),
        "back": None if deck.back is None else _dump_layout(deck.back),
        "rows": [[r.name, r.qty, dict(r.data), r.origin[0], r.origin[1]] for r in deck.rows],
    }


def _dump_layout(layout: Layout) -> Any:
    return {
        "name": layout.name,
        "size": [layout.size.w, layout.size.h],
        "boxes": [[name, asdict(box)] for name, box in layout.boxes],
        "origins": [[b, f, file, line] for (b, f), (file, line) in layout.origins.items()],
    }


def restore(data: Any) -> Pack | None:
    """The pack kept in ``data``; None when a file it read has changed since."""
    if any(_digest(f) != digest for f, digest in data["read"]):
        return None
    spec = data["spec"]
    listing = spec["components"]
    components = None
    if listing is not None:
        items = [plain.ComponentItem(**i) for i in listing["items"]]
        components = plain.ComponentList(section=listing["section"], items=items)
    head = plain.PackSpec(
        pack=plain.PackInfo(**spec["pack"]), components=components, data=spec["data"]
    )
    sheets = tuple(
        plain.SheetSpec(**{**s, "sections": [plain.RefSection(**x) for x in s["sections"]]})
        for s in data["sheets"]
    )
    origins = LineMap.from_plain(data["origins"])
    if origins is None:
        return None
    return Pack(
        head,
        Path(data["base_dir"]),
        data["fonts"],
        data["palette"],
        {name: Size(w, h) for name, (w, h) in data["sizes"].items()},
        tuple(_restore_deck(d) for d in data["decks"]),
        sheets,
        origins,
        tuple(Path(r) for r in data["roots"]),
    )


def _restore_deck(d: Any) -> Deck:
    back = d["back"]
    rows = tuple(Row(name, qty, row, (file, line)) for name, qty, row, file, line in d["rows"])
    return Deck(
        plain.DeckSpec(**d["spec"]),
        Size(*d["size"]),
        _restore_layout(d["front"]),
        None if back is None else _restore_layout(back),
        rows,
    )


def _restore_layout(d: Any) -> Layout:
    boxes = tuple((name, plain.BoxSpec(**box)) for name, box in d["boxes"])
    origins = {(b, f): (file, line) for b, f, file, line in d["origins"]}
    return Layout(d["name"], Size(*d["size"]), boxes, origins)
