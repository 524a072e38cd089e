"""The rules the steps of the procedure cite, as ``next`` shows them: ``I. eXploit,
Taxation``. The kernel says an agenda's section whole (``t(section)``), so each section a
step cites with a title is in the catalogue whole too (tests/games/carta_imperia/
test_italian.py checks every step's is here)."""

from __future__ import annotations

from lictor.i18n import N_

STEP_SECTIONS = (
    N_("Scenario II: Fall of the Republic, Setup"),  # setup-order
    N_("Primus Inter Pares, the Primus decides the direction"),  # direction
    N_("Action Cards, choose in secret"),  # choose
    N_("Solo & 2-Player Addenda, NPC Inheritance"),  # inherit
    N_("Solo & 2-Player Addenda, Draw NPC Actions"),  # npc-actions
    N_("I. eXploit, Taxation"),  # tax
    N_("Primus Inter Pares, the Primus breaks ties"),  # tiebreak
    N_("Elections, 5d: the Lex Sacrata"),  # veto
    N_("III. eXtort, Prosecute"),  # court
    N_("III. eXtort, Impeach"),  # thumbs
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
