"""The words of `lictor resolve republic-of-rome`'s options read: a count or a count per
player, a list of numbers, a Senator's income line; each refusal one line naming the option."""

from __future__ import annotations

import random
from typing import Any

from lictor.errors import BadInput
from lictor.i18n import t


def counts(spec: str, option: str) -> int | dict[str, int]:
    """``3`` or ``Ben=2,Cy=1``."""
    text = spec.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    out: dict[str, int] = {}
    for part in text.split(","):
        who, sep, n = part.partition("=")
        if not sep or not who.strip() or not n.strip().lstrip("-").isdigit():
            raise BadInput(
                t(
                    "{option}: {part} should be NAME=TALENTS (or one number)",
                    option=option,
                    part=repr(part.strip()),
                )
            )
        if who.strip() in out:
            raise BadInput(
                t("{option}: {who} is given twice", option=option, who=repr(who.strip()))
            )
        out[who.strip()] = int(n)
    return out


def ints(spec: str, option: str) -> tuple[int, ...]:
    parts = [p.strip() for p in spec.replace("+", ",").split(",") if p.strip()]
    for p in parts:
        if not p.lstrip("-").isdigit():
            raise BadInput(t("{option}: {p} is not a number", option=option, p=repr(p)))
    return tuple(int(p) for p in parts)


def senator(spec: str, seed: int | None, die: int, single: bool = False) -> Any:
    """``Cornelius,leader,knights=2,concessions=3+2,spoils=4`` (spoils=roll: lictor rolls)."""
    from lictor.games.republic_of_rome.rules.revenue import SenatorIncome

    name, *rest = [p.strip() for p in spec.split(",")]
    if not name and not single:
        raise BadInput(t("--senator {spec}: give his name first", spec=repr(spec)))
    fields: dict[str, Any] = {"name": name}
    for part in rest:
        key, _, value = part.partition("=")
        if key == "leader" and not value:
            fields["leader"] = True
        elif key == "knights" and value.isdigit():
            fields["knights"] = int(value)
        elif key == "concessions":
            fields["concessions"] = ints(value, f"--senator {name} concessions")
        elif key == "spoils" and value == "roll":
            dice = random.Random(f"{seed}:{name}") if seed is not None else random.Random()
            fields["spoils"] = dice.randint(1, die)
        elif key == "spoils" and value.isdigit():
            fields["spoils"] = int(value)
        else:
            raise BadInput(
                t(
                    "--senator {name}: {part} is not leader, knights=N, concessions=N+N "
                    "or spoils=N|roll",
                    name=name,
                    part=repr(part),
                )
            )
    return SenatorIncome(**fields)
