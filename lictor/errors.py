"""Errors a user can cause, each with the exit code the CLI gives it.

Bad input (a broken pack, an unknown size, a text that cannot fit) is exit code 2;
anything else that stops a command is 1. The CLI turns these into one-line messages,
never a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass


class LictorError(Exception):
    """Base class: a failure lictor can explain in one line."""

    exit_code = 1


class BadInput(LictorError):
    """The user's input (a file, an option, a pack) is wrong; nothing was written."""

    exit_code = 2


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a content pack, located as precisely as we can."""

    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        field = f" {self.field}:" if self.field else ""
        return f"{where}:{field} {self.message}"


class PackError(BadInput):
    """A content pack failed validation; carries every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = str(problems[0]) if problems else "invalid content pack"
        more = f" (and {len(problems) - 1} more; run `lictor check`)" if len(problems) > 1 else ""
        super().__init__(first + more)


class TemplateFault(BadInput):
    """A pack's template failed or was refused: one line with the file, line, card and box."""

    def __init__(self, where: tuple[str, int | None], card: str, box: str, detail: str) -> None:
        detail = " ".join(detail.split())
        if len(detail) > 200:
            detail = detail[:197] + "..."
        self.problem = Problem(where[0], where[1], f"card {card!r}, box {box!r}", detail)
        super().__init__(str(self.problem))


class TextOverflow(TemplateFault):
    """A text does not fit its box even at the smallest allowed size; located at the row
    that supplied the text (or at the layout's own text, when it names no field)."""

    def __init__(
        self, card: str, box: str, detail: str, where: tuple[str, int | None] = ("", None)
    ) -> None:
        self.card = card
        self.box = box
        super().__init__(where, card, box, f"text does not fit ({detail})")
