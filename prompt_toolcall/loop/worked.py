"""A figure the request asks to be worked out from the results: the model writes the
arithmetic, the engine does it.

Data flow (the turn engine, before the answer request, once this user turn has a returned
result that states a number)::

    the user's request + this turn's tool outcomes
      ──► build_work_prompt: ONE throwaway request (no conversation, no tools) asking for the
          arithmetic the request needs, as one expression of the numbers shown, or null
          (WORK_SCHEMA constrains the reply to digits, + - * / and brackets)
      ──► read_expression ──► evaluate (exact decimal arithmetic, no names, no powers)
      ──► every number of the expression stated by the request or a result
          (AnswerNumbers.states) ──► WorkedOut("42 + 18.5 + 24.95", 85.45)
          else None (note worked-unsupported), null or one bare number (worked-none)
      ──► the answer note says "Worked out from the numbers above: 42 + 18.5 + 24.95 =
          85.45.", and the value is a number the answer may state

Why: a small model reads every number right and then leaves the last step out or gets it
wrong. On the spent agent splits' "what do these come to" tasks (1.5B, both frameworks), every
lookup had been made and the answer listed the three prices without their sum, or gave the
sum of two of the three, or a product of two ("127.5 x 394.5"); a bound two-operand ``add``
was called on the quantities instead of the prices. Choosing the operands is reading; adding
them is arithmetic, and the engine can do arithmetic exactly in any language. The model's
expression is held to the conversation's numbers, so nothing is invented; the answer check
(:mod:`prompt_toolcall.checking.answer_numbers`) then accepts the worked value, which a total
of three or more numbers would otherwise not pass.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, DivisionByZero, InvalidOperation, localcontext

from prompt_toolcall.checking.answer_numbers import AnswerNumbers
from prompt_toolcall.checking.grounding.values import MAX_TEXT_CHARS, read_numbers
from prompt_toolcall.loop.final_answer import (
    FinalAnswer,
    ToolOutcome,
    describe_outcome,
    restate_text_limit,
)
from prompt_toolcall.reading.jsonish import extract_json, loads_tolerant

__all__ = [
    "MAX_EXPRESSION_CHARS",
    "MAX_TERMS",
    "MIN_RESULTS",
    "WORKED_LINE",
    "WORKED_TEXT",
    "WORK_INSTRUCTION",
    "WORK_MAX_TOKENS",
    "WORK_SCHEMA",
    "WorkedOut",
    "build_work_prompt",
    "evaluate",
    "read_expression",
    "with_worked",
    "work_wanted",
    "worked_out",
]

MAX_EXPRESSION_CHARS = 160
"""Longest expression read; a longer reply is no expression (a few prices and quantities fit
in well under this)."""

MIN_RESULTS = 2
"""Fewest results whose numbers an expression must use: a figure within one record (a
difference of two of its fields) is what the answer reads off it anyway.

