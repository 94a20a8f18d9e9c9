"""Salesforce xLAM JSON call arrays: ``[{"name": ..., "arguments": {...}}, ...]``.

xLAM-2 (model card; vLLM ``xlam`` parser) answers a call with a bare JSON array of
``{"name", "arguments"}`` objects, sometimes in a ```` ```json ```` fence or after a
``<think>`` block; xLAM-1's prompt asks for ``{"tool_calls": [...]}`` (an empty list means
no call).

Only a reply that IS the array (or the fenced array, or the ``tool_calls`` object) is
claimed, and only when every element is call-shaped (``name`` plus ``arguments`` or
``parameters``): a JSON list in prose, or a list of other objects, is data and is left to
the generic detector. A single bare object is left to it too (``llama3_json`` and the
generic path read those). Data flow: split ``<think>`` -> unwrap one fence -> decode
(strict, then tolerant) -> shape check -> make the calls. An array cut off is reported
as truncated once its first element is visibly a call (``[{"name":``), never completed.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import (
    ARGUMENT_KEYS,
    BATCH_KEYS,
    TRUNCATED,
    add_calls,
    decode_json_at,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["XlamReader"]

_LEAD_RE = re.compile(r"\s*(?:```(?:json)?\s*)?[\[{]")
_FENCE_RE = re.compile(r"```(?:json)?[ \t]*\n?")
_CALL_START_RE = re.compile(r"""\s*(?:\[\s*\{\s*["']name["']\s*:|\{\s*["']tool_calls["']\s*:)""")


def _call_shaped(items: Any) -> bool:
    return isinstance(items, list) and all(
        isinstance(v, dict) and isinstance(v.get("name"), str) and any(k in v for k in ARGUMENT_KEYS)
        for v in items
    )


class XlamReader(DialectReader):
    """Reads a reply that is wholly an xLAM call array (bare, fenced or ``{"tool_calls": [...]}``)."""

    key: ClassVar[str] = "xlam"
    markers: ClassVar[tuple[str, ...]] = ('"name"', "'name'", '"tool_calls"')
    gate: ClassVar[str] = "\"'"

    def applies(self, text: str) -> bool:
        """The reply (or what follows its ``</think>``) starts with ``[``, ``{`` or a fence."""
        if _LEAD_RE.match(text) is None:
            at = text.find("</think>") if "<" in text else -1
            if at < 0 or _LEAD_RE.match(text, at + len("</think>")) is None:
                return False
        return super().applies(text)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        body = rest.strip()
        fenced = _FENCE_RE.match(body)
        fenced_closed = False
        if fenced is not None:
            if body.endswith("```") and len(body) >= fenced.end() + 3:
                body = body[fenced.end() : -3].strip()
                fenced_closed = True
            else:
                body = body[fenced.end() :]
        if not body or body[0] not in "[{":
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        got = decode_json_at(body, 0)
        if isinstance(got, str):
            if got == TRUNCATED and fenced_closed is False and _CALL_START_RE.match(body):
                out.truncated(None, body)
                return out.detection()
            return None
        value, end = got
        if body[end:].strip():
            return None
        items = value
        if isinstance(value, dict):
            items = next((value[k] for k in BATCH_KEYS if isinstance(value.get(k), list)), None)
            if items is None or len(value) != 1:
                return None
        elif not value:
            return None  # a bare [] is data, not "no call"
        if not _call_shaped(items):
            return None
        if fenced is not None:
            out.note("fenced")
        add_calls(items, body[:end], out)
        return out.detection()
