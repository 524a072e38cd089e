"""V. eXtra-Legal (Era VI onwards), after eXpand: each card player, in Primus Order,
declares himself Emperor (Imperator), sends a Mob against a rival (Mob Rule), Crosses the
Rubicon or plots against the Primus (Assassinate); then the Era ends.

The rulings are the pure ones of ``rulings.py`` (also behind `lictor resolve`);
the verbs are in ``verbs.py``; ``PHASE`` (``phase.py``) joins
both to the referee. Reconstructions, where the rulebook is silent:

- a card player may refrain from every choice of the card (the card says "Either ... Or");
- Mob Rule's losses come from the Dignitas committed, then from Auctoritas, and the
  combat cards drawn are discarded (the deck reshuffled when it runs out), as in a battle;
- all players but the Ringleader and the Target answer the call to the plot; until the
  first thumb is flipped anyone may still join or leave it (the rulebook: players "can
  be turned either way right up to the point at which any Player makes a Thumb Flip");
- the Beware the Ides card drawn goes back: the 3-card deck is shuffled before each
  attempt (a deck counted down would make the third attempt a certainty);
- the Ringleader's Bust that replaces a Governor of Rome comes from his Reserve, else from
  his Stock; a Bust lost goes to Stock (as a killed General's);
- a successful plot deposes the Emperor it kills; whoever the card makes Primus (the
  Ringleader, or the most prestigious, ties to the Ringleader then Primus Order) did not
  Beware the Ides;
- the Price of Failure "Civil War" makes the Ringleader one who Crossed the Rubicon.

A little over the house's ~400 lines, for a reason: the four deeds share the draws, the
thumbs and the Bust lost, and each deed's steps read in order here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, cards_of, ev, revealing, rng
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import (
    ASSASSINATE,
    FIRST_ERA,
    MOB,
    IdesCard,
    assassinate,
    mob_rule,
)
from lictor.games.carta_imperia.rules.state import Deed, State
from lictor.games.carta_imperia.rules.table import (
    add,
    lose,
    primus_order,
    province_of,
    regions,
    set_governor,
)
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.deck import Deck
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    close_era = lazy_function("lictor.games.carta_imperia.rules.phases.end_of_era.steps:close_era")

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.civil_war.steps import end_era as war_end_era
else:
    war_end_era = lazy_function("lictor.games.carta_imperia.rules.phases.civil_war.steps:end_era")


def end_era(board: Board, s: State) -> tuple[State, E]:
    """The Era's end (``civil_war.steps.end_era``): with no Rubicon crossed there is no
    Civil War, and its code is not even loaded (issue 27)."""
    return close_era(board, s) if not s.rubicon else war_end_era(board, s)


CARD = "extra-legal"
XL = ref("V. eXtra-Legal")
THE_CARD = ref("V. eXtra-Legal", "the Mules of Marius give each player the card in Era VI")
IMPERATOR = ref("V. eXtra-Legal", "Imperator")
RUBICON = ref("V. eXtra-Legal", "Cross the Rubicon")
MOB_BUST = ref("V. eXtra-Legal", "Mob Rule: thumbs down loses a Bust")
TURNED = ref("V. eXtra-Legal", "Assassinate: turned either way until the first Thumb Flip")
SUCCESS = ref("V. eXtra-Legal", "Assassinate: the Target loses a Bust and Era # Auctoritas")
FAILURE = ref("V. eXtra-Legal", "Assassinate: the Price of Failure")
REFRAIN = ref("V. eXtra-Legal", "Either ... Or: a card player may refrain (reconstruction)")


@revealing("extra-legal")
def begin_extralegal(board: Board, s: State) -> tuple[State, E]:
    """After eXpand: the eXtra-Legal card players in Primus Order, then the Era's end."""
    players = cards_of(s, CARD)
    if not players:
        return end_era(board, s)
    if not s.ides_deck.draw_pile and not s.ides_deck.discards:
        s = replace(s, ides_deck=Deck("Beware the Ides", tuple(c.id for c in board.ides)))
    s = replace(s, outlaws=players, deed=None)
    said = [
        ev(
            t(
                "eXtra-Legal, in Primus Order: {players} - Imperator, Mob Rule, "
                "Cross the Rubicon or Assassinate",
                players=", ".join(players),
            ),
            XL,
        )
    ]
    return turn(board, s, said)


