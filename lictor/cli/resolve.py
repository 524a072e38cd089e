from __future__ import annotations

from typing import Literal, cast

import click

from lictor.cli.output import echo_json, echo_ruling, lang_option
from lictor.cli.resolve_republic import republic
from lictor.cli.resolve_thumbs import thumbs
from lictor.errors import BadInput
from lictor.rules.odds import Odds


@click.group()
def resolve() -> None:
    """Quick rulings without a session: courts, votes, campaigns, omens, conflicts, odds."""


@resolve.group(name="carta-imperia")
def carta() -> None:
    """Carta Imperia rulings."""


@carta.command()
@lang_option
@click.option("--prosecutor", required=True, help="bribery, evidence or oratory")
@click.option("--defendant", required=True, help="bribery, evidence or oratory")
@click.option("--era", type=int, required=True)
@click.option("--final-era", type=int, default=None, help="The Era the game ends in.")
@click.option("--json", "as_json", is_flag=True)
def court(prosecutor: str, defendant: str, era: int, final_era: int | None, as_json: bool) -> None:
    """Prosecution: who wins the court cards, and the Dignitas that changes hands."""
    from lictor.games.carta_imperia.rules.phases.extort.rulings import court_card, prosecute

    r = prosecute(court_card(prosecutor), court_card(defendant), era, final_era)
    echo_ruling(
        as_json,
        {
            "winner": r.winner,
            "dignitas": {
                "prosecutor": r.prosecutor_dignitas,
                "defendant": r.defendant_dignitas,
            },
        },
        r.lines,
    )


@carta.command()
@lang_option
@click.option("--era", type=int, required=True)
@click.option("--votes", required=True, help="One thumb per player: down,up,...")
@click.option("--final-era", type=int, default=None)
@click.option("--json", "as_json", is_flag=True)
def impeach(era: int, votes: str, final_era: int | None, as_json: bool) -> None:
    """Impeachment of the Primus by thumb vote."""
    from lictor.games.carta_imperia.rules.phases.extort.rulings import impeach as rule

    thumbs = [v.strip().lower() for v in votes.split(",") if v.strip()]
    for i, v in enumerate(thumbs, 1):
        if v not in ("up", "down"):
            raise BadInput(f"--votes: vote {i} is {v!r}; each vote is up or down")
    r = rule(era, cast(list[Literal["up", "down"]], thumbs), final_era)
    echo_ruling(
        as_json,
        {
            "impeached": r.impeached,
            "primus_auctoritas": r.primus_auctoritas,
            "impeacher_dignitas": r.impeacher_dignitas,
        },
        r.lines,
    )


@carta.command()
@lang_option
@click.option("--shields", type=int, required=True, help="The region's shields.")
@click.option(
    "--type",
    "kind",
    required=True,
    type=click.Choice(["barbarian", "phalanx", "auxilia", "legion"]),
)
@click.option("--legions", type=int, required=True, help="Legions the Generals commit.")
@click.option("--combat-card", default="none", help="TYPE[:N], legionary, or none")
@click.option("--naval-doubled", is_flag=True, help="No naval access: defence doubled.")
@click.option("--elephants", type=click.Choice(["up", "down"]), default=None)
@click.option("--cataphracts", type=click.Choice(["up", "down"]), default=None)
@click.option("--generals", type=int, default=1, show_default=True)
@click.option("--json", "as_json", is_flag=True)
def campaign(
    shields: int,
    kind: str,
    legions: int,
    combat_card: str,
    naval_doubled: bool,
    elephants: str | None,
    cataphracts: str | None,
    generals: int,
    as_json: bool,
) -> None:
    """One campaign: strengths, result, casualties, spoils."""
    from lictor.games.carta_imperia.rules.phases.expand.rulings import CombatCard, Shield, Thumb
    from lictor.games.carta_imperia.rules.phases.expand.rulings import campaign as rule

    r = rule(
        shields,
        cast(Shield, kind),  # click.Choice has checked it
        legions,
        CombatCard.parse(combat_card),
        naval_doubled=naval_doubled,
        elephants=cast(Thumb | None, elephants),
        cataphracts=cast(Thumb | None, cataphracts),
        generals=generals,
    )
    echo_ruling(
        as_json,
        {
            "success": r.success,
            "region_strength": r.region_strength,
            "roman_strength": r.roman_strength,
            "casualties": r.casualties,
            "elephant_losses": r.elephant_losses,
            "dignitas": r.dignitas,
            "thumb_flips": r.thumb_flips,
        },
        r.lines,
    )


