"""prompt_toolcall: first-class tool calling for prompt-only LLMs, the framework-free core.

It never imports LangChain or LlamaIndex. The value types and errors are imported with the
package; the main entry points are loaded on first use, so ``import prompt_toolcall`` stays cheap:

- reading: :func:`detect`, :func:`detect_tool_calls`, :func:`parse_envelope`,
  :func:`extract_tool_calls`, :func:`register_reader`
- extraction: :class:`Extractor`, :func:`build_extractor_prompt`
- checking: :func:`check_grounding`, :func:`collect_sources`
- the loop: :class:`TurnEngine` (+ :class:`TurnInput`, :class:`TurnOptions`, :class:`TurnResult`),
  :class:`ToolMisuseBreaker`, :func:`validate_tool_pairing`, :func:`repair_tool_pairing`
"""

from __future__ import annotations

import importlib
from typing import Any

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

_ENTRY_POINTS: dict[str, str] = {
    "detect": "prompt_toolcall.reading.detect",
    "detect_tool_calls": "prompt_toolcall.reading.detect",
    "parse_envelope": "prompt_toolcall.reading.envelope",
    "extract_tool_calls": "prompt_toolcall.reading.sdk_json",
    "register_reader": "prompt_toolcall.reading.dialects",
    "Extractor": "prompt_toolcall.extraction.extractor",
    "build_extractor_prompt": "prompt_toolcall.extraction.prompt",
    "check_grounding": "prompt_toolcall.checking.grounding",
    "collect_sources": "prompt_toolcall.checking.grounding",
    "TurnEngine": "prompt_toolcall.loop.turn",
    "TurnInput": "prompt_toolcall.loop.turn",
    "TurnOptions": "prompt_toolcall.loop.turn",
    "TurnResult": "prompt_toolcall.loop.turn",
    "ToolMisuseBreaker": "prompt_toolcall.loop.breaker",
    "validate_tool_pairing": "prompt_toolcall.loop.pairing",
    "repair_tool_pairing": "prompt_toolcall.loop.pairing",
}
"""Public name -> the module that defines it (imported on first access)."""

__all__ = [
    "Detection",
    "Envelope",
    "EnvelopeCalls",
    "EnvelopeError",
    "EnvelopeNeedInfo",
    "EnvelopeUnreadable",
    "Extractor",
    "FunctionTool",
    "InvalidToolCall",
    "MisuseError",
    "PairingError",
    "SchemaError",
    "ToolCall",
    "ToolChoice",
    "ToolMisuseBreaker",
    "ToolcallError",
    "TurnEngine",
    "TurnInput",
    "TurnOptions",
    "TurnResult",
    "UnknownDialectError",
    "build_extractor_prompt",
    "check_grounding",
    "collect_sources",
    "detect",
    "detect_tool_calls",
    "extract_tool_calls",
    "new_call_id",
    "normalize_tools",
    "parse_envelope",
    "register_reader",
    "repair_tool_pairing",
    "validate_tool_pairing",
]


def __getattr__(name: str) -> Any:
    module = _ENTRY_POINTS.get(name)
    if module is None:
        msg = f"module 'prompt_toolcall' has no attribute {name!r}"
        raise AttributeError(msg)
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
