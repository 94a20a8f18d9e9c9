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
      -> the core's turn engine (prompt_toolcall.loop.turn) decides everything; each extractor
         ModelRequest goes to the inner LLM as ONE user turn (chat models) or ONE prompt
         (completion models): a throwaway session, never the live chat

Output flow (one TurnResult)::

    calls        -> assistant ChatMessage with the calls (additional_kwargs["tool_calls"] + ToolCallBlocks);
                    repeats, duplicates and the parallel cap are the engine's (notes: docs/api.md);
                    the guard tells the engine which repeat is a retry of a failed call
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

``chat``, ``achat``, ``stream_chat`` and ``astream_chat`` are four short drivers of the same
engine steps; they differ only in how they talk to the inner LLM. Without tools, every method
passes straight through to the inner LLM.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncGenerator, Callable, Generator, Mapping, Sequence
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
    ThinkingBlock,
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
from llamaindex_toolcall.instrumentation import (
    ToolcallRequestEndEvent,
    ToolcallRequestStartEvent,
    ToolcallTurnEndEvent,
    dispatcher,
)
from prompt_toolcall.errors import EnvelopeError, SchemaError, ToolcallError, note_inner_model_error
from prompt_toolcall.eval.card import card_options
from prompt_toolcall.extraction.extractor import DEFAULT_MAX_TOKENS, ModelReply, ModelRequest, Usage
from prompt_toolcall.logs import get_logger, request_started, turn_finished
from prompt_toolcall.loop.final_answer import NotationFilter
from prompt_toolcall.loop.lookups import DEFERRED_KEY, to_wire
from prompt_toolcall.loop.turn import (
    AnswerRequest,
    RestateRequest,
    TurnEngine,
    TurnInput,
    TurnRequest,
    TurnResult,
    adrive,
    drive,
    engine_for,
)
from prompt_toolcall.options import resolve_options
from prompt_toolcall.reading.reasoning_stream import ReasoningSplitter, split_reasoning
from prompt_toolcall.serving import StructuredCall, aprepare_server, explain_server_error, structured_kwargs
from prompt_toolcall.tooldefs import warn_undescribed
from prompt_toolcall.types import FunctionTool, ToolChoice

if TYPE_CHECKING:
    from llama_index.core.tools.types import BaseTool

__all__ = ["InnerLLMError", "ToolcallLLM"]

logger = logging.getLogger(__name__)
_progress = get_logger("llamaindex")
"""Progress lines (``prompt_toolcall.logs``): one per inner request and one per turn."""

_TOOL_KWARGS = ("tools", "tool_choice", "allow_parallel_tool_calls", "tool_required")
"""Keys ``_prepare_chat_with_tools`` puts into the chat kwargs; never forwarded to the inner LLM."""


class InnerLLMError(ToolcallError, RuntimeError):
    """Deprecated and no longer raised: the inner LLM's own exception now propagates
    unchanged, with a note naming the request (one policy for every adapter)."""


@dataclass
class _Turn:
    """One tool-calling chat turn as the adapter sees it: the checked history, the
    engine's input and the kwargs forwarded to the inner LLM."""

    messages: list[ChatMessage]
    input: TurnInput
    inner_kwargs: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    """Notes of the adapter's own (which server API carried the schema), after the engine's."""


