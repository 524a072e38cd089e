"""A validated content pack, ready for the print engine (frozen, no YAML left in it)."""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, overload

from lictor.content.plain import BoxSpec, DeckSpec, PackSpec, SheetSpec
from lictor.content.yamlsource import LineMap
from lictor.units import Size


@dataclass(frozen=True)
class Layout:
    name: str
    size: Size
    boxes: tuple[tuple[str, BoxSpec], ...]
    # (box, field) -> the file and line that set it, for errors in its template
    origins: Mapping[tuple[str, str], tuple[str, int | None]] = field(
        default_factory=dict, compare=False, hash=False
    )

    def where(self, box: str, name: str) -> tuple[str, int | None]:
        return self.origins.get((box, name)) or self.origins.get((box, "")) or ("", None)


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

    def copies(self) -> Copies:
        """Every printed copy, in order (computed on demand, never a list of them all)."""
        return Copies(self.rows)


class Copies(Sequence[Row]):
    """A deck's copies as a sequence: copy ``i`` is found by bisecting the rows' counts."""

    def __init__(self, rows: tuple[Row, ...]) -> None:
        self.rows = rows
        self.ends = list(itertools.accumulate(r.qty for r in rows))

    def __len__(self) -> int:
        return self.ends[-1] if self.ends else 0

    @overload
    def __getitem__(self, index: int) -> Row: ...
    @overload
    def __getitem__(self, index: slice) -> list[Row]: ...
    def __getitem__(self, index: int | slice) -> Row | list[Row]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return self.rows[bisect.bisect_right(self.ends, index)]

    def row_index(self, index: int) -> int:
        return bisect.bisect_right(self.ends, index)

    def __iter__(self) -> Iterator[Row]:
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
    roots: tuple[Path, ...] = ()  # the folders the pack may read files from

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
