"""BFCL prompt-mode XML calls (concise and verbose) and MiniCPM-style ``<function name=...>``.

Formats (Berkeley Function-Calling Leaderboard, ``bfcl_eval`` prompt variations,
``OUTPUT_FORMAT_MAPPING``), optionally inside ``<TOOLCALL>...</TOOLCALL>``::

    concise: <functions><function name="f"><param name="p" type="integer">1</param>
             </function></functions>
    verbose: <functions><function name="f"><params><param name="p" value="1" type="integer"/>
             </params></function></functions>

The same ``<function name="..."><param name="...">`` body without the ``<functions>``
wrapper is what MiniCPM-style function-call prompts ask for. Attribute values and element
text are XML: entities (``&amp;``, ``&lt;``) are decoded and a ``<![CDATA[...]]>`` section
is taken verbatim.

Data flow: split ``<think>`` reasoning -> each ``<function name=...>`` element -> its
``<param>`` children (text or ``value=`` attribute) -> typed by the ``type`` attribute
BFCL asks for (string, integer, float, boolean, array, dict, tuple), else by the tool's
JSON Schema -> make the call. Text outside the elements is content. An element cut off
is reported, never completed.
"""

from __future__ import annotations

import ast
import html
import json
import re
from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    param_schema,
    skip_ws,
    split_reasoning,
    type_text_value,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["BfclXmlReader", "xml_text"]

MARKER = "<function name="
WRAPPERS: tuple[str, ...] = (
    "<functions>",
    "</functions>",
    "<TOOLCALL>",
    "</TOOLCALL>",
    "<params>",
    "</params>",
)
_ATTR = r"""\s+(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')"""
_FUNC_RE = re.compile(r"<function((?:" + _ATTR + r")+)\s*>")
_PARAM_RE = re.compile(r"<param((?:" + _ATTR + r")+)\s*(/?)>")
_ATTR_RE = re.compile(_ATTR)
_CDATA_RE = re.compile(r"\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*")
FUNC_CLOSE = "</function>"
PARAM_CLOSE = "</param>"


def xml_text(raw: str) -> str:
    """Element text as XML means it: a CDATA section verbatim, else entities decoded."""
    m = _CDATA_RE.fullmatch(raw)
    if m is not None:
        return m.group(1)
    return html.unescape(raw) if "&" in raw else raw


def _attrs(blob: str) -> dict[str, str]:
    return {
        m.group(1): html.unescape(m.group(2) if m.group(2) is not None else m.group(3))
        for m in _ATTR_RE.finditer(blob)
    }


def _typed(raw: str, declared: str | None, schema: Any) -> Any:
    s = raw.strip()
    try:
        if declared == "integer":
            return int(s)
        if declared == "float":
            return float(s)
        if declared == "boolean" and s.lower() in ("true", "false"):
            return s.lower() == "true"
        if declared in ("array", "dict", "tuple"):
            try:
                value = json.loads(s)
            except ValueError:
                value = ast.literal_eval(s)
            return list(value) if isinstance(value, tuple) else value
        if declared == "string":
            return raw
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        pass
    return type_text_value(raw, schema)


class BfclXmlReader(DialectReader):
    """Reads ``<function name=...><param name=...>`` calls (BFCL concise/verbose XML, MiniCPM-style)."""

    key: ClassVar[str] = "bfcl_xml"
    markers: ClassVar[tuple[str, ...]] = (MARKER,)
    gate: ClassVar[str] = "<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        m = _FUNC_RE.search(rest)
        if m is None:
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        out.text(self._prose(rest[: m.start()]))
        while m is not None and out.step():
            end = self._read_function(rest, m, out)
            if end is None:
                break
            m = _FUNC_RE.search(rest, end)
            out.text(self._prose(rest[end : m.start() if m else len(rest)]))
        return out.detection()

    @staticmethod
    def _prose(segment: str) -> str:
        for w in WRAPPERS:
            segment = segment.replace(w, "")
        return segment

    def _read_function(self, text: str, m: re.Match[str], out: Assembly) -> int | None:
        name = _attrs(m.group(1)).get("name")
        args: dict[str, Any] = {}
        pos = m.end()
        while True:
            pos = skip_ws(text, pos)
            for w in ("<params>", "</params>"):
                if text.startswith(w, pos):
                    pos += len(w)
                    break
            else:
                if text.startswith(FUNC_CLOSE, pos):
                    end = pos + len(FUNC_CLOSE)
                    if not name:
                        out.bad(
                            None, text[m.start() : end], "<function> has no name attribute", "malformed-call"
                        )
                    else:
                        out.call(name, args, text[m.start() : end])
                    return end
                p = _PARAM_RE.match(text, pos)
                if p is None:
                    if pos >= len(text) or (text[pos] == "<" and ">" not in text[pos:]):
                        out.truncated(name, text[m.start() :])
                        return None
                    close = text.find(FUNC_CLOSE, pos)
                    end = close + len(FUNC_CLOSE) if close >= 0 else len(text)
                    out.bad(
                        name, text[m.start() : end], "unexpected text inside <function>", "malformed-call"
                    )
                    return end if close >= 0 else None
                attrs = _attrs(p.group(1))
                key = attrs.get("name", "")
                schema = param_schema(out.ctx, name, key)
                if p.group(0).endswith("/>"):
                    args[key] = _typed(attrs.get("value", ""), attrs.get("type"), schema)
                    pos = p.end()
                    continue
                close = text.find(PARAM_CLOSE, p.end())
                if close < 0:
                    out.truncated(name, text[m.start() :])
                    return None
                args[key] = _typed(xml_text(text[p.end() : close]), attrs.get("type"), schema)
                pos = close + len(PARAM_CLOSE)