class _AnswerStream:
    """A streamed answer: the raw text, the text shown (reasoning split off, then through the
    notation filter) and the reasoning, streamed as ``additional_kwargs["thinking_delta"]``
    (where LlamaIndex agents read it) with a ``ThinkingBlock`` in each chunk's message."""

    def __init__(self, notation_filter: NotationFilter | None) -> None:
        self.raw = ""
        self.content = ""
        self.shown = ""
        self.reasoning = ""
        self.last: ChatResponse | None = None
        self.splitter = ReasoningSplitter()
        self.filter = notation_filter

    def add(self, chunk: ChatResponse) -> ChatResponse | None:
        """Take one inner chunk; return the chunk to show (None: nothing to show yet)."""
        new = ToolcallLLM._stream_text(self.raw, chunk)
        delta = new[len(self.raw) :] if new.startswith(self.raw) else chunk.delta or ""
        self.raw, self.last = new, chunk
        native = chunk.additional_kwargs.get("thinking_delta")
        content, tagged = self.splitter.feed(delta) if delta else ("", "")
        return self._take(content, (native if isinstance(native, str) else "") + tagged, chunk)

    def close(self) -> ChatResponse | None:
        """The end of the inner stream: a held partial tag, the filter's held last line."""
        content, reasoning = self.splitter.close()
        return self._take(content, reasoning, self.last, last=True)

    def _take(
        self, content: str, reasoning: str, chunk: ChatResponse | None, *, last: bool = False
    ) -> ChatResponse | None:
        self.content += content
        self.reasoning += reasoning
        shown = content
        if self.filter is not None:
            shown = self.filter.feed(content) if content else ""
            if last:
                shown += self.filter.close()
        if not shown and not reasoning:
            return None
        self.shown += shown
        extra = {k: v for k, v in chunk.additional_kwargs.items() if k != "thinking_delta"} if chunk else {}
        if reasoning:
            extra["thinking_delta"] = reasoning
        return ChatResponse(
            message=_answer_message(self.shown, self.reasoning or None),
            delta=shown,
            raw=chunk.raw if chunk is not None else None,
            additional_kwargs=extra,
        )

    def reply(self) -> ModelReply:
        """The whole streamed answer as the engine's reply."""
        last = self.last
        usage = _usage_of(last.raw, last.additional_kwargs) if last is not None else None
        return ModelReply(self.content, usage, self.reasoning or None)


