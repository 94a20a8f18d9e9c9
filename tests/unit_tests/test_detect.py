"""The detector pipeline, step by step (prompt_toolcall.reading.detect)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest

import prompt_toolcall.reading.detect as detect_module
from prompt_toolcall.reading.detect import (
    GENERIC_DIALECT,
    MAX_INPUT_CHARS,
    build_context,
    calls_from_json_value,
    detect,
    detect_tool_calls,
    read_generic_json,
    read_json_calls,
    strip_reasoning,
    unknown_function_names,
)
from prompt_toolcall.reading.dialects import (
    DialectReader,
    ReadContext,
    ReaderClaims,
    register_reader,
    unregister_reader,
)
from prompt_toolcall.types import Detection, InvalidToolCall, ToolCall

NAMES = {"get_weather", "send_email"}
FUNCTIONS: list[dict[str, Any]] = [
    {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
            "required": ["city"],
        },
    },
    {"name": "send_email", "parameters": {"type": "object", "properties": {"to": {"type": "string"}}}},
]
CALL = '{"name": "get_weather", "arguments": {"city": "Lima"}}'
CTX = build_context(NAMES, FUNCTIONS)


@pytest.fixture
def generic_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the detector with no dialect readers: the generic JSON path alone."""
    monkeypatch.setattr(detect_module, "dispatch_readers", lambda text, ctx: ReaderClaims())


def _plain(calls: Any) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.arguments) for c in calls]


# -- strip_reasoning --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept", "reasoning"),
    [
        pytest.param("<think>a</think>b", "b", "a", id="closed"),
        pytest.param("<THINKING>a</THINKING>b", "b", "a", id="case-insensitive"),
        pytest.param("<reasoning>a</reasoning>b<think>c</think>d", "bd", "a\n\nc", id="two-blocks"),
        pytest.param("x<think>draft {} to the end", "x", "draft {} to the end", id="unclosed-runs-to-end"),
        pytest.param("<think></think>b", "b", None, id="empty-block"),
        pytest.param("<think>a</thinking>b", "", "a</thinking>b", id="mismatched-close-is-unclosed"),
        pytest.param("no tags", "no tags", None, id="none"),
        pytest.param("plan</think>answer", "answer", "plan", id="orphan-close"),
    ],
)
def test_strip_reasoning(text: str, kept: str, reasoning: str | None) -> None:
    got = strip_reasoning(text)
    assert got.text == kept
    assert got.reasoning == reasoning
    assert ("reasoning-stripped" in got.notes) == (text != "no tags")


def test_orphan_close_is_noted() -> None:
    assert "reasoning-orphan-close" in strip_reasoning("plan</think>answer").notes
    assert "reasoning-orphan-close" not in strip_reasoning("<think>a</think>b").notes


def test_reasoning_open() -> None:
    got = strip_reasoning("plan</think>answer", reasoning_open=True)
    assert (got.text, got.reasoning) == ("answer", "plan")
    got = strip_reasoning("still thinking {x}", reasoning_open=True)
    assert (got.text, got.reasoning) == ("", "still thinking {x}")
    got = strip_reasoning("<think>plan</think>answer", reasoning_open=True)
    assert (got.text, got.reasoning) == ("answer", "plan")


def test_reasoning_open_through_detect() -> None:
    assert detect(CALL, NAMES, reasoning_open=True).calls == ()
    found = detect("plan</think>" + CALL, CTX, reasoning_open=True)
    assert _plain(found.calls) == [("get_weather", {"city": "Lima"})]
    assert found.reasoning == "plan"


def test_strip_reasoning_is_linear() -> None:
    start = time.perf_counter()
    got = strip_reasoning("<think>" * 150_000)
    assert got.text == ""
    got = strip_reasoning("<think>a</think>" * 60_000 + "end")
    assert got.text == "end"
    assert time.perf_counter() - start < 3.0


