"""The words of an action, taken at their word: every word used, a hidden answer never
repeated on the screen.

Both rules hold for every game through the kernel, so a new game gets them for free:
a trailing word that changes nothing (``sack extra``) is refused rather than logged, and
a refused secret answer (``card rome 44``) is refused without saying it again, nor the
hand it was chosen from.

A game should refuse words beyond its verbs' arity itself, in ``parse`` or its moves,
and declare ``Capabilities(checks_arity=True)``: only the game knows that a word which
repeats a default (``impeach Ann Ben`` when Ben is the Primus) is a word it uses. The
kernel's test here is the fallback for a game that does not declare it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from lictor.errors import BadInput
from lictor.i18n import t
from lictor.rules.game import Event, Game, Seats, apply_checked
from lictor.rules.ruling import RuleRef
from lictor.rules.violation import BadAction, IllegalAction, Violation


def refuse_unused_words(
    game: Game[Any, Any], state: Any, words: Sequence[str], after: Any, events: list[Event]
) -> None:
    """The fallback for a game that does not check its verbs' arity: refuse ``words`` if
    its last word changes nothing (the action without it is legal and does exactly the
    same: same state, same events). A game that checks arity itself is trusted."""
    if game.capabilities.checks_arity:
        return
    w = [x for x in words if x.strip()]
    if len(w) < 2:
        return
    try:
        shorter = game.parse(state, w[:-1])
        same_state, same_events = apply_checked(game, state, shorter)
    except BadInput:
        return
    if game.state_key(same_state) == game.state_key(after) and [e.text for e in same_events] == [
        e.text for e in events
    ]:
        raise BadAction(
            t(
                "{words}: {word} is a word this action does not use "
                "(`{shorter}` does the same; leave it out)",
                words=" ".join(w),
                word=repr(w[-1]),
                shorter=" ".join(w[:-1]),
            )
        )


def check_numbers(game: Game[Any, Any], words: Sequence[str]) -> None:
    """Refuse a number beyond what the game ever counts (a Legacy worth 10^20 points)."""
    bound = game.number_bound
    said = _short(" ".join(x for x in words if x.strip()), 60)
    for w in words:
        digits = w[1:] if w[:1] in "+-" else w
        if digits.isdigit() and not (digits.isascii() and digits.isdecimal()):
            # `²`, `٣`: digits Python's int() reads (or trips on), no player types
            raise BadAction(
                t(
                    "{said}: {word} is not a number; write numbers with 0-9",
                    said=said,
                    word=repr(_short(w)),
                )
            )
        if digits.isdigit() and (len(digits) > len(str(bound)) or int(digits) > bound):
            raise BadAction(
                t(
                    "{said}: {word} is out of range - no number in {game} goes beyond "
                    "{bound} (or below -{bound})",
                    said=said,
                    word=_short(w),
                    game=t(game.title),
                    bound=bound,
                )
            )


def _short(text: str, most: int = 20) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def is_hidden(game: Game[Any, Any], words: Sequence[str]) -> bool:
    """Whether ``words`` give a secret answer (their verb is one of the game's secrets)."""
    w = [x for x in words if x.strip()]
    return bool(w) and w[0].lower() in game.secret_verbs


@contextmanager
def hidden_refusal(
    game: Game[Any, Any], words: Sequence[str], seats: Seats, over: bool = False
) -> Iterator[None]:
    """Refusals inside the block, for a secret answer, name neither the answer nor a hand.
    ``over``: the game has ended, so no choice is left to point to."""
    try:
        yield
    except BadInput as exc:
        if not is_hidden(game, words):
            raise
        w = [x for x in words if x.strip()]
        who = w[1] if len(w) > 1 else ""
        names = {p.lower(): p for _, p in seats.by_side}
        player = dict(seats.by_side).get(who.lower()) or names.get(who.lower())
        if not who:
            raise BadAction(
                t(
                    "{verb}: name the player first (`{verb} PLAYER ...`; players: {players})",
                    verb=w[0],
                    players=", ".join(names.values()),
                )
            ) from None
        if player is None:
            raise BadAction(
                t(
                    "{verb} {who}: {quoted} is not a player (players: {players})",
                    verb=w[0],
                    who=who,
                    quoted=repr(who),
                    players=", ".join(names.values()),
                )
            ) from None
        look = f"lictor referee actions --seat {player}"
        head = " ".join(w[:2])
        message = t(
            "{head} ...: that secret answer is refused (it is not repeated here)", head=head
        )
        hint = t(
            "the choices it may take: `{look}`, where only that player sees the screen",
            look=look,
        )
        if over:
            hint = t("the game is over: no answer is asked any more")
        violations = getattr(exc, "violations", None)
        if violations:
            v = violations[0]
            said = {p for x in w[2:] for p in re.findall(r"[\w-]+", x.lower())}
            if not said & set(re.findall(r"[\w-]+", v.message.lower())):
                message = v.message  # it says nothing of the answer: keep it, not its hint
                raise IllegalAction([Violation(v.code, message, v.rule, hint)]) from None
            # neither the rule's section (a special card's) nor its code tells the answer
            masked = Violation(
                "secret-refused", message, RuleRef(v.rule.game, "Secret answer"), hint
            )
            raise IllegalAction([masked]) from None
        raise BadAction(f"{message}; {hint}") from None
