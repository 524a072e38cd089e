from lictor.rules.ruling import RuleRef

GAME = "hannibal-vs-rome"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)
