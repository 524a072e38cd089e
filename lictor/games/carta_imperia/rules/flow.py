"""The procedure of Scenario I: setup, the Era's phases in order, the end of each Era and
the end of the game. Every ``begin_*`` moves the state to the next step that needs a
player's answer, doing on the way what needs nobody (deals, reveals, returns)."""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board, Foe
from lictor.games.carta_imperia.rules.endgame import ScoreSheet
from lictor.games.carta_imperia.rules.era import last_place, most_prestige, sack_rome
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.state import (
    Election,
    Familia,
    General,
    State,
)
from lictor.games.carta_imperia.rules.table import (
    add,
    battles_with,
    conquerable,
    enacted,
    primus_order,
    regions,
    reverse_prestige,
    set_governor,
    with_familia,
)
from lictor.rules.deck import Deck
from lictor.rules.game import Event, Seats

E = list[Event]
SETUP = ref("Full Game Setup")
SCEN = ref("Scenario I: Rise of the Republic", "Setup")
DRAFT = ref("Events Draft")
SEQ = ref("Sequence of Play")
HIST = ref("Historical Events")
TILES = ref("Map Tiles")
CHOOSE = ref("Action Cards", "choose in secret")
EXPLOIT = ref("I. eXploit")
EXEC = ref("II. eXec")
ELECT = ref("Elections")
EXTORT = ref("III. eXtort")
EXPAND = ref("IV. eXpand")
HANNIBAL = ref("Scenario I: Hannibal")
END_CAMPAIGN = ref("IV. eXpand", "Ending the Campaign")
PRIVATE = ref("IV. eXpand", "Ending the Campaign: Private Legions kept for 1 Auctoritas")
REBELS = ref("Rebellions")
END = ref("Game End & Victory")
# the components: 20 Legions of Rome and 20 Allied Legions (a meeple marked V counts 5)
SUPPLY = ref("List of Components", "20 Legions of Rome, 20 Allied Legions, 8 Busts each")


def ev(text: str, rule: object = None) -> Event:
    return Event(text, str(rule) if rule is not None else "")


def cards_of(s: State, action: str) -> tuple[str, ...]:
    """The card players of one Action, in Primus Order."""
    return tuple(n for n in primus_order(s) if action in s.familia(n).actions)


def actions_per_player(s: State) -> int:
    """Action Cards: 2 each with 1-4 players, 1 each with 5-6."""
    return 2 if len(s.players) <= 4 else 1


def rng(s: State, salt: str) -> random.Random:
    return random.Random(f"{s.seed}:{s.counter}:{salt}")


# -- setup ------------------------------------------------------------------------------
def setup(board: Board, seats: Seats, seed: int, physical: bool, challenging: bool) -> State:
    players = tuple(Familia(name, colour) for colour, name in seats.by_side)
    history = tuple(c.id for c in board.historical if c.era != 1 or challenging)
    combat = tuple(c[0] for c in board.combat)
    s = State(
        players=players,
        seed=seed,
        physical=physical,
        challenging=challenging,
        tiles=tuple(t.name for t in board.tiles if t.era == 1),
        rome_card=board.rome_start,
        rome_supply=board.rome_meeples - board.rome_start,
        allied_supply=board.allied_meeples,
        history=Deck("Historical Event", history),
        combat=Deck("Early Republic Combat", combat),
        start_deck=tuple(n for n, _ in board.start_cards),
    )
    if not physical:
        s = replace(
            s,
            history=s.history.shuffled(seed),
            combat=s.combat.shuffled(seed + 1),
        )
        deal = list(s.start_deck)
        random.Random(f"{seed}:start").shuffle(deal)
        for f, card in zip(players, deal, strict=False):
            s, _ = give_start_card(board, s, f.name, card)
        return begin_draft(board, s)[0]
    return replace(s, step="start", waiting=s.names)


