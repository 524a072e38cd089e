"""The table's tools join the referee, legal at any step (deals, cards' and deals'
effects, corrections), and the step any phase opens for a Prestige payment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.npc_types import bidding
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.tools import checks
from lictor.games.carta_imperia.rules.phases.tools import discard as discards
from lictor.games.carta_imperia.rules.phases.tools.pay import options, pay
from lictor.games.carta_imperia.rules.phases.tools.tiebreaker import OPEN_TIES, tiebreaker
from lictor.games.carta_imperia.rules.phases.tools.tiebreaker import offers as delegations
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import said_section, tn
from lictor.lazy import lazy_function
from lictor.rules.actors import Who

# each tool's module is imported at its first use (issue 27): a command on a game without
# deals, NPCs or the Historical variant never loads the deals', the NPCs' or the sharing
# code (the NPC deals alone import the Elections', eXtort's and eXpand's steps)
if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.tools.deal import agree, deal, reject, withdraw
    from lictor.games.carta_imperia.rules.phases.tools.npc_bids import still_out
    from lictor.games.carta_imperia.rules.phases.tools.npc_buy import sale_offers, sell
    from lictor.games.carta_imperia.rules.phases.tools.npc_offer import offer
    from lictor.games.carta_imperia.rules.phases.tools.share import share
    from lictor.games.carta_imperia.rules.phases.tools.verbs import (
        adjust,
        give,
        move_bust,
        play,
        rebel,
        sack_,
    )
else:
    _TOOLS = "lictor.games.carta_imperia.rules.phases.tools."
    agree, deal, reject, withdraw = (
        lazy_function(f"{_TOOLS}deal:{n}") for n in ("agree", "deal", "reject", "withdraw")
    )
    still_out = lazy_function(f"{_TOOLS}npc_bids:still_out")
    sale_offers = lazy_function(f"{_TOOLS}npc_buy:sale_offers")
    sell = lazy_function(f"{_TOOLS}npc_buy:sell")
    offer = lazy_function(f"{_TOOLS}npc_offer:offer")
    share = lazy_function(f"{_TOOLS}share:share")
    adjust, give, move_bust, play, rebel, sack_ = (
        lazy_function(f"{_TOOLS}verbs:{n}")
        for n in ("adjust", "give", "move_bust", "play", "rebel", "sack_")
    )


def answers(board: Board, s: State) -> list[Action]:
    """Each open deal's answers: agreed or rejected by its other party, withdrawn by its
    proposer (each offered on that player's own screen)."""
    out = []
    for o in s.offers:
        out += [Action("agree", o.to, (o.by,)), Action("reject", o.to, (o.by,))]
        out.append(Action("withdraw", o.by, (o.to,)))
    if s.npcs and s.step != "over":  # a deal offered to an NPC Senator: its shape
        for human in s.humans:
            for npc in s.npcs:
                shape = (npc.lower(), "give", "dignitas", "1")
                out.append(Action("offer", human, shape))
                if s.physical:  # the table says the Omens it revealed (an example draw)
                    out.append(Action("offer", human, (*shape, "omens", "legionary")))
        for npc in sorted({b.to for b in s.bids}):  # a blind bid waits for the others'
            out += [Action("offer", human, (npc.lower(), "pass")) for human in still_out(s, npc)]
        if s.step == "lend":  # an NPC General buying Allied Legions at the muster
            out += sale_offers(board, s)
    if s.historical is not None and s.step != "over":  # a Legion or a Bust, 1 Dignitas each
        for giver in s.names:
            for taker in s.names:
                if giver != taker:
                    out += [Action("share", giver, (taker.lower(), k, "1")) for k in KINDS]
    return out + delegations(board, s)  # the Primus naming another to break a tie


KINDS = ("legions", "busts")
__all__ = ["PHASE", "bidding", "pay_prompt"]


def pay_prompt(board: Board, s: State) -> str:
    """Prestige: the payer's choice of mix, the sensible default (Dignitas first, the
    Auctoritas kept) named first, for `next` to take on Enter."""
    ways = options(s)
    if s.due is None or not ways:
        return ""
    who, due = s.waiting[0], s.due
    others = len(ways) - 1
    return tn(
        "{who} pays {amount} Prestige ({section}) in Dignitas, Auctoritas or a mixture, "
        "{who}'s choice: the default is {default} (Enter at `next`, or pay {who} {words}); "
        "{n} other way: pay {who} dignitas N auctoritas M",
        "{who} pays {amount} Prestige ({section}) in Dignitas, Auctoritas or a mixture, "
        "{who}'s choice: the default is {default} (Enter at `next`, or pay {who} {words}); "
        "{n} other ways: pay {who} dignitas N auctoritas M",
        others,
        who=who,
        amount=due.amount,
        section=said_section(due.section),
        default=ways[0].text(),
        words=" ".join(ways[0].words()),
    )


PHASE = Phase(
    "tools",
    verbs={
        "give": Verb(give, (), arity=3, sender=Who.OWN),
        "adjust": Verb(adjust, (), arity=2, sender=Who.TABLE),
        "move-bust": Verb(move_bust, (), arity=2, sender=Who.TABLE),
        "sack": Verb(sack_, (), player=False, sender=Who.TABLE),
        "rebel": Verb(rebel, (), player=False, arity=2, sender=Who.TABLE),
        "play": Verb(play, (), arity=1, private=True),
        "deal": Verb(deal, (), arity=None, sender=Who.PROPOSE, party=True),
        # a deal's answers: agree B A, reject B A (its other party), withdraw A B (its proposer)
        "agree": Verb(agree, (), arity=1, private=True, party=True),
        "reject": Verb(reject, (), arity=1, sender=Who.OWN, party=True),
        "withdraw": Verb(withdraw, (), arity=1, sender=Who.OWN, party=True),
        "pay": Verb(pay, ("pay",), arity=None, check=checks.pay),
        # a deal offered to an NPC Senator, ruled at once (Solo & 2-Player Addenda)
        "offer": Verb(offer, (), arity=None, sender=Who.OWN),
        # the Historical variant: a Legion or a Bust between Familiae, 1 Dignitas each
        "share": Verb(share, (), arity=3, sender=Who.OWN),
        # an NPC General buys Allied Legions while the Generals muster (NPC eXpand b)
        "sell": Verb(sell, (), arity=2, sender=Who.OWN),
        # a card's effect: Draft Events of the holder's choice discarded, hidden
        "discard": Verb(discards.discard, ("discard",), arity=1, secret=True),
        # Primus Inter Pares: the Primus names another player to break a tie left to him
        "tiebreaker": Verb(tiebreaker, OPEN_TIES, arity=1),
    },
    steps={
        "pay": Step(
            pay_prompt,
            ref("Prestige", "the payer chooses the mix"),
            lambda board, s: [Action("pay", s.waiting[0], mix.words()) for mix in options(s)],
            default=True,
        ),
        "discard": Step(
            discards.prompt,
            discards.rule_of,
            discards.offers,
            secret=True,
            secret_verb="discard",
            default=True,
        ),
    },
    anytime=answers,
)
