"""A Reform row as prose says it: the row typed stays its slug (`enact military`), the
sentence says it in the language spoken ("every military Reform is enacted")."""

from __future__ import annotations

from lictor.i18n import N_, t

ROW_WORDS = {
    "military": N_("military"),
    "administrative": N_("administrative"),
    "political": N_("political"),
}


def reform_row(row: str) -> str:
    """``military`` -> ``military`` (English), ``militare`` (Italian)."""
    return t(ROW_WORDS[row]) if row in ROW_WORDS else row
