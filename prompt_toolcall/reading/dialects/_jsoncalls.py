"""JSON call lists inside a family's markers, shared by the tag-style JSON readers
(Granite, Jamba/Hunyuan, Nemotron, Phi-4, InternLM, Command-R, xLAM).

Data flow::

    body (the text between the family's open marker and its close marker, or to the end)
     --json_value_at--> value, end            (strict JSON, then tolerant)
     --calls_in--> [(name, arguments)]        (object, array of objects, {"tool_calls": [...]})
     --Assembly.call--> ToolCall | InvalidToolCall

Failure is reported, never guessed: a body cut off inside the JSON (no close marker and
the brackets never balance) is ``truncated-call-dropped``; a body that is not JSON, or
whose objects name no function, is ``malformed-call``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from prompt_toolcall.reading.dialects._common import Assembly, balanced_scan, skip_ws

__all__ = [
    "ARGUMENT_KEYS",
    "BATCH_KEYS",
    "MALFORMED",
    "NAME_KEYS",
    "TRUNCATED",
    "add_calls",
    "calls_in",
    "decode_json_at",
    "read_json_body",
    "read_tagged",
    "split_call",
]

NAME_KEYS: tuple[str, ...] = ("name", "function")
"""Name spellings of a call object in these families (every template writes ``name``;
BFCL's JSON prompt format, which models also put inside ``<TOOLCALL>``, writes a string
``function``; Command-R passes its own ``tool_name``)."""
ARGUMENT_KEYS: tuple[str, ...] = ("arguments", "parameters")
"""Argument spellings: ``arguments`` (Granite, Jamba, Nemotron, Phi-4, xLAM) and
``parameters`` (InternLM, Command-R, Llama-style prompts); vLLM's phi4_mini_json and
internlm2 parsers accept both."""
BATCH_KEYS: tuple[str, ...] = ("tool_calls",)
"""An object wrapping the list: xLAM-1's ``{"tool_calls": [...]}`` output format."""

TRUNCATED = "truncated"
MALFORMED = "malformed"
_DECODER = json.JSONDecoder()


def _tolerant(text: str) -> Any:
    try:
        from prompt_toolcall.reading.jsonish import loads_tolerant

        return loads_tolerant(text)
    except Exception:
        return None


MAX_WIDEN = 8
"""How many following blocks a value may run into before it is given up on. A value
runs past the next block's open tag only when a string quotes the tag; 8 quoted tags in
one call is far beyond real output. UNMEASURED; it keeps many broken blocks linear."""


def _span(text: str) -> tuple[int | None, bool]:
    """``(end, False)`` of the ``{}``/``[]`` value opening ``text``, or ``(None, in_string)``
    when it never closes (see :func:`~prompt_toolcall.reading.dialects._common.balanced_scan`)."""
    return balanced_scan(text, 0)


def decode_json_at(
    text: str, pos: int, limit: int | None = None, open_tag: str | None = None
) -> tuple[Any, int] | str:
    """Decode the JSON value at ``pos`` (whitespace skipped): ``(value, end)``, or
    :data:`TRUNCATED` (the value runs off the end of the text) / :data:`MALFORMED`.

    Decoding looks only at ``text[pos:limit]``; the caller bounds it by the next block's
    open tag, so a reply of many broken blocks costs linear, not quadratic, time (a
    ``JSONDecodeError`` counts lines from the start of what it was given). When the value
    is still open at ``limit`` (a string quoting ``open_tag``), the window widens to the
    following ``open_tag``, at most :data:`MAX_WIDEN` times. Strict JSON first, then the
    core's tolerant decoder on a balanced span (single quotes, Python literals, trailing
    commas). Unbalanced at the end of the text is truncated; anywhere else, malformed.
    """
    n = len(text)
    limit = n if limit is None else limit
    pos = min(skip_ws(text, pos), limit)
    if pos >= limit:
        return TRUNCATED if limit >= n else MALFORMED
    if text[pos] not in "[{":
        try:
            value, end = _DECODER.raw_decode(text[pos:limit])
        except (ValueError, RecursionError):
            return MALFORMED
        return value, pos + end
    for _ in range(MAX_WIDEN + 1):
        segment = text[pos:limit]
        try:
            value, end = _DECODER.raw_decode(segment)
            return value, pos + end
        except (ValueError, RecursionError):
            pass
        span, in_string = _span(segment)
        if span is not None:
            value = _tolerant(segment[:span])
            return MALFORMED if value is None else (value, pos + span)
        if limit >= n:
            return TRUNCATED
        if open_tag is None or not in_string:
            return MALFORMED
        nxt = text.find(open_tag, limit + 1)
        limit = nxt if nxt >= 0 else n
    return MALFORMED


def split_call(
    value: Any, name_keys: Sequence[str] = NAME_KEYS, arg_keys: Sequence[str] = ARGUMENT_KEYS
) -> tuple[str, object] | None:
    """``(name, arguments)`` of one decoded call object, or None when it names nothing.

    A missing argument key gives ``{}`` (a zero-argument call is legitimate). An OpenAI-style
    ``{"type": "function", "function": {...}}`` element is unwrapped.
    """
    if not isinstance(value, dict):
        return None
    inner = value.get("function")
    if isinstance(inner, dict) and any(isinstance(inner.get(k), str) for k in name_keys):
        value = inner
    name = next((value[k] for k in name_keys if isinstance(value.get(k), str)), None)
    if name is None:
        return None
    args = next((value[k] for k in arg_keys if k in value), None)
    return name, ({} if args is None else args)


