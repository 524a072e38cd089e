"""A face: a layout filled with one row of data, as backend-neutral primitives.

Coordinates are millimetres from the trim's top-left corner, y down. A box marked
``bleed`` is stretched to the bleed edge (negative coordinates) so that full-bleed fills
survive a slightly off cut.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lictor.content.pack import Layout
from lictor.content.schema import BoxSpec
from lictor.errors import BadInput, TextOverflow
from lictor.generators.fonts import FontSet, text_width_pt
from lictor.generators.icons import ICONS
from lictor.generators.text import TextBlock, fit, icon_marker, icons_in
from lictor.units import Size


@dataclass(frozen=True)
class Shape:
    kind: str  # rect | ellipse | line | poly
    x: float
    y: float
    w: float
    h: float
    fill: str | None
    stroke: str | None
    stroke_width: float
    radius: float = 0.0
    points: tuple[float, ...] = ()  # poly: x0, y0, x1, y1 ... (mm, face coordinates)
    dash: tuple[float, ...] = ()  # mm on, mm off


@dataclass(frozen=True)
class Icon:
    name: str
    x: float
    y: float
    size: float


@dataclass(frozen=True)
class Image:
    path: Path
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Text:
    x: float
    y: float
    block: TextBlock
    color: str


Primitive = Shape | Icon | Image | Text


@dataclass(frozen=True)
class Face:
    label: str  # e.g. "action-cards / I eXploit", used in errors and file names
    size: Size
    prims: tuple[Primitive, ...]


if TYPE_CHECKING:
    import jinja2


def _jinja() -> Any:
    """The jinja2 module (an `except` clause asks for it only when something was raised)."""
    import jinja2

    return jinja2


WRITE_IN_GAP = 2.5  # mm between the end of a text and the first write-in rule under it
_SIMPLE_FIELD = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


def _roman(n: Any) -> str:
    value = int(n)
    numerals = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in numerals:
        while value >= v:
            out += s
            value -= v
    return out


def make_env(translate: Callable[[str], str] | None = None) -> jinja2.Environment:
    import jinja2  # only when a face needs more than `{{ field }}`: it is slow to import

    env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False)
    env.filters["t"] = translate or (lambda text: text)  # a value printed in the kit's language
    # {{ ngettext('Move {n} hex', 'Move {n} hexes', value) }}: the form for the number
    forms = getattr(translate, "ngettext", None) or (lambda one, many, n: one if n == 1 else many)
    env.globals["ngettext"] = lambda one, many, n: forms(one, many, int(n)).format(n=n)
    env.globals["icon"] = icon_marker
    env.filters["roman"] = _roman
    return env


class FaceMaker:
    """Turns (layout, row) into faces; caches compiled templates across a whole deck."""

    def __init__(
        self,
        fonts: FontSet,
        palette: Mapping[str, str],
        base_dir: Path,
        *,
        bleed: float,
        ink_saver: bool = False,
        globals_: Mapping[str, Any] | None = None,
        translate: Callable[[str], str] | None = None,
    ) -> None:
        self.fonts = fonts
        self.palette = dict(palette)
        self.base_dir = base_dir
        self.bleed = bleed
        self.ink_saver = ink_saver
        self._env: jinja2.Environment | None = None
        self.globals = dict(globals_ or {})
        self.translate: Callable[[str], str] = translate or (lambda text: text)
        self._templates: dict[str, jinja2.Template] = {}
        self._exprs: dict[str, Any] = {}

    @property
    def env(self) -> jinja2.Environment:
        if self._env is None:
            self._env = make_env(self.translate)
        return self._env

    # -- templates ---------------------------------------------------------------
    def _render(self, source: str, ctx: Mapping[str, Any], label: str, box: str) -> str:
        if "{" not in source:
            return source
        simple = _SIMPLE_FIELD.fullmatch(source)
        if simple is not None and simple.group(1) in ctx:
            # `{{ field }}` is most of what layouts say: skip Jinja's machinery for it.
            value = ctx[simple.group(1)]
            if isinstance(value, str | int | float) and not isinstance(value, bool):
                return str(value)
        try:
            template = self._templates.get(source)
            if template is None:
                template = self._templates[source] = self.env.from_string(source)
            return template.render(ctx)
        except _jinja().TemplateSyntaxError as exc:
            raise BadInput(f"card {label!r}, box {box!r}: template error: {exc.message}") from exc
        except _jinja().UndefinedError as exc:
            raise BadInput(f"card {label!r}, box {box!r}: {exc.message}") from exc

    def _when(self, expr: str, ctx: Mapping[str, Any], label: str, box: str) -> bool:
        if not expr:
            return True
        try:
            compiled = self._exprs.get(expr)
            if compiled is None:
                compiled = self._exprs[expr] = self.env.compile_expression(expr)
            return bool(compiled(**ctx))
        except _jinja().TemplateSyntaxError as exc:
            raise BadInput(f"card {label!r}, box {box!r}: bad `when`: {exc.message}") from exc
        except _jinja().UndefinedError:
            return False

    def colour(self, value: str | None, label: str, box: str) -> str | None:
        if value is None or value in ("", "none"):
            return None
        if value in self.palette:
            return self.palette[value]
        if value.startswith("#") and len(value) == 7:
            return value
        raise BadInput(f"card {label!r}, box {box!r}: unknown colour {value!r}")

    def fill_fields(self, ctx: Mapping[str, Any], label: str) -> dict[str, Any]:
        """A row's own string fields may be templates over its other fields (one level)."""
        out = dict(ctx)
        for key, value in ctx.items():
            if isinstance(value, str) and "{{" in value:
                out[key] = self._render(value, ctx, label, key)
        return out

    # -- faces -------------------------------------------------------------------
    def make(self, layout: Layout, row: Mapping[str, Any], label: str) -> Face:
        ctx = {**self.globals, **row}
        prims: list[Primitive] = []
        text_bottom: dict[str, float] = {}  # where each text box's text ends (mm)
        for name, box in layout.boxes:
            if not self._when(box.when, ctx, label, name):
                continue
            if box.below and box.y < text_bottom.get(box.below, -1e9) + WRITE_IN_GAP:
                continue  # a write-in rule would cross the text: only below it
            made = self._box(layout, name, box, ctx, label)
            for prim in made:
                if isinstance(prim, Text) and prim.block.lines:
                    descent = prim.block.size * 25.4 / 72 * 0.25
                    text_bottom[name] = prim.y + prim.block.lines[-1].baseline + descent
            prims.extend(made)
        return Face(label, layout.size, tuple(prims))

    def box(
        self, size: Size, name: str, box: BoxSpec, ctx: Mapping[str, Any], label: str
    ) -> list[Primitive]:
        """The primitives of one box (for code that draws faces itself, like boards)."""
        return self._box(Layout(name, size, ()), name, box, ctx, label)

    def _box(
        self, layout: Layout, name: str, box: BoxSpec, ctx: Mapping[str, Any], label: str
    ) -> list[Primitive]:
        x, y, w, h = box.x, box.y, box.w, box.h
        if box.bleed:
            b = self.bleed
            x, y = (x - b if x <= 0 else x), (y - b if y <= 0 else y)
            w = (layout.size.w + b - x) if box.x + box.w >= layout.size.w else (box.x + box.w - x)
            h = (layout.size.h + b - y) if box.y + box.h >= layout.size.h else (box.y + box.h - y)
        fill = self.colour(self._render(box.fill or "", ctx, label, name), label, name)
        stroke = self.colour(self._render(box.stroke or "", ctx, label, name), label, name)
        if box.kind in ("rect", "ellipse", "line"):
            return [Shape(box.kind, x, y, w, h, fill, stroke, box.stroke_width, box.radius)]
        if box.kind == "icon":
            icon = self._render(box.icon, ctx, label, name).strip()
            if not icon:
                return []
            if icon not in ICONS:
                raise BadInput(f"card {label!r}, box {name!r}: unknown icon {icon!r}")
            side = min(w, h)
            return [Icon(icon, x + (w - side) / 2, y + (h - side) / 2, side)]
        if box.kind == "image":
            src = self._render(box.image, ctx, label, name).strip()
            if not src:
                return []
            path = Path(src) if Path(src).is_absolute() else self.base_dir / src
            if not path.is_file():
                raise BadInput(f"card {label!r}, box {name!r}: image not found: {src}")
            return [Image(path, x, y, w, h)]
        text = self._render(box.text, ctx, label, name).strip()
        if not text:
            return []
        for icon in icons_in(text):
            if icon not in ICONS:
                raise BadInput(f"card {label!r}, box {name!r}: unknown icon {icon!r}")
        font = self.fonts.rl_name(box.font)
        bold_name = self.fonts.bold_of(box.font)
        bold = self.fonts.rl_name(bold_name)
        block = fit(
            text,
            width=w,
            height=h,
            font=font,
            bold=bold,
            size=box.size,
            min_size=box.min_size,
            leading=box.leading,
            align=box.align,
            valign=box.valign,
            measure=text_width_pt,
        )
        if block is None:
            raise TextOverflow(
                label,
                name,
                f"{w:g} x {h:g} mm at {box.min_size:g} pt; shorten it or enlarge the box",
            )
        colour = self.colour(self._render(box.color, ctx, label, name), label, name) or "#000000"
        return [Text(x, y, block, colour)]
