"""Card faces ready for a print shop's upload (``--print-shop NAME``): one PNG per face at
the shop's template size (its card with its bleed, at its dpi), named as its upload takes
them, and the fronts grouped by the back they share (one back image per group).

The shops' figures are in ``SHOPS``: a reconstruction, not read from the shops' own pages
(which we could not reach). They agree with every secondary source found: Squib's
documented The Game Crafter proof sample (825 x 1125 px, the card 750 x 1050 at 38 px in),
and a card-tool survey citing help.thegamecrafter.com/article/39-templates and 391-bleed
(1/8 in bleed, 300 dpi, RGB only) and makeplayingcards.com/faq-photo.aspx (poker 822 x
1122 px, 36 px a side). The README says so.

Searched again (session 14, the stored public pages and docs): neither shop's own template
page is there, so both presets stay a reconstruction. What was found agrees with them:
TGC's own poker template image (``templates/poker-card.png`` in TGC's file store) is the
one cited by card tools' maintainers for its bleed, and Squib's sample overlays it at
825 x 1125 px with the card 38 px in (rubydoc.info/gems/squib, samples/tgc_proofs.rb); a
tool that pads cards for MakePlayingCards "with the dimensions on the MPC website" adds
0.24 in in all (0.12 in, 36 px at 300 dpi, a side: github.com/Solidsilver/mpc-bleeder).
DriveThruCards' own help centre (help.drivethrupartners.com, "Spezifikationen für
gedruckte Karten") asks for a different upload, one CMYK PDF per deck, a card's back then
its front on alternate pages, 1/8 in bleed, 300 dpi, at most 240% ink: not a preset here
(it is no one-image-per-face shop)."""

from __future__ import annotations

import csv
import hashlib
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lictor.errors import BadInput
from lictor.generators.written import Written, slug
from lictor.i18n import NP_, Translator, fill
from lictor.units import Size

if TYPE_CHECKING:
    from lictor.content.pack import Deck
    from lictor.generators.kit import DeckFaces

INCH = 25.4
FIT = 1.0  # mm: a deck within this of a shop's card size prints on that card


@dataclass(frozen=True)
class Product:
    """One of a shop's card sizes: its trim and the pixels of its template (trim + bleed)."""

    name: str
    trim: Size  # mm
    pixels: tuple[int, int]  # the template's width and height, bleed included
    dpi: int

    @property
    def image(self) -> Size:
        """The template in mm (trim and bleed)."""
        return Size(self.pixels[0] / self.dpi * INCH, self.pixels[1] / self.dpi * INCH)


@dataclass(frozen=True)
class Shop:
    id: str
    name: str
    products: tuple[Product, ...]
    accepts_cmyk: bool
    note: str  # how the upload takes the files

    def product(self, size: Size) -> Product | None:
        for p in self.products:
            if abs(size.w - p.trim.w) <= FIT and abs(size.h - p.trim.h) <= FIT:
                return p
        return None


POKER = Size(63.5, 88.9)  # 2.5 x 3.5 in
SHOPS: dict[str, Shop] = {
    "makeplayingcards": Shop(
        "makeplayingcards",
        "MakePlayingCards",
        (Product("poker", POKER, (822, 1122), 300),),
        accepts_cmyk=True,
        note="upload each folder's fronts with its back.png as the one back (\"same image "
        'back"); quantities are in manifest.csv',
    ),
    "thegamecrafter": Shop(
        "thegamecrafter",
        "The Game Crafter",
        (Product("poker", POKER, (825, 1125), 300),),
        accepts_cmyk=False,
        note="a Poker Deck per folder: its fronts as the cards, back.png as the deck's "
        "back; PNG, RGB only; quantities are in manifest.csv",
    ),
}


def shop(name: str) -> Shop:
    try:
        return SHOPS[name]
    except KeyError:
        raise BadInput(f"--print-shop: unknown shop {name!r} (known: {', '.join(SHOPS)})") from None


def bleed_needed(s: Shop, decks: list[Deck]) -> float:
    """The bleed (mm) the faces must paint for the shop's templates of these decks."""
    need = 0.0
    for deck in decks:
        p = s.product(deck.size)
        if p is not None:
            need = max(need, (p.image.w - deck.size.w) / 2, (p.image.h - deck.size.h) / 2)
    return need


