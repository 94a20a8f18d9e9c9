"""ToolcallLLM as a user watches it: reasoning, metadata, instrumentation events, streamed calls."""

from __future__ import annotations

from typing import Any

import pytest
from li_scripted import NO_TOOL, ScriptedLLM, get_weather, request_of, tool_call
from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole, ThinkingBlock
from llama_index.core.tools import FunctionTool

from llamaindex_toolcall import ToolcallLLM

WEATHER = FunctionTool.from_defaults(fn=get_weather)
THINKING = "<think>\nThe user greets me.\n</think>\n\nHello! How can I help?"


def thinking_brain(prompt: str) -> str:
    return NO_TOOL if request_of(prompt) is not None else THINKING


def thinking_of(message: ChatMessage) -> str | None:
    blocks = [b for b in message.blocks if isinstance(b, ThinkingBlock)]
    return blocks[0].content if blocks else None


# -- reasoning ---------------------------------------------------------------------------------


@pytest.mark.parametrize("chat_model", [False, True], ids=["completion", "chat"])
def test_answer_reasoning_is_a_thinking_block_not_content(chat_model: bool) -> None:
    llm = ToolcallLLM(llm=ScriptedLLM(brain=thinking_brain, chat_model=chat_model))
    response = llm.chat_with_tools([WEATHER], user_msg="hi")
    assert response.message.content == "Hello! How can I help?"
    assert thinking_of(response.message) == "The user greets me."


@pytest.mark.parametrize("chunk_size", [1, 3, 7])
def test_streamed_reasoning_arrives_as_thinking_delta_and_ends_equal_to_chat(chunk_size: int) -> None:
    def llm() -> ToolcallLLM:
        return ToolcallLLM(llm=ScriptedLLM(brain=thinking_brain, chat_model=True, chunk_size=chunk_size))

    whole = llm().chat_with_tools([WEATHER], user_msg="hi")
    chunks = list(llm().stream_chat_with_tools([WEATHER], user_msg="hi"))
    assert "".join(c.delta or "" for c in chunks) == whole.message.content
    streamed = "".join(c.additional_kwargs.get("thinking_delta") or "" for c in chunks)
    assert streamed == thinking_of(whole.message)
    assert all("<think>" not in (c.delta or "") for c in chunks)
    last = chunks[-1].message
    assert (last.content, thinking_of(last)) == (whole.message.content, thinking_of(whole.message))


def test_native_thinking_block_of_the_inner_llm_is_kept() -> None:
    class Native(ScriptedLLM):
        def chat(self, messages: Any, **kwargs: Any) -> ChatResponse:
            text = self._reply(messages[-1].content or "", kwargs)
            if request_of(text) is None and text == "Hello! How can I help?":
                blocks: list[Any] = [ThinkingBlock(content="native"), *ChatMessage(content=text).blocks]
                return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, blocks=blocks))
            return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

    llm = ToolcallLLM(llm=Native(chat_model=True))
    response = llm.chat_with_tools([WEATHER], user_msg="hello there")
    assert (response.message.content, thinking_of(response.message)) == ("Hello! How can I help?", "native")


def test_calls_carry_no_thinking_block() -> None:
    def brain(prompt: str) -> str:
        return "<think>pick</think>" + tool_call(("get_weather", {"city": "Lima"}))

    response = ToolcallLLM(llm=ScriptedLLM(brain=brain)).chat_with_tools(
        [WEATHER], user_msg="Weather in Lima?"
    )
    (sel,) = ToolcallLLM(llm=ScriptedLLM()).get_tool_calls_from_response(response)
    assert sel.tool_kwargs == {"city": "Lima"}
    assert thinking_of(response.message) is None


# -- metadata and warnings -------------------------------------------------------------------


def test_raw_names_the_inner_model() -> None:
    response = ToolcallLLM(llm=ScriptedLLM()).chat_with_tools([WEATHER], user_msg="Weather in Lima?")
    assert response.raw["toolcall"]["model"] == "scripted"


def test_an_undescribed_tool_warns_once_per_tool_set_across_turns() -> None:
    import warnings

    from prompt_toolcall.errors import ToolDescriptionWarning

    def lookup(key: str) -> str:
        return key

    bare = FunctionTool.from_defaults(fn=lookup, description="")
    llm = ToolcallLLM(llm=ScriptedLLM())
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        for _ in range(3):  # an agent prepares the tools on every step
            llm.chat_with_tools([bare], user_msg="hello")
    assert [w.category for w in seen if w.category is ToolDescriptionWarning] == [ToolDescriptionWarning]


# -- progress: log lines and instrumentation events ---------------------------------------------


def test_each_inner_request_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    import logging

    with caplog.at_level(logging.INFO, logger="prompt_toolcall"):
        ToolcallLLM(llm=ScriptedLLM()).chat_with_tools([WEATHER], user_msg="hello")
    lines = [r.getMessage() for r in caplog.records if r.name == "prompt_toolcall.llamaindex"]
    assert lines[0] == "extract: asking the model for a tool call (scripted)..."
    assert lines[1].startswith("extract: done in ")
    assert lines[2] == "answer: asking the model for the answer (scripted)..."
    assert lines[4].startswith("turn: no_tool (2 requests, ")


