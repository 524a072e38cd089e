"""`lictor referee`: keep a physical game's state, say what happens next, refuse the illegal.

Longer than the house's ~400 lines, for a reason: the group's thin commands side by side;
`board`, `serve` and `seat-cards` already live in their own modules (referee_board.py,
referee_serve.py), the rest follow them when the seats work on this folder has landed
(issue 24).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from lictor.cli.output import echo_json, write_text_file
from lictor.cli.referee_group import SESSION_ID, Ctx, pass_ctx, referee, with_common_options
from lictor.errors import BadInput
from lictor.i18n import said_section, t, tn
from lictor.lazy import lazy_function

# The kernel's views and the NPCs are imported when a command first calls them: a
# `status` whose rendering is kept (lictor.rules.rendered) prints it without them.
if TYPE_CHECKING:
    from lictor.cli.hotseat import masked as shown_masked
    from lictor.cli.referee_npc import (
        npc_hint,
        npc_proposal,
        npc_reasons,
        npc_seating,
        play_npcs,
    )
    from lictor.rules.actors import Actor
    from lictor.rules.game import Agenda
    from lictor.rules.npc import play_due
    from lictor.rules.referee import Loaded
    from lictor.rules.visible import (
        known_seat,
        labelled,
        labelled_text,
        offered,
        public_options,
        status_view,
    )
else:
    shown_masked = lazy_function("lictor.cli.hotseat:masked")
    npc_hint = lazy_function("lictor.cli.referee_npc:npc_hint")
    npc_proposal = lazy_function("lictor.cli.referee_npc:npc_proposal")
    npc_reasons = lazy_function("lictor.cli.referee_npc:npc_reasons")
    npc_seating = lazy_function("lictor.cli.referee_npc:npc_seating")
    play_npcs = lazy_function("lictor.cli.referee_npc:play_npcs")
    play_due = lazy_function("lictor.rules.npc:play_due")
    known_seat = lazy_function("lictor.rules.visible:known_seat")
    labelled = lazy_function("lictor.rules.visible:labelled")
    labelled_text = lazy_function("lictor.rules.visible:labelled_text")
    offered = lazy_function("lictor.rules.visible:offered")
    public_options = lazy_function("lictor.rules.visible:public_options")
    status_view = lazy_function("lictor.rules.visible:status_view")

INT64 = click.IntRange(-(2**63), 2**63 - 1)
# action words are taken literally: `-1` is a word (`adjust Cy auctoritas -1`), not an option
LITERAL = {"ignore_unknown_options": True}


def _print_odds(loaded: Loaded) -> None:
    """A line before each draw: the exact odds of what the cards left can give."""
    for o in loaded.game.odds(loaded.state):
        click.echo(o.text())


def _print_agenda(agenda: Agenda) -> None:
    for line in _agenda_lines(agenda):
        click.echo(line)


def _agenda_lines(agenda: Agenda) -> list[str]:
    section = said_section(agenda.section) if agenda.section else ""
    if agenda.over:
        return [t("Game over - {prompt}", prompt=agenda.prompt) + f"  [{section}]"]
    lines = [t("Next - {prompt}", prompt=agenda.prompt) + f"  [{section}]"]
    if agenda.waiting_on:
        lines.append(t("Waiting on: {players}", players=", ".join(agenda.waiting_on)))
    return lines


def _agenda(loaded: Loaded) -> Agenda:
    return loaded.game.agenda(loaded.state)  # type: ignore[no-any-return]


def _agenda_json(loaded: Loaded, seat: str | None) -> dict[str, Any]:
    """The agenda as a script reads it: options are strings `act` accepts, none of them a
    secret of another seat; ``secret_from`` names the seats that owe a secret answer."""
    options, secret_from = public_options(loaded, seat)
    data = _agenda(loaded).as_dict()
    data["options"] = options
    data["secret_from"] = secret_from
    data["odds"] = [o.as_dict() for o in loaded.game.odds(loaded.state)]
    data["npc"] = npc_proposal(loaded)
    return data


@referee.command()
@click.argument("game")
@click.option(
    "--players",
    required=True,
    help="SIDE=NAME,... (carthage=Ann,rome=Ben) or, for open seating, NAME,NAME,... "
    "in seating order (Ann,Ben,Cy)",
)
@click.option("--seed", type=INT64, default=None, help="Seed for virtual decks.")
@click.option(
    "--physical",
    is_flag=True,
    help=(
        "Play with the real box and tell lictor what the table drew or revealed "
        "(carta-imperia: the real decks are drawn, lictor asks for each card; imperium: the "
        "stacks are revealed on the table, so a card taken back unseen under an Oracle is "
        "not typed; refused by hannibal-vs-rome and circus-maximus, which draw nothing, and by "
        "republic-of-rome, whose ledger is always of the real box)."
    ),
)
@click.option(
    "--scenario",
    default=None,
    help=(
        "The scenario (carta-imperia: full, the default; rise-of-the-republic; "
        "fall-of-the-republic)."
    ),
)
@click.option("--challenging", is_flag=True, help="The Challenging Game variant (carta-imperia).")
@click.option(
    "--variant",
    "variants",
    multiple=True,
    help=(
        "A variant of the rules, repeatable (circus-maximus: same-direction, two-cards; "
        "hannibal-vs-rome: open-discards, played cards face up for all; "
        "carta-imperia: historical, the co-operative solo game)."
    ),
)
@click.option(
    "--actions",
    type=int,
    default=None,
    help="Carta Imperia's Historical variant: Actions shared each Era (6; fewer is harder).",
)
@click.option(
    "--first", default=None, help="Who goes first, instead of a seeded draw (circus-maximus)."
)
@click.option(
    "--npc",
    default=None,
    help="NAME,... seats the referee plays, after the players (carta-imperia: 2 NPC Senators "
    "solo, 1 with two players).",
)
@click.option(
    "--content",
    "content",
    type=click.Path(path_type=Path),
    default=None,
    help=(
        "A content pack whose data replaces lictor's readings, checked before the game starts "
        "(carta-imperia: map borders, tiles, Start Cards; hannibal-vs-rome: data.map; "
        "imperium: data.board, the points lists; circus-maximus: data.track, its sections)."
    ),
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
    variants: tuple[str, ...],
    actions: int | None,
    first: str | None,
    npc: str | None,
    content: Path | None,
) -> None:
    """Start a session; prints its id."""
    obj.speak_before_the_file()  # a refusal of the options below is said in --lang
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    options: dict[str, Any] = {"scenario": scenario, "challenging": challenging}
    options.update(variant=list(variants), first=first)
    if actions is not None:
        options["actions"] = actions
    if content is not None:
        from lictor.rules.inputs import read_input

        options["content"], _ = read_input(str(content))
        options["content_file"] = str(content)
    from lictor.games import referee_game

    checked = referee_game(game)  # refused before any file is made
    players, options = checked.seating(players, options)  # a solo variant's seats
    if npc is not None:
        players, options["npc"] = npc_seating(checked, players, npc)
    checked.seat(players)
    checked.check_options(dict(options))
    from lictor.i18n import resolve_lang

    lang = resolve_lang(obj.lang) if obj.lang is not None else ""
    session_id = obj.creator.new(game, players, seed, physical, options, lang)
    click.echo(t("session {id}: {game} in {db}", id=session_id, game=game, db=str(obj.db)))
    loaded = obj.creator.load(session_id)
    for line in loaded.game.setup_summary(loaded.game.status(loaded.state, None)):
        click.echo(line)
    _print_agenda(_agenda(loaded))
    npc_hint(loaded)


@referee.command(name="next")
@click.option("--json", "as_json", is_flag=True)
@click.option("--seat", default=None, help="Show this player's secret choices too (JSON).")
@click.option(
    "--confirm-npc", is_flag=True, help="Propose an NPC's decision instead of applying it."
)
@pass_ctx
def next_(obj: Ctx, as_json: bool, seat: str | None, confirm_npc: bool) -> None:
    """What happens next; in a terminal, asks for it (a secret answer hot-seat: the screen
    is handed over first, the answer is hidden, the secret lines are cleared after). The
    NPC seats' answers are applied first, each said with its reasons."""
    loaded = obj.referee.load(obj.session)
    seat = known_seat(loaded, seat)
    if as_json:  # the NPCs play exactly as in the terminal; each answer with its reasons
        loaded, played, _ = play_due(obj.referee, obj.session, loaded, confirm_npc)
        data = _agenda_json(loaded, seat)
        data["npc_played"] = [p.as_dict() for p in played]
        echo_json(data)
        return
    loaded = play_npcs(obj.referee, obj.session, loaded, confirm_npc)
    for line in loaded.game.next_lines(loaded.state):
        click.echo(line)
    if not sys.stdin.isatty():
        _print_odds(loaded)
        _print_agenda(_agenda(loaded))
        return
    from lictor.cli import hotseat

    hotseat.run(
        obj.referee,
        obj.session,
        loaded,
        _print_agenda,
        _print_odds,
        lambda now: play_npcs(obj.referee, obj.session, now, confirm_npc),
    )


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--seat", default=None, help="Only this player's own actions, secret ones too.")
@pass_ctx
def actions(obj: Ctx, as_json: bool, seat: str | None) -> None:
    """The legal actions now, each ready to pass to `act`: the table's (no one's secret),
    or with --seat the actions that player may send."""
    loaded = obj.referee.load(obj.session)
    seat = known_seat(loaded, seat)
    words, secret_from = public_options(loaded, seat)
    if as_json:
        echo_json({"actions": words, "secret_from": secret_from})
        return
    for w in words:
        click.echo(offered(loaded, w))
    for player in secret_from:
        click.echo(
            t(
                "({player} owes a secret answer: `lictor referee actions --seat {player}`)",
                player=player,
            )
        )


