"""LangChain's standard integration suite for ChatToolcall on the REAL embedded model.

The inner model is the 0.5B Qwen2.5-Coder GGUF shipped by PyPI part packages
(``prompt_toolcall.local.chat_model``), loaded once per session and shared with the other
model tests, with JSON-schema constrained envelopes (``constrained="auto"`` picks them
for a llama.cpp model). Every test here drives the real model: the suite is what a
LangChain user would run against any chat-model integration.

The suite is narrowed to its tool-calling tests and one spelling of structured output (see
conftest.py); tests the 0.5B cannot pass run on the scripted model only, so every test here can
fail.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_tests.integration_tests import ChatModelIntegrationTests

from langchain_toolcall import ChatToolcall

pytestmark = pytest.mark.model


class TestChatToolcallLocal(ChatModelIntegrationTests):
    @pytest.fixture(autouse=True)
    def _shared_model(self, chat_fast: Any) -> None:
        """Load the 0.5B model through the session fixture before the suite builds its model."""

    @property
    def chat_model_class(self) -> type[BaseChatModel]:
        return ChatToolcall

    @property
    def chat_model_params(self) -> dict[str, Any]:
        from langchain_toolcall.local import chat_model

        return {"llm": chat_model("qwen2.5-coder-0.5b", max_tokens=128)}

    @property
    def has_tool_choice(self) -> bool:
        return True

    @property
    def supports_json_mode(self) -> bool:
        return True

    @property
    def returns_usage_metadata(self) -> bool:
        return True
