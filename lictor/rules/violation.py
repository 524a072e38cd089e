"""Why an action is refused: a code, a message, the rule, and a hint at what is allowed."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.i18n import t
from lictor.rules.ruling import RuleRef


@dataclass(frozen=True)
class Violation:
    """Why an action is refused: a code, a message, the rule that forbids it, a hint."""

    code: str
    message: str
    rule: RuleRef
    hint: str = ""

    def __str__(self) -> str:
        hint = f" ({self.hint})" if self.hint else ""
        said = t("Not allowed - {rule}: {message}", rule=str(self.rule), message=self.message)
        return said + hint

    def as_dict(self) -> dict[str, str]:
        return {
            "code": self.code,
            "message": self.message,
            "section": self.rule.section,
            "rule": self.rule.title,
            "hint": self.hint,
        }


class IllegalAction(BadInput):
    """Raised by ``apply`` for an action ``check`` refuses; nothing was changed."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        super().__init__(str(violations[0]) if violations else t("Not allowed"))


class BadAction(BadInput):
    """The words do not make an action of this game at all (a typo, an unknown name)."""
