"""A call the guard already refused is not asked for again: the agent answers instead.

Guards the fix for a real-model run (Qwen2.5-Coder-0.5B, FunctionAgent + ToolGuard, told to
retry a failing call unchanged): after the 6th identical attempt was refused, the model asked
for the same call on every request until max_iterations, and the run ended in
WorkflowRuntimeError (tests/integration_tests/llamaindex/test_agent_local.py).
"""

from __future__ import annotations

from typing import Any

from li_scripted import ScriptedLLM, request_of, tool_call
from llama_index.core.agent.workflow import AgentOutput, FunctionAgent, ToolCallResult
from llama_index.core.tools import FunctionTool

from llamaindex_toolcall import ToolcallLLM, ToolGuard

ANSWER = "Sorry, the weather service is not working."


def _stubborn_brain(prompt: str) -> str:
    """A model that retries unchanged whatever the results say, even after the refusal."""
    if request_of(prompt) is None:
        return ANSWER
    return tool_call(("get_weather", {"city": "Paris"}))


async def test_refused_call_is_not_repeated_and_the_run_ends_with_an_answer() -> None:
    executed: list[str] = []

    def get_weather(city: str) -> str:
        """Current weather for a city."""
        executed.append(city)
        msg = "Weather service temporarily unavailable (HTTP 503)."
        raise ConnectionError(msg)

    inner = ScriptedLLM(brain=_stubborn_brain)
    guard = ToolGuard()
    agent = FunctionAgent(
        tools=guard.wrap([get_weather]), llm=ToolcallLLM(llm=inner, guard=guard), streaming=False
    )
    handler = agent.run(user_msg="Weather in Paris?", max_iterations=20)
    events = [ev async for ev in handler.stream_events()]
    result = await handler

    stop = guard.breaker.stop_threshold
    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert len(executed) == stop - 1
    assert len(results) == stop  # 5 executions + the refusal; no 7th attempt reaches the tool
    assert "NOT executed" in (results[-1].tool_output.content or "")
    assert str(result) == (
        f"{ANSWER}\n\n"
        'get_weather({"city":"Paris"}) failed 5 times, then was refused: '
        "Weather service temporarily unavailable (HTTP 503)."
    )
    outputs = [e for e in events if isinstance(e, AgentOutput)]
    raw = outputs[-1].raw
    assert isinstance(raw, dict)
    assert "repeated-call-suppressed" in raw["toolcall"]["notes"]
    # the model did ask again after the refusal: turned back once with the result, it asked
    # again, and the wrapper answered instead of calling
    assert "repeat-turned-back" in raw["toolcall"]["notes"]
    assert len(inner.extractor_prompts()) == stop + 2


def test_was_refused_tracks_refusals_per_identical_call_and_run() -> None:
    def lookup(order_id: str) -> str:
        """Look up an order."""
        msg = "order service down"
        raise RuntimeError(msg)

    guard = ToolGuard()
    tool: Any = guard.wrap_tool(FunctionTool.from_defaults(fn=lookup))
    for _ in range(guard.breaker.stop_threshold - 1):
        try:
            tool.call(order_id="A1")
        except RuntimeError:
            pass
    # blocked from now on, but not refused until an attempt is actually refused
    assert guard.breaker.refusal_for("lookup", {"order_id": "A1"}) is not None
    assert not guard.was_refused("lookup", {"order_id": "A1"})
    assert tool.call(order_id="A1").is_error
    assert guard.was_refused("lookup", {"order_id": "A1"})
    assert not guard.was_refused("lookup", {"order_id": "B2"})
    guard.begin_run()
    assert not guard.was_refused("lookup", {"order_id": "A1"})