def give_start_card(board: Board, s: State, name: str, card: str) -> tuple[State, E]:
    """Full Game Setup, step 3: a Start Card; a Province gained takes a Bust from Stock."""
    fx = board.start_effects(card)
    s = with_familia(s, name, start_card=card)
    said = [f"{name} holds {card}"]
    if "province" in fx and s.governor(fx["province"]) is None:
        s = add(s, name, stock=-1)
        s = set_governor(s, fx["province"], name)
        said.append(f"a Bust from Stock governs {fx['province']}")
    elif "province" in fx:  # a deal already placed someone there: the Bust waits in Reserve
        s = add(s, name, stock=-1, reserve=1)
        said.append(f"{fx['province']} is governed already: a Bust from Stock to Reserve")
    for key, field, label in (
        ("private_legions", "private", "Private Legion"),
        ("allied_legions", "legions", "Allied Legion"),
    ):
        if fx.get(key):
            due = int(fx[key])
            n = min(due, s.allied_supply)
            s = replace(add(s, name, **{field: n}), allied_supply=s.allied_supply - n)
            short = f" (the supply holds only {n} of {due})" if n < due else ""
            said.append(f"{plural(n, label)}{short}")
    if fx.get("reserve"):
        s = add(s, name, stock=-int(fx["reserve"]), reserve=int(fx["reserve"]))
        said.append(f"{fx['reserve']} Bust from Stock to Reserve")
    return s, [ev(": ".join([said[0], ", ".join(said[1:])]) if len(said) > 1 else said[0], SETUP)]


def begin_draft(board: Board, s: State) -> tuple[State, E]:
    """Scenario I, Setup: 4 Draft Events each (Eras II-IV and Any), then the draft; one
    Major and one Minor Legacy each, secretly."""
    if s.physical:
        return replace(s, step="draft", waiting=()), [
            ev("Deal 4 Draft Events each and draft them at the table; then: drafted", DRAFT)
        ]
    r = random.Random(f"{s.seed}:draft")
    deck = [c.id for c in board.draft]
    r.shuffle(deck)
    majors = [c.id for c in board.majors]
    minors = [c.id for c in board.minors]
    r.shuffle(majors)
    r.shuffle(minors)
    for i, f in enumerate(s.players):
        s = with_familia(
            s, f.name, hand=tuple(deck[i * 4 : i * 4 + 4]), legacies=(majors[i], minors[i])
        )
    s = replace(s, step="draft", waiting=s.names, draft_round=1)
    return s, [ev("Dealt 4 Draft Events and 2 Legacy cards to each player, face down", DRAFT)]


def after_draft(board: Board, s: State) -> tuple[State, E]:
    """Full Game Setup, step 8: the first Primus has the most Prestige; ties go to the
    Governor of Etruria, then Samnium, then the Volsci."""
    prestige = {f.name: f.prestige for f in s.players}
    leaders = most_prestige(prestige)
    chosen = leaders[0] if len(leaders) == 1 else None
    if chosen is None:
        for province in ("Etruria", "Samnium", "Volsci"):
            who = s.governor(province)
            if who in leaders:
                chosen = who
                break
    if chosen is None:
        return replace(s, step="primus", waiting=tuple(leaders)), [
            ev(
                f"{', '.join(leaders)} tie on Prestige and none governs Etruria, Samnium or "
                "the Volsci: the table names the Primus (primus NAME)",
                SETUP,
            )
        ]
    return make_primus(s, chosen, "the first Primus")


def make_primus(s: State, name: str, why: str) -> tuple[State, E]:
    s = replace(s, primus=name, step="direction", waiting=(name,))
    return s, [ev(f"{name} is Primus inter Pares ({why}): choose the direction of play", SETUP)]


