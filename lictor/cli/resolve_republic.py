"""`lictor resolve republic-of-rome ...`: the rulings the summary supports. Thin: parse the
options, call the game's pure rulings, print them (Italian with --lang it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from lictor.cli.errors import LictorGroup
from lictor.cli.output import content_option, echo_ruling, existing, lang_option
from lictor.cli.republic_words import counts, senator
from lictor.errors import BadInput
from lictor.i18n import current_lang, t

F = TypeVar("F", bound=Callable[..., Any])


@click.group(name="republic-of-rome", cls=LictorGroup)
def republic() -> None:
    """The Republic of Rome rulings."""


def _common(f: F) -> F:
    """--json, --content and --lang (said as score and the other rulings say it:
    lictor.cli.output.lang_option; a refusal keeps the language for its "Error:")."""
    f = click.option("--json", "as_json", is_flag=True)(f)
    f = lang_option(f)
    f = content_option(f)
    return f


def _context(contents: tuple[Path, ...]) -> tuple[Any, Any]:
    """The translator and the pack's settings with the table's ``--content`` over them."""
    from lictor.games.republic_of_rome.rules.settings import overrides_of, settings
    from lictor.i18n import Translator
    from lictor.rules.inputs import read_input

    tr = Translator(current_lang())
    merged: dict[str, Any] = {}
    for path in existing(contents):
        data, _ = read_input(str(path))
        mine = overrides_of(data, str(path))
        settings(mine, str(path))  # each file checked on its own: its line named
        merged.update(mine)
    source = ", ".join(str(c) for c in contents) or "--content"
    return tr, settings(merged, source)


@republic.command()
@click.option("--base", type=int, default=None, help="The base number, if worked out already.")
@click.option("--influence", type=int, default=None, help="The persuader's Influence.")
@click.option("--oratory", type=int, default=None, help="The persuader's Oratory.")
@click.option("--loyalty", type=int, default=None, help="The target's Loyalty.")
@click.option("--target-talents", type=int, default=0, show_default=True)
@click.option("--in-a-faction", is_flag=True, help="The target sits in another faction.")
@click.option("--bribes", type=int, default=0, show_default=True)
@click.option(
    "--counter-bribes", default="0", show_default=True, help="A total, or Ben=2,Cy=1 by player."
)
@click.option("--roll", type=int, default=None, help="The 2d6 roll, if made.")
@_common
def persuasion(
    base: int | None,
    influence: int | None,
    oratory: int | None,
    loyalty: int | None,
    target_talents: int,
    in_a_faction: bool,
    bribes: int,
    counter_bribes: str,
    roll: int | None,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """A persuasion attempt: the target number, the exact odds on 2d6, the result, and
    where every Talent goes (1.07.412-414)."""
    from lictor.games.republic_of_rome.rules.persuasion import base_number
    from lictor.games.republic_of_rome.rules.persuasion import persuasion as rule

    tr, cfg = _context(contents)
    cards = (influence, oratory, loyalty)
    base_line = None
    if base is None:
        if None in cards:
            raise BadInput(
                t(
                    "persuasion: give --base, or --influence, --oratory and --loyalty "
                    "(and --target-talents, --in-a-faction) to work it out"
                )
            )
        worked = base_number(
            influence or 0, oratory or 0, loyalty or 0, target_talents, in_a_faction, cfg, tr
        )
        base, base_line = worked.value, worked.line
    elif any(c is not None for c in cards):
        raise BadInput(t("persuasion: give --base or the cards (--influence ...), not both"))
    r = rule(base, bribes, counts(counter_bribes, "--counter-bribes"), roll, cfg, tr, base_line)
    echo_ruling(
        as_json,
        {
            "base": base,
            "target": r.target,
            "chance": float(r.chance),
            "chance_exact": f"{r.chance * 36}/36",
            "winning_rolls": list(r.winning_rolls),
            "success": r.success,
            "talents_to_target": r.talents_to_target,
            "talents": [{"from": f.source, "talents": f.talents} for f in r.flows],
        },
        r.lines,
    )


@republic.command()
@click.option("--leader", is_flag=True, help="He holds the Faction Leader marker.")
@click.option("--card", type=click.Choice(["family", "statesman"]), default="family")
@click.option("--concession", "concessions", multiple=True, help="A concession he holds.")
@click.option("--province", default=None, help="The province he governs, if any.")
@click.option("--talents", type=click.IntRange(0, 10**6), default=0, help="His personal treasury.")
@click.option(
    "--others-left",
    type=click.IntRange(0, 99),
    default=1,
    show_default=True,
    help="The faction's other Senators still alive.",
)
@click.option("--failed-assassination", is_flag=True, help="He died of a failed Assassination.")
@_common
def death(
    leader: bool,
    card: str,
    concessions: tuple[str, ...],
    province: str | None,
    talents: int,
    others_left: int,
    failed_assassination: bool,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """A Senator's death: what leaves the board, where his cards go, and whether his
    faction is eliminated or its player chooses (1.05.3-1.05.4)."""
    from typing import cast

    from lictor.games.republic_of_rome.rules.death import Card
    from lictor.games.republic_of_rome.rules.death import death as rule

    tr, _ = _context(contents)
    r = rule(
        leader,
        cast(Card, card),
        concessions,
        province,
        talents,
        others_left,
        failed_assassination,
        tr,
    )
    echo_ruling(
        as_json,
        {
            "card_to": r.card_to,
            "concessions_to_curia": list(r.concessions_to_curia),
            "province_to_forum": r.province_to_forum,
            "faction_empty": r.faction_empty,
            "eliminated": r.eliminated,
            "choices": list(r.choices),
        },
        r.lines,
    )


@republic.command()
@click.option(
    "--senator",
    "senators",
    multiple=True,
    help="One Senator: NAME,leader,knights=N,concessions=N+N,spoils=N|roll (repeatable: "
    "a faction).",
)
@click.option("--leader", is_flag=True, help="One Senator: the Faction Leader.")
@click.option("--knights", type=click.IntRange(0, 99), default=0)
@click.option("--concessions", default="", help="One Senator: each concession's income, 3,2.")
@click.option("--spoils", default=None, help="One Senator: his provincial spoils, N or roll.")
@click.option("--seed", type=int, default=None, help="Seed for a spoils roll.")
@_common
def revenue(
    senators: tuple[str, ...],
    leader: bool,
    knights: int,
    concessions: str,
    spoils: str | None,
    seed: int | None,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """Personal revenue: a Senator's (base, Knights, concessions, provincial spoils) or a
    whole faction's (--senator ... repeated) (1.06.1-1.06.13)."""
    from lictor.games.republic_of_rome.rules.revenue import revenue as rule

    tr, cfg = _context(contents)
    if senators and (leader or knights or concessions or spoils):
        raise BadInput(t("revenue: give --senator specs or one Senator's options, not both"))
    single = not senators
    if single:
        one = [""] + (["leader"] if leader else []) + [f"knights={knights}"]
        if concessions:
            one.append(f"concessions={concessions}")
        if spoils is not None:
            one.append(f"spoils={spoils}")
        senators = (",".join(one),)
    incomes = [senator(s, seed, cfg.spoils_die, single) for s in senators]
    r = rule(incomes, cfg, tr)
    echo_ruling(
        as_json,
        {
            "total": r.total,
            "senators": [{"name": n, "revenue": t} for n, t in r.per_senator],
            "spoils": {
                n: i.spoils
                for (n, _), i in zip(r.per_senator, incomes, strict=True)
                if i.spoils is not None
            },
            "corrupt": list(r.corrupt),
            "paid_to": cfg.revenue_paid_to,
        },
        r.lines,
    )


