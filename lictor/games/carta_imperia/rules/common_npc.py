"""What every NPC Senator policy shares (Solo & 2-Player Addenda): the leading Player, the
last tie-break ("an equal choice disadvantages the leading Player most"), the thumb flip
after it, and the way a decision is written.

Readings of our own (reconstruction):
- "Players" in the Addenda are the human players: the leading Player is the human with the
  most Prestige (a tie: the first in seating order);
- an option disadvantages him by what he would hold after it: his Prestige with his
  Provinces' endgame Status, then his Governorships, then his Legions (the option leaving
  him least is chosen);
- the thumb flip after it is seeded by the session's seed, the NPC, the step and the
  state's draw counter, so the same game makes the same choices; at a --physical table too
  (the flip settles the NPC's own choice, which lictor makes for it; the chances the rules
  deal, a rout's thumb or a Mob's cards, are the table's there: ``table_draw``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.phases.tools.thumbs_words import status_of
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import enacted, is_roman, regions, tile_regions
from lictor.i18n import N_, NP_, t, tn
from lictor.rules.npc import Decision
from lictor.slugs import slug

TIE = N_("an equal choice disadvantages the leading Player most (NPC Action Summary)")


# If Shield numbers are equal: Legionary > Auxilia > Phalanx > Barbarian (NPC eXec)
# the Addenda's tie-break of equal shields (NPC eXec): Legionary over Auxilia over Phalanx
# over Barbarian; a Romanised Province's shields are Legion shields, the Legionary's kind
RANK = {"legion": 3, "legionary": 3, "auxilia": 2, "phalanx": 1, "barbarian": 0}
KINDS = {  # a shield kind as a reason names it
    "legion": N_("Legion"),
    "legionary": N_("Legionary"),
    "auxilia": N_("Auxilia"),
    "phalanx": N_("Phalanx"),
    "barbarian": N_("Barbarian"),
}


def shields(r: Region) -> int:
    return sum(n for _, n in r.shields)


def best_kind(r: Region) -> str:
    kinds = [k for k, n in r.shields if n]
    return max(kinds, key=lambda k: RANK.get(k, -1)) if kinds else ""


def value(r: Region) -> tuple[int, int]:
    """A region's value as the Addenda rank it: its shields, then its best shield kind."""
    return (shields(r), RANK.get(best_kind(r), -1))


# each kind's shields as one plural pair, so that a language whose adjective agrees in
# number says it right ("3 scudi Barbari", not "3 scudi Barbaro")
SHIELDS = {
    "legion": NP_("{n} Legion shield", "{n} Legion shields"),
    "legionary": NP_("{n} Legionary shield", "{n} Legionary shields"),
    "auxilia": NP_("{n} Auxilia shield", "{n} Auxilia shields"),
    "phalanx": NP_("{n} Phalanx shield", "{n} Phalanx shields"),
    "barbarian": NP_("{n} Barbarian shield", "{n} Barbarian shields"),
}


def said_value(r: Region) -> str:
    n = shields(r)
    kind = best_kind(r)
    if not kind:
        return tn("{n} no shield", "{n} no shields", n)
    if kind in SHIELDS:
        return tn(*SHIELDS[kind], n)
    return tn("{n} {kind} shield", "{n} {kind} shields", n, kind=t(kind.title()))


def by_slug(board: Board, s: State) -> dict[str, Region]:
    return {slug(name): r for name, r in regions(board, s).items()}


def to_romanise(board: Board, s: State, r: Region) -> int:
    """How many regions of its tile are not yet Roman (0: it can be Romanised next)."""
    tile = board.tile(r.tile)
    return sum(1 for x in tile_regions(board, s, tile) if not is_roman(s, x))


def leader(s: State) -> str | None:
    """The leading Player: the human with the most Prestige (None if none)."""
    humans = [s.familia(h) for h in s.humans]
    if not humans:
        return None
    best = max(f.prestige for f in humans)
    return next(f.name for f in humans if f.prestige == best)


def losses_first_on(s: State, names: Sequence[str], me: int) -> list[int]:
    """The order an NPC commander shares out the rest of its side's losses (after keeping as
    many of its own as it can): the leading Player first, then the other Players by Prestige,
    then fellow NPCs by Prestige, seating order last (reconstruction of the last tie-break:
    an equal choice disadvantages the leading Player most; used in eXpand's Casualties and
    the Civil War's share-out)."""
    lead = leader(s)
    return sorted(
        (i for i in range(len(names)) if i != me),
        key=lambda i: (names[i] != lead, names[i] in s.npcs, -s.familia(names[i]).prestige, i),
    )


def falls_first_on(s: State, name: str) -> str:
    """Why the rest of the losses fall first on ``name`` (``losses_first_on``'s first)."""
    if name == leader(s):
        return t(
            "{tie}: the rest fall first on {general}, the leading Player", tie=t(TIE), general=name
        )
    if name in s.humans:
        return t(
            "the leading Player is not in this battle: the rest fall first on "
            "{general}, the Player with most Prestige here (reconstruction)",
            general=name,
        )
    return t(
        "no Player is in this battle: the rest fall on {general}, the fellow NPC "
        "with most Prestige here (reconstruction)",
        general=name,
    )


