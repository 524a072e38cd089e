"""The `lictor referee` group and the context its commands share (the session file, the
session), in a module of its own so that referee.py and the commands kept beside it
(referee_board.py, referee_serve.py) all import it and none imports another."""

from __future__ import annotations

import contextlib
import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

import click

from lictor.cli.errors import LictorGroup
from lictor.errors import LictorError

if TYPE_CHECKING:  # imported when a command first asks for it: a kept rendering needs none
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

SESSION_ID = click.IntRange(1, 2**63 - 1)
# commands kept in modules of their own, imported (and so registered) only when asked for
LAZY = {
    "board": "lictor.cli.referee_board",
    "serve": "lictor.cli.referee_serve",
    "seat-cards": "lictor.cli.referee_serve",
    "score": "lictor.cli.referee_score",
}


class RefereeGroup(LictorGroup):
    """The referee's commands; those of LAZY are imported when named (or listed)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in LAZY:
            return super().get_command(ctx, cmd_name)
        importlib.import_module(LAZY[cmd_name])  # its @referee.command registers it
        found = super().get_command(ctx, cmd_name)
        if found is not None:
            with_common_options(found)
        return found


class Ctx:
    def __init__(self, db: Path, session: int | None, lang: str | None = None) -> None:
        self.db = db
        self.session = session
        self.lang = lang  # --lang, if given: it overrides the session's language
        self._stores: dict[bool, Store] = {}
        self._referees: dict[bool, Referee] = {}
        self._spoken = False

    def _store(self, create: bool) -> Store:
        if create not in self._stores:
            from lictor.i18n import resolve_lang, use_lang
            from lictor.rules.session import Store

            with use_lang(resolve_lang(self.lang)):  # the file's refusals: --lang, else LANG
                self._stores[create] = Store(self.db, create=create)
            self._speak(self._stores[create], create)
        return self._stores[create]

    def _referee(self, create: bool) -> Referee:
        if create not in self._referees:
            from lictor.games import referee_game
            from lictor.rules.referee import Referee

            # LICTOR_SNAPSHOTS=0: replay every command from the first action (to compare)
            snapshots = os.environ.get("LICTOR_SNAPSHOTS", "1") != "0"
            store = self._store(create)
            self._referees[create] = Referee(store, referee_game, snapshots=snapshots)
        return self._referees[create]

    def _speak(self, store: Store | None, create: bool) -> None:
        """Speak, for the rest of the command, ``--lang`` if given, else the session's
        language (`referee new --lang`), else the user's (LANG), else English."""
        from lictor.i18n import resolve_lang, use_lang

        ctx = click.get_current_context(silent=True)
        if self._spoken or ctx is None:
            return
        lang = self.lang
        if lang is None and not create and store is not None:
            with contextlib.suppress(LictorError):
                lang = store.session(self.session).lang or None
        ctx.with_resource(use_lang(resolve_lang(lang)))
        self._spoken = True

    def speak_before_the_file(self) -> None:
        """Speak ``--lang`` (else LANG) from now on: for `new`, whose checks of the players
        and the options come before any file is opened (or made)."""
        self._speak(None, True)

    @property
    def store(self) -> Store:
        """The session file alone (no game loaded), as ``referee`` opens it."""
        return self._store(False)

    @property
    def referee(self) -> Referee:
        """On an existing session file: never creates nor converts one."""
        return self._referee(False)

    @property
    def creator(self) -> Referee:
        """For `new` and `import`: creates the session file if there is none."""
        return self._referee(True)


pass_ctx = click.make_pass_decorator(Ctx)


@click.group(cls=RefereeGroup)
@click.option(
    "--db",
    type=click.Path(path_type=Path),
    envvar="LICTOR_DB",
    default=Path("lictor.sqlite"),
    show_default=True,
    help="The session file (or set LICTOR_DB).",
)
@click.option(
    "--session",
    "session",
    type=SESSION_ID,
    default=None,
    help="The session to use (default: the latest).",
)
@click.option(
    "--lang",
    default=None,
    help="The language to speak: en or it (default: the session's, else LANG).",
)
@click.pass_context
def referee(ctx: click.Context, db: Path, session: int | None, lang: str | None) -> None:
    """Referee a physical game: every action goes into a log, the state is its replay."""
    ctx.obj = Ctx(db, session, lang)


def _override_db(ctx: click.Context, _: click.Parameter, value: Path | None) -> None:
    if value is not None:
        obj = ctx.find_object(Ctx)
        if obj is not None:
            obj.db, obj._referees, obj._stores = value, {}, {}


def _override_lang(ctx: click.Context, _: click.Parameter, value: str | None) -> None:
    if value is not None:
        obj = ctx.find_object(Ctx)
        if obj is not None:
            obj.lang = value


def _override_session(ctx: click.Context, _: click.Parameter, value: int | None) -> None:
    if value is not None:
        obj = ctx.find_object(Ctx)
        if obj is not None:
            obj.session = value


# `--db`, `--session` and `--lang` are the group's, and are also taken after the subcommand
# (`lictor referee status --db game.sqlite`), where people naturally type them; a command
# with a `--lang` of its own (`serve`: the pages' language) keeps it.
def with_common_options(command: click.Command) -> None:
    """Gives ``command`` the group's options after the subcommand too (referee_group.LAZY's
    commands get them when they are registered; once)."""
    own = {p.name for p in command.params}
    if "db" in own:
        return
    command.params.extend(
        [
            click.Option(
                ["--db"],
                type=click.Path(path_type=Path),
                expose_value=False,
                callback=_override_db,
                help="The session file (also before the subcommand, or LICTOR_DB).",
            ),
            click.Option(
                ["--session"],
                type=SESSION_ID,
                expose_value=False,
                callback=_override_session,
                help="The session to use (default: the latest).",
            ),
        ]
    )
    if "lang" not in own:
        command.params.append(
            click.Option(
                ["--lang"],
                expose_value=False,
                callback=_override_lang,
                help=(
                    "The language to speak, en or it (`new --lang` keeps it for the session; "
                    "default: the session's, else LANG)."
                ),
            )
        )