def turn(board: Board, s: State, said: E) -> tuple[State, E]:
    """The next card player declares; with none left the Era ends."""
    if s.outlaws:
        return replace(s, step="extralegal", waiting=s.outlaws, deed=None), said
    s, more = end_era(board, replace(s, deed=None, waiting=()))
    return s, said + more


def played(board: Board, s: State, name: str, said: E) -> tuple[State, E]:
    """``name``'s eXtra-Legal card is resolved: the next card player."""
    return turn(board, replace(s, outlaws=tuple(n for n in s.outlaws if n != name)), said)


def deed(s: State) -> Deed:
    assert s.deed is not None
    return s.deed


# -- Mob Rule -----------------------------------------------------------------------------


def mobs(s: State) -> tuple[int, int]:
    d = deed(s)
    committed = dict(d.secrets)
    return int(committed[d.actor]), int(committed[d.target])


def mobs_committed(board: Board, s: State) -> tuple[State, E]:
    """Both Mobs are revealed; the attacker draws a card per Dignitas in his Mob (a
    --physical table says which; lictor draws a virtual deck)."""
    d = deed(s)
    attack, defence = mobs(s)
    said = [
        ev(
            t(
                "The Mobs are revealed: {actor} {attack} Dignitas, {target} {defence}",
                actor=d.actor,
                attack=attack,
                target=d.target,
                defence=defence,
            ),
            MOB,
        )
    ]
    if not attack:  # the attacker's Dignitas went (a deal, a card) after he named his rival
        return played(
            board,
            s,
            d.actor,
            [*said, ev(t("{player}'s Mob is empty: no fight", player=d.actor), MOB)],
        )
    if s.physical:
        s = replace(s, step="mob-cards", waiting=(d.actor,))
        return s, said
    deck = s.combat
    cards = []
    for i in range(attack):
        if not deck.draw_pile:
            deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
            deck = deck.shuffled(s.seed + 7 * s.counter + 5 + i)
        card = deck.next_virtual()
        deck = deck.draw(card)
        cards.append(card)
    s = replace(s, combat=deck, counter=s.counter + 1)
    return street_fight(board, s, tuple(cards), said)


def shields(board: Board, card: str) -> tuple[str, ...]:
    _, kind, n = board.combat_card(card)
    return (kind,) * n if kind else ()


def street_fight(board: Board, s: State, cards: tuple[str, ...], said: E) -> tuple[State, E]:
    """Mob Rule: the cards' shields decide the losses (``mob_rule``); whoever lost any
    Auctoritas flips a thumb, thumbs down losing a Bust."""
    d = deed(s)
    attack, defence = mobs(s)
    att, dfn = s.familia(d.actor), s.familia(d.target)
    r = mob_rule(
        s.era,
        attack,
        defence,
        [shields(board, c) for c in cards],
        att.auctoritas,
        dfn.auctoritas,
        cards,
    )
    said += [ev(line.text, line.rule) for line in r.lines]
    flippers = []
    for name, losses in ((d.actor, r.attacker), (d.target, r.defender)):
        s, _ = lose(s, name, "dignitas", losses.dignitas)
        s, _ = lose(s, name, "auctoritas", losses.auctoritas)
        if losses.flips:
            flippers.append(name)
    if not flippers:
        return played(board, s, d.actor, said)
    if s.physical:
        return replace(s, step="mob-flip", waiting=tuple(flippers)), said
    busts: list[str] = []
    for name in flippers:
        thumb = "up" if rng(s, "thumb").random() < 0.5 else "down"
        s = replace(s, counter=s.counter + 1)
        said.append(ev(_flipped(name, thumb), MOB_BUST))
        if thumb == "down":
            busts.append(name)
    s = replace(s, deed=replace(d, busts=tuple(busts)))
    return lose_busts(board, s, said)


