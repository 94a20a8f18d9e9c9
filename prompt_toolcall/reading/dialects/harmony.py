"""gpt-oss Harmony messages: ``<|channel|>CH [to=functions.NAME] [<|constrain|>json]<|message|>BODY``.

A reply is a sequence of messages separated by ``<|end|>``/``<|call|>`` and
``<|start|>assistant``. The recipient ``to=functions.NAME`` sits in the role header
(templates) or after the channel (generations); the Harmony spec allows both. Channel
``analysis`` is reasoning, ``commentary`` without a recipient is a preamble (content),
``final`` is content; a message with a ``functions.`` recipient is a call whose body is
JSON. Built-in recipients (``python``, ``browser.*``) are not function calls.

Data flow: walk message headers -> body up to its terminator (JSON bodies are decoded
JSON-aware, so markers inside strings stay text: canitoolcall
``gpt-oss/harmony-marker-in-arguments``) -> assemble. Garbage headers without
``<|message|>`` are skipped (vLLM and llama.cpp recover; openai/harmony issues on
``<|channel|>??``). A call cut off is reported, never completed.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, balanced_end, json_value_at
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["HarmonyReader"]

START = "<|start|>"
CHANNEL = "<|channel|>"
MESSAGE = "<|message|>"
TERMINATORS: tuple[str, ...] = ("<|end|>", "<|call|>", "<|return|>")
FUNCTION_PREFIX = "functions."

_RECIPIENT_RE = re.compile(r"(?:^|\s)to=([^\s<]+)")
_CHANNEL_RE = re.compile(r"<\|channel\|>\s*([A-Za-z_]+)")
_BODY_END_RE = re.compile(r"<\|(?:end|return)\|>")
_START_RE = re.compile(r"<\|start\|>")


class HarmonyReader(DialectReader):
    """Reads gpt-oss Harmony replies: analysis -> reasoning, final/commentary -> content,
    ``to=functions.NAME`` -> calls."""

    key: ClassVar[str] = "harmony"
    markers: ClassVar[tuple[str, ...]] = (CHANNEL, MESSAGE)
    gate: ClassVar[str] = "<"
    authoritative: ClassVar[bool] = True

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if MESSAGE not in text and not (CHANNEL in text and "to=" in text):
            return None
        out = Assembly(self.key, ctx)
        pos = 0
        n = len(text)
        while pos < n:
            msg = text.find(MESSAGE, pos)
            header = text[pos : msg if msg >= 0 else n]
            # A garbage header (no <|message|>) before a good one: keep the last header.
            restart = header.rfind(START)
            if restart >= 0:
                if header[:restart].strip():
                    out.note("malformed-header-skipped")
                header = header[restart + len(START) :]
            recipient_m = _RECIPIENT_RE.search(header)
            recipient = recipient_m.group(1) if recipient_m else None
            channels = _CHANNEL_RE.findall(header)
            channel = channels[-1] if channels else ""
            if msg < 0:
                if recipient and recipient.startswith(FUNCTION_PREFIX):
                    out.truncated(recipient, text[pos:])
                elif header.strip():
                    out.note("malformed-header-skipped")
                break
            body_at = msg + len(MESSAGE)
            if recipient and recipient.startswith(FUNCTION_PREFIX):
                got = json_value_at(text, body_at)
                if got is None:
                    s = len(text) - len(text[body_at:].lstrip())
                    if s >= n or text[s] not in "{[" or balanced_end(text, s) is None:
                        out.truncated(recipient, text[pos:])
                    else:
                        out.bad(recipient, text[body_at:], "the call body is not JSON", "malformed-call")
                    break
                value, end = got
                out.call(recipient, value, text[body_at:end])
                if channel == "analysis":
                    out.note("call-on-analysis-channel")
            else:
                # Text messages end at <|end|> / <|return|>; <|call|> and headers may be
                # quoted inside (canitoolcall gpt-oss/harmony-marker-in-reasoning).
                m = _BODY_END_RE.search(text, body_at) or _START_RE.search(text, body_at)
                end = m.start() if m else n
                body = text[body_at:end]
                if recipient:
                    out.note("builtin-recipient-ignored")
                elif channel == "analysis":
                    out.think(body)
                elif channel in ("final", "commentary"):
                    out.text(body)
                else:
                    out.note("unknown-channel-dropped")
            pos = self._skip_terminator(text, end)
        return out.detection()

    @staticmethod
    def _skip_terminator(text: str, pos: int) -> int:
        rest = text[pos:].lstrip()
        pos = len(text) - len(rest)
        for t in TERMINATORS:
            if text.startswith(t, pos):
                pos += len(t)
                break
        if text.startswith(START, pos):
            pos += len(START)
        return pos
