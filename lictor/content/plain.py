"""A validated pack's parts as plain frozen dataclasses: what the print engine reads.

``lictor.content.schema`` (pydantic) checks a pack once; what it accepts is copied into
these classes, field for field (``tests/content/test_plain.py`` holds the two in step).
They import nothing heavy, so a build whose pack comes from the validated-pack cache
(``lictor.content.stored``) never imports pydantic. A field a class leaves out of the
schema's says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Source = Literal["rulebook", "reconstruction", "blank", "user"]
BoxKind = Literal["text", "rect", "ellipse", "icon", "line", "image"]


@dataclass(frozen=True, kw_only=True)
class BoxSpec:
    """One named box of a layout, in mm from the trim's top-left corner."""

    kind: BoxKind = "text"
    x: float
    y: float
    w: float
    h: float
    text: str = ""
    font: str = "body"
    size: float = 9.0
    min_size: float = 5.0
    leading: float = 1.2
    align: Literal["left", "center", "right"] = "left"
    valign: Literal["top", "middle", "bottom"] = "top"
    color: str = "ink"
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.3
    radius: float = 0.0
    bleed: bool = False
    icon: str = ""
    image: str = ""
    when: str = ""
    below: str = ""


@dataclass(frozen=True, kw_only=True)
class DeckSpec:
    """A deck as its pack wrote it. Its ``rows`` are not kept here: the resolved rows are
    the deck's own (``Deck.rows``)."""

    source: Source
    section: str | None = None
    id: str
    name: str
    family: str = "cards"
    layout: str | None = None
    diagram: str | None = None
    back_diagram: str | None = None
    poster: bool = False
    back: str | None = None
    size: str | None = None
    expected_count: int | None = None
    expected_source: str | None = None
    stock: str | None = None
    defaults: dict[str, Any] = field(default_factory=dict)
    variants: dict[str, list[Any]] = field(default_factory=dict)
    rows_file: str | None = None


@dataclass(frozen=True, kw_only=True)
class RefSection:
    heading: str
    cite: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class SheetSpec:
    source: Source
    section: str | None = None
    id: str
    name: str
    family: str = "sheets"
    kind: Literal["reference", "scorepad", "table"]
    title: str
    orientation: Literal["portrait", "landscape"] = "portrait"
    intro: str = ""
    sections: list[RefSection] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    widths: list[float] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    blank_rows: int = 6
    slot: float = 0.0
    slots_from: int = 0
    note: str = ""


@dataclass(frozen=True, kw_only=True)
class PackInfo:
    id: str
    title: str
    version: str = "1"
    rulebook: str = ""
    description: str = ""


@dataclass(frozen=True, kw_only=True)
class ComponentItem:
    name: str
    count: int | None = None
    decks: list[str] = field(default_factory=list)
    sheets: list[str] = field(default_factory=list)
    note: str = ""


@dataclass(frozen=True, kw_only=True)
class ComponentList:
    section: str
    items: list[ComponentItem] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class PackSpec:
    """The pack's own facts. Its fonts, sizes, palette, layouts, decks and sheets are
    resolved into the ``Pack`` itself, so they are not repeated here."""

    pack: PackInfo
    components: ComponentList | None = None
    data: dict[str, Any] = field(default_factory=dict)
