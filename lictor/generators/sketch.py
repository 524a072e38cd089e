"""Drawing a face in code: boards whose shapes come from a game's data (a map, a track).

A game's diagram function gets a ``Sketch`` and adds shapes, icons and text in mm; text
goes through the same fitting as card text, so it wraps, shrinks, or fails loudly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from lictor.content.plain import BoxSpec
from lictor.generators.face import Face, FaceMaker, Icon, Primitive, Shape
from lictor.units import Size


class Sketch:
    def __init__(self, size: Size, maker: FaceMaker, label: str) -> None:
        self.size = size
        self.maker = maker
        self.label = label
        self.prims: list[Primitive] = []
        self._n = 0
        self._keep: list[tuple[float, float, float, float]] = []

    def colour(self, value: str | None) -> str | None:
        return self.maker.colour(value, self.label, "sketch")

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 0.3,
        radius: float = 0.0,
        dash: Sequence[float] = (),
    ) -> None:
        self.prims.append(
            Shape(
                "rect",
                x,
                y,
                w,
                h,
                self.colour(fill),
                self.colour(stroke),
                width,
                radius,
                (),
                tuple(dash),
            )
        )

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        *,
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 0.3,
    ) -> None:
        self.prims.append(
            Shape(
                "ellipse",
                cx - rx,
                cy - ry,
                2 * rx,
                2 * ry,
                self.colour(fill),
                self.colour(stroke),
                width,
            )
        )

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        *,
        stroke: str = "ink",
        width: float = 0.3,
        dash: Sequence[float] = (),
    ) -> None:
        self.prims.append(
            Shape(
                "line",
                x1,
                y1,
                x2 - x1,
                y2 - y1,
                None,
                self.colour(stroke),
                width,
                0.0,
                (),
                tuple(dash),
            )
        )

    def poly(
        self,
        points: Sequence[tuple[float, float]],
        *,
        fill: str | None = None,
        stroke: str | None = None,
        width: float = 0.3,
        closed: bool = True,
        dash: Sequence[float] = (),
    ) -> None:
        flat = tuple(c for p in points for c in p)
        kind = "poly" if closed else "polyline"
        self.prims.append(
            Shape(
                kind,
                0,
                0,
                0,
                0,
                self.colour(fill) if closed else None,
                self.colour(stroke),
                width,
                0.0,
                flat,
                tuple(dash),
            )
        )

    def icon(self, name: str, x: float, y: float, size: float) -> None:
        self.prims.append(Icon(name, x, y, size))

    def text(
        self, x: float, y: float, w: float, h: float, text: str, keep: bool = False, **style: Any
    ) -> None:
        """A text box; style takes BoxSpec's fields (size, min_size, font, align, color ...).
        ``keep``: the printed text is never cut by the seam of a poster's sheets."""
        from lictor.generators.face import Text

        self._n += 1
        text = self.maker.translate(text)
        spec = BoxSpec(kind="text", x=x, y=y, w=w, h=h, text=text, **style)
        made = self.maker.box(self.size, f"text-{self._n}", spec, {}, self.label)
        self.prims.extend(made)
        for prim in made:
            if keep and isinstance(prim, Text) and prim.block.lines:
                lines = prim.block.lines
                left = prim.x + min(line.x for line in lines)
                right = prim.x + max(line.x + line.width for line in lines)
                size = prim.block.size * 25.4 / 72
                top = prim.y + lines[0].baseline - size
                bottom = prim.y + lines[-1].baseline + size * 0.3
                self._keep.append((left, top, right - left, bottom - top))

    def measure(self, text: str, *, font: str = "body", size: float = 8.0) -> float:
        """The width in mm of one line of ``text`` (translated) in a pack font at ``size`` pt."""
        from lictor.generators.fonts import text_width_pt
        from lictor.units import pt_to_mm

        name = self.maker.fonts.rl_name(font)
        return pt_to_mm(text_width_pt(self.maker.translate(text), name, size))

    def face(self) -> Face:
        return Face(self.label, self.size, tuple(self.prims), tuple(self._keep))


Diagram = Callable[[Mapping[str, Any], Mapping[str, Any], Sketch], None]
"""A board drawer: (the pack's data, the row, the sketch to draw on)."""
