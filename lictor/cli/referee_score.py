"""`lictor referee score`: the end of a session's game, line by line (each player's
breakdown, then who won, or the Historical variant's won or lost with the regions missing),
read from the game's own status view; before the end it is refused, in one line."""

from __future__ import annotations

from typing import Any

import click

from lictor.cli.output import echo_json
from lictor.cli.referee_group import Ctx, pass_ctx, referee
from lictor.errors import BadInput
from lictor.i18n import said_section, t


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def score(obj: Ctx, as_json: bool) -> None:
    """The final score, once the game is over: each player's total line by line, and who
    won (refused before the end: `status` says where the game stands)."""
    from lictor.rules.visible import status_view

    loaded = obj.referee.load(obj.session)
    agenda = loaded.game.agenda(loaded.state)
    if not agenda.over:
        raise BadInput(
            t(
                "score: the game is not over yet (next: {prompt}); `lictor referee status` "
                "shows where it stands",
                prompt=agenda.prompt,
            )
        )
    sheet: dict[str, Any] | None = status_view(loaded, None).get("score")
    if as_json:
        echo_json(
            {
                "game": loaded.info.game,
                "outcome": agenda.outcome,
                "winners": list(agenda.winners),
                "score": sheet,
            }
        )
        return
    for line in score_lines(sheet):
        click.echo(line)
    section = said_section(agenda.section) if agenda.section else ""
    click.echo(t("Game over - {prompt}", prompt=agenda.prompt) + f"  [{section}]")


def score_lines(sheet: dict[str, Any] | None) -> list[str]:
    """Each player's total and its lines (with the rule each cites), then the outcome's."""
    if not sheet:  # a game that keeps no score sheet, or an end that scores nobody
        return []
    out = []
    for name, p in sheet["players"].items():
        out.append(f"{name}: {p['total']}")
        out.extend(f"    {line['text']}  [{said_section(line['section'])}]" for line in p["lines"])
    out.extend(f"{line['text']}  [{said_section(line['section'])}]" for line in sheet["lines"])
    return out
