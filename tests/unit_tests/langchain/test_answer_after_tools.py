"""ChatToolcall's answer after tool traffic, and the refused-call loop in create_agent.

Guards two findings of 2026-11-29:
- Qwen2.5-Coder-0.5B answered failed tool results with the transcript's own call notation,
  '(called get_weather({"city":"Paris"}) [id call_...])' (prompt_toolcall.loop.final_answer);
- a create_agent run with ToolcallMiddleware and a model that keeps asking for a failing
  call looped until GraphRecursionError (prompt_toolcall.loop.repeats: a failure, like a
  refusal, answers the call).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import ToolException, tool
from langgraph.prebuilt import ToolNode, create_react_agent
from lc_scripted import ScriptedChatModel
from prompt_parts import EXTRACTOR_MARK

from langchain_toolcall import ChatToolcall, ToolcallGuard, ToolcallMiddleware
from prompt_toolcall.extraction.transcript import describe_call
from prompt_toolcall.loop.final_answer import RESTATE_INSTRUCTION
from prompt_toolcall.loop.turn import FAILED_CALLS_TEXT, RESTATED_REQUEST_TEXT
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER

ERROR = "Weather service temporarily unavailable (HTTP 503)."
PARIS = {"city": "Paris"}
ECHO = describe_call("get_weather", PARIS, "call_000000000000000000000002")
RESTATED = "The weather service is temporarily unavailable."
FAILED_ONCE = f'get_weather({{"city":"Paris"}}) failed: {ERROR}'
FAILED_TWICE = f'get_weather({{"city":"Paris"}}) failed 2 times: {ERROR}'
"""The fact line an answer after the failing calls ends with: the turn states a failure."""


def get_weather(city: str) -> str:
    """Current weather for a city."""
    raise NotImplementedError


def _history(failures: int = 2) -> list[BaseMessage]:
    messages: list[BaseMessage] = [HumanMessage("What is the weather in Paris right now?")]
    for i in range(failures):
        call_id = f"call_{i:024x}"
        messages.append(AIMessage("", tool_calls=[{"name": "get_weather", "args": PARIS, "id": call_id}]))
        messages.append(ToolMessage(ERROR, tool_call_id=call_id, name="get_weather", status="error"))
    return messages


def _echoing(answer: str = ECHO, restated: str = RESTATED) -> ScriptedChatModel:
    """NO_TOOL from the extractor; the live answer is `answer`; the restate request gets `restated`."""

    def responder(messages: list[BaseMessage]) -> str:
        text = messages[-1].text
        if EXTRACTOR_MARK in text:
            return NO_TOOL_MARKER
        if len(messages) == 1 and text.startswith(RESTATE_INSTRUCTION):
            return restated
        return answer

    return ScriptedChatModel(responder=responder)


def _restate_requests(inner: ScriptedChatModel) -> list[str]:
    return [r[0].text for r in inner.requests if len(r) == 1 and r[0].text.startswith(RESTATE_INSTRUCTION)]


def test_an_echoed_call_is_replaced_by_one_restated_answer() -> None:
    inner = _echoing()
    msg = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke(_history())
    assert msg.text == f"{RESTATED}\n\n{FAILED_TWICE}"
    assert not msg.tool_calls
    meta = msg.response_metadata
    assert meta["toolcall_requests"] == 3  # extract + answer + restate
    assert {"answer-was-call-notation", "answer-restated"} <= set(meta["toolcall_notes"])
    (prompt,) = _restate_requests(inner)
    assert ERROR in prompt and "What is the weather" not in prompt
    assert msg.usage_metadata is not None
    assert msg.usage_metadata["output_tokens"] == sum(
        len(t.split()) for t in (NO_TOOL_MARKER, ECHO, RESTATED)
    )


def test_a_restate_that_echoes_again_gives_the_honest_fallback() -> None:
    msg = ChatToolcall(llm=_echoing(restated=ECHO)).bind_tools([get_weather]).invoke(_history())
    assert msg.text == f'get_weather({{"city":"Paris"}}) failed 2 times: {ERROR}'
    assert "answer-fallback" in msg.response_metadata["toolcall_notes"]


def test_stream_never_shows_the_echo_and_ends_with_the_invoke_answer() -> None:
    llm = ChatToolcall(llm=_echoing()).bind_tools([get_weather])
    chunks = list(llm.stream(_history()))
    assert not any("(called" in c.text for c in chunks)
    total: Any = chunks[0]
    for c in chunks[1:]:
        total = total + c
    assert isinstance(total, AIMessageChunk)
    assert total.text == f"{RESTATED}\n\n{FAILED_TWICE}" == llm.invoke(_history()).text
    assert total.response_metadata["toolcall_requests"] == 3


async def test_astream_matches_stream_on_a_partly_echoed_answer() -> None:
    answer = f"Sorry, the weather service is down.\n{ECHO}\nPlease try later."
    llm = ChatToolcall(llm=_echoing(answer=answer)).bind_tools([get_weather])
    texts = [c.text async for c in llm.astream(_history())]
    assert "".join(texts) == f"Sorry, the weather service is down.\nPlease try later.\n\n{FAILED_TWICE}"
    assert "".join(c.text for c in llm.stream(_history())) == "".join(texts)
    msg = await llm.ainvoke(_history())
    assert msg.text == "".join(texts)
    assert "call-notation-stripped" in msg.response_metadata["toolcall_notes"]
    assert msg.response_metadata["toolcall_requests"] == 2


def test_an_answer_line_repeating_the_restated_request_is_not_shown() -> None:
    """The answer note ends with the user's request; a model that copies that sentence as a
    line of its answer shows the user their own question and an instruction. Batch and
    stream drop the same line."""
    request = _history()[0].text
    echo = RESTATED_REQUEST_TEXT.format(request=request)
    answer = f"{echo}\n\nThe weather service is down, so I cannot tell."
    llm = ChatToolcall(llm=_echoing(answer=answer)).bind_tools([get_weather])
    msg = llm.invoke(_history())
    assert msg.text.strip() == f"The weather service is down, so I cannot tell.\n\n{FAILED_TWICE}"
    assert "note-echo-stripped" in msg.response_metadata["toolcall_notes"]
    assert "call-notation-stripped" not in msg.response_metadata["toolcall_notes"]
    shown = "".join(c.text for c in llm.stream(_history()))
    assert shown == msg.text and "The request was" not in shown
    # The same words inside a longer line are the model's own sentence and stay.
    quoted = f"You asked: {echo} The service is down."
    kept = ChatToolcall(llm=_echoing(answer=quoted)).bind_tools([get_weather]).invoke(_history())
    assert kept.text == f"{quoted}\n\n{FAILED_TWICE}"
    assert "note-echo-stripped" not in kept.response_metadata["toolcall_notes"]


def test_an_answer_line_saying_the_users_request_again_is_not_shown() -> None:
    """The model said the user's question back before answering: batch and stream drop it."""
    request = _history()[0].text
    answer = f"{request.rstrip('?')}.\nThe weather service is down, so I cannot tell."
    llm = ChatToolcall(llm=_echoing(answer=answer)).bind_tools([get_weather])
    msg = llm.invoke(_history())
    assert msg.text.strip() == f"The weather service is down, so I cannot tell.\n\n{FAILED_TWICE}"
    assert "note-echo-stripped" in msg.response_metadata["toolcall_notes"]
    assert "".join(c.text for c in llm.stream(_history())) == msg.text