@pytest.mark.parametrize("mode", ["chat", "stream", "achat", "astream"])
async def test_instrumentation_events_name_each_inner_request(mode: str) -> None:
    from llama_index.core.instrumentation import get_dispatcher
    from llama_index.core.instrumentation.event_handlers import BaseEventHandler

    from llamaindex_toolcall.instrumentation import (
        ToolcallRequestEndEvent,
        ToolcallRequestStartEvent,
        ToolcallTurnEndEvent,
    )

    seen: list[Any] = []

    class Collect(BaseEventHandler):
        def handle(self, event: Any, **kwargs: Any) -> None:
            if isinstance(event, (ToolcallRequestStartEvent, ToolcallRequestEndEvent, ToolcallTurnEndEvent)):
                seen.append(event)

    root = get_dispatcher()
    handler = Collect()
    root.add_event_handler(handler)
    try:
        llm = ToolcallLLM(llm=ScriptedLLM(chat_model=True))
        if mode == "chat":
            llm.chat_with_tools([WEATHER], user_msg="hello")
        elif mode == "stream":
            list(llm.stream_chat_with_tools([WEATHER], user_msg="hello"))
        elif mode == "achat":
            await llm.achat_with_tools([WEATHER], user_msg="hello")
        else:
            [c async for c in await llm.astream_chat_with_tools([WEATHER], user_msg="hello")]
    finally:
        root.event_handlers.remove(handler)
    kinds = [(type(e).__name__, getattr(e, "purpose", None)) for e in seen]
    assert kinds == [
        ("ToolcallRequestStartEvent", "extract"),
        ("ToolcallRequestEndEvent", "extract"),
        ("ToolcallRequestStartEvent", "answer"),
        ("ToolcallRequestEndEvent", "answer"),
        ("ToolcallTurnEndEvent", None),
    ]
    assert seen[1].input_tokens == 10 and seen[-1].kind == "no_tool" and seen[-1].requests == 2


# -- streamed calls: the last chunk equals chat(), no chunk takes a call back ------------------------


def get_time(tz: str) -> str:
    """Current time in a timezone."""
    return "12:00"


TIME = FunctionTool.from_defaults(fn=get_time)

LI_CASES: dict[str, tuple[str, list[str], str]] = {
    "one-call": ("Weather in Lima?", [tool_call(("get_weather", {"city": "Lima"}))], "calls"),
    "two-calls": (
        "Weather in Lima and the time in UTC?",
        [tool_call(("get_weather", {"city": "Lima"}), ("get_time", {"tz": "UTC"}))],
        "calls",
    ),
    "repaired": ("Weather in Lima?", ["no idea", tool_call(("get_weather", {"city": "Lima"}))], "calls"),
    # Two tools are bound, so the NEED_INFO asks once whether the other one finds the city.
    "ungrounded": (
        "What's the weather?",
        [tool_call(("get_weather", {"city": "Paris"})), NO_TOOL],
        "need_info",
    ),
    "unreadable": ("Weather in Lima?", ["no idea", "still no idea"], "unreadable"),
    "no-tool": ("Hello!", [NO_TOOL, "<think>greet</think>Hi!"], "no_tool"),
}


def _scripted(replies: list[str]) -> ScriptedLLM:
    queue = list(replies)
    return ScriptedLLM(brain=lambda prompt: queue.pop(0), chat_model=True, chunk_size=3)


def _selections(llm: ToolcallLLM, response: ChatResponse) -> list[tuple[str, dict[str, Any]]]:
    return [(s.tool_name, s.tool_kwargs) for s in llm.get_tool_calls_from_response(response, False)]


@pytest.mark.parametrize("case", sorted(LI_CASES))
def test_stream_ends_equal_to_chat_and_never_takes_a_call_back(case: str) -> None:
    question, replies, kind = LI_CASES[case]
    kwargs: dict[str, Any] = {"user_msg": question, "allow_parallel_tool_calls": True}
    llm = ToolcallLLM(llm=_scripted(replies))
    whole = llm.chat_with_tools([WEATHER, TIME], **kwargs)
    assert whole.raw["toolcall"]["kind"] == kind
    streamer = ToolcallLLM(llm=_scripted(replies))
    chunks = list(streamer.stream_chat_with_tools([WEATHER, TIME], **kwargs))
    last = chunks[-1]
    assert last.message.content == whole.message.content
    assert thinking_of(last.message) == thinking_of(whole.message)
    assert _selections(streamer, last) == _selections(llm, whole)
    for key in ("kind", "notes", "requests", "errors"):
        assert last.raw["toolcall"][key] == whole.raw["toolcall"][key], key
    final_ids = [s.tool_id for s in streamer.get_tool_calls_from_response(last, False)]
    for chunk in chunks:
        ids = [s.tool_id for s in streamer.get_tool_calls_from_response(chunk, False)]
        assert ids == final_ids[: len(ids)]  # each chunk's calls are a prefix of the final ones
    assert len(chunks) >= len(final_ids)
