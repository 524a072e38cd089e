"""`lictor referee next` in a terminal: one screen passed round the table.

Before a secret answer the screen is handed over ("Pass to Ben - press Enter when only
Ben can see the screen"); the player's own choices are shown, the answer typed hidden,
and the secret lines are wiped from the screen before anyone else looks. A refused
secret answer is refused without repeating it. `undo` works at every prompt.

The open prompt is the table's (lictor.rules.actors): an action that is a player's
alone (a card from a hidden hand, a deal) is handed over to that player and sent as
his seat, and a deal offered is then handed to the other party, who agrees or rejects
it; what either is told stays on the screen only while he alone looks.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import click

from lictor.cli.terminal import raw
from lictor.errors import BadInput
from lictor.i18n import t, tn
from lictor.rules.actors import NeedsSeat, Who, seat
from lictor.rules.game import Agenda
from lictor.rules.referee import Loaded, Referee
from lictor.rules.visible import (
    describe_secret,
    labelled_text,
    masked_said,
    offered,
    options_for,
    public_options,
)


def masked(loaded: Loaded, said: str) -> str:
    """``undone: pick Ann X`` -> ``undone: pick Ann ?``: a secret stays secret on screen."""
    return masked_said(loaded, said)


def _labelled(loaded: Loaded, choice: str) -> str:
    return offered(loaded, choice)


def _number(answer: str) -> bool:
    """A choice's number as a player types it (0-9, a few digits: never `²`)."""
    return answer.isascii() and answer.isdigit() and len(answer) < 6


def wipe(lines: int) -> None:
    """Erase the last ``lines`` lines of a terminal (cursor up, clear to the end)."""
    if lines > 0:
        out = raw(sys.stdout)  # our own sequence: not escaped (lictor.cli.terminal)
        out.write(f"\x1b[{lines}F\x1b[J")
        out.flush()


def _columns() -> int:
    """The terminal's width (shutil's answer: $COLUMNS, the terminal, else 80); shutil is
    imported here only, as it imports the compressors (bz2, lzma) every command would pay."""
    import shutil

    return shutil.get_terminal_size().columns


