"""ChatToolcall: any LangChain chat model or LLM as a native tool-calling chat model.

Input flow::

    invoke(messages, tools=..., tool_choice=...)        (tools bound by bind_tools)
      ├─ no tools bound / tool_choice "none" ──► inner model answers the conversation
      └─ messages ──► to_neutral_messages ──► render_transcript ──► Extractor.steps(request)
             each ModelRequest ──► inner model, ONE HumanMessage holding the extractor prompt
             (a throwaway session; with constrained decoding + response_format json_schema)

Output flow::

    ExtractionResult
      ├─ calls       ──► AIMessage.tool_calls (ids call_<24 hex>)
      ├─ no_tool     ──► inner model answers the live conversation (tool turns as text)
      │                  ──► loop.final_answer: call-notation lines stripped (also while streaming);
      │                      an answer that was only notation ──► ONE throwaway restate request,
      │                      else an honest fallback built from the turn's tool results
      ├─ need_info   ──► AIMessage asking for the missing parameters, response_metadata["need_info"]
      └─ unreadable  ──► AIMessage.invalid_tool_calls + the errors (never a silent {})
    usage_metadata summed over every inner request; response_metadata: model_name,
    toolcall_requests, toolcall_notes.

Every decision of a turn is the core's turn engine (``prompt_toolcall.loop.turn``); this class
only converts messages, tools and results and talks to the inner model. ``_turn`` translates
the engine's requests into inner-model asks; ``_generate``, ``_agenerate``, ``_stream`` and
``_astream`` are four short drivers of it.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import AsyncIterator, Callable, Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from operator import itemgetter
from pathlib import Path
from typing import Any, Literal, cast

from langchain_core.callbacks import (
    AsyncCallbackManagerForLLMRun,
    CallbackManager,
    CallbackManagerForLLMRun,
)
from langchain_core.exceptions import OutputParserException
from langchain_core.language_models import BaseChatModel, BaseLanguageModel, BaseLLM, LanguageModelInput
from langchain_core.language_models.base import LangSmithParams
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.output_parsers import JsonOutputParser, PydanticOutputParser
from langchain_core.output_parsers.openai_tools import JsonOutputKeyToolsParser, PydanticToolsParser
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import (
    Runnable,
    RunnableConfig,
    RunnableLambda,
    RunnableMap,
    RunnablePassthrough,
    ensure_config,
)
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langchain_core.utils.pydantic import is_basemodel_subclass
from pydantic import Field, PrivateAttr, field_validator, model_validator

from langchain_toolcall._convert import (
    convert_tools,
    message_text,
    native_reasoning,
    to_lc_invalid_tool_call,
    to_lc_tool_call,
    to_neutral_messages,
    to_plain_messages,
    usage_from_message,
    usage_to_metadata,
)
from langchain_toolcall.callbacks import ToolcallGuard
from prompt_toolcall.errors import SchemaError, note_inner_model_error
from prompt_toolcall.eval.card import card_options
from prompt_toolcall.extraction.extractor import DEFAULT_MAX_TOKENS, ModelReply, ModelRequest, Usage
from prompt_toolcall.extraction.transcript import render_transcript
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
from prompt_toolcall.tooldefs import normalize_tool_list, warn_undescribed
from prompt_toolcall.types import ToolChoice

__all__ = ["ChatToolcall"]

Purpose = Literal["extract", "repair", "recheck", "verify", "answer", "restate"]

_NOT_FORWARDED: frozenset[str] = frozenset(
    {
        "tools",
        "tool_choice",
        "parallel_tool_calls",
        "strict",
        "stream",
        "response_format",
        "structured_output_format",
        "ls_structured_output_format",
        "toolcall_parent_run",
    }
)
"""Call kwargs that belong to ChatToolcall (or to LangChain's tracing), never to the inner
model: a prompt-only model would reject ``tools``, and ``ls_*`` is tracing metadata."""

_INNER_MODEL_OPTIONS = ("timeout", "max_retries", "api_key")
"""LangChain's standard chat-model options that belong to the inner model (set them there):
accepted so code written for any chat model constructs ChatToolcall, and not stored."""

_STRUCTURED_METHODS = ("function_calling", "json_schema", "json_mode")

_PARENT_KWARG = "toolcall_parent_run"
"""The kwarg :meth:`ChatToolcall.stream` passes to ``_stream``: the key of the run's callbacks."""

_progress = get_logger("langchain")
"""Progress lines (``prompt_toolcall.logs``): one per inner request and one per turn."""

_BASE_LS_PARAMS = (BaseChatModel._get_ls_params, BaseLLM._get_ls_params)
"""langchain-core's own ``_get_ls_params``: a guess from the class name, not the provider."""


@dataclass(frozen=True)
class _Ask:
    """One request to the inner model."""

    purpose: Purpose
    input: list[BaseMessage] | str
    kwargs: dict[str, Any]
    answer: AnswerRequest | None = None
    """For an answer: the engine's request, whose filter a streamed answer goes through."""
    parent: CallbackManager | None = None
    """The run's callbacks when langchain-core gave ``_stream`` no run manager."""
    structured: StructuredCall | None = None
    """The served model's structured-output fields this request carries (prompt_toolcall.serving)."""


@dataclass(frozen=True)
class _Reply:
    """The inner model's answer to one :class:`_Ask`."""

    text: str
    usage: Usage = field(default_factory=Usage)
    message: BaseMessage | None = None
    streamed: bool = False
    reasoning: str | None = None
    """Answers only: the reasoning split from the text (tags) or returned beside it."""

    @property
    def usage_reported(self) -> bool:
        """Whether the inner model reported token counts (a plain ``str`` reply has none)."""
        return self.usage.total_tokens > 0


@dataclass(frozen=True)
class _Call:
    """Everything one turn needs, read once from the call's messages and kwargs."""

    messages: list[BaseMessage]
    stop: list[str] | None
    turn: TurnInput
    forward: dict[str, Any]
    model_name: str
    answer_format: dict[str, Any] | None = None
    """``response_format`` of a ``json_mode`` chain, for the answer request only."""
    parent: CallbackManager | None = None
    """The run's callbacks handed over by :meth:`ChatToolcall.stream` (see there)."""
    notes: list[str] = field(default_factory=list)
    """Notes of the adapter's own (which server API carried the schema), after the engine's."""


class ChatToolcall(BaseChatModel):
    """Tool calling for a prompt-only LangChain model, through a throwaway extractor session.

    Setup:
        ```bash
        pip install "prompt-toolcall[langchain]"
        ```

    Instantiate:
        ```python
        from langchain_openai import ChatOpenAI
        from langchain_toolcall import ChatToolcall

        inner = ChatOpenAI(base_url="http://127.0.0.1:8080/v1", api_key="none", model="qwen")
        llm = ChatToolcall(llm=inner)
        ```

    Invoke:
        ```python
        llm.invoke("Hello!")  # no tools bound: a plain pass-through
        ```

    Stream:
        ```python
        for chunk in llm.stream("Tell me a story"):
            print(chunk.text, end="")
        ```

    Tool calling:
        ```python
        def get_weather(city: str) -> str:
            '''Current weather in a city.'''


        msg = llm.bind_tools([get_weather]).invoke("Weather in Lima?")
        msg.tool_calls  # [{'name': 'get_weather', 'args': {'city': 'Lima'}, 'id': 'call_...'}]
        msg.response_metadata["toolcall_requests"]  # 1 (2 when a repair was needed)
        ```

    Structured output:
        ```python
        class Joke(BaseModel):
            setup: str
            punchline: str


        llm.with_structured_output(Joke).invoke("Tell me a joke about cats")
        ```
    """

    llm: BaseLanguageModel
    """The wrapped model: any ``BaseChatModel`` or ``BaseLLM`` (no tool support needed)."""

    model_name: str | None = None
    """Name reported in ``response_metadata["model_name"]``; defaults to the inner model's."""

    constrained: bool | Literal["auto"] = "auto"
    """Ask for the decision-first JSON envelope under a JSON schema (``response_format``).

    ``"auto"``: only when the inner model declares ``supports_json_schema_output = True``
    (toolcall's local llama.cpp model does). ``True``: always (e.g. ``ChatOpenAI`` pointed at a
    llama.cpp or vLLM server). Measured on a 9-request development set (Qwen2.5-Coder-1.5B,
    llama-cpp-python 0.3.36): 7/9 correct constrained vs 5/9 free."""

    repair: bool = True
    """Spend one repair request on an unreadable or invalid extractor reply."""

    verify: bool = False
    """Spend one audit request when a required value is ungrounded (see ``grounding``)."""

    suppress_repeated_calls: bool = True
    """Answer instead of repeating a call already made and answered (without error) since the
    last user message (``prompt_toolcall.loop.repeats``: small models re-ask for answered calls)."""

    grounding: Literal["strict", "lenient", "off"] = "lenient"
    """Every required argument value must appear in the conversation's user/tool text, or the
    reply asks for it (NEED_INFO) instead of calling with an invented value
    (``prompt_toolcall.checking.grounding``)."""

    extract_max_tokens: int | None = DEFAULT_MAX_TOKENS
    """Reply cap of each extractor request, passed when the inner model has a ``max_tokens`` field."""

    prompt_style: Literal["compact", "full"] = "compact"
    """The extractor prompt: ``"compact"`` (tools as Python-style signatures, about 1.1x the
    native tool template's tokens), or ``"full"`` (the JSON Schema manifest and long rules,
    about 1.5x). Held-out accuracy on the embedded 1.5B: see
    ``prompt_toolcall.extraction.prompt.PROMPT_STYLES``."""

    plan_first: bool = False
    """Constrained extractor replies start with a short plan (steps needed, done, next) before the
    decision; free decoding ignores it. Off by default: on the agent dev split (1.5B, 16 tasks)
    it got 5/16 right against 7/16 without, at 2x the seconds."""

    call_syntax: Literal["json", "python"] = "json"
    """How a free-decoding extractor prompt asks for calls: ``"json"`` (default) or ``"python"``
    (``[get_weather(city="Lima"), ...]``, the syntax of BFCL's own prompt method). Constrained
    decoding ignores it; replies in either syntax are read either way."""

    need_info_reply: Literal["model", "template"] = "model"
    """Who words a NEED_INFO made before any tool result: ``"model"`` (one answer request that
    says which values are missing, so a question the tool is not needed for still gets its
    answer) or ``"template"`` (a fixed sentence naming the missing parameters, no request). The
    message's ``response_metadata["need_info"]`` is the same either way."""

    temperature: float | None = None
    """Passed to the inner model when set and the inner model has a ``temperature`` field."""

    max_tokens: int | None = None
    """Cap of the answer (NO_TOOL) request, passed like ``temperature``."""

    stop: list[str] | None = None
    """Stop sequences for the answer request (never for extractor requests)."""

    streaming: bool = False
    """Route ``invoke`` through ``_stream`` (LangChain's standard flag)."""

    propagate_callbacks: bool = False
    """Pass this run's callbacks to the inner requests, so each one (extract, repair, verify,
    answer, restate) is a child run of this one in LangSmith and in any callback handler,
    tagged ``toolcall`` and ``toolcall:<purpose>`` and named ``toolcall_<purpose>``.

    Off by default: LangChain's standard integration tests (langchain-tests) require one
    ``on_chat_model_start`` per ``invoke`` of a chat model, and the inner requests are chat
    model runs too (with this on, the structured-output standard test saw 2-3 starts). The
    ``prompt_toolcall`` logger reports every inner request either way.

    Every inner request is also tagged ``nostream``: LangGraph's ``messages`` stream then
    shows this model's own chunks only (never envelope text, and the answer once, after the
    notation filter, not a second time from the inner run). ``False`` hides the inner
    requests from the caller's handlers."""

    guard: ToolcallGuard | None = Field(default=None, exclude=True)
    """A :class:`ToolcallGuard` whose pending corrective note is added to the next request."""

    card: str | Path | dict[str, Any] | None = Field(default=None, exclude=True)
    """A ``toolcall eval`` card (path or dict) whose best setting supplied the options not given
    explicitly (``docs/eval.md``); an option outside the vocabulary raises ``CardError``."""

    _engine: TurnEngine | None = PrivateAttr(default=None)
    _warned_tool_sets: set[str] = PrivateAttr(default_factory=set)
    _stream_parents: dict[str, CallbackManager] = PrivateAttr(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _check_options(cls, values: Any) -> Any:
        """Deprecated spellings renamed (with a warning); an unknown option raises, naming the closest.

        ``card="card.json"`` (a ``toolcall eval`` card, path or dict) supplies the options of its
        best setting; options given explicitly win over the card's.
        """
        if not isinstance(values, dict):
            return values
        if values.get("card") is not None:
            values = {**card_options(values["card"]), **values}
        return resolve_options("ChatToolcall", values, [*cls.model_fields, *_INNER_MODEL_OPTIONS])

    @field_validator("llm", mode="before")
    @classmethod
    def _check_llm(cls, value: object) -> object:
        if not isinstance(value, (BaseChatModel, BaseLLM)):
            msg = (
                "ChatToolcall(llm=...) needs a LangChain BaseChatModel or BaseLLM. "
                f"Received: {type(value).__name__}"
            )
            raise ValueError(msg)
        return value

    @field_validator("constrained", mode="before")
    @classmethod
    def _check_constrained(cls, value: object) -> object:
        if value not in (True, False, "auto"):
            msg = f"constrained must be one of (True, False, 'auto'); got {value!r}"
            raise ValueError(msg)
        return value

    # -- LangChain plumbing ------------------------------------------------------------

    @property
    def _llm_type(self) -> str:
        return "toolcall"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {
            "model_name": self._inner_name(),
            "inner": _llm_type_of(self.llm),
            "constrained": self.constrained,
            "repair": self.repair,
            "verify": self.verify,
            "grounding": self.grounding,
            "suppress_repeated_calls": self.suppress_repeated_calls,
            "plan_first": self.plan_first,
            "call_syntax": self.call_syntax,
            "need_info_reply": self.need_info_reply,
        }

    def _get_ls_params(self, stop: list[str] | None = None, **kwargs: Any) -> LangSmithParams:
        """Tracing params: the inner model's provider and name (it is the model that runs).

        The provider comes from the inner model's own ``_get_ls_params`` override; LangChain's
        base-class fallback only guesses it from the class name, so then it is ``"toolcall"``.
        """
        inner: Mapping[str, Any] = {}
        if type(self.llm)._get_ls_params not in _BASE_LS_PARAMS:
            inner = self.llm._get_ls_params()
        provider = inner.get("ls_provider")
        name = kwargs.get("model")
        if not isinstance(name, str):
            inner_name = inner.get("ls_model_name")
            name = self.model_name or (inner_name if isinstance(inner_name, str) and inner_name else None)
        params = LangSmithParams(
            ls_provider=provider if isinstance(provider, str) and provider else "toolcall",
            ls_model_name=name or self._inner_name(),
            ls_model_type="chat",
        )
        temperature = kwargs.get("temperature", self.temperature)
        if isinstance(temperature, (int, float)):
            params["ls_temperature"] = temperature
        max_tokens = kwargs.get("max_tokens", self.max_tokens)
        if isinstance(max_tokens, int):
            params["ls_max_tokens"] = max_tokens
        if stop or self.stop:
            params["ls_stop"] = list(stop or self.stop or [])
        return params

    def _inner_name(self) -> str:
        if self.model_name:
            return self.model_name
        for attr in ("model_name", "model", "model_id", "model_path"):
            value = getattr(self.llm, attr, None)
            if isinstance(value, str) and value:
                return value
        return _llm_type_of(self.llm)

    # -- tools and structured output ---------------------------------------------------

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | BaseTool],
        *,
        tool_choice: str | bool | dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """Bind tools; every kind LangChain accepts, converted with ``convert_to_openai_tool``.

        Args:
            tools: dicts, pydantic models, TypedDicts, functions or ``BaseTool``.
            tool_choice: ``"auto"``/``None`` (the model decides), ``"any"``/``"required"``/
                ``True`` (must call; ``True`` with one tool means that tool), ``"none"``/
                ``False`` (must not call), a tool name, or
                ``{"type": "function", "function": {"name": ...}}``.
            **kwargs: passed to ``bind`` (e.g. ``parallel_tool_calls=False``,
                ``ls_structured_output_format``); ChatToolcall's own keys are never
                forwarded to the inner model.

        Raises:
            ValueError: a tool cannot be converted or has a malformed schema, two tools share
                a name, or ``tool_choice`` is not a valid spelling or names an unbound tool.
        """
        formatted, functions = convert_tools(tools)
        warn_undescribed(functions, self._warned_tool_sets, stacklevel=3)
        names = [f.name for f in functions]
        try:
            if tool_choice is True and len(names) == 1:
                choice = ToolChoice.named(names[0])
            else:
                choice = ToolChoice.parse(tool_choice)
            choice.narrow(names)
        except SchemaError as e:
            msg = f"bind_tools: invalid tool_choice {tool_choice!r}: {e}"
            raise ValueError(msg) from e
        if choice.must_call and not names:
            msg = f"bind_tools: tool_choice {tool_choice!r} requires a call, but no tools were given."
            raise ValueError(msg)
        return self.bind(tools=formatted, tool_choice=_choice_to_wire(choice), **kwargs)

    def with_structured_output(
        self,
        schema: dict[str, Any] | type | None = None,
        *,
        include_raw: bool = False,
        method: Literal["function_calling", "json_schema", "json_mode"] | None = None,
        strict: bool | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, dict[str, Any] | Any]:
        """Structured output through ``bind_tools`` with the schema as the one forced tool.

        ``function_calling`` and ``json_schema`` (the default) run the extractor with the schema
        as the one forced tool: the arguments are validated against the schema, and a reply
        that does not fit after the one repair raises ``OutputParserException`` (or, with
        ``include_raw=True``, is returned as ``parsing_error``).

        ``json_mode`` calls no tool: the inner model answers the conversation (which, as in
        every JSON mode, must ask for JSON) decoded under the schema as ``response_format``
        when it can (``supports_json_schema_output`` or ``constrained=True``; without a
        schema, ``{"type": "json_object"}``), else freely; the reply is parsed as JSON
        (fences tolerated) and, for a pydantic schema, validated by it.

        Args:
            schema: a pydantic model, TypedDict, JSON Schema or OpenAI function dict
                (``json_mode`` also takes None: any JSON object).
            include_raw: return ``{"raw", "parsed", "parsing_error"}``.
            method: ``function_calling``, ``json_schema`` or ``json_mode``.
            strict: accepted for compatibility; arguments are always validated.

        Raises:
            ValueError: unknown ``method``, extra kwargs, or a malformed schema.
        """
        if method is not None and method not in _STRUCTURED_METHODS:
            msg = f"method must be one of {_STRUCTURED_METHODS}; got {method!r}"
            raise ValueError(msg)
        if kwargs:
            msg = f"with_structured_output got unsupported arguments {sorted(kwargs)}; expected none."
            raise ValueError(msg)
        del strict  # every call is validated against the schema anyway
        if method == "json_mode":
            return self._json_mode(schema, include_raw=include_raw)
        if schema is None:
            msg = f"with_structured_output(method={method!r}) needs a schema; only 'json_mode' takes None."
            raise ValueError(msg)
        tool_name = convert_to_openai_tool(schema)["function"]["name"]
        llm = self.bind_tools(
            [schema],
            tool_choice=tool_name,
            ls_structured_output_format={
                "kwargs": {"method": method or "function_calling"},
                "schema": convert_to_openai_tool(schema),
            },
        )
        parser: Runnable[Any, Any]
        if isinstance(schema, type) and is_basemodel_subclass(schema):
            parser = PydanticToolsParser(tools=[schema], first_tool_only=True)
        else:
            parser = JsonOutputKeyToolsParser(key_name=tool_name, first_tool_only=True)
        parser = RunnableLambda(_require_tool_call, name="require_tool_call") | parser
        return _with_parser(llm, parser, include_raw=include_raw)

    def _json_mode(
        self, schema: dict[str, Any] | type | None, *, include_raw: bool
    ) -> Runnable[LanguageModelInput, dict[str, Any] | Any]:
        """``method="json_mode"``: the answer request under ``response_format``, parsed as JSON."""
        if schema is None:
            response_format: dict[str, Any] = {"type": "json_object"}
            traced: dict[str, Any] | None = None
        else:
            traced = convert_to_openai_tool(schema)
            function = traced["function"]
            response_format = {
                "type": "json_schema",
                "json_schema": {"name": function["name"], "schema": function["parameters"], "strict": True},
            }
        llm = self.bind(
            response_format=response_format,
            ls_structured_output_format={"kwargs": {"method": "json_mode"}, "schema": traced},
        )
        parser: Runnable[Any, Any]
        if isinstance(schema, type) and is_basemodel_subclass(schema):
            parser = PydanticOutputParser(pydantic_object=schema)
        else:
            parser = JsonOutputParser()
        return _with_parser(llm, parser, include_raw=include_raw)

    # -- the turn: the core's engine, translated ------------------------------------------

    def _turn_engine(self) -> TurnEngine:
        """The engine (with its extractor cache), rebuilt only when an option changed."""
        self._engine = engine_for(self._engine, self)
        return self._engine

    def _guard_for(self, run_manager: object) -> ToolcallGuard | None:
        """``guard=`` if set, else a ToolcallGuard among this run's callbacks.

        ``guard=`` is one breaker for every conversation the instance serves; agents that share
        one ChatToolcall (concurrent conversations) pass each its own guard in
        ``config={"callbacks": [guard]}``, and its note reaches that conversation only.
        """
        if self.guard is not None:
            return self.guard
        handlers = getattr(run_manager, "handlers", None) or ()
        return next((h for h in handlers if isinstance(h, ToolcallGuard)), None)

    def _prepare(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None,
        kwargs: dict[str, Any],
        run_manager: object = None,
    ) -> _Call:
        raw_tools = kwargs.get("tools") or []
        functions = tuple(normalize_tool_list([_as_tool_dict(t) for t in raw_tools], check=False, warn=False))
        try:
            choice = ToolChoice.parse(kwargs.get("tool_choice"))
        except SchemaError as e:
            msg = f"ChatToolcall: invalid tool_choice {kwargs.get('tool_choice')!r}: {e}"
            raise ValueError(msg) from e
        forward = {k: v for k, v in kwargs.items() if k not in _NOT_FORWARDED and not k.startswith("ls_")}
        guard = self._guard_for(run_manager)
        note = guard.drain_pending_note() if guard is not None else None
        model_name = forward["model"] if isinstance(forward.get("model"), str) else self._inner_name()
        turn = TurnInput(
            messages=to_neutral_messages(messages),
            functions=functions,
            choice=choice,
            parallel=kwargs.get("parallel_tool_calls") is not False,
            note=note,
            json_schema_capable=getattr(self.llm, "supports_json_schema_output", False) is True,
        )
        answer_format = kwargs.get("response_format")
        if not isinstance(answer_format, dict) or not self._can_constrain(turn):
            answer_format = None  # a model that cannot decode under a schema answers freely
        stop = stop if stop is not None else self.stop
        parent = self._stream_parents.get(str(kwargs.get(_PARENT_KWARG)))
        return _Call(list(messages), stop, turn, forward, model_name, answer_format, parent)

    def _can_constrain(self, turn: TurnInput) -> bool:
        """Whether the inner model takes ``response_format`` (the same rule as the envelope's)."""
        return self._turn_engine().constrained_for(turn)

    def _turn(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None,
        kwargs: dict[str, Any],
        run_manager: object = None,
    ) -> Generator[_Ask, _Reply, AIMessage]:
        """One model turn: the engine's requests as inner-model asks; returns the AIMessage."""
        call = self._prepare(messages, stop, kwargs, run_manager)
        started = time.perf_counter()
        steps = self._turn_engine().steps(call.turn)
        answer: _Reply | None = None
        try:
            request = next(steps)
            while True:
                ask = self._ask_for(call, request)
                timer = request_started(_progress, ask.purpose, call.model_name)
                reply = yield ask
                timer.finished(reply.usage if reply.usage_reported else None)
                if ask.purpose == "answer":
                    answer = reply
                request = steps.send(ModelReply(reply.text, reply.usage, reply.reasoning))
        except StopIteration as done:
            result: TurnResult = done.value
        turn_finished(_progress, result, time.perf_counter() - started)
        return self._message(call, result, answer)

    def _ask_for(self, call: _Call, request: TurnRequest) -> _Ask:
        if isinstance(request, AnswerRequest):
            ask = self._answer_ask(call, request)
        elif isinstance(request, RestateRequest):
            ask = _Ask("restate", self._one_turn(request.prompt), self._inner_kwargs(call, answer=True))
        else:
            ask = self._extract_ask(call, request)
        return replace(ask, parent=call.parent) if call.parent is not None else ask

    def _one_turn(self, prompt: str) -> list[BaseMessage] | str:
        """A throwaway session: one user turn (chat model) or one prompt (LLM)."""
        return [HumanMessage(prompt)] if isinstance(self.llm, BaseChatModel) else prompt

    def _inner_kwargs(self, call: _Call, *, answer: bool) -> dict[str, Any]:
        kw: dict[str, Any] = dict(call.forward)
        if self.temperature is not None and "temperature" not in kw and self._inner_has("temperature"):
            kw["temperature"] = self.temperature
        if answer:
            if self.max_tokens is not None and "max_tokens" not in kw and self._inner_has("max_tokens"):
                kw["max_tokens"] = self.max_tokens
            if call.stop:
                kw["stop"] = list(call.stop)
        return kw

    def _inner_has(self, name: str) -> bool:
        return name in type(self.llm).model_fields

    def _extract_ask(self, call: _Call, request: ModelRequest) -> _Ask:
        kw = self._inner_kwargs(call, answer=False)
        kw.pop("stop", None)  # the user's stop words would cut the envelope
        if request.max_tokens is not None and self._inner_has("max_tokens"):
            kw["max_tokens"] = request.max_tokens
        structured = None
        if request.json_schema is not None:
            # A served model gets the schema in its server's own dialect (probed once per URL).
            structured = structured_kwargs(self.llm, request.json_schema, kw)
            if structured is None:
                kw["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "envelope", "schema": request.json_schema, "strict": True},
                }
            else:
                kw.update(structured.kwargs)
                call.notes.extend(n for n in structured.notes if n not in call.notes)
        return _Ask(request.purpose, self._one_turn(request.prompt), kw, structured=structured)

    def _answer_ask(self, call: _Call, request: AnswerRequest) -> _Ask:
        kw = self._inner_kwargs(call, answer=True)
        if call.answer_format is not None:
            kw["response_format"] = call.answer_format
        if isinstance(self.llm, BaseChatModel):
            has_tool_turns = call.turn.functions or any(
                m.type in ("tool", "function") or getattr(m, "tool_calls", None) for m in call.messages
            )
            plain = to_plain_messages(call.messages) if has_tool_turns else list(call.messages)
            if request.note:
                plain = _with_note(plain, request.note)
            return _Ask("answer", plain, kw, request)
        text = render_transcript(call.turn.messages)
        if request.note:
            text = f"{text}\n\n{request.note}"
        return _Ask("answer", f"{text}\nAssistant:", kw, request)

    def _message(self, call: _Call, result: TurnResult, answer: _Reply | None) -> AIMessage:
        """The turn's result as an AIMessage (content, tool calls, metadata, usage)."""
        meta: dict[str, Any] = {
            "model_name": call.model_name,
            "toolcall_requests": result.requests,
            "toolcall_notes": [*result.notes, *call.notes],
            "toolcall_kind": result.reported_kind,
        }
        usage = usage_to_metadata(result.usage)
        if result.kind == "answer":
            return self._answer_message(result, answer, meta, usage)
        if result.kind == "calls":
            calls = [to_lc_tool_call(c) for c in result.calls]
            if result.deferred:
                meta[DEFERRED_KEY] = to_wire(result.deferred)
            return AIMessage(content="", tool_calls=calls, response_metadata=meta, usage_metadata=usage)
        if result.kind == "need_info" and result.need_info is not None:
            need = result.need_info
            meta["need_info"] = {"function": need.function, "missing": list(need.missing)}
            return AIMessage(content=result.text, response_metadata=meta, usage_metadata=usage)
        meta["toolcall_errors"] = list(result.errors)
        return AIMessage(
            content=result.text,
            invalid_tool_calls=[to_lc_invalid_tool_call(c) for c in result.invalid],
            response_metadata=meta,
            usage_metadata=usage,
        )

    @staticmethod
    def _answer_message(
        result: TurnResult, answer: _Reply | None, meta: dict[str, Any], usage: UsageMetadata
    ) -> AIMessage:
        inner = answer.message if answer is not None else None
        content: str | list[str | dict[str, Any]] = result.text
        if (
            isinstance(inner, AIMessage)
            and not answer.streamed  # type: ignore[union-attr]
            and not result.text_changed
            and isinstance(inner.content, list)
            and message_text(inner) == result.text
            and not native_reasoning(inner)
        ):
            content = inner.content  # keeps non-text blocks (images, citations) as they came
        if isinstance(inner, AIMessage):
            meta = {**{k: v for k, v in inner.response_metadata.items() if k != "model_name"}, **meta}
        extra = {"reasoning_content": result.reasoning} if result.reasoning else {}
        return AIMessage(
            content=content, additional_kwargs=extra, response_metadata=meta, usage_metadata=usage
        )

    # -- stream(): the run manager langchain-core does not pass on ----------------------

    def stream(
        self, input: LanguageModelInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> Iterator[AIMessageChunk]:
        """``BaseChatModel.stream``, with this run's callbacks handed to the inner requests.

        langchain-core's ``stream()`` calls ``_stream`` without its ``run_manager`` (``invoke``
        passes it), so the inner requests could not be child runs; the run's callbacks are
        built here from ``config`` and found again in ``_stream`` by a run id kwarg.
        """
        config, key = self._stream_parent(config, kwargs)
        try:
            yield from super().stream(input, config, **kwargs)
        finally:
            self._stream_parents.pop(key, None)

    async def astream(
        self, input: LanguageModelInput, config: RunnableConfig | None = None, **kwargs: Any
    ) -> AsyncIterator[AIMessageChunk]:
        """``BaseChatModel.astream``, with this run's callbacks handed on (see :meth:`stream`)."""
        config, key = self._stream_parent(config, kwargs)
        try:
            async for chunk in super().astream(input, config, **kwargs):
                yield chunk
        finally:
            self._stream_parents.pop(key, None)

    def _stream_parent(
        self, config: RunnableConfig | None, kwargs: dict[str, Any]
    ) -> tuple[RunnableConfig, str]:
        config = ensure_config(config)
        run_id = config.get("run_id") or uuid.uuid4()
        config["run_id"] = run_id
        key = str(run_id)
        if self.propagate_callbacks:
            manager = CallbackManager.configure(
                config.get("callbacks"),
                self.callbacks,
                self.verbose,
                config.get("tags"),
                self.tags,
                config.get("metadata"),
                self.metadata,
            )
            manager.parent_run_id = run_id
            self._stream_parents[key] = manager
            kwargs[_PARENT_KWARG] = key
        return config, key

    # -- talking to the inner model ----------------------------------------------------

    def _config(self, ask: _Ask, run_manager: Any) -> RunnableConfig:
        tags = ["toolcall", f"toolcall:{ask.purpose}"]
        parent = ask.parent
        if self.propagate_callbacks and (run_manager is not None or parent is not None):
            tags.append("nostream")  # langgraph streams this model's chunks, not the inner runs'
            if run_manager is not None:
                # An LLM run manager has no get_child(); build the child as ParentRunManager does.
                child = CallbackManager(handlers=[], parent_run_id=run_manager.run_id)
                child.set_handlers(run_manager.inheritable_handlers)
                child.add_tags(run_manager.inheritable_tags)
                child.add_metadata(run_manager.inheritable_metadata)
            else:
                child = cast(CallbackManager, parent)
            return RunnableConfig(callbacks=child, tags=tags, run_name=f"toolcall_{ask.purpose}")
        # An explicit empty list, not None: ensure_config drops None values and would fall back
        # to the enclosing Runnable's callbacks (a RunnableSequence sets them in a context var).
        return RunnableConfig(callbacks=[], tags=tags, run_name=f"toolcall_{ask.purpose}")

    def _reply_from(self, output: object, purpose: Purpose) -> _Reply:
        """The inner model's output as a reply; an answer's reasoning is split from its text
        (extractor replies stay whole: the envelope reader strips reasoning itself)."""
        if isinstance(output, (BaseMessage, str)):
            text = message_text(output) if isinstance(output, BaseMessage) else output
            reasoning: str | None = None
            if purpose in ("answer", "restate"):
                text, tagged = split_reasoning(text)
                native = native_reasoning(output) if isinstance(output, BaseMessage) else ""
                reasoning = (native + (tagged or "")) or None
            usage = usage_from_message(output) if isinstance(output, BaseMessage) else Usage()
            message = output if isinstance(output, BaseMessage) else None
            return _Reply(text, usage, message, reasoning=reasoning)
        msg = f"ChatToolcall: the inner model returned {type(output).__name__}; expected a message or a str."
        raise TypeError(msg)

    def _raise_inner_error(self, error: Exception, ask: _Ask) -> None:
        """Note which request raised; a server's refusal of a structured request becomes a
        ServerError naming the server and the parameter (prompt_toolcall.serving)."""
        note_inner_model_error(error, ask.purpose, self._inner_name())
        refused = explain_server_error(error, self.llm, ask.structured, ask.purpose)
        if refused is not None:
            raise refused from error

    def _send(self, ask: _Ask, run_manager: CallbackManagerForLLMRun | None) -> _Reply:
        try:
            output = self.llm.invoke(ask.input, self._config(ask, run_manager), **ask.kwargs)
            return self._reply_from(output, ask.purpose)
        except Exception as e:
            self._raise_inner_error(e, ask)
            raise

    async def _asend(self, ask: _Ask, run_manager: AsyncCallbackManagerForLLMRun | None) -> _Reply:
        try:
            output = await self.llm.ainvoke(ask.input, self._config(ask, run_manager), **ask.kwargs)
            return self._reply_from(output, ask.purpose)
        except Exception as e:
            self._raise_inner_error(e, ask)
            raise

    # -- the four drivers --------------------------------------------------------------

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        turn = self._turn(messages, stop, kwargs, run_manager)
        message = drive(turn, lambda ask: self._send(ask, run_manager))
        return ChatResult(generations=[ChatGeneration(message=message)])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        if kwargs.get("tools") and self.constrained is True:
            await aprepare_server(self.llm)  # probe off the event loop, once per server URL
        turn = self._turn(messages, stop, kwargs, run_manager)
        message = await adrive(turn, lambda ask: self._asend(ask, run_manager))
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        turn = self._turn(messages, stop, kwargs, run_manager)
        emitted: str | None = None
        emitted_reasoning = ""
        try:
            ask = next(turn)
            while True:
                if ask.purpose != "answer":
                    ask = turn.send(self._send(ask, run_manager))
                    continue
                acc = _StreamAccumulator(ask.answer.answer_filter() if ask.answer else None)
                try:
                    for piece in self.llm.stream(ask.input, self._config(ask, run_manager), **ask.kwargs):
                        chunk = acc.add(piece)
                        if chunk is not None:
                            yield chunk
                except Exception as e:
                    self._raise_inner_error(e, ask)
                    raise
                tail = acc.close()
                if tail is not None:
                    yield tail
                emitted = (emitted or "") + acc.emitted
                emitted_reasoning += acc.emitted_reasoning
                ask = turn.send(acc.reply())
        except StopIteration as done:
            final: AIMessage = done.value
        yield from _final_chunks(final, emitted, emitted_reasoning)

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        if kwargs.get("tools") and self.constrained is True:
            await aprepare_server(self.llm)
        turn = self._turn(messages, stop, kwargs, run_manager)
        emitted: str | None = None
        emitted_reasoning = ""
        try:
            ask = next(turn)
            while True:
                if ask.purpose != "answer":
                    ask = turn.send(await self._asend(ask, run_manager))
                    continue
                acc = _StreamAccumulator(ask.answer.answer_filter() if ask.answer else None)
                try:
                    async for piece in self.llm.astream(
                        ask.input, self._config(ask, run_manager), **ask.kwargs
                    ):
                        chunk = acc.add(piece)
                        if chunk is not None:
                            yield chunk
                except Exception as e:
                    self._raise_inner_error(e, ask)
                    raise
                tail = acc.close()
                if tail is not None:
                    yield tail
                emitted = (emitted or "") + acc.emitted
                emitted_reasoning += acc.emitted_reasoning
                ask = turn.send(acc.reply())
        except StopIteration as done:
            final: AIMessage = done.value
        for chunk in _final_chunks(final, emitted, emitted_reasoning):
            yield chunk


class _StreamAccumulator:
    """Collects an inner stream: yields text and reasoning chunks, keeps usage and metadata for the end.

    Reasoning (``<think>`` blocks, or ``reasoning_content`` the inner model streams beside
    its text) goes out as ``additional_kwargs["reasoning_content"]`` deltas, never as content
    (``prompt_toolcall.reading.reasoning_stream``, the splitter the batch path uses too).
    With a ``notation_filter`` (an answer over tool traffic) the shown text goes through
    ``prompt_toolcall.loop.final_answer.NotationFilter``: call-notation lines are never shown, and the shown
    text equals the final answer the turn computes from the whole reply.
    """

    def __init__(self, notation_filter: NotationFilter | None = None) -> None:
        self.content: list[str] = []
        self.reasoning = ""
        self.usage = Usage()
        self.message: AIMessageChunk | None = None
        self.splitter = ReasoningSplitter()
        self.filter = notation_filter
        self.emitted = ""
        """The text shown so far (what the chunks carried)."""
        self.emitted_reasoning = ""

    def _take(self, content: str, reasoning: str, *, last: bool = False) -> ChatGenerationChunk | None:
        self.content.append(content)
        self.reasoning += reasoning
        shown = content
        if self.filter is not None:
            shown = self.filter.feed(content) if content else ""
            if last:
                shown += self.filter.close()
        if not shown and not reasoning:
            return None
        self.emitted += shown
        self.emitted_reasoning += reasoning
        extra = {"reasoning_content": reasoning} if reasoning else {}
        return ChatGenerationChunk(message=AIMessageChunk(content=shown, additional_kwargs=extra))

    def add(self, piece: object) -> ChatGenerationChunk | None:
        native = ""
        if isinstance(piece, AIMessageChunk):
            self.message = piece if self.message is None else cast(AIMessageChunk, self.message + piece)
            self.usage = self.usage + usage_from_message(piece)
        if isinstance(piece, BaseMessage):
            text = message_text(piece)
            native = native_reasoning(piece)
        else:
            text = str(piece)
        content, tagged = self.splitter.feed(text) if text else ("", "")
        return self._take(content, native + tagged)

    def close(self) -> ChatGenerationChunk | None:
        """The end of the inner stream: the held partial tag and the filter's held last line."""
        content, reasoning = self.splitter.close()
        return self._take(content, reasoning, last=True)

    def reply(self) -> _Reply:
        text = "".join(self.content)
        return _Reply(text, self.usage, self.message, streamed=True, reasoning=self.reasoning or None)


def _final_chunks(
    final: AIMessage, emitted: str | None, emitted_reasoning: str = ""
) -> Iterator[ChatGenerationChunk]:
    """The end of a stream: the text not streamed yet (all of it when nothing was streamed;
    a restated or fallback answer after a filtered one), the reasoning not streamed yet, tool
    calls as ``tool_call_chunks``, then one ``last`` chunk carrying the usage and metadata
    (set once, so aggregating chunks does not double them)."""
    text = message_text(final)
    rest = text
    if emitted is not None:
        # By construction the streamed text is a prefix of the final one (NotationFilter).
        rest = text[len(emitted) :] if text.startswith(emitted) else ""
    reasoning = final.additional_kwargs.get("reasoning_content")
    rest_reasoning = ""
    if isinstance(reasoning, str) and reasoning.startswith(emitted_reasoning):
        rest_reasoning = reasoning[len(emitted_reasoning) :]
    if rest or rest_reasoning:
        extra = {"reasoning_content": rest_reasoning} if rest_reasoning else {}
        yield ChatGenerationChunk(message=AIMessageChunk(content=rest, additional_kwargs=extra))
    if emitted is None:
        yield from _tool_call_chunks(final)
    meta = dict(final.response_metadata)
    if final.invalid_tool_calls:
        # Streamed chunks re-parse tool_call_chunks on aggregation, which would turn a call
        # that failed validation but is valid JSON into a "valid" call. Carry them as data.
        meta["toolcall_invalid_tool_calls"] = [dict(c) for c in final.invalid_tool_calls]
    yield ChatGenerationChunk(
        message=AIMessageChunk(
            content="",
            response_metadata=meta,
            usage_metadata=final.usage_metadata,
            chunk_position="last",
        )
    )


def _tool_call_chunks(final: AIMessage) -> Iterator[ChatGenerationChunk]:
    """The turn's calls as ``tool_call_chunks``, OpenAI-style: per call, the name and id
    first, then the arguments as JSON text, one top-level member per chunk.

    The commit point: these are sent once the turn's engine has decided its calls (the
    extractor reply read, validated, grounded, repaired and verified as needed), never
    while the envelope is still decoding: any later part of the reply can still turn a
    call into NEED_INFO, or cost a repair whose reply replaces it, and a streamed call
    must never be one the final message takes back. So the chunks merge to exactly the
    ``invoke`` result.
    """
    for i, tc in enumerate(final.tool_calls):
        head = tool_call_chunk(name=tc["name"], args="", id=tc["id"], index=i)
        yield ChatGenerationChunk(message=AIMessageChunk(content="", tool_call_chunks=[head]))
        for piece in _json_pieces(tc["args"]):
            part = tool_call_chunk(name=None, args=piece, id=None, index=i)
            yield ChatGenerationChunk(message=AIMessageChunk(content="", tool_call_chunks=[part]))


def _json_pieces(args: Mapping[str, Any]) -> Iterator[str]:
    """``json.dumps(args)`` cut after each top-level member (what a partial-JSON reader sees)."""
    if not args:
        yield "{}"
        return
    items = list(args.items())
    for n, (key, value) in enumerate(items):
        head = "{" if n == 0 else ", "
        tail = "}" if n == len(items) - 1 else ""
        yield f"{head}{json.dumps(key, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}{tail}"


def _with_parser(
    llm: Runnable[LanguageModelInput, Any], parser: Runnable[Any, Any], *, include_raw: bool
) -> Runnable[LanguageModelInput, Any]:
    """``llm | parser``, or with ``include_raw`` the ``{"raw", "parsed", "parsing_error"}`` map."""
    if not include_raw:
        return llm | parser
    parser_assign = RunnablePassthrough.assign(
        parsed=itemgetter("raw") | parser, parsing_error=lambda _: None
    )
    parser_none = RunnablePassthrough.assign(parsed=lambda _: None)
    with_fallback = parser_assign.with_fallbacks([parser_none], exception_key="parsing_error")
    return RunnableMap(raw=llm) | with_fallback


def _with_note(messages: list[BaseMessage], note: str) -> list[BaseMessage]:
    """Add the corrective note to this request only (a new list; the caller's is untouched)."""
    if messages and isinstance(messages[-1], HumanMessage) and isinstance(messages[-1].content, str):
        last = messages[-1]
        return [*messages[:-1], HumanMessage(f"{last.content}\n\n{note}", name=last.name)]
    return [*messages, HumanMessage(note)]


def _choice_to_wire(choice: ToolChoice) -> str | dict[str, Any]:
    """A ToolChoice as a bind kwarg that re-parses to itself (a named choice as a dict, so a
    tool called "any" or "none" is not mistaken for a mode)."""
    if choice.mode == "named":
        return {"type": "function", "function": {"name": choice.name}}
    return choice.mode


def _as_tool_dict(tool: object) -> Mapping[str, Any]:
    if isinstance(tool, Mapping):
        return tool
    return convert_to_openai_tool(cast(Any, tool))


def _llm_type_of(llm: BaseLanguageModel) -> str:
    value = getattr(llm, "_llm_type", None)
    return value if isinstance(value, str) else type(llm).__name__


def _require_tool_call(message: BaseMessage) -> BaseMessage:
    """Structured output needs a call: say why there is none instead of returning ``None``."""
    if isinstance(message, AIMessage) and message.tool_calls:
        return message
    errors = message.response_metadata.get("toolcall_errors") or [
        f"{c.get('name')}: {c.get('error')}" for c in getattr(message, "invalid_tool_calls", [])
    ]
    detail = "; ".join(str(e) for e in errors) or "the model did not call the schema's tool"
    msg = (
        f"Structured output failed after the extractor's one repair: {detail}. "
        "A larger model, constrained=True on a backend that supports JSON schema, or a simpler "
        "schema usually helps."
    )
    raise OutputParserException(msg, llm_output=message.text)
