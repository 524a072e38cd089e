"""What the kernel asks of a game. The core is pure: no I/O, no clock, no hidden random."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from lictor.errors import BadInput
from lictor.i18n import t, tn
from lictor.rules.actors import Authority, Who
from lictor.rules.npc import Decision
from lictor.rules.violation import IllegalAction, Violation

if TYPE_CHECKING:  # the odds (fractions, decimal) load only for `odds`
    from lictor.rules.odds import Odds

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened when an action was applied, said for the table."""

    text: str
    section: str = ""

    def __init__(self, text: str, section: str = "") -> None:
        # each field written straight in: the generated __init__ of a frozen dataclass
        # calls object.__setattr__ per field, and the rules say thousands of events a
        # second (issue 27); tests/rules/test_quick_init.py holds it to the fields
        d = self.__dict__
        d["text"] = text
        d["section"] = section


@dataclass(frozen=True)
class Agenda:
    """What happens next, for humans and for scripts."""

    game: str
    over: bool
    outcome: str | None
    winners: tuple[str, ...]
    waiting_on: tuple[str, ...]
    prompt: str
    section: str = ""
    secret: bool = False  # the answer is a secret choice: ask for it hidden
    steps: tuple[str, ...] = ()
    options: tuple[str, ...] = field(default=())
    secret_words: str = ""  # the words a hidden answer follows ("card rome", "choose Ann")
    # what a hidden answer given as a number is ("the number of your card", "the Dignitas
    # you commit"); empty: "your number"
    secret_ask: str = ""
    # the option a blank answer at `next` takes (the first offered, a sensible default the
    # player may replace with any other); empty: a blank answer stops
    default: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "over": self.over,
            "outcome": self.outcome,
            "winners": list(self.winners),
            "waiting_on": list(self.waiting_on),
            "prompt": self.prompt,
            "section": self.section,
            "secret": self.secret,
            "steps": list(self.steps),
            "options": list(self.options),
            "secret_words": self.secret_words,
            "default": self.default,
        }


@dataclass(frozen=True)
class Seats:
    """Who plays which side: side name -> player name."""

    by_side: tuple[tuple[str, str], ...]

    def player(self, side: str) -> str:
        return dict(self.by_side)[side]

    def as_dict(self) -> dict[str, str]:
        return dict(self.by_side)


@dataclass(frozen=True)
class Capabilities:
    """What a game offers beyond the kernel's minimum, declared rather than discovered.

    ``open_seating``: players are named in seating order (``Ann,Ben,Cy``) and ``seat``
    gives them their sides; otherwise ``SIDE=NAME`` pairs. ``options``: the session
    options ``check_options`` accepts (a scenario, a variant). ``applies_checked``:
    ``apply`` refuses an illegal action itself, so the kernel applies once instead of
    checking first. ``board``: ``board_view`` says how to draw the state on the game's
    printed board (``lictor referee board``). ``checks_arity``: ``parse`` (or the move
    itself) refuses words beyond what each verb takes, so the kernel's fallback test for
    unused words (``lictor.rules.words.refuse_unused_words``) is not run: a word the
    action uses, even one that repeats a default, is never refused.
    """

    open_seating: bool = False
    options: tuple[str, ...] = ()
    applies_checked: bool = False
    board: bool = False
    checks_arity: bool = False


@dataclass(frozen=True)
class BoardView:
    """The state on the printed board: which deck of the game's pack is the board, and
    the row data its diagram draws the pieces from (plain data: names, ids, colours)."""

    deck: str
    row: Mapping[str, Any]
    title: str = ""


class Game(Protocol, Generic[S, A]):
    id: str
    title: str
    sides: tuple[str, ...]
    capabilities: Capabilities
    secret_verbs: frozenset[str]
    number_bound: int
    state_type: type | None  # BaseGame.state_type

    def seat(self, spec: str) -> dict[str, str]: ...
    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]: ...
    def setup(
        self, seats: Seats, seed: int, physical: bool, options: Mapping[str, Any] | None = None
    ) -> S: ...
    def parse(self, state: S, words: Sequence[str]) -> A: ...
    def text(self, action: A) -> str: ...
    def check(self, state: S, action: A) -> list[Violation]: ...
    def apply(self, state: S, action: A) -> tuple[S, list[Event]]: ...
    def legal_actions(self, state: S) -> list[A]: ...
    def agenda(self, state: S) -> Agenda: ...
    def status(self, state: S, seat: str | None) -> dict[str, Any]: ...
    def describe(self, view: Mapping[str, Any]) -> list[str]: ...
    def setup_summary(self, view: Mapping[str, Any]) -> list[str]: ...
    def is_secret(self, action: A) -> bool: ...
    def reveals(self, state: S, action: A) -> bool: ...
    def hidden_tail(self, state: S) -> int: ...
    def masked_log(
        self, state: S, actions: Sequence[str], seat: tuple[str, str] | None = None
    ) -> list[str]: ...
    def state_key(self, state: S) -> Any: ...
    def board_view(self, state: S) -> BoardView | None: ...
    def odds(self, state: S) -> list[Odds]: ...
    def era(self, state: S) -> int | None: ...
    def last_era(self, state: S) -> int | None: ...
    def label(self, state: S, word: str) -> str: ...
    def authority(self, state: S, seats: Seats, words: Sequence[str]) -> Authority: ...
    def older_words(self, words: str) -> list[str]: ...
    def setup_fields(self, options: Mapping[str, Any]) -> Mapping[str, Any] | None: ...
    def seating(self, players: str, options: Mapping[str, Any]) -> tuple[str, dict[str, Any]]: ...
    def says(self, state: S, text: str) -> str: ...
    def next_lines(self, state: S) -> list[str]: ...
    def for_options(self, options: Mapping[str, Any]) -> Game[S, A]: ...
    def with_npcs(self, players: str, npcs: str) -> tuple[str, list[str]]: ...
    def npc_turn(self, state: S) -> tuple[str, Decision] | None: ...


