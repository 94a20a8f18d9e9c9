"""create_agent after a lookup: the deferred record call is made once the id is in.

The lookup step's call carries the NEED_INFO it stands in for in the AIMessage's
response_metadata; the agent keeps that message in its state, so the next turn can make the
deferred call although the model itself only says NO_TOOL.
"""

from __future__ import annotations

from typing import Any

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from lc_scripted import ScriptedChatModel, text_of
from lookup_brain import QUESTION, find_user_id, get_user, reply

from langchain_toolcall import ChatToolcall
from langchain_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.lookups import DEFERRED_KEY
from prompt_toolcall.types import EnvelopeNeedInfo


def _agent() -> Any:
    inner = ScriptedChatModel(responder=lambda messages: reply(text_of(messages)))
    return create_agent(ChatToolcall(llm=inner), [tool(find_user_id), tool(get_user)])


def _check(messages: list[BaseMessage]) -> None:
    made = [(c["name"], c["args"]) for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
    assert made == [("find_user_id", {"name": "Ines Duarte"}), ("get_user", {"user_id": "u-17"})]
    lookup = next(m for m in messages if isinstance(m, AIMessage) and m.tool_calls)
    assert lookup.response_metadata[DEFERRED_KEY] == [{"function": "get_user", "missing": ["user_id"]}]
    resumed = [m for m in messages if isinstance(m, AIMessage) and m.tool_calls][1]
    assert "lookup-resumed" in resumed.response_metadata["toolcall_notes"]
    assert DEFERRED_KEY not in resumed.response_metadata
    assert [m.text for m in messages if isinstance(m, ToolMessage)] == ["u-17", "city: Porto"]
    assert messages[-1].text == "Ines Duarte lives in Porto."


def test_create_agent_makes_the_deferred_call_after_the_lookup() -> None:
    state = _agent().invoke({"messages": [HumanMessage(QUESTION)]})
    _check(state["messages"])


async def test_create_agent_makes_the_deferred_call_after_the_lookup_async() -> None:
    state = await _agent().ainvoke({"messages": [HumanMessage(QUESTION)]})
    _check(state["messages"])


def test_the_deferral_is_read_back_from_the_message_metadata() -> None:
    meta = {DEFERRED_KEY: [{"function": "get_user", "missing": ["user_id"]}]}
    message = AIMessage(
        "", tool_calls=[{"name": "find_user_id", "args": {}, "id": "c1"}], response_metadata=meta
    )
    (neutral,) = to_neutral_messages([message])
    assert neutral.deferred == (EnvelopeNeedInfo("get_user", ("user_id",)),)
    broken = AIMessage("", response_metadata={DEFERRED_KEY: "get_user"})
    assert to_neutral_messages([broken])[0].deferred == ()
