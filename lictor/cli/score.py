from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from lictor.cli.errors import LictorCommand
from lictor.cli.output import echo_json, echo_lines, lang_option
from lictor.content.yamlsource import MAX_BYTES, LineMap
from lictor.errors import BadInput
from lictor.i18n import current_lang, t
from lictor.lazy import LazyModule

if TYPE_CHECKING:
    from lictor.games.imperium.rules.board import Board
    from lictor.rules import inputs
else:  # pydantic and PyYAML, for a file not scored before (issue 27: see _kept_score)
    inputs = LazyModule("lictor.rules.inputs")

GAMES = ("carta-imperia", "imperium")
PRESTIGE = "Prestige"


@click.command(cls=LictorCommand)
@lang_option
@click.argument("game")
@click.argument("file", required=False)
@click.option("--final", "final_file", help="Imperium: a score track ({player: points}).")
@click.option("--json", "as_json", is_flag=True, help="Print the ruling as JSON.")
@click.option(
    "--content",
    "content",
    type=click.Path(path_type=Path),
    default=None,
    help="Imperium: the table's own board (data.board: the points lists, the ring), the pack "
    "`referee new --content` takes, checked alike.",
)
@click.option(
    "--pdf",
    "pdf",
    type=click.Path(path_type=Path),
    help="Carta Imperia: also write a filled-in score sheet.",
)
def score(
    game: str,
    file: str | None,
    final_file: str | None,
    as_json: bool,
    content: Path | None,
    pdf: Path | None,
) -> None:
    """Score the end of a game (or an Imperium province) from a YAML/JSON file; - is stdin."""
    if game == "carta-imperia":
        if file is None:
            raise BadInput(t("give the end-of-game FILE (YAML or JSON; - for stdin)"))
        if content is not None:
            raise BadInput(
                t("--content: the Carta Imperia score takes no pack (only imperium's does)")
            )
        if pdf is None:
            _kept_score(file, as_json)
        else:
            _carta(file, as_json, pdf)
    elif game == "imperium":
        if (file is None) == (final_file is None):
            raise BadInput(t("give a province scoring FILE, or --final TRACK.yaml"))
        board = _imperium_board(content)  # a bad pack refused before the file is read
        if final_file is not None:
            _imperium_final(board, final_file, as_json)
        else:
            _imperium(board, file or "", as_json)
    else:
        raise BadInput(
            t(
                "lictor cannot score {game} (it scores: {games})",
                game=repr(game),
                games=", ".join(GAMES),
            )
        )


def _kept_score(file: str, as_json: bool) -> None:
    """A Carta Imperia score printed as an identical earlier one was (issue 27): what it
    printed is kept in the pack cache (lictor/content/cache.py), keyed by the file's bytes,
    the language and ``--json`` (and, as every entry there, lictor's version and the
    fingerprint of its code), under this user's MAC; a damaged entry is ignored. A kept
    score imports neither PyYAML nor pydantic. Standard input, a file too large or that
    cannot be read, and a refused file are never kept: they are read as before."""
    from lictor.content import cache

    try:
        raw = Path(file).read_bytes() if file != "-" and Path(file).is_file() else None
    except OSError:
        raw = None
    if raw is None or len(raw) > MAX_BYTES:
        _carta(file, as_json, None)
        return
    head = f"carta-score 1\n{current_lang()}\n{int(as_json)}\n".encode()

    def score_now() -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            _carta(file, as_json, None)  # BadInput: refused, nothing kept
        return out.getvalue()

    said = cache.cached("carta-score", head + raw, score_now, str, _text)
    sys.stdout.write(said)


def _text(plain: Any) -> str | None:
    return plain if isinstance(plain, str) else None


