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


# the Reforms' names as the referee says them (the pack's names: content.yaml, reforms; the
# three Leges are the catalogue's already, as the sections name them)
REFORM_NAMES = (
    N_("Pilum"),
    N_("Manipular Formation"),
    N_("Professional Army"),
    N_("Military Reform IV"),
    N_("Aedile"),
    N_("Quaestor"),
    N_("Administrative Reform III"),
    N_("Administrative Reform IV"),
    N_("Political Reform IV"),
)
