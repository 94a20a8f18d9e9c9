"""DeepSeek V3 / R1 / V3.1 token calls and V3.2 / V4 / V4.1 DSML calls.

Data flow: split ``<think>`` reasoning (thinking prompts pre-open it) -> content before
the calls block -> one of two syntaxes:

* tokens (V3, R1, V3.1): ``<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>HEAD<｜tool▁sep｜>BODY
  <｜tool▁call▁end｜>...<｜tool▁calls▁end｜>``; V3/R1 write ``HEAD=function`` and
  ``BODY=NAME\\n```json\\n{...}\\n````, V3.1 writes ``HEAD=NAME`` and ``BODY={...}``;
* DSML (V3.2 ``function_calls``, V4 ``tool_calls``, V4.1 `` calls``):
  ``<｜DSML｜invoke name="N"><｜DSML｜parameter name="K" string="true|false">V
  </｜DSML｜parameter></｜DSML｜invoke>``; ``string="true"`` values are raw text,
  ``string="false"`` values are JSON (DeepSeek's ``encoding_dsv32.py``).

Servers and chat UIs often turn the full-width ``｜`` and ``▁`` into ASCII ``|`` and
``_``; both spellings are matched. JSON bodies are decoded with a JSON-aware scanner, so
markers inside argument strings stay text (canitoolcall ``deepseek/v31-marker-in-arguments``).
Truncated or malformed calls are reported, never completed.

**Special tokens stripped**: a V3/R1 call still reads ``functionNAME\n```json\n{...}\n````
(the ``function`` head and the fenced body are plain text), so that shape is read when
NAME is an offered tool and the blocks end the reply (so a stream prefix, where prose may
still follow, never reads it: ``ReadContext.partial``). A stripped V3.1 call is
``NAME{json}``: the Mistral reader's stripped form reads it. DSML tags are not special
tokens and survive stripping.
"""

from __future__ import annotations

import json
import re
from typing import ClassVar

from prompt_toolcall.reading.dialects._common import (
    Assembly,
    balanced_end,
    json_value_at,
    param_schema,
    skip_ws,
    split_reasoning,
    type_text_value,
)
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["DeepSeekReader"]

_B = "[｜|]"
_S = "[▁_]"


def _tok(*words: str) -> re.Pattern[str]:
    return re.compile("<" + _B + _S.join(words) + _B + ">")


CALLS_BEGIN = _tok("tool", "calls", "begin")
CALLS_END = _tok("tool", "calls", "end")
CALL_BEGIN = _tok("tool", "call", "begin")
CALL_END = _tok("tool", "call", "end")
SEP = _tok("tool", "sep")
EOS = _tok("end", "of", "sentence")

_DSML = _B + r"DSML" + _B + r"\s*"
DSML_BLOCK = re.compile("<" + _DSML + r"(?:function_calls|tool_calls|calls)>")
DSML_BLOCK_END = re.compile("</" + _DSML + r"(?:function_calls|tool_calls|calls)>")
DSML_INVOKE = re.compile("<" + _DSML + r'invoke\s+name="([^"]*)"\s*(/?)>')
DSML_INVOKE_END = re.compile("</" + _DSML + r"invoke>")
DSML_PARAM = re.compile("<" + _DSML + r'parameter\s+name="([^"]*)"(?:\s+string="(true|false)")?\s*>')
DSML_PARAM_END = re.compile("</" + _DSML + r"parameter>")

_FENCE_RE = re.compile(r"\s*```[A-Za-z]*\s*")
_STRIPPED_HEAD = "function"
_STRIPPED_FENCE_RE = re.compile(r"[ \t]*\r?\n[ \t]*```(?:json)?[ \t]*\r?\n?")
_CLOSE_FENCE_RE = re.compile(r"\s*```")


def _ended_open(block: str, out: Assembly) -> None:
    """The reply ended inside a calls block: truncated if nothing was read, else a
    missing close tag after the calls that were read."""
    if not out.calls and not out.invalid:
        out.truncated(None, block)
    else:
        out.note("missing-close-tag")


def _skip_ws(text: str, pos: int) -> int:
    return skip_ws(text, pos)


