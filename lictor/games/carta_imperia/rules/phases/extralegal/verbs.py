"""V. eXtra-Legal: what the table says in the phase - a card player's declaration
(imperator, mob, rubicon, assassinate, refrain), the Mobs committed and the plot's thumbs
(both secret), the cards drawn at a --physical table, joining or leaving the plot before
the Plotters strike, thumbs flipped, and the Bust a player chooses to lose."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _arg, _done, _int, _turn, _waiting, refuse
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.extralegal import steps as xl
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import ASSASSINATE, MOB
from lictor.games.carta_imperia.rules.state import Action, Deed, State
from lictor.games.carta_imperia.rules.table import pay_prestige
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug


def _declare(s: State, a: Action, rule: RuleRef, what: str) -> None:
    _turn(s, a, xl.XL)
    if not xl.can_act(s):
        raise refuse("not-yet", f"{what} is for Era VI onwards (this is Era {s.era})", rule)


def imperator(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Imperator: only the Primus, playing the card himself, becomes Emperor."""
    _declare(s, a, xl.IMPERATOR, "Imperator")
    if a.player != s.primus:
        raise refuse(
            "not-primus",
            f"only the Primus ({s.primus}) can declare himself Emperor, not {a.player}",
            xl.IMPERATOR,
        )
    if s.emperor == a.player:
        raise refuse("emperor", f"{a.player} is already Emperor", xl.IMPERATOR)
    s = replace(s, emperor=a.player)
    said = [
        ev(
            f"{a.player} is declared Emperor: Primus whatever the Prestige until deposed; "
            "at the end of the game +5 Status, +5 more governing Rome",
            xl.IMPERATOR,
        )
    ]
    return xl.played(board, s, a.player, said)


def _rival(s: State, a: Action, rule: RuleRef) -> str:
    text = _arg(a, 0, "rival Familia")
    for n in s.names:
        if n.lower() == text.lower():
            if n == a.player:
                raise refuse("self", f"{a.player} cannot send a Mob against himself", rule)
            return n
    raise refuse(
        "unknown-player", f"{text!r} is not a player (players: {', '.join(s.names)})", INPUT
    )


