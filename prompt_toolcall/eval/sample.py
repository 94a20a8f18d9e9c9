"""The score card's sample: items as data, and the checks that grade one outcome.

Data flow::

    sample.json (shipped) or your own file ──► load_sample ──► Sample(tools, items)
    one item's Outcome (what the wrapper did: calls / need_info / no_tool / unreadable)
        ──► grade(item, outcome) ──► passed? (plus why not)

An item is one conversation with the tools offered and what must come back:

- ``{"calls": [{"name", "args": {param: matcher}}]}``: exactly these calls, in any order;
  arguments not named in ``args`` may be anything (optional ones the model chose to set);
- ``{"need_info": {"function", "missing": [...]}}``: a NEED_INFO for that function naming at
  least one of the listed parameters (a request lacking subject and body is answered
  correctly by a question about either);
- ``{"no_call": true}``: no call and no NEED_INFO (an answer).

An ``agent`` item also has ``results`` (the scripted tool results the runner replies with, each
matched by name and argument matchers) and ``answer_contains`` (words the final answer must hold).

Argument matchers: a plain JSON value must equal the argument (strings compared trimmed and
case-insensitively, numbers numerically, ``True`` is never ``1``); ``{"one_of": [...]}`` any of
those values; ``{"contains": "text"}`` a string argument holding that text (case-insensitive).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import FunctionTool

__all__ = [
    "CATEGORIES",
    "Expected",
    "ExpectedCall",
    "Item",
    "Outcome",
    "Sample",
    "grade",
    "load_sample",
    "match_value",
]

CATEGORIES: tuple[str, ...] = ("selection", "arguments", "parallel", "irrelevance", "need_info", "agent")
"""The categories a card reports, in this order."""

CALL_CATEGORIES = frozenset({"selection", "arguments", "parallel", "agent"})
"""Categories whose items expect calls: a NEED_INFO there counts as a false NEED_INFO."""

OutcomeKind = Literal["calls", "need_info", "no_tool", "unreadable", "error"]


@dataclass(frozen=True)
class ExpectedCall:
    """One call an item expects: the function and matchers for some of its arguments."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Expected:
    """What an item expects back (exactly one of calls / need_info / no_call)."""

    calls: tuple[ExpectedCall, ...] = ()
    need_info_function: str | None = None
    need_info_missing: tuple[str, ...] = ()
    no_call: bool = False
    answer_contains: tuple[str, ...] = ()


@dataclass(frozen=True)
class ScriptedResult:
    """An agent item's tool result for calls matching ``name`` and ``args``."""

    name: str
    args: Mapping[str, Any]
    result: str


@dataclass(frozen=True)
class Item:
    """One sample item: a conversation, the tools offered, and what must come back."""

    id: str
    category: str
    lang: str
    tools: tuple[FunctionTool, ...]
    messages: tuple[Message, ...]
    expect: Expected
    choice: str = "auto"
    results: tuple[ScriptedResult, ...] = ()
    max_steps: int = 4


@dataclass(frozen=True)
class Sample:
    """A loaded sample: its name and version, and the items in file order."""

    name: str
    version: int
    items: tuple[Item, ...]

    @property
    def label(self) -> str:
        """``name@version`` as a card records it."""
        return f"{self.name}@{self.version}"

    def only(self, ids: Sequence[str]) -> Sample:
        """The sample reduced to these item ids (for a quick card); unknown ids raise."""
        known = {i.id for i in self.items}
        unknown = [i for i in ids if i not in known]
        if unknown:
            msg = f"unknown sample item id(s) {unknown}; the sample has: {sorted(known)}"
            raise ValueError(msg)
        wanted = set(ids)
        return Sample(self.name, self.version, tuple(i for i in self.items if i.id in wanted))


@dataclass(frozen=True)
class Outcome:
    """What the wrapper did with one item (the last turn for an agent item).

    Attributes:
        kind: ``calls``, ``need_info``, ``no_tool``, ``unreadable`` or ``error`` (an
            exception; ``text`` holds it).
        calls: every call made, as (name, arguments); an agent item lists all of its steps'.
        need_function / need_missing: the NEED_INFO, for ``need_info``.
        text: the answer text (``no_tool``), or the error.
        requests / prompt_tokens / generated_tokens / seconds: the item's cost.
    """

    kind: OutcomeKind
    calls: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    need_function: str | None = None
    need_missing: tuple[str, ...] = ()
    text: str = ""
    requests: int = 0
    prompt_tokens: int = 0
    generated_tokens: int = 0
    seconds: float = 0.0


