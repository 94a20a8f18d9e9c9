"""The numbers an answer after tool results may state: those the conversation gives, and one
step of arithmetic on them.

Data flow (the turn engine, when the answer follows this turn's tool results)::

    conversation (user, tool and system texts; call arguments; today's date)
        -> read_numbers (digits in either decimal convention, number words in the languages
           text2num reads)                                   = the numbers stated
        -> one step on any two of them (a + b, a - b, a * b, a / b, and a percent of, on, off
           another: a * b / 100, a * (1 + b / 100), a * (1 - b / 100)), or on one of them
           with a unit (times or divided by 24, 60, 100; a clock's 12 hours added or taken
           off)                                                 = the numbers derived
        -> AnswerNumbers.unsupported(line): the numbers a line states that are neither, nor a
           small count (0-10); a stated number compared at the precision the line writes it
           in ("47" stands for 47.4; "47.5" does not), a derived one to the cent
        -> AnswerNumbers.with_worked(numbers of a kept line): the answer's own worked steps
           ("48 x 8 = 384") become operands of one more step for what follows ("384 + 520 =
           904")
        -> written_results(line): a sum, difference, product or quotient the line writes out
           with "=" ("120 + 80 + 45 = 245"), every operand supported: its result is
           supported when the written arithmetic evaluates to it (at the precision written)

An answer line stating an unsupported number is not shown
(``prompt_toolcall.loop.final_answer.NotationFilter``); when no line is left, the answer is
restated from the tool results alone, and failing that, the results are the answer.

Why: grounding keeps a call from carrying a value nobody gave, but nothing checked the answer.
On three spent agent splits (the 1.5B, LangChain; 84 task runs that made calls, replayed
through this check) 4 of the 51 wrong answers, of 2 tasks, stated a number no result,
argument or request held: a sensor reading after the sensor's read had timed out ("showing
22 degrees") and a recommended pressure the model never looked up ("35 psi"). None of the 33
right answers would have changed; the arithmetic step keeps an answer that works out a sum or
a percentage in its own words. On a later split run in both frameworks (38 runs with calls)
it changed no answer.

Limits: with more than :data:`MAX_OPERANDS` numbers stated, only the stated numbers count
(no arithmetic step: the derived set would grow with the square of the count and would
accept almost any number). Every text is read up to grounding's ``MAX_TEXT_CHARS``.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import permutations, product

from prompt_toolcall.checking.grounding.values import MAX_TEXT_CHARS, read_numbers
from prompt_toolcall.messages import Message

__all__ = [
    "CLOCK_HALF_DAY",
    "DERIVED_DECIMALS",
    "MAX_OPERANDS",
    "SMALL_COUNT",
    "UNIT_FACTORS",
    "AnswerNumbers",
    "answer_numbers",
    "written_results",
]

SMALL_COUNT = 10
"""Whole numbers up to this are always supported: how many records came back, "two of the
three", an ordinal. The check is for invented facts (a reading, a price, a pressure), and a
count of what the conversation shows is not one it can follow."""

UNIT_FACTORS: tuple[float, ...] = (24.0, 60.0, 100.0)
"""Factors every conversation has (days and hours, hours and minutes, a percentage): a stated
number times or divided by one is derived. They are not added or subtracted: a constant
added to every number would let most whole numbers through."""

CLOCK_HALF_DAY = 12.0
"""A stated hour plus or minus twelve is derived: 17:45 said as 5:45 pm, 7 pm as 19:00."""

DERIVED_DECIMALS = 2
"""A derived number must match to this many decimals however the answer writes it: the
derived values lie close together (a hundred or more per answer), so a rounded one would
let almost any whole number through. Measured on the failing-sensor conversation of the
tests: at half a unit, "22 degrees" passed as 21.84, a product of two stated numbers."""

MAX_OPERANDS = 150
"""Most numbers stated that still get the arithmetic step (about 150 * 149 * 7 = 156,000
derived values, sorted once per answer); past it, only the numbers stated count."""


@dataclass(frozen=True)
class AnswerNumbers:
    """The numbers an answer may state (absolute values, sorted).

    Attributes:
        stated: the numbers the conversation states.
        derived: one arithmetic step on two of them (empty past :data:`MAX_OPERANDS`).
    """

    stated: tuple[float, ...]
    derived: tuple[float, ...] = ()
    operands: tuple[float, ...] = ()
    """The numbers the arithmetic step used (empty past :data:`MAX_OPERANDS`)."""
    worked: tuple[float, ...] = ()
    """One more step from the numbers an answer stated (:meth:`with_worked`), sorted apart
    from ``derived`` so that adding a line's numbers does not re-sort the large set."""

    def supports(self, value: float, decimals: int = 0) -> bool:
        """Whether ``value``, written with ``decimals`` decimal places, is a count, a stated
        number at that precision (half a unit of its last place: "47" for 47.4), or a derived
        one to the cent."""
        value = abs(value)
        if decimals == 0 and value <= SMALL_COUNT and value == int(value):
            return True
        stated = _half_unit(value, decimals)
        derived = _half_unit(value, max(decimals, DERIVED_DECIMALS))
        return (
            _near(self.stated, value, stated)
            or _near(self.derived, value, derived)
            or _near(self.worked, value, derived)
        )

    def unsupported(self, text: str) -> tuple[float, ...]:
        """The numbers ``text`` states that :meth:`supports` rejects, smallest first. A number
        the same text works out from supported ones, in one more step, is supported too
        ("48 x 8 = 384, plus 520 is 904": 904 is 384 + 520), as :meth:`with_worked` says."""
        return self.check(text)[0]

    def check(self, text: str) -> tuple[tuple[float, ...], AnswerNumbers]:
        """:meth:`unsupported` of ``text``, and the numbers a later line may state if this
        one is kept (:meth:`with_worked` of its numbers); ``text`` is read once."""
        text = text[:MAX_TEXT_CHARS]
        stated = read_numbers(text)

        def supported(v: float) -> bool:
            return self.supports(v, _decimals(v))

        left = {v for v in stated if not supported(v)}
        if left:
            left -= written_results(text, supported)
        if not left:
            return (), self.with_worked(stated)
        if not self.operands:
            return tuple(sorted(left)), self
        worked = self.with_worked(stated - left)
        still = tuple(sorted(v for v in left if not worked.supports(v, _decimals(v))))
        # Kept: every number of the line, those worked out in it too, is an operand after it.
        return still, (self if still else self.with_worked(stated))

    def with_worked(self, values: Iterable[float]) -> AnswerNumbers:
        """These numbers, plus ``values`` (numbers an answer stated and this check supported)
        as operands of one more arithmetic step.

        Why: an answer that shows its work states each step's result before it uses it ("the
        workshop is 48 x 8 = 384 euros ... 384 + 520 = 904 euros"); the conversation never
        states 384, so the total was two steps from it and was dropped. On the recorded agent
        runs of the spent splits (1.5B, both frameworks) that happened to one right total of
        the 18 answers this check changed. Each supported number the answer states adds one
        step from it, and only the answer's own supported numbers do: an unsupported one
        never becomes an operand."""
        new = sorted({abs(v) for v in values} - set(self.operands))
        if not new or not self.operands or len(self.operands) + len(new) > MAX_OPERANDS:
            return self
        operands = tuple(sorted({*self.operands, *new}))
        worked = set(self.worked)
        for a in new:
            for b in operands:
                worked |= _steps(a, b) | _steps(b, a)
            worked |= _unit_steps(a)
        return AnswerNumbers(self.stated, self.derived, operands, tuple(sorted(worked)))


