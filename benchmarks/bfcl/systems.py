"""The compared systems: seven ways to get tool calls out of one prompt-only chat model.

Every system wraps the SAME inner LangChain chat model (the embedded GGUF model, or the
scripted model of ``--dry-run``) and turns one BFCL entry into an :class:`Outcome`::

    BfclEntry ──► system.run(entry)
                    toolcall-free         ChatToolcall(llm=inner, constrained=False).bind_tools(tools)
                    toolcall-constrained  ChatToolcall(llm=inner, constrained=True).bind_tools(tools)
                    toolcall-free-python  ChatToolcall(llm=inner, constrained=False, call_syntax="python")
                    tool-calling-llm      tool_calling_llm.ToolCallingLLM mixed into a delegate of inner
                    native                Qwen2.5's tool template (system prompt) -> reading.detect
                    react                 LlamaIndex ReActChatFormatter + ReActOutputParser, one step
                    bfcl-prompt           BFCL's default system prompt + its AST decoder (python calls)
              ──► Outcome(kind = calls | no_call | undecodable, calls, replies, requests, tokens, seconds)

A :class:`RequestRecorder` callback on the inner model sees every request any system makes
(prompt text, reply text, token usage), so prompt cost and request counts are measured the
same way for all seven. Every request has the same reply cap: the inner model's own
``max_tokens``, and ChatToolcall's extractor is given the same value (its library default
would be 512). A system that raises is recorded as ``undecodable`` with the
exception text and the note ``exception`` (the report counts those separately, so a
harness bug cannot hide as a model failure).

A call to a function the entry does not declare is ``undecodable`` for every system (an
attempted call that cannot be executed, not a refusal): ChatToolcall's extractor rejects it
and repairs once; tool-calling-llm's parser raises; the detector drops it by design, so
:func:`undeclared_calls` looks for it; a ReAct action outside the tool list is what
ReActAgent answers with "tool not found"; BFCL's decoder reads any name, so
:class:`BfclPromptSystem` compares the decoded names with the entry's.
"""

from __future__ import annotations

import copy
import json
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Literal
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult, LLMResult

from benchmarks.bfcl.data import BfclEntry

__all__ = [
    "QWEN_DEFAULT_SYSTEM",
    "SYSTEMS",
    "SYSTEM_LABELS",
    "BfclPromptSystem",
    "NativeTemplateSystem",
    "Outcome",
    "ReActSystem",
    "RecordedRequest",
    "RequestRecorder",
    "System",
    "ToolCallingLLMSystem",
    "ToolcallSystem",
    "bfcl_prompt_messages",
    "build_systems",
    "render_qwen_tools_system",
    "to_lc_messages",
    "undeclared_calls",
]

OutcomeKind = Literal["calls", "no_call", "undecodable"]


@dataclass(frozen=True)
class RecordedRequest:
    """One request to the inner model, as the recorder saw it."""

    prompt: str
    reply: str = ""
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    structured: bool = False
    """The request carried a ``response_format`` (constrained decoding)."""


EXTRACTOR_OPENING = "You are a function-call extractor"
"""How every extractor and repair prompt begins, in both prompt styles; an answer request (the
answer of a NO_TOOL turn, a NEED_INFO worded by the model) is the entry's conversation, which
does not say it."""


def extractor_replies(requests: Sequence[RecordedRequest]) -> list[str]:
    """The replies to the extractor's own requests, in order; answer requests are left out.

    Why not "every request but the last of a NO_TOOL turn": a NEED_INFO the model words is an
    answer request too, and counting it as an unparsed extractor reply put constrained decoding
    at 85 % parsed on the held-out sample (17 worded NEED_INFOs), where every extractor reply parsed.
    """
    return [r.reply for r in requests if EXTRACTOR_OPENING in r.prompt]


