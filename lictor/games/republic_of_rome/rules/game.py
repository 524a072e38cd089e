"""The Republic of Rome's ledger: the books of a physical game, kept from what the table
enters. The summary's events are ruled on (books.py); the rest is plain adjustments
(adjust.py), logged as such. Nothing here is secret: the ledger is the table's open book."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from lictor.errors import BadInput
from lictor.games.republic_of_rome import present
from lictor.games.republic_of_rome.rules import books
from lictor.games.republic_of_rome.rules.adjust import apply_adjustment
from lictor.games.republic_of_rome.rules.ledger import FACTIONS, Faction, State
from lictor.games.republic_of_rome.rules.settings import overrides_of, settings
from lictor.games.republic_of_rome.rules.verbs import (
    ADJUSTMENTS,
    ARITY,
    EVENTS,
    RESERVED,
    Act,
    parse,
)
from lictor.i18n import N_, t
from lictor.rules.actors import Who
from lictor.rules.game import (
    Agenda,
    BaseGame,
    BoardView,
    Capabilities,
    Event,
    Seats,
    parse_players,
)
from lictor.rules.violation import IllegalAction, Violation

PHYSICAL_REFUSED = N_(
    "--physical: the ledger always keeps a game played with the real box (the table enters "
    "every draw and roll it makes), so there is nothing more to tell; play it without "
    "--physical"
)
SCOPE = N_(
    "only the summary's rules are applied (1.05.3-1.12.3); what it does not cover (the "
    "Senate's other business, combat itself, the State's income) is entered as a plain, "
    "logged adjustment"
)


def words() -> tuple[str, ...]:
    """Every verb's words and what it does, said in the language now spoken (the words
    themselves stay the input's)."""
    return tuple(
        t("event: {words} - {what}", words=w, what=t(what)) for w, what in EVENTS.values()
    ) + tuple(
        t("adjustment: {words} - {what}", words=w, what=t(what)) for w, what in ADJUSTMENTS.values()
    )


# the ledger records a physical game: the table enters every event and adjustment; only
# the choice 1.05.4 gives a player whose faction is left empty (draw or wait) is also his
# to send from his own screen, while the ledger waits on him (Who.TURN: the table too)
SENDERS = MappingProxyType(
    {verb: Who.TURN if verb in ("draw", "wait") else Who.TABLE for verb in ARITY}
)


