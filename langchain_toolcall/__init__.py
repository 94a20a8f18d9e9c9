"""langchain_toolcall: tool calling for prompt-only models in LangChain.

- :class:`ChatToolcall` wraps any chat model or LLM as a tool-calling chat model.
- :class:`ToolcallOutputParser` reads tool calls written in any dialect, for LCEL chains.
- :class:`ToolcallGuard` (callback handler) and :class:`ToolcallMiddleware` (``create_agent``
  middleware) validate the tool-call pairing and stop a tool call that keeps failing.
"""

from __future__ import annotations

from langchain_toolcall.callbacks import ToolcallGuard, ToolMisuseRefusal
from langchain_toolcall.chat_models import ChatToolcall
from langchain_toolcall.middleware import ToolcallMiddleware
from langchain_toolcall.output_parsers import ToolcallOutputParser

__all__ = [
    "ChatToolcall",
    "ToolMisuseRefusal",
    "ToolcallGuard",
    "ToolcallMiddleware",
    "ToolcallOutputParser",
]
