from lictor.i18n import N_
from lictor.rules.ruling import RuleRef

GAME = "imperium"

# the sections an agenda names with their rule's title, as the kernel says them
SECTIONS = (N_("Special Cards, Oracle"),)


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)


def english(rule: RuleRef) -> str:
    """The rule as the rulebook words it (``Special Cards, Oracle``): an agenda's or an
    event's section stays English, the kernel says it when it shows it."""
    return rule.section + (f", {rule.title}" if rule.title else "")
