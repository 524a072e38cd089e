"""IV. eXpand joins the referee: Legions lent, Standards placed, the battles fought, the
casualties shared, Governors installed."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import bust_sources
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.expand import checks, offers, support
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
from lictor.games.carta_imperia.rules.phases.expand.spoils import decline, install, order
from lictor.games.carta_imperia.rules.phases.expand.verbs import (
    answer_support,
    lend,
    march,
    standard,
)
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import N_, t, tn
from lictor.slugs import slug

# what makes a General flip a thumb before the battle, and the combat decks, in prose
THUMBS = {"elephants": N_("elephants"), "cataphracts": N_("cataphracts")}
DECKS = (N_("Early Republic Combat"), N_("Late Republic Combat"))


def _battle_prompt(board: Board, s: State) -> str:
    b = s.battles[s.current]
    target = t(b.target)
    if b.drawn:
        return t(
            "Battle for {target}: the combat card is drawn. Cards or Reforms that add "
            "Strength now (strength GENERAL +N); then: resolve",
            target=target,
        )
    due = late.thumb_due(board, s)
    if due:
        g = b.generals[0]
        how = f"flip {g}" + (" up|down" if s.physical else "")
        return t(
            "Battle for {target}: {due}! {general} flips a thumb ({how})",
            target=target,
            due=t(THUMBS[due]) if due in THUMBS else due,
            general=g,
            how=how,
        )
    how = "combat CARD" if s.physical else "draw"
    deck = late.combat_deck(board, s).name  # Early Republic; Late in Eras V-VII
    if b.ambush:
        return t("{target}'s Ambush: draw until a legionary ({how})", target=target, how=how)
    return t(
        "Battle for {target}: draw a card of the {deck} deck ({how})",
        target=target,
        deck=t(deck),
        how=how,
    )


def _install_prompt(board: Board, s: State) -> str:
    first = s.waiting[0] if s.waiting else ""
    target = t(s.battles[s.current].target) if 0 <= s.current < len(s.battles) else ""
    text = t(
        "{target} is defeated: {first} may install a Governor (install {first} / decline {first})",
        target=target,
        first=first,
    )
    if 0 <= s.current < len(s.battles):
        # a General not asked: skipped if he has no Bust to place (none in Reserve, no
        # Province of his to take one from), else he has just declined
        out = [g for g in s.battles[s.current].generals if g not in s.waiting]
        skipped = [g for g in out if not bust_sources(board, s, g)]
        declined = [g for g in out if g not in skipped]
        if skipped:
            text += tn(
                "; {generals} is skipped: no Governor Bust to place",
                "; {generals} are skipped: no Governor Bust to place",
                len(skipped),
                generals=", ".join(skipped),
            )
        if declined:
            text += t("; {generals} declined", generals=", ".join(declined))
    return text


def _lend_prompt(board: Board, s: State) -> str:
    said = t("Offer Allied Legions to Generals (lend PLAYER GENERAL N); then: march")
    if s.npcs:  # NPC Generals buying Legions (Solo & 2-Player Addenda, NPC eXpand b)
        from lictor.games.carta_imperia.rules.phases.tools.npc_buy import wants_said

        said = "; ".join([said, *wants_said(board, s)])
    return said


def _standard_prompt(board: Board, s: State) -> str:
    said = t(
        "{first} places a Campaign Standard (standard {first} TARGET | none; against a "
        "Historical Event: standard {first} TARGET join GENERAL to combine)"
    )
    first = s.waiting[0] if s.waiting else ""
    for p in s.promises:  # the support a Player agreed to give an NPC (NPC eXpand a)
        if p.player == first and p.kind == support.SUPPORT and p.era == s.era:
            said += "; " + t(
                "{player} agreed to support {npc} against {region} (`standard {player} {word}`)",
                player=first,
                npc=p.npc,
                region=t(p.about),
                word=slug(p.about),
            )
    return said


def _rout_prompt(board: Board, s: State) -> str:
    return t(
        "The campaign failed: {first} flips a thumb - down, the General is killed (flip {first})"
    )


def _casualties_prompt(board: Board, s: State) -> str:
    return t(
        "{first}, Commanding General, shares out the casualties (casualties {first} N1 N2 ...)"
    )


def _order_prompt(board: Board, s: State) -> str:
    return t(
        "Generals tie on Prestige: {primus}, the Primus, orders them, least Prestige first "
        "(order {primus} GENERAL...)"
    )


def _losses_prompt(board: Board, s: State) -> str:
    return t("{first}: which of your Legions are lost? (losses {first} allied N rome M private K)")


def _killed_prompt(board: Board, s: State) -> str:
    return t(
        "{first}'s General is killed: which Bust goes to Stock? (lose {first} reserve|PROVINCE)"
    )


PHASE = Phase(
    "expand",
    verbs={
        "lend": Verb(lend, ("lend",), arity=2, check=checks.lend),
        "support": Verb(answer_support, ("support",), arity=1),
        "refuse": Verb(answer_support, ("support",), arity=1),
        "march": Verb(march, ("lend",), player=False),
        "standard": Verb(standard, ("standard",), arity=3, check=checks.standard),
        "draw": Verb(draw, ("battle",), player=False, check=checks.draw),
        "combat": Verb(combat, ("battle",), player=False, arity=1),
        "flip": Verb(flip, ("battle", "rout"), arity=1),
        "strength": Verb(strength, ("battle",), arity=1),
        "hold": Verb(hold, ("battle",), arity=1, private=True, check=checks.hold),
        "caesar": Verb(caesar, ("battle",), private=True),
        "resolve": Verb(resolve, ("battle",), player=False, check=checks.resolve),
        "install": Verb(install, ("install",), arity=None, check=checks.install),
        "decline": Verb(decline, ("install",), check=checks.decline),
        "casualties": Verb(casualties, ("casualties",), arity=None),
        "order": Verb(order, ("order",), arity=None),
        "losses": Verb(losses, ("losses",), arity=None, check=checks.losses),
        "lose": Verb(lose, ("killed",), arity=None),
    },
    steps={
        "support": Step(
            support.prompt,
            support.ASKING,
            support.offers,
            default=True,
        ),
        "lend": Step(
            _lend_prompt,
            ref("IV. eXpand", "Allied Legions offered"),
            offers.offer_lend,
        ),
        "standard": Step(
            _standard_prompt,
            ref("IV. eXpand", "March on Campaign"),
            offers.offer_standard,
        ),
        "battle": Step(_battle_prompt, ref("How to Fight a Campaign"), offers.offer_battle),
        "install": Step(
            _install_prompt, ref("The Spoils of War", "Install a Governor"), offers.offer_install
        ),
        "rout": Step(
            _rout_prompt,
            ref("Casualties", "killed in the rout"),
            offers.offer_rout,
        ),
        "casualties": Step(
            _casualties_prompt,
            ref("Casualties", "the Commanding General decides"),
            offers.offer_casualties,
        ),
        "order": Step(
            _order_prompt,
            ref("IV. eXpand", "in a tie, the Primus decides who goes first"),
            offers.offer_order,
        ),
        "losses": Step(
            _losses_prompt,
            ref("Casualties", "each General decides which Legions to lose"),
            offers.offer_losses,
        ),
        "killed": Step(
            _killed_prompt,
            ref("Casualties", "killed in the rout"),
            offers.offer_killed,
        ),
    },
)