Why: replayed on 99 recorded runs of eight spent agent splits (1.5B, one reply each), the
model wrote an expression for most tasks, not only those that ask for a figure: 12 of 19
tasks the tools cannot do and 14 of 24 lookups got one ("15 - 1.2", "176.4 / 7"), nearly all
from the numbers of one record. Of the expressions that used two or more results, the
parallel price tasks' totals were among them (three prices added, two quantities times their
prices plus a third price), and one task the tools cannot do."""

MAX_TERMS = 12
"""Most numbers one expression may use."""

WORK_MAX_TOKENS = 80
"""Reply cap of the work-out request: ``{"expression": ...}`` of :data:`MAX_EXPRESSION_CHARS`."""

RESULT_DECIMALS = 4
"""Decimal places a worked value is rounded to (a division's tail); trailing zeros go."""

WORK_INSTRUCTION = (
    "A user made the request below, and the tool calls listed after it returned these "
    "results. If the request asks for a figure that must be worked out from the numbers in "
    "the request and the results (a total, a difference, a cost for a quantity, a share), "
    "write that arithmetic as one expression of those numbers, with + - * / and brackets, "
    'in "expression". If a result already gives every figure the request asks for, or the '
    'request asks for no figure, write null. Reply with JSON only: {"expression": ...}'
)
"""The work-out request's instruction (its fixed first part, so a backend's prompt cache
keeps it between turns)."""

WORK_SCHEMA: dict[str, object] = {
    "type": "object",
    "properties": {
        "expression": {
            "anyOf": [
                {"type": "null"},
                {"type": "string", "pattern": r"^[0-9][0-9.+*/() -]{0,158}$"},
            ]
        }
    },
    "required": ["expression"],
    "additionalProperties": False,
}
"""Constrained decoding for the work-out reply: null, or digits, operators and brackets."""

WORKED_TEXT = "Worked out from the numbers above: {expression} = {value}."
"""The sentence the answer note gains."""

WORKED_LINE = "Worked out from the results: {expression} = {value}."
"""The line an answer that does not state the worked value ends with (:func:`with_worked`)."""

_EXPRESSION_RE = re.compile(r"^[0-9.+\-*/() ]+$")
_NUMBER_RE = re.compile(r"\d+(?:\.\d+)?")


@dataclass(frozen=True)
class WorkedOut:
    """An expression of the conversation's numbers and its exact value."""

    expression: str
    value: Decimal

    @property
    def text(self) -> str:
        """:data:`WORKED_TEXT` for this expression."""
        return WORKED_TEXT.format(expression=self.expression, value=format_value(self.value))


def with_worked(final: FinalAnswer, worked: WorkedOut | None) -> FinalAnswer:
    """``final`` ending with :data:`WORKED_LINE` when its text does not state the worked value
    (note ``worked-stated``); unchanged otherwise.

    Why: on the first spent task replayed with the worked sentence in the answer note (1.5B,
    LangChain), the answer listed the three prices and left their total out, as it had left
    out the same total in the note's side-by-side sentence. The line is the engine's own
    arithmetic on numbers the model chose for the request, from the conversation; it is
    appended, so a stream shows it last, as a failed call's fact line."""
    if worked is None:
        return final
    value = float(worked.value)
    if any(abs(v - abs(value)) <= 0.005 for v in read_numbers(final.text[:MAX_TEXT_CHARS])):
        return final
    line = WORKED_LINE.format(expression=worked.expression, value=format_value(worked.value))
    text = final.text
    gap = "" if not text or text.endswith("\n\n") else "\n" if text.endswith("\n") else "\n\n"
    return FinalAnswer(text + gap + line, True, (*final.notes, "worked-stated"), final.requests)


def build_work_prompt(request: str, outcomes: Sequence[ToolOutcome]) -> str:
    """The one throwaway work-out request: the instruction, the request, the outcomes."""
    limit = restate_text_limit(len(outcomes))
    facts = "\n".join(describe_outcome(o, limit) for o in outcomes)
    return f"{WORK_INSTRUCTION}\n\nREQUEST: {request}\n\nRESULTS:\n{facts}"


def read_expression(reply: str) -> str | None:
    """The expression of a work-out reply (JSON ``{"expression": ...}``, read tolerantly for a
    backend that cannot constrain), or None when the reply is null, unreadable or not an
    arithmetic expression."""
    data = loads_tolerant(extract_json(reply.strip()))
    value = data.get("expression") if isinstance(data, dict) else None
    if not isinstance(value, str):
        return None
    text = " ".join(value.split())
    if not text or len(text) > MAX_EXPRESSION_CHARS or not _EXPRESSION_RE.match(text):
        return None
    return text


def evaluate(expression: str) -> Decimal | None:
    """The exact value of an arithmetic expression of decimal numbers with ``+ - * /`` and
    brackets, or None (anything else, a division by zero, more than :data:`MAX_TERMS`
    numbers). Python's parser reads it; only those four operators and numbers are walked,
    so nothing is executed and no power or name can be written."""
    if len(expression) > MAX_EXPRESSION_CHARS or not _EXPRESSION_RE.match(expression):
        return None
    try:
        tree = ast.parse(expression, mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return None
    if sum(isinstance(n, ast.Constant) for n in ast.walk(tree)) > MAX_TERMS:
        return None
    with localcontext() as context:
        context.prec = 28
        try:
            return _value(tree.body)
        except (ArithmeticError, DivisionByZero, InvalidOperation, ValueError):
            return None


def _value(node: ast.expr) -> Decimal:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Decimal(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _value(node.operand)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp):
        left, right = _value(node.left), _value(node.right)
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Sub):
            return left - right
        if isinstance(node.op, ast.Mult):
            return left * right
        if isinstance(node.op, ast.Div):
            return left / right
    msg = "not an arithmetic expression of numbers"
    raise ValueError(msg)


def format_value(value: Decimal) -> str:
    """``value`` rounded to :data:`RESULT_DECIMALS` places, without trailing zeros or an
    exponent (85.45, 107.6, 3.3333)."""
    rounded = value.quantize(Decimal(1).scaleb(-RESULT_DECIMALS))
    text = format(rounded, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def work_wanted(outcomes: Sequence[ToolOutcome]) -> bool:
    """Whether the work-out request is worth making: at least :data:`MIN_RESULTS` returned
    results state a number."""
    return len(_numbered(outcomes)) >= MIN_RESULTS


def worked_out(
    expression: str | None, numbers: AnswerNumbers, outcomes: Sequence[ToolOutcome], request: str = ""
) -> tuple[WorkedOut | None, str]:
    """The expression and its value, with the note that says why (``worked-out``), or None
    and the note that says why not: ``worked-none`` (null, unreadable, one bare number) or
    ``worked-refused`` (a number the conversation does not state, numbers of fewer than
    :data:`MIN_RESULTS` results, a copy of a text of the conversation such as a date, or no
    value)."""
    if expression is None:
        return None, "worked-none"
    literals = _NUMBER_RE.findall(expression)
    if len(literals) < 2:
        return None, "worked-none"
    packed = expression.replace(" ", "")
    texts = [request, *(o.text for o in outcomes)]
    if any(packed in t.replace(" ", "") for t in texts):
        return None, "worked-refused"
    if not all(numbers.states(float(n), _places(n)) for n in literals):
        return None, "worked-refused"
    values = {float(n) for n in literals}
    used = sum(1 for stated in _numbered(outcomes) if values & stated)
    value = evaluate(expression)
    if used < MIN_RESULTS or value is None:
        return None, "worked-refused"
    return WorkedOut(expression, value), "worked-out"


def _numbered(outcomes: Sequence[ToolOutcome]) -> list[set[float]]:
    """The numbers each returned result states, for the results that state one."""
    read = (read_numbers(o.text[:MAX_TEXT_CHARS]) for o in outcomes if o.status == "returned")
    return [n for n in read if n]


def _places(literal: str) -> int:
    return len(literal.split(".", 1)[1]) if "." in literal else 0
