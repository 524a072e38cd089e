"""The translator the NPC deal rulings speak through by default (``tr=EN``): the language
now spoken (``lictor.i18n.use_lang``; English when none is set), so a ruling speaks the
language of the command or page that asked for it."""

from __future__ import annotations

from lictor.i18n import Translator, current


class Spoken(Translator):
    """A Translator that says everything in the language now spoken."""

    def __init__(self) -> None:
        super().__init__("en")

    def __call__(self, text: str) -> str:
        return current()(text)

    def has(self, text: str) -> bool:
        return current().has(text)

    def ngettext(self, singular: str, plural_: str, n: int) -> str:
        return current().ngettext(singular, plural_, n)


EN = Spoken()
