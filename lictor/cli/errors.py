"""How the CLI reports a user's mistake: one line, the right exit code, no traceback.

Every usage error (an unknown option, a missing argument, a number out of range) is one
line ending in "see `lictor ... --help`"; a LictorError is its own one line; with
``--json`` a refusal is also a JSON object on stdout (code, message, section, hint), so a
script reads it as it reads an answer.
"""

from __future__ import annotations

import errno
import json
import sqlite3
import sys
from typing import IO, Any

import click

from lictor.errors import LictorError


class UserError(click.ClickException):
    """A LictorError on its way to the terminal: a failure of lictor's own (exit 1).
    ``lang``: the language of the command that failed (its message is said in it), so
    that the "Error:" before it is too."""

    exit_code = 1
    lang = "en"

    def show(self, file: IO[Any] | None = None) -> None:
        from lictor.i18n import t, use_lang

        if self.lang == "en":
            super().show(file)
            return
        with use_lang(self.lang):
            said = t("Error: {message}", message=self.format_message())
        out = file if file is not None else sys.stderr
        click.echo(said, file=out)


class BadInputError(UserError):
    """The user's input was wrong or the move illegal (exit 2)."""

    exit_code = 2


def user_error(message: str, exit_code: int, lang: str = "en") -> UserError:
    """The ClickException that prints `message` and exits with `exit_code`.

    Click keeps the exit code on the class, so each code has its own class rather than
    an instance attribute (newer mypy rightly refuses to assign a class variable there).
    """
    error = BadInputError(message) if exit_code == 2 else UserError(message)
    error.lang = lang
    return error


NO_ARGS_IS_HELP: tuple[type[click.UsageError], ...] = tuple(
    getattr(click.exceptions, name)
    for name in ("NoArgsIsHelpError",)
    if hasattr(click.exceptions, name)
)


def one_line_usage(exc: click.UsageError) -> click.ClickException:
    """Click's four-line usage error (Usage / Try / blank / Error) as one line; a group
    given no command still shows its help (that is not an error of one line)."""
    if isinstance(exc, NO_ARGS_IS_HELP):
        return exc
    path = exc.ctx.command_path if exc.ctx is not None else "lictor"
    message = " ".join(exc.format_message().split())
    return BadInputError(f"{message} (see `{path} --help`)")


def refusal(exc: Exception) -> dict[str, Any]:
    """A refusal as a script reads it: code, message, section, hint."""
    violations = getattr(exc, "violations", None)
    if violations:
        return {"ok": False, **violations[0].as_dict()}
    code = "bad-input" if getattr(exc, "exit_code", 1) == 2 else "error"
    return {"ok": False, "code": code, "message": str(exc), "section": "", "hint": ""}


class LictorCommand(click.Command):
    """A command whose refusal, under ``--json``, is also a JSON object on stdout."""

    def invoke(self, ctx: click.Context) -> Any:
        from lictor.i18n import current_lang

        try:
            return super().invoke(ctx)
        except LictorError as exc:
            if ctx.params.get("as_json"):
                click.echo(json.dumps(refusal(exc), indent=2, ensure_ascii=False))
            exc.lang = current_lang()  # type: ignore[attr-defined]  # the command's language
            raise


class LictorGroup(click.Group):
    """The `lictor` group and its subgroups: every error below becomes one line."""

    command_class = LictorCommand

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as exc:
            raise one_line_usage(exc) from exc

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            raise one_line_usage(exc) from exc
        except LictorError as exc:
            raise user_error(str(exc), exc.exit_code, getattr(exc, "lang", "en")) from exc
        except sqlite3.Error as exc:  # a file the checks above did not foresee
            raise user_error(f"the session file cannot be used: {exc}", 2) from exc
        except OSError as exc:
            if exc.errno == errno.EPIPE:  # the reader went away (`| head`): click's own quiet
                raise
            where = f"{exc.filename}: " if exc.filename else ""
            raise user_error(f"{where}{exc.strerror or exc}", 2) from exc
