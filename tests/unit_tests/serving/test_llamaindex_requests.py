"""ToolcallLLM over a LlamaIndex OpenAI-client LLM: the extractor request speaks the server's dialect.

``llama-index-llms-openai(-like)`` is not a dependency, so ``OpenAILike`` here is a stand-in
with the same recognisable surface (an ``OpenAI`` class in its MRO with ``api_base``) that sends
its kwargs the way the real one does: ``extra_body`` merged into the JSON body by the OpenAI client.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from fake_server import FakeServer, agent_reply
from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    CompletionResponse,
    LLMMetadata,
    MessageRole,
)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from llama_index.core.tools import FunctionTool

from llamaindex_toolcall import ToolcallLLM
from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving import set_dialect

BASE = "http://127.0.0.1:9/v1"


class OpenAI(CustomLLM):
    """Stand-in for llama_index.llms.openai.OpenAI: posts chat completions with its ``http_client``."""

    api_base: str = BASE
    model: str = "m"
    http_client: Any = None

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(is_chat_model=True, model_name=self.model)

    @llm_chat_callback()
    def chat(self, messages: Any, **kwargs: Any) -> ChatResponse:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role.value, "content": m.content} for m in messages],
        }
        body.update(kwargs.pop("extra_body", {}))
        body.update(kwargs)
        response = self.http_client.post(f"{self.api_base}/chat/completions", content=json.dumps(body))
        response.raise_for_status()
        text = response.json()["choices"][0]["message"]["content"]
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        raise NotImplementedError

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
        raise NotImplementedError


class OpenAILike(OpenAI):
    """Stand-in for llama_index.llms.openai_like.OpenAILike (a subclass of OpenAI)."""


def lookup(key: str) -> str:
    """Look up the value stored under a key."""
    return f"value-for-{key}"


LOOKUP = FunctionTool.from_defaults(fn=lookup)


def test_openailike_gets_the_llama_cpp_python_dialect_and_a_note() -> None:
    fake = FakeServer("llama-cpp-python", agent_reply)
    llm = ToolcallLLM(llm=OpenAILike(http_client=fake.client()), constrained=True)
    response = llm.chat_with_tools([LOOKUP], user_msg="Please look up agent-5.")
    calls = llm.get_tool_calls_from_response(response, error_on_no_tool_call=True)
    assert [c.tool_kwargs for c in calls] == [{"key": "agent-5"}]
    assert fake.bodies[-1]["response_format"]["type"] == "json_object"
    assert "server-dialect:llama-cpp-python" in response.raw["toolcall"]["notes"]


def test_a_refusal_through_llamaindex_is_a_server_error() -> None:
    fake = FakeServer("tgi", agent_reply)
    set_dialect(BASE, "vllm")  # wrong pin: TGI refuses the OpenAI shape with 400
    llm = ToolcallLLM(llm=OpenAILike(http_client=fake.client()), constrained=True)
    with pytest.raises(ServerError, match=r"HTTP 400.*`response_format` \(json_schema\)"):
        llm.chat_with_tools([LOOKUP], user_msg="Please look up agent-5.")