# -- read_json_calls: the call rules ----------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        pytest.param(
            {"name": "get_weather", "arguments": {"city": "Lima"}}, [("get_weather", {"city": "Lima"})]
        ),
        pytest.param(
            {"name": "get_weather", "input": {"city": "A"}}, [("get_weather", {"city": "A"})], id="input"
        ),
        pytest.param(
            {"name": "get_weather", "arguments": {"city": "A"}, "parameters": {"city": "B"}},
            [("get_weather", {"city": "A"})],
            id="arguments-before-parameters",
        ),
        pytest.param(
            {"action": "get_weather", "action_input": {"city": "A"}, "arguments": {"city": "B"}},
            [("get_weather", {"city": "A"})],
            id="action-input-first",
        ),
        pytest.param(
            {"tool": "send_email", "tool_input": {"to": "x"}}, [("send_email", {"to": "x"})], id="tool"
        ),
        pytest.param({"name": "get_weather"}, [("get_weather", {})], id="zero-argument-call"),
        pytest.param({"name": "get_weather", "arguments": None}, [("get_weather", {})], id="null-arguments"),
        pytest.param(
            {"name": "get_weather", "arguments": '{"city": "Lima", "days": "3"}'},
            [("get_weather", {"city": "Lima", "days": 3})],
            id="string-arguments-decoded-and-coerced",
        ),
        pytest.param(
            {"type": "function", "function": {"name": "get_weather", "arguments": "{}"}},
            [("get_weather", {})],
            id="openai-wrapper",
        ),
        pytest.param(
            {"function_call": {"function": {"name": "send_email", "arguments": {"to": "x"}}}},
            [("send_email", {"to": "x"})],
            id="nested-wrappers",
        ),
        pytest.param(
            {"tool_calls": [{"name": "get_weather"}, {"tool_use": {"name": "send_email", "input": {}}}]},
            [("get_weather", {}), ("send_email", {})],
            id="tool-calls-batch",
        ),
        pytest.param(
            [{"name": "get_weather"}, {"name": "send_email"}],
            [("get_weather", {}), ("send_email", {})],
            id="array",
        ),
        pytest.param({"name": "functions.get_weather"}, [("get_weather", {})], id="namespace-prefix"),
        pytest.param({"name": "Get_Weather"}, [("get_weather", {})], id="case-insensitive-unique"),
    ],
)
def test_read_json_calls(value: Any, expected: list[tuple[str, dict[str, Any]]]) -> None:
    got = read_json_calls(value, CTX)
    assert got is not None
    assert _plain(got.calls) == expected
    assert got.invalid == ()


@pytest.mark.parametrize(
    "value",
    [
        pytest.param({"name": "launch_missiles", "arguments": {}}, id="unknown-name"),
        pytest.param(
            {"name": "launch_missiles", "function": {"name": "get_weather"}}, id="name-decides-no-digging"
        ),
        pytest.param({"name": "", "arguments": {}}, id="empty-name"),
        pytest.param({"arguments": {"city": "Lima"}}, id="no-name"),
        pytest.param([{"name": "get_weather"}, {"temperature": 21}], id="array-all-or-nothing"),
        pytest.param([], id="empty-array"),
        pytest.param({"tool_calls": []}, id="empty-batch"),
        pytest.param("get_weather", id="string"),
        pytest.param(None, id="null"),
        pytest.param([[{"name": "get_weather"}]], id="nested-array"),
    ],
)
def test_read_json_calls_rejects(value: Any) -> None:
    assert read_json_calls(value, CTX) is None
    assert calls_from_json_value(value, CTX) is None


def test_ambiguous_case_insensitive_name_is_no_call() -> None:
    ctx = build_context({"Lookup", "lookup"})
    assert read_json_calls({"name": "LOOKUP"}, ctx) is None


def test_non_object_arguments_are_an_invalid_call() -> None:
    got = read_json_calls({"name": "get_weather", "arguments": [1, 2]}, CTX)
    assert got is not None
    assert got.calls == ()
    assert len(got.invalid) == 1
    assert isinstance(got.invalid[0], InvalidToolCall)
    assert got.invalid[0].name == "get_weather"
    assert calls_from_json_value({"name": "get_weather", "arguments": [1, 2]}, CTX) is None


def test_malformed_string_arguments_degrade_to_empty() -> None:
    got = calls_from_json_value({"name": "get_weather", "arguments": "{not json"}, CTX)
    assert got is not None
    assert _plain(got) == [("get_weather", {})]


def test_unknown_function_names() -> None:
    value = {
        "calls": [{"name": "get_weather"}, {"name": "launch_missiles", "arguments": {}}, {"name": "nuke"}]
    }
    assert unknown_function_names(value, CTX) == ["launch_missiles", "nuke"]
    assert unknown_function_names(value, CTX, require_arguments=True) == ["launch_missiles"]
    assert unknown_function_names({"name": "John", "age": 30}, CTX, require_arguments=True) == []
    assert unknown_function_names("text", CTX) == []


