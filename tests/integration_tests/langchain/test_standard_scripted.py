"""LangChain's standard integration suite for ChatToolcall on a SCRIPTED inner model.

The inner model (``lc_scripted.smart_reply``) has no tool support: it answers extractor
prompts with envelopes built from the schemas and the request, and chats otherwise. So
every tool-calling and structured-output test exercises the whole ChatToolcall path
(prompt, parse, validate, repair, answer) without a real model. A real-model variant runs
the same suite on the embedded GGUF model.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_tests.integration_tests import ChatModelIntegrationTests
from lc_scripted import smart_model

from langchain_toolcall import ChatToolcall


class TestChatToolcallScripted(ChatModelIntegrationTests):
    @property
    def chat_model_class(self) -> type[BaseChatModel]:
        return ChatToolcall

    @property
    def chat_model_params(self) -> dict[str, Any]:
        return {"llm": smart_model()}

    @property
    def has_tool_choice(self) -> bool:
        return True

    @property
    def supports_json_mode(self) -> bool:
        # json_mode answers the conversation itself (no tool), and the scripted model
        # answers any conversation with the same plain sentence, never JSON.
        return False

    @property
    def model_override_value(self) -> str | None:
        return "scripted-2"