def _answer_message(text: str, reasoning: str | None) -> ChatMessage:
    """An assistant message: the reasoning as a ``ThinkingBlock`` (kept out of ``content``)."""
    blocks: list[Any] = [ThinkingBlock(content=reasoning)] if reasoning else []
    blocks.append(TextBlock(text=text))
    return ChatMessage(role=MessageRole.ASSISTANT, blocks=blocks)


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
        verify: spend one audit request when a required value is ungrounded
            (``prompt_toolcall.checking.grounding``).
        extract_max_tokens: reply cap the extractor asks for (a backend may ignore it);
            ``extractor_max_tokens`` is its deprecated spelling.
        suppress_repeated_calls: a reply that only repeats answered calls is asked again
            once, then answered instead of running the repeat.
        plan_first: constrained extractor replies start with a short plan (steps needed,
            done, next) before the decision; free decoding ignores it. Off by default: on the
            agent dev split (1.5B, 16 tasks) 5/16 right against 7/16 without, 2x the seconds.
        call_syntax: how a free-decoding extractor prompt asks for calls, ``"json"`` (default)
            or ``"python"`` (``[get_weather(city="Lima"), ...]``); constrained decoding ignores it.
        need_info_reply: who words a NEED_INFO made before any tool result: ``"model"`` (one
            answer request that says which values are missing) or ``"template"`` (a fixed
            sentence naming them, no request); ``additional_kwargs["need_info"]`` is the same.
        on_pairing_violation: what to do when the history breaks the tool_call <-> result
            pairing: ``"raise"`` (``PairingError``), ``"warn"``, ``"repair"`` (drop the
            offending parts, with a warning) or ``"ignore"``.
        guard: a :class:`~llamaindex_toolcall.guards.ToolGuard` whose misuse breaker feeds
            corrective notes into the next request, and whose run restarts on each new user turn.
        card: a ``toolcall eval`` card (path or dict) whose best setting supplies the options;
            options given explicitly win. An option outside the vocabulary raises ``CardError``.
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
    extract_max_tokens: int | None = Field(
        default=DEFAULT_MAX_TOKENS, description="Reply cap the extractor asks for."
    )
    prompt_style: Literal["compact", "full"] = Field(
        default="compact",
        description=(
            "The extractor prompt: compact (tools as Python-style signatures, about 1.1x the native "
            "tool template's tokens), or full (the JSON Schema manifest and long rules, about 1.5x)."
        ),
    )
    plan_first: bool = Field(
        default=False,
        description=(
            "Constrained extractor replies start with a short plan (steps needed, done, next) before "
            "the decision; free decoding ignores it. Off by default: on the agent dev split (1.5B, 16 "
            "tasks) it got 5/16 right against 7/16 without, at 2x the seconds."
        ),
    )
    call_syntax: Literal["json", "python"] = Field(
        default="json",
        description=(
            "How a free-decoding extractor prompt asks for calls: json, or python (a Python list of "
            "keyword calls after the marker). Constrained decoding ignores it."
        ),
    )
    need_info_reply: Literal["model", "template"] = Field(
        default="model",
        description=(
            "Who words a NEED_INFO made before any tool result: model (one answer request told "
            "which values are missing) or template (a fixed sentence naming them, no request)."
        ),
    )
    suppress_repeated_calls: bool = Field(
        default=True,
        description="Answer instead of repeating a call already answered in this turn.",
    )
    on_pairing_violation: PairingPolicy = Field(
        default="raise", description="raise | warn | repair | ignore on a broken tool_call/result pairing."
    )

    _guard: ToolGuard | None = PrivateAttr(default=None)
    _engine: TurnEngine | None = PrivateAttr(default=None)
    _warned_tool_sets: set[str] = PrivateAttr(default_factory=set)

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
        card = kwargs.pop("card", None)
        if card is not None:  # a `toolcall eval` card's best setting; explicit options win
            kwargs = {**card_options(card), **kwargs}
        kwargs = resolve_options("ToolcallLLM", kwargs, type(self).model_fields)
        super().__init__(llm=llm, **kwargs)
        self._guard = guard

    @classmethod
    def class_name(cls) -> str:
        return "ToolcallLLM"

    @property
    def guard(self) -> ToolGuard | None:
        """The guard this LLM feeds, if any."""
        return self._guard

    def _inner_name(self) -> str:
        """The inner LLM's model name (its metadata's), else its class name."""
        name = self.llm.metadata.model_name
        return name if name and name != "unknown" else type(self.llm).__name__

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
        functions = convert_tools(tools, warn=False)
        warn_undescribed(functions, self._warned_tool_sets, stacklevel=4)
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

    # -- chat: four drivers of the core's turn engine ----------------------------------------

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        turn = self._start_turn(messages, kwargs)
        if not turn.input.functions:
            return self.llm.chat(self._answer_messages(turn), **turn.inner_kwargs)
        answers: list[ChatResponse] = []

        def send(request: TurnRequest) -> ModelReply:
            if not isinstance(request, AnswerRequest):
                return self._send(turn, request)
            try:
                answers.append(self.llm.chat(self._answer_messages(turn, request), **turn.inner_kwargs))
            except Exception as e:
                note_inner_model_error(e, request.purpose, type(self.llm).__name__)
                raise
            return _answer_reply(answers[-1])

        result = drive(self._steps(turn), send)
        return self._response(turn, result, answers[-1] if answers else None)

    @llm_chat_callback()
    async def achat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        turn = self._start_turn(messages, kwargs)
        if not turn.input.functions:
            return await self.llm.achat(self._answer_messages(turn), **turn.inner_kwargs)
        answers: list[ChatResponse] = []

        async def send(request: TurnRequest) -> ModelReply:
            if not isinstance(request, AnswerRequest):
                return await self._asend(turn, request)
            try:
                answers.append(
                    await self.llm.achat(self._answer_messages(turn, request), **turn.inner_kwargs)
                )
            except Exception as e:
                note_inner_model_error(e, request.purpose, type(self.llm).__name__)
                raise
            return _answer_reply(answers[-1])

        result = await adrive(self._steps(turn), send)
        return self._response(turn, result, answers[-1] if answers else None)

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        turn = self._start_turn(messages, kwargs)
        if not turn.input.functions:
            return self.llm.stream_chat(self._answer_messages(turn), **turn.inner_kwargs)

        def gen() -> Generator[ChatResponse, None, None]:
            steps = self._steps(turn)
            stream: _AnswerStream | None = None
            try:
                request = next(steps)
                while True:
                    if not isinstance(request, AnswerRequest):
                        request = steps.send(self._send(turn, request))
                        continue
                    stream = _AnswerStream(request.answer_filter())
                    try:
                        for chunk in self.llm.stream_chat(
                            self._answer_messages(turn, request), **turn.inner_kwargs
                        ):
                            shown = stream.add(chunk)
                            if shown is not None:
                                yield shown
                    except Exception as e:
                        note_inner_model_error(e, request.purpose, type(self.llm).__name__)
                        raise
                    tail = stream.close()
                    if tail is not None:
                        yield tail
                    request = steps.send(stream.reply())
            except StopIteration as done:
                result: TurnResult = done.value
            yield from _call_chunks(result)
            yield self._streamed_response(turn, result, stream)

        return gen()

    @llm_chat_callback()
    async def astream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseAsyncGen:
        turn = self._start_turn(messages, kwargs)
        if not turn.input.functions:
            return await self.llm.astream_chat(self._answer_messages(turn), **turn.inner_kwargs)

        async def gen() -> AsyncGenerator[ChatResponse, None]:
            steps = self._steps(turn)
            stream: _AnswerStream | None = None
            try:
                request = next(steps)
                while True:
                    if not isinstance(request, AnswerRequest):
                        request = steps.send(await self._asend(turn, request))
                        continue
                    stream = _AnswerStream(request.answer_filter())
                    try:
                        chunks = await self.llm.astream_chat(
                            self._answer_messages(turn, request), **turn.inner_kwargs
                        )
                        async for chunk in chunks:
                            shown = stream.add(chunk)
                            if shown is not None:
                                yield shown
                    except Exception as e:
                        note_inner_model_error(e, request.purpose, type(self.llm).__name__)
                        raise
                    tail = stream.close()
                    if tail is not None:
                        yield tail
                    request = steps.send(stream.reply())
            except StopIteration as done:
                result: TurnResult = done.value
            for chunk in _call_chunks(result):
                yield chunk
            yield self._streamed_response(turn, result, stream)

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

    # -- the turn: converting to and from the core's engine ---------------------------------------

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

    def _turn_engine(self) -> TurnEngine:
        """The engine (with its extractor cache), rebuilt only when an option changed."""
        self._engine = engine_for(self._engine, self)
        return self._engine

    def _steps(self, turn: _Turn) -> Generator[TurnRequest, ModelReply, TurnResult]:
        """The engine's steps for this turn, each request logged (``prompt_toolcall.llamaindex``)
        and reported as instrumentation events (:mod:`llamaindex_toolcall.instrumentation`)."""
        model = self._inner_name()
        started = time.perf_counter()
        steps = self._turn_engine().steps(turn.input)
        try:
            request = next(steps)
            while True:
                timer = request_started(_progress, request.purpose, model)
                dispatcher.event(ToolcallRequestStartEvent(purpose=request.purpose, model=model))
                reply = yield request
                seconds = timer.finished(reply.usage)
                usage = reply.usage
                dispatcher.event(
                    ToolcallRequestEndEvent(
                        purpose=request.purpose,
                        model=model,
                        seconds=seconds,
                        input_tokens=usage.input_tokens if usage is not None else None,
                        output_tokens=usage.output_tokens if usage is not None else None,
                    )
                )
                request = steps.send(reply)
        except StopIteration as done:
            result: TurnResult = done.value
        seconds = time.perf_counter() - started
        turn_finished(_progress, result, seconds)
        dispatcher.event(
            ToolcallTurnEndEvent(
                kind=result.reported_kind,
                calls=[c.name for c in result.calls],
                requests=result.requests,
                seconds=seconds,
                notes=list(result.notes),
            )
        )
        return result

    def _start_turn(self, messages: Sequence[ChatMessage], kwargs: dict[str, Any]) -> _Turn:
        inner_kwargs = {k: v for k, v in kwargs.items() if k not in _TOOL_KWARGS}
        raw_tools = kwargs.get("tools")
        functions = tuple(convert_tools(raw_tools, warn=False)) if raw_tools else ()
        choice = self._resolve_choice(functions, kwargs.get("tool_choice"), bool(kwargs.get("tool_required")))
        history = check_tool_pairing(list(messages), self.on_pairing_violation)
        note: str | None = None
        guard = self._guard
        if functions and guard is not None:
            if _opens_run(history):
                guard.begin_run()
            note = guard.drain_pending_note()
        turn = TurnInput(
            messages=to_neutral_messages(history, _failed_call(guard)) if functions else (),
            functions=functions,
            choice=choice,
            parallel=bool(kwargs.get("allow_parallel_tool_calls", True)),
            note=note,
            json_schema_capable=getattr(self.llm, "supports_json_schema_output", False) is True,
            retry_failed=_retry_failed(guard) if guard is not None else None,
        )
        return _Turn(history, turn, inner_kwargs)

    def _answer_messages(self, turn: _Turn, request: AnswerRequest | None = None) -> list[ChatMessage]:
        """The live conversation for the inner LLM (tool traffic as text), plus a request-only note."""
        if has_tool_traffic(turn.messages):
            messages = to_plain_chat_messages(turn.messages, _failed_call(self._guard))
        else:
            messages = turn.messages
        if request is None or not request.note:
            return messages
        last = messages[-1] if messages else None
        if last is not None and last.role == MessageRole.USER and isinstance(last.content, str):
            return [
                *messages[:-1],
                ChatMessage(role=MessageRole.USER, content=f"{last.content}\n\n{request.note}"),
            ]
        return [*messages, ChatMessage(role=MessageRole.USER, content=request.note)]

    def _info(self, result: TurnResult, notes: Sequence[str] = ()) -> dict[str, Any]:
        return {
            "model": self._inner_name(),
            "kind": result.reported_kind,
            "notes": [*result.notes, *notes],
            "requests": result.requests,
            "errors": list(result.errors),
            "replies": list(result.replies),
        }

    def _response(
        self, turn: _Turn, result: TurnResult, answer: ChatResponse | None, shown: str | None = None
    ) -> ChatResponse:
        """The turn's result as a ChatResponse (``shown``: for a stream, the text already shown)."""
        usage = _usage_kwargs(result.usage)
        raw: dict[str, Any] = {"toolcall": self._info(result, turn.notes)}
        if result.kind == "answer":
            if shown is not None:
                delta = result.text[len(shown) :] if result.text.startswith(shown) else ""
            else:
                delta = result.text
            inner_kwargs = dict(answer.additional_kwargs) if answer is not None else {}
            inner_kwargs.pop("thinking_delta", None)  # a stream's last delta, not the answer's
            raw["inner"] = answer.raw if answer is not None else None
            message = _answer_message(result.text, result.reasoning)
            return ChatResponse(
                message=message, delta=delta, raw=raw, additional_kwargs={**inner_kwargs, **usage}
            )
        if result.kind == "calls":
            message = calls_message(result.calls)
            if result.deferred:
                message.additional_kwargs[DEFERRED_KEY] = to_wire(result.deferred)
        else:
            message = ChatMessage(role=MessageRole.ASSISTANT, content=result.text)
        if result.kind == "need_info" and result.need_info is not None:
            need = result.need_info
            message.additional_kwargs["need_info"] = {
                "function": need.function,
                "missing": list(need.missing),
            }
        elif result.kind == "unreadable":
            message.additional_kwargs["toolcall_errors"] = list(result.errors)
            message.additional_kwargs["invalid_tool_calls"] = [
                {"id": c.id, "name": c.name, "raw_arguments": c.raw_arguments, "error": c.error}
                for c in result.invalid
            ]
        return ChatResponse(message=message, delta=message.content or "", raw=raw, additional_kwargs=usage)

    def _streamed_response(
        self, turn: _Turn, result: TurnResult, stream: _AnswerStream | None
    ) -> ChatResponse:
        if stream is None:
            return self._response(turn, result, None)
        return self._response(turn, result, self._final_answer(stream.raw, stream.last), stream.shown)

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

    # -- I/O with the inner LLM: one throwaway user turn (extract / repair / verify / restate) ----

    def _one_turn_kwargs(
        self, turn: _Turn, request: ModelRequest | RestateRequest
    ) -> tuple[dict[str, Any], StructuredCall | None]:
        """The inner LLM's kwargs for a throwaway request, and the server fields they carry."""
        if isinstance(request, RestateRequest):
            return dict(turn.inner_kwargs), None
        if request.json_schema is None:
            return {}, None
        # A served model (OpenAI / OpenAILike / Ollama) gets the schema in its server's dialect.
        structured = structured_kwargs(self.llm, request.json_schema)
        if structured is not None:
            turn.notes.extend(n for n in structured.notes if n not in turn.notes)
            return dict(structured.kwargs), structured
        return {
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "envelope", "schema": request.json_schema, "strict": True},
            }
        }, None

    def _raise_inner_error(self, error: Exception, purpose: str, structured: StructuredCall | None) -> None:
        """Note which request raised; a server's refusal of a structured request becomes a
        ServerError naming the server and the parameter (prompt_toolcall.serving)."""
        note_inner_model_error(error, purpose, type(self.llm).__name__)
        refused = explain_server_error(error, self.llm, structured, purpose)
        if refused is not None:
            raise refused from error

    def _send(self, turn: _Turn, request: ModelRequest | RestateRequest) -> ModelReply:
        kwargs, structured = self._one_turn_kwargs(turn, request)
        try:
            if self.llm.metadata.is_chat_model:
                chat = self.llm.chat([ChatMessage(role=MessageRole.USER, content=request.prompt)], **kwargs)
                return _restated(request, _reply_of(chat))
            done = self.llm.complete(request.prompt, formatted=False, **kwargs)
            return _restated(
                request, ModelReply(done.text or "", _usage_of(done.raw, done.additional_kwargs))
            )
        except Exception as e:
            self._raise_inner_error(e, request.purpose, structured)
            raise

    async def _asend(self, turn: _Turn, request: ModelRequest | RestateRequest) -> ModelReply:
        if isinstance(request, ModelRequest) and request.json_schema is not None:
            await aprepare_server(self.llm)  # probe off the event loop, once per server URL
        kwargs, structured = self._one_turn_kwargs(turn, request)
        try:
            if self.llm.metadata.is_chat_model:
                user = ChatMessage(role=MessageRole.USER, content=request.prompt)
                return _restated(request, _reply_of(await self.llm.achat([user], **kwargs)))
            done = await self.llm.acomplete(request.prompt, formatted=False, **kwargs)
            return _restated(
                request, ModelReply(done.text or "", _usage_of(done.raw, done.additional_kwargs))
            )
        except Exception as e:
            self._raise_inner_error(e, request.purpose, structured)
            raise


