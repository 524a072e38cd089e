"""A seeded whole game of Carta Imperia refereed in Italian (issue 31): every `next`,
`status`, event and refusal of the transcript in Italian, and nothing the catalogue lacks.

Not collected by pytest (its name does not start with ``test_``): it can only pass once
every Carta helper's catalogue is merged (the phases' texts are other files'). The
coordinator calls ``whole_game_in_italian`` from a test after the merge."""

from __future__ import annotations

from pathlib import Path

from tests.italian import english_left, play

SEED = 3
PLAYERS = "Ann,Ben,Cy"


def whole_game_in_italian(tmp_path: Path, seed: int = SEED, steps: int = 3000) -> None:
    """Ann, Ben and Cy play a seeded random game of the Full Game to its end (or ``steps``
    actions) in Italian: no English left in what the referee printed, and every message
    it said is in the Italian catalogue."""
    tr, missing = play("carta-imperia", PLAYERS, seed, tmp_path, steps=steps)
    assert missing == set(), sorted(missing)[:40]
    left = english_left(tr.text)
    assert left == [], "\n".join(left[:40])


if __name__ == "__main__":  # python -m tests.games.carta_imperia.italian_game OUT_DIR
    import sys
    import tempfile

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    tr, missing = play("carta-imperia", PLAYERS, SEED, out, steps=steps)
    (out / "transcript.txt").write_text(tr.text, encoding="utf-8")
    (out / "missing.txt").write_text("\n".join(sorted(missing)), encoding="utf-8")
    (out / "english.txt").write_text("\n".join(english_left(tr.text)), encoding="utf-8")
    print(out, len(missing), "missing,", len(english_left(tr.text)), "English lines")
