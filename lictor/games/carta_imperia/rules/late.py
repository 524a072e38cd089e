"""Eras V-VII in the normal phases: the Late Republic Combat deck, the Cataphracts' thumb,
the Mules of Marius, the Social War and the Lex Plautia Papiria.

The procedure's modules call these at their moments (a new Era, a Historical Event drawn,
a battle's combat card, a Reform enacted, the end of an Era); each does nothing before
its Era. The data (which Era, which rebels, how much Auctoritas) is the pack's
``data.referee.late`` (``Board.late``)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.state import Battle, State
from lictor.games.carta_imperia.rules.table import add, enacted, regions
from lictor.i18n import N_, t, tn
from lictor.rules.deck import Deck
from lictor.rules.fast import replace
from lictor.rules.ruling import Line
from lictor.rules.violation import BadAction
from lictor.slugs import slug

FIGHT = ref("How to Fight a Campaign", "the Late Republic Deck in Eras V-VII")
ICONS = ref("Regional Icons", "Cataphracts")
MULES = ref("IV. eXpand", "Ending the Campaign: the Mules of Marius")
XL_CARD = ref("V. eXtra-Legal", "the Mules of Marius give each player the eXtra-Legal card")
SOCIAL = ref("Rebellions", "the Social War")
PLAUTIA = ref("Reform Clarifications", "Lex Plautia Papiria")
TILES = ref("Map Tiles", "Tile VIIb: Cyrenaica overlays Carthage/Africa Proconsularis")

Card = tuple[str, str | None, int]


# -- the Late Republic Combat deck ---------------------------------------------------------
def late_deck(board: Board, s: State) -> bool:
    """How to Fight a Campaign: the Late Republic deck in Eras V-VII (when the scenario
    plays it: its deck was dealt at setup)."""
    dealt = s.late_combat.draw_pile or s.late_combat.discards
    return s.era >= board.late.late_combat_era and bool(dealt) and bool(board.late_combat)


def combat_deck(board: Board, s: State) -> Deck:
    """The deck a campaign's combat card comes from now."""
    return s.late_combat if late_deck(board, s) else s.combat


def with_combat_deck(board: Board, s: State, deck: Deck) -> State:
    if late_deck(board, s):
        return replace(s, late_combat=deck)
    return replace(s, combat=deck)


def cards_now(board: Board, s: State) -> tuple[Card, ...]:
    return board.late_combat if late_deck(board, s) else board.combat


def combat_card(board: Board, s: State, text: str) -> Card:
    """A card of the deck in play, by the id the table types (both decks have a
    ``legionary``: the Era says which one)."""
    key = slug(text)
    cards = cards_now(board, s)
    for c in cards:
        if c[0] == key:
            return c
    names = ", ".join(sorted({c[0] for c in cards}))
    if late_deck(board, s):
        said = t(
            "unknown Late Republic combat card {text} (cards: {cards})",
            text=repr(text),
            cards=names,
        )
    else:
        said = t(
            "unknown Early Republic combat card {text} (cards: {cards})",
            text=repr(text),
            cards=names,
        )
    raise BadAction(said)


def shields_of(board: Board, s: State, cards: tuple[str, ...]) -> list[tuple[str | None, int]]:
    """Each drawn card's shield kind and count, from the deck in play."""
    table = {c[0]: c[1:] for c in cards_now(board, s)}
    return [table[c] for c in cards]


def civil_war_only(board: Board, s: State, cards: tuple[str, ...]) -> list[Line]:
    """Battle: 'Barbarians' and 'Military Disaster' speak only in a Civil War battle; in a
    foreign campaign they count by their shields alone (reconstruction, said each time)."""
    if not late_deck(board, s):
        return []
    named = {slug(n): n for n in board.late.civil_war_only}
    shields = dict(zip(cards, shields_of(board, s, cards), strict=True))
    out = []
    for c in dict.fromkeys(cards):
        if c in named:
            kind, n = shields[c]
            if kind:
                what = tn("its {n} {kind} shield", "its {n} {kind} shields", n, kind=t(kind))
            else:
                what = t("no shield")
            out.append(
                Line(
                    t(
                        "{card}: its words are for a Civil War battle; in a foreign campaign it "
                        "counts by its shields alone ({what})",
                        card=t(named[c]),
                        what=what,
                    ),
                    ref("Battle", "Barbarians and Military Disaster (reconstruction)"),
                    0,
                )
            )
    return out


# -- Cataphracts ------------------------------------------------------------------------
def _features(board: Board, s: State, b: Battle) -> tuple[str, ...]:
    foe = board.foe_named(b.target)
    if foe is not None:
        return foe.features
    r = regions(board, s).get(b.target)
    return r.features if r is not None else ()