def standing(board: Board, s: State, name: str) -> tuple[int, int, int]:
    """What ``name`` holds, as the last tie-break weighs it: his Prestige with his
    Provinces' endgame Status (what they add at the end: Game End & Victory), then his
    Governorships, then his Legions."""
    f = s.familia(name)
    here = regions(board, s)
    mine = [p for p, g in s.governors if g == name]
    status = sum(status_of(here[p]) for p in mine if p in here)
    return (f.prestige + status, len(mine), f.legions + f.private)


def flip(s: State, npc: str, options: Sequence[str]) -> str:
    """A thumb flip among ``options`` (seeded: the same game flips the same way)."""
    r = random.Random(f"{s.seed}:{s.counter}:npc:{npc}:{s.era}:{s.step}:{len(s.players)}")
    return r.choice(sorted(options))


def decision(action: Action, because: Sequence[str]) -> Decision:
    return Decision(action.words(), tuple(because))


After = Callable[[Action], State | None]  # the state an action leads to (None: refused)


def equal_choice(
    board: Board,
    s: State,
    npc: str,
    offers: Sequence[Action],
    because: Sequence[str],
    after: After | None = None,
) -> Decision:
    """The last tie-break among ``offers``: the one leaving the leading Player least, then
    a thumb flip."""
    if len(offers) == 1:
        return decision(offers[0], [*because, t("its only option")])
    lead = leader(s)
    best = list(offers)
    why = list(because)
    if after is not None:  # the options the rules refuse are struck off first
        states = {a.words(): after(a) for a in offers}
        best = [a for a in offers if states[a.words()] is not None] or best
        if len(best) == 1:
            return decision(best[0], [*because, t("the only option the rules allow")])
    if lead is not None and lead != npc and after is not None and len(best) > 1:
        scores = {}
        for a in best:
            got = states[a.words()]
            scores[a.words()] = standing(board, got if got is not None else s, lead)
        low = min(scores.values())
        before = len(best)
        best = [a for a in best if scores[a.words()] == low]
        if len(best) < before:
            why.append(t("{tie}: it leaves {lead} least", tie=t(TIE), lead=lead))
    if len(best) == 1:
        return decision(best[0], why)
    pick = flip(s, npc, [a.words() for a in best])
    why.append(
        tn(
            "still tied with {n} other option: a thumb flip chose it",
            "still tied with {n} other options: a thumb flip chose it",
            len(best) - 1,
        )
    )
    return Decision(pick, tuple(why))


def known_actions(s: State, npc: str, name: str) -> tuple[str, ...]:
    """The Action cards of ``name`` that ``npc`` may know: all its own, an NPC's (theirs are
    turned over once drawn: Addenda, NPC Action Summary), a Player's only those already turned
    over (Sequence of Play: each Action's cards when its turn comes, ``State.revealed``)."""
    f = s.familia(name)
    if name == npc or name not in s.humans:
        return f.actions
    return tuple(a for a in f.actions if a in s.revealed)


def own_reform(board: Board, s: State, npc: str, reform: str) -> bool:
    """``npc`` enacted ``reform`` and has not used it this Era (Reforms: once per Era each;
    the enactor's use is free): Addenda, NPCs Using Reforms, "always use a Reform they
    Enacted, if relevant"."""
    where = enacted(board, s, reform)
    return where is not None and where[2] == npc and (npc, reform) not in s.used_reforms


def bust_lost(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """Which Bust an NPC loses where the rule lets the loser choose (a General killed in the
    rout, a failed plot's price, a Civil War's rout): one from its Reserve first, else the
    Governor of its Province of the lowest endgame Status. Reconstruction: the Addenda give
    no line; the NPC keeps its position, and the last tie-break is left for options that are
    in fact equal for it."""
    mine = [a for a in offers if a.player == npc and len(a.args) == 1]
    if not mine:
        return None
    reserve = next((a for a in mine if a.args[0] == "reserve"), None)
    if reserve is not None:
        return decision(
            reserve,
            [t("it loses a Bust from its Reserve and keeps its Governors (reconstruction)")],
        )
    here = by_slug(board, s)
    provinces = [(a, here[a.args[0]]) for a in mine if a.args[0] in here]
    if not provinces:
        return None
    a, r = min(provinces, key=lambda x: (status_of(x[1]), x[1].name))
    return decision(
        a,
        [
            t(
                "no Bust in its Reserve: it gives up its Province of the lowest Status, "
                "{region} (Status {status}) (reconstruction)",
                region=t(r.name),
                status=status_of(r),
            )
        ],
    )


def table_draw(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    """A thumb flipped or cards drawn for the NPC (a rout, a plot's flips, a Mob's cards): at a
    --physical table the table flips or draws them and enters what came. The NPC chooses
    nothing there: an empty decision leaves the step to the table (offered outcomes are not
    choices). At a virtual table the referee draws, and the one offer is taken as the rule's
    own."""
    if s.physical:
        return Decision("", (t("at a --physical table the table flips or draws for it"),))
    if len(offers) == 1:
        return decision(
            offers[0], [t("the rule's own Thumb Token or draw decides it: nothing to choose")]
        )
    return None
