"""`lictor resolve carta-imperia thumbs ...`: an NPC Senator rules on a deal without a
session (Solo & 2-Player Addenda). Thin: parse the options, call the game's pure ruling,
print it (Italian with --lang it)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any, TypeVar, cast

import click

from lictor.cli.output import echo_ruling
from lictor.errors import BadInput
from lictor.i18n import resolve_lang, t, use_lang

Command = TypeVar("Command", bound=Callable[..., None])


def spoken(command: Command) -> Command:
    """The command run in the language of its ``lang`` option (--lang, else LANG): its
    lines, its refusals included, said in it."""

    @functools.wraps(command)
    def run(*args: Any, **options: Any) -> None:
        with use_lang(resolve_lang(options.get("lang"))):
            command(*args, **options)

    return cast(Command, run)


@click.command()
@click.option("--era", type=int, required=True)
@click.option("--final-era", type=int, default=7, show_default=True, help="The game's last Era.")
@click.option("--npc", "npc_name", default=None, help="The NPC's name (default: NPC).")
@click.option("--player", "player_name", default=None, help="The player's name (default: Player).")
@click.option("--npc-prestige", type=int, required=True)
@click.option("--player-prestige", type=int, required=True)
@click.option("--player-is-primus", is_flag=True)
@click.option("--expand", "npc_expands", is_flag=True, help="The NPC chose eXpand this Era.")
@click.option(
    "--reserve", type=int, default=2, show_default=True, help="Busts in the NPC's Reserve."
)
@click.option(
    "--bust-cost", type=int, default=3, show_default=True, help="What the NPC pays for a new Bust."
)
@click.option(
    "--give",
    multiple=True,
    help="What the player offers: dignitas:N, legions:N, busts:N, join:N (Legions under "
    "his own Standard in the NPC's --campaign), governorship:REGION (or :STATUS), support. "
    "Repeatable or comma-separated.",
)
@click.option(
    "--demand",
    multiple=True,
    help="What the player asks for: dignitas:N, legions:N, busts:N, governorship:REGION, "
    "votes, campaign-dignitas[:N], and the NPC's promises spare, acquit, no-court, no-war.",
)
@click.option("--election", default=None, help="The Province being elected (REGION or STATUS).")
@click.option("--front-runner", is_flag=True, help="The NPC is the Election's front-runner.")
@click.option("--campaign", default=None, help="The region the deal's campaign invades.")
@click.option("--npc-legions", type=int, default=0, show_default=True,
              help="The Legions the NPC's side has for the campaign without the deal.")  # fmt: skip
@click.option("--reward", type=int, default=None, help="The campaign's Dignitas (its shields).")
@click.option("--needed", type=int, default=None, help="The Strength to equal (its shields).")
@click.option("--rivals", default="", help="The NPC's other rivals' Prestige: 9,7 or Cato=9.")
@click.option("--draws", default=None, help="The Omens revealed: phalanx,barbarian:2,legionary")
@click.option("--seed", type=int, default=None, help="Seed for a virtual Omens draw.")
@click.option("--lang", default=None, help="en or it (or LANG).")
@click.option("--json", "as_json", is_flag=True)
@spoken
def thumbs(
    era: int,
    final_era: int,
    npc_name: str | None,
    player_name: str | None,
    npc_prestige: int,
    player_prestige: int,
    player_is_primus: bool,
    npc_expands: bool,
    reserve: int,
    bust_cost: int,
    give: tuple[str, ...],
    demand: tuple[str, ...],
    election: str | None,
    front_runner: bool,
    campaign: str | None,
    npc_legions: int,
    reward: int | None,
    needed: int | None,
    rivals: str,
    draws: str | None,
    seed: int | None,
    lang: str | None,
    as_json: bool,
) -> None:
    """A deal offered to an NPC Senator: its Thumbs value line by line, the NPC's Attitude,
    the Omens (--draws as revealed, or a seeded virtual draw) and whether he takes it."""
    from lictor.games.carta_imperia.deck import omens_deck
    from lictor.games.carta_imperia.rules.board_user import load_board
    from lictor.games.carta_imperia.rules.omens import draw_from_deck, parse_draw
    from lictor.games.carta_imperia.rules.phases.tools import thumbs_words as words
    from lictor.games.carta_imperia.rules.phases.tools.npc_deal import needs_omens, rule_deal
    from lictor.games.carta_imperia.rules.phases.tools.thumbs import (
        Campaign,
        Contest,
        Table,
        Terms,
    )

    if draws is not None and seed is not None:
        raise BadInput(t("thumbs: give --draws (the Omens revealed) or --seed, not both"))
    if rivals.strip() and era != final_era:
        raise BadInput(
            t(
                "--rivals: the other rivals' Prestige counts only in the final Era "
                "(--era {era}, --final-era {final}): leave --rivals out, or give the final Era",
                era=era,
                final=final_era,
            )
        )
    if front_runner and election is None:
        raise BadInput(t("--front-runner: name the Province being elected with --election"))
    for name, value in (("--npc-legions", npc_legions), ("--reward", reward), ("--needed", needed)):
        if value is not None and value < 0:
            raise BadInput(t("{name}: 0 or more, got {value}", name=name, value=value))
    # the unnamed seats are called in the language spoken (PNG, Giocatore in Italian)
    npc_name = t("NPC") if npc_name is None else npc_name
    player_name = t("Player") if player_name is None else player_name
    board = load_board()
    terms = Terms(
        words.parse_items(board, give, "give"), words.parse_items(board, demand, "demand")
    )
    contest = None
    if election is not None:
        province, status = words.region_or_number(board, election, "--election")
        contest = Contest(province or "", status, front_runner)  # unnamed: its Status said
    fight = None
    if campaign is not None:
        region = words.find_region(board, campaign, "--campaign")
        shields = region.strength
        fight = Campaign(
            region.name,
            shields if reward is None else reward,
            npc_legions,
            shields if needed is None else needed,
        )
    elif reward is not None or needed is not None:
        raise BadInput(t("--reward/--needed: name the campaign's region with --campaign"))
    elif any(i.kind == "join" for i in terms.give):
        raise BadInput(t("--give join: name the campaign it joins with --campaign REGION"))
    table = Table(
        npc_name,
        player_name,
        era,
        final_era,
        npc_prestige,
        player_prestige,
        player_is_primus=player_is_primus,
        npc_expands=npc_expands,
        npc_reserve=reserve,
        bust_cost=bust_cost,
        others=words.parse_prestiges(rivals, "--rivals"),
        contest=contest,
        campaign=fight,
        legion_demanded=board.solo.legion_demanded,
    )
    cards = None
    if needs_omens(table, terms):
        if draws is not None:
            cards = [parse_draw(d) for d in draws.split(",") if d.strip()]
        else:
            cards = draw_from_deck(
                omens_deck(), seed if seed is not None else random.randrange(2**31)
            )
    r = rule_deal(table, terms, cards)
    if not as_json:  # each line with its section, as the language now spoken names it
        for line in r.lines:
            click.echo(f"{line.text}  [{line.rule.said_section}]")
        return
    echo_ruling(
        True,
        {
            "npc": r.npc,
            "player": r.player,
            "thumbs": r.value,
            "up": r.thumbs.up,
            "down": r.thumbs.down,
            "attitude": r.attitude,
            "draws": [list(c) for c in r.draws],
            "counted": r.counted,
            "accepts": r.accepts,
            "refusal": r.refusal or None,
        },
        r.lines,
    )