def named_player(seats: Seats, words: Sequence[str], at: int = 1) -> str | None:
    """The player ``words[at]`` names (his name or his side, any case), or None."""
    if len(words) <= at:
        return None
    key = words[at].strip().lower()
    for side, player in seats.by_side:
        if key in (side.lower(), player.lower()):
            return player
    return None


# words the referee reads where a player's name may stand (`raise Cy none`, `who: every`,
# `--seat table`, `npc:Rufus`): a player may not be called by one of them
SEAT_KEYWORDS = frozenset(
    {"none", "all", "table", "every", "everyone", "everybody", "nobody", "noone", "primus", "npc"}
)


def parse_players(
    spec: str, sides: Sequence[str], word: str = "side", every: bool = True
) -> dict[str, str]:
    """``carthage=Ann,rome=Ben`` -> {side: player} in the order given, each side and each
    player once; ``every``: every side must be played (else any of them may be)."""
    out: dict[str, str] = {}
    for part in spec.split(","):
        side, sep, name = part.partition("=")
        side, name = side.strip().lower(), name.strip()
        if not sep or not name:
            raise BadInput(
                f"--players: {part.strip()!r} should be {word.upper()}=NAME "
                f"({word}s: {', '.join(sides)})"
            )
        if side not in sides:
            raise BadInput(f"--players: unknown {word} {side!r} ({word}s: {', '.join(sides)})")
        if side in out:
            raise BadInput(f"--players: {word} {side!r} is given twice")
        out[side] = name
    missing = [s for s in sides if s not in out]
    if every and missing:
        raise BadInput(f"--players: no player for {', '.join(missing)}")
    seen: set[str] = set()
    for n in out.values():
        if n.lower() in SEAT_KEYWORDS:
            raise BadInput(
                t(
                    "--players: {name} is a word the referee reads ({words}); choose another name",
                    name=repr(n),
                    words=", ".join(sorted(SEAT_KEYWORDS)),
                )
            )
        if n.lower() in seen:
            raise BadInput(f"--players: {n!r} is named twice: each player plays one {word}")
        seen.add(n.lower())
    return out


def coloured(parts: list[str], colours: Sequence[str]) -> list[str]:
    """``--players`` parts with each bare name given the next colour nobody named (in the
    colours' order), or one line if too many names are left without one."""
    named = {p.partition("=")[0].strip().lower() for p in parts if "=" in p}
    free = [c for c in colours if c not in named]
    bare = [p for p in parts if p and "=" not in p]
    if len(bare) > len(free):
        raise BadInput(
            tn(
                "--players: {n} name without a colour, more than the colours left ({colours})",
                "--players: {n} names without a colour, more than the colours left ({colours})",
                len(bare),
                colours=", ".join(free) or "-",
            )
        )
    give = iter(free)
    return [p if "=" in p or not p else f"{next(give)}={p}" for p in parts]


