"""Tool calls out of an SDK's response JSON (runtimes that parse the model's tool tokens themselves).

Data flow::

    sdk_json (str)
        -> split into top-level JSON documents (``{..}{..}`` back to back, string-aware)
        -> harvest each document: ``tool_calls`` lists, ``content[]`` items of type ``tool_call``
           (also under ``message`` / ``choices[].message`` / ``delta``), each call OpenAI-style
           ``{"type":"function","function":{name, arguments}}`` or flat ``{name, arguments}``
        -> arguments: a dict or a JSON string; the Gemma 4 ``<|"|>`` escape stripped from every
           string, recursively
    nothing structured found?
        -> the response text (content strings, or the raw input) read for raw tokens:
           Gemma 4      ``<|tool_call>call:NAME{k:<|"|>v<|"|>}<tool_call|>``  (closing tag optional)
           FunctionGemma ``<start_function_call>call:NAME{k:<escape>v<escape>,n:5}<end_function_call>``

SDK output is the runtime's own structure, so there is no allow-list here: the caller checks
names against its tools. Never raises: a fragment that is not JSON is skipped, and a raw
block that cannot be read unambiguously gives no call (a missed call, never an invented one).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from prompt_toolcall.types import InvalidToolCall, ToolCall, new_call_id

__all__ = [
    "FUNCTION_GEMMA_END",
    "FUNCTION_GEMMA_ESCAPE",
    "FUNCTION_GEMMA_START",
    "GEMMA4_CALL_CLOSE",
    "GEMMA4_CALL_OPEN",
    "GEMMA4_STRING_ESCAPE",
    "SdkExtraction",
    "extract_tool_calls",
    "extract_tool_calls_detailed",
]

GEMMA4_STRING_ESCAPE = '<|"|>'
"""Gemma 4's string delimiter token; it leaks through SDK parsing into argument strings
(tests/unit_tests/test_sdk.py pins the stripping)."""
GEMMA4_CALL_OPEN = "<|tool_call>"
GEMMA4_CALL_CLOSE = "<tool_call|>"
FUNCTION_GEMMA_START = "<start_function_call>"
FUNCTION_GEMMA_END = "<end_function_call>"
FUNCTION_GEMMA_ESCAPE = "<escape>"

_MAX_NESTING = 32
"""Deepest ``{``/``[`` nesting the raw-token reader follows. UNMEASURED: far above any real
tool schema; it bounds recursion on garbage input."""

_ARGUMENT_KEYS = ("arguments", "args", "parameters", "input")
"""Argument spellings of a call element: ``arguments`` (OpenAI, Gemma SDKs); the rest are the
flat spellings the detector also reads (``prompt_toolcall.reading.detect.ARGUMENT_KEYS``)."""

_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,4299})")  # int() refuses > 4300 digits (ValueError)
_FLOAT = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+(?:[eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+)")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


@dataclass(frozen=True)
class SdkExtraction:
    """Everything read from one SDK response.

    Attributes:
        calls: the calls, in order.
        invalid: call elements that were clearly calls but could not be read (no name,
            arguments that are not an object or not JSON), kept with their raw text.
    """

    calls: tuple[ToolCall, ...] = ()
    invalid: tuple[InvalidToolCall, ...] = ()


def extract_tool_calls(sdk_json: str) -> list[ToolCall]:
    """Extract every function call from an SDK response JSON string.

    Accepts the variants SDKs return: a top-level ``tool_calls`` list; ``content`` array items
    with ``"type": "tool_call"``; several documents concatenated back to back (``{..}{..}``,
    one per ``<|tool_call>`` block); OpenAI-style or flat call objects, arguments as a dict or
    a JSON string; the Gemma 4 ``<|"|>`` escape stripped from every string. Only when nothing
    structured is found, raw Gemma 4 and FunctionGemma call tokens in the response text.

    Args:
        sdk_json: the SDK's response, as text.

    Returns:
        The calls, in order (each keeps the SDK's id when it has one). Calls that could not
        be read are left out; use :func:`extract_tool_calls_detailed` to see them.
        Never raises.

    Example:
        ```python
        extract_tool_calls('{"tool_calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}')
        # [ToolCall(name='get_weather', arguments={'city': 'Lima'}, id='call_...')]
        ```
    """
    return list(extract_tool_calls_detailed(sdk_json).calls)


def extract_tool_calls_detailed(sdk_json: str) -> SdkExtraction:
    """Like :func:`extract_tool_calls`, but also returns the call elements that could not be read."""
    if not isinstance(sdk_json, str):
        return SdkExtraction()
    calls: list[ToolCall] = []
    invalid: list[InvalidToolCall] = []
    documents: list[Any] = []
    for fragment in _split_concatenated_json(sdk_json):
        try:
            documents.append(json.loads(fragment))
        except (ValueError, RecursionError):
            continue
    for doc in documents:
        _harvest(doc, calls, invalid, depth=0)
    if calls:
        return SdkExtraction(tuple(calls), tuple(invalid))
    # Observed: @litert-lm/core 0.12.1 and 0.14.0 left every web call as text (Gemma 4 E4B); later
    # runtimes convert complete calls themselves, so this reads a block the runtime did not
    # convert (cut off or malformed) and history text that carries the tokens.
    if GEMMA4_CALL_OPEN in sdk_json:
        for text in _response_texts(documents, sdk_json):
            calls.extend(_raw_calls(text, GEMMA4_CALL_OPEN, GEMMA4_CALL_CLOSE, GEMMA4_STRING_ESCAPE))
    # Observed: FunctionGemma's call comes back as text on the web SDK, or from a .litertlm
    # exported without the function_gemma model type (no tool-call channel).
    if not calls and FUNCTION_GEMMA_START in sdk_json:
        for text in _response_texts(documents, sdk_json):
            calls.extend(_raw_calls(text, FUNCTION_GEMMA_START, FUNCTION_GEMMA_END, FUNCTION_GEMMA_ESCAPE))
    return SdkExtraction(tuple(calls), tuple(invalid))


# -- structured pass -------------------------------------------------------------------


def _split_concatenated_json(text: str) -> list[str]:
    """The top-level JSON objects/arrays of ``text``, in order (string-aware).

    ``{"a":1}{"b":2}`` gives two fragments. A text that is one valid JSON document is
    returned whole. Unbalanced trailing input is dropped (it cannot parse anyway).
    """
    stripped = text.strip()
    if not stripped:
        return []
    try:
        json.loads(stripped)
    except (ValueError, RecursionError):
        pass
    else:
        return [stripped]
    fragments: list[str] = []
    depth = 0
    start = -1
    in_string = False
    escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            if depth > 0:
                in_string = True
        elif ch in "{[":
            if depth == 0:
                start = i
            depth += 1
        elif ch in "}]":
            if depth == 0:
                continue
            depth -= 1
            if depth == 0 and start >= 0:
                fragments.append(text[start : i + 1])
                start = -1
    return fragments


def _harvest(doc: Any, calls: list[ToolCall], invalid: list[InvalidToolCall], *, depth: int) -> None:
    if depth > 4:
        return
    if isinstance(doc, list):
        for item in doc:
            if isinstance(item, Mapping) and _looks_like_call(item):
                _add_call(item, calls, invalid)
            else:
                _harvest(item, calls, invalid, depth=depth + 1)
        return
    if not isinstance(doc, Mapping):
        return
    tool_calls = doc.get("tool_calls")
    if isinstance(tool_calls, list):
        for item in tool_calls:
            if isinstance(item, Mapping):
                _add_call(item, calls, invalid)
    content = doc.get("content")
    if isinstance(content, list):
        for item in content:
            if isinstance(item, Mapping) and item.get("type") == "tool_call":
                inner = item.get("tool_call")
                _add_call(inner if isinstance(inner, Mapping) else item, calls, invalid)
    # Envelopes the same message travels in (OpenAI / Ollama responses, stream deltas).
    for key in ("message", "delta"):
        inner_doc = doc.get(key)
        if isinstance(inner_doc, Mapping):
            _harvest(inner_doc, calls, invalid, depth=depth + 1)
    choices = doc.get("choices")
    if isinstance(choices, list):
        for choice in choices:
            _harvest(choice, calls, invalid, depth=depth + 1)
    if depth == 0 and not isinstance(tool_calls, list) and _looks_like_call(doc) and "role" not in doc:
        _add_call(doc, calls, invalid)


def _looks_like_call(item: Mapping[str, Any]) -> bool:
    fn = item.get("function")
    if isinstance(fn, Mapping) and "name" in fn:
        return True
    return isinstance(item.get("name"), str) and any(k in item for k in _ARGUMENT_KEYS)


def _add_call(item: Mapping[str, Any], calls: list[ToolCall], invalid: list[InvalidToolCall]) -> None:
    body: Mapping[str, Any] = item
    fn = item.get("function")
    if isinstance(fn, Mapping):
        body = fn
    call_id = item.get("id") if isinstance(item.get("id"), str) and item.get("id") else None
    if call_id is None and isinstance(body.get("id"), str) and body.get("id"):
        call_id = body["id"]
    name = body.get("name")
    raw_args: Any = None
    for key in _ARGUMENT_KEYS:
        if key in body:
            raw_args = body[key]
            break
    if not isinstance(name, str) or not _strip_escape(name).strip():
        invalid.append(
            InvalidToolCall(
                None,
                _raw(raw_args),
                f"a tool call without a usable name: {_raw(dict(item))}",
                call_id or new_call_id(),
            )
        )
        return
    name = _strip_escape(name).strip()
    args = _decode_arguments(raw_args)
    if isinstance(args, str):
        invalid.append(InvalidToolCall(name, _raw(raw_args), args, call_id or new_call_id()))
        return
    calls.append(ToolCall(name=name, arguments=args, id=call_id or new_call_id()))


def _decode_arguments(raw: Any) -> dict[str, Any] | str:
    """The argument dict, or an error text when ``raw`` is not an object."""
    if raw is None:
        return {}
    value = raw
    if isinstance(raw, str):
        text = raw.strip()
        if not text:
            return {}  # an empty argument string is "no arguments" (OpenAI sends "" for none)
        try:
            value = json.loads(text)
        except (ValueError, RecursionError) as e:
            return f"arguments are not valid JSON ({e})"
    if not isinstance(value, Mapping):
        return f"arguments must be a JSON object, got {type(value).__name__}"
    stripped = _strip_escape(dict(value))
    return stripped if isinstance(stripped, dict) else {}


def _strip_escape(value: Any) -> Any:
    """Remove the Gemma 4 ``<|"|>`` token from every string, keys included, recursively."""
    if isinstance(value, str):
        return value.replace(GEMMA4_STRING_ESCAPE, "")
    if isinstance(value, Mapping):
        return {_strip_escape(k): _strip_escape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_strip_escape(v) for v in value]
    return value


def _raw(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value[:200]
    try:
        return json.dumps(value, ensure_ascii=False, default=str)[:200]
    except (TypeError, ValueError):
        return repr(value)[:200]


def _response_texts(documents: list[Any], original: str) -> Iterator[str]:
    """The decoded strings of the documents that carry raw call tokens (``content``,
    ``text`` or any other field), or, when there are none, the original input itself."""
    found: list[str] = []

    def walk(node: Any, depth: int) -> None:
        if depth > 8:
            return
        if isinstance(node, str):
            if GEMMA4_CALL_OPEN in node or FUNCTION_GEMMA_START in node:
                found.append(node)
        elif isinstance(node, Mapping):
            for value in node.values():
                walk(value, depth + 1)
        elif isinstance(node, list):
            for value in node:
                walk(value, depth + 1)

    for doc in documents:
        walk(doc, 0)
    yield from found if found else [original]


# -- raw token pass ----------------------------------------------------------------------


def _raw_calls(text: str, open_tag: str, close_tag: str, escape: str) -> list[ToolCall]:
    """Every ``<open>call:NAME{...}[<close>]`` block of ``text`` that reads unambiguously."""
    calls: list[ToolCall] = []
    pos = 0
    while True:
        start = text.find(open_tag, pos)
        if start < 0:
            return calls
        pos = start + len(open_tag)
        block_end = text.find(open_tag, pos)
        segment = text[pos : block_end if block_end >= 0 else len(text)]
        call = _read_block(segment, close_tag, escape)
        if call is not None:
            calls.append(call)


def _read_block(segment: str, close_tag: str, escape: str) -> ToolCall | None:
    body = segment.lstrip()
    if not body.startswith("call:"):
        return None
    body = body[len("call:") :].lstrip()
    match = _NAME.match(body)
    if match is None:
        return None
    name = match.group(0)
    rest = body[match.end() :].lstrip()
    if not rest.startswith("{"):
        return None
    reader = _RawReader(rest, escape)
    try:
        value = reader.read_object(0)
    except _Unreadable:
        return None
    tail = rest[reader.pos :].strip()
    # Closing tag optional (a cut-off reply lacks it); anything else after the object makes the
    # block ambiguous.
    if tail and not tail.startswith(close_tag):
        return None
    return ToolCall(name=name, arguments=value)


class _Unreadable(Exception):
    """Internal: the raw block is malformed or ambiguous."""


class _RawReader:
    """Reads Gemma's ``{key:value,...}`` call syntax.

    Strings sit between two escape tokens; bare values are typed: integers, floats, true,
    false, null. ``0x1f``, ``+5`` and ``007`` are not JSON numbers, so they stay strings
    (tests/unit_tests/test_sdk.py pins these). An unclosed escape, a value followed by
    anything but ``,``/``}``/``]``, or an empty bare value raises :class:`_Unreadable`.
    """

    def __init__(self, text: str, escape: str) -> None:
        self.text = text
        self.escape = escape
        self.pos = 0

    def _skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def _peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def read_object(self, depth: int) -> dict[str, Any]:
        if depth > _MAX_NESTING or self._peek() != "{":
            raise _Unreadable
        self.pos += 1
        out: dict[str, Any] = {}
        self._skip_ws()
        if self._peek() == "}":
            self.pos += 1
            return out
        while True:
            self._skip_ws()
            key = self._read_key()
            if key in out:
                raise _Unreadable  # a repeated key: which value was meant?
            self._skip_ws()
            if self._peek() != ":":
                raise _Unreadable
            self.pos += 1
            self._skip_ws()
            out[key] = self._read_value(depth + 1)
            self._skip_ws()
            ch = self._peek()
            self.pos += 1
            if ch == "}":
                return out
            if ch != ",":
                raise _Unreadable

    def _read_array(self, depth: int) -> list[Any]:
        if depth > _MAX_NESTING:
            raise _Unreadable
        self.pos += 1  # "["
        out: list[Any] = []
        self._skip_ws()
        if self._peek() == "]":
            self.pos += 1
            return out
        while True:
            self._skip_ws()
            out.append(self._read_value(depth + 1))
            self._skip_ws()
            ch = self._peek()
            self.pos += 1
            if ch == "]":
                return out
            if ch != ",":
                raise _Unreadable

    def _read_key(self) -> str:
        if self.text.startswith(self.escape, self.pos):
            return self._read_string()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] not in ":,{}[]":
            self.pos += 1
        key = self.text[start : self.pos].strip()
        if len(key) >= 2 and key[0] == key[-1] and key[0] in "'\"":
            key = key[1:-1]  # a quoted key, as JSON-minded models sometimes write
        if not key or self.escape in key:
            raise _Unreadable
        return key

    def _read_string(self) -> str:
        start = self.pos + len(self.escape)
        end = self.text.find(self.escape, start)
        if end < 0:
            raise _Unreadable  # unclosed escape: the value's end is unknown
        self.pos = end + len(self.escape)
        return self.text[start:end]

    def _read_value(self, depth: int) -> Any:
        if self.text.startswith(self.escape, self.pos):
            return self._read_string()
        ch = self._peek()
        if ch == "{":
            return self.read_object(depth)
        if ch == "[":
            return self._read_array(depth)
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] not in ",}]":
            if self.text.startswith(self.escape, self.pos) or self.text[self.pos] in "{[":
                raise _Unreadable  # an escape or a nested value inside a bare word
            self.pos += 1
        if self.pos >= len(self.text):
            raise _Unreadable  # cut off: the block never closed
        return _typed(self.text[start : self.pos].strip())


def _typed(word: str) -> Any:
    if not word:
        raise _Unreadable
    if word == "true":
        return True
    if word == "false":
        return False
    if word == "null":
        return None
    if _INT.fullmatch(word):
        return int(word)
    if _FLOAT.fullmatch(word):
        return float(word)
    return word
