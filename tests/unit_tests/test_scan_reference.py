"""The bracket scanners against plain character loops that define them.

``prompt_toolcall.reading.jsonish.span_end`` and
``prompt_toolcall.reading.dialects._common.balanced_scan`` skip text at C speed (regex
character classes, ``str.find``, one regex match per string); the references below walk
one character at a time and are obviously right. Both must agree on every input,
including unterminated strings, runs of escapes and long gaps without a token (the
inputs the fast versions were rewritten for).
"""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from prompt_toolcall.reading.dialects._common import balanced_scan
from prompt_toolcall.reading.jsonish import span_end

SETTINGS = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])

PIECES = st.lists(
    st.sampled_from(["[", "]", "{", "}", '"', "'", "\\", "\\\\", '\\"', "a", " ", "[[", "]]", "x" * 40]),
    max_size=24,
).map("".join)


def _span_end_reference(text: str, start: int) -> int | None:
    """One bracket kind counted; both quote kinds; a backslash escapes the next character
    inside and outside strings (the scanner's documented rules)."""
    opener = text[start]
    closer = {"[": "]", "{": "}"}[opener]
    depth = 0
    i = start
    quote: str | None = None
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if quote is not None:
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == opener:
            depth += 1
        elif c == closer:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _balanced_scan_reference(text: str, start: int) -> tuple[int | None, bool]:
    """Both bracket kinds counted together; double quotes only; escapes inside strings."""
    depth = 0
    i = start
    in_string = False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                return i + 1, False
        i += 1
    return None, in_string


@SETTINGS
@given(st.sampled_from("[{"), PIECES)
@example("{", '"' + "a" * 5000)  # an unterminated string
@example("{", '"' + '\\"' * 3000 + '"}')  # a run of escapes, then the close
@example("{", "[" * 3000 + "]" * 3000 + "}")  # a long gap with no token of this kind
def test_span_end_matches_its_reference(opener: str, body: str) -> None:
    text = opener + body
    assert span_end(text, 0, max_steps=10**9) == _span_end_reference(text, 0)


@SETTINGS
@given(st.sampled_from("[{"), PIECES)
@example("{", '"' + "a" * 5000)
@example("{", '"' + '\\"' * 3000)
@example("{", '"' + '\\"' * 3000 + '"}')
@example("{", '"a\\\\"}')  # an escaped backslash, then the closing quote
def test_balanced_scan_matches_its_reference(opener: str, body: str) -> None:
    text = opener + body
    assert balanced_scan(text, 0) == _balanced_scan_reference(text, 0)