# -- the Era ----------------------------------------------------------------------------
def start_era(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play 1: the Era's map tiles; Historical Events until one of this Era
    (future Eras' reshuffled, past ones discarded)."""
    events: E = []
    new = tuple(t.name for t in board.tiles if t.era == s.era and t.name not in s.tiles)
    if new:
        events.append(ev(f"Era {s.era}: lay the map tiles {', '.join(new)}", TILES))
    history = s.history
    if s.aside:
        history = replace(history, draw_pile=history.draw_pile + s.aside)
        if not s.physical:
            history = replace(history, ordered=False).shuffled(s.seed + 100 * s.era)
    s = replace(
        s,
        tiles=s.tiles + new,
        history=history,
        aside=(),
        events=(),
        nominated=(),
        taxed=(),
        execs=(),
        sued=(),
        ides=False,
        used_reforms=(),
        defeated=(),
        generals=(),
        battles=(),
        season=0,
        current=-1,
        players=tuple(replace(f, actions=()) for f in s.players),
    )
    if event_wanted(board, s):
        s = replace(s, step="event", waiting=())
        how = "draw" if not s.physical else "reveal CARD"
        events.append(ev(f"Draw Historical Events until one of Era {s.era} ({how})", HIST))
        return s, events
    s, more = after_event(board, s)
    return s, events + more


def _era_of(board: Board, card: str) -> int:
    return next(c.era for c in board.historical if c.id == card)


def event_matches(s: State, era: int) -> bool:
    return era == s.era or (s.challenging and era == s.era - 1 and era >= 1)


def event_wanted(board: Board, s: State) -> bool:
    need = 2 if s.challenging else 1
    if len(s.events) >= need:
        return False
    return any(event_matches(s, _era_of(board, c)) for c in s.history.draw_pile)


def drew_event(board: Board, s: State, card: str) -> tuple[State, E]:
    era = _era_of(board, card)
    history = s.history.draw(card)
    name = next(c.name for c in board.historical if c.id == card)
    if event_matches(s, era):
        s = replace(s, history=history, events=(*s.events, card))
        said = [
            ev(
                f"Historical Event: {name} [{card}] (Era {era}) - apply its effects to the map",
                HIST,
            )
        ]
        foe = board.foe(card)
        if foe is not None:
            said.append(
                ev(
                    f"{foe.name}: every General's first Campaign Standard this Era goes "
                    f"against {foe.name}",
                    ref(foe.section),
                )
            )
        if foe is None or foe.source != "rulebook":
            said.append(
                ev(
                    "lictor does not know this card's text: record its effects "
                    "(adjust, rebel, sack, move-bust)",
                    HIST,
                )
            )
    elif era > s.era:
        pile = replace(history, discards=history.discards[:-1])
        s = replace(s, history=pile, aside=(*s.aside, card))
        said = [ev(f"{name} is of a later Era (Era {era}): set aside for a later reshuffle", HIST)]
    else:
        s = replace(s, history=history)
        said = [ev(f"{name} is of a past Era: discarded", HIST)]
    if event_wanted(board, s):
        return s, said
    s, more = after_event(board, s)
    return s, said + more


def after_event(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play 1: add Era # Legions to the Legions of Rome; then secret actions."""
    n = min(s.era, s.rome_supply)
    s = replace(s, rome_card=s.rome_card + n, rome_supply=s.rome_supply - n)
    k = actions_per_player(s)
    short = (
        f" - the supply holds only {n} of the {s.era} due ({board.rome_meeples} in all)"
        if n < s.era
        else ""
    )
    return replace(s, step="choose", waiting=s.names), [
        ev(f"Era {s.era}: {n} Legions join the Legions of Rome ({s.rome_card}){short}", SEQ),
        ev(f"Each player chooses {k} Action card{'s' if k > 1 else ''} in secret", CHOOSE),
    ]


def reveal(board: Board, s: State) -> tuple[State, E]:
    said = [
        ev(
            "Actions revealed: "
            + "; ".join(f"{f.name} {' + '.join(f.actions)}" for f in s.players),
            ref("Action Cards", "revealed in order"),
        )
    ]
    s, more = begin_exploit(board, s)
    return s, said + more


def romanisable(board: Board, s: State, name: str) -> list[str]:
    """I. eXploit, Romanisation: tiles fully conquered that hold a region ``name`` governs."""
    out = []
    for t in board.tiles:
        if t.name not in s.tiles or t.name in s.romanised:
            continue
        needed = [r for r in t.front if conquerable(r) and r.name not in t.optional]
        if not needed or any(s.governor(r.name) is None for r in needed):
            continue
        if any(s.governor(r.name) == name for r in t.front):
            out.append(t.name)
    return out


def begin_exploit(board: Board, s: State) -> tuple[State, E]:
    players = cards_of(s, "exploit")
    if not players:
        return begin_exec(board, s)
    who = tuple(p for p in players if romanisable(board, s, p))
    if who:
        return replace(s, step="romanise", waiting=who), [
            ev(f"eXploit: {', '.join(who)} may Romanise a fully conquered tile", EXPLOIT)
        ]
    return begin_tax(board, s)


def taxable(board: Board, s: State, name: str) -> list[str]:
    here = regions(board, s)
    done = {p for w, p in s.taxed if w == name}
    return [
        p
        for p, w in s.governors
        if w == name
        and p in here
        and (p not in s.rebels or p in s.taxable_rebels)
        and p not in done
        and here[p].strength
    ]


def tax_limit(s: State, name: str) -> int:
    return 3 if "exploit" in s.familia(name).actions else 1


def begin_tax(board: Board, s: State) -> tuple[State, E]:
    who = tuple(n for n in primus_order(s) if taxable(board, s, n))
    if not who:
        return begin_exec(board, s)
    return replace(s, step="tax", waiting=who), [
        ev(
            "Taxation: card players tax up to 3 Provinces, everyone else 1 "
            "(tax PLAYER PROVINCE RESOURCE; done PLAYER)",
            ref("I. eXploit", "Taxation"),
        )
    ]


def begin_exec(board: Board, s: State) -> tuple[State, E]:
    if not cards_of(s, "exec"):
        return begin_extort(board, s)
    return replace(s, step="exec", waiting=primus_order(s)), [
        ev(
            "eXec: everyone may Convert, Adopt or Enact a Reform once; card players do two "
            "different ones (done PLAYER when finished)",
            EXEC,
        )
    ]


def nominable(board: Board, s: State) -> list[str]:
    """Elections 1: Provinces with a Governor (or Romanised and empty) not nominated yet;
    an empty Romanised Province must go first."""
    here = regions(board, s)
    empty = [
        n for n, r in here.items() if r.romanised and s.governor(n) is None and n not in s.nominated
    ]
    if empty:
        return empty
    return [p for p, _ in s.governors if p in here and p not in s.nominated]


def begin_nominations(board: Board, s: State, queue: tuple[str, ...]) -> tuple[State, E]:
    queue = tuple(q for q in queue)
    if not queue or not nominable(board, s):
        return begin_extort(board, s)
    return replace(s, step="nominate", waiting=queue, election=None), [
        ev(
            f"{queue[0]} must nominate a Province for election (nominate {queue[0]} PROVINCE)",
            ELECT,
        )
    ]


def begin_election(board: Board, s: State, province: str, nominator: str) -> tuple[State, E]:
    incumbent = s.governor(province)
    e = Election(province, nominator, incumbent, (incumbent,) if incumbent else ())
    s = replace(s, election=e, nominated=(*s.nominated, province))
    standers = tuple(n for n in primus_order(s) if n != incumbent and can_place(board, s, n))
    if standers:
        return replace(s, step="stand", waiting=standers), [
            ev(
                f"Election in {province}: in Primus Order each player may stand a Bust from "
                "Reserve (stand PLAYER / pass PLAYER)",
                ELECT,
            )
        ]
    return open_vote(board, s)


def can_place(board: Board, s: State, name: str) -> bool:
    """A Bust to place: one in Reserve, or (with none there) a Province ``name`` governs
    other than the one being elected (II. eXec: placing with an empty Reserve)."""
    if s.familia(name).reserve:
        return True
    here = regions(board, s)
    e = s.election
    return any(w == name and p in here and (e is None or p != e.province) for p, w in s.governors)


def open_vote(board: Board, s: State) -> tuple[State, E]:
    e = s.election
    assert e is not None
    if len(e.candidates) <= 1:
        return finish_election(board, s, e.candidates[0] if e.candidates else "")
    e = replace(e, votes=())
    return replace(s, election=e, step="vote", waiting=primus_order(s)), [
        ev(
            f"Vote in {e.province}: candidates {', '.join(e.candidates)}; your Prestige is your "
            "votes (vote PLAYER CANDIDATE | vote PLAYER abstain)",
            ELECT,
        )
    ]


def hortensia_votes(board: Board, s: State) -> int:
    return s.era if board.hortensia == "era" else int(board.hortensia)


def count_votes(board: Board, s: State) -> dict[str, int]:
    e = s.election
    assert e is not None
    votes = {c: 0 for c in e.candidates}
    for voter, choice in e.votes:
        if choice in votes:
            votes[choice] += s.familia(voter).prestige
            if voter == e.hortensia:
                votes[choice] += hortensia_votes(board, s)
    for candidate, n in e.extra:
        if candidate in votes:
            votes[candidate] = max(0, votes[candidate] + n)
    return votes


def tallied(board: Board, s: State) -> tuple[State, E]:
    votes = count_votes(board, s)
    top = max(votes.values())
    leaders = [c for c in s.election.candidates if votes[c] == top]  # type: ignore[union-attr]
    said = [ev("Votes: " + ", ".join(f"{c} {n}" for c, n in votes.items()), ELECT)]
    if len(leaders) > 1:
        return replace(s, step="tiebreak", waiting=(s.primus,)), [
            *said,
            ev(f"{', '.join(leaders)} tie: the Primus chooses (tiebreak {s.primus} NAME)", ELECT),
        ]
    s, more = winner_known(board, s, leaders[0])
    return s, said + more


def winner_known(board: Board, s: State, winner: str) -> tuple[State, E]:
    e = s.election
    assert e is not None
    e = replace(e, winner=winner)
    s = replace(s, election=e)
    lex = enacted(board, s, "Lex Sacrata")
    if lex is not None and not e.vetoed:
        losers = tuple(
            n
            for n in primus_order(s)
            if n in e.candidates and n != winner and can_veto(board, s, n)
        )
        if losers:
            return replace(s, step="veto", waiting=losers), [
                ev(
                    f"{winner} leads. Losers may veto with the Lex Sacrata, in Primus Order "
                    "(veto PLAYER / pass PLAYER)",
                    ref("Elections", "5d: the Lex Sacrata"),
                )
            ]
    return finish_election(board, s, winner)


def reform_fee(board: Board, s: State, name: str, reform: str) -> tuple[int, int]:
    """(Auctoritas to the enactor, Dignitas) a player pays to use a Reform."""
    lex = enacted(board, s, reform)
    fee = 0 if lex is not None and lex[2] == name else 1
    dignitas = max(0, s.era - 2) if reform == "Lex Sacrata" else 0
    return fee, dignitas


def can_veto(board: Board, s: State, name: str) -> bool:
    if (name, "Lex Sacrata") in s.used_reforms:
        return False
    fee, dig = reform_fee(board, s, name, "Lex Sacrata")
    f = s.familia(name)
    return f.auctoritas >= fee and f.dignitas >= dig


def finish_election(board: Board, s: State, winner: str) -> tuple[State, E]:
    """Elections 6: the winner is installed; every other candidate's Bust goes home."""
    e = s.election
    assert e is not None
    said: E = []
    for c in e.candidates:
        if c != winner and c != e.incumbent:
            s = add(s, c, reserve=1)
    if e.incumbent and e.incumbent != winner and s.governor(e.province) == e.incumbent:
        s = add(set_governor(s, e.province, None), e.incumbent, reserve=1)
    if winner:
        s = set_governor(s, e.province, winner)
        said.append(ev(f"{winner} governs {e.province}", ELECT))
    queue = _nominators_left(s)
    s = replace(s, election=None)
    s, more = begin_nominations(board, s, queue)
    return s, said + more


def _nominators_left(s: State) -> tuple[str, ...]:
    e = s.election
    players = cards_of(s, "exec")
    if e is None:
        return players
    return players[players.index(e.nominator) + 1 :]


def begin_extort(board: Board, s: State) -> tuple[State, E]:
    players = cards_of(s, "extort")
    if not players:
        return begin_expand(board, s)
    return replace(s, step="extort", waiting=players, suit=None), [
        ev(
            "eXtort, in Primus Order: prosecute PLAYER TARGET, impeach PLAYER, ides PLAYER "
            "(the Primus), settle PLAYER TARGET, or pass PLAYER",
            EXTORT,
        )
    ]


def next_litigant(board: Board, s: State, after: str) -> tuple[State, E]:
    players = cards_of(s, "extort")
    rest = tuple(players[players.index(after) + 1 :])
    if rest:
        return replace(s, step="extort", waiting=rest, suit=None), []
    return begin_expand(board, replace(s, suit=None))


def tied(s: State, names: tuple[str, ...]) -> bool:
    """Two of ``names`` have the same Prestige."""
    prestige = [s.familia(n).prestige for n in names]
    return len(set(prestige)) < len(prestige)


def begin_expand(board: Board, s: State) -> tuple[State, E]:
    generals = reverse_prestige(s, cards_of(s, "expand"))
    if generals and tied(s, generals):
        s = replace(s, step="order", waiting=(s.primus,))
        return s, [
            ev(
                f"Generals tie on Prestige: {s.primus}, the Primus, says who goes first "
                f"(order {s.primus} GENERAL...; offered first: {' '.join(generals)})",
                ref("IV. eXpand", "in a tie, the Primus decides who goes first"),
            )
        ]
    return muster(board, s, generals)


def muster(board: Board, s: State, generals: tuple[str, ...]) -> tuple[State, E]:
    """IV. eXpand 1a: in reverse order of Prestige (the order given), the Legions of Rome
    are dealt to the Generals one at a time."""
    if not generals:
        for foe in foes_now(board, s):
            if foe.unopposed_loses:
                return game_over(
                    s,
                    "rome-falls",
                    (),
                    f"nobody played eXpand against {foe.name}: he defeats Rome and everybody loses",
                    ref(foe.section),
                )
        return end_era(board, s)
    gs = [
        General(n, private=s.familia(n).private, professional=s.familia(n).professional)
        for n in generals
    ]
    s = replace(
        s,
        players=tuple(
            replace(f, private=0, professional=0) if f.name in generals else f for f in s.players
        ),
    )
    rome = s.rome_card
    i = 0
    while rome:
        g = gs[i % len(gs)]
        gs[i % len(gs)] = replace(g, rome=g.rome + 1)
        rome -= 1
        i += 1
    s = replace(s, generals=tuple(gs), rome_card=0, season=1, battles=(), current=-1)
    said = [
        ev(
            "Generals, least Prestige first: "
            + ", ".join(f"{g.name} ({g.rome} Legions of Rome)" for g in gs),
            ref("IV. eXpand", "share out the Legions of Rome"),
        )
    ]
    if any(f.legions for f in s.players):
        s = replace(s, step="lend", waiting=())
        said.append(
            ev(
                "Players may offer Allied Legions to any General (lend PLAYER GENERAL N); "
                "then: march",
                ref("IV. eXpand", "Allied Legions offered"),
            )
        )
        return s, said
    s, more = begin_season(board, s)
    return s, said + more


def foes_now(board: Board, s: State) -> list[Foe]:
    """This Era's Historical Events that take the Generals' first Standards."""
    return [f for f in (board.foe(e) for e in s.events) if f is not None]


def forced(board: Board, s: State) -> list[Foe]:
    """The foes a Standard must march against now (each General's first one)."""
    return foes_now(board, s) if s.season == 1 else []


def begin_season(board: Board, s: State) -> tuple[State, E]:
    order = tuple(g.name for g in s.generals if g.legions > 0)
    if not order:
        return end_era(board, s)
    s = replace(s, step="standard", waiting=order, battles=(), current=-1)
    foes = forced(board, s)
    first = " or ".join(f.name for f in foes) if foes else "a Region"
    return s, [
        ev(
            f"Campaign season {s.season}: each General places a Standard on {first} "
            "(standard GENERAL TARGET, or none)",
            ref("IV. eXpand", "March on Campaign"),
        )
    ]


def begin_battles(board: Board, s: State) -> tuple[State, E]:
    return next_battle(board, replace(s, current=-1))


def next_battle(board: Board, s: State) -> tuple[State, E]:
    i = s.current + 1
    if i >= len(s.battles):
        if s.season == 1:
            s = replace(s, season=2)
            return begin_season(board, s)
        return end_era(board, s)
    s = replace(s, current=i, step="battle", waiting=())
    b = s.battles[i]
    if b.via and b.via not in s.defeated:
        s = replace(s, battles=battles_with(s, i, replace(b, result="cancelled")))
        more = [
            ev(
                f"The march on {b.target} is cancelled: {b.via} was not defeated first "
                "(no Dignitas lost)",
                ref("IV. eXpand", "invading beyond"),
            )
        ]
        s2, rest = next_battle(board, s)
        return s2, more + rest
    return s, [
        ev(f"Battle for {b.target}: {', '.join(b.generals)}", ref("How to Fight a Campaign"))
    ]


# -- end of Era and of the game ---------------------------------------------------------
def end_era(board: Board, s: State) -> tuple[State, E]:
    said: E = []
    for p in s.rebels:
        who = s.governor(p)
        if who is not None:
            s = add(set_governor(s, p, None), who, reserve=1)
            said.append(ev(f"{p}'s rebellion was not put down: {who}'s Governor goes home", REBELS))
    s = replace(s, rebels=(), taxable_rebels=())
    s, more = legions_go_home(s)
    said += more
    for f in s.players:
        if f.professional and not f.auctoritas:
            s, more = release(s, f.name, "has no Auctoritas to keep them")
            said += more
    keepers = tuple(n for n in primus_order(s) if s.familia(n).professional)
    if keepers:
        return replace(s, step="retain", waiting=keepers), [
            *said,
            ev(
                f"{', '.join(keepers)}: keep your Professional Army Legions for 1 Auctoritas, "
                "or let them go home (keep PLAYER / release PLAYER)",
                PRIVATE,
            ),
        ]
    return next_primus(board, s, said)


def release(s: State, name: str, why: str) -> tuple[State, E]:
    """Ending the Campaign: Professional Army Legions not kept go home to the supply."""
    f = s.familia(name)
    n = f.professional
    s = with_familia(s, name, private=f.private - n, professional=0)
    s = replace(s, allied_supply=s.allied_supply + n)
    return s, [
        ev(f"{name} {why}: {plural(n, 'Professional Army Legion')} {verb(n, 'go')} home", PRIVATE)
    ]


def next_primus(board: Board, s: State, said: E) -> tuple[State, E]:
    """The end of an Era, after the campaigns are wound up: the next Primus, last place."""
    prestige = {f.name: f.prestige for f in s.players}
    leaders = most_prestige(prestige)
    if s.era >= s.final_era:  # no next Era to lead: only last place is settled
        s, more = last_place_bonus(s)
        return after_primus(board, s, said + more)
    if len(leaders) == 1:
        s = replace(s, primus=leaders[0])
        said.append(ev(f"{leaders[0]} has the most Prestige: Primus", SEQ))
        s, more = last_place_bonus(s)
        said += more
        return after_primus(board, s, said)
    s = replace(s, step="primus", waiting=(s.primus,))
    said.append(
        ev(
            f"{', '.join(leaders)} tie on Prestige: the Primus ({s.primus}) chooses "
            f"(primus {s.primus} NAME)",
            ref("Primus Inter Pares", "the Primus breaks ties"),
        )
    )
    return s, said


def legions_go_home(s: State) -> tuple[State, E]:
    """Ending the Campaign: at the end of each Era ALL surviving Allied Legions go home -
    those lent to Generals and those a player still holds - and the Legions of Rome return
    to their card. Private Legions follow their own rule: they stay with their Familia."""
    lent = sum(g.allied for g in s.generals)
    held = sum(f.legions for f in s.players)
    rome = sum(g.rome for g in s.generals)
    for g in s.generals:
        if g.private:
            s = add(s, g.name, private=g.private, professional=g.professional)
    s = replace(
        s,
        players=tuple(replace(f, legions=0) for f in s.players),
        generals=(),
        battles=(),
        allied_supply=s.allied_supply + lent + held,
        rome_card=s.rome_card + rome,
        election=None,
        suit=None,
    )
    if not (lent or held or rome):
        return s, []
    parts = []
    if lent or held:
        parts.append(
            f"{plural(lent + held, 'Allied Legion')} {verb(lent + held, 'go')} home to the supply"
            + (f" ({held} held by players, {lent} with Generals)" if lent and held else "")
        )
    if rome:
        parts.append(f"{plural(rome, 'Legion')} of Rome {verb(rome, 'return')} to their card")
    return s, [ev("; ".join(parts), END_CAMPAIGN)]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def verb(n: int, word: str) -> str:
    """``go`` -> ``goes`` for one thing."""
    return word if n != 1 else word + ("es" if word.endswith("o") else "s")


def last_place_bonus(s: State) -> tuple[State, E]:
    low = last_place({f.name: f.prestige for f in s.players})
    for n in low:
        s = add(s, n, dignitas=1)
    return s, [ev(f"Last place gains 1 Dignitas: {', '.join(low)}", SEQ)]


def after_primus(board: Board, s: State, said: E) -> tuple[State, E]:
    if s.era >= s.final_era:
        s = replace(s, step="legacy", waiting=primus_order(s))
        return s, [
            *said,
            ev(
                "The last Era is over: each player reveals a Legacy card and the table says "
                "what it scores (legacy PLAYER POINTS; 0 if none)",
                END,
            ),
        ]
    s = replace(s, era=s.era + 1, step="direction", waiting=(s.primus,))
    return s, [*said, ev(f"{s.primus}, Primus: choose the direction of play for Era {s.era}", SEQ)]


def sack(s: State) -> tuple[State, E]:
    """Rome is Sacked: a marker, and every player loses 1 Auctoritas (or 1 Dignitas)."""
    ruling = sack_rome(s.sacked, {f.name: (f.dignitas, f.auctoritas) for f in s.players})
    for name, (what, n) in ruling.losses.items():
        s = add(s, name, **{what: -n})
    s = replace(s, sacked=ruling.sacked)
    said = [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.rome_falls:
        s, more = game_over(s, "rome-falls", (), "Rome was Sacked three times", ref("Rome"))
        said += more
    return s, said


def game_over(
    s: State, outcome: str, winners: tuple[str, ...], reason: str, rule: object
) -> tuple[State, E]:
    s = replace(
        s,
        step="over",
        waiting=(),
        outcome=outcome,
        winners=winners,
        reason=reason,
        reason_section=str(rule),
    )
    return s, [ev(f"Game over: {reason}", rule)]


def final_score(board: Board, s: State) -> ScoreSheet:
    """Game End & Victory, from the table as it stands (``lictor score``'s function)."""
    from lictor.games.carta_imperia.rules.endgame import FamiliaEnd, GovernorEnd, score_table

    here = regions(board, s)
    players = [
        FamiliaEnd(
            f.name,
            f.dignitas,
            f.auctoritas,
            tuple(
                GovernorEnd(p, here[p].strength, here[p].romanised, here[p].emporia)
                for p, w in s.governors
                if w == f.name and p in here
            ),
            tuple(col for _, col, who in s.reforms if who == f.name),
            (f.legacy_points or 0,),
        )
        for f in s.players
    ]
    return score_table(players, s.sacked)


def finish(board: Board, s: State) -> tuple[State, E]:
    sheet = final_score(board, s)
    said = []
    for p in sheet.players:
        said += [ev(f"{p.name} - {line.text}", line.rule) for line in p.lines]
    said += [ev(line.text, line.rule) for line in sheet.lines]
    reason = sheet.lines[-1].text
    s, more = game_over(s, sheet.outcome, sheet.winners, reason, END)
    return s, said + more


def needs_elephant_flip(board: Board, s: State) -> bool:
    b = s.battles[s.current]
    foe = board.foe_named(b.target)
    if foe is not None:
        return "elephants" in foe.features
    r = regions(board, s).get(b.target)
    return r is not None and "elephants" in r.features
