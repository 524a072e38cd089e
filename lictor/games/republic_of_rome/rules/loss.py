"""How everyone loses (1.12.3): four or more active wars at the end of a Combat phase; the
people revolt, or the State treasury goes bankrupt, with no Rebel in play."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN
from lictor.games.republic_of_rome.rules.settings import Settings, default
from lictor.i18n import N_, NP_, Translator, t
from lictor.rules.ruling import Line

RULE = "1.12.3"


@dataclass(frozen=True)
class LossRuling:
    lost: bool
    reasons: tuple[str, ...]  # "wars", "revolt", "bankrupt"
    lines: tuple[Line, ...]


def is_bankrupt(treasury: int, settings: Settings | None = None) -> bool:
    return treasury < (settings or default()).bankrupt_below


def loss_check(
    wars: int | None = None,
    revolt: bool = False,
    treasury: int | None = None,
    bankrupt: bool = False,
    rebel_in_play: bool = False,
    settings: Settings | None = None,
    tr: Translator = EN,
) -> LossRuling:
    """``wars``: the active wars at the end of a Combat phase (None: not its end);
    ``treasury``: the State treasury's Talents (or ``bankrupt``: the table says so)."""
    cfg = settings or default()
    rule = ref(RULE, tr(N_("everyone loses")))
    if wars is not None and wars < 0:
        raise BadInput(t("--{option}: 0 or more, got {value}", option="wars", value=wars))
    lines: list[Line] = []
    reasons: list[str] = []
    if wars is not None:
        most = cfg.wars_lost_at
        said = tr.ngettext(
            *NP_(
                "{n} active war at the end of the Combat phase",
                "{n} active wars at the end of the Combat phase",
            ),
            wars,
        ).format(n=wars)
        if wars >= most:
            reasons.append("wars")
            said += tr(N_(": {most} or more, everyone loses")).format(most=most)
        else:
            said += tr(N_(": fewer than {most}, the game goes on")).format(most=most)
        lines.append(Line(said, rule, wars))
    broke = bankrupt or (treasury is not None and is_bankrupt(treasury, cfg))
    if treasury is not None:
        lines.append(
            Line(
                tr(
                    N_("The State treasury holds {n}: {state} (bankrupt below {below}, a reading)")
                ).format(
                    n=treasury,
                    state=tr(N_("bankrupt")) if broke else tr(N_("not bankrupt")),
                    below=cfg.bankrupt_below,
                ),
                rule,
                treasury,
            )
        )
    for happened, name, text in (
        (revolt, "revolt", N_("The people revolt")),
        (broke, "bankrupt", N_("The State treasury is bankrupt")),
    ):
        if not happened:
            continue
        if rebel_in_play:
            lines.append(
                Line(
                    tr(N_("{what}, but a Rebel is in play: this does not end the game")).format(
                        what=tr(text)
                    ),
                    rule,
                )
            )
        else:
            reasons.append(name)
            lines.append(
                Line(
                    tr(N_("{what} with no Rebel in play: everyone loses")).format(what=tr(text)),
                    rule,
                )
            )
    if not lines:
        lines.append(
            Line(tr(N_("Nothing to check: no end of Combat, revolt or bankruptcy given")), rule)
        )
    elif not reasons:
        lines.append(Line(tr(N_("No one loses: the game goes on")), rule))
    return LossRuling(bool(reasons), tuple(reasons), tuple(lines))
