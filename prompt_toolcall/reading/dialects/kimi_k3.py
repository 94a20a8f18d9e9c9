"""Kimi K3 XTML messages: ``<|open|>NAME attrs<|sep|> ... <|close|>NAME<|sep|>``.

A reply is a tree of elements: ``think`` (reasoning), ``response`` (content) and
``tools`` holding ``call tool="NAME"`` elements whose ``argument key="K" type="T"``
children carry raw values typed by their ``type`` attribute (``string`` raw, others
JSON). The prompt pre-opens ``think`` (thinking on) or ``response`` (thinking off), so
the reply may start inside either; ``ReadContext.reasoning_open`` says which.

Data flow: walk the control tokens keeping a stack of open elements -> text goes to the
innermost ``think`` / ``response`` -> each ``call`` element becomes a call. An argument
value ends at the ``<|close|>argument<|sep|>`` that is followed by the next argument or
``<|close|>call``, so the marker text inside a value stays text (canitoolcall
``kimi/k3-control-marker-text-in-value``). Attribute values are XML-escaped
(``&amp;``, ``&quot;``). A call cut off is reported, never completed.

**Special tokens stripped** (``<|open|>``, ``<|close|>``, ``<|sep|>`` gone): the element
names run together as plain words, ``REASONINGthinkresponseCONTENTresponsetoolscall
tool="NAME" index="1"argument key="K" type="T"VALUEargumentcalltoolsmessage``. Read only
where that is unambiguous: the calls (``toolscall tool="`` and ``argument key="``
headers, each value ending at the ``argument`` followed by the next header or
``call``), and the reasoning/content split at ``thinkresponse`` when the prompt opened
the think channel. Not read: a reply without calls and without ``thinkresponse``
(``answerresponse`` cannot be told from prose ending in the word "response"), and marker
text quoted inside a value (``<|close|>argument<|sep|>`` is just ``argument`` now).
"""

from __future__ import annotations

import html
import json
import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, param_schema, type_text_value
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["KimiK3Reader"]

OPEN = "<|open|>"
CLOSE = "<|close|>"
SEP = "<|sep|>"
ARG_CLOSE = CLOSE + "argument" + SEP
CALL_CLOSE = CLOSE + "call" + SEP
ARG_OPEN = OPEN + "argument"

_ATTR_RE = re.compile(r'([\w-]+)="([^"]*)"')
_CTRL_RE = re.compile(r"<\|(open|close)\|>")
STRIPPED_TOOLS = 'toolscall tool="'
STRIPPED_THINK_END = "thinkresponse"
_S_CALL_RE = re.compile(r'call tool="([^"]*)"((?:\s+[\w-]+="[^"]*")*)')
_S_ARG_RE = re.compile(r'argument key="([^"]*)"(?:\s+type="([^"]*)")?')
_S_RESPONSE_END_RE = re.compile(r"response(?=toolscall tool=\"|(?:message)?\s*$)")


def _attrs(header: str) -> tuple[str, dict[str, str]]:
    name, _, rest = header.strip().partition(" ")
    return name, {k: html.unescape(v) for k, v in _ATTR_RE.findall(rest)}


def _typed(raw: str, declared: str | None, out: Assembly, tool: str, key: str) -> object:
    if declared == "string":
        return raw
    if declared in ("number", "integer", "boolean", "null", "array", "object"):
        try:
            return json.loads(raw)
        except ValueError:
            pass
    return type_text_value(raw, param_schema(out.ctx, tool, key))


