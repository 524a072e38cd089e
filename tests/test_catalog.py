"""The catalogues themselves: one translation for each text."""

from __future__ import annotations

from pathlib import Path

import pytest

from lictor.catalog import duplicate_ids

LOCALE = Path(__file__).resolve().parents[1] / "lictor" / "locale"
CATALOGS = sorted(LOCALE.glob("*/LC_MESSAGES/lictor.po"))


def test_there_is_an_italian_catalogue() -> None:
    assert any(p.parts[-3] == "it" for p in CATALOGS)


@pytest.mark.parametrize("po", CATALOGS, ids=[p.parts[-3] for p in CATALOGS])
def test_each_text_has_one_translation_in_the_catalogue(po: Path, tmp_path: Path) -> None:
    assert duplicate_ids(po) == []
    twice = tmp_path / "twice.po"
    twice.write_text('msgid "Massilia"\nmsgstr "Massalia"\n\nmsgid "Massilia"\nmsgstr "Massilia"\n')
    assert duplicate_ids(twice) == ["Massilia"]  # the check sees what it is for
