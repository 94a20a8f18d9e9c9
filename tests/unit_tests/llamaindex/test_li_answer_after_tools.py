"""ToolcallLLM's answer after tool traffic: an echo of the call notation is not an answer.

Guards the finding of tests/integration_tests/llamaindex/test_agent_local.py (failing-tool
test, Qwen2.5-Coder-0.5B, 2026-11-29): after failed tool results the model answered the
user with '(called get_weather({"city":"Paris"}) [id call_...])' (prompt_toolcall.loop.final_answer).
"""

from __future__ import annotations

from typing import Any

from li_scripted import NO_TOOL, ScriptedLLM, request_of, tool_call
from llama_index.core.agent.workflow import AgentStream, FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole

from llamaindex_toolcall import ToolcallLLM, ToolGuard
from llamaindex_toolcall._convert import calls_message
from prompt_toolcall.extraction.transcript import describe_call
from prompt_toolcall.loop.final_answer import RESTATE_INSTRUCTION
from prompt_toolcall.loop.turn import RESTATED_REQUEST_TEXT
from prompt_toolcall.types import ToolCall

ERROR = "Weather service temporarily unavailable (HTTP 503)."
PARIS = {"city": "Paris"}
ECHO = describe_call("get_weather", PARIS, "call_000000000000000000000002")
RESTATED = "The weather service is temporarily unavailable."


def get_weather(city: str) -> str:
    """Current weather for a city."""
    raise ConnectionError(ERROR)


def _history(failures: int = 2) -> list[ChatMessage]:
    messages = [ChatMessage(role=MessageRole.USER, content="What is the weather in Paris right now?")]
    for i in range(failures):
        call_id = f"call_{i:024x}"
        messages.append(calls_message([ToolCall(id=call_id, name="get_weather", arguments=dict(PARIS))]))
        messages.append(
            ChatMessage(role=MessageRole.TOOL, content=ERROR, additional_kwargs={"tool_call_id": call_id})
        )
    return messages


def _echoing(answer: str = ECHO, restated: str = RESTATED, calls: int = 0) -> ScriptedLLM:
    """Calls get_weather `calls` times, then NO_TOOL; answers with `answer`; restates as `restated`."""
    made = [0]

    def brain(prompt: str) -> str:
        if request_of(prompt) is not None:
            if made[0] < calls:
                made[0] += 1
                return tool_call(("get_weather", dict(PARIS)))
            return NO_TOOL
        if prompt.startswith(RESTATE_INSTRUCTION):
            return restated
        return answer

    return ScriptedLLM(brain=brain, chat_model=True)


def _info(response: ChatResponse) -> dict[str, Any]:
    assert isinstance(response.raw, dict)
    info = response.raw["toolcall"]
    assert isinstance(info, dict)
    return info


def _tools() -> list[object]:
    from llama_index.core.tools import FunctionTool

    return [FunctionTool.from_defaults(fn=get_weather)]


def test_chat_replaces_an_echo_with_one_restated_answer() -> None:
    inner = _echoing()
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    assert response.message.content == RESTATED
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    info = _info(response)
    assert {"answer-was-call-notation", "answer-restated"} <= set(info["notes"])
    assert info["requests"] == 3  # extract + answer + restate (every inner request counts, as in LangChain)
    restates = [p for p in inner.prompts if p.startswith(RESTATE_INSTRUCTION)]
    assert len(restates) == 1 and ERROR in restates[0] and "weather in Paris right now" not in restates[0]
    assert response.additional_kwargs["completion_tokens"] >= 10  # the answer's and the restate's 5 each


def test_chat_falls_back_to_the_facts_when_the_restate_echoes_too() -> None:
    llm = ToolcallLLM(llm=_echoing(restated=ECHO))
    response = llm.chat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    # LlamaIndex tool messages carry no error flag: the fact says what the tool returned
    assert response.message.content == f'get_weather({{"city":"Paris"}}) returned: {ERROR}'
    assert "answer-fallback" in _info(response)["notes"]


def test_stream_never_shows_the_echo_and_ends_with_the_chat_answer() -> None:
    llm = ToolcallLLM(llm=_echoing())
    chunks = list(llm.stream_chat_with_tools(_tools(), chat_history=_history()))  # type: ignore[arg-type]
    assert not any("(called" in (c.delta or "") for c in chunks)
    assert "".join(c.delta or "" for c in chunks) == RESTATED
    assert chunks[-1].message.content == RESTATED


async def test_astream_and_achat_strip_a_partial_echo_alike() -> None:
    answer = f"Sorry, the weather service is down.\n{ECHO}\nPlease try later."
    expected = "Sorry, the weather service is down.\nPlease try later."
    llm = ToolcallLLM(llm=_echoing(answer=answer))
    gen = await llm.astream_chat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    chunks = [c async for c in gen]
    assert "".join(c.delta or "" for c in chunks) == expected
    assert all("(called" not in (c.message.content or "") for c in chunks)
    assert chunks[-1].message.content == expected
    response = await llm.achat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    assert response.message.content == expected
    assert "call-notation-stripped" in _info(response)["notes"]


