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

**Special tokens stripped** (a server with ``skip_special_tokens=True``): what is left is
``analysisTHOUGHTSassistantcommentary to=functions.NAME jsonARGS`` or
``analysisTHOUGHTSassistant to=functions.NAMEcommentaryjsonARGS``, ``assistantfinalTEXT``.
The role word ``assistant`` glued to a channel word or to `` to=`` still marks every
message boundary, and the allow-list separates a tool name from the channel word run
into it (``get_weathercommentary``: the longest offered name that prefixes it). Such a
reply is only claimed when it reads as that structure unambiguously: a ``functions.``
recipient naming an offered tool, two or more messages, or a channel word glued to the
first character of its body where no English word could continue (``finalHi``, never
``finally``). What cannot be recovered: a ``<|call|>`` or ``<|channel|>`` quoted inside a
reasoning or argument string is gone from the text.
"""

from __future__ import annotations

import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, balanced_end, json_value_at, skip_ws
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


CHANNELS: tuple[str, ...] = ("analysis", "commentary", "final")
_STRIPPED_BOUNDARY_RE = re.compile(r"assistant(?=analysis|commentary|final| ?to=)")
# Matched at the first non-whitespace character (skip_ws), never with a leading \s*: that
# form backtracks over every split of a whitespace run (quadratic: ~0.7 ms for 2,000 spaces).
_STRIPPED_HEAD_RE = re.compile(r"(?:assistant)?(?:(analysis|commentary|final)|(?= ?to=))")
_STRIPPED_RECIPIENT_RE = re.compile(r"\s*to=")
_BARE_RECIPIENT_RE = re.compile(r"[\w.-]+?(?=analysis|commentary|final|json|code|[\s{\[<]|$)")
_CONSTRAIN_RE = re.compile(r"\s*(?:analysis|commentary|final)?\s*(?:json|code)?\s*")


def _glued_body(text: str, pos: int) -> bool:
    """Whether the body right after a stripped channel word starts unlike an English word
    continuing it (``finalHi``, ``analysis{``, ``commentary用户``; never ``finally``)."""
    if pos >= len(text):
        return False
    ch = text[pos]
    return not (ch.isspace() or ("a" <= ch <= "z") or ch in ":;,.!?-)'\"")


class HarmonyReader(DialectReader):
    """Reads gpt-oss Harmony replies: analysis -> reasoning, final/commentary -> content,
    ``to=functions.NAME`` -> calls."""

    key: ClassVar[str] = "harmony"
    markers: ClassVar[tuple[str, ...]] = (CHANNEL, MESSAGE)
    gate: ClassVar[str] = ""  # a stripped reply has no "<" left (see applies)
    authoritative: ClassVar[bool] = True

    def applies(self, text: str) -> bool:
        """The special tokens, or a reply opening like a stripped Harmony message."""
        if CHANNEL in text or MESSAGE in text:
            return True
        first = text[:1]
        if first and not first.isspace() and first not in "acft":
            return False  # a stripped message opens with assistant/analysis/commentary/final/to=
        return _STRIPPED_HEAD_RE.match(text, skip_ws(text, 0)) is not None

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        if MESSAGE not in text and not (CHANNEL in text and "to=" in text):
            if CHANNEL in text:
                return None
            return self._read_stripped(text, ctx)
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
                    s = skip_ws(text, body_at)
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

    def _read_stripped(self, text: str, ctx: ReadContext) -> Detection | None:
        """Read a reply whose special tokens were stripped (see the module docstring)."""
        head = _STRIPPED_HEAD_RE.match(text, skip_ws(text, 0))
        if head is None:
            return None
        out = Assembly(self.key, ctx)
        messages = 0
        structural = False
        pos = head.start()
        n = len(text)
        while pos < n and out.step():
            m = _STRIPPED_HEAD_RE.match(text, skip_ws(text, pos))
            if m is None:
                break
            messages += 1
            channel = m.group(1) or ""
            at = m.end()
            if messages == 1 and channel and _glued_body(text, at):
                structural = True
            r = _STRIPPED_RECIPIENT_RE.match(text, at)
            if r is None:
                # A text message: its body runs to the next role boundary.
                b = _STRIPPED_BOUNDARY_RE.search(text, at)
                end = b.start() if b else n
                if channel == "analysis":
                    out.think(text[at:end])
                else:
                    out.text(text[at:end])
                pos = end
                continue
            at = r.end()
            name, at = self._stripped_recipient(text, at, ctx)
            c = _CONSTRAIN_RE.match(text, at)
            if c is not None:
                if not channel:
                    w = text[c.start() : c.end()].strip()
                    channel = next((ch for ch in CHANNELS if w.startswith(ch)), "")
                at = c.end()
            if not name.startswith(FUNCTION_PREFIX):
                # A built-in recipient (python, browser.*): not a function call.
                b = _STRIPPED_BOUNDARY_RE.search(text, at)
                out.note("builtin-recipient-ignored")
                pos = b.start() if b else n
                continue
            structural = True
            got = json_value_at(text, at)
            if got is None:
                s = skip_ws(text, at)
                if s >= n or text[s] not in "{[" or balanced_end(text, s) is None:
                    out.truncated(name, text[m.start() :])
                else:
                    out.bad(name, text[at:], "the call body is not JSON", "malformed-call")
                break
            value, end = got
            out.call(name, value, text[at:end])
            out.note("special-tokens-stripped")
            if channel == "analysis":
                out.note("call-on-analysis-channel")
            pos = end
        if not structural and messages < 2:
            return None
        return out.detection()

    @staticmethod
    def _stripped_recipient(text: str, at: int, ctx: ReadContext) -> tuple[str, int]:
        """``(recipient, end)``: a ``functions.`` name is the longest offered tool name
        that starts there (the channel word may be glued to it); else the bare word."""
        if text.startswith(FUNCTION_PREFIX, at):
            start = at + len(FUNCTION_PREFIX)
            best = ""
            for name in ctx.valid_names:
                if len(name) > len(best) and text.startswith(name, start):
                    best = name
            if best:
                return FUNCTION_PREFIX + best, start + len(best)
        m = _BARE_RECIPIENT_RE.match(text, at)
        if m is None:
            return "", at
        return m.group(0), m.end()

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
