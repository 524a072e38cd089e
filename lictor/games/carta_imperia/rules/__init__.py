"""Carta Imperia's rules as pure functions: scoring and the rulings tables ask for."""

from functools import lru_cache

from lictor.i18n import N_
from lictor.rules.ruling import RuleRef

GAME = "carta-imperia"


@lru_cache(maxsize=1024)
def ref(section: str, title: str = "") -> RuleRef:
    """The rule at ``section`` (and ``title``): one frozen value for each, made once (the
    rules name some where they apply them, at every move: issue 27)."""
    return RuleRef(GAME, section, title)


def cited(rule: object) -> str:
    """A rule as the state and the JSON keep it: ``I. eXploit, Taxation``, in the rulebook's
    English whatever the language spoken (``str(rule)`` says it)."""
    if isinstance(rule, RuleRef):
        kept = _CITED.get(id(rule))
        if kept is not None and kept[0] is rule:
            return kept[1]
        text = rule.section + (f", {rule.title}" if rule.title else "")
        if len(_CITED) < 4096:  # the rules' own, made once each (``ref``): a few hundred
            _CITED[id(rule)] = (rule, text)
        return text
    return str(rule) if rule is not None else ""


# each rule cited, by identity, kept alive with its text (every event cites one: issue 27)
_CITED: dict[int, tuple[RuleRef, str]] = {}


def said_cited(text: str) -> str:
    """What ``cited`` kept, said in the language spoken: the section, then its title."""
    from lictor.i18n import said_section

    return said_section(text)


# lictor's own checks of what was typed (a name, a number, the table's counts): not a
# rule of the rulebook, and cited as such rather than under a borrowed heading.
INPUT = ref("lictor's input check")

SHIELD_KINDS = (N_("barbarian"), N_("phalanx"), N_("auxilia"), N_("legionary"))  # said with t()


def parse_shields(text: str, option: str) -> tuple[str, int]:
    """``phalanx`` or ``barbarian:2``: a combat card's shield kind and how many."""
    from lictor.errors import BadInput
    from lictor.i18n import t

    kind, _, n = text.strip().lower().partition(":")
    if kind not in SHIELD_KINDS:
        raise BadInput(
            t(
                "{option} {text}: use barbarian, phalanx, auxilia or legionary, with :N for N "
                "shields",
                option=option,
                text=repr(text),
            )
        )
    try:
        count = int(n) if n else 1
    except ValueError:
        raise BadInput(
            t("{option} {text}: N must be a whole number", option=option, text=repr(text))
        ) from None
    if count < 1:
        raise BadInput(t("{option} {text}: N must be 1 or more", option=option, text=repr(text)))
    return kind, count
