"""End-to-end agent on the REAL embedded model: LangGraph's prebuilt ReAct agent with
ChatToolcall around the 1.5B model and two tools completes a task that needs a tool call and
a final answer.

LangChain 1.x ``create_agent`` with ``ToolcallMiddleware`` runs on the real model in
``tests/integration_tests/test_local_model.py``: the README demo is that agent, and its test
checks both of the demo's answers (a one-call and a two-call question)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_toolcall import ChatToolcall

pytestmark = pytest.mark.model

CALLS: list[tuple[str, dict[str, Any]]] = []


@tool
def multiply(a: int, b: int) -> int:
    """Multiply two integers exactly."""
    CALLS.append(("multiply", {"a": a, "b": b}))
    return a * b


@tool
def get_weather(city: str) -> str:
    """Current weather for a city."""
    CALLS.append(("get_weather", {"city": city}))
    return f"Sunny, 21 C in {city}."


QUESTION = "What is 1234 multiplied by 5678? Use the multiply tool."
PRODUCT = str(1234 * 5678)


def _check(messages: list[Any]) -> None:
    results = [m for m in messages if isinstance(m, ToolMessage)]
    assert ("multiply", {"a": 1234, "b": 5678}) in CALLS, CALLS
    assert any(r.name == "multiply" and r.text == PRODUCT for r in results)
    final = messages[-1]
    assert isinstance(final, AIMessage) and not final.tool_calls
    assert PRODUCT in final.text.replace(",", ""), final.text


def test_langgraph_prebuilt_react_agent_completes_a_task(chat_good: Any, model_timer: Any) -> None:
    from langgraph.prebuilt import create_react_agent

    CALLS.clear()
    agent = create_react_agent(ChatToolcall(llm=chat_good), [multiply, get_weather])
    with model_timer.measure("langgraph create_react_agent, 1.5B, multiply task") as info:
        state = agent.invoke({"messages": [HumanMessage(QUESTION)]}, {"recursion_limit": 10})
        info["requests"] = sum(
            int(m.response_metadata.get("toolcall_requests", 0))
            for m in state["messages"]
            if isinstance(m, AIMessage)
        )
    _check(state["messages"])
