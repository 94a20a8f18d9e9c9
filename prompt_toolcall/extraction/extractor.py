"""The extractor loop: ask, read, check, repair once, (optionally) verify.

Data flow (one :meth:`Extractor.steps` run)::

    request text ──► build_extractor_prompt (or build_constrained_prompt + envelope JSON schema)
                 ──► ModelRequest(purpose="extract")  ── yielded to the caller, who talks to the model
    ModelReply   ──► parse_envelope (or parse_decision_reply)  ──► Envelope
                 ──► judge: NEED_INFO / NO_TOOL (allowed by tool_choice?) / calls (validated per schema)
         only required values omitted ──► NEED_INFO for them (no repair; valid calls beside run)
         bad     ──► build_repair_prompt ──► ModelRequest(purpose="repair")  ── exactly ONE repair
         calls   ──► check_grounding against the conversation's user/tool text
         doubt   ──► build_verify_prompt ──► ModelRequest(purpose="verify")  ── only with verify=True
       ungrounded required value ──► NEED_INFO for it (never a guessed call)
                 ──► ExtractionResult(kind, calls, need_info, invalid, errors, notes, requests, usage)

The loop is sans-IO (a generator that yields :class:`ModelRequest` and receives
:class:`ModelReply`), so :meth:`Extractor.run` and :meth:`Extractor.arun` differ only by
``await`` and can never drift apart.

It fails in the safe direction: a reply that cannot be read or does not validate after
the one repair is reported as ``kind="unreadable"`` with its invalid calls and the
errors, never turned into a guessed call or a silent ``{}``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any, Literal

from prompt_toolcall.checking.echo import strip_echoes
from prompt_toolcall.checking.grounding import (
    GROUNDING_MODES,
    GroundingMode,
    GroundingResult,
    check_grounding,
    scaled_beside_lookups,
    to_need_info,
)
from prompt_toolcall.checking.grounding.choices import (
    PICK_CHANGED,
    changed_picks,
    doubted_picks,
    reversed_choices,
)
from prompt_toolcall.checking.schema.validate import validate_arguments
from prompt_toolcall.errors import SchemaError
from prompt_toolcall.extraction.envelope_schema import build_envelope_schema
from prompt_toolcall.extraction.prompt import (
    CALL_SYNTAXES,
    PYTHON_CALLS_SHAPE,
    CallSyntax,
    PromptStyle,
    build_constrained_prompt,
    build_extractor_prompt,
    build_repair_prompt,
    build_verify_prompt,
    python_call_names,
    style_error,
)
from prompt_toolcall.reading.dialects.base import ReadContext
from prompt_toolcall.reading.envelope import JSON_CALLS_SHAPE, parse_decision_reply, parse_envelope
from prompt_toolcall.types import (
    Envelope,
    EnvelopeCalls,
    EnvelopeNeedInfo,
    EnvelopeUnreadable,
    FunctionTool,
    InvalidToolCall,
    ToolCall,
    ToolChoice,
    normalize_tools,
)

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "ExtractionKind",
    "ExtractionResult",
    "Extractor",
    "ModelReply",
    "ModelRequest",
    "RequestPurpose",
    "Usage",
]

DEFAULT_MAX_TOKENS = 512
"""Token cap of one extractor/repair/verify reply.