def _echo_odds(as_json: bool, odds: Odds) -> None:
    if as_json:
        echo_json({"odds": odds.as_dict()})
    else:
        click.echo(odds.text())


@carta.command(name="mob-rule")
@lang_option
@click.option("--era", type=int, required=True, help="Era VI or VII.")
@click.option("--attacker-mob", type=int, required=True, help="Dignitas the attacker commits.")
@click.option("--defender-mob", type=int, required=True, help="Dignitas the defender commits.")
@click.option("--attacker-auctoritas", type=int, default=99, show_default=True)
@click.option("--defender-auctoritas", type=int, default=99, show_default=True)
@click.option("--draws", default=None, help="The attacker's cards, e.g. phalanx,barbarian:2")
@click.option("--odds", "with_odds", is_flag=True, help="The exact odds before the draw.")
@click.option("--json", "as_json", is_flag=True)
def mob_rule(
    era: int,
    attacker_mob: int,
    defender_mob: int,
    attacker_auctoritas: int,
    defender_auctoritas: int,
    draws: str | None,
    with_odds: bool,
    as_json: bool,
) -> None:
    """Mob Rule: the street fight's losses from the attacker's cards (--draws), or the
    exact odds of every way the Early Republic deck can fall (--odds)."""
    from lictor.games.carta_imperia.deck import omens_deck
    from lictor.games.carta_imperia.odds_extralegal import mob_rule_odds
    from lictor.games.carta_imperia.rules.omens import parse_draw
    from lictor.games.carta_imperia.rules.phases.extralegal.rulings import mob_rule as rule

    if (draws is None) == (not with_odds):
        raise BadInput("mob-rule: give --draws (the cards drawn) or --odds (before the draw)")
    if with_odds:
        odds = mob_rule_odds(
            omens_deck(), era, attacker_mob, defender_mob, attacker_auctoritas, defender_auctoritas
        )
        _echo_odds(as_json, odds)
        return
    assert draws is not None
    cards = [parse_draw(d) for d in draws.split(",") if d.strip()]
    r = rule(era, attacker_mob, defender_mob, cards, attacker_auctoritas, defender_auctoritas)
    echo_ruling(
        as_json,
        {
            "attacker": {
                "dignitas": r.attacker.dignitas,
                "auctoritas": r.attacker.auctoritas,
                "flips": r.attacker.flips,
            },
            "defender": {
                "dignitas": r.defender.dignitas,
                "auctoritas": r.defender.auctoritas,
                "flips": r.defender.flips,
            },
        },
        r.lines,
    )


@carta.command()
@lang_option
@click.option("--era", type=int, required=True, help="Era VI or VII.")
@click.option("--plotters", type=int, required=True, help="Plotters, the Ringleader included.")
@click.option(
    "--target",
    "target_number",
    type=int,
    required=True,
    help="The Target Number on the Beware the Ides card drawn.",
)
@click.option(
    "--flips-one", type=int, default=3, show_default=True, help="The card's flips for 1 Plotter."
)
@click.option(
    "--flips-two",
    type=int,
    default=2,
    show_default=True,
    help="The card's flips for each of 2 Plotters.",
)
@click.option(
    "--flips-many",
    type=int,
    default=1,
    show_default=True,
    help="The card's flips for each of 3 or more Plotters.",
)
@click.option(
    "--ringleader",
    type=int,
    default=2,
    show_default=True,
    help="The Ringleader's flips with 3 or more Plotters.",
)
@click.option("--ides", is_flag=True, help="The Target declared Beware the Ides this Era.")
@click.option("--downs", type=int, default=None, help="Thumbs down flipped in all.")
@click.option("--odds", "with_odds", is_flag=True, help="The exact odds before the flips.")
@click.option("--json", "as_json", is_flag=True)
def assassinate(
    era: int,
    plotters: int,
    target_number: int,
    flips_one: int,
    flips_two: int,
    flips_many: int,
    ringleader: int,
    ides: bool,
    downs: int | None,
    with_odds: bool,
    as_json: bool,
) -> None:
    """An Assassination: the Plotters' thumbs against the Beware the Ides card's Target
    Number (--downs), or the exact odds of the flips (--odds). The flips default to the
    rulebook's example card."""
    from lictor.games.carta_imperia.odds_extralegal import assassination_odds
    from lictor.games.carta_imperia.rules.phases.extralegal.rulings import IdesCard
    from lictor.games.carta_imperia.rules.phases.extralegal.rulings import assassinate as rule

    if (downs is None) == (not with_odds):
        raise BadInput("assassinate: give --downs (the thumbs flipped) or --odds (before them)")
    card = IdesCard(target_number, flips_one, flips_two, flips_many, ringleader)
    if with_odds:
        _echo_odds(as_json, assassination_odds(era, plotters, card, ides))
        return
    assert downs is not None
    r = rule(era, plotters, card, downs, ides)
    echo_ruling(as_json, {"success": r.success, "downs": r.downs}, r.lines)


