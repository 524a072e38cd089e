"""Persuasion attempts (1.07.412-1.07.414): bribes from the persuader's personal treasury
raise the base number, counter-bribes from the other factions' treasuries lower it, 2d6
decide, and every Talent spent goes to the target Senator's personal treasury.

The base number itself and any roll that always fails are the pack's readings
(``persuasion_base``, ``persuasion_always_fails_from``): the summary is silent on both."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN, pct, talents
from lictor.games.republic_of_rome.rules.settings import Settings, default
from lictor.i18n import N_, NP_, Translator, t
from lictor.rules.ruling import Line

RULE = "1.07.412-1.07.414"
PARTS = {
    "influence": N_("the persuader's Influence"),
    "oratory": N_("the persuader's Oratory"),
    "loyalty": N_("the target's Loyalty"),
    "target_talents": N_("the Talents in the target's personal treasury"),
}


def chance_at_most(target: int) -> Fraction:
    """P(2d6 <= target)."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= target)
    return Fraction(ways, 36)


def winning_rolls(target: int, always_fails_from: int | None) -> tuple[int, ...]:
    """The totals of 2d6 that persuade: at most the target, below any automatic failure."""
    top = 12 if always_fails_from is None else always_fails_from - 1
    return tuple(r for r in range(2, 13) if r <= min(target, top))


def chance_of_success(target: int, always_fails_from: int | None) -> Fraction:
    wins = winning_rolls(target, always_fails_from)
    return chance_at_most(wins[-1]) if wins else Fraction(0)


@dataclass(frozen=True)
class BaseNumber:
    value: int
    line: Line


def base_number(
    influence: int,
    oratory: int,
    loyalty: int,
    target_talents: int,
    in_a_faction: bool,
    settings: Settings | None = None,
    tr: Translator = EN,
) -> BaseNumber:
    """The base number from the cards, by the pack's weights (a reconstruction)."""
    w = (settings or default()).persuasion_base
    given = {
        "influence": influence,
        "oratory": oratory,
        "loyalty": loyalty,
        "target_talents": target_talents,
    }
    for name, value in given.items():
        if value < 0 and name != "influence":
            raise BadInput(
                t("--{option}: 0 or more, got {value}", option=name.replace("_", "-"), value=value)
            )
    total = sum(getattr(w, k) * v for k, v in given.items())
    terms = [f"{tr(PARTS[k])} {v} x {getattr(w, k):+d}" for k, v in given.items()]
    if in_a_faction:
        total += w.in_a_faction
        terms.append(tr(N_("the target sits in a faction: {n:+d}")).format(n=w.in_a_faction))
    text = tr(N_("Base number (reconstruction: the pack's weights): {terms} = {base}")).format(
        terms="; ".join(terms), base=total
    )
    return BaseNumber(total, Line(text, ref("1.07.412", tr(N_("the base number"))), total))


@dataclass(frozen=True)
class Flow:
    """Talents that change hands: from whose treasury, how many."""

    source: str
    talents: int


@dataclass(frozen=True)
class PersuasionRuling:
    target: int
    chance: Fraction
    winning_rolls: tuple[int, ...]
    success: bool | None
    talents_to_target: int
    flows: tuple[Flow, ...]
    lines: tuple[Line, ...]


def persuasion(
    base: int,
    bribes: int,
    counter_bribes: int | Mapping[str, int],
    roll: int | None = None,
    settings: Settings | None = None,
    tr: Translator = EN,
    base_line: Line | None = None,
) -> PersuasionRuling:
    """The ruling on one attempt; ``counter_bribes`` a total or each player's Talents."""
    s = settings or default()
    counters = (
        dict(counter_bribes)
        if isinstance(counter_bribes, Mapping)
        else ({"": counter_bribes} if counter_bribes else {})
    )
    if bribes < 0:
        raise BadInput(t("--bribes: Talents spent are 0 or more, got {value}", value=bribes))
    for who, value in counters.items():
        if value < 0:
            option = f"--counter-bribes ({who})" if who else "--counter-bribes"
            raise BadInput(
                t("{option}: Talents spent are 0 or more, got {value}", option=option, value=value)
            )
    if roll is not None and not 2 <= roll <= 12:
        raise BadInput(t("--roll: 2d6 gives 2 to 12, got {roll}", roll=roll))
    against = sum(counters.values())
    target = base + bribes - against
    rule = ref(RULE, tr(N_("bribes and counter-bribes")))
    dice = ref("1.07.413", tr(N_("the roll against 2d6")))
    lines = [base_line] if base_line is not None else []
    lines.append(
        Line(
            tr(
                N_(
                    "Target number: base {base} + {bribes} in bribes - {against} in "
                    "counter-bribes = {target}"
                )
            ).format(base=base, bribes=bribes, against=against, target=target),
            rule,
            target,
        )
    )
    fails = s.persuasion_always_fails_from
    if fails is not None:
        lines.append(
            Line(
                tr(N_("A roll of {n} or more always fails (reconstruction)")).format(n=fails),
                dice,
                fails,
            )
        )
    wins = winning_rolls(target, fails)
    chance = chance_of_success(target, fails)
    ways = chance * 36
    if wins:
        said = tr(N_("Rolls that persuade: 2 to {top}, {ways} of the 36: {chance}")).format(
            top=wins[-1], ways=ways, chance=pct(chance, tr)
        )
    else:
        said = tr(N_("No roll of 2d6 persuades: the chance is 0 of 36"))
    lines.append(Line(said, dice, int(ways)))
    success = None
    if roll is not None:
        success = roll in wins
        if success:
            said = tr(N_("Rolled {roll}: the Senator is persuaded"))
        elif fails is not None and roll >= fails:
            said = tr(N_("Rolled {roll}: the attempt fails, whatever the number"))
        else:
            said = tr(N_("Rolled {roll}: more than {target}, the attempt fails"))
        lines.append(Line(said.format(roll=roll, target=target), dice, roll))
    flows = []
    where = ref("1.07.414", tr(N_("where the Talents go")))
    if bribes:
        flows.append(Flow(tr(N_("the persuader's personal treasury")), bribes))
    for who, value in counters.items():
        if value:
            source = (
                tr(N_("{player}'s faction treasury")).format(player=who)
                if who
                else tr(N_("the other factions' treasuries"))
            )
            flows.append(Flow(source, value))
    for f in flows:
        lines.append(
            Line(
                tr(N_("{talents} from {source} to the target's personal treasury")).format(
                    talents=talents(f.talents, tr), source=f.source
                ),
                where,
                f.talents,
            )
        )
    total = bribes + against
    lines.append(
        Line(
            tr.ngettext(
                *NP_(
                    "In all {n} Talent goes to the target's personal treasury, whatever the result",
                    "In all {n} Talents go to the target's personal treasury, whatever the result",
                ),
                total,
            ).format(n=total),
            where,
            total,
        )
    )
    return PersuasionRuling(target, chance, wins, success, total, tuple(flows), tuple(lines))