# -- the generic JSON path --------------------------------------------------------------


@pytest.mark.usefixtures("generic_only")
@pytest.mark.parametrize(
    ("text", "note"),
    [
        pytest.param(f"```json\n{CALL}\n```", "fenced", id="fenced"),
        pytest.param(f"<tool_call>{CALL}</tool_call>", "tool-call-tag", id="tag"),
        pytest.param(f"[TOOL_CALLS][{CALL}]", "tool-calls-prefix", id="prefix"),
        pytest.param(f"{CALL}\n{CALL}", "jsonl", id="jsonl"),
        pytest.param(
            "{'name': 'get_weather', 'arguments': {'city': 'Lima',}}", "tolerant-json", id="tolerant"
        ),
        pytest.param(
            '{{"name": "get_weather", "arguments": {{"city": "Lima"}}}}', "doubled-braces", id="doubled"
        ),
        pytest.param(f"<think>hmm</think>{CALL}", "reasoning-stripped", id="reasoning"),
    ],
)
def test_generic_notes(text: str, note: str) -> None:
    found = detect(text, NAMES, FUNCTIONS)
    assert found.calls, found
    assert note in found.notes
    assert found.dialect == GENERIC_DIALECT


@pytest.mark.usefixtures("generic_only")
def test_content_is_the_text_without_the_call() -> None:
    found = detect(f"Let me check the weather.\n{CALL}", NAMES, FUNCTIONS)
    assert _plain(found.calls) == [("get_weather", {"city": "Lima"})]
    assert found.content == "Let me check the weather."
    found = detect(CALL, NAMES, FUNCTIONS)
    assert found.content is None
    found = detect(f"<tool_call>{CALL}</tool_call> done", NAMES, FUNCTIONS)
    assert found.content == "done"


@pytest.mark.usefixtures("generic_only")
def test_reasoning_is_kept_on_the_detection() -> None:
    found = detect(f'<think>maybe {{"name": "send_email"}}</think>{CALL}', NAMES, FUNCTIONS)
    assert _plain(found.calls) == [("get_weather", {"city": "Lima"})]
    assert found.reasoning == 'maybe {"name": "send_email"}'


@pytest.mark.usefixtures("generic_only")
def test_latest_candidate_wins_even_across_kinds() -> None:
    text = f'```json\n{{"name": "send_email", "arguments": {{"to": "a"}}}}\n```\nNo wait: {CALL}'
    assert _plain(detect_tool_calls(text, NAMES, FUNCTIONS) or []) == [("get_weather", {"city": "Lima"})]


@pytest.mark.usefixtures("generic_only")
def test_embedded_span_must_earn_it() -> None:
    small = f"I could call {CALL} but first, which city do you mean exactly, and for how many days?"
    assert detect_tool_calls(small, NAMES) is None
    large = f"Calling {CALL} now"  # covers more than half of the text
    assert detect_tool_calls(large, NAMES) is not None


@pytest.mark.usefixtures("generic_only")
def test_whole_text_array_decides_alone() -> None:
    text = '[{"name": "get_weather"}, {"city": "Lima"}]'
    assert detect_tool_calls(text, NAMES) is None


@pytest.mark.usefixtures("generic_only")
def test_tags_drop_unknown_but_keep_the_rest() -> None:
    text = '<tool_call>{"name": "nuke"}</tool_call><tool_call>{"name": "send_email"}</tool_call>'
    assert _plain(detect_tool_calls(text, NAMES) or []) == [("send_email", {})]


@pytest.mark.usefixtures("generic_only")
def test_python_fence_is_never_a_call_but_json_fence_is() -> None:
    assert detect_tool_calls(f"```python\n{CALL}\n```", NAMES) is None
    assert detect_tool_calls(f"```tool_code\n{CALL}\n```", NAMES) is not None
    assert detect_tool_calls(f"```JSON\n{CALL}\n```", NAMES) is not None


def test_read_generic_json_directly() -> None:
    assert read_generic_json("plain prose", CTX) is None
    found = read_generic_json(CALL, CTX)
    assert found is not None
    assert found.dialect == GENERIC_DIALECT


# -- the pipeline -----------------------------------------------------------------------


def test_detect_tool_calls_seed_api() -> None:
    calls = detect_tool_calls(CALL, NAMES, FUNCTIONS)
    assert calls is not None
    assert all(isinstance(c, ToolCall) for c in calls)
    assert detect_tool_calls("The weather is nice.", NAMES) is None