def _carta(file: str, as_json: bool, pdf: Path | None) -> None:
    from lictor.games.carta_imperia.rules.scoring import EndState, score_game

    data, lines = inputs.read_input(file)
    if isinstance(data, dict) and data.get("variant") == "historical":
        _historical(data, lines, as_json)
        return
    sheet = score_game(inputs.parse(EndState, data, lines))
    if pdf is not None:
        from lictor.generators.scoresheet import write_score_sheet

        ranked = sorted(sheet.players, key=lambda p: (-p.total, -p.auctoritas, p.name))
        write_score_sheet(
            pdf,
            t("Carta Imperia - final score"),
            [*_columns()[:5], t("Auctoritas"), _columns()[5]],
            [
                [p.name, p.prestige, p.status, p.emporia, p.legacy, p.auctoritas, p.total]
                for p in ranked
            ],
            [(p.name, p.total) for p in reversed(ranked)],
            [f"{line.text} [{line.rule.said_section}]" for line in sheet.lines]
            + [
                f"{p.name}: {line.text} [{line.rule.said_section}]"
                for p in ranked
                for line in p.lines
            ],
        )
    if as_json:
        echo_json(
            {
                "game": "carta-imperia",
                "outcome": sheet.outcome,
                "winners": list(sheet.winners),
                "players": [
                    {
                        "name": p.name,
                        "prestige": p.prestige,
                        "status": p.status,
                        "emporia": p.emporia,
                        "legacy": p.legacy,
                        "total": p.total,
                        "lines": [line.as_dict() for line in p.lines],
                    }
                    for p in sheet.players
                ],
                "lines": [line.as_dict() for line in sheet.lines],
            }
        )
        return
    heads = _columns()
    width = max(len(p.name) for p in sheet.players)
    widths = [len(h) for h in heads[1:]]
    click.echo(f"{heads[0]:<{width}}  " + "  ".join(heads[1:]))
    for p in sorted(sheet.players, key=lambda p: (-p.total, -p.auctoritas, p.name)):
        values = (p.prestige, p.status, p.emporia, p.legacy, p.total)
        cells = "  ".join(f"{v:>{w}}" for v, w in zip(values, widths, strict=True))
        click.echo(f"{p.name:<{width}}  {cells}")
    for p in sheet.players:
        click.echo(f"\n{p.name}:")
        echo_lines(p.lines)
    click.echo("\n" + t("Ruling:"))
    echo_lines(sheet.lines)
    if pdf is not None:
        click.echo("\n" + t("wrote {file}", file=str(pdf)))


def _columns() -> list[str]:
    """The score table's heads, as the score pad prints them."""
    prestige = PRESTIGE  # Carta's own word, in its catalogue (not extracted from here)
    return [t("Familia"), t(prestige), t("Status"), t("Emporia"), t("Legacy"), t("Total")]


def _imperium_board(content: Path | None) -> Board:
    """lictor's board, or the table's ``--content`` pack over it (the referee's checks)."""
    from lictor.games.imperium.rules.board import load_board
    from lictor.games.imperium.rules.options import board_with

    if content is None:
        return load_board()
    data, _ = inputs.read_input(str(content))
    return board_with(data, str(content))


def _imperium(board: Board, file: str, as_json: bool) -> None:
    from lictor.games.imperium.rules.scoring import ProvinceInput, score_province

    data, lines = inputs.read_input(file)
    spec = inputs.parse(ProvinceInput, data, lines)
    result = score_province(board, spec.players, spec.province, spec.markers, spec.proconsuls)
    if as_json:
        echo_json(
            {
                "game": "imperium",
                "province": result.province,
                "points": dict(result.points),
                "proconsul": result.proconsul,
                "proconsuls": dict(result.proconsuls),
                "lines": [line.as_dict() for line in result.lines],
            }
        )
        return
    click.echo(t("Scoring {province}:", province=t(result.province)))
    echo_lines(result.lines)
    points = ", ".join(f"{p} +{v}" for p, v in result.points.items())
    click.echo(t("Points: {points}", points=points))


def _imperium_final(board: Board, file: str, as_json: bool) -> None:
    from pydantic import RootModel

    from lictor.games.imperium.rules.scoring import final_check

    data, lines = inputs.read_input(file)
    track = inputs.parse(RootModel[dict[str, int]], data, lines).root
    result = final_check(board, track)
    if as_json:
        echo_json(
            {
                "game": "imperium",
                "over": result.over,
                "winner": result.winner,
                "titles": dict(result.titles),
                "lines": [line.as_dict() for line in result.lines],
            }
        )
        return
    echo_lines(result.lines, indent="")


def _historical(data: Any, lines: LineMap, as_json: bool) -> None:
    """The Historical variant: won or lost, with the regions still missing."""
    from lictor.games.carta_imperia.rules.scoring import HistoricalEnd, score_historical

    v = score_historical(inputs.parse(HistoricalEnd, data, lines))
    if as_json:
        echo_json(
            {
                "game": "carta-imperia",
                "variant": "historical",
                "outcome": "won" if v.won else "lost",
                "missing": list(v.missing),
                "lines": [line.as_dict() for line in v.lines],
            }
        )
        return
    echo_lines(v.lines)
