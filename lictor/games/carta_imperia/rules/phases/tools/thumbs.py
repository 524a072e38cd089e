"""Dealmaking with an NPC Senator (Solo & 2-Player Addenda): a deal's Thumbs value, item by
item, each with the rule that prices it. Plain values in (``Table``: what the NPC knows of
the table; ``Terms``: what the player gives and demands), a ``ThumbsValue`` out; no State
(``npc_terms.py`` builds these from a session's state). It is one module for a reason:
the Addenda's price list is read top to bottom as one function, a branch per printed item.

Where the Addenda are silent, lictor's readings are labelled reconstruction in the line
itself (and listed in the pack's ``data.referee.dealmaking``):

- a Legion *demanded* costs ``legion_demanded`` thumbs down each (the price at which NPCs
  sell Legions, 1 Dignitas), and is refused outright when the NPC plays eXpand this Era or
  in Era VII (NPCs sell Legions only then not, and never in Era VII);
- a Bust *demanded* costs as many thumbs down as a Bust offered would bring up;
- the campaign line adds the Dignitas the NPC keeps under the deal: the campaign's reward
  less what the player demands of it (so the Volsci example is 2);
- the front-runner line applies whenever an Election is under way with the NPC ahead,
  unless the player offers his support (``support``);
- an NPC candidate that is not the front-runner is "open to a Deal, but only if they are
  certain not to be Vetoed by the Lex Sacrata Reform" (NPC eXec): it refuses a deal for its
  votes, before the Omens, while another Senator holds the Lex Sacrata (certain: the Reform
  not enacted, or enacted by the NPC itself);
- ``join N`` (the Volsci example's "join him with your 2 Legions") is a Legion offered,
  each a thumb up when the NPC plays eXpand; it brings those Legions to the NPC's campaign
  under the player's own Standard instead of handing them over (npc_join.py), and they
  count towards tipping its balance.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.phases.tools.spoken import EN
from lictor.i18n import N_, NP_, Translator, t
from lictor.rules.ruling import Line, RuleRef

DEALMAKING = N_("Dealmaking with an NPC Senator")


GIVE_KINDS = ("dignitas", "legions", "busts", "governorship", "support", "join")
_Add = Callable[[int, str, str], None]  # a line: its value, its text, its rule
# the last four: an NPC's promises not to act against the player (npc_promises.py), no thumbs
DEMAND_KINDS = ("dignitas", "legions", "busts", "governorship", "votes", "campaign-dignitas",
                "spare", "acquit", "no-court", "no-war")  # fmt: skip
PROMISES = {
    "spare": N_("{player} asks {npc} not to remove {player}'s Governor when it Romanises this Era"),
    "acquit": N_("{player} asks {npc} for no thumbs down on {player}'s Impeachment this Era"),
    "no-court": N_("{player} asks {npc} to take {player} to no court this Era"),
    "no-war": N_("{player} asks {npc} not to ally against the Primus in this Era's Civil War"),
}


@dataclass(frozen=True)
class Item:
    """One thing given or demanded: ``amount`` of Dignitas, Legions, Busts or the
    campaign's Dignitas (0: all of it); a Governorship by ``province`` and its endgame
    ``status``; ``support`` (the player's votes for the NPC) and ``votes`` (the NPC's)."""

    kind: str
    amount: int = 0
    province: str = ""
    status: int = 0


@dataclass(frozen=True)
class Terms:
    give: tuple[Item, ...] = ()
    demand: tuple[Item, ...] = ()

    def gives(self, kind: str) -> int:
        return sum(i.amount for i in self.give if i.kind == kind)

    def demands(self, kind: str) -> int:
        return sum(i.amount for i in self.demand if i.kind == kind)

    def demand_of(self, kind: str) -> bool:
        return any(i.kind == kind for i in self.demand)


@dataclass(frozen=True)
class Contest:
    """An Election under way: the Province contested, its endgame Status, whether the NPC
    is its front-runner."""

    province: str
    status: int
    npc_front_runner: bool
    vetoer: str = ""  # who may Veto the NPC, a candidate (the Lex Sacrata's enactor) "" none


@dataclass(frozen=True)
class Campaign:
    """A campaign the deal is about: its region, the Dignitas won (at least the region's
    shields), the Legions the NPC's side has without the deal and the Strength to equal."""

    region: str
    reward: int
    npc_strength: int
    needed: int
    outnumber: bool = False  # the NPC must outnumber ``needed`` (an NPC General's ask)

    def tipped(self, legions: int) -> bool:
        """Whether ``legions`` more tip the balance: the NPC's side falls short without them
        and reaches the Strength (outnumbers it, for an ask) with them."""
        if self.outnumber:
            return self.npc_strength <= self.needed < self.npc_strength + legions
        return self.npc_strength < self.needed <= self.npc_strength + legions


