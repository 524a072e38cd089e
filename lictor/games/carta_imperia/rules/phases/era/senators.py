"""The NPC Senators' start of an Era (Solo & 2-Player Addenda, Dealmaking variant): each
inherits from the Omens, then draws its Action cards once the players have chosen theirs.

Virtual: lictor shuffles and draws (seeded by the session's seed, the Era and the NPC).
``--physical``: the table reveals each card and says it (``omen NPC CARD``, ``drew NPC
CARD...``); ``next`` says which to draw for whom, and when.

Readings of our own (reconstruction, where the Addenda are silent):
- an Auxilia shield (the Omens deck holds two) counts as the Legionary shield it fights
  beside: 2 Allied Legions;
- the Omens deck is the whole Early Republic Combat deck shuffled for each consultation, not
  the campaigns' draw pile, which it leaves as it is;
- each NPC shuffles its own set of Action cards (those a player may choose this Era) and
  draws its 2 (1 at 5-6 seats), so it never holds the same Action twice;
- a card an NPC cannot use, judged when it is drawn: eXploit with no Province governed,
  eXec with neither Dignitas nor a Bust in Reserve; it becomes eXpand, else eXtort.

As printed ("deal each NPC 1 Omen Card and resolve its effect"): a Barbarian shield's effect
is to draw on and inherit a Dignitas per Barbarian shield; the card that ends the run only
ends it (its Legionary, Auxilia or Phalanx shield raises nothing, adopts nothing).
"""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, action_cards, actions_per_player, ev
from lictor.games.carta_imperia.rules.phases.era.laid import laid
from lictor.games.carta_imperia.rules.state import ACTIONS, State
from lictor.games.carta_imperia.rules.table import add, with_familia
from lictor.i18n import t, tn
from lictor.rules.fast import replace

INHERIT = ref("Solo & 2-Player Addenda", "NPC Inheritance")
NPC_ACTIONS = ref("Solo & 2-Player Addenda", "Draw NPC Actions")
DEFAULTS = ref("Solo & 2-Player Addenda", "a card they cannot use: eXpand, then eXtort")
LEGIONS_INHERITED = 2  # Legionary shield: 2 Allied Legions (as printed)


def shield(board: Board, card: str) -> tuple[str, int]:
    """The shield kind and count on an Omen card (an Early Republic Combat card)."""
    for cid, kind, count in board.combat:
        if cid == card:
            return kind or "", count
    return "", 0


def inherited_by(s: State) -> dict[str, list[str]]:
    """The Omen cards each NPC has drawn for this Era's inheritance."""
    out: dict[str, list[str]] = {n: [] for n in s.npcs}
    for item in s.omens:
        who, _, card = item.partition(":")
        out.setdefault(who, []).append(card)
    return out


def omens_left(board: Board, s: State, who: str) -> list[str]:
    """The Omen cards ``who``'s draw may still reveal: the deck (one entry a card) less
    the cards this NPC has revealed in this Inheritance - drawn without replacement, the
    deck shuffled afresh for each NPC as the virtual draw does (reconstruction)."""
    left = [c for c, _, _ in board.combat]
    for card in inherited_by(s).get(who, []):
        if card in left:
            left.remove(card)
    return left


def next_heir(board: Board, s: State) -> str | None:
    """The NPC still inheriting: its last Omen is not yet a non-Barbarian shield."""
    for who, cards in inherited_by(s).items():
        if not cards or shield(board, cards[-1])[0] == "barbarian":
            return who
    return None