def test_empty_allow_list_gives_no_call() -> None:
    found = detect(CALL, set(), FUNCTIONS)
    assert found.calls == ()
    assert found.content == CALL


def test_single_name_string_is_one_name() -> None:
    assert detect_tool_calls(CALL, "get_weather") is not None
    assert detect_tool_calls('{"name": "g"}', "get_weather") is None


def test_ready_context_is_accepted() -> None:
    assert detect_tool_calls(CALL, CTX) is not None


def test_non_text_never_raises() -> None:
    assert detect(None, NAMES).calls == ()  # type: ignore[arg-type]


def test_input_is_truncated_for_scanning() -> None:
    padding = " " * MAX_INPUT_CHARS
    head = detect(CALL + padding, NAMES)
    assert head.calls
    assert "input-truncated" in head.notes
    assert detect(padding + CALL, NAMES).calls == ()


class _ZzReader(DialectReader):
    markers: ClassVar[tuple[str, ...]] = ("<<zz>>",)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        name = text.split("<<zz>>", 1)[1].strip()
        call = ctx.make_call(name, {})
        if isinstance(call, ToolCall):
            return Detection(calls=(call,), notes=("dialect:zz",))
        # A buggy reader: returns a call it was never allowed to make.
        return Detection(calls=(ToolCall(name, {}),), notes=("dialect:zz",))


class _BoomReader(DialectReader):
    markers: ClassVar[tuple[str, ...]] = ("<<zz>>",)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        msg = "reader bug"
        raise RuntimeError(msg)


class _ContentOnlyReader(DialectReader):
    markers: ClassVar[tuple[str, ...]] = ("<<yy>>",)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        return Detection(
            content=text.replace("<<yy>>", "").strip(), reasoning="split by reader", notes=("yy",)
        )


@pytest.fixture
def custom_readers() -> Iterator[None]:
    register_reader("test_boom")(_BoomReader)
    register_reader("test_zz")(_ZzReader)
    register_reader("test_yy")(_ContentOnlyReader)
    yield
    for key in ("test_boom", "test_zz", "test_yy"):
        unregister_reader(key)


@pytest.mark.usefixtures("custom_readers")
def test_registered_reader_wins_and_a_raising_one_is_skipped() -> None:
    found = detect("<think>x</think><<zz>> send_email", NAMES)
    assert _plain(found.calls) == [("send_email", {})]
    assert found.dialect == "test_zz"
    assert found.reasoning == "x"
    assert "reasoning-stripped" in found.notes
    assert "dialect:zz" in found.notes


@pytest.mark.usefixtures("custom_readers")
def test_reader_calls_outside_the_allow_list_are_dropped() -> None:
    found = detect("<<zz>> launch_missiles", NAMES)
    assert found.calls == ()
    assert "disallowed-name-dropped" in found.notes


@pytest.mark.usefixtures("custom_readers")
def test_content_only_reader_is_the_fallback() -> None:
    found = detect("<<yy>> just words", NAMES)
    assert found.calls == ()
    assert found.content == "just words"
    assert found.reasoning == "split by reader"
    # ...but the generic path still wins when it finds a call.
    found = detect(f"<<yy>> {CALL}", NAMES)
    assert _plain(found.calls) == [("get_weather", {"city": "Lima"})]


# -- bad input --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("{" * 10_000, id="10k-open-braces"),
        pytest.param("[" * 500_000 + "]" * 500_000, id="1MB-nested-brackets"),
        pytest.param("[{" * 500_000, id="1MB-alternating-openers"),
        pytest.param("[[]" * 333_333, id="1MB-never-closing"),
        pytest.param("\ud800\udfff\ud800 {\x00} [\x00]", id="lone-surrogates-and-nul"),
        pytest.param("\x00" * 1000, id="nul-bytes"),
        pytest.param("<tool_call>" * 50_000, id="unclosed-tags"),
        pytest.param("```" * 100_000, id="fences"),
        pytest.param('{"name": "get_weather", "arguments": ' * 2_000, id="deep-truncated-call"),
    ],
)
def test_bad_input_no_exception_no_call(text: str) -> None:
    start = time.perf_counter()
    found = detect(text, NAMES, FUNCTIONS)
    assert found.calls == ()
    assert time.perf_counter() - start < 3.0
