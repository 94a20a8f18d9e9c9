"""FunctionAgent after a lookup: the deferred record call is made once the id is in.

The lookup step's call carries the NEED_INFO it stands in for in the ChatMessage's
additional_kwargs; the agent keeps that message in its memory, so the next turn can make the
deferred call although the model itself only says NO_TOOL.
"""

from __future__ import annotations

import pytest
from li_scripted import ScriptedLLM
from llama_index.core.agent.workflow import FunctionAgent, ToolCallResult
from llama_index.core.llms import ChatMessage, MessageRole
from lookup_brain import QUESTION, find_user_id, get_user, reply

from llamaindex_toolcall import ToolcallLLM
from llamaindex_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.lookups import DEFERRED_KEY
from prompt_toolcall.types import EnvelopeNeedInfo


@pytest.mark.parametrize("streaming", [True, False])
async def test_function_agent_makes_the_deferred_call_after_the_lookup(streaming: bool) -> None:
    llm = ToolcallLLM(llm=ScriptedLLM(brain=reply))
    agent = FunctionAgent(tools=[find_user_id, get_user], llm=llm, streaming=streaming)
    handler = agent.run(user_msg=QUESTION)
    events = [e async for e in handler.stream_events()]
    result = await handler
    made = [(e.tool_name, e.tool_kwargs) for e in events if isinstance(e, ToolCallResult)]
    assert made == [("find_user_id", {"name": "Ines Duarte"}), ("get_user", {"user_id": "u-17"})]
    assert str(result) == "Ines Duarte lives in Porto."


def test_the_deferral_is_read_back_from_the_message_metadata() -> None:
    message = ChatMessage(
        role=MessageRole.ASSISTANT,
        content="",
        additional_kwargs={DEFERRED_KEY: [{"function": "get_user", "missing": ["user_id"]}]},
    )
    (neutral,) = to_neutral_messages([message])
    assert neutral.deferred == (EnvelopeNeedInfo("get_user", ("user_id",)),)
    broken = ChatMessage(role=MessageRole.ASSISTANT, content="", additional_kwargs={DEFERRED_KEY: [{}]})
    assert to_neutral_messages([broken])[0].deferred == ()
