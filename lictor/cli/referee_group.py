"""The `lictor referee` group and the context its commands share (the session file, the
session), in a module of its own so that referee.py and the commands kept beside it
(referee_board.py, referee_serve.py) all import it and none imports another."""

from __future__ import annotations

import os
from pathlib import Path

import click

from lictor.cli.errors import LictorGroup
from lictor.rules.referee import Referee

SESSION_ID = click.IntRange(1, 2**63 - 1)


class Ctx:
    def __init__(self, db: Path, session: int | None) -> None:
        self.db = db
        self.session = session
        self._referees: dict[bool, Referee] = {}

    def _referee(self, create: bool) -> Referee:
        if create not in self._referees:
            from lictor.games import referee_game
            from lictor.rules.session import Store

            # LICTOR_SNAPSHOTS=0: replay every command from the first action (to compare)
            snapshots = os.environ.get("LICTOR_SNAPSHOTS", "1") != "0"
            self._referees[create] = Referee(
                Store(self.db, create=create), referee_game, snapshots=snapshots
            )
        return self._referees[create]

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
@click.pass_context
def referee(ctx: click.Context, db: Path, session: int | None) -> None:
    """Referee a physical game: every action goes into a log, the state is its replay."""
    ctx.obj = Ctx(db, session)
