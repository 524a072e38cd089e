"""Carta Imperia's rules as pure functions: scoring and the rulings tables ask for."""

from lictor.rules.ruling import RuleRef

GAME = "carta-imperia"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)
