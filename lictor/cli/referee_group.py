"""The `lictor referee` group and the context its commands share (the session file, the
session), in a module of its own so that referee.py and the commands kept beside it
(referee_board.py, referee_serve.py) all import it and none imports another."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import click

from lictor.cli.errors import LictorGroup
from lictor.errors import LictorError
from lictor.rules.referee import Referee

SESSION_ID = click.IntRange(1, 2**63 - 1)


class Ctx:
    def __init__(self, db: Path, session: int | None, lang: str | None = None) -> None:
        self.db = db
        self.session = session
        self.lang = lang  # --lang, if given: it overrides the session's language
        self._referees: dict[bool, Referee] = {}
        self._spoken = False

    def _referee(self, create: bool) -> Referee:
        if create not in self._referees:
            from lictor.games import referee_game
            from lictor.rules.session import Store

            # LICTOR_SNAPSHOTS=0: replay every command from the first action (to compare)
            snapshots = os.environ.get("LICTOR_SNAPSHOTS", "1") != "0"
            from lictor.i18n import resolve_lang, use_lang

            with use_lang(resolve_lang(self.lang)):  # the file's refusals: --lang, else LANG
                store = Store(self.db, create=create)
            self._referees[create] = Referee(store, referee_game, snapshots=snapshots)
            self._speak(self._referees[create], create)
        return self._referees[create]

    def _speak(self, referee: Referee | None, create: bool) -> None:
        """Speak, for the rest of the command, ``--lang`` if given, else the session's
        language (`referee new --lang`), else the user's (LANG), else English."""
        from lictor.i18n import resolve_lang, use_lang

        ctx = click.get_current_context(silent=True)
        if self._spoken or ctx is None:
            return
        lang = self.lang
        if lang is None and not create and referee is not None:
            with contextlib.suppress(LictorError):
                lang = referee.store.session(self.session).lang or None
        ctx.with_resource(use_lang(resolve_lang(lang)))
        self._spoken = True

    def speak_before_the_file(self) -> None:
        """Speak ``--lang`` (else LANG) from now on: for `new`, whose checks of the players
        and the options come before any file is opened (or made)."""
        self._speak(None, True)

    @property
    def referee(self) -> Referee:
        """On an existing session file: never creates nor converts one."""
        return self._referee(False)

    @property
    def creator(self) -> Referee:
        """For `new` and `import`: creates the session file if there is none."""
        return self._referee(True)


pass_ctx = click.make_pass_decorator(Ctx)


@click.group(cls=LictorGroup)
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
