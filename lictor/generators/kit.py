"""Build a pack's print-and-play kit: one PDF per component family, the whole kit, and
optional SVG and PNG faces. Everything is written to a scratch folder first and moved
into place only when the whole build succeeded, so a failed build leaves nothing behind.

Longer than the house's ~400 lines, for a reason: the build is one transaction (scratch
folder, families, gang runs, posters, the move into place) and reads as one story here; the
face cache (``DeckFaces``) and the run planning are the next to move out, left in place
while other work changes this folder (issue 24).
"""

from __future__ import annotations

import contextlib
import math
import os
import shutil
import signal
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lictor.content.pack import Deck, Pack, Row
from lictor.content.plain import SheetSpec
from lictor.errors import BadInput
from lictor.generators.face import Face, FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.gang import fits, gang
from lictor.generators.impose import (
    Duplex,
    Sheet,
    back_shift,
    best_orientation,
    impose,
    paper_name,
)
from lictor.generators.inksaver import ink_saved
from lictor.generators.sketch import Diagram, Sketch
from lictor.generators.written import Written, slug
from lictor.i18n import N_, NP_, Translator, fill, t
from lictor.pack_text import translate_pack
from lictor.units import PAPER_SIZES, Size

Progress = Callable[[int], None]
SIDE_WORDS = {"front": N_("fronts"), "back": N_("backs"), "both": N_("fronts | backs")}
FACE_CACHE = 512  # faces kept in memory per deck (more than a sheet's fronts and backs)


@dataclass(frozen=True)
class BuildOptions:
    out_dir: Path = Path("output")
    paper: str = "a4"
    bleed: float = 3.0
    duplex: Duplex = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm, seen from the front: x right, y up
    # read off the calibration's landscape page, for landscape sheets (None: back_offset)
    back_offset_landscape: tuple[float, float] | None = None
    gutterfold: bool = False
    per_page: int | None = None
    gutter: float | None = None  # mm between cards, each with its own bleed (--gutter)
    formats: tuple[str, ...] = ("pdf",)
    tts: bool = False
    tts_format: str = "jpeg"  # the TTS sheets' files: jpeg (screens, uploads) or png
    dpi: int = 300
    ink_saver: bool = False
    only: frozenset[str] | None = None
    kit: bool = True
    cover: bool = True  # the kit's first sheet: contents and parts list (with 2+ families)
    print_shop: str | None = None  # a shop's card templates too (printshop.SHOPS)
    cmyk: bool = False  # PDF colours as DeviceCMYK
    sheet_footer: bool = True
    extra_globals: dict[str, Any] = field(default_factory=dict)
    diagrams: Mapping[str, Diagram] = field(default_factory=dict)
    lang: str = "en"
    notice: Callable[[str], None] | None = field(default=None, compare=False)

    @property
    def duplex_safe(self) -> bool:
        """Whether pages are laid out for double-sided printing (blank backs where needed)."""
        return self.duplex != "none" and not self.gutterfold

    def offset_for(self, page: Size) -> tuple[float, float]:
        """The ``--back-offset`` of a sheet of this shape (a landscape one's own, if given)."""
        if page.w > page.h and self.back_offset_landscape is not None:
            return self.back_offset_landscape
        return self.back_offset

    @property
    def paper_size(self) -> Size:
        try:
            return PAPER_SIZES[self.paper]
        except KeyError:
            raise BadInput(
                f"unknown paper {self.paper!r}: use one of {', '.join(PAPER_SIZES)}"
            ) from None


