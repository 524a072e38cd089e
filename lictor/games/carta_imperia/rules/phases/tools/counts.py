"""A count of the table's goods as the tools say it, in the language now spoken: ``1 Bust``,
``2 Allied Legions`` (``1 Busto``, ``2 Legioni alleate``)."""

from __future__ import annotations

from lictor.i18n import NP_, current

FORMS = {
    "Bust": NP_("{n} Bust", "{n} Busts"),
    "Draft Event": NP_("{n} Draft Event", "{n} Draft Events"),
    "Allied Legion": NP_("{n} Allied Legion", "{n} Allied Legions"),
    "Private Legion": NP_("{n} Private Legion", "{n} Private Legions"),
}


def said_count(n: int, word: str) -> str:
    return current().count(n, *FORMS[word])