class DeepSeekReader(DialectReader):
    """Reads DeepSeek tool-call tokens (full-width and ASCII spellings) and DSML."""

    key: ClassVar[str] = "deepseek"
    markers: ClassVar[tuple[str, ...]] = (
        "tool▁call",
        "tool_calls_begin",
        "tool_call_begin",
        "｜DSML｜",
        "|DSML|",
    )
    gate: ClassVar[str] = "<`"  # "`": a stripped V3 call keeps its fenced body

    def applies(self, text: str) -> bool:
        """The tokens or DSML, or a stripped V3 ``functionNAME`` + fenced JSON block."""
        return super().applies(text) or ("```" in text and _STRIPPED_HEAD in text)

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        reasoning, rest, closed = split_reasoning(text, ctx)
        if not closed and reasoning is not None:
            m0 = CALLS_BEGIN.search(reasoning) or DSML_BLOCK.search(reasoning)
            if m0 is None:
                return None
            reasoning, rest = reasoning[: m0.start()], reasoning[m0.start() :]
        rest = EOS.sub("", rest)
        out = Assembly(self.key, ctx)
        out.think(reasoning)
        tm = CALLS_BEGIN.search(rest) or CALL_BEGIN.search(rest)
        dm = DSML_BLOCK.search(rest) or DSML_INVOKE.search(rest)
        if tm is None and dm is None:
            return self._read_stripped_v3(rest, out)
        if dm is not None and (tm is None or dm.start() < tm.start()):
            out.text(rest[: dm.start()])
            end = self._read_dsml(rest, dm, out)
        else:
            assert tm is not None
            out.text(rest[: tm.start()])
            end = self._read_tokens(rest, tm, out)
        if end is not None:
            out.text(rest[end:])
        return out.detection()

    # -- V3 / R1 / V3.1 tokens -------------------------------------------------------
    def _read_tokens(self, text: str, m: re.Match[str], out: Assembly) -> int | None:
        pos = m.end() if CALLS_BEGIN.fullmatch(m.group(0)) else m.start()
        if not CALLS_BEGIN.fullmatch(m.group(0)):
            out.note("missing-open-tag")
        while True:
            pos = _skip_ws(text, pos)
            if pos >= len(text):
                _ended_open(text[m.start() :], out)
                return None
            end_m = CALLS_END.match(text, pos)
            if end_m:
                return end_m.end()
            begin = CALL_BEGIN.match(text, pos)
            if begin is None:
                out.bad(
                    None,
                    text[pos:],
                    "expected <｜tool▁call▁begin｜> inside the calls block",
                    "malformed-call",
                )
                end_all = CALLS_END.search(text, pos)
                return end_all.end() if end_all else None
            sep = SEP.search(text, begin.end())
            if sep is None:
                out.truncated(None, text[pos:])
                return None
            head = text[begin.end() : sep.start()].strip()
            body_at = sep.end()
            if head in ("function", "") and not text[body_at:].lstrip().startswith("{"):
                nl = text.find("\n", body_at)
                if nl < 0:
                    out.truncated(None, text[pos:])
                    return None
                name = text[body_at:nl].strip()
                fence = _FENCE_RE.match(text, nl)
                json_at = fence.end() if fence else nl
            else:
                name, json_at = head, body_at
            got = json_value_at(text, json_at)
            if got is None:
                start = _skip_ws(text, json_at)
                if start >= len(text) or balanced_end(text, start) is None:
                    out.truncated(name, text[pos:])
                else:
                    out.bad(name, text[pos:], "the arguments are not JSON", "malformed-call")
                nxt = CALL_END.search(text, json_at)
                if nxt is None:
                    return None
                pos = nxt.end()
                continue
            value, vend = got
            after = vend
            close_fence = re.compile(r"\s*```").match(text, after)
            if close_fence:
                after = close_fence.end()
            after = _skip_ws(text, after)
            call_end = CALL_END.match(text, after)
            if call_end is None and after < len(text):
                out.bad(name, text[pos:after], "text after the arguments", "malformed-call")
                nxt = CALL_END.search(text, after)
                if nxt is None:
                    return None
                pos = nxt.end()
                continue
            if call_end is None:
                out.note("missing-close-tag")
            out.call(name, value, text[pos:vend])
            pos = call_end.end() if call_end else after

    # -- V3 / R1 with the special tokens stripped ------------------------------------
    def _read_stripped_v3(self, text: str, out: Assembly) -> Detection | None:
        """``functionNAME`` + a fenced JSON body, repeated to the end of the reply."""
        ctx = out.ctx
        if ctx.partial:
            return None
        first = -1
        pos = 0
        found: list[tuple[str, object, str]] = []
        while out.step():
            at = text.find(_STRIPPED_HEAD, pos)
            if at < 0:
                break
            start = at + len(_STRIPPED_HEAD)
            name = max((n for n in ctx.valid_names if text.startswith(n, start)), key=len, default="")
            fence = _STRIPPED_FENCE_RE.match(text, start + len(name)) if name else None
            if fence is None:
                if found:
                    return None  # text after the blocks: not this shape
                pos = start
                continue
            got = json_value_at(text, fence.end())
            if got is None:
                if balanced_end(text, _skip_ws(text, fence.end())) is not None:
                    return None  # a fenced body that is not JSON: not this shape
                out.text(text[: first if first >= 0 else at])
                for n, v, raw in found:
                    out.call(n, v, raw)
                out.truncated(name, text[at:])
                out.note("special-tokens-stripped")
                return out.detection()
            value, vend = got
            close = _CLOSE_FENCE_RE.match(text, vend)
            if close is None and text[vend:].strip():
                return None
            if first < 0:
                first = at
            elif text[pos:at].strip():
                return None
            found.append((name, value, text[at:vend]))
            pos = close.end() if close else vend
        if not found or text[pos:].strip():
            return None
        out.text(text[:first])
        for n, v, raw in found:
            out.call(n, v, raw)
        out.note("special-tokens-stripped")
        return out.detection()

    # -- V3.2 / V4 / V4.1 DSML -------------------------------------------------------
    def _read_dsml(self, text: str, m: re.Match[str], out: Assembly) -> int | None:
        pos = m.end() if DSML_BLOCK.fullmatch(m.group(0)) else m.start()
        while True:
            pos = _skip_ws(text, pos)
            if pos >= len(text):
                _ended_open(text[m.start() :], out)
                return None
            end_m = DSML_BLOCK_END.match(text, pos)
            if end_m:
                return end_m.end()
            inv = DSML_INVOKE.match(text, pos)
            if inv is None:
                if text.startswith("<", pos) and "DSML" in text[pos : pos + 12] and ">" not in text[pos:]:
                    out.truncated(None, text[pos:])
                    return None
                out.bad(None, text[pos:], "expected an invoke element", "malformed-call")
                return None
            name = inv.group(1)
            if inv.group(2) == "/":
                out.call(name, {}, inv.group(0))
                pos = inv.end()
                continue
            args: dict[str, object] = {}
            p = inv.end()
            while True:
                p = _skip_ws(text, p)
                if p >= len(text):
                    out.truncated(name, text[pos:])
                    return None
                inv_end = DSML_INVOKE_END.match(text, p)
                if inv_end:
                    out.call(name, args, text[pos : inv_end.end()])
                    pos = inv_end.end()
                    break
                par = DSML_PARAM.match(text, p)
                if par is None:
                    if ">" not in text[p:]:
                        out.truncated(name, text[pos:])
                    else:
                        out.bad(name, text[pos:], "unexpected text inside invoke", "malformed-call")
                    return None
                close = DSML_PARAM_END.search(text, par.end())
                if close is None:
                    out.truncated(name, text[pos:])
                    return None
                raw = text[par.end() : close.start()]
                key, is_string = par.group(1), par.group(2)
                if is_string == "true":
                    args[key] = raw
                elif is_string == "false":
                    try:
                        args[key] = json.loads(raw)
                    except ValueError:
                        args[key] = type_text_value(raw, param_schema(out.ctx, name, key))
                else:
                    args[key] = type_text_value(raw, param_schema(out.ctx, name, key))
                p = close.end()
