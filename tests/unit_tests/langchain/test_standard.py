"""LangChain's standard unit suite for ChatToolcall (langchain-tests ChatModelUnitTests)."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_tests.unit_tests import ChatModelUnitTests
from lc_scripted import smart_model

from langchain_toolcall import ChatToolcall


class TestChatToolcallUnit(ChatModelUnitTests):
    @property
    def chat_model_class(self) -> type[BaseChatModel]:
        return ChatToolcall

    @property
    def chat_model_params(self) -> dict[str, Any]:
        return {"llm": smart_model()}

    @property
    def init_from_env_params(self) -> tuple[dict[str, str], dict[str, Any], dict[str, Any]]:
        # ChatToolcall reads no credentials; the one environment setting every chat model
        # honours is LangChain's output format.
        return {"LC_OUTPUT_VERSION": "v1"}, {"llm": smart_model()}, {"output_version": "v1"}

    @property
    def supports_json_mode(self) -> bool:
        return True  # json_mode: the answer request under response_format (no tool)

    @property
    def model_override_value(self) -> str | None:
        return "scripted-2"
