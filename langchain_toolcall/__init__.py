"""langchain_toolcall: tool calling for prompt-only models in LangChain.

- :class:`ChatToolcall` wraps any chat model or LLM as a tool-calling chat model.
- :class:`ToolcallOutputParser` reads tool calls written in any dialect, for LCEL chains.
- :class:`ToolcallGuard` (callback handler) and :class:`ToolcallMiddleware` (``create_agent``
  middleware) validate the tool-call pairing and stop a tool call that keeps failing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from langchain_toolcall.callbacks import ToolcallGuard, ToolMisuseRefusal
from langchain_toolcall.chat_models import ChatToolcall
from langchain_toolcall.output_parsers import ToolcallOutputParser

if TYPE_CHECKING:
    from langchain_toolcall.middleware import ToolcallMiddleware

__all__ = [
    "ChatToolcall",
    "ToolMisuseRefusal",
    "ToolcallGuard",
    "ToolcallMiddleware",
    "ToolcallOutputParser",
]


def __getattr__(name: str) -> Any:
    # The middleware needs `langchain` and `langgraph` (the `agents` extra); ChatToolcall needs
    # only langchain-core, so the middleware is imported on first use, not with the package.
    if name == "ToolcallMiddleware":
        from langchain_toolcall.middleware import ToolcallMiddleware

        return ToolcallMiddleware
    msg = f"module 'langchain_toolcall' has no attribute {name!r}"
    raise AttributeError(msg)
