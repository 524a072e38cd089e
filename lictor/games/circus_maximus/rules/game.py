"""Circus Maximus, refereed: placement, the movement order, every card's move, the lap
and the finish, on the printed track's hexes (track.py)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from lictor.errors import BadInput
from lictor.games.circus_maximus import present
from lictor.games.circus_maximus.rules import ref
from lictor.games.circus_maximus.rules.order import (
    movement_order,
    section_index,
    section_name,
    why,
)
from lictor.games.circus_maximus.rules.paths import FINISH, MOVING, lap_percent, to_target, trace
from lictor.games.circus_maximus.rules.state import (
    CARDS,
    COLOURS,
    NOWHERE,
    Action,
    Done,
    End,
    Move,
    Place,
    State,
    Stay,
    chariot_index,
    chariot_name,
    seat_of,
)
from lictor.games.circus_maximus.track import DIRECTIONS, Track, build_track
from lictor.rules.actors import Authority, Who
from lictor.rules.game import (
    Agenda,
    BaseGame,
    BoardView,
    Capabilities,
    Event,
    Seats,
    parse_players,
)
from lictor.rules.violation import BadAction, IllegalAction, Violation

SETUP = ref("Setup")
ORDER = ref("Movement Order")
NEXT_ROUND = ref("Next Round")
VARIANTS = ref("Variants")
VARIANT_NAMES = ("same-direction", "two-cards")
ROMAN = {"i": 1, "ii": 2, "iii": 3}


def _load_track() -> Track:
    from lictor.games import registry
    from lictor.rules.inputs import read_input

    content = registry()["circus-maximus"].content
    assert content is not None
    data, _ = read_input(str(content))
    spec = data["data"]["track"]
    return build_track(int(spec["spina"]), int(spec["lanes"]), int(spec["start_depth"]))


def placement_order(seats: int, first: int) -> tuple[int, ...]:
    """Clockwise from the first player for the first chariots; then counterclockwise twice,
    each time starting with the player who placed the last first chariot (Setup)."""
    clockwise = [(first + i) % seats for i in range(seats)]
    back = list(reversed(clockwise))
    return tuple(clockwise + back + back)


class CircusGame(BaseGame):
    id = "circus-maximus"
    title = "Circus Maximus"
    sides = COLOURS
    capabilities = Capabilities(
        options=("variant", "first"), applies_checked=True, board=True, checks_arity=True
    )

    def __init__(self, track: Track | None = None) -> None:
        self.track = track or _load_track()

    # -- seats and options -------------------------------------------------------------
    def seat(self, spec: str) -> dict[str, str]:
        """``red=Ann,blue=Ben``: the colours in seating order (clockwise), 2 to 5 players."""
        out = parse_players(spec, COLOURS, "colour", every=False)  # seating order
        if not 2 <= len(out) <= 5:
            raise BadInput(f"--players: Circus Maximus is for 2 to 5 players, got {len(out)}")
        return out

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        extra = [k for k, v in options.items() if v and k not in self.capabilities.options]
        if extra:
            raise BadInput(f"{self.id} does not take --{extra[0]} (it takes --variant, --first)")
        variants = [str(v).strip().lower() for v in options.get("variant") or ()]
        for v in variants:
            if v not in VARIANT_NAMES:
                raise BadInput(
                    f"--variant: {v!r} is not a variant (known: {', '.join(VARIANT_NAMES)})"
                )
        out: dict[str, Any] = {"variant": sorted(set(variants))}
        if options.get("first"):
            out["first"] = str(options["first"]).strip()
        return out

    # -- setup ---------------------------------------------------------------------------
    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        del physical
        opts = dict(options or {})
        colours = tuple(side for side, _ in seats.by_side)
        names = tuple(name for _, name in seats.by_side)
        n = len(colours)
        if opts.get("first"):
            wanted = str(opts["first"]).lower()
            hits = [i for i in range(n) if wanted in (names[i].lower(), colours[i])]
            if not hits:
                raise BadInput(
                    f"--first: {opts['first']!r} is not in the race (players: {', '.join(names)})"
                )
            first = hits[0]
        else:
            first = random.Random(seed).randrange(n)
        variants = set(opts.get("variant") or ())
        return State(
            colours=colours,
            names=names,
            same_direction="same-direction" in variants,
            max_cards=2 if "two-cards" in variants else 3,
            placing=placement_order(n, first),
            hexes=(NOWHERE,) * (3 * n),
            progress=(0.0,) * (3 * n),
            places=(0,) * (3 * n),
            round=0,
            order=(),
            turn=0,
            used=((-1,) * 5,) * n,
            cards=(),
            heading=-1,
            winner=-1,
            ended=False,
        )

    # -- words <-> actions ---------------------------------------------------------------
    def _chariot(self, s: State, word: str) -> str:
        w = word.lower().replace("_", "-")
        colour, _, number = w.rpartition("-")
        if not colour:
            colour = w.rstrip("0123456789")
            number = w[len(colour) :]
        k = ROMAN.get(number, int(number) if number.isdigit() else 0)
        if colour not in s.colours or not 1 <= k <= 3:
            known = ", ".join(f"{c}-1..3" for c in s.colours)
            raise BadAction(f"{word!r} is not a chariot in this race ({known})")
        return f"{colour}-{k}"

    def _hex(self, word: str) -> int:
        i = self.track.by_id.get(word.upper())
        if i is None:
            raise BadAction(
                f"{word!r} is not a hex of the board (A1-A26 ... E1-E50 on the track, lane A "
                "inside; F1-F11 in the finish area; as printed)"
            )
        return i

    def _card(self, word: str) -> int:
        if not word.isdigit() or int(word) not in CARDS:
            raise BadAction(f"{word!r} is not a movement card (1 to 5)")
        return int(word)

    def parse(self, state: State, words: Sequence[str]) -> Action:
        w = [x.strip() for x in words if x.strip()]
        if not w:
            raise BadAction("no action given")
        verb, n = w[0].lower(), len(w)
        if verb == "place" and n == 3:
            return Place(self._chariot(state, w[1]), self._hex(w[2]))
        if verb == "move" and n == 4:
            return Move(self._chariot(state, w[1]), self._card(w[2]), self._hex(w[3]))
        if verb == "stay" and n == 3:
            return Stay(self._chariot(state, w[1]), self._card(w[2]))
        if verb == "done" and n == 2:
            return Done(self._chariot(state, w[1]))
        if verb == "end" and n == 1:
            return End()
        raise BadAction(
            f"not an action: {' '.join(w)!r} (try: place CHARIOT HEX, move CHARIOT CARD HEX, "
            "stay CHARIOT CARD, done CHARIOT, end)"
        )

    def text(self, action: Action) -> str:
        ids = self.track.hexes
        if isinstance(action, Place):
            return f"place {action.chariot} {ids[action.hex].id}"
        if isinstance(action, Move):
            return f"move {action.chariot} {action.card} {ids[action.hex].id}"
        if isinstance(action, Stay):
            return f"stay {action.chariot} {action.card}"
        if isinstance(action, Done):
            return f"done {action.chariot}"
        return "end"

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view, self.track)

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        return present.setup_summary(view)

    # -- rules -----------------------------------------------------------------------------
    def _name(self, s: State, c: int) -> str:
        return chariot_name(s.colours, c)

    def _player(self, s: State, c: int) -> str:
        return f"{s.names[seat_of(c)]} ({s.colours[seat_of(c)]})"

    def over(self, s: State) -> bool:
        return s.ended or (s.placed and s.mover() is None)

    def check(self, s: State, a: Action) -> list[Violation]:
        if self.over(s):
            return [Violation("race-over", "the race is over", FINISH, "start a new session")]
        if isinstance(a, End):
            if s.winner < 0:
                return [
                    Violation(
                        "no-winner",
                        "the race ends when a player has all three chariots in the finish area",
                        FINISH,
                        "only then may the others stop instead of racing on for places",
                    )
                ]
            return []
        c = chariot_index(s.colours, a.chariot)
        if isinstance(a, Place):
            return self._check_place(s, c, a.hex)
        if not s.placed:
            seat = s.placing[s.turn]
            return [
                Violation(
                    "placing",
                    f"the chariots are being placed: {s.names[seat]} ({s.colours[seat]}) "
                    "places one in the start area",
                    SETUP,
                    f"place {self._name(s, self._next_label(s, seat))} HEX",
                )
            ]
        turn = self._check_turn(s, c, a)
        if turn:
            return turn
        if isinstance(a, Done):
            if not s.cards:
                return [
                    Violation(
                        "no-card",
                        f"{a.chariot} has had no card this round; every chariot gets at least one",
                        MOVING,
                        f"spend one without moving: stay {a.chariot} N",
                    )
                ]
            return []
        card_bad = self._check_card(s, c, a.card)
        if card_bad:
            return card_bad
        if isinstance(a, Stay):
            return []
        path, bad = to_target(self.track, s, c, a.card, a.hex)
        if bad is not None:
            return [bad]
        assert path is not None
        if s.same_direction and s.heading not in (-1, path.direction):
            was = DIRECTIONS[s.heading][0]
            return [
                Violation(
                    "direction",
                    f"{a.chariot} is moving {was} this round; "
                    f"{DIRECTIONS[path.direction][0]} is a change of direction",
                    VARIANTS,
                    f"same-direction variant: a change costs an extra card, spent first "
                    f"with stay {a.chariot} N",
                )
            ]
        return []

    def _check_place(self, s: State, c: int, hex_: int) -> list[Violation]:
        name = chariot_name(s.colours, c)
        if s.placed:
            return [Violation("placed", "every chariot is already placed", SETUP)]
        seat = s.placing[s.turn]
        if seat_of(c) != seat:
            return [
                Violation(
                    "not-your-placement",
                    f"{s.names[seat]} ({s.colours[seat]}) places now, not {s.names[seat_of(c)]}",
                    SETUP,
                    "first chariots clockwise from the first player, then "
                    "counterclockwise twice from the last of them",
                )
            ]
        if s.hexes[c] != NOWHERE:
            where = self.track.hexes[s.hexes[c]].id
            return [Violation("placed", f"{name} is already on {where}", SETUP)]
        first = self._next_label(s, seat)
        if c != first:
            return [
                Violation(
                    "label-order",
                    f"{chariot_name(s.colours, first)} is placed before {name}",
                    SETUP,
                    "lictor names a player's chariots in the order they are placed (I, II, "
                    "III on the labels)",
                )
            ]
        h = self.track.hexes[hex_]
        if not h.start:
            return [
                Violation(
                    "start-area",
                    f"{h.id} is not in the start area",
                    SETUP,
                    "the 15 hexes in the heavy outline: A1-A3, B1-B3, C1-C3, D1-D3, E1-E3",
                )
            ]
        if hex_ in s.hexes:
            who = chariot_name(s.colours, s.hexes.index(hex_))
            return [Violation("occupied", f"{h.id} is taken by {who}", SETUP)]
        return []

    def _check_turn(self, s: State, c: int, a: Action) -> list[Violation]:
        mover = s.mover()
        name = chariot_name(s.colours, c)
        if c == mover:
            if not isinstance(a, Done) and len(s.cards) >= s.max_cards:
                return [self._too_many(s, c)]
            return []
        assert mover is not None
        if s.places[c]:
            return [
                Violation(
                    "finished",
                    f"{name} is in the finish area and moves no more",
                    FINISH,
                )
            ]
        done = s.order.index(c) < s.turn if c in s.order else True
        if done and self._cards_of(s, c) >= s.max_cards and not isinstance(a, Done):
            return [self._too_many(s, c)]
        said = "has moved this round" if done else "moves later this round"
        return [
            Violation(
                "not-its-turn",
                f"{name} {said}; {self._name(s, mover)} moves now ({why(self.track, s, mover)})",
                ORDER,
            )
        ]

    def _too_many(self, s: State, c: int) -> Violation:
        n = s.max_cards
        words = ["", "", "two", "three"][n]
        return Violation(
            "card-limit",
            f"{chariot_name(s.colours, c)} has had {n} cards this round, the most a chariot "
            f"may take",
            VARIANTS if n == 2 else MOVING,
            f"up to {words} cards a chariot a round",
        )

    def _next_label(self, s: State, seat: int) -> int:
        """The player's chariot to place next: they are named I, II, III as placed."""
        return next(o for o in range(3 * seat, 3 * seat + 3) if s.hexes[o] == NOWHERE)

    def _cards_of(self, s: State, c: int) -> int:
        return sum(1 for who in s.used[seat_of(c)] if who == c)

    def _later(self, s: State, c: int) -> list[int]:
        """The player's chariots still to move this round after chariot ``c``."""
        return [o for o in s.order[s.turn + 1 :] if seat_of(o) == seat_of(c)]

    def _check_card(self, s: State, c: int, card: int) -> list[Violation]:
        seat = seat_of(c)
        who = s.used[seat][card - 1]
        free = [v for v in CARDS if s.used[seat][v - 1] < 0]
        if who >= 0:
            by = "it" if who == c else self._name(s, who)
            return [
                Violation(
                    "card-used",
                    f"{s.names[seat]}'s {card} is already used this round (by {by})",
                    MOVING,
                    f"a card serves one chariot a round; cards left: "
                    f"{' '.join(map(str, free)) or 'none'}",
                )
            ]
        later = self._later(s, c)
        if len(free) - 1 < len(later):
            names = ", ".join(self._name(s, o) for o in later)
            return [
                Violation(
                    "keep-a-card",
                    f"{s.names[seat]} must keep a card for each chariot still to move "
                    f"({names}); {len(free)} {'card' if len(free) == 1 else 'cards'} left",
                    MOVING,
                    f"end this chariot's move: done {self._name(s, c)}",
                )
            ]
        return []

    # -- apply ------------------------------------------------------------------------------
    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        bad = self.check(s, a)
        if bad:
            raise IllegalAction(bad)
        if isinstance(a, End):
            return replace(s, ended=True), [
                Event("The race ends here; the standings are final", FINISH.section)
            ]
        c = chariot_index(s.colours, a.chariot)
        if isinstance(a, Place):
            return self._place(s, c, a.hex)
        if isinstance(a, Done):
            return self._end_move(s, [Event(f"{a.chariot} ends its move", MOVING.section)])
        seat = seat_of(c)
        used = tuple(
            tuple(c if (i == seat and v == a.card) else w for v, w in enumerate(row, 1))
            for i, row in enumerate(s.used)
        )
        cards = (*s.cards, a.card)
        here = self.track.hexes[s.hexes[c]].id
        if isinstance(a, Stay):
            s = replace(s, used=used, cards=cards, heading=-1)
            events = [Event(f"{a.chariot} spends the {a.card} and stays on {here}", MOVING.section)]
            if len(cards) >= s.max_cards:
                return self._end_move(s, events)
            return s, events
        path, _ = to_target(self.track, s, c, a.card, a.hex)
        assert path is not None
        to = self.track.hexes[a.hex].id
        way = DIRECTIONS[path.direction][0]
        hexes = tuple(a.hex if i == c else h for i, h in enumerate(s.hexes))
        progress = tuple(p + path.gained if i == c else p for i, p in enumerate(s.progress))
        s = replace(
            s, used=used, cards=cards, hexes=hexes, progress=progress, heading=path.direction
        )
        if path.finish:
            place = max(s.places) + 1
            places = tuple(place if i == c else p for i, p in enumerate(s.places))
            s = replace(s, places=places)
            events = [
                Event(
                    f"{a.chariot} moves {way} from {here} into the finish area at {to}: "
                    f"{present.ordinal(place)} in (the rest of the card is ignored)",
                    FINISH.section,
                )
            ]
            team = range(3 * seat, 3 * seat + 3)
            if s.winner < 0 and all(s.places[o] for o in team):
                s = replace(s, winner=seat)
                events.append(
                    Event(
                        f"{s.names[seat]} ({s.colours[seat]}) has all three chariots in: "
                        f"{s.names[seat]} wins the race",
                        FINISH.section,
                    )
                )
            return self._end_move(s, events)
        events = [Event(f"{a.chariot} moves {a.card} {way} from {here} to {to}", MOVING.section)]
        if len(cards) >= s.max_cards:
            return self._end_move(s, events)
        return s, events

    def _place(self, s: State, c: int, hex_: int) -> tuple[State, list[Event]]:
        h = self.track.hexes[hex_]
        hexes = tuple(hex_ if i == c else x for i, x in enumerate(s.hexes))
        progress = tuple(h.along if i == c else p for i, p in enumerate(s.progress))
        s = replace(s, hexes=hexes, progress=progress, turn=s.turn + 1)
        events = [Event(f"{self._name(s, c)} is placed on {h.id}", SETUP.section)]
        if s.turn < len(s.placing):
            return s, events
        s = replace(s, round=1, turn=0)
        s = replace(s, order=movement_order(self.track, s))
        events.append(Event("Every chariot is placed: round 1 begins", ORDER.section))
        return s, events

    def _end_move(self, s: State, events: list[Event]) -> tuple[State, list[Event]]:
        s = replace(s, turn=s.turn + 1, cards=(), heading=-1)
        racing = [c for c in s.chariots() if not s.places[c]]
        if not racing or sum(1 for p in s.places if p) >= len(self.track.finish):
            why_over = "every chariot is in" if not racing else "the finish area is full"
            events.append(Event(f"The race is over: {why_over}", FINISH.section))
            return replace(s, order=(), turn=0), events
        if s.turn < len(s.order):
            return s, events
        # the round is over: every card comes back, the order is worked out again
        s = replace(s, round=s.round + 1, turn=0, used=((-1,) * 5,) * s.seats)
        s = replace(s, order=movement_order(self.track, s))
        events.append(
            Event(f"Round {s.round}: every player takes back the five cards", NEXT_ROUND.section)
        )
        return s, events

    # -- what is legal, what happens next ------------------------------------------------
    def legal_actions(self, s: State) -> list[Action]:
        if self.over(s):
            return []
        out: list[Action] = []
        if s.winner >= 0:
            out.append(End())
        if not s.placed:
            seat = s.placing[s.turn]
            taken = set(s.hexes)
            name = self._name(s, self._next_label(s, seat))
            out.extend(
                Place(name, i) for i, h in enumerate(self.track.hexes) if h.start and i not in taken
            )
            return out
        mover = s.mover()
        assert mover is not None
        c = mover
        name = self._name(s, c)
        if len(s.cards) < s.max_cards:
            for card in CARDS:
                if self._check_card(s, c, card):
                    continue
                for d in range(len(DIRECTIONS)):
                    if s.same_direction and s.heading not in (-1, d):
                        continue
                    path, _, _ = trace(self.track, s, c, d, card)
                    if path is not None:
                        out.append(Move(name, card, path.hexes[-1]))
                out.append(Stay(name, card))
        if s.cards:
            out.append(Done(name))
        return out

    def agenda(self, s: State) -> Agenda:
        options = tuple(self.text(a) for a in self.legal_actions(s))
        if self.over(s):
            if s.winner >= 0:
                who = s.names[s.winner]
                return Agenda(
                    self.id,
                    True,
                    s.colours[s.winner],
                    (who,),
                    (),
                    f"{who} ({s.colours[s.winner]}) wins the race; standings: "
                    + present.standings_line(self.standings(s)),
                    FINISH.section,
                )
            return Agenda(self.id, True, "none", (), (), "The race is over.", FINISH.section)
        if not s.placed:
            seat = s.placing[s.turn]
            n = s.turn + 1
            return Agenda(
                self.id,
                False,
                None,
                (),
                (s.names[seat],),
                f"Placement, chariot {n} of {len(s.placing)}: {s.names[seat]} "
                f"({s.colours[seat]}) places {self._name(s, self._next_label(s, seat))} in "
                f"the start area (place {self._name(s, self._next_label(s, seat))} HEX)",
                SETUP.section,
                options=options,
            )
        c = s.mover()
        assert c is not None
        seat = seat_of(c)
        name = self._name(s, c)
        free = [v for v in CARDS if s.used[seat][v - 1] < 0]
        usable = [v for v in free if not self._check_card(s, c, v)]
        had = f", has had {' + '.join(map(str, s.cards))}" if s.cards else ""
        win = ""
        if s.winner >= 0:
            win = f"{s.names[s.winner]} has won; the others race on for places (or: end). "
        keep = len(self._later(s, c))
        reserve = f", keeping {keep} for later chariots" if keep else ""
        more = usable and len(s.cards) < s.max_cards
        verbs = f"move {name} CARD HEX | stay {name} CARD" if more else ""
        if s.cards:
            verbs = f"{verbs} | done {name}" if verbs else f"done {name}"
        here = self.track.hexes[s.hexes[c]].id
        return Agenda(
            self.id,
            False,
            None,
            (),
            (s.names[seat],),
            f"{win}Round {s.round}, chariot {s.turn + 1} of {len(s.order)}: {name} on {here} "
            f"({s.names[seat]}) moves - {why(self.track, s, c)}. Cards: "
            f"{' '.join(map(str, free)) or 'none'}{reserve}{had} ({verbs})",
            ORDER.section if not s.cards else MOVING.section,
            options=options,
        )

    def standings(self, s: State) -> list[dict[str, Any]]:
        """Players ranked: whole teams in by the order they completed, then chariots in,
        then the progress of the chariots still racing (a reconstruction: the rulebook
        names only the winner and lets the others race on for places)."""
        ranked: list[tuple[int, int, float, int]] = []
        for seat in range(s.seats):
            team = range(3 * seat, 3 * seat + 3)
            places = [s.places[c] for c in team if s.places[c]]
            completed = max(places) if len(places) == 3 else 10_000
            racing = sum(s.progress[c] for c in team if not s.places[c])
            ranked.append((completed, -len(places), -racing, seat))
        rows: list[dict[str, Any]] = []
        for i, (completed, n_in, racing, seat) in enumerate(sorted(ranked), 1):
            rows.append(
                {
                    "place": i,
                    "colour": s.colours[seat],
                    "player": s.names[seat],
                    "in": -n_in,
                    "complete": completed < 10_000,
                    "racing_progress": round(-racing, 2),
                }
            )
        return rows

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        del seat  # nothing is secret in a race
        mover = None if self.over(s) else s.mover()
        chariots = []
        for c in s.chariots():
            h = s.hexes[c]
            chariots.append(
                {
                    "chariot": self._name(s, c),
                    "player": s.names[seat_of(c)],
                    "hex": self.track.hexes[h].id if h != NOWHERE else None,
                    "lane": self.track.hexes[h].lane if h != NOWHERE else None,
                    "section": (
                        None
                        if h == NOWHERE
                        else "finish area"
                        if s.places[c]
                        else section_name_of(self.track, s, c)
                    ),
                    "lap_progress": lap_percent(self.track, s.progress[c]) if h != NOWHERE else 0,
                    "lap_done": s.progress[c] >= self.track.loop,
                    "finished": s.places[c] or None,
                    "moved": s.placed and (c not in s.order[s.turn :]) and not s.places[c],
                }
            )
        cards = {s.colours[i]: [v for v in CARDS if s.used[i][v - 1] < 0] for i in range(s.seats)}
        return {
            "players": dict(zip(s.colours, s.names, strict=True)),
            "variants": [
                v
                for v, on in (("same-direction", s.same_direction), ("two-cards", s.max_cards == 2))
                if on
            ],
            "round": s.round,
            "placing": None if s.placed else s.colours[s.placing[s.turn]],
            "mover": self._name(s, mover) if mover is not None else None,
            "order": [self._name(s, c) for c in s.order],
            "moved": s.turn if s.placed else 0,
            "cards_left": cards,
            "cards_this_move": list(s.cards),
            "chariots": chariots,
            "winner": s.colours[s.winner] if s.winner >= 0 else None,
            "standings": self.standings(s),
        }

    def board_view(self, s: State) -> BoardView:
        mover = None if self.over(s) else s.mover()
        pieces = [
            {
                "chariot": self._name(s, c),
                "colour": s.colours[seat_of(c)],
                "number": c % 3 + 1,
                "hex": self.track.hexes[s.hexes[c]].id,
                "moving": c == mover,
            }
            for c in s.chariots()
            if s.hexes[c] != NOWHERE
        ]
        return BoardView("board", {"pieces": pieces, "round": s.round}, self.title)

    def authority(self, state: State, seats: Seats, words: Sequence[str]) -> Authority:
        """A chariot's moves are its colour's player's, on his turn; ``end`` (stopping
        the race once a winner is in) is for whoever the race waits on, or the table."""
        w = [x.lower() for x in words if x.strip()]
        if len(w) >= 2 and w[0] in ("place", "move", "stay", "done"):
            colour = w[1].replace("_", "-").rpartition("-")[0] or w[1].rstrip("0123456789")
            return Authority(Who.TURN, dict(seats.by_side).get(colour))
        return Authority(Who.TURN, None)

    def is_secret(self, action: Action) -> bool:
        return False

    def hidden_tail(self, state: State) -> int:
        return 0

    def state_key(self, s: State) -> State:
        return s


def section_name_of(track: Track, s: State, c: int) -> str:
    return section_name(section_index(track, s, c))
