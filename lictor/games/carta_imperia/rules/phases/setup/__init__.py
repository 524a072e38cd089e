"""Full Game Setup: the players, the decks, the Start Cards dealt, and the first Primus
after the draft.

Its NPC policy (a Senator choosing a Start Card or breaking the Primus tie) will live here, in
``npc.py``: a pure function from the state to a ``Decision(action, because)``.
"""
