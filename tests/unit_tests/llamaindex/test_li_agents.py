"""End to end on the scripted inner LLM: FunctionAgent and AgentWorkflow with ToolcallLLM."""

from __future__ import annotations

from typing import Any

import pytest
from li_scripted import NO_TOOL, ScriptedLLM, get_weather, request_of, tool_call
from llama_index.core.agent.workflow import (
    AgentOutput,
    AgentStream,
    AgentWorkflow,
    FunctionAgent,
    ToolCallResult,
)
from llama_index.core.memory import ChatMemoryBuffer

from llamaindex_toolcall import ToolcallLLM, ToolGuard


async def _run(agent: Any, msg: str, **kwargs: Any) -> tuple[Any, list[Any]]:
    handler = agent.run(user_msg=msg, **kwargs)
    events = [ev async for ev in handler.stream_events()]
    return await handler, events


@pytest.mark.parametrize("streaming", [True, False], ids=["streaming", "non-streaming"])
async def test_function_agent_calls_the_tool_then_answers(streaming: bool) -> None:
    inner = ScriptedLLM()
    executed: list[str] = []

    def weather(city: str) -> str:
        """Current weather for a city."""
        executed.append(city)
        return get_weather(city)

    from llama_index.core.tools import FunctionTool

    tool = FunctionTool.from_defaults(fn=weather, name="get_weather")
    agent = FunctionAgent(tools=[tool], llm=ToolcallLLM(llm=inner), streaming=streaming)
    result, events = await _run(agent, "What is the weather in Lima?")
    assert executed == ["Lima"]
    assert str(result) == "It is 21C and sunny in Lima."
    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert [(r.tool_name, r.tool_kwargs) for r in results] == [("get_weather", {"city": "Lima"})]
    if streaming:
        streams = [e for e in events if isinstance(e, AgentStream)]
        assert len(streams) > 2  # the answer streamed chunk by chunk
        assert any(s.tool_calls for s in streams)  # the call chunk carried the full call
    # the second extractor request saw the tool result, rendered as text
    assert 'get_weather({"city":"Lima"}) returned' in (request_of(inner.extractor_prompts()[1]) or "")


async def test_agent_workflow_from_tools_or_functions_uses_function_agent() -> None:
    inner = ScriptedLLM(chat_model=True)
    workflow = AgentWorkflow.from_tools_or_functions([get_weather], llm=ToolcallLLM(llm=inner))
    assert isinstance(workflow.agents["Agent"], FunctionAgent)  # not the ReAct fallback
    result, events = await _run(workflow, "What is the weather in Lima?")
    assert str(result) == "It is 21C and sunny in Lima."
    assert [e.tool_name for e in events if isinstance(e, ToolCallResult)] == ["get_weather"]


async def test_need_info_ends_the_run_with_a_question() -> None:
    agent = FunctionAgent(tools=[get_weather], llm=ToolcallLLM(llm=ScriptedLLM()))
    result, events = await _run(agent, "What is the weather?")
    assert "city" in str(result)
    assert not [e for e in events if isinstance(e, ToolCallResult)]


async def test_always_failing_tool_is_refused_and_the_note_is_request_only() -> None:
    executed: list[str] = []

    def lookup_order(order_id: str) -> str:
        """Look up an order by id."""
        executed.append(order_id)
        msg = "order service unavailable"
        raise ConnectionError(msg)

    def brain(prompt: str) -> str:
        req = request_of(prompt)
        if req is None:
            return "Sorry, the order service is not working."
        if "NOT executed" in req:
            return NO_TOOL
        return tool_call(("lookup_order", {"order_id": "A1"}))  # a small model retrying unchanged

    inner = ScriptedLLM(brain=brain)
    guard = ToolGuard()
    # The breaker is under test: let the failed call repeat (by default the failure answers it).
    llm = ToolcallLLM(llm=inner, guard=guard, suppress_repeated_calls=False)
    agent = FunctionAgent(tools=guard.wrap([lookup_order]), llm=llm)
    memory = ChatMemoryBuffer.from_defaults(token_limit=100_000)
    result, events = await _run(agent, "Where is order A1?", memory=memory)

    results = [e for e in events if isinstance(e, ToolCallResult)]
    stop = guard.breaker.stop_threshold
    assert len(executed) == stop - 1  # executed 5 times ...
    assert len(results) == stop  # ... and the 6th identical call was refused, not executed
    assert all(r.tool_output.is_error for r in results)
    assert "NOT executed" in results[-1].tool_output.content
    assert "NOT executed" not in results[-2].tool_output.content
    # the answer, then the failure the turn could not get past, as the transcript holds it
    assert str(result) == (
        "Sorry, the order service is not working.\n\n"
        'lookup_order({"order_id":"A1"}) failed 5 times, then was refused: order service unavailable'
    )

    prompts = inner.extractor_prompts()
    with_note = [i for i, p in enumerate(prompts) if "Note: the call lookup_order" in p]
    assert with_note == [guard.breaker.note_threshold]  # the 4th request, after the 3rd failure, only
    stored = " ".join(m.content or "" for m in memory.get_all())
    assert "Note: the call" not in stored  # never in the transcript


async def test_agent_outputs_carry_no_calls_on_partial_chunks() -> None:
    """FunctionAgent reads calls from every streamed chunk: answers give none and never raise."""
    agent = FunctionAgent(tools=[get_weather], llm=ToolcallLLM(llm=ScriptedLLM(chunk_size=1)))
    result, events = await _run(agent, "Hello there")
    streams = [e for e in events if isinstance(e, AgentStream)]
    assert len(streams) >= len("Hello! How can I help?")
    assert all(s.tool_calls == [] for s in streams)
    outputs = [e for e in events if isinstance(e, AgentOutput)]
    assert outputs[-1].tool_calls == []
    assert str(result) == "Hello! How can I help?"
