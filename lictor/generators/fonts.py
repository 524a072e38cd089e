"""TTF fonts: register them with reportlab once, and measure text for the layout engine."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from lictor.errors import BadInput

BUILTIN_DIR = Path(reportlab.__file__).parent / "fonts"


def font_path(spec: str) -> Path:
    """``builtin:Vera`` (a TTF reportlab ships) or a path to a TTF file."""
    if spec.startswith("builtin:"):
        return BUILTIN_DIR / f"{spec.removeprefix('builtin:')}.ttf"
    return Path(spec)


@lru_cache(maxsize=64)
def register(spec: str) -> str:
    """Register the TTF once; its reportlab name. Embedded as a subset when drawn."""
    path = font_path(spec)
    if not path.is_file():
        raise BadInput(f"font {spec!r}: file not found ({path})")
    digest = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:8]
    name = f"{path.stem}-{digest}"
    try:
        pdfmetrics.registerFont(TTFont(name, str(path)))
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
