"""A call whose one-value argument lists several items of the request: one call per item.

Data flow (the turn engine, on every reply with calls, before identical calls merge)::

    a call's string argument (a parameter whose schema takes one string, without an enum)
        ──► packed_items: the value split where a list joins its items, by CLDR's list
            patterns in 30 languages (",", "and", ", and", "et", "und", "y", "、", "和" ...)
            - at least MIN_PARTS parts,
            - each part holds exactly one item the user's request names
              (prompt_toolcall.loop.coverage.named_items), each a different one
            - a word joins the last part ("and", "et", "和"), in the value or where the
              request wrote the items: commas alone make a place ("Kelby, Dunmore, Orrin")
    ──► one call per item, the other arguments unchanged; each value is the item as the user
        wrote it (note ``packed-calls-split:N``, N the calls added)

Why: on two spent agent splits (1.5B, both frameworks), a question about several things of
one kind ("what do the Harlow, Penmoor Edge and Quillan Sike stones weigh together?")
got ONE lookup whose argument held the whole list. The tool takes one name; its answer (no
such name, or "which one do you mean?") did not lead the model to look each one up, and the
answer invented a total. The request itself shows the items, so the engine can make the
lookups the model meant. Each new value is a span of the request, so nothing is invented.

Held-out: on 24 agent tasks written blind before this step (1.5B, LangChain create_agent and
LlamaIndex FunctionAgent, run once before and once after), the step never fired: the model
wrote one call per item in every task that named several.

Limits: two parts are never split: "Paris, France", "Marks and Spencer" and "Trinidad and
Tobago" read exactly like a list of two. Three parts joined by commas only are split when
the request wrote them with a conjunction, and never when it has commas only too (an
address). A name whose own words form a list of three or more ("Crosby, Stills, Nash and
Young") is split. A string parameter whose description asks for a comma-separated list is
split too: the tool then answers one item per call, which costs calls but not accuracy.
Items are found by shape (capitals, codes, quotes), so a list in a script without capitals
is not read (see ``coverage``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from prompt_toolcall.checking.grounding.lexicon import list_joiners
from prompt_toolcall.checking.grounding.text import fold, is_unspaced
from prompt_toolcall.loop.coverage import NamedItem, named_items, tool_vocabulary
from prompt_toolcall.types import FunctionTool, ToolCall

__all__ = ["MIN_PARTS", "joiner_pattern", "packed_items", "split_packed_calls"]

MIN_PARTS = 3
"""A list of two is not read as a list (module docstring: "Paris, France")."""

MAX_VALUE_CHARS = 500
"""A longer value is a text, not a list of names: it is never split."""


@lru_cache(maxsize=1)
def joiner_pattern() -> re.Pattern[str]:
    """One pattern for every list joiner; a word joiner ("and") only between whole words."""
    alternatives = []
    for joiner in sorted(list_joiners(), key=len, reverse=True):
        body = r"\s+".join(re.escape(w) for w in joiner.split())
        spaced = not is_unspaced(joiner)
        before = r"(?<!\w)" if spaced and joiner[0].isalpha() else ""
        after = r"(?!\w)" if spaced and joiner[-1].isalpha() else ""
        alternatives.append(f"{before}{body}{after}")
    return re.compile(r"\s*(?:" + "|".join(alternatives) + r")\s*")


def _conjoins(text: str) -> bool:
    """Whether ``text`` joins two parts with a word ("and", "et", "和"), not only commas: a
    list names its last item with one; a place ("Kelby, Dunmore, Orrin") has commas only."""
    return any(any(ch.isalpha() for ch in m.group()) for m in joiner_pattern().finditer(text))


def _between(request: str, items: Sequence[NamedItem], folded_parts: Sequence[str]) -> str:
    """The stretch of ``request`` from the first to the last of its items that the parts hold
    (where the user wrote the list the value copied)."""
    spans = [
        (m.start(), m.end())
        for i in items
        if any(i.held_by(p) for p in folded_parts)
        for m in [re.search(re.escape(i.text), request)]
        if m is not None
    ]
    if len(spans) < 2:
        return ""
    return request[min(a for a, _ in spans) : max(b for _, b in spans)]


def packed_items(value: str, items: Sequence[NamedItem], request: str = "") -> tuple[str, ...]:
    """The items ``value`` lists, as ``request`` wrote them; () when it is not such a list.

    A list joins its last item with a word ("and", "et", "和"), in the value or where the
    request wrote the items; commas alone are a place or an address ("Kelby, Dunmore, Orrin").

    Example: with the request items "Harlow", "Penmoor Edge" and "Quillan Sike",
    ``packed_items("Harlow, Penmoor Edge and Quillan Sike stones", items)`` gives
    ("Harlow", "Penmoor Edge", "Quillan Sike"); ``"Paris, France"`` gives ().
    """
    if len(value) > MAX_VALUE_CHARS or not items:
        return ()
    parts = _parts(value)
    if len(parts) < MIN_PARTS or not (_conjoins(value) or _conjoins(_between(request, items, parts))):
        return ()
    found: list[NamedItem] = []
    for part in parts:
        held = [i for i in items if i.held_by(part)]
        if len(held) != 1 or held[0] in found:
            return ()
        found.append(held[0])
    return tuple(i.text for i in found)


def _parts(value: str) -> list[str]:
    """``value`` cut where a list joins its items, each part folded (empty parts dropped)."""
    return [fold(p) for p in joiner_pattern().split(value) if p.strip()]


def _one_string(schema: object) -> bool:
    """Whether a parameter takes one free string (``"string"``, or ``["string", "null"]``)."""
    if not isinstance(schema, Mapping) or "enum" in schema:
        return False
    kind = schema.get("type")
    kinds = set(kind) if isinstance(kind, list) else {kind}
    return "string" in kinds and kinds <= {"string", "null"}


def split_packed_calls(
    calls: Sequence[ToolCall], request: str, functions: Sequence[FunctionTool]
) -> tuple[tuple[ToolCall, ...], int]:
    """``calls`` with each call whose one-string argument lists request items made into one
    call per item (module docstring), and how many calls that added."""
    bound = {f.name: f for f in functions}
    items: tuple[NamedItem, ...] | None = None
    out: list[ToolCall] = []
    added = 0
    for call in calls:
        function = bound.get(call.name)
        split: tuple[str, tuple[str, ...]] | None = None
        if function is not None:
            for key, value in call.arguments.items():
                if not isinstance(value, str) or not _one_string(function.properties.get(key)):
                    continue
                if len(value) > MAX_VALUE_CHARS or len(_parts(value)) < MIN_PARTS:
                    continue  # not a list: the request's items are not read at all
                if items is None:
                    items = named_items(request, tool_vocabulary(functions))
                listed = packed_items(value, items, request)
                if listed:
                    split = (key, listed)
                    break
        if split is None:
            out.append(call)
            continue
        key, listed = split
        for n, item in enumerate(listed):
            arguments: dict[str, Any] = {**call.arguments, key: item}
            out.append(ToolCall(call.name, arguments, call.id) if n == 0 else ToolCall(call.name, arguments))
        added += len(listed) - 1
    return tuple(out), added
