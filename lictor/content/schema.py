"""The content pack schema (pydantic v2), shared by every game and by users' own packs.

Every deck, row and sheet says where its content comes from: ``rulebook`` (cite the
section), ``reconstruction`` (ours, where the rulebook is silent) or ``blank`` (a write-in
component the owner fills in); ``user`` marks a user's own rows given over a built-in deck.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Source = Literal["rulebook", "reconstruction", "blank", "user"]
ID_PATTERN = r"^[a-z0-9][a-z0-9-]*$"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Provenance(_Model):
    source: Source
    section: str | None = None

    @model_validator(mode="after")
    def _rulebook_cites(self) -> Provenance:
        if self.source == "rulebook" and not self.section:
            raise ValueError("content with source 'rulebook' must cite its section")
        return self


class SizeSpec(_Model):
    w: float = Field(gt=0, description="width in mm")
    h: float = Field(gt=0, description="height in mm")


class BoxSpec(_Model):
    """One named box of a layout, in mm from the trim's top-left corner."""

    kind: Literal["text", "rect", "ellipse", "icon", "line", "image"] = "text"
    x: float
    y: float
    w: float = Field(ge=0)
    h: float = Field(ge=0)
    text: str = ""
    font: str = "body"
    size: float = Field(9.0, gt=0, description="font size in pt")
    min_size: float = Field(5.0, gt=0, description="smallest font size text may shrink to")
    leading: float = Field(1.2, ge=0.8)
    align: Literal["left", "center", "right"] = "left"
    valign: Literal["top", "middle", "bottom"] = "top"
    color: str = "ink"
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = Field(0.3, ge=0, description="mm")
    radius: float = Field(0.0, ge=0)
    bleed: bool = False
    icon: str = ""
    image: str = ""
    when: str = ""
    # A write-in rule: drawn only where the text of the named box leaves room above it.
    below: str = ""


class LayoutSpec(_Model):
    extends: str | None = None
    size: str | None = None
    boxes: dict[str, dict[str, Any] | None] = {}


class DeckSpec(Provenance):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    family: str = Field("cards", pattern=ID_PATTERN)
    layout: str | None = None
    diagram: str | None = None  # a board drawn by the game's code from the pack's data
    back_diagram: str | None = None  # its back drawn by code too (the row gets side: back)
    poster: bool = False  # larger than a sheet: print it tiled over several sheets
    back: str | None = None
    size: str | None = None
    expected_count: int | None = Field(None, ge=0)
    expected_source: str | None = None
    defaults: dict[str, Any] = {}
    variants: dict[str, list[Any]] = {}
    rows: list[dict[str, Any]] = []
    rows_file: str | None = None

    @model_validator(mode="after")
    def _face(self) -> DeckSpec:
        if (self.layout is None) == (self.diagram is None):
            raise ValueError("a deck needs a `layout`, or a `diagram` and a `size`")
        if self.diagram is not None and self.size is None:
            raise ValueError("a diagram deck needs a `size`")
        return self


class RowSpec(BaseModel):
    """One data row; its other fields are free and reach the layout's templates."""

    model_config = ConfigDict(extra="allow", frozen=True)
    qty: int = Field(1, ge=0)
    name: str
    source: Source
    section: str | None = None

    @model_validator(mode="after")
    def _rulebook_cites(self) -> RowSpec:
        if self.source == "rulebook" and not self.section:
            raise ValueError("a row with source 'rulebook' must cite its section")
        return self


class RefSection(_Model):
    heading: str
    cite: str = ""
    lines: list[str] = []


class SheetSpec(Provenance):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    family: str = Field("sheets", pattern=ID_PATTERN)
    kind: Literal["reference", "scorepad", "table"]
    title: str
    orientation: Literal["portrait", "landscape"] = "portrait"
    intro: str = ""
    sections: list[RefSection] = []
    columns: list[str] = []
    rows: list[list[str]] = []
    blank_rows: int = Field(6, ge=0)
    # a table's cells from row `slots_from` on (not the first column) get a dashed square
    # `slot` mm wide, a place for a piece (a Bust on a Reform)
    slot: float = Field(0.0, ge=0, le=60)
    slots_from: int = Field(0, ge=0)
    note: str = ""


class PackInfo(_Model):
    id: str = Field(pattern=ID_PATTERN)
    title: str
    version: str = "1"
    rulebook: str = ""
    description: str = ""


class PackSpec(_Model):
    pack: PackInfo
    fonts: dict[str, str] = {}
    sizes: dict[str, SizeSpec] = {}
    palette: dict[str, str] = {}
    layouts: dict[str, LayoutSpec] = {}
    decks: list[DeckSpec] = []
    sheets: list[SheetSpec] = []
    data: dict[str, Any] = {}  # a game's own facts (a board's graph ...), checked by the game
