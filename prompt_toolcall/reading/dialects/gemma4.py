"""Gemma 4 calls: ``<|tool_call>call:NAME{key:<|"|>text<|"|>,n:5}<tool_call|>``.

The argument object is Gemma's own notation: bare keys (they may contain spaces:
ollama#18390), strings between ``<|"|>`` delimiters, bare numbers / ``true`` /
``false`` / ``null``, nested ``{}`` and ``[]``. Reasoning is a
``<|channel>thought ... <channel|>`` block.

Data flow: split the thought channel -> for each ``<|tool_call>`` (or, with special
tokens stripped by the server, a bare ``call:NAME{`` naming a declared tool) -> parse
the object with a small recursive-descent reader (delimited strings may hold ``}``,
``,`` and the markers themselves) -> make the call. Content around calls is kept
verbatim. The closing ``<tool_call|>`` is the generation stop token and is often cut:
a complete object without it is accepted (note ``missing-close-tag``); an object cut
off is reported, never completed.

**Special tokens stripped**: ``call:NAME{...}`` naming an offered tool is still read (also
glued to the previous call's ``}``), and a leading ``thought\n`` is the thought channel up
to the first such call. Not recoverable: a reply without a call (where the thought ends
and the answer begins is gone with ``<channel|>``), and string values once their
``<|"|>`` delimiters are gone (a value holding ``,`` or ``}`` reads differently).
"""

from __future__ import annotations

import itertools
import re
from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import MAX_BLOCKS, Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["Gemma4Reader", "parse_gemma_object"]

OPEN = "<|tool_call>"
CLOSE = "<tool_call|>"
QUOTE = '<|"|>'
THOUGHT_OPEN = "<|channel>"
THOUGHT_CLOSE = "<channel|>"
STOPS: tuple[str, ...] = ("<|tool_response>", "<turn|>", "<eos>")

_CALL_RE = re.compile(r"call:([A-Za-z_][\w.\-]*)")
_BARE_CALL_RE = re.compile(r"(?:^|(?<=[\s}]))call:([A-Za-z_][\w.\-]*)\{")
_STRIPPED_THOUGHT_RE = re.compile(r"\s*thought\n")
_NUM_RE = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


class _Truncated(Exception):
    """The object ends before it closes."""


class _Malformed(Exception):
    """The object is not Gemma notation."""


def _ws(s: str, i: int) -> int:
    while i < len(s) and s[i].isspace():
        i += 1
    return i


def _scalar(token: str) -> Any:
    t = token.strip()
    if t == "true":
        return True
    if t == "false":
        return False
    if t == "null":
        return None
    if _NUM_RE.fullmatch(t):
        f = float(t)
        return int(t) if re.fullmatch(r"[-+]?\d+", t) else f
    return t


def _value(s: str, i: int, depth: int) -> tuple[Any, int]:
    if depth > 64:
        raise _Malformed
    i = _ws(s, i)
    if i >= len(s):
        raise _Truncated
    if s.startswith(QUOTE, i):
        j = s.find(QUOTE, i + len(QUOTE))
        if j < 0:
            raise _Truncated
        return s[i + len(QUOTE) : j], j + len(QUOTE)
    if s[i] == "{":
        return _object(s, i, depth + 1)
    if s[i] == "[":
        out: list[Any] = []
        i = _ws(s, i + 1)
        if i < len(s) and s[i] == "]":
            return out, i + 1
        while True:
            v, i = _value(s, i, depth + 1)
            out.append(v)
            i = _ws(s, i)
            if i >= len(s):
                raise _Truncated
            if s[i] == ",":
                i += 1
                continue
            if s[i] == "]":
                return out, i + 1
            raise _Malformed
    j = i
    while j < len(s) and s[j] not in ",}]" and not s.startswith(QUOTE, j) and not s.startswith("<", j):
        j += 1
    if j >= len(s):
        raise _Truncated
    return _scalar(s[i:j]), j


def _object(s: str, i: int, depth: int = 0) -> tuple[dict[str, Any], int]:
    if depth > 64:
        raise _Malformed
    assert s[i] == "{"
    out: dict[str, Any] = {}
    i = _ws(s, i + 1)
    if i < len(s) and s[i] == "}":
        return out, i + 1
    while True:
        colon = s.find(":", i)
        if colon < 0:
            raise _Truncated
        key = s[i:colon].strip()
        if not key or any(c in key for c in "{}[]") or QUOTE in key:
            raise _Malformed
        v, i = _value(s, colon + 1, depth)
        out[key] = v
        i = _ws(s, i)
        if i >= len(s):
            raise _Truncated
        if s[i] == ",":
            i = _ws(s, i + 1)
            continue
        if s[i] == "}":
            return out, i + 1
        raise _Malformed


