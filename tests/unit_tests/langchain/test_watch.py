"""ChatToolcall as a user watches it: reasoning, metadata, progress logs, child runs, streamed calls."""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain_core.messages import AIMessageChunk
from langchain_core.tools import tool
from lc_scripted import ScriptedChatModel

from langchain_toolcall import ChatToolcall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"Sunny in {city}"


def envelope(name: str, **args: Any) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": name, "arguments": args}]})


def merged(chunks: list[AIMessageChunk]) -> AIMessageChunk:
    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    return total


THINKING = "<think>\nThe user greets me.\n</think>\n\nHello! How can I help?"


# -- reasoning ---------------------------------------------------------------------------------


@pytest.mark.parametrize("tools", [False, True], ids=["no-tools", "no-tool-decision"])
def test_answer_reasoning_goes_to_reasoning_content_not_content(tools: bool) -> None:
    replies = [NO_TOOL_MARKER, THINKING] if tools else [THINKING]
    llm: Any = ChatToolcall(llm=ScriptedChatModel(replies=replies))
    if tools:
        llm = llm.bind_tools([get_weather])
    result = llm.invoke("hi")
    assert result.content == "Hello! How can I help?"
    assert "<think>" not in result.text
    assert result.additional_kwargs["reasoning_content"] == "The user greets me."


@pytest.mark.parametrize("tools", [False, True], ids=["no-tools", "no-tool-decision"])
def test_streamed_reasoning_merges_to_the_invoke_result(tools: bool) -> None:
    def model() -> Any:
        replies = [NO_TOOL_MARKER, THINKING] if tools else [THINKING]
        llm: Any = ChatToolcall(llm=ScriptedChatModel(replies=replies))
        return llm.bind_tools([get_weather]) if tools else llm

    whole = model().invoke("hi")
    chunks = list(model().stream("hi"))
    assert all("<think>" not in c.text for c in chunks)
    total = merged(chunks)
    assert total.content == whole.content
    assert total.additional_kwargs == whole.additional_kwargs
    # the reasoning arrived before the answer's first word
    first_text = next(i for i, c in enumerate(chunks) if c.text)
    first_reasoning = next(i for i, c in enumerate(chunks) if c.additional_kwargs.get("reasoning_content"))
    assert first_reasoning < first_text


def test_native_reasoning_content_of_the_inner_model_is_kept() -> None:
    class Native(ScriptedChatModel):
        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            result = super()._generate(messages, stop, run_manager, **kwargs)
            result.generations[0].message.additional_kwargs["reasoning_content"] = "native thoughts"
            return result

    result = ChatToolcall(llm=Native(replies=["Answer."])).invoke("hi")
    assert (result.content, result.additional_kwargs["reasoning_content"]) == ("Answer.", "native thoughts")


def test_a_call_turn_carries_no_reasoning_and_no_think_text() -> None:
    inner = ScriptedChatModel(replies=["<think>pick the tool</think>" + envelope("get_weather", city="Lima")])
    result = ChatToolcall(llm=inner).bind_tools([get_weather]).invoke("Weather in Lima?")
    assert result.tool_calls[0]["args"] == {"city": "Lima"}
    assert result.content == ""