class DeckFaces:
    """Fronts and backs of one deck, made once per row and shared by its copies."""

    def __init__(
        self,
        deck: Deck,
        maker: FaceMaker,
        pack: Pack,
        diagrams: Mapping[str, Diagram] | None = None,
    ) -> None:
        self.deck = deck
        self.maker = maker
        self.pack = pack
        self.diagrams = diagrams or {}
        self.copies = deck.copies()  # lazy: a copy is found from its index
        # Only recent faces are kept: a backs page revisits its fronts page's rows, and a
        # row's copies are consecutive, so memory stays flat however long the deck is.
        self._cache: OrderedDict[tuple[int, str], Face | None] = OrderedDict()
        self._globals = {
            "deck": {"id": deck.id, "name": deck.spec.name, "count": deck.count},
            "pack": {"id": pack.id, "title": pack.title},
        }

    def face(self, index: int, side: str) -> Face | None:
        return self.row_face(self.copies.row_index(index), side)

    def row_face(self, row_index: int, side: str) -> Face | None:
        key = (row_index, side)
        if key in self._cache:
            self._cache.move_to_end(key)
        else:
            row = self.deck.rows[row_index]
            layout = self.deck.front if side == "front" else self.deck.back
            if self.deck.spec.diagram is not None and side == "front":
                self._cache[key] = self._diagram(row, self.deck.spec.diagram, side)
            elif self.deck.spec.back_diagram is not None and side == "back":
                self._cache[key] = self._diagram(row, self.deck.spec.back_diagram, side)
            elif layout is None:
                self._cache[key] = None
            else:
                label = f"{self.deck.id} / {row.name}" + (" (back)" if side == "back" else "")
                ctx = self.maker.fill_fields({**self._globals, **row.data}, label, row.origin)
                self._cache[key] = self.maker.make(layout, ctx, label, row.origin)
            face = self._cache[key]
            if face is not None and self.maker.ink_saver:
                self._cache[key] = ink_saved(face, self.maker.palette.get("ink", "#1a1a1a"))
            if len(self._cache) > FACE_CACHE:
                self._cache.popitem(last=False)
        return self._cache[key]

    def _diagram(self, row: Row, name: str, side: str) -> Face:
        draw = self.diagrams.get(name)
        if draw is None:
            known = ", ".join(sorted(self.diagrams)) or "none for this pack"
            raise BadInput(f"deck {self.deck.id!r}: unknown diagram {name!r} (known: {known})")
        label = f"{self.deck.id} / {row.name}" + (" (back)" if side == "back" else "")
        sketch = Sketch(self.deck.size, self.maker, label)
        fields = self.maker.fill_fields(
            {**self._globals, **row.data, "side": side}, sketch.label, row.origin
        )
        try:
            draw(self.pack.spec.data, fields, sketch)
        except BadInput:
            raise
        except (
            KeyError,
            TypeError,
            ValueError,
            AttributeError,
            IndexError,
            ArithmeticError,
            RecursionError,
        ) as exc:
            # The pack's `data` is the user's: a diagram that cannot read it says so, in a line.
            detail = " ".join(f"{type(exc).__name__}: {exc}".split())[:120]
            file, line = self.pack.origins.where(("data",))
            where = f"{file}:{line}" if line else file
            raise BadInput(
                f"{where}: deck {self.deck.id!r}: the {name!r} diagram cannot be drawn from the "
                f"pack's data ({detail})"
            ) from None
        return sketch.face()


def selected(pack: Pack, only: frozenset[str] | None) -> tuple[list[Deck], list[SheetSpec]]:
    if only is None:
        return list(pack.decks), list(pack.sheets)
    known = pack.families()
    unknown = sorted(only - set(known))
    if unknown:
        raise BadInput(
            f"--only: unknown component family {unknown[0]!r} (known: {', '.join(known)})"
        )
    return (
        [d for d in pack.decks if d.spec.family in only],
        [s for s in pack.sheets if s.family in only],
    )


