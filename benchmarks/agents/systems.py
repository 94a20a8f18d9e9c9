"""The compared agents: each runs one task in a fresh agent over ONE shared loaded model.

Every system gets the same ``llama_cpp.Llama`` through a :class:`ModelMeter` (passed as the
local chat models' ``client``), which counts requests, sums token usage and stops a task at
the request cap; and the same tools through a :class:`ToolBox`, which records every executed
call (name and arguments) before running it::

    task ──► ToolBox(task.tools) ──► system.run(task, box)
               langchain         create_agent(ChatToolcall(llm=chat_model), tools,
                                              middleware=[ToolcallMiddleware()])
               llamaindex        FunctionAgent(guard.wrap(tools),
                                               llm=ToolcallLLM(llm=llamaindex_llm, guard=guard))
               native            Qwen2.5's own tool template + prompt_toolcall's detector, a plain loop
               react             LlamaIndex ReActAgent(tools, llm=llamaindex_llm)
               tool-calling-llm  create_agent(ToolCallingLLM mixed into chat_model, tools)
               langchain+plan, llamaindex+plan: ours with plan_first=True (rows keyed apart)
         ──► RunRecord (answer, executed calls, requests, tokens, seconds, error, and for
             our systems each turn's kind and notes, read from the ``prompt_toolcall`` turn
             log records) ──► spec.judge

A system that raises (including at the request cap) is recorded with its error and whatever
answer it had; the answer check then decides, so a crash is never scored as right by accident.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from benchmarks.agents.spec import Task

__all__ = [
    "COMPACT_SUFFIX",
    "FULL_SUFFIX",
    "PLAN_SUFFIX",
    "SYSTEMS",
    "ModelMeter",
    "RunRecord",
    "StepCapReached",
    "System",
    "ToolBox",
    "TurnLog",
    "build_system",
]


PLAN_SUFFIX = "+plan"
"""Appended to our systems' keys and labels when they run with ``plan_first=True``, so those
runs are their own rows in the report, beside the same system without it."""

COMPACT_SUFFIX = "+compact"
"""Appended to our systems' keys and labels when they run with ``prompt_style="compact"``
named (the tools as Python-style signatures). The compact prompt is the adapters' default
now; the suffix stays so older runs, whose plain rows had the full prompt, still read right."""

FULL_SUFFIX = "+full"
"""Appended to our systems' keys and labels when they run with ``prompt_style="full"`` (the
JSON Schema manifest and the long rules), so one run can pair both prompts task by task."""


class StepCapReached(RuntimeError):
    """The task used its model-request budget; the agent is stopped."""


class ModelMeter:
    """A stand-in for a loaded ``llama_cpp.Llama`` that counts and caps requests.

    Args:
        llama: the loaded model (or anything with ``create_chat_completion``).
        cap: model requests allowed per task; the next one raises :class:`StepCapReached`.
        fresh: evaluate every request from an empty KV cache (``llama.reset()`` first, the
            prompt-state cache off). Why: llama.cpp reuses the prefix a request shares with
            the tokens it holds, and llama-cpp-python restores saved prompt states; both make
            the numbers summed depend on the requests before, and greedy output then differs
            in rare tokens. On a 24-task split run twice in both frameworks with one engine
            change that fired in one task, 15 of 48 task pairs changed their answer text or
            call order. With ``fresh`` a request's output depends on its prompt alone (at a
            fixed thread count): two tasks run on the 0.5B after different earlier tasks gave
            the same 8 replies, except one answer that copied a call id (ids are random and
            appear in the prompts, so they stay a small source of difference). Every prompt
            token is evaluated, so it is slower.
    """

    def __init__(self, llama: Any, cap: int, *, fresh: bool = False) -> None:
        self.llama = llama
        self.cap = cap
        self.fresh = fresh
        if fresh and hasattr(llama, "set_cache"):
            llama.set_cache(None)
        self.requests = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.usage_missing = 0
        """Requests without token counts (llama-cpp-python's streams carry none)."""
        self.cached_prompt_tokens = 0
        """Prompt tokens llama.cpp did not evaluate again: the longest prefix a request shares
        with the tokens its KV cache already held (llama-cpp-python reuses exactly that
        prefix). Counted only for requests with usage, on a real ``llama_cpp.Llama``."""
        self.capped = False
        self.replies: list[str] = []
        """Each request's reply text, in order (streams joined), for reading a run afterwards."""

    def begin(self) -> None:
        """A new task: zero every counter."""
        self.requests = self.prompt_tokens = self.completion_tokens = self.usage_missing = 0
        self.cached_prompt_tokens = 0
        self.capped = False
        self.replies = []

    def create_chat_completion(self, **params: Any) -> Any:
        """Forward one request, counting it; refuse it past the cap."""
        if self.requests >= self.cap:
            self.capped = True
            msg = f"request cap reached: {self.cap} model requests for one task"
            raise StepCapReached(msg)
        self.requests += 1
        if self.fresh and hasattr(self.llama, "reset"):
            self.llama.reset()
        held = _kv_tokens(self.llama)
        response = self.llama.create_chat_completion(**params)
        if params.get("stream"):
            self.usage_missing += 1
            return self._stream(response)
        self.replies.append(_reply_text(response))
        usage = response.get("usage") if isinstance(response, Mapping) else None
        if isinstance(usage, Mapping):
            prompt = int(usage.get("prompt_tokens") or 0)
            self.prompt_tokens += prompt
            self.completion_tokens += int(usage.get("completion_tokens") or 0)
            after = _kv_tokens(self.llama)
            if held is not None and after is not None:
                self.cached_prompt_tokens += _shared_prefix(held, after[:prompt])
        else:
            self.usage_missing += 1
        return response

    def _stream(self, parts: Any) -> Iterator[Any]:
        self.replies.append("")
        index = len(self.replies) - 1
        for part in parts:
            try:
                self.replies[index] += part["choices"][0].get("delta", {}).get("content") or ""
            except (KeyError, IndexError, TypeError, AttributeError):
                pass
            yield part

    def __getattr__(self, name: str) -> Any:  # tokenize, metadata, ... of the real model
        return getattr(self.llama, name)


def _kv_tokens(llama: Any) -> list[int] | None:
    """The tokens a ``llama_cpp.Llama`` holds in its KV cache now (None for anything else)."""
    ids, n = getattr(llama, "_input_ids", None), getattr(llama, "n_tokens", None)
    if ids is None or not isinstance(n, int):
        return None
    return [int(t) for t in ids[:n]]


def _shared_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _reply_text(response: Any) -> str:
    try:
        return str(response["choices"][0]["message"].get("content") or "")
    except (KeyError, IndexError, TypeError, AttributeError):
        return ""


def _bind(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
    try:
        return dict(inspect.signature(fn).bind_partial(*args, **kwargs).arguments)
    except TypeError:
        return {**{f"_{i}": a for i, a in enumerate(args)}, **kwargs}


@dataclass
class ToolBox:
    """The task's tools, each recording its executed calls (name, arguments) before it runs.

    A call is recorded even when the tool then raises: it was executed.
    """

    functions: Mapping[str, Callable[..., Any]]
    executed: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @classmethod
    def for_task(cls, task: Task, table: Mapping[str, Callable[..., Any]]) -> ToolBox:
        """Recording wrappers of the task's tools, in the task's order."""
        box = cls({})
        box.functions = {name: box._recording(table[name]) for name in task.tools}
        return box

    def _recording(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            self.executed.append((fn.__name__, _bind(fn, args, kwargs)))
            return fn(*args, **kwargs)

        return wrapper

    def langchain_tools(self) -> list[Any]:
        """The tools as LangChain ``StructuredTool`` objects."""
        from langchain_core.tools import StructuredTool

        return [StructuredTool.from_function(fn, name=name) for name, fn in self.functions.items()]

    def llamaindex_tools(self) -> list[Any]:
        """The tools as LlamaIndex ``FunctionTool`` objects."""
        from llama_index.core.tools import FunctionTool

        return [FunctionTool.from_defaults(fn=fn, name=name) for name, fn in self.functions.items()]

    def schemas(self) -> list[dict[str, Any]]:
        """OpenAI-style tool schemas (what a chat template's ``tools`` gets)."""
        from langchain_core.utils.function_calling import convert_to_openai_tool

        return [convert_to_openai_tool(t) for t in self.langchain_tools()]

    def execute(self, name: str, args: Mapping[str, Any]) -> str:
        """Run one call for a hand-written loop; an error becomes its text, as agents feed it back."""
        fn = self.functions.get(name)
        if fn is None:
            return f"Error: no tool named {name!r}."
        try:
            return str(fn(**dict(args)))
        except Exception as e:  # the model must see the failure, not the harness
            return f"Error: {type(e).__name__}: {e}"


@dataclass
class RunRecord:
    """What one system did with one task (before scoring)."""

    answer: str = ""
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    requests: int = 0
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_prompt_tokens: int | None = None
    """Of ``prompt_tokens``, those llama.cpp's KV cache already held (see :class:`ModelMeter`)."""
    seconds: float = 0.0
    error: str | None = None
    capped: bool = False
    replies: list[str] = field(default_factory=list)
    turns: list[dict[str, Any]] = field(default_factory=list)
    """Our adapters' turns, in order: ``{"kind", "notes", "requests"}`` (empty for peers)."""


class TurnLog(logging.Handler):
    """Collects the turn records the adapters log under ``prompt_toolcall`` (kind, notes,
    requests), so a run records which engine steps fired without reading the replies."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.turns: list[dict[str, Any]] = []

    def emit(self, record: logging.LogRecord) -> None:
        kind = getattr(record, "toolcall_kind", None)
        if kind is None:
            return
        notes = getattr(record, "toolcall_notes", ())
        self.turns.append(
            {"kind": kind, "notes": list(notes), "requests": getattr(record, "toolcall_requests", None)}
        )

    @contextmanager
    def attached(self) -> Iterator[TurnLog]:
        """Listen at INFO on the ``prompt_toolcall`` logger for the duration (levels restored)."""
        logger = logging.getLogger("prompt_toolcall")
        level = logger.level
        logger.setLevel(logging.INFO)
        logger.addHandler(self)
        try:
            yield self
        finally:
            logger.removeHandler(self)
            logger.setLevel(level)


class System(ABC):
    """One compared agent. Subclasses implement :meth:`_answer`; :meth:`run` adds timing,
    the meter's counts and exception capture."""

    key: ClassVar[str]
    label: ClassVar[str]
    ours: ClassVar[bool] = False

    def __init__(
        self,
        meter: ModelMeter,
        model: str,
        max_tokens: int,
        *,
        plan_first: bool = False,
        compact: bool = False,
        full: bool = False,
    ) -> None:
        self.meter = meter
        self.model = model
        self.max_tokens = max_tokens
        self.plan_first = plan_first and self.ours
        """Our adapters' ``plan_first`` option; peers have no such option and ignore it."""
        self.compact = compact and self.ours and not full
        """Our adapters with ``prompt_style="compact"`` named; peers have no such option."""
        self.full = full and self.ours
        """Our adapters with ``prompt_style="full"``; peers have no such option and ignore it."""

    @property
    def _suffix(self) -> str:
        style = COMPACT_SUFFIX if self.compact else FULL_SUFFIX if self.full else ""
        return (PLAN_SUFFIX if self.plan_first else "") + style

    @property
    def prompt_style(self) -> Literal["compact", "full"]:
        """The ``prompt_style`` our adapters get."""
        return "full" if self.full else "compact"

    @property
    def row_key(self) -> str:
        """The key its result records carry: ``key``, plus :data:`PLAN_SUFFIX` with plan_first
        and :data:`COMPACT_SUFFIX` or :data:`FULL_SUFFIX` with a named prompt style."""
        return self.key + self._suffix

    @property
    def row_label(self) -> str:
        """The label its result records carry (with the same suffixes as :attr:`row_key`)."""
        return self.label + (f" {self._suffix}" if self._suffix else "")

    @abstractmethod
    def _answer(self, task: Task, box: ToolBox) -> str:
        """Run a fresh agent on ``task`` with ``box``'s tools; return its final answer text."""

    def run(self, task: Task, table: Mapping[str, Callable[..., Any]]) -> RunRecord:
        """Run one task; never raises (an exception is recorded as the run's error)."""
        box = ToolBox.for_task(task, table)
        self.meter.begin()
        start = time.perf_counter()
        answer, error = "", None
        with TurnLog().attached() as log:
            try:
                answer = self._answer(task, box)
            except Exception as e:  # one failing task must not stop the benchmark
                error = f"{type(e).__name__}: {e}"[:500]
        seconds = time.perf_counter() - start
        known = self.meter.usage_missing == 0
        return RunRecord(
            answer=answer or "",
            calls=list(box.executed),
            requests=self.meter.requests,
            prompt_tokens=self.meter.prompt_tokens if known else None,
            completion_tokens=self.meter.completion_tokens if known else None,
            cached_prompt_tokens=self.meter.cached_prompt_tokens if known else None,
            seconds=seconds,
            error=error,
            capped=self.meter.capped,
            replies=list(self.meter.replies),
            turns=list(log.turns),
        )

    # -- shared helpers ---------------------------------------------------------------------

    def _lc_model(self) -> Any:
        from langchain_toolcall.local import chat_model

        return chat_model(self.model, client=self.meter, max_tokens=self.max_tokens)

    def _li_model(self) -> Any:
        from llamaindex_toolcall.local import llamaindex_llm

        return llamaindex_llm(self.model, client=self.meter, max_tokens=self.max_tokens)

    def _recursion_limit(self) -> int:
        # LangGraph counts model and tool nodes; the meter's request cap is the real stop.
        return 4 * self.meter.cap + 1


def _last_ai_text(messages: Sequence[Any]) -> str:
    from langchain_core.messages import AIMessage

    for message in reversed(messages):
        if isinstance(message, AIMessage):
            return message.text if isinstance(message.text, str) else str(message.content)
    return ""


class LangChainSystem(System):
    """Ours: ``create_agent(ChatToolcall(llm=chat_model()), tools, middleware=[ToolcallMiddleware()])``."""

    key = "langchain"
    label = "ChatToolcall in create_agent (ours)"
    ours = True

    def _answer(self, task: Task, box: ToolBox) -> str:
        from langchain.agents import create_agent
        from langchain_core.messages import HumanMessage

        from langchain_toolcall import ChatToolcall, ToolcallMiddleware

        agent = create_agent(
            ChatToolcall(llm=self._lc_model(), plan_first=self.plan_first, prompt_style=self.prompt_style),
            box.langchain_tools(),
            middleware=[ToolcallMiddleware()],
        )
        state = agent.invoke(
            {"messages": [HumanMessage(task.question)]}, {"recursion_limit": self._recursion_limit()}
        )
        return _last_ai_text(state["messages"])


def _run_workflow(agent: Any, question: str, max_iterations: int) -> str:
    async def go() -> str:
        handler = agent.run(user_msg=question, max_iterations=max_iterations)
        result = await handler
        response = getattr(result, "response", None)
        content = getattr(response, "content", None)
        return str(content if content is not None else result)

    return asyncio.run(go())


class LlamaIndexSystem(System):
    """Ours: ``FunctionAgent(guard.wrap(tools), llm=ToolcallLLM(llm=llamaindex_llm(), guard=guard))``.

    The ``ToolGuard`` is LlamaIndex's counterpart of the ``ToolcallMiddleware`` the LangChain
    system runs with: the misuse breaker, and the only way the model learns that a tool raised
    (``FunctionAgent`` writes the exception text without its error flag). Runs before
    2026-12-03 used no guard.
    """

    key = "llamaindex"
    label = "ToolcallLLM in FunctionAgent (ours)"
    ours = True

    def _answer(self, task: Task, box: ToolBox) -> str:
        from llama_index.core.agent.workflow import FunctionAgent

        from llamaindex_toolcall import ToolcallLLM, ToolGuard

        guard = ToolGuard()
        llm = ToolcallLLM(
            llm=self._li_model(), guard=guard, plan_first=self.plan_first, prompt_style=self.prompt_style
        )
        agent = FunctionAgent(tools=guard.wrap(box.llamaindex_tools()), llm=llm)
        return _run_workflow(agent, task.question, self.meter.cap)


class ReActSystem(System):
    """Peer: LlamaIndex ``ReActAgent`` over the plain model (its own text protocol)."""

    key = "react"
    label = "LlamaIndex ReActAgent"

    def _answer(self, task: Task, box: ToolBox) -> str:
        from llama_index.core.agent.workflow import ReActAgent

        agent = ReActAgent(tools=box.llamaindex_tools(), llm=self._li_model())
        return _run_workflow(agent, task.question, self.meter.cap)


class NativeSystem(System):
    """Peer: the model's own tool template (Qwen2.5 ``<tools>`` system prompt, ``<tool_call>``
    replies, ``<tool_response>`` results), calls read by our detector, in a plain loop."""

    key = "native"
    label = "Qwen2.5 native template + detector, plain loop"

    def _answer(self, task: Task, box: ToolBox) -> str:
        from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

        from benchmarks.bfcl.systems import render_qwen_tools_system
        from prompt_toolcall.reading.detect import detect

        schemas = box.schemas()
        names = [s["function"]["name"] for s in schemas]
        model = self._lc_model()
        messages: list[BaseMessage] = [
            SystemMessage(render_qwen_tools_system(None, schemas)),
            HumanMessage(task.question),
        ]
        step = 0
        while True:  # the meter's request cap ends a loop that never answers
            reply = model.invoke(messages)
            text = reply.text if isinstance(reply.text, str) else str(reply.content)
            found = detect(text, names, schemas)
            if not found.calls:
                return (found.content or text).strip()
            step += 1
            calls: list[dict[str, Any]] = [
                {"name": c.name, "args": dict(c.arguments), "id": f"call_{step}_{i}"}
                for i, c in enumerate(found.calls)
            ]
            messages.append(AIMessage(found.content or "", tool_calls=calls))
            for call in calls:
                result = box.execute(call["name"], call["args"])
                messages.append(ToolMessage(result, tool_call_id=call["id"], name=call["name"]))


class ToolCallingLLMSystem(System):
    """Peer: tool-calling-llm 0.1.2's ``ToolCallingLLM`` mixed into the chat model, in ``create_agent``.

    The mixin wraps a delegate chat model (as its README mixes it into a provider's class).
    ``create_agent`` binds tools with ``tool_choice`` (None when unset); the delegate drops that
    keyword and ``parallel_tool_calls``, which a provider model would accept and our local
    model rejects. Without our middleware a tool that raises ends the run, as in any plain
    ``create_agent``.
    """

    key = "tool-calling-llm"
    label = "tool-calling-llm 0.1.2 in create_agent"

    def _answer(self, task: Task, box: ToolBox) -> str:
        from langchain.agents import create_agent
        from langchain_core.messages import HumanMessage

        from benchmarks.bfcl.systems import tool_calling_llm_class

        agent = create_agent(tool_calling_llm_class()(inner=self._lc_model()), box.langchain_tools())
        state = agent.invoke(
            {"messages": [HumanMessage(task.question)]}, {"recursion_limit": self._recursion_limit()}
        )
        return _last_ai_text(state["messages"])


SYSTEMS: Mapping[str, type[System]] = {
    cls.key: cls
    for cls in (LangChainSystem, LlamaIndexSystem, NativeSystem, ReActSystem, ToolCallingLLMSystem)
}
"""Every system by its CLI key, in report order (ours first)."""


def known_keys() -> list[str]:
    """Every key :func:`build_system` accepts: the systems, and ours with each suffix combination."""
    ours = [k for k, c in SYSTEMS.items() if c.ours]
    variants = [
        PLAN_SUFFIX,
        COMPACT_SUFFIX,
        PLAN_SUFFIX + COMPACT_SUFFIX,
        FULL_SUFFIX,
        PLAN_SUFFIX + FULL_SUFFIX,
    ]
    return [*SYSTEMS, *(k + v for v in variants for k in ours)]


def build_system(
    key: str,
    meter: ModelMeter,
    model: str,
    max_tokens: int,
    *,
    plan_first: bool = False,
    compact: bool = False,
    full: bool = False,
) -> System:
    """Instantiate one system by key.

    ``plan_first`` (or the key of one of ours followed by :data:`PLAN_SUFFIX`, e.g.
    ``langchain+plan``) runs our adapters with ``plan_first=True``; ``compact`` (or
    :data:`COMPACT_SUFFIX`, e.g. ``llamaindex+compact``) with ``prompt_style="compact"`` named,
    ``full`` (or :data:`FULL_SUFFIX`) with ``prompt_style="full"``. Peers ignore the flags.

    Raises:
        ValueError: an unknown key, or a suffix on a peer's key (the message lists the known ones).
    """
    base = key.removesuffix(COMPACT_SUFFIX).removesuffix(FULL_SUFFIX)
    suffix_compact = key.endswith(COMPACT_SUFFIX)
    suffix_full = key.endswith(FULL_SUFFIX)
    stem = base.removesuffix(PLAN_SUFFIX)
    suffix_plan = stem != base
    cls = SYSTEMS.get(stem)
    if cls is None or ((suffix_plan or suffix_compact or suffix_full) and not cls.ours):
        msg = f"Unknown system {key!r}. Known: {', '.join(known_keys())}"
        raise ValueError(msg)
    return cls(
        meter,
        model,
        max_tokens,
        plan_first=plan_first or suffix_plan,
        compact=compact or suffix_compact,
        full=full or suffix_full,
    )
