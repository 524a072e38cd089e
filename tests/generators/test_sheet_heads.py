"""A printed table's column heads are never broken inside a word (the Senators' ledger
printed "Concession" / "s" on A4, "Loyalt" / "y" on Letter): a head too wide for its
column is set smaller. Read back from the PDF, in English and Italian, A4 and Letter."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.kit import BuildOptions, build_kit
from lictor.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_tables_column_heads_are_never_broken_inside_a_word(
    tmp_path: Path, paper: str, lang: str
) -> None:
    game = "republic-of-rome"
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    tr = Translator(lang)
    options = BuildOptions(
        out_dir=tmp_path, paper=paper, lang=lang, kit=False, diagrams=diagrams_of(game)
    )
    written = build_kit(pack, options)
    tables = [s for s in pack.sheets if s.columns]
    assert tables
    broken: list[str] = []
    checked = set()
    for w in written:
        doc = pypdfium2.PdfDocument(w.path)
        for page in doc:
            text = page.get_textpage().get_text_range()
            for sheet in tables:
                if tr(sheet.title) not in text:
                    continue
                checked.add(sheet.id)
                heads = [tr(c).replace("**", "") for c in sheet.columns]
                words = {x for head in heads for x in head.split()}
                # the head row's lines: most of their words are head words (not prose)
                rows = [line.split() for line in text.splitlines()]
                tokens = {t for r in rows if sum(t in words for t in r) * 2 > len(r) for t in r}
                broken += [f"{sheet.id}: {x}" for x in sorted(words) if x not in tokens]
        doc.close()
    assert checked == {s.id for s in tables}
    assert broken == []
