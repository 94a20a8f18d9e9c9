"""LangChain's standard integration suite for ChatToolcall on the REAL embedded model.

The inner model is the 0.5B Qwen2.5-Coder GGUF shipped by PyPI part packages
(``prompt_toolcall.local.chat_model``), loaded once per session and shared with the other
model tests, with JSON-schema constrained envelopes (``constrained="auto"`` picks them
for a llama.cpp model). Every test here drives the real model: the suite is what a
LangChain user would run against any chat-model integration.

The suite is narrowed to its tool-calling tests and one spelling of structured output (see conftest.py).
Limitations of a 0.5B model are recorded as ``xfail`` with the reason, never skipped.
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

    @pytest.mark.xfail(
        strict=False,
        reason=(
            "0.5B model limitation: forced to call magic_function on a bare 'Hello!', it invents "
            "input=1000 (outside the schema's exclusive range -1000..1000) and repeats it in the "
            "repair; llama-cpp-python's JSON-schema grammar converter drops integer bounds, so "
            "constrained decoding cannot prevent it. Validation catches it: invalid_tool_calls."
        ),
    )
    def test_tool_choice(self, model: BaseChatModel) -> None:
        super().test_tool_choice(model)

    @pytest.mark.xfail(
        strict=False,
        reason=(
            "0.5B model limitation, measured when json_mode ran the forced tool call: the "
            "constrained envelope sometimes came back unreadable twice (once in three runs, "
            "2026-11-29). json_mode now answers under the Joke schema as response_format (no "
            "extractor); not re-measured on the 0.5B since."
        ),
    )
    def test_json_mode(self, model: BaseChatModel) -> None:
        super().test_json_mode(model)
