"""NPCs Using Reforms in battle (Solo & 2-Player Addenda): "an NPC will always use a Reform
they Enacted, if relevant"; "they will only pay for another Senator's Reform if using that
Reform would swing the result of the event in question in favour of the NPC"; and (NPC
eXpand) "the NPC General will only pay for a Professional Army Reform if they cannot gain
the Legions they need any other way". Pilum and the Professional Army are paid before the
combat card is flipped (Reform Clarifications), so an NPC General of the battle being
fought sends `reform NPC pilum` / `reform NPC professional-army N` then, unasked; the
Manipular Formation after the card (`reform NPC manipular-formation`): its own when +1
changes the outcome (won, fewer casualties, more Spoils), another's only from lost to won.

Readings of our own (reconstruction):
- the odds are the region's shields against the Legions committed and Rome's bonus, with
  the Elephants' and Cataphracts' flips already made (naval defence is not read);
- its own Pilum is "relevant" unless Rome already exceeds the region by more than the
  most shields a combat card of the deck in use can add;
- another's Pilum "swings the result" when Rome is one short of equalling the region or
  equals it (+1 turns a failed invasion into a won one, or one won with casualties into
  one won cleanly);
- the Professional Army is the last resort: at the battle, after the muster's purchases
  and support, it buys just enough Legions to exceed the region, within its limit and
  purse;
- "if faced with a choice of options the NPC will pay the Reforming Senator with the
  lowest Prestige": each Reform on the chart has one enactor, and each of the NPC's
  decisions above is about one Reform at its own moment (Pilum and the Professional Army
  before the card, the Manipular Formation after it, the Aedile and the Quaestor in their
  Actions), so two enactors are never offered for the same decision and the line never
  has to choose.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import late
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision
from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
from lictor.games.carta_imperia.rules.phases.expand.battle import _pre_strengths, _ruling
from lictor.games.carta_imperia.rules.phases.expand.npc import can_buy_army
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import battles_with, enacted
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.npc import Decision
from lictor.slugs import slug

PILUM = "Pilum"
PROFESSIONAL = "Professional Army"
MANIPULAR = "Manipular Formation"


def odds(board: Board, s: State) -> tuple[int, int] | None:
    """(the region's Strength, Rome's) in the battle being fought, before its combat card;
    None when no battle waits for its card."""
    if s.step != "battle" or not 0 <= s.current < len(s.battles):
        return None
    b = s.battles[s.current]
    if b.cards or b.drawn or late.thumb_due(board, s):
        return None
    strength, roman = _pre_strengths(board, s, b)
    return strength, roman + b.bonus


def _worst_card(board: Board, s: State) -> int:
    cards = board.late_combat if late.late_deck(board, s) and board.late_combat else board.combat
    return max((n for _, kind, n in cards if kind), default=0)


def _may_use(board: Board, s: State, npc: str, reform: str) -> tuple[str, int] | None:
    """(the enactor, the Auctoritas fee) if ``npc`` may use ``reform`` now."""
    where = enacted(board, s, reform)
    if where is None or (npc, reform) in s.used_reforms:
        return None
    fee, _ = reform_fee(board, s, npc, reform)
    if s.familia(npc).auctoritas < fee:
        return None
    return where[2], fee


def battle_policy(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The Reforms an NPC General of the battle sends before its combat card (None:
    none)."""
    after = manipular(board, s, npc)
    if after is not None:
        return after
    now = odds(board, s)
    if now is None or npc not in s.battles[s.current].generals:
        return None
    region, rome = now
    target = t(s.battles[s.current].target)
    pilum = _may_use(board, s, npc, PILUM)
    if pilum is not None and board.effect(PILUM) is not None:
        enactor, fee = pilum
        if enactor == npc and rome <= region + _worst_card(board, s):
            return decision(
                Action("reform", npc, (slug(PILUM),)),
                [
                    t(
                        "an NPC always uses a Reform it Enacted if relevant: Rome's {rome} "
                        "against {region} in {target} could still fall short (NPCs Using "
                        "Reforms)",
                        rome=rome,
                        region=region,
                        target=target,
                    )
                ],
            )
        if enactor != npc and region - 1 <= rome <= region:
            return decision(
                Action("reform", npc, (slug(PILUM),)),
                [
                    t(
                        "it pays {enactor} {fee} Auctoritas for the Pilum: +1 swings the battle "
                        "for {target} its way (Rome {rome} against {region}) (NPCs Using "
                        "Reforms)",
                        enactor=enactor,
                        fee=fee,
                        target=target,
                        rome=rome,
                        region=region,
                    )
                ],
            )
    n = region - rome + 1
    if rome > region or not _can_buy_army(board, s, npc, n):
        return None
    return decision(
        Action("reform", npc, (slug(PROFESSIONAL), str(n))),
        [
            tn(
                "its last resort: Rome's {rome} do not exceed {region} in {target} and no "
                "sale or support gave it more, so it buys {n} Professional Army Legion "
                "(NPC eXpand)",
                "its last resort: Rome's {rome} do not exceed {region} in {target} and no "
                "sale or support gave it more, so it buys {n} Professional Army Legions "
                "(NPC eXpand)",
                n,
                rome=rome,
                region=region,
                target=target,
            )
        ],
    )