@dataclass(frozen=True)
class Outcome:
    """What one system made of one entry.

    Attributes:
        kind: ``calls`` (a non-empty list of calls was read), ``no_call`` (a clean refusal
            or text answer in the system's own format), ``undecodable`` (the system's
            parser failed, or calls were attempted but could not be read/validated).
        calls: ``(mapped_name, arguments)`` pairs, in order.
        replies: the inner model's raw replies, in request order.
        requests: inner-model requests this entry cost.
        notes: what the system reported (ChatToolcall's envelope notes, ``exception``...).
        error: why the outcome is undecodable, or None.
        prompt_tokens: prompt tokens of the first request (the tool-bearing prompt).
        total_prompt_tokens / completion_tokens: summed over every request.
        extract_parsed: for ChatToolcall, whether each extractor reply parsed (before any
            repair); empty for other systems.
        repairs: repair round trips (ChatToolcall only).
        seconds: wall time of the entry.
    """

    kind: OutcomeKind
    calls: tuple[tuple[str, dict[str, Any]], ...] = ()
    replies: tuple[str, ...] = ()
    requests: int = 0
    notes: tuple[str, ...] = ()
    error: str | None = None
    prompt_tokens: int | None = None
    total_prompt_tokens: int = 0
    completion_tokens: int = 0
    extract_parsed: tuple[bool, ...] = ()
    repairs: int = 0
    seconds: float = 0.0


class RequestRecorder(BaseCallbackHandler):
    """Records every chat-model request made on the model it is attached to.

    Token counts come from the reply's ``usage_metadata`` (llama.cpp's own counts); when a
    reply carries none (e.g. a streamed answer), ``count_tokens`` of the prompt text is used.
    """

    def __init__(self, count_tokens: Callable[[str], int]) -> None:
        self.count_tokens = count_tokens
        self._open: dict[UUID, tuple[str, bool]] = {}
        self.requests: list[RecordedRequest] = []

    def begin(self) -> None:
        """Forget everything recorded so far (called before each entry)."""
        self._open.clear()
        self.requests = []

    def on_chat_model_start(
        self,
        serialized: dict[str, Any],
        messages: list[list[BaseMessage]],
        *,
        run_id: UUID,
        **kwargs: Any,
    ) -> None:
        """Remember the prompt of a starting request."""
        prompt = "\n".join(f"[{m.type}] {m.text}" for m in messages[0]) if messages else ""
        params = kwargs.get("invocation_params") or {}
        self._open[run_id] = (prompt, "response_format" in params)

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        """Close a request: reply text and token usage."""
        prompt, structured = self._open.pop(run_id, ("", False))
        reply, prompt_tokens, completion_tokens = "", None, None
        if response.generations and response.generations[0]:
            gen = response.generations[0][0]
            reply = gen.text
            message = getattr(gen, "message", None)
            usage = getattr(message, "usage_metadata", None) if message is not None else None
            if usage:
                prompt_tokens = int(usage.get("input_tokens") or 0) or None
                completion_tokens = int(usage.get("output_tokens") or 0) or None
        if prompt_tokens is None:
            prompt_tokens = self.count_tokens(prompt)
        if completion_tokens is None:
            completion_tokens = self.count_tokens(reply)
        self.requests.append(RecordedRequest(prompt, reply, prompt_tokens, completion_tokens, structured))

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        """A failed request still counts as a request."""
        prompt, structured = self._open.pop(run_id, ("", False))
        self.requests.append(
            RecordedRequest(prompt, f"<error: {error}>", self.count_tokens(prompt), 0, structured)
        )


def to_lc_messages(messages: Sequence[Mapping[str, str]]) -> list[BaseMessage]:
    """BFCL's ``{"role", "content"}`` messages as LangChain messages."""
    out: list[BaseMessage] = []
    for m in messages:
        role, content = m.get("role"), str(m.get("content") or "")
        if role == "system":
            out.append(SystemMessage(content))
        elif role == "assistant":
            out.append(AIMessage(content))
        else:
            out.append(HumanMessage(content))
    return out


def _plain(value: Any) -> Any:
    """A JSON round trip: dict/list subclasses (dirtyjson's) become plain dicts and lists,
    which BFCL's checker needs (it compares ``type(value) == dict``)."""
    return json.loads(json.dumps(value, default=str))


def _text(message: BaseMessage) -> str:
    return message.text if isinstance(message.content, list) else str(message.content)


