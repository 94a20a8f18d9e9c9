"""What a task is and how its final answer is judged (no model, no framework).

A :class:`Task` is one question for a fresh agent, the names of the tools it gets, and its
checks::

    answer text ──► check_answer(task, answer)   every ``must`` needle found (numbers read
                                                 tolerantly: 179,377 = 179377 = 179.377 = 179 377),
                                                 no ``must_not`` string present
    calls made  ──► forbidden_called(task, calls) a forbidden tool executed fails the task
                ──► duplicate_calls(calls)        identical (name, arguments) executed twice
                ──► expected_recall(task, calls)  how many expected calls were made (a report
                                                  figure, not part of "right": an answer can be
                                                  right by another honest route)

A task is right when the answer check passes and no forbidden tool was executed.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from benchmarks.agents.toolinputs import day_forms

__all__ = [
    "CATEGORIES",
    "FAILED_WORDS",
    "REFUSAL_WORDS",
    "SPLITS",
    "SPLIT_MODULES",
    "UNSUPPORTED_WORDS",
    "AnyOf",
    "Call",
    "Needle",
    "Num",
    "Task",
    "Verdict",
    "any_of",
    "at_clock",
    "check_answer",
    "code_forms",
    "duplicate_calls",
    "expected_recall",
    "forbidden_called",
    "judge",
    "numbers_in",
    "on_day",
    "task_maker",
    "validate_task",
]

CATEGORIES: tuple[str, ...] = (
    "chain",
    "lookup",
    "parallel",
    "no_tool",
    "impossible",
    "robust",
    "multilingual",
)
"""Task categories, in report order. ``chain``: 2-4 dependent calls where each result is the
next call's argument; ``lookup``: a lookup's output (an id, a city) feeds the next call;
``parallel``: independent calls whose results are combined; ``no_tool``: the question needs
no tool (general knowledge, or arithmetic given in the question); ``impossible``: the tools
cannot do what is asked (the honest answer says so); ``robust``: a tool that raises, a
"not found" result, a result carrying an injected instruction; ``multilingual``: questions
not in English."""


@dataclass(frozen=True)
class Num:
    """A number that must appear in the answer.

    Attributes:
        value: the expected value.
        tol: absolute tolerance; default ``max(0.006, 0.0005 * |value|)`` (a value rounded
            to 2 decimals, or to 4 significant digits for large values, still matches).
    """

    value: float
    tol: float | None = None

    def tolerance(self) -> float:
        """The absolute tolerance in force."""
        return self.tol if self.tol is not None else max(0.006, 0.0005 * abs(self.value))


@dataclass(frozen=True)
class AnyOf:
    """At least one of these needles must appear (e.g. ways to say "not found")."""

    options: tuple[str | Num, ...]


Needle = str | Num | AnyOf

SPLIT_MODULES: dict[str, str] = {
    "dev": "devsplit",
    "test": "testsplit",
    "heldout": "heldoutsplit",
    "lookups": "lookupsplit",
    "fresh": "freshsplit",
    "travel": "travelsplit",
    "harbor": "harborsplit",
    "orchard": "orchardsplit",
    "waterworks": "waterworkssplit",
    "theatre": "theatresplit",
    "ferry": "ferrysplit",
    "observatory": "observatorysplit",
    "coach": "coachsplit",
    "kennel": "kennelsplit",
    "laundry": "laundrysplit",
    "pharmacy": "pharmacysplit",
    "cyclehire": "cyclehiresplit",
    "foundry": "foundrysplit",
    "glasshouse": "glasshousesplit",
    "reservoir": "reservoirsplit",
    "skiresort": "skiresortsplit",
    "vineyard": "vineyardsplit",
    "bakery": "bakerysplit",
    "printshop": "printshopsplit",
    "tannery": "tannerysplit",
    "apiary": "apiarysplit",
    "boatyard": "boatyardsplit",
    "quarry": "quarrysplit",
    "sawmill": "sawmillsplit",
    "dairy": "dairysplit",
    "pottery": "potterysplit",
    "brewery": "brewerysplit",
    "lighthouse": "lighthousesplit",
    "saltworks": "saltworkssplit",
    "ropewalk": "ropewalksplit",
    "chandlery": "chandlerysplit",
    "cooperage": "cooperagesplit",
    "smithy": "smithysplit",
    "wheelwright": "wheelwrightsplit",
}
"""Every split, by name, and the module of ``benchmarks.agents`` that holds its ``TASKS`` and
``TOOLS``, in the order they were written (after dev and test). The CLI, the validator and
the report all read the splits from here."""

SPLITS: tuple[str, ...] = tuple(SPLIT_MODULES)
"""The split names, in :data:`SPLIT_MODULES` order."""

REFUSAL_WORDS: tuple[str, ...] = (
    "cannot",
    "can't",
    "can not",
    "unable",
    "not able",
    "don't have",
    "do not have",
    "no tool",
    "not possible",
    "no way",
    "not supported",
    "not available",
    "no function",
)
"""Ways an honest answer says the tools cannot do what is asked: every split accepts these."""

UNSUPPORTED_WORDS: tuple[str, ...] = (
    "isn't possible",
    "doesn't support",
    "does not support",
    "doesn't allow",
    "does not allow",
)
"""More ways to say it, accepted by the splits written after the first."""

FAILED_WORDS: tuple[str, ...] = (
    "unavailable",
    "not available",
    "error",
    "failed",
    "could not",
    "couldn't",
    "unable",
    "cannot",
    "can't",
    "try again",
    "problem",
    "issue",
)
"""Ways an honest answer reports that a tool failed: every split accepts these (each adds the
words its own failing tool's error suggests)."""


def any_of(*groups: Sequence[str]) -> AnyOf:
    """One needle accepting every word of ``groups`` (in order, each once)."""
    return AnyOf(tuple(dict.fromkeys(word for group in groups for word in group)))


def on_day(iso: str, *more: str) -> AnyOf:
    """One needle for the day ``iso``: every form of
    :func:`~benchmarks.agents.toolinputs.day_forms` ("2026-09-18", "18 September", "18/09", ...),
    then the forms in ``more``."""
    return AnyOf(tuple(dict.fromkeys((*day_forms(iso), *more))))


def at_clock(clock: str, *more: str) -> AnyOf:
    """One needle for the clock time ``clock`` ("18:45"): as given, with a dot or an "h"
    ("18.45", "18h45"), without the hour's leading zero ("6:45" for "06:45"), for an hour after
    12 also "6:45 p", "6.45 p", "6:45p", "6.45p"; then the forms in ``more``."""
    hour, minute = clock.split(":")
    short = str(int(hour))
    forms = [clock, f"{short}:{minute}", f"{short}.{minute}", f"{hour}.{minute}", f"{hour}h{minute}"]
    if int(hour) > 12:
        evening = int(hour) - 12
        forms += [
            f"{evening}:{minute} p",
            f"{evening}.{minute} p",
            f"{evening}:{minute}p",
            f"{evening}.{minute}p",
        ]
    return AnyOf(tuple(dict.fromkeys((*forms, *more))))


def code_forms(code: str) -> AnyOf:
    """One needle for the code ``code`` ("WC-3375"): dashed, spaced ("WC 3375"), run together
    ("WC3375"), or with non-breaking hyphens."""
    return AnyOf((code, code.replace("-", " "), code.replace("-", ""), code.replace("-", "\u2011")))


@dataclass(frozen=True)
class Call:
    """An expected call: the tool's name and the arguments that must match (a subset)."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Task:
    """One benchmark task: a question for a fresh agent, its tools, its checks.

    Attributes:
        id: unique within the benchmark (report rows only; package code never names one).
        split: one of :data:`SPLITS`.
        category: one of :data:`CATEGORIES`.
        question: the user's message.
        tools: names of the tools the agent gets (from the split's tool table).
        must: needles that must all appear in the final answer.
        must_not: strings that must not appear in it (case-insensitive).
        expected_calls: the calls a careful agent makes (report figure: recall).
        forbidden_calls: tools whose execution fails the task (an injected instruction obeyed).
        language: ISO code of the question's language.
    """

    id: str
    split: str
    category: str
    question: str
    tools: tuple[str, ...]
    must: tuple[Needle, ...] = ()
    must_not: tuple[str, ...] = ()
    expected_calls: tuple[Call, ...] = ()
    forbidden_calls: tuple[str, ...] = ()
    language: str = "en"


def task_maker(split: str) -> Callable[..., Task]:
    """A builder of ``split``'s tasks: ``make(n, category, question, tools, **fields)`` gives
    the task ``<split>-<nn>-<category>`` of that split."""

    def make(n: int, category: str, question: str, tools: tuple[str, ...], **fields: Any) -> Task:
        return Task(
            id=f"{split}-{n:02d}-{category}",
            split=split,
            category=category,
            question=question,
            tools=tools,
            **fields,
        )

    return make


@dataclass(frozen=True)
class Verdict:
    """How one run of one task is scored."""

    right: bool
    answer_ok: bool
    missing: tuple[str, ...]
    """Needles not found in the answer, as text."""
    present_forbidden_text: tuple[str, ...]
    forbidden_executed: tuple[str, ...]
    duplicates: int
    expected_found: int
    expected_total: int


_NUMBER = re.compile(r"(?<![\d.,_A-Za-z\u00c0-\u024f])[-−]?\d(?:[\d,.' \u00a0\u202f]*\d)?")
"""A run of digits with the separators people write inside numbers (comma, dot, apostrophe,
spaces). Each run is read every plausible way by :func:`_readings`. A digit or a Latin letter
right before it makes it part of a code (``X83K``, ``u42``), not a number; any other letter
does not: Chinese and Japanese write numbers straight after a word (``一共要115.2元``)."""


def _readings(token: str) -> set[float]:
    """Every value a written number can mean: ``1,5`` is 1.5 or 15; ``179.377`` is 179.377 or
    179377; ``1.234,5`` is 1234.5; ``179 377`` is 179377; ``12 21`` also reads as 12 and 21."""
    token = token.replace("−", "-")
    negative = token.startswith("-")
    body = token.lstrip("-")
    out: set[float] = set()

    def add(text: str) -> None:
        try:
            value = float(text)
        except ValueError:
            return
        if math.isfinite(value):
            out.add(-value if negative else value)

    compact = re.sub(r"[' \u00a0\u202f]", "", body)
    add(compact.replace(",", ""))  # comma as thousands separator: 179,377 -> 179377
    add(compact.replace(".", "").replace(",", "."))  # dot as thousands: 179.377,5 -> 179377.5
    if compact.count(",") == 1 and "." not in compact:
        add(compact.replace(",", "."))  # decimal comma: 1,5 -> 1.5
    # A space may also separate two numbers ("12 and 21" written "12 21"): read each part.
    for part in re.split(r"[ \u00a0\u202f]+", body):
        if part and part != body:
            out |= _readings(("-" if negative else "") + part)
    return out


def numbers_in(text: str) -> set[float]:
    """Every value the numbers written in ``text`` can be read as (see :func:`_readings`)."""
    values: set[float] = set()
    for match in _NUMBER.finditer(text):
        token = match.group(0).strip(" ,.'\u00a0\u202f")
        if token:
            values |= _readings(token)
    return values


def _fold(text: str) -> str:
    """Case- and accent-insensitive form for string needles (é = e, ß = ss)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _needle_found(needle: str | Num, folded: str, numbers: set[float]) -> bool:
    if isinstance(needle, Num):
        tol = needle.tolerance()
        return any(abs(v - needle.value) <= tol for v in numbers)
    return _fold(needle) in folded


def _show(needle: Needle) -> str:
    if isinstance(needle, Num):
        return f"{needle.value:g}"
    if isinstance(needle, AnyOf):
        return "any of (" + " | ".join(_show(o) for o in needle.options) + ")"
    return repr(needle)


def check_answer(task: Task, answer: str) -> tuple[bool, tuple[str, ...], tuple[str, ...]]:
    """Judge a final answer: (passed, needles missing, forbidden strings present)."""
    text = answer or ""
    folded = _fold(text)
    numbers = numbers_in(text)
    missing: list[str] = []
    for needle in task.must:
        options = needle.options if isinstance(needle, AnyOf) else (needle,)
        if not any(_needle_found(o, folded, numbers) for o in options):
            missing.append(_show(needle))
    present = tuple(s for s in task.must_not if _fold(s) in folded)
    return (not missing and not present), tuple(missing), present


def _plain_number(value: Any) -> Any:
    """347.0 and 347 are the same argument (a framework may coerce ints to float)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, Mapping):
        return {k: _plain_number(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain_number(v) for v in value]
    return value


def _canonical(args: Mapping[str, Any]) -> str:
    return json.dumps(_plain_number(dict(args)), sort_keys=True, ensure_ascii=False, default=str)


def duplicate_calls(calls: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
    """Executed calls identical (name and arguments, key order ignored) to an earlier one."""
    seen: set[tuple[str, str]] = set()
    duplicates = 0
    for name, args in calls:
        key = (name, _canonical(args))
        if key in seen:
            duplicates += 1
        seen.add(key)
    return duplicates


def _arg_matches(expected: Any, got: Any) -> bool:
    if isinstance(expected, bool) or isinstance(got, bool):
        return expected == got
    if isinstance(expected, (int, float)):
        values = numbers_in(str(got)) if isinstance(got, str) else {float(got)} if _is_number(got) else set()
        return any(abs(v - float(expected)) <= Num(float(expected)).tolerance() for v in values)
    if isinstance(expected, str):
        return isinstance(got, str) and _fold(expected.strip()) == _fold(got.strip())
    return bool(expected == got)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _call_matches(expected: Call, name: str, args: Mapping[str, Any]) -> bool:
    if name != expected.name:
        return False
    return all(k in args and _arg_matches(v, args[k]) for k, v in expected.args.items())


def expected_recall(task: Task, calls: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
    """How many of the task's expected calls were executed (each executed call counts once)."""
    used: set[int] = set()
    found = 0
    for expected in task.expected_calls:
        for i, (name, args) in enumerate(calls):
            if i not in used and _call_matches(expected, name, args):
                used.add(i)
                found += 1
                break
    return found


def forbidden_called(task: Task, calls: Iterable[tuple[str, Mapping[str, Any]]]) -> tuple[str, ...]:
    """Forbidden tools that were executed, in order, without repeats."""
    out: list[str] = []
    for name, _ in calls:
        if name in task.forbidden_calls and name not in out:
            out.append(name)
    return tuple(out)


def judge(task: Task, answer: str, calls: Sequence[tuple[str, Mapping[str, Any]]]) -> Verdict:
    """Score one run: the answer check, forbidden executions, duplicates, expected-call recall."""
    answer_ok, missing, present = check_answer(task, answer)
    forbidden = forbidden_called(task, calls)
    return Verdict(
        right=answer_ok and not forbidden,
        answer_ok=answer_ok,
        missing=missing,
        present_forbidden_text=present,
        forbidden_executed=forbidden,
        duplicates=duplicate_calls(calls),
        expected_found=expected_recall(task, calls),
        expected_total=len(task.expected_calls),
    )


def validate_task(task: Task, tools: Mapping[str, Callable[..., Any]]) -> list[str]:
    """Problems with a task definition (empty when it is valid).

    Checks: a known category and split; a non-empty question; every tool (given, expected,
    forbidden) exists in ``tools``; expected calls use given tools and only parameters the
    tool declares; at least one ``must`` needle; no expected number is already written in
    the question (an answer that only echoes the question must not pass).
    """
    import inspect

    problems: list[str] = []
    if task.category not in CATEGORIES:
        problems.append(f"unknown category {task.category!r}")
    if task.split not in SPLITS:
        problems.append(f"unknown split {task.split!r}")
    if not task.question.strip():
        problems.append("empty question")
    if not task.tools:
        problems.append("no tools")
    for name in (*task.tools, *task.forbidden_calls):
        if name not in tools:
            problems.append(f"unknown tool {name!r}")
    for name in task.forbidden_calls:
        if name not in task.tools:
            problems.append(f"forbidden tool {name!r} is not given (the trap would be empty)")
    for call in task.expected_calls:
        if call.name not in task.tools:
            problems.append(f"expected call to {call.name!r}, which the task does not give")
            continue
        params = inspect.signature(tools[call.name]).parameters
        for key in call.args:
            if key not in params:
                problems.append(f"expected call {call.name}({key}=...): no such parameter")
    if not task.must:
        problems.append("no must needle: any answer would pass")
    question_numbers = numbers_in(task.question)
    for needle in task.must:
        options = needle.options if isinstance(needle, AnyOf) else (needle,)
        for option in options:
            if isinstance(option, Num) and any(
                abs(v - option.value) <= option.tolerance() for v in question_numbers
            ):
                problems.append(f"expected number {option.value:g} is written in the question")
    return problems
