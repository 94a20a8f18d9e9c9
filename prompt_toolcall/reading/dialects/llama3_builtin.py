"""Llama 3.1 built-in tool calls: ``<|python_tag|>brave_search.call(query="...")``.

Format (Meta's Llama 3.1 model card / prompt-format guide, "built-in tools"; llama.cpp
``common/chat`` Llama 3.x handler with builtin tools): with ``Environment: ipython`` and
``Tools: brave_search, wolfram_alpha`` in the system prompt, the model calls a built-in
tool as ``<|python_tag|>TOOL.call(arg=value)`` and ends the turn with ``<|eom_id|>``.
The call is only a tool call when TOOL is one of the offered tools (the application
declares ``brave_search`` etc. like any function). Code after ``<|python_tag|>`` that is
not such a call is the code interpreter: it is a call only when a ``code_interpreter`` (or
``python``) tool is offered, with the code as its one parameter (``code`` when it declares
several), as llama.cpp's Llama 3.x handler maps it; otherwise it is left alone.

Data flow: split ``<think>`` reasoning -> text before ``<|python_tag|>`` is content ->
``ast.parse`` the statement (never ``eval``) -> ``NAME.call(k=v, ...)`` with literal
keyword values -> make the call. Runs before ``llama3_json``, which reads JSON after the
same tag. **Special tokens stripped**: a reply that *starts* with ``NAME.call(`` for an
offered NAME is read the same (that spelling is not prose); anywhere else it is not.
"""

from __future__ import annotations

import ast
import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.dialects.pythonic import looks_truncated
from prompt_toolcall.types import Detection

__all__ = ["Llama3BuiltinReader"]

PYTHON_TAG = "<|python_tag|>"
TERMINATORS: tuple[str, ...] = ("<|eom_id|>", "<|eot_id|>", "<|end_of_text|>")
_CALL_RE = re.compile(r"\s*([A-Za-z_]\w*)\.call\s*\(")
CODE_TOOLS: tuple[str, ...] = ("code_interpreter", "python")
"""Tool names the interpreter's code goes to when one is offered (Meta's built-in name, and
the name llama.cpp and Functionary give it)."""
MAX_SOURCE = 100_000
"""Longest statement handed to ``ast.parse``. UNMEASURED: a search query is a line."""


class Llama3BuiltinReader(DialectReader):
    """Reads Llama 3.1 ``TOOL.call(...)`` built-in tool calls."""

    key: ClassVar[str] = "llama3_builtin"
    markers: ClassVar[tuple[str, ...]] = (".call(", PYTHON_TAG)
    gate: ClassVar[str] = "(<"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        for t in TERMINATORS:
            rest = rest.replace(t, "")
        tag = rest.find(PYTHON_TAG)
        start = tag + len(PYTHON_TAG) if tag >= 0 else 0
        m = _CALL_RE.match(rest, start)
        if m is None and tag >= 0 and not ctx.partial:
            return self._read_code(rest, tag, reasoning, ctx)
        if m is None or ctx.resolve_name(m.group(1)) is None or ctx.partial:
            # In a stream prefix the statement may go on (or prose follow): only the finished
            # reply, ended by <|eom_id|>, is read.
            return None
        out = Assembly(self.key, ctx, strip_content=False)
        out.think(reasoning)
        if tag >= 0:
            out.text(rest[:tag])
        else:
            out.note("special-tokens-stripped")
        name = m.group(1)
        src = rest[m.start() :].strip()
        if len(src) > MAX_SOURCE:
            out.bad(name, src, "the call is too long to read", "malformed-call")
            return out.detection()
        try:
            tree = ast.parse(src, mode="eval")
        except (SyntaxError, ValueError, MemoryError, RecursionError):
            if looks_truncated(src):
                out.truncated(name, src)
            else:
                out.bad(name, src, "the built-in tool call is not one Python call", "malformed-call")
            return out.detection()
        call = tree.body
        if not isinstance(call, ast.Call) or call.args or any(k.arg is None for k in call.keywords):
            out.bad(name, src, "the built-in tool call takes keyword arguments only", "malformed-call")
            return out.detection()
        try:
            args = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg is not None}
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            out.bad(name, src, "an argument is not a Python literal", "malformed-call")
            return out.detection()
        out.call(name, args, src)
        return out.detection()

    def _read_code(self, rest: str, tag: int, reasoning: str | None, ctx: ReadContext) -> Detection | None:
        """``<|python_tag|>CODE`` as a call of an offered code-interpreter tool, else None."""
        code = rest[tag + len(PYTHON_TAG) :].strip()
        if not code or code.startswith(("{", "[")):
            return None  # empty, or JSON: the llama3_json reader's
        name = next((n for n in (ctx.resolve_name(t) for t in CODE_TOOLS) if n is not None), None)
        if name is None:
            return None
        schema = ctx.schema_for(name) or {}
        props = schema.get("properties")
        params = list(props) if isinstance(props, dict) else []
        if len(params) == 1:
            param = params[0]
        elif not params or "code" in params:
            param = "code"
        else:
            return None
        out = Assembly(self.key, ctx, strip_content=False)
        out.think(reasoning)
        out.text(rest[:tag])
        out.note("code-interpreter")
        out.call(name, {param: code}, code)
        return out.detection()
