"""The content pack schema (pydantic v2), shared by every game and by users' own packs.

Every deck, row and sheet says where its content comes from: ``rulebook`` (cite the
section), ``reconstruction`` (ours, where the rulebook is silent) or ``blank`` (a write-in
component the owner fills in); ``user`` marks a user's own rows given over a built-in deck.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lictor.content.limits import (
    MAX_CARDS,
    MAX_MM,
    MAX_PT,
    MAX_QTY,
    MAX_ROWS,
    MAX_SHEET_ROWS,
)

Source = Literal["rulebook", "reconstruction", "blank", "user"]
ID_PATTERN = r"^[a-z0-9][a-z0-9-]*$"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


class Provenance(_Model):
    source: Source
    section: str | None = None

    @model_validator(mode="after")
    def _rulebook_cites(self) -> Provenance:
        if self.source == "rulebook" and not self.section:
            raise ValueError("content with source 'rulebook' must cite its section")
        return self


MIN_MM = 5.0  # a card's smallest side (lictor.units.MIN_SIDE): none are smaller


class SizeSpec(_Model):
    w: float = Field(ge=MIN_MM, le=MAX_MM, description="width in mm")
    h: float = Field(ge=MIN_MM, le=MAX_MM, description="height in mm")


class BoxSpec(_Model):
    """One named box of a layout, in mm from the trim's top-left corner."""

    kind: Literal["text", "rect", "ellipse", "icon", "line", "image"] = "text"
    x: float = Field(ge=-MAX_MM, le=MAX_MM)
    y: float = Field(ge=-MAX_MM, le=MAX_MM)
    w: float = Field(ge=0, le=MAX_MM)
    h: float = Field(ge=0, le=MAX_MM)
    text: str = ""
    font: str = "body"
    size: float = Field(9.0, ge=1, le=MAX_PT, description="font size in pt")
    min_size: float = Field(
        5.0, ge=1, le=MAX_PT, description="smallest font size text may shrink to"
    )
    leading: float = Field(1.2, ge=0.8, le=5)
    align: Literal["left", "center", "right"] = "left"
    valign: Literal["top", "middle", "bottom"] = "top"
    color: str = "ink"
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = Field(0.3, ge=0, le=100, description="mm")
    radius: float = Field(0.0, ge=0, le=MAX_MM)
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
    expected_count: int | None = Field(None, ge=0, le=MAX_CARDS)
    expected_source: str | None = None
    stock: str | None = None  # what to print it on, for the kit's cover (else guessed)
    defaults: dict[str, Any] = {}
    variants: dict[str, list[Any]] = {}
    rows: list[dict[str, Any]] = Field([], max_length=MAX_ROWS)
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

    model_config = ConfigDict(extra="allow", frozen=True, allow_inf_nan=False)
    qty: int = Field(1, ge=0, le=MAX_QTY)
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
    columns: list[str] = Field([], max_length=50)
    # each column's share of the width (relative weights); empty: the first column wider,
    # the others even
    widths: list[float] = Field([], max_length=50)
    rows: list[list[str]] = Field([], max_length=MAX_SHEET_ROWS)
    blank_rows: int = Field(6, ge=0, le=MAX_SHEET_ROWS)
    # a table's cells from row `slots_from` on (not the first column) get a dashed square
    # `slot` mm wide, a place for a piece (a Bust on a Reform)
    slot: float = Field(0.0, ge=0, le=60)
    slots_from: int = Field(0, ge=0)
    note: str = ""

    @model_validator(mode="after")
    def _table_shape(self) -> SheetSpec:
        if self.kind != "reference" and not self.columns:
            raise ValueError(f"a {self.kind} sheet needs `columns`")
        if self.widths and (len(self.widths) != len(self.columns) or min(self.widths) <= 0):
            raise ValueError(
                f"`widths` gives {len(self.widths)} positive weights; the sheet has "
                f"{len(self.columns)} columns"
            )
        for i, row in enumerate(self.rows):
            if len(row) > len(self.columns):
                raise ValueError(
                    f"rows[{i}] has {len(row)} cells; the sheet has {len(self.columns)} columns"
                )
        return self


class PackInfo(_Model):
    id: str = Field(pattern=ID_PATTERN)
    title: str
    version: str = "1"
    rulebook: str = ""
    description: str = ""


class ComponentItem(_Model):
    """One line of a rulebook's List of Components, and the pieces of the kit that are it."""

    name: str
    count: int | None = Field(None, ge=0, le=MAX_CARDS)  # None: the rulebook gives none
    decks: list[str] = []  # deck ids whose pieces (copies counted) make this line
    sheets: list[str] = []  # sheet ids that make it
    note: str = ""  # why the kit differs, or what to bring instead


class ComponentList(_Model):
    section: str  # where the rulebook lists them (a RuleRef: "List of Components")
    items: list[ComponentItem] = Field([], max_length=500)


class PackSpec(_Model):
    pack: PackInfo
    fonts: dict[str, str] = {}
    sizes: dict[str, SizeSpec] = {}
    palette: dict[str, str] = {}
    layouts: dict[str, LayoutSpec] = {}
    decks: list[DeckSpec] = []
    sheets: list[SheetSpec] = []
    components: ComponentList | None = None  # the rulebook's list, for the parts list
    data: dict[str, Any] = {}  # a game's own facts (a board's graph ...), checked by the game
