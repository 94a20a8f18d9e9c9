"""The envelope parser: read the extractor's reply, markers first, any dialect second.

Data flow of :func:`parse_envelope` (each decision in order, each tolerance
named by a note)::

    text -> strip -> code fences removed                          note "fenced"
         -> mangled markers (<<TOOL_CALL>>, ...) made canonical   note "mangled-marker"
         -> NEED_INFO (no TOOL_CALL marker): payload after its LAST marker
                                      -> EnvelopeNeedInfo(function, missing)
         -> NO_TOOL   (no TOOL_CALL marker) -> EnvelopeCalls((), no_tool=True)
         -> TOOL_CALL: notes "duplicate-marker", "prose-before"
              payload = between the first marker and the next one
              {"calls": [...]} in the payload or its first JSON value (all-or-nothing)
                (fast path: strict JSON whose calls are plain {"name", "arguments"}
                 objects with values already of their declared types -> built directly)
              -> else the detector on the payload
              -> else an explicit {"calls": []} is an answer: EnvelopeCalls((), no_tool=True)
              -> else note "marker-payload-unreadable"
            no marker at all                                      note "no-marker"
         -> last resort: the detector on the whole original text  note "dialect"
         -> else EnvelopeUnreadable(notes + "invalid-json", errors for the repair prompt)

The MARKERS are ours and decide outright: "no function fits" and "a required parameter
was never stated" exist in no model's native dialect. Everything else goes through the
detector, because before that layer every neighbouring dialect cost a repair round trip.

:func:`parse_decision_reply` reads the decision-first JSON a constrained (grammar) reply
is made of: ``{"decision": "TOOL_CALL" | "NO_TOOL" | "NEED_INFO", ...}``.

Neither function raises on model text. ``valid_names`` is the allow-list AFTER
tool_choice narrowing: pass the raw declared set and a pinned choice becomes a suggestion.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from prompt_toolcall.checking.schema.coerce import coerce_arguments
from prompt_toolcall.reading.detect import (
    build_context,
    detect,
    read_json_calls,
    unknown_function_names,
)
from prompt_toolcall.reading.dialects.base import ReadContext
from prompt_toolcall.reading.jsonish import decode_tolerant, extract_json, span_end
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import (
    Envelope,
    EnvelopeCalls,
    EnvelopeNeedInfo,
    EnvelopeUnreadable,
    FunctionTool,
    InvalidToolCall,
    ToolCall,
    new_call_id,
)

__all__ = ["MAX_ERROR_NAMES", "parse_decision_reply", "parse_envelope"]

MAX_ERROR_NAMES = 12
"""Declared names listed in an "unknown function" error. UNMEASURED: enough to steer a
repair, short enough not to flood a small model's context."""

# A fence with its label (```json, ```tool_call, ...) and a bare ``` are both removed.
_FENCE = re.compile(r"```[A-Za-z0-9_+.-]*")

# Measured: 12/56 BFCL replies of Qwen2.5-Coder-1.5B (free decoding) wrote ``<<TOOL_CALL>>``
# (one pass over a 56-entry sample, 7 categories). Two to four brackets on either side are read
# (the lookarounds stop longer runs). One pattern per marker, which never matches the canonical
# three-and-three, so each is replaced by a literal string with no Python code per match: 1 MB
# of ``<<TOOL_CALL>>`` took 94-125 ms with a callback per match and 20 ms this way (measured
# with ``process_time`` on 2 busy cores).
_CANONICAL = {
    "TOOL_CALL": TOOL_CALL_MARKER,
    "NO_TOOL": NO_TOOL_MARKER,
    "NEED_INFO": NEED_INFO_MARKER,
}
_MANGLED = {
    name: re.compile(rf"(?<!<)(?:(?:<<|<<<<){name}>{{2,4}}|<<<{name}(?:>>|>>>>))(?!>)") for name in _CANONICAL
}

JSON_CALLS_SHAPE = '{"calls":[{"name":...,"arguments":{...}}]}'
"""The TOOL_CALL payload the repair errors ask for (a prompt asking for Python calls swaps it)."""

