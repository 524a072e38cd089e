"""The printed ledger's names, with no rules attached: the kit's books page draws its
columns from here without importing the ledger (whose settings import pydantic, some
0.2-0.5 s of every ``lictor build`` of the Republic)."""

from __future__ import annotations

FORUM = "forum"  # where an uncommitted Senator sits
# the printed ledger's columns and the session's, one place (content.yaml repeats them and a
# test holds the two together)
SENATOR_COLUMNS = (
    "Faction",
    "Senator",
    "Influence",
    "Oratory",
    "Loyalty",
    "Popularity",
    "Knights",
    "Concessions",
    "Offices",
    "Corrupt",
    "Talents",
    "Faction Leader",
    "Province",
    "Term dial",
)
