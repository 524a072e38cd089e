"""What every action handler shares: the rules it cites, reading an answer's words,
and whose turn it is."""

from __future__ import annotations

from collections.abc import Callable

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.draft_deck import discarded
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.state import Action, Offer, State
from lictor.games.carta_imperia.rules.table import Refuse, regions, set_governor, with_familia
from lictor.i18n import N_, t
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug

DEAL = ref("Dealmaking", "records of deals and card effects")
# the Era's sections the moves cite besides the procedure's (procedure.py)
TAX = ref("I. eXploit", "Taxation")
ROMANISE = ref("I. eXploit", "Romanisation")
ADOPT = ref("II. eXec", "Adopting New Governors")
CONVERT = ref("II. eXec", "Converting Auctoritas")
REFORMS = ref("Reforms", "leftmost first, a Bust from Reserve")
HORTENSIA = ref("Reform Clarifications", "Lex Hortensia")
SACRATA = ref("Reform Clarifications", "Lex Sacrata")
EXTORT = ref("III. eXtort", "one suit per target per Era")
IDES = ref("III. eXtort", "Beware the Ides")
CAMPAIGN = ref("IV. eXpand", "March on Campaign")
SPOILS = ref("The Spoils of War")
CASUALTIES = ref("Casualties")

Handler = Callable[[Board, State, Action], tuple[State, E]]


# what the moves' answers are called where a refusal names one missing (`give the card`)
ANSWERS = (
    N_("Beware the Ides card"),
    N_("Dignitas committed"),
    N_("Draft Event"),
    N_("Faction Leader"),
    N_("Faction member whose Governor goes there"),
    N_("General"),
    N_("Generalship (1 to 4)"),
    N_("Legacy points"),
    N_("Legions of Rome lost"),
    N_("Omen card (an Early Republic Combat card)"),
    N_("Start Card"),
    N_("Strength (+N or -N)"),
    N_("candidate or abstain"),
    N_("candidate"),
    N_("card"),
    N_("combat card"),
    N_("court card"),
    N_("defendant"),
    N_("direction (left or right)"),
    N_("map tile"),
    N_("number of Allied Legions held back"),
    N_("number of Dignitas to convert"),
    N_("number of Legions"),
    N_("number of votes (+N or -N)"),
    N_("province"),
    N_("resource (allied-legion, bust or auctoritas)"),
    N_("rival Familia"),
    N_("row (military, administrative, political)"),
    N_("target (a region, a foe such as hannibal, rome, or none)"),
    N_("target"),
    N_("thumb (up or down)"),
    N_("yes or no"),
)


def refuse(code: str, message: str, rule: RuleRef, hint: str = "") -> Refuse:
    return Refuse(code, message, rule, hint)


def _arg(a: Action, i: int, what: str) -> str:
    if len(a.args) <= i:
        raise refuse("missing", t("{verb}: give the {what}", verb=a.verb, what=t(what)), INPUT)
    return a.args[i]


def whole(a: Action, i: int) -> int | None:
    """The ``i``-th word as ``_int`` reads it, or None where ``_int`` refuses it (no such
    word, not a whole number): for the listing's cheap tests (rules/phase.py)."""
    if len(a.args) <= i:
        return None
    try:
        return int(a.args[i])
    except ValueError:
        return None


def _int(a: Action, i: int, what: str) -> int:
    text = _arg(a, i, what)
    try:
        return int(text)
    except ValueError:
        raise refuse(
            "number",
            t(
                "{verb}: the {what} is a whole number, not {text}",
                verb=a.verb,
                what=t(what),
                text=repr(text),
            ),
            INPUT,
        ) from None


def on_turn(s: State, a: Action) -> bool:
    """Queued steps: ``a`` comes from the first player waiting (``_turn``'s test)."""
    return bool(s.waiting) and s.waiting[0] == a.player


def _turn(s: State, a: Action, rule: RuleRef) -> None:
    """Queued steps: only the first player waiting answers."""
    if not on_turn(s, a):
        if not s.waiting:
            said = t("it is nobody's turn, not {player}'s", player=a.player)
        else:
            said = t("it is {first}'s turn, not {player}'s", first=s.waiting[0], player=a.player)
        raise refuse("not-your-turn", said, rule)


def _waiting(s: State, a: Action, rule: RuleRef) -> None:
    if a.player not in s.waiting:
        raise refuse(
            "not-waiting", t("{player} has nothing to answer in this step", player=a.player), rule
        )


def _done(s: State, name: str) -> State:
    return replace(s, waiting=tuple(w for w in s.waiting if w != name))


def promised(s: State, player: str, card: str) -> Offer | None:
    """The open offer of ``player``'s that gives ``card`` away, if any."""
    for o in s.offers:
        if o.by != player:
            continue
        goods = list(o.terms)
        if "for" in goods:
            goods = goods[: goods.index("for")]
        if any(w == "event" and v == card for w, v in zip(goods[::2], goods[1::2], strict=False)):
            return o
    return None


