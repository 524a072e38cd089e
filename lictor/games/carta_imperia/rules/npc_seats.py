"""The seats the referee plays (Solo & 2-Player Addenda, Dealmaking variant): seating them
(``--npc``), and whose turn it is and what its policy decides (rules/npc_policy.py).

Beyond the Addenda, and labelled so: NPCs may also fill empty seats of a 3-6 seat game
(each plays by the Addenda's rules)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.npc_types import Policy, bidding
from lictor.games.carta_imperia.rules.procedure import Procedure
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.i18n import N_, t, use_lang
from lictor.lazy import LazyModule
from lictor.rules.npc import Decision

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules import npc_policy
else:
    npc_policy = LazyModule("lictor.games.carta_imperia.rules.npc_policy")

# steps whose answer at a --physical table is a card really dealt (an NPC's Start Card):
# the table says it, no NPC policy chooses it
TABLE_DRAWS = frozenset({"start"})
# a virtual game's chances an NPC takes when they fall to it: no choice, so no policy (the
# Commanding General's thumb flip for elephants or cataphracts: Regional Icons).
# Reconstruction: the Addenda do not say who flips an NPC's thumb; in a virtual game lictor
# draws every chance, so `next` flips it as it plays the NPC's answers; at a --physical table
# the table flips the real thumb and types it, as for a player
CHANCES = frozenset({"flip"})
CHANCE_STEPS = frozenset({"battle"})  # the steps that may offer one (others: not looked at)
FLIPS = N_("the Commanding General flips the thumb: a chance, no choice (Regional Icons)")
__all__ = ["bidding", "npc_decision_of", "npc_turn", "offers_for", "with_npcs"]


def with_npcs(players: str, npcs: str, least: int, most: int) -> tuple[str, list[str]]:
    """``--players Ann --npc Rufus,Cato``: the seating (the players, then the NPC Senators)
    and the NPCs' names; refused, one line, when a name clashes or the seats are too few or
    too many (the Addenda: 2 NPCs solo, 1 with two players)."""
    names = [n.strip() for n in npcs.split(",")]
    if "" in names:
        raise BadInput(
            t("--npc: {npcs} has an empty name (names are separated by ,)", npcs=repr(npcs))
        )
    if any("=" in n for n in names):
        raise BadInput(
            t("--npc: {npcs}: an NPC takes the next free colour; give names only", npcs=repr(npcs))
        )
    humans = [p.strip().partition("=")[2].strip() or p.strip() for p in players.split(",")]
    seen = {h.lower() for h in humans}
    for n in names:
        if n.lower() in seen:
            raise BadInput(
                t("--npc: {n} is already a seat's name; give each NPC its own", n=repr(n))
            )
        seen.add(n.lower())
    total = len(humans) + len(names)
    if not least <= total <= most:
        raise BadInput(
            t(
                "--players/--npc: Carta Imperia seats {least} to {most}, "
                "players and NPCs together; got {total} ({len_humans} + "
                "{len_names}; solo: 2 NPCs, two players: 1)",
                least=least,
                most=most,
                total=total,
                len_humans=len(humans),
                len_names=len(names),
            )
        )
    return f"{players},{','.join(names)}", names


def offers_for(procedure: Procedure, board: Board, s: State, npc: str) -> list[Action]:
    """The step's candidate actions the NPC may send: its own, or one naming nobody while
    the game waits on it alone (the Primus' direction of play). Not yet checked: the
    decision is (``decided``), which keeps checking cheap where offers are many."""
    step = procedure.steps.get(s.step)
    if step is None:
        return []
    out: list[Action] = []
    seen: set[str] = set()
    for a in step.offers(board, s):
        mine = a.player == npc or (not a.player and s.waiting == (npc,))
        if mine and a.words() not in seen:
            seen.add(a.words())
            out.append(a)
    return out


def unasked(procedure: Procedure, board: Board, s: State, npc: str) -> list[Action]:
    """What the NPC may send in a step that waits on nobody in particular: the step's
    actions naming it and the tools' (a Reform before the combat card, a sale)."""
    step = procedure.steps.get(s.step)
    if step is None:
        return []
    seen: set[str] = set()
    out: list[Action] = []
    for a in procedure.candidates(board, s):
        if a.player == npc and a.words() not in seen:
            seen.add(a.words())
            out.append(a)
    return out


def decided(
    procedure: Procedure,
    board: Board,
    s: State,
    npc: str,
    offers: list[Action],
    policy: Callable[[list[Action]], Decision | None],
) -> Decision | None:
    """The policy's decision among the offers the rules accept: its choice is checked, and
    a refused one struck off and the policy asked again (so it picks the best legal one)."""
    left = list(offers)
    while left:
        d = policy(left)
        if d is None or not d.action:
            return d
        try:
            with use_lang("en"):  # checked only: what it would say is not shown
                procedure.apply(board, s, Action(*_split(d.action, left)))
        except Refuse:
            left = [a for a in left if a.words() != d.action]
            continue
        return d
    return None


def _ask(
    policy: Policy, board: Board, s: State, npc: str
) -> Callable[[list[Action]], Decision | None]:
    return lambda offers: policy(board, s, npc, offers)


def _split(words: str, offers: list[Action]) -> tuple[str, str, tuple[str, ...]]:
    """The action of ``words``: one of the offers, or (a policy's own amount, such as
    `lend Rufus rufus 3`) the canonical words read back: verb, player, arguments."""
    a = next((x for x in offers if x.words() == words), None)
    if a is not None:
        return a.verb, a.player, a.args
    verb, player, *args = words.split()
    return verb, player, tuple(args)


def npc_turn(procedure: Procedure, board: Board, s: State) -> tuple[str, Decision] | None:
    """The first NPC the step waits on (or, in a step NPCs answer unasked, the first with
    something to say) and its policy's decision among its offers."""
    if not s.npcs or s.step == "over" or (s.physical and s.step in TABLE_DRAWS):
        return None
    if not s.physical and s.step in CHANCE_STEPS:
        chance = chance_of(procedure, board, s)
        if chance is not None:
            return chance
    free = npc_policy.FREE.get(s.step)
    for npc in s.npcs:
        if npc not in s.waiting:  # a step it answers unasked (its Faction, a muster, a battle)
            if free is None:
                continue
            offers = unasked(procedure, board, s, npc)
            if not offers:
                continue
            found = decided(procedure, board, s, npc, offers, _ask(free, board, s, npc))
            if found is not None:
                return npc, found
            continue
        if waits_for_bids(s, npc):
            continue
        offers = offers_for(procedure, board, s, npc)
        if not offers:
            continue
        decision = npc_decision_of(procedure, board, s, npc, offers)
        if decision is not None and decision.action:  # "": a person decides (HUMAN)
            return npc, decision
    return None


def chance_of(procedure: Procedure, board: Board, s: State) -> tuple[str, Decision] | None:
    """The NPC a chance falls to now in a virtual game (its thumb flip as the Commanding
    General) and the flip, which ``next`` takes for it: the step offers it to nobody else,
    and a table waiting on `next` would otherwise wait on a flip no one is asked for (None:
    none due)."""
    step = procedure.steps.get(s.step)
    if step is None:
        return None
    for a in step.offers(board, s):
        if a.verb in CHANCES and a.player in s.npcs and not a.args:
            return a.player, Decision(a.words(), (t(FLIPS),))
    return None


def waits_for_bids(s: State, npc: str) -> bool:
    """Whether ``npc`` holds its ballot back: an Election's vote while a blind bid to it is
    still out (Dealmaking with an NPC Senator: the Election is held only after every deal is
    done, and in a 2-player game the NPC deals with the better of both blind bids). lictor's
    decision: the NPC waits (`next` says who is still to bid) rather than let an open bid
    outlive the Election it concerns; a player who will not bid says `offer PLAYER NPC pass`.
    """
    return s.step == "vote" and any(b.to == npc for b in s.bids)


def npc_decision_of(
    procedure: Procedure,
    board: Board,
    s: State,
    npc: str,
    offers: list[Action] | None = None,
) -> Decision | None:
    """``npc``'s decision now, whether or not it is first to answer (None: it has nothing
    to answer)."""
    found = offers if offers is not None else offers_for(procedure, board, s, npc)
    after = after_of(procedure, board, s)
    return decided(
        procedure, board, s, npc, found, lambda o: npc_policy.decide(board, s, npc, o, after)
    )


def after_of(procedure: Procedure, board: Board, s: State) -> npc_policy.After:
    """The state an action leads to (None: the rules refuse it)."""

    def after(a: Action) -> State | None:
        try:
            with use_lang("en"):  # only the state is read: what it would say is not shown
                return procedure.apply(board, s, a)[0]
        except Refuse:
            return None

    return after
