"""ChatToolcall as a user watches it: reasoning, metadata, progress logs, child runs, streamed calls."""

from __future__ import annotations

import json
import logging
from typing import Any, Literal
from uuid import UUID

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, AIMessageChunk
from langchain_core.tools import tool
from lc_scripted import ScriptedChatModel
from prompt_parts import EXTRACTOR_MARK

from langchain_toolcall import ChatToolcall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"Sunny in {city}"


def envelope(name: str, **args: Any) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": name, "arguments": args}]})


def merged(chunks: list[AIMessageChunk]) -> AIMessageChunk:
    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    return total


THINKING = "<think>\nThe user greets me.\n</think>\n\nHello! How can I help?"


# -- reasoning ---------------------------------------------------------------------------------


@pytest.mark.parametrize("tools", [False, True], ids=["no-tools", "no-tool-decision"])
def test_answer_reasoning_goes_to_reasoning_content_not_content(tools: bool) -> None:
    replies = [NO_TOOL_MARKER, THINKING] if tools else [THINKING]
    llm: Any = ChatToolcall(llm=ScriptedChatModel(replies=replies))
    if tools:
        llm = llm.bind_tools([get_weather])
    result = llm.invoke("hi")
    assert result.content == "Hello! How can I help?"
    assert "<think>" not in result.text
    assert result.additional_kwargs["reasoning_content"] == "The user greets me."


@pytest.mark.parametrize("tools", [False, True], ids=["no-tools", "no-tool-decision"])
def test_streamed_reasoning_merges_to_the_invoke_result(tools: bool) -> None:
    def model() -> Any:
        replies = [NO_TOOL_MARKER, THINKING] if tools else [THINKING]
        llm: Any = ChatToolcall(llm=ScriptedChatModel(replies=replies))
        return llm.bind_tools([get_weather]) if tools else llm

    whole = model().invoke("hi")
    chunks = list(model().stream("hi"))
    assert all("<think>" not in c.text for c in chunks)
    total = merged(chunks)
    assert total.content == whole.content
    assert total.additional_kwargs == whole.additional_kwargs
    # the reasoning arrived before the answer's first word
    first_text = next(i for i, c in enumerate(chunks) if c.text)
    first_reasoning = next(i for i, c in enumerate(chunks) if c.additional_kwargs.get("reasoning_content"))
    assert first_reasoning < first_text


def test_native_reasoning_content_of_the_inner_model_is_kept() -> None:
    class Native(ScriptedChatModel):
        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            result = super()._generate(messages, stop, run_manager, **kwargs)
            result.generations[0].message.additional_kwargs["reasoning_content"] = "native thoughts"
            return result

    result = ChatToolcall(llm=Native(replies=["Answer."])).invoke("hi")
    assert (result.content, result.additional_kwargs["reasoning_content"]) == ("Answer.", "native thoughts")


def test_a_call_turn_carries_no_reasoning_and_no_think_text() -> None:
    inner = ScriptedChatModel(replies=["<think>pick the tool</think>" + envelope("get_weather", city="Lima")])
    result = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke("Weather in Lima?")
    assert result.tool_calls[0]["args"] == {"city": "Lima"}
    assert result.content == ""


# -- metadata, tracing params, warnings, json_mode ------------------------------------------------


@pytest.mark.filterwarnings("ignore:A test tried to use socket.socket:UserWarning")
def test_ls_params_take_the_inner_models_provider_and_name() -> None:
    from langchain_openai import ChatOpenAI
    from pydantic import SecretStr

    inner = ChatOpenAI(model="qwen-x", api_key=SecretStr("none"), base_url="http://127.0.0.1:9/v1")
    params = ChatToolcall(llm=inner)._get_ls_params()
    assert (params["ls_provider"], params["ls_model_name"]) == ("openai", "qwen-x")
    assert ChatToolcall(llm=inner, model_name="mine")._get_ls_params()["ls_model_name"] == "mine"


def test_ls_provider_falls_back_to_toolcall_when_the_inner_model_reports_none() -> None:
    class Silent(ScriptedChatModel):
        def _get_ls_params(self, stop: Any = None, **kwargs: Any) -> Any:
            return {}

    for inner in (Silent(), ScriptedChatModel()):  # an empty override; langchain-core's class-name guess
        params = ChatToolcall(llm=inner)._get_ls_params()
        assert (params["ls_provider"], params["ls_model_name"]) == ("toolcall", "scripted-1")


