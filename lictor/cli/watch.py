"""`lictor build --watch`: rebuild a kit on every save of its pack, rows, fonts, images.

The watching is watchfiles' (an optional extra: ``pip install 'lictor[watch]'``). A build
that fails prints its one-line error and leaves the last good kit in place (every build
writes to a scratch folder first); the next good save builds again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from pathlib import Path

import click

from lictor.content.pack import Pack
from lictor.errors import BadInput
from lictor.i18n import t, tn

BuildOnce = Callable[[], Pack]


def changed_families(old: Pack | None, new: Pack) -> frozenset[str] | None:
    """The families whose decks or sheets differ between two loads of a pack (a one-card
    edit: its family alone), to be rebuilt first; None when what every family reads
    changed (fonts, colours, sizes, the pack's data), when nothing the pack holds did (a
    saved picture: any family may show it), or when there is no earlier load."""
    if old is None:
        return None
    shared = ("spec", "base_dir", "fonts", "palette", "sizes", "roots")
    if any(getattr(old, name) != getattr(new, name) for name in shared):
        return None

    def by_family(pack: Pack) -> dict[str, list[object]]:
        out: dict[str, list[object]] = {}
        for deck in pack.decks:
            out.setdefault(deck.spec.family, []).append(deck)
        for sheet in pack.sheets:
            out.setdefault(sheet.family, []).append(sheet)
        return out

    before, after = by_family(old), by_family(new)
    if before.keys() != after.keys():
        return None
    changed = frozenset(f for f in after if before[f] != after[f])
    return changed or None


def watched_files(pack: Pack, sources: Iterable[Path]) -> set[Path]:
    """The files a kit is made from: the pack's YAML files, rows tables, fonts, images."""
    files = {Path(p).resolve() for p in sources}
    files |= {Path(f).resolve() for f in pack.origins.files() if f}
    for deck in pack.decks:
        if deck.spec.rows_file:
            rows = Path(deck.spec.rows_file)
            files.add((rows if rows.is_absolute() else pack.base_dir / rows).resolve())
    files |= {Path(v).resolve() for v in pack.fonts.values() if not v.startswith("builtin:")}
    return files


def watched_folders(files: set[Path], out_dir: Path) -> list[Path]:
    """The folders to watch (images a template names are found by any save in them)."""
    out = out_dir.resolve()
    folders = {f.parent for f in files if f.parent.exists()}
    return sorted(d for d in folders if not d.is_relative_to(out) or d == out.parent)


def relevant(path: Path, out_dir: Path) -> bool:
    """A save that may change the kit: not lictor's own output, not a Python file."""
    out = out_dir.resolve()
    if path.is_relative_to(out) or path.suffix in (".py", ".pyc", ".tmp"):
        return False
    return not path.name.startswith((".lictor-build-", "."))


def watch_and_build(
    once: BuildOnce,
    out_dir: Path,
    sources: list[Path],
    stop: threading.Event | None = None,
    echo: Callable[[str], None] = click.echo,
) -> None:
    """Build, then rebuild on every relevant save until ``stop`` is set (or Ctrl-C)."""
    try:
        import watchfiles
    except ImportError:
        raise BadInput(
            t("--watch needs the watch extra: pip install 'lictor[watch]' (watchfiles)")
        ) from None
    files: set[Path] = {p.resolve() for p in sources}
    files = _attempt(once, sources, files, echo)
    folders = watched_folders(files, out_dir)
    echo(
        tn(
            "watching {n} folder for saves; Ctrl-C to stop",
            "watching {n} folders for saves; Ctrl-C to stop",
            len(folders),
        )
    )
    try:
        for changes in watchfiles.watch(
            *folders,
            stop_event=stop,
            recursive=True,
            debounce=150,
            step=50,
            raise_interrupt=True,  # ours to end quietly (watchfiles would log in English)
            watch_filter=lambda _change, name: relevant(Path(name), out_dir),
        ):
            # an editor's temporary file (saved, then renamed over the real one) is gone
            # by now: name only the files that are there, or what was removed
            kept = {Path(p).name for _, p in changes if Path(p).exists()}
            changed = sorted(kept or {Path(p).name for _, p in changes})
            echo(t("changed: {files} - rebuilding", files=", ".join(changed)))
            files = _attempt(once, sources, files, echo)
            now = watched_folders(files, out_dir)
            if set(now) - set(folders):  # a new rows file or font elsewhere: watch it too
                folders = now
                echo(t("the pack reads from a new folder: restart --watch to follow it"))
    except KeyboardInterrupt:
        pass


def _attempt(
    once: BuildOnce, sources: list[Path], files: set[Path], echo: Callable[[str], None]
) -> set[Path]:
    """One build; on bad input its one-line error, and the last good kit stays."""
    try:
        pack = once()
    except BadInput as exc:
        echo(t("Error: {message}", message=str(exc)))
        echo("  " + t("the last good kit is unchanged; fix the file and save again"))
        return files
    return watched_files(pack, sources)
