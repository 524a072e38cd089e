"""The referee kernel: game-agnostic pieces every game's rules are written with."""

from lictor.rules.ruling import Line, RuleRef

__all__ = ["Line", "RuleRef"]
