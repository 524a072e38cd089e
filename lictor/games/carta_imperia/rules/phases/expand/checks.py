"""The cheap tests of IV. eXpand's offers for the listing (``Verb.check``, rules/phase.py):
each accepts exactly what its handler accepts (``verbs.standard`` and ``lend``,
``battle.draw``, ``resolve`` and ``hold``, the ``losses`` chosen, the spoils' ``install``
and ``decline``), without playing it out; what they leave to the handler they answer None.
tests/games/carta_imperia/test_cheap_checks.py holds them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import late
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import on_turn, promised, whole
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.expand.casualties import ways_to_lose
from lictor.games.carta_imperia.rules.phases.expand.steps import foes_now, forced
from lictor.games.carta_imperia.rules.phases.tools.npc_join import cedes
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    adjacent_to_rome,
    invadable,
    is_roman,
    never_governed,
    regions,
)
from lictor.slugs import slug


@per_state
def standard_targets(board: Board, s: State) -> tuple[bool, frozenset[str], frozenset[str]]:
    """What one Standard may go against now: whether a foe must be fought first, the foes'
    words it may name, and the regions' words it may invade (``verbs.standard``: Neutral
    territory without Barbarians, Roman territory and regions neither adjacent to Roman
    territory, nor Naval, nor beyond this season's battles are refused)."""
    must = bool(forced(board, s))
    foes = frozenset(slug(f.name) for f in foes_now(board, s))
    if must:
        return must, foes, frozenset()
    here = regions(board, s)
    earlier = [x for x in [b.target for b in s.battles] + list(s.defeated) if x in here]
    ok = []
    for name, r in here.items():
        if not invadable(r):
            continue
        if is_roman(s, r) and name not in s.rebels and not never_governed(board, s, r):
            continue
        if not (adjacent_to_rome(board, s, r) or "naval-port" in r.features) and not any(
            board.adjacent(r, here[x]) for x in earlier
        ):
            continue
        ok.append(slug(name))
    return must, foes, frozenset(ok)


def standard(board: Board, s: State, a: Action) -> bool | None:
    """One word (``none``, a foe, a region); ``rome``, ``join`` and ``fabian`` are left to
    the handler."""
    if len(a.args) != 1 or a.args[0] == "rome":
        return None
    g = s.general(a.player)
    if g is None or not g.legions or not s.waiting or s.waiting[0] != a.player:
        return False
    if any(p.player == a.player and p.kind == "support" for p in s.promises):
        return None  # a support promise: the handler holds him to it (support.kept_word)
    must, foes, invadable_now = standard_targets(board, s)
    target = a.args[0]
    if target == "none":
        return not must
    if target in foes:
        return True
    if board.foe_named(target.title()) is not None:
        return False
    return slug(target) in invadable_now


def draw(board: Board, s: State, a: Action) -> bool | None:
    """lictor draws the combat card of a virtual game's battle: not yet drawn, no thumb to
    flip first, a card left to draw (an empty deck is left to the handler)."""
    if s.physical or s.step != "battle" or not 0 <= s.current < len(s.battles):
        return False
    if s.battles[s.current].drawn or late.thumb_due(board, s):
        return False
    deck = late.combat_deck(board, s)
    return True if deck.draw_pile or deck.discards else None


def resolve(board: Board, s: State, a: Action) -> bool | None:
    """The battle is resolved once its combat card is drawn."""
    if not 0 <= s.current < len(s.battles):
        return None
    return s.battles[s.current].drawn


def _spoils_turn(s: State, a: Action) -> bool:
    """``spoils.install`` and ``decline``: the first player waiting, at a battle's spoils."""
    return on_turn(s, a) and 0 <= s.current < len(s.battles)


def install(board: Board, s: State, a: Action) -> bool | None:
    """A Governor for the conquered region, his Bust from the Reserve: his turn, no
    Governorship given to an NPC in a deal, nobody governing it already, a Bust in Reserve.
    A Bust taken from a Province (``from PROVINCE``) is left to the handler."""
    if a.args:
        return None
    if not _spoils_turn(s, a):
        return False
    target = s.battles[s.current].target
    if cedes(s, a.player, target) or s.governor(target) is not None:
        return False
    return bool(s.familia(a.player).reserve)


def decline(board: Board, s: State, a: Action) -> bool | None:
    """No Governor installed: the player's turn at the spoils, whatever else is said."""
    return _spoils_turn(s, a)


def hold(board: Board, s: State, a: Action) -> bool | None:
    """Tactical Reserve (``battle.hold``): a General of the battle, before its combat card,
    once, 1 to his Allied Legions held back, the Draft Event in his hand (one of the cards
    counted at a --physical table) and promised to nobody."""
    if not 0 <= s.current < len(s.battles):
        return None
    b = s.battles[s.current]
    if a.player not in b.generals or b.cards or b.drawn or a.player in dict(b.held):
        return False
    g = s.general(a.player)
    if g is None:
        return None
    n = whole(a, 0)
    if n is None or not 1 <= n <= g.allied:
        return False
    f = s.familia(a.player)
    if s.physical:
        return bool(f.draft_count)
    return "tactical-reserve" in f.draft and promised(s, a.player, "tactical-reserve") is None


def lend(board: Board, s: State, a: Action) -> bool | None:
    """Allied Legions offered (``verbs.lend``): a General of this Era named, and 1 or more
    Legions, no more than the lender may offer."""
    if not a.args or a.player not in s.names:  # ``Procedure.apply`` refuses a stranger
        return False
    word = a.args[0]
    g = s.general(word.capitalize()) or next(
        (x for x in s.generals if x.name.lower() == word), None
    )
    if g is None or len(a.args) < 2:
        return False
    n = whole(a, 1)
    return n is not None and 1 <= n <= late.lendable(board, s, a.player)


@per_state
def _ways(board: Board, s: State) -> frozenset[tuple[int, int, int]]:
    """The ways the General on turn may lose his share (``casualties.ways_to_lose``)."""
    b = s.battles[s.current]
    n = dict(s.shares)[s.waiting[0]]
    return frozenset(ways_to_lose(s, b, s.waiting[0], n))


def losses(board: Board, s: State, a: Action) -> bool | None:
    """The General on turn says which of his Legions are lost: ``allied N rome M private
    K`` (any of the three, each once or more, as the handler reads them), one of his ways to
    lose his share."""
    if not on_turn(s, a):
        return False
    if a.player not in dict(s.shares) or not 0 <= s.current < len(s.battles):
        return None
    words = a.args
    if not words or len(words) % 2:
        return False
    given = {"allied": 0, "rome": 0, "private": 0}
    for what, k in zip(words[::2], words[1::2], strict=True):
        if what not in given or not k.isdigit():
            return False
        given[what] = int(k)
    return (given["allied"], given["rome"], given["private"]) in _ways(board, s)