_ERR_NO_MARKER = (
    "no marker and no call found: answer with exactly one of "
    f"{TOOL_CALL_MARKER}{JSON_CALLS_SHAPE}, {NO_TOOL_MARKER} or "
    f'{NEED_INFO_MARKER}{{"function":...,"missing":[...]}}'
)
_ERR_PAYLOAD = f"the {TOOL_CALL_MARKER} payload is not readable: expected {JSON_CALLS_SHAPE} as valid JSON"


def _normalise_markers(text: str) -> tuple[str, bool]:
    # Fast exits (single-character searches are a memchr; the multi-character searches
    # below cost ~1 us per KB each): no "<" at all, or the clean reply, one canonical
    # TOOL_CALL marker first and no other "<" (a ">" right after it could lengthen it).
    start = len(TOOL_CALL_MARKER) if text.startswith(TOOL_CALL_MARKER) else 0
    if text.find("<", start) < 0 and not (start and text.startswith(">", start)):
        return text, False
    rest = text
    for marker in _CANONICAL.values():
        rest = rest.replace(marker, "")
    if "<<" not in rest and "<<<<" not in text and ">>>>" not in text:
        return text, False
    changed = False
    for name, pattern in _MANGLED.items():
        if name in text:
            text, count = pattern.subn(_CANONICAL[name], text)
            changed = changed or count > 0
    return text, changed


def _decode_object(text: str, notes: list[str]) -> dict[str, Any] | None:
    """``text`` as one JSON object (strict, then tolerant with a note), else None."""
    got = decode_tolerant(text)
    if got is None or not isinstance(got[0], dict):
        return None
    if got[1] and got[1] not in notes:
        notes.append(got[1])
    return got[0]


def _json_error(text: str) -> str | None:
    """The strict decoder's complaint about ``text``, for an error message."""
    try:
        json.loads(text)
    except (ValueError, RecursionError) as e:
        return str(e)[:120]
    return None


def _payload_problem(payload: str) -> str | None:
    if not payload:
        return "it is empty"
    if payload[0] in "{[" and span_end(payload, 0) is None:
        return "the JSON is cut off before it closes; likely max_tokens"
    return _json_error(payload)


def _unknown_errors(values: Iterable[object], ctx: ReadContext, *, require_arguments: bool) -> list[str]:
    names: list[str] = []
    for value in values:
        for name in unknown_function_names(value, ctx, require_arguments=require_arguments):
            if name not in names:
                names.append(name)
    if not names:
        return []
    declared = sorted(ctx.valid_names)
    listed = ", ".join(declared[:MAX_ERROR_NAMES]) + (", ..." if len(declared) > MAX_ERROR_NAMES else "")
    return [
        f"unknown function {name!r}: call only a declared function ({listed or 'none is allowed'})"
        for name in names
    ]


def _invalid_errors(invalid: Iterable[InvalidToolCall]) -> list[str]:
    return [inv.error for inv in invalid]


def _need_info(payload: str, ctx: ReadContext, notes: list[str]) -> EnvelopeNeedInfo:
    decoded = _decode_object(payload, notes)
    if decoded is None:
        decoded = _decode_object(extract_json(payload), notes)
    raw_function = decoded.get("function") if decoded else None
    function = "" if raw_function is None else str(raw_function)
    if function:
        function = ctx.resolve_name(function) or function
    raw_missing = decoded.get("missing") if decoded else None
    missing = tuple(str(m) for m in raw_missing) if isinstance(raw_missing, list) else ()
    return EnvelopeNeedInfo(function, missing, tuple(notes))


def _fills_dict_directly(cls: type) -> bool:
    """Whether ``cls`` is a dataclass whose instances may be filled through ``__dict__``:
    no ``__post_init__`` to skip, no ``__slots__``, no ``__init__`` of its own making."""
    return (
        dataclasses.is_dataclass(cls)
        and not hasattr(cls, "__post_init__")
        and "__slots__" not in cls.__dict__
        and all(f.init for f in dataclasses.fields(cls))
    )


