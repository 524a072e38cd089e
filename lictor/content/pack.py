"""A validated content pack, ready for the print engine (frozen, no YAML left in it)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lictor.content.schema import BoxSpec, DeckSpec, PackSpec, SheetSpec
from lictor.content.yamlsource import LineMap
from lictor.units import Size


@dataclass(frozen=True)
class Layout:
    name: str
    size: Size
    boxes: tuple[tuple[str, BoxSpec], ...]


@dataclass(frozen=True)
class Row:
    """One row of a deck: ``qty`` copies of a face filled with ``data``."""

    name: str
    qty: int
    data: Mapping[str, Any]
    origin: tuple[str, int | None] = ("", None)  # file and line the row was written on


@dataclass(frozen=True)
class Deck:
    spec: DeckSpec
    size: Size
    front: Layout
    back: Layout | None
    rows: tuple[Row, ...]

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def count(self) -> int:
        return sum(r.qty for r in self.rows)

    def copies(self) -> Iterator[Row]:
        """Every printed copy, in order."""
        for row in self.rows:
            for _ in range(row.qty):
                yield row


@dataclass(frozen=True)
class Pack:
    spec: PackSpec
    base_dir: Path
    fonts: Mapping[str, str]
    palette: Mapping[str, str]
    sizes: Mapping[str, Size]
    decks: tuple[Deck, ...]
    sheets: tuple[SheetSpec, ...]
    origins: LineMap

    @property
    def id(self) -> str:
        return self.spec.pack.id

    @property
    def title(self) -> str:
        return self.spec.pack.title

    def families(self) -> list[str]:
        seen: dict[str, None] = {}
        for d in self.decks:
            seen[d.spec.family] = None
        for s in self.sheets:
            seen[s.family] = None
        return list(seen)
