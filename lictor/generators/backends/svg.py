"""SVG backend (svgwrite): one file per face, in millimetres, bleed included."""

from __future__ import annotations

import re
from pathlib import Path

import svgwrite
from reportlab.pdfbase import pdfmetrics

from lictor.generators.backends.glyphs import glyph_path
from lictor.generators.face import Face, Icon, Image, Shape, Text
from lictor.generators.fonts import FontSet, text_width_pt
from lictor.generators.icons import ICONS


def _family(rl_name: str) -> tuple[str, str, str]:
    """CSS family, weight and style of a registered TTF."""
    face = pdfmetrics.getFont(rl_name).face
    family = getattr(face, "familyName", b"") or b""
    name = family.decode("latin-1") if isinstance(family, bytes) else str(family)
    style_name = str(getattr(face, "styleName", b"") or "").lower()
    weight = "bold" if "bold" in style_name or "Bd" in rl_name else "normal"
    style = (
        "italic"
        if ("italic" in style_name or "oblique" in style_name or "It" in rl_name)
        else ("normal")
    )
    return (name or rl_name.split("-")[0]), weight, style


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """``text`` without the characters XML cannot hold (control characters, lone surrogates)."""
    return _NOT_XML.sub("", text)


def write_face_svg(face: Face, path: Path, fonts: FontSet, *, bleed: float) -> None:
    del fonts  # fonts are already registered; the runs carry their names
    path.parent.mkdir(parents=True, exist_ok=True)
    w, h = face.size.w + 2 * bleed, face.size.h + 2 * bleed
    dwg = svgwrite.Drawing(
        str(path),
        size=(f"{w:g}mm", f"{h:g}mm"),
        profile="full",
        viewBox=f"{-bleed:g} {-bleed:g} {w:g} {h:g}",
        debug=False,  # svgwrite's checks of every attribute: half the drawing's time
    )
    dwg.set_desc(title=xml_safe(face.label))
    glyphs: dict[tuple[str, str], str] = {}
    for prim in face.prims:
        if isinstance(prim, Shape):
            _shape(dwg, prim)
        elif isinstance(prim, Icon):
            dwg.add(_icon(dwg, prim.name, prim.x, prim.y, prim.size))
        elif isinstance(prim, Image):
            dwg.add(dwg.image(_data_uri(prim), insert=(prim.x, prim.y), size=(prim.w, prim.h)))
        elif isinstance(prim, Text):
            _text(dwg, prim, glyphs)
    dwg.save()


def _data_uri(prim: Image) -> str:
    """The picture embedded (never a ``file://`` link to the maker's disk)."""
    import base64

    from lictor.errors import BadInput
    from lictor.generators.images import BadImage, picture, picture_bytes

    try:
        pic = picture(prim.path)
        data = picture_bytes(pic)
    except (BadImage, OSError) as exc:
        raise BadInput(f"image {prim.path.name}: {exc}") from None
    return f"data:{pic.mime};base64," + base64.b64encode(data).decode("ascii")


def _paint(fill: str | None, stroke: str | None, width: float) -> dict[str, object]:
    out: dict[str, object] = {"fill": fill or "none"}
    if stroke and width > 0:
        out.update(stroke=stroke, stroke_width=width)
    return out


def _shape(dwg: svgwrite.Drawing, s: Shape) -> None:
    paint = _paint(s.fill, s.stroke, s.stroke_width)
    if s.dash:
        paint["stroke_dasharray"] = ",".join(f"{d:g}" for d in s.dash)
    if s.kind in ("poly", "polyline"):
        pts = [(s.points[i], s.points[i + 1]) for i in range(0, len(s.points), 2)]
        if s.kind == "poly":
            dwg.add(dwg.polygon(pts, **paint))
        else:
            paint["fill"] = "none"
            dwg.add(dwg.polyline(pts, **paint))
        return
    if s.kind == "line":
        paint["fill"] = "none"
        dwg.add(dwg.line((s.x, s.y), (s.x + s.w, s.y + s.h), **paint))
    elif s.kind == "ellipse":
        dwg.add(dwg.ellipse((s.x + s.w / 2, s.y + s.h / 2), (s.w / 2, s.h / 2), **paint))
    else:
        dwg.add(dwg.rect((s.x, s.y), (s.w, s.h), rx=s.radius or None, ry=s.radius or None, **paint))


def _mm(v: float) -> float:
    """A position to 0.1 micrometre: text widths summed by reportlab's C accelerator
    (``rl_accel``) and by its Python code differ in a float's last bits, and the SVG
    files would too (the PDFs round them already)."""
    return round(v, 4)


def _icon(dwg: svgwrite.Drawing, name: str, x: float, y: float, size: float) -> object:
    x, y = _mm(x), _mm(y)  # (an icon in a line of text sits after the text's width)
    g = dwg.g()
    for shape in ICONS[name]:
        k = shape.coords
        paint = _paint(shape.fill, shape.stroke, shape.width * size)
        if shape.kind == "poly":
            pts = [(x + k[i] * size, y + k[i + 1] * size) for i in range(0, len(k), 2)]
            g.add(dwg.polygon(pts, **paint))
        elif shape.kind == "circle":
            g.add(dwg.circle((x + k[0] * size, y + k[1] * size), k[2] * size, **paint))
        elif shape.kind == "ellipse":
            g.add(
                dwg.ellipse((x + k[0] * size, y + k[1] * size), (k[2] * size, k[3] * size), **paint)
            )
        elif shape.kind == "rect":
            g.add(dwg.rect((x + k[0] * size, y + k[1] * size), (k[2] * size, k[3] * size), **paint))
    return g


def _text(dwg: svgwrite.Drawing, t: Text, glyphs: dict[tuple[str, str], str]) -> None:
    """Text drawn as the font's own outlines (the same on every machine, font installed
    or not), with the words kept as invisible text for search and copy."""
    size_mm = t.block.size * 25.4 / 72
    for line in t.block.lines:
        bx, by = t.x + line.x, t.y + line.baseline
        for run in line.runs:
            if run.icon is not None:
                dwg.add(
                    _icon(dwg, run.icon, bx + run.x + size_mm * 0.05, by - size_mm * 0.85, size_mm)
                )
                continue
            family, weight, style = _family(run.font)
            dwg.add(
                dwg.text(
                    xml_safe(run.text),
                    insert=(_mm(bx + run.x), _mm(by)),
                    fill=t.color,
                    fill_opacity=0,
                    font_family=f"'{family}', sans-serif",
                    font_weight=weight,
                    font_style=style,
                    font_size=f"{size_mm:.3f}",
                    **{"xml:space": "preserve"},
                )
            )
            group = dwg.g(fill=t.color)
            x = bx + run.x
            for char in run.text:
                data, units = glyph_path(run.font, char)
                if data:
                    key = (run.font, char)
                    if key not in glyphs:
                        glyphs[key] = f"g{len(glyphs)}"
                        dwg.defs.add(dwg.path(d=data, id=glyphs[key]))
                    scale = size_mm / units
                    use = dwg.use(f"#{glyphs[key]}")
                    use["transform"] = (
                        f"translate({x:.3f} {by:.3f}) scale({scale:.6f} {-scale:.6f})"
                    )
                    group.add(use)
                x += text_width_pt(char, run.font, t.block.size) * 25.4 / 72
            dwg.add(group)