# A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``: 1.47 us
# per ToolCall against 0.75 us for filling the instance dict (interleaved timing, 31
# rounds, busy 2-core machine), where json.loads of a whole 3-call envelope took ~6 us.
# The clean path fills the dicts; the constructor is used if either class ever gains a
# ``__post_init__`` or slots (checked once, here).
_NEW = object.__new__
_FAST_TOOL_CALL = _fills_dict_directly(ToolCall)
_FAST_ENVELOPE_CALLS = _fills_dict_directly(EnvelopeCalls)


def _new_envelope_calls(calls: tuple[ToolCall, ...]) -> EnvelopeCalls:
    """``EnvelopeCalls(calls, ())``, its instance dict filled directly (see ``_NEW``)."""
    if not _FAST_ENVELOPE_CALLS:
        return EnvelopeCalls(calls, ())
    env = _NEW(EnvelopeCalls)
    d = env.__dict__
    d["calls"] = calls
    d["notes"] = ()
    d["no_tool"] = False
    return env


def _plain_calls(calls: list[Any], ctx: ReadContext) -> tuple[ToolCall, ...] | None:
    """The fast path: ``calls`` read exactly as :func:`read_json_calls` reads them, when
    every element is the documented ``{"name": <str>, "arguments": <object>}``; else None.

    Same rules, fewer steps: the name key ``name`` and argument key ``arguments`` are the
    first of the call rules' tables, so when both are present no other spelling is
    consulted; names resolve through the context; arguments that already have their
    declared types (:meth:`ReadContext.arguments_fit`) are used as decoded instead of being rebuilt
    value by value. Anything else (another spelling, string arguments, an unknown name,
    a context subclass that may read calls its own way) returns None and takes the
    general path, which decides it from scratch.
    """
    if type(ctx) is not ReadContext:
        return None
    functions = ctx.functions
    valid_names = ctx.valid_names
    arguments_fit = ctx.arguments_fit
    fast, new = _FAST_TOOL_CALL, _NEW
    out: list[ToolCall] = []
    for item in calls:
        if type(item) is not dict:
            return None
        raw_name = item.get("name")
        args = item.get("arguments")
        if type(raw_name) is not str or not raw_name or type(args) is not dict:
            return None
        # ``resolve_name``'s first rule inlined: an exact, already stripped name.
        name = raw_name if raw_name in valid_names and raw_name.strip() == raw_name else None
        if name is None:
            name = ctx.resolve_name(raw_name)
            if name is None:
                return None
        if not arguments_fit(name, args):
            args = coerce_arguments(args, functions[name].parameters)
        if fast:  # ``ToolCall(name, args, new_call_id())`` without its __init__ (see ``_NEW``)
            call = new(ToolCall)
            fields = call.__dict__
            fields["name"] = name
            fields["arguments"] = args
            fields["id"] = new_call_id()
            out.append(call)
        else:
            out.append(ToolCall(name, args, new_call_id()))
    return tuple(out)


def _calls_envelope(
    calls: Iterable[ToolCall], invalid: Iterable[InvalidToolCall], notes: list[str]
) -> Envelope:
    """Calls when every call read is valid; any invalid call makes the reply
    unreadable, so the one repair round trip carries its error."""
    invalid = tuple(invalid)
    if invalid:
        return EnvelopeUnreadable((*notes, "invalid-call"), tuple(_invalid_errors(invalid)), invalid)
    return EnvelopeCalls(tuple(calls), tuple(notes))