class System(ABC):
    """One compared system. Subclasses implement :meth:`_run`; :meth:`run` adds the
    bookkeeping (recorder reset, timing, token sums, exception capture)."""

    key: ClassVar[str]
    label: ClassVar[str]
    max_tokens: int | None
    """Reply cap for requests the system sizes itself (ChatToolcall's extractor and answer);
    None sends none, leaving every request at the inner model's own cap as the peers' are."""

    def __init__(
        self, inner: BaseChatModel, recorder: RequestRecorder, max_tokens: int | None = None
    ) -> None:
        self.inner = inner
        self.recorder = recorder
        self.max_tokens = max_tokens

    @abstractmethod
    def _run(self, entry: BfclEntry) -> Outcome:
        """Ask the inner model about ``entry`` and read its reply into an Outcome."""

    def run(self, entry: BfclEntry) -> Outcome:
        """Run one entry; never raises on model output (exceptions become ``undecodable``)."""
        self.recorder.begin()
        start = time.perf_counter()
        try:
            outcome = self._run(entry)
        except Exception as e:  # a system failing on one entry must not stop the run
            outcome = Outcome("undecodable", error=f"{type(e).__name__}: {e}"[:500], notes=("exception",))
        seconds = time.perf_counter() - start
        reqs = self.recorder.requests
        return Outcome(
            kind=outcome.kind,
            calls=tuple((n, _plain(a)) for n, a in outcome.calls),
            replies=tuple(r.reply for r in reqs),
            requests=len(reqs),
            notes=outcome.notes,
            error=outcome.error,
            prompt_tokens=reqs[0].prompt_tokens if reqs else None,
            total_prompt_tokens=sum(r.prompt_tokens or 0 for r in reqs),
            completion_tokens=sum(r.completion_tokens or 0 for r in reqs),
            extract_parsed=outcome.extract_parsed,
            repairs=outcome.repairs,
            seconds=seconds,
        )


class ToolcallSystem(System):
    """``ChatToolcall`` (ours): the extractor envelope in a throwaway prompt, one repair."""

    constrained: ClassVar[bool]
    call_syntax: ClassVar[Literal["json", "python"]] = "json"
    prompt_style: ClassVar[Literal["compact", "full"]] = "compact"
    grounding: Literal["strict", "lenient", "off"] = "lenient"
    """ChatToolcall's grounding mode (the library default; ``benchmarks.bfcl.replay`` re-scores
    recorded replies under the other modes)."""

    def _run(self, entry: BfclEntry) -> Outcome:
        from langchain_toolcall import ChatToolcall

        # The extractor sends its own cap (512 by default) with every request; the peers get
        # the inner model's. Passing the run's cap (None: none sent) keeps them equal.
        model = ChatToolcall(
            llm=self.inner,
            constrained=self.constrained,
            call_syntax=self.call_syntax,
            prompt_style=self.prompt_style,
            grounding=self.grounding,
            extract_max_tokens=self.max_tokens,
            max_tokens=self.max_tokens,
        ).bind_tools([dict(t) for t in entry.tools])
        message = model.invoke(to_lc_messages(entry.messages))
        assert isinstance(message, AIMessage)
        meta = message.response_metadata
        notes = tuple(str(n) for n in meta.get("toolcall_notes", ()))
        kind = str(meta.get("toolcall_kind", ""))
        repairs = sum(1 for n in notes if n in ("repaired", "repair-failed"))
        parsed = self._parsed(entry, extractor_replies(self.recorder.requests))
        if message.tool_calls:
            calls = tuple((tc["name"], dict(tc["args"])) for tc in message.tool_calls)
            return Outcome("calls", calls, notes=notes, extract_parsed=parsed, repairs=repairs)
        if message.invalid_tool_calls or kind == "unreadable":
            errors = meta.get("toolcall_errors") or [str(c.get("error")) for c in message.invalid_tool_calls]
            error = "; ".join(str(e) for e in errors) or "unreadable"
            return Outcome(
                "undecodable", notes=notes, error=error[:500], extract_parsed=parsed, repairs=repairs
            )
        return Outcome("no_call", notes=(*notes, f"kind:{kind}"), extract_parsed=parsed, repairs=repairs)

    def _parsed(self, entry: BfclEntry, replies: Sequence[str]) -> tuple[bool, ...]:
        """Did each extractor reply parse into an envelope (before any validation)?"""
        from prompt_toolcall.types import EnvelopeUnreadable

        try:
            from prompt_toolcall.reading.envelope import parse_decision_reply, parse_envelope
        except ImportError:
            return ()
        parse = parse_decision_reply if self.constrained else parse_envelope
        names = entry.tool_names
        return tuple(not isinstance(parse(r, names, list(entry.tools)), EnvelopeUnreadable) for r in replies)


