"""ChatToolcall over a real llama-cpp-python server (the embedded 0.5B): constrained envelopes in
the server's own dialect, eight concurrent conversations, and a server killed mid-request.

Requests are kept few: with 2 threads one extractor request takes ~4 s once the server has the
shared prompt prefix cached, ~40 s cold on a loaded machine (measured 2026-12).
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest
from conftest import ALIAS, Server, start_server
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_toolcall import ChatToolcall
from langchain_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.pairing import validate_tool_pairing
from prompt_toolcall.serving import cached_servers, forget_servers

pytestmark = pytest.mark.model

CITIES = ("Lima", "Quito", "Paris", "Tokyo", "Cairo", "Oslo", "Lagos", "Delhi")


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"Weather in {city}: {len(city) + 15} C and sunny."


def chat_openai(base_url: str, **kwargs: Any) -> Any:
    from langchain_openai import ChatOpenAI

    options: dict[str, Any] = {"temperature": 0, "max_retries": 0, "timeout": 600, **kwargs}
    return ChatOpenAI(base_url=base_url, api_key="none", model=ALIAS, **options)


def test_constrained_chat_openai_works_with_no_other_option(llama_server: Server, model_timer: Any) -> None:
    """Before dialect detection: HTTP 500 (``Input should be 'text' or 'json_object'``)."""
    forget_servers()
    llm = ChatToolcall(llm=chat_openai(llama_server.base_url), constrained=True).bind_tools([get_weather])
    with model_timer.measure("serving: one constrained turn over HTTP"):
        msg = llm.invoke("What's the weather in Lima?")
    assert [tc["args"] for tc in msg.tool_calls] == [{"city": "Lima"}]
    assert "server-dialect:llama-cpp-python" in msg.response_metadata["toolcall_notes"]
    info = cached_servers()[llama_server.base_url]
    assert info.evidence == "/v1/models owned_by 'me'"


async def _agent(llm: Any, city: str) -> list[BaseMessage]:
    """One turn: the call, then its result (the follow-up turns run against a fake server in
    tests/unit_tests/serving/test_concurrency.py; here they would cost ~3 min of CI)."""
    messages: list[BaseMessage] = [HumanMessage(f"What's the weather in {city}?")]
    ai = await llm.ainvoke(messages)
    messages.append(ai)
    for tc in ai.tool_calls:
        messages.append(ToolMessage(get_weather.invoke(tc["args"]), tool_call_id=tc["id"]))
    return messages


def test_eight_concurrent_conversations_on_one_instance(llama_server: Server, model_timer: Any) -> None:
    llm = ChatToolcall(llm=chat_openai(llama_server.base_url), constrained=True).bind_tools([get_weather])

    async def run() -> list[list[BaseMessage]]:
        return list(await asyncio.gather(*(_agent(llm, city) for city in CITIES)))

    with model_timer.measure("serving: 8 concurrent agents, one turn each") as info:
        conversations = asyncio.run(run())
        info["requests"] = sum(
            m.response_metadata.get("toolcall_requests", 0)
            for c in conversations
            for m in c
            if isinstance(m, AIMessage)
        )
    ids: list[str] = []
    own_calls = 0
    for city, messages in zip(CITIES, conversations):
        assert validate_tool_pairing(to_neutral_messages(messages)) == []
        calls = [tc for m in messages if isinstance(m, AIMessage) for tc in m.tool_calls]
        ids += [tc["id"] for tc in calls]
        # The 0.5B sometimes lower-cases a city ("quito"); another conversation's city would be cross-talk.
        assert all(str(tc["args"].get("city")).lower() == city.lower() for tc in calls), f"{city}: {calls}"
        own_calls += bool(calls)
        results = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
        assert results == {tc["id"] for tc in calls}
        seen = " ".join([m.text for m in messages] + [str(tc["args"]) for tc in calls]).lower()
        others = [c for c in CITIES if c != city and c.lower() in seen]
        assert others == [], f"the {city} conversation mentions {others}"
    assert len(ids) == len(set(ids))
    assert own_calls >= 6, f"only {own_calls}/8 conversations called get_weather for their city"


def test_a_server_killed_mid_request_is_a_clear_error(llama_server: Server) -> None:
    """A second server of its own, killed while it generates; the shared one is untouched."""
    server = start_server(n_threads=1)
    try:
        llm = ChatToolcall(llm=chat_openai(server.base_url), constrained=True).bind_tools([get_weather])
        killer = threading.Timer(1.0, server.process.kill)
        killer.start()
        started = time.monotonic()
        messages: list[BaseMessage] = [HumanMessage("What's the weather in Lima?")]
        with pytest.raises(Exception) as err:
            llm.invoke(messages)
        killer.join()
        notes = "\n".join(getattr(err.value, "__notes__", []))
        assert server.base_url in notes
        assert "closed the connection" in notes or "could not be reached" in notes
        assert time.monotonic() - started < 120
        assert len(messages) == 1  # nothing of the failed turn reached the conversation
    finally:
        server.stop()