def test_an_undescribed_tool_warns_once_per_tool_set() -> None:
    import warnings

    from prompt_toolcall.errors import ToolcallWarning, ToolDescriptionWarning

    bare = {"name": "lookup", "parameters": {"type": "object", "properties": {}}}
    llm = ChatToolcall(llm=ScriptedChatModel())
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        llm.bind_tools([bare])
        llm.bind_tools([bare])  # an agent binds on every step: no second warning
        llm.bind_tools([bare, get_weather])  # a new tool set warns again
    kinds = [w.category for w in seen]
    assert kinds == [ToolDescriptionWarning, ToolDescriptionWarning]
    assert issubclass(ToolDescriptionWarning, ToolcallWarning) and issubclass(ToolcallWarning, UserWarning)
    assert "'lookup' has no description" in str(seen[0].message)


def test_json_mode_answers_under_the_schema_without_a_tool() -> None:
    from lc_scripted import JsonSchemaChatModel
    from pydantic import BaseModel

    class Joke(BaseModel):
        setup: str
        punchline: str

    inner = JsonSchemaChatModel(replies=['{"setup": "Why?", "punchline": "Because."}'])
    result = ChatToolcall(llm=inner).with_structured_output(Joke, method="json_mode").invoke("A joke as JSON")
    assert result == Joke(setup="Why?", punchline="Because.")
    (request,) = inner.requests
    assert EXTRACTOR_MARK not in request[0].text  # the conversation itself, no extractor
    fmt = inner.request_kwargs[0]["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["schema"]["required"] == ["setup", "punchline"]


def test_json_mode_on_a_model_that_cannot_constrain_parses_a_fenced_reply_unconstrained() -> None:
    inner = ScriptedChatModel(replies=['```json\n{"a": 1}\n```'])
    result = ChatToolcall(llm=inner).with_structured_output(None, method="json_mode").invoke("JSON please")
    assert result == {"a": 1}
    assert "response_format" not in inner.request_kwargs[0]


def test_function_calling_without_a_schema_is_refused_naming_json_mode() -> None:
    with pytest.raises(ValueError, match="only 'json_mode' takes None"):
        ChatToolcall(llm=ScriptedChatModel()).with_structured_output(None)


# -- progress: log lines and child runs ------------------------------------------------------------


def test_each_inner_request_is_logged_with_purpose_time_and_tokens(caplog: pytest.LogCaptureFixture) -> None:
    inner = ScriptedChatModel(replies=["not an envelope at all", envelope("get_weather", city="Lima")])
    llm = ChatToolcall(llm=inner).bind_tools([get_weather])
    with caplog.at_level(logging.INFO, logger="prompt_toolcall"):
        llm.invoke("Weather in Lima?")
    records = [r for r in caplog.records if r.name == "prompt_toolcall.langchain"]
    lines = [r.getMessage() for r in records]
    assert lines[0] == "extract: asking the model for a tool call (scripted-1)..."
    assert lines[1].startswith("extract: done in ") and lines[1].endswith(" out tokens)")
    assert lines[2].startswith("repair: asking the model to repair its reply")
    assert lines[4].startswith("turn: calls get_weather (2 requests, ")
    done = [r for r in records if hasattr(r, "toolcall_seconds") and hasattr(r, "toolcall_purpose")]
    assert [r.toolcall_purpose for r in done] == ["extract", "repair"]
    assert all(r.toolcall_output_tokens > 0 for r in done)
    (turn,) = [r for r in records if hasattr(r, "toolcall_kind")]
    assert turn.toolcall_kind == "calls" and turn.toolcall_requests == 2
    assert "repaired" in turn.toolcall_notes  # the turn's notes ride on its record


def test_nothing_is_logged_below_info_by_default(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="prompt_toolcall"):
        ChatToolcall(llm=ScriptedChatModel(replies=["hi"])).invoke("hello")
    assert not [r for r in caplog.records if r.name.startswith("prompt_toolcall")]


class _Runs(BaseCallbackHandler):
    def __init__(self) -> None:
        self.starts: list[tuple[UUID, UUID | None, str | None, list[str]]] = []

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID, **kwargs: Any) -> None:
        name = kwargs.get("name") or (kwargs.get("metadata") or {}).get("ls_run_name")
        self.starts.append((run_id, kwargs.get("parent_run_id"), name, list(kwargs.get("tags") or [])))


