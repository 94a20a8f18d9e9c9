"""The answer after tool traffic: a reply that only echoes call notation, or the request, is not
an answer, and a line stating a number nothing in the conversation gives is not shown.

Data flow (both adapters, after NO_TOOL, when the conversation holds tool calls/results)::

    inner model's answer ──► strip_call_notation (NotationFilter: the same rule, line by line,
                             for a stream; it also drops a line repeating the user's request
                             or the note, and, after this turn's tool results, a line stating
                             a number prompt_toolcall.checking.answer_numbers does not support)
                             ──► text left  ──► the answer
                                                  (notes call-notation-stripped, note-echo-stripped,
                                                  answer-unsupported-stripped when lines went)
                             nothing left (note answer-was-call-notation, or answer-was-echo /
                             answer-was-unsupported when every line dropped was such a line)
                               ──► this turn's tool outcomes (tool_outcomes)
                                     none ──► fallback_answer (note answer-fallback)
                                     some ──► ONE throwaway restate request (build_restate_prompt)
                                              ──► stripped again ──► text left ──► the answer
                                                                                 (note answer-restated)
                                                                  nothing left ──► fallback_answer
                                                                                 (note answer-fallback)
    the answer ──► with_failures: a fact line for each call this turn did not get past
                   (failed or refused, no later call of the tool returned), after the text
                   (note failure-stated)

``answer_steps`` is the sans-IO core (a generator that yields the restate prompt and receives
the reply); :func:`settle_answer` and :func:`asettle_answer` drive it and differ only by
``await``, so sync and async cannot drift apart. The fallback is built only from the transcript's own facts
(``get_weather({"city":"Paris"}) failed: <the error text>``): it never invents content.

Why: measured 2026-11-29 with Qwen2.5-Coder-0.5B (temperature 0), a user asking for the
weather in Paris, ``get_weather`` called twice and failing twice: the answer request over the
live conversation (tool traffic rendered as text by ``prompt_toolcall.extraction.transcript.describe_call``)
replied with the notation itself, ``(called get_weather({"city":"Paris"}) [id call_..2])``,
with a fresh id, in 5/5 runs (LlamaIndex and LangChain renderings, plain user turn and
"keep retrying" prompts, after 2 failures and after the breaker's refusal). See
:data:`RESTATE_INSTRUCTION` for why the second request is a throwaway session.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from prompt_toolcall.checking.answer_numbers import AnswerNumbers
from prompt_toolcall.extraction.transcript import neutralise_markers
from prompt_toolcall.loop.repeats import call_key, is_refusal
from prompt_toolcall.messages import Message

__all__ = [
    "FACT_TEXT_LIMIT",
    "MAX_FACTS",
    "NO_ANSWER_ECHO_TEXT",
    "NO_ANSWER_TEXT",
    "RESTATE_INSTRUCTION",
    "RESTATE_RESULTS_CHARS",
    "RESTATE_RESULT_LIMIT",
    "FinalAnswer",
    "NotationFilter",
    "ToolOutcome",
    "answer_steps",
    "asettle_answer",
    "build_restate_prompt",
    "call_names",
    "describe_outcome",
    "fallback_answer",
    "has_tool_traffic",
    "restate_text_limit",
    "settle_answer",
    "strip_call_notation",
    "tool_outcomes",
    "with_failures",
]

RESTATE_INSTRUCTION = (
    "Tell a user, in plain sentences, what these tool results say: give each value they hold, "
    "not only what kind of value it is. Use only these facts; add nothing."
)
"""The one extra request after an echoed answer: a throwaway user turn with this line and
the turn's tool outcomes, one per line (:func:`describe_outcome`, each result cut to
:func:`restate_text_limit`) - without the user's question and without the conversation.

