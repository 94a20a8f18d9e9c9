"""ReAct ``Action:`` / ``Action Input:`` calls, and LangChain's JSON agent form.

Two spellings of the ReAct loop (Yao et al. 2022) that agent prompts teach:

* text (LangChain ``create_react_agent`` / ``ReActSingleInputOutputParser``, LlamaIndex
  ``ReActAgent`` output parser)::

      Thought: I need the weather.
      Action: get_weather
      Action Input: {"city": "Paris"}

* JSON (LangChain structured-chat and JSON-chat agents), usually fenced::

      Action:
      ```json
      {"action": "get_weather", "action_input": {"city": "Paris"}}
      ```

``Final Answer:`` (or ``{"action": "Final Answer", ...}``) means no call: its text is
the content. The thought before the action is reasoning. Text from the first
``Observation:`` on was written by the model in place of the tool (LangChain stops
generation there), so it is dropped (note ``hallucinated-observation-dropped``). A reply
with both an action and a final answer before any observation is ambiguous: reported as
an invalid call (LangChain raises on it too), never resolved by guessing.

A text-form step has no terminator (LangChain stops generation at ``Observation:``), so
in a stream prefix (``ReadContext.partial``) its calls are withheld: a plain-string
input may still grow and a ``Final Answer`` may still follow.

``Action Input`` is a JSON object; a plain string (LangChain's single-input tools) is
mapped to the tool's only declared parameter (note ``action-input-mapped``) and is
invalid when the tool declares several. Data flow: split ``<think>`` -> cut at
``Observation:`` -> JSON form (fences / whole-reply object) or text form (regex over
lines) -> make the calls.
"""

from __future__ import annotations

import json
import re
from typing import Any, ClassVar

from prompt_toolcall.reading.dialects._common import Assembly, split_reasoning
from prompt_toolcall.reading.dialects._jsoncalls import TRUNCATED, decode_json_at
from prompt_toolcall.reading.dialects.base import DialectReader, ReadContext
from prompt_toolcall.types import Detection

__all__ = ["ReactReader"]

FINAL_ANSWER = "Final Answer"

_ACTION_RE = re.compile(r"^[ \t]*Action[ \t]*\d*[ \t]*:[ \t]*(.*)$", re.M)
_INPUT_RE = re.compile(r"^[ \t]*Action[ \t]*\d*[ \t]*Input[ \t]*\d*[ \t]*:[ \t]*", re.M)
_OBSERVATION_RE = re.compile(r"^[ \t]*Observation[ \t]*\d*[ \t]*:", re.M)
_FINAL_RE = re.compile(r"^[ \t]*Final[ \t]+Answer[ \t]*:[ \t]*", re.M)
_STEP_RE = re.compile(r"^[ \t]*(?:Thought|Action)[ \t]*\d*[ \t]*:", re.M)
_THOUGHT_RE = re.compile(r"^\s*Thought[ \t]*\d*[ \t]*:[ \t]*")
_FENCE_RE = re.compile(r"```(?:json)?[ \t]*\n?")
_TICKS_RE = re.compile(r"```")
_NAME_JUNK = " \t`'\"[]*."


def _thought(text: str) -> str:
    """Reasoning text with its ``Thought:`` label (and a dangling ``Action:`` label) removed."""
    text = _THOUGHT_RE.sub("", text, count=1)
    return re.sub(r"\n?[ \t]*Action[ \t]*:[ \t]*$", "", text.rstrip())


def _declares_parameters(ctx: ReadContext, name: str) -> bool:
    resolved = ctx.resolve_name(name)
    schema = ctx.schema_for(resolved) if resolved else None
    return bool(schema and schema.get("properties"))


def _single_parameter(ctx: ReadContext, name: str) -> str | None:
    resolved = ctx.resolve_name(name)
    schema = ctx.schema_for(resolved) if resolved else None
    props = schema.get("properties") if schema else None
    if isinstance(props, dict) and len(props) == 1:
        return next(iter(props))
    return None


