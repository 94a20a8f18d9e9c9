"""Tolerant JSON: the decoding and span scanning every reader of model text shares.

Data flow::

    text --json.loads-------------------------------> value            (strict, no note)
         \\-- not strict JSON: is it ONE balanced {}/[] span? -- no --> None
                                   | yes
             Python-literal rewrite (quotes, trailing commas, True/False/None) --> "tolerant-json"
             doubled braces {{...}} undoubled                                  --> "doubled-braces"
             json-repair (same bracket kind, bounded size)                      --> "repaired-json"

    text --balanced_spans--> [(start, end)]   string-aware, both quote kinds, linear time
    text --extract_json----> first balanced span that decodes (or the text itself)

Everything here is pure and never raises on model text: a value that cannot be read is
``None`` (``decode_tolerant`` distinguishes a decoded JSON ``null`` from a failure).

The balanced-span guard: ``json-repair`` is built to *always* return something. Given a
truncated object (``{"name":``) it returns ``{"name": ""}``, and given prose it invents
lists. A truncated reply (``max_tokens``) must stay a missed call, never become an
invented one, so no tolerant stage runs unless the whole input is one balanced span:
the model closed what it opened, and only the spelling inside needs forgiving.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = [
    "MAX_REPAIR_CHARS",
    "MAX_REPAIR_DEPTH",
    "MAX_SCAN_STEPS",
    "MAX_SPANS",
    "MAX_UNCLOSED_SCANS",
    "balanced_spans",
    "decode_tolerant",
    "extract_json",
    "loads_tolerant",
    "scan_spans",
    "span_end",
]

MAX_UNCLOSED_SCANS = 8
"""Unclosed openers the span scan may walk past before it gives up. Each unclosed opener
costs one walk to the end of the text, so this bounds the scan at O(k*n) on any input and
gives up in the safe direction: a missed call, never an invented one. UNMEASURED: no other
budget compared."""

MAX_SPANS = 1_000
"""Balanced spans collected per text before the scan stops. UNMEASURED: a real reply has
a handful; 1 MB of ``[][][]...`` has 500,000, and at 10,000 the generic path took ~200 ms
here. Past this the rest of the text is not scanned (a missed call, never an invented one)."""

MAX_REPAIR_CHARS = 200_000
"""Longest balanced span handed to ``json-repair`` (pure Python). Measured here: 100 KB
repairs in ~9 ms; tool-call JSON is a few hundred bytes, so 200 KB is generous."""

MAX_REPAIR_DEPTH = 32
"""Deepest nesting of a span given to the tolerant stages and json-repair. Found by
fuzzing (benchmarks/fuzz.py): json-repair is quadratic in nesting depth and recurses to
Python's limit - 600 bytes of ``{...}`` took 0.2-0.6 s and 100 KB took ``detect`` 51 s.
Tool-call JSON nests a few levels (BFCL's deepest arguments: under 10), so deeper spans
are read strictly or not at all."""

MAX_EXTRACT_TRIES = 64
"""Spans ``extract_json`` tries to decode before returning the text unchanged.
UNMEASURED: an envelope payload holds one JSON value; the cap only bounds adversarial input."""

MAX_SCAN_STEPS = 20_000
"""Regex steps (a run of brackets, a quote, an escape) one scan may take before it gives
up. Each step costs ~0.7 us here (2 shared cores), so a scan stays under ~15 ms on any
input: 1 MB of ``[[]`` repeated (666,666 steps per walk, 8 walks) took 2.5 s unbounded.
A 1 KB tool call takes ~50 steps; a 50 KB code argument a few thousand (one per escape).
Past the budget the scan stops: a missed call, never an invented one."""

_CLOSER = {"[": "]", "{": "}"}

# One token per regex step: a RUN of openers or closers (so 1 MB of ``[`` is one step), a
# quote, or a backslash. The token regex is an alternation of groups, which gives the
# regex engine no first-character set to skip by: SEARCHING 1 MB of ``[``/``]`` for a
# ``{`` token with it took 116 ms, against 8 ms for a bare character class (measured with
# ``process_time`` on 2 shared cores). So the token is matched where the scan stands (the
# dense case, one call) and otherwise found by the class first, then matched there.
_TOKENS = {
    "[": re.compile(r"(\[+)|(\]+)|([\"'])|(\\)"),
    "{": re.compile(r"(\{+)|(\}+)|([\"'])|(\\)"),
}
_TOKEN_START = {"[": re.compile(r"[\[\]\"'\\]"), "{": re.compile(r"[{}\"'\\]")}
_STRING_END = {'"': re.compile(r'["\\]'), "'": re.compile(r"['\\]")}

_UNCLOSED = -1
_OUT_OF_STEPS = -2


class _Steps:
    """A mutable step budget shared by the walks of one scan."""

    __slots__ = ("left",)

    def __init__(self, left: int) -> None:
        self.left = left


def _string_end(text: str, start: int, steps: _Steps | None = None) -> int:
    """Index just past the string whose quote is at ``start``; ``_UNCLOSED`` if it never
    closes, ``_OUT_OF_STEPS`` when the budget ran out."""
    finder = _STRING_END[text[start]]
    pos = start + 1
    while True:
        if steps is not None:
            steps.left -= 1
            if steps.left < 0:
                return _OUT_OF_STEPS
        m = finder.search(text, pos)
        if m is None:
            return _UNCLOSED
        if text[m.start()] == "\\":
            pos = m.start() + 2
            continue
        return m.end()


def _walk(text: str, start: int, steps: _Steps) -> int:
    """End of the span opening at ``start``, ``_UNCLOSED`` or ``_OUT_OF_STEPS``."""
    opener = text[start]
    if text.find(_CLOSER[opener], start) < 0:
        return _UNCLOSED
    match = _TOKENS[opener].match
    find = _TOKEN_START[opener].search
    depth = 0
    pos = start
    left = steps.left
    while True:
        left -= 1
        if left < 0:
            steps.left = left
            return _OUT_OF_STEPS
        m = match(text, pos)
        if m is None:
            found = find(text, pos)
            if found is None:
                steps.left = left
                return _UNCLOSED
            m = match(text, found.start())
            assert m is not None  # the class holds exactly the tokens' first characters
        kind = m.lastindex
        j, pos = m.span()
        if kind == 1:  # a run of openers
            depth += pos - j
        elif kind == 2:  # a run of closers
            if pos - j >= depth:
                steps.left = left
                return j + depth
            depth -= pos - j
        elif kind == 4:  # a backslash escapes the next character
            pos = j + 2
        else:
            steps.left = left
            pos = _string_end(text, j, steps)
            left = steps.left
            if pos < 0:
                return pos


def span_end(text: str, start: int, *, max_steps: int = MAX_SCAN_STEPS) -> int | None:
    """End (exclusive) of the balanced span whose opener (``{`` or ``[``) is at ``start``.

    Counts only that bracket kind (a stray bracket of the other kind inside the span does
    not end it), and is string-aware for BOTH quote styles: a brace inside a JSON string or
    a Python-literal string does not close the span, and a backslash-escaped quote does not
    end a string. The quote state starts fresh at the opener, so an apostrophe in the prose
    before it (``It's: {...}``) does not matter.

    Returns:
        The end index, or None when the opener never closes (a truncated value), when
        ``text[start]`` is no opener, or when the scan needed more than ``max_steps``.
    """
    if not 0 <= start < len(text) or text[start] not in _CLOSER:
        return None
    end = _walk(text, start, _Steps(max_steps))
    return end if end >= 0 else None


def scan_spans(
    text: str,
    *,
    max_unclosed: int = MAX_UNCLOSED_SCANS,
    max_spans: int = MAX_SPANS,
    max_steps: int = MAX_SCAN_STEPS,
) -> tuple[list[tuple[int, int]], bool]:
    """:func:`balanced_spans` plus whether a work bound stopped the scan early.

    Returns:
        ``(spans, capped)``; ``capped`` is True when ``max_spans`` or ``max_steps`` ran
        out (running out of the unclosed-opener budget is the scan's designed stop, not a cap).
    """
    spans: list[tuple[int, int]] = []
    budget = max_unclosed
    steps = _Steps(max_steps)
    for opener, closer in (("[", "]"), ("{", "}")):
        pos = 0
        while budget > 0:
            if len(spans) >= max_spans:
                spans.sort()
                return spans, True
            start = text.find(opener, pos)
            if start < 0:
                break
            end = _walk(text, start, steps)
            if end == _OUT_OF_STEPS:
                spans.sort()
                return spans, True
            if end == _UNCLOSED:
                budget -= 1
                if text.find(closer, start) < 0:
                    break  # no later opener of this kind can close either
                pos = start + 1
                continue
            spans.append((start, end))
            pos = end
    spans.sort()
    return spans, False


def balanced_spans(
    text: str,
    *,
    max_unclosed: int = MAX_UNCLOSED_SCANS,
    max_spans: int = MAX_SPANS,
    max_steps: int = MAX_SCAN_STEPS,
) -> list[tuple[int, int]]:
    """Every balanced ``[...]`` and ``{...}`` span of ``text``, sorted by start.

    ``[`` spans are collected left to right (resuming after each closed span), then ``{``
    spans the same way, so an object inside an array is a span of its own. Unclosed openers
    share one budget of ``max_unclosed`` (:data:`MAX_UNCLOSED_SCANS`). Linear in
    ``len(text)`` and bounded on any input: a run of brackets is one regex step, an opener
    with no closer anywhere after it ends that pass at once, and the scan stops after
    ``max_spans`` spans or ``max_steps`` steps.

    Returns:
        ``[(start, end)]`` with ``end`` exclusive.
    """
    return scan_spans(text, max_unclosed=max_unclosed, max_spans=max_spans, max_steps=max_steps)[0]


def _is_one_span(text: str) -> bool:
    return bool(text) and text[0] in _CLOSER and span_end(text, 0) == len(text)


# -- the Python-literal rewrite: single quotes, trailing commas, True/False/None -----------

_LITERAL_TOKENS = re.compile(r"[\"',]|(?<![A-Za-z0-9_])(?:True|False|None)(?![A-Za-z0-9_])")
_PY_LITERALS = {"True": "true", "False": "false", "None": "null"}
_TRAILING = re.compile(r"\s*[}\]]")
_SINGLE_ESCAPES = re.compile(r"\\(.)|\"", re.DOTALL)


def _single_to_double(body: str) -> str:
    """The body of a single-quoted string as the body of a double-quoted one."""

    def fix(m: re.Match[str]) -> str:
        if m.group(0) == '"':
            return '\\"'
        return "'" if m.group(1) == "'" else m.group(0)

    return _SINGLE_ESCAPES.sub(fix, body)


def _normalise(source: str) -> str:
    """Rewrite the Python-literal dialect into JSON, touching only what is outside strings.

    Single-quoted strings become double-quoted, a comma followed only by whitespace and a
    closer is dropped, bare ``True``/``False``/``None`` become JSON (word-bounded, so
    ``NoneOfTheAbove`` stays). A rewrite, never an evaluation: the result goes to
    ``json.loads`` like any other text. An unterminated string copies the rest verbatim
    and lets the decode reject it (guessing where it closes would invent content).
    """
    out: list[str] = []
    pos = 0
    n = len(source)
    while pos < n:
        m = _LITERAL_TOKENS.search(source, pos)
        if m is None:
            out.append(source[pos:])
            break
        j = m.start()
        out.append(source[pos:j])
        tok = m.group(0)
        if tok in ('"', "'"):
            end = _string_end(source, j)
            if end < 0:
                out.append(source[j:])
                break
            body = source[j + 1 : end - 1]
            if tok == "'":
                out.append('"' + _single_to_double(body) + '"')
            else:
                # ``\'`` is not a JSON escape; models write it inside double quotes too.
                out.append('"' + body.replace("\\'", "'") + '"')
            pos = end
        elif tok == ",":
            if _TRAILING.match(source, j + 1) is None:
                out.append(",")
            pos = j + 1
        else:
            out.append(_PY_LITERALS[tok])
            pos = m.end()
    return "".join(out)


_DOUBLED_TOKENS = re.compile(r"\{\{|\}\}|[\"']")


def _undouble_braces(source: str) -> str:
    """``{{...}}`` -> ``{...}`` outside strings (Qwen2.5-Coder-1.5B wrote doubled braces,
    format-string style, in some replies to a 56-entry BFCL sample under its own tool template)."""
    out: list[str] = []
    pos = 0
    n = len(source)
    while pos < n:
        m = _DOUBLED_TOKENS.search(source, pos)
        if m is None:
            out.append(source[pos:])
            break
        j = m.start()
        out.append(source[pos:j])
        tok = m.group(0)
        if tok in ('"', "'"):
            end = _string_end(source, j)
            if end < 0:
                out.append(source[j:])
                break
            out.append(source[j:end])
            pos = end
        else:
            out.append(tok[0])
            pos = m.end()
    return "".join(out)


class _TooDeep(Exception):
    """json.loads hit the recursion limit: nesting no tolerant stage can fix."""


# json.loads builds a new decoder whenever it is given an option; keep ours.
_LENIENT_DECODER = json.JSONDecoder(strict=False)
# The decoder json.loads uses without options (its private ``_default_decoder``).
_STRICT_DECODER = json.JSONDecoder()


def _strict(text: str, *, lenient_strings: bool = False) -> tuple[bool, Any]:
    try:
        return True, (_LENIENT_DECODER.decode(text) if lenient_strings else json.loads(text))
    except RecursionError as e:
        raise _TooDeep from e
    except ValueError:
        return False, None


# Tokenised exactly as ``span_end`` walks (an escape outside strings skips one character),
# so on a balanced span every string closes and this stays linear.
_CONTAINER_TOKENS = re.compile(
    r"""\\.|"[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*'|([{\[])""", re.DOTALL
)


def _source_containers(text: str) -> tuple[int, int]:
    """Objects and arrays the text opens outside strings."""
    objects = arrays = 0
    for m in _CONTAINER_TOKENS.finditer(text):
        opener = m.group(1)
        if opener == "{":
            objects += 1
        elif opener == "[":
            arrays += 1
    return objects, arrays


def _value_containers(value: Any) -> tuple[int, int]:
    objects = arrays = 0
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            objects += 1
            stack.extend(node.values())
        elif isinstance(node, list):
            arrays += 1
            stack.extend(node)
    return objects, arrays


def _nesting_exceeds(text: str, limit: int) -> bool:
    """Whether brackets in ``text`` nest deeper than ``limit`` (quotes ignored: an
    over-estimate only sends a span to strict decoding)."""
    depth = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def _repair(text: str) -> tuple[bool, Any]:
    if len(text) > MAX_REPAIR_CHARS:
        return False, None
    try:
        import json_repair

        value = json_repair.loads(text)
    except Exception:  # a third-party repairer must never make us raise
        return False, None
    want = dict if text[0] == "{" else list
    # Same bracket kind only: json-repair turns ``{see above}`` into a list of prose.
    if not isinstance(value, want):
        return False, None
    # Spelling may be repaired, structure never: json-repair silently DROPS a malformed
    # element (``[{a brace}, {"name": ...}]`` -> one call), which would defeat the
    # all-or-nothing rule for batches. Every object and array written must survive.
    if _value_containers(value) != _source_containers(text):
        return False, None
    return True, value


def decode_tolerant(text: str, *, balanced: bool = False) -> tuple[Any, str | None] | None:
    """Decode ``text`` as JSON, tolerating what prompted models write.

    Args:
        text: the text to decode.
        balanced: the caller already knows ``text`` (stripped) is one balanced span
            (it came from :func:`balanced_spans`), so the guard scan is skipped.

    Returns:
        ``(value, note)``: ``note`` is None for strict JSON, else the tolerance applied
        (``"tolerant-json"``, ``"doubled-braces"`` or ``"repaired-json"``). None when
        the text cannot be read; a JSON ``null`` is ``(None, None)``, not a failure.
    """
    if not isinstance(text, str):
        return None
    # Strict JSON, exactly ``json.loads(text)`` (which refuses a leading BOM, then calls
    # its default decoder) without two Python frames: this is the hot path of every
    # clean reply.
    if not text.startswith("\ufeff"):
        try:
            return _STRICT_DECODER.decode(text), None
        except RecursionError:
            return None  # nesting no tolerant stage can fix
        except ValueError:
            pass
    try:
        s = text.strip()
        if not s or s[0] not in _CLOSER or not (balanced or _is_one_span(s)):
            return None
        if _nesting_exceeds(s, MAX_REPAIR_DEPTH):
            return None  # every tolerant stage is linear per level at best: strict or nothing
        for note in ("tolerant-json", "doubled-braces"):
            if note == "tolerant-json":
                variant = s
            elif s.startswith("{{"):
                variant = _undouble_braces(s)
            else:
                continue
            ok, value = _strict(variant, lenient_strings=True)
            if not ok:  # the rewrite only when the variant itself did not read
                ok, value = _strict(_normalise(variant), lenient_strings=True)
            if ok:
                return value, note
        ok, value = _repair(s)
        if ok:
            return value, "repaired-json"
    except _TooDeep:
        return None
    except RecursionError:  # pragma: no cover - belt and braces for deep regex/str work
        return None
    return None


def loads_tolerant(text: str) -> Any | None:
    """Decode ``text`` as JSON or the Python-literal dialect weaker models emit; never raises.

    Strict JSON first; then, only if ``text`` is one balanced ``{}``/``[]`` span: single
    quotes, trailing commas, ``True``/``False``/``None``, doubled braces ``{{...}}``, and
    finally ``json-repair`` (missing commas, comments, unquoted keys). A truncated value
    such as ``{"name":`` is never "repaired" into an object.

    Returns:
        The decoded value, or None when nothing could be read (also for JSON ``null``;
        use :func:`decode_tolerant` to tell them apart).
    """
    got = decode_tolerant(text)
    return None if got is None else got[0]


def extract_json(text: str) -> str:
    """The first balanced JSON value in ``text``, or ``text``.

    Spans are tried in order of their start; the first that decodes (tolerantly) to an
    object or array is returned as written.
    """
    if not isinstance(text, str) or ("{" not in text and "[" not in text):
        return text
    for start, end in balanced_spans(text)[:MAX_EXTRACT_TRIES]:
        got = decode_tolerant(text[start:end])
        if got is not None and isinstance(got[0], (dict, list)):
            return text[start:end]
    return text
