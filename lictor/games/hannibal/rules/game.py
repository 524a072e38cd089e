"""Hannibal vs Rome, refereed: every rule of the chapter, as pure functions over State.

Over 400 lines for a reason: since issue 31 every sentence it says is one whole message of the
catalogue (t/tn with named fields, so Italian may order it freely), which takes more lines
than the f-strings did; the rules in it are as many as before."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lictor.errors import BadInput
from lictor.games.hannibal import present
from lictor.games.hannibal.present import route_said
from lictor.games.hannibal.rules.board import SIDES, Board, load_board
from lictor.games.hannibal.rules.common import (
    CONFLICT,
    FULL_HAND,
    HANNIBAL,
    SEQ,
    VICTORY,
    _replace,
    _set,
)
from lictor.games.hannibal.rules.options import (
    OPEN_DISCARDS,
    PHYSICAL_REFUSED,
    board_with,
    options_checked,
)
from lictor.games.hannibal.rules.reveal import Reveal
from lictor.games.hannibal.rules.seen import status_view
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    DRAW,
    ENGAGE_HANNIBAL,
    ENGAGE_PENDING,
    ONGOING,
    ROME,
    Action,
    Card,
    Engage,
    Exchange,
    Move,
    Pass,
    State,
)
from lictor.i18n import N_, t
from lictor.rules.actors import Who
from lictor.rules.game import Agenda, BaseGame, BoardView, Capabilities, Event, Seats
from lictor.rules.violation import BadAction, Violation
from lictor.slugs import slug


class HannibalGame(Reveal, BaseGame):
    id = "hannibal-vs-rome"
    title = "Hannibal vs Rome"
    sides = SIDES
    capabilities = Capabilities(board=True, checks_arity=True)  # parse takes exact words
    secret_verbs = frozenset({"card"})
    number_bound = 99
    state_version = 2  # State.revealed: the round's two cards, face up for a moment

    def __init__(self, board: Board | None = None, open_discards: bool = False) -> None:
        self.board = board or load_board()
        self.open_discards = open_discards
        # a played card is discarded face down (Conflict Resolution): whether a card is
        # still in Rome's hand is Rome's secret, so only Rome's own screen may play it (the
        # table's acceptance of `card rome 4` would tell); with open discards every card
        # played is in sight and anyone may count what is left
        self.senders = {} if open_discards else {"card": Who.PRIVATE}

    # -- options: the table's variant and its own map ------------------------------------
    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return options_checked(options)

    def for_options(self, options: Mapping[str, Any]) -> HannibalGame:
        board = self.board
        if options.get("content") is not None:
            board = board_with(options["content"], str(options.get("content_file") or "--content"))
        return HannibalGame(board, OPEN_DISCARDS in (options.get("variant") or ()))

    # -- setup -------------------------------------------------------------------------
    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        del seed, options  # no chance: cards are chosen, never drawn
        if physical:
            raise BadInput(t(PHYSICAL_REFUSED))
        b = self.board
        n, r = len(b.provinces), len(b.routes)
        legions = []
        fleets = []
        for info in b.sides:
            legions.append(_set((0,) * n, info.capital, info.legions))
            fleets.append(_set((0,) * r, info.home_route, info.fleets))
        hannibal = b.sides[CARTHAGE].capital if b.sides[CARTHAGE].hannibal else -1
        names = seats.as_dict()
        return State(
            seats=(names["rome"], names["carthage"]),
            legions=(legions[0], legions[1]),
            hannibal=hannibal,
            fleets=(fleets[0], fleets[1]),
            hands=(FULL_HAND, FULL_HAND),
            turn=b.first,
            passes=0,
            conflict=None,
            outcome=ONGOING,
            reason="",
            turns=0,
        )

    # -- words <-> actions -------------------------------------------------------------
    def parse(self, state: State, words: Sequence[str]) -> Action:
        del state
        w = [x.strip() for x in words if x.strip()]
        if not w:
            raise BadAction(t("no action given"))
        verb = w[0].lower()
        b = self.board
        if verb == "pass" and len(w) == 1:
            return Pass()
        if verb == "move" and len(w) >= 4 and w[1].lower() in ("legion", "hannibal", "fleet"):
            unit = w[1].lower()
            rest = w[2:]
            if unit == "fleet":
                if len(rest) != 2:
                    raise BadAction(t("move fleet ROUTE ROUTE, routes written like Roma-Corsica"))
                return Move("fleet", b.route_index(rest[0]), b.route_index(rest[1]))
            src, dst = self._two_places(rest)
            return Move(unit, src, dst)
        if verb == "exchange" and len(w) >= 2:
            return Exchange(b.province_index(" ".join(w[1:])))
        if verb == "engage" and len(w) == 2 and w[1].lower() in ("hannibal", "legion"):
            return Engage(w[1].lower())
        if verb == "card" and len(w) == 3 and w[1].lower() in SIDES:
            try:
                value = int(w[2])
            except ValueError:
                raise BadAction(
                    t("card {side} {value}: the value is a number 1-5", side=w[1], value=w[2])
                ) from None
            if value not in b.cards:
                raise BadAction(
                    t("card {side} {value}: the cards are valued 1 to 5", side=w[1], value=value)
                )
            return Card(SIDES.index(w[1].lower()), value)
        raise BadAction(
            t(
                "not an action: {words} (try: move legion FROM TO, move hannibal FROM TO, "
                "move fleet ROUTE ROUTE, exchange PROVINCE, pass, engage hannibal|legion, "
                "card rome|carthage VALUE)",
                words=repr(" ".join(w)),
            )
        )

    def _two_places(self, rest: list[str]) -> tuple[int, int]:
        # Names may come as one word each ("hispania-citerior") or split by the shell.
        b = self.board
        for k in range(1, len(rest)):
            try:
                return b.province_index(" ".join(rest[:k])), b.province_index(" ".join(rest[k:]))
            except BadAction:
                continue
        b.province_index(rest[0])  # names the first unknown place
        b.province_index(" ".join(rest[1:]))
        raise BadAction(t("cannot read two provinces from {words}", words=repr(" ".join(rest))))

    def text(self, action: Action) -> str:
        b = self.board
        if isinstance(action, Move):
            if action.unit == "fleet":
                return f"move fleet {b.route_slug(action.src)} {b.route_slug(action.dst)}"
            return (
                f"move {action.unit} {slug(b.provinces[action.src])} "
                f"{slug(b.provinces[action.dst])}"
            )
        if isinstance(action, Exchange):
            return f"exchange {slug(b.provinces[action.province])}"
        if isinstance(action, Engage):
            return f"engage {action.which}"
        if isinstance(action, Card):
            return f"card {SIDES[action.side]} {action.value}"
        return "pass"

    def is_secret(self, action: Action) -> bool:
        return isinstance(action, Card)

    def hidden_tail(self, state: State) -> int:
        """How many of the latest actions are secret cards not revealed yet."""
        c = state.conflict
        return 0 if c is None else sum(1 for v in c.cards if v)

    def public_log(self, state: State, actions: Sequence[str]) -> list[str]:
        if self.open_discards:
            return present.masked_log(list(actions), self.hidden_tail(state))
        # every card is set aside face down once played; only the two just revealed
        # lie open until the next action (Conflict Resolution)
        return present.face_down_log(list(actions), 2 if any(state.revealed) else 0)

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view)

    # -- rules ---------------------------------------------------------------------------
    def check(self, s: State, a: Action) -> list[Violation]:
        if s.outcome != ONGOING:
            return [
                Violation(
                    "game-over",
                    t("the game is over"),
                    VICTORY,
                    t("start a new session to play again"),
                )
            ]
        if isinstance(a, Card | Engage):
            return self._check_card(s, a)  # the conflict's cards (reveal.py)
        return self._check_move(s, a)  # a turn's action (movement.py)

    # -- apply ----------------------------------------------------------------------------
    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        if any(s.revealed):  # the cards just revealed go face down with the next action
            s = _replace(s, revealed=(0, 0))
        if isinstance(a, Card | Engage):
            return self._apply_card(s, a)
        return self._apply_move(s, a)

    # -- what is legal, what happens next ---------------------------------------------------
    def legal_actions(self, s: State) -> list[Action]:
        if s.outcome != ONGOING:
            return []
        b = self.board
        c = s.conflict
        if c is not None:
            if c.engaged == ENGAGE_PENDING:
                return [Engage("hannibal"), Engage("legion")]
            out: list[Action] = []
            for side in (ROME, CARTHAGE):
                if not c.cards[side]:
                    out.extend(Card(side, v) for v in b.cards if s.hands[side] & (1 << (v - 1)))
            return out
        side = s.turn
        acts: list[Action] = []
        n = len(b.provinces)
        fleets = s.fleets[side]
        for p in range(n):
            if s.legions[side][p]:
                acts.extend(Move("legion", p, q) for q, r in b.links[p] if r < 0 or fleets[r])
        if side == CARTHAGE and s.hannibal >= 0:
            h = s.hannibal
            acts.extend(
                Move("hannibal", h, q)
                for q, r in b.links[h]
                if q not in b.islands and (r < 0 or fleets[r])
            )
        routes = range(len(b.routes))
        for r in routes:
            if s.fleets[side][r]:
                acts.extend(Move("fleet", r, q) for q in routes if q != r)
        if not sum(s.fleets[side]):
            acts.extend(Exchange(p) for p in range(n) if s.legions[side][p])
        acts.append(Pass())
        return acts

    def agenda(self, s: State) -> Agenda:
        b = self.board
        options = tuple(self.text(a) for a in self.legal_actions(s))
        if s.outcome != ONGOING:
            if s.outcome == DRAW:
                return Agenda(
                    self.id,
                    True,
                    "draw",
                    (),
                    (),
                    t("The game is a draw ({reason}).", reason=said_reason(s.reason)),
                    VICTORY.section,
                )
            winner = s.seats[s.outcome]
            return Agenda(
                self.id,
                True,
                SIDES[s.outcome],
                (winner,),
                (),
                t(
                    "{side} ({player}) wins: {reason}.",
                    side=t(self._name(s.outcome)),
                    player=winner,
                    reason=said_reason(s.reason),
                ),
                VICTORY.section,
            )
        c = s.conflict
        if c is not None:
            name = route_said(b.route_name(c.where)) if c.sea else t(b.provinces[c.where])
            if c.engaged == ENGAGE_PENDING:
                return Agenda(
                    self.id,
                    False,
                    None,
                    (),
                    (s.seats[CARTHAGE],),
                    t(
                        "Designation (not a card) - conflict in {where}: Carthage ({player}) "
                        "designates which legion is engaged, Hannibal's (+1 to Carthage's "
                        "card) or another: engage hannibal | engage legion",
                        where=name,
                        player=s.seats[CARTHAGE],
                    )
                    if c.round == 1
                    else t(
                        "Designation (not a card) - conflict in {where}, round {round}: the "
                        "engaged legion is gone, and Carthage ({player}) designates the next, "
                        "Hannibal's (+1 to Carthage's card) or another: engage hannibal | "
                        "engage legion (lictor's reading: the rulebook has the designation made "
                        "at the start of a conflict and is silent once that legion is lost)",
                        where=name,
                        round=c.round,
                        player=s.seats[CARTHAGE],
                    ),
                    HANNIBAL.section,
                    options=options,
                )
            waiting = tuple(s.seats[i] for i in (ROME, CARTHAGE) if not c.cards[i])
            hannibal = (
                " (" + t("Hannibal engaged: +1 to Carthage") + ")"
                if c.engaged == ENGAGE_HANNIBAL
                else ""
            )
            hannibal = self._just_revealed(s) + hannibal
            prompt = (
                t(
                    "Naval conflict in {where}, round {round}{extra}: each side chooses a card "
                    "in secret (card rome|carthage N)",
                    where=name,
                    round=c.round,
                    extra=hannibal,
                )
                if c.sea
                else t(
                    "Conflict in {where}, round {round}{extra}: each side chooses a card in "
                    "secret (card rome|carthage N)",
                    where=name,
                    round=c.round,
                    extra=hannibal,
                )
            )
            return Agenda(
                self.id,
                False,
                None,
                (),
                waiting,
                prompt,
                CONFLICT.section,
                secret=True,
                options=options,
                secret_ask=t("the number of your card"),
            )
        player = s.seats[s.turn]
        revealed = ""
        if any(s.revealed):
            revealed = t(
                "Just revealed: Rome {rome}, Carthage {carthage}. ",
                rome=s.revealed[ROME],
                carthage=s.revealed[CARTHAGE],
            )
        fields: dict[str, str | int] = {
            "turn": s.turns + 1,
            "side": t(self._name(s.turn)),
            "player": player,
        }
        hannibal_in = s.turn == CARTHAGE and s.hannibal >= 0
        if sum(s.fleets[s.turn]):
            prompt = (
                t(
                    "Turn {turn}: {side} ({player}) moves a legion, Hannibal or a fleet, or passes",
                    **fields,
                )
                if hannibal_in
                else t(
                    "Turn {turn}: {side} ({player}) moves a legion or a fleet, or passes", **fields
                )
            )
        else:
            prompt = (
                t(
                    "Turn {turn}: {side} ({player}) moves a legion, Hannibal or a fleet, "
                    "exchanges a legion for a fleet, or passes",
                    **fields,
                )
                if hannibal_in
                else t(
                    "Turn {turn}: {side} ({player}) moves a legion or a fleet, exchanges a "
                    "legion for a fleet, or passes",
                    **fields,
                )
            )
        return Agenda(
            self.id,
            False,
            None,
            (),
            (player,),
            revealed + prompt,
            SEQ.section,
            options=options,
        )

    def _just_revealed(self, s: State) -> str:
        """`` (just revealed: Rome 3, Carthage 4)`` while the round's cards lie face up."""
        if not any(s.revealed):
            return ""
        rome, carthage = s.revealed
        return (
            " ("
            + t("just revealed: Rome {rome}, Carthage {carthage}", rome=rome, carthage=carthage)
            + ")"
        )

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        return status_view(self.board, self.open_discards, s, seat)

    def state_key(self, s: State) -> State:
        return s

    def board_view(self, s: State) -> BoardView:
        """Legions and Hannibal in their provinces, fleets on their sea routes."""
        b = self.board
        pieces: list[dict[str, Any]] = []
        for side in (ROME, CARTHAGE):
            for p, n in enumerate(s.legions[side]):
                if n:
                    pieces.append({"place": b.provinces[p], "side": SIDES[side], "count": n})
            for r, n in enumerate(s.fleets[side]):
                if n:
                    a, z = b.routes[r]
                    route = [b.provinces[a], b.provinces[z]]
                    pieces.append({"route": route, "side": SIDES[side], "count": n})
        if s.hannibal >= 0:
            pieces.append({"place": b.provinces[s.hannibal], "side": "hannibal", "count": 1})
        return BoardView("board", {"pieces": pieces}, self.title)


REASONS = {
    "both players passed in succession": N_("both players passed in succession"),
    "dominance": N_("dominance"),
    "both lost their last unit": N_("both lost their last unit"),
}


def said_reason(reason: str) -> str:
    """The state's reason for the end (kept in English, the state never holds a said text)
    in the language now spoken."""
    if reason in REASONS:
        return t(REASONS[reason])
    if reason.startswith("entered "):
        return t("entered {province}", province=t(reason[len("entered ") :]))
    if reason.endswith(" lost its last unit"):
        return t("{side} lost its last unit", side=t(reason[: -len(" lost its last unit")]))
    return reason