class ToolcallFreeSystem(ToolcallSystem):
    key = "toolcall-free"
    label = "ChatToolcall (free)"
    constrained = False


class ToolcallConstrainedSystem(ToolcallSystem):
    key = "toolcall-constrained"
    label = "ChatToolcall (constrained)"
    constrained = True


class ToolcallFreePythonSystem(ToolcallSystem):
    key = "toolcall-free-python"
    label = "ChatToolcall (free, Python calls)"
    constrained = False
    call_syntax = "python"


class ToolcallFreeFullSystem(ToolcallSystem):
    key = "toolcall-free-full"
    label = "ChatToolcall (free, full prompt)"
    constrained = False
    prompt_style = "full"


class ToolcallConstrainedFullSystem(ToolcallSystem):
    key = "toolcall-constrained-full"
    label = "ChatToolcall (constrained, full prompt)"
    constrained = True
    prompt_style = "full"


class _Delegate(BaseChatModel):
    """A chat model that forwards every request to ``inner`` (so a mixin can wrap any model)."""

    inner: BaseChatModel
    model: str = "inner"

    @property
    def _llm_type(self) -> str:
        return "bench-delegate"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        # A prompt-only inner model takes no tool arguments; create_agent passes
        # tool_choice=None and parallel_tool_calls, which the local model rejects.
        for key in ("tool_choice", "parallel_tool_calls"):
            kwargs.pop(key, None)
        reply = self.inner.invoke(messages, stop=stop, **kwargs)
        return ChatResult(generations=[ChatGeneration(message=reply)])


@lru_cache(maxsize=1)
def tool_calling_llm_class() -> type[_Delegate]:
    """``ToolCallingLLM`` mixed into the delegate, as its README mixes it into a chat model."""
    try:
        from tool_calling_llm import ToolCallingLLM
    except ImportError as e:
        msg = (
            f"tool-calling-llm is not importable ({e}). Install it beside langchain-core 1.x without "
            "its stale `langchain<0.4` pin: `pip install --no-deps tool-calling-llm==0.1.2`."
        )
        raise ImportError(msg) from e

    class ToolCallingDelegate(ToolCallingLLM, _Delegate):
        @property
        def _llm_type(self) -> str:
            return "tool-calling-llm-delegate"

    return ToolCallingDelegate


class ToolCallingLLMSystem(System):
    """tool-calling-llm 0.1.2: its system prompt and its parser, unchanged, on the same model."""

    key = "tool-calling-llm"
    label = "tool-calling-llm 0.1.2"

    def _run(self, entry: BfclEntry) -> Outcome:
        from tool_calling_llm.tool_calling_llm import parse_json_garbage

        model = tool_calling_llm_class()(inner=self.inner).bind_tools([dict(t) for t in entry.tools])
        message = model.invoke(to_lc_messages(entry.messages))
        assert isinstance(message, AIMessage)
        if message.tool_calls:
            return Outcome("calls", tuple((tc["name"], dict(tc["args"])) for tc in message.tool_calls))
        raw = self.recorder.requests[-1].reply if self.recorder.requests else _text(message)
        try:
            parse_json_garbage(raw)
        except ValueError:
            # Its prompt says "respond with only a JSON object"; with no JSON at all its
            # parser hands the raw text back as an answer. BFCL would call that "no call";
            # we count it as undecodable (the strict score).
            return Outcome("undecodable", error="no JSON object in the reply", notes=("no-json",))
        return Outcome("no_call", notes=("conversational-response",))


QWEN_DEFAULT_SYSTEM = "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."
"""The system text Qwen2.5's chat template uses when the conversation has none."""

_QWEN_TOOLS_HEAD = (
    "\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>"
)
_QWEN_TOOLS_TAIL = (
    "\n</tools>\n\nFor each function call, return a json object with function name and arguments "
    'within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, '
    '"arguments": <args-json-object>}\n</tool_call>'
)


def render_qwen_tools_system(system: str | None, tools: Sequence[Mapping[str, Any]]) -> str:
    """The system message Qwen2.5's chat template renders when it is given ``tools``.

    Copied from the ``{%- if tools %}`` branch of the Qwen2.5(-Coder)-Instruct template:
    the conversation's system text (or Qwen's default), ``# Tools``, one ``tool | tojson``
    per line inside ``<tools>``, and the ``<tool_call>`` instruction. ``tojson`` here is
    transformers' (``json.dumps``, key order kept, non-ASCII kept), which is how the model
    saw tools in training; :func:`template_check` compares it with the GGUF's template.
    """
    lines = "".join("\n" + json.dumps(dict(t), ensure_ascii=False) for t in tools)
    return (
        (system if system is not None else QWEN_DEFAULT_SYSTEM) + _QWEN_TOOLS_HEAD + lines + _QWEN_TOOLS_TAIL
    )


