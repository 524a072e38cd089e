"""II. eXec, Elections: candidates, votes as Prestige, abstention, the Lex Sacrata veto.

Votes are counted, not spent; a player casts all their votes for one candidate or
abstains. The Primus breaks ties. A veto removes the winner and the remaining
candidates go to a new vote, which cannot be vetoed again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.i18n import t, tn
from lictor.rules.ruling import Line

ELECTIONS = "Elections"


@dataclass(frozen=True)
class Tally:
    votes: Mapping[str, int]  # candidate -> votes
    winner: str | None
    lines: tuple[Line, ...]


def tally(
    candidates: Sequence[str],
    ballots: Mapping[str, str | None],
    prestige: Mapping[str, int],
    primus_pick: Sequence[str] = (),
    extra: Mapping[str, int] | None = None,
) -> Tally:
    """Count one election. ``ballots`` maps each voter to a candidate or None (abstains);
    ``prestige`` gives each voter's votes; ``extra`` adds votes a candidate gains from a
    Reform or an Event; ``primus_pick`` is the Primus's order for breaking a tie."""
    if not candidates:
        raise BadInput(t("an election needs at least one candidate"))
    if len(set(candidates)) != len(candidates):
        raise BadInput(t("a candidate stands once"))
    votes = {c: 0 for c in candidates}
    lines: list[Line] = []
    for voter, choice in ballots.items():
        if voter not in prestige:
            raise BadInput(t("{player} is not a player", player=voter))
        if choice is None:
            lines.append(
                Line(t("{player} abstains", player=voter), ref(ELECTIONS, "you can abstain"))
            )
            continue
        if choice not in votes:
            raise BadInput(
                t(
                    "{player} votes for {choice}, who is not standing (candidates: {candidates})",
                    player=voter,
                    choice=choice,
                    candidates=", ".join(candidates),
                )
            )
        n = prestige[voter]
        if n < 0:
            raise BadInput(t("{player}: Prestige is 0 or more", player=voter))
        votes[choice] += n
        lines.append(
            Line(
                tn(
                    "{player} casts {n} vote for {choice}",
                    "{player} casts {n} votes for {choice}",
                    n,
                    player=voter,
                    choice=choice,
                ),
                ref(ELECTIONS, "Prestige = votes, counted not spent"),
                n,
            )
        )
    for candidate, n in (extra or {}).items():
        if candidate not in votes:
            raise BadInput(
                t("extra votes for {candidate}, who is not standing", candidate=candidate)
            )
        votes[candidate] += n
        lines.append(
            Line(
                tn(
                    "{candidate} gains {n} more vote",
                    "{candidate} gains {n} more votes",
                    n,
                    candidate=candidate,
                ),
                ref(ELECTIONS),
                n,
            )
        )
    top = max(votes.values())
    leaders = [c for c in candidates if votes[c] == top]
    if len(leaders) == 1:
        winner = leaders[0]
        lines.append(
            Line(t("{winner} has the most votes ({n})", winner=winner, n=top), ref(ELECTIONS), top)
        )
    else:
        picked = [c for c in primus_pick if c in leaders]
        if not picked:
            raise BadInput(
                t(
                    "{leaders} are tied on {n}: the Primus must choose",
                    leaders=", ".join(leaders),
                    n=top,
                )
            )
        winner = picked[0]
        lines.append(
            Line(
                t(
                    "{leaders} tied on {n}: the Primus chooses {winner}",
                    leaders=", ".join(leaders),
                    n=top,
                    winner=winner,
                ),
                ref("Primus Inter Pares", "the Primus breaks ties"),
            )
        )
    return Tally(votes, winner, tuple(lines))


def after_veto(candidates: Sequence[str], vetoed: str, already_vetoed: bool) -> list[str]:
    """Lex Sacrata: a losing candidate vetoes; the winner is removed and the others vote
    again; an election that was vetoed once cannot be vetoed again."""
    if already_vetoed:
        raise BadInput(t("this election was already vetoed: the Lex Sacrata cannot be used again"))
    if vetoed not in candidates:
        raise BadInput(t("{player} is not a candidate", player=vetoed))
    rest = [c for c in candidates if c != vetoed]
    if not rest:
        raise BadInput(t("a veto needs another candidate to vote for"))
    return rest


def nomination_cost(prestige: int) -> int:
    """Each eXec player pays 1 Prestige to nominate; at 0 Prestige it is free."""
    if prestige < 0:
        raise BadInput(t("Prestige is 0 or more"))
    return 1 if prestige > 0 else 0


def can_nominate(
    province: str, governed: Sequence[str], nominated_this_era: Sequence[str]
) -> list[str]:
    """Why ``province`` cannot be nominated (empty when it can)."""
    reasons = []
    if province not in governed:
        reasons.append(t("{province} has no Governor to re-elect", province=t(province)))
    if province in nominated_this_era:
        reasons.append(t("{province} was already nominated this Era", province=t(province)))
    return reasons