def answer_numbers(
    messages: Sequence[Message], today: date | None = None, facts: Iterable[str] = ()
) -> AnswerNumbers:
    """The numbers an answer to ``messages`` may state: what the user, system and tool texts
    and the calls' arguments state (and today's date, and ``facts``: texts the engine worked
    out from the results, such as the side-by-side totals of several records), and one
    arithmetic step on them."""
    texts = [m.content for m in messages if m.role in ("system", "user", "tool") and m.content]
    texts += [t for t in facts if t]
    texts += [_arguments_text(c.arguments) for m in messages for c in m.tool_calls]
    operands = {abs(v) for t in texts for v in read_numbers(t[:MAX_TEXT_CHARS])}
    # Today's date may be said, but its day and month are no operand: small numbers added to
    # everything would let most whole numbers up to 40 through.
    stated = sorted(operands | (read_numbers(today.isoformat()) if today is not None else set()))
    if len(operands) > MAX_OPERANDS:
        return AnswerNumbers(tuple(stated))
    ordered = tuple(sorted(operands))
    return AnswerNumbers(tuple(stated), tuple(sorted(_one_step(ordered))), ordered)


_NUMBER = r"\d(?:[\d,.\u00a0\u202f']*\d)?"
_OPERATOR = r"[+\-\u2212*\u00d7\u00b7/\u00f7]|(?<=[\d\s])[xX](?=[\s\d])"
_TOKENS = re.compile(rf"(?P<num>{_NUMBER})|(?P<op>{_OPERATOR})|(?P<eq>=)")
_DECORATION = re.compile(r"\s*(?:[^\d\s.,;:!?()=+\-\u2212*\u00d7\u00b7/\u00f7]{1,12}\s*){0,2}")
"""What may stand between a number and the operator next to it: at most two short words or
symbols (a currency, a unit: "$62 x 12 barrels = $744"), never a digit or a sentence mark."""
_MAX_READINGS = 64
"""Most combinations of readings one written computation is evaluated with ("1,234" reads as
1234 or 1.234)."""