@pytest.mark.parametrize("mode", ["invoke", "stream"])
def test_inner_requests_are_child_runs_when_asked(mode: str) -> None:
    inner = ScriptedChatModel(replies=[NO_TOOL_MARKER, "The answer."])
    llm = ChatToolcall(llm=inner, propagate_callbacks=True).bind_tools([get_weather])
    handler = _Runs()
    config: Any = {"callbacks": [handler]}
    if mode == "invoke":
        llm.invoke("hi", config=config)
    else:
        list(llm.stream("hi", config=config))
    outer, *children = handler.starts
    assert outer[1] is None
    assert [c[1] for c in children] == [outer[0], outer[0]]
    assert ["toolcall:extract" in children[0][3], "toolcall:answer" in children[1][3]] == [True, True]


async def test_inner_requests_are_child_runs_in_astream_too() -> None:
    inner = ScriptedChatModel(replies=[envelope("get_weather", city="Lima")])
    handler = _Runs()
    llm = ChatToolcall(llm=inner, propagate_callbacks=True).bind_tools([get_weather])
    [c async for c in llm.astream("Weather in Lima?", config={"callbacks": [handler]})]
    outer, child = handler.starts
    assert child[1] == outer[0] and "toolcall:extract" in child[3]


def test_demo_prints_what_the_model_is_asked_before_each_step(tmp_path: Any) -> None:
    import io

    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

    from langchain_toolcall.demo import run_demo

    call = {"name": "calculate", "arguments": {"expression": "2 + 2"}}
    replies = [AIMessage(TOOL_CALL_MARKER + json.dumps({"calls": [call]})), AIMessage(NO_TOOL_MARKER)]
    inner = GenericFakeChatModel(messages=iter([*replies, AIMessage("It is 4.")]))
    out = io.StringIO()
    run_demo("What is 2 + 2?", constrained=False, folder=tmp_path, out=out, llm=inner)
    lines = [line.strip() for line in out.getvalue().splitlines()]
    waiting = [i for i, line in enumerate(lines) if line.startswith("... asking")]
    assert [lines[i] for i in waiting] == [
        "... asking the model for a tool call",
        "... asking the model for a tool call",
        "... asking the model for the answer",
    ]
    first_call = next(i for i, line in enumerate(lines) if "tool call   ->" in line)
    assert waiting[0] < first_call


# -- streamed tool calls: merged chunks equal invoke() ---------------------------------------------


@tool
def get_time(tz: str) -> str:
    """Current time in a timezone."""
    return "12:00"


def _calls(*calls: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in calls]})


STREAM_CASES = {
    "one-call": ("Weather in Lima?", [_calls(("get_weather", {"city": "Lima"}))]),
    "two-calls": (
        "Weather in Lima and the time in UTC?",
        [_calls(("get_weather", {"city": "Lima"}), ("get_time", {"tz": "UTC"}))],
    ),
    "repaired": ("Weather in Lima?", ["no idea", _calls(("get_weather", {"city": "Lima"}))]),
    "mixed-then-repaired": (
        "Weather in Lima?",
        [
            _calls(("get_weather", {"city": "Lima"}), ("get_time", {})),
            _calls(("get_weather", {"city": "Lima"})),
        ],
    ),
    # Two tools are bound, so the NEED_INFO asks once whether the other one finds the city.
    "ungrounded-becomes-need-info": (
        "What's the weather?",
        [_calls(("get_weather", {"city": "Paris"})), NO_TOOL_MARKER],
    ),
    "unreadable": ("Weather in Lima?", ["no idea", "still no idea"]),
    "no-tool": ("Hello!", [NO_TOOL_MARKER, "<think>greet</think>Hi, how can I help?"]),
}


STREAM_KINDS = {
    "one-call": "calls",
    "two-calls": "calls",
    "repaired": "calls",
    "mixed-then-repaired": "calls",
    "ungrounded-becomes-need-info": "need_info",
    "unreadable": "unreadable",
    "no-tool": "no_tool",
}


def _without_ids(calls: list[Any]) -> list[tuple[Any, Any]]:
    return [(c["name"], c.get("args")) for c in calls]