def parse_envelope(
    text: str,
    valid_names: Iterable[str] | ReadContext,
    functions: Iterable[FunctionTool | Mapping[str, Any]] = (),
) -> Envelope:
    """Read the extractor's reply: a marker envelope, or failing that any call dialect.

    Args:
        text: the model's reply.
        valid_names: the allow-list AFTER tool_choice narrowing (or a ready ReadContext).
        functions: the declared tools, for lossless argument coercion.

    Returns:
        :class:`EnvelopeCalls` (``no_tool=True`` for NO_TOOL or an explicit empty
        ``calls``), :class:`EnvelopeNeedInfo`, or :class:`EnvelopeUnreadable` whose
        ``errors`` say what to fix in a repair prompt. ``notes`` record every tolerance.
        Never raises on model text.

    Raises:
        SchemaError: a tool definition in ``functions`` is malformed (a caller's mistake).

    Example:
        ```python
        env = parse_envelope('<<<TOOL_CALL>>>{"calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}',
                             {"get_weather"})
        env.calls[0].arguments   # {"city": "Lima"}
        ```
    """
    # A ready context is used as is (what ``build_context`` returns for it), without the
    # call; a frozenset of names goes straight to the per-tool-set cache (``build_context``
    # would only forward it there, with six keyword arguments: ~0.3 us of a ~10 us parse).
    if type(valid_names) is ReadContext:
        ctx = valid_names
    elif type(valid_names) is frozenset:
        ctx = ReadContext.build(valid_names, functions)
    else:
        ctx = build_context(valid_names, functions)
    if not isinstance(text, str):
        return EnvelopeUnreadable(("invalid-json",), ("the reply is not text",))
    try:
        return _parse_envelope(text, ctx)
    except Exception:  # last line of the never-raise contract
        return EnvelopeUnreadable(("parser-error", "invalid-json"), (_ERR_NO_MARKER,))


_MARKER_LEN = len(TOOL_CALL_MARKER)


def _is_clean(t: str) -> bool:
    """Whether stripped ``t`` is a clean TOOL_CALL reply: the canonical marker first, no
    other ``<`` and no backtick.

    Then every preamble step of :func:`_parse_envelope` is a no-op (no fence; no mangled
    marker, the same test as ``_normalise_markers``'s fast exit; no second marker; no
    prose before) and the payload is the rest of the text. Two memchr searches and two
    prefix tests, where the steps themselves cost ~1.5 us on 1 KB.
    """
    return (
        t.startswith(TOOL_CALL_MARKER)
        and t.find("<", _MARKER_LEN) < 0
        and "`" not in t
        and not t.startswith(">", _MARKER_LEN)
    )


def _parse_envelope(text: str, ctx: ReadContext) -> Envelope:
    t = text.strip()
    if _is_clean(t):
        payload = t[_MARKER_LEN:].strip()
        got = decode_tolerant(payload)
        # Strict JSON holding a non-empty calls list: ``_tool_call``'s first attempt,
        # inlined (this is what nearly every reply of a working model looks like).
        if got is not None and got[1] is None and type(got[0]) is dict:
            calls = got[0].get("calls")
            if type(calls) is list and calls:
                plain = _plain_calls(calls, ctx)
                if plain is not None:
                    return _new_envelope_calls(plain)
                return _tool_call(text, t, payload, ctx, [], decoded=got, plain_tried=True)
        return _tool_call(text, t, payload, ctx, [], decoded=got)
    notes: list[str] = []
    # The one-character test first: it is a memchr, while searching 1 KB for "```" took
    # ~0.9 us here, a third of json.loads on the same text.
    if "`" in t and "```" in t:
        notes.append("fenced")
        t = _FENCE.sub("", t).strip()
    t, mangled = _normalise_markers(t)
    if mangled:
        notes.append("mangled-marker")

    at = t.find(TOOL_CALL_MARKER)
    if at < 0:
        if NEED_INFO_MARKER in t:
            return _need_info(t.split(NEED_INFO_MARKER)[-1].strip(), ctx, notes)
        if NO_TOOL_MARKER in t:
            return EnvelopeCalls((), tuple(notes), no_tool=True)
        notes.append("no-marker")
        return _whole_reply(text, t, ctx, notes, [], has_call=False)
    # Between the first marker and the next one, if the model repeated it. (The marker
    # cannot overlap itself, so the next occurrence starts past the first.)
    first = at + _MARKER_LEN
    second = t.find(TOOL_CALL_MARKER, first) if t.find("<", first) >= 0 else -1
    if second >= 0:
        notes.append("duplicate-marker")
    if at != 0:
        notes.append("prose-before")
    payload = t[first : second if second >= 0 else len(t)].strip()
    return _tool_call(text, t, payload, ctx, notes)