# UNMEASURED: an envelope with a few calls is well under 200 tokens on the development
requests; 512 leaves room for parallel calls while stopping a tiny model that runs away
(tiny models under a grammar can keep a string or list going until the cap)."""

RequestPurpose = Literal["extract", "repair", "recheck", "verify"]
ExtractionKind = Literal["calls", "no_tool", "need_info", "unreadable"]


@dataclass(frozen=True)
class Usage:
    """Token counts of one or more model requests (summed with ``+``)."""

    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage | None) -> Usage:
        if other is None:
            return self
        if not isinstance(other, Usage):
            return NotImplemented
        return Usage(self.input_tokens + other.input_tokens, self.output_tokens + other.output_tokens)

    def __radd__(self, other: object) -> Usage:
        # lets ``sum(usages, Usage())`` and ``sum(usages)`` (start 0) both work
        if other == 0 or other is None:
            return self
        if isinstance(other, Usage):
            return other.__add__(self)
        return NotImplemented

    @property
    def total_tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens


@dataclass(frozen=True)
class ModelRequest:
    """One request the extractor wants sent to the model.

    Attributes:
        prompt: the whole user turn of a throwaway session (no system prompt, no history).
        purpose: ``extract`` (first ask), ``repair`` (the one retry), ``recheck`` (the same
            ask with a doubted enum's members reversed: see ``grounding.choices``) or
            ``verify`` (audit).
        json_schema: set when constrained decoding is wanted; a backend that cannot
            constrain ignores it (the reply is parsed tolerantly either way).
        max_tokens: cap on the reply length, or None for the backend's default.
    """

    prompt: str
    purpose: RequestPurpose
    json_schema: dict[str, Any] | None = None
    max_tokens: int | None = None


@dataclass(frozen=True)
class ModelReply:
    """The model's answer to one :class:`ModelRequest`."""

    text: str
    usage: Usage | None = None
    reasoning: str | None = None
    """Reasoning text the backend returned beside the reply, if any (answers only)."""


@dataclass(frozen=True)
class ExtractionResult:
    """What one extractor run decided.

    Attributes:
        kind: ``calls`` (valid calls to make), ``no_tool`` (answer the conversation
            normally), ``need_info`` (ask the user for ``need_info.missing``) or
            ``unreadable`` (nothing usable after the one repair; see ``errors``).
        calls: the valid calls, in order. With ``kind="unreadable"`` it may still hold the
            calls of a mixed reply that did validate; the caller decides whether to use them.
        need_info: the structured need for ``kind="need_info"``.
        invalid: calls the model attempted that could not be read or did not validate.
        errors: human-readable reasons (validation errors, tool_choice violations).
        notes: every tolerance and step taken (``fenced``, ``repaired``, ``repair-failed``, ...).
        requests: how many model requests this run made (1..3).
        replies: the raw reply texts, in request order.
        usage: token counts summed over every request.
        deferred: with ``kind="calls"``, the calls of the reply held back because a required
            value was missing or not in the conversation while other calls of the reply ran
            (``calls-deferred:N``): each function with the parameters it lacks, in reply
            order. The values most often come from those other calls' results. With
            ``kind="need_info"`` from grounding, the reply's other refused calls of other
            functions, in reply order: the steps the model planned after the one asked for.
    """

    kind: ExtractionKind
    calls: tuple[ToolCall, ...] = ()
    need_info: EnvelopeNeedInfo | None = None
    invalid: tuple[InvalidToolCall, ...] = ()
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    requests: int = 0
    replies: tuple[str, ...] = ()
    usage: Usage = field(default_factory=Usage)
    deferred: tuple[EnvelopeNeedInfo, ...] = ()


@dataclass(frozen=True)
class _Judged:
    """One reply judged: the outcome, plus whether it is acceptable as it stands."""

    kind: ExtractionKind
    calls: tuple[ToolCall, ...] = ()
    need_info: EnvelopeNeedInfo | None = None
    invalid: tuple[InvalidToolCall, ...] = ()
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    missing: EnvelopeNeedInfo | None = None
    """Set when the only problem is omitted required values: what the result becomes if
    no repair fixes it (never ``invalid``; see ``Extractor._missing_to_need_info``)."""
    deferred: tuple[EnvelopeNeedInfo, ...] = ()
    """The calls held back while the others run (``ExtractionResult.deferred``)."""

    @property
    def ok(self) -> bool:
        return self.kind != "unreadable" and not self.errors


class _Run:
    """The bookkeeping of one extractor run: replies, usage and notes."""

    def __init__(self, untrusted: Sequence[str], names: Iterable[str]) -> None:
        self.untrusted = untrusted
        self.names = tuple(names)
        self.replies: list[str] = []
        self.usage = Usage()
        self.notes: list[str] = []

    def take(self, value: object) -> str:
        """Record one reply; return its text."""
        reply = _as_reply(value)
        self.replies.append(reply.text)
        self.usage = self.usage + reply.usage
        return reply.text

    def clean(self, text: str) -> str:
        """The reply with lines copied from a tool result blanked (never read as a call)."""
        cleaned, echoed = strip_echoes(text, self.untrusted, self.names)
        if echoed:
            self.notes.append("tool-result-echo")
        return cleaned

    def result(self, judged: _Judged) -> ExtractionResult:
        if judged.kind == "unreadable" and judged.missing is not None:
            judged = _Judged("need_info", need_info=judged.missing, notes=judged.notes)
        if judged.kind == "unreadable" and not judged.errors:
            judged = _Judged("unreadable", judged.calls, None, judged.invalid, ("no usable envelope",))
        return ExtractionResult(
            kind=judged.kind if judged.ok else "unreadable",
            calls=judged.calls,
            need_info=judged.need_info if judged.ok else None,
            invalid=judged.invalid,
            errors=judged.errors,
            notes=_dedupe(tuple(self.notes)),
            requests=len(self.replies),
            replies=tuple(self.replies),
            usage=self.usage,
            deferred=judged.deferred if judged.ok and judged.kind in ("calls", "need_info") else (),
        )


class Extractor:
    """Turns a request into tool calls by asking a prompt-only model, in a throwaway session.

    Args:
        functions: the declared tools (``FunctionTool`` or any dict spelling
            :meth:`FunctionTool.from_dict` reads).
        choice: which calls are allowed (``auto``/``any``/``named``; ``none`` is an error:
            with ``none`` there is nothing to extract, answer the conversation instead).
        constrained: ask for the decision-first JSON object and attach its JSON schema to
            each request, for backends that decode under a schema (llama.cpp). Measured on
            a 9-request development set with Qwen2.5-Coder-1.5B: 7/9 correct vs 5/9 free.
        repair: spend one repair request on an unreadable or invalid reply.
        verify: spend one audit request when a required value is ungrounded (see
            :mod:`prompt_toolcall.checking.grounding`), even with ``grounding="off"``.
        max_tokens: reply cap passed on every request.
        grounding: ``"lenient"`` (default), ``"strict"`` or ``"off"``: after validation,
            every required argument's value must appear (normalised) in the conversation's
            user/tool text, or the reply becomes NEED_INFO for it. Under a forcing
            ``choice`` (any/named, as structured output uses) the caller demanded a call,
            so ungrounded values are only noted. See :mod:`prompt_toolcall.checking.grounding`.
        today: today's date, so relative dates ("tomorrow") can be grounded.
        prompt_style: ``"compact"`` (default: tools as Python-style signatures, brief rules,
            ~1.1x the native template's tokens) or ``"full"`` (the JSON Schema manifest and
            the long rules, ~1.5x). See :data:`prompt.PROMPT_STYLES` for the measurements.
        plan_first: with ``constrained``, every reply starts with a short free-text ``plan``
            (the steps the request needs, which are done, the one step now) before the
            decision: in the prompt's reply shapes and as the schema's first property. Meant
            for multi-step agents, where a small model called a function with an argument
            that was another call's result before that result existed. Free decoding ignores
            it (the marker envelope has no place for a plan). Opt-in; measured worse on the 1.5B
            (see ``prompt.PLAN_INSTRUCTION``).
        call_syntax: ``"json"`` (default) or ``"python"``: how the free-decoding prompt asks
            for calls (``[get_weather(city="Lima"), ...]`` after the marker; see
            :data:`prompt.CALL_SYNTAXES`). The reply is read the same way either way.
            Constrained decoding ignores it (its schema fixes the JSON object). With a tool
            name that is not a Python identifier the prompt asks for JSON (note
            ``call-syntax-json``).
        need_info: offer ``NEED_INFO`` to the model. ``False`` (constrained decoding only:
            the schema then has no ``NEED_INFO`` variant) is for a caller that grounding-
            checks the calls itself and wants a call it can refuse rather than the model's
            own NEED_INFO, e.g. the turn engine's forced lookup. Free decoding keeps the
            prompt as it is and still reads a ``NEED_INFO`` reply.

    Raises:
        SchemaError: the function list is empty, a definition is malformed, ``choice`` is
            ``none``, or a named choice names an undeclared tool, or ``prompt_style`` or
            ``call_syntax`` is unknown. Raised before any request.

    Example:
        ```python
        ex = Extractor([{"name": "get_weather", "parameters": {...}}])
        result = ex.run(lambda req: ModelReply(my_model(req.prompt)), "Weather in Lima?")
        if result.kind == "calls":
            ...
        ```
    """

    def __init__(
        self,
        functions: Sequence[FunctionTool | Mapping[str, Any]],
        *,
        choice: ToolChoice = ToolChoice.auto(),  # noqa: B008 - frozen, immutable default
        constrained: bool = False,
        repair: bool = True,
        verify: bool = False,
        max_tokens: int | None = DEFAULT_MAX_TOKENS,
        grounding: GroundingMode = "lenient",
        today: date | None = None,
        prompt_style: PromptStyle = "compact",
        plan_first: bool = False,
        call_syntax: CallSyntax = "json",
        need_info: bool = True,
    ) -> None:
        if grounding not in GROUNDING_MODES:
            msg = f"grounding must be one of {GROUNDING_MODES}; got {grounding!r}"
            raise SchemaError(msg)
        style_problem = style_error(prompt_style, "Extractor: prompt_style")
        if style_problem is not None:
            raise SchemaError(style_problem)
        self._prompt_style: PromptStyle = prompt_style
        if call_syntax not in CALL_SYNTAXES:
            msg = f"call_syntax must be one of {CALL_SYNTAXES}; got {call_syntax!r}"
            raise SchemaError(msg)
        tools = normalize_tools(functions)
        if not tools:
            msg = (
                "Extractor needs at least one function to extract calls for; received an empty list. "
                "Bind tools first, or answer the request without the extractor."
            )
            raise SchemaError(msg)
        if not isinstance(choice, ToolChoice):
            choice = ToolChoice.parse(choice)
        if choice.mode == "none":
            msg = (
                "Extractor was given tool_choice 'none': there is nothing to extract. "
                "Answer the conversation directly instead of running the extractor."
            )
            raise SchemaError(msg)
        if max_tokens is not None and (not isinstance(max_tokens, int) or max_tokens <= 0):
            msg = f"max_tokens must be a positive int or None; got {max_tokens!r}"
            raise SchemaError(msg)
        self._functions: tuple[FunctionTool, ...] = tuple(tools)
        self._by_name: dict[str, FunctionTool] = {t.name: t for t in tools}
        self._choice = choice
        self._valid_names: frozenset[str] = choice.narrow(self._by_name)
        # Built once: every reply (extract, repair, verify) is read against the same tools.
        self._read_context = ReadContext.build(self._valid_names, self._functions)
        self._constrained = bool(constrained)
        self._plan_first = bool(plan_first)
        self._need_info = bool(need_info)
        self._call_syntax: CallSyntax = call_syntax
        python_asked = call_syntax == "python" and not self._constrained
        # Names a Python call cannot spell (``get-weather``): the prompt asks for JSON instead.
        self._python_calls = python_asked and python_call_names(self._functions)
        self._syntax_notes: tuple[str, ...] = (
            ("call-syntax-json",) if python_asked and not self._python_calls else ()
        )
        self._repair = bool(repair)
        self._verify = bool(verify)
        self._max_tokens = max_tokens
        self._grounding: GroundingMode = grounding
        self._today = today

    # -- read-only configuration -------------------------------------------------------

    @property
    def functions(self) -> tuple[FunctionTool, ...]:
        """The declared tools."""
        return self._functions

    @property
    def choice(self) -> ToolChoice:
        """The tool choice this extractor enforces."""
        return self._choice

    @property
    def valid_names(self) -> frozenset[str]:
        """The allow-list after tool_choice narrowing."""
        return self._valid_names

    @property
    def constrained(self) -> bool:
        """Whether requests ask for the decision-first JSON under a JSON schema."""
        return self._constrained

    @property
    def plan_first(self) -> bool:
        """Whether constrained replies start with a ``plan`` (ignored under free decoding)."""
        return self._plan_first

    @property
    def call_syntax(self) -> CallSyntax:
        """How the free-decoding prompt asks for calls: ``"json"`` or ``"python"``."""
        return self._call_syntax

    # -- the loop ----------------------------------------------------------------------

    def steps(
        self,
        request: str,
        *,
        sources: Sequence[str] | None = None,
        untrusted: Sequence[str] = (),
    ) -> Generator[ModelRequest, ModelReply, ExtractionResult]:
        """The loop as a generator: yields each :class:`ModelRequest`, receives its
        :class:`ModelReply` via ``send``, returns the :class:`ExtractionResult`.

        Args:
            request: the text the calls are extracted from (a user request, or a rendered
                conversation ending in one).
            sources: the user and tool texts that argument values must be grounded in
                (:func:`prompt_toolcall.checking.grounding.collect_sources`); defaults to ``[request]``.
            untrusted: the tool-result texts of the conversation; a reply line copied from
                one is blanked before parsing (:mod:`prompt_toolcall.checking.echo`), so call syntax inside
                a tool result can never become a call.
        """
        if not isinstance(request, str):
            msg = f"request must be a str; got {type(request).__name__}: {request!r:.200}"
            raise TypeError(msg)
        prompt, schema = self._build_prompt(request)
        run = _Run(untrusted, self._valid_names)
        run.notes.extend(self._syntax_notes)
        reply = yield ModelRequest(prompt, "extract", schema, self._max_tokens)
        judged = self._judge(run.clean(run.take(reply)))
        run.notes.extend(judged.notes)
        if not judged.ok and self._repair:
            errors = judged.errors or ("the reply could not be read as an envelope",)
            repair_prompt = build_repair_prompt(prompt, run.replies[-1], self._in_syntax(errors))
            reply = yield ModelRequest(repair_prompt, "repair", schema, self._max_tokens)
            judged = self._after_repair(judged, run.clean(run.take(reply)), run.notes)
        sources = list(sources) if sources is not None else [request]
        ungrounded: EnvelopeNeedInfo | None = None
        if judged.ok and judged.kind == "calls" and self._grounding != "off":
            checked = self._check(judged, sources, run.notes)
            picks = doubted_picks(checked) if not self._choice.must_call else {}
            if picks:
                # A pick from a closed list that the conversation does not name: asked again
                # with those lists reversed, a guess follows the position (grounding.choices).
                functions = reversed_choices(self._functions, judged.calls, picks)
                recheck_prompt, recheck_schema = self._build_prompt(request, functions)
                reply = yield ModelRequest(recheck_prompt, "recheck", recheck_schema, self._max_tokens)
                again = self._judge(run.clean(run.take(reply)))
                changed = changed_picks(judged.calls, picks, again.calls if again.kind == "calls" else ())
                run.notes.append(f"picks-rechecked:{sum(map(len, picks.values()))}")
                if changed:
                    # Decided again with the changed picks refused (one decision path; the
                    # notes already taken are dropped as repeats by the run's result).
                    refused = {(i, p): PICK_CHANGED for i, params in changed.items() for p in params}
                    checked = self._check(judged, sources, run.notes, refused)
            judged, ungrounded = self._decide(judged, checked, run.notes)
        doubts = self._doubts(judged, sources, ungrounded)
        if doubts:
            run.notes.extend(f"doubt:{d}" for d in doubts)
            verify_prompt = build_verify_prompt(list(self._functions), request, list(judged.calls))
            reply = yield ModelRequest(verify_prompt, "verify", None, self._max_tokens)
            judged = self._apply_verdict(judged, run.clean(run.take(reply)), run.notes)
            if judged.ok and judged.kind == "calls" and self._grounding != "off":
                judged, ungrounded = self._decide(judged, self._check(judged, sources, run.notes), run.notes)
        judged = self._refuse_ungrounded(judged, ungrounded, run.notes)
        return run.result(judged)

    def run(
        self,
        send: Callable[[ModelRequest], ModelReply],
        request: str,
        *,
        sources: Sequence[str] | None = None,
        untrusted: Sequence[str] = (),
    ) -> ExtractionResult:
        """Run the loop synchronously.

        Args:
            send: sends one request to the model and returns its reply. Exceptions it
                raises propagate unchanged (the loop holds no state worth cleaning up).
            request: the text to extract calls from.
            sources: texts argument values are grounded in (see :meth:`steps`).
            untrusted: tool-result texts whose echoes are never read (see :meth:`steps`).
        """
        gen = self.steps(request, sources=sources, untrusted=untrusted)
        try:
            req = next(gen)
            while True:
                req = gen.send(send(req))
        except StopIteration as stop:
            result: ExtractionResult = stop.value
            return result

    async def arun(
        self,
        send: Callable[[ModelRequest], Awaitable[ModelReply]],
        request: str,
        *,
        sources: Sequence[str] | None = None,
        untrusted: Sequence[str] = (),
    ) -> ExtractionResult:
        """Run the loop with an async ``send``; otherwise identical to :meth:`run`."""
        gen = self.steps(request, sources=sources, untrusted=untrusted)
        try:
            req = next(gen)
            while True:
                req = gen.send(await send(req))
        except StopIteration as stop:
            result: ExtractionResult = stop.value
            return result

    # -- private steps -----------------------------------------------------------------

    def _after_repair(self, first: _Judged, text: str, notes: list[str]) -> _Judged:
        """Judge the repair reply; a second failure reports both attempts' errors."""
        second = self._judge(text)
        notes.extend(second.notes)
        notes.append("repaired" if second.ok else "repair-failed")
        if second.ok:
            return second
        # The first errors say what the model got wrong, the second that the repair did not fix it.
        return _Judged(
            "unreadable",
            calls=second.calls,
            invalid=second.invalid or first.invalid,
            errors=_dedupe(first.errors + second.errors),
            missing=second.missing,
        )

    def _doubts(
        self, judged: _Judged, sources: Sequence[str], ungrounded: EnvelopeNeedInfo | None
    ) -> list[str]:
        """Why the verify request is worth spending (only with ``verify=True``): every required
        value the conversation does not support, as ``function.param:ungrounded``.

        Grounding is the one check of that: it replaced a second, cruder one that compared a
        value's words with the request text only (it missed values taken from tool results,
        and its placeholder list - ``unknown``, ``<city>`` - is ungrounded text anyway).
        """
        if not (self._verify and judged.ok and judged.kind == "calls"):
            return []
        if self._grounding == "off":
            # Grounding does not decide here, but it still says which values look invented.
            result = check_grounding(judged.calls, self._by_name, sources, mode="lenient", today=self._today)
            ungrounded = to_need_info(result, self._by_name)
        if ungrounded is None:
            return []
        return [f"{ungrounded.function}.{param}:ungrounded" for param in ungrounded.missing]

    def _refuse_ungrounded(
        self, judged: _Judged, ungrounded: EnvelopeNeedInfo | None, notes: list[str]
    ) -> _Judged:
        if ungrounded is None or not judged.ok or judged.kind != "calls":
            return judged
        if self._choice.must_call:
            # The caller demanded a call (tool_choice any/named, structured output): the
            # values are the model's to compose, so grounding reports instead of refusing.
            notes.append("grounding-ungrounded-kept:forced-choice")
            return judged
        # Never a guessed call: the whole reply asks for the value instead; its other refused
        # calls stay on record as the steps the model planned after it (_planned_after).
        notes.append("grounding-need-info")
        return _Judged("need_info", need_info=ungrounded, notes=judged.notes, deferred=judged.deferred)

    def _in_syntax(self, errors: Sequence[str]) -> list[str]:
        """The repair errors, naming the call shape the prompt asked for: a reply to a
        Python-call prompt is told to write a Python list, not the JSON object."""
        if not self._python_calls:
            return list(errors)
        shape = f"{JSON_CALLS_SHAPE} as valid JSON"
        return [
            e.replace(shape, PYTHON_CALLS_SHAPE).replace(JSON_CALLS_SHAPE, PYTHON_CALLS_SHAPE) for e in errors
        ]

    def _build_prompt(
        self, request: str, functions: Sequence[FunctionTool] | None = None
    ) -> tuple[str, dict[str, Any] | None]:
        fns = list(self._functions if functions is None else functions)
        style = self._prompt_style
        if self._constrained:
            plan = self._plan_first
            prompt = build_constrained_prompt(fns, request, self._choice, style=style, plan_first=plan)
            schema = build_envelope_schema(fns, self._choice, plan_first=plan, need_info=self._need_info)
            return prompt, schema
        prompt = build_extractor_prompt(
            fns, request, self._choice, style=style, call_syntax=self._call_syntax
        )
        return prompt, None

    def _parse(self, text: str) -> Envelope:
        if self._constrained:
            env = parse_decision_reply(text, self._read_context)
            if not isinstance(env, EnvelopeUnreadable):
                return env
            # A backend that ignored the schema may still have written markers or a dialect.
            fallback = parse_envelope(text, self._read_context)
            if not isinstance(fallback, EnvelopeUnreadable):
                return fallback
            return env
        return parse_envelope(text, self._read_context)

    def _judge(self, text: str) -> _Judged:
        env = self._parse(text)
        notes = tuple(env.notes)
        if isinstance(env, EnvelopeUnreadable):
            errors = tuple(env.errors) or ("no envelope marker and no tool call could be read",)
            if not text.strip():
                errors = ("the reply was empty", *errors)
            return _Judged("unreadable", invalid=tuple(env.invalid), errors=_dedupe(errors), notes=notes)
        if isinstance(env, EnvelopeNeedInfo):
            return self._judge_need_info(env, notes)
        if env.no_tool or not env.calls:
            if self._choice.must_call:
                forced = (
                    f"the function {self._choice.name!r}"
                    if self._choice.mode == "named"
                    else "one of the declared functions"
                )
                err = f"tool_choice requires a call to {forced}, but the reply declined (NO_TOOL)"
                return _Judged("unreadable", errors=(err,), notes=notes)
            return _Judged("no_tool", notes=notes)
        return self._judge_calls(env, notes)

    def _judge_need_info(self, env: EnvelopeNeedInfo, notes: tuple[str, ...]) -> _Judged:
        ctx = self._read_context
        name = ctx.resolve_name(env.function)
        missing = tuple(m for m in env.missing if isinstance(m, str) and m.strip())
        errors: list[str] = []
        if name is None:
            errors.append(
                f"NEED_INFO names function {env.function!r}, which is not one of {sorted(self._valid_names)}"
            )
        if not missing:
            errors.append('NEED_INFO must list the missing required parameters in "missing"')
        if errors:
            return _Judged("unreadable", errors=tuple(errors), notes=notes)
        assert name is not None
        need = EnvelopeNeedInfo(function=name, missing=missing, notes=tuple(env.notes))
        return _Judged("need_info", need_info=need, notes=notes)

    def _judge_calls(self, env: EnvelopeCalls, notes: tuple[str, ...]) -> _Judged:
        good: list[ToolCall] = []
        bad: list[InvalidToolCall] = []
        errors: list[str] = []
        lacking: list[EnvelopeNeedInfo] = []
        for call in env.calls:
            if call.name not in self._valid_names:
                # The parser enforces the allow-list; this guards a parser that did not.
                err = f"unknown function {call.name!r}; allowed: {sorted(self._valid_names)}"
                bad.append(InvalidToolCall(call.name, _dump(call.arguments), err, call.id))
                errors.append(err)
                continue
            call_errors = validate_arguments(call.name, call.arguments, self._by_name[call.name].parameters)
            if call_errors:
                bad.append(InvalidToolCall(call.name, _dump(call.arguments), "; ".join(call_errors), call.id))
                errors.extend(call_errors)
                need = self._only_missing(call, call_errors)
                if need is not None:
                    lacking.append(need)
            else:
                good.append(call)
        if bad and len(lacking) == len(bad):
            return self._missing_to_need_info(tuple(good), tuple(bad), lacking, notes)
        if bad:
            return _Judged("unreadable", tuple(good), None, tuple(bad), tuple(errors), notes)
        return _Judged("calls", tuple(good), notes=notes)

    def _only_missing(self, call: ToolCall, call_errors: Sequence[str]) -> EnvelopeNeedInfo | None:
        """The NEED_INFO a call amounts to when its only problems are missing required
        top-level arguments, else None.

        A call that also carries an undeclared argument is not one of these: the stray
        argument is most likely the missing one under another name (``town`` for ``city``),
        which the repair request can fix from the conversation without asking the user.
        """
        tool = self._by_name[call.name]
        arguments = call.arguments if isinstance(call.arguments, Mapping) else None
        if arguments is None:
            return None
        declared = tool.properties
        if declared and any(key not in declared for key in arguments):
            return None
        missing = tuple(r for r in tool.required if r not in arguments)
        if not missing or set(call_errors) != {f"{call.name}: {r}: missing required" for r in missing}:
            return None
        return EnvelopeNeedInfo(function=call.name, missing=missing, notes=("missing-required",))

    def _missing_to_need_info(
        self,
        good: tuple[ToolCall, ...],
        bad: tuple[InvalidToolCall, ...],
        lacking: Sequence[EnvelopeNeedInfo],
        notes: tuple[str, ...],
    ) -> _Judged:
        """Calls whose only problem is an omitted required value: NEED_INFO, never invalid.

        Under ``auto`` this happens at once, before any repair. Why before the repair and not
        after it: the repair prompt would list ``city: missing required`` and so ask the model
        to write a value the user most likely never gave - the guessed value this package
        refuses (grounding catches only guesses that appear nowhere in the conversation). The
        repair also costs one more model request (about 5-10 s for the embedded models on 2
        cores) to most likely end in the same NEED_INFO; asking the user costs one question.
        Nothing was measured for this choice: it is argued from that cost.

        When other calls of the reply are valid they run now and the lacking ones wait
        (``calls-deferred:N``), as grounding defers a call whose value is the result of
        another: the next turn sees the results and asks again.

        Under a forcing tool_choice (any/named, structured output) the caller demanded a call
        and its values are the model's to compose (``Joke.punchline`` is in no user text;
        grounding keeps ungrounded values there for the same reason), so the reply gets the
        one repair first; only if the repaired reply still just omits required values does
        it become NEED_INFO (``missing`` carries it to the result), still never invalid.
        """
        marked = (*notes, "missing-required")
        if good:
            deferred = tuple(EnvelopeNeedInfo(n.function, n.missing) for n in lacking)
            notes = (*marked, f"calls-deferred:{len(lacking)}")
            return _Judged("calls", good, notes=notes, deferred=deferred)
        need = lacking[0]
        if self._choice.must_call:
            errors = tuple(f"{need.function}: {m}: missing required" for m in need.missing)
            return _Judged("unreadable", (), None, bad, errors, marked, missing=need)
        return _Judged("need_info", need_info=need, notes=marked)

    def _check(
        self,
        judged: _Judged,
        sources: Sequence[str],
        notes: list[str],
        refused: Mapping[tuple[int, str], str] | None = None,
    ) -> GroundingResult:
        """Every call's values against the conversation (the findings go to ``notes``)."""
        result = check_grounding(
            judged.calls, self._by_name, sources, mode=self._grounding, today=self._today, refused=refused
        )
        notes.extend(result.notes)
        return result

    def _decide(
        self, judged: _Judged, result: GroundingResult, notes: list[str]
    ) -> tuple[_Judged, EnvelopeNeedInfo | None]:
        """The (possibly trimmed) calls and the need for the first ungrounded required value,
        if any, from the grounding ``result`` of ``judged``'s calls."""
        if self._choice.must_call:
            # A forced call (tool_choice any/named, structured output) is the model's to
            # compose: grounding reports (notes above) but neither drops an optional value nor
            # refuses (see _refuse_ungrounded).
            return judged, to_need_info(result, self._by_name)
        # A computation carrying a number the conversation gives only scaled, beside a
        # lookup: the number is most likely the looked-up value guessed, so the computation
        # waits for that result like a refused one (see scaled_beside_lookups).
        early = scaled_beside_lookups(result)
        waiting = set(result.ungrounded_required) | set(early)
        if waiting and len(waiting) < len(result.calls) and not self._choice.must_call:
            if early:
                notes.append(f"scaled-numbers-deferred:{len(early)}")
            # Some calls are fully grounded, others lack a value: the missing value is most
            # often the result of a call in the same reply ("multiply, then add 1238 to the
            # result"). Run what is known now; the next turn sees the results and asks again,
            # so the deferred call is made with a real value or becomes NEED_INFO then.
            # Measured on agent tasks with the 1.5B model: the whole reply used to become
            # NEED_INFO for the dependent argument, so the first, valid call never ran.
            ready = tuple(c for i, c in enumerate(result.calls) if i not in waiting)
            notes.append(f"calls-deferred:{len(waiting)}")
            refused = result.ungrounded_required
            lacking = {i: [*refused.get(i, []), *early.get(i, [])] for i in sorted(waiting)}
            held = tuple(
                EnvelopeNeedInfo(result.calls[i].name, tuple(dict.fromkeys(params)))
                for i, params in lacking.items()
                if params
            )
            return replace(judged, calls=ready, deferred=(*judged.deferred, *held)), None
        need = to_need_info(result, self._by_name)
        planned = (*judged.deferred, *_planned_after(result, need))
        return replace(judged, calls=result.calls, deferred=planned), need

    def _apply_verdict(self, judged: _Judged, text: str, notes: list[str]) -> _Judged:
        """Fold the verify reply in: accept a valid correction, keep the calls otherwise."""
        verdict = self._judge(text)
        notes.extend(verdict.notes)
        if not verdict.ok:
            notes.append("verify-unreadable")
            return judged
        if verdict.kind == "calls":
            same = [(c.name, c.arguments) for c in verdict.calls] == [
                (c.name, c.arguments) for c in judged.calls
            ]
            notes.append("verified" if same else "verify-corrected")
            return judged if same else verdict
        notes.append(f"verify-{verdict.kind.replace('_', '-')}")
        return verdict


def _as_reply(value: object) -> ModelReply:
    if isinstance(value, ModelReply):
        return value
    if isinstance(value, str):
        return ModelReply(value)
    msg = (
        "Extractor expected the model reply as a ModelReply (or a str); "
        f"received {type(value).__name__}: {value!r:.200}. Return ModelReply(text=...) from send()."
    )
    raise TypeError(msg)


def _dump(arguments: object) -> str:
    try:
        return json.dumps(arguments, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(arguments)


def _dedupe(items: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


def _planned_after(result: GroundingResult, need: EnvelopeNeedInfo | None) -> tuple[EnvelopeNeedInfo, ...]:
    """The refused calls of a reply that grounding turns into ``need`` (every call lacks a
    value), other than ``need``'s own function: each function once, with the parameters it
    lacks, in reply order.

    Why: a small model writes its whole plan in its first reply, each later step filled with
    guessed figures ("work out the strength from the gravities, then the duty on the litres
    packaged": both computations, before the batch is looked up). Grounding refuses them all
    and the NEED_INFO names only the first; the turn engine's lookup then finds its values,
    and the later step, no longer on record, was never made. On a spent agent split (1.5B,
    LangChain) the strength was worked out and the duty never was. Kept like the deferred
    calls of a reply whose other calls run (``calls-deferred:N``), so the step is resumed
    once the results are in.

    Measured once on that split's 7 chain and parallel tasks (same model and framework): the
    duty step was then asked for and written with the looked-up litres and strength, but with
    the rate copied from the tool's documented example instead of the one the request gives;
    grounding refused it, so no outcome changed (0 gained, 0 lost) and that task made one more
    request. A development figure; not yet measured on held-out tasks.
    """
    if need is None:
        return ()
    out: dict[str, tuple[str, ...]] = {}
    for i, call in enumerate(result.calls):
        params = result.ungrounded_required.get(i)
        if params and call.name != need.function and call.name not in out:
            out[call.name] = tuple(dict.fromkeys(params))
    return tuple(EnvelopeNeedInfo(name, params) for name, params in out.items())
