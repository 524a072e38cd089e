"""One output file written whole or not at all: a scratch path beside the target, moved
over it only when the writing succeeded. Every command that writes one file (an export,
a score sheet, a board picture, seat cards) goes through here, so each refuses the same
way: a folder, a device or a pipe at the target, or a missing folder, is one line."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from lictor.errors import BadInput


@contextmanager
def output_file(path: Path, option: str = "-o") -> Iterator[Path]:
    """A scratch path (same suffix) to write into; it replaces ``path`` when the block
    ends well. ``option`` names the flag in the one-line refusals."""
    if path.is_dir() or (path.exists() and not path.is_file()):
        # a folder, a device or a pipe is never written into, nor replaced
        raise BadInput(f"{option} {path}: not a regular file; give a file name")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise BadInput(f"{option} {path}: no such folder {folder}")
    try:
        scratch = tempfile.mkdtemp(prefix=".lictor-out-", dir=folder)
    except OSError as exc:
        raise BadInput(f"{option} {path}: cannot write there ({exc.strerror})") from None
    try:
        part = Path(scratch) / f"part{path.suffix}"
        yield part
        os.replace(part, path)
    except OSError as exc:
        raise BadInput(f"{option} {path}: cannot write ({exc.strerror})") from None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
