"""The seats the referee plays (Solo & 2-Player Addenda, Dealmaking variant): seating them
(``--npc``), and whose turn it is and what its policy decides (rules/npc_policy.py).

Beyond the Addenda, and labelled so: NPCs may also fill empty seats of a 3-6 seat game
(each plays by the Addenda's rules)."""

from __future__ import annotations

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import npc_policy
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.procedure import Procedure
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.rules.npc import Decision

# steps whose answer at a --physical table is a card really dealt (an NPC's Start Card):
# the table says it, no NPC policy chooses it
TABLE_DRAWS = frozenset({"start"})


def with_npcs(players: str, npcs: str, least: int, most: int) -> tuple[str, list[str]]:
    """``--players Ann --npc Rufus,Cato``: the seating (the players, then the NPC Senators)
    and the NPCs' names; refused, one line, when a name clashes or the seats are too few or
    too many (the Addenda: 2 NPCs solo, 1 with two players)."""
    names = [n.strip() for n in npcs.split(",")]
    if "" in names:
        raise BadInput(f"--npc: {npcs!r} has an empty name (names are separated by ,)")
    if any("=" in n for n in names):
        raise BadInput(f"--npc: {npcs!r}: an NPC takes the next free colour; give names only")
    humans = [p.strip().partition("=")[2].strip() or p.strip() for p in players.split(",")]
    seen = {h.lower() for h in humans}
    for n in names:
        if n.lower() in seen:
            raise BadInput(f"--npc: {n!r} is already a seat's name; give each NPC its own")
        seen.add(n.lower())
    total = len(humans) + len(names)
    if not least <= total <= most:
        raise BadInput(
            f"--players/--npc: Carta Imperia seats {least} to {most}, players and NPCs "
            f"together; got {total} ({len(humans)} + {len(names)}; solo: 2 NPCs, two "
            "players: 1)"
        )
    return f"{players},{','.join(names)}", names


def offers_for(procedure: Procedure, board: Board, s: State, npc: str) -> list[Action]:
    """The step's actions the NPC may send that the rules accept: its own, or one naming
    nobody while the game waits on it alone (the Primus' direction of play)."""
    step = procedure.steps.get(s.step)
    if step is None:
        return []
    out: list[Action] = []
    seen: set[str] = set()
    for a in step.offers(board, s):
        mine = a.player == npc or (not a.player and s.waiting == (npc,))
        if not mine or a.words() in seen:
            continue
        seen.add(a.words())
        try:
            procedure.apply(board, s, a)
        except Refuse:
            continue
        out.append(a)
    return out


def npc_turn(procedure: Procedure, board: Board, s: State) -> tuple[str, Decision] | None:
    """The first NPC the step waits on (or, in a step NPCs answer unasked, the first with
    something to say) and its policy's decision among its offers."""
    if not s.npcs or s.step == "over" or (s.physical and s.step in TABLE_DRAWS):
        return None
    free = npc_policy.FREE.get(s.step)
    for npc in s.npcs:
        if npc not in s.waiting and free is None:
            continue
        offers = offers_for(procedure, board, s, npc)
        if not offers:
            continue
        if npc not in s.waiting:  # a step it answers unasked (its Faction)
            found = free(board, s, npc, offers) if free else None
            if found is not None:
                return npc, found
            continue
        decision = npc_policy.decide(board, s, npc, offers, after_of(procedure, board, s))
        if decision.action:  # "": a person decides for it (npc_types.HUMAN)
            return npc, decision
    return None


def npc_decision_of(procedure: Procedure, board: Board, s: State, npc: str) -> Decision | None:
    """``npc``'s decision now, whether or not it is first to answer (None: it has nothing
    to answer)."""
    offers = offers_for(procedure, board, s, npc)
    if not offers:
        return None
    return npc_policy.decide(board, s, npc, offers, after_of(procedure, board, s))


def after_of(procedure: Procedure, board: Board, s: State) -> npc_policy.After:
    return lambda a: procedure.apply(board, s, a)[0]
