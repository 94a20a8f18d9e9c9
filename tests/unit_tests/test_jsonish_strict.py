"""``decode_tolerant``'s strict step is exactly ``json.loads`` (it calls the decoder directly
for speed), and the tolerant stages still run in their order when it fails."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.reading.jsonish import decode_tolerant

JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=5)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=10,
)


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


@st.composite
def texts(draw: st.DrawFn) -> str:
    text = json.dumps(draw(JSON_VALUES), indent=draw(st.sampled_from([None, 1])))
    text = (
        draw(st.sampled_from(["", " ", "\n", "\ufeff"])) + text + draw(st.sampled_from(["", " \n", "x", ","]))
    )
    return draw(st.sampled_from([text, text.replace('"', "'"), text[:-1], "NaN", "[1, Infinity]"]))


@settings(max_examples=300, deadline=None)
@given(texts())
def test_strict_step_agrees_with_json_loads(text: str) -> None:
    try:
        expected = json.loads(text)
    except ValueError:
        got = decode_tolerant(text)
        assert got is None or got[1] is not None  # read, if at all, only with a tolerance note
        return
    got = decode_tolerant(text)
    assert got is not None
    assert got[1] is None
    assert _same(got[0], expected)


def test_a_leading_bom_is_refused_as_json_loads_refuses_it() -> None:
    assert decode_tolerant('\ufeff{"a": 1}') is None


def test_too_deep_strict_json_is_none_not_an_error() -> None:
    assert decode_tolerant("[" * 100_000 + "]" * 100_000) is None


def test_tolerant_stages_in_order() -> None:
    assert decode_tolerant("{'a': True}") == ({"a": True}, "tolerant-json")
    assert decode_tolerant('{"a": "line\nbreak"}') == ({"a": "line\nbreak"}, "tolerant-json")
    assert decode_tolerant('{{"a": 1}}') == ({"a": 1}, "doubled-braces")
    assert decode_tolerant("{{'a': None}}") == ({"a": None}, "doubled-braces")
    assert decode_tolerant('{"a": 1 "b": 2}') == ({"a": 1, "b": 2}, "repaired-json")
