"""`enact PLAYER ROW [REFORM]`: a word after the row that names no Reform of the row is
refused naming that word, not as an out-of-order Reform (audit17 W8); the README's solo
game (seed 11), through `amend` of Rufus's Pilum."""

from __future__ import annotations

from pathlib import Path

from tests.cli.referee_kit import README_SOLO, ref, typed


def test_a_word_left_over_after_the_row_is_refused_by_name(tmp_path: Path) -> None:
    db = tmp_path / "solo.sqlite"
    typed(db, [*README_SOLO, "next"])
    before = ref(db, "log", "--json")[1]
    assert "enact Rufus military" in before  # #5, Rufus's Pilum
    code, out = ref(db, "amend", "5", "enact", "Rufus", "military", "extra")
    assert code == 2 and len(out.strip().splitlines()) == 1
    assert "enact: 'extra' is no military Reform (Pilum, " in out
    assert "`enact Rufus military` enacts the next" in out
    assert "must be enacted before" not in out
    assert ref(db, "log", "--json")[1] == before
    # a later Reform of the row, named: still the out-of-order line
    code, out = ref(db, "amend", "5", "enact", "Rufus", "military", "manipular-formation")
    assert code == 2 and "Pilum must be enacted before any later military Reform" in out
