"""NPC Civil War (Solo & 2-Player Addenda, NPC eXtra-Legal): all NPCs ally as one Faction
against the Primus (unless a deal says otherwise: the ``no-war`` promise,
tools/npc_promises.py); Players decide what an NPC of their Faction does on its Campaign
Move; an independent NPC marches to engage the Primus if it
outnumbers him, else to combine with the strongest member of its Faction, else fortifies
Rome if it holds it, else invades the most valuable rival Province it outnumbers.

Reconstruction: the NPC Faction's Leader is the NPC with the most Legions in the war (not
the Primus); "outnumber" compares the Legions of the two armies; an NPC Primus stands alone
(its deals are the tools'); with none of the printed marches open, it fortifies where it
stands. The war's other steps are npc_war.py's."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import bust_lost, by_slug, decision, value
from lictor.games.carta_imperia.rules.npc_types import HUMAN, Policy
from lictor.games.carta_imperia.rules.phases.civil_war import npc_war
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import province_strength
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import kept
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision
from lictor.slugs import slug


def npc_leader(s: State) -> str | None:
    """The NPC Faction's Leader: the NPC with most Legions in the war, not the Primus."""
    if s.war is None:
        return None
    armies = [a for a in s.war.standing() if a.name in s.npcs and a.name != s.primus]
    if not armies:
        return None
    return max(armies, key=lambda a: a.legions).name


def side(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Raising the Standards: an NPC joins the NPC Faction (None: nothing to do)."""
    lead = npc_leader(s)
    if lead is None or npc == lead or npc == s.primus or s.war is None:
        return None
    if s.war.leader_of(npc) == lead:
        return None
    if kept(s, npc, "no-war"):  # "unless they take a Deal not to": it stays out
        return None
    join = next((a for a in offers if a.verb == "side" and a.args == (lead.lower(),)), None)
    if join is None:
        return None
    return decision(
        join,
        [
            t(
                "NPCs ally as one Faction against the Primus, led by {lead} (NPC Civil War)",
                lead=lead,
            )
        ],
    )


def move(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    w = s.war
    if w is None:
        return None
    lead = w.leader_of(npc)
    if lead in s.humans:  # reconstruction: in a Player's Faction only the Campaign Move
        return HUMAN  # is his to make for the NPC; its other Civil War steps stay its own
    me = w.army(npc)
    if me is None:
        return None
    campaigns = {a.args[0]: a for a in offers if a.verb == "campaign" and a.args}
    primus = w.army(s.primus) if s.primus != npc else None
    if primus is not None and not primus.out and me.legions > primus.legions:
        to = campaigns.get(slug(primus.where))
        if to is not None:
            return decision(
                to,
                [
                    t(
                        "it outnumbers the Primus ({me_legions} to "
                        "{primus_legions}): engages him (NPC Civil War)",
                        me_legions=me.legions,
                        primus_legions=primus.legions,
                    )
                ],
            )
    friends = [a for a in w.standing() if a.name != npc and w.leader_of(a.name) == lead]
    if friends:
        strongest = max(friends, key=lambda a: a.legions)
        to = campaigns.get(slug(strongest.where))
        if to is not None:
            return decision(
                to,
                [
                    t(
                        "it marches to combine with {strongest_name}, its "
                        "strongest ally (NPC Civil War)",
                        strongest_name=strongest.name,
                    )
                ],
            )
    fortify = next((a for a in offers if a.verb == "fortify"), None)
    if fortify is not None and me.where == "Roma":
        return decision(fortify, [t("it holds Rome: it fortifies it (NPC Civil War)")])
    here = by_slug(board, s)

    def defence(name: str) -> int:
        """A Province's defence (Battle): its shields, halved if not Romanised, or the
        enemy armies standing on it, Fortified +3."""
        r = here[name]
        armies = [a for a in w.standing() if a.where == r.name and not w.allies(a.name, npc)]
        if not armies:
            return province_strength(r.strength, r.romanised)
        return sum(a.strength + a.beasts + (3 if a.fortified == r.name else 0) for a in armies)

    mine = me.strength + me.beasts
    prey = [
        (a, here[r])
        for r, a in campaigns.items()
        if r in here
        and (gov := s.governor(here[r].name)) not in (None, npc)
        and not w.allies(gov, npc)  # a rival Faction's Province
        and mine > defence(r)  # "they can outnumber with the Legions they command"
    ]
    if prey:
        a, r = max(prey, key=lambda x: value(x[1]))
        return decision(
            a,
            [
                t(
                    "it invades the most valuable rival Province it outnumbers, {r_name} "
                    "({mine} against {theirs}) (NPC Civil War)",
                    r_name=t(r.name),
                    mine=mine,
                    theirs=defence(a.args[0]),
                )
            ],
        )
    if fortify is not None:  # none of the printed marches is open to it
        return decision(
            fortify,
            [
                t(
                    "no march the NPC Civil War list asks is open to it: it fortifies where it "
                    "stands, +3 Strength in any battle there (Fortify; reconstruction)"
                )
            ],
        )
    return None


FREE: dict[str, Policy] = {"war-sides": side}


def crown(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The victor of the Civil War may declare himself Emperor (Winning the War): an NPC
    Primus does (NPC eXtra-Legal: "If the NPC is the Primus, they will declare themselves
    Emperor")."""
    yes = next((a for a in offers if a.verb == "crown" and a.args == ("yes",)), None)
    if yes is None:
        return None
    return decision(
        yes,
        [t("an NPC Primus declares itself Emperor (NPC eXtra-Legal)")],
    )


POLICIES: dict[str, Policy] = {
    "war-move": move,
    "war-crown": crown,
    "war-bust": bust_lost,
    **npc_war.POLICIES,
}