def thumb_due(board: Board, s: State) -> str:
    """Regional Icons: the thumb still to flip before the combat card of the battle being
    fought - ``elephants``, then ``cataphracts`` - or "" (none, or all flipped)."""
    if s.step != "battle" or not 0 <= s.current < len(s.battles):
        return ""
    b = s.battles[s.current]
    if b.cards or b.drawn:
        return ""
    features = _features(board, s, b)
    if "elephants" in features and not b.elephants:
        return "elephants"
    if "cataphracts" in features and not b.cataphracts:
        return "cataphracts"
    return ""


def cataphracts_flipped(s: State, thumb: str) -> tuple[State, E]:
    b = s.battles[s.current]
    battles = tuple(replace(b, cataphracts=thumb) if i == s.current else x
                    for i, x in enumerate(s.battles))  # fmt: skip
    if thumb == "up":
        said = t("Cataphracts: thumb up, no change")
    else:
        said = t("Cataphracts: thumb down, +4 to {target}'s Strength", target=t(b.target))
    return replace(s, battles=battles), [ev(said, ICONS)]


# -- the Social War and the Lex Plautia Papiria -----------------------------------------
def social_war_battle(board: Board, s: State, b: Battle) -> bool:
    """Rebellions: a campaign against the allies risen in the Social War this Era: every
    shield of its combat cards counts for the rebels."""
    if s.social_war != "raged" or b.target not in s.rebels:
        return False
    if b.target not in board.late.social_rebels:
        return False
    names = {c.id: c.name for c in board.historical}
    return any(names.get(e) == board.late.social_war for e in s.events)


def historical_event(board: Board, s: State, card: str) -> tuple[State, E]:
    """The Era's Historical Event, when it is one lictor applies: the Social War (the
    allies' Provinces rebel), or its prevention by the Lex Plautia Papiria."""
    name = next((c.name for c in board.historical if c.id == card), "")
    if name != board.late.social_war:
        return s, []
    lex = enacted(board, s, board.late.plautia)
    if lex is not None:
        who, n = lex[2], board.late.plautia_before
        s = replace(add(s, who, auctoritas=n), social_war="prevented")
        return s, [
            ev(
                t(
                    "The {lex}, enacted by {who} before the {event}, prevents it: {who} gains "
                    "{n} Auctoritas; no ally rebels",
                    lex=t(board.late.plautia),
                    who=who,
                    event=t(name),
                    n=n,
                ),
                PLAUTIA,
            )
        ]
    here = regions(board, s)
    rising = tuple(
        p
        for p in board.late.social_rebels
        if p in here and s.governor(p) is not None and p not in s.rebels
    )
    s = replace(s, social_war="raged", rebels=s.rebels + rising)
    if not rising:
        return s, [
            ev(
                t(
                    "The {event}: no Province of Rome's Italian allies is governed, none rebels "
                    "(the allies: {allies}, {source})",
                    event=t(name),
                    allies=", ".join(t(r) for r in board.late.social_rebels),
                    source=t(board.late.social_source),
                ),
                SOCIAL,
            )
        ]
    return s, [
        ev(
            t(
                "The {event}: Rome's Italian allies rebel - {rising} ({source}): their "
                "Governors lie on their side and pay no taxes; a campaign may put each "
                "rebellion down this Era, else its Governor goes home. In these campaigns "
                "every shield of the combat card, the legionary too, counts for the rebels",
                event=t(name),
                rising=", ".join(t(r) for r in rising),
                source=t(board.late.social_source),
            ),
            SOCIAL,
        )
    ]


def reform_enacted(board: Board, s: State, reform: str, who: str) -> tuple[State, E]:
    """Reform Clarifications: the Lex Plautia Papiria enacted after the Social War was drawn
    gains its enactor half the Auctoritas, rounded down."""
    if reform != board.late.plautia or s.social_war != "raged":
        return s, []
    n = board.late.plautia_before // 2
    s = add(s, who, auctoritas=n)
    return s, [
        ev(
            t(
                "{who} enacts the {reform} after the {event}: +{n} Auctoritas (half of "
                "{before}, rounded down)",
                who=who,
                reform=t(reform),
                event=t(board.late.social_war),
                n=n,
                before=board.late.plautia_before,
            ),
            PLAUTIA,
        )
    ]


# -- the Mules of Marius ----------------------------------------------------------------
def mules(board: Board, s: State) -> bool:
    return s.era >= board.late.mules_era


