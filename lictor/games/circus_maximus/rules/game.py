"""Circus Maximus, refereed: placement, the movement order, every card's move, the lap
and the finish, on the printed track's hexes (track.py).

Over 400 lines for a reason: since issue 31 every sentence it says is one whole message of the
catalogue (t/tn with named fields, so Italian may order it freely), which takes more lines
than the f-strings did; the rules in it are as many as before."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from lictor.errors import BadInput
from lictor.games.circus_maximus import present
from lictor.games.circus_maximus.rules.movement import Movement
from lictor.games.circus_maximus.rules.options import (
    PHYSICAL_REFUSED,
    builtin_track,
    options_checked,
    track_with,
)
from lictor.games.circus_maximus.rules.order import section_name_of, why
from lictor.games.circus_maximus.rules.paths import FINISH, MOVING, lap_percent, trace
from lictor.games.circus_maximus.rules.placement import ORDER, SETUP, placement_order
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
    seat_of,
)
from lictor.games.circus_maximus.rules.words import Words
from lictor.games.circus_maximus.track import DIRECTIONS, Track
from lictor.i18n import N_, t, tn
from lictor.rules.actors import Authority, Who
from lictor.rules.fast import replace
from lictor.rules.game import (
    Agenda,
    BaseGame,
    BoardView,
    Capabilities,
    Event,
    Seats,
    coloured,
    parse_players,
)
from lictor.rules.violation import IllegalAction, Violation


class CircusGame(Words, Movement, BaseGame):
    id = "circus-maximus"
    title = "Circus Maximus"
    sides = COLOURS
    capabilities = Capabilities(
        options=("variant", "first", "content"), applies_checked=True, board=True, checks_arity=True
    )

    def __init__(self, track: Track | None = None) -> None:
        self.track = track or builtin_track()

    # -- seats and options -------------------------------------------------------------
    def seat(self, spec: str) -> dict[str, str]:
        """``red=Ann,blue=Ben``: the colours in seating order (clockwise), 2 to 5 players;
        a bare name takes the next colour nobody named, so both may be mixed."""
        parts = [p.strip() for p in spec.split(",")]
        if not 2 <= len(parts) <= 5:
            raise BadInput(
                t("--players: Circus Maximus is for 2 to 5 players, got {n}", n=len(parts))
            )
        return parse_players(",".join(coloured(parts, COLOURS)), COLOURS, "colour", every=False)

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return options_checked(self.id, options)

    def for_options(self, options: Mapping[str, Any]) -> CircusGame:
        if options.get("content") is None:
            return self
        source = str(options.get("content_file") or "--content")
        return CircusGame(track_with(options["content"], source))

    # -- setup ---------------------------------------------------------------------------
    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        if physical:
            raise BadInput(t(PHYSICAL_REFUSED))
        starts = sum(1 for h in self.track.hexes if h.start)
        if starts < 3 * len(seats.by_side):
            raise BadInput(
                t(
                    "--content: the start area has {starts} hexes, too few for {n} chariots "
                    "(Setup: each player places three)",
                    starts=starts,
                    n=3 * len(seats.by_side),
                )
            )
        finish = len(self.track.finish)
        need = 2 * len(seats.by_side) + 1  # every other team two in, the winner's third
        if finish < need:
            raise BadInput(
                t(
                    "--content: the finish area has {finish} hexes, too few for {n} players: "
                    "it could fill before anyone has three chariots in (End of the Race: at "
                    "least {need})",
                    finish=finish,
                    n=len(seats.by_side),
                    need=need,
                )
            )
        opts = dict(options or {})
        colours = tuple(side for side, _ in seats.by_side)
        names = tuple(name for _, name in seats.by_side)
        n = len(colours)
        if opts.get("first"):
            wanted = str(opts["first"]).lower()
            hits = [i for i in range(n) if wanted in (names[i].lower(), colours[i])]
            if not hits:
                raise BadInput(
                    t(
                        "--first: {first} is not in the race (players: {players})",
                        first=repr(opts["first"]),
                        players=", ".join(names),
                    )
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

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view, self.track)

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        return present.setup_summary(view, self.track)

    def controls(self, state: State, player: str, options: list[str]) -> list[Any]:
        """The seat's options as pickers (lictor.rules.controls) for its screen."""
        return present.controls(self.track, state, player, options)

    # -- rules -----------------------------------------------------------------------------
    def over(self, s: State) -> bool:
        return s.ended or (s.placed and s.mover() is None)

    def check(self, s: State, a: Action) -> list[Violation]:
        if self.over(s):
            return [Violation("race-over", t("the race is over"), FINISH, t("start a new session"))]
        if isinstance(a, End):
            if s.winner < 0:
                return [
                    Violation(
                        "no-winner",
                        t("the race ends when a player has all three chariots in the finish area"),
                        FINISH,
                        t("only then may the others stop instead of racing on for places"),
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
                    t(
                        "the chariots are being placed: {player} ({colour}) places one in the "
                        "start area",
                        player=s.names[seat],
                        colour=t(s.colours[seat]),
                    ),
                    SETUP,
                    f"place {self._name(s, self._next_label(s, seat))} HEX",
                )
            ]
        return self._check_move(s, c, a)  # movement.py

    # -- apply ------------------------------------------------------------------------------
    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        bad = self.check(s, a)
        if bad:
            raise IllegalAction(bad)
        if isinstance(a, End):
            return replace(s, ended=True), [
                Event(t("The race ends here; the standings are final"), FINISH.section)
            ]
        c = chariot_index(s.colours, a.chariot)
        if isinstance(a, Place):
            return self._place(s, c, a.hex)
        if isinstance(a, Done):
            return self._end_move(
                s, [Event(t("{chariot} ends its move", chariot=a.chariot), MOVING.section)]
            )
        return self._apply_move(s, c, a)

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
                if self._card_refused(s, c, card):
                    continue
                for d in range(len(DIRECTIONS)):
                    if s.same_direction and s.heading not in (-1, d):
                        continue
                    path, _, _ = trace(self.track, s, c, d, card, why=False)
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
                    t(
                        "{player} ({colour}) wins the race; standings: {standings}",
                        player=who,
                        colour=t(s.colours[s.winner]),
                        standings=present.standings_line(self.standings(s)),
                    ),
                    FINISH.section,
                )
            return Agenda(self.id, True, "none", (), (), t("The race is over."), FINISH.section)
        if not s.placed:
            seat = s.placing[s.turn]
            n = s.turn + 1
            return Agenda(
                self.id,
                False,
                None,
                (),
                (s.names[seat],),
                t(
                    "Placement, chariot {n} of {total}: {player} ({colour}) places {chariot} in "
                    "the start area (place {chariot} HEX)",
                    n=n,
                    total=len(s.placing),
                    player=s.names[seat],
                    colour=t(s.colours[seat]),
                    chariot=self._name(s, self._next_label(s, seat)),
                ),
                SETUP.section,
                options=options,
            )
        c = s.mover()
        assert c is not None
        seat = seat_of(c)
        name = self._name(s, c)
        free = [v for v in CARDS if s.used[seat][v - 1] < 0]
        usable = [v for v in free if not self._card_refused(s, c, v)]
        had = ", " + t("has had {cards}", cards=" + ".join(map(str, s.cards))) if s.cards else ""
        win = ""
        if s.winner >= 0:
            win = t(
                "{player} has won; the others race on for places (or: end). ",
                player=s.names[s.winner],
            )
        keep = len(self._later(s, c))
        reserve = (
            ", "
            + tn(
                "keeping {n} card for later chariots", "keeping {n} cards for later chariots", keep
            )
            if keep
            else ""
        )
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
            win
            + t(
                "Round {round}, chariot {n} of {total}: {chariot} on {hex} ({player}) moves - "
                "{why}. Cards: {cards}{reserve}{had} ({verbs})",
                round=s.round,
                n=s.turn + 1,
                total=len(s.order),
                chariot=name,
                hex=here,
                player=s.names[seat],
                why=why(self.track, s, c),
                cards=" ".join(map(str, free)) or t("none"),
                reserve=reserve,
                had=had,
                verbs=verbs,
            ),
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

    def says(self, s: State, text: str) -> str:
        mover = s.mover() if s.placed else None
        return "" if mover is None else present.says(self.track, s.hexes[mover], text)

    def next_lines(self, s: State) -> list[str]:
        """The track with its hex ids above `next`'s prompt: every move names a hex."""
        return present.track_lines(self.status(s, None), self.track)

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
                        else N_("finish area")
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
