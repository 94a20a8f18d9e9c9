"""Anthropic-style ``<function_calls><invoke name><parameter name>`` reader.

Source of the format: Anthropic's legacy prompted function-calling format (the
``<function_calls>``/``<invoke>``/``<parameter>`` blocks Claude writes when tools are
described in the prompt) and vLLM's ``minimax_m2`` tool parser (the same body inside
``<minimax:tool_call>``). Values are typed by the schema, as vLLM and SGLang do for XML
dialects.
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

P = "parameter"


def invoke(name: str, **params: str) -> str:
    body = "".join(f'<{P} name="{k}">{v}</{P}>\n' for k, v in params.items())
    return f'<invoke name="{name}">\n{body}</invoke>\n'


class TestAnthropicReader(ReaderTests):
    key = "anthropic"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "typed-by-schema",
            "<function_calls>\n"
            + invoke("get_weather", city="0042", days="3", metric="true", label="null", tags='["a", "b"]')
            + "</function_calls>",
            calls=(
                (
                    "get_weather",
                    {"city": "0042", "days": 3, "metric": True, "label": None, "tags": ["a", "b"]},
                ),
            ),
        ),
        ReaderCase(
            "parallel-with-prose",
            "Let me look.\n<function_calls>\n"
            + invoke("get_weather", city="Paris")
            + invoke("get_time")
            + "</function_calls>\nDone.",
            calls=(("get_weather", {"city": "Paris"}), ("get_time", {})),
            content="Let me look.\n\nDone.",
        ),
        ReaderCase(
            "stop-sequence-cut-wrapper",
            "<function_calls>\n" + invoke("get_time"),
            calls=(("get_time", {}),),
            notes=("missing-close-tag",),
        ),
        ReaderCase(
            "close-tag-quoted-in-value",
            f'<function_calls><invoke name="get_weather"><{P} name="city">a </{P}> b</{P}>'
            "</invoke></function_calls>",
            calls=(("get_weather", {"city": f"a </{P}> b"}),),
        ),
        ReaderCase(
            "multiline-value-keeps-inner-whitespace",
            f'<function_calls><invoke name="get_weather"><{P} name="city">\n  New\n  York\n</{P}>'
            "</invoke></function_calls>",
            calls=(("get_weather", {"city": "  New\n  York"}),),
        ),
        ReaderCase(
            "minimax-wrapper",
            "<think>Weather first.</think>\n<minimax:tool_call>\n"
            + invoke("get_weather", city="Oslo")
            + "</minimax:tool_call>",
            calls=(("get_weather", {"city": "Oslo"}),),
            reasoning="Weather first.",
        ),
        ReaderCase(
            "namespaced-elements",
            '<x:function_calls><x:invoke name="get_time"></x:invoke></x:function_calls>',
            calls=(("get_time", {}),),
        ),
        ReaderCase(
            "truncated-value",
            f'<function_calls><invoke name="get_weather"><{P} name="city">Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "repeated-parameter",
            f'<function_calls><invoke name="get_weather"><{P} name="city">a</{P}><{P} name="city">b</{P}>'
            "</invoke></function_calls>",
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "invoke-without-name",
            "<function_calls><invoke></invoke></function_calls> ok",
            content="ok",
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "text-inside-invoke",
            '<function_calls><invoke name="get_time">oops</invoke></function_calls>',
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "unknown-function",
            "<function_calls>\n" + invoke("launch") + "</function_calls>",
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase("word-in-html-not-claimed", "Use <b>invoke</b> with care.", claimed=False),
        ReaderCase(
            "cdata-value-entities-kept",
            '<function_calls><invoke name="get_weather"><parameter name="city"><![CDATA[<Köln>]]></parameter>'
            '<parameter name="label">x &lt; y</parameter></invoke></function_calls>',
            calls=(("get_weather", {"city": "<Köln>", "label": "x &lt; y"}),),
        ),
    ]