def _sender(obj: Ctx, seat: str | None) -> tuple[str | None, Actor]:
    """The player ``--seat`` names (None: the table) and the actor sending as him."""
    from lictor.rules.actors import TABLE
    from lictor.rules.actors import seat as seat_of

    if seat is None:
        return None, TABLE
    info = obj.referee.store.session(obj.session)  # the seats only: no replay
    player = next(
        (p for s_, p in info.seats if seat.strip().lower() in (s_.lower(), p.lower())), None
    )
    if player is None:
        shown = ", ".join(f"{p} ({s_})" for s_, p in info.seats)
        raise BadInput(
            t(
                "--seat {seat}: no such seat in this session (seats: {seats})",
                seat=seat,
                seats=shown,
            )
        )
    if player.lower() in {str(n).lower() for n in info.options.get("npc") or ()}:
        raise BadInput(
            t(
                "--seat {seat}: {player} is an NPC Senator the referee plays: it answers at "
                "`next`, and the table overrides it (`act` without --seat, or `amend`)",
                seat=seat,
                player=player,
            )
        )
    return player, seat_of(player)


@referee.command(context_settings=LITERAL)
@click.argument("words", nargs=-1, required=True, type=click.UNPROCESSED)
@click.option("--json", "as_json", is_flag=True)
@click.option(
    "--seat",
    default=None,
    help="Send it as this player, on a screen only they see (without: the table).",
)
@pass_ctx
def act(obj: Ctx, words: tuple[str, ...], as_json: bool, seat: str | None) -> None:
    """Record an action (refused, and nothing written, if the rules forbid it).

    The words are taken literally: `act adjust Cy auctoritas -1`. Without --seat the
    table sends it (the shared screen: table tools, and any player's open moves); a
    player's private action (a secret answer, a card from his hand, a deal) needs
    `--seat PLAYER` or the hot seat (`next`)."""
    player, actor = _sender(obj, seat)
    loaded, events = obj.referee.act(obj.session, list(words), actor=actor)
    agenda = _agenda(loaded)
    if as_json:
        echo_json(
            {
                "ok": True,
                "events": [e.text for e in events],
                "agenda": _agenda_json(loaded, player),
            }
        )
        return
    for e in events:
        click.echo(labelled_text(loaded, e.text))
    _print_agenda(agenda)
    npc_hint(loaded)


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--seat", default=None, help="Show this player's secret hand too.")
@pass_ctx
def status(obj: Ctx, as_json: bool, seat: str | None) -> None:
    """The state of the game."""
    kept = _kept(obj, "status", as_json) if seat is None else None
    if kept is not None and kept[2] is not None:  # the same log, printed before: no replay
        click.echo(kept[2], nl=False)
        return
    loaded = obj.referee.load(obj.session)
    seat = known_seat(loaded, seat)
    agenda = _agenda(loaded)
    data = status_view(loaded, seat)
    if as_json:
        text = _json_text(data)
    else:
        lines = [*loaded.game.describe(data), *_agenda_lines(agenda)]
        text = "".join(f"{line}\n" for line in lines)
    click.echo(text, nl=False)
    if kept is not None:
        from lictor.rules import rendered

        rendered.keep(obj.store, kept[0], kept[1], kept[3], text)


