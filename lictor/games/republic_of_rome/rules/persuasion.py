"""Persuasion attempts (1.07.412-1.07.414): bribes raise the base number, counter-bribes
lower it, 2d6 decide, and every talent spent goes to the target senator."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.rules.ruling import Line

RULE = "1.07.412-1.07.414"


def chance_at_most(target: int) -> Fraction:
    """P(2d6 <= target)."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= target)
    return Fraction(ways, 36)


@dataclass(frozen=True)
class PersuasionRuling:
    target: int
    chance: Fraction
    success: bool | None
    talents_to_target: int
    lines: tuple[Line, ...]


def persuasion(
    base: int, bribes: int, counter_bribes: int, roll: int | None = None
) -> PersuasionRuling:
    for name, value in (("--bribes", bribes), ("--counter-bribes", counter_bribes)):
        if value < 0:
            raise BadInput(f"{name}: talents spent are 0 or more, got {value}")
    if roll is not None and not 2 <= roll <= 12:
        raise BadInput(f"--roll: 2d6 gives 2 to 12, got {roll}")
    target = base + bribes - counter_bribes
    lines = [
        Line(
            f"Target number: base {base} + {bribes} bribes - {counter_bribes} "
            f"counter-bribes = {target}",
            ref(RULE, "bribes and counter-bribes"),
            target,
        )
    ]
    chance = chance_at_most(target)
    lines.append(
        Line(
            f"Chance of rolling {target} or less on 2d6: {chance.numerator}/"
            f"{chance.denominator} ({float(chance):.0%})",
            ref(RULE, "the roll against 2d6"),
            None,
        )
    )
    success = None
    if roll is not None:
        success = roll <= target
        lines.append(
            Line(
                f"Rolled {roll}: "
                + ("the senator is persuaded" if success else "the attempt fails"),
                ref(RULE, "the roll against 2d6"),
                roll,
            )
        )
    talents = bribes + counter_bribes
    lines.append(
        Line(
            f"{talents} talents go to the target senator's personal treasury, whatever the result",
            ref(RULE, "where the talents go"),
            talents,
        )
    )
    return PersuasionRuling(target, chance, success, talents, tuple(lines))
