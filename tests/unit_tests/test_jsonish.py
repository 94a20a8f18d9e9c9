"""Tolerant JSON decoding and the balanced-span scan (prompt_toolcall.reading.jsonish)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from prompt_toolcall.reading.jsonish import (
    MAX_SCAN_STEPS,
    MAX_UNCLOSED_SCANS,
    balanced_spans,
    decode_tolerant,
    extract_json,
    loads_tolerant,
    scan_spans,
    span_end,
)

# -- loads_tolerant / decode_tolerant ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected", "note"),
    [
        pytest.param('{"a": 1}', {"a": 1}, None, id="strict-object"),
        pytest.param("[1, 2]", [1, 2], None, id="strict-array"),
        pytest.param('"x"', "x", None, id="strict-scalar"),
        pytest.param("{'a': 'b'}", {"a": "b"}, "tolerant-json", id="single-quotes"),
        pytest.param('{"a": 1,}', {"a": 1}, "tolerant-json", id="trailing-comma-object"),
        pytest.param("[1, 2, ]", [1, 2], "tolerant-json", id="trailing-comma-array"),
        pytest.param(
            "{'t': True, 'f': False, 'n': None}",
            {"t": True, "f": False, "n": None},
            "tolerant-json",
            id="python-literals",
        ),
        pytest.param(
            "{'s': 'True, None, }'}",
            {"s": "True, None, }"},
            "tolerant-json",
            id="literals-inside-strings-kept",
        ),
        pytest.param(
            "{'s': 'it\\'s \"quoted\"'}", {"s": 'it\'s "quoted"'}, "tolerant-json", id="escaped-single-quote"
        ),
        pytest.param('{"s": "it\\\'s"}', {"s": "it's"}, "tolerant-json", id="backslash-quote-in-double"),
        pytest.param('{"s": "two\nlines"}', {"s": "two\nlines"}, "tolerant-json", id="raw-newline-in-string"),
        pytest.param(
            '{{"name": "f", "arguments": {{"a": 1}}}}',
            {"name": "f", "arguments": {"a": 1}},
            "doubled-braces",
            id="doubled-braces-everywhere",
        ),
        pytest.param(
            '{{"name": "f", "arguments": {"a": 1}}}',
            {"name": "f", "arguments": {"a": 1}},
            "doubled-braces",
            id="doubled-braces-outer-only",
        ),
        pytest.param('{"a": 1 "b": 2}', {"a": 1, "b": 2}, "repaired-json", id="json-repair-missing-comma"),
    ],
)
def test_decode_tolerant(text: str, expected: Any, note: str | None) -> None:
    assert decode_tolerant(text) == (expected, note)
    assert loads_tolerant(text) == expected


def test_word_bounded_python_literals() -> None:
    # "NoneOfTheAbove" is an identifier, never rewritten to "nullOfTheAbove".
    got = loads_tolerant("{'a': 'x', 'b': None, 'c': 'NoneOfTheAbove'}")
    assert got == {"a": "x", "b": None, "c": "NoneOfTheAbove"}


@pytest.mark.parametrize(
    "text",
    [
        pytest.param('{"name":', id="truncated-object"),
        pytest.param('{"name": "get_weather", "arguments": {"city": "Lima"}', id="truncated-one-brace"),
        pytest.param("[1, 2", id="truncated-array"),
        pytest.param("The config is a name/arguments pair.", id="prose"),
        pytest.param("{see above}", id="prose-in-braces-gives-no-object"),
        pytest.param("", id="empty"),
        pytest.param("   ", id="blank"),
        pytest.param("{'a': 'unterminated}", id="unterminated-string"),
        pytest.param("True", id="bare-python-literal-not-a-span"),
    ],
)
def test_unreadable_gives_none(text: str) -> None:
    assert decode_tolerant(text) is None
    assert loads_tolerant(text) is None


def test_repair_never_drops_a_malformed_element() -> None:
    """json-repair silently drops ``{a brace}`` from a list, which would turn a mixed list
    into an all-calls batch (the all-or-nothing rule); such a repair is refused."""
    assert decode_tolerant('[{a brace}, {"name": "get_weather"}]') is None
    assert decode_tolerant('{"a": 1 "b": [2, {"c": 3}]}') == ({"a": 1, "b": [2, {"c": 3}]}, "repaired-json")


def test_repair_guard_is_linear_on_escaped_quotes() -> None:
    start = time.perf_counter()
    assert loads_tolerant("{ " + "\\'" * 60_000 + " }") is None
    assert time.perf_counter() - start < 3.0


def test_json_null_is_not_a_failure() -> None:
    assert decode_tolerant("null") == (None, None)
    assert loads_tolerant("null") is None


def test_non_string_input_is_none() -> None:
    assert decode_tolerant(123) is None  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("[" * 100_000 + "]" * 100_000, id="deep-array"),
        pytest.param("{'a': " * 5_000 + "1" + "}" * 5_000, id="deep-python-literal"),
        pytest.param("{a: " * 3_000 + "1" + "}" * 3_000, id="deep-needs-repair"),
    ],
)
def test_deep_nesting_never_raises(text: str) -> None:
    assert loads_tolerant(text) is None


def test_lone_surrogates_and_nul() -> None:
    assert loads_tolerant('{"a": "\ud800\x00"}') == {"a": "\ud800\x00"}
    assert loads_tolerant("{'a': '\udfff', 'b': '\x00'}") == {"a": "\udfff", "b": "\x00"}
    assert loads_tolerant("\ud800{\x00") is None


# -- span_end / balanced_spans ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "end"),
    [
        pytest.param('{"a": "}"}', 10, id="brace-in-double-string"),
        pytest.param("{'a': '}'}", 10, id="brace-in-single-string"),
        pytest.param('{"a": "\\"}"}', 12, id="escaped-quote"),
        pytest.param("{{}}", 4, id="nested"),
        pytest.param('[{"a": "]"}]', 12, id="bracket-in-string"),
        pytest.param("{", None, id="unclosed"),
        pytest.param('{"a": "}', None, id="unterminated-string"),
    ],
)
def test_span_end(text: str, end: int | None) -> None:
    assert span_end(text, 0) == end


def test_span_end_needs_an_opener() -> None:
    assert span_end("abc", 0) is None
    assert span_end("{}", 5) is None


def test_apostrophe_before_the_opener_is_prose() -> None:
    text = 'It\'s here: {"a": 1} done'
    assert balanced_spans(text) == [(11, 19)]


def test_spans_of_both_kinds_sorted() -> None:
    text = 'x [{"a": 1}, {"b": 2}] y {"c": [3]}'
    spans = balanced_spans(text)
    assert spans == sorted(spans)
    pieces = [text[s:e] for s, e in spans]
    # Brackets and braces are scanned separately: objects inside the array are spans too.
    assert pieces == ['[{"a": 1}, {"b": 2}]', '{"a": 1}', '{"b": 2}', '{"c": [3]}', "[3]"]


def test_unclosed_budget_gives_up_in_the_safe_direction() -> None:
    call = '{"a": 1}'
    # Each unclosed "[" (some closer exists later, so each must be walked) costs one unit.
    within = "[ x" * (MAX_UNCLOSED_SCANS - 1) + " ] " + call
    beyond = "[ x" * (MAX_UNCLOSED_SCANS + 1) + " ] " + call
    assert any(within[s:e] == call for s, e in balanced_spans(within))
    assert not any(beyond[s:e] == call for s, e in balanced_spans(beyond))


def test_scan_reports_caps() -> None:
    assert scan_spans('{"a": 1}') == ([(0, 8)], False)
    spans, capped = scan_spans("[]" * 20, max_spans=5)
    assert len(spans) == 5
    assert capped
    spans, capped = scan_spans("[[]" * 1000, max_steps=100)
    assert capped


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("[" * 1_000_000, id="1MB-of-["),
        pytest.param("{" * 1_000_000, id="1MB-of-{"),
        pytest.param("[{" * 500_000, id="1MB-alternating"),
        pytest.param("[" * 500_000 + "]" * 500_000, id="1MB-nested"),
        pytest.param("[[]" * 333_333, id="1MB-never-closing-with-closers"),
        pytest.param("[]" * 500_000, id="1MB-of-empty-arrays"),
        pytest.param('"' * 1_000_000, id="1MB-of-quotes"),
        pytest.param("'\\" * 500_000, id="1MB-of-escapes"),
        pytest.param("{" * 10_000 + '{"name": "x"}', id="10k-openers-then-object"),
    ],
)
def test_scan_is_bounded_on_adversarial_input(text: str) -> None:
    # Quadratic behaviour on 1 MB would take minutes; the bound is generous for slow CI.
    start = time.perf_counter()
    balanced_spans(text)
    loads_tolerant(text)
    extract_json(text)
    assert time.perf_counter() - start < 3.0


def test_max_scan_steps_is_positive() -> None:
    assert MAX_SCAN_STEPS > 1000


# -- extract_json -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param('Sure: {"calls": []} thanks', '{"calls": []}', id="object-in-prose"),
        pytest.param('{"a": 1} {"b": 2}', '{"a": 1}', id="first-wins"),
        pytest.param('{not json} then {"b": 2}', '{"b": 2}', id="first-that-decodes"),
        pytest.param("no json here", "no json here", id="no-span-gives-text"),
        pytest.param('{"a": [1, 2]}', '{"a": [1, 2]}', id="outer-before-inner"),
    ],
)
def test_extract_json(text: str, expected: str) -> None:
    assert extract_json(text) == expected
