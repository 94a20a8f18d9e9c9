"""``ToolcallLLM``: any LlamaIndex LLM as a ``FunctionCallingLLM``.

LlamaIndex picks ``FunctionAgent`` (and ``FunctionCallingProgram`` for structured output)
only when ``llm.metadata.is_function_calling_model`` is true; otherwise it falls back to
ReAct text prompting. This wrapper reports true and does the function calling itself, with
the toolcall core, around a model that has no tool support at all.

Input flow (``chat_with_tools`` / ``achat_with_tools`` / ``stream_chat_with_tools`` / ...)::

    _prepare_chat_with_tools: BaseTool list -> core FunctionTool list (convert_tools: bad schemas raise here)
                              tool_required / tool_choice       -> ToolChoice (unknown name raises here)
    chat(messages, tools=..., tool_choice=..., allow_parallel_tool_calls=...)
      -> pairing check of the history (on_pairing_violation: raise | warn | repair | ignore)
      -> guard: a fresh user turn begins a breaker run; a pending corrective note is drained
      -> request = render_transcript(history) (+ the note: this request only, never the history)
      -> Extractor.steps(request): each ModelRequest goes to the inner LLM as ONE user turn
         (chat models) or ONE prompt (completion models): a throwaway session, never the live chat

Output flow (one ExtractionResult)::

    calls        -> assistant ChatMessage with the calls (additional_kwargs["tool_calls"] + ToolCallBlocks);
                    a call identical to one already answered in this turn is dropped (all dropped:
                    answered as no_tool, note "repeated-call-suppressed"), unless its last run failed
                    and the guard has not refused it yet;
                    allow_parallel_tool_calls=False keeps the first call (note "parallel-calls-dropped:N")
    no_tool      -> the inner LLM answers the live conversation; tool traffic in it is rendered as
                    plain text (to_plain_chat_messages); streamed chunk by chunk when streaming;
                    over tool traffic the answer goes through prompt_toolcall.loop.final_answer: call-notation
                    lines are dropped (streams too), an answer that was only notation costs ONE
                    throwaway restate request, else an honest fallback from the tool results
    need_info    -> assistant text asking for the missing parameters, by name; no call
    unreadable   -> assistant text stating the errors; no call, never a guessed one
    every response: raw["toolcall"] = {kind, notes, requests, errors, replies}, token usage summed
    get_tool_calls_from_response reads the calls back as ToolSelection; a response without calls
    (a partial streamed chunk, an answer) gives [] or, with error_on_no_tool_call, an error saying why.

Sync and async paths share every decision (``_start_turn``, ``_finish``, ``_answered``); they
differ only in awaiting the inner LLM (STYLE.md §8.1). Without tools, every method passes
straight through to the inner LLM.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncGenerator, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseAsyncGen,
    ChatResponseGen,
    CompletionResponse,
    CompletionResponseAsyncGen,
    CompletionResponseGen,
    LLMMetadata,
    MessageRole,
    TextBlock,
)
from llama_index.core.bridge.pydantic import Field, PrivateAttr
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.function_calling import FunctionCallingLLM
from llama_index.core.llms.llm import LLM, ToolSelection

from llamaindex_toolcall._convert import (
    calls_message,
    convert_tools,
    has_tool_traffic,
    read_tool_selections,
    to_neutral_messages,
    to_plain_chat_messages,
)
from llamaindex_toolcall.guards import PairingPolicy, ToolGuard, check_tool_pairing
from prompt_toolcall.errors import EnvelopeError, SchemaError, ToolcallError
from prompt_toolcall.extraction.extractor import (
    DEFAULT_MAX_TOKENS,
    ExtractionResult,
    Extractor,
    ModelReply,
    ModelRequest,
    Usage,
)
from prompt_toolcall.loop.final_answer import (
    FinalAnswer,
    NotationFilter,
    asettle_answer,
    call_names,
    settle_answer,
)
from prompt_toolcall.loop.final_answer import has_tool_traffic as has_neutral_tool_traffic
from prompt_toolcall.loop.repeats import answered_call_keys, call_key
from prompt_toolcall.messages import Message
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

if TYPE_CHECKING:
    from llama_index.core.tools.types import BaseTool

__all__ = ["InnerLLMError", "ToolcallLLM"]

logger = logging.getLogger(__name__)

_TOOL_KWARGS = ("tools", "tool_choice", "allow_parallel_tool_calls", "tool_required")
"""Keys ``_prepare_chat_with_tools`` puts into the chat kwargs; never forwarded to the inner LLM."""

ERROR_TEXT_LIMIT = 600
"""Cap on the error text shown in an unreadable reply's message.

