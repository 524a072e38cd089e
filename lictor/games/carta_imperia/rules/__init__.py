"""Carta Imperia's rules as pure functions: scoring and the rulings tables ask for."""

from lictor.rules.ruling import RuleRef

GAME = "carta-imperia"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)


# lictor's own checks of what was typed (a name, a number, the table's counts): not a
# rule of the rulebook, and cited as such rather than under a borrowed heading.
INPUT = ref("lictor's input check")

SHIELD_KINDS = ("barbarian", "phalanx", "auxilia", "legionary")


def parse_shields(text: str, option: str) -> tuple[str, int]:
    """``phalanx`` or ``barbarian:2``: a combat card's shield kind and how many."""
    from lictor.errors import BadInput

    kind, _, n = text.strip().lower().partition(":")
    if kind not in SHIELD_KINDS:
        raise BadInput(
            f"{option} {text!r}: use barbarian, phalanx, auxilia or legionary, "
            "with :N for N shields"
        )
    try:
        count = int(n) if n else 1
    except ValueError:
        raise BadInput(f"{option} {text!r}: N must be a whole number") from None
    if count < 1:
        raise BadInput(f"{option} {text!r}: N must be 1 or more")
    return kind, count