@dataclass(frozen=True)
class Table:
    """What an NPC Senator weighs a player's offer against."""

    npc: str
    player: str
    era: int
    final_era: int
    npc_prestige: int
    player_prestige: int
    player_is_primus: bool = False
    npc_expands: bool = False  # the NPC chose eXpand this Era
    npc_reserve: int = 2  # Busts in the NPC's Reserve
    bust_cost: int = 3  # what the NPC would pay to adopt a new Bust
    others: tuple[tuple[str, int], ...] = ()  # the other rivals' Prestige
    contest: Contest | None = None
    campaign: Campaign | None = None
    legion_demanded: int = 1  # thumbs down per Legion demanded (pack data, reconstruction)


@dataclass(frozen=True)
class ThumbsValue:
    up: int
    down: int
    lines: tuple[Line, ...]
    refusal: str = ""  # why the NPC refuses the deal whatever the Omens ("" none)
    refused_by: str = N_("NPC eXpand: selling Legions")  # the refusal's rule

    @property
    def total(self) -> int:
        return self.up - self.down


def rule(title: str) -> RuleRef:
    return ref(DEALMAKING, title)


def said_thumbs(n: int, tr: Translator) -> str:
    """``2 thumbs up``, ``1 thumb down``, ``no thumbs`` (``2 pollici in su`` ...)."""
    if n > 0:
        return tr.count(n, *NP_("{n} thumb up", "{n} thumbs up"))
    if n < 0:
        return tr.count(-n, *NP_("{n} thumb down", "{n} thumbs down"))
    return tr(N_("no thumbs"))


def check(table: Table, terms: Terms) -> None:
    """Refuse what cannot be weighed: one clear line naming the item."""
    if not 1 <= table.era <= 7:
        raise BadInput(t("--era {era}: an Era is 1 to 7", era=table.era))
    if not table.era <= table.final_era <= 7:
        raise BadInput(
            t(
                "--final-era {final}: the game's last Era is from --era ({era}) to 7",
                final=table.final_era,
                era=table.era,
            )
        )
    if table.npc.lower() == table.player.lower():
        raise BadInput(
            t(
                "--npc/--player: {name} is both the NPC and the player offering; name two seats",
                name=table.npc,
            )
        )
    for name, value in (
        ("npc-prestige", table.npc_prestige),
        ("player-prestige", table.player_prestige),
        ("reserve", table.npc_reserve),
        ("bust-cost", table.bust_cost),
    ):
        if value < 0:
            raise BadInput(t("--{name}: 0 or more, got {value}", name=name, value=value))
    if not terms.give and not terms.demand:
        raise BadInput(t("a deal gives or demands something: name at least one item"))
    for side, items, kinds in (
        ("give", terms.give, GIVE_KINDS),
        ("demand", terms.demand, DEMAND_KINDS),
    ):
        for i in items:
            if i.kind not in kinds:
                raise BadInput(
                    t(
                        "{side} {i_kind}: not something to {side2} ({join_kinds})",
                        side=side,
                        i_kind=i.kind,
                        side2=side,
                        join_kinds=", ".join(kinds),
                    )
                )
            if i.kind in ("dignitas", "legions", "busts", "join") and i.amount < 1:
                raise BadInput(
                    t("{side} {i_kind}: give a whole number, 1 or more", side=side, i_kind=i.kind)
                )
    if terms.demands("busts") > table.npc_reserve:
        raise BadInput(
            t(
                "demand busts {terms_demands_busts}: {table_npc} has "
                "{table_npc_reserve} in Reserve",
                terms_demands_busts=terms.demands("busts"),
                table_npc=table.npc,
                table_npc_reserve=table.npc_reserve,
            )
        )
    c = table.campaign
    if any(i.kind == "join" for i in terms.give) and c is None:
        raise BadInput(t("give join: {npc} asks for no support in a campaign now", npc=table.npc))
    if any(i.kind == "campaign-dignitas" for i in terms.demand):
        if c is None:
            raise BadInput(t("demand campaign-dignitas: name the campaign (its region and reward)"))
        if terms.demands("campaign-dignitas") > c.reward:
            raise BadInput(
                t(
                    "demand campaign-dignitas "
                    "{terms_demands_campaign_dignitas}: the {c_region} "
                    "campaign is worth {c_reward} Dignitas",
                    terms_demands_campaign_dignitas=terms.demands("campaign-dignitas"),
                    c_region=c.region,
                    c_reward=c.reward,
                )
            )


