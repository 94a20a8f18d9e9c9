"""A failed call is not run again when the model asks for it unchanged: the agent answers.

Guards the fix for a real-model run (Qwen2.5-Coder-0.5B, FunctionAgent + ToolGuard, told to
retry a failing call unchanged): after the 6th identical attempt was refused, the model asked
for the same call on every request until max_iterations, and the run ended in
WorkflowRuntimeError (tests/integration_tests/llamaindex/test_agent_local.py). A refusal, and
now the first failure, answers the call.
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


async def test_a_failed_call_is_not_repeated_and_the_run_ends_with_an_answer() -> None:
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

    results = [e for e in events if isinstance(e, ToolCallResult)]
    # the failure answers the call: the repeat is turned back once, never run
    assert executed == ["Paris"] and len(results) == 1
    assert str(result) == (
        f"{ANSWER}\n\n"
        'get_weather({"city":"Paris"}) failed: '
        "Weather service temporarily unavailable (HTTP 503)."
    )
    outputs = [e for e in events if isinstance(e, AgentOutput)]
    raw = outputs[-1].raw
    assert isinstance(raw, dict)
    assert {"repeat-turned-back", "repeated-call-suppressed"} <= set(raw["toolcall"]["notes"])


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
