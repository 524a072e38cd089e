"""Carta Imperia's procedure, one package a phase, in play order: setup, Scenario II's
setup, the Events Draft, the Era's start, I. eXploit, II. eXec, the Elections, III. eXtort,
IV. eXpand, V. eXtra-Legal, the Civil War, the end of the Era, the end of the game, and the
table's tools (legal at any step).

Each package holds a phase's pure rulings (``rulings.py``, where it has its own), its steps
(``steps.py``: each ``begin_*`` moves the state on to the next step that needs an answer),
its verbs (``verbs.py``: each checks an answer and applies it, or refuses it with the rule)
and its ``PHASE`` (``phase.py``: the words, the steps' prompts and offers), which
``rules/game.py`` composes. A package hands over only to the phases after it; nothing
imports back (tests/test_layers.py fails on an import circle). See docs/architecture.md.
"""