def thumbs_value(table: Table, terms: Terms, tr: Translator = EN) -> ThumbsValue:
    """The Thumbs value of ``terms`` offered to ``table.npc``, line by line."""
    check(table, terms)
    lines: list[Line] = []
    refusal = ""
    npc, player = table.npc, table.player

    def add(value: int, text: str, title: str) -> None:
        lines.append(Line(f"{text}: {said_thumbs(value, tr)}", rule(title), value))

    for i in terms.give:
        if i.kind == "dignitas":
            add(
                i.amount,
                tr(N_("{player} gives {n} Dignitas")).format(player=player, n=i.amount),
                N_("each point of Dignitas offered is a thumb up"),
            )
        elif i.kind == "legions":
            legions = tr.count(i.amount, *NP_("{n} Legion", "{n} Legions"))
            if table.npc_expands:
                text = tr(N_("{player} gives {legions}, and {npc} plays eXpand this Era"))
            else:
                text = tr(N_("{player} gives {legions}, but {npc} has not chosen eXpand"))
            add(
                i.amount if table.npc_expands else 0,
                text.format(player=player, legions=legions, npc=npc),
                N_("a Legion offered is a thumb up if the NPC plays eXpand"),
            )
        elif i.kind == "join":
            joined = tr.count(i.amount, *NP_("{n} Legion", "{n} Legions"))
            where = table.campaign.region if table.campaign is not None else ""
            if table.npc_expands:
                text = tr(
                    N_("{player} joins {npc}'s campaign against {region} with {legions}, and "
                       "{npc} plays eXpand this Era")
                )  # fmt: skip
            else:
                text = tr(
                    N_("{player} joins {npc}'s campaign against {region} with {legions}, but "
                       "{npc} has not chosen eXpand")
                )  # fmt: skip
            add(
                i.amount if table.npc_expands else 0,
                text.format(player=player, npc=npc, region=where, legions=joined),
                N_("a Legion offered is a thumb up if the NPC plays eXpand"),
            )
        elif i.kind == "busts":
            per = table.bust_cost - table.npc_reserve
            add(
                per * i.amount,
                tr(
                    N_(
                        "{player} gives {busts}, each worth a new Bust's price {cost} less "
                        "the {reserve} in {npc}'s Reserve ({per})"
                    )
                ).format(
                    player=player,
                    busts=tr.count(i.amount, *NP_("{n} Bust", "{n} Busts")),
                    cost=table.bust_cost,
                    reserve=table.npc_reserve,
                    npc=npc,
                    per=per,
                ),
                N_("a Bust offered: its price less the Busts in Reserve"),
            )
        elif i.kind == "governorship":
            add(
                i.status,
                tr(
                    N_("{player} hands {npc} the Governorship of {province} (Status {status})")
                ).format(player=player, npc=npc, province=i.province, status=i.status),
                N_("a Governorship is worth its endgame Status"),
            )
    for i in terms.demand:
        if i.kind == "dignitas":
            add(
                -i.amount,
                tr(N_("{player} asks for {n} Dignitas")).format(player=player, n=i.amount),
                N_("each point of Dignitas demanded is a thumb down"),
            )
        elif i.kind == "legions":
            legions = tr.count(i.amount, *NP_("{n} Legion", "{n} Legions"))
            add(
                -table.legion_demanded * i.amount,
                tr(N_("{player} asks for {legions} (reconstruction: the NPCs' price)")).format(
                    player=player, legions=legions
                ),
                N_("NPCs sell Legions at 1 Dignitas each"),
            )
            if table.era == 7:  # reconstruction: Era VII is the Era numbered 7 (npc_buy.py)
                refusal = tr(N_("NPCs never sell Legions in Era VII"))
            elif table.npc_expands:
                refusal = tr(N_("{npc} plays eXpand this Era and sells no Legions")).format(npc=npc)
        elif i.kind == "busts":
            per = table.bust_cost - table.npc_reserve
            add(
                -per * i.amount,
                tr(
                    N_("{player} asks for {busts} (reconstruction: as a Bust offered, {per})")
                ).format(
                    player=player,
                    busts=tr.count(i.amount, *NP_("{n} Bust", "{n} Busts")),
                    per=per,
                ),
                N_("a Bust offered: its price less the Busts in Reserve"),
            )
        elif i.kind == "governorship":
            add(
                -i.status,
                tr(N_("{player} asks for the Governorship of {province} (Status {status})")).format(
                    player=player, province=i.province, status=i.status
                ),
                N_("a Governorship is worth its endgame Status"),
            )
        elif i.kind in PROMISES:
            add(
                0,
                tr(PROMISES[i.kind]).format(player=player, npc=npc),
                N_("a promise not to act (reconstruction: the Addenda price none)"),
            )
        elif i.kind == "campaign-dignitas":
            assert table.campaign is not None  # check() refused it otherwise
            n = i.amount or table.campaign.reward
            add(
                -n,
                tr(N_("{player} asks for {n} Dignitas of the {region} campaign's reward")).format(
                    player=player, n=n, region=table.campaign.region
                ),
                N_("each point of Dignitas demanded is a thumb down"),
            )
    _front_runner(table, terms, tr, add)
    _campaign(table, terms, tr, add)
    refused_by = N_("NPC eXpand: selling Legions")
    e = table.contest
    if e is not None and e.vetoer and not e.npc_front_runner and terms.demand_of("votes"):
        refusal = tr(
            N_("{npc} is open to a deal for its votes only if certain not to be Vetoed, and "
               "{vetoer} holds the Lex Sacrata")
        ).format(npc=npc, vetoer=e.vetoer)  # fmt: skip
        refused_by = N_("NPC eXec: open to a deal only if certain not to be Vetoed")
    up = sum(x.value or 0 for x in lines if (x.value or 0) > 0)
    down = -sum(x.value or 0 for x in lines if (x.value or 0) < 0)
    lines.append(
        Line(
            tr(N_("Thumbs value: {up} up - {down} down = {total}")).format(
                up=up, down=down, total=up - down
            ),
            rule(N_("thumbs up less thumbs down")),
            up - down,
        )
    )
    return ThumbsValue(up, down, tuple(lines), refusal, refused_by)


