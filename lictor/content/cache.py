"""The pack cache: a pack file read once, its parsed values kept for the next command.

Parsing a pack's YAML is most of what a short command does (Carta Imperia's 4,400 values:
some 90 ms, on every `lictor referee status`). So what a file parses to is kept under
``$XDG_CACHE_HOME/lictor/packs/`` (``LICTOR_CACHE_DIR`` elsewhere; ``LICTOR_CACHE=0``
turns it off), and reused only when all of these hold, else ignored and written again:

- its **name** is the digest of what it depends on: the kind of reading, lictor's version,
  the fingerprint of lictor's own files (a changed loader is a new key) and the file's
  **bytes** (a changed pack is a new key; its name or modification time does not matter);
- its **MAC** (HMAC-SHA-256 under this user's own secret, ``lictor.trust``) over that key
  and the blob matches: a damaged, truncated or foreign cache file (copied from elsewhere,
  or written by someone else into this folder) never verifies;
- the blob **decodes** (JSON: dicts, lists, strings, numbers; no class is named, no code
  runs) to the shape the caller expects. A value JSON would not give back equal (a number
  as a key, a date) is not kept: that file is parsed every time, as before.

A cache that cannot be written (a read-only home) is no error: the file is parsed again.

The folder is bounded: each entry's name starts with its **generation** (lictor's version
and code fingerprint), and whenever an entry is written the folder is swept: an entry of
another generation (an older lictor, a changed checkout) not used for ``KEEP_OTHERS`` is
removed, and so is a temporary file left that long by a writer that died; then the least
recently used entries (an entry read is marked used, at most once an hour) until at most
``MAX_ENTRIES`` entries and ``MAX_TOTAL`` bytes are left. Files that are not ours are left
alone.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import lictor
from lictor.cachedir import folder
from lictor.trust import code_fingerprint, local_secret

T = TypeVar("T")
MAGIC = b"lictor-pack-cache 1\n"
MAX_BLOB = 64_000_000  # no cache of ours is this large: a bigger file is not ours
KEEP_OTHERS = 24 * 3600  # seconds an unused entry of another lictor is kept (two side by side)
MAX_ENTRIES = 256  # entries kept in all (Carta's pack and manifest: a handful a checkout)
MAX_TOTAL = 128_000_000  # bytes kept in all
MARK_USED = 3600  # seconds: a read entry older than this is marked used again
NOT_KEPT: Any = object()  # what ``dump`` returns for a value that must not be kept
__all__ = ["NOT_KEPT", "cached", "folder", "generation", "key", "sweep"]


def generation() -> str:
    """This lictor (its version and its code), as the first part of its entries' names."""
    h = hashlib.sha256()
    for part in (lictor.__version__.encode(), code_fingerprint().encode()):
        h.update(len(part).to_bytes(4, "big") + part)
    return h.hexdigest()[:16]


def key(kind: str, content: bytes) -> str:
    """What a cached value depends on, as the cache file's name: the generation, then the
    digest of the kind of reading, the generation and the content."""
    h = hashlib.sha256()
    for part in (kind.encode(), lictor.__version__.encode(), code_fingerprint().encode()):
        h.update(len(part).to_bytes(4, "big") + part)
    h.update(content)
    return f"{generation()}-{h.hexdigest()}"


def sweep(where: Path, now: float | None = None) -> None:
    """The folder bounded (see above); what cannot be read or removed is left as it is."""
    now = time.time() if now is None else now
    mine = generation() + "-"
    kept: list[tuple[float, int, str]] = []
    with contextlib.suppress(OSError), os.scandir(where) as entries:
        for e in entries:
            try:
                if not e.is_file(follow_symlinks=False):
                    continue
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            ours = e.name.endswith(".bin")
            other = e.name.startswith(".tmp-") or (ours and not e.name.startswith(mine))
            if other and now - st.st_mtime > KEEP_OTHERS:
                with contextlib.suppress(OSError):
                    os.unlink(e.path)
                continue
            if ours:
                kept.append((st.st_mtime, st.st_size, e.path))
    kept.sort(reverse=True)  # the most recently used first
    total = 0
    for i, (_, size, path) in enumerate(kept):
        total += size
        if i >= MAX_ENTRIES or total > MAX_TOTAL:
            with contextlib.suppress(OSError):
                os.unlink(path)


def _mac(name: str, blob: bytes) -> bytes:
    mac = hmac.new(local_secret(), digestmod=hashlib.sha256)
    mac.update(name.encode() + b"\0")
    mac.update(blob)
    return mac.digest()


def _read(path: Path, name: str) -> Any:
    """The cached value, or None for a missing, damaged or foreign file."""
    try:
        with path.open("rb") as fh:
            data = fh.read(len(MAGIC) + 32 + MAX_BLOB + 1)
            used = os.fstat(fh.fileno()).st_mtime
    except OSError:
        return None
    n = len(MAGIC)
    head, tag, blob = data[:n], data[n : n + 32], data[n + 32 :]
    if head != MAGIC or len(blob) > MAX_BLOB or not hmac.compare_digest(tag, _mac(name, blob)):
        return None
    try:
        value = json.loads(blob)
    except ValueError:  # not JSON, not UTF-8
        return None
    if time.time() - used > MARK_USED:  # used: the sweep removes the least recently used
        with contextlib.suppress(OSError):
            os.utime(path)
    return value


def _write(where: Path, path: Path, name: str, blob: bytes) -> None:
    """Written whole or not at all (a temporary file renamed over the old one)."""
    import tempfile  # only when writing: a command that reads the cache never needs it

    with contextlib.suppress(OSError):
        where.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=where, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(MAGIC + _mac(name, blob) + blob)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            return
    sweep(where)


def cached(
    kind: str,
    content: bytes,
    build: Callable[[], T],
    dump: Callable[[T], Any],
    load: Callable[[Any], T | None],
) -> T:
    """``build()`` (the parse of ``content``), or what an earlier identical parse kept.

    ``dump`` turns the value into plain data (JSON's kinds); ``load`` turns plain data
    back, returning None when it is not the shape expected (the cache is then rebuilt).
    A value that is not plain data is simply not kept, nor one ``dump`` says ``NOT_KEPT`` of."""
    where = folder()
    if where is None:
        return build()
    name = key(kind, content)
    path = where / f"{name}.bin"
    plain = _read(path, name)
    if plain is not None:
        with contextlib.suppress(Exception):  # a blob of ours in an unexpected shape: rebuild
            value = load(plain)
            if value is not None:
                return value
    value = build()
    plain = dump(value)
    if plain is NOT_KEPT:
        return value
    try:
        blob = json.dumps(plain, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if json.loads(blob) != plain:  # int keys, tuples: JSON would not give it back equal
            return value
    except (TypeError, ValueError):  # not plain data (a date), a lone surrogate: not kept
        return value
    _write(where, path, name, blob)
    return value
