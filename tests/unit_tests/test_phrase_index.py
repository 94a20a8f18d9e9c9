"""PhraseIndex finds exactly what phrase_in finds, phrase by phrase, in less time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.checking.grounding.lexicon import date_words
from prompt_toolcall.checking.grounding.text import PhraseIndex, fold, phrase_in

PHRASES = sorted({*date_words().relative, *date_words().weekdays})
INDEX = PhraseIndex(PHRASES)
FILLER = ["a", "the", "Paris", "3", "-", "_", "東", "x_y", "'", "é", ",", "2025-05-14", "मंगल"]


def brute(folded: str) -> list[str]:
    return [p for p in INDEX.phrases if phrase_in(p, folded)]


@pytest.mark.parametrize(
    "text",
    [
        "Heute ist Dienstag, der 4. März 2025",
        "après-demain à Paris",
        "pasado mañana",
        "明天下午3点",
        "the day before yesterday, on Monday",
        "сегодня вечером, завтра утром",
        "परसों सुबह",
        "aujourd'hui",
        "x_tomorrow",
        "東京tomorrow",  # a spaced word glued to an unspaced script: the plain path
        "",
    ],
)
def test_same_phrases_as_phrase_in(text: str) -> None:
    folded = fold(text)
    assert INDEX.found(folded) == brute(folded)


def test_it_finds_what_it_should() -> None:
    assert {"tomorrow", "monday"} <= set(INDEX.found(fold("Tomorrow, or on Monday?")))
    assert INDEX.found(fold("no date words in here")) == []


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(PHRASES) | st.sampled_from(FILLER), max_size=10),
    st.sampled_from([" ", "", ", "]),
)
def test_same_phrases_as_phrase_in_on_any_mix(parts: list[str], joiner: str) -> None:
    folded = fold(joiner.join(parts))
    assert INDEX.found(folded) == brute(folded)
