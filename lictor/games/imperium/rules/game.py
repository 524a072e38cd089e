"""Imperium, refereed: secret stacks, their reveal, the scorings, the race to Emperor.

Over 400 lines for a reason: since issue 31 every sentence it says is one whole message of the
catalogue (t/tn with named fields, so Italian may order it freely), which takes more lines
than the f-strings did; the rules in it are as many as before."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lictor.errors import BadInput
from lictor.games.imperium import present
from lictor.games.imperium.rules import english, ref
from lictor.games.imperium.rules.board import Board, load_board
from lictor.games.imperium.rules.cards import (
    available,
    canonical_stacks,
    card_name,
    hand,
    read_card,
    stack_size,
    stack_violations,
    waiting,
)
from lictor.games.imperium.rules.options import board_with, options_checked
from lictor.games.imperium.rules.rounds import reveal, reveal_oracles
from lictor.games.imperium.rules.state import CHOOSE, ORACLE, OVER, Stack, State
from lictor.i18n import t, tn
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
from lictor.rules.violation import BadAction, IllegalAction, Violation

SETUP = ref("Setup")
CHOOSING = ref("Choosing Cards")
ORACLE_RULE = ref("Special Cards", "Oracle")
END = ref("Victory Conditions")


class ImperiumGame(BaseGame):
    state_version = 2  # State.physical: the Oracle alone is typed with the real cards
    id = "imperium"
    title = "Imperium"
    capabilities = Capabilities(applies_checked=True, checks_arity=True, board=True)
    secret_verbs = frozenset({"stack"})  # every stack is chosen in secret

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()
        self.sides = tuple(self.board.colours)

    # -- a table's own board ------------------------------------------------------------
    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return options_checked(options)

    def for_options(self, options: Mapping[str, Any]) -> ImperiumGame:
        if options.get("content") is None:
            return self
        return ImperiumGame(
            board_with(options["content"], str(options.get("content_file") or "--content"))
        )

    # -- seats and setup ---------------------------------------------------------------
    def seat(self, spec: str) -> dict[str, str]:
        """``red=Ann,blue=Ben,green=Cy``: 2 to 5 colours, each once, in the board's order; a
        bare name takes the next colour nobody named (red, orange, blue, green, purple: the
        five of Setup), so both may be mixed."""
        b = self.board
        parts = [p.strip() for p in spec.split(",")]
        b.check_players(len(parts), "--players")
        given = ",".join(coloured(parts, b.colours))
        out = parse_players(given, b.colours, "colour", every=False)
        for colour, name in out.items():
            if name.lower() in out and name.lower() != colour:
                raise BadInput(
                    t("--players: {name} is another player's colour; pick a name", name=repr(name))
                )
        b.check_players(len(out), "--players")
        return {c: out[c] for c in b.colours if c in out}

    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        del seed, options  # no chance: every card is chosen
        b = self.board
        names = seats.as_dict()
        colours = tuple(c for c in b.colours if c in names)
        b.check_players(len(colours))
        n, k = len(colours), len(b.provinces)
        return State(
            colours=colours,
            names=tuple(names[c] for c in colours),
            scores=(0,) * n,
            markers=((0,) * n,) * k,
            capitals=(-1,) * k,
            pawn=0,
            spy_used=(False,) * n,
            oracle_used=(False,) * n,
            phase=CHOOSE,
            stacks=(None,) * n,
            oracles=(False,) * n,
            revealed=((),) * n,
            round=1,
            physical=physical,
        )

    # -- words <-> actions -------------------------------------------------------------
    def _seat(self, s: State, word: str) -> int:
        key = word.lower()
        for i, (c, n) in enumerate(zip(s.colours, s.names, strict=True)):
            if key in (c, n.lower()):
                return i
        raise BadAction(
            t(
                "{word} is not at the table (players: {players})",
                word=repr(word),
                players=", ".join(f"{c}={n}" for c, n in zip(s.colours, s.names, strict=True)),
            )
        )

    def parse(self, state: State, words: Sequence[str]) -> Stack:
        w = [x.strip() for x in words if x.strip()]
        if len(w) >= 2 and w[0].lower() == "stack":
            seat = self._seat(state, w[1])
            cards = [c for c in ",".join(w[2:]).split(",") if c.strip()]
            return Stack(state.colours[seat], tuple(read_card(self.board, c) for c in cards))
        raise BadAction(
            t(
                "not an action: {words} (try: stack PLAYER CARD,CARD,CARD - top to "
                "bottom; cards: province names, bread, spy, oracle)",
                words=repr(" ".join(w)),
            )
        )

    def text(self, action: Stack) -> str:
        # the colour, not the name: one word, and what `actions --seat` matches
        return f"stack {action.colour} {','.join(action.cards)}"

    def is_secret(self, action: Stack) -> bool:
        return True

    def hidden_tail(self, state: State) -> int:
        """The stacks chosen in this phase, not revealed yet (the latest actions)."""
        if state.phase == CHOOSE:
            return sum(1 for st in state.stacks if st)
        if state.phase == ORACLE:
            return sum(
                1 for st, o in zip(state.stacks, state.oracles, strict=True) if o and st is not None
            )
        return 0

    def public_log(self, state: State, actions: Sequence[str]) -> list[str]:
        return present.masked_log(list(actions), self.hidden_tail(state))

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view)

    def controls(self, state: State, player: str, options: list[str]) -> list[Any]:
        """The seat's options as pickers (lictor.rules.controls) for its screen."""
        return present.controls(self.board, state, player, options)

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        return present.setup_summary(view)

    # -- rules -------------------------------------------------------------------------
    def check(self, s: State, a: Stack) -> list[Violation]:
        b = self.board
        if s.phase == OVER:
            return [Violation("game-over", t("the game is over"), END, t("start a new session"))]
        if a.colour not in s.colours:
            return [
                Violation(
                    "no-seat", t("no {colour} player at this table", colour=t(a.colour)), SETUP
                )
            ]
        seat = s.colours.index(a.colour)
        name = s.names[seat]
        if s.phase == ORACLE and not s.oracles[seat]:
            return [
                Violation(
                    "not-oracle",
                    t(
                        "{player}'s stack is revealed: only the Oracle players choose again",
                        player=name,
                    ),
                    ORACLE_RULE,
                    t(
                        "waiting on: {players}",
                        players=", ".join(s.names[i] for i in waiting(b, s)),
                    ),
                )
            ]
        if stack_size(b, s, seat) == 0:
            return [
                Violation(
                    "no-markers",
                    t("{player} has no influence marker left: no card this round", player=name),
                    CHOOSING,
                )
            ]
        if s.stacks[seat] is not None:
            return [
                Violation(
                    "already-chosen",
                    t("{player} has chosen a stack this round already", player=name),
                    CHOOSING,
                    t("undo it first to change it"),
                )
            ]
        return stack_violations(b, s, seat, a.cards)

    def apply(self, s: State, a: Stack) -> tuple[State, list[Event]]:
        violations = self.check(s, a)
        if violations:
            raise IllegalAction(violations)
        b = self.board
        seat = s.colours.index(a.colour)
        stacks = list(s.stacks)
        stacks[seat] = a.cards
        s = replace(s, stacks=tuple(stacks))
        events = [
            Event(
                t("{player} has chosen a stack (hidden)", player=s.names[seat]), english(CHOOSING)
            )
        ]
        if waiting(b, s):
            return s, events
        s, more = reveal(b, s) if s.phase == CHOOSE else reveal_oracles(b, s)
        return s, events + more

    def legal_actions(self, s: State) -> list[Stack]:
        if s.phase == OVER:
            return []
        return [
            Stack(s.colours[i], st)
            for i in waiting(self.board, s)
            for st in canonical_stacks(self.board, s, i)
        ]

    def agenda(self, s: State) -> Agenda:
        b = self.board
        if s.phase == OVER:
            w = s.winner
            titles = ", ".join(
                f"{s.names[i]} {t(b.title_for(s.scores[i]))}"
                for i in sorted(range(len(s.names)), key=lambda i: -s.scores[i])
            )
            return Agenda(
                self.id,
                True,
                s.colours[w],
                (s.names[w],),
                (),
                t(
                    "{player} ({colour}) is crowned Emperor of Rome with {points} points. "
                    "Titles: {titles}",
                    player=s.names[w],
                    colour=t(s.colours[w]),
                    points=s.scores[w],
                    titles=titles,
                ),
                english(END),
            )
        who = waiting(b, s)
        names = tuple(s.names[i] for i in who)
        fewer = [f"{s.names[i]} {k}" for i in who if (k := stack_size(b, s, i)) < b.stack]
        cards = tn("{n} card", "{n} cards", b.stack) + (
            " (" + t("{players}: as many as the markers left", players=", ".join(fewer)) + ")"
            if fewer
            else ""
        )
        province = t(b.names[s.pawn])
        if s.phase == ORACLE:
            prompt = tn(
                "Round {round}, the Oracle: {players} chooses again in secret, {cards}, "
                "without the Oracle (stack PLAYER CARD,CARD,CARD)",
                "Round {round}, the Oracle: {players} choose again in secret, {cards}, "
                "without the Oracle (stack PLAYER CARD,CARD,CARD)",
                len(names),
                round=s.round,
                players=", ".join(names),
                cards=cards,
            )
            rule = ORACLE_RULE
        else:
            fields: dict[str, str | int] = {
                "round": s.round,
                "province": province,
                "order": s.pawn + 1,
                "cards": cards,
            }
            prompt = (
                t(
                    "Round {round}: the black pawn is on {province} ({order}). Each player "
                    "chooses a stack of {cards} in secret, top to bottom (stack PLAYER "
                    "CARD,CARD,CARD; provinces, bread, spy, oracle; with the real cards an "
                    "Oracle on top is typed alone: stack PLAYER oracle)",
                    **fields,
                )
                if s.physical
                else t(
                    "Round {round}: the black pawn is on {province} ({order}). Each player "
                    "chooses a stack of {cards} in secret, top to bottom (stack PLAYER "
                    "CARD,CARD,CARD; provinces, bread, spy, oracle)",
                    **fields,
                )
            )
            rule = CHOOSING
        first = who[0] if who else -1
        options = (
            tuple(self.text(Stack(s.colours[first], st)) for st in canonical_stacks(b, s, first))
            if first >= 0
            else ()
        )
        return Agenda(
            self.id,
            False,
            None,
            (),
            names,
            prompt,
            english(rule),
            secret=True,
            options=options,
            secret_words=f"stack {s.colours[first]}" if first >= 0 else "",
        )

    def board_view(self, s: State) -> BoardView:
        """The printed board with the position: each colour's markers in the provinces,
        the proconsuls on the capitals, the black pawn, the scores on the track."""
        b = self.board
        markers, proconsuls = [], []
        for p, prov in enumerate(b.provinces):
            for i, colour in enumerate(s.colours):
                if s.markers[p][i]:
                    markers.append(
                        {"province": prov.name, "colour": colour, "count": s.markers[p][i]}
                    )
            if s.capitals[p] >= 0:
                proconsuls.append({"province": prov.name, "colour": s.colours[s.capitals[p]]})
        scores = [{"colour": c, "score": v} for c, v in zip(s.colours, s.scores, strict=True)]
        row = {
            "markers": markers,
            "proconsuls": proconsuls,
            "pawn": b.provinces[s.pawn].name,
            "scores": scores,
        }
        return BoardView("board", row, self.title)

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        b = self.board
        me = None
        if seat is not None:
            key = seat.lower()
            me = next(
                (i for i in range(len(s.names)) if key in (s.colours[i], s.names[i].lower())),
                None,
            )
            if me is None:
                raise BadInput(
                    t(
                        "--seat: {seat} is not at the table (players: {players})",
                        seat=repr(seat),
                        players=", ".join(
                            f"{c}={n}" for c, n in zip(s.colours, s.names, strict=True)
                        ),
                    )
                )
        provinces = []
        for p, prov in enumerate(b.provinces):
            cap = s.capitals[p]
            provinces.append(
                {
                    "name": prov.name,
                    "order": p + 1,
                    "points": list(prov.points),
                    "markers": {
                        c: s.markers[p][i] for i, c in enumerate(s.colours) if s.markers[p][i]
                    },
                    "proconsul": s.colours[cap] if cap >= 0 else None,
                }
            )
        hands: dict[str, Any] = {}
        for i, c in enumerate(s.colours):
            cards = hand(b, s, i)
            hands[c] = [card_name(b, x) for x in cards] if i == me else len(cards)
        chosen = [
            s.colours[i]
            for i, st in enumerate(s.stacks)
            if st and (s.phase == CHOOSE or s.oracles[i])
        ]
        view: dict[str, Any] = {
            "players": dict(zip(s.colours, s.names, strict=True)),
            "round": s.round,
            "phase": s.phase,
            "scores": dict(zip(s.colours, s.scores, strict=True)),
            "titles": {c: b.title_for(v) for c, v in zip(s.colours, s.scores, strict=True)},
            "black_pawn": b.names[s.pawn],
            "provinces": provinces,
            "proconsuls": {b.names[p]: s.colours[c] for p, c in enumerate(s.capitals) if c >= 0},
            "capital_counts": b.capital_counts,  # the capital's marker counts when scored
            "markers_available": {c: available(b, s, i) for i, c in enumerate(s.colours)},
            "stack_sizes": {c: stack_size(b, s, i) for i, c in enumerate(s.colours)},
            "used": {
                c: [
                    name
                    for name, used in (("Spy", s.spy_used[i]), ("Oracle", s.oracle_used[i]))
                    if used
                ]
                for i, c in enumerate(s.colours)
            },
            "hands": hands,
            "chosen": chosen,
            "revealed": {
                c: [card_name(b, x) for x in st]
                for c, st in zip(s.colours, s.revealed, strict=True)
            },
            "oracles": [c for c, o in zip(s.colours, s.oracles, strict=True) if o],
            "seat": s.colours[me] if me is not None else None,
        }
        if me is not None and s.phase != OVER:
            mine = s.stacks[me]
            view["my_stack"] = (
                [card_name(b, x) for x in mine]
                if mine and (s.phase == CHOOSE or s.oracles[me])
                else None
            )
        return view

    def state_key(self, s: State) -> State:
        return s
