"""A name as one lowercase word for the command line and file names ("Hispania Citerior"
-> "hispania-citerior")."""

from __future__ import annotations

import re


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
