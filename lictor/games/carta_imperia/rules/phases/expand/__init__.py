"""IV. eXpand: the Generals and their Legions, the Campaign Standards, the battles (combat
cards, Strength, thumbs, Generalship), casualties, spoils and Governors installed.

Its NPC policy (where a Senator marches and how it shares its losses) lives here, in
``npc.py``: a pure function from the state to a ``Decision(action, because)``.
"""