def template_check(chat_template: str | None) -> str:
    """Whether a GGUF chat template carries the tool branch we render (a report line)."""
    if not chat_template:
        return "no chat template in the model file: rendered from the Qwen2.5 template text"
    pieces = ("# Tools", "<tools></tools>", "<tool_call></tool_call>", "You may call one or more functions")
    missing = [p for p in pieces if p not in chat_template]
    if missing:
        return f"the GGUF template lacks {missing}: the native system prompt may differ from the model's own"
    return "the GGUF's chat template has the same Qwen2.5 tool branch (checked)"


def undeclared_calls(text: str, entry: BfclEntry) -> list[str]:
    """Names the reply tries to call (a JSON object with a name and an argument key) that the
    entry does not declare. The detector drops such calls on purpose (the allow-list); the
    benchmark still has to see that a call was *attempted*: it is undecodable, not a refusal.
    """
    from prompt_toolcall.reading.detect import build_context, unknown_function_names
    from prompt_toolcall.reading.jsonish import decode_tolerant, scan_spans

    ctx = build_context(entry.tool_names, [dict(t) for t in entry.tools])
    names: list[str] = []
    for start, end in scan_spans(text)[0]:
        got = decode_tolerant(text[start:end], balanced=True)
        if got is None:
            continue
        for name in unknown_function_names(got[0], ctx, require_arguments=True):
            if name not in names:
                names.append(name)
    return names


class NativeTemplateSystem(System):
    """The model's own tool format: Qwen2.5's ``<tool_call>`` template, read by our detector."""

    key = "native"
    label = "Qwen2.5 native template + detector"

    def _run(self, entry: BfclEntry) -> Outcome:
        from prompt_toolcall.reading.detect import detect

        system = next((m["content"] for m in entry.messages if m.get("role") == "system"), None)
        rest = [m for m in entry.messages if m.get("role") != "system"]
        if entry.tools:
            head = render_qwen_tools_system(system, entry.tools)
        else:  # the template's no-tools branch: the system text as it is (or none at all)
            head = system if system is not None else QWEN_DEFAULT_SYSTEM
        messages = [SystemMessage(head), *to_lc_messages(rest)]
        reply = _text(self.inner.invoke(messages))
        found = detect(reply, entry.tool_names, list(entry.tools))
        notes = tuple(found.notes)
        if found.calls:
            return Outcome("calls", tuple((c.name, dict(c.arguments)) for c in found.calls), notes=notes)
        if found.invalid:
            error = "; ".join(i.error for i in found.invalid)
            return Outcome("undecodable", notes=notes, error=error[:500])
        unknown = undeclared_calls(reply, entry)
        if unknown:
            return Outcome("undecodable", notes=(*notes, "undeclared-function"), error=f"calls {unknown}")
        return Outcome("no_call", notes=notes)


def _react_tool(tool: Mapping[str, Any]) -> Any:
    """A LlamaIndex tool whose ``Tool Args`` line shows the entry's JSON Schema."""
    from dataclasses import dataclass as _dataclass
    from dataclasses import field as _field

    from llama_index.core.tools.types import BaseTool, ToolMetadata, ToolOutput

    @_dataclass
    class SchemaMetadata(ToolMetadata):
        parameters: dict[str, Any] = _field(default_factory=dict)

        def get_parameters_dict(self) -> dict[str, Any]:
            return self.parameters

    fn = tool["function"]

    class SchemaTool(BaseTool):
        def __init__(self) -> None:
            self._meta = SchemaMetadata(
                description=str(fn.get("description") or ""),
                name=str(fn["name"]),
                parameters=dict(fn["parameters"]),
            )

        @property
        def metadata(self) -> ToolMetadata:
            return self._meta

        def __call__(self, input: Any) -> ToolOutput:  # LlamaIndex names it `input`
            msg = "benchmark tools are never executed"
            raise NotImplementedError(msg)

    return SchemaTool()


