"""What the referee CLI tests share: a `lictor referee --db DB ...` call, and a table's
lines typed one by one, each of which must succeed."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main

# the README's solo game (seed 11) up to Ann's Action cards
README_SOLO = [
    "new carta-imperia --players Ann --npc Rufus,Cato --seed 11",
    "next",
    "act --seat Ann choose Ann exploit expand",
]


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


def typed(db: Path, lines: Iterable[str]) -> None:
    """Each line (words after `lictor referee --db DB`) as a table types it: each succeeds."""
    for line in lines:
        code, out = ref(db, *line.split())
        assert code == 0, f"{line}: {out}"