class ReactReader(DialectReader):
    """Reads ReAct ``Action:``/``Action Input:`` steps and LangChain JSON agent actions."""

    key: ClassVar[str] = "react"
    markers: ClassVar[tuple[str, ...]] = ("Action:", "Final Answer:", '"action"')
    gate: ClassVar[str] = ":"

    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        think, rest, _ = split_reasoning(text, ctx)
        out = Assembly(self.key, ctx)
        out.think(think)
        obs = _OBSERVATION_RE.search(rest)
        if obs is not None:
            head = rest[: obs.start()]
            if _ACTION_RE.search(head) is None and '"action"' not in head:
                return None  # an observation with no action before it: not a step of ours
            rest = head
            out.note("hallucinated-observation-dropped")
        if self._read_json_form(rest, out):
            return out.detection()
        action = next((m for m in _ACTION_RE.finditer(rest) if not _INPUT_RE.match(m.group(0))), None)
        final = _FINAL_RE.search(rest)
        if action is None:
            if final is None:
                return None
            out.think(_thought(rest[: final.start()]))
            out.text(rest[final.end() :])
            return out.detection()
        out.think(_thought(rest[: action.start()]))
        if final is not None:
            out.bad(
                action.group(1).strip(_NAME_JUNK) or None,
                rest[action.start() :],
                "the reply gives both an action and a final answer",
                "action-and-final-answer",
            )
            return out.detection()
        self._read_text_steps(rest, action.start(), out)
        if ctx.partial:
            out.calls.clear()
            out.invalid.clear()
        return out.detection()

    def _read_text_steps(self, text: str, pos: int, out: Assembly) -> None:
        """Read ``Action:``/``Action Input:`` pairs from ``pos`` to the end."""
        while True:
            m = _ACTION_RE.match(text, pos)
            if m is None:
                return
            name = m.group(1).strip(_NAME_JUNK)
            after = m.end()
            inp = _INPUT_RE.search(text, after)
            between = text[after : inp.start() if inp else len(text)]
            if inp is None or between.strip():
                if not text[after:].strip() and name:
                    out.truncated(name, text[m.start() :])
                else:
                    out.bad(name or None, text[m.start() :], "Action without Action Input", "malformed-call")
                return
            value_start = inp.end()
            nxt = _STEP_RE.search(text, value_start)
            raw = text[value_start : nxt.start() if nxt else len(text)]
            self._call(name, raw, text[m.start() : nxt.start() if nxt else len(text)], nxt is None, out)
            if nxt is None:
                return
            pos = nxt.start()
            if not _ACTION_RE.match(text, pos):
                # A thought between actions: reasoning; continue at the next action.
                following = _ACTION_RE.search(text, pos)
                out.think(_thought(text[pos : following.start() if following else len(text)]))
                if following is None:
                    return
                pos = following.start()

    def _call(self, name: str, raw: str, whole: str, at_end: bool, out: Assembly) -> None:
        value = raw.strip()
        fence = _FENCE_RE.match(value)
        if fence is not None and value.endswith("```") and len(value) > fence.end():
            value = value[fence.end() : -3].strip()
        if not value:
            if at_end and _declares_parameters(out.ctx, name):
                out.truncated(name, whole)  # the stream may not have written the input yet
            else:
                out.call(name, {}, whole)
            return
        if value[0] in "{[":
            got = decode_json_at(value, 0)
            if isinstance(got, str):
                if at_end and got == TRUNCATED:
                    out.truncated(name, whole)
                else:
                    out.bad(name, whole, "Action Input is not valid JSON", "malformed-call")
                return
            args, end = got
            if value[end:].strip() or not isinstance(args, dict):
                out.bad(name, whole, "Action Input is not one JSON object", "malformed-call")
                return
            out.call(name, args, whole)
            return
        self._string_input(name, value, whole, out)

    @staticmethod
    def _string_input(name: str, value: Any, whole: str, out: Assembly) -> None:
        if isinstance(value, str):
            value = value.strip().strip('"').strip("'")
        param = _single_parameter(out.ctx, name)
        if param is None:
            if out.ctx.resolve_name(name) is None:
                out.call(name, {}, whole)  # reported as an unknown function
            else:
                out.bad(
                    name,
                    whole,
                    "Action Input is a plain string, but the tool does not take exactly one parameter",
                    "malformed-call",
                )
            return
        out.note("action-input-mapped")
        out.call(name, {param: value}, whole)

    def _read_json_form(self, text: str, out: Assembly) -> bool:
        """LangChain's ``{"action": ..., "action_input": ...}`` (fenced, or the whole
        reply); False when the reply holds none."""
        if '"action"' not in text:
            return False
        # (block start, JSON start, JSON limit, closed): fences pair up in order.
        blocks: list[tuple[int, int, int, bool]] = []
        ticks = [m.start() for m in _TICKS_RE.finditer(text)]
        for i in range(0, len(ticks), 2):
            fm = _FENCE_RE.match(text, ticks[i])
            start = fm.end() if fm is not None else ticks[i] + 3
            if i + 1 < len(ticks):
                blocks.append((ticks[i], start, ticks[i + 1], True))
            else:
                blocks.append((ticks[i], start, len(text), False))
        stripped = text.lstrip()
        if not blocks and stripped.startswith("{"):
            at = len(text) - len(stripped)
            blocks.append((at, at, len(text), True))
        for block, start, limit, closed in blocks:
            if '"action"' not in text[start:limit]:
                continue
            got = decode_json_at(text, start, limit)
            if isinstance(got, str):
                if got == TRUNCATED and limit == len(text):
                    out.think(_thought(text[:block]))
                    out.truncated(None, text[block:])
                    return True
                continue
            value, vend = got
            if vend > limit or text[vend:limit].strip():
                continue
            if not isinstance(value, dict) or not isinstance(value.get("action"), str):
                continue
            out.think(_thought(text[:block]))
            name = value["action"]
            arg = value.get("action_input", value.get("tool_input", {}))
            raw = text[start:vend]
            if name.strip().lower() == FINAL_ANSWER.lower():
                out.text(arg if isinstance(arg, str) else json.dumps(arg, ensure_ascii=False))
            elif isinstance(arg, dict):
                out.call(name, arg, raw)
            else:
                self._string_input(name, arg, raw, out)
            if not closed:
                out.note("missing-close-tag")
            out.text(text[limit + 3 :] if closed and start != block else text[limit:])
            return True
        return False
