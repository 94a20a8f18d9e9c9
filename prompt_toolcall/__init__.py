"""toolcall: first-class tool calling for prompt-only LLMs.

The framework-free core. It never imports LangChain or LlamaIndex.
"""

from __future__ import annotations

from prompt_toolcall.errors import (
    EnvelopeError,
    MisuseError,
    PairingError,
    SchemaError,
    ToolcallError,
    UnknownDialectError,
)
from prompt_toolcall.types import (
    Detection,
    Envelope,
    EnvelopeCalls,
    EnvelopeNeedInfo,
    EnvelopeUnreadable,
    FunctionTool,
    InvalidToolCall,
    ToolCall,
    ToolChoice,
    new_call_id,
    normalize_tools,
)

__all__ = [
    "Detection",
    "Envelope",
    "EnvelopeCalls",
    "EnvelopeError",
    "EnvelopeNeedInfo",
    "EnvelopeUnreadable",
    "FunctionTool",
    "InvalidToolCall",
    "MisuseError",
    "PairingError",
    "SchemaError",
    "ToolCall",
    "ToolChoice",
    "ToolcallError",
    "UnknownDialectError",
    "new_call_id",
    "normalize_tools",
]