def begin_inheritance(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play 1 (Dealmaking): each NPC consults the Omens for its Inheritance;
    then the players choose their Actions in secret."""
    s = replace(s, omens=())
    said: E = []
    if s.physical:
        return _ask_omen(board, s)
    for who in s.npcs:
        cards = [c for c, _, _ in board.combat]
        random.Random(f"{s.seed}:omens:{s.era}:{who}").shuffle(cards)
        for card in cards:
            s, more = omen_revealed(board, s, who, card, ask=False)
            said += more
            if next_heir(board, s) != who:
                break
    return after_inheritance(board, s, said)


def _ask_omen(board: Board, s: State) -> tuple[State, E]:
    who = next_heir(board, s)
    if who is None:
        return after_inheritance(board, s, [])
    again = bool(inherited_by(s)[who])
    if again:
        text = t(
            "NPC Inheritance: {npc} reveals another Omen card (a Barbarian shield: draw on) "
            "from the shuffled Omens deck (the Early Republic Combat deck): omen {npc} CARD",
            npc=who,
        )
    else:
        text = t(
            "NPC Inheritance: {npc} reveals an Omen card from the shuffled Omens deck (the "
            "Early Republic Combat deck): omen {npc} CARD",
            npc=who,
        )
    return replace(s, step="inherit", waiting=()), [ev(text, INHERIT)]


def omen_revealed(board: Board, s: State, who: str, card: str, ask: bool = True) -> tuple[State, E]:
    """One Omen card for ``who``'s Inheritance, resolved as printed."""
    kind, count = shield(board, card)
    run = inherited_by(s).get(who, [])  # the Omens drawn before this one: a Barbarian run
    s = replace(s, omens=(*s.omens, f"{who}:{card}"))
    f = s.familia(who)
    if kind != "barbarian" and run:  # the card that ends a Barbarian run has no effect of
        said = [  # its own: the Inheritance is the Dignitas (as auditcarta read it)
            ev(
                t(
                    "{npc}'s Omen: {card}: no Barbarian shield, the draw stops",
                    npc=who,
                    card=card,
                ),
                INHERIT,
            )
        ]
    elif kind == "barbarian":
        said = [
            ev(
                tn(
                    "{npc}'s Omen: {card} ({n} Barbarian shield): draw on",
                    "{npc}'s Omen: {card} ({n} Barbarian shields): draw on",
                    count,
                    npc=who,
                    card=card,
                ),
                INHERIT,
            )
        ]
    elif kind == "phalanx":
        n = 1 if f.stock > 0 else 0
        s = add(s, who, stock=-n, reserve=n)
        if n:
            text = t(
                "{npc}'s Omen: {card} (Phalanx shield): {npc} adopts a Governor Bust into Reserve",
                npc=who,
                card=card,
            )
        else:
            text = t(
                "{npc}'s Omen: {card} (Phalanx shield): {npc} would adopt a Bust; none in Stock",
                npc=who,
                card=card,
            )
        said = [ev(text, INHERIT)]
    else:  # legionary, and auxilia read as legionary (reconstruction, module docstring)
        n = min(LEGIONS_INHERITED, s.allied_supply)
        s = replace(add(s, who, legions=n), allied_supply=s.allied_supply - n)
        if kind == "auxilia":
            text = tn(
                "{npc}'s Omen: {card} (Auxilia shield): {npc} raises {n} Allied Legion into "
                "Reserve (reconstruction: Auxilia counts as Legionary)",
                "{npc}'s Omen: {card} (Auxilia shield): {npc} raises {n} Allied Legions into "
                "Reserve (reconstruction: Auxilia counts as Legionary)",
                n,
                npc=who,
                card=card,
            )
        elif kind == "legionary":
            text = tn(
                "{npc}'s Omen: {card} (Legionary shield): {npc} raises {n} Allied Legion into "
                "Reserve",
                "{npc}'s Omen: {card} (Legionary shield): {npc} raises {n} Allied Legions into "
                "Reserve",
                n,
                npc=who,
                card=card,
            )
        else:
            text = tn(
                "{npc}'s Omen: {card} ({kind} shield): {npc} raises {n} Allied Legion into Reserve",
                "{npc}'s Omen: {card} ({kind} shield): {npc} raises {n} Allied Legions into "
                "Reserve",
                n,
                npc=who,
                card=card,
                kind=kind.title(),
            )
        said = [ev(text, INHERIT)]
    if kind != "barbarian":
        barbarians = sum(
            shield(board, c)[1] for c in inherited_by(s)[who] if shield(board, c)[0] == "barbarian"
        )
        if barbarians:
            s = add(s, who, dignitas=barbarians)
            said.append(
                ev(
                    t(
                        "{npc} inherits {n} Dignitas (one per Barbarian shield)",
                        npc=who,
                        n=barbarians,
                    ),
                    INHERIT,
                )
            )
    if not ask:
        return s, said
    s, more = _ask_omen(board, s)
    return s, said + more


def after_inheritance(board: Board, s: State, said: E) -> tuple[State, E]:
    k = actions_per_player(s)
    if s.physical:  # the players lay theirs face down; the NPC Senators draw in the open
        s, drawn = begin_npc_actions(board, s)
        return s, [*said, laid(s), *drawn]
    return replace(s, step="choose", waiting=s.humans), [
        *said,
        ev(
            tn(
                "Each player chooses {n} Action card in secret; then the NPC Senators draw theirs",
                "Each player chooses {n} Action cards in secret; then the NPC Senators draw theirs",
                k,
            ),
            ref("Action Cards", "choose in secret"),
        ),
    ]


def usable(board: Board, s: State, who: str, card: str) -> bool:
    """Whether an NPC can use the Action card it drew (reconstruction, module docstring)."""
    f = s.familia(who)
    if card == "exploit":
        return any(g == who for _, g in s.governors)
    if card == "exec":
        return f.dignitas > 0 or f.reserve > 0
    return True


def with_defaults(
    board: Board, s: State, who: str, cards: tuple[str, ...]
) -> tuple[tuple[str, ...], list[str]]:
    """The drawn cards, an unusable one replaced by eXpand, else eXtort (as printed)."""
    out: list[str] = []
    notes: list[str] = []
    for card in cards:
        if usable(board, s, who, card):
            out.append(card)
            continue
        spare = next((c for c in ("expand", "extort") if c not in cards and c not in out), None)
        if spare is None:
            out.append(card)
            continue
        out.append(spare)
        notes.append(
            t("{npc} cannot use {card}: plays {spare} instead", npc=who, card=card, spare=spare)
        )
    return tuple(c for c in ACTIONS if c in out), notes


def begin_npc_actions(board: Board, s: State) -> tuple[State, E]:
    """Draw NPC Actions, after the players have chosen: virtual, drawn here; physical, the
    table draws and says them."""
    if s.physical:
        return ask_drawn(board, s)
    said: E = []
    k = actions_per_player(s)
    for who in s.npcs:
        deck = list(action_cards(board, s))
        random.Random(f"{s.seed}:npc-actions:{s.era}:{who}").shuffle(deck)
        s, more = npc_drew(board, s, who, tuple(deck[:k]))
        said += more
    return s, said


def ask_drawn(board: Board, s: State) -> tuple[State, E]:
    k = actions_per_player(s)
    due = [n for n in s.npcs if not s.familia(n).actions]
    if not due:
        return s, []
    return replace(s, step="npc-actions", waiting=()), [
        ev(
            tn(
                "Draw NPC Actions: shuffle {npc}'s Action cards and draw {n} card: drew {npc} CARD",
                "Draw NPC Actions: shuffle {npc}'s Action cards and draw {n} cards: drew {npc} "
                "CARD CARD",
                k,
                npc=due[0],
            ),
            NPC_ACTIONS,
        )
    ]


def npc_drew(board: Board, s: State, who: str, cards: tuple[str, ...]) -> tuple[State, E]:
    chosen, notes = with_defaults(board, s, who, cards)
    s = with_familia(s, who, actions=chosen)
    said = [ev(t("{npc} (NPC) draws {cards}", npc=who, cards=" + ".join(cards)), NPC_ACTIONS)]
    said += [ev(n, DEFAULTS) for n in notes]
    return s, said
