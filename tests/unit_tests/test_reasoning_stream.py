"""The answer's reasoning splitter: whole and streamed give the same split, at every cut."""

from __future__ import annotations

import pytest

from prompt_toolcall.reading.reasoning_stream import ReasoningSplitter, split_reasoning

CASES = [
    pytest.param("<think>\nplan\n</think>\n\nHi there", "Hi there", "plan", id="leading-block"),
    pytest.param("no tags", "no tags", None, id="plain"),
    pytest.param("  x", "  x", None, id="plain-leading-space-kept"),
    pytest.param("<THINK>a</THINK>b<thinking> c </thinking>d", "bd", "a\n\nc", id="two-blocks-any-case"),
    pytest.param("<think>unclosed  ", "", "unclosed", id="unclosed-runs-to-end"),
    pytest.param("a < b <thin", "a < b <thin", None, id="partial-tag-at-end-is-text"),
    pytest.param("   ", "   ", None, id="only-spaces"),
    pytest.param("x</think>y", "x</think>y", None, id="orphan-close-left-as-content"),
    pytest.param("<reasoning></reasoning>  ok", "ok", None, id="empty-block"),
    pytest.param(
        "<think>line 1\n\nline 2</think>Antwort: grün", "Antwort: grün", "line 1\n\nline 2", id="inner-ws"
    ),
    pytest.param("Hello <think>x</think> world", "Hello  world", "x", id="block-mid-answer"),
]


@pytest.mark.parametrize(("text", "content", "reasoning"), CASES)
def test_split_reasoning(text: str, content: str, reasoning: str | None) -> None:
    assert split_reasoning(text) == (content, reasoning)


@pytest.mark.parametrize(("text", "content", "reasoning"), CASES)
def test_every_two_cuts_give_the_batch_split(text: str, content: str, reasoning: str | None) -> None:
    for i in range(len(text) + 1):
        for j in range(i, len(text) + 1):
            s = ReasoningSplitter()
            parts = [s.feed(text[:i]), s.feed(text[i:j]), s.feed(text[j:]), s.close()]
            got = "".join(p[0] for p in parts), "".join(p[1] for p in parts) or None
            assert got == (content, reasoning), (i, j)


def test_a_tag_cut_in_two_is_held_not_shown() -> None:
    s = ReasoningSplitter()
    assert s.feed("<thi") == ("", "")
    assert s.feed("nk>plan</th") == ("", "plan")
    assert s.feed("ink>Hi") == ("Hi", "")
    assert s.close() == ("", "")
