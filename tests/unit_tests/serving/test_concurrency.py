"""Eight agents at once on ONE ChatToolcall instance and one (fake) server, each its own
conversation: every call paired with its own result, nothing of one conversation in another.

The fake server answers each request from that request alone (``fake_server.agent_reply``) and
sleeps a random 0-20 ms first, so the agents' requests interleave; a reply could only name
another agent's key or value if a request had carried it.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from fake_server import AGENT, FakeServer, agent_reply, lookup_value
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import SecretStr

from langchain_toolcall import ChatToolcall
from langchain_toolcall._convert import to_neutral_messages
from langchain_toolcall.callbacks import ToolcallGuard
from prompt_toolcall.loop.pairing import validate_tool_pairing

BASE = "http://127.0.0.1:9/v1"
AGENTS = 8
FAILING = 0
"""The agent whose tool always fails (its breaker must arm; nobody else's may)."""

pytestmark = pytest.mark.filterwarnings("ignore:A test tried to use socket.socket:UserWarning")


@tool
def lookup(key: str) -> str:
    """Look up the value stored under a key."""
    if key == f"agent-{FAILING}":
        raise ValueError("the store is locked for this key")
    return lookup_value(key)


def shared_model(fake: FakeServer) -> ChatToolcall:
    from langchain_openai import ChatOpenAI

    inner = ChatOpenAI(
        model="m",
        base_url=BASE,
        api_key=SecretStr("none"),
        http_client=fake.client(),
        http_async_client=fake.async_client(),
        max_retries=0,
    )
    # Repeats let through: the failing agent's identical retries must reach its breaker (by
    # default a failure answers its call and the retry is turned back before any tool runs).
    return ChatToolcall(llm=inner, constrained=True, suppress_repeated_calls=False)


async def run_agent(llm: Any, n: int, guard: ToolcallGuard, max_turns: int) -> list[BaseMessage]:
    messages: list[BaseMessage] = [HumanMessage(f"Please look up agent-{n}.")]
    config: Any = {"callbacks": [guard]}
    for _ in range(max_turns):
        ai = await llm.ainvoke(messages, config=config)
        messages.append(ai)
        if not ai.tool_calls:
            break
        for tc in ai.tool_calls:
            try:
                result = await lookup.ainvoke(tc["args"], config=config)
                messages.append(ToolMessage(str(result), tool_call_id=tc["id"]))
            except ValueError as e:
                messages.append(ToolMessage(f"Error: {e}", tool_call_id=tc["id"], status="error"))
    return messages


async def test_eight_concurrent_conversations_never_mix() -> None:
    fake = FakeServer("llama-cpp-python", agent_reply, max_delay=0.02, seed=7)
    llm = shared_model(fake).bind_tools([lookup])
    guards = [ToolcallGuard(on_pairing_violation="raise") for _ in range(AGENTS)]
    conversations = await asyncio.gather(*(run_agent(llm, n, guards[n], 5) for n in range(AGENTS)))

    all_ids: list[str] = []
    for n, messages in enumerate(conversations):
        assert validate_tool_pairing(to_neutral_messages(messages)) == []
        calls = [tc for m in messages if isinstance(m, AIMessage) for tc in m.tool_calls]
        all_ids += [tc["id"] for tc in calls]
        assert {tc["args"]["key"] for tc in calls} == {f"agent-{n}"}, f"agent {n} called {calls}"
        results = {m.tool_call_id: m for m in messages if isinstance(m, ToolMessage)}
        assert set(results) == {tc["id"] for tc in calls}  # each call answered by its own result
        text = " ".join(m.text for m in messages if not isinstance(m, HumanMessage))
        assert set(AGENT.findall(text)) <= {str(n)}, f"agent {n} saw another agent: {text[:300]}"
        if n != FAILING:
            assert len(calls) == 1
            assert messages[-1].text == f"The value is {lookup_value(f'agent-{n}')}."
    assert len(all_ids) == len(set(all_ids))

    # Breaker state is per conversation: only the failing agent's requests carry its note.
    breaker_note = "times in a row with the same error"
    noted = {m for b in fake.bodies if breaker_note in str(b["messages"]) for m in _agents_in(b)}
    assert noted == {str(FAILING)}
    assert (
        guards[FAILING].breaker.pending_count() if hasattr(guards[FAILING].breaker, "pending_count") else True
    )
    assert all(g.violations == [] for g in guards)


def _agents_in(body: dict[str, Any]) -> set[str]:
    return set(re.findall(r"\bagent-(\d+)\b", str(body["messages"])))


def test_threads_share_the_instance_too() -> None:
    """``batch`` runs conversations in a thread pool: same isolation without asyncio."""
    fake = FakeServer("vllm", agent_reply)
    llm = shared_model(fake).bind_tools([lookup])
    inputs = [[HumanMessage(f"Please look up agent-{n}.")] for n in range(1, AGENTS + 1)]
    replies = llm.batch(inputs, config={"max_concurrency": AGENTS})
    for n, reply in enumerate(replies, start=1):
        assert [tc["args"] for tc in reply.tool_calls] == [{"key": f"agent-{n}"}]
    ids = [tc["id"] for r in replies for tc in r.tool_calls]
    assert len(ids) == len(set(ids)) == AGENTS
    assert fake.paths.count("GET /v1/models") == 1  # one probe for all eight threads
