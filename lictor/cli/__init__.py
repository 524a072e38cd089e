"""The `lictor` command. Thin: parse options, call the core, print."""

from __future__ import annotations

from typing import Any

import click

from lictor import __version__
from lictor.cli.errors import LictorGroup


@click.group(cls=LictorGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="lictor")
def main() -> None:
    """lictor: print-and-play kits and a table referee for Roman board games.

    Start with `lictor games`, then `lictor build GAME`.
    """


def _register() -> None:
    from lictor.cli.build import build
    from lictor.cli.check import check
    from lictor.cli.games import games
    from lictor.cli.resolve import resolve
    from lictor.cli.score import score

    for command in (games, build, check, score, resolve):
        main.add_command(command)


_register()

__all__: list[Any] = ["main"]