# -- losing a Bust ------------------------------------------------------------------------


def bust_choices(board: Board, s: State, name: str) -> list[str]:
    """Where a Bust ``name`` must lose can come from: the Reserve (offered first), then
    each Province governed, fewest shields first."""
    here = regions(board, s)
    govs = sorted((here[p].strength, p) for p, w in s.governors if w == name and p in here)
    return (["reserve"] if s.familia(name).reserve else []) + [p for _, p in govs]


def lose_bust(s: State, name: str, where: str, rule: object) -> tuple[State, E]:
    """A Bust lost goes to Stock: from the Reserve, or a Governor (the Province empty)."""
    if where == "reserve":
        return add(s, name, reserve=-1, stock=1), [
            ev(t("{player} loses a Bust from Reserve", player=name), rule)
        ]
    s = add(set_governor(s, where, None), name, stock=1)
    return s, [
        ev(
            t(
                "{player} loses the Governor of {province}: the Province has no Governor",
                player=name,
                province=t(where),
            ),
            rule,
        )
    ]


def lose_busts(board: Board, s: State, said: E) -> tuple[State, E]:
    """Each player of the deed's queue loses a Bust, asked which when there is a choice;
    then the card is resolved."""
    d = deed(s)
    rule = MOB_BUST if d.kind == "mob" else SUCCESS if d.target in d.busts else FAILURE
    while d.busts:
        name = d.busts[0]
        where = bust_choices(board, s, name)
        if len(where) > 1:
            return replace(s, step="forfeit", waiting=(name,)), said
        d = replace(d, busts=d.busts[1:])
        s = replace(s, deed=d)
        if where:
            s, more = lose_bust(s, name, where[0], rule)
            said = said + more
        else:
            said = [*said, ev(t("{player} has no Bust to lose", player=name), rule)]
    return played(board, s, d.actor, said)


# -- Assassinate --------------------------------------------------------------------------


def begin_plot(board: Board, s: State, ringleader: str) -> tuple[State, E]:
    """Every player but the Ringleader and the Target answers the call in secret."""
    target = s.primus
    s = replace(s, deed=Deed("plot", ringleader, target))
    voters = tuple(n for n in primus_order(s) if n not in (ringleader, target))
    said = [
        ev(
            t(
                "{player} plots to assassinate {target} and calls for support",
                player=ringleader,
                target=target,
            )
            if voters
            else t("{player} plots to assassinate {target}", player=ringleader, target=target),
            ASSASSINATE,
        )
    ]
    if voters:
        return replace(s, step="plot", waiting=voters), said
    return reveal_plot(board, s, said)


def reveal_plot(board: Board, s: State, said: E) -> tuple[State, E]:
    """The thumbs are revealed (down joins the plot); a Beware the Ides card is drawn."""
    d = deed(s)
    downs = dict(d.secrets)
    joined = tuple(n for n in primus_order(s) if downs.get(n) == "down")
    s = replace(s, deed=replace(d, plotters=(d.actor, *joined)))
    if d.secrets:
        said = [
            *said,
            ev(
                t(
                    "The thumbs are revealed: {answers}",
                    answers=", ".join(
                        t("{player} joins the plot", player=n)
                        if vote == "down"
                        else t("{player} looks on", player=n)
                        for n, vote in sorted(d.secrets, key=lambda x: primus_order(s).index(x[0]))
                    ),
                ),
                ASSASSINATE,
            ),
        ]
    if s.physical:
        return replace(s, step="ides-card", waiting=()), said
    deck = s.ides_deck
    deck = replace(deck, draw_pile=deck.draw_pile + deck.discards, discards=(), ordered=False)
    deck = deck.shuffled(s.seed + 11 * s.counter + 7)
    card = deck.next_virtual()
    s = replace(s, ides_deck=deck.draw(card), counter=s.counter + 1)
    return drew_ides(board, s, card, said)


