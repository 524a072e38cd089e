"""An NPC Senator's promise that must act at once when the deal is taken late (Dealmaking
with an NPC Senator: "You MUST honour any deal you make with an NPC"; the NPC's side is the
referee's to keep):

- ``votes`` taken in an Election where the NPC has cast its ballot already: its ballot
  moves to the player, a candidate (NPC eXec: "they will only vote for a Player who makes a
  Deal for their votes");
- ``acquit`` taken once the NPC has cast its secret thumb down on the player's Impeachment:
  its thumb is turned up (NPC eXtort: "All NPCs will vote thumbs down for Impeachment unless
  they make a Deal not to"), still secret until the thumbs are revealed;
- ``no-court`` taken once the NPC's case against the player is declared: the deal settles it
  out of court, which ends the NPC's eXtort Action (III. eXtort: "if you go to court or do a
  deal to settle out of court, that ends the Litigator's eXtort Action"); no court card or
  thumb is revealed.

Any other promise (and these, taken in time) is read back by the NPC's policy when it acts
(npc_promises.py)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.phases.tools.npc_join import honour_join
from lictor.games.carta_imperia.rules.phases.tools.thumbs import Item
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import t
from lictor.rules.fast import replace

ELECTIONS = ref("Solo & 2-Player Addenda", "NPC eXec")
SETTLED = ref("III. eXtort", "settling out of court")
ACQUIT = ref("Solo & 2-Player Addenda", "NPC eXtort")


def kept_now(board: Board, s: State, player: str, npc: str, items: list[Item]) -> tuple[State, E]:
    """The promises among ``items`` that act at once, acted on."""
    kinds = {i.kind for i in items}
    s, said = honour_join(board, s, player, npc, items)  # a join's promises (npc_join.py)
    e = s.election
    if "votes" in kinds and e is not None and player in e.candidates:
        cast = dict(e.votes).get(npc)
        if cast is not None and cast != player:
            moved = tuple((v, player if v == npc else c) for v, c in e.votes)
            s = replace(s, election=replace(e, votes=moved))
            said.append(
                ev(
                    t(
                        "{npc} has voted already: its ballot moves to {player}, as the deal "
                        "promised",
                        npc=npc,
                        player=player,
                    ),
                    ELECTIONS,
                )
            )
    suit = s.suit
    if "acquit" in kinds and suit is not None and (suit.kind, suit.target) == ("impeach", player):
        if dict(suit.secrets).get(npc) == "down":
            secrets = tuple((p, "up" if p == npc else x) for p, x in suit.secrets)
            s = replace(s, suit=replace(suit, secrets=secrets))
            said.append(
                ev(
                    t(
                        "{npc} has cast its thumb already: it is turned up, as the deal "
                        "promised (still secret until the thumbs are revealed)",
                        npc=npc,
                    ),
                    ACQUIT,
                )
            )
        suit = s.suit
    if "no-court" in kinds and suit is not None and (suit.litigant, suit.target) == (npc, player):
        from lictor.games.carta_imperia.rules.phases.extort.steps import next_litigant

        said.append(
            ev(
                t(
                    "the deal settles {npc}'s case against {player} out of court: {npc}'s "
                    "eXtort Action ends; no court card or thumb is revealed",
                    npc=npc,
                    player=player,
                ),
                SETTLED,
            )
        )
        s, more = next_litigant(board, s, npc)
        said += more
    return s, said