def play_event(s: State, name: str, card: str, rule: RuleRef, label: str = "") -> State:
    """A Draft Event leaves ``name``'s hand: the card itself with a virtual deck (to its
    discard pile), one of the cards counted with a physical one."""
    f = s.familia(name)
    if s.physical:
        if not f.draft_count:
            raise refuse("no-event", t("{name} holds no Draft Event", name=name), rule)
        return with_familia(s, name, draft_count=f.draft_count - 1)
    if card not in f.draft:
        raise refuse(
            "no-event", t("{name} does not hold {card}", name=name, card=label or card), rule
        )
    held = promised(s, name, card)
    if held is not None:
        raise refuse(
            "promised",
            t(
                "{name} has promised {card} to {to} in an open offer (withdraw {name} {to} first)",
                name=name,
                card=label or card,
                to=held.to,
            ),
            rule,
        )
    return discarded(s, name, (card,))  # to the Draft Events' discard pile


@per_state
def region_words(board: Board, s: State) -> dict[str, str]:
    """Each word of the map now and the region it names: the first region of that slug
    (found once a state: the listing's tests read a word at every offer; issue 27)."""
    out: dict[str, str] = {}
    for name in regions(board, s):
        out.setdefault(slug(name), name)
    return out


def region_named(board: Board, s: State, text: str) -> str | None:
    """The region ``text`` names (``_region``), or None where ``_region`` refuses it."""
    return region_words(board, s).get(slug(text))


def _region(board: Board, s: State, text: str) -> str:
    found = region_named(board, s, text)
    if found is not None:
        return found
    here = regions(board, s)
    raise refuse(
        "unknown-region",
        t(
            "no region {text} on the map (regions: {regions})",
            text=repr(text),
            regions=", ".join(slug(n) for n in here),
        ),
        INPUT,
    )


PLACING = ref("II. eXec", "placing a Bust with an empty Reserve")


def bust_sources(board: Board, s: State, name: str) -> list[str]:
    """Where ``name`` can take a Bust to place: the Reserve, or - only when it is empty -
    any Province ``name`` governs (not one being elected)."""
    if s.familia(name).reserve:
        return ["reserve"]
    here = regions(board, s)
    e = s.election
    return [p for p, w in s.governors if w == name and p in here and (e is None or p != e.province)]


def take_bust(board: Board, s: State, name: str, args: tuple[str, ...]) -> tuple[State, E]:
    """II. eXec: a Bust placed comes from the Reserve; with none there, from a Province
    the player governs (``from PROVINCE``), which immediately rebels and must be
    reconquered - or, if Romanised, stays empty and is the first nominated next election.
    The Bust is taken (the caller places it)."""
    if not args:
        if not s.familia(name).reserve:
            where = bust_sources(board, s, name)
            said = (
                t(
                    "{name} has no Bust in Reserve (take one from a Province: from {where})",
                    name=name,
                    where=slug(where[0]),
                )
                if where
                else t("{name} has no Bust in Reserve", name=name)
            )
            raise refuse("no-reserve", said, PLACING)
        return with_familia(s, name, reserve=s.familia(name).reserve - 1), []
    if args[0] != "from" or len(args) < 2:
        raise refuse("usage", t("say from PROVINCE to take the Bust from a Province"), INPUT)
    if s.familia(name).reserve:
        raise refuse(
            "has-reserve",
            t(
                "{name} has a Bust in Reserve: a Bust comes from a Province only when the "
                "Reserve is empty",
                name=name,
            ),
            PLACING,
        )
    prov = _region(board, s, " ".join(args[1:]))
    if prov not in bust_sources(board, s, name):
        raise refuse(
            "not-governor",
            t("{name} has no Bust to take in {province}", name=name, province=t(prov)),
            PLACING,
        )
    s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    s = replace(s, taxable_rebels=tuple(r for r in s.taxable_rebels if r != prov))
    s = set_governor(s, prov, None)
    if regions(board, s)[prov].romanised:
        s = replace(s, emptied=(*(e for e in s.emptied if e != prov), prov))
        said = t(
            "{name} takes the Governor of {province}: it is left empty, first to be nominated",
            name=name,
            province=t(prov),
        )
    else:
        said = t(
            "{name} takes the Governor of {province}: it rebels and must be reconquered",
            name=name,
            province=t(prov),
        )
    return s, [ev(said, PLACING)]


def placing(verb: str, board: Board, s: State, name: str) -> list[Action]:
    """Placing a Bust: from Reserve, or from each Province governed when it is empty."""
    return [
        Action(verb, name) if where == "reserve" else Action(verb, name, ("from", slug(where)))
        for where in bust_sources(board, s, name)
    ]
