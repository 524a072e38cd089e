"""III. eXtort: Prosecution, Impeachment, Beware the Ides, the court cards and thumbs, and
settling out of court.

Its NPC policy (whom a Senator prosecutes, its court card, its thumb) lives here, in
``npc.py``: a pure function from the state to a ``Decision(action, because)``.
"""