async def test_a_line_repeating_the_restated_request_is_dropped_in_chat_and_stream() -> None:
    echo = RESTATED_REQUEST_TEXT.format(request=str(_history()[0].content))
    answer = f"{echo}\nThe weather service is down, so I cannot tell."
    expected = "The weather service is down, so I cannot tell."
    llm = ToolcallLLM(llm=_echoing(answer=answer))
    response = llm.chat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    assert response.message.content == expected
    assert "note-echo-stripped" in _info(response)["notes"]
    chunks = list(llm.stream_chat_with_tools(_tools(), chat_history=_history()))  # type: ignore[arg-type]
    assert "".join(c.delta or "" for c in chunks) == expected == chunks[-1].message.content
    gen = await llm.astream_chat_with_tools(_tools(), chat_history=_history())  # type: ignore[arg-type]
    assert "".join([c.delta or "" async for c in gen]) == expected


async def test_streaming_function_agent_ends_with_the_restated_answer() -> None:
    """The agent keeps the last streamed response's message: it must be the checked answer."""
    inner = _echoing(calls=2)
    guard = ToolGuard()
    agent = FunctionAgent(
        tools=guard.wrap([get_weather]), llm=ToolcallLLM(llm=inner, guard=guard), streaming=True
    )
    handler = agent.run(user_msg="What is the weather in Paris right now?", max_iterations=6)
    shown = "".join([e.delta async for e in handler.stream_events() if isinstance(e, AgentStream)])
    result = await handler
    # the second identical call is turned back, not run: the failure answered it
    assert str(result) == f'{RESTATED}\n\nget_weather({{"city":"Paris"}}) failed: {ERROR}'
    assert "(called" not in str(result)
    assert shown.endswith(f'\n\nget_weather({{"city":"Paris"}}) failed: {ERROR}')  # streamed too


def test_a_need_info_after_this_turns_results_is_answered_from_them() -> None:
    need_city = '<<<NEED_INFO>>>{"function":"get_weather","missing":["city"]}'

    def brain(prompt: str) -> str:
        return need_city if request_of(prompt) is not None else "The weather service is down."

    inner = ScriptedLLM(brain=brain, chat_model=True)
    llm = ToolcallLLM(llm=inner)
    response = llm.chat_with_tools(_tools(), chat_history=_history(failures=1))  # type: ignore[arg-type]
    assert response.message.content == "The weather service is down."
    assert llm.get_tool_calls_from_response(response, error_on_no_tool_call=False) == []
    assert "need-info-answered" in _info(response)["notes"]
    assert "NOTE FOR THIS REQUEST: Only the calls above were made; no other action" in inner.prompts[-1]


async def _answer_prompt_after_a_raise(guarded: bool) -> str:
    """The prompts of a FunctionAgent run whose one call raises, with or without a ToolGuard."""
    inner = _echoing(answer="It could not be read.", calls=1)
    guard = ToolGuard() if guarded else None
    tools = guard.wrap([get_weather]) if guard is not None else _tools()
    agent = FunctionAgent(tools=tools, llm=ToolcallLLM(llm=inner, guard=guard))
    await agent.run(user_msg="What is the weather in Paris right now?", max_iterations=6)
    return "\n".join(inner.prompts)


async def test_a_guarded_tool_that_raised_is_shown_to_the_model_as_failed() -> None:
    """LlamaIndex drops ToolOutput.is_error from the tool message; the guard saw the exception."""
    prompts = await _answer_prompt_after_a_raise(guarded=True)
    assert f"FAILED: {ERROR}" in prompts
    assert f"returned: {ERROR}" not in prompts


async def test_without_a_guard_a_raised_tools_text_reads_as_a_result() -> None:
    """Documented limit: nothing in an unguarded FunctionAgent's history says the call failed."""
    prompts = await _answer_prompt_after_a_raise(guarded=False)
    assert f"returned: {ERROR}" in prompts


def test_the_inner_model_sees_call_labels_not_wire_ids() -> None:
    # The same conversation with other random ids is the same prompt, each result still
    # paired with its call.
    from llamaindex_toolcall._convert import to_plain_chat_messages

    def conversation(first: str, second: str) -> list[ChatMessage]:
        lima, quito = (
            ToolCall("get_weather", {"city": "Lima"}, first),
            ToolCall("get_weather", {"city": "Quito"}, second),
        )
        return [
            ChatMessage(role=MessageRole.USER, content="Weather in Lima and Quito?"),
            calls_message([lima, quito]),
            ChatMessage(role=MessageRole.TOOL, content="18 C", additional_kwargs={"tool_call_id": second}),
            ChatMessage(role=MessageRole.TOOL, content="22 C", additional_kwargs={"tool_call_id": first}),
        ]

    one = [m.content for m in to_plain_chat_messages(conversation("call_5d1e9a0b7c3f2e6d4a8b1c0f", "call_x"))]
    assert one == [m.content for m in to_plain_chat_messages(conversation("li-1", "li-2"))]
    assert one[1] == (
        f"{describe_call('get_weather', {'city': 'Lima'}, 'call_1')}\n"
        f"{describe_call('get_weather', {'city': 'Quito'}, 'call_2')}"
    )
    assert "Result of get_weather [call_2]: 18 C" in (one[2] or "")
    assert "Result of get_weather [call_1]: 22 C" in (one[2] or "")
