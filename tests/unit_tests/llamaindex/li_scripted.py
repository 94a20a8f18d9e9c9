"""A scripted inner LLM for the LlamaIndex adapter tests: no tool support, answers by reading its prompt.

``ScriptedLLM`` is a ``CustomLLM`` (completion by default; ``chat_model=True`` makes it a chat
model that records the messages it was given). Its ``brain`` maps the prompt text to a
reply, so a test decides how the "model" behaves on an extractor prompt, a repair prompt
or the live conversation. Every prompt it sees is recorded.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseGen,
    CompletionResponse,
    CompletionResponseGen,
    LLMMetadata,
    MessageRole,
)
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from prompt_parts import EXTRACTOR_MARK, request_part

EXTRACTOR_HEADER = EXTRACTOR_MARK
"""The line every extractor (or repair) prompt opens with, in either prompt style."""


def request_of(prompt: str) -> str | None:
    """The request part of an extractor (or repair) prompt; None for any other prompt."""
    if EXTRACTOR_HEADER not in prompt:
        return None
    return request_part(prompt)


def tool_call(*calls: tuple[str, dict[str, Any]]) -> str:
    return "<<<TOOL_CALL>>>" + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in calls]})


def need_info(function: str, *missing: str) -> str:
    return "<<<NEED_INFO>>>" + json.dumps({"function": function, "missing": list(missing)})


NO_TOOL = "<<<NO_TOOL>>>"


def weather_brain(prompt: str) -> str:
    """Calls get_weather for Lima, asks for a missing city, answers once the result is in."""
    req = request_of(prompt)
    if req is None:
        if "Result of get_weather" in prompt or "get_weather(" in prompt:  # earlier or folded turn
            return "It is 21C and sunny in Lima."
        if "You can call get_weather, but it needs city" in prompt:  # a NEED_INFO to word
            return "Which city would you like the weather for?"
        return "Hello! How can I help?"
    if "Result of get_weather" in req or "get_weather(" in req:  # transcript or state view
        return NO_TOOL
    if "weather" in req.lower():
        if "Lima" in req:
            return tool_call(("get_weather", {"city": "Lima"}))
        return need_info("get_weather", "city")
    return NO_TOOL


def get_weather(city: str) -> str:
    """Current weather for a city."""
    return f"21C and sunny in {city}"


def _render(messages: Sequence[ChatMessage]) -> str:
    if len(messages) == 1 and messages[0].role == MessageRole.USER:
        return messages[0].content or ""
    return "\n".join(f"{m.role.value}: {m.content}" for m in messages)


class ScriptedLLM(CustomLLM):
    """An inner LLM with no function calling: replies are ``brain(prompt)``."""

    brain: Callable[[str], str] = Field(default=weather_brain, exclude=True)
    chat_model: bool = False
    chunk_size: int = 4
    supports_json_schema_output: bool = False
    prompts: list[str] = Field(default_factory=list)
    chats: list[list[ChatMessage]] = Field(default_factory=list)
    call_kwargs: list[dict[str, Any]] = Field(default_factory=list)
    fail_with: Exception | None = Field(default=None, exclude=True)

    @classmethod
    def class_name(cls) -> str:
        return "ScriptedLLM"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(
            context_window=2048, num_output=256, is_chat_model=self.chat_model, model_name="scripted"
        )

    def _reply(self, prompt: str, kwargs: dict[str, Any]) -> str:
        self.prompts.append(prompt)
        self.call_kwargs.append(dict(kwargs))
        if self.fail_with is not None:
            raise self.fail_with
        return self.brain(prompt)

    def _chunks(self, text: str) -> list[str]:
        return [text[i : i + self.chunk_size] for i in range(0, len(text), self.chunk_size)] or [""]

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        return CompletionResponse(text=self._reply(prompt, kwargs))

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        text = self._reply(prompt, kwargs)

        def gen() -> CompletionResponseGen:
            so_far = ""
            for piece in self._chunks(text):
                so_far += piece
                yield CompletionResponse(text=so_far, delta=piece)

        return gen()

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        if not self.chat_model:
            return super().chat(messages, **kwargs)
        self.chats.append(list(messages))
        text = self._reply(_render(messages), kwargs)
        return ChatResponse(
            message=ChatMessage(role=MessageRole.ASSISTANT, content=text),
            raw={"usage": {"prompt_tokens": 10, "completion_tokens": 5}},
        )

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        if not self.chat_model:
            return super().stream_chat(messages, **kwargs)
        self.chats.append(list(messages))
        text = self._reply(_render(messages), kwargs)

        def gen() -> ChatResponseGen:
            so_far = ""
            for piece in self._chunks(text):
                so_far += piece
                yield ChatResponse(
                    message=ChatMessage(role=MessageRole.ASSISTANT, content=so_far), delta=piece
                )

        return gen()

    def extractor_prompts(self) -> list[str]:
        return [p for p in self.prompts if EXTRACTOR_HEADER in p]

    def answer_prompts(self) -> list[str]:
        return [p for p in self.prompts if EXTRACTOR_HEADER not in p]
