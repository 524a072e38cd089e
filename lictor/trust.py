"""What lictor's caches trust: this user's own secret key (the MACs of snapshots and of
the pack cache are made under it, so a cache file written elsewhere never verifies here)
and a fingerprint of lictor's own files (a changed rule, loader or built-in pack makes
every earlier cache another version). Shared by ``rules/snapshot.py`` and
``content/cache.py``."""

from __future__ import annotations

import contextlib
import hashlib
import os
from functools import cache
from pathlib import Path

import lictor


@cache
def code_fingerprint() -> str:
    """A digest of lictor's own files (name, size, modification time): any change to the
    code or a built-in pack makes earlier snapshots another version."""
    root = os.path.dirname(lictor.__file__)
    h = hashlib.sha256(lictor.__version__.encode())
    cut = len(root) + 1
    kinds = (".py", ".yaml", ".yml", ".json", ".csv")
    # os.walk and os.path.relpath cost more than the stat calls themselves (some 60 ms
    # for lictor's 250 files): a walk of our own, each path cut by its known prefix
    stack = [root]
    while stack:
        folder = stack.pop()
        with os.scandir(folder) as it:
            entries = sorted(it, key=lambda e: e.name)
        subs = []
        for e in entries:
            if e.is_dir(follow_symlinks=False):
                if e.name != "__pycache__":
                    subs.append(e.path)
            elif e.name.endswith(kinds):
                st = e.stat()
                h.update(f"{e.path[cut:]}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
        stack.extend(reversed(subs))
    return h.hexdigest()


SECRET_FILE = "snapshot.key"


@cache
def local_secret() -> bytes:
    """This user's key for snapshot and pack-cache digests, kept outside every session file
    (``$XDG_STATE_HOME/lictor/snapshot.key``, made once, mode 0600). When it cannot be
    kept, a key for this process alone: snapshots are then only a cache within it."""
    folder = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state") / "lictor"
    path = folder / SECRET_FILE
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(fd, "wb") as fh:
                fh.write(os.urandom(32))
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                data = fh.read(64)
            if len(data) == 32:
                return data
    return os.urandom(32)
