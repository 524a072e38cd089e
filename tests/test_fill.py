"""``lictor.i18n.fill``, which every message said goes through: a template of bare names
reads as ``str.format`` would write it (its quick path fills by ``%``: a ``%`` of the
text, ``{{`` braces and numbers must come out the same), and whatever is not a bare name
given as a text or a number is refused, on every path."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lictor.i18n import fill

NAMES = ("n", "player", "where")
LITERAL = st.text(alphabet="ab %{}()s\n", max_size=8).map(
    lambda x: x.replace("{", "{{").replace("}", "}}")
)
VALUE = st.one_of(
    st.text(alphabet="ab%(){}s", max_size=5),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
)


@given(
    st.lists(st.tuples(LITERAL, st.sampled_from(NAMES)), max_size=4),
    LITERAL,
    st.fixed_dictionaries({n: VALUE for n in NAMES}),
)
def test_a_template_of_bare_names_reads_as_str_format_writes_it(
    pieces: list[tuple[str, str]], tail: str, values: dict[str, str | int | float]
) -> None:
    template = "".join(f"{lit}{{{name}}}" for lit, name in pieces) + tail
    assert fill(template, **values) == template.format(**values)


def test_a_percent_sign_in_a_message_stays_one_percent_sign() -> None:
    assert fill("{n}% of {who}: 100%", n=50, who="Ann") == "50% of Ann: 100%"
    assert fill("%(n)s {n}", n=1) == "%(n)s 1"  # a %-field of the text is text


@pytest.mark.parametrize(
    ("template", "values", "said"),
    [
        ("{n.__class__}", {"n": 1}, "not allowed"),
        ("{n:999999999}", {"n": 1}, "not allowed"),
        ("{n!r}", {"n": "x"}, "not allowed"),
        ("{missing}", {"n": 1}, "not allowed"),
        ("{n}", {"n": True}, "not a number or a text"),
        ("{n}", {"n": [1]}, "not a number or a text"),
    ],
)
def test_anything_but_a_bare_name_given_as_a_text_or_number_is_refused(
    template: str, values: dict[str, object], said: str
) -> None:
    with pytest.raises(ValueError, match=said):
        fill(template, **values)  # type: ignore[arg-type]
