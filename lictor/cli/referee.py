"""`lictor referee`: keep a physical game's state, say what happens next, refuse the illegal."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from lictor.cli.output import echo_json
from lictor.errors import BadInput
from lictor.rules.game import Agenda
from lictor.rules.referee import Loaded, Referee


class Ctx:
    def __init__(self, db: Path, session: int | None) -> None:
        self.db = db
        self.session = session
        self._referee: Referee | None = None

    @property
    def referee(self) -> Referee:
        if self._referee is None:
            from lictor.games import referee_game
            from lictor.rules.session import Store

            self._referee = Referee(Store(self.db), referee_game)
        return self._referee


pass_ctx = click.make_pass_decorator(Ctx)


@click.group()
@click.option(
    "--db",
    type=click.Path(path_type=Path),
    envvar="LICTOR_DB",
    default=Path("lictor.sqlite"),
    show_default=True,
    help="The session file (or set LICTOR_DB).",
)
@click.option(
    "--session", "session", type=int, default=None, help="The session to use (default: the latest)."
)
@click.pass_context
def referee(ctx: click.Context, db: Path, session: int | None) -> None:
    """Referee a physical game: every action goes into a log, the state is its replay."""
    ctx.obj = Ctx(db, session)


def _print_agenda(agenda: Agenda) -> None:
    if agenda.over:
        click.echo(f"Game over - {agenda.prompt}  [{agenda.section}]")
        return
    click.echo(f"Next - {agenda.prompt}  [{agenda.section}]")
    if agenda.waiting_on:
        click.echo(f"Waiting on: {', '.join(agenda.waiting_on)}")


def _agenda(loaded: Loaded) -> Agenda:
    return loaded.game.agenda(loaded.state)  # type: ignore[no-any-return]


@referee.command()
@click.argument("game")
@click.option("--players", required=True, help="SIDE=NAME,... e.g. carthage=Ann,rome=Ben")
@click.option("--seed", type=int, default=None, help="Seed for virtual decks.")
@click.option("--physical", is_flag=True, help="The table draws real cards and tells lictor.")
@pass_ctx
def new(obj: Ctx, game: str, players: str, seed: int | None, physical: bool) -> None:
    """Start a session; prints its id."""
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    session_id = obj.referee.new(game, players, seed, physical)
    click.echo(f"session {session_id}: {game} in {obj.db}")
    _print_agenda(_agenda(obj.referee.load(session_id)))


@referee.command(name="next")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def next_(obj: Ctx, as_json: bool) -> None:
    """What happens next; in a terminal, asks for it (hidden for secret choices)."""
    loaded = obj.referee.load(obj.session)
    agenda = _agenda(loaded)
    if as_json or not sys.stdin.isatty():
        if as_json:
            echo_json(agenda.as_dict())
        else:
            _print_agenda(agenda)
        return
    _interactive(obj, loaded)


def _interactive(obj: Ctx, loaded: Loaded) -> None:
    while True:
        agenda = _agenda(loaded)
        _print_agenda(agenda)
        if agenda.over:
            return
        if agenda.secret:
            side = _secret_side(loaded)
            if side is None:
                return
            player = loaded.seats.player(side)
            value = click.prompt(
                f"{player} ({side}), your card (hidden; blank to stop)",
                default="",
                show_default=False,
                hide_input=True,
            )
            if not value.strip():
                return
            words = ["card", side, value.strip()]
        else:
            for i, option in enumerate(agenda.options, 1):
                click.echo(f"  {i:>2}. {option}")
            answer = click.prompt(
                "Action (number or words; blank to stop)", default="", show_default=False
            )
            if not answer.strip():
                return
            if answer.strip().isdigit() and 1 <= int(answer) <= len(agenda.options):
                words = agenda.options[int(answer) - 1].split()
            else:
                words = answer.split()
        try:
            loaded, events = obj.referee.act(obj.session, words)
        except BadInput as exc:
            click.echo(str(exc), err=True)
            continue
        for event in events:
            if not (agenda.secret and "has chosen" in event.text):
                click.echo(f"  {event.text}")


def _secret_side(loaded: Loaded) -> str | None:
    agenda = _agenda(loaded)
    for side, player in loaded.seats.by_side:
        if player in agenda.waiting_on:
            return side
    return None


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def actions(obj: Ctx, as_json: bool) -> None:
    """The legal actions now, each ready to pass to `act`."""
    loaded = obj.referee.load(obj.session)
    words = [loaded.game.text(a) for a in loaded.game.legal_actions(loaded.state)]
    if as_json:
        echo_json(words)
        return
    for w in words:
        click.echo(w)


@referee.command()
@click.argument("words", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def act(obj: Ctx, words: tuple[str, ...], as_json: bool) -> None:
    """Record an action (refused, and nothing written, if the rules forbid it)."""
    loaded, events = obj.referee.act(obj.session, list(words))
    agenda = _agenda(loaded)
    if as_json:
        echo_json({"ok": True, "events": [e.text for e in events], "agenda": agenda.as_dict()})
        return
    for e in events:
        click.echo(e.text)
    _print_agenda(agenda)


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--seat", default=None, help="Show this player's secret hand too.")
@pass_ctx
def status(obj: Ctx, as_json: bool, seat: str | None) -> None:
    """The state of the game."""
    loaded = obj.referee.load(obj.session)
    agenda = _agenda(loaded)
    data: dict[str, Any] = {
        "session": loaded.info.id,
        "game": loaded.info.game,
        "over": agenda.over,
        "outcome": agenda.outcome,
        "winners": list(agenda.winners),
        "waiting_on": list(agenda.waiting_on),
        "prompt": agenda.prompt,
        **loaded.game.status(loaded.state, seat),
    }
    if as_json:
        echo_json(data)
        return
    _print_status(data)
    _print_agenda(agenda)


def _print_status(data: dict[str, Any]) -> None:
    players = data.get("players", {})
    click.echo(
        f"Session {data['session']} - {data['game']} - "
        + ", ".join(f"{side}: {name}" for side, name in players.items())
    )
    if "provinces" in data:
        click.echo(f"{'Province':<18} {'Rome':>5} {'Carthage':>9}")
        for p in data["provinces"]:
            if p["rome"] or p["carthage"] or p["hannibal"]:
                extra = " + Hannibal" if p["hannibal"] else ""
                click.echo(f"{p['name']:<18} {p['rome']:>5} {p['carthage']:>9}{extra}")
        click.echo(f"{'Sea route':<18} {'Rome':>5} {'Carthage':>9}")
        for r in data["routes"]:
            if r["rome"] or r["carthage"]:
                click.echo(f"{r['name']:<18} {r['rome']:>5} {r['carthage']:>9}")
        hands = data["hands"]
        click.echo("Hands: " + ", ".join(_hand(side, v) for side, v in hands.items()))


def _hand(side: str, hand: int | list[int]) -> str:
    """``rome 3 cards`` for a hidden hand, ``rome: 1 2 5`` for the player's own."""
    if isinstance(hand, int):
        return f"{side} {hand} card{'' if hand == 1 else 's'}"
    return f"{side}: {' '.join(map(str, hand))}"


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def log(obj: Ctx, as_json: bool) -> None:
    """The actions that make the state, numbered (secret cards not yet revealed are masked)."""
    loaded = obj.referee.load(obj.session)
    hidden = loaded.game.hidden_tail(loaded.state)
    shown = []
    for i, words in enumerate(loaded.actions, 1):
        if i > len(loaded.actions) - hidden and words.startswith("card "):
            words = " ".join(words.split()[:2]) + " ?"
        shown.append({"n": i, "action": words})
    if as_json:
        echo_json(shown)
        return
    for item in shown:
        click.echo(f"{item['n']:>4}  {item['action']}")


