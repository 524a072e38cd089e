"""Choices that fit the game: a few fields whose picks compose into `act` words.

A game's presenter may turn a seat's legal options (the `act` words it may send now) into
controls: Imperium's stack is three pickers (top, middle, bottom card), a payment is two
counts (Dignitas, Auctoritas), a chariot's move is a card and a hex. A control is a list
of fields, each with its choices, and its entries: which picks make which option's words.
Several picks may make the same words (a stack whose order does not matter), but every
entry's words are one of the legal options the control was made from - the screen
checks that again, and the referee still checks every action it is sent.

Pure data, no screen: the web pages render it (lictor/web/controls.py), the CLI could.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Choice:
    """One pick of a field: the value it stands for, what it reads as, what it costs."""

    value: str
    label: str
    note: str = ""


@dataclass(frozen=True)
class Field:
    """``menu``: shown as a drop-down list (long choices with notes), not as buttons."""

    name: str
    label: str
    choices: tuple[Choice, ...]
    menu: bool = False


@dataclass(frozen=True)
class Control:
    """``entries``: (one value per field, the option's words), every legal combination.
    ``notes``: what an option does, by its words (shown when the picks make it)."""

    key: str  # stable between updates (the screen keeps a half-made pick under it)
    title: str
    fields: tuple[Field, ...]
    entries: tuple[tuple[tuple[str, ...], str], ...]
    notes: Mapping[str, str] = field(default_factory=dict)

    def words(self) -> list[str]:
        """The options this control makes, once each, in order."""
        return list(dict.fromkeys(w for _, w in self.entries))


def by_positions(
    key: str,
    title: str,
    options: Iterable[str],
    verb: str,
    positions: Mapping[int, str],
    label: Callable[[int, str], str] | None = None,
    note: Callable[[int, str], str] | None = None,
) -> Control | None:
    """A control over the options starting with ``verb`` whose words at ``positions``
    (word index -> the field's label) vary: ``pay Ann dignitas N auctoritas M`` with
    positions {3: "Dignitas", 5: "Auctoritas"}. The other words must agree (the options of
    one seat for one verb, of one length); None if fewer than two options fit."""
    picked = [o for o in options if o.split()[:1] == [verb]]
    if not picked:
        return None
    size = len(picked[0].split())
    picked = [o for o in picked if len(o.split()) == size and max(positions) < size]
    if len(picked) < 2:
        return None
    fixed = [i for i in range(size) if i not in positions]
    first = picked[0].split()
    if any([o.split()[i] for i in fixed] != [first[i] for i in fixed] for o in picked):
        return None
    fields = []
    for i, name in positions.items():
        values = list(dict.fromkeys(o.split()[i] for o in picked))
        fields.append(
            Field(
                str(i),
                name,
                tuple(
                    Choice(v, label(i, v) if label else v, note(i, v) if note else "")
                    for v in values
                ),
            )
        )
    entries = tuple((tuple(o.split()[i] for i in positions), o) for o in picked)
    return Control(key, title, tuple(fields), entries)


def unordered(
    key: str,
    title: str,
    options: Iterable[str],
    prefix: Sequence[str],
    labels: Sequence[str],
    choice: Callable[[str], Choice],
    sep: str = " ",
) -> Control | None:
    """A control over options ``PREFIX A B ...`` (or ``PREFIX A,B,...`` with ``sep`` ",")
    whose picks may come in any order: each field picks one, every order of a legal set
    makes that set's words. ``labels``: the fields' labels, as many as the picks."""
    n = len(prefix)
    sets: list[tuple[tuple[str, ...], str]] = []
    for o in options:
        words = o.split()
        if words[:n] != list(prefix) or len(words) <= n:
            continue
        picks = tuple(words[n:]) if sep == " " else tuple(" ".join(words[n:]).split(sep))
        if len(picks) == len(labels):
            sets.append((picks, o))
    if len(sets) < 2:
        return None
    values = list(dict.fromkeys(v for picks, _ in sets for v in picks))
    choices = tuple(choice(v) for v in values)
    fields = tuple(Field(str(i), lab, choices) for i, lab in enumerate(labels))
    entries: dict[tuple[str, ...], str] = {}
    for picks, option in sets:
        for order in _orders(picks):
            entries.setdefault(order, option)
    return Control(key, title, fields, tuple(entries.items()))


def _orders(picks: tuple[str, ...]) -> list[tuple[str, ...]]:
    from itertools import permutations

    return list(dict.fromkeys(permutations(picks)))
