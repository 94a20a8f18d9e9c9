"""The standard suite every dialect reader passes (modelled on vLLM
``tests/tool_parsers/common_tests.py``).

A module per reader subclasses :class:`ReaderTests`, names its registry ``key`` and
lists :class:`ReaderCase` rows. Every case runs twice: in one batch, and streamed
(``streaming=True``): the text is fed in growing prefixes (character by character for
short texts, and in seeded random chunks), the reader reads the buffer after each delta
(one parser, never a second streaming one) with ``ReadContext.partial`` set, as a stream
consumer knows the reply is not over; no prefix may yield a call the full text does not
make (a guessed call from a truncated one), and the read of the finished reply equals
the batch read.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from prompt_toolcall.reading.dialects import ReadContext, get_reader
from prompt_toolcall.types import Detection

WEATHER = {
    "name": "get_weather",
    "parameters": {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "days": {"type": "integer"},
            "metric": {"type": "boolean"},
            "label": {"type": ["string", "null"]},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["city"],
    },
}
TIME = {"name": "get_time", "parameters": {"type": "object", "properties": {}}}
TOOLS: tuple[dict[str, Any], ...] = (WEATHER, TIME)

MAX_STREAM_PREFIXES = 120
"""Prefixes per streamed case (every character for short texts, evenly spread above)."""


@dataclass(frozen=True)
class ReaderCase:
    """One reply and what the reader must make of it.

    ``calls`` lists ``(name, arguments)``; ``invalid`` is how many attempted calls must be
    reported unreadable; ``claimed=False`` means the reader must return None.
    """

    id: str
    text: str
    calls: tuple[tuple[str, dict[str, Any]], ...] = ()
    content: str | None = None
    reasoning: str | None = None
    invalid: int = 0
    notes: tuple[str, ...] = ()
    claimed: bool = True
    reasoning_open: bool = False
    tools: tuple[dict[str, Any], ...] = field(default=TOOLS)


def _calls(d: Detection | None) -> list[tuple[str, dict[str, Any]]]:
    return [] if d is None else [(c.name, c.arguments) for c in d.calls]


RANDOM_CHUNK_RUNS = 3
"""Seeded random chunkings per case (chunks of 1-12 characters)."""


def random_prefixes(text: str, seed: int) -> Iterator[str]:
    """Growing prefixes of ``text`` cut at random chunk boundaries (seeded: reproducible)."""
    rng = random.Random(seed)
    i = 0
    while i < len(text):
        i = min(len(text), i + rng.randint(1, 12))
        yield text[:i]


def prefixes(text: str) -> Iterator[str]:
    """Growing prefixes of ``text`` (the deltas a stream delivers, accumulated)."""
    n = len(text)
    step = max(1, n // MAX_STREAM_PREFIXES)
    for i in range(1, n, step):
        yield text[:i]
    yield text


class ReaderTests:
    """Mixin: set ``key`` and ``cases``."""

    key: ClassVar[str]
    cases: ClassVar[list[ReaderCase]]

    @pytest.fixture(params=[False, True], ids=["batch", "stream"])
    def streaming(self, request: pytest.FixtureRequest) -> bool:
        return bool(request.param)

    def _read(self, case: ReaderCase, text: str, *, partial: bool = False) -> Detection | None:
        ctx = ReadContext.build(
            [t["name"] for t in case.tools],
            case.tools,
            reasoning_open=case.reasoning_open,
            partial=partial,
        )
        return get_reader(self.key).read(text, ctx)

    def _check_prefixes(self, case: ReaderCase, cuts: Iterator[str] | None = None) -> None:
        final = _calls(self._read(case, case.text))
        for prefix in prefixes(case.text) if cuts is None else cuts:
            got = _calls(self._read(case, prefix, partial=prefix != case.text))
            assert got == final[: len(got)], f"prefix {prefix!r} guessed {got}, full text gives {final}"

    def test_case(self, case: ReaderCase, streaming: bool) -> None:
        if streaming:
            self._check_prefixes(case)
        d = self._read(case, case.text)
        if not case.claimed:
            assert d is None
            return
        assert d is not None, "the reader did not claim its own dialect"
        assert _calls(d) == list(case.calls)
        assert d.content == case.content
        assert d.reasoning == case.reasoning
        assert len(d.invalid) == case.invalid
        assert d.dialect == self.key
        assert f"dialect:{self.key}" in d.notes
        for n in case.notes:
            assert n in d.notes

    def test_random_chunks(self, case: ReaderCase) -> None:
        for seed in range(RANDOM_CHUNK_RUNS):
            self._check_prefixes(case, random_prefixes(case.text, seed))

    def test_stream_matches_batch(self, case: ReaderCase) -> None:
        last: Detection | None = None
        for prefix in prefixes(case.text):
            last = self._read(case, prefix, partial=prefix != case.text)
        batch = self._read(case, case.text)
        assert (last is None) == (batch is None)
        if last is not None and batch is not None:
            assert _calls(last) == _calls(batch)
            assert (last.content, last.reasoning, len(last.invalid)) == (
                batch.content,
                batch.reasoning,
                len(batch.invalid),
            )

    def test_applies_on_own_markup(self, case: ReaderCase) -> None:
        if case.claimed and (case.calls or case.invalid):
            assert get_reader(self.key).applies(case.text)

    def test_plain_prose_not_claimed(self) -> None:
        ctx = ReadContext.build(["get_weather"], [WEATHER])
        assert get_reader(self.key).read("Paris is the capital of France.", ctx) is None
