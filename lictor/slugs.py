"""A name as one lowercase word for the command line and file names ("Hispania Citerior"
-> "hispania-citerior")."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=4096)  # the referee's core asks for the same few names all game long
def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