@carta.command()
@lang_option
@click.option("--npc-prestige", type=int, required=True)
@click.option("--player-prestige", type=int, required=True)
@click.option("--era", type=int, required=True)
@click.option("--player-is-primus", is_flag=True)
@click.option("--thumbs", type=int, required=True, help="The deal's Thumbs value.")
@click.option("--draws", default=None, help="Cards revealed, e.g. phalanx,barbarian,legionary")
@click.option("--seed", type=int, default=None, help="Seed for the virtual Omens deck.")
@click.option("--odds", "with_odds", is_flag=True, help="The exact odds before the draw.")
@click.option("--json", "as_json", is_flag=True)
def omens(
    npc_prestige: int,
    player_prestige: int,
    era: int,
    player_is_primus: bool,
    thumbs: int,
    draws: str | None,
    seed: int | None,
    with_odds: bool,
    as_json: bool,
) -> None:
    """An NPC Senator consults the Omens about a deal (--odds: the exact chances first,
    from the whole shuffled deck, beside the ruling of --draws if given)."""
    import random

    from lictor.games.carta_imperia.rules.omens import consult, draw_from_deck, parse_draw

    odds = None
    if with_odds:
        from lictor.games.carta_imperia.deck import omens_deck
        from lictor.games.carta_imperia.odds_extralegal import omens_odds

        consult(npc_prestige, player_prestige, era, thumbs, [("legionary",)])  # checks inputs
        odds = omens_odds(
            omens_deck(), npc_prestige, player_prestige, era, thumbs, player_is_primus
        )
        if draws is None:
            _echo_odds(as_json, odds)
            return
        if not as_json:
            click.echo(odds.text())

    if draws is not None:
        cards = [parse_draw(d) for d in draws.split(",") if d.strip()]
    else:
        from lictor.games.carta_imperia.deck import omens_deck

        cards = draw_from_deck(omens_deck(), seed if seed is not None else random.randrange(2**31))
    r = consult(
        npc_prestige, player_prestige, era, thumbs, cards, player_is_primus=player_is_primus
    )
    echo_ruling(
        as_json,
        {
            "attitude": r.attitude,
            "counted": r.counted,
            "accepts": r.accepts,
            "draws": list(r.draws),
            **({"odds": odds.as_dict()} if odds is not None else {}),
        },
        r.lines,
    )


@resolve.group(name="hannibal-vs-rome")
def hannibal() -> None:
    """Hannibal vs Rome rulings."""


@hannibal.command()
@lang_option
@click.option("--rome", type=int, required=True, help="Rome's card, 1-5")
@click.option("--carthage", type=int, required=True, help="Carthage's card, 1-5")
@click.option("--hannibal", "with_hannibal", is_flag=True, help="Hannibal's legion is engaged.")
@click.option("--json", "as_json", is_flag=True)
def conflict(rome: int, carthage: int, with_hannibal: bool, as_json: bool) -> None:
    """One round of a conflict: who loses a legion."""
    from lictor.games.hannibal.rules.conflict import conflict_round

    r = conflict_round(rome, carthage, with_hannibal)
    echo_ruling(
        as_json,
        {
            "rome_loses": r.rome_loses,
            "carthage_loses": r.carthage_loses,
            "hannibal_removed": r.hannibal_removed,
        },
        r.lines,
    )


carta.add_command(thumbs)  # a deal offered to an NPC Senator: a module of its own
resolve.add_command(republic)  # The Republic of Rome's rulings: a group of their own