class ReActSystem(System):
    """LlamaIndex ReActAgent's prompt (``ReActChatFormatter``) and parser, one step."""

    key = "react"
    label = "LlamaIndex ReAct (one step)"

    def _run(self, entry: BfclEntry) -> Outcome:
        from llama_index.core.agent.react.formatter import ReActChatFormatter
        from llama_index.core.agent.react.output_parser import ReActOutputParser
        from llama_index.core.agent.react.types import ActionReasoningStep
        from llama_index.core.base.llms.types import ChatMessage

        # ReActAgent.take_step moves a leading system message into the formatter's context.
        system = next((m["content"] for m in entry.messages if m.get("role") == "system"), None)
        history = [
            ChatMessage(role=m["role"], content=m["content"]) for m in entry.messages if m["role"] != "system"
        ]
        formatter = ReActChatFormatter.from_defaults(context=system or None)
        chat = formatter.format([_react_tool(t) for t in entry.tools], chat_history=history)
        messages = to_lc_messages([{"role": str(m.role.value), "content": m.content or ""} for m in chat])
        reply = _text(self.inner.invoke(messages))
        try:
            step = ReActOutputParser().parse(reply, is_streaming=False)
        except ValueError as e:
            return Outcome("undecodable", error=f"ReActOutputParser: {e}"[:500])
        if isinstance(step, ActionReasoningStep):
            if step.action not in entry.tool_names:  # ReActAgent answers "tool not found"
                error = f"Action names an undeclared tool {step.action!r}"
                return Outcome("undecodable", error=error, notes=("undeclared-function",))
            return Outcome("calls", ((step.action, dict(step.action_input)),))
        return Outcome("no_call")


_BFCL_PARSER_STUBS = {
    "bfcl_eval.model_handler.parser.java_parser": "parse_java_function_call",
    "bfcl_eval.model_handler.parser.js_parser": "parse_javascript_function_call",
}
"""BFCL's Java and JavaScript call parsers, which ``bfcl_eval.model_handler.utils`` imports at
module level and which need ``tree_sitter``; the Python categories never call them."""


def _needs_tree_sitter(text: str) -> Any:
    msg = "BFCL's Java/JavaScript call parsers need tree_sitter, which is not installed."
    raise ImportError(msg)


@lru_cache(maxsize=1)
def _bfcl_prompting() -> tuple[Any, Any, Any]:
    """bfcl-eval's prompting helpers: (system prompt builder, AST decoder, empty-output test).

    ``bfcl_eval.model_handler.utils`` imports the Java and JavaScript parsers, which import
    ``tree_sitter``; bfcl-eval is installed without its dependencies, so when ``tree_sitter``
    is missing those two modules are stood in for by ones whose parser raises. The helpers
    used here are bfcl-eval's own, unchanged.
    """
    import importlib.util
    import sys
    import types

    from benchmarks.bfcl.data import ensure_bfcl_root

    ensure_bfcl_root()
    if importlib.util.find_spec("tree_sitter") is None:
        for module, function in _BFCL_PARSER_STUBS.items():
            if module not in sys.modules:
                stub = types.ModuleType(module)
                stub.__doc__ = "Stand-in installed by benchmarks.bfcl.systems: tree_sitter is missing."
                setattr(stub, function, _needs_tree_sitter)
                sys.modules[module] = stub
    from bfcl_eval.model_handler.utils import (
        default_decode_ast_prompting,
        system_prompt_pre_processing_chat_model,
    )
    from bfcl_eval.utils import is_empty_output

    return system_prompt_pre_processing_chat_model, default_decode_ast_prompting, is_empty_output


def bfcl_prompt_messages(entry: BfclEntry) -> list[dict[str, str]]:
    """The entry's messages with BFCL's default system prompt, as its prompting handlers send them.

    ``system_prompt_pre_processing_chat_model`` formats the function docs (JSON, original
    names, the language hint in each description) into the default prompt and puts it first:
    a new system message, or in front of the entry's own system text.
    """
    build, _, _ = _bfcl_prompting()
    messages = [dict(m) for m in entry.messages]  # BFCL edits the list and its first message in place
    functions = [copy.deepcopy(dict(f)) for f in entry.prompt_functions or entry.functions]
    return list(build(messages, functions, entry.id))