def nothing_written(pack: Pack, options: BuildOptions) -> str:
    """Why a build of ``pack`` with these options writes no file (said instead of
    "wrote 0 files")."""
    decks, sheets = selected(pack, options.only)
    formats = ", ".join(f for f in options.formats if f != "pdf") or "pdf"
    if not decks and sheets:
        names = ", ".join(dict.fromkeys(s.family for s in sheets))
        return t(
            "--format {formats}: {title} has no cards, tiles or boards, only sheets "
            "({names}), and sheets print as PDF only; add --format pdf",
            formats=formats,
            title=pack.title,
            names=names,
        )
    if not decks:
        if options.only:
            only = ", ".join(sorted(options.only))
            return t(
                "{title} has no components to print in --only {only}", title=pack.title, only=only
            )
        return t("{title} has no components to print", title=pack.title)
    if options.print_shop is not None and not for_the_shop(decks, options):
        from lictor.generators.printshop import shop

        s = shop(options.print_shop)
        sizes = ", ".join(f"{p.name} {p.trim}" for p in s.products)
        return t(
            "--print-shop {shop}: no deck of {title} has a card size it prints "
            "({sizes}); print the kit's PDF instead (leave out --print-shop)",
            shop=s.id,
            title=pack.title,
            sizes=sizes,
        )
    return t(
        "--format {formats}: no face of {title} has a layout to draw",
        formats=formats,
        title=pack.title,
    )


def for_the_shop(decks: list[Deck], options: BuildOptions) -> list[Deck]:
    """The decks whose faces ``--print-shop`` writes (of a card size the shop prints); all
    of them without it."""
    if options.print_shop is None:
        return decks
    from lictor.generators.printshop import shop

    s = shop(options.print_shop)
    return [d for d in decks if s.product(d.size) is not None]


def face_count(decks: list[Deck]) -> int:
    return sum(d.count for d in decks)


def build_kit(pack: Pack, options: BuildOptions, progress: Progress | None = None) -> list[Written]:
    """Write the kit; the files written, in order. Nothing is left behind on failure."""
    for fmt in options.formats:
        if fmt not in ("pdf", "svg", "png"):
            raise BadInput(t("unknown format {fmt}: use pdf, svg or png", fmt=repr(fmt)))
    options.paper_size  # noqa: B018 - validates the paper name before any work
    tr = Translator(options.lang)
    if options.lang != "en":
        pack = translate_pack(pack, tr)
    decks, sheets = selected(pack, options.only)
    if options.print_shop is not None:
        options = _for_shop(options, decks)
    if sheets and decks and "pdf" not in options.formats and options.notice is not None:
        names = ", ".join(s.name for s in sheets)
        n = len(sheets)
        left = NP_(
            "{n} sheet left out, sheets print as PDF only (add --format pdf): {names}",
            "{n} sheets left out, sheets print as PDF only (add --format pdf): {names}",
        )
        options.notice(fill(tr.ngettext(*left, n), n=n, names=names))
    out_dir = options.out_dir
    if out_dir.exists() and not out_dir.is_dir():
        raise BadInput(t("-o {folder}: not a folder", folder=str(out_dir)))
    created = _make_dirs(out_dir)
    _sweep_scratch(out_dir)
    scratch = Path(tempfile.mkdtemp(prefix=f"{SCRATCH}{os.getpid()}-", dir=out_dir))
    done = False
    try:
        with _term_is_interrupt() as stopped:
            written = list(_build_into(scratch, pack, decks, sheets, options, progress, tr))
            stopped()  # a SIGTERM during the build stops it here, before anything moves
            moves = [(w, out_dir / w.path.relative_to(scratch)) for w in written]
            for _, target in moves:
                if target.is_dir() or (target.exists() and not target.is_file()):
                    raise BadInput(
                        t(
                            "{target}: a folder is in the way of an output file; "
                            "nothing was written",
                            target=str(target),
                        )
                    )
            final: list[Written] = []
            for w, target in moves:
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(w.path, target)
                final.append(Written(target, w.pages))
            done = True
            return final
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if not done:
            for folder in reversed(created):  # a failed build leaves no empty -o folder
                with contextlib.suppress(OSError):
                    folder.rmdir()


SCRATCH = ".lictor-build-"


