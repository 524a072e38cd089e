"""The eXtra-Legal phase as the referee sees it (``PHASE``, composed in ``rules/game.py``): its
verbs, whose handlers are in ``verbs.py``, and its steps' prompts and offers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import plural
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.extralegal import steps as xl
from lictor.games.carta_imperia.rules.phases.extralegal import verbs as mx
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import ASSASSINATE, MOB
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.slugs import slug

# -- prompts ------------------------------------------------------------------------------


def _declare(board: Board, s: State) -> str:
    """Only what the player on turn may do: Imperator for the Primus alone, an
    Assassination for anyone but him, the Rubicon in Eras VI-VII (V. eXtra-Legal)."""
    p = s.waiting[0]
    may = {a.verb for a in _offer_declare(board, s) if _allowed(board, s, a)}
    said = {
        "imperator": f"imperator {p} (the Primus becomes Emperor)",
        "mob": f"mob {p} RIVAL (Mob Rule)",
        "rubicon": f"rubicon {p} (1 Prestige: a Civil War at the end of the Era)",
        "assassinate": f"assassinate {p} (the Primus, {s.primus})",
    }
    ways = [text for verb, text in said.items() if verb in may]
    return f"{p} plays eXtra-Legal: {', '.join(ways)}{', or ' if ways else ''}refrain {p}"


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
    return (
        f"Mob Rule, {d.actor} against {d.target}: each commits Dignitas in secret, at most "
        f"{s.era} and what they hold; the attacker at least 1 (commit PLAYER N)"
    )


def _mob_cards(board: Board, s: State) -> str:
    attack, _ = xl.mobs(s)
    return (
        f"{xl.deed(s).actor}'s Mob draws {plural(attack, 'Early Republic combat card')}: "
        "say which came up (drawn CARD ...)"
    )


def _mob_flip(board: Board, s: State) -> str:
    p = s.waiting[0]
    return f"{p} lost Auctoritas: flip a thumb, down loses a Bust (flips {p} up|down)"


def _forfeit(board: Board, s: State) -> str:
    p = s.waiting[0]
    where = [slug(w) for w in xl.bust_choices(board, s, p)]
    return f"{p} loses a Bust: which one? (forfeit {p} {' | '.join(where)}; the first by default)"


def _plot(board: Board, s: State) -> str:
    d = xl.deed(s)
    return (
        f"{d.actor} plots to assassinate {d.target}: each other player answers in secret, "
        "thumb down to join the plot, up to look on (plot PLAYER up|down)"
    )


def _conspire(board: Board, s: State) -> str:
    d = xl.deed(s)
    card = xl.ides_card(board, d.card)
    each = ", ".join(f"{n} {k}" for n, k in card.each(d.plotters))
    return (
        f"The plot against {d.target}: {', '.join(d.plotters)} (thumbs each: {each}; Target "
        f"Number {card.target}). Until the first thumb is flipped anyone may join or leave "
        "(join PLAYER / leave PLAYER); then: strike"
    )


def _flips(board: Board, s: State) -> str:
    p = s.waiting[0]
    n = xl.flips_due(board, s)[p]
    return f"{p} flips {plural(n, 'thumb')} for the plot (flips {p} up|down ...)"


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
        "rubicon": Verb(mx.rubicon, ("extralegal",)),
        "assassinate": Verb(mx.assassinate, ("extralegal",), arity=1),
        "refrain": Verb(mx.refrain, ("extralegal",)),
        "commit": Verb(mx.commit, ("mob",), arity=1, secret=True),
        "plot": Verb(mx.plot, ("plot",), arity=1, secret=True),
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
            ask="the Dignitas you commit",
        ),
        "mob-cards": Step(_mob_cards, MOB, _offer_cards),
        "mob-flip": Step(_mob_flip, xl.MOB_BUST, _offer_flip),
        "forfeit": Step(_forfeit, xl.XL, _offer_forfeit),
        "plot": Step(_plot, ASSASSINATE, _offer_plot, secret=True, secret_verb="plot"),
        "ides-card": Step(
            "Draw a Beware the Ides card and say which (drawn CARD)", ASSASSINATE, _offer_ides
        ),
        "conspire": Step(_conspire, xl.TURNED, _offer_conspire),
        "flips": Step(_flips, ASSASSINATE, _offer_flips),
    },
)
