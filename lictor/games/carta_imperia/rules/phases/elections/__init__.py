"""The Elections: nominations, candidates standing, the votes, the Primus' tie-break, the
Lex Hortensia and the Lex Sacrata's veto.

Its NPC policy (how a Senator nominates, stands and votes) lives here, in ``npc.py``: a
pure function from the state to a ``Decision(action, because)``.
"""