_NOT_DECODED: Any = object()


def _tool_call(
    text: str,
    t: str,
    payload: str,
    ctx: ReadContext,
    notes: list[str],
    *,
    decoded: Any = _NOT_DECODED,
    plain_tried: bool = False,
) -> Envelope:
    """Read the TOOL_CALL ``payload``; failing that, the whole reply (``_whole_reply``).

    ``decoded`` is ``decode_tolerant(payload)`` when the caller already ran it, and
    ``plain_tried`` says :func:`_plain_calls` already declined its calls: neither is
    done twice.
    """
    errors: list[str] = []
    payload_values: list[object] = []
    empty_calls = False
    for attempt in (0, 1):
        # The extracted JSON only when the payload as a whole did not read (lazy: the
        # span scan is the costliest step of a clean reply).
        candidate = payload if attempt == 0 else extract_json(payload)
        if attempt == 1 and candidate == payload:
            break
        # ``_decode_object`` inlined (this is the hot path of every clean reply).
        got = decoded if attempt == 0 and decoded is not _NOT_DECODED else decode_tolerant(candidate)
        if got is None or not isinstance(got[0], dict):
            continue
        value: dict[str, Any] = got[0]
        scratch = [got[1]] if got[1] else []
        payload_values.append(value)
        calls = value.get("calls")
        if isinstance(calls, list):
            if not calls:
                empty_calls = True
                continue
            plain = None if attempt == 0 and plain_tried else _plain_calls(calls, ctx)
            if plain is not None:
                if scratch:
                    notes.extend(n for n in scratch if n not in notes)
                return EnvelopeCalls(plain, tuple(notes))
            read = read_json_calls(calls, ctx)
            if read is not None:
                notes.extend(n for n in scratch if n not in notes)
                return _calls_envelope(read.calls, read.invalid, notes)
    from_payload = detect(payload, ctx)
    if from_payload.calls or from_payload.invalid:
        return _calls_envelope(from_payload.calls, from_payload.invalid, notes)
    # An explicitly EMPTY calls array is the model choosing this envelope and saying
    # there are none: reading it as unreadable would spend a repair round trip on a
    # clear reply. Only the documented shape counts; a bare [] elsewhere is data.
    if empty_calls:
        return EnvelopeCalls((), tuple(notes), no_tool=True)
    notes.append("marker-payload-unreadable")
    errors.extend(_unknown_errors(payload_values, ctx, require_arguments=False))
    if not errors:
        problem = _payload_problem(payload)
        errors.append(_ERR_PAYLOAD + (f" ({problem})" if problem else ""))
    return _whole_reply(text, t, ctx, notes, errors, has_call=True)


def _whole_reply(
    text: str, t: str, ctx: ReadContext, notes: list[str], errors: list[str], *, has_call: bool
) -> Envelope:
    """No usable marker payload. The model may still have called, just not in the shape
    it was asked for: read the whole reply as any dialect."""
    dialect = detect(text, ctx)
    if dialect.calls or dialect.invalid:
        return _calls_envelope(dialect.calls, dialect.invalid, [*notes, "dialect"])
    if not has_call:
        whole = decode_tolerant(extract_json(t))
        if whole is not None:
            errors.extend(_unknown_errors([whole[0]], ctx, require_arguments=True))
        if not errors:
            errors.append(_ERR_NO_MARKER)
    return EnvelopeUnreadable((*notes, "invalid-json"), tuple(errors))


_DECISION_KEYS: tuple[str, ...] = ("decision", "action_type", "kind")
"""Keys the decision may sit under. Only ``decision`` is in the grammar; the others are
UNMEASURED spellings a backend that ignored the schema might produce."""