def written_results(text: str, supported: Callable[[float], bool]) -> set[float]:
    """The results of the arithmetic ``text`` writes out with "=" ("120 + 80 + 45 = 245",
    "$62 x 12 = $744"), when every operand is ``supported`` (or an earlier result the same
    text checked) and the computation, evaluated exactly (multiplication and division
    first), gives the written result at the precision it is written in.

    Why: the arithmetic step covers one operation on two numbers; a total of three prices
    is two operations, so an answer stating it was not shown even when it wrote the sum out
    and the sum was right (seen on a spent agent split, 1.5B, when the answer was asked to
    show its working: a right total of three prices dropped). Evaluating the written
    computation checks it exactly instead of widening the set of derived numbers, which
    would let more invented numbers through. Only "=" joins a result: a word ("makes", "is")
    is language-bound. Replayed on 68 recorded agent runs (186 answer lines; 1.5B, both
    frameworks, default prompts) it changed no line: the six lines flagged there state
    wrong values without any working.
    """
    tokens = [(m.lastgroup or "", m.group(), m.start(), m.end()) for m in _TOKENS.finditer(text)]
    checked: set[float] = set()
    terms: list[set[float]] = []  # readings of each operand of the running computation
    ops: list[str] = []
    previous_end: int | None = None
    for kind, value, start, end in tokens:
        joined = previous_end is not None and _DECORATION.fullmatch(text[previous_end:start]) is not None
        previous_end = end
        if not joined:
            terms, ops = [], []
        if kind == "num":
            if len(terms) == len(ops) + 1:  # two numbers in a row: a new computation starts
                terms, ops = [], []
            if ops and ops[-1] == "=":
                result = {abs(v) for v in read_numbers(value)}
                right = _evaluates_to(terms, ops[:-1], result)
                checked |= result if right else set()
                # "= 200 + 45 = 245" goes on from a checked result; a wrong one ends it.
                terms, ops = ([result] if right else []), []
                continue
            readings = {abs(v) for v in read_numbers(value)}
            if readings and all(supported(v) or v in checked for v in readings):
                terms.append(readings)
            else:
                terms, ops = [], []
        elif len(terms) == len(ops) + 1:  # an operator or "=" after an operand
            ops.append("=" if kind == "eq" else value)
        else:
            terms, ops = [], []
    return checked


def _evaluates_to(terms: Sequence[set[float]], ops: Sequence[str], result: set[float]) -> bool:
    """Whether some reading of ``terms`` joined by ``ops`` gives some reading of ``result``."""
    if len(terms) < 2 or len(ops) != len(terms) - 1 or "=" in ops or not result:
        return False
    targets = [(r, _half_unit(r, _decimals(r))) for r in result]  # each reading at its written precision
    combos = product(*(sorted(t) for t in terms))
    for i, values in enumerate(combos):
        if i >= _MAX_READINGS:
            return False
        total = _evaluate(values, ops)
        if total is not None and any(abs(total - r) <= tolerance for r, tolerance in targets):
            return True
    return False


def _evaluate(values: Sequence[float], ops: Sequence[str]) -> float | None:
    """``values`` joined by ``ops``, multiplication and division first; None on a division by 0."""
    sums: list[float] = [values[0]]
    signs: list[str] = []
    for op, v in zip(ops, values[1:], strict=True):
        if op in "*\u00d7\u00b7xX":
            sums[-1] *= v
        elif op in "/\u00f7":
            if v == 0:
                return None
            sums[-1] /= v
        else:
            signs.append(op)
            sums.append(v)
    total = sums[0]
    for sign, v in zip(signs, sums[1:], strict=True):
        total = total + v if sign == "+" else total - v
    return abs(total)


def _steps(a: float, b: float) -> set[float]:
    """One arithmetic step from ``a`` with ``b``."""
    out = {a + b, abs(a - b), a * b, a * b / 100, a * (1 + b / 100), abs(a * (1 - b / 100))}
    if b:
        out.add(a / b)
    return out


def _unit_steps(a: float) -> set[float]:
    """One step from ``a`` alone: a unit factor, or a clock's half day."""
    out = {a * c for c in UNIT_FACTORS} | {a / c for c in UNIT_FACTORS}
    return out | {a + CLOCK_HALF_DAY, abs(a - CLOCK_HALF_DAY)}


def _one_step(operands: Sequence[float]) -> set[float]:
    out: set[float] = set()
    for a, b in permutations(operands, 2):
        out |= _steps(a, b)
    for a in operands:
        out |= _unit_steps(a)
    return out


def _half_unit(value: float, decimals: int) -> float:
    """Half a unit of the last place of ``value`` written with ``decimals`` decimals (plus a
    float's rounding): how far the value it stands for may lie ("47" for 47.4)."""
    return 0.5 * 10.0**-decimals + 1e-9 * value


def _near(values: Sequence[float], value: float, tolerance: float) -> bool:
    i = bisect.bisect_left(values, value - tolerance)
    return i < len(values) and values[i] <= value + tolerance


def _decimals(value: float) -> int:
    """Decimal places of ``value`` as read (``read_numbers`` keeps 47.40 as 47.4)."""
    text = repr(abs(value))
    if "e" in text or "." not in text:
        return 0
    fraction = text.split(".", 1)[1]
    return 0 if fraction == "0" else len(fraction)


def _arguments_text(arguments: object) -> str:
    try:
        return json.dumps(arguments, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(arguments)