class KimiK3Reader(DialectReader):
    """Reads Kimi K3 XTML replies (think / response / tools elements)."""

    key: ClassVar[str] = "kimi_k3"
    markers: ClassVar[tuple[str, ...]] = (OPEN, CLOSE)
    gate: ClassVar[str] = ""  # stripped element names are plain words (see applies)
    authoritative: ClassVar[bool] = True

    def applies(self, text: str) -> bool:
        """The XTML control tokens, or their stripped remains (see the module docstring)."""
        # "|>" covers <|open|>, <|close|> and <|sep|> in one search; every stripped reply
        # this reader claims holds the word "response" (K3 opens the response element before
        # the tools element), so prose without it costs one more search, not two.
        if "|>" in text:
            return OPEN in text or CLOSE in text
        return "response" in text and (STRIPPED_TOOLS in text or STRIPPED_THINK_END in text)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if SEP not in text:
            if OPEN in text or CLOSE in text:
                return None
            return self._read_stripped(text, ctx)
        out = Assembly(self.key, ctx)
        stack: list[str] = ["think" if ctx.reasoning_open else "response"]
        thought: list[str] = []
        pos = 0
        while True:
            m = _CTRL_RE.search(text, pos)
            segment = text[pos : m.start() if m else len(text)]
            if segment:
                top = stack[-1] if stack else ""
                if top == "think":
                    thought.append(segment)
                elif top == "response":
                    out.text(segment)
            if m is None:
                break
            sep = text.find(SEP, m.end())
            if sep < 0:
                header = text[m.end() :]
                if m.group(1) == "open" and header.startswith("call"):
                    out.truncated(_attrs(header)[1].get("tool"), text[m.start() :])
                break
            name, attrs = _attrs(text[m.end() : sep])
            pos = sep + len(SEP)
            if m.group(1) == "close":
                if name in stack:
                    while stack and stack.pop() != name:
                        pass
                continue
            if name == "call":
                end = self._read_call(text, m.start(), pos, attrs.get("tool"), out)
                if end is None:
                    break
                pos = end
                continue
            if stack and stack[-1] == "think" and name == "response" and not thought:
                stack.pop()  # the model skipped the pre-opened think channel
            stack.append(name)
        out.think("".join(thought))
        return out.detection()

    def _read_call(self, text: str, at: int, pos: int, tool: str | None, out: Assembly) -> int | None:
        args: dict[str, object] = {}
        while True:
            if text.startswith(CALL_CLOSE, pos):
                out.call(tool, args, text[at : pos + len(CALL_CLOSE)])
                return pos + len(CALL_CLOSE)
            if not text.startswith(ARG_OPEN, pos):
                if pos >= len(text) or text[pos:].strip() == "":
                    out.truncated(tool, text[at:])
                else:
                    out.bad(tool, text[at:], "unexpected text inside a call element", "malformed-call")
                return None
            sep = text.find(SEP, pos)
            if sep < 0:
                out.truncated(tool, text[at:])
                return None
            _, attrs = _attrs(text[pos + len(OPEN) : sep])
            vstart = sep + len(SEP)
            i = text.find(ARG_CLOSE, vstart)
            while i >= 0:
                after = i + len(ARG_CLOSE)
                if text.startswith((ARG_OPEN, CALL_CLOSE), after):
                    break
                i = text.find(ARG_CLOSE, i + 1)
            if i < 0:
                out.truncated(tool, text[at:])
                return None
            key = attrs.get("key", "")
            args[key] = _typed(text[vstart:i], attrs.get("type"), out, tool or "", key)
            pos = i + len(ARG_CLOSE)

    def _read_stripped(self, text: str, ctx: ReadContext) -> Detection | None:
        """A reply whose control tokens were stripped (see the module docstring)."""
        out = Assembly(self.key, ctx)
        rest = text
        split = False
        if ctx.reasoning_open:
            i = text.find(STRIPPED_THINK_END)
            if i >= 0:
                out.think(text[:i])
                rest = text[i + len(STRIPPED_THINK_END) :]
                split = True
        tools = rest.find(STRIPPED_TOOLS)
        if tools < 0:
            if not split:
                return None
            m = _S_RESPONSE_END_RE.search(rest)
            out.text(rest[: m.start()] if m else rest)
            out.note("special-tokens-stripped")
            return out.detection()
        head = rest[:tools]
        m = _S_RESPONSE_END_RE.search(head + STRIPPED_TOOLS)
        out.text(head[: m.start()] if m else head)
        pos = tools + len("tools")
        while True:
            c = _S_CALL_RE.match(rest, pos)
            if c is None:
                break
            end = self._read_stripped_call(rest, c, out)
            if end is None:
                break
            pos = end
        out.note("special-tokens-stripped")
        return out.detection()

    def _read_stripped_call(self, text: str, c: re.Match[str], out: Assembly) -> int | None:
        tool = html.unescape(c.group(1))
        args: dict[str, object] = {}
        pos = c.end()
        while True:
            if text.startswith("call", pos) and not text.startswith("call tool=", pos):
                out.call(tool, args, text[c.start() : pos + 4])
                return pos + 4
            a = _S_ARG_RE.match(text, pos)
            if a is None:
                if not text[pos:].strip() or "argument key=".startswith(text[pos:].strip()):
                    out.truncated(tool, text[c.start() :])
                else:
                    out.bad(tool, text[c.start() :], "unexpected text in a call element", "malformed-call")
                return None
            vstart = a.end()
            i = text.find("argument", vstart)
            while i >= 0:
                after = i + len("argument")
                if text.startswith(('argument key="', "call"), after):
                    break
                i = text.find("argument", i + 1)
            if i < 0:
                out.truncated(tool, text[c.start() :])
                return None
            key = html.unescape(a.group(1))
            args[key] = _typed(text[vstart:i], a.group(2), out, tool, key)
            pos = i + len("argument")
