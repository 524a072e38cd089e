"""`lictor referee serve` and `lictor referee seat-cards`: the table on screens."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from lictor.cli.referee_group import Ctx, pass_ctx, referee
from lictor.errors import BadInput
from lictor.i18n import N_, t, tn
from lictor.web import INSTALL_HINT

if TYPE_CHECKING:
    import socket


def _quiet(text: str) -> None:
    """Says nothing (``--json``: only the URLs are printed)."""


def _need_web() -> None:
    """One line naming what to install when the web extra is missing (exit 2)."""
    try:
        import segno  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        raise BadInput(INSTALL_HINT) from exc


def _tokens(
    obj: Ctx, new_tokens: bool, revoke: tuple[str, ...] = ()
) -> tuple[Any, list[str], dict[str, str]]:
    from lictor.rules.visible import known_seat, seat_names
    from lictor.web.tokens import ensure, renew
    from lictor.web.tokens import revoke as revoke_seat

    loaded = obj.referee.load(obj.session)
    # an NPC Senator's seat is the referee's: no screen sends as it (the table overrides it)
    npcs = {str(n) for n in loaded.info.options.get("npc") or ()}
    players = [p for p in seat_names(loaded) if p not in npcs]
    if new_tokens and revoke:
        raise BadInput(t("--revoke and --new-tokens: choose one (--new-tokens renews every seat)"))
    seats = [known_seat(loaded, seat) for seat in revoke]  # every seat named is checked first
    store = obj.referee.store
    tokens = (renew if new_tokens else ensure)(store, loaded.info.id, players)
    for player in dict.fromkeys(seats):
        assert player is not None
        tokens = revoke_seat(store, loaded.info.id, players, player)
    return loaded, players, dict(tokens.by_role)


def _bind(host: str, port: int) -> socket.socket:
    import socket  # only `serve` opens one: every other referee command starts without it

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named: asyncio turns Nagle off (TCP_NODELAY) only on sockets whose
    # proto says TCP, and an accepted socket inherits it; with proto 0 every answer of
    # two writes (head, then body) waited ~40 ms for the client's delayed ACK
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        where = f"--host {host} --port {port}"
        raise BadInput(f"{where}: cannot listen there ({exc.strerror})") from exc
    sock.listen(64)
    return sock


@referee.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="The address to listen on; 0.0.0.0 lets phones on the local network in.",
)
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the URLs as JSON first.")
@click.option("--lang", default=None, help="Language of the pages: en or it (or LANG).")
@click.option("--no-qr", is_flag=True, help="Print the URLs without QR codes.")
@click.option(
    "--new-tokens", is_flag=True, help="New URLs for every screen: printed cards stop working."
)
@click.option(
    "--revoke",
    "revoke",
    multiple=True,
    metavar="SEAT",
    help="A new URL for this seat alone (a lost phone): its old URL and card stop working, "
    "also on a server already running on this file; the other seats keep theirs. Repeatable.",
)
@click.option(
    "--confirm-npc",
    is_flag=True,
    help="NPC Senators: show each answer for the admin to apply, instead of applying it.",
)
@pass_ctx
def serve(
    obj: Ctx,
    host: str,
    port: int,
    as_json: bool,
    no_qr: bool,
    new_tokens: bool,
    revoke: tuple[str, ...],
    lang: str | None,
    confirm_npc: bool,
) -> None:
    """Serve the session to screens: a live table page (read-only) and a private page for
    each player's phone. The URLs (and their tokens, kept in the session file) are printed;
    Ctrl-C stops."""
    _need_web()
    import uvicorn

    from lictor.i18n import resolve_lang, use_lang

    if lang is not None:
        resolve_lang(lang)  # a bad --lang is refused before the port is taken
    from lictor.games import referee_game
    from lictor.web.address import LOOPBACK, WARNING, shown_host, urls
    from lictor.web.app import Table, create_app
    from lictor.web.server import config as server_config
    from lictor.web.tokens import Tokens

    sock = _bind(host, port)  # first: a port in use changes no token
    try:
        loaded, players, tokens = _tokens(obj, new_tokens, revoke)
    except BaseException:
        sock.close()
        raise
    # the pages speak serve's --lang, else the group's, else the session's, else LANG
    language = resolve_lang(lang or obj.lang or loaded.info.lang or None)
    base = f"http://{shown_host(host)}:{sock.getsockname()[1]}"
    links = urls(base, tokens, players)
    with use_lang(language):
        if host not in LOOPBACK:
            click.echo(t(WARNING, host=host), err=True)
        if as_json:
            click.echo(json.dumps(links))
        else:
            _print_links(links, t(loaded.game.title), not no_qr)
        if not confirm_npc:  # the NPC seats due now answer, as `next` does
            from lictor.cli.referee_npc import play_npcs

            play_npcs(obj.referee, obj.session, loaded, False, _quiet if as_json else click.echo)
    sys.stdout.flush()
    table = Table(obj.db, loaded.info.id, Tokens(tuple(tokens.items())), referee_game, confirm_npc)
    extra = () if host in ("0.0.0.0", "::") else (host,)
    app = create_app(table, allowed_hosts=extra, lang=language)

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            table.stop()  # the open live streams end at their next look
            super().handle_exit(sig, frame)

    server = Server(server_config(app))
    table.watcher.want()  # the watcher draws the first view while the screens connect
    import gc

    # what is loaded by now (the modules, the game's packs, the session) lives as long as
    # the server: kept out of the collector's full passes, each of which walked all of it
    # (some 50 ms, now and then, in the middle of a screen's fetch)
    gc.collect()
    gc.freeze()
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn re-raises the Ctrl-C it shut down on
        pass
    finally:
        sock.close()
        table.live.close()
    with use_lang(language):
        click.echo(t("stopped: the session file keeps every action"), err=True)


ADMIN_WARNING = N_(
    "Keep this one with the table's keeper, on this computer: it can undo the table's "
    "actions. Never show it on the TV, never give it to a player, never print it on a card."
)


def _print_links(links: dict[str, Any], title: str, qr: bool) -> None:
    import segno

    click.echo(t("{title}: serving (Ctrl-C stops)", title=title))
    click.echo(t("table (read-only, for the TV): {url}", url=links["table"]))
    click.echo("")
    for player, url in links["seats"].items():
        click.echo(t("{player}'s phone (only {player}): {url}", player=player, url=url))
        if qr:
            segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
    click.echo("")
    click.echo("-" * 72)
    click.echo(t("TABLE ADMIN (can undo): {url}", url=links["admin"]))
    click.echo(t(ADMIN_WARNING))
    click.echo("-" * 72)


@referee.command(name="seat-cards")
@click.option(
    "-o",
    "--out",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="The PDF to write.",
)
@click.option(
    "--host",
    default=None,
    help="The address phones will use (default: this computer's on the local network).",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@pass_ctx
def seat_cards(obj: Ctx, out: Path, host: str | None, port: int) -> None:
    """One card per seat with its QR code and name, for `serve --host 0.0.0.0 --port
    PORT` (the tokens are kept in the session file, so the cards work after a restart)."""
    _need_web()
    if out.suffix.lower() != ".pdf":
        raise BadInput(t("-o {file}: seat cards are written as .pdf", file=str(out)))
    from lictor.web.address import shown_host, urls
    from lictor.web.cards import write_seat_cards

    loaded, players, tokens = _tokens(obj, False)
    base = f"http://{shown_host(host or '0.0.0.0')}:{port}"
    links = urls(base, tokens, players)
    sides = {p: s for s, p in loaded.seats.by_side}
    seats = [(p, sides[p], str(links["seats"][p])) for p in players]  # type: ignore[index]
    write_seat_cards(loaded.info.game, t(loaded.game.title), seats, out)  # the session's words
    click.echo(
        tn(
            "wrote {file}: {n} seat card for {base}",
            "wrote {file}: {n} seat cards for {base}",
            len(seats),
            file=str(out),
            base=base,
        )
    )
