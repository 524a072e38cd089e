"""Pictures a pack names: PNG or JPEG only, known by their first bytes, measured from
their header before anything decodes them.

A pack is untrusted input. Pillow opens dozens of formats, and for EPS it runs
Ghostscript on the file; reportlab hands any file it is given to Pillow. So a picture is
accepted only when its content starts like a PNG or a JPEG (whatever its name says), and
only when its header's width and height stay within ``MAX_PIXELS``, read here without
decoding a byte of the picture (a 500 KB PNG may declare 169 million pixels).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

MAX_BYTES = 30_000_000  # one picture file
MAX_PIXELS = 40_000_000  # one picture (a 600 x 600 mm board at 270 dpi)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
JPEG_MAGIC = b"\xff\xd8\xff"
# JPEG start-of-frame markers (they carry the size); C4, C8 and CC are other segments
_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


class BadImage(ValueError):
    """A file a pack names as a picture that lictor will not open."""


@dataclass(frozen=True)
class Picture:
    path: Path
    kind: str  # "png" | "jpeg"
    width: int
    height: int

    @property
    def pixels(self) -> int:
        return self.width * self.height

    @property
    def mime(self) -> str:
        return f"image/{self.kind}"


def picture(path: Path) -> Picture:
    """The picture at ``path`` (cached by path, size and time); ``BadImage`` otherwise."""
    try:
        st = path.stat()
    except OSError as exc:
        raise BadImage(f"cannot read it ({exc.strerror})") from None
    return _picture(path, st.st_size, st.st_mtime_ns)


@lru_cache(maxsize=64)
def _picture(path: Path, size: int, mtime: int) -> Picture:
    del mtime  # part of the cache key only
    if size > MAX_BYTES:
        raise BadImage(f"{size:,} bytes; a picture may have {MAX_BYTES // 1_000_000} MB")
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise BadImage(f"cannot read it ({exc.strerror})") from None
    if data.startswith(PNG_MAGIC):
        kind, (w, h) = "png", _png_size(data)
    elif data.startswith(JPEG_MAGIC):
        kind, (w, h) = "jpeg", _jpeg_size(data)
    else:
        raise BadImage("not a PNG or JPEG picture (by its content); save it as PNG or JPEG")
    if w <= 0 or h <= 0:
        raise BadImage(f"a {kind.upper()} of {w} x {h} pixels")
    if w * h > MAX_PIXELS:
        raise BadImage(
            f"{w:,} x {h:,} pixels ({w * h / 1e6:,.0f} million); a picture may have "
            f"{MAX_PIXELS // 1_000_000} million - scale it down"
        )
    return Picture(path, kind, w, h)


def picture_bytes(pic: Picture) -> bytes:
    """The file's bytes, read again and checked again (to embed it in an SVG)."""
    again = picture(pic.path)
    with pic.path.open("rb") as fh:
        data = fh.read(MAX_BYTES + 1)
    if not data.startswith(PNG_MAGIC if again.kind == "png" else JPEG_MAGIC):
        raise BadImage("changed while lictor read it")
    return data


def _png_size(data: bytes) -> tuple[int, int]:
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise BadImage("a damaged PNG (no IHDR header)")
    w, h = struct.unpack(">II", data[16:24])
    return int(w), int(h)


def _jpeg_size(data: bytes) -> tuple[int, int]:
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            raise BadImage("a damaged JPEG (no frame header)")
        marker = data[i + 1]
        if marker == 0xFF:  # fill byte
            i += 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:  # no length
            i += 2
            continue
        (length,) = struct.unpack(">H", data[i + 2 : i + 4])
        if marker in _SOF:
            if i + 9 > len(data):
                break
            h, w = struct.unpack(">HH", data[i + 5 : i + 9])
            return int(w), int(h)
        if marker == 0xD9 or length < 2:
            break
        i += 2 + length
    raise BadImage("a damaged JPEG (no frame header)")
