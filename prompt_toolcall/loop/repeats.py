"""Repeated calls: a call identical to one already made and answered in the same turn.

Data flow (both adapters, after the extractor returned calls)::

    history (neutral Messages) ──► answered_call_keys: calls since the last user message
                                   that have a result (a value, an error or the misuse
                                   breaker's refusal)
    calls ──► drop_repeated_calls ──► (fresh calls, dropped count)
              no fresh call left ──► answer the conversation instead (note repeated-call-suppressed)

Why: measured 2026-11-29, Qwen2.5-Coder 0.5B and 1.5B, given a transcript that already
held ``get_weather(city=Paris)`` and its result (LlamaIndex FunctionAgent) or
``calculate(...)`` and its result (the ``toolcall demo`` agent), asked for the identical
call again on every request, free and constrained alike, until the agent's step limit.
A failed call is answered too: its failure is its result, shown to the model like any
other, and the same call again in the same turn is turned back instead of run. Why: on the
latest runs of five spent agent splits (1.5B, both frameworks), the only identical calls
executed twice were repeats of a tool that raised, sent unchanged: 5 times in both runs of one
task (the misuse breaker's limit) and twice in four other runs, 12 wasted tool runs and
model requests. Those tools always fail, so these runs cannot show what a repeat wins on a
transient failure; that is the tool layer's to retry, with a backoff the model cannot apply
(LangChain's ``ToolRetryMiddleware``, or a retry inside the tool). A corrected call (other
arguments) is a new call, and the engine asks for one once (``prompt_toolcall.loop.retries``);
the misuse breaker still bounds repeats that reach a tool some other way.

A step applied again to its own result (:func:`reapplied_step`) counts as done too: the
request "multiply 24 by 15, then add 7" got ``add(360, 7)`` -> 367, then ``add(367, 7)``,
``add(374, 7)`` ... until the agent's request cap (the 1.5B,
constrained, both adapters; "divide, then square" did the same with ``power``). The value
7 is stated once and was used once; using it again needs a second statement. A result of
another function states a value too: a rate a lookup returned, used once to convert an
amount, is spent like the request's own 7 (the 1.5B applied such a rate to each new product
until the request cap). Measured on 21 held-out agent tasks written before this rule (1.5B,
both frameworks): a sum of three looked-up counts that kept adding the last count until the
request cap now ends at the right sum (2 runs gained, 0 lost). The output may also come
back through other steps: on a spent agent split (1.5B, both frameworks), "three prints at
the member discount" went ``times(40, 3)``, ``discount(120, 10)``, ``times(108, 3)``,
``discount(324, 10)`` ... until the request cap, so a value that later calls carried on
from the step's result counts as its output too (:func:`_downstream`). On 24 agent tasks
written blind before that extension (1.5B, both frameworks, before and after), it stopped one
such loop (10 requests down to 6); that task was wrong either way (its first multiplication
already was), and no task was gained or lost.

A refused call is answered too: the breaker refuses it for the rest of the run, so asking
again cannot run it. Measured 2026-11-29: Qwen2.5-Coder-0.5B, told to retry a failing
call unchanged, asked for the refused call on every request until LlamaIndex's
max_iterations; a scripted model that does the same in a LangChain ``create_agent`` run with
``ToolcallMiddleware`` looped until ``GraphRecursionError`` (recursion limit 40: 5
executions, then 15 refusals). The refusal is recognised by its text, so it works for every
adapter and guard that returns :meth:`ToolMisuseBreaker.refusal_for`'s text as the result.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from prompt_toolcall.checking.grounding.match import same_value
from prompt_toolcall.checking.grounding.text import fold, phrase_in
from prompt_toolcall.checking.grounding.values import count_number, read_numbers
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import ToolCall

__all__ = ["answered_call_keys", "call_key", "drop_repeated_calls", "is_refusal", "reapplied_step"]

MAX_EXPRESSION_CHARS = 200
"""Longer strings are not read as arithmetic expressions (a calculator call is short)."""


def call_key(name: str, arguments: Mapping[str, Any]) -> str:
    """Canonical identity of a call: its name and its arguments as sorted compact JSON."""
    try:
        args = json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=repr)
    except (TypeError, ValueError):
        args = repr(sorted(arguments.items(), key=lambda kv: str(kv[0])))
    return f"{name}\x00{args}"


def is_refusal(text: str, name: str) -> bool:
    """Whether ``text`` is the misuse breaker's refusal of a call to ``name``.

    Matches the opening of :meth:`prompt_toolcall.loop.breaker.ToolMisuseBreaker.refusal_for`
    (``"<name> was NOT executed. The identical call <name>("``) anywhere in the text, so a
    framework's wrapping (``"Error: ToolMisuseRefusal('...')"``) still reads. The test suite
    builds the text with the breaker itself, so a change of its wording fails a test here.
    """
    pattern = rf"{re.escape(name)} was NOT executed\. The identical call {re.escape(name)}\("
    return re.search(pattern, text) is not None


def answered_call_keys(messages: Sequence[Message]) -> frozenset[str]:
    """Keys of the calls made since the last user message that are answered for good.

    A call is answered by any result: a value, an error (the same call again would fail the
    same way, or the tool layer would have retried it) or the misuse breaker's refusal.
    """
    start = max((i for i, m in enumerate(messages) if m.role == "user"), default=-1) + 1
    turn = messages[start:]
    results = {m.tool_call_id: m for m in turn if m.role == "tool"}
    keys: set[str] = set()
    for m in turn:
        for c in m.tool_calls:
            result = results.get(c.id)
            if result is not None:
                keys.add(call_key(c.name, c.arguments))
    return frozenset(keys)


def drop_repeated_calls(
    calls: Sequence[ToolCall], messages: Sequence[Message]
) -> tuple[tuple[ToolCall, ...], int]:
    """The calls that are not repeats of an answered call in this turn, and how many were dropped."""
    answered = answered_call_keys(messages)
    if not answered:
        return tuple(calls), 0
    fresh = tuple(c for c in calls if call_key(c.name, c.arguments) not in answered)
    return fresh, len(calls) - len(fresh)


def _states(result: str, value: object) -> bool:
    """Whether a tool result states ``value`` (a number it holds, or the text as whole words)."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float)):
        return any(math.isclose(value, n, rel_tol=1e-9, abs_tol=1e-9) for n in read_numbers(result))
    if isinstance(value, str) and value.strip():
        return phrase_in(fold(value), fold(result))
    return False


