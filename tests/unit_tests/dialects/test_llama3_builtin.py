"""Llama 3.1 built-in tool reader: cases written from Meta's Llama 3.1 prompt-format guide."""

from __future__ import annotations

from typing import Any, ClassVar

from reader_suite import TOOLS, ReaderCase, ReaderTests

SEARCH: dict[str, Any] = {
    "name": "brave_search",
    "parameters": {"type": "object", "properties": {"query": {"type": "string"}}},
}
WOLFRAM: dict[str, Any] = {
    "name": "wolfram_alpha",
    "parameters": {"type": "object", "properties": {"query": {"type": "string"}}},
}
BUILTIN = (*TOOLS, SEARCH, WOLFRAM)
CODE: dict[str, Any] = {
    "name": "code_interpreter",
    "parameters": {"type": "object", "properties": {"code": {"type": "string"}}},
}


class TestLlama3BuiltinReader(ReaderTests):
    key = "llama3_builtin"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "clean",
            '<|python_tag|>brave_search.call(query="weather in Paris")<|eom_id|>',
            calls=(("brave_search", {"query": "weather in Paris"}),),
            tools=BUILTIN,
        ),
        ReaderCase(
            "prose-before-non-ascii",
            'Let me search. <|python_tag|>wolfram_alpha.call(query="∫ x² dx")',
            calls=(("wolfram_alpha", {"query": "∫ x² dx"}),),
            content="Let me search. ",
            tools=BUILTIN,
        ),
        ReaderCase(
            "special-tokens-stripped",
            "brave_search.call(query='Zürich cafés')",
            calls=(("brave_search", {"query": "Zürich cafés"}),),
            notes=("special-tokens-stripped",),
            tools=BUILTIN,
        ),
        ReaderCase(
            "truncated",
            '<|python_tag|>brave_search.call(query="weather in Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
            tools=BUILTIN,
        ),
        ReaderCase(
            "positional-not-mapped",
            '<|python_tag|>brave_search.call("Paris")',
            invalid=1,
            notes=("malformed-call",),
            tools=BUILTIN,
        ),
        ReaderCase(
            "tool-not-offered-not-claimed", '<|python_tag|>brave_search.call(query="x")', claimed=False
        ),
        ReaderCase(
            "code-interpreter-not-claimed",
            "<|python_tag|>import math\nprint(math.pi)",
            claimed=False,
            tools=BUILTIN,
        ),
        ReaderCase(
            "mid-prose-not-claimed", 'Use brave_search.call(query="x") later.', claimed=False, tools=BUILTIN
        ),
        ReaderCase(
            "stripped-call-then-prose",
            "brave_search.call(query='x') and then I will summarise",
            invalid=1,
            notes=("malformed-call",),
            tools=BUILTIN,
        ),
        ReaderCase(
            "code-interpreter-offered",
            "Computing.<|python_tag|>import math\nprint(math.pi)<|eom_id|>",
            calls=(("code_interpreter", {"code": "import math\nprint(math.pi)"}),),
            content="Computing.",
            notes=("code-interpreter",),
            tools=(*BUILTIN, CODE),
        ),
    ]
