"""The promises an NPC Senator makes in a deal it takes, kept in the state as keys (never
prose) and read back by its policies - the Addenda's "unless they make a Deal not to":

- ``votes``: its votes go to the player in the Election under way (NPC eXec: "they will
  only vote for a Player who makes a Deal for their votes", instead of the lowest-Prestige
  NPC);
- ``spare``: when it Romanises this Era, the player's Governor is not the one removed
  (NPC eXploit: "remove the rival Governor with the most prestige unless they make a Deal
  not to");
- ``acquit``: no thumbs down on the player's Impeachment this Era (NPC eXtort: "all NPCs
  will vote thumbs down for Impeachment unless they make a Deal not to");
- ``no-court``: it takes the player to no court this Era (NPC eXtort: "NPCs are open to
  Deals to avoid going to court against Players");
- ``no-war``: it does not join the NPC Faction against the Primus in this Era's Civil War
  (NPC eXtra-Legal: "all NPCs will ally as one Faction against the Primus, unless they
  take a Deal not to"); it stays in a Faction of its own.

Readings of our own (reconstruction): a promise lasts the Era it is made in (``votes``: the
Election under way, or the next one if none is); the Addenda price no promise, so each is
worth no thumbs and the deal stands on what the player gives; the player's own promises
(his support, a Governorship when it falls, the campaign's Dignitas) stay the table's to
keep, as before.
"""

from __future__ import annotations

from collections.abc import Iterable

from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.tools.thumbs import Item, rule
from lictor.games.carta_imperia.rules.state import Promise, State
from lictor.i18n import N_, t
from lictor.rules.fast import replace

KINDS = ("votes", "spare", "acquit", "no-court", "no-war")
BACKING = "backing"  # the player's own promise: his votes for the NPC (``give support``)
VETOED = "vetoed"  # an NPC's memory of a Veto, not a promise (``remember_veto``)


def made(s: State, npc: str, player: str, items: Iterable[Item]) -> tuple[Promise, ...]:
    """The promises of a deal ``npc`` takes from ``player``: its demanded items of KINDS."""
    about = s.election.province if s.election is not None else ""
    mine = tuple(
        Promise(npc, player, i.kind, s.era, about if i.kind == "votes" else "")
        for i in items
        if i.kind in KINDS
    )
    backing = tuple(
        Promise(npc, player, BACKING, s.era, about) for i in items if i.kind == "support"
    )
    return mine + backing


def backing_kept(s: State, player: str, choice: str) -> None:
    """A player who gave an NPC his support in a deal ("You MUST honour any deal you make
    with an NPC") votes for it while it stands: another ballot is refused, one line naming
    the promise and the rule. Reconstruction: the promise is for the Election under way
    when the deal was taken (or the next one, if none was), while the NPC is a candidate."""
    e = s.election
    if e is None:
        return
    for p in s.promises:
        if (
            p.kind == BACKING
            and p.player == player
            and p.era == s.era
            and p.about in ("", e.province)
            and p.npc in e.candidates
            and choice != p.npc
        ):
            raise refuse(
                "promised",
                t(
                    "{player} promised {npc} his support in a deal: his vote goes to {npc} "
                    "(vote {player} {word}), not {choice}",
                    player=player,
                    npc=p.npc,
                    word=p.npc.lower(),
                    choice=choice,
                ),
                rule(N_("you must honour any deal you make with an NPC")),
            )


def kept(s: State, npc: str, kind: str) -> list[str]:
    """The players ``npc`` promised ``kind`` this Era (``votes``: for this Election's
    Province, or one promised before any Election was under way)."""
    here = s.election.province if s.election is not None else ""
    return [
        p.player
        for p in s.promises
        if p.npc == npc
        and p.kind == kind
        and p.era == s.era
        and (kind != "votes" or p.about in ("", here))
    ]


def remember_veto(s: State, vetoer: str, vetoed: str, province: str) -> State:
    """An NPC Vetoed from a post remembers who did it (NPC eXec: NPCs vote for the NPC with
    the lowest Prestige "unless ... that NPC Vetoed them from this post (at which point they
    will abstain)"): kept as a memory of kind ``vetoed`` (``npc`` the one Vetoed, ``player``
    the Vetoer, ``about`` the Province). Reconstruction: "this post" is the Province's
    Governorship, and the Addenda give the memory no end, so it lasts the game: the runoff
    of this Election and every later Election of that Province."""
    if vetoed not in s.npcs or vetoer == vetoed:
        return s
    return replace(s, promises=(*s.promises, Promise(vetoed, vetoer, VETOED, s.era, province)))


def vetoed_by(s: State, npc: str, province: str) -> tuple[Promise, ...]:
    """The Vetoes of ``npc`` from ``province`` in this game, in order (``player``: who)."""
    return tuple(p for p in s.promises if p.kind == VETOED and p.npc == npc and p.about == province)


def said(kind: str, npc: str, player: str) -> str:
    """What the NPC promised, for the line that honours the deal."""
    if kind == "votes":
        return t("the NPC's votes in the Election")
    if kind == "spare":
        return t(
            "{npc} does not remove {player}'s Governor when it Romanises this Era",
            npc=npc,
            player=player,
        )
    if kind == "acquit":
        return t(
            "no thumbs down from {npc} on {player}'s Impeachment this Era", npc=npc, player=player
        )
    if kind == "no-war":
        return t(
            "{npc} does not ally with the NPC Faction against the Primus in this Era's Civil War",
            npc=npc,
        )
    return t("{npc} takes {player} to no court this Era", npc=npc, player=player)