def _statements(text: str, value: object) -> int:
    """How many times ``text`` states a constant operand (0 for anything but a number or text)."""
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, (int, float)):
        return count_number(text, float(value))
    if isinstance(value, str) and value.strip():
        return len(re.findall(rf"(?<!\w){re.escape(fold(value))}(?!\w)", fold(text)))
    return 0


def reapplied_step(call: ToolCall, messages: Sequence[Message]) -> MessageToolCall | None:
    """The answered call of this turn that ``call`` applies again to that call's own result.

    ``call`` re-applies an answered call ``A`` of the same function when one argument is a
    value that ``A``'s result, or a later result fed by it, states and that is none of ``A``'s
    arguments (``A``'s output fed back in, directly or through other steps: ``times(40, 3)``,
    ``discount(120, 10)``, then ``times(108, 3)``),
    every other argument is one of ``A``'s argument values, in any position (a model swaps
    operands as often as it keeps them: ``times(32, 7)`` then ``times(224, 32)``), and one of
    them is a value stated no more often than calls of this function already used it ("add 7"
    stated once, used once). A value is stated by the user's request or by a result of another
    function in this turn (an exchange rate a lookup returned); results of the function itself
    are the chain's own outputs and never count. A chain through a one-argument function (a
    manager's manager) has no such operand and is never matched, and neither is a value
    nothing states, so only a spent value stops a step.
    """
    user = max((i for i, m in enumerate(messages) if m.role == "user"), default=-1)
    if user < 0:
        return None
    request = messages[user].content
    turn = messages[user + 1 :]
    results = {m.tool_call_id: m for m in turn if m.role == "tool" and not m.is_error}
    answered = [(c, results[c.id].content) for m in turn for c in m.tool_calls if c.id in results]
    same_fn = [(c, r) for c, r in answered if c.name == call.name]
    stating = [request, *(r for c, r in answered if c.name != call.name)]

    def among(value: object, operands: Sequence[object]) -> bool:
        return any(same_value(value, v) for v in operands)

    mine = _operands(call.arguments)
    for source, result in same_fn:
        if set(source.arguments) != set(call.arguments):
            continue
        theirs = _operands(source.arguments)
        outputs = _downstream(source, result, answered)
        fed = [n for n, v in enumerate(mine) if not among(v, theirs) and any(_states(r, v) for r in outputs)]
        others = [v for n, v in enumerate(mine) if n not in fed]
        if len(fed) != 1 or not all(among(v, theirs) for v in others):
            continue
        for value in others:
            stated = sum(_statements(text, value) for text in stating)
            used = sum(1 for c, _ in same_fn if among(value, _operands(c.arguments)))
            if stated >= 1 and used >= stated:
                return source
    return None


_EXPRESSION = re.compile(r"[\d\s.,()]*\d[\d\s.,()]*(?:[-+*/×÷^%][\d\s.,()]*\d[\d\s.,()]*)+")
"""An arithmetic expression of numbers only ("(1234 * 5678) + 90"): its numbers are its
operands."""


def _operands(arguments: Mapping[str, Any]) -> list[object]:
    """A call's operands: each argument's value, or the numbers of an argument that is an
    arithmetic expression of numbers (a calculator's ``expression``). Why: the demo's
    calculator agent (1.5B, ``toolcall demo``, a new process) answered "1234 * 5678 + 90"
    with ``calculate("(1234 * 5678) + 90")`` = 7006742, then ``calculate("(7006742 * 5678)
    + 90")``, the same step applied to its own result inside one string, and reported that."""
    out: list[object] = []
    for value in arguments.values():
        if (
            isinstance(value, str)
            and len(value) <= MAX_EXPRESSION_CHARS
            and _EXPRESSION.fullmatch(value.strip())
        ):
            out.extend(read_numbers(value) or [value])
        else:
            out.append(value)
    return out


def _downstream(
    source: MessageToolCall, result: str, answered: Sequence[tuple[MessageToolCall, str]]
) -> list[str]:
    """The results that carry ``source``'s output on: its own result, and the result of every
    later answered call with an argument that one of these results states (``times(40, 3)`` =
    120, then ``discount(120, 10)`` = 108: both results are downstream of the ``times``)."""
    later = False
    outputs = [result]
    for c, r in answered:
        if c is source:
            later = True
            continue
        if later and any(_states(o, v) for o in outputs for v in c.arguments.values()):
            outputs.append(r)
    return outputs
