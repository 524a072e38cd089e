"""What happens next, said for the table: the prompt of each step and the rule it
applies."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import late as late
from lictor.games.carta_imperia.rules import phase_index as phases
from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    CHOOSE,
    DRAFT,
    ELECT,
    END,
    EXEC,
    EXPLOIT,
    EXTORT,
    HIST,
    SEQ,
    SETUP,
    actions_per_player,
    plural,
)
from lictor.games.carta_imperia.rules.common_verbs import bust_sources
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import Agenda


def agenda(board: Board, s: State, options: list[str]) -> Agenda:
    game = "carta-imperia"
    if s.step == "over":
        return Agenda(game, True, s.outcome, s.winners, (), s.reason, s.reason_section)
    prompt, rule, secret, prefix = _prompt(board, s)
    who = s.waiting
    text = prompt.format(
        era=s.era,
        first=who[0] if who else "",
        primus=s.primus,
        province=s.election.province if s.election else "",
        target=s.battles[s.current].target if 0 <= s.current < len(s.battles) else "",
        k=actions_per_player(s),
        cards=plural(actions_per_player(s), "Action card"),
        amount=s.due.amount if s.due else 0,
        why=s.due.section if s.due else "",
        litigant=s.suit.litigant if s.suit else "",
        defendant=s.suit.target.lower() if s.suit else "",
    )
    if s.step == "battle":
        b = s.battles[s.current]
        if b.drawn:
            text = (
                f"Battle for {b.target}: the combat card is drawn. Cards or Reforms that add "
                "Strength now (strength GENERAL +N); then: resolve"
            )
        elif late.thumb_due(board, s):
            g = b.generals[0]
            how = f"flip {g}" + (" up|down" if s.physical else "")
            text = f"Battle for {b.target}: {late.thumb_due(board, s)}! {g} flips a thumb ({how})"
        else:
            how = "combat CARD" if s.physical else "draw"
            deck = late.combat_deck(board, s).name  # Early Republic; Late in Eras V-VII
            text = f"Battle for {b.target}: draw a card of the {deck} deck ({how})"
            if b.ambush:
                text = f"{b.target}'s Ambush: draw until a legionary ({how})"
    if s.step == "install" and 0 <= s.current < len(s.battles):
        # a General not asked: skipped if he has no Bust to place (none in Reserve, no
        # Province of his to take one from), else he has just declined
        out = [g for g in s.battles[s.current].generals if g not in who]
        skipped = [g for g in out if not bust_sources(board, s, g)]
        declined = [g for g in out if g not in skipped]
        if skipped:
            verb = "is" if len(skipped) == 1 else "are"
            text += f"; {', '.join(skipped)} {verb} skipped: no Governor Bust to place"
        if declined:
            text += f"; {', '.join(declined)} declined"
    if s.step == "draft" and s.physical:
        text = (
            f"Deal {board.scenario.draft} Draft Events to each player and draft them at the "
            "table; then: drafted"
        )
        secret = False
    if s.step == "event":
        how = "reveal CARD" if s.physical else "draw"
        text = f"Era {s.era}: draw Historical Events until one of this Era ({how})"
    if secret and revealed_verb(s):
        secret = False  # the table holds these secrets as real cards, turned over together
        text += (
            " - at this table: lay them face down, turn them over together, then say what "
            "each revealed (revealed PLAYER ...)"
        )
    if secret:  # only the first waiting player's own choices, for their hidden answer
        options = [o for o in options if who and o.split()[1:2] == [who[0]]]
    return Agenda(
        game,
        False,
        None,
        (),
        who,
        text,
        str(rule),
        secret,
        (),
        tuple(options),
        secret_words=(f"{prefix} {who[0]}" if secret and who else ""),
        secret_ask=spec.ask if secret and (spec := phases.steps().get(s.step)) else "",
    )


def revealed_verb(s: State) -> str:
    """At a --physical table, the secret answer the step waits for, given as
    ``revealed PLAYER ...`` once the cards are turned over (the draft is the table's own)."""
    if not s.physical or s.step == "draft":
        return ""
    _, _, secret, verb = _prompt(None, s)
    return verb if secret else ""


def _prompt(board: Board | None, s: State) -> tuple[str, object, bool, str]:
    """The step's prompt, rule, whether it is answered hidden and the hidden verb: from the
    table below, or from the phase that declares the step (rules/phases.py)."""
    if s.step in PROMPTS:
        return PROMPTS[s.step]
    spec = phases.steps().get(s.step)
    if spec is None:
        return ("", SEQ, False, "")
    text = spec.prompt if isinstance(spec.prompt, str) or board is None else spec.prompt(board, s)
    return (text if isinstance(text, str) else "", spec.rule, spec.secret, spec.secret_verb)


PROMPTS: dict[str, tuple[str, object, bool, str]] = {
    "start": ("Deal a Start Card to each player (start PLAYER CARD)", SETUP, False, ""),
    "battle": ("", ref("How to Fight a Campaign"), False, ""),
    "event": ("", HIST, False, ""),
    "draft": (
        "Events Draft: each player picks one card of the hand in front of them "
        "(pick PLAYER CARD); hands pass left",
        DRAFT,
        True,
        "pick",
    ),
    "primus": ("Tie for Primus: name one of the leaders (primus NAME)", SETUP, False, ""),
    "direction": (
        "{first}, Primus: which way does play go this Era? (direction left|right)",
        ref("Primus Inter Pares", "the Primus decides the direction"),
        False,
        "",
    ),
    "choose": (
        "Era {era}: each player chooses {cards} in secret (choose PLAYER CARD...)",
        CHOOSE,
        True,
        "choose",
    ),
    "romanise": (
        "{first} may Romanise a fully conquered tile (romanise {first} TILE [KEEPER]) or pass",
        EXPLOIT,
        False,
        "",
    ),
    "tax": (
        "Taxation: tax PLAYER PROVINCE RESOURCE, then done PLAYER",
        ref("I. eXploit", "Taxation"),
        False,
        "",
    ),
    "exec": ("eXec: adopt / convert N / enact ROW, then done PLAYER", EXEC, False, ""),
    "nominate": (
        "{first} nominates a Province for election (nominate {first} PROVINCE)",
        ELECT,
        False,
        "",
    ),
    "stand": (
        "Election in {province}: {first} may stand a candidate (stand {first} / pass {first})",
        ELECT,
        False,
        "",
    ),
    "vote": (
        "Election in {province}: everyone votes (vote PLAYER CANDIDATE|abstain; before "
        "the last ballot: hortensia PLAYER, or an Event's votes PLAYER CANDIDATE +N)",
        ELECT,
        False,
        "",
    ),
    "tiebreak": (
        "Election in {province} is tied: {primus}, the Primus, chooses (tiebreak {primus} NAME)",
        ref("Primus Inter Pares", "the Primus breaks ties"),
        False,
        "",
    ),
    "veto": (
        "Election in {province}: {first} may veto with the Lex Sacrata "
        "(veto {first} / pass {first})",
        ref("Elections", "5d: the Lex Sacrata"),
        False,
        "",
    ),
    "extort": (
        "eXtort: {first} prosecutes, impeaches, declares Beware the Ides, settles or passes",
        EXTORT,
        False,
        "",
    ),
    "court": (
        "In court: prosecutor and defendant each choose a court card in secret "
        "(court PLAYER bribery|evidence|oratory) - or they settle out of court first "
        "(settle {litigant} {defendant})",
        ref("III. eXtort", "Prosecute"),
        True,
        "court",
    ),
    "thumbs": (
        "Impeachment: every player votes with a thumb in secret (thumb PLAYER up|down) - "
        "or the parties settle out of court first (settle {litigant} {defendant})",
        ref("III. eXtort", "Impeach"),
        True,
        "thumb",
    ),
    "lend": (
        "Offer Allied Legions to Generals (lend PLAYER GENERAL N); then: march",
        ref("IV. eXpand", "Allied Legions offered"),
        False,
        "",
    ),
    "standard": (
        "{first} places a Campaign Standard (standard {first} TARGET | none; against a "
        "Historical Event: standard {first} TARGET join GENERAL to combine)",
        ref("IV. eXpand", "March on Campaign"),
        False,
        "",
    ),
    "install": (
        "{target} is defeated: {first} may install a Governor (install {first} / decline {first})",
        ref("The Spoils of War", "Install a Governor"),
        False,
        "",
    ),
    "rout": (
        "The campaign failed: {first} flips a thumb - down, the General is killed (flip {first})",
        ref("Casualties", "killed in the rout"),
        False,
        "",
    ),
    "casualties": (
        "{first}, Commanding General, shares out the casualties (casualties {first} N1 N2 ...)",
        ref("Casualties", "the Commanding General decides"),
        False,
        "",
    ),
    "retain": (
        "{first}: keep your Private Legions (the Professional Army's; from Era VI, the Mules "
        "of Marius, all but the Gens Claudii's) for 1 Auctoritas (keep {first}) or let "
        "them go home (release {first})",
        ref("IV. eXpand", "Ending the Campaign: Private Legions kept for 1 Auctoritas"),
        False,
        "",
    ),
    "order": (
        "Generals tie on Prestige: {primus}, the Primus, orders them, least Prestige first "
        "(order {primus} GENERAL...)",
        ref("IV. eXpand", "in a tie, the Primus decides who goes first"),
        False,
        "",
    ),
    "losses": (
        "{first}: which of your Legions are lost? (losses {first} allied N rome M private K)",
        ref("Casualties", "each General decides which Legions to lose"),
        False,
        "",
    ),
    "killed": (
        "{first}'s General is killed: which Bust goes to Stock? (lose {first} reserve|PROVINCE)",
        ref("Casualties", "killed in the rout"),
        False,
        "",
    ),
    "pay": (
        "{first} pays {amount} Prestige ({why}) in Dignitas, Auctoritas or a mixture: "
        "pay {first} dignitas N auctoritas M (the first choice is Dignitas first)",
        ref("Prestige", "the payer chooses the mix"),
        False,
        "",
    ),
    "legacy": ("Each player scores one Legacy card (legacy PLAYER POINTS)", END, False, ""),
}
