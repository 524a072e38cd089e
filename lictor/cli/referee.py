"""`lictor referee`: keep a physical game's state, say what happens next, refuse the illegal."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from lictor.cli.output import echo_json, write_text_file
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
@click.option(
    "--players",
    required=True,
    help="SIDE=NAME,... (carthage=Ann,rome=Ben) or, for open seating, NAME,NAME,... "
    "in seating order (Ann,Ben,Cy)",
)
@click.option("--seed", type=int, default=None, help="Seed for virtual decks.")
@click.option("--physical", is_flag=True, help="The table draws real cards and tells lictor.")
@click.option(
    "--scenario", default=None, help="The scenario (carta-imperia: rise-of-the-republic)."
)
@click.option("--challenging", is_flag=True, help="The Challenging Game variant (carta-imperia).")
@click.option(
    "--content",
    "content",
    type=click.Path(path_type=Path),
    default=None,
    help="A content pack whose data (map borders, tiles, Start Cards) replaces lictor's.",
)
@pass_ctx
def new(
    obj: Ctx,
    game: str,
    players: str,
    seed: int | None,
    physical: bool,
    scenario: str | None,
    challenging: bool,
    content: Path | None,
) -> None:
    """Start a session; prints its id."""
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    options: dict[str, Any] = {"scenario": scenario, "challenging": challenging}
    if content is not None:
        from lictor.rules.inputs import read_input

        options["content"], _ = read_input(str(content))
        options["content_file"] = str(content)
    session_id = obj.referee.new(game, players, seed, physical, options)
    click.echo(f"session {session_id}: {game} in {obj.db}")
    loaded = obj.referee.load(session_id)
    for line in loaded.game.setup_summary(loaded.game.status(loaded.state, None)):
        click.echo(line)
    _print_agenda(_agenda(loaded))


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
        if agenda.secret and agenda.secret_words:
            player = agenda.waiting_on[0]
            verb = agenda.secret_words.split()[0]
            prefix = agenda.secret_words + " "
            mine = [o[len(prefix) :] for o in agenda.options if o.startswith(prefix)]
            if mine:
                listed = ", ".join(f"{i}. {m}" for i, m in enumerate(mine, 1))
                click.echo(f"  {player} only - your choices: {listed}")
            value = click.prompt(
                f"{player}, your secret answer for '{verb}' (hidden; blank to stop)",
                default="",
                show_default=False,
                hide_input=True,
            )
            if not value.strip():
                return
            answer = value.strip()
            if answer.lower() == "undo":
                loaded = _undo(obj, loaded)
                continue
            if answer.isdigit() and mine and 1 <= int(answer) <= len(mine):
                answer = mine[int(answer) - 1]
            words = [*agenda.secret_words.split(), *answer.split()]
        elif agenda.secret:
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
                "Action (number or words; undo; blank to stop)", default="", show_default=False
            )
            if not answer.strip():
                return
            if answer.strip().lower() == "undo":
                loaded = _undo(obj, loaded)
                continue
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
            click.echo(f"  {event.text}")


def _undo(obj: Ctx, loaded: Loaded) -> Loaded:
    """`undo` typed at a prompt: the state after it, or the same one if nothing to undo."""
    try:
        after, said = obj.referee.undo(obj.session)
    except BadInput as exc:
        click.echo(str(exc), err=True)
        return loaded
    click.echo(f"  {_masked(after, said)}")
    return after


def _secret_side(loaded: Loaded) -> str | None:
    agenda = _agenda(loaded)
    for side, player in loaded.seats.by_side:
        if player in agenda.waiting_on:
            return side
    return None


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--seat", default=None, help="Show this player's secret choices too.")
@pass_ctx
def actions(obj: Ctx, as_json: bool, seat: str | None) -> None:
    """The legal actions now, each ready to pass to `act` (others' secret choices hidden)."""
    loaded = obj.referee.load(obj.session)
    game = loaded.game
    words: list[str] = []
    for a in game.legal_actions(loaded.state):
        text = game.text(a)
        parts = text.split()
        if game.is_secret(a) and len(parts) > 2 and not (seat and parts[1].lower() == seat.lower()):
            text = f"{parts[0]} {parts[1]} ... (secret: --seat {parts[1]})"
        if text not in words:
            words.append(text)
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
    for line in loaded.game.describe(data):
        click.echo(line)
    _print_agenda(agenda)


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def log(obj: Ctx, as_json: bool) -> None:
    """The actions that make the state, numbered (secret cards not yet revealed are masked)."""
    loaded = obj.referee.load(obj.session)
    masked = loaded.game.masked_log(loaded.state, loaded.actions)
    shown = [{"n": i, "action": words} for i, words in enumerate(masked, 1)]
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
    click.echo(_masked(loaded, said))
    _print_agenda(_agenda(loaded))


def _masked(loaded: Loaded, said: str) -> str:
    """``undone: pick Ann X`` -> ``undone: pick Ann ?``: a secret stays secret on screen."""
    head, _, words = said.partition(": ")
    try:
        action = loaded.game.parse(loaded.state, words.split())
    except BadInput:
        return said
    if loaded.game.is_secret(action):
        parts = words.split()
        return f"{head}: {' '.join(parts[:2])} ?"
    return said


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
        write_text_file(out, text + "\n")
        click.echo(f"wrote {out}")


@referee.command(name="import")
@click.argument("file", type=click.Path(path_type=Path))
@pass_ctx
def import_(obj: Ctx, file: Path) -> None:
    """Load an exported session into this file as a new session."""
    from lictor.content.yamlsource import YamlSyntaxError, read_bounded

    try:
        text = read_bounded(file)
    except YamlSyntaxError as exc:
        raise BadInput(str(exc.problem)) from None
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