def parse_gemma_object(s: str, i: int) -> tuple[dict[str, Any], int] | None:
    """Parse the Gemma-notation object opening at ``s[i] == "{"``; None when cut off.

    Raises:
        ValueError: the text is not Gemma notation.
    """
    try:
        return _object(s, i)
    except _Truncated:
        return None
    except _Malformed as e:
        msg = f"not Gemma object notation at offset {i}"
        raise ValueError(msg) from e


class Gemma4Reader(DialectReader):
    """Reads Gemma 4 ``<|tool_call>call:NAME{...}`` calls and the thought channel."""

    key: ClassVar[str] = "gemma4"
    markers: ClassVar[tuple[str, ...]] = (OPEN, THOUGHT_OPEN, "call:")
    gate: ClassVar[str] = "<{"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        for stop in STOPS:
            text = text.replace(stop, "")
        reasoning: str | None = None
        rest = text
        if THOUGHT_OPEN in text or (ctx.reasoning_open and THOUGHT_CLOSE in text):
            reasoning, rest, _ = split_reasoning(text, ctx, THOUGHT_OPEN, THOUGHT_CLOSE)
            if reasoning is not None:
                reasoning = re.sub(r"^\s*thought\b", "", reasoning)
        starts = self._starts(rest, ctx)
        if reasoning is None and OPEN not in rest and starts:
            # Special tokens stripped: "thought\n" is all that is left of the thought
            # channel, and the first bare call ends it (with no call, the boundary between
            # thought and answer is lost, so such a reply is left to the generic path).
            head = _STRIPPED_THOUGHT_RE.match(rest)
            if head is not None and head.end() <= starts[0][0]:
                reasoning = rest[head.end() : starts[0][0]]
                rest = rest[starts[0][0] :]
                starts = self._starts(rest, ctx)
        out = Assembly(self.key, ctx, strip_content=False)
        out.think(reasoning)
        if not starts:
            if reasoning is None:
                return None
            out.text(rest)
            return out.detection()
        prev = 0
        for at, name_at in starts:
            if at < prev:
                continue
            out.text(rest[prev:at])
            end = self._read_call(rest, at, name_at, out)
            if end is None:
                prev = len(rest)
                break
            prev = end
        out.text(rest[prev:])
        return out.detection()

    @staticmethod
    def _starts(text: str, ctx: ReadContext) -> list[tuple[int, int]]:
        found = [(m.start(), m.end()) for m in re.finditer(re.escape(OPEN), text)]
        if found:
            return found
        # Special tokens stripped by the server: only a bare call naming a declared tool.
        return [
            (m.start(), m.start())
            for m in itertools.islice(_BARE_CALL_RE.finditer(text), MAX_BLOCKS)
            if ctx.resolve_name(m.group(1)) is not None
        ]

    def _read_call(self, text: str, at: int, name_at: int, out: Assembly) -> int | None:
        m = _CALL_RE.match(text, _ws(text, name_at))
        if m is None:
            close = text.find(CLOSE, name_at)
            if close < 0 and not text[name_at:].strip().startswith("call:"[: len(text[name_at:].strip())]):
                out.bad(None, text[at:], "expected call:NAME{...}", "malformed-call")
                return None
            if close < 0:
                out.truncated(None, text[at:])
                return None
            out.bad(None, text[at:close], "expected call:NAME{...}", "malformed-call")
            return close + len(CLOSE)
        name = m.group(1)
        brace = m.end()
        if brace >= len(text):
            out.truncated(name, text[at:])
            return None
        if text[brace] != "{":
            close = text.find(CLOSE, brace)
            out.bad(
                name,
                text[at : close if close >= 0 else len(text)],
                "the call has no {...} arguments",
                "malformed-call",
            )
            return close + len(CLOSE) if close >= 0 else None
        try:
            got = parse_gemma_object(text, brace)
        except ValueError:
            close = text.find(CLOSE, brace)
            out.bad(
                name,
                text[at : close if close >= 0 else len(text)],
                "the arguments are not Gemma notation",
                "malformed-call",
            )
            return close + len(CLOSE) if close >= 0 else None
        if got is None:
            out.truncated(name, text[at:])
            return None
        args, end = got
        if text.startswith(CLOSE, end):
            end += len(CLOSE)
        elif name_at != at:
            out.note("missing-close-tag")
        else:
            out.note("special-tokens-stripped")
        out.call(name, args, text[at:end])
        return end