def _norm(value: str) -> str:
    return " ".join(value.split()).casefold()


def match_value(matcher: Any, value: Any) -> bool:
    """Whether one argument value satisfies one matcher (see the module docstring)."""
    if isinstance(matcher, Mapping) and set(matcher) == {"one_of"}:
        return any(match_value(m, value) for m in matcher["one_of"])
    if isinstance(matcher, Mapping) and set(matcher) == {"contains"}:
        return isinstance(value, str) and _norm(str(matcher["contains"])) in _norm(value)
    if isinstance(matcher, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(matcher, bool) and value is matcher
    if isinstance(matcher, (int, float)):
        return isinstance(value, (int, float)) and float(value) == float(matcher)
    if isinstance(matcher, str):
        return isinstance(value, str) and _norm(value) == _norm(matcher)
    return bool(matcher == value)


def call_matches(expected: ExpectedCall, name: str, arguments: Mapping[str, Any]) -> bool:
    """Whether one call is the expected one (name equal, every named argument matching)."""
    if name != expected.name:
        return False
    return all(key in arguments and match_value(m, arguments[key]) for key, m in expected.args.items())


def _calls_match(expected: Sequence[ExpectedCall], made: Sequence[tuple[str, Mapping[str, Any]]]) -> bool:
    """Exactly the expected calls, in any order (each made call used once)."""
    if len(expected) != len(made):
        return False
    left = list(made)
    for exp in expected:
        hit = next((i for i, (n, a) in enumerate(left) if call_matches(exp, n, a)), None)
        if hit is None:
            return False
        left.pop(hit)
    return True


def grade(item: Item, outcome: Outcome) -> tuple[bool, str]:
    """Grade one outcome; returns (passed, a short reason when it did not pass)."""
    exp = item.expect
    if outcome.kind == "error":
        return False, f"error: {outcome.text[:200]}"
    if exp.no_call:
        ok = outcome.kind == "no_tool"
        return ok, "" if ok else f"expected no call, got {outcome.kind}"
    if exp.need_info_function is not None:
        if outcome.kind != "need_info":
            return False, f"expected NEED_INFO, got {outcome.kind}"
        if outcome.need_function != exp.need_info_function:
            return False, f"NEED_INFO for {outcome.need_function!r}, expected {exp.need_info_function!r}"
        if not set(outcome.need_missing) & set(exp.need_info_missing):
            return (
                False,
                f"NEED_INFO asked for {list(outcome.need_missing)}, expected {list(exp.need_info_missing)}",
            )
        return True, ""
    if not _calls_match(exp.calls, outcome.calls):
        made = [f"{n}({json.dumps(dict(a), ensure_ascii=False)})" for n, a in outcome.calls]
        return False, f"calls {made or '[]'} ({outcome.kind})"
    if exp.answer_contains:
        text = _norm(outcome.text)
        missing = [w for w in exp.answer_contains if _norm(w) not in text]
        if outcome.kind != "no_tool" or missing:
            return False, f"final answer lacks {missing or 'an answer'} ({outcome.kind})"
    return True, ""


# -- loading --------------------------------------------------------------------------------


def _fail(where: str, what: str) -> ValueError:
    return ValueError(f"sample {where}: {what}")


def _messages(raw: object, where: str) -> tuple[Message, ...]:
    if not isinstance(raw, list) or not raw:
        raise _fail(where, "'messages' must be a non-empty list")
    out: list[Message] = []
    for m in raw:
        if not isinstance(m, Mapping) or m.get("role") not in ("system", "user", "assistant", "tool"):
            raise _fail(where, f"bad message {m!r:.200}; expected {{'role': 'user', 'content': '...'}}")
        calls = tuple(
            MessageToolCall(str(c["id"]), str(c["name"]), dict(c.get("arguments") or {}))
            for c in m.get("tool_calls") or ()
        )
        out.append(
            Message(
                role=m["role"],
                content=str(m.get("content") or ""),
                tool_calls=calls,
                tool_call_id=m.get("tool_call_id"),
                name=m.get("name"),
            )
        )
    return tuple(out)


def _expected_calls(raw: object, where: str) -> tuple[ExpectedCall, ...]:
    if not isinstance(raw, list):
        raise _fail(where, "'expect.calls' must be a list")
    out = []
    for c in raw:
        if not isinstance(c, Mapping) or not isinstance(c.get("name"), str):
            raise _fail(where, f"bad expected call {c!r:.200}")
        out.append(ExpectedCall(c["name"], dict(c.get("args") or {})))
    return tuple(out)


def _item(raw: Mapping[str, Any], tools: Mapping[str, FunctionTool], index: int) -> Item:
    item_id = raw.get("id")
    where = f"item {index} ({item_id!r})"
    if not isinstance(item_id, str) or not item_id:
        raise _fail(where, "needs a string 'id'")
    category = raw.get("category")
    if category not in CATEGORIES:
        raise _fail(where, f"category {category!r} is not one of {CATEGORIES}")
    names = raw.get("tools")
    if not isinstance(names, list) or not names:
        raise _fail(where, "'tools' must be a non-empty list of tool names")
    unknown = [n for n in names if n not in tools]
    if unknown:
        raise _fail(where, f"unknown tool(s) {unknown}; declared: {sorted(tools)}")
    exp = raw.get("expect")
    if not isinstance(exp, Mapping):
        raise _fail(where, "needs an 'expect' object")
    kinds = [k for k in ("calls", "need_info", "no_call") if k in exp]
    if len(kinds) != 1:
        raise _fail(where, f"'expect' must hold exactly one of calls / need_info / no_call; got {kinds}")
    need = exp.get("need_info") or {}
    expected = Expected(
        calls=_expected_calls(exp["calls"], where) if "calls" in exp else (),
        need_info_function=need.get("function") if need else None,
        need_info_missing=tuple(need.get("missing") or ()) if need else (),
        no_call=bool(exp.get("no_call")),
        answer_contains=tuple(exp.get("answer_contains") or ()),
    )
    if need and (not expected.need_info_function or not expected.need_info_missing):
        raise _fail(where, "'expect.need_info' needs 'function' and a non-empty 'missing'")
    results = tuple(
        ScriptedResult(str(r["name"]), dict(r.get("args") or {}), str(r["result"]))
        for r in raw.get("results") or ()
    )
    return Item(
        id=item_id,
        category=category,
        lang=str(raw.get("lang") or "en"),
        tools=tuple(tools[n] for n in names),
        messages=_messages(raw.get("messages"), where),
        expect=expected,
        choice=str(raw.get("choice") or "auto"),
        results=results,
        max_steps=int(raw.get("max_steps") or 4),
    )


def load_sample(path: str | Path | None = None) -> Sample:
    """Load a sample file (default: the shipped ``sample.json``).

    Raises:
        ValueError: the file is not UTF-8 JSON, or an item is malformed (the message names
            the item and what is wrong).
        OSError: the file cannot be read.
    """
    if path is None:
        text = resources.files("prompt_toolcall.eval").joinpath("sample.json").read_text(encoding="utf-8")
        where = "sample.json (shipped)"
    else:
        where = str(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            msg = f"sample {where}: not UTF-8 text ({e})"
            raise ValueError(msg) from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        msg = f"sample {where}: not JSON ({e})"
        raise ValueError(msg) from e
    if not isinstance(data, Mapping) or not isinstance(data.get("items"), list) or not data["items"]:
        msg = f"sample {where}: expected an object with 'tools' and a non-empty 'items' list"
        raise ValueError(msg)
    tools = {
        name: FunctionTool(name, spec.get("description", ""), spec.get("parameters") or {"type": "object"})
        for name, spec in (data.get("tools") or {}).items()
    }
    items = tuple(_item(raw, tools, i) for i, raw in enumerate(data["items"]))
    ids = [i.id for i in items]
    if len(set(ids)) != len(ids):
        msg = f"sample {where}: item ids must be unique"
        raise ValueError(msg)
    return Sample(str(data.get("name") or where), int(data.get("version") or 0), items)
