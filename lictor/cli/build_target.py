"""One game's or pack's kit built and said: what ``lictor build`` runs for each target
(the command's options and their checks are ``lictor.cli.build``)."""

from __future__ import annotations

import contextlib
import dataclasses
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import click

from lictor.cli.terminal import escaped, raw
from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.errors import BadInput, TemplateFault
from lictor.games import BUILTIN, diagrams_of, pack_source
from lictor.generators.kit import (
    BuildOptions,
    build_kit,
    face_count,
    for_the_shop,
    nothing_written,
    selected,
)
from lictor.i18n import N_, NP_, Translator, fill, t

if TYPE_CHECKING:
    from lictor.generators.backends.raster import Submit


def _rebuild_first(pack: Pack, options: BuildOptions, families: frozenset[str] | None) -> None:
    """The families a save changed, built and written on their own (no cover, no notes)."""
    every = frozenset(options.only or pack.families())
    quick = (families or frozenset()) & every
    if not quick or quick == every:
        return
    started = time.perf_counter()
    fast = dataclasses.replace(options, only=quick, kit=False, notice=None)
    written = build_kit(pack, fast)
    names = ", ".join(w.path.name for w in written)
    took = f"{time.perf_counter() - started:.1f}"
    click.echo(t("{title}: rebuilt {names} in {s} s", title=pack.title, names=names, s=took))


def _pack_file(target: str) -> bool:
    """A path to a pack file of the maker's own, read as it is: looking a name up among
    the games reads every installed package's entry points (some 50 ms a build)."""
    path = Path(target)
    ids = {g.id for g in BUILTIN}
    return target not in ids and path.suffix.lower() in (".yaml", ".yml") and path.is_file()


@contextlib.contextmanager
def _pictures(jobs: int) -> Iterator[Submit | None]:
    """The worker pool for ``jobs`` games' contact sheets (none, imported, for fewer than
    two: a plain build pays nothing for it)."""
    if jobs < 2:
        yield None
        return
    from lictor.generators.backends.raster import pool

    with pool(jobs) as submit:
        yield submit


def _build_target(
    target: str,
    contents: tuple[Path, ...],
    allow: tuple[Path, ...],
    font_overrides: tuple[str, ...],
    options: BuildOptions,
    notes: list[str],
    all_games: bool,
    preview: bool,
    live: bool = False,
    submit: Submit | None = None,
    later: Callable[[Callable[[], Path]], None] | None = None,
    first: Callable[[Pack], frozenset[str] | None] | None = None,
) -> Pack:
    """Build one game's or pack's kit and say what was written; the pack built.

    ``first`` (``--watch``): the families to rebuild before the whole kit, so that the
    family a save changed is on disc at once (the whole kit, with its cover, follows)."""
    out_dir = options.out_dir
    if _pack_file(target):  # a maker's own pack: no game to look up
        source, diagrams = Path(target), {}
    else:
        source, diagrams = pack_source(target), diagrams_of(target)
    pack = load_pack(source, list(contents), allow)
    if font_overrides:
        fonts = dict(pack.fonts)
        for item in font_overrides:
            name, sep, path = item.partition("=")
            if not sep or name not in fonts:
                raise BadInput(
                    t(
                        "--font {item}: expected NAME=PATH with NAME one of {names}",
                        item=repr(item),
                        names=", ".join(sorted(fonts)),
                    )
                )
            if not Path(path).is_file():
                raise BadInput(
                    t("--font {item}: file not found: {path}", item=repr(item), path=path)
                )
            fonts[name] = str(Path(path).resolve())
        pack = dataclasses.replace(pack, fonts=fonts)
    options = dataclasses.replace(options, diagrams=diagrams)
    tr = Translator(options.lang)  # the kit's language: its summary too
    decks, _ = selected(pack, options.only)
    # (the shop's files alone: nothing when no deck is of a size the shop prints)
    nothing = not (decks if options.formats else for_the_shop(decks, options))
    if nothing and "pdf" not in options.formats:  # said before any folder is made
        reason = nothing_written(pack, options)
        if not all_games:
            raise BadInput(t("{title}: nothing to write: {reason}", title=target, reason=reason))
        click.echo(t("{title}: nothing to write: {reason}", title=tr(pack.title), reason=reason))
        return pack
    if first is not None:
        _rebuild_first(pack, options, first(pack))
    total = face_count(decks)
    try:
        if sys.stderr.isatty() and total > 60:
            label = fill(tr(N_("Building {title}")), title=escaped(tr(pack.title)))
            with click.progressbar(length=total, label=label, file=raw(sys.stderr)) as bar:
                written = build_kit(pack, options, bar.update)
        else:
            written = build_kit(pack, options)
    except TemplateFault as fault:  # said once, with the count of cards sharing it
        from lictor.generators.proof import counted_fault

        raise counted_fault(fault, source, list(contents), diagrams, allow) from None
    if not written:
        reason = nothing_written(pack, options)
        if not all_games:
            raise BadInput(t("{title}: nothing to write: {reason}", title=target, reason=reason))
        click.echo(t("{title}: nothing to write: {reason}", title=tr(pack.title), reason=reason))
        return pack
    n = len(written)
    wrote = NP_("{title}: wrote {n} file to {folder}", "{title}: wrote {n} files to {folder}")
    click.echo(fill(tr.ngettext(*wrote, n), title=tr(pack.title), n=n, folder=str(out_dir)))
    for w in written[:40] if len(written) > 45 else written:
        pages = tr.count(w.pages, *NP_("{n} page", "{n} pages"))
        click.echo(f"  {w.path}  ({pages})" if w.path.suffix == ".pdf" else f"  {w.path}")
    if len(written) > 45:
        click.echo("  " + tr.count(len(written) - 40, *NP_("... and {n} more", "... and {n} more")))
    for note in dict.fromkeys(notes):
        click.echo("  " + fill(tr(N_("note: {note}")), note=note))
    notes.clear()
    if preview:
        from lictor.generators.preview import preview_path, start_preview

        finish = start_preview(
            out_dir,
            pack.id,
            pack.title,
            [w.path for w in written],
            options.lang,
            live=live,
            submit=submit,
        )
        if later is None:
            page = finish()
        else:  # written once its pictures are made, while the next game builds
            later(finish)
            page = preview_path(out_dir, pack.id)
        click.echo(f"  {page}  ({tr(N_('contact sheet'))})")
    return pack
