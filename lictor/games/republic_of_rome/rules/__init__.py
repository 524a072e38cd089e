from lictor.rules.ruling import RuleRef

GAME = "republic-of-rome"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)