# UNMEASURED: the same cut the repair prompt uses for a rejected reply (seed: 600)."""


_ANSWER = "answer"
"""Purpose label of the request that answers the live conversation (after NO_TOOL)."""

_RESTATE = "restate"
"""Purpose label of the one throwaway request after an answer that only echoed call notation."""


class InnerLLMError(ToolcallError, RuntimeError):
    """The wrapped LlamaIndex LLM raised while ToolcallLLM was asking it something."""


@dataclass
class _Turn:
    """One tool-calling chat turn, decided before any I/O."""

    messages: list[ChatMessage]
    functions: list[FunctionTool]
    choice: ToolChoice
    allow_parallel: bool
    inner_kwargs: dict[str, Any]
    extractor: Extractor | None
    request: str = ""
    sources: list[str] = field(default_factory=list)
    untrusted: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    neutral: list[Message] = field(default_factory=list)
    names: frozenset[str] | None = None
    """Set when the history has tool traffic: the tool names whose call notation an answer
    must not consist of (prompt_toolcall.loop.final_answer)."""


class _AnswerStream:
    """A streamed answer: the raw text, and the text shown through the notation filter."""

    def __init__(self, names: frozenset[str] | None) -> None:
        self.raw = ""
        self.shown = ""
        self.last: ChatResponse | None = None
        self.filter = NotationFilter(names) if names is not None else None

    def add(self, chunk: ChatResponse) -> ChatResponse | None:
        """Take one inner chunk; return the chunk to show (None: nothing to show yet)."""
        new = ToolcallLLM._stream_text(self.raw, chunk)
        delta = new[len(self.raw) :] if new.startswith(self.raw) else chunk.delta or ""
        self.raw, self.last = new, chunk
        if self.filter is not None:
            delta = self.filter.feed(delta)
            if not delta:
                return None
        self.shown += delta
        return ChatResponse(
            message=ChatMessage(role=MessageRole.ASSISTANT, blocks=[TextBlock(text=self.shown)]),
            delta=delta,
            raw=chunk.raw,
            additional_kwargs=dict(chunk.additional_kwargs),
        )


def _usage_of(raw: object, additional: Mapping[str, Any]) -> Usage | None:
    """Token counts from a LlamaIndex response, where integrations put them (best effort)."""
    sources: list[Mapping[str, Any]] = [additional]
    if isinstance(raw, Mapping):
        usage = raw.get("usage")
        if isinstance(usage, Mapping):
            sources.insert(0, usage)
    else:
        usage_obj = getattr(raw, "usage", None)
        if usage_obj is not None:
            sources.insert(
                0, {k: getattr(usage_obj, k, None) for k in ("prompt_tokens", "completion_tokens")}
            )
    for src in sources:
        inp, out = (
            src.get("prompt_tokens", src.get("input_tokens")),
            src.get("completion_tokens", src.get("output_tokens")),
        )
        if isinstance(inp, int) and isinstance(out, int):
            return Usage(inp, out)
    return None


def _usage_kwargs(usage: Usage) -> dict[str, int]:
    return {
        "prompt_tokens": usage.input_tokens,
        "completion_tokens": usage.output_tokens,
        "total_tokens": usage.total_tokens,
    }


def _need_info_text(function: str, missing: Sequence[str], tool: FunctionTool | None) -> str:
    parts: list[str] = []
    for name in missing:
        sub = tool.properties.get(name) if tool is not None else None
        desc = sub.get("description") if isinstance(sub, Mapping) else None
        parts.append(f"{name} ({desc})" if isinstance(desc, str) and desc.strip() else name)
    them = "it" if len(parts) == 1 else "them"
    return f"To use {function} I need more information: {', '.join(parts)}. Please provide {them}."