class BaseGame:
    """The defaults a game inherits: fixed sides, no options, the whole log shown, and a
    plain text status. A game overrides what it offers and says so in ``capabilities``."""

    id: str
    title: str
    sides: tuple[str, ...]
    capabilities = Capabilities()
    secret_verbs: frozenset[str] = frozenset()  # verbs whose answers are secret
    number_bound = 999  # no number said at this table is larger (a game may lower it)
    # the shape of the game's state: raise it when a state field is added, renamed or
    # changes meaning, so snapshots of the older shape are rebuilt (lictor.rules.snapshot)
    state_version = 1
    # the class of the game's states, where it is one class: a snapshot read is checked
    # against it without setting the table up again (None: the setup's own type)
    state_type: type | None = None

    # verb -> who may send it (lictor.rules.actors.Who); a verb not listed is its named
    # player's, on his turn (Who.TURN)
    senders: Mapping[str, Who] = {}

    def authority(self, state: Any, seats: Seats, words: Sequence[str]) -> Authority:
        """Who may send ``words``: the verb's declared ``Who`` and the player the second
        word names (a player or a side; None if it names neither). Public facts only."""
        w = [x for x in words if x.strip()]
        verb = w[0].lower() if w else ""
        return Authority(self.senders.get(verb, Who.TURN), named_player(seats, w))

    def says(self, state: Any, text: str) -> str:
        """What the legal action ``text`` does now, in words, where its words alone do not
        say it (a race's move by where it goes); empty by default."""
        return ""

    def next_lines(self, state: Any) -> list[str]:
        """Lines `next` shows above the prompt (a race's track with its hex ids); none by
        default."""
        return []

    def for_options(self, options: Mapping[str, Any]) -> Any:
        """The game as a session with these (checked) options plays it: a game whose
        readings a table may correct (``--content``) or whose variant changes what it
        says returns one built over them; by default, itself."""
        return self

    def setup_fields(self, options: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The ``compare=False`` fields the setup over ``options`` gives its state (what a
        snapshot refers to rather than copies, lictor.rules.snapshot), where the game can
        tell them without setting the table up; None: the setup is made to read them."""
        return None

    def older_words(self, words: str) -> list[str]:
        """An action of a log written before actors, as today's actions (the same one by
        default; a game whose verb changed meaning says what it meant then)."""
        return [words]

    def reveals(self, state: Any, action: Any) -> bool:
        """Whether offering ``action`` tells what its player secretly holds (a card in
        hand only its holder may play): such an option is listed to that seat alone."""
        return False

    def seat(self, spec: str) -> dict[str, str]:
        """Which player plays which side, from ``--players``, in the game's side order."""
        given = parse_players(spec, self.sides)
        return {side: given[side] for side in self.sides}

    def seating(self, players: str, options: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """The seating a variant makes of ``--players`` (a solo variant's one player may
        run several seats), and the options with what it keeps of it; unchanged by default."""
        return players, dict(options)

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The session's options, checked; a game without options refuses any."""
        given = [k for k, v in options.items() if v]
        if given:
            raise BadInput(f"{self.id} takes no options ({', '.join(given)})")
        return {}

    def masked_log(
        self, state: Any, actions: Sequence[str], seat: tuple[str, str] | None = None
    ) -> list[str]:
        """The log as ``seat`` (its side and player) saw it: the public log, with that
        seat's own secret actions shown in full (its own picks and cards, never another
        seat's hand); without a seat, the log as the whole table may see it."""
        public = self.public_log(state, actions)
        if seat is None:
            return public
        return [
            own if self.owns(own, seat) else shown
            for own, shown in zip(actions, public, strict=True)
        ]

    def public_log(self, state: Any, actions: Sequence[str]) -> list[str]:
        """The log as the whole table may see it (a game with secrets masks them)."""
        return list(actions)

    def owns(self, words: str, seat: tuple[str, str]) -> bool:
        """Whether ``seat`` (side, player) made the action ``words`` - and so saw all of
        it: the second word names its owner, a player or a side, as every refereed game
        writes them."""
        parts = words.split()
        return len(parts) > 1 and parts[1].lower() in {n.lower() for n in seat}

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        """The status ``view`` (already what the asking seat may see) as lines of text."""
        skip = {"session", "game", "over", "outcome", "winners", "waiting_on", "prompt"}
        return [f"{k}: {v}" for k, v in view.items() if k not in skip]

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        """What the table must know right after setup (cards dealt face up ...)."""
        return []

    def board_view(self, state: Any) -> BoardView | None:
        """The state on the printed board (a game with ``capabilities.board`` says how)."""
        return None

    def label(self, state: Any, word: str) -> str:
        """What a word of an action names, as printed (a card id's printed name); the
        word itself by default."""
        return word

    def era(self, state: Any) -> int | None:
        """The Era (or round) ``state`` is in, for games that have them; None otherwise."""
        return None

    def last_era(self, state: Any) -> int | None:
        """The game's final Era (or round), for games that have them; None otherwise."""
        return None

    def odds(self, state: Any) -> list[Odds]:
        """The exact odds of the draw (or thumb flip) pending now; none by default."""
        return []

    def with_npcs(self, players: str, npcs: str) -> tuple[str, list[str]]:
        """``--npc``: the seating with the NPC seats added, and their names (a game that
        plays no NPC refuses)."""
        raise BadInput(f"--npc: {self.title} has no NPC seats the referee plays")

    def npc_turn(self, state: Any) -> tuple[str, Decision] | None:
        """The NPC whose answer the game waits on now, and its policy's decision (None:
        no NPC is to act)."""
        return None


def apply_checked(game: Game[S, A], state: S, action: A) -> tuple[S, list[Event]]:
    """Apply ``action`` if the rules allow it, else raise IllegalAction (nothing changed).
    A game whose ``apply`` already refuses what ``check`` would (``applies_checked``)
    is applied once, not checked and then applied."""
    if game.capabilities.applies_checked:
        return game.apply(state, action)
    violations = game.check(state, action)
    if violations:
        raise IllegalAction(violations)
    return game.apply(state, action)
