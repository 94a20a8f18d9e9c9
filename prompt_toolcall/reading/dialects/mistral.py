"""Mistral / Magistral / Ministral / Devstral ``[TOOL_CALLS]`` calls.

Data flow: split ``[THINK]...[/THINK]`` (v13 reasoning models) or ``<think>`` (Magistral
2506) reasoning -> text before the first ``[TOOL_CALLS]`` is content -> after each
``[TOOL_CALLS]`` read one of the tokenizer versions' shapes:

* v3: a JSON array ``[{"name": ..., "arguments": {...}}, ...]``;
* v11+: ``NAME[ARGS]{json}``, optionally ``NAME[CALL_ID]id[ARGS]{json}`` (llama.cpp
  Mistral-Small-3.2 tests emit the id);
* older fine-tunes: ``NAME{json}``.

Parallel calls repeat ``[TOOL_CALLS]``. A marker inside ``[THINK]`` is reasoning text
(llama.cpp test ``marker-in-reasoning``). A call cut off, or ``[TOOL_CALLS]`` followed by
something that is none of these shapes, is reported, never guessed.

Special tokens stripped (a server with ``skip_special_tokens=True``): ``[TOOL_CALLS]``,
``[ARGS]`` and ``[CALL_ID]`` vanish and ``get_weather[ARGS]{...}`` arrives as
``get_weather{...}``. Such a reply is read only when it *starts* with a call (after any
reasoning) and consists of nothing but calls, each name on the allow-list (note
``special-tokens-stripped``). A stripped ``[CALL_ID]`` glues the id to the name
(``get_weather123456789{...}``); the name is recovered only when exactly one declared
name plus a 9-character alphanumeric id (mistral_common's id format) spells the token.
Content before a stripped call (``Hello.get_weather{...}``) is not read: where the name
starts is no longer written down. Because prose written after such calls turns the reply
back into text, a stream prefix (``ReadContext.partial``) never reads the stripped form:
only the finished reply can say it is nothing but calls.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    balanced_end,
    json_value_at,
    skip_ws,
    split_reasoning,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.reading.dialects.hermes import split_call_object
from prompt_toolcall.types import Detection

__all__ = ["MistralReader"]

TOOL_CALLS = "[TOOL_CALLS]"
ARGS = "[ARGS]"
CALL_ID = "[CALL_ID]"
THINK_OPEN = "[THINK]"
THINK_CLOSE = "[/THINK]"
EOS = "</s>"

_NAME_RE = re.compile(r"\s*([A-Za-z_][\w.:/-]*)\s*")
_BARE_START_RE = re.compile(
    r"\s*(?:<think>[\s\S]*?</think>\s*)?[A-Za-z_][\w.:/-]*\s*(?:\[ARGS\]|\[CALL_ID\]|\{)"
)
_CALL_ID_RE = re.compile(r"[A-Za-z0-9]{9}")
CALL_ID_LENGTH = 9
"""mistral_common generates tool-call ids of 9 alphanumeric characters."""


class MistralReader(DialectReader):
    """Reads every ``[TOOL_CALLS]`` shape (v3 JSON array, v11+ ``[ARGS]``/``[CALL_ID]``,
    ``name{json}``) and ``[THINK]`` reasoning."""

    key: ClassVar[str] = "mistral"
    markers: ClassVar[tuple[str, ...]] = (TOOL_CALLS, THINK_OPEN, THINK_CLOSE)
    gate: ClassVar[str] = "[{"  # "{": a stripped call is NAME{json}

    def applies(self, text: str) -> bool:
        """The ``[TOOL_CALLS]``/``[THINK]`` markers, or a reply that starts like a stripped
        call (``NAME{`` / ``NAME[ARGS]``): an anchored match, so prose costs ~nothing."""
        if super().applies(text):
            return True
        return "{" in text and _BARE_START_RE.match(text) is not None

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if THINK_OPEN in text or THINK_CLOSE in text:
            reasoning, rest, _ = split_reasoning(text, ctx, THINK_OPEN, THINK_CLOSE)
        else:
            reasoning, rest, _ = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        pos = rest.find(TOOL_CALLS)
        if pos < 0:
            stripped = self._read_stripped(rest, ctx, out)
            if stripped is not None:
                return stripped
            out.text(rest)
            return out.detection() if reasoning is not None else None
        out.text(rest[:pos])
        while pos >= 0:
            end = self._read_after_marker(rest, pos + len(TOOL_CALLS), out)
            if end is None:
                break
            nxt = rest.find(TOOL_CALLS, end)
            tail = rest[end : nxt if nxt >= 0 else len(rest)]
            out.text(tail.replace(EOS, ""))
            pos = nxt
        return out.detection()

    def _read_after_marker(self, text: str, at: int, out: Assembly) -> int | None:
        """Read the call(s) after one ``[TOOL_CALLS]``; the index after them, or None
        when the rest of the text is unusable (truncated or malformed)."""
        stripped = text[at:].lstrip()
        start = len(text) - len(stripped)
        if not stripped or stripped.startswith(TOOL_CALLS):
            out.truncated(None, text[at - len(TOOL_CALLS) :])
            return start if stripped else None
        if stripped[0] in "[{":
            got = json_value_at(text, start)
            if got is None:
                if balanced_end(text, start) is None:
                    out.truncated(None, text[start:])
                else:
                    out.bad(None, text[start:], "[TOOL_CALLS] is followed by invalid JSON", "malformed-call")
                return None
            value, end = got
            items = value if isinstance(value, list) else [value]
            parts = [split_call_object(v) for v in items]
            if not items or any(p is None for p in parts):
                out.bad(None, text[start:end], "[TOOL_CALLS] JSON is not a list of calls", "malformed-call")
                return end
            for p in parts:
                assert p is not None
                out.call(p[0], p[1] if p[1] is not None else {}, text[start:end])
            return end
        m = _NAME_RE.match(text, at)
        if m is None:
            out.bad(None, text[at:], "[TOOL_CALLS] is not followed by a call", "malformed-call")
            return None
        name = m.group(1)
        pos = m.end()
        if text.startswith(CALL_ID, pos):
            args_at = text.find(ARGS, pos)
            if args_at < 0:
                out.truncated(name, text[at:])
                return None
            out.note("call-id")
            pos = args_at
        if text.startswith(ARGS, pos):
            pos += len(ARGS)
        elif not text.startswith("{", pos):
            if pos >= len(text):
                out.truncated(name, text[at:])
            else:
                out.bad(name, text[at:], "[TOOL_CALLS] name is not followed by [ARGS]{...}", "malformed-call")
            return None
        else:
            out.note("no-args-token")
        got = json_value_at(text, pos)
        if got is None:
            if pos >= len(text.rstrip()) or balanced_end(text, len(text) - len(text[pos:].lstrip())) is None:
                out.truncated(name, text[at:])
            else:
                out.bad(name, text[at:], "the arguments are not JSON", "malformed-call")
            return None
        value, end = got
        out.call(name, value, text[at:end])
        return end

    @staticmethod
    def _stripped_name(token: str, ctx: ReadContext) -> tuple[str, bool] | None:
        """``(name, id_glued)`` for a stripped call's name token, or None."""
        name = ctx.resolve_name(token)
        if name is not None:
            return name, False
        if len(token) <= CALL_ID_LENGTH or not _CALL_ID_RE.fullmatch(token[-CALL_ID_LENGTH:]):
            return None
        name = ctx.resolve_name(token[:-CALL_ID_LENGTH])
        return (name, True) if name is not None else None

    def _read_stripped(self, text: str, ctx: ReadContext, outer: Assembly) -> Detection | None:
        """Read a reply that is nothing but special-token-stripped calls; None otherwise."""
        if ctx.partial:
            return None
        out = Assembly(self.key, ctx)
        out.reasoning.extend(outer.reasoning)
        out.note("special-tokens-stripped")
        pos = 0
        while True:
            pos = skip_ws(text, pos)
            if text.startswith(EOS, pos):
                pos += len(EOS)
                continue
            if pos >= len(text):
                return out.detection() if out.calls or out.invalid else None
            m = _NAME_RE.match(text, pos)
            if m is None:
                return None
            found = self._stripped_name(m.group(1), ctx)
            if found is None:
                return None
            name, glued = found
            if glued:
                out.note("call-id")
            at = m.end()
            if text.startswith(CALL_ID, at):
                args_at = text.find(ARGS, at)
                if args_at < 0:
                    out.truncated(name, text[pos:])
                    return out.detection()
                out.note("call-id")
                at = args_at
            if text.startswith(ARGS, at):
                at += len(ARGS)
            if at >= len(text):
                out.truncated(name, text[pos:])
                return out.detection()
            if text[at] != "{":
                return None
            got = json_value_at(text, at)
            if got is None:
                if balanced_end(text, at) is None:
                    out.truncated(name, text[pos:])
                    return out.detection()
                return None
            value, end = got
            if not isinstance(value, dict):
                return None
            out.call(name, value, text[pos:end])
            pos = end