class RepublicLedger(BaseGame):
    id = "republic-of-rome"
    title = "The Republic of Rome"
    sides = FACTIONS
    capabilities = Capabilities(
        open_seating=True,
        options=("content",),
        applies_checked=True,
        checks_arity=True,
        board=True,  # the factions' books drawn as a page (diagrams.py)
    )
    number_bound = 9999  # Talents run into the hundreds; no count at the table reaches this
    # the ledger records a physical game: the table enters every event and adjustment, and
    # no seat sends any (lictor.rules.actors)
    senders = SENDERS

    # -- seats and options ---------------------------------------------------------------
    def seat(self, spec: str) -> dict[str, str]:
        """``Ann,Ben,Cy`` in seating order: each player one faction (1 to 6 players)."""
        parts = [p.strip() for p in spec.split(",")]
        if "" in parts:
            raise BadInput(
                t(
                    "--players: {spec} has an empty name (names are separated by ,)",
                    spec=repr(spec),
                )
            )
        if not 1 <= len(parts) <= len(FACTIONS):
            raise BadInput(
                t(
                    "--players: 1 to {most} players, got {n}",
                    most=len(FACTIONS),
                    n=len(parts),
                )
            )
        named = {p.partition("=")[0].strip().lower() for p in parts if "=" in p}
        free = iter(c for c in FACTIONS if c not in named)
        given = ",".join(p if "=" in p else f"{next(free)}={p}" for p in parts)
        out = parse_players(given, FACTIONS, "faction", every=False)
        for name in out.values():
            if name.lower() in RESERVED or not name[:1].isalpha() or " " in name:
                raise BadInput(
                    t(
                        "--players: {name} cannot name a player (a word of the ledger)",
                        name=repr(name),
                    )
                )
        return out

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        extra = [k for k, v in options.items() if v and k not in ("content", "content_file")]
        if extra:
            raise BadInput(
                t(
                    "{game} does not take --{option} (it takes --content)",
                    game=self.id,
                    option=extra[0],
                )
            )
        out: dict[str, Any] = {}
        from lictor.content.override import content_option

        out.update(
            content_option(
                options, lambda data, source: settings(overrides_of(data, source), source)
            )
        )  # a bad pack refused now
        return out

    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        if physical:
            raise BadInput(t(PHYSICAL_REFUSED))
        opts = dict(options or {})
        source = str(opts.get("content_file") or "--content")
        cfg = settings(overrides_of(opts.get("content"), source), source)
        factions = tuple(Faction(player, side) for side, player in seats.by_side)
        return State(factions, (), cfg, seed)

    # -- words <-> actions ---------------------------------------------------------------
    def parse(self, state: State, words: Sequence[str]) -> Act:
        return parse(state, words)

    def text(self, action: Act) -> str:
        return str(action)

    # -- rules -----------------------------------------------------------------------------
    def check(self, s: State, a: Act) -> list[Violation]:
        try:
            self.apply(s, a)
        except IllegalAction as exc:
            return exc.violations
        return []

    def apply(self, s: State, a: Act) -> tuple[State, list[Event]]:
        if s.over is not None:
            raise books.refuse(
                "over",
                t("the game is over: everyone lost ({why})", why=books.over_said(s)),
                "1.12.3",
                N_("loss"),
            )
        owing = [f.player for f in s.factions if f.owes_choice]
        if owing and not (a.verb in ("draw", "wait") and a.args[0] in owing):
            who = owing[0]
            raise books.refuse(
                "choice",
                t(
                    "{player}'s faction has no Senator left and {player} chooses first",
                    player=who,
                ),
                "1.05.4",
                N_("a faction's elimination"),
                t(
                    "draw {player} NAME INFLUENCE ORATORY LOYALTY (the Curia's top Senator), "
                    "or wait {player}",
                    player=who,
                ),
            )
        if a.verb in ADJUSTMENTS:
            return apply_adjustment(s, a)
        v = a.verb
        if v == "die":
            return books.die(s, a.args[0], len(a.args) == 2)
        if v == "draw":
            return books.draw(s, a)
        if v == "wait":
            return books.wait(s, a.args[0])
        if v == "spoils":
            return books.spoils(s, a.args[0], a.args[1])
        if v == "revenue":
            return books.revenue(s)
        if v in ("move", "give"):
            return books.transfer(s, a)
        if v == "end-revenue":
            return books.end_revenue(s)
        if v == "persuade":
            return books.persuade(s, a)
        if v == "prosecute":
            return books.prosecute(s, a)
        if v == "war":
            return self._war(s, a)
        if v == "end-combat":
            return books.end_combat(s)
        return books.revolt(s)

    def _war(self, s: State, a: Act) -> tuple[State, list[Event]]:
        from lictor.rules.fast import replace

        kind, name = a.args
        if kind == "add":
            if any(w.lower() == name.lower() for w in s.wars):
                raise books.refuse(
                    "war", t("{war} is an active war already", war=name), "1.12.3", N_("wars")
                )
            s = replace(s, wars=(*s.wars, name))
            said = t(
                "{war} is an active war: {n} active (counted at the end of the Combat phase)",
                war=name,
                n=len(s.wars),
            )
        else:
            s = replace(s, wars=tuple(w for w in s.wars if w != name))
            said = t(
                "{war} ends: {n} active (counted at the end of the Combat phase)",
                war=name,
                n=len(s.wars),
            )
        return s, [Event(said, "1.12.3")]

    # -- what is legal, what happens next ------------------------------------------------
    def legal_actions(self, s: State) -> list[Act]:
        """A sample of what `act` takes now: the events with no number to enter (the rest,
        and every adjustment, take the table's numbers: `next` lists their words)."""
        if s.over is not None:
            return []
        owing = [f.player for f in s.factions if f.owes_choice]
        if owing:
            return [Act("wait", (owing[0],))]
        out: list[Act] = []
        if not s.revenue_paid:
            for g in s.governors():
                out += [Act("spoils", (g.name, "roll")), Act("spoils", (g.name, "none"))]
            out.append(Act("revenue"))
        if s.redistribution:
            out.append(Act("end-revenue"))
        else:
            out.append(Act("turn"))
        out += [Act("die", (x.name,)) for x in s.senators]
        out += [Act("war", ("end", w)) for w in s.wars]
        out += [Act("end-combat"), Act("revolt")]
        return out

    def agenda(self, s: State) -> Agenda:
        options = tuple(str(a) for a in self.legal_actions(s))
        if s.over is not None:
            return Agenda(
                self.id,
                True,
                "everyone-loses",
                (),
                (),
                t("Everyone loses - {why}", why=books.over_said(s)),
                s.over.section,
            )
        owing = [f.player for f in s.factions if f.owes_choice]
        if owing:
            who = owing[0]
            return Agenda(
                self.id,
                False,
                None,
                (),
                (who,),
                t(
                    "{player}'s faction has no Senator left: {player} chooses - take the "
                    "Curia's top Senator as leader (the default: draw {player} NAME INFLUENCE "
                    "ORATORY LOYALTY) or wait for the next one to enter the Curia (wait "
                    "{player})",
                    player=who,
                ),
                "1.05.4",
                options=options,
            )
        if s.redistribution:
            doing = t(
                "Turn {turn}, redistribution: move FROM TO N (within a faction), give FROM "
                "TO N (to another player); then end-revenue",
                turn=s.turn,
            )
            section = "1.06.3"
        else:
            doing = (
                t(
                    "Turn {turn} (revenue paid): enter an event - die, persuade, prosecute, "
                    "war, end-combat, revolt - or an adjustment",
                    turn=s.turn,
                )
                if s.revenue_paid
                else t(
                    "Turn {turn} (before revenue: spoils, then revenue): enter an event - die, "
                    "persuade, prosecute, war, end-combat, revolt - or an adjustment",
                    turn=s.turn,
                )
            )
            section = "1.05-1.12"
        scope = t(SCOPE)
        return Agenda(
            self.id,
            False,
            None,
            (),
            (),
            t(
                "{doing}. {scope} (every verb's words: the steps of `lictor referee next --json`)",
                doing=doing,
                scope=scope[0].upper() + scope[1:],
            ),
            section,
            steps=words(),
            options=options,
        )

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        del seat  # nothing in the ledger is secret (see the module's note)
        return present.status(s)

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view)

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        return [
            t(
                "The ledger is open: enter the Senators (senator PLAYER NAME INFLUENCE ORATORY "
                "LOYALTY), the Faction Leaders (leader PLAYER NAME) and the treasuries "
                "(adjust ...)"
            ),
            t("Scope: {scope}", scope=t(SCOPE)),
        ]

    def board_view(self, s: State) -> BoardView:
        return BoardView("books", {"view": present.status(s)}, self.title)

    def is_secret(self, action: Act) -> bool:
        return False

    def hidden_tail(self, state: State) -> int:
        return 0

    def state_key(self, s: State) -> State:
        return s
