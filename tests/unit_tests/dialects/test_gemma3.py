"""Gemma 3 ```` ```tool_code ```` reader.

Source of the format: Google's "Function calling with Gemma" guide (pythonic
``[func(a=1)]`` calls) and the Gemma cookbook's function-calling examples
(ai.google.dev/gemma/docs/meme-generator: calls wrapped in ```` ```tool_code ````,
results returned in ```` ```tool_output ````).
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

FENCE = "```tool_code\n{}\n```"


class TestGemma3Reader(ReaderTests):
    key = "gemma3"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "single",
            FENCE.format('get_weather(city="Paris")'),
            calls=(("get_weather", {"city": "Paris"}),),
        ),
        ReaderCase(
            "list-form-with-prose",
            "I'll check both.\n"
            + FENCE.format("[get_weather(city='Oslo', days=2), get_time()]")
            + "\nOne moment.",
            calls=(("get_weather", {"city": "Oslo", "days": 2}), ("get_time", {})),
            content="I'll check both.\n\nOne moment.",
        ),
        ReaderCase(
            "newline-separated-calls",
            FENCE.format('get_weather(city="Rome", days="3")\nget_time()'),
            calls=(("get_weather", {"city": "Rome", "days": 3}), ("get_time", {})),
        ),
        ReaderCase(
            "print-and-namespace-unwrapped",
            FENCE.format('print(default_api.get_weather(city="Lima", metric=True))'),
            calls=(("get_weather", {"city": "Lima", "metric": True}),),
            notes=("print-unwrapped", "namespace-stripped"),
        ),
        ReaderCase(
            "missing-close-fence",
            "```tool_code\nget_time()",
            calls=(("get_time", {}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase("not-a-call", FENCE.format("x = 1"), invalid=1, notes=("malformed-call",)),
        ReaderCase(
            "truncated",
            '```tool_code\nget_weather(city="Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("unknown-function", FENCE.format("launch(x=1)"), invalid=1, notes=("unknown-function",)),
        ReaderCase("tool-output-not-claimed", "```tool_output\n12 degrees\n```", claimed=False),
        ReaderCase("python-fence-not-claimed", "```python\nget_time()\n```", claimed=False),
        ReaderCase(
            "print-positional-per-line",
            "Checking.\n```tool_code\nprint(get_weather('Zürich', 2))\nprint(get_time())\n```",
            calls=(("get_weather", {"city": "Zürich", "days": 2}), ("get_time", {})),
            content="Checking.",
            notes=("print-unwrapped", "positional-mapped"),
        ),
        ReaderCase(
            "unclosed-fence-prose-malformed",
            "```tool_code\nget_time()\nthen I will answer",
            invalid=1,
        ),
    ]
