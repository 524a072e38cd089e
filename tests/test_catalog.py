"""The catalogues themselves: one translation for each text."""

from __future__ import annotations

from pathlib import Path

import pytest

from lictor.catalog import area, code_strings, duplicate_ids, read_po, sides
from lictor.i18n import PLURAL_SEP

LOCALE = Path(__file__).resolve().parents[1] / "lictor" / "locale"
CATALOGS = sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))


def test_there_is_an_italian_catalogue() -> None:
    assert any(p.parts[-3] == "it" for p in CATALOGS)


@pytest.mark.parametrize("po", CATALOGS, ids=[p.parts[-3] for p in CATALOGS])
def test_each_text_has_one_translation_in_the_catalogue(po: Path, tmp_path: Path) -> None:
    assert duplicate_ids(po) == []
    twice = tmp_path / "twice.po"
    twice.write_text('msgid "Massilia"\nmsgstr "Massalia"\n\nmsgid "Massilia"\nmsgstr "Massilia"\n')
    assert duplicate_ids(twice) == ["Massilia"]  # the check sees what it is for


def test_each_text_lives_in_one_catalogue_file() -> None:
    """A text in two files (the kits' and a game's) would be translated twice, and the
    compiled catalogue would keep one of them at random."""
    home: dict[tuple[str, str], str] = {}
    twice = []
    for po in CATALOGS:
        for key in read_po(po):
            lang = po.parts[-3]
            if (lang, key) in home:
                twice.append((key, home[(lang, key)], po.name))
            home[(lang, key)] = po.name
    assert twice == []


def test_a_new_text_goes_to_the_catalogue_of_the_part_that_says_it() -> None:
    here = Path(__file__).resolve().parents[1] / "lictor"
    phases = here / "games" / "carta_imperia" / "rules" / "phases"
    assert area(phases / "civil_war" / "battle.py") == "carta_imperia.civil_war"
    assert area(here / "games" / "hannibal" / "rules" / "game.py") == "hannibal"
    assert area(here / "rules" / "referee.py") == "referee"
    assert area(here / "cli" / "referee.py") == "referee"
    assert area(here / "generators" / "kit.py") == "lictor"


def test_the_extractor_finds_the_referees_messages(tmp_path: Path) -> None:
    code = tmp_path / "rules.py"
    code.write_text(
        "from lictor.i18n import t, tn\n"
        "RULE = ref('Action Cards > eXec', 'who may elect')\n"
        "def say(n: int) -> str:\n"
        "    return t('{who} elects', who='Ann') + tn('{n} Legion', '{n} Legions', n)\n"
        "def number() -> object:\n"
        "    return ref('1.05.3')\n"
    )
    found = code_strings([tmp_path])
    assert found == [
        "Action Cards > eXec",
        "who may elect",
        "{who} elects",
        "{n} Legion" + PLURAL_SEP + "{n} Legions",
    ]  # a section that is a number is no text
    assert code_strings([tmp_path], kit=True) == []  # the kit prints none of them


def test_a_catalogue_a_merge_left_in_conflict_keeps_both_sides(tmp_path: Path) -> None:
    """Two branches translating texts side by side in one file: every translation of each
    side survives (`python -m lictor.catalog extract --merge`)."""
    text = (
        'msgid "Era"\nmsgstr "Era"\n\n'
        '<<<<<<< HEAD\nmsgid "Legion"\nmsgstr "Legione"\n'
        '=======\nmsgid "Fleet"\nmsgstr "Flotta"\n\nmsgid "Legion"\nmsgstr ""\n'
        ">>>>>>> branch\n"
    )
    ours, theirs = sides(text)
    (tmp_path / "ours.po").write_text(ours)
    (tmp_path / "theirs.po").write_text(theirs)
    assert read_po(tmp_path / "ours.po") == {"Era": "Era", "Legion": "Legione"}
    assert read_po(tmp_path / "theirs.po") == {"Era": "Era", "Fleet": "Flotta", "Legion": ""}


@pytest.mark.parametrize("po", CATALOGS, ids=[f"{p.parts[-3]}/{p.stem}" for p in CATALOGS])
def test_every_text_of_the_catalogue_is_translated(po: Path) -> None:
    """Issue 31: no text the referee (or a kit) says is left untranslated - a plural entry
    with both its forms; an empty one would print English (or, for a plural, nothing)."""
    empty = [key for key, value in read_po(po).items() if not all(value.split(PLURAL_SEP))]
    assert empty == []
