"""Where lictor keeps its caches: ``$XDG_CACHE_HOME/lictor/packs/`` (``~/.cache`` without
it), ``LICTOR_CACHE_DIR`` instead when set, none with ``LICTOR_CACHE=0``. The pack cache
(content/cache.py) and the code cache (codecache.py) live there. Imports nothing of
lictor's, so the code cache can be set up before any other module is compiled."""

from __future__ import annotations

import os
from pathlib import Path


def folder() -> Path | None:
    """Where the caches live, or None when they are turned off."""
    if os.environ.get("LICTOR_CACHE", "1") == "0":
        return None
    given = os.environ.get("LICTOR_CACHE_DIR")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "lictor" / "packs"
