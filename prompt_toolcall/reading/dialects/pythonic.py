"""Pythonic call lists: ``[get_weather(city="Paris"), get_time()]``.

Written by Llama 3.2 / Llama 4 (``<|python_start|>...<|python_end|>``), LFM2 and
MiniCPM3 (``<|tool_call_start|>...<|tool_call_end|>``, MiniCPM3 with a ```` ```python ````
fence inside), OLMo 3 (``<function_calls>`` with one call per line: vLLM ``olmo3`` parser,
OLMo 3 chat template) and BFCL's python prompt format (``[f(a=1), g(b=2)]``, optionally in
``<TOOLCALL>...</TOOLCALL>``: ``bfcl_eval`` prompt variations).

Data flow: split ``<think>`` reasoning -> find the list (inside a wrapper, or the whole
reply) -> ``ast.parse`` (a list, or one call per statement, which may span lines) -> each
element must be a call -> each argument value via ``ast.literal_eval`` (Python literals
only: never ``eval``, so nothing in the reply can execute) -> make the call. Positional
arguments (Gemma 3 and BFCL replies write ``f("Paris")``) are mapped onto the tool's
declared parameters in declaration order (note ``positional-mapped``) when the schema
declares at least as many; otherwise the call is reported as malformed.

A list cut off by ``max_tokens`` (unbalanced brackets) is reported, never completed. A
bare list must be the whole reply: a bracketed call inside prose is not claimed. So a
stream prefix (``ReadContext.partial``) reads neither a bare list nor a wrapper whose
close tag has not arrived: prose still to come would void them.
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
    ("<TOOLCALL>", "</TOOLCALL>"),  # BFCL prompt mode (a JSON body is Nemotron's: declined)
)
_FENCE_RE = re.compile(r"\s*```[A-Za-z]*[ \t]*\n([\s\S]*?)\n?```\s*")
_PRINT_NAME = "print"
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


def looks_truncated(src: str) -> bool:
    """Whether ``src`` ends inside a string or an open bracket (cut off mid-call)."""
    return _looks_truncated(src)


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


def _parse_calls(src: str) -> list[ast.expr] | None:
    """The call expressions of ``src``: a ``[...]`` list, or one call per statement."""
    try:
        if src.startswith("["):
            tree = ast.parse(src, mode="eval")
            body = tree.body
            return list(body.elts) if isinstance(body, ast.List) else None
        module = ast.parse(src, mode="exec")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    out: list[ast.expr] = []
    for stmt in module.body:
        if not isinstance(stmt, ast.Expr):
            return None
        if isinstance(stmt.value, ast.List):
            out.extend(stmt.value.elts)
        else:
            out.append(stmt.value)
    return out


def _unwrap_print(node: ast.expr) -> ast.expr:
    """``print(f(...))`` -> ``f(...)`` (Gemma 3 / Gemini ``tool_code`` prints its calls)."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == _PRINT_NAME
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Call)
    ):
        return node.args[0]
    return node


def _declared_order(out: Assembly, name: str | None) -> list[str] | None:
    resolved = out.ctx.resolve_name(name) if name else None
    schema = out.ctx.schema_for(resolved) if resolved else None
    props = schema.get("properties") if schema else None
    return list(props) if isinstance(props, dict) else None


def read_call_list(src: str, out: Assembly, *, unwrap_print: bool = False) -> bool:
    """Read a pythonic call list (or calls one per statement) into ``out``; False when
    ``src`` is not one (nothing added). With ``unwrap_print`` a ``print(f(...))``
    statement is read as ``f(...)``."""
    src = src.strip()
    if not src or len(src) > MAX_SOURCE:
        return False
    elts = _parse_calls(src)
    if elts is None:
        if _START_RE.match(src if src.startswith("[") else "[" + src) and _looks_truncated(src):
            out.truncated(None, src)
            return True
        return False
    if unwrap_print:
        unwrapped = [_unwrap_print(e) for e in elts]
        if any(u is not e for u, e in zip(unwrapped, elts, strict=True)):
            out.note("print-unwrapped")
        elts = unwrapped
    if not elts or not all(isinstance(e, ast.Call) and _func_name(e.func) for e in elts):
        return False
    for e in elts:
        assert isinstance(e, ast.Call)
        name = _func_name(e.func)
        raw = ast.get_source_segment(src, e) or name or ""
        if any(k.arg is None for k in e.keywords) or any(isinstance(a, ast.Starred) for a in e.args):
            out.bad(name, raw, "* or ** arguments cannot be mapped to parameter names", "malformed-call")
            continue
        try:
            args = {k.arg: _value(k.value) for k in e.keywords if k.arg is not None}
            positional = [_value(a) for a in e.args]
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            out.bad(name, raw, "an argument is not a Python literal", "malformed-call")
            continue
        if positional:
            order = [p for p in (_declared_order(out, name) or []) if p not in args]
            if len(order) < len(positional):
                out.bad(
                    name, raw, "positional arguments cannot be mapped to parameter names", "malformed-call"
                )
                continue
            args = {**dict(zip(order, positional, strict=False)), **args}
            out.note("positional-mapped")
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
            if close < 0 and ctx.partial:
                return None  # pending: a line of prose before the close tag voids the list
            inner = rest[at + len(open_tag) : close if close >= 0 else len(rest)]
            fence = _FENCE_RE.fullmatch(inner)
            if fence is not None:
                inner = fence.group(1)
            if not read_call_list(inner, out):
                return None
            if close < 0:
                out.note("missing-close-tag")
            out.text(rest[:at])
            out.text(rest[close + len(close_tag) :] if close >= 0 else "")
            out.think(reasoning)
            return out.detection()
        if not _START_RE.match(rest.lstrip()) or ctx.partial:
            # A bare list must be the whole reply, which only the finished reply can show.
            return None
        if not read_call_list(rest, out):
            return None
        out.think(reasoning)
        return out.detection()
