from lictor.rules.ruling import RuleRef

GAME = "imperium"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)
