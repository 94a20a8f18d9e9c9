"""reading.sdk_json: calls out of SDK response JSON and raw Gemma 4 / FunctionGemma tokens."""

from __future__ import annotations

import json
from typing import Any

import pytest

from prompt_toolcall.reading.sdk_json import extract_tool_calls, extract_tool_calls_detailed

Q = '<|"|>'  # the Gemma 4 string escape token


def calls(text: str) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.arguments) for c in extract_tool_calls(text)]


# -- structured variants ---------------------------------------------------------------------


def test_top_level_tool_calls_flat() -> None:
    doc = {"role": "assistant", "tool_calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]}
    assert calls(json.dumps(doc)) == [("get_weather", {"city": "Lima"})]


def test_openai_style_with_string_arguments_and_id() -> None:
    doc = {
        "tool_calls": [
            {
                "id": "call_abc",
                "type": "function",
                "function": {"name": "get_weather", "arguments": json.dumps({"city": "Lima", "days": 2})},
            }
        ]
    }
    result = extract_tool_calls(json.dumps(doc))
    assert [(c.name, c.arguments, c.id) for c in result] == [
        ("get_weather", {"city": "Lima", "days": 2}, "call_abc")
    ]


def test_missing_id_gets_a_fresh_one() -> None:
    doc = {"tool_calls": [{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}]}
    a, b = extract_tool_calls(json.dumps(doc))
    assert a.id.startswith("call_") and b.id.startswith("call_")
    assert a.id != b.id


def test_content_array_items_of_type_tool_call() -> None:
    doc = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Checking."},
            {"type": "tool_call", "name": "get_weather", "arguments": {"city": "Lima"}},
            {"type": "image", "url": "x"},
            {"type": "tool_call", "function": {"name": "get_time", "arguments": "{}"}},
        ],
    }
    assert calls(json.dumps(doc)) == [("get_weather", {"city": "Lima"}), ("get_time", {})]


def test_concatenated_documents_are_split() -> None:
    """Two <|tool_call> blocks serialised as two documents back to back, one per block."""
    one = {"role": "assistant", "tool_calls": [{"name": "a", "arguments": {"s": "}{"}}]}
    two = {"role": "assistant", "tool_calls": [{"name": "b", "arguments": {"s": 'x"}{"y'}}]}
    text = json.dumps(one, separators=(",", ":")) + json.dumps(two, separators=(",", ":"))
    assert "}{" in text
    assert calls(text) == [("a", {"s": "}{"}), ("b", {"s": 'x"}{"y'})]


def test_concatenated_with_whitespace_and_garbage_fragment() -> None:
    text = (
        '{"tool_calls":[{"name":"a","arguments":{}}]}\n {not json} '
        '{"tool_calls":[{"name":"b","arguments":{}}]}'
    )
    assert calls(text) == [("a", {}), ("b", {})]


def test_gemma_escape_is_stripped_recursively() -> None:
    doc = {
        "tool_calls": [
            {
                "name": "search",
                "arguments": {
                    "q": f"{Q}Lima{Q}",
                    "filters": {"tags": [f"{Q}a{Q}", 3, {"k": f"{Q}v{Q}"}]},
                },
            }
        ]
    }
    assert calls(json.dumps(doc)) == [("search", {"q": "Lima", "filters": {"tags": ["a", 3, {"k": "v"}]}})]


def test_gemma_escape_stripped_inside_string_arguments_too() -> None:
    inner = json.dumps({"q": f"{Q}Lima{Q}"})
    doc = {"tool_calls": [{"type": "function", "function": {"name": "search", "arguments": inner}}]}
    assert calls(json.dumps(doc)) == [("search", {"q": "Lima"})]


def test_openai_response_and_ollama_message_wrappers() -> None:
    openai = {
        "choices": [
            {"message": {"role": "assistant", "tool_calls": [{"function": {"name": "a", "arguments": "{}"}}]}}
        ]
    }
    ollama = {
        "model": "m",
        "message": {"role": "assistant", "tool_calls": [{"function": {"name": "b", "arguments": {"x": 1}}}]},
    }
    assert calls(json.dumps(openai)) == [("a", {})]
    assert calls(json.dumps(ollama)) == [("b", {"x": 1})]


def test_top_level_list_of_calls_and_bare_call_object() -> None:
    assert calls(json.dumps([{"name": "a", "arguments": {"x": 1}}])) == [("a", {"x": 1})]
    assert calls(json.dumps({"name": "a", "arguments": {"x": 1}})) == [("a", {"x": 1})]


@pytest.mark.parametrize("args", [None, "", "  "])
def test_absent_or_empty_arguments_are_no_arguments(args: object) -> None:
    assert calls(json.dumps({"tool_calls": [{"name": "a", "arguments": args}]})) == [("a", {})]


@pytest.mark.parametrize(
    ("args", "reason"),
    [("{bad", "not valid JSON"), ("[1,2]", "must be a JSON object"), ([1, 2], "must be a JSON object")],
)
def test_unreadable_arguments_are_invalid_not_silent_empty(args: object, reason: str) -> None:
    text = json.dumps({"tool_calls": [{"name": "a", "arguments": args}]})
    assert extract_tool_calls(text) == []
    detail = extract_tool_calls_detailed(text)
    assert detail.calls == ()
    assert len(detail.invalid) == 1
    assert detail.invalid[0].name == "a"
    assert reason in detail.invalid[0].error