def parse_decision_reply(
    text: str,
    valid_names: Iterable[str] | ReadContext,
    functions: Iterable[FunctionTool | Mapping[str, Any]] = (),
) -> Envelope:
    """Read a decision-first JSON reply written under constrained decoding.

    The shapes (see ``prompt_toolcall.extraction.envelope_schema``)::

        {"decision": "TOOL_CALL", "calls": [{"name": ..., "arguments": {...}}]}
        {"decision": "NO_TOOL"}
        {"decision": "NEED_INFO", "function": ..., "missing": [...]}

    Each may start with ``"plan": "<free text>"`` (``plan_first``): the plan never decides
    anything and may be missing; a non-empty one adds the note ``plan`` (its text stays in the
    raw reply, e.g. ``ExtractionResult.replies``).

    Every result carries the note ``constrained``. The calls go through the detector's
    call rules (allow-list, name resolution, coercion; all-or-nothing).

    Returns:
        An :class:`Envelope`; :class:`EnvelopeUnreadable` when the text is not such an
        object (the caller may then try :func:`parse_envelope`, for a backend that
        ignored the schema). Never raises on model text.

    Raises:
        SchemaError: a tool definition in ``functions`` is malformed (a caller's mistake).
    """
    ctx = build_context(valid_names, functions)
    if not isinstance(text, str):
        return EnvelopeUnreadable(("constrained", "invalid-json"), ("the reply is not text",))
    try:
        return _parse_decision(text, ctx)
    except Exception:  # last line of the never-raise contract
        return EnvelopeUnreadable(("constrained", "parser-error"), ("the decision reply could not be read",))


def _parse_decision(text: str, ctx: ReadContext) -> Envelope:
    notes: list[str] = ["constrained"]
    t = text.strip()
    if "```" in t:
        notes.append("fenced")
        t = _FENCE.sub("", t).strip()
    decoded = _decode_object(t, notes)
    if decoded is None:
        decoded = _decode_object(extract_json(t), notes)
    if decoded is None:
        problem = _json_error(t)
        return EnvelopeUnreadable(
            (*notes, "invalid-json"),
            (
                "the reply is not a JSON object with a decision"
                + (f" ({problem})" if problem else "")
                + ': expected {"decision": "TOOL_CALL" | "NO_TOOL" | "NEED_INFO", ...}',
            ),
        )
    plan = decoded.get("plan")
    if isinstance(plan, str) and plan.strip():
        # Read only to say it was there: the decision and the calls alone decide the reply.
        notes.append("plan")
    raw = next((decoded[k] for k in _DECISION_KEYS if isinstance(decoded.get(k), str)), None)
    decision = raw.strip().strip("<>").strip().upper() if raw is not None else None
    if decision is None and isinstance(decoded.get("calls"), list):
        decision = "TOOL_CALL"
        notes.append("decision-missing")

    if decision == "NO_TOOL":
        return EnvelopeCalls((), tuple(notes), no_tool=True)
    if decision == "NEED_INFO":
        raw_function = decoded.get("function")
        function = "" if raw_function is None else str(raw_function)
        if function:
            function = ctx.resolve_name(function) or function
        raw_missing = decoded.get("missing")
        missing = tuple(str(m) for m in raw_missing) if isinstance(raw_missing, list) else ()
        return EnvelopeNeedInfo(function, missing, tuple(notes))
    if decision == "TOOL_CALL":
        calls = decoded.get("calls")
        if isinstance(calls, list) and not calls:
            return EnvelopeCalls((), tuple(notes), no_tool=True)
        if isinstance(calls, list):
            read = read_json_calls(calls, ctx)
            if read is not None:
                return _calls_envelope(read.calls, read.invalid, notes)
        else:
            # A single call object instead of a list: read it too, with a note.
            read = read_json_calls(decoded, ctx) if decoded.get("name") else None
            if read is not None:
                return _calls_envelope(read.calls, read.invalid, [*notes, "calls-not-a-list"])
        errors = _unknown_errors([calls], ctx, require_arguments=False) or [
            'TOOL_CALL needs "calls": a list of {"name": <declared function>, "arguments": {...}}'
        ]
        return EnvelopeUnreadable((*notes, "invalid-json"), tuple(errors))
    shown = repr(raw)[:60] if raw is not None else "none"
    return EnvelopeUnreadable(
        (*notes, "invalid-json"),
        (f"unknown decision {shown}: expected one of 'TOOL_CALL', 'NO_TOOL', 'NEED_INFO'",),
    )
