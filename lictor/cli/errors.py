"""How the CLI reports a user's mistake: one line, the right exit code, no traceback."""

from __future__ import annotations

from typing import Any

import click

from lictor.errors import LictorError


class UserError(click.ClickException):
    """A LictorError on its way to the terminal."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code


class LictorGroup(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except LictorError as exc:
            raise UserError(str(exc), exc.exit_code) from exc
