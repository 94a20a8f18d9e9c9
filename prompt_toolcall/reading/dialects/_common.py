"""Small pure helpers every dialect reader shares.

Data flow of a typical reader::

    text --split_reasoning--> (reasoning, rest)
    rest --family scanner--> [(name, raw arguments)] + prose segments
    raw arguments --json_value_at / type_text_value--> dict
    dict --ReadContext.make_call--> ToolCall | InvalidToolCall | None
    everything --Assembly.detection--> Detection

Nothing here raises on model text: a value that cannot be decoded is reported as
``None`` and the reader turns the call into an :class:`InvalidToolCall`.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from prompt_toolcall.checking.schema.jsontypes import json_type_name
from prompt_toolcall.reading.dialects.base import ReadContext
from prompt_toolcall.types import Detection, InvalidToolCall, ToolCall

__all__ = [
    "THINK_CLOSE",
    "THINK_OPEN",
    "Assembly",
    "balanced_end",
    "balanced_scan",
    "json_value_at",
    "loads_json_object",
    "schema_types",
    "skip_ws",
    "split_reasoning",
    "type_text_value",
    "unwrap_cdata",
]

THINK_OPEN = "<think>"
THINK_CLOSE = "</think>"

MAX_BLOCKS = 1_000
"""Call blocks (or messages) one reader reads in one reply before it stops with the note
``scan-capped``. Parallel calls come in single digits; the bound keeps a reply of 1 MB of
repeated markers from costing one parse per marker (measured before the bound: 28,571
``<function_call> {...}`` blocks took ~6 s). UNMEASURED beyond that."""

MAX_RAW_ERROR = 200
"""How much of a malformed call's raw text an :class:`InvalidToolCall` keeps (the
repair prompt cuts the whole reply to 600 chars, so 200 per call is plenty)."""

_DECODER = json.JSONDecoder()
_INT_RE = re.compile(r"[-+]?\d+")
_NUM_RE = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def split_reasoning(
    text: str,
    ctx: ReadContext,
    open_tag: str = THINK_OPEN,
    close_tag: str = THINK_CLOSE,
) -> tuple[str | None, str, bool]:
    """Split a leading reasoning block off ``text``.

    Returns ``(reasoning, rest, closed)``. The block is either opened by the prompt
    (``ctx.reasoning_open``: the reply starts inside it) or by ``open_tag`` at the very
    start of the reply. An unclosed block runs to the end of the text (``closed`` is
    False), as the generic ``<think>`` stripping does; readers that find their own
    call markup inside it may still read it (Qwen3.5 calls from inside an unclosed
    think, llama.cpp test ``call-inside-think``).
    """
    body: str | None = None
    if ctx.reasoning_open:
        body = text
        stripped = body.lstrip()
        if stripped.startswith(open_tag):
            body = stripped[len(open_tag) :]
    else:
        stripped = text.lstrip()
        if stripped.startswith(open_tag):
            body = stripped[len(open_tag) :]
    if body is None:
        return None, text, True
    idx = body.find(close_tag)
    if idx < 0:
        return body, "", False
    return body[:idx], body[idx + len(close_tag) :], True


_NON_WS_RE = re.compile(r"\S")


def skip_ws(text: str, pos: int) -> int:
    """Index of the first non-whitespace character at or after ``pos`` (``len(text)`` if
    none). No copy of the tail: ``len(t) - len(t[pos:].lstrip())`` copies it each time,
    which made a reply of a thousand blocks quadratic."""
    m = _NON_WS_RE.search(text, pos)
    return m.start() if m else len(text)


def balanced_end(text: str, start: int) -> int | None:
    """End index (exclusive) of the ``{}``/``[]`` value opening at ``start``, or None
    when it never closes (truncated). String-aware for double quotes."""
    return balanced_scan(text, start)[0]


_BRACKET_RE = re.compile(r"[{}\[\]]")
_CLOSER_RE = re.compile(r"[}\]]")


def _string_rest_end(text: str, pos: int) -> int | None:
    """Index just past the closing quote of the string whose body starts at ``pos``, or
    None when it never closes.

    Two ``str.find`` calls (memchr) decide the usual cases: no quote left at all, or no
    backslash before the next quote (it closes the string). Otherwise escapes are blanked
    in a window, escaped backslashes first (pairs of backslashes from the left of each
    run, as a JSON reader pairs them), then escaped quotes, and the first quote left is
    the closing one; the window grows fourfold until it holds that quote, so the work
    stays linear in the string's length. A regex loop here cost one Python step per
    escape (270 ms on 1 MB of escaped quotes) and a single unrolled-loop regex match
    still ~65 ms; this takes a few ms (``process_time`` on 2 busy cores).
    """
    quote = text.find('"', pos)
    if quote < 0:
        return None
    if text.find("\\", pos, quote) < 0:
        return quote + 1
    n = len(text)
    size = 2 * (quote - pos) + 2
    while True:
        end = min(n, pos + size)
        # A quote inside the window has its whole backslash run inside it too (the run
        # cannot reach back past the opening quote at ``pos - 1``).
        window = text[pos:end].replace("\\\\", "__").replace('\\"', "__")
        at = window.find('"')
        if at >= 0:
            return pos + at + 1
        if end >= n:
            return None
        size *= 4


def balanced_scan(text: str, start: int) -> tuple[int | None, bool]:
    """``(end, False)`` of the ``{}``/``[]`` value opening at ``start``, or ``(None,
    in_string)`` when it never closes: whether the text ended inside a double-quoted
    string (so a block boundary there may be quoted text).

    Works a run of text at a time: between strings, a run without a closing bracket only
    deepens the nesting, so it is counted with ``str.count`` instead of visited character
    by character; strings are skipped to their closing quote with one regex match. On
    markup with an unclosed ``{`` every few characters this is ~10x faster than a
    character loop (1 MB: ~20 ms instead of ~250 ms), which is what bounds a reply of
    repeated broken call blocks.
    """
    depth = 0
    pos = start
    n = len(text)
    while True:
        quote = text.find('"', pos)
        seg_end = quote if quote >= 0 else n
        if _CLOSER_RE.search(text, pos, seg_end) is None:
            depth += text.count("{", pos, seg_end) + text.count("[", pos, seg_end)
        else:
            for m in _BRACKET_RE.finditer(text, pos, seg_end):
                if m.group() in "{[":
                    depth += 1
                else:
                    depth -= 1
                    if depth == 0:
                        return m.end(), False
        if quote < 0:
            return None, False
        end = _string_rest_end(text, quote + 1)
        if end is None:
            return None, True
        pos = end


def _tolerant(text: str) -> Any:
    try:
        from prompt_toolcall.reading.jsonish import loads_tolerant
    except ImportError:  # pragma: no cover - the core module ships with the package
        return None
    try:
        return loads_tolerant(text)
    except Exception:
        return None


def json_value_at(text: str, pos: int, *, tolerant: bool = True) -> tuple[Any, int] | None:
    """Decode the JSON value starting at ``pos`` (leading whitespace skipped).

    Strict JSON first; with ``tolerant`` a balanced ``{}``/``[]`` span is then given
    to the core's tolerant decoder (single quotes, Python literals, trailing commas).
    A span that never closes is truncated and gives None: never a guessed value.
    Returns ``(value, end)``.
    """
    n = len(text)
    pos = skip_ws(text, pos)
    if pos >= n:
        return None
    try:
        return _DECODER.raw_decode(text, pos)
    except (ValueError, RecursionError):
        pass
    if not tolerant or text[pos] not in "{[":
        return None
    end = balanced_end(text, pos)
    if end is None:
        return None
    value = _tolerant(text[pos:end])
    if value is None:
        return None
    return value, end


def loads_json_object(text: str) -> dict[str, Any] | None:
    """The whole of ``text`` as one JSON object (strict, then tolerant), else None."""
    got = json_value_at(text, 0)
    if got is None:
        return None
    value, end = got
    if text[end:].strip() or not isinstance(value, dict):
        return None
    return value


def schema_types(schema: Mapping[str, Any] | None) -> set[str] | None:
    """The JSON types a (sub-)schema allows; None when the schema says nothing."""
    if not isinstance(schema, Mapping):
        return None
    out: set[str] = set()
    t = schema.get("type")
    if isinstance(t, str):
        out.add(t)
    elif isinstance(t, list):
        out.update(x for x in t if isinstance(x, str))
    for key in ("anyOf", "oneOf", "allOf"):
        alts = schema.get(key)
        if isinstance(alts, list):
            for alt in alts:
                sub = schema_types(alt)
                if sub:
                    out.update(sub)
    if not out and isinstance(schema.get("enum"), list):
        for v in schema["enum"]:
            out.add(json_type_name(v))
    if not out and "properties" in schema:
        out.add("object")
    if not out and "items" in schema:
        out.add("array")
    return out or None


def _structured(raw: str) -> Any:
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        pass
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return _tolerant(raw)


def type_text_value(raw: str, schema: Mapping[str, Any] | None) -> Any:
    """Type a raw XML-style parameter value (Qwen3-Coder, GLM, DSML, Kimi K3) by the
    declared schema of that parameter.

    The value arrives as text; its type comes from the schema, never from its look:
    ``"0042"`` stays a string under ``{"type": "string"}`` and becomes ``42`` only under
    ``integer``. ``null`` wins when the schema allows null (``["string", "null"]`` with
    ``null`` is null: canitoolcall ``qwen3-xml/coder-next-json-literals``). Python
    spellings ``True``/``False``/``None`` are read too (Qwen3.5 writes them). Without
    a schema, JSON objects and arrays are decoded and scalars stay strings (lossless).
    A value that fits no declared type stays a string for validation to report.
    """
    types = schema_types(schema)
    s = raw.strip()
    if types is None:
        if s[:1] in ("{", "["):
            value = _structured(s)
            if isinstance(value, (dict, list)):
                return value
        return raw
    if "null" in types and s in ("null", "None"):
        return None
    if "string" in types:
        return raw
    if "boolean" in types and s.lower() in ("true", "false"):
        return s.lower() == "true"
    if "integer" in types and _INT_RE.fullmatch(s):
        return int(s)
    if ("number" in types or "integer" in types) and _NUM_RE.fullmatch(s):
        f = float(s)
        if "integer" in types and f.is_integer() and "number" not in types:
            return int(f)
        if _INT_RE.fullmatch(s):
            return int(s)
        return f
    if "object" in types or "array" in types:
        value = _structured(s)
        if ("object" in types and isinstance(value, dict)) or ("array" in types and isinstance(value, list)):
            return value
    if "null" in types and s == "":
        return None
    return raw


_CDATA_RE = re.compile(r"\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*")


def unwrap_cdata(raw: str) -> str:
    """A raw XML-style value that is wholly one ``<![CDATA[...]]>`` section -> its content
    verbatim; anything else unchanged. Raw-text formats (Qwen3-Coder, GLM, Anthropic-style)
    do not escape values, so entities such as ``&amp;`` stay as written: decoding them
    would change a value that quotes HTML or shell code."""
    if "<![CDATA[" not in raw:
        return raw
    m = _CDATA_RE.fullmatch(raw)
    return m.group(1) if m else raw


def param_schema(ctx: ReadContext, name: str | None, param: str) -> Mapping[str, Any] | None:
    """The sub-schema of ``param`` of tool ``name`` (after name resolution), or None."""
    if name is None:
        return None
    resolved = ctx.resolve_name(name)
    if resolved is None:
        return None
    schema = ctx.schema_for(resolved)
    if not isinstance(schema, Mapping):
        return None
    props = schema.get("properties")
    if not isinstance(props, Mapping):
        return None
    sub = props.get(param)
    return sub if isinstance(sub, Mapping) else None


def cut(text: str, limit: int = MAX_RAW_ERROR) -> str:
    """``text`` cut to ``limit`` characters for an error record."""
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass
class Assembly:
    """Collects what a reader found, in order, and builds the :class:`Detection`.

    ``strip_content`` follows the family's template: most templates put a newline
    between prose and call markup that is not part of the message content (canitoolcall
    expects it stripped); Llama, Kimi and Gemma keep content verbatim.
    """

    key: str
    ctx: ReadContext
    strip_content: bool = True
    calls: list[ToolCall] = field(default_factory=list)
    invalid: list[InvalidToolCall] = field(default_factory=list)
    content: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    blocks: int = 0

    def step(self) -> bool:
        """Count one more block; False (and note ``scan-capped``) past :data:`MAX_BLOCKS`."""
        self.blocks += 1
        if self.blocks > MAX_BLOCKS:
            self.note("scan-capped")
            return False
        return True

    def note(self, *names: str) -> None:
        """Record tolerances (each once, in order)."""
        for n in names:
            if n not in self.notes:
                self.notes.append(n)

    def text(self, segment: str | None) -> None:
        """Add a segment of user-facing content."""
        if segment:
            self.content.append(segment)

    def think(self, segment: str | None) -> None:
        """Add a segment of reasoning."""
        if segment is not None and segment.strip():
            self.reasoning.append(segment.strip())

    def call(self, raw_name: object, arguments: object, raw: str) -> None:
        """Resolve and add one complete call; an unknown name or non-object arguments
        become an :class:`InvalidToolCall` (never dropped silently, never guessed)."""
        got = self.ctx.make_call(raw_name, arguments)
        if got is None:
            name = raw_name if isinstance(raw_name, str) else None
            self.invalid.append(InvalidToolCall(name, cut(raw), f"{name!r} is not one of the offered tools"))
            self.note("unknown-function")
        elif isinstance(got, InvalidToolCall):
            self.invalid.append(got)
        else:
            self.calls.append(got)

    def bad(self, raw_name: object, raw: str, error: str, *notes: str) -> None:
        """Add a call the reply attempted but that cannot be read."""
        name = self.ctx.resolve_name(raw_name) or (raw_name if isinstance(raw_name, str) else None)
        self.invalid.append(InvalidToolCall(name, cut(raw), error))
        self.note(*notes)

    def truncated(self, raw_name: object, raw: str) -> None:
        """A call cut off (``max_tokens``): reported, never completed."""
        self.bad(
            raw_name,
            raw,
            "the call is incomplete (output ended inside it; likely max_tokens)",
            "truncated-call-dropped",
        )

    def detection(self) -> Detection:
        """The finished :class:`Detection` (``dialect:<key>`` noted first)."""
        content = "".join(self.content)
        if self.strip_content:
            content = content.strip()
        reasoning = "\n\n".join(self.reasoning) or None
        return Detection(
            calls=tuple(self.calls),
            invalid=tuple(self.invalid),
            content=content if content.strip() else None,
            reasoning=reasoning,
            notes=(f"dialect:{self.key}", *self.notes),
            dialect=self.key,
        )


def any_in(text: str, needles: Iterable[str]) -> bool:
    """True when any needle occurs in ``text``."""
    return any(n in text for n in needles)
