"""Functionary v3.2 ``>>>RECIPIENT\\nBODY`` messages.

Format (MeetKai Functionary-medium/small-v3.2 chat template; llama.cpp ``common/chat``
Functionary v3.2 handler): every message starts with ``>>>`` and a recipient line;
recipient ``all`` is text for the user, any other recipient is a function whose body is
its JSON arguments::

    all
    Let me check.>>>get_weather
    {"city": "Paris"}>>>get_time
    {}

The generation prompt ends with the first ``>>>``, so a reply starts with the recipient.

Data flow: split ``<think>`` reasoning -> walk ``RECIPIENT\\n`` headers -> ``all`` bodies
run to the next ``>>>`` (content) -> function bodies are JSON decoded string-aware (a
``>>>`` inside a string stays text) -> make the calls. ``python`` with a code body is the
built-in interpreter, not a function call (note ``builtin-recipient-ignored``). Claimed
only when a ``>>>`` occurs or the reply opens with an offered tool name on its own line
followed by JSON. A call cut off is reported, never completed.
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
from prompt_toolcall.types import Detection

__all__ = ["FunctionaryV32Reader"]

SEP = ">>>"
TEXT_RECIPIENT = "all"
TERMINATORS: tuple[str, ...] = ("<|eot_id|>", "<|eom_id|>", "<|end_of_text|>")
_HEAD_RE = re.compile(r"[ \t]*([A-Za-z_][\w.\-]*)[ \t]*\r?\n")
# Matched at the first non-whitespace character (skip_ws): a leading \s* before the
# optional [ \t]* would backtrack quadratically over a run of whitespace.
_START_RE = re.compile(r"(?:>>>)?[ \t]*([A-Za-z_][\w.\-]*)[ \t]*\r?\n\s*([{\[]?)")


class FunctionaryV32Reader(DialectReader):
    """Reads Functionary v3.2 ``>>>recipient`` messages."""

    key: ClassVar[str] = "functionary_v32"
    markers: ClassVar[tuple[str, ...]] = (SEP, "\n")
    gate: ClassVar[str] = ">\n"

    def applies(self, text: str) -> bool:
        """A ``>>>`` separator, or a reply opening with a recipient line."""
        return SEP in text or _START_RE.match(text, skip_ws(text, 0)) is not None

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, _ = split_reasoning(text, ctx)
        for t in TERMINATORS:
            rest = rest.replace(t, "")
        start = _START_RE.match(rest, skip_ws(rest, 0))
        if start is None:
            return None
        first = start.group(1)
        if SEP not in rest and not (start.group(2) and ctx.resolve_name(first) is not None):
            return None
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        pos = len(rest) - len(rest.lstrip())
        if rest.startswith(SEP, pos):
            pos += len(SEP)
        while pos < len(rest) and out.step():
            head = _HEAD_RE.match(rest, pos)
            if head is None:
                if not rest[pos:].strip() or ctx.partial:
                    break
                out.bad(None, rest[pos:], "a >>> message without a recipient line", "malformed-call")
                break
            recipient = head.group(1)
            body = head.end()
            if recipient == TEXT_RECIPIENT:
                nxt = rest.find(SEP, body)
                out.text(rest[body : nxt if nxt >= 0 else len(rest)])
                if nxt < 0:
                    break
                pos = nxt + len(SEP)
                continue
            s = skip_ws(rest, body)
            if s >= len(rest) or rest[s] not in "{[":
                nxt = rest.find(SEP, body)
                if recipient == "python" and ctx.resolve_name("python") is None:
                    out.note("builtin-recipient-ignored")
                elif s >= len(rest):
                    out.truncated(recipient, rest[pos:])
                else:
                    out.bad(
                        recipient,
                        rest[pos : nxt if nxt >= 0 else len(rest)],
                        "the body is not JSON",
                        "malformed-call",
                    )
                if nxt < 0:
                    break
                pos = nxt + len(SEP)
                continue
            got = json_value_at(rest, s)
            if got is None:
                if balanced_end(rest, s) is None:
                    out.truncated(recipient, rest[pos:])
                else:
                    out.bad(recipient, rest[pos:], "the arguments are not JSON", "malformed-call")
                break
            value, end = got
            out.call(recipient, value, rest[pos:end])
            after = skip_ws(rest, end)
            if rest.startswith(SEP, after):
                pos = after + len(SEP)
                continue
            out.text(rest[end:])
            break
        return out.detection()
