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
        raise BadInput("an election needs at least one candidate")
    if len(set(candidates)) != len(candidates):
        raise BadInput("a candidate stands once")
    votes = {c: 0 for c in candidates}
    lines: list[Line] = []
    for voter, choice in ballots.items():
        if voter not in prestige:
            raise BadInput(f"{voter} is not a player")
        if choice is None:
            lines.append(Line(f"{voter} abstains", ref(ELECTIONS, "you can abstain")))
            continue
        if choice not in votes:
            raise BadInput(
                f"{voter} votes for {choice}, who is not standing "
                f"(candidates: {', '.join(candidates)})"
            )
        n = prestige[voter]
        if n < 0:
            raise BadInput(f"{voter}: Prestige is 0 or more")
        votes[choice] += n
        lines.append(
            Line(
                f"{voter} casts {n} votes for {choice}",
                ref(ELECTIONS, "Prestige = votes, counted not spent"),
                n,
            )
        )
    for candidate, n in (extra or {}).items():
        if candidate not in votes:
            raise BadInput(f"extra votes for {candidate}, who is not standing")
        votes[candidate] += n
        lines.append(Line(f"{candidate} gains {n} more votes", ref(ELECTIONS), n))
    top = max(votes.values())
    leaders = [c for c in candidates if votes[c] == top]
    if len(leaders) == 1:
        winner = leaders[0]
        lines.append(Line(f"{winner} has the most votes ({top})", ref(ELECTIONS), top))
    else:
        picked = [c for c in primus_pick if c in leaders]
        if not picked:
            raise BadInput(f"{', '.join(leaders)} are tied on {top}: the Primus must choose")
        winner = picked[0]
        lines.append(
            Line(
                f"{', '.join(leaders)} tied on {top}: the Primus chooses {winner}",
                ref("Primus Inter Pares", "the Primus breaks ties"),
            )
        )
    return Tally(votes, winner, tuple(lines))


def after_veto(candidates: Sequence[str], vetoed: str, already_vetoed: bool) -> list[str]:
    """Lex Sacrata: a losing candidate vetoes; the winner is removed and the others vote
    again; an election that was vetoed once cannot be vetoed again."""
    if already_vetoed:
        raise BadInput("this election was already vetoed: the Lex Sacrata cannot be used again")
    if vetoed not in candidates:
        raise BadInput(f"{vetoed} is not a candidate")
    rest = [c for c in candidates if c != vetoed]
    if not rest:
        raise BadInput("a veto needs another candidate to vote for")
    return rest


def nomination_cost(prestige: int) -> int:
    """Each eXec player pays 1 Prestige to nominate; at 0 Prestige it is free."""
    if prestige < 0:
        raise BadInput("Prestige is 0 or more")
    return 1 if prestige > 0 else 0


def can_nominate(
    province: str, governed: Sequence[str], nominated_this_era: Sequence[str]
) -> list[str]:
    """Why ``province`` cannot be nominated (empty when it can)."""
    reasons = []
    if province not in governed:
        reasons.append(f"{province} has no Governor to re-elect")
    if province in nominated_this_era:
        reasons.append(f"{province} was already nominated this Era")
    return reasons
