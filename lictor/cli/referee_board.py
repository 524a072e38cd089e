"""`lictor referee board`: the current position drawn on the game's printed board."""

from __future__ import annotations

from pathlib import Path

import click

from lictor.cli.referee_group import Ctx, pass_ctx, referee
from lictor.errors import BadInput
from lictor.i18n import current, t


@referee.command()
@click.option(
    "-o",
    "--out",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="The file to write: .svg, .png or .pdf.",
)
@click.option("--dpi", type=click.IntRange(50, 600), default=150, show_default=True)
@pass_ctx
def board(obj: Ctx, out: Path, dpi: int) -> None:
    """Draw the position on the printed board (the kit's board, with the pieces on it)."""
    from lictor.generators.board import FORMATS

    if out.suffix.lower() not in FORMATS:
        raise BadInput(t("--out {file}: write the board as .svg, .png or .pdf", file=str(out)))
    loaded = obj.referee.load(obj.session)
    game = loaded.game
    view = game.board_view(loaded.state) if game.capabilities.board else None
    if view is None:
        raise BadInput(
            t("lictor cannot draw {game}'s board with its pieces yet", game=loaded.info.game)
        )
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, pack_source
    from lictor.generators.board import board_face, write_board

    pack = load_pack(pack_source(loaded.info.game))
    face, fonts = board_face(pack, view.deck, view.row, diagrams_of(loaded.info.game), current())
    write_board(face, fonts, out, dpi)
    click.echo(t("wrote {file}", file=str(out)))
