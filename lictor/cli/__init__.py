"""The `lictor` command. Thin: parse options, call the core, print.

Subcommands are imported only when they run, so `lictor referee act` never loads the
print engine (reportlab) and answers quickly.
"""

from __future__ import annotations

# first: the methods dataclasses writes for lictor's classes, compiled once and kept
# (lictor/codecache.py), for every class a command builds
from lictor import codecache

codecache.install()

import importlib  # noqa: E402
from typing import Any  # noqa: E402

import click  # noqa: E402

from lictor import __version__  # noqa: E402
from lictor.cli.errors import LictorGroup  # noqa: E402
from lictor.cli.terminal import escaping  # noqa: E402

COMMANDS = {
    "games": ("lictor.cli.games", "games", "List the games lictor knows and what it offers."),
    "build": ("lictor.cli.build", "build", "Write a print-and-play kit."),
    "check": ("lictor.cli.check", "check", "Validate a content pack and report every problem."),
    "score": ("lictor.cli.score", "score", "Score the end of a game, line by line."),
    "resolve": ("lictor.cli.resolve", "resolve", "Quick rulings without a session."),
    "referee": ("lictor.cli.referee", "referee", "Referee a physical game from an event log."),
    "lab": ("lictor.cli.lab", "lab", "Play many seeded games and measure who wins."),
}


class LazyGroup(LictorGroup):
    def main(self, *args: Any, **kwargs: Any) -> Any:
        # every text a pack or a session file gives reaches the terminal escaped (issue 23)
        with escaping():
            return super().main(*args, **kwargs)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, attr, _ = COMMANDS[cmd_name]
        command = getattr(importlib.import_module(module), attr)
        assert isinstance(command, click.Command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, help_) for name, (_, _, help_) in COMMANDS.items()]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(name="lictor", cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="lictor")
def main() -> None:
    """lictor: print-and-play kits and a table referee for Roman board games.

    Start with `lictor games`, then `lictor build GAME`.
    """


def run() -> None:
    """The console script and ``python -m lictor``: ``main``, a short command ended
    quickly (lictor/cli/quick.py)."""
    import sys

    from lictor.cli import quick

    quick.run(main, sys.argv[1:])


__all__ = ["main", "run"]