def mob(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Mob Rule: the attacker names a rival; both commit Dignitas in secret."""
    _declare(s, a, MOB, "Mob Rule")
    target = _rival(s, a, MOB)
    if not s.familia(a.player).dignitas:
        raise refuse("no-dignitas", f"{a.player} has no Dignitas to raise a Mob", MOB)
    s = replace(s, deed=Deed("mob", a.player, target), step="mob", waiting=(a.player, target))
    return s, [
        ev(
            f"{a.player} sends a Mob against {target}: each commits Dignitas in secret, "
            f"at most {s.era} (Era #)",
            MOB,
        )
    ]


def rubicon(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Cross the Rubicon: 1 Prestige (the payer's mix), a Civil War at the Era's end."""
    _declare(s, a, xl.RUBICON, "Crossing the Rubicon")
    if s.era not in (6, 7):
        raise refuse("not-now", "the Rubicon is crossed in Eras VI and VII only", xl.RUBICON)
    s, paid = pay_prestige(s, a.player, 1, xl.RUBICON)
    s = replace(s, rubicon=(*s.rubicon, a.player))
    said = [
        ev(
            f"{a.player} pays {paid} and Crosses the Rubicon: a Civil War is fought at the "
            f"end of Era {s.era}",
            xl.RUBICON,
        )
    ]
    return xl.played(board, s, a.player, said)


def assassinate(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Assassinate: only the Primus (or Emperor) is the Target."""
    _declare(s, a, ASSASSINATE, "An Assassination")
    if a.args and a.args[0].lower() != s.primus.lower():
        raise refuse(
            "not-primus",
            f"only the Primus or Emperor ({s.primus}) can be the Target of an Assassination",
            ASSASSINATE,
        )
    if not board.ides:
        raise refuse(
            "no-ides",
            "the pack has no Beware the Ides card (data.referee.beware_the_ides)",
            ASSASSINATE,
        )
    if a.player == s.primus:
        raise refuse(
            "self", f"{a.player} is the Primus: he cannot plot against himself", ASSASSINATE
        )
    return xl.begin_plot(board, s, a.player)


def refrain(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, xl.REFRAIN)
    said = [ev(f"{a.player} does nothing eXtra-Legal this Era", xl.REFRAIN)]
    return xl.played(board, s, a.player, said)


def commit(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Mob Rule: a Mob is 0 to Era # Dignitas (the attacker's at least 1), never more
    than the Familia holds; answered in secret."""
    _waiting(s, a, MOB)
    d = xl.deed(s)
    n = _int(a, 0, "Dignitas committed")
    most = min(s.era, s.familia(a.player).dignitas)
    # the attacker sends at least 1 - unless a deal or card left him none since he declared
    least = 1 if a.player == d.actor and most >= 1 else 0
    if not least <= n <= most:
        raise refuse(
            "mob-size",
            f"{a.player}'s Mob is {least} to {most} Dignitas (at most Era # {s.era} and what "
            f"{a.player} holds), not {n}",
            MOB,
        )
    s = _done(replace(s, deed=replace(d, secrets=(*d.secrets, (a.player, str(n))))), a.player)
    said = [ev(f"{a.player} has committed a Mob", MOB)]
    if s.waiting:
        return s, said
    s, more = xl.mobs_committed(board, s)
    return s, said + more


def plot(board: Board, s: State, a: Action) -> tuple[State, E]:
    """The call to the plot, answered in secret: thumbs down joins it, up looks on."""
    _waiting(s, a, ASSASSINATE)
    thumb = _arg(a, 0, "thumb (up or down)")
    if thumb not in ("up", "down"):
        raise refuse("thumb", "a thumb is up (look on) or down (join the plot)", INPUT)
    d = xl.deed(s)
    s = _done(replace(s, deed=replace(d, secrets=(*d.secrets, (a.player, thumb)))), a.player)
    said = [ev(f"{a.player} has answered the call", ASSASSINATE)]
    if s.waiting:
        return s, said
    s, more = xl.reveal_plot(board, s, [])
    return s, said + more


def drawn(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table says which cards came up: the Mob's combat cards, or the Beware
    the Ides card."""
    if not s.physical:
        raise refuse("virtual", "lictor draws the cards of a virtual game", xl.XL)
    if s.step == "ides-card":
        card = slug(_arg(a, 0, "Beware the Ides card"))
        known = [c.id for c in board.ides]
        if card not in known or len(a.args) != 1:
            raise refuse(
                "unknown-card",
                f"say the one Beware the Ides card drawn (cards: {', '.join(known)})",
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
            f"a Mob of {attack} draws {attack} card{'' if attack == 1 else 's'}, got {len(cards)}",
            MOB,
        )
    deck = s.combat
    for card in cards:
        if not deck.draw_pile:
            deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if card not in deck.draw_pile:
            raise refuse(
                "not-in-deck",
                f"{card!r} is not left in the Early Republic combat deck "
                f"(left: {', '.join(sorted(set(deck.draw_pile)))})",
                MOB,
            )
        deck = deck.draw(card)
    return xl.street_fight(board, replace(s, combat=deck), cards, [])


def _plotter(s: State, a: Action) -> None:
    d = xl.deed(s)
    if a.player == d.target:
        raise refuse("target", f"{a.player} is the Target", xl.TURNED)


def join(board: Board, s: State, a: Action) -> tuple[State, E]:
    _plotter(s, a)
    d = xl.deed(s)
    if a.player in d.plotters:
        raise refuse("plotter", f"{a.player} is already in the plot", xl.TURNED)
    s = replace(s, deed=replace(d, plotters=(*d.plotters, a.player)))
    return s, [ev(f"{a.player} joins the plot", xl.TURNED)]


def leave(board: Board, s: State, a: Action) -> tuple[State, E]:
    _plotter(s, a)
    d = xl.deed(s)
    if a.player == d.actor:
        raise refuse("ringleader", f"{a.player} is the Ringleader: the plot is his", xl.TURNED)
    if a.player not in d.plotters:
        raise refuse("not-plotter", f"{a.player} is not in the plot", xl.TURNED)
    s = replace(s, deed=replace(d, plotters=tuple(p for p in d.plotters if p != a.player)))
    return s, [ev(f"{a.player} leaves the plot", xl.TURNED)]


def strike(board: Board, s: State, a: Action) -> tuple[State, E]:
    return xl.strike(board, s)


def flips(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A --physical table's thumbs: one per Mob that lost Auctoritas, or each Plotter's."""
    if not s.physical:
        raise refuse("virtual", "lictor flips the thumbs of a virtual game", xl.XL)
    mob_flip = s.step == "mob-flip"
    rule = xl.MOB_BUST if mob_flip else ASSASSINATE
    _turn(s, a, rule)
    due = 1 if mob_flip else xl.flips_due(board, s)[a.player]
    thumbs = a.args
    if len(thumbs) != due or any(t not in ("up", "down") for t in thumbs):
        raise refuse(
            "thumbs",
            f"{a.player} flips {due} thumb{'' if due == 1 else 's'}: say each, up or down",
            rule,
        )
    d = xl.deed(s)
    said = [ev(f"{a.player} flips: {' '.join(thumbs)}", rule)]
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
            f"{a.player} has no Bust in {text or '?'} to lose "
            f"(from: {', '.join(slug(w) for w in where)})",
            rule,
        )
    s, said = xl.lose_bust(s, a.player, choice, rule)
    s = replace(s, deed=replace(d, busts=d.busts[1:]))
    s, more = xl.lose_busts(board, s, said)
    return s, more
