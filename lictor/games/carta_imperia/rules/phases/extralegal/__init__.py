"""V. eXtra-Legal (Eras V-VII): Imperator, Mob Rule, crossing the Rubicon, the
Assassination plot.

Its NPC policy (a Senator's eXtra-Legal deed and its secret answers) lives here, in
``npc.py``: a pure function from the state to a ``Decision(action, because)``.
"""