def manipular(board: Board, s: State, npc: str) -> Decision | None:
    """The Manipular Formation, after the combat card (Reform Clarifications): its own when
    +1 changes the battle's outcome (won instead of lost, fewer casualties or more Spoils),
    another's only when +1 turns the battle from lost to won (NPCs Using Reforms). None:
    no battle waits for its resolution after the card, or it would not use it."""
    if s.step != "battle" or not 0 <= s.current < len(s.battles):
        return None
    b = s.battles[s.current]
    fx = board.effect(MANIPULAR)
    may = _may_use(board, s, npc, MANIPULAR)
    if not b.drawn or b.result or npc not in b.generals or fx is None or may is None:
        return None
    now = _ruling(board, s)
    plus = _ruling(
        board,
        replace(s, battles=battles_with(s, s.current, replace(b, bonus=b.bonus + fx.strength))),
    )
    enactor, fee = may
    target = t(b.target)
    use = Action("reform", npc, (slug(MANIPULAR),))
    if enactor == npc:
        if (plus.success, -plus.casualties, plus.dignitas) == (
            now.success,
            -now.casualties,
            now.dignitas,
        ):
            return None
        return decision(
            use,
            [
                t(
                    "an NPC always uses a Reform it Enacted if relevant: after the combat card "
                    "its Manipular Formation changes the battle for {target} (Rome {rome} "
                    "against {region}) (NPCs Using Reforms)",
                    target=target,
                    rome=now.roman_strength,
                    region=now.region_strength,
                )
            ],
        )
    if now.success or not plus.success:
        return None
    return decision(
        use,
        [
            t(
                "it pays {enactor} {fee} Auctoritas for the Manipular Formation: after the "
                "combat card +1 swings the battle for {target} its way (Rome {rome} against "
                "{region}) (NPCs Using Reforms)",
                enactor=enactor,
                fee=fee,
                target=target,
                rome=now.roman_strength,
                region=now.region_strength,
            )
        ],
    )


_can_buy_army = can_buy_army  # one affordability check (expand/npc.py)


def muster_army(
    board: Board, s: State, npc: str, n: int, region: str, mine: int
) -> Decision | None:
    """While the Generals muster: the Professional Army's ``n`` Legions, when no NPC or
    Player holds the Legions it needs to outnumber ``region`` (None: it cannot use or pay
    for it)."""
    if not _can_buy_army(board, s, npc, n):
        return None
    return decision(
        Action("reform", npc, (slug(PROFESSIONAL), str(n))),
        [
            tn(
                "with {mine} it outnumbers no region, no NPC General can support it and no "
                "NPC or Player holds the Legions it needs: its last resort, {n} Professional "
                "Army Legion to outnumber {region} (NPC eXpand)",
                "with {mine} it outnumbers no region, no NPC General can support it and no "
                "NPC or Player holds the Legions it needs: its last resort, {n} Professional "
                "Army Legions to outnumber {region} (NPC eXpand)",
                n,
                mine=tn("{n} Legion", "{n} Legions", mine),
                region=t(region),
            )
        ],
    )
