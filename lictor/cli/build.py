from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import cast

import click

from lictor.cli.build_target import _build_target, _pictures
from lictor.cli.errors import LictorCommand
from lictor.cli.output import allow_path_option, content_option, existing
from lictor.content.pack import Pack
from lictor.errors import BadInput
from lictor.games import pack_source, registry
from lictor.generators.impose import Duplex
from lictor.generators.kit import (
    BuildOptions,
)
from lictor.i18n import resolve_lang, t, tn, use_lang


def _split(values: tuple[str, ...]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


def _offset(text: str, option: str = "--back-offset") -> tuple[float, float]:
    """``--back-offset X,Y`` (or ``--back-offset-landscape``) in mm."""
    x, sep, y = text.partition(",")
    try:
        value = (float(x), float(y)) if sep else None
    except ValueError:
        value = None
    if value is None or not all(abs(v) <= 20 for v in value):  # nan is refused too
        raise BadInput(
            t(
                "{option}: expected X,Y in mm, each -20 to 20 (e.g. 1.5,-0.5), got {text}",
                option=option,
                text=repr(text),
            )
        )
    return value


@click.command(cls=LictorCommand)
@click.argument("game_or_pack", required=False)
@click.option(
    "-o",
    "--out",
    "out",
    type=click.Path(path_type=str),
    default="output",
    show_default=True,
    help="Folder to write the kit into.",
)
@click.option("--paper", type=click.Choice(["a4", "letter", "a3"]), default="a4", show_default=True)
@click.option("--only", multiple=True, help="Component families to build (e.g. cards,tiles).")
@click.option(
    "--format",
    "formats",
    multiple=True,
    default=("pdf",),
    show_default=True,
    help="pdf, svg (one file per face) or png (faces at --dpi); repeatable.",
)
@click.option(
    "--duplex",
    type=click.Choice(["long", "short", "none"]),
    default="long",
    show_default=True,
    help="Backs page after each fronts page, for this flip.",
)
@click.option("--gutterfold", is_flag=True, help="Fronts and backs on one page, around a fold.")
@click.option("--per-page", type=int, default=None, help="1: one face per page, for print shops.")
@click.option("--bleed", type=float, default=3.0, show_default=True, help="Bleed in mm.")
@click.option(
    "--gutter",
    type=float,
    default=None,
    metavar="MM",
    help="Space cards MM apart, each with its own bleed (half the gutter), never abutting.",
)
@click.option("--ink-saver", is_flag=True, help="Drop full-bleed fills.")
@click.option(
    "--tts",
    is_flag=True,
    help="With --format png: Tabletop Simulator deck sheets too (JPEG: TTS shows them on "
    "screens and Steam Cloud limits upload sizes; the print files stay PNG).",
)
@click.option(
    "--tts-format",
    type=click.Choice(["jpeg", "png"]),
    default=None,
    help="The --tts sheets' files: jpeg (quality 90, no chroma subsampling) [default], "
    "or png for lossless sheets.",
)
@click.option("--dpi", type=click.IntRange(72, 1200), default=300, show_default=True)
@content_option
@allow_path_option
@click.option(
    "--font",
    "font_overrides",
    multiple=True,
    metavar="NAME=TTF",
    help="Use your own TTF for one of the pack's fonts (e.g. title=Cinzel.ttf).",
)
@click.option("--all", "all_games", is_flag=True, help="Build every game's kit.")
@click.option("--lang", default=None, help="Language of the printed kit: en or it (or LANG).")
@click.option("--preview", is_flag=True, help="Also write an HTML contact sheet of the pages.")
@click.option(
    "--calibration",
    is_flag=True,
    help="Also (or only, with no game) write a duplex calibration sheet for --back-offset.",
)
@click.option(
    "--back-offset",
    default="0,0",
    show_default=True,
    metavar="X,Y",
    help="Move every back page X mm right and Y mm up (read them off the calibration sheet).",
)
@click.option(
    "--back-offset-landscape",
    default=None,
    metavar="X,Y",
    help="For landscape sheets, when the calibration's landscape sheet reads another "
    "offset (a print dialog turning them the other way); else --back-offset.",
)
@click.option(
    "--print-shop",
    "print_shop",
    type=click.Choice(["makeplayingcards", "thegamecrafter"]),
    default=None,
    help="Card faces as the shop's upload takes them (its size with bleed, one PNG a face, "
    "fronts grouped by back); only these unless --format is given.",
)
@click.option("--cmyk", is_flag=True, help="PDF colours in CMYK (reportlab's plain conversion).")
@click.option(
    "--watch",
    is_flag=True,
    help="Rebuild on every save of the pack, its rows, fonts and images (pip install "
    "'lictor[watch]'); with --preview the contact sheet reloads itself.",
)
def build(
    game_or_pack: str | None,
    out: str,
    paper: str,
    only: tuple[str, ...],
    formats: tuple[str, ...],
    duplex: str,
    gutterfold: bool,
    per_page: int | None,
    bleed: float,
    gutter: float | None,
    ink_saver: bool,
    tts: bool,
    tts_format: str | None,
    dpi: int,
    contents: tuple[Path, ...],
    allow: tuple[Path, ...],
    font_overrides: tuple[str, ...],
    all_games: bool,
    lang: str | None,
    preview: bool,
    calibration: bool,
    back_offset: str,
    back_offset_landscape: str | None,
    print_shop: str | None,
    cmyk: bool,
    watch: bool,
) -> None:
    """Write a print-and-play kit: one PDF per component family and the whole kit."""
    out_dir = Path(out)
    # the kit's language is the command's: its notes, its summary and its errors
    click.get_current_context().with_resource(use_lang(resolve_lang(lang)))
    offset = _offset(back_offset)
    wide = None
    if back_offset_landscape is not None:
        wide = _offset(back_offset_landscape, "--back-offset-landscape")
    if not out.strip():
        raise BadInput(t("-o: give a folder to write the kit into, not an empty name"))
    if calibration:
        from lictor.generators.calibration import write_calibration
        from lictor.units import PAPER_SIZES

        out_dir.mkdir(parents=True, exist_ok=True)
        sheet = out_dir / f"duplex-calibration-{paper}-{duplex}.pdf"
        if duplex == "none":
            raise BadInput(
                t("--calibration: choose --duplex long or short, the flip you print with")
            )
        pages = write_calibration(
            sheet, PAPER_SIZES[paper], cast(Duplex, duplex), offset, resolve_lang(lang), wide
        )
        click.echo(
            t(
                "Duplex calibration sheet: {sheet}  ({pages})",
                sheet=str(sheet),
                pages=tn("{n} page", "{n} pages", pages),
            )
        )
        if not game_or_pack and not all_games:
            return
    if all_games == bool(game_or_pack):
        raise BadInput(t("name one game or pack, or give --all"))
    if not 0 <= bleed <= 10:  # nan is neither: refused
        raise BadInput(t("--bleed: expected 0 to 10 mm, got {mm}", mm=f"{bleed:g}"))
    if gutter is not None and not 0 <= gutter <= 20:
        raise BadInput(t("--gutter: expected 0 to 20 mm, got {mm}", mm=f"{gutter:g}"))
    if tts_format is not None and not tts:
        raise BadInput(t("--tts-format: add --tts (it is the format of the TTS sheets)"))
    existing(contents)
    targets = (
        [g.id for g in registry().values() if "build" in g.offers]
        if all_games
        else [game_or_pack or ""]
    )
    notes: list[str] = []  # said after the build: a failed build prints its error alone
    source = click.get_current_context().get_parameter_source("formats")
    if print_shop and source is not None and source.name == "DEFAULT":
        formats = ()  # the shop's files only, unless a --format asks for more
    if tts and "png" not in _split(formats):
        raise BadInput(t("--tts: add --format png (the TTS sheets come with the PNG faces)"))
    options = BuildOptions(
        out_dir=out_dir,
        paper=paper,
        bleed=bleed,
        duplex=cast(Duplex, duplex),  # click.Choice has checked it
        back_offset=offset,
        back_offset_landscape=wide,
        gutterfold=gutterfold,
        per_page=per_page,
        gutter=gutter,
        notice=notes.append,
        formats=tuple(_split(formats)),
        tts=tts,
        tts_format=tts_format or "jpeg",
        dpi=dpi,
        ink_saver=ink_saver,
        only=frozenset(_split(only)) if only else None,
        lang=resolve_lang(lang),
        print_shop=print_shop,
        cmyk=cmyk,
    )
    if watch:
        if all_games or not game_or_pack:
            raise BadInput(t("--watch: name one game or pack (not --all)"))
        from lictor.cli.watch import changed_families, watch_and_build

        for given in (pack_source(game_or_pack), *contents):
            held = Path(given).resolve().parent
            if held.is_relative_to(out_dir.resolve()):
                raise BadInput(
                    t(
                        "--watch: -o {folder} holds {given}, and saves in the output folder "
                        "are not watched; give another output folder",
                        folder=str(out_dir),
                        given=str(given),
                    )
                )

        last: list[Pack] = []  # the last good build's pack

        def once() -> Pack:
            pack = _build_target(
                game_or_pack or "",
                contents,
                allow,
                font_overrides,
                options,
                notes,
                False,
                preview,
                live=True,
                first=lambda new: changed_families(last[0] if last else None, new),
            )
            last[:] = [pack]
            return pack

        watch_and_build(once, out_dir, [pack_source(game_or_pack), *contents])
        return
    later: list[Callable[[], Path]] = []  # contact sheets whose pictures are being made
    with _pictures(len(targets) if preview else 0) as submit:
        for target in targets:
            _build_target(
                target, contents, allow, font_overrides, options, notes, all_games, preview,
                submit=submit, later=later.append,
            )  # fmt: skip
        for finish in later:
            finish()
