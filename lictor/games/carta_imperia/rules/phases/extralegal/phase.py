"""The eXtra-Legal phase as the referee sees it (``PHASE``, composed in ``rules/game.py``): its
verbs, whose handlers are in ``verbs.py``, and its steps' prompts and offers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.extralegal import checks
from lictor.games.carta_imperia.rules.phases.extralegal import steps as xl
from lictor.games.carta_imperia.rules.phases.extralegal import verbs as mx
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import ASSASSINATE, MOB
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug

# -- prompts ------------------------------------------------------------------------------


def _declare(board: Board, s: State) -> str:
    """Only what the player on turn may do: Imperator for the Primus alone, an
    Assassination for anyone but him, the Rubicon in Eras VI-VII (V. eXtra-Legal)."""
    p = s.waiting[0]
    may = {a.verb for a in _offer_declare(board, s) if _allowed(board, s, a)}
    said = {
        "imperator": t("imperator {player} (the Primus becomes Emperor)", player=p),
        "mob": t("mob {player} RIVAL (Mob Rule)", player=p),
        "rubicon": t("rubicon {player} (1 Prestige: a Civil War at the end of the Era)", player=p),
        "assassinate": t("assassinate {player} (the Primus, {primus})", player=p, primus=s.primus),
    }
    ways = [text for verb, text in said.items() if verb in may]
    if not ways:
        return t("{player} plays eXtra-Legal: refrain {player}", player=p)
    return t(
        "{player} plays eXtra-Legal: {ways}, or refrain {player}", player=p, ways=", ".join(ways)
    )


def _allowed(board: Board, s: State, a: Action) -> bool:
    handler = {
        "imperator": mx.imperator,
        "mob": mx.mob,
        "rubicon": mx.rubicon,
        "assassinate": mx.assassinate,
        "refrain": mx.refrain,
    }[a.verb]
    try:
        handler(board, s, a)
    except Refuse:
        return False
    return True


def _mob(board: Board, s: State) -> str:
    d = xl.deed(s)
    return t(
        "Mob Rule, {actor} against {target}: each commits Dignitas in secret, at most "
        "{era} and what they hold; the attacker at least 1 (commit PLAYER N)",
        actor=d.actor,
        target=d.target,
        era=s.era,
    )


def _mob_cards(board: Board, s: State) -> str:
    attack, _ = xl.mobs(s)
    return tn(
        "{player}'s Mob draws {n} Early Republic combat card: say which came up (drawn CARD ...)",
        "{player}'s Mob draws {n} Early Republic combat cards: say which came up (drawn CARD ...)",
        attack,
        player=xl.deed(s).actor,
    )


def _mob_flip(board: Board, s: State) -> str:
    p = s.waiting[0]
    return t(
        "{player} lost Auctoritas: flip a thumb, down loses a Bust (flips {player} up|down)",
        player=p,
    )


def _forfeit(board: Board, s: State) -> str:
    p = s.waiting[0]
    where = [slug(w) for w in xl.bust_choices(board, s, p)]
    return t(
        "{player} loses a Bust: which one? (forfeit {player} {where}; the first by default)",
        player=p,
        where=" | ".join(where),
    )


def _plot(board: Board, s: State) -> str:
    d = xl.deed(s)
    return t(
        "{actor} plots to assassinate {target}: each other player answers in secret, "
        "thumb down to join the plot, up to look on (plot PLAYER up|down)",
        actor=d.actor,
        target=d.target,
    )


def _conspire(board: Board, s: State) -> str:
    d = xl.deed(s)
    card = xl.ides_card(board, d.card)
    each = ", ".join(f"{n} {k}" for n, k in card.each(d.plotters))
    return t(
        "The plot against {target}: {plotters} (thumbs each: {each}; Target Number "
        "{number}). Until the first thumb is flipped anyone may join or leave "
        "(join PLAYER / leave PLAYER); then: strike",
        target=d.target,
        plotters=", ".join(d.plotters),
        each=each,
        number=card.target,
    )


def _flips(board: Board, s: State) -> str:
    p = s.waiting[0]
    n = xl.flips_due(board, s)[p]
    return tn(
        "{player} flips {n} thumb for the plot (flips {player} up|down ...)",
        "{player} flips {n} thumbs for the plot (flips {player} up|down ...)",
        n,
        player=p,
    )


def _ides_card(board: Board, s: State) -> str:
    return t("Draw a Beware the Ides card and say which (drawn CARD)")


# -- offers -------------------------------------------------------------------------------


def _offer_declare(board: Board, s: State) -> list[Action]:
    p = s.waiting[0]
    rivals = [Action("mob", p, (n.lower(),)) for n in s.names if n != p]
    return [
        Action("imperator", p),
        *rivals,
        Action("rubicon", p),
        Action("assassinate", p),
        Action("refrain", p),
    ]


def _offer_commit(board: Board, s: State) -> list[Action]:
    return [Action("commit", p, (str(n),)) for p in s.waiting for n in range(0, s.era + 1)]


def _offer_cards(board: Board, s: State) -> list[Action]:
    """Two ways the cards may come up (any other is typed)."""
    attack, _ = xl.mobs(s)
    ways = set()
    for pick in (min, max):
        deck, cards = s.combat, []
        for _ in range(attack):
            if not deck.draw_pile:  # the discards reshuffled, as the move does
                deck = replace(deck, draw_pile=deck.discards, discards=())
            cards.append(pick(deck.draw_pile))
            deck = deck.draw(cards[-1])
        ways.add(tuple(cards))
    return [Action("drawn", "", w) for w in sorted(ways)]


def _offer_flip(board: Board, s: State) -> list[Action]:
    return [Action("flips", s.waiting[0], (t,)) for t in ("up", "down")]


def _offer_forfeit(board: Board, s: State) -> list[Action]:
    p = s.waiting[0]
    return [Action("forfeit", p, (slug(w),)) for w in xl.bust_choices(board, s, p)]


def _offer_plot(board: Board, s: State) -> list[Action]:
    return [Action("plot", p, (t,)) for p in s.waiting for t in ("up", "down")]


def _offer_ides(board: Board, s: State) -> list[Action]:
    return [Action("drawn", "", (c.id,)) for c in board.ides]


def _offer_conspire(board: Board, s: State) -> list[Action]:
    d = xl.deed(s)
    out = [Action("strike")]
    out += [Action("join", n) for n in s.names if n not in d.plotters and n != d.target]
    out += [Action("leave", n) for n in d.plotters[1:]]
    return out


def _offer_flips(board: Board, s: State) -> list[Action]:
    p = s.waiting[0]
    n = xl.flips_due(board, s)[p]
    ways = {("down",) * n, ("up",) * n, ("down",) + ("up",) * (n - 1)}
    return [Action("flips", p, w) for w in sorted(ways)]


PHASE = Phase(
    "eXtra-Legal",
    verbs={
        "imperator": Verb(mx.imperator, ("extralegal",)),
        "mob": Verb(mx.mob, ("extralegal",), arity=1),
        "rubicon": Verb(mx.rubicon, ("extralegal",), check=checks.rubicon),
        "assassinate": Verb(mx.assassinate, ("extralegal",), arity=1),
        "refrain": Verb(mx.refrain, ("extralegal",)),
        "commit": Verb(mx.commit, ("mob",), arity=1, secret=True, check=checks.commit),
        "plot": Verb(mx.plot, ("plot",), arity=1, secret=True, check=checks.plot),
        "drawn": Verb(mx.drawn, ("mob-cards", "ides-card"), player=False, arity=None),
        "join": Verb(mx.join, ("conspire",)),
        "leave": Verb(mx.leave, ("conspire",)),
        "strike": Verb(mx.strike, ("conspire",), player=False),
        "flips": Verb(mx.flips, ("mob-flip", "flips"), arity=None),
        "forfeit": Verb(mx.forfeit, ("forfeit",), arity=None),
    },
    steps={
        "extralegal": Step(_declare, xl.XL, _offer_declare),
        "mob": Step(
            _mob,
            MOB,
            _offer_commit,
            secret=True,
            secret_verb="commit",
            ask=N_("the Dignitas you commit"),
        ),
        "mob-cards": Step(_mob_cards, MOB, _offer_cards),
        "mob-flip": Step(_mob_flip, xl.MOB_BUST, _offer_flip),
        "forfeit": Step(_forfeit, xl.XL, _offer_forfeit),
        "plot": Step(_plot, ASSASSINATE, _offer_plot, secret=True, secret_verb="plot"),
        "ides-card": Step(_ides_card, ASSASSINATE, _offer_ides),
        "conspire": Step(_conspire, xl.TURNED, _offer_conspire),
        "flips": Step(_flips, ASSASSINATE, _offer_flips),
    },
)
