"""Bounds a shared pack must keep (no 10 km posters, no billion copies, no inf or nan).

Here, not in the schema, so that what reads them (a rows file's reader) imports no pydantic.
"""

MAX_MM = 1000.0  # a card, a board or a poster side, in mm
MAX_PT = 200.0  # a font size
MAX_QTY = 10_000  # copies of one row
MAX_ROWS = 10_000  # rows of one deck (variants included)
MAX_CARDS = 50_000  # cards in one pack, copies counted
MAX_SHEET_ROWS = 500  # rows (blank or written) of a printed table