def _for_shop(options: BuildOptions, decks: list[Deck]) -> BuildOptions:
    """The options with faces that paint as far as the shop's templates reach (the shop
    cuts at its own trim, a shade larger than a 63 x 88 mm card: the bleed fills it)."""
    import dataclasses

    from lictor.generators.printshop import bleed_needed, shop, unprinted

    s = shop(options.print_shop or "")
    if options.cmyk and not s.accepts_cmyk:
        raise BadInput(t("--cmyk: {shop} takes RGB images only; leave out --cmyk", shop=s.name))
    if options.cmyk and "pdf" not in options.formats:
        raise BadInput(
            t(
                "--cmyk: the files for {shop} are RGB images and --cmyk colours the PDFs; "
                "add --format pdf, or leave out --cmyk",
                shop=s.name,
            )
        )
    tr = Translator(options.lang)
    note = unprinted(s, decks, tr)
    if options.notice is not None and note is not None:
        options.notice(note)
    # the template's bleed and 0.5 mm more, up to the next half millimetre (4 mm, not the
    # 3.998 of a 1122-px template, which reads like a bug in the notes)
    bleed = max(options.bleed, math.ceil(round((bleed_needed(s, decks) + 0.5) * 2, 6)) / 2)
    if options.notice is not None and "pdf" in options.formats and bleed != options.bleed:
        options.notice(
            tr(
                N_(
                    "--print-shop {shop}: the PDF kit is printed with the shop's bleed too, "
                    "{mm} mm (its templates need it), not --bleed {asked}"
                )
            ).format(shop=s.id, mm=f"{bleed:g}", asked=f"{options.bleed:g}")
        )
    return dataclasses.replace(options, bleed=bleed)


def _make_dirs(folder: Path) -> list[Path]:
    """Make ``folder`` and its parents; the ones this call made, outermost first."""
    missing = [p for p in (folder, *folder.parents) if not p.exists()]
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadInput(
            t(
                "-o {folder}: cannot make the folder ({why})",
                folder=str(folder),
                why=str(exc.strerror),
            )
        ) from None
    return list(reversed(missing))


