"""TTF fonts: register them with reportlab once, and measure text for the layout engine."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from lictor.content.paths import builtin_problem
from lictor.errors import BadInput

BUILTIN_DIR = Path(reportlab.__file__).parent / "fonts"
SAMPLE = "".join(chr(c) for c in range(32, 127)) + "\u00e0\u00e8\u00e9\u00ec\u00f2\u00f9"


MAX_FONT_BYTES = 40_000_000  # a font file: measured before it is read


def font_path(spec: str) -> Path:
    """``builtin:Vera`` (one of lictor's fonts) or a path to a TTF file."""
    if spec.startswith("builtin:"):
        problem = builtin_problem(spec)
        if problem is not None:
            raise BadInput(f"font {spec[:60]!r}: {problem}")
        return BUILTIN_DIR / f"{spec.removeprefix('builtin:')}.ttf"
    return Path(spec)


def register(spec: str) -> str:
    """Register the TTF once for each state of its file; its reportlab name. Embedded as a
    subset when drawn. A file saved again (``--watch``) is a new font: its size, change
    time and inode are part of the key and of the name, so its new letters and widths are
    used, never the first ones read."""
    path = font_path(spec)
    if not path.is_file():  # a FIFO or a device is never opened
        raise BadInput(f"font {spec!r}: file not found ({path})")
    st = path.stat()
    return _register(spec, st.st_size, st.st_mtime_ns, st.st_ino)


@lru_cache(maxsize=64)
def _register(spec: str, size: int, mtime_ns: int, inode: int) -> str:
    path = font_path(spec)
    if size > MAX_FONT_BYTES:
        raise BadInput(
            f"font {spec!r}: {size:,} bytes; a font may have {MAX_FONT_BYTES // 1_000_000} MB"
        )
    state = f"{path.resolve()}\0{size}\0{mtime_ns}\0{inode}"
    digest = hashlib.sha1(state.encode()).hexdigest()[:8]
    name = f"{path.stem}-{digest}"
    try:
        font = TTFont(name, str(path))
        # Embedding subsets the font when the PDF is saved: try it now, on the letters
        # every kit prints, so a damaged file is refused here (by `check` too), not
        # with a traceback at the end of a build.
        font.face.makeSubset(list(range(32, 127)))
        pdfmetrics.registerFont(font)
        pdfmetrics.stringWidth(SAMPLE, name, 9)
    except Exception as exc:  # a pack's font file: whatever reportlab says, one line
        # Never reportlab's message: it quotes the file's first bytes.
        raise BadInput(f"font {spec!r}: not a usable TrueType font") from exc
    return name


class FontSet:
    """A pack's named fonts (``body``, ``title`` ...) registered and ready to measure."""

    def __init__(self, fonts: Mapping[str, str]) -> None:
        self.specs = dict(fonts)
        self._names: dict[str, str] = {}

    def rl_name(self, name: str) -> str:
        if name not in self._names:
            if name not in self.specs:
                raise BadInput(f"unknown font {name!r} (known: {', '.join(sorted(self.specs))})")
            self._names[name] = register(self.specs[name])
        return self._names[name]

    def path(self, name: str) -> Path:
        return font_path(self.specs[name])

    def bold_of(self, name: str) -> str:
        """The font ``**bold**`` switches to inside a box set in ``name``."""
        return "bold" if name != "bold" and "bold" in self.specs else name


@lru_cache(maxsize=65536)
def text_width_pt(text: str, rl_name: str, size: float) -> float:
    return float(pdfmetrics.stringWidth(text, rl_name, size))
