"""The build's own PNG writer: the pictures a maker opens or uploads are Pillow's pixels,
exactly, at the dpi asked, in a file any PNG reader takes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from lictor.generators.backends.pngwrite import png_bytes, save_png


def _face() -> Image.Image:
    """A small face with flat fills, a gradient and antialiased text: every kind of row."""
    im = Image.new("RGB", (123, 301), (180, 40, 30))  # more rows than a strip
    draw = ImageDraw.Draw(im)
    for x in range(123):
        draw.line([(x, 140), (x, 300)], fill=(x * 2 % 256, 255 - x, (x * 7) % 256))
    draw.text((5, 5), "Roma 1", fill=(255, 255, 255))
    return im


def test_a_written_png_reads_back_with_the_same_pixels_and_dpi(tmp_path: Path) -> None:
    face = _face()
    out = tmp_path / "face.png"
    save_png(face, out, 300)
    with Image.open(out) as back:
        assert back.format == "PNG" and back.mode == "RGB" and back.size == face.size
        assert back.tobytes() == face.tobytes()
        dpi = back.info["dpi"]
    reference = tmp_path / "pillow.png"
    face.save(reference, "PNG", dpi=(300, 300))
    with Image.open(reference) as pillow:
        assert dpi == pillow.info["dpi"]  # the same resolution as Pillow's own file says


def test_a_png_without_dpi_has_no_resolution_chunk() -> None:
    assert b"pHYs" not in png_bytes(_face())
    assert b"pHYs" in png_bytes(_face(), 150)


def test_a_picture_that_is_not_rgb_is_refused() -> None:
    with pytest.raises(ValueError, match="RGB"):
        png_bytes(Image.new("RGBA", (4, 4)))
