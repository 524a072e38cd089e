"""IV. eXpand joins the referee: Legions lent, Standards placed, the battles fought, the
casualties shared, Governors installed."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import bust_sources
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.expand import offers
from lictor.games.carta_imperia.rules.phases.expand.battle import (
    combat,
    draw,
    flip,
    hold,
    resolve,
    strength,
)
from lictor.games.carta_imperia.rules.phases.expand.casualties import casualties, lose, losses
from lictor.games.carta_imperia.rules.phases.expand.generalship import caesar
from lictor.games.carta_imperia.rules.phases.expand.verbs import (
    decline,
    install,
    lend,
    march,
    order,
    standard,
)
from lictor.games.carta_imperia.rules.state import State


def _battle_prompt(board: Board, s: State) -> str:
    b = s.battles[s.current]
    if b.drawn:
        return (
            f"Battle for {b.target}: the combat card is drawn. Cards or Reforms that add "
            "Strength now (strength GENERAL +N); then: resolve"
        )
    if late.thumb_due(board, s):
        g = b.generals[0]
        how = f"flip {g}" + (" up|down" if s.physical else "")
        return f"Battle for {b.target}: {late.thumb_due(board, s)}! {g} flips a thumb ({how})"
    how = "combat CARD" if s.physical else "draw"
    deck = late.combat_deck(board, s).name  # Early Republic; Late in Eras V-VII
    if b.ambush:
        return f"{b.target}'s Ambush: draw until a legionary ({how})"
    return f"Battle for {b.target}: draw a card of the {deck} deck ({how})"


def _install_prompt(board: Board, s: State) -> str:
    text = (
        "{target} is defeated: {first} may install a Governor (install {first} / decline {first})"
    )
    if 0 <= s.current < len(s.battles):
        # a General not asked: skipped if he has no Bust to place (none in Reserve, no
        # Province of his to take one from), else he has just declined
        out = [g for g in s.battles[s.current].generals if g not in s.waiting]
        skipped = [g for g in out if not bust_sources(board, s, g)]
        declined = [g for g in out if g not in skipped]
        if skipped:
            verb = "is" if len(skipped) == 1 else "are"
            text += f"; {', '.join(skipped)} {verb} skipped: no Governor Bust to place"
        if declined:
            text += f"; {', '.join(declined)} declined"
    return text


PHASE = Phase(
    "expand",
    verbs={
        "lend": Verb(lend, ("lend",), arity=2),
        "march": Verb(march, ("lend",), player=False),
        "standard": Verb(standard, ("standard",), arity=3),
        "draw": Verb(draw, ("battle",), player=False),
        "combat": Verb(combat, ("battle",), player=False, arity=1),
        "flip": Verb(flip, ("battle", "rout"), arity=1),
        "strength": Verb(strength, ("battle",), arity=1),
        "hold": Verb(hold, ("battle",), arity=1, private=True),
        "caesar": Verb(caesar, ("battle",), private=True),
        "resolve": Verb(resolve, ("battle",), player=False),
        "install": Verb(install, ("install",), arity=None),
        "decline": Verb(decline, ("install",)),
        "casualties": Verb(casualties, ("casualties",), arity=None),
        "order": Verb(order, ("order",), arity=None),
        "losses": Verb(losses, ("losses",), arity=None),
        "lose": Verb(lose, ("killed",), arity=None),
    },
    steps={
        "lend": Step(
            "Offer Allied Legions to Generals (lend PLAYER GENERAL N); then: march",
            ref("IV. eXpand", "Allied Legions offered"),
            offers.offer_lend,
        ),
        "standard": Step(
            "{first} places a Campaign Standard (standard {first} TARGET | none; against a "
            "Historical Event: standard {first} TARGET join GENERAL to combine)",
            ref("IV. eXpand", "March on Campaign"),
            offers.offer_standard,
        ),
        "battle": Step(_battle_prompt, ref("How to Fight a Campaign"), offers.offer_battle),
        "install": Step(
            _install_prompt, ref("The Spoils of War", "Install a Governor"), offers.offer_install
        ),
        "rout": Step(
            "The campaign failed: {first} flips a thumb - down, the General is killed "
            "(flip {first})",
            ref("Casualties", "killed in the rout"),
            offers.offer_rout,
        ),
        "casualties": Step(
            "{first}, Commanding General, shares out the casualties (casualties {first} N1 N2 ...)",
            ref("Casualties", "the Commanding General decides"),
            offers.offer_casualties,
        ),
        "order": Step(
            "Generals tie on Prestige: {primus}, the Primus, orders them, least Prestige first "
            "(order {primus} GENERAL...)",
            ref("IV. eXpand", "in a tie, the Primus decides who goes first"),
            offers.offer_order,
        ),
        "losses": Step(
            "{first}: which of your Legions are lost? (losses {first} allied N rome M private K)",
            ref("Casualties", "each General decides which Legions to lose"),
            offers.offer_losses,
        ),
        "killed": Step(
            "{first}'s General is killed: which Bust goes to Stock? "
            "(lose {first} reserve|PROVINCE)",
            ref("Casualties", "killed in the rout"),
            offers.offer_killed,
        ),
    },
)