def mules_of_marius(board: Board, s: State) -> tuple[State, E]:
    """Ending the Campaign: from Era VI the Allied Legions are Private Legions - at the Era's
    end they stay with the Familia holding them (the General they served, or their owner at
    home: lictor's reading, `holder` in the pack), kept all together for 1 Auctoritas."""
    if not mules(board, s):
        return s, []
    held = {f.name: f.legions for f in s.players if f.legions}
    lent = {g.name: g.allied for g in s.generals if g.allied}
    if not held and not lent:
        return s, []
    generals = tuple(
        replace(g, allied=0, private=g.private + g.allied, professional=g.professional + g.allied)
        for g in s.generals
    )
    players = tuple(
        replace(
            f, legions=0, private=f.private + f.legions, professional=f.professional + f.legions
        )
        for f in s.players
    )
    s = replace(s, generals=generals, players=players)
    whose = dict(held)
    for n, k in lent.items():
        whose[n] = whose.get(n, 0) + k
    told = ", ".join(f"{n} {k}" for n, k in whose.items())
    total = sum(whose.values())
    return s, [
        ev(
            tn(
                "The Mules of Marius: {n} Allied Legion serves on as Private Legions ({told}), "
                "kept by their Familia for 1 Auctoritas or sent home",
                "The Mules of Marius: {n} Allied Legions serve on as Private Legions ({told}), "
                "kept by their Familia for 1 Auctoritas or sent home",
                total,
                told=told,
            ),
            MULES,
        )
    ]


def lendable(board: Board, s: State, name: str) -> int:
    """IV. eXpand 1b: the Legions a player may offer a General - Allied Legions, and from
    Era VI (the Mules of Marius: Allied Legions are Private Legions) the Private Legions
    the Familia holds at home too."""
    f = s.familia(name)
    return f.legions + (f.private if mules(board, s) else 0)


def lend_from(board: Board, s: State, name: str, n: int) -> State:
    """The ``n`` Legions lent leave ``name``: Allied ones first, then (Era VI on) Private
    ones, those kept for 1 Auctoritas before the Gens Claudii's free ones."""
    f = s.familia(name)
    if n <= f.legions or not mules(board, s):
        return add(s, name, legions=-n)
    rest = n - f.legions
    return add(s, name, legions=-f.legions, private=-rest, professional=-min(rest, f.professional))


def upkeep(board: Board, s: State) -> str:
    """What the Legions kept for 1 Auctoritas are called at this Era's end, in English (the
    callers count it): say it with ``t()``."""
    return N_("Private Legions") if mules(board, s) else N_("Professional Army Legions")


# -- a new Era --------------------------------------------------------------------------
def era_begins(board: Board, s: State, new: tuple[str, ...]) -> E:
    """Sequence of Play 1: what a later Era brings - a tile laid over another, the Late
    Republic deck, the Mules of Marius."""
    said: E = []
    tiles = {x.name: x for x in board.tiles}
    for name in new:
        tile = tiles[name]
        if tile.covers and tile.covers in s.tiles:
            said.append(
                ev(
                    tn(
                        "{tile} lies over part of {covers}: {covered} is {tile}'s now",
                        "{tile} lies over part of {covers}: {covered} are {tile}'s now",
                        len(tile.covered),
                        tile=t(tile.name),
                        covers=t(tile.covers),
                        covered=", ".join(t(c) for c in tile.covered),
                    ),
                    TILES,
                )
            )
    if s.era == board.late.late_combat_era and late_deck(board, s):
        said.append(
            ev(
                tn(
                    "From Era {era} campaigns draw from the Late Republic Combat deck ({n} card)",
                    "From Era {era} campaigns draw from the Late Republic Combat deck ({n} cards)",
                    len(board.late_combat),
                    era=s.era,
                ),
                FIGHT,
            )
        )
    if s.era == board.late.mules_era:
        said.append(
            ev(
                t(
                    "The Mules of Marius: from this Era Allied Legions are Private Legions, "
                    "kept at the Era's end for 1 Auctoritas"
                ),
                MULES,
            )
        )
    if s.era == board.scenario.extra_legal_era:
        if s.physical:
            gains = t(
                "Each player gains the eXtra-Legal Action card (hand each player their Action "
                "card V): from this Era it may be chosen like the others; its phase follows "
                "eXpand"
            )
        else:
            gains = t(
                "Each player gains the eXtra-Legal Action card: from this Era it may be chosen "
                "like the others; its phase follows eXpand"
            )
        said.append(
            ev(
                gains,
                XL_CARD,
            )
        )
    return said