def test_without_tool_traffic_the_answer_is_not_filtered() -> None:
    """Nothing in the history to echo: an answer that looks like a call stays as it is."""
    inner = _echoing(answer='get_weather({"city":"Paris"})')
    msg = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke("Hi")
    assert msg.text == 'get_weather({"city":"Paris"})'
    assert not _restate_requests(inner)


# -- a failing call in create_agent ------------------------------------------------------------


def _very_stubborn(messages: list[BaseMessage]) -> str:
    """Asks for the same call on every extractor request, even after the refusal."""
    if EXTRACTOR_MARK not in messages[-1].text:
        return "Sorry, the flaky service failed; I could not get the value."
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "flaky", "arguments": {"x": 1}}]})


def _flaky() -> tuple[Any, list[int]]:
    executions: list[int] = []

    @tool
    def flaky(x: int) -> str:
        """Fetch a value from the flaky service."""
        executions.append(x)
        raise ToolException("service unavailable (HTTP 503)")

    flaky.handle_tool_error = True
    return flaky, executions


def _assert_tried_once_then_answered(messages: list[BaseMessage], executions: list[int]) -> None:
    """The failed call is answered by its failure: the repeats are turned back, never run."""
    assert executions == [1]
    results = [m for m in messages if isinstance(m, ToolMessage)]
    assert len(results) == 1 and "service unavailable" in results[0].text
    final = messages[-1]
    assert isinstance(final, AIMessage) and not final.tool_calls
    assert "could not get the value" in final.text
    assert "repeated-call-suppressed" in final.response_metadata["toolcall_notes"]


def test_create_agent_answers_after_a_failure_instead_of_looping() -> None:
    """Once GraphRecursionError (5 executions, then a refusal per step); then 5 executions and
    a refusal before the answer; now the failure answers the call."""
    flaky, executions = _flaky()
    inner = ScriptedChatModel(responder=_very_stubborn)
    agent = create_agent(ChatToolcall(llm=inner), [flaky], middleware=[ToolcallMiddleware()])
    state = agent.invoke(
        {"messages": [HumanMessage("Get x=1 from the flaky service")]}, {"recursion_limit": 40}
    )
    _assert_tried_once_then_answered(state["messages"], executions)


