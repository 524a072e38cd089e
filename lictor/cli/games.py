from __future__ import annotations

import json

import click

from lictor.games import registry


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
def games(as_json: bool) -> None:
    """List the games lictor knows and what it offers for each."""
    known = registry()
    if as_json:
        click.echo(
            json.dumps(
                [
                    {"id": g.id, "title": g.title, "offers": list(g.offers), "summary": g.summary}
                    for g in known.values()
                ],
                indent=2,
            )
        )
        return
    width = max(len(g) for g in known)
    for g in known.values():
        click.echo(f"{g.id:<{width}}  {g.title}")
        click.echo(f"{'':<{width}}  offers: {', '.join(g.offers)}  -  {g.summary}")
