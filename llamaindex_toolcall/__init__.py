"""llamaindex_toolcall: any LlamaIndex LLM as a ``FunctionCallingLLM``.

``ToolcallLLM`` wraps an LLM without function calling so ``FunctionAgent``,
``AgentWorkflow``, ``FunctionCallingProgram`` (``structured_predict``) and every
``chat_with_tools`` caller use it as a function-calling model. ``ToolGuard`` adds the
misuse breaker around tool execution; ``check_tool_pairing`` is the pairing check the
wrapper runs before each request.
"""

from __future__ import annotations

try:
    import llama_index.core  # noqa: F401
except ImportError as e:  # pragma: no cover - exercised only without the extra installed
    msg = (
        "llamaindex_toolcall needs llama-index-core. Install it with "
        '`pip install "prompt-toolcall[llamaindex]"` (or `pip install llama-index-core`).'
    )
    raise ImportError(msg) from e

from llamaindex_toolcall._convert import convert_tools, read_tool_selections
from llamaindex_toolcall.base import InnerLLMError, ToolcallLLM
from llamaindex_toolcall.guards import (
    GuardedFunctionTool,
    GuardedTool,
    ToolGuard,
    check_tool_pairing,
)

__all__ = [
    "GuardedFunctionTool",
    "GuardedTool",
    "InnerLLMError",
    "ToolGuard",
    "ToolcallLLM",
    "check_tool_pairing",
    "convert_tools",
    "read_tool_selections",
]
