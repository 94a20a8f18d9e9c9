"""FunctionAgent with ToolcallLLM around the real embedded model (Qwen2.5-Coder-0.5B, llama.cpp).

Kept to a handful of model calls (~5 s each on 2 CPU threads): one task that needs exactly
one tool call and then a final answer.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from llama_index.core.agent.workflow import FunctionAgent, ToolCallResult

from llamaindex_toolcall import ToolcallLLM, ToolGuard

pytestmark = pytest.mark.model

MODEL = "qwen2.5-coder-0.5b"


@pytest.fixture(scope="module")
def inner_llm() -> Any:
    from toolcall.local import llamaindex_llm

    return llamaindex_llm(model=MODEL)


async def test_function_agent_calls_the_tool_and_answers(inner_llm: Any) -> None:
    executed: list[str] = []

    def get_weather(city: str) -> str:
        """Current weather for a city: temperature in Celsius and sky."""
        executed.append(city)
        return f"The weather in {city}: 18 degrees Celsius, cloudy."

    guard = ToolGuard()
    llm = ToolcallLLM(llm=inner_llm, guard=guard)
    agent = FunctionAgent(
        tools=guard.wrap([get_weather]),
        llm=llm,
        streaming=False,
        system_prompt="You answer briefly using the tool results.",
    )
    started = time.perf_counter()
    handler = agent.run(user_msg="What is the weather in Paris right now?", max_iterations=4)
    events = [ev async for ev in handler.stream_events()]
    result = await handler
    elapsed = time.perf_counter() - started

    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert len(results) >= 1, "the model made no tool call"
    assert results[0].tool_name == "get_weather"
    assert "paris" in results[0].tool_kwargs.get("city", "").lower()
    assert executed and all("paris" in c.lower() for c in executed)
    answer = str(result)
    assert answer.strip(), "no final answer"
    assert "18" in answer or "cloud" in answer.lower(), f"the answer ignores the tool result: {answer!r}"
    print(f"\nFunctionAgent on {MODEL}: {len(results)} tool call(s), {elapsed:.1f} s, answer: {answer!r}")
