"""Paying Prestige (rulebook, "Prestige"): the payer chooses Dignitas, Auctoritas or a
mixture, and Auctoritas keeps its value (1 Auctoritas = 1 Prestige, 2 = 3 Prestige).

A payment is exactly the Prestige asked. When the Auctoritas given is worth more than the
rest of the bill (a pair worth 3 paying 1 or 2), the difference comes back as Dignitas:
lictor's reconstruction, so that no Prestige is destroyed (the rulebook prints no change).
"""

from __future__ import annotations

from dataclasses import dataclass

from lictor.games.carta_imperia.rules.state import Familia


def auctoritas_value(a: int) -> int:
    """The Prestige ``a`` Auctoritas is worth: each pair 3, an odd one 1."""
    return (a // 2) * 3 + a % 2


@dataclass(frozen=True)
class Mix:
    """One way to pay: Dignitas given, Auctoritas given, Dignitas given back as change."""

    dignitas: int
    auctoritas: int
    change: int = 0

    def words(self) -> tuple[str, ...]:
        return ("dignitas", str(self.dignitas), "auctoritas", str(self.auctoritas))

    def text(self) -> str:
        """``2 Dignitas and 1 Auctoritas (1 Dignitas back in change)``, said."""
        from lictor.i18n import t

        if self.auctoritas and (self.dignitas or not self.auctoritas):
            said = t(
                "{dignitas} Dignitas and {auctoritas} Auctoritas",
                dignitas=self.dignitas,
                auctoritas=self.auctoritas,
            )
        elif self.auctoritas:
            said = t("{auctoritas} Auctoritas", auctoritas=self.auctoritas)
        else:
            said = t("{dignitas} Dignitas", dignitas=self.dignitas)
        if self.change:
            said += t(" ({change} Dignitas back in change)", change=self.change)
        return said


def mixes(f: Familia, amount: int) -> list[Mix]:
    """Every different way ``f`` can pay ``amount`` Prestige, Dignitas first (the default)
    down to Auctoritas first; empty if ``f`` cannot pay."""
    best: dict[tuple[int, int], Mix] = {}  # the same holdings after: the mix with no change
    value = auctoritas_value(f.auctoritas)
    for d in range(min(f.dignitas, amount), -1, -1):
        rest = amount - d
        m = 0
        while m < f.auctoritas and value - auctoritas_value(f.auctoritas - m) < rest:
            m += 1
        drop = value - auctoritas_value(f.auctoritas - m)
        if drop < rest:
            continue
        mix = Mix(d, m, drop - rest)
        after = paid(f, mix)
        if after not in best or mix.change < best[after].change:
            best[after] = mix
    return list(best.values())


def paid(f: Familia, mix: Mix) -> tuple[int, int]:
    """``f``'s Dignitas and Auctoritas after paying with ``mix``."""
    return f.dignitas - mix.dignitas + mix.change, f.auctoritas - mix.auctoritas
