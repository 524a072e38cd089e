"""Which Legions an NPC loses in an eXpand battle (IV. eXpand, Casualties: "The Commanding
General decides who loses Legions, but the General(s) they nominate decides which Legions to
lose"). The Addenda give no line for either choice, and the two are not equal for the NPC, so
these are reconstructions in the Addenda's spirit (an NPC serves its own Legions):

- ``losses``: the Legions it loses. Allied Legions go first, because they go home at the end of
  the Era whatever happens (Ending the Campaign). Legions of Rome go next: the ones that
  survive go back to the Army of Rome card. Private Legions go last, because a General can keep
  them in service after the Era. In an Era whose Civil War is already declared (someone
  Crossed the Rubicon), Private Legions go before the Legions of Rome. The surviving Legions of
  Rome then stay under its command, at Strength 2 against a Private Legion's 1 (Raising an
  Army; Battle).
- ``casualties``: an NPC Commanding General puts as few of the losses on its own Legions as
  it can. The rest fall first on the leading Player (``common_npc.leader``, the human with the
  most Prestige: the last tie-break of the NPC Action Summary, "an equal choice disadvantages
  the leading Player most"), then on the other Players, most Prestige first, and last on
  fellow NPCs, most Prestige first (NPCs support other NPCs, NPC eXpand a); a tie on Prestige
  goes by the order the Generals joined the battle."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import (
    decision,
    falls_first_on,
    losses_first_on,
    table_draw,
)
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.rules.npc import Decision


def _way(a: Action) -> tuple[int, int, int] | None:
    """``losses NPC allied X rome Y private Z`` read back as (X, Y, Z)."""
    words = dict(zip(a.args[::2], a.args[1::2], strict=False))
    try:
        return int(words["allied"]), int(words["rome"]), int(words["private"])
    except (KeyError, ValueError):
        return None


def losses(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """The Legions an NPC General loses: Allied first, then Legions of Rome, Private last;
    with a Civil War declared this Era, Private before the Legions of Rome."""
    ways = [(w, a) for a in offers if a.verb == "losses" and (w := _way(a)) is not None]
    if not ways:
        return None
    war = bool(s.rubicon)
    if war:
        (x, y, z), pick = min(ways, key=lambda v: (v[0][1], v[0][2]))
        why = t(
            "it loses its Allied Legions first, then Private ones, and keeps its Legions of "
            "Rome: this Era's Civil War is declared, and the Legions of Rome that survive stay "
            "under its command at Strength 2 (Casualties; Raising an Army; reconstruction)"
        )
    else:
        (x, y, z), pick = min(ways, key=lambda v: (v[0][2], v[0][1]))
        why = t(
            "it loses its Allied Legions first, as they go home at the end of the Era anyway, "
            "then Legions of Rome, and keeps its Private Legions, which can stay in service "
            "after the Era (Casualties; Ending the Campaign; reconstruction)"
        )
    said = t(
        "{npc} loses {x} Allied, {y} of Rome, {z} Private",
        npc=npc,
        x=x,
        y=y,
        z=z,
    )
    return decision(pick, [why, said])


def casualties(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """An NPC Commanding General shares out the losses: as few as it can on itself, then
    on the leading Player, the other Players, and last fellow NPCs."""
    if not 0 <= s.current < len(s.battles):
        return None
    generals = s.battles[s.current].generals
    if npc not in generals:
        return None
    me = generals.index(npc)
    shares = []
    for a in offers:
        if a.verb != "casualties" or len(a.args) != len(generals):
            continue
        try:
            shares.append((tuple(int(x) for x in a.args), a))
        except ValueError:
            continue
    if not shares:
        return None
    others = losses_first_on(s, generals, me)

    def rank(v: tuple[tuple[int, ...], Action]) -> tuple[int, ...]:
        n = v[0]
        return (n[me], *(-n[i] for i in others))

    split, pick = min(shares, key=rank)
    why = [
        t(
            "the Commanding General decides who loses Legions: {npc} keeps as many of its "
            "own as it can ({n} lost) (Casualties; reconstruction)",
            npc=npc,
            n=split[me],
        )
    ]
    if others and any(split[i] for i in others):
        why.append(falls_first_on(s, generals[others[0]]))
    return decision(pick, why)


# the rout's thumb (Casualties: "all Generals involved flip a Thumb Token"): the table's at a
# --physical table, never the NPC's choice
POLICIES: dict[str, Policy] = {"losses": losses, "casualties": casualties, "rout": table_draw}
