from __future__ import annotations

import json
from pathlib import Path

import click

from lictor.cli.output import allow_path_option, content_option, existing
from lictor.games import diagrams_of, pack_source
from lictor.generators.proof import printed_untranslated, proof_pack
from lictor.i18n import plural


@click.command()
@click.argument("game_or_pack")
@content_option
@allow_path_option
@click.option("--json", "as_json", is_flag=True, help="Print the problems as JSON.")
@click.option("--lang", default=None, help="Also list the strings not translated into LANG.")
def check(
    game_or_pack: str,
    contents: tuple[Path, ...],
    allow: tuple[Path, ...],
    as_json: bool,
    lang: str | None,
) -> None:
    """Validate a content pack and report every problem (file:line, field, what is wrong).

    Also checks deck sizes against the counts the rulebook states, and that every
    card's text fits its box.
    """
    existing(contents)
    report = proof_pack(
        pack_source(game_or_pack), list(contents), diagrams=diagrams_of(game_or_pack), allow=allow
    )
    untranslated: list[str] = []
    if lang is not None:
        from lictor.catalog import missing
        from lictor.content.loader import check_pack
        from lictor.i18n import resolve_lang

        pack, _ = check_pack(pack_source(game_or_pack), list(contents), allow)
        if pack is not None and not report.problems:
            code = resolve_lang(lang)
            # the catalogue's gaps, and what a kit in that language would print in English
            printed = printed_untranslated(pack, code, diagrams_of(game_or_pack))
            untranslated = list(dict.fromkeys(missing(pack, code) + printed))
    if as_json:
        click.echo(
            json.dumps(
                {
                    "ok": not report.problems,
                    "untranslated": untranslated,
                    "decks": report.decks,
                    "cards": report.cards,
                    "sheets": report.sheets,
                    "problems": [
                        {"file": p.file, "line": p.line, "field": p.field, "message": p.message}
                        for p in report.problems
                    ],
                },
                indent=2,
            )
        )
    else:
        for p in report.problems:
            click.echo(str(p))
        if not report.problems:
            counts = (
                plural(report.decks, "deck", "decks"),
                plural(report.cards, "card", "cards"),
                plural(report.sheets, "sheet", "sheets"),
            )
            click.echo("OK: " + ", ".join(counts))
        if lang is not None:
            for text in untranslated:
                click.echo(f"untranslated ({lang}): {text!r}")
            n = len(untranslated)
            click.echo(f"{plural(n, 'string falls', 'strings fall')} back to English")
    if report.problems:
        raise click.exceptions.Exit(2)