def unprinted(s: Shop, decks: list[Deck], tr: Translator | None = None) -> str | None:
    """Which decks the shop's cards leave out, and why (said after a build), in a line,
    in ``tr``'s language (the kit's)."""
    tr = tr or Translator("en")
    sizes = ", ".join(f"{p.name} {p.trim}" for p in s.products)
    left = [f"{d.spec.name} ({d.size})" for d in decks if s.product(d.size) is None]
    if not left:
        return None
    said = NP_(
        "--print-shop {shop}: {n} deck of no card size it prints here ({sizes}) left out, "
        "print it from the PDF kit: {decks}",
        "--print-shop {shop}: {n} decks of no card size it prints here ({sizes}) left out, "
        "print them from the PDF kit: {decks}",
    )
    n = len(left)
    return fill(tr.ngettext(*said, n), shop=s.id, n=n, sizes=sizes, decks="; ".join(left))


def write_shop_faces(s: Shop, df: DeckFaces, folder: Path, prefix: str) -> Iterator[Written]:
    """The deck's faces at the shop's template size, in one folder per distinct back:
    ``<prefix>-<n>/back.png`` and ``<prefix>-<n>/<nnn>-<name>.png`` for its fronts, and a
    ``manifest.csv`` (file, back, copies) beside the folders."""
    from PIL import ImageOps

    from lictor.generators.backends.png import faces_pdf, render_pages
    from lictor.generators.backends.pngwrite import save_png

    deck = df.deck
    p = s.product(deck.size)
    if p is None:
        return
    bleed = ((p.image.w - deck.size.w) / 2, (p.image.h - deck.size.h) / 2)
    rows = list(range(len(deck.rows)))
    keys = [(i, "front") for i in rows if df.row_face(i, "front") is not None]
    backs = [(i, "back") for i in rows if df.row_face(i, "back") is not None]
    # One face in memory at a time (a deck's faces at 300 dpi were 270 MB): the backs
    # come first in the PDF, so each front is saved as soon as it is drawn, into the
    # folder of its back; only one picture of each distinct back is kept.
    behind: dict[int, str] = {}  # a row -> its back's pixels' digest
    back_image: dict[str, Any] = {}
    made: dict[int, Path] = {}
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "faces.pdf"
        faces_pdf(df, backs + keys, pdf, bleed)
        pages = render_pages(pdf, p.dpi)
        for (i, _), image in zip(backs, islice(pages, len(backs)), strict=True):
            back = ImageOps.fit(image, p.pixels)
            behind[i] = hashlib.sha256(back.tobytes()).hexdigest()
            back_image.setdefault(behind[i], back)
        groups: dict[str, list[int]] = {}  # a back's digest -> the rows behind it
        for i, _ in keys:
            groups.setdefault(behind.get(i, "none"), []).append(i)
        subs = {
            digest: folder / (f"{prefix}-{n}" if len(groups) > 1 else prefix)
            for n, digest in enumerate(groups, start=1)
        }
        for (i, _), image in zip(keys, pages, strict=True):
            sub = subs[behind.get(i, "none")]
            sub.mkdir(parents=True, exist_ok=True)
            made[i] = sub / f"{i + 1:03d}-{slug(deck.rows[i].name)[:40]}.png"
            save_png(ImageOps.fit(image, p.pixels), made[i], p.dpi)
    manifest: list[tuple[str, str, int]] = []
    for digest, members in groups.items():
        sub = subs[digest]
        back_name = ""
        if digest in back_image:
            out = sub / "back.png"
            save_png(back_image[digest], out, p.dpi)
            back_name = f"{sub.name}/back.png"
            yield Written(out, 1)
        for i in members:
            manifest.append((f"{sub.name}/{made[i].name}", back_name, deck.rows[i].qty))
            yield Written(made[i], 1)
    out = folder / f"{prefix}-manifest.csv"
    with out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["file", "back", "copies"])
        writer.writerows(manifest)
    yield Written(out, 1)


__all__ = ["SHOPS", "Product", "Shop", "bleed_needed", "shop", "unprinted", "write_shop_faces"]
