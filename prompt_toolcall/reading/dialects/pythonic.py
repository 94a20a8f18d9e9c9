"""Pythonic call lists: ``[get_weather(city="Paris"), get_time()]``.

Written by Llama 3.2 / Llama 4 (``<|python_start|>...<|python_end|>``), LFM2
(``<|tool_call_start|>...<|tool_call_end|>``), Olmo-3 and BFCL-style prompts.

Data flow: split ``<think>`` reasoning -> find the list (inside a wrapper, or the whole
reply) -> ``ast.parse(mode="eval")`` -> each element must be a call with keyword
arguments only -> each argument value via ``ast.literal_eval`` (Python literals only:
never ``eval``, so nothing in the reply can execute) -> make the call.

A list cut off by ``max_tokens`` (unbalanced brackets) is reported, never completed. A
bare list must be the whole reply: a bracketed call inside prose is not claimed.
"""

from __future__ import annotations

import ast
import re
from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["PythonicReader"]

WRAPPERS: tuple[tuple[str, str], ...] = (
    ("<|python_start|>", "<|python_end|>"),  # Llama 4
    ("<|tool_call_start|>", "<|tool_call_end|>"),  # LFM2
    ("<function_calls>", "</function_calls>"),  # Olmo-3
)
MAX_SOURCE = 200_000
"""Longest list handed to ``ast.parse`` (guards parser memory on hostile input).
UNMEASURED: generous for real calls (the longest corpus call is ~6 KB)."""

_START_RE = re.compile(r"\[\s*[A-Za-z_][\w.]*\s*\(")


def _value(node: ast.expr) -> Any:
    return ast.literal_eval(node)


def _func_name(node: ast.expr) -> str | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _looks_truncated(src: str) -> bool:
    depth = 0
    quote: str | None = None
    esc = False
    for ch in src:
        if quote:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
    return quote is not None or depth > 0


def read_call_list(src: str, out: Assembly) -> bool:
    """Read a pythonic call list (or newline-separated calls) into ``out``; False when
    ``src`` is not one (nothing added)."""
    src = src.strip()
    if not src or len(src) > MAX_SOURCE:
        return False
    try:
        tree = ast.parse(src if src.startswith("[") else "[" + ",".join(src.splitlines()) + "]", mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        if _START_RE.match(src) and _looks_truncated(src):
            out.truncated(None, src)
            return True
        return False
    body = tree.body
    if not isinstance(body, ast.List) or not body.elts:
        return False
    if not all(isinstance(e, ast.Call) and _func_name(e.func) for e in body.elts):
        return False
    for e in body.elts:
        assert isinstance(e, ast.Call)
        name = _func_name(e.func)
        raw = ast.get_source_segment(src, e) or name or ""
        if e.args or any(k.arg is None for k in e.keywords):
            out.bad(
                name, raw, "positional or ** arguments cannot be mapped to parameter names", "malformed-call"
            )
            continue
        try:
            args = {k.arg: _value(k.value) for k in e.keywords if k.arg is not None}
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            out.bad(name, raw, "an argument is not a Python literal", "malformed-call")
            continue
        out.call(name, args, raw)
    return True


class PythonicReader(DialectReader):
    """Reads ``[f(a=1), g(b="x")]`` call lists with :mod:`ast` (never ``eval``)."""

    key: ClassVar[str] = "pythonic"
    markers: ClassVar[tuple[str, ...]] = ("(",)

    def applies(self, text: str) -> bool:
        return "(" in text and ("[" in text or any(w[0] in text for w in WRAPPERS))

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        for open_tag, close_tag in WRAPPERS:
            at = rest.find(open_tag)
            if at < 0:
                continue
            close = rest.find(close_tag, at)
            inner = rest[at + len(open_tag) : close if close >= 0 else len(rest)]
            if not read_call_list(inner, out):
                return None
            if close < 0:
                out.note("missing-close-tag")
            out.text(rest[:at])
            out.text(rest[close + len(close_tag) :] if close >= 0 else "")
            out.think(reasoning)
            return out.detection()
        if not _START_RE.match(rest.lstrip()):
            return None
        if not read_call_list(rest, out):
            return None
        out.think(reasoning)
        return out.detection()
