"""V. eXtra-Legal: what the table says in the phase - a card player's declaration
(imperator, mob, rubicon, assassinate, refrain), the Mobs committed and the plot's thumbs
(both secret), the cards drawn at a --physical table, joining or leaving the plot before
the Plotters strike, thumbs flipped, and the Bust a player chooses to lose."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _arg, _done, _int, _turn, _waiting, refuse
from lictor.games.carta_imperia.rules.phases.extralegal import steps as xl
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import ASSASSINATE, MOB
from lictor.games.carta_imperia.rules.state import Action, Deed, State
from lictor.games.carta_imperia.rules.table import pay_prestige
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug


def _declare(s: State, a: Action, rule: RuleRef, what: str) -> None:
    _turn(s, a, xl.XL)
    if not xl.can_act(s):
        raise refuse(
            "not-yet",
            t("{deed} is for Era VI onwards (this is Era {era})", deed=what, era=s.era),
            rule,
        )


def imperator(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Imperator: only the Primus, playing the card himself, becomes Emperor."""
    _declare(s, a, xl.IMPERATOR, t("Imperator"))
    if a.player != s.primus:
        raise refuse(
            "not-primus",
            t(
                "only the Primus ({primus}) can declare himself Emperor, not {player}",
                primus=s.primus,
                player=a.player,
            ),
            xl.IMPERATOR,
        )
    if s.emperor == a.player:
        raise refuse("emperor", t("{player} is already Emperor", player=a.player), xl.IMPERATOR)
    s = replace(s, emperor=a.player)
    said = [
        ev(
            t(
                "{player} is declared Emperor: Primus whatever the Prestige until deposed; "
                "at the end of the game +5 Status, +5 more governing Rome",
                player=a.player,
            ),
            xl.IMPERATOR,
        )
    ]
    return xl.played(board, s, a.player, said)


def _rival(s: State, a: Action, rule: RuleRef) -> str:
    text = _arg(a, 0, N_("rival Familia"))
    for n in s.names:
        if n.lower() == text.lower():
            if n == a.player:
                raise refuse(
                    "self", t("{player} cannot send a Mob against himself", player=a.player), rule
                )
            return n
    raise refuse(
        "unknown-player",
        t(
            "{name} is not a player (players: {players})",
            name=repr(text),
            players=", ".join(s.names),
        ),
        INPUT,
    )