def _unreadable_text(result: ExtractionResult) -> str:
    errors = "; ".join(result.errors) or "no usable tool call could be read"
    if len(errors) > ERROR_TEXT_LIMIT:
        errors = errors[:ERROR_TEXT_LIMIT] + "..."
    return f"I could not make a valid tool call (after {result.requests} attempt(s)). Errors: {errors}"


class ToolcallLLM(FunctionCallingLLM):
    """Wraps any LlamaIndex ``LLM`` (chat or completion) as a ``FunctionCallingLLM``.

    Tool calls are extracted by the toolcall core in a throwaway session (the manifest
    goes into one user turn, never into the live conversation), read in any dialect,
    validated against each tool's JSON Schema and repaired at most once. Missing required
    parameters are asked for, never guessed.

    Setup:
        ```bash
        pip install "prompt-toolcall[llamaindex]"
        ```

    Instantiate:
        ```python
        from llamaindex_toolcall import ToolcallLLM, ToolGuard

        guard = ToolGuard()  # optional: misuse breaker + run tracking
        llm = ToolcallLLM(llm=inner_llm, guard=guard)
        ```

    Invoke:
        ```python
        response = llm.chat_with_tools([weather_tool], user_msg="Weather in Lima?")
        calls = llm.get_tool_calls_from_response(response, error_on_no_tool_call=False)
        # [ToolSelection(tool_id="call_...", tool_name="get_weather", tool_kwargs={"city": "Lima"})]
        ```

    Stream:
        ```python
        for chunk in llm.stream_chat_with_tools([weather_tool], user_msg="Hi!"):
            print(chunk.delta, end="")  # a NO_TOOL answer streams from the inner LLM
        ```

    Tool calling (agents):
        ```python
        from llama_index.core.agent.workflow import FunctionAgent

        agent = FunctionAgent(tools=guard.wrap([get_weather]), llm=llm)
        result = await agent.run("Weather in Lima?")
        ```

    Structured output:
        ```python
        person = llm.structured_predict(Person, PromptTemplate("Extract: {text}"), text="Ana, 31")
        sllm = llm.as_structured_llm(Person)
        ```

    Args:
        llm: the inner LlamaIndex LLM (any ``LLM``: chat or completion).
        constrained: ``True`` asks for the decision-first JSON object and passes its JSON
            Schema to the inner LLM as ``response_format``; ``"auto"`` (default) does so when
            the inner LLM declares ``supports_json_schema_output = True``; ``False`` never.
        repair: spend one repair request on an unreadable or invalid reply.
        verify: spend one audit request when a call looks invented (see ``prompt_toolcall.extraction.extractor``).
        extractor_max_tokens: reply cap the extractor asks for (a backend may ignore it).
        on_pairing_violation: what to do when the history breaks the tool_call <-> result
            pairing: ``"raise"`` (``PairingError``), ``"warn"``, ``"repair"`` (drop the
            offending parts, with a warning) or ``"ignore"``.
        guard: a :class:`~llamaindex_toolcall.guards.ToolGuard` whose misuse breaker feeds
            corrective notes into the next request, and whose run restarts on each new user turn.
    """

    llm: LLM = Field(description="The wrapped LLM, which has no function calling of its own.")
    constrained: bool | Literal["auto"] = Field(
        default="auto", description="Constrained decoding of the envelope: True, False or 'auto'."
    )
    repair: bool = Field(default=True, description="Spend one repair request on a bad reply.")
    verify: bool = Field(default=False, description="Spend one audit request on a doubtful call.")
    grounding: Literal["strict", "lenient", "off"] = Field(
        default="lenient",
        description=(
            "Required argument values must appear in the user/tool text, or the reply asks for "
            "them (NEED_INFO) instead of calling with invented values (prompt_toolcall.checking.grounding)."
        ),
    )
    extractor_max_tokens: int | None = Field(
        default=DEFAULT_MAX_TOKENS, description="Reply cap the extractor asks for."
    )
    suppress_repeated_calls: bool = Field(
        default=True,
        description="Answer instead of repeating a call already answered in this turn.",
    )
    on_pairing_violation: PairingPolicy = Field(
        default="raise", description="raise | warn | repair | ignore on a broken tool_call/result pairing."
    )

    _guard: ToolGuard | None = PrivateAttr(default=None)

    def __init__(self, llm: LLM, *, guard: ToolGuard | None = None, **kwargs: Any) -> None:
        if not isinstance(llm, LLM):
            msg = (
                "ToolcallLLM(llm=...) expects a LlamaIndex LLM (llama_index.core.llms.LLM, e.g. a CustomLLM "
                f"or OpenAILike). Received {type(llm).__name__}: {llm!r:.200}"
            )
            raise TypeError(msg)
        if guard is not None and not isinstance(guard, ToolGuard):
            msg = f"guard must be a ToolGuard or None; received {type(guard).__name__}"
            raise TypeError(msg)
        super().__init__(llm=llm, **kwargs)
        self._guard = guard

    @classmethod
    def class_name(cls) -> str:
        return "ToolcallLLM"

    @property
    def guard(self) -> ToolGuard | None:
        """The guard this LLM feeds, if any."""
        return self._guard

    @property
    def metadata(self) -> LLMMetadata:
        """The inner LLM's metadata (context window, chat or completion), as a function-calling model."""
        return self.llm.metadata.model_copy(update={"is_function_calling_model": True})

    # -- FunctionCallingLLM hooks -----------------------------------------------------------

    def _prepare_chat_with_tools(
        self,
        tools: Sequence[BaseTool],
        user_msg: str | ChatMessage | None = None,
        chat_history: list[ChatMessage] | None = None,
        verbose: bool = False,
        allow_parallel_tool_calls: bool = False,
        tool_required: bool = False,
        tool_choice: str | dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> dict[str, Any]:
        """Convert the tools and the tool choice once, so a bad schema or name fails before any request."""
        functions = convert_tools(tools)
        choice = self._resolve_choice(functions, tool_choice, tool_required)
        messages = list(chat_history or [])
        if user_msg is not None:
            messages.append(
                ChatMessage(role=MessageRole.USER, content=user_msg)
                if isinstance(user_msg, str)
                else user_msg
            )
        return {
            "messages": messages,
            "tools": functions,
            "tool_choice": choice,
            "allow_parallel_tool_calls": allow_parallel_tool_calls,
            **kwargs,
        }

    def get_tool_calls_from_response(
        self,
        response: ChatResponse,
        error_on_no_tool_call: bool = True,
        **kwargs: Any,
    ) -> list[ToolSelection]:
        """The calls a response carries, as ``ToolSelection`` (``[]`` for a partial chunk or an answer).

        Args:
            response: a response of this LLM (or of any LLM writing OpenAI-style
                ``additional_kwargs["tool_calls"]`` or ``ToolCallBlock`` blocks).
            error_on_no_tool_call: raise when there is no call, with the reason.

        Raises:
            EnvelopeError: no call and ``error_on_no_tool_call``; the message says whether the
                model asked for information, could not be read, or answered in text.
        """
        selections = read_tool_selections(response.message)
        if selections or not error_on_no_tool_call:
            return selections
        info = response.raw.get("toolcall") if isinstance(response.raw, Mapping) else None
        kind = info.get("kind") if isinstance(info, Mapping) else None
        content = response.message.content or ""
        if kind == "need_info":
            reason = f"the model asked for missing information instead: {content}"
        elif kind == "unreadable":
            reason = f"the model's reply could not be read as a valid call: {content}"
        else:
            reason = f"the model answered in text: {content[:200]!r}"
        msg = (
            f"Expected at least one tool call, but the response has none; {reason}. "
            "Pass error_on_no_tool_call=False to accept a text answer, or tool_required=True to force a call."
        )
        raise EnvelopeError(msg)

    # -- chat ---------------------------------------------------------------------------------

    def _extract(self, turn: _Turn) -> ExtractionResult | None:
        """Run the turn's extractor (None when the turn has no tools to extract for)."""
        if turn.extractor is None:
            return None
        return turn.extractor.run(self._send, turn.request, sources=turn.sources, untrusted=turn.untrusted)

    async def _aextract(self, turn: _Turn) -> ExtractionResult | None:
        """Async twin of :meth:`_extract`; they differ only by ``await``."""
        if turn.extractor is None:
            return None
        return await turn.extractor.arun(
            self._asend, turn.request, sources=turn.sources, untrusted=turn.untrusted
        )

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        turn = self._start_turn(messages, kwargs)
        if not turn.functions:
            return self.llm.chat(self._answer_messages(turn), **turn.inner_kwargs)
        result = self._extract(turn)
        finished = self._finish(turn, result)
        if finished is not None:
            return finished
        try:
            answer = self.llm.chat(self._answer_messages(turn), **turn.inner_kwargs)
        except Exception as e:
            raise self._inner_error(_ANSWER, e) from e
        final, extra = self._settle(turn, answer.message.content or "")
        return self._answered(turn, result, answer, final, extra)

    @llm_chat_callback()
    async def achat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        turn = self._start_turn(messages, kwargs)
        if not turn.functions:
            return await self.llm.achat(self._answer_messages(turn), **turn.inner_kwargs)
        result = await self._aextract(turn)
        finished = self._finish(turn, result)
        if finished is not None:
            return finished
        try:
            answer = await self.llm.achat(self._answer_messages(turn), **turn.inner_kwargs)
        except Exception as e:
            raise self._inner_error(_ANSWER, e) from e
        final, extra = await self._asettle(turn, answer.message.content or "")
        return self._answered(turn, result, answer, final, extra)

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        turn = self._start_turn(messages, kwargs)
        if not turn.functions:
            return self.llm.stream_chat(self._answer_messages(turn), **turn.inner_kwargs)

        def gen() -> Generator[ChatResponse, None, None]:
            result = self._extract(turn)
            finished = self._finish(turn, result)
            if finished is not None:
                yield finished
                return
            stream = _AnswerStream(turn.names)
            try:
                for chunk in self.llm.stream_chat(self._answer_messages(turn), **turn.inner_kwargs):
                    shown = stream.add(chunk)
                    if shown is not None:
                        yield shown
            except Exception as e:
                raise self._inner_error(_ANSWER, e) from e
            final, extra = self._settle(turn, stream.raw)
            answer = self._final_answer(stream.raw, stream.last)
            yield self._answered(turn, result, answer, final, extra, stream.shown)

        return gen()

    @llm_chat_callback()
    async def astream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseAsyncGen:
        turn = self._start_turn(messages, kwargs)
        if not turn.functions:
            return await self.llm.astream_chat(self._answer_messages(turn), **turn.inner_kwargs)

        async def gen() -> AsyncGenerator[ChatResponse, None]:
            result = await self._aextract(turn)
            finished = self._finish(turn, result)
            if finished is not None:
                yield finished
                return
            stream = _AnswerStream(turn.names)
            try:
                async for chunk in await self.llm.astream_chat(
                    self._answer_messages(turn), **turn.inner_kwargs
                ):
                    shown = stream.add(chunk)
                    if shown is not None:
                        yield shown
            except Exception as e:
                raise self._inner_error(_ANSWER, e) from e
            final, extra = await self._asettle(turn, stream.raw)
            answer = self._final_answer(stream.raw, stream.last)
            yield self._answered(turn, result, answer, final, extra, stream.shown)

        return gen()

    # -- completion (no tools: straight through) ------------------------------------------------

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        return self.llm.complete(prompt, formatted=formatted, **kwargs)

    @llm_completion_callback()
    async def acomplete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        return await self.llm.acomplete(prompt, formatted=formatted, **kwargs)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        return self.llm.stream_complete(prompt, formatted=formatted, **kwargs)

    @llm_completion_callback()
    async def astream_complete(
        self, prompt: str, formatted: bool = False, **kwargs: Any
    ) -> CompletionResponseAsyncGen:
        return await self.llm.astream_complete(prompt, formatted=formatted, **kwargs)

    # -- shared decisions (no I/O) ----------------------------------------------------------------

    @staticmethod
    def _resolve_choice(
        functions: Sequence[FunctionTool], tool_choice: object, tool_required: bool
    ) -> ToolChoice:
        choice = ToolChoice.parse(tool_choice)
        if tool_required and choice.mode == "auto":
            choice = ToolChoice.any()
        if not functions and choice.must_call:
            msg = (
                f"A tool call is required (tool_required={tool_required}, tool_choice={tool_choice!r}) "
                "but no tools were given. Pass at least one tool, or drop tool_required/tool_choice."
            )
            raise SchemaError(msg)
        choice.narrow(f.name for f in functions)  # a named choice must name a given tool
        return choice

    def _start_turn(self, messages: Sequence[ChatMessage], kwargs: dict[str, Any]) -> _Turn:
        inner_kwargs = {k: v for k, v in kwargs.items() if k not in _TOOL_KWARGS}
        raw_tools = kwargs.get("tools")
        functions = convert_tools(raw_tools) if raw_tools else []
        choice = self._resolve_choice(functions, kwargs.get("tool_choice"), bool(kwargs.get("tool_required")))
        history = check_tool_pairing(list(messages), self.on_pairing_violation)
        turn = _Turn(
            messages=history,
            functions=functions,
            choice=choice,
            allow_parallel=bool(kwargs.get("allow_parallel_tool_calls", True)),
            inner_kwargs=inner_kwargs,
            extractor=None,
        )
        if not functions:
            return turn
        turn.neutral = to_neutral_messages(history)
        if has_neutral_tool_traffic(turn.neutral):
            turn.names = call_names(turn.neutral) | {f.name for f in functions}
        if choice.mode == "none":
            return turn
        turn.extractor = Extractor(
            functions,
            choice=choice,
            constrained=self._constrained_now(),
            repair=self.repair,
            verify=self.verify,
            max_tokens=self.extractor_max_tokens,
            grounding=self.grounding,
        )
        from prompt_toolcall.checking.grounding import collect_sources
        from prompt_toolcall.extraction.transcript import render_transcript

        neutral = turn.neutral
        turn.request = render_transcript(neutral)
        turn.sources = collect_sources(neutral)
        turn.untrusted = [m.content for m in neutral if m.role == "tool"]
        if self._guard is not None:
            if _opens_run(history):
                self._guard.begin_run()
            note = self._guard.drain_pending_note()
            if note:
                # Request-only: the note never enters the history (seed breaker contract).
                turn.request = f"{turn.request}\n\n{note}"
                turn.notes.append("breaker-note")
        return turn

    def _constrained_now(self) -> bool:
        if self.constrained == "auto":
            return getattr(self.llm, "supports_json_schema_output", False) is True
        return bool(self.constrained)

    def _finish(self, turn: _Turn, result: ExtractionResult | None) -> ChatResponse | None:
        """The response for calls / need_info / unreadable; None when the inner LLM must answer."""
        if result is None or result.kind == "no_tool":
            return None
        notes = [*result.notes, *turn.notes]
        extra: dict[str, Any] = {}
        if result.kind == "calls":
            calls = self._fresh_calls(turn, result.calls)
            if not calls:
                turn.notes.append("repeated-call-suppressed")
                return None
            if len(calls) < len(result.calls):
                notes.append(f"repeated-calls-dropped:{len(result.calls) - len(calls)}")
            if not turn.allow_parallel and len(calls) > 1:
                notes.append(f"parallel-calls-dropped:{len(calls) - 1}")
                calls = calls[:1]
            message = calls_message(calls)
        elif result.kind == "need_info" and result.need_info is not None:
            need = result.need_info
            tool = next((f for f in turn.functions if f.name == need.function), None)
            message = ChatMessage(
                role=MessageRole.ASSISTANT, content=_need_info_text(need.function, need.missing, tool)
            )
            extra["need_info"] = {"function": need.function, "missing": list(need.missing)}
        else:
            message = ChatMessage(role=MessageRole.ASSISTANT, content=_unreadable_text(result))
            extra["toolcall_errors"] = list(result.errors)
            extra["invalid_tool_calls"] = [
                {"id": c.id, "name": c.name, "raw_arguments": c.raw_arguments, "error": c.error}
                for c in result.invalid
            ]
        message.additional_kwargs.update(extra)
        return ChatResponse(
            message=message,
            delta=message.content or "",
            raw={"toolcall": self._info(result, notes)},
            additional_kwargs=_usage_kwargs(result.usage),
        )

    def _fresh_calls(self, turn: _Turn, calls: tuple[ToolCall, ...]) -> tuple[ToolCall, ...]:
        """The calls not already made and answered in this turn (since the last user message).

        Measured: Qwen2.5-Coder-0.5B, given the transcript with get_weather(city=Paris) and its
        result, emitted the identical call again on every request until FunctionAgent's
        max_iterations (tests/integration_tests/llamaindex, first run). A repeat whose last
        execution failed is kept: retries are the misuse breaker's business (it counts them,
        notes at 3 and refuses at 6); without a guard to say so, every answered repeat goes.
        A repeat the guard has already refused goes too: the refusal lasts for the rest of the
        run, so asking again cannot run it. Measured: Qwen2.5-Coder-0.5B, told to retry a
        failing call unchanged, re-issued the refused call on every request until
        FunctionAgent's max_iterations (WorkflowRuntimeError) instead of answering
        (tests/integration_tests/llamaindex/test_agent_local.py, failing-tool test).
        """
        if not self.suppress_repeated_calls:
            return calls
        answered = answered_call_keys(to_neutral_messages(turn.messages))
        guard = self._guard
        return tuple(
            c
            for c in calls
            if call_key(c.name, c.arguments) not in answered
            or (
                guard is not None
                and guard.last_failed(c.name, c.arguments)
                and not guard.was_refused(c.name, c.arguments)
            )
        )

    @staticmethod
    def _info(
        result: ExtractionResult | None, notes: Sequence[str], answered: bool = False, extra_requests: int = 0
    ) -> dict[str, Any]:
        if result is None:
            return {
                "kind": "no_tool",
                "notes": list(dict.fromkeys(notes)),
                "requests": extra_requests,
                "errors": [],
                "replies": [],
            }
        return {
            "kind": "no_tool" if answered else result.kind,
            "notes": list(dict.fromkeys(notes)),
            "requests": result.requests + extra_requests,
            "errors": list(result.errors),
            "replies": list(result.replies),
        }

    def _answer_messages(self, turn: _Turn) -> list[ChatMessage]:
        if has_tool_traffic(turn.messages):
            return to_plain_chat_messages(turn.messages)
        return turn.messages

    def _answered(
        self,
        turn: _Turn,
        result: ExtractionResult | None,
        answer: ChatResponse,
        final: FinalAnswer | None = None,
        extra: Usage | None = None,
        shown: str | None = None,
    ) -> ChatResponse:
        """The inner LLM's answer as our response, with the extraction's notes and usage folded in.

        Args:
            final: the checked answer (``prompt_toolcall.loop.final_answer``); its text replaces the inner one
                when it changed.
            extra: usage of the restate request, if one was made.
            shown: for a stream, the text already shown; the response's delta is the rest.
        """
        usage = (result.usage if result is not None else Usage()) + _usage_of(
            answer.raw, answer.additional_kwargs
        )
        usage = usage + extra
        changed = final is not None and final.changed
        text = final.text if final is not None and changed else answer.message.content or ""
        if shown is not None:
            delta = text[len(shown) :] if text.startswith(shown) else ""
        else:
            delta = answer.delta if answer.delta is not None and not changed else text
        notes = [*(result.notes if result else ()), *turn.notes, *(final.notes if final else ())]
        message = ChatMessage(role=MessageRole.ASSISTANT, content=text)
        return ChatResponse(
            message=message,
            delta=delta,
            raw={
                "toolcall": self._info(result, notes, True, final.requests if final else 0),
                "inner": answer.raw,
            },
            additional_kwargs={**answer.additional_kwargs, **_usage_kwargs(usage)},
        )

    def _settle(self, turn: _Turn, text: str) -> tuple[FinalAnswer, Usage]:
        """Check an answer over tool traffic (``prompt_toolcall.loop.final_answer``); at most ONE restate request."""
        if turn.names is None:
            return FinalAnswer(text), Usage()
        spent: list[Usage] = []

        def send(prompt: str) -> str:
            try:
                reply = self.llm.chat(
                    [ChatMessage(role=MessageRole.USER, content=prompt)], **turn.inner_kwargs
                )
            except Exception as e:
                raise self._inner_error(_RESTATE, e) from e
            spent.append(_usage_of(reply.raw, reply.additional_kwargs) or Usage())
            return reply.message.content or ""

        final = settle_answer(text, turn.neutral, send, turn.names)
        return final, sum(spent, Usage())

    async def _asettle(self, turn: _Turn, text: str) -> tuple[FinalAnswer, Usage]:
        """Async twin of :meth:`_settle`; they differ only by ``await``."""
        if turn.names is None:
            return FinalAnswer(text), Usage()
        spent: list[Usage] = []

        async def send(prompt: str) -> str:
            try:
                reply = await self.llm.achat(
                    [ChatMessage(role=MessageRole.USER, content=prompt)], **turn.inner_kwargs
                )
            except Exception as e:
                raise self._inner_error(_RESTATE, e) from e
            spent.append(_usage_of(reply.raw, reply.additional_kwargs) or Usage())
            return reply.message.content or ""

        final = await asettle_answer(text, turn.neutral, send, turn.names)
        return final, sum(spent, Usage())

    @staticmethod
    def _stream_text(text: str, chunk: ChatResponse) -> str:
        if chunk.delta is not None:
            return text + chunk.delta
        return chunk.message.content or text

    @staticmethod
    def _final_answer(text: str, last: ChatResponse | None) -> ChatResponse:
        """The closing chunk: the whole answer, no new delta, the inner raw/usage of the last chunk."""
        return ChatResponse(
            message=ChatMessage(role=MessageRole.ASSISTANT, content=text),
            delta="",
            raw=last.raw if last is not None else None,
            additional_kwargs=dict(last.additional_kwargs) if last is not None else {},
        )

    # -- I/O with the inner LLM ------------------------------------------------------------------

    def _request_kwargs(self, request: ModelRequest) -> dict[str, Any]:
        if request.json_schema is None:
            return {}
        return {
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "envelope", "schema": request.json_schema, "strict": True},
            }
        }

    def _inner_error(self, purpose: str, error: Exception) -> InnerLLMError:
        msg = (
            f"The inner LLM {type(self.llm).__name__} raised {type(error).__name__} during the {purpose} "
            f"request of ToolcallLLM: {error}. No tool call was made; fix or retry the inner LLM."
        )
        return InnerLLMError(msg)

    def _send(self, request: ModelRequest) -> ModelReply:
        kwargs = self._request_kwargs(request)
        try:
            if self.llm.metadata.is_chat_model:
                chat = self.llm.chat([ChatMessage(role=MessageRole.USER, content=request.prompt)], **kwargs)
                return ModelReply(chat.message.content or "", _usage_of(chat.raw, chat.additional_kwargs))
            done = self.llm.complete(request.prompt, formatted=False, **kwargs)
            return ModelReply(done.text or "", _usage_of(done.raw, done.additional_kwargs))
        except Exception as e:
            raise self._inner_error(request.purpose, e) from e

    async def _asend(self, request: ModelRequest) -> ModelReply:
        kwargs = self._request_kwargs(request)
        try:
            if self.llm.metadata.is_chat_model:
                chat = await self.llm.achat(
                    [ChatMessage(role=MessageRole.USER, content=request.prompt)], **kwargs
                )
                return ModelReply(chat.message.content or "", _usage_of(chat.raw, chat.additional_kwargs))
            done = await self.llm.acomplete(request.prompt, formatted=False, **kwargs)
            return ModelReply(done.text or "", _usage_of(done.raw, done.additional_kwargs))
        except Exception as e:
            raise self._inner_error(request.purpose, e) from e


def _opens_run(messages: Sequence[ChatMessage]) -> bool:
    """A fresh user turn: the last non-system message is the user's.

    The same test ``FunctionAgent`` uses to apply ``initial_tool_choice`` only on the first
    response of a run (``current_llm_input[-1].role == "user"``).
    """
    for m in reversed(messages):
        if m.role in (MessageRole.SYSTEM, MessageRole.DEVELOPER):
            continue
        return m.role == MessageRole.USER
    return False
