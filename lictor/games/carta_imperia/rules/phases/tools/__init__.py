"""The table's tools, legal at any step: deals, card and Reform effects recorded,
corrections, and the Prestige payments any phase may ask for.

Its NPC policy (the deals a Senator accepts, after the Omens of the Solo & 2-Player Addenda)
will live here, in ``npc.py``: a pure function from the state to a ``Decision(action,
because)``.
"""
