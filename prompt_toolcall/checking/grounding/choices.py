"""A value picked from a closed list, checked by asking again with the list reversed.

An enum member the conversation does not name is grounded in lenient mode as the model's
pick (``enum-choice``): "two kilos of onions" names no unit, and ``"kg"`` is still right.
But the same rule keeps a guess: asked to book a delivery slot without a time, a small
model takes a slot from the list. Words cannot tell the two apart (the evidence that makes
``"kg"`` right is in another language, or implied), so the model is asked the same question
once more with each doubted parameter's members listed in reverse order. A pick the request
implies survives the new order; a guess follows the position and changes. A changed pick is
refused through ``check_grounding(..., refused=...)``, like any ungrounded value: a required
parameter is asked for, an optional one is dropped.

Measured on the embedded Qwen2.5-Coder-1.5B (constrained) before this module existed, on its
replies to 61 requests with enum parameters of a grounding split already used for other
rules (every enum of the tools reversed): of the picks the request lacked (the value to ask
for), 8 of 10 changed under the reversed order; of the right picks the request implied, 13
of 17 held; of 3 wrong picks, 2 changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from prompt_toolcall.checking.grounding.decide import GroundingResult
from prompt_toolcall.types import FunctionTool, ToolCall

__all__ = ["PICK_CHANGED", "changed_picks", "doubted_picks", "reversed_choices"]

PICK_RULE = "enum-choice"
"""The lenient rule whose values this module rechecks (see ``match.py``)."""

PICK_CHANGED = "pick-changed"
"""The reason a changed pick is refused with (``check_grounding(..., refused=...)``): notes
``grounding:<call>:<param>:ungrounded-required:pick-changed`` or ``dropped-optional:pick-changed``."""


def doubted_picks(result: GroundingResult) -> dict[int, tuple[str, ...]]:
    """Call index -> parameters grounded only as a pick from their enum, for every call
    that nothing else refuses (a refused call is asked about anyway: no request is spent)."""
    out: dict[int, tuple[str, ...]] = {}
    for i, rules in result.derived.items():
        if result.ungrounded_required.get(i):
            continue
        picks = tuple(p for p, rule in rules.items() if rule == PICK_RULE)
        if picks:
            out[i] = picks
    return out


def reversed_choices(
    functions: Sequence[FunctionTool], calls: Sequence[ToolCall], doubts: Mapping[int, Sequence[str]]
) -> tuple[FunctionTool, ...]:
    """``functions`` with the enum of every doubted parameter listed in reverse order (the
    same members, so a reply valid for one list is valid for the other)."""
    flip: dict[str, set[str]] = {}
    for i, params in doubts.items():
        flip.setdefault(calls[i].name, set()).update(params)
    out: list[FunctionTool] = []
    for fn in functions:
        names = flip.get(fn.name)
        if not names:
            out.append(fn)
            continue
        props = dict(fn.parameters.get("properties", {}))
        for name in names:
            schema = props.get(name)
            if isinstance(schema, Mapping) and isinstance(schema.get("enum"), list):
                props[name] = {**schema, "enum": list(reversed(schema["enum"]))}
        out.append(replace(fn, parameters={**fn.parameters, "properties": props}))
    return tuple(out)


def changed_picks(
    calls: Sequence[ToolCall], doubts: Mapping[int, Sequence[str]], again: Sequence[ToolCall]
) -> dict[int, list[str]]:
    """Call index -> doubted parameters whose value the second reply (``again``) does not
    repeat. Calls are paired by name and order among calls of that name; a call the second
    reply lacks, or a parameter it leaves out, counts as changed."""
    seen: dict[str, int] = {}
    nth: list[int] = []
    for call in calls:
        nth.append(seen.get(call.name, 0))
        seen[call.name] = nth[-1] + 1
    out: dict[int, list[str]] = {}
    for i, params in doubts.items():
        same_name = [c for c in again if c.name == calls[i].name]
        other = same_name[nth[i]].arguments if nth[i] < len(same_name) else {}
        changed = [p for p in params if p not in other or other[p] != calls[i].arguments.get(p)]
        if changed:
            out[i] = changed
    return out
