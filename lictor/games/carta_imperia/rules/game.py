"""Carta Imperia refereed, from the first card dealt to the winner: pure functions over
``State``. The procedure is its phases, composed below in play order (``PROCEDURE``; each
phase a package of ``phases/``); this module is what the kernel calls.

Over 400 lines for a reason: it is the whole of the kernel's interface (``BaseGame``), one
short method each, every one delegating to a concept module; splitting it would scatter
that one contract."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from lictor.games.carta_imperia import present
from lictor.games.carta_imperia.rules import historical_setup as hist
from lictor.games.carta_imperia.rules import log, npc_seats, ref, status
from lictor.games.carta_imperia.rules.board import DEFAULT_SCENARIO, Board
from lictor.games.carta_imperia.rules.board_user import board_with, load_board
from lictor.games.carta_imperia.rules.deal_words import flipped_deal
from lictor.games.carta_imperia.rules.lazy_phases import lazy_phases
from lictor.games.carta_imperia.rules.procedure import Procedure
from lictor.games.carta_imperia.rules.state import ACTIONS, COLOURS, Action, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.i18n import current_lang, t, tn
from lictor.lazy import LazyModule
from lictor.rules.actors import Authority, Who
from lictor.rules.fast import replace
from lictor.rules.game import (
    SEAT_KEYWORDS,
    Agenda,
    BaseGame,
    BoardView,
    Capabilities,
    Event,
    Seats,
    named_player,
    parse_players,
)
from lictor.rules.names import check_names
from lictor.rules.npc import Decision
from lictor.rules.violation import BadAction, Violation

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.setup import steps as setup_steps
    from lictor.rules.odds import Odds
else:  # the setup's steps (the first Primus, the draft, Scenario II's) at `new` alone
    setup_steps = LazyModule("lictor.games.carta_imperia.rules.phases.setup.steps")

# The procedure: the phases in play order, each a package of rules/phases/ declaring its
# verbs and steps (rules/phase.py); nothing else lists a word or a step.
PROCEDURE = Procedure(
    *lazy_phases(  # each imported when first used (rules/lazy_phases.py)
        (
            "setup",  # Full Game Setup: Start Cards, the first Primus
            "scenario_setup",  # Scenario II: Player Order, Busts placed, before the draft
            "draft",  # the Events Draft
            "era",  # each Era: direction, Historical Event, Action cards
            "exploit",  # I. eXploit
            "exec",  # II. eXec (and the Reforms used at any step)
            "elections",  # the Elections
            "extort",  # III. eXtort
            "expand",  # IV. eXpand
            "extralegal",  # V. eXtra-Legal (from its Era)
            "civil_war",  # the Civil War, when a Rubicon was crossed
            "end_of_era",  # the end of the Era
            "endgame",  # Game End & Victory
            "tools",  # the table's tools, at any step; Prestige payments
        )
    )
)
# verb -> does the second word name a player?
VERBS: dict[str, bool] = {w: v.player for w, v in PROCEDURE.verbs.items()}
# verb -> the most words it takes after the verb (and its player); None: the move reads a
# variable number of words and refuses what it cannot use itself (choose, pay, deal ...)
ARITY: dict[str, int | None] = {w: v.arity for w, v in PROCEDURE.verbs.items()}
# a --physical table's secret cards, turned over together: revealed Ann exec expand
VERBS["revealed"] = True
ARITY["revealed"] = None
SECRET = set(PROCEDURE.secret)
LEDGER = {"court", "thumb", "veto"}  # rulings whose payments may be capped
# Who may send each verb (lictor.rules.actors), as each phase declares it: a verb with no
# sender is its named player's, on his turn (or, naming no one, the waited-on player's).
SENDERS: dict[str, Who] = {w: v.sender for w, v in PROCEDURE.verbs.items() if v.sender}
# the named player's alone in a virtual game: a secret answer, or a card from his hidden
# hand (a shared screen may not probe them; the hot seat hands the screen over)
PRIVATE = frozenset(w for w, v in PROCEDURE.verbs.items() if v.private)
# the word after the player names the other party (a deal), spelt as at the table
PARTIES = frozenset(w for w, v in PROCEDURE.verbs.items() if v.party)
# (verb, step) -> the cheap test the listing uses instead of playing the offer (phase.py)
CHECKS = {
    (w, step): v.check
    for p in PROCEDURE.phases
    for w, v in p.verbs.items()
    if v.check is not None
    for step in v.steps
}
# a tool (legal at any step) -> its cheap test, where its phase declares one
TOOL_CHECKS = {
    w: v.check
    for p in PROCEDURE.phases
    for w, v in p.verbs.items()
    if v.check is not None and w in PROCEDURE.tools
}


@cache
def _checks_at(step: str) -> Mapping[str, Callable[[Board, State, Action], bool | None] | None]:
    """Each verb's cheap test at ``step``, one look-up a listed offer: a tool's own (or None,
    where it has none) before any step's, as ``CHECKS`` and ``TOOL_CHECKS`` read; a verb
    absent has none (issue 27)."""
    here: dict[str, Callable[[Board, State, Action], bool | None] | None] = {
        verb: check for (verb, at), check in CHECKS.items() if at == step
    }
    here.update((tool, TOOL_CHECKS.get(tool)) for tool in PROCEDURE.tools)
    return MappingProxyType(here)


class CartaGame(BaseGame):
    id = "carta-imperia"
    title = "Carta Imperia: Rise of Rome"
    sides = COLOURS
    min_players, max_players = 3, 6
    capabilities = Capabilities(
        open_seating=True,
        options=("scenario", "challenging", "content", "npc", "variant", "actions"),
        applies_checked=True,
        board=True,  # the map tiles in play with the pieces on them (board_view.py)
        checks_arity=True,  # ARITY here, or the move itself, refuses words it does not use
    )
    secret_verbs = frozenset(SECRET)
    number_bound = 99  # Legacies, votes, Legions and Prestige all stay well below
    senders = SENDERS
    # 6: State.historical (the Historical variant) and State.emptied (Provinces emptied
    # by moving their Bust); 4 and 5: State.npcs and State.omens, the Dealmaking
    # variant's NPC Senators
    # 3: the Civil War's state (War, Army, Clash) moved to rules/phases/civil_war/rulings.py
    # (a snapshot names each class by its module); 2: State.offers, the deals offered and
    # not yet answered
    # 7: State.bids, the blind bids to an NPC Senator
    # 8: State.drafts and State.discard (Draft Events drawn and discarded by a card's
    # effect) and State.revealed (the Action cards turned over one Action at a time)
    # 9: State.promises, the NPC Senators' promises kept (tools/npc_promises.py)
    state_version = 9
    state_type = State  # a snapshot is checked against it (no setup needed to read one)

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or load_board()
        # the last state listed and its legal actions: one command asks of one state several
        # times (the agenda, the options its seat may see, the status view); states are frozen.
        # Also kept: what each offer the listing checked by playing it gave, and the language
        # its events were said in - ``apply`` of that state and action, in that language,
        # takes it instead of playing it again (an NPC or a playout lists, then plays one;
        # the procedure is a pure function of the board, the state, the action and the
        # language spoken: issue 27)
        self._listed: Listed | None = None

    # -- seats and options ------------------------------------------------------------
    def seat(self, spec: str) -> dict[str, str]:
        """``Ann,Ben,Cy`` in seating order (clockwise), or ``green=Ann,red=Ben,...``: a name
        given a colour plays it, a bare name takes the next colour nobody named (red, blue,
        green, yellow, orange, grey), so both may be mixed; the order given is the seating."""
        return self._seat(spec)

    def _seat(self, spec: str, npcs: Sequence[str] = ()) -> dict[str, str]:
        """``seat``, whose refusals name ``--npc`` for a name of ``npcs``."""
        from lictor.errors import BadInput

        parts = [p.strip() for p in spec.split(",")]
        if "" in parts:
            raise BadInput(
                t(
                    "--players: {spec} has an empty name (names are separated by ,)",
                    spec=repr(spec),
                )
            )
        named = {p.partition("=")[0].strip().lower() for p in parts if "=" in p}
        free = iter(c for c in COLOURS if c not in named)
        given = ",".join(p if "=" in p else f"{next(free, '?')}={p}" for p in parts)
        if not self.min_players <= len(parts) <= self.max_players:
            raise BadInput(
                t(
                    "--players: Carta Imperia is for {least} to {most} players, got {n}",
                    least=self.min_players,
                    most=self.max_players,
                    n=len(parts),
                )
            )
        seats = parse_players(given, COLOURS, "colour", every=False)
        for side, n in seats.items():
            where = "--npc" if n in npcs else "--players"
            self.check_name(n, where)
            # a seat is named by its player or its colour, the colour first: a name that
            # is another seat's colour would never reach its player (an NPC's answers
            # would go to that seat's player and the game would wait for ever)
            owner = seats.get(n.lower())
            if owner is not None and n.lower() != side:
                raise BadInput(
                    t(
                        "{where}: {name} is the colour of {owner}'s seat; choose another name",
                        where=where,
                        name=repr(n),
                        owner=owner,
                    )
                )
        return seats

    def check_name(self, n: str, where: str = "--players") -> None:
        """One name of ``--players`` (or ``--npc``: ``where``) as a word lictor reads back:
        one word, not a word of lictor's; refused in one line naming ``where``."""
        from lictor.errors import BadInput

        if n.lower() in SEAT_KEYWORDS:
            raise BadInput(
                t(
                    "{where}: {name} is a word the referee reads ({words}); choose another name",
                    where=where,
                    name=repr(n),
                    words=", ".join(sorted(SEAT_KEYWORDS)),
                )
            )
        if not n.replace("-", "").replace("_", "").isalnum():
            raise BadInput(
                t(
                    "{where}: {name}: a name is one word (letters, digits, - or _)",
                    where=where,
                    name=repr(n),
                )
            )
        if n.lower() in VERBS or n.lower() in ACTIONS:
            raise BadInput(
                t(
                    "{where}: {name} is one of lictor's words; choose another name",
                    where=where,
                    name=repr(n),
                )
            )

    def seating(self, players: str, options: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        return hist.historical_seating(self.board, players, options)

    def with_npcs(self, players: str, npcs: str) -> tuple[str, list[str]]:
        """``--players Ann --npc Rufus,Cato``: the seating, the NPCs (rules/npc_seats.py)."""
        spec, names = npc_seats.with_npcs(players, npcs, self.min_players, self.max_players)
        for n in names:  # refused as --npc's names, before the seating reads them
            check_names({"": n}, "--npc")
            self.check_name(n, "--npc")
        self._seat(spec, names)
        return spec, names

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        from lictor.errors import BadInput

        scenario = str(options.get("scenario") or DEFAULT_SCENARIO)
        known = {x.id: x for x in self.board.scenarios}  # the pack's scenario table
        refereed = [x.id for x in self.board.scenarios if x.refereed]
        if scenario not in known:
            raise BadInput(
                t(
                    "--scenario: {scenario} is not a scenario of Carta Imperia (scenarios: "
                    "{scenarios})",
                    scenario=repr(scenario),
                    scenarios=", ".join(refereed),
                )
            )
        if not known[scenario].refereed:
            raise BadInput(
                t(
                    "--scenario: {scenario} is not refereed yet (scenarios: {scenarios})",
                    scenario=repr(scenario),
                    scenarios=", ".join(refereed),
                )
            )
        challenging = bool(options.get("challenging", False))
        if challenging and not known[scenario].challenging:
            raise BadInput(
                t(
                    "--challenging: {scenario} has no Challenging Game",
                    scenario=t(known[scenario].name),
                )
            )
        out: dict[str, Any] = {"scenario": scenario, "challenging": challenging}
        out.update(hist.historical_options(self.board, options))
        npcs = options.get("npc") or []
        if not isinstance(npcs, list) or not all(isinstance(n, str) and n for n in npcs):
            raise BadInput(t("--npc: a list of NPC names"))
        if npcs:
            out["npc"] = list(npcs)
        from lictor.content.override import content_option

        out.update(  # a bad pack refused now
            content_option(options, lambda data, source: board_with(data, source, scenario))
        )
        return out

    # -- setup ------------------------------------------------------------------------
    def setup(
        self,
        seats: Seats,
        seed: int = 0,
        physical: bool = False,
        options: Mapping[str, Any] | None = None,
    ) -> State:
        opts = dict(options or {})
        board = self._board_of(opts)
        npcs = tuple(str(n) for n in opts.get("npc") or ())
        variant = hist.historical_variant(board, seats, opts)
        challenging = bool(opts.get("challenging"))
        state = setup_steps.setup(board, seats, seed, physical, challenging, npcs, variant)
        return replace(state, board=board) if board is not self.board else state

    def _board_of(self, opts: Mapping[str, Any]) -> Board:
        """The map ``opts`` play on: a table's own pack over the built-in one, the
        scenario's, or the game's."""
        board = self.board
        scenario = str(opts.get("scenario") or board.scenario.id)
        if opts.get("content") is not None:
            source = str(opts.get("content_file") or "--content")
            return board_with(opts["content"], source, scenario)
        if scenario != board.scenario.id:
            return load_board(scenario=scenario)
        return board

    def setup_fields(self, options: Mapping[str, Any]) -> Mapping[str, Any]:
        """The setup's map, kept on the state only when it is not the game's own."""
        board = self._board_of(options)
        return {"board": board if board is not self.board else None}

    def _b(self, s: State) -> Board:
        return s.board or self.board

    # -- words <-> actions ------------------------------------------------------------
    def parse(self, state: State, words: Sequence[str]) -> Action:
        w = [x for x in map(str.strip, words) if x]
        if not w:
            raise BadAction(t("no action given"))
        verb = w[0].lower()
        if verb not in VERBS:
            from difflib import get_close_matches  # only for a refusal

            near = get_close_matches(verb, sorted(VERBS), n=1)
            if near:
                raise BadAction(
                    t(
                        "not an action: {words}: no verb '{verb}' (did you mean `{near}`?)",
                        words=repr(" ".join(w)),
                        verb=verb,
                        near=near[0],
                    )
                )
            raise BadAction(
                t(
                    "not an action: {words} (run `lictor referee actions` for what is legal now)",
                    words=repr(" ".join(w)),
                )
            )
        rest = w[1:]
        player = ""
        if verb == "revealed" and (
            ("revealed", state.step) in PROCEDURE.handlers
            or (rest[:1] and rest[0].lower() in ACTIONS and not PROCEDURE.revealed_verb(state))
        ):
            # a --physical table's Action turned over: ``revealed exploit Ann Cy`` (era/turn.py)
            spelt = {n.lower(): n for n in state.names}
            typed = [rest[0].lower(), *(spelt.get(x.lower(), x) for x in rest[1:])] if rest else []
            return Action(verb, "", tuple(x.lower() if x.lower() == "none" else x for x in typed))
        if VERBS[verb]:
            if not rest:
                raise BadAction(
                    t(
                        "{verb}: name the player (players: {players})",
                        verb=verb,
                        players=", ".join(state.names),
                    )
                )
            player = self._player(state, rest[0])
            rest = rest[1:]
        most = ARITY.get(PROCEDURE.revealed_verb(state)) if verb == "revealed" else ARITY[verb]
        if verb == "primus" and len(rest) == 1:
            _primus_named_alone(state, w, player, rest[0])
        if most is not None and len(rest) > most:
            names = {n.lower() for n in state.names}
            if not VERBS[verb] and rest[0].lower() in names and len(rest) - 1 <= most:
                # a player named to a verb that takes none: the hint drops the name
                raise BadAction(
                    t(
                        "{words}: {verb} names no player - say `{said}`",
                        words=" ".join(w),
                        verb=verb,
                        said=" ".join([w[0], *rest[1:]]),
                    )
                )
            head = " ".join(w[: len(w) - len(rest) + most])
            fields: dict[str, str | int] = {
                "words": " ".join(w),
                "verb": verb,
                "unused": repr(" ".join(rest[most:])),
                "said": head,
            }
            if most == 0 and VERBS[verb]:
                said = t(
                    "{words}: {verb} takes nothing more after the player - {unused} is not "
                    "used (say `{said}`)",
                    **fields,
                )
            elif most == 0:
                said = t(
                    "{words}: {verb} takes nothing more after it - {unused} is not used (say "
                    "`{said}`)",
                    **fields,
                )
            elif VERBS[verb]:
                said = tn(
                    "{words}: {verb} takes at most {n} word after the player - {unused} is "
                    "not used (say `{said}`)",
                    "{words}: {verb} takes at most {n} words after the player - {unused} is "
                    "not used (say `{said}`)",
                    most,
                    **fields,
                )
            else:
                said = tn(
                    "{words}: {verb} takes at most {n} word after it - {unused} is not used "
                    "(say `{said}`)",
                    "{words}: {verb} takes at most {n} words after it - {unused} is not used "
                    "(say `{said}`)",
                    most,
                    **fields,
                )
            raise BadAction(said)
        args = [a.lower() for a in rest] if verb != "give" else list(rest)
        if verb in PARTIES and args:  # the other party, spelt as at the table
            args[0] = next((n for n in state.names if n.lower() == args[0]), args[0])
        return Action(verb, player, tuple(args))

    def _player(self, state: State, text: str) -> str:
        low = text.lower()
        for n in state.names:
            if n.lower() == low:
                return n
        raise BadAction(
            t(
                "{name} is not a player (players: {players})",
                name=repr(text),
                players=", ".join(state.names),
            )
        )

    def text(self, action: Action) -> str:
        return action.words()

    def is_secret(self, action: Action) -> bool:
        return action.verb in SECRET

    def reveals(self, state: State, action: Action) -> bool:
        """A virtual game knows each Familia's Draft Events: an option offered only to the
        holder of a card (Caesar, Tactical Reserve, Fabian Tactics, a Roman General) is
        listed to that player's seat alone (Events Draft: the cards are held in secret)."""
        if state.physical:
            return False
        return (
            action.verb in ("caesar", "hold", "agree")  # agree: he holds what he gives
            or (action.verb == "general" and len(action.args) > 1)
            or (action.verb == "standard" and "fabian" in action.args)
        )

    def says(self, state: State, text: str) -> str:
        """A discard of the holder's choice (tools/discard.py): its first choice, on his
        own screen alone, is marked the default."""
        if state.step != "discard" or state.discard is None:
            return ""
        from lictor.games.carta_imperia.rules.draft_deck import by_default

        who = state.discard.owed[0][0]
        first = by_default(self._b(state), state, who)[:1]
        if not first or text not in (first[0], f"discard {who} {first[0]}"):
            return ""
        return t("the default")

    def hidden_tail(self, state: State) -> int:
        return 0

    def older_words(self, words: str) -> list[str]:
        """Before deals were offers, ``deal A B ...`` changed hands at once: today that is
        the offer and B's agreement."""
        w = words.split()
        if w[:1] == ["deal"] and len(w) > 2:
            return [words, f"agree {w[2]} {w[1]}"]
        return [words]

    def authority(self, state: State, seats: Seats, words: Sequence[str]) -> Authority:
        """Who may send ``words`` (lictor.rules.actors): ``SENDERS``, with a virtual
        game's private actions (secret answers, cards from a hidden hand) kept to their
        player's own screen; a deal is its first player's offer, which the second agrees."""
        auth = super().authority(state, seats, words)
        w = [x.lower() for x in words]
        verb = w[0] if w else ""
        if verb == "revealed" and ("revealed", state.step) in PROCEDURE.handlers:
            return Authority(Who.TABLE)  # the table turns the cards over (era/turn.py)
        if state.historical is not None:  # one player runs every Familia: nothing private
            return hist.historical_authority(state, auth)
        private = verb in SECRET or verb in PRIVATE
        private = private or (verb == "general" and len(w) > 3)  # a Roman General card
        private = private or (verb == "standard" and "fabian" in w)
        private = private or (verb == "offer" and npc_seats.bidding(state))  # a blind bid
        if auth.who is Who.PROPOSE:
            other = named_player(seats, words, 2)
            flipped = flipped_deal(words)
            hint = (
                t("offer it as `{deal}`", deal=flipped)
                if flipped
                else t("a deal names its proposer first")
            )
            return Authority(Who.PROPOSE, auth.player, hint, other)
        if private and not state.physical:
            return Authority(Who.PRIVATE, auth.player)
        if verb == "agree":  # a physical table's cards are counted in the open
            return Authority(Who.OWN, auth.player)
        return auth

    def describe(self, view: Mapping[str, Any]) -> list[str]:
        return present.describe(view)

    def controls(self, state: State, player: str, options: list[str]) -> list[Any]:
        """The seat's options as pickers (lictor.rules.controls) for its screen."""
        return present.controls(options, lambda word: self.label(state, word))

    def setup_summary(self, view: Mapping[str, Any]) -> list[str]:
        return present.setup_summary(view)

    def public_log(self, state: State, actions: Sequence[str]) -> list[str]:
        """The log as the table may see it (rules/log.py)."""
        return log.public_log(state, actions, PROCEDURE.steps)

    def owns(self, words: str, seat: tuple[str, str]) -> bool:
        """A deal is known to both its parties (Dealmaking); other actions to their
        player."""
        parts = words.split()
        names = {n.lower() for n in seat}
        if parts[:1] == ["deal"]:
            return any(p.lower() in names for p in parts[1:3])
        return super().owns(words, seat)

    # -- rules --------------------------------------------------------------------------
    def check(self, s: State, a: Action) -> list[Violation]:
        try:
            PROCEDURE.apply(self._b(s), s, _as_played(s, a))
        except Refuse as r:
            return [Violation(r.code, r.message, r.rule, r.hint)]
        return []

    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        board = self._b(s)
        try:
            played = _as_played(s, a)
            kept = self._listed
            hit = None
            if kept is not None and kept[0] is s and kept[1] is board and kept[4]:
                hit = kept[4].get(played) if kept[3] == current_lang() else None
            if hit is not None:
                after, events = hit[0], list(hit[1])  # the listing played it: a copy
            else:
                after, events = PROCEDURE.apply(board, s, played)
        except Refuse as r:
            from lictor.rules.violation import IllegalAction

            raise IllegalAction([Violation(r.code, r.message, r.rule, r.hint)]) from None
        if played.verb in LEDGER and after.step != s.step:
            # a ruling decided: say what was really paid, and to whom
            paid = present.ledger(s, after) or t("Paid: no Dignitas or Auctoritas changed hands")
            events.append(Event(paid, events[-1].section if events else ""))
        return after, [_mended(e) for e in events]

    def legal_actions(self, s: State) -> list[Action]:
        board = self._b(s)
        kept = self._listed
        if kept is not None and kept[0] is s and kept[1] is board:
            return list(kept[2])
        out = []
        played: dict[Action, tuple[State, list[Event]]] = {}
        reveal = PROCEDURE.revealed_verb(s)
        names = s.names  # an action naming anyone else is refused (familia_or_refuse)
        checks = _checks_at(s.step)
        for a in PROCEDURE.candidates(board, s):
            if a.player and a.player not in names:
                continue
            check = checks.get(a.verb)
            try:
                said = None if check is None else check(board, s, a)
                if said is None:
                    played[a] = PROCEDURE.apply(board, s, a)  # offered, checked by playing it
                elif not said:
                    continue
            except Refuse:
                continue
            out.append(replace(a, verb="revealed") if reveal and a.verb == reveal else a)
        self._listed = (s, board, out, current_lang(), played)
        return list(out)

    def agenda(self, s: State) -> Agenda:
        found = PROCEDURE.agenda(self._b(s), s, [self.text(a) for a in self.legal_actions(s)])
        if s.bids:  # blind bids to an NPC waiting: who is in, who is still out (never what)
            from lictor.games.carta_imperia.rules.phases.tools.npc_bids import pending_said

            prompt = found.prompt.rstrip()
            end = "" if not prompt or prompt.endswith((".", "!", "?", ":")) else "."
            found = replace(found, prompt=f"{prompt}{end} {pending_said(s)}".strip())
        return found

    def status(self, s: State, seat: str | None) -> dict[str, Any]:
        return status.status(self._b(s), s, seat)

    def state_key(self, s: State) -> State:
        return s

    def board_view(self, s: State) -> BoardView:
        from lictor.games.carta_imperia.board_view import board_view

        return board_view(self._b(s), s)

    def label(self, s: State, word: str) -> str:
        if word in VERBS:  # a verb, not a card (`caesar Ben`, the Caesar card's id too)
            return word
        return present.card_names(self._b(s), [word]).get(word, word)

    def era(self, s: State) -> int | None:
        return s.era

    def last_era(self, s: State) -> int | None:
        return s.final_era

    def npc_turn(self, s: State) -> tuple[str, Decision] | None:
        """The NPC Senator to answer now and its policy's decision (rules/npc_seats.py)."""
        return npc_seats.npc_turn(PROCEDURE, self._b(s), s)

    def odds(self, s: State) -> list[Odds]:
        from lictor.games.carta_imperia.odds import odds

        return odds(self._b(s), s)


# the last state listed (CartaGame._listed): the state, its board, its legal actions, the
# language spoken, and what each offer checked by playing it gave
Listed = tuple[State, Board, list[Action], str, dict[Action, tuple[State, list[Event]]]]


def _primus_named_alone(state: State, w: Sequence[str], first: str, second: str) -> None:
    """``primus Ann cy``: the Primus (or the table) names the chosen leader alone - the hint
    says ``primus Cy``, the one leader of the two names (Primus Inter Pares: the Primus
    breaks ties), not the first name, who may not be a leader at all."""
    from lictor.games.carta_imperia.rules.era import most_prestige

    named = next((n for n in state.names if n.lower() == second.lower()), "")
    if not named:
        return
    leaders = most_prestige({f.name: f.prestige for f in state.players})
    chosen = [n for n in dict.fromkeys((first, named)) if n in leaders]
    if len(chosen) != 1:
        return
    raise BadAction(
        t(
            "{words}: primus names the chosen leader alone - say `{said}`",
            words=" ".join(w),
            said=f"primus {chosen[0]}",
        )
    )


def _mended(e: Event) -> Event:
    """The event with its counts read right (``1 Legions`` -> ``1 Legion``); the event
    itself, frozen, when nothing needs mending (most: no new object per event, issue 27)."""
    text = present.singular_ones(e.text)
    return e if text is e.text else Event(text, e.section)


def _as_played(s: State, a: Action) -> Action:
    """``revealed PLAYER ...`` at a --physical table is the secret answer of the step
    (``choose``, ``court``, ``thumb``), said once the cards are turned over together."""
    if a.verb != "revealed" or ("revealed", s.step) in PROCEDURE.handlers:
        return a  # a --physical table's Action turned over is its own word (era/turn.py)
    verb = PROCEDURE.revealed_verb(s)
    if not verb and s.physical and a.args and not a.player:  # an Action out of its turn
        from lictor.games.carta_imperia.rules.common_steps import ACTION_NAMES, REVEAL
        from lictor.games.carta_imperia.rules.sections import said_step

        name = t(ACTION_NAMES.get(a.args[0], a.args[0]))
        why = (
            t("revealed: the {action} cards are turned over already", action=name)
            if a.args[0] in s.revealed
            else t(
                "revealed: the {action} cards are turned over when {action} comes (now: {step})",
                action=name,
                step=said_step(s.step),
            )
        )
        raise Refuse("not-now", why, REVEAL)
    if not verb:
        rule = ref("Action Cards") if s.physical else ref("Action Cards", "chosen in secret")
        why = (
            t("revealed: no secret cards are being revealed now")
            if s.physical
            else t(
                "revealed: in a virtual game each secret answer is typed hidden (run `lictor "
                "referee next`)"
            )
        )
        raise Refuse("not-now", why, rule)
    return replace(a, verb=verb)