def mob(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Mob Rule: the attacker names a rival; both commit Dignitas in secret."""
    _declare(s, a, MOB, t("Mob Rule"))
    target = _rival(s, a, MOB)
    if not s.familia(a.player).dignitas:
        raise refuse(
            "no-dignitas", t("{player} has no Dignitas to raise a Mob", player=a.player), MOB
        )
    s = replace(s, deed=Deed("mob", a.player, target), step="mob", waiting=(a.player, target))
    return s, [
        ev(
            t(
                "{player} sends a Mob against {target}: each commits Dignitas in secret, "
                "at most {era} (Era #)",
                player=a.player,
                target=target,
                era=s.era,
            ),
            MOB,
        )
    ]


def rubicon(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Cross the Rubicon: 1 Prestige (the payer's mix), a Civil War at the Era's end."""
    _declare(s, a, xl.RUBICON, t("Crossing the Rubicon"))
    if s.era not in (6, 7):
        raise refuse("not-now", t("the Rubicon is crossed in Eras VI and VII only"), xl.RUBICON)
    s, paid = pay_prestige(s, a.player, 1, xl.RUBICON)
    s = replace(s, rubicon=(*s.rubicon, a.player))
    said = [
        ev(
            t(
                "{player} pays {paid} and Crosses the Rubicon: a Civil War is fought at the "
                "end of Era {era}",
                player=a.player,
                paid=paid,
                era=s.era,
            ),
            xl.RUBICON,
        )
    ]
    return xl.played(board, s, a.player, said)


def assassinate(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Assassinate: only the Primus (or Emperor) is the Target."""
    _declare(s, a, ASSASSINATE, t("An Assassination"))
    if a.args and a.args[0].lower() != s.primus.lower():
        raise refuse(
            "not-primus",
            t(
                "only the Primus or Emperor ({primus}) can be the Target of an Assassination",
                primus=s.primus,
            ),
            ASSASSINATE,
        )
    if not board.ides:
        raise refuse(
            "no-ides",
            t("the pack has no Beware the Ides card (data.referee.beware_the_ides)"),
            ASSASSINATE,
        )
    if a.player == s.primus:
        raise refuse(
            "self",
            t("{player} is the Primus: he cannot plot against himself", player=a.player),
            ASSASSINATE,
        )
    return xl.begin_plot(board, s, a.player)


def refrain(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, xl.REFRAIN)
    said = [ev(t("{player} does nothing eXtra-Legal this Era", player=a.player), xl.REFRAIN)]
    return xl.played(board, s, a.player, said)


def commit(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Mob Rule: a Mob is 0 to Era # Dignitas (the attacker's at least 1), never more
    than the Familia holds; answered in secret."""
    _waiting(s, a, MOB)
    d = xl.deed(s)
    n = _int(a, 0, N_("Dignitas committed"))
    most = min(s.era, s.familia(a.player).dignitas)
    # the attacker sends at least 1 - unless a deal or card left him none since he declared
    least = 1 if a.player == d.actor and most >= 1 else 0
    if not least <= n <= most:
        raise refuse(
            "mob-size",
            t(
                "{player}'s Mob is {least} to {most} Dignitas (at most Era # {era} and what "
                "{player} holds), not {n}",
                player=a.player,
                least=least,
                most=most,
                era=s.era,
                n=n,
            ),
            MOB,
        )
    s = _done(replace(s, deed=replace(d, secrets=(*d.secrets, (a.player, str(n))))), a.player)
    said = [ev(t("{player} has committed a Mob", player=a.player), MOB)]
    if s.waiting:
        return s, said
    s, more = xl.mobs_committed(board, s)
    return s, said + more


def plot(board: Board, s: State, a: Action) -> tuple[State, E]:
    """The call to the plot, answered in secret: thumbs down joins it, up looks on."""
    _waiting(s, a, ASSASSINATE)
    thumb = _arg(a, 0, N_("thumb (up or down)"))
    if thumb not in ("up", "down"):
        raise refuse("thumb", t("a thumb is up (look on) or down (join the plot)"), INPUT)
    d = xl.deed(s)
    s = _done(replace(s, deed=replace(d, secrets=(*d.secrets, (a.player, thumb)))), a.player)
    said = [ev(t("{player} has answered the call", player=a.player), ASSASSINATE)]
    if s.waiting:
        return s, said
    s, more = xl.reveal_plot(board, s, [])
    return s, said + more


def drawn(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table says which cards came up: the Mob's combat cards, or the Beware
    the Ides card."""
    if not s.physical:
        raise refuse("virtual", t("lictor draws the cards of a virtual game"), xl.XL)
    if s.step == "ides-card":
        card = slug(_arg(a, 0, N_("Beware the Ides card")))
        known = [c.id for c in board.ides]
        if card not in known or len(a.args) != 1:
            raise refuse(
                "unknown-card",
                t(
                    "say the one Beware the Ides card drawn (cards: {cards})",
                    cards=", ".join(known),
                ),
                ASSASSINATE,
            )
        deck = s.ides_deck
        deck = replace(deck, draw_pile=deck.draw_pile + deck.discards, discards=())
        s = replace(s, ides_deck=deck.draw(card))
        return xl.drew_ides(board, s, card, [])
    attack, _ = xl.mobs(s)
    cards = tuple(slug(c) for c in a.args)
    if len(cards) != attack:
        raise refuse(
            "card-count",
            tn(
                "a Mob of {n} draws {n} card, got {got}",
                "a Mob of {n} draws {n} cards, got {got}",
                attack,
                got=len(cards),
            ),
            MOB,
        )
    deck = s.combat
    for card in cards:
        if not deck.draw_pile:
            deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if card not in deck.draw_pile:
            raise refuse(
                "not-in-deck",
                t(
                    "{card} is not left in the Early Republic combat deck (left: {left})",
                    card=repr(card),
                    left=", ".join(sorted(set(deck.draw_pile))),
                ),
                MOB,
            )
        deck = deck.draw(card)
    return xl.street_fight(board, replace(s, combat=deck), cards, [])


def _plotter(s: State, a: Action) -> None:
    d = xl.deed(s)
    if a.player == d.target:
        raise refuse("target", t("{player} is the Target", player=a.player), xl.TURNED)


def join(board: Board, s: State, a: Action) -> tuple[State, E]:
    _plotter(s, a)
    d = xl.deed(s)
    if a.player in d.plotters:
        raise refuse("plotter", t("{player} is already in the plot", player=a.player), xl.TURNED)
    s = replace(s, deed=replace(d, plotters=(*d.plotters, a.player)))
    return s, [ev(t("{player} joins the plot", player=a.player), xl.TURNED)]


def leave(board: Board, s: State, a: Action) -> tuple[State, E]:
    _plotter(s, a)
    d = xl.deed(s)
    if a.player == d.actor:
        raise refuse(
            "ringleader",
            t("{player} is the Ringleader: the plot is his", player=a.player),
            xl.TURNED,
        )
    if a.player not in d.plotters:
        raise refuse("not-plotter", t("{player} is not in the plot", player=a.player), xl.TURNED)
    s = replace(s, deed=replace(d, plotters=tuple(p for p in d.plotters if p != a.player)))
    return s, [ev(t("{player} leaves the plot", player=a.player), xl.TURNED)]


def strike(board: Board, s: State, a: Action) -> tuple[State, E]:
    return xl.strike(board, s)


def flips(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table's thumbs: one per Mob that lost Auctoritas, or each Plotter's."""
    if not s.physical:
        raise refuse("virtual", t("lictor flips the thumbs of a virtual game"), xl.XL)
    mob_flip = s.step == "mob-flip"
    rule = xl.MOB_BUST if mob_flip else ASSASSINATE
    _turn(s, a, rule)
    due = 1 if mob_flip else xl.flips_due(board, s)[a.player]
    thumbs = a.args
    if len(thumbs) != due or any(t not in ("up", "down") for t in thumbs):
        raise refuse(
            "thumbs",
            tn(
                "{player} flips {n} thumb: say each, up or down",
                "{player} flips {n} thumbs: say each, up or down",
                due,
                player=a.player,
            ),
            rule,
        )
    d = xl.deed(s)
    said = [ev(t("{player} flips: {thumbs}", player=a.player, thumbs=xl.said_thumbs(thumbs)), rule)]
    if mob_flip:
        busts = (*d.busts, a.player) if thumbs[0] == "down" else d.busts
        s = replace(s, deed=replace(d, busts=busts), waiting=s.waiting[1:])
        if s.waiting:
            return s, said
        return xl.lose_busts(board, s, said)
    s = replace(s, deed=replace(d, flips=(*d.flips, (a.player, " ".join(thumbs)))))
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    return xl.resolve_plot(board, s, said)


def forfeit(board: Board, s: State, a: Action) -> tuple[State, E]:
    """The player who loses a Bust chooses which: from the Reserve or a Province."""
    d = xl.deed(s)
    rule = xl.MOB_BUST if d.kind == "mob" else xl.SUCCESS if a.player == d.target else xl.FAILURE
    _turn(s, a, rule)
    where = xl.bust_choices(board, s, a.player)
    text = " ".join(a.args)
    choice = next((w for w in where if slug(w) == slug(text)), None)
    if choice is None:
        raise refuse(
            "no-bust",
            t(
                "{player} has no Bust in {where} to lose (from: {choices})",
                player=a.player,
                where=text or "?",
                choices=", ".join(slug(w) for w in where),
            ),
            rule,
        )
    s, said = xl.lose_bust(s, a.player, choice, rule)
    s = replace(s, deed=replace(d, busts=d.busts[1:]))
    s, more = xl.lose_busts(board, s, said)
    return s, more
