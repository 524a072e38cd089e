"""NPC eXtra-Legal (Solo & 2-Player Addenda, NPC Action Summary): a Primus declares himself
Emperor; with someone else Emperor, fewer Legions than him: Assassinate; more: Cross the
Rubicon; otherwise Mob Rule on the Senator with most Prestige, with the biggest Mob it can.
It joins an Assassination plot with fewer Legions than the Primus, or with more when it did
not play eXtra-Legal this Era; with as many, neither case of the Addenda holds, and it does
not join.

Reconstruction: an NPC's Legions are its Allied and Private Legions; a plot joined is a
thumb up; when no line of the list is open to it, it refrains (no Rubicon or Assassination
the list does not ask for)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import bust_lost, decision, table_draw
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision


def legions(s: State, name: str) -> int:
    f = s.familia(name)
    return f.legions + f.private


def extralegal(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    verbs = {a.verb: a for a in offers}
    if s.primus == npc and "imperator" in verbs:
        return decision(
            verbs["imperator"], [t("the Primus declares himself Emperor (NPC eXtra-Legal)")]
        )
    if s.emperor and s.emperor != npc:
        mine, his = legions(s, npc), legions(s, s.emperor)
        if mine < his and "assassinate" in verbs:
            return decision(
                verbs["assassinate"],
                [
                    t(
                        "fewer Legions ({mine}) than Emperor {emperor} ({his}): "
                        "Assassinate (NPC eXtra-Legal)",
                        mine=mine,
                        emperor=s.emperor,
                        his=his,
                    )
                ],
            )
        if mine > his and "rubicon" in verbs:
            return decision(
                verbs["rubicon"],
                [
                    t(
                        "more Legions ({mine}) than Emperor {emperor} ({his}): "
                        "the Rubicon (NPC eXtra-Legal)",
                        mine=mine,
                        emperor=s.emperor,
                        his=his,
                    )
                ],
            )
    mobs = [a for a in offers if a.verb == "mob" and a.args]
    if mobs:
        names = {n.lower(): n for n in s.names}
        top = max(s.familia(names[a.args[0]]).prestige for a in mobs)
        pick = next(a for a in mobs if s.familia(names[a.args[0]]).prestige == top)
        return decision(
            pick,
            [
                t(
                    "Mob Rule on the Senator with most Prestige, "
                    "{senator} ({top}) (NPC eXtra-Legal)",
                    senator=names[pick.args[0]],
                    top=top,
                )
            ],
        )
    refrain = verbs.get("refrain")
    if refrain is not None:  # no line of the list is open to it
        return decision(
            refrain,
            [
                t(
                    "none of the NPC eXtra-Legal priorities is open to it (no Emperor to strike "
                    "at, no Mob to muster): it refrains (reconstruction)"
                )
            ],
        )
    return None


def commit(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    sizes = [(int(a.args[0]), a) for a in offers if a.verb == "commit" and a.args]
    if not sizes:
        return None
    n, a = max(sizes, key=lambda x: x[0])
    return decision(a, [t("it deploys the biggest Mob it can muster ({n}) (NPC eXtra-Legal)", n=n)])


def plot(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    up = next((a for a in offers if a.args == ("up",)), None)
    down = next((a for a in offers if a.args == ("down",)), None)
    if up is None or down is None or not s.primus:
        return None
    join, stay = down, up  # the call to the plot: thumbs down joins it, up looks on
    mine, his = legions(s, npc), legions(s, s.primus)
    if mine < his:
        return decision(
            join,
            [
                t(
                    "fewer Legions ({mine}) than the Primus ({his}): it joins (NPC eXtra-Legal)",
                    mine=mine,
                    his=his,
                )
            ],
        )
    if mine == his:  # neither of the Addenda's two cases: it does not join of itself
        return decision(
            stay,
            [
                t(
                    "as many Legions ({mine}) as the Primus: neither fewer nor more, so it "
                    "does not join (NPC eXtra-Legal)",
                    mine=mine,
                )
            ],
        )
    if "extra-legal" not in s.familia(npc).actions:
        return decision(
            join,
            [
                t(
                    "more Legions than the Primus but no eXtra-Legal this "
                    "Era: it joins (NPC eXtra-Legal)"
                )
            ],
        )
    return decision(
        stay,
        [
            t(
                "more Legions than the Primus, and its own eXtra-Legal: it does not join "
                "(NPC eXtra-Legal)"
            )
        ],
    )


POLICIES: dict[str, Policy] = {
    "extralegal": extralegal,
    "mob": commit,
    "plot": plot,
    "forfeit": bust_lost,
    # cards drawn and thumbs flipped for it: the table's at a --physical table
    "mob-cards": table_draw,
    "mob-flip": table_draw,
    "flips": table_draw,
    "ides-card": table_draw,
}