Why "give each value": replayed on the 38 recorded agent runs (spent splits, 1.5B, both
frameworks) whose answer had been restated, the earlier wording ("in one or two plain
sentences, what these tool results say") mostly described a record instead of reading it:
"the second query retrieved the details of the booking, including the workshop name, day,
start time, ... and balance", with no time and no balance. Re-asked with the tools re-run on
the recorded calls (one reply each, temperature 0, judged by the splits' own answer checks):
2 of 38 right with the earlier wording and cut; 6 of 38 with this wording and the longer cut
(6 gained, 2 lost; exact McNemar p = 0.29); this wording alone 4 of 35 read; the longer cut
alone 1 of 38. Adding the user's question (below) did no better: 2 of 38, or 5 of 38 with
the longer cut. Development figures on spent splits.

Measured 2026-11-29, Qwen2.5-Coder-0.5B, temperature 0, the failing-weather conversation:

- this prompt: honest 5/5 (2 failures; failed 5 times then refused; one success; one
  failure + one success; the error text "temporary error"), e.g. "The tool failed to
  retrieve weather data for Paris due to a temporary error.";
- the same facts plus the user's question ("The user asked: ..."): "The weather in Paris is
  currently cloudy." 3/3 - invented;
- the live conversation plus an instruction as the last user line: never echoed (8/8), but
  invented the weather 1/4 with 'Do not call a tool and do not write "(called ...)". Tell the
  user in plain words what happened.' and 1/5 with the facts restated in the instruction;
  "Your last reply only repeated a tool call. Do not call a tool. Reply ... using only what
  the tool results above say." invented it 1/1; "Reply to the user now in plain words" did
  not stop the echo (tests/integration_tests/llamaindex, first measurement).

Rendering the calls differently instead was worse (same conversation): prose assistant
turns ("Let me check the weather tool for Paris.") were echoed 2/2; empty assistant turns
with the call folded into the result line gave an invented forecast or an echoed result
line (2/2); calls and results folded into the user turn gave invented weather 2/2."""

NO_ANSWER_TEXT = "No answer was produced: the model only repeated a tool call."
"""The fallback when the echo cannot be replaced by any fact: this turn has no tool result."""

NO_ANSWER_ECHO_TEXT = "No answer was produced: the model only repeated the request."
"""The same fallback when every line dropped repeated the request or the note."""

FACT_TEXT_LIMIT = 300
"""Cap on one tool result's text in a fact line.

# UNMEASURED: the misuse breaker's cap on a quoted error (ERROR_EXCERPT_LIMIT); a stack trace
as a tool result would otherwise fill the restate request and the fallback."""

RESTATE_RESULTS_CHARS = 4800
"""Characters of result text one restate prompt holds in all (about 1,200-1,600 tokens of the
embedded model's 4,096-token window), shared evenly by its outcomes; see
:func:`restate_text_limit`."""

RESTATE_RESULT_LIMIT = 1200
"""Most characters of one result a restate prompt shows.

Why longer than :data:`FACT_TEXT_LIMIT`: a record the user asked about (a booking with its
start time and balance, an order with its postage) often runs past 300 characters, and the
values asked for were in the part cut off; the restate request then could only describe
the record. Measured with the instruction above (see :data:`RESTATE_INSTRUCTION`)."""

MAX_FACTS = 8
"""Most distinct calls (the latest) a restate prompt or a fallback lists.

# UNMEASURED: an agent turn rarely makes more; the 0.5B restated 2 facts correctly."""

_CALL_NOTATION = re.compile(
    r"""^(?:assistant\s*:\s*)?
        \(?\s*
        (?P<called>(?:(?:assistant|i)\s+)?called\s+)?
        (?P<name>[^\s()]+)\s*\((?P<args>.*?)\)\s*
        (?:\[\s*id\b[^\]]*(?:\]|$)\s*)?
        \)?\s*
        (?:\[\s*id\b[^\]]*(?:\]|$)\s*)?
        (?::\s*[{\[].*|[.;,])?$""",
    re.IGNORECASE | re.DOTALL | re.VERBOSE,
)
"""One line of call notation, as :func:`prompt_toolcall.extraction.transcript.describe_call` writes it
(``(called get_weather({"city":"Paris"}) [id call_1])``) or a near copy: another id or none,
no parentheses, ``Assistant called`` (the completion transcript), ``I called`` (the old
form), ``Assistant: (called ...)``, or a bare ``get_weather({...})`` of a known tool. An id
left open at the end of the line is notation too: the 0.5B once copied the notation with an id
of digits that ran until max_tokens cut it off, so the closing ``])`` never came. A line that
goes on with the result's id and a colon before a JSON object or list is a copy of the call
and its result (the 1.5B answered a cancellation request on an agent split with
``(called find_ticket({...}) [id call_...]) [id call_...]: {"passenger": ...}``); a colon
before prose ("...: it is sunny") keeps the line, which may be the answer."""

_HEADS_FIXED = ("(", "called", "assistant", "icalled", "`")
"""How a notation line can start, lower case with all whitespace removed (the pattern allows
any spacing); a stream holds a line back until it ends while it could still start so."""

_SPACE = re.compile(r"\s+")

HOLD_SCAN_LIMIT = 512
"""A line still held after this many characters is held to its end without being looked at
again: every check of a held line reads all of it, and a model looping on one line (a
notation head, its request said over and over) would otherwise cost time quadratic in the
line's length. Holding longer never changes what is shown, only when: the line is still
decided, whole, at its end. Measured: a 1 MB answer streamed in 4-character pieces (the
request said over and over, an open parenthesis repeated, blank lines) took more than 120 s
to filter before this limit and at most 4 s after; ``python benchmarks/fuzz.py`` checks that
the filter's time grows linearly (its scaling report)."""

_WORD = re.compile(r"\w+")
"""A word, in any script that separates words (Unicode ``\\w``): how a line is compared to
an echo text word by word."""

ECHO_MIN_WORDS = 5
"""A line shorter than this is an echo only when it equals an echo text exactly: a short
answer ("The blue plan is cheaper.") is often made of the question's own words."""

ECHO_MAX_NEW_WORDS = 0
"""How many of a line's words may be missing from an echo text for the line to be a repeat of
it: none. A line made only of the request's own words tells the user nothing new; a single
new word may be the value asked for ("Copper is added to tin ..." for "Which metal is added to
tin ..."), and nothing here can tell it from an article ("a metal is added to tin ...", which
therefore stays). Measured on 79 agent task records (the 1.5B, LangChain,
two splits): six lines repeated the user's request; four of them added no word, every line
that answered added at least one."""

ECHO_MIN_COVERAGE = 0.6
"""Share of an echo text's word trigrams the line must contain: a line that re-says most of
the request, not one clause of it. On the same records the four repeats covered 0.64-1.0 of
the request; a yes-answer that re-says a "whether" clause ("Yes, order OR-5521 has been
shipped." for "Can you check whether order OR-5521 has been shipped yet?") covers half
and stays. A clause that is itself most of the request ("Please check if the order was
cancelled last week" -> "The order was cancelled last week.") is taken as a repeat, and so
is a full-sentence answer to an either-or question that names the chosen option ("Is it X
or Y that ...?" -> "X ..."): after tool results the answer is then restated from the
results themselves, so the user still gets the fact, in the results' words."""


def _words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def _trigrams(words: Sequence[str]) -> frozenset[tuple[str, ...]]:
    return frozenset(tuple(words[i : i + 3]) for i in range(len(words) - 2))


class _Seen:
    """A line, or the start of one, in the forms the echo rules compare, each computed once
    however many echo texts it is compared with."""

    def __init__(self, text: str) -> None:
        self.text = text

    @cached_property
    def folded(self) -> str:
        return _folded(self.text)

    @cached_property
    def words(self) -> list[str]:
        return _words(self.text)

    @cached_property
    def complete_words(self) -> list[str]:
        """The words but the last while it is still being written (no non-word character
        after it yet)."""
        words = self.words
        return words[:-1] if words and self.text.casefold().endswith(words[-1]) else words

    @cached_property
    def trigrams(self) -> frozenset[tuple[str, ...]]:
        return _trigrams(self.words)


@dataclass(frozen=True)
class _Echo:
    """One text whose repetition is not an answer (the user's request, the engine's note)."""

    folded: str
    words: frozenset[str]
    trigrams: frozenset[tuple[str, ...]]

    @classmethod
    def of(cls, text: str) -> _Echo:
        words = _words(text)
        fuzzy = len(words) >= ECHO_MIN_WORDS
        return cls(
            _folded(text),
            frozenset(words) if fuzzy else frozenset(),
            _trigrams(words) if fuzzy else frozenset(),
        )

    def _new(self, words: Iterable[str]) -> int:
        return sum(1 for w in words if w not in self.words)

    def repeated_by(self, line: _Seen) -> bool:
        """Whether ``line`` is this text again: equal to it (any spacing and case), or at
        least :data:`ECHO_MIN_WORDS` words, at most :data:`ECHO_MAX_NEW_WORDS` of them new,
        covering :data:`ECHO_MIN_COVERAGE` of its word trigrams."""
        if line.folded == self.folded:
            return True
        words = line.words
        if not self.trigrams or len(words) < ECHO_MIN_WORDS or self._new(words) > ECHO_MAX_NEW_WORDS:
            return False
        shared = len(self.trigrams & line.trigrams)
        return shared >= ECHO_MIN_COVERAGE * len(self.trigrams)

    def may_be_repeated_by(self, partial: _Seen) -> bool:
        """Whether a line that starts with ``partial`` could still be a repeat: its complete
        words (the last one counts only once a non-word character follows it) hold at most
        :data:`ECHO_MAX_NEW_WORDS` new ones. Never False for a prefix of a line
        :meth:`repeated_by` accepts, so a stream shows what a batch shows."""
        if self.folded.startswith(partial.folded):
            return True
        if not self.trigrams:
            return False
        return self._new(partial.complete_words) <= ECHO_MAX_NEW_WORDS


def _is_notation(line: str, names: frozenset[str]) -> bool:
    s = line.strip().strip("`").strip()
    m = _CALL_NOTATION.match(s)
    if m is None:
        return False
    known = m.group("name").lower() in names
    if m.group("called"):
        args = m.group("args").strip()
        return known or args == "" or args.startswith("{")
    return known


def _lower_names(names: Iterable[str]) -> frozenset[str]:
    return frozenset(n.lower() for n in names if n)


def _folded(text: str) -> str:
    """``text`` lower case with all whitespace removed: how a line is compared to an echo."""
    return _SPACE.sub("", text).lower()


class NotationFilter:
    """Streams an answer with every call-notation line removed.

    A line that could still turn out to be notation is held back until it ends; any other
    text passes through at once. Leading whitespace is held until real text follows, so an
    answer that was only notation streams nothing at all. Feeding a whole text and closing
    gives exactly :func:`strip_call_notation`'s result, so a stream and a batch answer agree.

    Args:
        names: the tool names of the conversation (a bare ``name(...)`` line is notation
            only for these).
        echoes: texts whose repetition is not an answer: the user's request and what the
            engine itself put in the answer request (its note). A line that repeats one
            (:meth:`_Echo.repeated_by`: the same text, or most of it again in its own words
            and no others) is removed too. Measured: after the note that repeats the
            user's request, the 1.5B began one answer (of 72 agent runs on a split written
            blind) with that sentence, word for word, as its own line; on two later splits
            8 of 79 final answers were the user's request said again (an imperative word
            for word, a question in another language with a full stop for its question
            mark, a "which" question turned into a statement without the value), every one
            of them a wrong answer.
        numbers: for an answer after tool results, the numbers it may state
            (:mod:`prompt_toolcall.checking.answer_numbers`). A line stating any other number
            is removed, so every line is held until it ends: the answer then streams line by
            line, each line shown once it is checked.
    """

    def __init__(
        self, names: Iterable[str] = (), echoes: Iterable[str] = (), numbers: AnswerNumbers | None = None
    ) -> None:
        self._names = _lower_names(names)
        self._numbers = numbers
        self._echoes = tuple(_Echo.of(t) for t in dict.fromkeys(echoes) if _folded(t))
        self._heads = (*_HEADS_FIXED, *(_SPACE.sub("", n) + "(" for n in self._names))
        self._line: list[str] = []  # the held line's pieces, joined once it is decided
        self._size = 0
        self._released = False
        self._started = False
        self._held: list[str] = []  # leading whitespace, shown with the first text
        self.stripped = 0
        """How many notation lines were removed so far."""
        self.echoed = 0
        """How many of those were echoes of the request's note (counted in ``stripped`` too)."""
        self.unsupported = 0
        """How many lines were removed for stating a number ``numbers`` does not support
        (counted in ``stripped`` too)."""

    def _drops(self, line: str) -> bool:
        """Whether ``line`` is notation, an echo, or states a number ``numbers`` does not
        support; a dropped line is counted."""
        if not line.strip():
            return False
        seen = _Seen(line)
        echo = any(e.repeated_by(seen) for e in self._echoes)
        if echo or _is_notation(line, self._names):
            self.stripped += 1
            self.echoed += echo
            return True
        if self._numbers is not None:
            unsupported, after = self._numbers.check(line)
            if unsupported:
                self.stripped += 1
                self.unsupported += 1
                return True
            # A kept line's numbers are the answer's worked steps: later lines may use them.
            self._numbers = after
        return False

    def _may_be_notation(self, partial: str) -> bool:
        seen = _Seen(partial)
        p = seen.folded
        if any(h.startswith(p) or p.startswith(h) for h in self._heads):
            return True
        return any(e.may_be_repeated_by(seen) for e in self._echoes)

    def _emit(self, text: str) -> str:
        if self._started:
            return text
        if not text.strip():
            self._held.append(text)
            return ""
        self._started = True
        text = "".join((*self._held, text))
        self._held.clear()
        return text

    def _line_text(self) -> str:
        line = "".join(self._line)
        self._line.clear()
        self._size = 0
        return line

    def _take(self, piece: str) -> str:
        if self._released:
            self._released = not piece.endswith("\n")
            return self._emit(piece)
        self._line.append(piece)
        self._size += len(piece)
        if piece.endswith("\n"):
            line = self._line_text()
            if self._drops(line):
                return ""
            return self._emit(line)
        # Numbers to check: every line waits for its end (a number may come last).
        if self._numbers is not None or self._size > HOLD_SCAN_LIMIT:
            return ""
        if self._may_be_notation("".join(self._line)):
            return ""
        self._released = True
        return self._emit(self._line_text())

    def feed(self, delta: str) -> str:
        """Take the next piece of the answer; return the text that is safe to show now."""
        return "".join(self._take(p) for p in delta.splitlines(keepends=True))

    def close(self) -> str:
        """The end of the answer: decide the held last line; return what is left to show."""
        line = self._line_text()
        self._released = False
        if not line:
            return ""
        if self._drops(line):
            return ""
        return self._emit(line)


def strip_call_notation(
    text: str, names: Iterable[str] = (), echoes: Iterable[str] = (), numbers: AnswerNumbers | None = None
) -> tuple[str, int]:
    """``text`` without the lines that are only call notation (or an echo of the note, or
    state a number ``numbers`` does not support).

    Args:
        text: the model's answer.
        names: the tool names of the conversation (see :class:`NotationFilter`).
        echoes: the texts of the request's note (see :class:`NotationFilter`).
        numbers: the numbers the answer may state (see :class:`NotationFilter`).

    Returns:
        ``(text, stripped)``: the remaining text (``""`` when nothing but notation and
        whitespace was there; otherwise unchanged apart from the removed lines) and the
        number of lines removed.
    """
    out, f = _filtered(text, names, echoes, numbers)
    return out, f.stripped


def _filtered(
    text: str, names: Iterable[str], echoes: Iterable[str], numbers: AnswerNumbers | None = None
) -> tuple[str, NotationFilter]:
    """``text`` through one :class:`NotationFilter`, and the filter with its counts."""
    f = NotationFilter(names, echoes, numbers)
    return f.feed(text) + f.close(), f


def call_names(messages: Sequence[Message]) -> frozenset[str]:
    """The names of every call made in ``messages``."""
    return frozenset(c.name for m in messages for c in m.tool_calls)


def has_tool_traffic(messages: Sequence[Message]) -> bool:
    """Whether any message makes a call or is a tool result."""
    return any(m.role == "tool" or m.tool_calls for m in messages)


@dataclass(frozen=True)
class ToolOutcome:
    """What one distinct call (name + arguments) of this turn came to.

    Attributes:
        name: the tool's name.
        arguments: the call's arguments.
        status: ``failed`` (an error result), ``refused`` (the misuse breaker refused it),
            ``returned`` (a result not marked as an error: LlamaIndex marks none).
        text: the last result that is not a refusal (the refusal itself when there is none).
        attempts: how many results that are not refusals the call got in this turn.
    """

    name: str
    arguments: Mapping[str, Any]
    status: Literal["failed", "refused", "returned"]
    text: str
    attempts: int


def tool_outcomes(messages: Sequence[Message]) -> tuple[ToolOutcome, ...]:
    """The outcome of every distinct call made since the last user message, oldest first.

    A result is matched to its call by id, else (a result without id) to the latest call of
    the same name. At most :data:`MAX_FACTS` outcomes (the latest) are returned.
    """
    start = max((i for i, m in enumerate(messages) if m.role == "user"), default=-1) + 1
    by_id: dict[str, tuple[str, Mapping[str, Any]]] = {}
    by_name: dict[str, tuple[str, Mapping[str, Any]]] = {}
    order: dict[str, None] = {}
    calls: dict[str, tuple[str, Mapping[str, Any]]] = {}
    texts: dict[str, str] = {}
    attempts: dict[str, int] = {}
    status: dict[str, Literal["failed", "refused", "returned"]] = {}
    for m in messages[start:]:
        for c in m.tool_calls:
            by_id[c.id] = by_name[c.name] = (c.name, c.arguments)
        if m.role != "tool":
            continue
        found = by_id.get(m.tool_call_id or "") or (by_name.get(m.name) if m.name else None)
        if found is None:
            continue
        name, arguments = found
        key = call_key(name, arguments)
        order.pop(key, None)
        order[key] = None
        calls[key] = found
        if is_refusal(m.content, name):
            status[key] = "refused"
            texts.setdefault(key, m.content)
            continue
        attempts[key] = attempts.get(key, 0) + 1
        texts[key] = m.content
        status[key] = "failed" if m.is_error else "returned"
    keys = list(order)[-MAX_FACTS:]
    return tuple(ToolOutcome(calls[k][0], calls[k][1], status[k], texts[k], attempts.get(k, 0)) for k in keys)


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: max(limit - 3, 0)] + "..."


def describe_outcome(outcome: ToolOutcome, limit: int = FACT_TEXT_LIMIT) -> str:
    """One outcome as a plain fact line, e.g. ``get_weather({"city":"Paris"}) failed: <error>``.

    Only the transcript's own facts: the call, how it ended, and its result text (cut to
    ``limit`` characters, :data:`FACT_TEXT_LIMIT` by default; envelope markers neutralised).
    """
    try:
        args = json.dumps(outcome.arguments, separators=(",", ":"), ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        args = repr(outcome.arguments)
    head = neutralise_markers(f"{outcome.name}({args})")
    text = neutralise_markers(_cut(outcome.text, limit))
    n = outcome.attempts
    if outcome.status == "refused":
        if n == 0:
            return f"{head} was refused: {text}"
        return f"{head} failed {n} time{'s' if n > 1 else ''}, then was refused: {text}"
    if outcome.status == "failed":
        return f"{head} failed{f' {n} times' if n > 1 else ''}: {text}"
    return f"{head} returned: {text}"


def restate_text_limit(count: int) -> int:
    """Characters of each of ``count`` results a restate prompt shows: an even share of
    :data:`RESTATE_RESULTS_CHARS`, at most :data:`RESTATE_RESULT_LIMIT` and never less than
    :data:`FACT_TEXT_LIMIT`."""
    share = RESTATE_RESULTS_CHARS // max(count, 1)
    return max(FACT_TEXT_LIMIT, min(RESTATE_RESULT_LIMIT, share))


def build_restate_prompt(outcomes: Sequence[ToolOutcome]) -> str:
    """The one throwaway request after an echoed answer (see :data:`RESTATE_INSTRUCTION`)."""
    limit = restate_text_limit(len(outcomes))
    facts = "\n".join(describe_outcome(o, limit) for o in outcomes)
    return f"{RESTATE_INSTRUCTION}\n\n{facts}"


def fallback_answer(outcomes: Sequence[ToolOutcome]) -> str:
    """The honest last resort: the outcomes as fact lines, or :data:`NO_ANSWER_TEXT`."""
    if not outcomes:
        return NO_ANSWER_TEXT
    return "\n".join(describe_outcome(o) for o in outcomes)


@dataclass(frozen=True)
class FinalAnswer:
    """The answer to give the user after :func:`answer_steps`.

    Attributes:
        text: the answer text.
        changed: whether ``text`` differs from the model's reply (use it instead).
        notes: ``call-notation-stripped``, ``note-echo-stripped``, ``answer-unsupported-stripped``,
            ``answer-was-call-notation``, ``answer-was-echo``, ``answer-was-unsupported``,
            ``answer-restated``, ``answer-fallback``, ``failure-stated``.
        requests: extra model requests made (0 or 1: the restate request).
    """

    text: str
    changed: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    requests: int = 0


def answer_steps(
    reply: str,
    messages: Sequence[Message],
    names: Iterable[str] = (),
    echoes: Iterable[str] = (),
    numbers: AnswerNumbers | None = None,
) -> Generator[str, str, FinalAnswer]:
    """Check an answer given after tool traffic; at most ONE restate request.

    Args:
        reply: the model's answer to the live conversation.
        messages: that conversation (neutral messages).
        names: tool names besides those called in ``messages`` (e.g. the bound tools).
        echoes: the texts of the answer request's note; a line repeating one is removed
            (note ``note-echo-stripped``), as :class:`NotationFilter` does for a stream.
        numbers: the numbers the answer may state; a line stating another is removed (note
            ``answer-unsupported-stripped``), and so is a restated line that does.

    Yields:
        The restate prompt (a whole user turn of a throwaway session), at most once; send
        the model's reply text back.

    Returns:
        The :class:`FinalAnswer`. A reply with text besides notation is kept (its notation
        lines removed); an empty reply that had no notation is left as it is.
    """
    outcomes = tool_outcomes(messages)
    final = yield from _checked_answer(reply, messages, names, echoes, numbers, outcomes)
    return with_failures(final, outcomes)


def _checked_answer(
    reply: str,
    messages: Sequence[Message],
    names: Iterable[str],
    echoes: Iterable[str],
    numbers: AnswerNumbers | None,
    outcomes: Sequence[ToolOutcome],
) -> Generator[str, str, FinalAnswer]:
    known = call_names(messages) | frozenset(names)
    text, f = _filtered(reply, known, echoes, numbers)
    stripped = f.stripped
    if text or not stripped:
        notes: tuple[str, ...] = ("call-notation-stripped",) if stripped > f.echoed + f.unsupported else ()
        notes += ("note-echo-stripped",) if f.echoed else ()
        notes += ("answer-unsupported-stripped",) if f.unsupported else ()
        return FinalAnswer(text if stripped else reply, bool(stripped), notes)
    was = _what_it_was(f)
    if not outcomes:
        text = NO_ANSWER_ECHO_TEXT if was == "answer-was-echo" else NO_ANSWER_TEXT
        return FinalAnswer(text, True, (was, "answer-fallback"))
    restated = yield build_restate_prompt(outcomes)
    text, _ = strip_call_notation(restated, known, (), numbers)
    if text:
        return FinalAnswer(text.strip(), True, (was, "answer-restated"), 1)
    return FinalAnswer(fallback_answer(outcomes), True, (was, "answer-fallback"), 1)


def with_failures(final: FinalAnswer, outcomes: Sequence[ToolOutcome]) -> FinalAnswer:
    """``final`` with a fact line (:func:`describe_outcome`) for each call of this turn whose
    latest result is a failure or a refusal, after the answer's own text (note
    ``failure-stated``). A line the answer already holds (a fallback answer) is not repeated.

    Why: the answer request asks the model to say that a call failed, and the answer check
    keeps it from stating a value in its place, yet on two agent splits, each run once before
    any engine saw it, the 1.5B answered a sensor read that had raised with "is not known", in
    both frameworks: honest about the value, silent about the failure, so the user cannot tell
    a broken tool from a missing record, nor retry. The line states what the transcript holds,
    the call and its error, in the tool's own words; it is appended, so a stream shows it after
    what it already showed. Replayed on the second split's 48 runs (both frameworks; the tools re-run on the
    recorded calls), it changes those two answers, which then say the read timed out, and no
    other. A failure the turn got past is not stated: the same call returned when tried again
    (its latest result counts), or a later call of the same function returned (a retry with
    other arguments).
    """
    lines = [
        describe_outcome(o)
        for i, o in enumerate(outcomes)
        if o.status != "returned"
        and not any(p.name == o.name and p.status == "returned" for p in outcomes[i + 1 :])
    ]
    lines = [line for line in dict.fromkeys(lines) if line not in final.text]
    if not lines:
        return final
    text = final.text
    gap = "" if not text or text.endswith("\n\n") else "\n" if text.endswith("\n") else "\n\n"
    return FinalAnswer(text + gap + "\n".join(lines), True, (*final.notes, "failure-stated"), final.requests)


def _what_it_was(f: NotationFilter) -> str:
    """The note for an answer of which no line was left: all echoes, all unsupported
    numbers, or (any other mix) call notation."""
    if f.echoed == f.stripped:
        return "answer-was-echo"
    if f.unsupported == f.stripped:
        return "answer-was-unsupported"
    return "answer-was-call-notation"


def settle_answer(
    reply: str,
    messages: Sequence[Message],
    send: Callable[[str], str],
    names: Iterable[str] = (),
) -> FinalAnswer:
    """Drive :func:`answer_steps` synchronously; ``send`` asks the model one throwaway prompt."""
    steps = answer_steps(reply, messages, names)
    try:
        prompt = next(steps)
        steps.send(send(prompt))
    except StopIteration as done:
        final: FinalAnswer = done.value
        return final
    msg = "answer_steps yielded a second request; it makes at most one (a bug in loop.final_answer)."
    raise RuntimeError(msg)


async def asettle_answer(
    reply: str,
    messages: Sequence[Message],
    send: Callable[[str], Awaitable[str]],
    names: Iterable[str] = (),
) -> FinalAnswer:
    """Async twin of :func:`settle_answer`; they differ only by ``await``."""
    steps = answer_steps(reply, messages, names)
    try:
        prompt = next(steps)
        steps.send(await send(prompt))
    except StopIteration as done:
        final: FinalAnswer = done.value
        return final
    msg = "answer_steps yielded a second request; it makes at most one (a bug in loop.final_answer)."
    raise RuntimeError(msg)