def _kept(obj: Ctx, command: str, as_json: bool) -> tuple[Any, str, str | None, str] | None:
    """What ``command`` printed before on the log as it stands now, for the table (no
    seat), in the language this command speaks (lictor.rules.rendered): (the session,
    the rendering's name, the text or None, the key to keep a new text under). None:
    nothing is kept (LICTOR_SNAPSHOTS=0, which replays every command)."""
    if os.environ.get("LICTOR_SNAPSHOTS", "1") == "0":
        return None
    from lictor.i18n import current_lang
    from lictor.rules import rendered

    store = obj.store  # speaks this command's language from here on
    info = store.session(obj.session)
    name = f"{command}:{'json' if as_json else 'text'}:{current_lang()}"
    looked, body = rendered.look(store, info, name)
    return info, name, body, looked


def _json_text(data: Any) -> str:
    """What ``echo_json`` prints."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def odds(obj: Ctx, as_json: bool) -> None:
    """The exact odds of the pending draw, from the cards left in the deck (and 50/50
    thumbs): each outcome's chance and what to expect."""
    loaded = obj.referee.load(obj.session)
    found = loaded.game.odds(loaded.state)
    if as_json:
        echo_json([o.as_dict() for o in found])
        return
    if not found:
        click.echo(t("No draw or thumb flip is pending now."))
    for o in found:
        click.echo(o.text())


