"""What a build wrote (a file and its pages) and a face's file name: shared by the kit and
its backends (the PNG backend names and reports its files the same way), in a module of its
own so that neither imports the other."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

from lictor import slugs as words


@dataclass(frozen=True)
class Written:
    path: Path
    pages: int  # pages in a PDF; 1 for a picture


def slug(text: str) -> str:
    """A face's file name: the row's name as one word (``face`` for a nameless row), its
    accented letters spelt plain ("Ave Cesar!" for "Ävé César!": ``ave-cesar``)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return words.slug(plain) or "face"
