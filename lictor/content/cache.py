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
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import lictor
from lictor.trust import code_fingerprint, local_secret

T = TypeVar("T")
MAGIC = b"lictor-pack-cache 1\n"
MAX_BLOB = 64_000_000  # no cache of ours is this large: a bigger file is not ours


def folder() -> Path | None:
    """Where the cache lives, or None when it is turned off."""
    if os.environ.get("LICTOR_CACHE", "1") == "0":
        return None
    given = os.environ.get("LICTOR_CACHE_DIR")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "lictor" / "packs"


def key(kind: str, content: bytes) -> str:
    """What a cached value depends on, as the cache file's name."""
    h = hashlib.sha256()
    for part in (kind.encode(), lictor.__version__.encode(), code_fingerprint().encode()):
        h.update(len(part).to_bytes(4, "big") + part)
    h.update(content)
    return h.hexdigest()


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
    except OSError:
        return None
    n = len(MAGIC)
    head, tag, blob = data[:n], data[n : n + 32], data[n + 32 :]
    if head != MAGIC or len(blob) > MAX_BLOB or not hmac.compare_digest(tag, _mac(name, blob)):
        return None
    try:
        return json.loads(blob)
    except ValueError:  # not JSON, not UTF-8
        return None


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
    A value that is not plain data is simply not kept."""
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
    try:
        blob = json.dumps(plain, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if json.loads(blob) != plain:  # int keys, tuples: JSON would not give it back equal
            return value
    except (TypeError, ValueError):  # not plain data (a date), a lone surrogate: not kept
        return value
    _write(where, path, name, blob)
    return value