@pytest.mark.parametrize("case", sorted(STREAM_CASES))
def test_streamed_calls_merge_to_the_invoke_result(case: str) -> None:
    question, replies = STREAM_CASES[case]
    kind = STREAM_KINDS[case]

    def llm() -> Any:
        return ChatToolcall(llm=ScriptedChatModel(replies=list(replies))).bind_tools([get_weather, get_time])

    whole = llm().invoke(question)
    assert whole.response_metadata["toolcall_kind"] == kind
    chunks = list(llm().stream(question))
    total = merged(chunks)
    assert total.content == whole.content
    assert _without_ids(total.tool_calls) == _without_ids(whole.tool_calls)
    assert total.additional_kwargs.get("reasoning_content") == whole.additional_kwargs.get(
        "reasoning_content"
    )
    meta, whole_meta = total.response_metadata, whole.response_metadata
    for key in ("toolcall_kind", "toolcall_notes", "toolcall_requests", "need_info", "toolcall_errors"):
        assert meta.get(key) == whole_meta.get(key), key
    streamed_invalid = meta.get("toolcall_invalid_tool_calls", [])
    assert [(c["name"], c["error"]) for c in streamed_invalid] == [
        (c["name"], c["error"]) for c in whole.invalid_tool_calls
    ]
    assert total.usage_metadata == whole.usage_metadata
    # no chunk shows a call the final message does not make: names and ids, in order, once each
    heads = [tc for c in chunks for tc in c.tool_call_chunks if tc.get("name")]
    assert [(h["name"], h["id"]) for h in heads] == [(c["name"], c["id"]) for c in total.tool_calls]


def test_a_streamed_call_sends_its_name_before_its_arguments() -> None:
    llm = ChatToolcall(llm=ScriptedChatModel(replies=[STREAM_CASES["one-call"][1][0]])).bind_tools(
        [get_weather]
    )
    parts = [tc for c in llm.stream("Weather in Lima?") for tc in c.tool_call_chunks]
    assert [(p["name"], p["args"]) for p in parts] == [("get_weather", ""), (None, '{"city": "Lima"}')]


def test_by_default_one_chat_model_start_per_invoke() -> None:
    # LangChain's standard integration tests count on_chat_model_start once per invoke.
    inner = ScriptedChatModel(replies=[NO_TOOL_MARKER, "The answer."])
    handler = _Runs()
    ChatToolcall(llm=inner).bind_tools([get_weather]).invoke("hi", config={"callbacks": [handler]})
    assert len(handler.starts) == 1


def test_the_agent_benchmark_turn_log_reads_each_turn_and_restores_the_level() -> None:
    from benchmarks.agents.systems import TurnLog

    inner = ScriptedChatModel(replies=["not an envelope at all", envelope("get_weather", city="Lima")])
    llm = ChatToolcall(llm=inner).bind_tools([get_weather])
    logger = logging.getLogger("prompt_toolcall")
    before = logger.level
    with TurnLog().attached() as log:
        llm.invoke("Weather in Lima?")
    assert logger.level == before and log not in logger.handlers
    (turn,) = log.turns
    assert turn["kind"] == "calls" and turn["requests"] == 2 and "repaired" in turn["notes"]
    log.emit(logging.LogRecord("prompt_toolcall.langchain", logging.INFO, __file__, 1, "extract", None, None))
    assert len(log.turns) == 1  # a request record is not a turn


@tool
def book_slot(day: str, slot: Literal["morning", "afternoon", "evening"]) -> str:
    """Book a delivery slot on a day (YYYY-MM-DD)."""
    return f"booked {day} {slot}"


def test_an_unnamed_pick_is_rechecked_as_its_own_request(caplog: pytest.LogCaptureFixture) -> None:
    # The request names the day but no slot: the model's pick is asked for again with the list
    # reversed, logged as a "recheck" request, and withdrawn when it changes.
    inner = ScriptedChatModel(
        replies=[
            envelope("book_slot", day="2026-03-02", slot="morning"),
            envelope("book_slot", day="2026-03-02", slot="evening"),
            "Which slot would you like?",
        ]
    )
    llm = ChatToolcall(llm=inner).bind_tools([book_slot])
    with caplog.at_level(logging.INFO, logger="prompt_toolcall"):
        msg = llm.invoke("Deliver it on 2026-03-02.")
    assert not msg.tool_calls
    assert msg.response_metadata["need_info"]["missing"] == ["slot"]
    done = [r for r in caplog.records if hasattr(r, "toolcall_seconds") and hasattr(r, "toolcall_purpose")]
    assert [r.toolcall_purpose for r in done][:2] == ["extract", "recheck"]
    assert "'evening', 'afternoon', 'morning'" in inner.requests[1][-1].text.replace('"', "'")