@referee.command()
@click.option("--json", "as_json", is_flag=True)
@click.option("--era", type=click.IntRange(1, 99), default=None, help="Only this Era's actions.")
@click.option("--seat", default=None, help="The log as this player saw it (their own secrets).")
@pass_ctx
def log(obj: Ctx, as_json: bool, era: int | None, seat: str | None) -> None:
    """The actions that make the state, numbered, each with what it did (secret cards
    not yet revealed are masked; --seat NAME shows that player's own too); --era N
    recaps one Era."""
    from lictor.rules.replay import replay_steps

    loaded, broken = obj.referee.load_for_log(obj.session)
    game, info = loaded.game, loaded.info
    player = known_seat(loaded, seat)
    side = next((s for s, p in loaded.seats.by_side if p == player), None)
    masked = game.masked_log(
        loaded.state, loaded.actions, None if side is None or player is None else (side, player)
    )
    steps = replay_steps(game, loaded.seats, info.seed, info.physical, loaded.actions, info.options)
    if era is not None and game.era(loaded.state) is None:
        raise BadInput(t("--era {era}: {game} has no Eras", era=era, game=t(game.title)))
    last = game.last_era(loaded.state)
    if era is not None and last is not None and era > last:
        raise BadInput(t("--era {era}: this game has Eras 1 to {last}", era=era, last=last))
    shown = []
    for i, (words, (before, events)) in enumerate(zip(masked, steps, strict=True), 1):
        at = game.era(before)
        if era is not None and at != era:
            continue
        item: dict[str, Any] = {"n": i, "action": words, "events": [e.text for e in events]}
        if at is not None:
            item["era"] = at
        item.update(npc_reasons(game, loaded.seats, before, loaded.actions[i - 1], words))
        shown.append(item)
    if broken is not None:  # an edited entry: shown, so the table can repair the file
        shown.append(
            {
                "n": broken.n,
                "action": broken.words,
                "events": [],
                "error": broken.why,
                "later": broken.later,
            }
        )
    if as_json:
        echo_json(shown)
        return
    if era is not None and not shown:
        click.echo(t("no actions in Era {era} yet", era=era))
    for item in shown:
        if "error" in item:
            said = t("does not replay: {why}", why=item["error"])
            click.echo(f"{item['n']:>4}  {item['action']}  - {said}")
            later = tn(
                "({n} later action not shown; repair or undo it: `lictor referee export` "
                "writes the log to edit, `import` reads it back)",
                "({n} later actions not shown; repair or undo it: `lictor referee export` "
                "writes the log to edit, `import` reads it back)",
                item["later"],
            )
            click.echo(f"        {later}")
            continue
        click.echo(f"{item['n']:>4}  {labelled(loaded, item['action'])}")
        if item.get("because"):
            why = "; ".join(item["because"])
            npc = t("{player}, NPC: {reasons}", player=item["npc"], reasons=why)
            click.echo(f"        ({npc})")
        for text in item["events"]:
            click.echo(f"        {labelled_text(loaded, text)}")