def calls_in(
    value: Any, name_keys: Sequence[str] = NAME_KEYS, arg_keys: Sequence[str] = ARGUMENT_KEYS
) -> list[tuple[str, object]] | None:
    """Every call of a decoded value (one object, an array of them, or a
    ``{"tool_calls": [...]}`` batch); None when any element names no function
    (all-or-nothing: a list where only some entries are calls is data, not a batch)."""
    if isinstance(value, dict):
        for key in BATCH_KEYS:
            batch = value.get(key)
            if isinstance(batch, list) and not any(k in value for k in name_keys):
                value = batch
                break
    items = value if isinstance(value, list) else [value]
    parts = [split_call(v, name_keys, arg_keys) for v in items]
    if any(p is None for p in parts):
        return None
    return [p for p in parts if p is not None]


def read_json_body(
    body: str,
    out: Assembly,
    *,
    closed: bool,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> int | None:
    """Read the call JSON at the start of ``body`` (leading whitespace skipped) into ``out``.

    Args:
        body: the text after the family's open marker; ends at its close marker when
            ``closed``, else runs to the end of the reply.
        out: where calls, invalid calls and notes go.
        closed: whether the close marker was found (decides truncated vs malformed).
        name_keys: name spellings of a call object.
        arg_keys: argument spellings of a call object.

    Returns:
        The index in ``body`` just after the JSON value, or None when nothing could be
        read (already reported as truncated or malformed).
    """
    stripped = body.lstrip()
    start = len(body) - len(stripped)
    if not stripped:
        if closed:
            out.bad(None, body, "the tool-call block is empty", "malformed-call")
        else:
            out.truncated(None, body)
        return None
    if stripped[0] not in "[{":
        out.bad(None, body, "the tool-call block is not JSON", "malformed-call")
        return None
    got = decode_json_at(body, start)
    if got == TRUNCATED and not closed:
        out.truncated(None, body[start:])
        return None
    if isinstance(got, str):
        out.bad(None, body[start:], "the tool-call JSON is invalid", "malformed-call")
        return None
    value, end = got
    add_calls(value, body[start:end], out, name_keys, arg_keys)
    return end


def add_calls(
    value: Any,
    raw: str,
    out: Assembly,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> None:
    """Add every call of one decoded value to ``out`` (see :func:`calls_in`); a value
    that is not calls is one ``malformed-call``, an empty list notes ``empty-call-list``."""
    parts = calls_in(value, name_keys, arg_keys)
    if parts is None:
        out.bad(None, raw, "the tool-call JSON names no function", "malformed-call")
        return
    if not parts:
        out.note("empty-call-list")
    for name, args in parts:
        out.call(name, args, raw)


def read_tagged(
    text: str,
    out: Assembly,
    open_tag: str,
    close_tag: str,
    *,
    name_keys: Sequence[str] = NAME_KEYS,
    arg_keys: Sequence[str] = ARGUMENT_KEYS,
) -> bool:
    """Read every ``open_tag JSON close_tag`` block of ``text`` into ``out``; text
    outside the blocks is content. Returns False when ``open_tag`` does not occur.

    The JSON is decoded before the close tag is looked for, so a close tag quoted inside
    a string value does not end the block. A missing close tag before the end of the
    reply or the next block is tolerated (``missing-close-tag``: it is often the stop
    sequence); other text between the JSON and the close tag makes the block malformed.
    In a stream prefix (``out.ctx.partial``) a block whose JSON ends the buffer without its
    close tag is pending: text still to come decides whether it is a call.
    """
    pos = text.find(open_tag)
    if pos < 0:
        return False
    out.text(text[:pos])
    while pos >= 0:
        start = pos + len(open_tag)
        nxt_open = text.find(open_tag, start)
        limit = nxt_open if nxt_open >= 0 else len(text)
        got = decode_json_at(text, start, limit, open_tag)
        if isinstance(got, str):
            close = text.find(close_tag, start, limit)
            body = text[start : close if close >= 0 else limit]
            if got == TRUNCATED and close < 0:
                out.truncated(None, text[pos:])
                return True
            if body.strip():
                out.bad(None, body, "the tool-call JSON is invalid", "malformed-call")
            else:
                out.bad(None, body, "the tool-call block is empty", "malformed-call")
            end = close + len(close_tag) if close >= 0 else limit
        else:
            value, vend = got
            limit = max(limit, vend)
            after = vend
            after = skip_ws(text, after)
            raw = text[start:vend].strip()
            if text.startswith(close_tag, after):
                end = after + len(close_tag)
                add_calls(value, raw, out, name_keys, arg_keys)
            elif after >= len(text) and out.ctx.partial:
                return True  # pending: the close tag or stray text may still come
            elif after >= len(text) or text.startswith(open_tag, after):
                end = after
                out.note("missing-close-tag")
                add_calls(value, raw, out, name_keys, arg_keys)
            else:
                close = text.find(close_tag, after, limit)
                end = close + len(close_tag) if close >= 0 else limit
                out.bad(None, text[start:end], "text after the call JSON inside the block", "malformed-call")
        nxt = text.find(open_tag, end)
        out.text(text[end : nxt if nxt >= 0 else len(text)])
        pos = nxt
    return True
