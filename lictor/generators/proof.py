"""Proofreading a pack without printing it: schema problems, deck counts, and every face
made once so that a text that cannot fit, an unknown icon or colour is found by `check`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from lictor.content.loader import check_pack
from lictor.errors import BadInput, Problem, TemplateFault
from lictor.generators.face import FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.kit import DeckFaces
from lictor.generators.sketch import Diagram


@dataclass(frozen=True)
class Report:
    problems: list[Problem]
    decks: int
    cards: int
    sheets: int


def proof_pack(
    source: Path,
    overrides: list[Path],
    bleed: float = 3.0,
    diagrams: Mapping[str, Diagram] | None = None,
    allow: Sequence[Path] = (),
) -> Report:
    pack, problems = check_pack(source, overrides, allow)
    if pack is None:
        return Report(problems, 0, 0, 0)
    fonts = FontSet(pack.fonts)
    for name in pack.fonts:
        try:
            fonts.rl_name(name)
        except BadInput as exc:
            problems.append(pack.origins.problem(("fonts", name), str(exc)))
    if any(p.field.startswith("fonts") for p in problems):
        return Report(problems, len(pack.decks), 0, len(pack.sheets))
    maker = FaceMaker(fonts, pack.palette, pack.base_dir, bleed=bleed, roots=pack.roots)
    for deck in pack.decks:
        faces = DeckFaces(deck, maker, pack, diagrams)
        for i, row in enumerate(deck.rows):
            for side in ("front", "back"):
                try:
                    faces.row_face(i, side)
                except TemplateFault as exc:
                    problems.append(exc.problem)
                except BadInput as exc:
                    file, line = row.origin
                    problems.append(Problem(file, line, f"{deck.id} / {row.name}", str(exc)))
    cards = sum(d.count for d in pack.decks)
    unique = list(dict.fromkeys(problems))  # variants of one row repeat its problems
    return Report(unique, len(pack.decks), cards, len(pack.sheets))
