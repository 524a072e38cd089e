"""`check`'s trial print: every face of a pack drawn once, every sheet laid out and the
whole saved (fonts subset and embedded), into a scratch PDF that is thrown away - so a
pack that passes `check` builds (issue 23: `check` said OK where `build` failed on a
sheet, a picture or a damaged font)."""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from pathlib import Path

from lictor.content.pack import Deck, Pack
from lictor.errors import BadInput, Problem
from lictor.generators.fonts import FontSet
from lictor.generators.kit import BuildOptions, DeckFaces, _gangs, _runs
from lictor.units import PAPER_SIZES, mm_to_pt


def _failed(exc: Exception) -> str:
    if isinstance(exc, BadInput):
        return str(exc)
    return f"cannot be printed ({type(exc).__name__}: {' '.join(str(exc).split())[:120]})"


def trial_print(pack: Pack, faces: Mapping[str, DeckFaces], fonts: FontSet) -> list[Problem]:
    """The problems a build (PDF, A4) would meet that making the faces did not show."""
    from lictor.generators.backends.pdf import PdfWriter
    from lictor.generators.documents import draw_sheet

    problems: list[Problem] = []
    file = pack.origins.file
    with tempfile.TemporaryDirectory() as tmp:
        writer = PdfWriter(Path(tmp) / "check.pdf", title=pack.title, font=fonts.rl_name("body"))
        c = writer.canvas
        for deck in pack.decks:
            for i, row in enumerate(deck.rows):
                for side in ("front", "back"):
                    try:
                        face = faces[deck.id].row_face(i, side)
                    except BadInput:
                        continue  # reported already, with its box
                    if face is None:
                        continue
                    try:
                        c.setPageSize((mm_to_pt(face.size.w), mm_to_pt(face.size.h)))
                        c.saveState()
                        c.translate(0, mm_to_pt(face.size.h))
                        writer.draw_face(face)
                        c.restoreState()
                        c.showPage()
                    except Exception as exc:  # a pack's picture or font: one line
                        at = f"{deck.id} / {row.name}"
                        problems.append(Problem(row.origin[0], row.origin[1], at, _failed(exc)))
        problems += _imposition(pack, list(pack.decks))
        for k, sheet in enumerate(pack.sheets):
            try:
                draw_sheet(c, pack, sheet, fonts, PAPER_SIZES["a4"])
            except Exception as exc:  # a pack's table or text: one line
                problems.append(pack.origins.problem(("sheets", k), _failed(exc)))
        if not problems:
            try:
                writer.close()
            except Exception as exc:
                problems.append(Problem(file, None, "fonts", _failed(exc)))
    return problems


def _imposition(pack: Pack, decks: list[Deck]) -> list[Problem]:
    """Every deck's sheets planned as `build` plans them (A4, the default bleed)."""
    options = BuildOptions()
    try:
        for run in _runs(_gangs(decks, options), options):
            if not isinstance(run, Deck):
                for _ in run[1]:
                    pass
    except BadInput as exc:
        return [Problem(pack.origins.file, None, "decks", str(exc))]
    return []
