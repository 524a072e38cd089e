from lictor.rules.ruling import RuleRef

GAME = "circus-maximus"


def ref(section: str, title: str = "") -> RuleRef:
    return RuleRef(GAME, section, title)