def _sweep_scratch(out_dir: Path) -> None:
    """Remove the scratch folders of builds that were killed (their process is gone)."""
    for old in out_dir.glob(f"{SCRATCH}*"):
        pid = old.name.removeprefix(SCRATCH).split("-")[0]
        if old.is_dir() and not old.is_symlink() and pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(old, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


@contextlib.contextmanager
def _term_is_interrupt() -> Iterator[Callable[[], None]]:
    """A build stopped with SIGTERM cleans up like one stopped with Ctrl-C. Yields a check
    to call before anything is moved into place: a signal whose KeyboardInterrupt was
    swallowed (raised inside a finaliser, where Python only prints it) still stops it."""
    stopped: list[int] = []

    def check() -> None:
        if stopped:
            raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():
        yield check
        return

    def _stop(signum: int, frame: Any) -> None:
        stopped.append(signum)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        yield check
    finally:
        signal.signal(signal.SIGTERM, previous)


def _build_into(
    scratch: Path,
    pack: Pack,
    decks: list[Deck],
    sheets: list[SheetSpec],
    options: BuildOptions,
    progress: Progress | None,
    tr: Translator,
) -> Iterator[Written]:
    fonts = FontSet(pack.fonts)
    maker = FaceMaker(
        fonts,
        pack.palette,
        pack.base_dir,
        bleed=options.bleed,
        ink_saver=options.ink_saver,
        globals_=options.extra_globals,
        translate=tr,
        roots=pack.roots,
    )
    faces = {d.id: DeckFaces(d, maker, pack, options.diagrams) for d in decks}
    if "pdf" in options.formats:
        yield from _pdfs(scratch, pack, decks, sheets, faces, fonts, options, progress)
    if "svg" in options.formats:
        from lictor.generators.backends.svg import write_face_svg

        for deck in decks:
            for i, row in enumerate(deck.rows):
                for side in ("front", "back"):
                    face = faces[deck.id].row_face(i, side)
                    if face is None:
                        continue
                    name = f"{i + 1:03d}-{slug(row.name)}-{side}.svg"
                    path = scratch / "svg" / pack.id / deck.id / name
                    write_face_svg(face, path, fonts, bleed=options.bleed)
                    yield Written(path, 1)
    if options.print_shop is not None:
        from lictor.generators.printshop import shop, write_shop_faces

        s = shop(options.print_shop)
        for deck in decks:
            folder = scratch / s.id / pack.id
            yield from write_shop_faces(s, faces[deck.id], folder, deck.id)
    if "png" in options.formats:
        from lictor.generators.backends.png import write_pngs

        yield from write_pngs(
            scratch,
            pack.id,
            [faces[d.id] for d in decks],
            options.dpi,
            options.bleed,
            options.tts_format if options.tts else None,
        )


def _pdfs(
    scratch: Path,
    pack: Pack,
    decks: list[Deck],
    sheets: list[SheetSpec],
    faces: dict[str, DeckFaces],
    fonts: FontSet,
    options: BuildOptions,
    progress: Progress | None,
) -> Iterator[Written]:
    """One PDF per family and the whole kit. Everything is drawn once, into the kit, so
    the kit embeds one subset per font; each family's pages are then copied out of it."""
    from lictor.generators.backends.pdf import PdfWriter

    whole = scratch / f"{pack.id}-kit.pdf"
    writer = PdfWriter(
        whole,
        title=f"{pack.title}: print-and-play kit",
        font=fonts.rl_name("body"),
        cmyk=options.cmyk,
    )
    ranges: list[tuple[str, int, int]] = []
    landscape: list[int] = []  # the duplex sheets printed landscape (the cover says so)
    alone: list[str] = []  # why a deck's last card is alone on its sheet (the cover says)
    held = [
        (f, [d for d in decks if d.spec.family == f], [s for s in sheets if s.family == f])
        for f in pack.families()
    ]
    held = [h for h in held if h[1] or h[2]]
    cover = options.kit and options.cover and len(held) > 1
    if cover:
        from lictor.generators.cover import PAGES

        writer.bookmark("Contents and parts list", 0)
        paper = options.paper_size
        writer.reserve([f"lictorCover{i}" for i in range(PAGES)], (paper.w, paper.h))
    for family, fam_decks, fam_sheets in held:
        start = writer.pages
        if options.duplex_safe:
            writer.pad_to_odd()
        writer.bookmark(_family_title(family, fam_decks, fam_sheets), 0)
        _family_pages(
            writer, pack, fam_decks, fam_sheets, faces, fonts, options, progress, landscape, alone
        )
        ranges.append((family, start, writer.pages))
    if cover:
        _draw_cover(writer, pack, held, ranges, fonts, options, bool(landscape), alone)
    writer.close()
    if len(ranges) == 1:
        family, _, end = ranges[0]
        out = scratch / f"{pack.id}-{family}.pdf"
        os.replace(whole, out)
        yield Written(out, end)
        return
    from pypdf import PdfReader
    from pypdf import PdfWriter as PypdfWriter

    reader = PdfReader(whole)
    for family, start, end in ranges:
        out = scratch / f"{pack.id}-{family}.pdf"
        part = PypdfWriter()
        for page in reader.pages[start:end]:
            part.add_page(page)
        parent = None
        for level, title, at in writer.marks:
            if start <= at < end:
                item = part.add_outline_item(
                    title=title, page_number=at - start, parent=parent if level else None
                )
                if level == 0:
                    parent = item
        part.add_metadata({"/Title": f"{pack.title}: {family}", "/Producer": "lictor"})
        with out.open("wb") as fh:
            part.write(fh)
        yield Written(out, end - start)
    if options.kit:
        yield Written(whole, writer.pages)
    else:
        whole.unlink()


def _draw_cover(
    writer: Any,
    pack: Pack,
    held: list[tuple[str, list[Deck], list[SheetSpec]]],
    ranges: list[tuple[str, int, int]],
    fonts: FontSet,
    options: BuildOptions,
    landscape: bool = False,
    alone: list[str] | None = None,
) -> None:
    """Fill the cover's two reserved pages, now that every family's pages are known
    (``landscape``: some duplex sheets are landscape, checked on their own calibration)."""
    from lictor.generators.cover import Cover, Setting, entry
    from lictor.generators.parts import parts

    span = {family: (start, end) for family, start, end in ranges}
    entries = []
    for family, fam_decks, fam_sheets in held:
        start, end = span[family]
        if options.duplex_safe and start % 2 == 1:
            start += 1  # the blank back before it
        entries.append(
            entry(
                family,
                (start, end),
                f"{pack.id}-{family}.pdf",
                fam_decks,
                fam_sheets,
                options.per_page,
            )
        )
    setting = Setting(
        options.paper,
        options.paper_size,
        options.duplex,
        options.gutterfold,
        options.bleed,
        options.gutter,
        options.back_offset,
        options.per_page,
        landscape,
        options.back_offset_landscape,
        tuple(alone or ()),
    )
    title = fonts.rl_name("title") if "title" in fonts.specs else fonts.rl_name("body")
    draw = Cover(
        fonts.rl_name("body"), title, Translator(options.lang), pack.palette.get("ink", "#1a1a1a")
    )
    all_decks = [d for _, ds, _ in held for d in ds]
    all_sheets = [s for _, _, ss in held for s in ss]
    lines = parts(pack, all_decks, all_sheets)
    pages = writer.pages
    draw.draw(
        writer.canvas,
        "lictorCover0",
        options.paper_size,
        lambda size: draw.cover_story(pack, entries, setting, pages, size),
    )
    draw.draw(
        writer.canvas,
        "lictorCover1",
        options.paper_size,
        lambda size: draw.parts_story(pack, lines, size),
    )


def _family_title(family: str, decks: list[Deck], sheets: list[SheetSpec]) -> str:
    """A family's bookmark: its name and what it holds (``cards: 171 cards, 9 decks``)."""
    from lictor.i18n import plural

    parts = [plural(sum(d.count for d in decks), "piece", "pieces")] if decks else []
    if sheets:
        parts.append(plural(len(sheets), "sheet", "sheets"))
    return f"{family.replace('-', ' ').capitalize()} ({', '.join(parts)})"


def _family_pages(
    writer: Any,
    pack: Pack,
    decks: list[Deck],
    sheets: list[SheetSpec],
    faces: dict[str, DeckFaces],
    fonts: FontSet,
    options: BuildOptions,
    progress: Progress | None,
    landscape: list[int] | None = None,
    alone: list[str] | None = None,
) -> None:
    """A family's sheets, drawn into the kit (``landscape``: gathers the sheet numbers
    of backs printed on landscape sheets; ``alone``: why a last card is alone on one)."""
    tr = Translator(options.lang)
    # Printed double-sided, each single-sided page gets a blank back, so every card
    # front starts a sheet of paper and every back lands behind its own front.
    duplex_safe = options.duplex_safe
    marked: set[str] = set()  # decks bookmarked (at their first sheet)
    for run in _runs(_gangs(decks, options), options, alone):
        if isinstance(run, Deck):
            if duplex_safe:
                writer.pad_to_odd()
            writer.bookmark(run.spec.name, 1)
            _poster(writer, faces[run.id], pack, options)
            continue
        owners, imposed = run
        name = " + ".join(dict.fromkeys(deck.spec.name for deck, _ in owners))

        def face_for(k: int, side: str, owners: Owners = owners) -> Face | None:
            deck, i = owners[k]
            return faces[deck.id].face(i, side)

        def who(k: int, owners: Owners = owners) -> tuple[str, int]:
            return owners[k][0].id, owners[k][1]

        sheet_no = 0
        for sheet in imposed:
            if sheet.side != "back":
                sheet_no += 1
                if duplex_safe:
                    writer.pad_to_odd()
                for deck_name in dict.fromkeys(owners[s.face][0].spec.name for s in sheet.slots):
                    if deck_name not in marked:
                        marked.add(deck_name)
                        writer.bookmark(deck_name, 1)
            footer = ""
            if options.sheet_footer:
                side = tr(SIDE_WORDS[sheet.side])
                on_sheet = dict.fromkeys(owners[slot.face][0].spec.name for slot in sheet.slots)
                footer = tr(N_("{title} - {deck} - sheet {n} {side}")).format(
                    title=pack.title, deck=" + ".join(on_sheet) or name, n=sheet_no, side=side
                )
            shift = (0.0, 0.0)
            if sheet.side == "back":
                shift = back_shift(sheet.size, options.duplex, options.offset_for(sheet.size))
                if sheet.size.w > sheet.size.h and landscape is not None:
                    landscape.append(sheet_no)
            writer.add_sheet(sheet, face_for, footer, owners[0][0].id, shift, who)
            if progress is not None and sheet.side != "back":
                progress(sum(1 for s in sheet.slots if s.side == "front"))
        if duplex_safe:
            writer.pad_to_odd()
    if sheets:
        from lictor.generators.documents import draw_sheet

        for sheet_spec in sheets:
            if duplex_safe:
                writer.pad_to_odd()
            writer.bookmark(sheet_spec.title or sheet_spec.id, 1)
            writer.flush_marks()
            try:
                writer.pages += draw_sheet(
                    writer.canvas, pack, sheet_spec, fonts, options.paper_size, tr
                )
            except BadInput:
                raise
            except Exception as exc:  # a pack's sheet that reportlab cannot lay out
                detail = " ".join(str(exc).split())[:120]
                raise BadInput(f"sheet {sheet_spec.id!r}: cannot be laid out ({detail})") from None
        if duplex_safe:
            writer.pad_to_odd()


def _gangs(decks: list[Deck], options: BuildOptions) -> list[list[Deck]]:
    """Decks that share sheets: one card size, all with backs or all without (a poster
    stands alone), in the order they first appear. One face per page keeps each deck."""
    groups: list[list[Deck]] = []
    for deck in decks:
        key = (deck.size, deck.back is not None)
        match = None
        if not deck.spec.poster and options.per_page is None:
            match = next(
                (
                    g
                    for g in groups
                    if not g[0].spec.poster and (g[0].size, g[0].back is not None) == key
                ),
                None,
            )
        if match is None:
            groups.append([deck])
        else:
            match.append(deck)
    return groups


Owners = list[tuple[Deck, int]]  # each face of a run of sheets: its deck and copy
Run = Deck | tuple[Owners, Iterable[Sheet]]  # a poster deck, or faces and their sheets


def _runs(
    groups: list[list[Deck]], options: BuildOptions, alone: list[str] | None = None
) -> list[Run]:
    """The sheets of each gang of one size, in order; then, when that saves paper, one
    run of sheets shared by every gang's last, part-filled sheet (small pieces, the odd
    last card of a deck): faces of different sizes ganged (``gang.gang``), each with its
    own back behind it. A deck never mixes landscape and portrait sheets: a gang printed
    landscape shares only when all of it does. ``alone`` gathers why a last card is left
    alone on a sheet (the cover says it)."""
    paper = options.paper_size

    def plain(owners: Owners, size: Size, backs: bool) -> Iterable[Sheet]:
        return impose(
            len(owners),
            size,
            paper,
            bleed=options.bleed,
            duplex=options.duplex,
            has_backs=backs,
            gutterfold=options.gutterfold,
            per_page=options.per_page,
            gutter=options.gutter,
        )

    runs: list[Run] = []
    # one pool: a piece without a back shares a sheet with ones that have backs (its
    # place on the backs page stays blank), so no deck's last card sits alone on a sheet
    pools: dict[bool, list[tuple[int, Owners]]] = {True: []}
    for group in groups:
        if group[0].spec.poster:
            runs.append(group[0])
            continue
        owners = [(deck, i) for deck in group for i in range(deck.count)]
        backs = group[0].back is not None
        size = group[0].size
        runs.append((owners, plain(owners, size, backs)))
        if options.per_page is not None or not owners:
            continue
        _note_bleed(group, size, options)
        if options.gutterfold:
            continue
        if options.gutter is not None:
            continue  # ganged blocks abut: a gutter keeps every deck on sheets of its own
        if not fits(size, paper, options.bleed):
            continue
        grid = best_orientation(size, paper, options.bleed)
        full = len(owners) // grid.per_sheet * grid.per_sheet
        if full < len(owners) and (full == 0 or grid.page == paper):
            pools[True].append((len(runs) - 1, owners[full:]))
    for pool in pools.values():
        if len(pool) < 2:
            continue
        backs = any(part[0][0].back is not None for _, part in pool)
        shared = [o for _, part in pool for o in part]
        sheets = gang(
            [deck.size for deck, _ in shared],
            paper,
            bleed=options.bleed,
            duplex=options.duplex,
            has_backs=backs,
        )
        if sum(1 for s in sheets if s.side == "front") >= len(pool):
            _say_alone(pool, options, alone)
            continue  # no paper saved: each gang keeps its own last sheet
        for at, part in pool:
            run = runs[at]
            assert not isinstance(run, Deck)
            kept = run[0][: len(run[0]) - len(part)]
            own_backs = kept[0][0].back is not None if kept else False
            runs[at] = (kept, plain(kept, kept[0][0].size, own_backs) if kept else ())
        runs.append((shared, sheets))
    return [r for r in runs if isinstance(r, Deck) or r[0]]


def _say_alone(
    pool: list[tuple[int, Owners]], options: BuildOptions, alone: list[str] | None
) -> None:
    """Why a deck's last card prints alone on its sheet: sharing another deck's last sheet
    would take as many sheets (Circus's fifth Quick Reference card on A4: four fit a sheet,
    and beside seven Movement cards it would need a sheet of its own again)."""
    if alone is None:
        return
    tr = Translator(options.lang)
    for _, part in pool:
        if len(part) != 1:
            continue
        deck = part[0][0]
        per = best_orientation(deck.size, options.paper_size, options.bleed).per_sheet
        alone.append(
            tr(
                N_(
                    "{deck}: the last card prints alone on a sheet: {per} fit on {paper}, and "
                    "beside another deck's last cards it would still need a sheet of its own"
                )
            ).format(deck=deck.spec.name, per=per, paper=paper_name(options.paper))
        )


def _note_bleed(group: list[Deck], size: Size, options: BuildOptions) -> None:
    """Tell the maker when these cards print less bleed than ``--bleed`` asked, and why."""
    from lictor.generators.impose import bleed_note, gutterfold_plan

    if options.notice is None or not options.bleed:
        return
    if options.gutterfold and group[0].back is not None:  # (no back: a plain sheet)
        grid = gutterfold_plan(size, options.paper_size, options.bleed, options.gutter)[2]
    else:
        grid = best_orientation(size, options.paper_size, options.bleed, options.gutter)
    tr = Translator(options.lang)  # the kit's language (the pack's names are translated)
    note = bleed_note(size, grid, options.bleed, tr)
    if note is not None:
        names = list(dict.fromkeys(d.spec.name for d in group))
        more = len(names) - 1
        who = names[0]
        if more:
            pair = NP_("{deck} and {n} more deck", "{deck} and {n} more decks")
            who = fill(tr.ngettext(*pair, more), deck=names[0], n=more)
        options.notice(
            tr(N_("{who} ({size}) on {paper}: {note}")).format(
                who=who, size=str(size), paper=paper_name(options.paper), note=note
            )
        )


def _poster(writer: Any, df: DeckFaces, pack: Pack, options: BuildOptions) -> None:
    from lictor.generators.poster import plan_tiles

    tr = Translator(options.lang)
    for i, row in enumerate(df.deck.rows):
        face = df.row_face(i, "front")
        if face is None:
            continue
        for _ in range(row.qty):
            for tile in plan_tiles(face.size, options.paper_size, face.keep):
                if tile.rows * tile.cols > 1:
                    where = tr(N_("sheet row {row} of {rows}, column {col} of {cols}")).format(
                        row=tile.row + 1, rows=tile.rows, col=tile.col + 1, cols=tile.cols
                    )
                    if (tile.row, tile.col) != (tile.rows - 1, tile.cols - 1):  # a next sheet
                        where += tr(
                            N_(
                                " - trim the left/top edge of the next sheet and lay it on the "
                                "dashed line"
                            )
                        )
                else:
                    where = tr(N_("one sheet"))
                if options.duplex_safe:
                    writer.pad_to_odd()
                writer.add_tile(tile, face, f"{pack.title} - {row.name} - {where}")
    if options.duplex_safe:
        writer.pad_to_odd()


__all__ = ["BuildOptions", "Written", "build_kit"]