def ides_card(board: Board, card: str) -> IdesCard:
    return next(c for c in board.ides if c.id == card)


def card_text(c: IdesCard) -> str:
    success = t("the Ringleader") if c.success == "ringleader" else t("the most prestigious")
    price = {
        "civil-war": t("Civil War (the Ringleader Crosses the Rubicon)"),
        "dignitas": t("each Plotter loses Era # Dignitas"),
        "bust": t("each Plotter loses a Bust"),
    }[c.failure]
    note = "" if c.source == "rulebook" else f" [{c.source}]"
    if c.source == "reconstruction":
        note = t(" [reconstruction]")
    return t(
        "{card}: 1 Plotter flips {one}; 2 Plotters {two} each; 3 or more {many} each, "
        "the Ringleader {ringleader}. Target Number {number}. Success: {success} becomes "
        "Primus. Price of Failure: {price}{note}",
        card=t(c.name),
        one=c.one,
        two=c.two,
        many=c.many,
        ringleader=c.ringleader,
        number=c.target,
        success=success,
        price=price,
        note=note,
    )


def drew_ides(board: Board, s: State, card: str, said: E) -> tuple[State, E]:
    d = deed(s)
    s = replace(s, deed=replace(d, card=card), step="conspire", waiting=())
    text = card_text(ides_card(board, card))
    return s, [*said, ev(t("Beware the Ides card: {card}", card=text), ASSASSINATE)]


def flips_due(board: Board, s: State) -> dict[str, int]:
    """How many thumbs each Plotter flips, by the card drawn."""
    d = deed(s)
    return dict(ides_card(board, d.card).each(d.plotters))


def strike(board: Board, s: State) -> tuple[State, E]:
    """The first thumb is flipped: the Plotters are committed."""
    d = deed(s)
    said = [ev(t("The Plotters strike: {plotters}", plotters=", ".join(d.plotters)), TURNED)]
    if s.physical:
        return replace(s, step="flips", waiting=d.plotters), said
    flips = []
    for name, n in flips_due(board, s).items():
        thumbs = []
        for _ in range(n):
            thumbs.append("up" if rng(s, "thumb").random() < 0.5 else "down")
            s = replace(s, counter=s.counter + 1)
        flips.append((name, " ".join(thumbs)))
    s = replace(s, deed=replace(d, flips=tuple(flips)))
    return resolve_plot(board, s, said)


def resolve_plot(board: Board, s: State, said: E) -> tuple[State, E]:
    """The thumbs down against the card's Target Number (Beware the Ides turning one up)."""
    d = deed(s)
    card = ides_card(board, d.card)
    downs = sum(t.split().count("down") for _, t in d.flips)
    shielded = s.ides and d.target == s.primus
    r = assassinate(s.era, len(d.plotters), card, downs, shielded)
    said = [
        *said,
        ev(
            t(
                "Thumbs: {flips}",
                flips="; ".join(f"{n} {said_thumbs(flip)}" for n, flip in d.flips),
            ),
            ASSASSINATE,
        ),
        *(ev(line.text, line.rule) for line in r.lines),
    ]
    if r.success:
        return assassinated(board, s, card, said)
    return failed(board, s, card, said)