@republic.command()
@click.option("--kind", type=click.Choice(["minor", "major"]), required=True)
@click.option("--convict", type=int, required=True, help="Votes to convict.")
@click.option("--acquit", type=int, required=True, help="Votes to acquit, before his Influence.")
@click.option("--influence", type=int, required=True, help="The accused's Influence.")
@click.option("--popularity", type=int, default=0, show_default=True)
@click.option("--prior-consul", is_flag=True, help="He holds a Prior Consul marker.")
@click.option("--concession", "concessions", multiple=True, help="A concession he holds.")
@click.option("--appeal", type=int, default=0, help="Votes his Popular Appeal adds to acquit.")
@click.option("--earlier", default="", help="This turn's earlier prosecutions: minor,minor.")
@_common
def prosecution(
    kind: str,
    convict: int,
    acquit: int,
    influence: int,
    popularity: int,
    prior_consul: bool,
    concessions: tuple[str, ...],
    appeal: int,
    earlier: str,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """A prosecution by the Censor: allowed this turn?, the vote with the accused's
    Influence and Popular Appeal, and the penalties (1.09.41-1.09.44)."""
    from lictor.games.republic_of_rome.rules.prosecution import KINDS
    from lictor.games.republic_of_rome.rules.prosecution import prosecution as rule

    tr, cfg = _context(contents)
    before = [e.strip().lower() for e in earlier.split(",") if e.strip()]
    for e in before:
        if e not in KINDS:
            raise BadInput(t("--earlier: {e} is minor or major", e=repr(e)))
    r = rule(
        kind,
        convict,
        acquit,
        influence,
        popularity,
        prior_consul,
        concessions,
        appeal,
        before,
        cfg,
        tr,
    )
    echo_ruling(
        as_json,
        {
            "kind": r.kind,
            "votes": {"convict": r.convict, "acquit": r.acquit},
            "convicted": r.convicted,
            "executed": r.executed,
            "influence": r.influence,
            "popularity": r.popularity,
            "prior_consul": r.prior_consul,
            "concessions_to_forum": list(r.concessions_to_forum),
        },
        r.lines,
    )


@republic.command()
@click.option("--term", type=int, required=True, help="The dial now.")
@click.option("--rebel", is_flag=True, help="The governor is a Rebel.")
@click.option("--corrupt", is_flag=True, help="He holds a Corrupt marker.")
@click.option("--name", default="", help="The governor's name.")
@click.option("--province", default="", help="His province.")
@_common
def governor(
    term: int,
    rebel: bool,
    corrupt: bool,
    name: str,
    province: str,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """A governor's term dial at the end of the Revenue phase (1.06.6)."""
    from lictor.games.republic_of_rome.rules.governor import end_of_revenue

    tr, _ = _context(contents)
    r = end_of_revenue(term, rebel, corrupt, name, province, tr)
    echo_ruling(as_json, {"term": r.term, "returns": r.returns, "corrupt": r.corrupt}, r.lines)


@republic.command(name="loss-check")
@click.option("--wars", type=int, default=None, help="Active wars at the end of Combat.")
@click.option("--revolt", is_flag=True, help="The people revolt.")
@click.option("--treasury", type=int, default=None, help="The State treasury's Talents.")
@click.option("--bankrupt", is_flag=True, help="The State treasury is bankrupt.")
@click.option("--rebel", is_flag=True, help="A Rebel is in play.")
@_common
def loss_check(
    wars: int | None,
    revolt: bool,
    treasury: int | None,
    bankrupt: bool,
    rebel: bool,
    contents: tuple[Path, ...],
    as_json: bool,
) -> None:
    """Whether everyone loses (1.12.3)."""
    from lictor.games.republic_of_rome.rules.loss import loss_check as rule

    tr, cfg = _context(contents)
    r = rule(wars, revolt, treasury, bankrupt, rebel, cfg, tr)
    echo_ruling(as_json, {"everyone_loses": r.lost, "reasons": list(r.reasons)}, r.lines)