@referee.command()
@click.argument("n", type=SESSION_ID, required=False)
@pass_ctx
def undo(obj: Ctx, n: int | None) -> None:
    """Take back the latest action, amend or redo whole. N: the number of the latest
    action as you saw it (`log`); refused as stale if the log moved since."""
    loaded, said = obj.referee.undo(obj.session, n)
    click.echo(shown_masked(loaded, said))
    _print_agenda(_agenda(loaded))


@referee.command()
@click.argument("n", type=SESSION_ID, required=False)
@pass_ctx
def redo(obj: Ctx, n: int | None) -> None:
    """Bring back what the latest undo took back. N as for `undo`."""
    loaded, said = obj.referee.redo(obj.session, n)
    click.echo(shown_masked(loaded, said))
    _print_agenda(_agenda(loaded))


@referee.command(context_settings=LITERAL)
@click.argument("n", type=SESSION_ID)
@click.argument("words", nargs=-1, required=True, type=click.UNPROCESSED)
@click.option("--force", is_flag=True, help="Drop later actions the change makes illegal.")
@click.option("--json", "as_json", is_flag=True)
@click.option(
    "--seat",
    default=None,
    help="Amend as this player, on a screen only they see (without: the table).",
)
@pass_ctx
def amend(
    obj: Ctx, n: int, words: tuple[str, ...], force: bool, as_json: bool, seat: str | None
) -> None:
    """Replace action N of the log and replay the rest (`undo` takes the amend back whole,
    with any action it dropped). A secret (a seat's hidden answer or card) is amended on its
    owner's screen (--seat), and only where no later secret of another seat would be
    replayed over: undo back to it otherwise."""
    _, actor = _sender(obj, seat)
    loaded, dropped = obj.referee.amend(obj.session, n, list(words), force, actor=actor)
    done = loaded.actions[n - 1] if n <= len(loaded.actions) else ""
    said = shown_masked(loaded, t("amended #{n}: {action}", n=n, action=done))  # secret stays
    if as_json:
        echo_json(
            {
                "ok": True,
                "amended": n,
                "action": said.partition(": ")[2],
                "dropped": [{"n": i, "action": w, "why": why} for i, w, why in dropped],
                "agenda": _agenda_json(loaded, None),
            }
        )
        return
    click.echo(said)
    for i, w, why in dropped:
        click.echo(t("dropped #{n} {action}: {why}", n=i, action=w, why=why))
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
        click.echo(t("wrote {file}", file=str(out)))


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
    from lictor.games import referee_game
    from lictor.i18n import resolve_lang, use_lang
    from lictor.rules.referee import read_export

    click.get_current_context().with_resource(use_lang(resolve_lang(obj.lang)))  # its refusals
    data = read_export(referee_game, text, str(file))  # refused before any file is made
    session_id = obj.creator.import_(text, str(file))
    with use_lang(resolve_lang(obj.lang or data.lang or None)):  # the session's own
        click.echo(t("session {id}: imported from {file}", id=session_id, file=str(file)))


@referee.command(name="list")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def list_(obj: Ctx, as_json: bool) -> None:
    """The sessions in the file; the latest is the current one."""
    if not obj.db.exists() and obj.db.parent.is_dir() and str(obj.db):
        if as_json:
            echo_json([])
        else:
            click.echo(t("no sessions in {db} (no such file yet)", db=str(obj.db)))
        return
    sessions = obj.referee.store.sessions()
    if as_json:
        echo_json([{"id": s.id, "game": s.game, "players": dict(s.seats)} for s in sessions])
        return
    if not sessions:
        click.echo(t("no sessions in {db}", db=str(obj.db)))
    for s in sessions:
        mark = "*" if s is sessions[-1] else " "
        click.echo(
            f"{mark} {s.id:>3}  {s.game}  " + ", ".join(f"{side}={name}" for side, name in s.seats)
        )


# `board`, `serve` and `seat-cards` are registered when they are asked for
# (referee_group.LAZY): no other command imports the web table or the board's drawing


for _command in list(referee.commands.values()):  # (referee_group.LAZY's: when registered)
    with_common_options(_command)
