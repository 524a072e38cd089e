"""A face: a layout filled with one row of data, as backend-neutral primitives.

Coordinates are millimetres from the trim's top-left corner, y down. A box marked
``bleed`` is stretched to the bleed edge (negative coordinates) so that full-bleed fills
survive a slightly off cut.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lictor.content.pack import Layout
from lictor.content.paths import OutsidePack, confined, roots_for
from lictor.content.plain import BoxSpec
from lictor.errors import BadInput, TemplateFault, TextOverflow
from lictor.generators.budget import Budget, PackWork
from lictor.generators.fonts import FontSet, text_width_pt
from lictor.generators.icons import ICONS
from lictor.generators.text import TextBlock, fit, icons_in
from lictor.i18n import t
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
    # (x, y, w, h) mm, y down: what a poster's sheets must not cut (a board's title)
    keep: tuple[tuple[float, float, float, float], ...] = ()


if TYPE_CHECKING:
    import jinja2

    from lictor.generators.sandbox import Sandbox


WRITE_IN_GAP = 2.5  # mm between the end of a text and the first write-in rule under it
_SIMPLE_FIELD = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
TEMPLATED = ("text", "fill", "stroke", "color", "icon", "image", "when")
Where = tuple[str, int | None]


def make_env(translate: Callable[[str], str] | None = None) -> Sandbox:
    """The sandbox a pack's templates render in (imported only when a face needs more
    than `{{ field }}`: Jinja is slow to import)."""
    from lictor.generators.sandbox import Sandbox

    return Sandbox(translate or (lambda text: text))


def _fault(exc: BaseException) -> str:
    """What went wrong in a template, in words (never a traceback)."""
    import jinja2

    if isinstance(exc, jinja2.TemplateSyntaxError):
        return f"template syntax error: {exc.message}"
    if isinstance(exc, jinja2.UndefinedError):
        return f"template error: {exc.message}"
    if isinstance(exc, RecursionError):
        return "template error: nested too deeply"
    if isinstance(exc, MemoryError):
        return "template error: needs too much memory"
    text = str(exc) or type(exc).__name__
    return f"template error: {text}"


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
        roots: tuple[Path, ...] = (),
    ) -> None:
        self.fonts = fonts
        self.roots = roots or roots_for([base_dir])
        self.palette = dict(palette)
        self.base_dir = base_dir
        self.bleed = bleed
        self.ink_saver = ink_saver
        self._env: Sandbox | None = None
        self.globals = dict(globals_ or {})
        self.translate: Callable[[str], str] = translate or (lambda text: text)
        self._templates: dict[str, jinja2.Template] = {}
        self._exprs: dict[str, Any] = {}
        self.work = PackWork()  # the whole pack's bounds, across its faces (issue 23)

    @property
    def env(self) -> Sandbox:
        if self._env is None:
            self._env = make_env(self.translate)
        return self._env

    # -- templates ---------------------------------------------------------------
    def _render(
        self, source: str, ctx: Mapping[str, Any], label: str, box: str, where: Where = ("", None)
    ) -> str:
        if "{" not in source:
            return source
        simple = _SIMPLE_FIELD.fullmatch(source)
        if simple is not None and simple.group(1) in ctx:
            # `{{ field }}` is most of what layouts say: skip Jinja's machinery for it.
            value = ctx[simple.group(1)]
            if isinstance(value, str | int | float) and not isinstance(value, bool):
                return str(value)
        from lictor.generators.sandbox import render_bounded

        self.work.arm()
        try:
            template = self._templates.get(source)
            if template is None:
                self.env.refuse_unsafe(source)
                template = self._templates[source] = self.env.from_string(source)
            out = render_bounded(template, ctx)
            self.work.text(len(out))
            return out
        except Budget as exc:
            if str(exc).startswith("the pack's work bound"):
                raise  # named once, by the face that crossed it
            raise TemplateFault(where, label, box, _fault(exc)) from None
        except Exception as exc:  # a pack's template: every failure is the pack's, one line
            raise TemplateFault(where, label, box, _fault(exc)) from None

    def _when(
        self, expr: str, ctx: Mapping[str, Any], label: str, box: str, where: Where = ("", None)
    ) -> bool:
        if not expr:
            return True
        import jinja2

        self.work.arm()
        try:
            compiled = self._exprs.get(expr)
            if compiled is None:
                self.env.refuse_unsafe("{{ " + expr + " }}")
                compiled = self._exprs[expr] = self.env.compile_expression(expr)
            return bool(compiled(**ctx))
        except jinja2.UndefinedError:
            return False
        except Exception as exc:  # a pack's expression: every failure is the pack's
            raise TemplateFault(where, label, box, "bad `when`: " + _fault(exc)) from None

    def colour(
        self, value: str | None, label: str, box: str, where: Where | None = None
    ) -> str | None:
        if value is None or value in ("", "none"):
            return None
        if value in self.palette:
            return self.palette[value]
        if value.startswith("#") and len(value) == 7:
            return value
        if where is not None:
            raise TemplateFault(
                where, label, box, t("unknown colour {name}", name=repr(value[:40]))
            )
        raise BadInput(
            f"card {label!r}, box {box!r}: " + t("unknown colour {name}", name=repr(value[:40]))
        )

    def fill_fields(
        self, ctx: Mapping[str, Any], label: str, origin: Where = ("", None)
    ) -> dict[str, Any]:
        """A row's own string fields may be templates over its other fields (one level)."""
        out = dict(ctx)
        templated = [k for k, v in ctx.items() if isinstance(v, str) and "{" in v]
        if not templated:
            return out
        with self._budget(label, "(row fields)", origin), self.work.timed():
            for key in templated:
                out[key] = self._render(ctx[key], ctx, label, key, origin)
        return out

    @contextmanager
    def _budget(self, label: str, box: str, where: Where) -> Iterator[None]:
        """A face that runs out of time names its card (the box when we know it)."""
        try:
            yield
        except Budget as exc:
            raise TemplateFault(where, label, box, f"template error: {exc}") from None

    # -- faces -------------------------------------------------------------------
    def make(
        self, layout: Layout, row: Mapping[str, Any], label: str, origin: Where = ("", None)
    ) -> Face:
        ctx = {**self.globals, **row}
        prims: list[Primitive] = []
        text_bottom: dict[str, float] = {}  # where each text box's text ends (mm)
        # the box a Budget stops in is named with its card (one try, not one per box)
        current, where = "(face)", origin
        try:
            with self.work.timed():
                self.work.face()
                for name, box in layout.boxes:

                    def at(field: str, box_name: str = name) -> Where:
                        if field == "row":
                            return origin
                        found = layout.where(box_name, field)
                        return found if found[0] else origin

                    current, where = name, at("text")
                    if not self._when(box.when, ctx, label, name, at("when")):
                        continue
                    if box.below and box.y < text_bottom.get(box.below, -1e9) + WRITE_IN_GAP:
                        continue  # a write-in rule would cross the text: only below it
                    made = self._box(layout, name, box, ctx, label, at)
                    for prim in made:
                        if isinstance(prim, Text) and prim.block.lines:
                            descent = prim.block.size * 25.4 / 72 * 0.25
                            text_bottom[name] = prim.y + prim.block.lines[-1].baseline + descent
                    prims.extend(made)
                current, where = "(face)", origin
        except Budget as exc:
            raise TemplateFault(where, label, current, f"template error: {exc}") from None
        return Face(label, layout.size, tuple(prims))

    def box(
        self, size: Size, name: str, box: BoxSpec, ctx: Mapping[str, Any], label: str
    ) -> list[Primitive]:
        """The primitives of one box (for code that draws faces itself, like boards)."""
        return self._box(Layout(name, size, ()), name, box, ctx, label, lambda _: ("", None))

    def _box(
        self,
        layout: Layout,
        name: str,
        box: BoxSpec,
        ctx: Mapping[str, Any],
        label: str,
        at: Callable[[str], Where],
    ) -> list[Primitive]:
        x, y, w, h = box.x, box.y, box.w, box.h
        if box.bleed:
            b = self.bleed
            x, y = (x - b if x <= 0 else x), (y - b if y <= 0 else y)
            w = (layout.size.w + b - x) if box.x + box.w >= layout.size.w else (box.x + box.w - x)
            h = (layout.size.h + b - y) if box.y + box.h >= layout.size.h else (box.y + box.h - y)
        fill = self.colour(
            self._render(box.fill or "", ctx, label, name, at("fill")), label, name, at("fill")
        )
        stroke = self.colour(
            self._render(box.stroke or "", ctx, label, name, at("stroke")),
            label,
            name,
            at("stroke"),
        )
        if box.kind in ("rect", "ellipse", "line"):
            return [Shape(box.kind, x, y, w, h, fill, stroke, box.stroke_width, box.radius)]
        if box.kind == "icon":
            icon = self._render(box.icon, ctx, label, name, at("icon")).strip()
            if not icon:
                return []
            if icon not in ICONS:
                raise TemplateFault(at("icon"), label, name, f"unknown icon {icon[:40]!r}")
            side = min(w, h)
            return [Icon(icon, x + (w - side) / 2, y + (h - side) / 2, side)]
        if box.kind == "image":
            src = self._render(box.image, ctx, label, name, at("image")).strip()
            if not src:
                return []
            # A path written in the layout is next to the layout's file; one from a row's
            # field is next to that row's file (a user's --content file, say).
            file = at("image" if "{" not in box.image else "row")[0]
            base = Path(file).parent if file else self.base_dir
            try:
                path = confined(src, base, self.roots, "image")
            except OutsidePack as exc:
                raise TemplateFault(at("image"), label, name, str(exc)) from None
            if not path.is_file():
                raise TemplateFault(
                    at("image"), label, name, t("image not found: {path}", path=src[:80])
                )
            from lictor.generators.images import BadImage, picture

            try:
                self.work.picture(picture(path))  # PNG or JPEG by content, size from its header
            except BadImage as exc:
                raise TemplateFault(at("image"), label, name, f"image {src[:80]}: {exc}") from None
            return [Image(path, x, y, w, h)]
        text = self._render(box.text, ctx, label, name, at("text")).strip()
        if not text:
            return []
        for icon in icons_in(text):
            if icon not in ICONS:
                raise TemplateFault(at("text"), label, name, f"unknown icon {icon[:40]!r}")
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
                # a text made of the row's fields is the row's to shorten; a fixed one the layout's
                at("row") if "{" in box.text else at("text"),
            )
        rendered = self._render(box.color, ctx, label, name, at("color"))
        colour = self.colour(rendered, label, name, at("color")) or "#000000"
        return [Text(x, y, block, colour)]