def _call_chunks(result: TurnResult) -> Generator[ChatResponse, None, None]:
    """A calls turn's calls, one more per chunk (each message holds the calls so far, as
    LlamaIndex stream messages are cumulative), before the final response that holds them all.

    The commit point: sent once the engine has decided the calls (read, validated, grounded,
    repaired and verified as needed), never while the reply decodes: a later part of it can
    still turn a call into NEED_INFO or cost a repair that replaces it.
    """
    for k in range(1, len(result.calls)):
        message = calls_message(result.calls[:k])
        yield ChatResponse(message=message, delta="", raw={"toolcall": {"partial": True}})


def _reply_of(response: ChatResponse) -> ModelReply:
    return ModelReply(response.message.content or "", _usage_of(response.raw, response.additional_kwargs))


def _restated(request: ModelRequest | RestateRequest, reply: ModelReply) -> ModelReply:
    """A restate reply becomes answer text: its reasoning blocks are dropped (extractor
    replies stay whole; the envelope reader strips reasoning itself)."""
    if not isinstance(request, RestateRequest):
        return reply
    return ModelReply(split_reasoning(reply.text)[0], reply.usage)


def _answer_reply(response: ChatResponse) -> ModelReply:
    """An answer's reply: ``<think>`` blocks split off its text, joined after the inner
    model's own ``ThinkingBlock`` content (reasoning models that return it apart)."""
    text, tagged = split_reasoning(response.message.content or "")
    native = "".join(b.content for b in response.message.blocks if isinstance(b, ThinkingBlock) and b.content)
    reasoning = (native + (tagged or "")) or None
    return ModelReply(text, _usage_of(response.raw, response.additional_kwargs), reasoning)


def _failed_call(guard: ToolGuard | None) -> Callable[[str, Mapping[str, Any]], bool] | None:
    """Which results are failures: LlamaIndex writes a raised tool's message as the bare
    exception text and drops ``ToolOutput.is_error``; the guard saw the exception."""
    return guard.last_failed if guard is not None else None


def _retry_failed(guard: ToolGuard) -> Callable[[str, Mapping[str, Any]], bool]:
    """LlamaIndex marks no tool result as an error: the guard knows which call failed last
    and which it refused. The engine reads failures through this for its one offer of a
    corrected call (``prompt_toolcall.loop.retries``); an identical repeat is answered either way."""

    def retry(name: str, arguments: Mapping[str, Any]) -> bool:
        return guard.last_failed(name, arguments) and not guard.was_refused(name, arguments)

    return retry


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
