"""ToolcallLLM on a scripted inner LLM: every FunctionCallingLLM method, sync/async, chat/completion."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from li_scripted import (
    NO_TOOL,
    ScriptedLLM,
    get_weather,
    need_info,
    request_of,
    tool_call,
    weather_brain,
)
from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole, ToolCallBlock
from llama_index.core.bridge.pydantic import BaseModel
from llama_index.core.llms.function_calling import FunctionCallingLLM
from llama_index.core.prompts import PromptTemplate
from llama_index.core.tools import FunctionTool
from prompt_parts import EXTRACTOR_MARK, REQUEST_HEADINGS, manifest_of

from llamaindex_toolcall import ToolcallLLM
from prompt_toolcall.errors import EnvelopeError, SchemaError

WEATHER = FunctionTool.from_defaults(fn=get_weather)


def get_time(zone: str) -> str:
    """Current time in a time zone."""
    return f"12:00 in {zone}"


TIME = FunctionTool.from_defaults(fn=get_time)


@pytest.fixture(params=[False, True], ids=["completion-inner", "chat-inner"])
def inner(request: pytest.FixtureRequest) -> ScriptedLLM:
    return ScriptedLLM(chat_model=request.param)


def _run(coro: Any) -> Any:
    return asyncio.run(coro)


def _info(response: ChatResponse) -> dict[str, Any]:
    assert isinstance(response.raw, dict)
    info: dict[str, Any] = response.raw["toolcall"]
    return info


# -- metadata --------------------------------------------------------------------------------


def test_metadata_is_function_calling_with_inner_context_window(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner)
    assert isinstance(llm, FunctionCallingLLM)
    assert llm.metadata.is_function_calling_model is True
    assert llm.metadata.context_window == inner.metadata.context_window
    assert llm.metadata.is_chat_model == inner.metadata.is_chat_model
    assert inner.metadata.is_function_calling_model is False


# -- calls -------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_chat_with_tools_returns_the_call(inner: ScriptedLLM, mode: str) -> None:
    llm = ToolcallLLM(llm=inner)
    if mode == "sync":
        response = llm.chat_with_tools([WEATHER], user_msg="What is the weather in Lima?")
    else:
        response = _run(llm.achat_with_tools([WEATHER], user_msg="What is the weather in Lima?"))
    calls = llm.get_tool_calls_from_response(response)
    assert [(c.tool_name, c.tool_kwargs) for c in calls] == [("get_weather", {"city": "Lima"})]
    assert calls[0].tool_id.startswith("call_")
    # one throwaway request carrying the manifest and the request; no answer request
    assert len(inner.prompts) == 1
    assert [t["name"] for t in manifest_of(inner.prompts[0])] == ["get_weather"]
    assert "What is the weather in Lima?" in (request_of(inner.prompts[0]) or "")
    # both spellings of the call on the message
    msg = response.message
    assert msg.additional_kwargs["tool_calls"][0]["function"]["name"] == "get_weather"
    assert json.loads(msg.additional_kwargs["tool_calls"][0]["function"]["arguments"]) == {"city": "Lima"}
    blocks = [b for b in msg.blocks if isinstance(b, ToolCallBlock)]
    assert [(b.tool_name, b.tool_kwargs) for b in blocks] == [("get_weather", {"city": "Lima"})]
    assert _info(response)["kind"] == "calls"
    assert _info(response)["requests"] == 1


def test_chat_inner_gets_one_user_turn_not_the_live_history() -> None:
    inner = ScriptedLLM(chat_model=True)
    llm = ToolcallLLM(llm=inner)
    history = [ChatMessage(role="system", content="You are terse."), ChatMessage(role="user", content="Hi")]
    llm.chat_with_tools([WEATHER], user_msg="Weather in Lima?", chat_history=history)
    assert len(inner.chats) == 1
    (sent,) = inner.chats[0]
    assert sent.role == MessageRole.USER  # the manifest never lands in a system prompt
    assert "You are terse." in (sent.content or "")  # the history is rendered into the request


def test_parallel_calls_kept_or_cut_to_the_first() -> None:
    def brain(prompt: str) -> str:
        return tool_call(("get_weather", {"city": "Lima"}), ("get_weather", {"city": "Quito"}))

    llm = ToolcallLLM(llm=ScriptedLLM(brain=brain))
    both = llm.chat_with_tools([WEATHER], user_msg="Lima and Quito?", allow_parallel_tool_calls=True)
    assert [c.tool_kwargs["city"] for c in llm.get_tool_calls_from_response(both)] == ["Lima", "Quito"]
    one = llm.chat_with_tools([WEATHER], user_msg="Lima and Quito?", allow_parallel_tool_calls=False)
    assert [c.tool_kwargs["city"] for c in llm.get_tool_calls_from_response(one)] == ["Lima"]
    assert "parallel-calls-dropped:1" in _info(one)["notes"]


def test_tool_required_turns_a_decline_into_one_repair() -> None:
    seen: list[str] = []

    def brain(prompt: str) -> str:
        seen.append(prompt)
        return NO_TOOL if len(seen) == 1 else tool_call(("get_weather", {"city": "Lima"}))

    inner = ScriptedLLM(brain=brain)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], user_msg="Lima?", tool_required=True)
    assert [c.tool_name for c in llm.get_tool_calls_from_response(response)] == ["get_weather"]
    assert len(inner.prompts) == 2
    assert "REJECTED" in inner.prompts[1]


def test_tool_choice_named_restricts_the_allow_list() -> None:
    def brain(prompt: str) -> str:
        return tool_call(("get_time", {"zone": "UTC"}))

    inner = ScriptedLLM(brain=brain)
    llm = ToolcallLLM(llm=inner, repair=False)
    response = llm.chat_with_tools([WEATHER, TIME], user_msg="x", tool_choice="get_weather")
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    assert _info(response)["kind"] == "unreadable"


def test_unknown_tool_choice_fails_before_any_request() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner)
    with pytest.raises(SchemaError, match="launch_missiles"):
        llm.chat_with_tools([WEATHER], user_msg="x", tool_choice="launch_missiles")
    assert inner.prompts == []


# -- no tool / need info / unreadable --------------------------------------------------------------


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_no_tool_answers_the_live_conversation(inner: ScriptedLLM, mode: str) -> None:
    llm = ToolcallLLM(llm=inner)
    if mode == "sync":
        response = llm.chat_with_tools([WEATHER], user_msg="Hello there")
    else:
        response = _run(llm.achat_with_tools([WEATHER], user_msg="Hello there"))
    assert response.message.content == "Hello! How can I help?"
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    with pytest.raises(EnvelopeError, match="answered in text"):
        llm.get_tool_calls_from_response(response)
    assert len(inner.extractor_prompts()) == 1
    assert len(inner.answer_prompts()) == 1
    assert "<<<" not in inner.answer_prompts()[0]  # the answer request is the conversation, not the manifest


def test_need_info_asks_for_the_missing_parameter_by_name(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner, need_info_reply="template")
    response = llm.chat_with_tools([WEATHER], user_msg="What is the weather?")
    assert "To use get_weather I need more information: city" in (response.message.content or "")
    assert response.message.additional_kwargs["need_info"] == {"function": "get_weather", "missing": ["city"]}
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    with pytest.raises(EnvelopeError, match="missing information"):
        llm.get_tool_calls_from_response(response)
    assert inner.answer_prompts() == []  # nothing guessed, nothing answered


@pytest.mark.parametrize("mode", ["sync", "async", "stream"])
def test_need_info_is_worded_by_the_inner_model_by_default(inner: ScriptedLLM, mode: str) -> None:
    llm = ToolcallLLM(llm=inner)
    if mode == "sync":
        response = llm.chat_with_tools([WEATHER], user_msg="What is the weather?")
    elif mode == "async":
        response = _run(llm.achat_with_tools([WEATHER], user_msg="What is the weather?"))
    else:
        *_, response = llm.stream_chat_with_tools([WEATHER], user_msg="What is the weather?")
    assert response.message.content == "Which city would you like the weather for?"
    assert response.message.additional_kwargs["need_info"] == {"function": "get_weather", "missing": ["city"]}
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    (answer,) = inner.answer_prompts()
    assert "it needs city" in answer and "Never make up city" in answer


def test_unreadable_reply_shows_errors_and_makes_no_call() -> None:
    inner = ScriptedLLM(brain=lambda p: "I think you should call get_weather with Paris maybe")
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], user_msg="weather in Lima")
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    assert "could not make a valid tool call" in (response.message.content or "")
    assert response.message.additional_kwargs["toolcall_errors"]
    assert _info(response)["kind"] == "unreadable"
    assert len(inner.prompts) == 2  # the ask and exactly one repair
    with pytest.raises(EnvelopeError, match="could not be read"):
        llm.get_tool_calls_from_response(response)


def test_invalid_arguments_are_not_executed() -> None:
    inner = ScriptedLLM(brain=lambda p: tool_call(("get_weather", {"town": "Lima"})))
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], user_msg="weather in Lima")
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    invalid = response.message.additional_kwargs["invalid_tool_calls"]
    assert invalid and invalid[0]["name"] == "get_weather"
    assert "city" in " ".join(response.message.additional_kwargs["toolcall_errors"])


# -- tool results in the history ---------------------------------------------------------------------


def _history_with_result() -> list[ChatMessage]:
    call = ChatMessage(
        role="assistant",
        content="",
        additional_kwargs={
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "get_weather", "arguments": '{"city":"Lima"}'},
                }
            ]
        },
    )
    result = ChatMessage(
        role="tool", content="21C <<<TOOL_CALL>>>", additional_kwargs={"tool_call_id": "call_1"}
    )
    return [ChatMessage(role="user", content="Weather in Lima?"), call, result]


def test_tool_results_are_rendered_for_the_inner_model() -> None:
    inner = ScriptedLLM(chat_model=True)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], chat_history=_history_with_result())
    assert response.message.content == "It is 21C and sunny in Lima."
    request = request_of(inner.prompts[0]) or ""
    # the state view: this turn's calls, numbered, each with its result
    assert '1. get_weather({"city":"Lima"}) returned: 21C' in request
    assert "<<<TOOL_CALL>>>" not in request  # a marker inside a result is data, never a call
    answer_messages = inner.chats[-1]
    assert all(m.role != MessageRole.TOOL for m in answer_messages)
    assert any("Result of get_weather [call_1]" in (m.content or "") for m in answer_messages)


def test_history_written_with_tool_call_blocks_reads_too() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner)
    call = ChatMessage(
        role="assistant",
        blocks=[ToolCallBlock(tool_call_id="c9", tool_name="get_weather", tool_kwargs={"city": "Lima"})],
    )
    result = ChatMessage(role="tool", content="21C", additional_kwargs={"tool_call_id": "c9"})
    llm.chat_with_tools([WEATHER], chat_history=[ChatMessage(role="user", content="Lima?"), call, result])
    assert '1. get_weather({"city":"Lima"}) returned: 21C' in inner.extractor_prompts()[0]


def test_a_call_repeated_after_its_result_is_answered_instead() -> None:
    """Qwen2.5-Coder-0.5B re-called get_weather after its result until max_iterations (integration run)."""

    def brain(prompt: str) -> str:
        if request_of(prompt) is None:
            return "It is 21C in Lima."
        return tool_call(("get_weather", {"city": "Lima"}))  # always the same call

    inner = ScriptedLLM(brain=brain)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], chat_history=_history_with_result())
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    assert response.message.content == "It is 21C in Lima."
    assert "repeated-call-suppressed" in _info(response)["notes"]
    # a new user turn may ask for the same call again
    fresh = [*_history_with_result(), ChatMessage(role="user", content="And again, Lima?")]
    again = llm.chat_with_tools([WEATHER], chat_history=fresh)
    assert [c.tool_kwargs for c in llm.get_tool_calls_from_response(again)] == [{"city": "Lima"}]
    # and the rule can be switched off
    off = ToolcallLLM(llm=ScriptedLLM(brain=brain), suppress_repeated_calls=False)
    kept = off.chat_with_tools([WEATHER], chat_history=_history_with_result())
    assert [c.tool_name for c in off.get_tool_calls_from_response(kept)] == ["get_weather"]


# -- streaming ----------------------------------------------------------------------------------------


def test_stream_answer_partial_chunks_have_no_calls_and_no_errors(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner)
    chunks = list(llm.stream_chat_with_tools([WEATHER], user_msg="Hello there"))
    assert len(chunks) > 2
    for chunk in chunks:
        assert llm.get_tool_calls_from_response(chunk, error_on_no_tool_call=False) == []
    assert "".join(c.delta or "" for c in chunks) == "Hello! How can I help?"
    assert chunks[-1].message.content == "Hello! How can I help?"
    assert _info(chunks[-1])["kind"] == "no_tool"


def test_stream_answer_that_looks_like_a_call_yields_no_call() -> None:
    """A half-written JSON call in an answer is text: no call, no exception, on any chunk."""
    answer = 'Example: {"name": "get_weather", "arguments": {"city": "Li'

    def brain(prompt: str) -> str:
        return NO_TOOL if request_of(prompt) is not None else answer

    llm = ToolcallLLM(llm=ScriptedLLM(brain=brain, chunk_size=1))
    chunks = list(llm.stream_chat_with_tools([WEATHER], user_msg="show me JSON"))
    assert len(chunks) == len(answer) + 1
    for chunk in chunks:
        assert llm.get_tool_calls_from_response(chunk, error_on_no_tool_call=False) == []


def test_stream_with_calls_gives_the_full_calls(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner)
    chunks = list(llm.stream_chat_with_tools([WEATHER], user_msg="Weather in Lima?"))
    calls = llm.get_tool_calls_from_response(chunks[-1])
    assert [(c.tool_name, c.tool_kwargs) for c in calls] == [("get_weather", {"city": "Lima"})]


def test_astream_chat_with_tools(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner)

    async def collect(msg: str) -> list[ChatResponse]:
        gen = await llm.astream_chat_with_tools([WEATHER], user_msg=msg)
        return [c async for c in gen]

    answer = _run(collect("Hello there"))
    assert "".join(c.delta or "" for c in answer) == "Hello! How can I help?"
    assert all(llm.get_tool_calls_from_response(c, error_on_no_tool_call=False) == [] for c in answer)
    called = _run(collect("Weather in Lima?"))
    assert [c.tool_name for c in llm.get_tool_calls_from_response(called[-1])] == ["get_weather"]


# -- no tools: pass-through --------------------------------------------------------------------------------


def test_without_tools_every_method_passes_through(inner: ScriptedLLM) -> None:
    llm = ToolcallLLM(llm=inner)
    assert llm.complete("Say hello").text == "Hello! How can I help?"
    assert _run(llm.acomplete("Say hello")).text == "Hello! How can I help?"
    assert "".join(c.delta or "" for c in llm.stream_complete("Say hello")) == "Hello! How can I help?"

    async def astream() -> str:
        return "".join([c.delta or "" async for c in await llm.astream_complete("Say hello")])

    assert _run(astream()) == "Hello! How can I help?"
    msgs = [ChatMessage(role="user", content="Say hello")]
    assert llm.chat(msgs).message.content == "Hello! How can I help?"
    assert _run(llm.achat(msgs)).message.content == "Hello! How can I help?"
    assert "".join(c.delta or "" for c in llm.stream_chat(msgs)) == "Hello! How can I help?"
    assert inner.extractor_prompts() == []
    assert len(inner.prompts) == 7


def test_no_tools_with_auto_choice_answers_without_extraction() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([], user_msg="Hello there")
    assert response.message.content == "Hello! How can I help?"
    assert inner.extractor_prompts() == []


# -- structured output ----------------------------------------------------------------------------------


class Person(BaseModel):
    """A person mentioned in a text."""

    name: str
    age: int


def _person_brain(prompt: str) -> str:
    if request_of(prompt) is None:
        return "no"
    return tool_call(("Person", {"name": "Ana", "age": "31"}))  # "31": coerced losslessly to 31


def test_structured_predict_goes_through_function_calling() -> None:
    inner = ScriptedLLM(brain=_person_brain)
    llm = ToolcallLLM(llm=inner)
    prompt = PromptTemplate("Extract the person: {text}")
    person = llm.structured_predict(Person, prompt, text="Ana is 31.")
    assert person == Person(name="Ana", age=31)
    assert [t["name"] for t in manifest_of(inner.extractor_prompts()[0])] == ["Person"]
    assert "Ana is 31." in inner.extractor_prompts()[0]
    assert _run(llm.astructured_predict(Person, prompt, text="Ana is 31.")) == Person(name="Ana", age=31)


def test_as_structured_llm() -> None:
    llm = ToolcallLLM(llm=ScriptedLLM(brain=_person_brain))
    sllm = llm.as_structured_llm(Person)
    response = sllm.chat([ChatMessage(role="user", content="Ana is 31.")])
    assert json.loads(response.message.content or "") == {"name": "Ana", "age": 31}
    assert response.raw == Person(name="Ana", age=31)


def test_structured_predict_without_a_call_fails_clearly() -> None:
    llm = ToolcallLLM(llm=ScriptedLLM(brain=lambda p: NO_TOOL if request_of(p) else "no"))
    with pytest.raises(EnvelopeError, match="could not be read"):
        llm.structured_predict(Person, PromptTemplate("Extract: {text}"), text="nobody here")


def test_predict_and_call_executes_the_tool() -> None:
    llm = ToolcallLLM(llm=ScriptedLLM())
    out = llm.predict_and_call([WEATHER], user_msg="Weather in Lima?")
    assert out.response == "21C and sunny in Lima"
    assert out.sources[0].tool_name == "get_weather"


# -- bad input --------------------------------------------------------------------------------------------


def test_no_tools_with_a_required_call_is_a_clear_error() -> None:
    llm = ToolcallLLM(llm=ScriptedLLM())
    with pytest.raises(SchemaError, match="no tools were given"):
        llm.chat_with_tools([], user_msg="x", tool_required=True)


def test_unconvertible_tool_schema_is_a_clear_error() -> None:
    class Opaque:
        pass

    def takes_opaque(thing: Opaque) -> str:
        """Takes an object pydantic cannot describe."""
        return "x"

    from llama_index.core.bridge.pydantic import create_model

    schema = create_model("takes_opaque", thing=(Opaque, ...), __config__={"arbitrary_types_allowed": True})
    bad = FunctionTool.from_defaults(fn=takes_opaque, fn_schema=schema)
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner)
    with pytest.raises(SchemaError, match=r"tools\[1\] 'takes_opaque'.*cannot be converted"):
        llm.chat_with_tools([WEATHER, bad], user_msg="x")
    assert inner.prompts == []


def test_non_object_schema_and_nameless_tool_are_clear_errors() -> None:
    llm = ToolcallLLM(llm=ScriptedLLM())
    with pytest.raises(SchemaError, match="type 'object'"):
        llm.chat(
            [ChatMessage(role="user", content="x")], tools=[{"name": "f", "parameters": {"type": "array"}}]
        )
    from llama_index.core.tools import ToolMetadata

    nameless = FunctionTool(fn=get_weather, metadata=ToolMetadata(description="d", name=None))
    with pytest.raises(SchemaError, match=r"no metadata\.name"):
        llm.chat_with_tools([nameless], user_msg="x")


@pytest.mark.parametrize("mode", ["sync", "async", "stream"])
def test_inner_llm_raising_is_a_clear_error(inner: ScriptedLLM, mode: str) -> None:
    inner.fail_with = ConnectionError("server down")
    llm = ToolcallLLM(llm=inner)
    # One policy for both adapters: the inner model's own exception, with a note naming the request.
    with pytest.raises(ConnectionError, match="server down") as info:
        if mode == "sync":
            llm.chat_with_tools([WEATHER], user_msg="Weather in Lima?")
        elif mode == "async":
            _run(llm.achat_with_tools([WEATHER], user_msg="Weather in Lima?"))
        else:
            list(llm.stream_chat_with_tools([WEATHER], user_msg="Weather in Lima?"))
    assert any("during the 'extract' request" in n for n in getattr(info.value, "__notes__", []))


def test_not_an_llm_is_rejected() -> None:
    with pytest.raises(TypeError, match="expects a LlamaIndex LLM"):
        ToolcallLLM(llm="gpt-4")  # type: ignore[arg-type]


def test_bad_pairing_policy_is_rejected() -> None:
    with pytest.raises(ValueError, match="on_pairing_violation"):
        ToolcallLLM(llm=ScriptedLLM(), on_pairing_violation="wran")


# -- constrained decoding --------------------------------------------------------------------------------


def test_constrained_auto_passes_the_schema_when_the_inner_llm_supports_it() -> None:
    def brain(prompt: str) -> str:
        return json.dumps(
            {"decision": "TOOL_CALL", "calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]}
        )

    inner = ScriptedLLM(brain=brain, supports_json_schema_output=True)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert [c.tool_kwargs for c in llm.get_tool_calls_from_response(response)] == [{"city": "Lima"}]
    fmt = inner.call_kwargs[0]["response_format"]
    assert fmt["type"] == "json_schema"
    assert "decision" in json.dumps(fmt["json_schema"]["schema"])


def test_constrained_auto_sends_no_schema_to_an_llm_without_support() -> None:
    inner = ScriptedLLM()
    ToolcallLLM(llm=inner).chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert "response_format" not in inner.call_kwargs[0]


def test_usage_is_summed_over_inner_requests() -> None:
    inner = ScriptedLLM(chat_model=True)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools([WEATHER], user_msg="Hello there")  # extract + answer
    assert response.additional_kwargs["prompt_tokens"] == 20
    assert response.additional_kwargs["completion_tokens"] == 10


@pytest.mark.parametrize("heading", REQUEST_HEADINGS)
def test_need_info_brain_helper_shapes(heading: str) -> None:
    """Guards the scripted brain itself: its three outputs are distinct envelopes, under the
    request heading of either prompt style."""

    def prompt(request: str) -> str:
        return f"{EXTRACTOR_MARK}.\n\n{heading.lstrip()}{request}"

    assert weather_brain(prompt("weather in Lima")).startswith("<<<TOOL_CALL>>>")
    assert weather_brain(prompt("weather?")) == need_info("get_weather", "city")
    assert weather_brain(prompt("hi")) == NO_TOOL
    assert weather_brain("weather in Lima") == "Hello! How can I help?"  # no extractor prompt


def test_prompt_style_option_reaches_the_extractor_prompt() -> None:
    inner = ScriptedLLM(chat_model=True)
    ToolcallLLM(llm=inner, prompt_style="compact").chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    prompt = inner.extractor_prompts()[0]
    assert '"name":"get_weather"' not in prompt and "get_weather(" in prompt


def test_plan_first_option_reaches_the_extractor_prompt_and_schema() -> None:
    from prompt_toolcall.extraction.prompt import PLAN_INSTRUCTION

    def brain(prompt: str) -> str:
        call = {"name": "get_weather", "arguments": {"city": "Lima"}}
        return json.dumps({"plan": "The weather in Lima.", "decision": "TOOL_CALL", "calls": [call]})

    inner = ScriptedLLM(brain=brain, supports_json_schema_output=True)
    llm = ToolcallLLM(llm=inner, plan_first=True)
    response = llm.chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert [c.tool_kwargs for c in llm.get_tool_calls_from_response(response)] == [{"city": "Lima"}]
    assert PLAN_INSTRUCTION in inner.extractor_prompts()[0]
    schema = inner.call_kwargs[0]["response_format"]["json_schema"]["schema"]
    assert all(list(v["properties"])[:2] == ["plan", "decision"] for v in schema["anyOf"])


def test_plan_first_is_off_by_default() -> None:
    inner = ScriptedLLM(chat_model=True)
    ToolcallLLM(llm=inner).chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert '"plan"' not in inner.extractor_prompts()[0]


def test_call_syntax_option_reaches_the_extractor_prompt() -> None:
    inner = ScriptedLLM(chat_model=True)
    ToolcallLLM(llm=inner, call_syntax="python").chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert "<<<TOOL_CALL>>>[" in inner.extractor_prompts()[0]  # a Python list, in either style
