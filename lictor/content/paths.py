"""Where a pack may read files from: its own folder, lictor's data, and what the user allows.

A pack is untrusted input. The files it names (images, fonts, rows files) must resolve,
symlinks followed, inside the folder of the pack file that names them, inside lictor's own
data, or inside a folder the user passed with ``--allow-path``. Anything else is refused
before we look at it, so an error never tells whether a file outside exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import lictor

LICTOR_DATA = Path(lictor.__file__).resolve().parent


class OutsidePack(ValueError):
    """A path a pack names leads outside the folders it may read."""


def roots_for(folders: Sequence[Path], allowed: Sequence[Path] = ()) -> tuple[Path, ...]:
    """The folders a pack may read: its files' folders, lictor's data, ``--allow-path``."""
    out: list[Path] = []
    for folder in (*folders, LICTOR_DATA, *allowed):
        real = folder.resolve()
        if real not in out:
            out.append(real)
    return tuple(out)


def confined(value: str, base: Path, roots: Sequence[Path], what: str) -> Path:
    """``value`` (relative to ``base``) resolved; ``OutsidePack`` when it leads outside
    ``roots``. Says nothing about whether the file exists."""
    if "\x00" in value:
        raise OutsidePack(f"{what} {value!r}: not a file name")
    path = Path(value)
    path = path if path.is_absolute() else base / path
    try:
        real = path.resolve()
    except (OSError, RuntimeError) as exc:  # a symlink loop
        raise OutsidePack(f"{what} {value!r}: cannot be resolved") from exc
    if not any(real.is_relative_to(root) for root in roots):
        raise OutsidePack(
            f"{what} {value!r} is outside the pack's folder; a pack may only read files "
            "next to it (pass --allow-path DIR to allow another folder)"
        )
    try:
        links = real.stat().st_nlink if real.is_file() else 1
    except OSError:
        links = 1
    if links > 1:
        # A name inside the folder confines nothing when the file is a hard link: its
        # other name may be anywhere (an unpacked archive can make one to /etc/...).
        raise OutsidePack(
            f"{what} {value!r} is a hard link (the file has {links} names); a pack reads "
            "only files of its own: copy it instead of linking it"
        )
    return real


# The fonts `builtin:NAME` may name: lictor's own (Bitstream Vera, which reportlab ships).
# Only these names, never a path (`builtin:/abs/font.ttf`, `builtin:../x`): that would
# skip the folder check above (issue 23).
BUILTIN_FONTS = ("Vera", "VeraBd", "VeraIt", "VeraBI")


def builtin_problem(spec: str) -> str | None:
    """Why ``builtin:NAME`` names no font of lictor's (None when it does)."""
    name = spec.removeprefix("builtin:")
    if name in BUILTIN_FONTS:
        return None
    return f"no built-in font {name[:40]!r} (the built-in fonts: {', '.join(BUILTIN_FONTS)})"
