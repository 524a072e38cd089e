"""A pause before the NPCs' Impeachment thumbs (Solo & 2-Player Addenda, NPC eXtort: "All
NPCs will vote thumbs down for Impeachment unless they make a Deal not to"; "NPCs are open
to Deals to avoid going to court against Players").

When a Player is impeached in a game with NPC Senators, the NPCs that would vote thumbs
down (all but one on trial itself, and those that promised him an acquittal already) do
not play their thumbs at once: the step ``impeach-deals`` waits on the Player on trial,
who offers them deals (`offer PLAYER NPC give ... demand acquit`, ruled at once as any
offer) and then says `dealt PLAYER` (the default at `next`), after which every player
votes with a thumb in secret as before. The parties may still settle out of court.

Readings of our own (reconstruction): the pause is the impeached Player's, the one the
deals concern (as the Elections' NPC ballots wait while a blind bid to them is out, the
window closes only with no bid to an NPC out); an Impeachment of an NPC opens none.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import kept
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn

WINDOW = ref("Solo & 2-Player Addenda", "NPC eXtort, a Deal not to vote thumbs down")


def downs(s: State) -> list[str]:
    """The NPCs that would vote thumbs down on the impeached Player now."""
    suit = s.suit
    if suit is None or suit.kind != "impeach" or suit.target not in s.humans:
        return []
    return [n for n in s.npcs if n != suit.target and suit.target not in kept(s, n, "acquit")]


def deal_window(s: State) -> bool:
    """Whether the NPCs' thumbs wait for the impeached Player's deals."""
    return s.historical is None and bool(downs(s))


def said_window(s: State) -> str:
    assert s.suit is not None
    who = s.suit.target
    npcs = downs(s)
    return tn(
        "Before the NPCs' thumbs: {npcs} votes thumbs down on {player}'s Impeachment unless "
        "it makes a Deal not to (NPC eXtort); {player} may offer it a deal (`offer "
        "{player} {npc} give dignitas N demand acquit`), then `dealt {player}` and every "
        "player votes with a thumb in secret",
        "Before the NPCs' thumbs: {npcs} vote thumbs down on {player}'s Impeachment unless "
        "they make a Deal not to (NPC eXtort); {player} may offer each a deal (`offer "
        "{player} {npc} give dignitas N demand acquit`), then `dealt {player}` and every "
        "player votes with a thumb in secret",
        len(npcs),
        npcs=", ".join(npcs) or "-",
        player=who,
        npc=(npcs[0] if npcs else s.npcs[0]).lower(),
    )


def prompt(board: Board, s: State) -> str:
    return said_window(s) if s.suit is not None else t("Before the NPCs' thumbs")


def offers(board: Board, s: State) -> list[Action]:
    """`dealt PLAYER` first (the default: no more deals), then each deal's shape."""
    if s.suit is None:
        return []
    who = s.suit.target
    return [
        Action("dealt", who),
        *(
            Action("offer", who, (n.lower(), "give", "dignitas", "1", "demand", "acquit"))
            for n in downs(s)
        ),
    ]