_CALL_HEAD = re.compile(r"^\[?\s*[A-Za-z_][\w.]*\(")


def _attempts_call(reply: str, names: Sequence[str]) -> bool:
    """Whether a reply BFCL's decoder rejected still tries to call something: it opens like a
    call (``f(``, ``[f(``) or names a declared function followed by ``(``. A reply that does
    neither is a text answer, which BFCL's prompt asks for when no function fits."""
    text = reply.strip("`\n ")
    if _CALL_HEAD.match(text):
        return True
    return any(re.search(rf"(?<![\w.]){re.escape(n)}\s*\(", text) for n in names)


class BfclPromptSystem(System):
    """What bfcl-eval's prompting handlers do for a model without native tool calling: BFCL's
    default system prompt (Python call syntax), one request, ``default_decode_ast_prompting``.

    The decoder wraps the reply in ``[...]`` and parses it as Python, so a text answer fails
    to decode just as a broken call does. BFCL scores both as "no call"; here a reply that
    does not try to call anything (see :func:`_attempts_call`) is ``no_call``, one that does
    is ``undecodable``, as the other systems' readers tell a refusal from garbled output.
    Decoded names outside the entry's functions are ``undecodable`` (the harness rule).
    """

    key = "bfcl-prompt"
    label = "BFCL's prompt method (its system prompt + AST decoder)"

    def _run(self, entry: BfclEntry) -> Outcome:
        _, decode, is_empty = _bfcl_prompting()
        reply = _text(self.inner.invoke(to_lc_messages(bfcl_prompt_messages(entry))))
        names = [str(f["name"]) for f in entry.prompt_functions or entry.functions]
        try:
            decoded = decode(reply)
        except Exception as e:  # the decoder raises whatever ast.parse or its asserts raise
            if not _attempts_call(reply, names):
                return Outcome("no_call", notes=("text-answer",))
            error = f"default_decode_ast_prompting: {type(e).__name__}: {e}"
            return Outcome("undecodable", error=error[:500])
        if is_empty(decoded):
            return Outcome("no_call", notes=("empty-decode",))
        mapped = {original: m for m, original in entry.name_map.items()}
        calls = [(str(name), args) for item in decoded for name, args in item.items()]
        unknown = [n for n, _ in calls if n not in mapped]
        if unknown:
            return Outcome("undecodable", error=f"calls {unknown}", notes=("undeclared-function",))
        return Outcome("calls", tuple((mapped[n], dict(a)) for n, a in calls))


SYSTEMS: Mapping[str, type[System]] = {
    cls.key: cls
    for cls in (
        ToolcallFreeSystem,
        ToolcallConstrainedSystem,
        ToolcallFreePythonSystem,
        ToolcallFreeFullSystem,
        ToolcallConstrainedFullSystem,
        ToolCallingLLMSystem,
        NativeTemplateSystem,
        ReActSystem,
        BfclPromptSystem,
    )
}
"""Every system by its CLI key, in report order."""

SYSTEM_LABELS: Mapping[str, str] = {k: v.label for k, v in SYSTEMS.items()}


@dataclass
class SystemSet:
    """The systems of one run, sharing one inner model and one recorder."""

    systems: dict[str, System] = field(default_factory=dict)
    recorder: RequestRecorder | None = None


def build_systems(
    keys: Sequence[str],
    inner: BaseChatModel,
    count_tokens: Callable[[str], int],
    max_tokens: int | None = None,
) -> SystemSet:
    """Instantiate the systems named by ``keys`` around ``inner``, attaching the recorder.

    ``max_tokens`` is the run's reply cap (the inner model's own ``max_tokens`` should be the
    same); systems that size their own requests send it (see :attr:`System.max_tokens`).

    Raises:
        ValueError: an unknown key (the message lists the known ones).
    """
    unknown = [k for k in keys if k not in SYSTEMS]
    if unknown:
        msg = f"Unknown system(s) {unknown}. Known: {', '.join(SYSTEMS)}"
        raise ValueError(msg)
    recorder = RequestRecorder(count_tokens)
    existing = inner.callbacks
    if existing is None or isinstance(existing, list):
        inner.callbacks = [*(existing or []), recorder]
    else:  # a callback manager
        existing.add_handler(recorder, inherit=False)
    return SystemSet({k: SYSTEMS[k](inner, recorder, max_tokens) for k in keys}, recorder)