def _front_runner(table: Table, terms: Terms, tr: Translator, add: _Add) -> None:
    e = table.contest
    if e is None or not e.npc_front_runner:
        return
    title = N_("the front-runner takes the contested Status off")
    if any(i.kind == "support" for i in terms.give):
        add(
            0,
            tr(N_("{npc} is the front-runner for {province}, and {player} offers support")).format(
                npc=table.npc,
                province=e.province or tr(N_("the Province")),
                player=table.player,
            ),
            title,
        )
        return
    named = N_("{npc} is the front-runner for {province} (Status {status})")
    unnamed = N_("{npc} is the front-runner for a Province of Status {status}")  # no session
    said = tr(named if e.province else unnamed)
    add(-e.status, said.format(npc=table.npc, province=e.province, status=e.status), title)


def _campaign(table: Table, terms: Terms, tr: Translator, add: _Add) -> None:
    c = table.campaign
    if c is None:
        return
    title = N_("tipping a campaign's balance adds the NPC's reward")
    legions = terms.gives("legions") + terms.gives("join")
    if not c.tipped(legions):
        add(
            0,
            tr(
                N_(
                    "The deal does not tip the balance against {region} (Strength {needed}: "
                    "{strength} without it, {total} with it)"
                )
            ).format(
                region=c.region,
                strength=c.npc_strength,
                total=c.npc_strength + legions,
                needed=c.needed,
            ),
            title,
        )
        return
    demanded = sum((i.amount or c.reward) for i in terms.demand if i.kind == "campaign-dignitas")
    kept = max(0, c.reward - demanded)
    add(
        kept,
        tr(
            N_(
                "The deal tips the balance against {region} (Strength {needed}: {strength} "
                "without it, {total} with it): {npc} keeps {kept} of its {reward} "
                "Dignitas (reconstruction: the reward less what is demanded)"
            )
        ).format(
            region=c.region,
            strength=c.npc_strength,
            total=c.npc_strength + legions,
            needed=c.needed,
            npc=table.npc,
            kept=kept,
            reward=c.reward,
        ),
        title,
    )
