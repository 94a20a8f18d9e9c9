"""StepFun Step-3 / Step-3.5 ``steptml`` calls.

Format (Step-3 chat template; vLLM ``step3`` and SGLang ``step3`` parsers)::

    <｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜>
    <steptml:invoke name="get_weather"><steptml:parameter name="city">Paris</steptml:parameter>
    </steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>

The outer tokens are DeepSeek-V3's; the body is Anthropic-style XML in the ``steptml:``
namespace, values raw text typed by the tool's JSON Schema. Data flow: drop the outer
tokens (full-width or ASCII spellings) and their ``function`` head -> the ``anthropic``
reader's ``<invoke>``/``<parameter>`` parsing in the ``steptml:`` namespace -> calls.

**Special tokens stripped**: the ``<steptml:...>`` tags are plain text, so a stripped reply
(``function<steptml:invoke ...>``) still reads the same; only the ``function`` head word is
left over and dropped. This reader runs before ``deepseek`` so the shared outer tokens
are not read as a malformed DeepSeek call.
"""

from __future__ import annotations

import dataclasses
import re
from typing import ClassVar

from prompt_toolcall.reading.dialects.anthropic import AnthropicReader
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["Step3Reader"]

MARKER = "steptml:invoke"
_B = "[｜|]"
_S = "[▁_]"
_OUTER_RE = re.compile(
    "<" + _B + "tool" + _S + r"calls?" + _S + r"(?:begin|end)" + _B + ">"
    r"|<" + _B + r"tool" + _S + r"sep" + _B + ">"
)
_HEAD_RE = re.compile(r"function(?=\s*<steptml:invoke)")


class Step3Reader(DialectReader):
    """Reads Step-3 ``<steptml:invoke>`` calls (with or without the outer tokens)."""

    key: ClassVar[str] = "step3"
    markers: ClassVar[tuple[str, ...]] = (MARKER,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if MARKER not in text:
            return None
        body = _HEAD_RE.sub("", _OUTER_RE.sub("", text))
        found = AnthropicReader().read(body, ctx)
        if found is None or not (found.calls or found.invalid):
            return None
        notes = tuple(n for n in found.notes if n not in ("dialect:anthropic", "missing-open-tag"))
        return dataclasses.replace(found, dialect=self.key, notes=(f"dialect:{self.key}", *notes[0:]))
