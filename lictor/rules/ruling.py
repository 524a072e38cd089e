"""Rulings that explain themselves: every step names the rule it applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lictor.i18n import t


@dataclass(frozen=True, init=False)
class RuleRef:
    """Where a rule is written: the game, the rulebook section, and a short title.

    Kept in English, the rulebook's words (a test, a log, a JSON key compares them); said
    in the language now spoken: ``str()``, ``said_section`` and ``said_title`` (the section
    names as the Italian aids print them; a numbered section stays its number)."""

    game: str
    section: str
    title: str = ""

    def __init__(self, game: str, section: str, title: str = "") -> None:
        d = self.__dict__  # as Event's (lictor.rules.game): each field written straight in
        d["game"] = game
        d["section"] = section
        d["title"] = title

    def __str__(self) -> str:
        return self.said_section + (f", {self.said_title}" if self.title else "")

    @property
    def said_section(self) -> str:
        return t(self.section)

    @property
    def said_title(self) -> str:
        return t(self.title) if self.title else ""


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