def rows(*texts: str) -> int:
    """How many terminal rows ``texts`` fill (a long line wraps over several)."""
    width = max(1, _columns())
    return sum(max(1, -(-len(line) // width)) for t in texts for line in t.split("\n"))


MANY = 12  # more secret choices than this are summarised, not listed


def _ask(text: str, hidden: bool = False) -> str:
    value: str = click.prompt(text, default="", show_default=False, hide_input=hidden)
    return value.strip()


def run(
    referee: Referee,
    session: int | None,
    loaded: Loaded,
    print_agenda: Callable[[Agenda], None],
    print_odds: Callable[[Loaded], None] = lambda loaded: None,
    npcs: Callable[[Loaded], Loaded] = lambda loaded: loaded,
) -> None:
    """``npcs``: plays the NPC seats' answers due before each question (cli/referee_npc)."""
    from lictor.cli.quick import people_pace

    people_pace()  # a whole game may pass here: garbage is collected again
    while True:
        loaded = npcs(loaded)
        agenda: Agenda = loaded.game.agenda(loaded.state)
        print_odds(loaded)
        print_agenda(agenda)
        if agenda.over:
            return
        latest = len(loaded.actions)
        player = agenda.waiting_on[0] if (agenda.secret and agenda.waiting_on) else None
        public = public_options(loaded, None)[0] if player is not None else []
        if public:  # open to the table before the secret answers (settling out of court)
            click.echo("  " + t("Or first, in the open: {actions}", actions="; ".join(public)))
        said = ""
        if player is not None:
            if public:
                handover = t(
                    "Pass to {player} - press Enter when only {player} can see the screen "
                    "(undo; stop; or type an open action)",
                    player=player,
                )
            else:
                handover = t(
                    "Pass to {player} - press Enter when only {player} can see the screen "
                    "(undo; stop)",
                    player=player,
                )
            said = _ask(handover)
            if said.lower() == "stop":
                return
            if said.lower() == "undo":
                loaded = _undo(referee, session, loaded, latest)
                continue
            if said and said.split()[0].lower() not in {o.split()[0] for o in public}:
                # a secret answer typed too early, in the open: never used, wiped at once
                wipe(rows(handover + ": " + said))
                click.echo(
                    "  "
                    + t("Not used: press Enter first, then {player} answers hidden.", player=player)
                )
                continue
        if said:
            words = said.split()
        elif player is not None:
            secret = describe_secret(loaded, player)
            prefix, choices = secret["prefix"], secret["choices"]
            numbers = bool(choices) and all(c.lstrip("-").isdigit() for c in choices)
            if numbers:  # a number answers (a card's value, Dignitas): the number itself
                shown = "  " + t(
                    "{player} only - your choices: {choices}",
                    player=player,
                    choices=" ".join(choices),
                )
                what = agenda.secret_ask or t("your number")
                ask = t("{player}, {what} (hidden; undo; blank to stop)", player=player, what=what)
            elif len(choices) > MANY:  # too many to list (Imperium's stacks): an example
                shown = "  " + tn(
                    "{player} only - {n} choice, for example: {example}",
                    "{player} only - {n} choices, for example: {example}",
                    len(choices),
                    player=player,
                    example=_labelled(loaded, choices[0]),
                )
                ask = t("{player}, your answer (words, hidden; undo; blank to stop)", player=player)
            elif choices:
                listed = ", ".join(f"{i}. {_labelled(loaded, c)}" for i, c in enumerate(choices, 1))
                shown = "  " + t(
                    "{player} only - your choices: {choices}", player=player, choices=listed
                )
                ask = t(
                    "{player}, your answer (number or words, hidden; undo; blank to stop)",
                    player=player,
                )
            else:
                shown = "  " + t("{player} only - {prompt}", player=player, prompt=agenda.prompt)
                ask = t("{player}, your answer (hidden; undo; blank to stop)", player=player)
            click.echo(shown)
            answer = _ask(ask, True)
            wipe(rows(shown, ask + ": "))
            if not answer:
                return
            if answer.lower() == "undo":
                loaded = _undo(referee, session, loaded, latest)
                continue
            if not numbers and _number(answer) and 1 <= int(answer) <= len(choices):
                answer = choices[int(answer) - 1]
            given = answer.split()
            if given[: len(prefix)] != prefix:
                given = [*prefix, *given]
            words = given
        else:
            options = public_options(loaded, None)[0]  # the table's: no one's secret
            for i, option in enumerate(options, 1):
                click.echo(f"  {i:>2}. {_labelled(loaded, option)}")
            if agenda.default in options:  # a sensible default: Enter takes it
                answer = _ask(t("Action (Enter: 1, the default; number or words; undo; stop)"))
                if answer.lower() == "stop":
                    return
                answer = answer or "1"
            else:
                answer = _ask(t("Action (number or words; undo; blank to stop)"))
            if not answer:
                return
            if answer.lower() == "undo":
                loaded = _undo(referee, session, loaded, latest)
                continue
            if _number(answer) and 1 <= int(answer) <= len(options):
                words = options[int(answer) - 1].split()
            else:
                words = answer.split()
        try:
            if player is not None and not said:  # a hidden answer, given as that seat
                try:
                    loaded, events = referee.act(session, words, actor=seat(player))
                except BadInput as exc:  # why, to him alone while he has the screen
                    told = _not_done(player, exc)
                    click.echo(told)
                    _ask(t("Press Enter to clear the screen"))
                    wipe(rows(told, t("Press Enter to clear the screen") + ": "))
                    click.echo(
                        t(
                            "{player}'s secret answer was not taken; {player} answers again",
                            player=player,
                        )
                    )
                    continue
            else:
                loaded, events = referee.act(session, words)
        except NeedsSeat as exc:  # a player's own: hand the screen over, send it as his
            loaded = _handed(referee, session, loaded, exc.player, words)
            continue
        except BadInput as exc:
            click.echo(str(exc), err=True)
            continue
        for event in events:
            click.echo(f"  {labelled_text(loaded, event.text)}")


def _handed(
    referee: Referee, session: int | None, loaded: Loaded, player: str, words: list[str]
) -> Loaded:
    """``words`` sent as ``player``'s seat once only he looks; a deal offered is then
    handed to the other party to agree or reject. Each is told why on his own turn at
    the screen, wiped before it is passed on."""
    auth = loaded.game.authority(loaded.state, loaded.seats, words)
    handover = t(
        "Pass to {player} - press Enter when only {player} can see the screen", player=player
    )
    if _ask(handover).lower() == "stop":
        return loaded
    shown = "  " + t("{player} only - {prompt}", player=player, prompt=" ".join(words))
    click.echo(shown)
    try:
        loaded, events = referee.act(session, words, actor=seat(player))
    except BadInput as exc:
        told = _not_done(player, exc)
        click.echo(told)
        _ask(t("Press Enter to clear the screen"))
        wipe(rows(shown, told, t("Press Enter to clear the screen") + ": "))
        return loaded
    for event in events:
        click.echo(f"  {labelled_text(loaded, event.text)}")
    if auth.who is Who.PROPOSE and auth.other is not None:
        loaded = _answer(referee, session, loaded, auth.other)
    return loaded


def _answer(referee: Referee, session: int | None, loaded: Loaded, player: str) -> Loaded:
    """The other party answers an offer: his own options now (its answers among them)."""
    mine = options_for(loaded, seat(player))
    if not mine:
        return loaded
    handover = t(
        "Pass to {player} - an offer for you; press Enter when only {player} looks",
        player=player,
    )
    if _ask(handover).lower() == "stop":
        return loaded
    listed = ", ".join(f"{i}. {_labelled(loaded, c)}" for i, c in enumerate(mine, 1))
    shown = "  " + t("{player} only - your answers: {answers}", player=player, answers=listed)
    ask = t("{player}, your answer (number or words, hidden; blank: later)", player=player)
    click.echo(shown)
    answer = _ask(ask, True)
    lines = [shown, ask + ": "]
    if answer.isdigit() and 1 <= int(answer) <= len(mine):
        answer = mine[int(answer) - 1]
    if answer:
        try:
            loaded, events = referee.act(session, answer.split(), actor=seat(player))
        except BadInput as exc:
            told = _not_done(player, exc)
            click.echo(told)
            _ask(t("Press Enter to clear the screen"))
            lines += [told, t("Press Enter to clear the screen") + ": "]
            wipe(rows(*lines))
            return loaded
        wipe(rows(*lines))
        for event in events:
            click.echo(f"  {labelled_text(loaded, event.text)}")
        return loaded
    wipe(rows(*lines))
    return loaded


def _not_done(player: str, exc: BadInput) -> str:
    return "  " + t("{player} only - not done: {why}", player=player, why=str(exc))


def _undo(referee: Referee, session: int | None, loaded: Loaded, latest: int) -> Loaded:
    """`undo` typed at a prompt: the state after it, or the same one if nothing to undo."""
    try:
        after, said = referee.undo(session, latest)
    except BadInput as exc:
        click.echo(str(exc), err=True)
        return loaded
    click.echo(f"  {masked(after, said)}")
    return after
