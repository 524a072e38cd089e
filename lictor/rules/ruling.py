"""Rulings that explain themselves: every step names the rule it applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class RuleRef:
    """Where a rule is written: the game, the rulebook section, and a short title."""

    game: str
    section: str
    title: str = ""

    def __str__(self) -> str:
        return f"{self.section}" + (f", {self.title}" if self.title else "")


@dataclass(frozen=True)
class Line:
    """One step of a ruling: what was applied, its result, and the rule behind it."""

    text: str
    rule: RuleRef
    value: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "value": self.value,
            "section": self.rule.section,
            "rule": self.rule.title,
        }
