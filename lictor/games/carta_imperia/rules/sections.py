"""The steps of the procedure as the table reads them: their names (``status`` shows the
step: ``choose``) and the rules they cite as ``next`` shows them (``I. eXploit, Taxation``).
The kernel says an agenda's section whole (``t(section)``), so each section a step cites
with a title is in the catalogue whole too (tests/games/carta_imperia/test_italian.py checks
every step's name and section is here)."""

from __future__ import annotations

from lictor.i18n import N_, t

STEP_SECTIONS = (
    N_("Scenario II: Fall of the Republic, Setup"),  # setup-order
    N_("Primus Inter Pares, the Primus decides the direction"),  # direction
    N_("Action Cards, choose in secret"),  # choose
    N_("Solo & 2-Player Addenda, NPC Inheritance"),  # inherit
    N_("Solo & 2-Player Addenda, Draw NPC Actions"),  # npc-actions
    N_("Sequence of Play, each Action revealed and played out in turn"),  # turn
    N_("I. eXploit, Taxation"),  # tax
    N_("Primus Inter Pares, the Primus breaks ties"),  # tiebreak
    N_("Elections, 5d: the Lex Sacrata"),  # veto
    N_("III. eXtort, Prosecute"),  # court
    N_("III. eXtort, Impeach"),  # thumbs
    N_("Solo & 2-Player Addenda, NPC eXpand"),  # support (an NPC asks a Player)
    N_("IV. eXpand, Allied Legions offered"),  # lend
    N_("IV. eXpand, March on Campaign"),  # standard
    N_("The Spoils of War, Install a Governor"),  # install
    N_("Casualties, killed in the rout"),  # rout
    N_("Casualties, the Commanding General decides"),  # casualties
    N_("IV. eXpand, in a tie, the Primus decides who goes first"),  # order
    N_("Casualties, each General decides which Legions to lose"),  # losses
    N_("V. eXtra-Legal, Mob Rule"),  # mob
    N_("V. eXtra-Legal, Mob Rule: thumbs down loses a Bust"),  # mob-flip
    N_("V. eXtra-Legal, Assassinate"),  # plot
    N_("V. eXtra-Legal, Assassinate: turned either way until the first Thumb Flip"),  # conspire
    N_("IV. eXpand, Ending the Campaign: Private Legions kept for 1 Auctoritas"),  # retain
    N_("Prestige, the payer chooses the mix"),  # pay
)

# each step's name (its key in the state), said in the language spoken
STEP_NAMES = {
    "start": N_("start"),
    "primus": N_("primus"),
    "setup-order": N_("setup-order"),
    "placement": N_("placement"),
    "setup-convert": N_("setup-convert"),
    "draft": N_("draft"),
    "direction": N_("direction"),
    "event": N_("event"),
    "choose": N_("choose"),
    "inherit": N_("inherit"),
    "npc-actions": N_("npc-actions"),
    "turn": N_("turn"),
    "romanise": N_("romanise"),
    "tax": N_("tax"),
    "exec": N_("exec"),
    "nominate": N_("nominate"),
    "stand": N_("stand"),
    "vote": N_("vote"),
    "tiebreak": N_("tiebreak"),
    "veto": N_("veto"),
    "extort": N_("extort"),
    "court": N_("court"),
    "thumbs": N_("thumbs"),
    "impeach-deals": N_("impeach-deals"),
    "support": N_("support"),
    "lend": N_("lend"),
    "standard": N_("standard"),
    "battle": N_("battle"),
    "install": N_("install"),
    "rout": N_("rout"),
    "casualties": N_("casualties"),
    "order": N_("order"),
    "losses": N_("losses"),
    "killed": N_("killed"),
    "extralegal": N_("extralegal"),
    "mob": N_("mob"),
    "mob-cards": N_("mob-cards"),
    "mob-flip": N_("mob-flip"),
    "forfeit": N_("forfeit"),
    "plot": N_("plot"),
    "ides-card": N_("ides-card"),
    "conspire": N_("conspire"),
    "flips": N_("flips"),
    "raise": N_("raise"),
    "war-sides": N_("war-sides"),
    "war-move": N_("war-move"),
    "intercept": N_("intercept"),
    "war-battle": N_("war-battle"),
    "war-redraw": N_("war-redraw"),
    "war-split": N_("war-split"),
    "war-losses": N_("war-losses"),
    "war-rout": N_("war-rout"),
    "war-bust": N_("war-bust"),
    "war-seize": N_("war-seize"),
    "war-retreat": N_("war-retreat"),
    "war-crown": N_("war-crown"),
    "retain": N_("retain"),
    "legacy": N_("legacy"),
    "pay": N_("pay"),
    "discard": N_("discard"),
    "over": N_("over"),
}


def said_step(step: str) -> str:
    """``choose``: a step's name, in the language spoken."""
    return t(STEP_NAMES[step]) if step in STEP_NAMES else step
