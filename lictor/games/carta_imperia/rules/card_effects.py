"""A card's effect typed into the pack: a small declarative vocabulary a table that owns
the cards writes once (a Historical Event's or a Draft Event's ``effects:`` in its deck
row), applied by the referee when the card is drawn or played (phases/era/effects.py).

Each effect is one mapping:

- ``{gain: dignitas, amount: 2, who: every}`` / ``{lose: ...}``: Dignitas, Auctoritas,
  Legions (Allied Legions, from and back to the supply) or Busts (Stock to Reserve; lost
  from Reserve to Stock), for ``who``: ``player`` (who played the Draft Event), ``primus``,
  ``every`` (every player) or ``governor of REGION``;
- ``{rebel: REGION}``: the region's Province rebels (Rebellions);
- ``{sack: Rome}``: Rome is Sacked (Rome);
- ``{province: REGION, to: WHO}``: the Province changes hands (``to``: ``player``,
  ``primus``, ``governor of REGION`` or ``nobody``; the old Governor's Bust goes to his
  Reserve, the new one comes from the new holder's);
- ``{draw: N, who: WHO}`` / ``{discard: N, who: WHO}``: Draft Events drawn or discarded.

A bad effect is refused naming its path in the pack (``EffectError``), which the loader
turns into one line with the file and line."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from lictor.i18n import t
from lictor.rules.fast import replace
from lictor.rules.game import Event
from lictor.rules.ruling import RuleRef

KINDS = ("gain", "lose", "rebel", "sack", "province", "draw", "discard")
GOODS = ("dignitas", "auctoritas", "legions", "busts")
WHO = ("player", "primus", "every")
MAX_AMOUNT = 20


class EffectError(ValueError):
    """A bad effect: ``path`` is where it is under the card's row (``effects``, 2, ``who``)."""

    def __init__(self, path: tuple[str | int, ...], message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


@dataclass(frozen=True)
class Effect:
    """One effect a card's text gives (a gain, a loss, a rebellion...), as applied."""

    kind: str  # one of KINDS
    what: str = ""  # gain/lose: one of GOODS; rebel/province: the region
    amount: int = 0
    who: str = ""  # player | primus | every | governor of REGION | nobody (province's to)

    def region(self) -> str:
        """The region a ``governor of REGION`` names ("" when ``who`` names none)."""
        return self.who[len("governor of ") :] if self.who.startswith("governor of ") else ""


def _who(value: Any, path: tuple[str | int, ...], drawn: bool, nobody: bool = False) -> str:
    text = " ".join(str(value).split())
    allowed = (*WHO, "governor of REGION") + (("nobody",) if nobody else ())
    if text.lower().startswith("governor of ") and len(text) > len("governor of "):
        return "governor of " + text[len("governor of ") :]
    low = text.lower()
    if low not in (*WHO, *(("nobody",) if nobody else ())):
        raise EffectError(
            path,
            t(
                "expected one of {allowed}, got {value}",
                allowed=", ".join(allowed),
                value=f"{value!r:.40}",
            ),
        )
    if low == "player" and drawn:
        raise EffectError(
            path, t("a Historical Event is drawn, not played: no 'player' (primus, every, ...)")
        )
    return low


def _amount(value: Any, path: tuple[str | int, ...]) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_AMOUNT:
        raise EffectError(
            path,
            t(
                "expected a whole number from 1 to {most}, got {value}",
                most=MAX_AMOUNT,
                value=f"{value!r:.40}",
            ),
        )
    return value


def _name(value: Any, path: tuple[str | int, ...]) -> str:
    if not isinstance(value, str) or not 0 < len(value.strip()) <= 80:
        raise EffectError(path, t("expected a region's name, got {value}", value=f"{value!r:.40}"))
    return value.strip()


def parse_effects(spec: Any, drawn: bool) -> tuple[Effect, ...]:
    """A row's ``effects`` list; ``drawn``: the card is a Historical Event (no player)."""
    if spec is None:
        return ()
    if not isinstance(spec, list):
        raise EffectError(("effects",), t("expected a list of effects"))
    out = []
    for i, item in enumerate(spec):
        at: tuple[str | int, ...] = ("effects", i)
        if not isinstance(item, dict):
            raise EffectError(
                at,
                t(
                    "an effect is a mapping ({kinds}), got {value}",
                    kinds=", ".join(KINDS),
                    value=f"{item!r:.40}",
                ),
            )
        kinds = [k for k in item if k in KINDS]
        if len(kinds) != 1:
            raise EffectError(at, t("each effect names one of {kinds}", kinds=", ".join(KINDS)))
        kind = kinds[0]
        allowed = {
            "gain": {"gain", "amount", "who"},
            "lose": {"lose", "amount", "who"},
            "rebel": {"rebel"},
            "sack": {"sack"},
            "province": {"province", "to"},
            "draw": {"draw", "who"},
            "discard": {"discard", "who"},
        }[kind]
        extra = sorted(str(k) for k in item if k not in allowed)
        if extra:
            raise EffectError((*at, extra[0]), t("unknown field for a {kind} effect", kind=kind))
        if kind in ("gain", "lose"):
            what = str(item[kind]).lower()
            if what not in GOODS:
                raise EffectError(
                    (*at, kind),
                    t(
                        "expected one of {allowed}, got {value}",
                        allowed=", ".join(GOODS),
                        value=f"{item[kind]!r:.40}",
                    ),
                )
            amount = _amount(item.get("amount", 1), (*at, "amount"))
            who = _who(item.get("who", "player" if not drawn else ""), (*at, "who"), drawn)
            out.append(Effect(kind, what, amount, who))
        elif kind == "rebel":
            out.append(Effect(kind, _name(item[kind], (*at, kind))))
        elif kind == "sack":
            if str(item[kind]).lower() != "rome":
                raise EffectError(
                    (*at, kind), t("only Rome is Sacked, got {value}", value=f"{item[kind]!r:.40}")
                )
            out.append(Effect(kind, "Rome"))
        elif kind == "province":
            region = _name(item[kind], (*at, kind))
            if "to" not in item:
                raise EffectError((*at, "to"), t("required: who the Province goes to"))
            out.append(Effect(kind, region, 0, _who(item["to"], (*at, "to"), drawn, nobody=True)))
        else:
            amount = _amount(item[kind], (*at, kind))
            who = _who(item.get("who", "player" if not drawn else ""), (*at, "who"), drawn)
            out.append(Effect(kind, "", amount, who))
    return tuple(out)


def regions_named(effects: tuple[Effect, ...]) -> list[tuple[int, str, str]]:
    """Every region the effects name, with the effect's index and field (for the check)."""
    out = []
    for i, e in enumerate(effects):
        if e.kind in ("rebel", "province"):
            out.append((i, e.kind, e.what))
        if e.region():
            out.append((i, "to" if e.kind == "province" else "who", e.region()))
    return out


def card_cited(said: Sequence[Event], rule: RuleRef) -> list[Event]:
    """A card's effect lines as the table reads them: each line the card's own is followed
    by its citation, ``Ben loses 2 Dignitas  [The Samnite Wars, the card's effect]``, as a
    prompt is (the lines a rule of its own brings, a Sacking's, keep theirs)."""
    own = rule.section + (f", {rule.title}" if rule.title else "")
    # the card's name as the pack gives it (the catalogue's if it has one), its title said
    where = t(rule.section) + (f", {t(rule.title)}" if rule.title else "")
    return [replace(e, text=f"{e.text}  [{where}]") if e.section == own else e for e in said]