@referee.command()
@pass_ctx
def undo(obj: Ctx) -> None:
    """Take back the latest action (an undo right after an undo redoes)."""
    loaded, said = obj.referee.undo(obj.session)
    click.echo(said)
    _print_agenda(_agenda(loaded))


@referee.command()
@click.argument("n", type=int)
@click.argument("words", nargs=-1, required=True)
@click.option("--force", is_flag=True, help="Drop later actions the change makes illegal.")
@pass_ctx
def amend(obj: Ctx, n: int, words: tuple[str, ...], force: bool) -> None:
    """Replace action N of the log and replay the rest."""
    loaded, dropped = obj.referee.amend(obj.session, n, list(words), force)
    click.echo(f"amended #{n}: {loaded.actions[n - 1] if n <= len(loaded.actions) else ''}")
    for i, w, why in dropped:
        click.echo(f"dropped #{i} {w}: {why}")
    _print_agenda(_agenda(loaded))


@referee.command()
@click.option("-o", "--out", type=click.Path(path_type=Path), default=None)
@pass_ctx
def export(obj: Ctx, out: Path | None) -> None:
    """Write the session as JSON (to stdout, or to a file)."""
    text = json.dumps(obj.referee.export(obj.session), indent=2)
    if out is None:
        click.echo(text)
    else:
        tmp = out.with_name(f".{out.name}.tmp")
        tmp.write_text(text + "\n", encoding="utf-8")
        tmp.replace(out)
        click.echo(f"wrote {out}")


@referee.command(name="import")
@click.argument("file", type=click.Path(path_type=Path))
@pass_ctx
def import_(obj: Ctx, file: Path) -> None:
    """Load an exported session into this file as a new session."""
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise BadInput(f"{file}: cannot read ({exc.strerror})") from exc
    session_id = obj.referee.import_(text, str(file))
    click.echo(f"session {session_id}: imported from {file}")


@referee.command(name="list")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def list_(obj: Ctx, as_json: bool) -> None:
    """The sessions in the file; the latest is the current one."""
    sessions = obj.referee.store.sessions()
    if as_json:
        echo_json([{"id": s.id, "game": s.game, "players": dict(s.seats)} for s in sessions])
        return
    if not sessions:
        click.echo(f"no sessions in {obj.db}")
    for s in sessions:
        mark = "*" if s is sessions[-1] else " "
        click.echo(
            f"{mark} {s.id:>3}  {s.game}  " + ", ".join(f"{side}={name}" for side, name in s.seats)
        )
