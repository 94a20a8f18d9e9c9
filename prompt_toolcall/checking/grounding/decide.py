"""The per-call decision: keep, drop, or ask (NEED_INFO).

For each argument of each call, ``match.ground`` gives a verdict. Then:

- a grounded value is kept; a value grounded by a derived form (a code for a name, an added
  qualifier, a scaled number) is kept with a note ``grounding:<call>:<param>:<rule>``;
- an ungrounded **required** value makes the call need information:
  ``grounding:<call>:<param>:ungrounded-required`` (and the reason, e.g. ``placeholder``);
- an ungrounded **optional** value is removed from the call:
  ``grounding:<call>:<param>:dropped-optional``;
- a required parameter the call lacks: ``grounding:<call>:<param>:missing-required``;
- a code the conversation gives, written like another parameter's documented examples and
  like none of its own, is not this parameter's value (``codes.code_owners``): refused as
  ``...:ungrounded-required:code-of-another-parameter`` (or dropped, if optional).

A call to a function that is not declared has no schema to say what is optional: all its
values count as required. Mode ``off`` returns the calls untouched.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal

from prompt_toolcall.checking.grounding.codes import code_owners, examples_by_parameter, is_code_example
from prompt_toolcall.checking.grounding.match import Verdict, ground_argument, with_docstring_descriptions
from prompt_toolcall.checking.grounding.values import Evidence
from prompt_toolcall.errors import SchemaError
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolCall

__all__ = [
    "CODE_OF_ANOTHER_PARAMETER",
    "GROUNDING_MODES",
    "GroundingMode",
    "GroundingResult",
    "check_calls",
    "check_mode",
    "need_info",
    "scaled_beside_lookups",
]

CODE_OF_ANOTHER_PARAMETER = "code-of-another-parameter"
"""The reason of a code grounded in the conversation but written like the documented examples
of another parameter and like none of its own (``codes.code_owners``): a repair job's
"RJ-4471" sent to a lookup by pattern name, documented 'e.g. "Hogshead, 63 gal"', while the
repair lookup documents 'e.g. "RJ-0000"'."""

GroundingMode = Literal["strict", "lenient", "off"]
GROUNDING_MODES: tuple[str, ...] = ("strict", "lenient", "off")


@dataclass(frozen=True)
class GroundingResult:
    """What :func:`check_grounding` found.

    Attributes:
        calls: the calls, same order and ids as given, without their ungrounded optional
            values. Calls with ungrounded required values are still here: the caller decides
            (see :func:`to_need_info`).
        ungrounded_required: call index -> required parameters whose value the conversation
            does not support (or that are absent).
        dropped_optional: ``(call index, parameter)`` for every optional value removed.
        notes: one entry per finding, ``grounding:<call>:<param>:<what>``, e.g.
            ``grounding:0:date:ungrounded-required`` or ``grounding:0:currency:code-name``.
        derived: call index -> parameter -> the rule of a value grounded only by a derived
            form (``number-scaled``, ``code-name``, ...), the same findings as those notes.
    """

    calls: tuple[ToolCall, ...]
    ungrounded_required: dict[int, list[str]] = field(default_factory=dict)
    dropped_optional: list[tuple[int, str]] = field(default_factory=list)
    notes: tuple[str, ...] = ()
    derived: dict[int, dict[str, str]] = field(default_factory=dict)

    @property
    def needs_info(self) -> bool:
        """True when some call has a required value the conversation does not give."""
        return any(self.ungrounded_required.values())


def check_mode(mode: object) -> GroundingMode:
    """``mode`` if it is a grounding mode.

    Raises:
        SchemaError: it is not one of :data:`GROUNDING_MODES`.
    """
    if mode not in GROUNDING_MODES:
        msg = f"grounding mode must be one of {GROUNDING_MODES}; got {mode!r}. Use 'lenient' if unsure."
        raise SchemaError(msg)
    return mode  # type: ignore[return-value]


def function_map(functions: Mapping[str, FunctionTool] | Sequence[FunctionTool]) -> dict[str, FunctionTool]:
    """Declared tools by name (any spelling ``FunctionTool.from_dict`` reads)."""
    items = list(functions.values()) if isinstance(functions, Mapping) else list(functions)
    tools = [FunctionTool.from_dict(f) for f in items]
    return {t.name: t for t in tools}


def check_calls(
    calls: Sequence[ToolCall],
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
    sources: Sequence[str],
    *,
    mode: GroundingMode,
    today: date | None,
    refused: Mapping[tuple[int, str], str] | None = None,
) -> GroundingResult:
    """See :func:`prompt_toolcall.checking.grounding.check_grounding`."""
    checked = check_mode(mode)
    if checked == "off":
        return GroundingResult(calls=tuple(calls))
    fmap = function_map(functions)
    ev = Evidence.read(sources, today)
    out_calls: list[ToolCall] = []
    ungrounded: dict[int, list[str]] = {}
    dropped: list[tuple[int, str]] = []
    notes: list[str] = []
    derived: dict[int, dict[str, str]] = {}
    examples: dict[tuple[str, str], list[str]] | None = None  # read on the first code value
    for i, call in enumerate(calls):
        tool = fmap.get(call.name)
        props: Mapping[str, Any] = (
            with_docstring_descriptions(tool.properties, tool.description) if tool is not None else {}
        )
        order: list[str] = list(tool.required) if tool is not None else list(call.arguments)
        required = set(order)
        if tool is None:
            notes.append(f"grounding:{i}:{call.name}:unknown-function")
        kept: dict[str, Any] = {}
        missing: list[str] = []
        for key, value in call.arguments.items():
            verdict: Verdict = (
                Verdict(None, refused[(i, key)])
                if refused and (i, key) in refused
                else ground_argument(key, call.arguments, props, ev, checked, order)
            )
            if (
                verdict.grounded
                and tool is not None
                and isinstance(value, str)
                and is_code_example(value.strip())
            ):
                if examples is None:
                    examples = examples_by_parameter(fmap)
                if code_owners(value, call.name, key, examples):
                    verdict = Verdict(None, CODE_OF_ANOTHER_PARAMETER)
            if verdict.grounded:
                kept[key] = value
                if verdict.derived:
                    notes.append(f"grounding:{i}:{key}:{verdict.rule}")
                    derived.setdefault(i, {})[key] = str(verdict.rule)
                continue
            reason = "" if verdict.why == "not-in-conversation" else f":{verdict.why}"
            if key in required:
                kept[key] = value
                missing.append(key)
                notes.append(f"grounding:{i}:{key}:ungrounded-required{reason}")
            else:
                dropped.append((i, key))
                notes.append(f"grounding:{i}:{key}:dropped-optional{reason}")
        for key in sorted(required - set(call.arguments)):
            missing.append(key)
            notes.append(f"grounding:{i}:{key}:missing-required")
        if missing:
            ungrounded[i] = missing
        same = kept == dict(call.arguments)
        out_calls.append(call if same else ToolCall(name=call.name, arguments=kept, id=call.id))
    return GroundingResult(
        calls=tuple(out_calls),
        ungrounded_required=ungrounded,
        dropped_optional=dropped,
        notes=tuple(notes),
        derived=derived,
    )


def need_info(
    result: GroundingResult,
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
) -> EnvelopeNeedInfo | None:
    """See :func:`prompt_toolcall.checking.grounding.to_need_info`."""
    fmap = function_map(functions)
    for i, call in enumerate(result.calls):
        params = result.ungrounded_required.get(i)
        if not params:
            continue
        tool = fmap.get(call.name)
        order = {p: k for k, p in enumerate(tool.required)} if tool is not None else {}
        ranked = sorted(params, key=lambda p: (order.get(p, len(order)), params.index(p)))
        own = tuple(n for n in result.notes if n.startswith(f"grounding:{i}:"))
        return EnvelopeNeedInfo(function=call.name, missing=tuple(ranked), notes=("grounding", *own))
    return None


def scaled_beside_lookups(result: GroundingResult) -> dict[int, list[str]]:
    """The calls of one reply that compute with a number the conversation gives only scaled,
    written beside a call that looks something up: call index -> those parameters.

    A call qualifies when every argument it has is a number, at least one of them grounded
    only by the ``number-scaled`` reading (the conversation states 14 and the call carries
    1400), and another call of the same reply takes a text value (a name, a code: a lookup
    whose result is not in yet). The caller runs the other calls first and defers these, so
    the computation is asked for again once the looked-up values are in view.

    Why: a small model writes the whole plan in one reply and fills the computation with a
    round number before the price it needs has been looked up; the scaled reading (minutes
    to seconds, euros to cents) then accepts that number as grounded. Counted by grounding
    the first replies of 612 recorded runs of six spent agent splits (1.5B) against their
    requests: 6 runs of 3 tasks had such a call beside a lookup ("one" read as 100 for a price
    per piece, a count of 14 as 1,400 square feet), and none of the 6 was right; the
    computations beside a lookup whose guessed numbers grounding refused outright were
    already deferred this way, and 8 of those 10 runs were right.
    """
    texty = {
        i for i, call in enumerate(result.calls) if any(isinstance(v, str) for v in call.arguments.values())
    }
    out: dict[int, list[str]] = {}
    for i, rules in result.derived.items():
        call = result.calls[i]
        scaled = [p for p, rule in rules.items() if rule == "number-scaled"]
        if scaled and call.arguments and all(_is_number(v) for v in call.arguments.values()) and texty - {i}:
            out[i] = scaled
    return out


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