async def test_create_agent_answers_after_a_failure_async() -> None:
    flaky, executions = _flaky()
    inner = ScriptedChatModel(responder=_very_stubborn)
    agent = create_agent(ChatToolcall(llm=inner), [flaky], middleware=[ToolcallMiddleware()])
    state = await agent.ainvoke(
        {"messages": [HumanMessage("Get x=1 from the flaky service")]}, {"recursion_limit": 40}
    )
    _assert_tried_once_then_answered(state["messages"], executions)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_callback_guard_agent_answers_after_a_failure() -> None:
    """The ToolcallGuard path: ToolNode wraps the failure ("Error: ..."); it answers the call
    the same way."""
    flaky, executions = _flaky()
    guard = ToolcallGuard()
    llm = ChatToolcall(llm=ScriptedChatModel(responder=_very_stubborn), guard=guard)
    agent = create_react_agent(llm, ToolNode([flaky], handle_tool_errors=True))
    state = agent.invoke(
        {"messages": [HumanMessage("Get x=1 from the flaky service")]},
        {"callbacks": [guard], "recursion_limit": 40},
    )
    _assert_tried_once_then_answered(state["messages"], executions)


def _asking(extractor_reply: str, answer: str) -> ScriptedChatModel:
    """The extractor gets `extractor_reply`; the live answer request gets `answer`."""

    def responder(messages: list[BaseMessage]) -> str:
        return extractor_reply if EXTRACTOR_MARK in messages[-1].text else answer

    return ScriptedChatModel(responder=responder)


NEED_CITY = '<<<NEED_INFO>>>{"function":"get_weather","missing":["city"]}'


def test_a_need_info_after_this_turns_results_is_answered_from_them() -> None:
    inner = _asking(NEED_CITY, "The weather service is down; please try later.")
    msg = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke(_history(failures=1))
    assert msg.text == f"The weather service is down; please try later.\n\n{FAILED_ONCE}"
    assert not msg.tool_calls
    assert "need_info" not in msg.response_metadata
    assert "need-info-answered" in msg.response_metadata["toolcall_notes"]
    answer_request = inner.requests[-1]
    assert answer_request[-1].text.endswith(
        "NOTE FOR THIS REQUEST: Only the calls above were made; no other action was taken. Answer the "
        "request from the results above. If a call failed or found nothing, say so. If the request asks "
        "you to do something (book, order, cancel, change) and no call above did it, say that you cannot "
        "do it. If it asks for a promise, a guarantee or a prediction that no result above gives, "
        "say that you cannot give it. If the answer needs a figure worked out from the results, "
        "write out the working, each number it uses and the result (price × quantity + delivery = "
        "total), then the figure. If something only the user can tell you is still missing, "
        "ask the user for it. "
        "The request was: What is the weather in Paris right now? Give every value it asks for. "
        + FAILED_CALLS_TEXT.format(calls="get_weather")
    )
    assert ERROR in answer_request[-1].text  # the note follows the results it points at


def test_a_need_info_before_any_result_still_asks_the_user() -> None:
    inner = _asking(NEED_CITY, "Which city?")
    msg = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke("What is the weather right now?")
    assert msg.response_metadata["need_info"] == {"function": "get_weather", "missing": ["city"]}
    assert msg.text == "Which city?" and not msg.tool_calls
    assert "need-info-worded" in msg.response_metadata["toolcall_notes"]
    assert "need-info-answered" not in msg.response_metadata["toolcall_notes"]
    assert len(inner.requests) == 2
    note = inner.requests[-1][-1].text  # the live conversation, the note on its last user turn
    assert "it needs city, which the user has not given" in note


def test_the_inner_model_sees_call_labels_not_wire_ids() -> None:
    # Two runs of the same conversation get different random ids; the plain rendering the
    # inner model reads must be the same, and must still pair each result with its call.
    from langchain_toolcall._convert import to_plain_messages

    def conversation(first: str, second: str) -> list[BaseMessage]:
        return [
            HumanMessage("Weather in Lima and Quito?"),
            AIMessage(
                "",
                tool_calls=[
                    {"name": "get_weather", "args": {"city": "Lima"}, "id": first, "type": "tool_call"},
                    {"name": "get_weather", "args": {"city": "Quito"}, "id": second, "type": "tool_call"},
                ],
            ),
            ToolMessage("18 C", tool_call_id=second, name="get_weather"),
            ToolMessage("22 C", tool_call_id=first, name="get_weather"),
        ]

    one = [m.content for m in to_plain_messages(conversation("call_5d1e9a0b7c3f2e6d4a8b1c0f", "call_x"))]
    assert one == [m.content for m in to_plain_messages(conversation("toolu_A", "toolu_B"))]
    assert one[1] == (
        f"{describe_call('get_weather', {'city': 'Lima'}, 'call_1')}\n"
        f"{describe_call('get_weather', {'city': 'Quito'}, 'call_2')}"
    )
    assert one[2] == "Result of get_weather [call_2]: 18 C\nResult of get_weather [call_1]: 22 C"