def test_nameless_call_is_invalid() -> None:
    detail = extract_tool_calls_detailed(json.dumps({"tool_calls": [{"arguments": {"x": 1}}]}))
    assert detail.calls == ()
    assert detail.invalid[0].name is None


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "not json",
        "{",
        '{"role":"assistant","content":"hello"}',
        "[]",
        "null",
        '{"tool_calls":"x"}',
    ],
)
def test_no_calls_and_never_raises(text: str) -> None:
    assert extract_tool_calls(text) == []


def test_non_string_input_never_raises() -> None:
    assert extract_tool_calls(None) == []  # type: ignore[arg-type]


# -- raw Gemma 4 tokens ----------------------------------------------------------------------


def test_raw_gemma4_call() -> None:
    text = f"<|tool_call>call:get_weather{{city:{Q}Paris, FR{Q},days:3}}<tool_call|>"
    assert calls(text) == [("get_weather", {"city": "Paris, FR", "days": 3})]


def test_raw_gemma4_closing_tag_optional_and_parallel() -> None:
    text = f"<|tool_call>call:a{{x:{Q}1{Q}}}<tool_call|><|tool_call>call:b{{y:[1,{Q}two{Q}],z:{{k:true}}}}"
    assert calls(text) == [("a", {"x": "1"}), ("b", {"y": [1, "two"], "z": {"k": True}})]


def test_raw_gemma4_inside_sdk_content_string() -> None:
    doc = {"role": "assistant", "content": f'<|tool_call>call:search{{q:{Q}say "hi"{Q}}}<tool_call|>'}
    assert calls(json.dumps(doc)) == [("search", {"q": 'say "hi"'})]


def test_raw_tokens_only_when_nothing_structured() -> None:
    doc = {
        "tool_calls": [{"name": "structured", "arguments": {}}],
        "content": f"<|tool_call>call:raw{{x:{Q}1{Q}}}<tool_call|>",
    }
    assert calls(json.dumps(doc)) == [("structured", {})]


def test_raw_gemma4_cut_off_block_gives_no_call() -> None:
    assert calls(f"<|tool_call>call:get_weather{{city:{Q}Par") == []
    assert calls(f"<|tool_call>call:get_weather{{city:{Q}Paris{Q}") == []


# -- raw FunctionGemma tokens ----------------------------------------------------------------


def test_function_gemma_call_with_typed_values() -> None:
    text = (
        "<start_function_call>call:set{k:<escape>v<escape>,n:5,f:-1.5,e:1e3,t:true,fa:false,"
        "nu:null,hex:0x1f,plus:+5,lead:007,word:hello}<end_function_call>"
    )
    assert calls(text) == [
        (
            "set",
            {
                "k": "v",
                "n": 5,
                "f": -1.5,
                "e": 1000.0,
                "t": True,
                "fa": False,
                "nu": None,
                "hex": "0x1f",
                "plus": "+5",
                "lead": "007",
                "word": "hello",
            },
        )
    ]
    assert type(calls(text)[0][1]["n"]) is int


def test_function_gemma_escape_protects_separators() -> None:
    text = "<start_function_call>call:s{q:<escape>a, b}{c:d<escape>}<end_function_call>"
    assert calls(text) == [("s", {"q": "a, b}{c:d"})]


@pytest.mark.parametrize(
    "body",
    [
        "{k:<escape>v<escape>x<escape>}",  # odd number of escapes: where does the value end?
        "{k:<escape>v}",  # unclosed escape
        "{k:v<escape>w}",  # escape inside a bare value
        "{k:}",  # empty value
        "{k:1,k:2}",  # repeated key
        "{k:1",  # never closed
        "{k 1}",  # no colon
    ],
)
def test_function_gemma_ambiguous_block_gives_no_call(body: str) -> None:
    assert calls(f"<start_function_call>call:f{body}<end_function_call>") == []


def test_function_gemma_trailing_junk_before_close_gives_no_call() -> None:
    assert calls("<start_function_call>call:f{k:1} extra<end_function_call>") == []


def test_function_gemma_bad_block_does_not_hide_good_one() -> None:
    text = (
        "<start_function_call>call:f{k:<escape>v}<end_function_call>"
        "<start_function_call>call:g{n:1}<end_function_call>"
    )
    assert calls(text) == [("g", {"n": 1})]


def test_function_gemma_in_content_string() -> None:
    doc = {"role": "assistant", "content": "<start_function_call>call:f{n:2}<end_function_call>"}
    assert calls(json.dumps(doc)) == [("f", {"n": 2})]


def test_raw_tokens_in_any_string_field_are_decoded_first() -> None:
    doc = {"output": [{"kind": "text", "value": f"<|tool_call>call:f{{q:{Q}a{Q}}}<tool_call|>"}]}
    assert calls(json.dumps(doc)) == [("f", {"q": "a"})]