def assassinated(board: Board, s: State, card: IdesCard, said: E) -> tuple[State, E]:
    d = deed(s)
    s, n = lose(s, d.target, "auctoritas", s.era)
    said = [*said, ev(t("{player} loses {n} Auctoritas", player=d.target, n=n), SUCCESS)]
    if s.emperor == d.target:
        s = replace(s, emperor="")
        said.append(ev(t("The Emperor {player} is deposed and killed", player=d.target), IMPERATOR))
    rome = province_of(s, "Roma")
    if s.governor(rome) == d.target:
        s = add(set_governor(s, rome, None), d.target, stock=1)
        ring = s.familia(d.actor)
        if ring.reserve or ring.stock:
            s = add(s, d.actor, **({"reserve": -1} if ring.reserve else {"stock": -1}))
            s = set_governor(s, rome, d.actor)
            said.append(
                ev(
                    t(
                        "{target}'s Governor of Rome ({province}) is replaced by {player}'s",
                        target=d.target,
                        province=t(rome),
                        player=d.actor,
                    ),
                    SUCCESS,
                )
            )
        else:
            said.append(
                ev(
                    t(
                        "{target} loses the Governor of Rome; {player} has no Bust to send",
                        target=d.target,
                        player=d.actor,
                    ),
                    SUCCESS,
                )
            )
    else:
        s = replace(s, deed=replace(d, busts=(d.target,)))
    if card.success == "ringleader":
        new = d.actor
    else:
        leaders = most_prestige({f.name: f.prestige for f in s.players})
        new = d.actor if d.actor in leaders else next(n for n in primus_order(s) if n in leaders)
    keeps = board.reading("assassin_primus") == "keeps"
    if keeps:  # the card's "becomes Primus" stands, as a Civil War's winner's does
        s = replace(s, war_primus=new, primus_by="plot")
    if new != s.primus:
        s = replace(s, primus=new, ides=False)
        said.append(
            ev(
                t("{player} becomes Primus into the next Era", player=new)
                if keeps
                else t("{player} becomes Primus until the end of the Era", player=new),
                ASSASSINATE,
            )
        )
    else:
        said.append(
            ev(
                t("{player} remains Primus, the most prestigious into the next Era", player=new)
                if keeps
                else t(
                    "{player} remains Primus, the most prestigious until the end of the Era",
                    player=new,
                ),
                ASSASSINATE,
            )
        )
    return lose_busts(board, s, said)


def failed(board: Board, s: State, card: IdesCard, said: E) -> tuple[State, E]:
    d = deed(s)
    if card.failure == "civil-war":
        if d.actor not in s.rubicon:
            s = replace(s, rubicon=(*s.rubicon, d.actor))
        said = [
            *said,
            ev(
                t(
                    "Price of Failure: Civil War - {player} has Crossed the Rubicon; the Civil "
                    "War is fought at the end of Era {era} (reconstruction)",
                    player=d.actor,
                    era=s.era,
                ),
                FAILURE,
            ),
        ]
        return played(board, s, d.actor, said)
    if card.failure == "dignitas":
        for name in d.plotters:
            s, dig = lose(s, name, "dignitas", s.era)
            s, auc = lose(s, name, "auctoritas", s.era - dig)
            said = [
                *said,
                ev(
                    t(
                        "Price of Failure: {player} loses {dignitas} Dignitas and "
                        "{auctoritas} Auctoritas",
                        player=name,
                        dignitas=dig,
                        auctoritas=auc,
                    ),
                    FAILURE,
                ),
            ]
        return played(board, s, d.actor, said)
    said = [
        *said,
        ev(
            t(
                "Price of Failure: each Plotter loses a Bust ({plotters})",
                plotters=", ".join(d.plotters),
            ),
            FAILURE,
        ),
    ]
    s = replace(s, deed=replace(d, busts=d.plotters))
    return lose_busts(board, s, said)


def said_thumbs(flips: Sequence[str] | str) -> str:
    """Thumbs flipped, as said: ``up down`` (the words of the table's answer, said)."""
    words = flips.split() if isinstance(flips, str) else flips
    return " ".join(t("up") if x == "up" else t("down") for x in words)


def _flipped(name: str, thumb: str) -> str:
    if thumb == "up":
        return t("{player} flips: thumb up", player=name)
    return t("{player} flips: thumb down", player=name)


def can_act(s: State) -> bool:
    """eXtra-Legal deeds are for Eras VI onwards (each section says so)."""
    return s.era >= FIRST_ERA
