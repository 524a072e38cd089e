"""How the CLI reports a user's mistake: one line, the right exit code, no traceback."""

from __future__ import annotations

from typing import Any

import click

from lictor.errors import LictorError


class UserError(click.ClickException):
    """A LictorError on its way to the terminal: a failure of lictor's own (exit 1)."""

    exit_code = 1


class BadInputError(UserError):
    """The user's input was wrong or the move illegal (exit 2)."""

    exit_code = 2


def user_error(message: str, exit_code: int) -> UserError:
    """The ClickException that prints `message` and exits with `exit_code`.

    Click keeps the exit code on the class, so each code has its own class rather than
    an instance attribute (newer mypy rightly refuses to assign a class variable there).
    """
    return BadInputError(message) if exit_code == 2 else UserError(message)


class LictorGroup(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except LictorError as exc:
            raise user_error(str(exc), exc.exit_code) from exc
