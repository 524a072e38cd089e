"""Proofreading a pack without printing it: schema problems, deck counts, and every face
made once so that a text that cannot fit, an unknown icon or colour is found by `check`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from lictor.content.loader import check_pack
from lictor.content.pack import Pack
from lictor.errors import BadInput, Problem, TemplateFault
from lictor.generators.face import FaceMaker, Text
from lictor.generators.fonts import FontSet
from lictor.generators.icons import ICONS
from lictor.generators.kit import DeckFaces
from lictor.generators.sketch import Diagram
from lictor.i18n import t, tn


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
    made: dict[str, DeckFaces] = {}
    # a deck whose defaults give a bad colour was said once, at its `defaults:` line
    said = {m.group(1) for p in problems if (m := _BAD_DEFAULT.search(p.message))}
    for deck in pack.decks:
        if deck.id in said:
            continue
        faces = made[deck.id] = DeckFaces(deck, maker, pack, diagrams)
        for i, row in enumerate(deck.rows):
            for side in ("front", "back"):
                try:
                    faces.row_face(i, side)
                except TemplateFault as exc:
                    problems.append(exc.problem)
                except BadInput as exc:
                    file, line = row.origin
                    problems.append(Problem(file, line, f"{deck.id} / {row.name}", str(exc)))
    if not problems:  # drawn, laid out and saved as `build` would (lictor.generators.trial)
        from lictor.generators.trial import trial_print

        problems.extend(trial_print(pack, made, fonts))
    cards = sum(d.count for d in pack.decks)
    unique = list(dict.fromkeys(problems))  # variants of one row repeat its problems
    copies: dict[str, int] = {}  # a face's label -> the cards printed with it
    for deck in pack.decks:
        for row in deck.rows:
            for label in (f"{deck.id} / {row.name}", f"{deck.id} / {row.name} (back)"):
                copies[label] = copies.get(label, 0) + row.qty
    return Report(_once_per_cause(unique, copies), len(pack.decks), cards, len(pack.sheets))


_BAD_DEFAULT = re.compile(r"^unknown colour .* of deck '([^']+)'; use #rrggbb")
_CARD_BOX = re.compile(r"card '(?P<card>.*)', box '(?P<box>[^']*)'")


def _once_per_cause(problems: list[Problem], copies: Mapping[str, int]) -> list[Problem]:
    """One line for a fault many faces share (a bad colour in a layout is met on every
    card): the first place it was met, with the count of faces and boxes, and of the
    cards those faces print (``copies``: a face's label -> its cards)."""
    groups: dict[str, list[tuple[Problem, str, str]]] = {}
    out: list[Problem | str] = []
    for p in problems:
        m = _CARD_BOX.fullmatch(p.field)
        if m is None:
            out.append(p)
            continue
        if p.message not in groups:
            groups[p.message] = []
            out.append(p.message)
        groups[p.message].append((p, m["card"], m["box"]))
    result: list[Problem] = []
    for item in out:
        if isinstance(item, Problem):
            result.append(item)
            continue
        met = groups[item]
        first = met[0][0]
        if len(met) == 1:
            result.append(first)
            continue
        faces = list(dict.fromkeys(card for _, card, _ in met))
        others = [repr(b) for b in dict.fromkeys(box for _, _, box in met[1:]) if b != met[0][2]]
        boxes = t(", boxes {boxes} too", boxes=", ".join(others)) if others else ""
        more = len(faces) - 1
        cards = sum(copies.get(face, 1) for face in faces)
        said = t(
            "{fault} ({more}{boxes}: {faces} in all, {cards})",
            fault=item,
            more=tn("and on {n} more face", "and on {n} more faces", more),
            boxes=boxes,
            faces=len(faces),
            cards=tn("{n} card", "{n} cards", cards),
        )
        result.append(Problem(first.file, first.line, first.field, said))
    return result


def counted_fault(
    fault: TemplateFault,
    source: Path,
    overrides: list[Path],
    diagrams: Mapping[str, Diagram] | None = None,
    allow: Sequence[Path] = (),
) -> BadInput:
    """The fault ``build`` met at its first face, said as ``check`` says it: once, at the
    pack's line, with the count of faces and cards that share it (audit14kit: build named
    only the first card). The pack is proofread again, in English as ``check`` reads it;
    a fault the proof does not meet again is said as it was."""
    field = _CARD_BOX.fullmatch(fault.problem.field)
    box = field["box"] if field else ""
    for p in proof_pack(source, overrides, diagrams=diagrams, allow=allow).problems:
        m = _CARD_BOX.fullmatch(p.field)
        if m is not None and m["box"] == box and p.message.startswith(fault.problem.message):
            return BadInput(str(p))
    return fault


def printed_untranslated(
    pack: Pack, lang: str, diagrams: Mapping[str, Diagram] | None = None, bleed: float = 3.0
) -> list[str]:
    """The pack's strings that reach a printed face in English when the kit is built in
    ``lang``: every face is made in that language and its text read back, so a field the
    catalogue never saw (an Era label, a region's name) is found, not only missing entries."""
    import re

    from lictor.i18n import Translator, translatable
    from lictor.pack_text import pack_strings, translate_pack

    if lang == "en":
        return []
    tr = Translator(lang)
    local = translate_pack(pack, tr)
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=bleed, translate=tr)
    printed: list[str] = []
    for deck in local.decks:
        faces = DeckFaces(deck, maker, local, diagrams)
        for i in range(len(deck.rows)):
            for side in ("front", "back"):
                face = faces.row_face(i, side)
                for prim in face.prims if face is not None else ():
                    if isinstance(prim, Text):
                        printed.append(" ".join(prim.block.plain.split()))
    candidates = set(pack_strings(pack))
    for deck in pack.decks:
        for row in deck.rows:
            candidates.update(v for v in _leaves(row.data) if translatable(v))
    # colour, icon and source names steer the drawing; they are never printed as words
    candidates -= {*pack.palette, *ICONS, "rulebook", "reconstruction", "blank", "user"}
    same = sorted((c for c in candidates if tr.has(c) and tr(c) == c), key=len, reverse=True)
    english = sorted((c for c in candidates if c not in same), key=len, reverse=True)
    found: dict[str, None] = {}
    for text in printed:
        for word in same:  # names spelt alike in both languages hide nothing
            text = text.replace(word, " ")
        for c in english:
            if len(c) > 1 and re.search(rf"(?<!\w){re.escape(c)}(?!\w)", text):
                found[c] = None
                text = text.replace(c, " ")
    return list(found)


def _leaves(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
