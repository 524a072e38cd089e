"""The dataclass code cache: the methods ``dataclasses`` writes for each class, compiled
once and kept for the next command (issue 27).

Every ``@dataclass`` writes the source of its ``__init__``, ``__repr__``, ``__eq__`` and
``__hash__`` as text and compiles it on every import: Python's bytecode cache never holds
it. lictor builds some sixty dataclasses for a `lictor referee actions` of Carta Imperia,
and compiling their methods was some 60 ms of each command's 180 (benchmarks/cli_speed.py).
Here ``dataclasses``' own call to ``exec`` is given the code compiled before from the same
text; nothing of how a class is built changes: the text is still the standard library's,
and a text not seen before is compiled as ``exec`` would compile it.

A compiled method is reused only when all of these hold, else compiled again:

- its **key** is the SHA-256 of the exact source text ``dataclasses`` wrote (a changed
  field, default or Python is another text, so another key), in a file of this Python's
  own bytecode tag (``sys.implementation.cache_tag``: marshal's format is the
  interpreter's);
- the file's **MAC** (HMAC-SHA-256 under this user's own secret, ``lictor.trust``, as the
  pack cache and the snapshots) matches: a damaged, truncated or foreign file (copied from
  elsewhere, written by someone else into the folder) is never read, so no code runs from
  a file this user's lictor did not write. That is more than Python asks of its own
  ``__pycache__``, which holds code under no MAC at all.

The command line installs it first of all (lictor/cli/__init__.py), before any class of
lictor's is built; a program importing lictor's modules itself builds them as shipped.

It lives beside the pack cache (``LICTOR_CACHE_DIR``, else ``$XDG_CACHE_HOME/lictor/packs``;
``LICTOR_CACHE=0`` turns both off), one file a Python version, written whole or not at all
when a process compiled something new, bounded to ``MAX_ENTRIES`` (the methods this process
used first). A cache that cannot be read or written is no error: the methods are compiled,
as without it.
"""

from __future__ import annotations

import builtins
import contextlib
import hashlib
import hmac
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

from lictor.cachedir import folder

MAGIC = b"lictor-dataclass-code 1\n"
MAX_ENTRIES = 2048  # lictor's commands use some 650 methods in all: room for a few versions
MAX_FILE = 32_000_000  # bytes: a larger file is not ours

_store: dict[bytes, bytes] | None = None  # key -> marshalled code, as read (None: not yet)
_new: dict[bytes, bytes] = {}  # compiled by this process
_used: set[bytes] = set()
stats = {"reused": 0, "compiled": 0}  # what this process did (read by the tests)


def path() -> Path | None:
    """This Python's cache file, or None when caches are turned off."""
    where = folder()
    return None if where is None else where / f"dataclass-code-{sys.implementation.cache_tag}"


def _mac(blob: bytes) -> bytes:
    from lictor.trust import local_secret

    return hmac.new(local_secret(), MAGIC + blob, hashlib.sha256).digest()


def _load() -> dict[bytes, bytes]:
    """The methods kept, or nothing for a missing, damaged or foreign file."""
    where = path()
    if where is None:
        return {}
    try:
        with where.open("rb") as fh:
            data = fh.read(MAX_FILE + 1)
    except OSError:
        return {}
    n = len(MAGIC)
    head, tag, blob = data[:n], data[n : n + 32], data[n + 32 :]
    if head != MAGIC or len(data) > MAX_FILE or not hmac.compare_digest(tag, _mac(blob)):
        return {}
    try:
        found = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, bytes) and isinstance(v, bytes)}


def _compiled(source: str) -> CodeType:
    """``source`` compiled as ``exec`` compiles a text for ``dataclasses``: no ``__future__``
    flag of this module's (``dont_inherit``), the file name ``<string>``."""
    global _store
    if _store is None:
        _store = _load()
    key = hashlib.sha256(source.encode()).digest()
    _used.add(key)
    blob = _store.get(key) or _new.get(key)
    if blob is not None:
        with contextlib.suppress(EOFError, ValueError, TypeError):
            code = marshal.loads(blob)
            if isinstance(code, CodeType):
                stats["reused"] += 1
                return code
    code = compile(source, "<string>", "exec", dont_inherit=True)
    _new[key] = marshal.dumps(code)
    stats["compiled"] += 1
    return code


def _exec(source: Any, globals: Any = None, locals: Any = None, /, **kw: Any) -> None:
    """``exec`` as ``dataclasses`` calls it, with its text's code kept."""
    if isinstance(source, str) and not kw:
        source = _compiled(source)
    builtins.exec(source, globals, locals, **kw)


def save() -> None:
    """What this process compiled, kept with what it used first (at exit)."""
    where = path()
    if not _new or where is None:
        return
    kept = dict(_store or {})
    kept.update(_new)
    order = sorted(kept, key=lambda k: k not in _used)  # this process's methods first
    blob = marshal.dumps({k: kept[k] for k in order[:MAX_ENTRIES]})
    import tempfile  # only when writing

    with contextlib.suppress(OSError):
        where.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=where.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(MAGIC + _mac(blob) + blob)
            os.replace(tmp, where)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def forget() -> None:
    """Nothing read or compiled kept (the resident server, once it has saved what its
    imports compiled: each worker reads the file of its own environment's cache folder)."""
    global _store
    _store = None
    _new.clear()
    _used.clear()


def keep_bytecode() -> None:
    """Where Python is told not to write bytecode beside the sources (PYTHONDONTWRITEBYTECODE,
    as containers and read-only installs set it), every module was compiled again in every
    command: some 170 ms of a `referee status`. Python's own answer to a source tree it may
    not write, ``sys.pycache_prefix`` (PYTHONPYCACHEPREFIX), is used instead: the bytecode
    goes to ``pycache/`` in lictor's cache folder, never beside the sources, and Python
    checks it against each source as it checks its own ``__pycache__``. A prefix the user
    set is left as it is; ``LICTOR_CACHE=0`` leaves Python as it was told."""
    where = folder()
    if where is None or not sys.dont_write_bytecode or sys.pycache_prefix is not None:
        return
    sys.pycache_prefix = str(where / "pycache")
    sys.dont_write_bytecode = False


def install() -> None:
    """``dataclasses`` given the caching ``exec`` (its own module-level name, which its
    methods look up before the builtin), and the cache written at exit; once a process.
    With PYTHONDONTWRITEBYTECODE, the bytecode kept in the cache folder (``keep_bytecode``)."""
    import dataclasses

    if os.environ.get("LICTOR_CACHE", "1") == "0" or getattr(dataclasses, "exec", None) is _exec:
        return
    keep_bytecode()
    dataclasses.exec = _exec  # type: ignore[attr-defined]
    import atexit

    atexit.register(save)
