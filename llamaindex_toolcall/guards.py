"""Guards for LlamaIndex agents: the misuse breaker around tool execution, and pairing checks.

Data flow in a ``FunctionAgent`` / ``AgentWorkflow`` run::

    user turn ─► ToolcallLLM(guard=g): fresh user turn -> g.begin_run(); pending note -> next request only
             ─► check_tool_pairing(history) before every LLM call (raise | warn | repair | ignore)
    ToolCall ─► guarded tool: g.breaker.refusal_for(name, args)
                  refusal -> ToolOutput(is_error=True, content=refusal); the tool is NOT executed;
                             remembered (was_refused): ToolcallLLM answers instead of asking again
                  else    -> execute; exception or is_error output -> observe_failure (exception re-raised)
                                      success                     -> observe_success

Why tool wrappers (and not an event handler or a workflow step):

- LlamaIndex instrumentation handlers (``BaseEventHandler``, callback handlers) only
  *observe*: they cannot stop a call before it runs, and refusing before execution is the
  breaker's whole point: a refused call must never run.
- Overriding ``BaseWorkflowAgent.call_tool`` would guard one agent class; a wrapped tool is
  guarded wherever LlamaIndex executes tools: ``FunctionAgent``, ``ReActAgent``,
  ``AgentWorkflow`` (also ``from_tools_or_functions``), ``predict_and_call``, or a
  hand-written ``Workflow`` step. A tool is the one object they all call.
- ``GuardedFunctionTool`` subclasses ``FunctionTool`` and shares the wrapped tool's state,
  so ``BaseWorkflowAgent._call_tool`` still injects the workflow ``Context`` into tools that
  take one (it checks ``isinstance(tool, FunctionTool) and tool.requires_context``).

The pairing check lives in the LLM wrapper (``ToolcallLLM`` calls :func:`check_tool_pairing`
on the messages it is given) because that is the last point before a context is sent, and
it sees exactly what the model will see, whatever memory class produced it (e.g.
``ChatMemoryBuffer`` can return a lone tool result when one message exceeds its token limit).
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.tools import AsyncBaseTool, BaseTool, FunctionTool, ToolMetadata, ToolOutput
from llama_index.core.tools.types import adapt_to_async_tool

from prompt_toolcall.errors import MisuseError, PairingError
from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.messages import Message

__all__ = [
    "PAIRING_POLICIES",
    "GuardedFunctionTool",
    "GuardedTool",
    "PairingPolicy",
    "ToolGuard",
    "check_tool_pairing",
]

logger = logging.getLogger(__name__)

PairingPolicy = Literal["raise", "warn", "repair", "ignore"]
PAIRING_POLICIES: tuple[str, ...] = ("raise", "warn", "repair", "ignore")

_POSITIONAL_KEY = "__args__"
"""Breaker key for positional arguments (``ReActAgent`` and ``call_tool`` may pass a single
value positionally); keeps two calls with different positional values apart."""


class ToolGuard:
    """One agent run's misuse breaker, shared by the guarded tools and ``ToolcallLLM``.

    Args:
        breaker: the breaker to use; a default ``ToolMisuseBreaker()`` (note at 3, refusal
            after 6 identical failures) when omitted.

    Use one guard per agent (or per concurrent run): it counts failures across the tools
    it wrapped, and ``ToolcallLLM(guard=...)`` restarts its run on each new user turn.

    Example:
        ```python
        guard = ToolGuard()
        agent = FunctionAgent(tools=guard.wrap([get_weather]), llm=ToolcallLLM(llm=inner, guard=guard))
        ```
    """

    def __init__(self, breaker: ToolMisuseBreaker | None = None) -> None:
        if breaker is not None and not isinstance(breaker, ToolMisuseBreaker):
            msg = (
                "breaker must be a prompt_toolcall.loop.breaker.ToolMisuseBreaker or None; "
                f"received {type(breaker).__name__}"
            )
            raise TypeError(msg)
        self._breaker = breaker if breaker is not None else ToolMisuseBreaker()
        self._last_failed: set[str] = set()
        self._refused: set[str] = set()

    @property
    def breaker(self) -> ToolMisuseBreaker:
        """The misuse breaker."""
        return self._breaker

    def begin_run(self) -> None:
        """Start a new run: wipe the breaker's counters, notes and refusals."""
        self._breaker.begin_run()
        self._last_failed.clear()
        self._refused.clear()

    def last_failed(self, tool_name: str, arguments: Mapping[str, Any]) -> bool:
        """Whether the last execution of this identical call in this run failed."""
        return self._call_key(tool_name, arguments) in self._last_failed

    def was_refused(self, tool_name: str, arguments: Mapping[str, Any]) -> bool:
        """Whether this identical call was already refused (not executed) in this run.

        A refusal lasts for the rest of the run, so asking for the call again cannot run it.
        """
        return self._call_key(tool_name, arguments) in self._refused

    @staticmethod
    def _call_key(tool_name: str, arguments: Mapping[str, Any]) -> str:
        return f"{tool_name}\x00{ToolMisuseBreaker.args_key(arguments)}"

    def drain_pending_note(self) -> str | None:
        """The armed corrective note for the next model request (request-only), or None."""
        return self._breaker.drain_pending_note()

    def wrap(self, tools: Sequence[BaseTool | Callable[..., Any]]) -> list[BaseTool | Callable[..., Any]]:
        """Guard every tool; plain callables become ``FunctionTool.from_defaults(fn)`` first.

        Typed as the agents' own ``tools`` parameter (``FunctionAgent(tools=guard.wrap(...))``);
        every item is a :class:`GuardedFunctionTool` or :class:`GuardedTool` (use
        :meth:`wrap_tool` for one tool with its precise type).

        Raises:
            TypeError: an item is neither a ``BaseTool`` nor a callable.
        """
        return [self.wrap_tool(t) for t in tools]

    def wrap_tool(self, tool: BaseTool | Callable[..., Any]) -> AsyncBaseTool:
        """Guard one tool (already guarded tools are returned unchanged)."""
        if isinstance(tool, (GuardedFunctionTool, GuardedTool)) and tool.guard is self:
            return tool
        if isinstance(tool, FunctionTool):
            return GuardedFunctionTool(tool, self)
        if isinstance(tool, BaseTool):
            return GuardedTool(tool, self)
        if callable(tool):
            return GuardedFunctionTool(FunctionTool.from_defaults(fn=tool), self)
        msg = (
            "ToolGuard.wrap expects BaseTool instances or callables; "
            f"received {type(tool).__name__}: {tool!r:.200}"
        )
        raise TypeError(msg)

    # -- the breaker protocol, shared by both tool wrappers -----------------------------------

    @staticmethod
    def _key_args(args: Sequence[Any], kwargs: Mapping[str, Any], skip: str | None) -> dict[str, Any]:
        key = {k: v for k, v in kwargs.items() if k != skip}
        if args:
            key[_POSITIONAL_KEY] = list(args)
        return key

    def _before(self, meta: ToolMetadata, key_args: dict[str, Any]) -> ToolOutput | None:
        name = meta.get_name()
        refusal = self._breaker.refusal_for(name, key_args)
        if refusal is None:
            return None
        logger.warning("ToolGuard refused %s: identical call kept failing", name)
        self._refused.add(self._call_key(name, key_args))
        return ToolOutput(
            content=refusal,
            tool_name=name,
            raw_input=key_args,
            raw_output=None,
            is_error=True,
            exception=MisuseError(refusal),
        )

    def _after(self, meta: ToolMetadata, key_args: dict[str, Any], output: ToolOutput) -> None:
        if output.is_error:
            self._failed(meta, key_args, output.content or str(output.raw_output))
        else:
            self._last_failed.discard(self._call_key(meta.get_name(), key_args))
            self._breaker.observe_success(meta.get_name())

    def _failed(self, meta: ToolMetadata, key_args: dict[str, Any], error_text: str) -> None:
        self._last_failed.add(self._call_key(meta.get_name(), key_args))
        self._breaker.observe_failure(
            meta.get_name(), key_args, error_text, tool_description=meta.description
        )


class GuardedFunctionTool(FunctionTool):
    """A ``FunctionTool`` whose executions consult a :class:`ToolGuard`'s breaker.

    It shares the wrapped tool's function, metadata, callbacks and context parameter (so
    agents still inject the workflow ``Context``), and delegates execution to it.
    """

    def __init__(self, tool: FunctionTool, guard: ToolGuard) -> None:
        # No FunctionTool.__init__: take the wrapped tool's state as it is (fn, schema,
        # partial params, context parameter) instead of rebuilding it from the function.
        self.__dict__.update(tool.__dict__)
        self._guarded = tool
        self._guard = guard

    @property
    def guard(self) -> ToolGuard:
        """The guard this tool reports to."""
        return self._guard

    @property
    def wrapped(self) -> FunctionTool:
        """The tool being guarded."""
        return self._guarded

    def call(self, *args: Any, **kwargs: Any) -> ToolOutput:
        key_args = ToolGuard._key_args(args, kwargs, self.ctx_param_name)
        refused = self._guard._before(self.metadata, key_args)
        if refused is not None:
            return refused
        try:
            output = self._guarded.call(*args, **kwargs)
        except Exception as e:
            self._guard._failed(self.metadata, key_args, str(e))
            raise
        self._guard._after(self.metadata, key_args, output)
        return output

    async def acall(self, *args: Any, **kwargs: Any) -> ToolOutput:
        key_args = ToolGuard._key_args(args, kwargs, self.ctx_param_name)
        refused = self._guard._before(self.metadata, key_args)
        if refused is not None:
            return refused
        try:
            output = await self._guarded.acall(*args, **kwargs)
        except Exception as e:
            self._guard._failed(self.metadata, key_args, str(e))
            raise
        self._guard._after(self.metadata, key_args, output)
        return output


class GuardedTool(AsyncBaseTool):
    """Any other ``BaseTool`` (query engine tools, retriever tools, ...) behind a :class:`ToolGuard`."""

    def __init__(self, tool: BaseTool, guard: ToolGuard) -> None:
        self._guarded = adapt_to_async_tool(tool)
        self._guard = guard

    @property
    def guard(self) -> ToolGuard:
        """The guard this tool reports to."""
        return self._guard

    @property
    def metadata(self) -> ToolMetadata:
        return self._guarded.metadata

    def call(self, *args: Any, **kwargs: Any) -> ToolOutput:
        key_args = ToolGuard._key_args(args, kwargs, None)
        refused = self._guard._before(self.metadata, key_args)
        if refused is not None:
            return refused
        try:
            output = self._guarded.call(*args, **kwargs)
        except Exception as e:
            self._guard._failed(self.metadata, key_args, str(e))
            raise
        self._guard._after(self.metadata, key_args, output)
        return output

    async def acall(self, *args: Any, **kwargs: Any) -> ToolOutput:
        key_args = ToolGuard._key_args(args, kwargs, None)
        refused = self._guard._before(self.metadata, key_args)
        if refused is not None:
            return refused
        try:
            output = await self._guarded.acall(*args, **kwargs)
        except Exception as e:
            self._guard._failed(self.metadata, key_args, str(e))
            raise
        self._guard._after(self.metadata, key_args, output)
        return output


# -- pairing ------------------------------------------------------------------------------------


def check_tool_pairing(messages: Sequence[ChatMessage], on_violation: str = "raise") -> list[ChatMessage]:
    """Check that every tool call in ``messages`` sits next to its result, before they are sent.

    Args:
        messages: the history about to go to a model (memory + scratchpad).
        on_violation: ``"raise"`` a ``PairingError`` naming each violation, ``"warn"`` and
            send as is, ``"repair"`` (drop orphaned results and unanswered calls, with a
            warning; repaired assistant/tool messages keep their text only) or ``"ignore"``.

    Returns:
        The messages to send: the input itself, or the repaired history.

    Raises:
        ValueError: ``on_violation`` is not one of the four policies.
        PairingError: a violation and ``on_violation="raise"``.
    """
    if on_violation not in PAIRING_POLICIES:
        msg = f"on_violation must be one of {PAIRING_POLICIES}; got {on_violation!r}"
        raise ValueError(msg)
    messages = list(messages)
    if on_violation == "ignore":
        return messages
    from llamaindex_toolcall._convert import to_neutral_messages
    from prompt_toolcall.loop.pairing import repair_tool_pairing, validate_tool_pairing

    neutral = to_neutral_messages(messages)
    violations = validate_tool_pairing(neutral)
    if not violations:
        return messages
    described = "; ".join(f"{getattr(v.kind, 'value', v.kind)} {v.id!r}: {v.detail}" for v in violations)
    if on_violation == "raise":
        msg = (
            f"The message history breaks the tool_call <-> tool result pairing ({len(violations)} "
            f"violation(s)): {described}. Every assistant tool call needs exactly one result right after "
            "it. Fix the memory, or pass on_pairing_violation='repair' to drop the offending parts."
        )
        raise PairingError(msg, tuple(violations))
    if on_violation == "warn":
        warnings.warn(f"Tool pairing violations in the history: {described}", stacklevel=3)
        return messages
    repaired, notes = repair_tool_pairing(neutral, strategy="drop")
    warnings.warn(
        f"Repaired tool pairing violations ({described}): {'; '.join(notes)}",
        stacklevel=3,
    )
    return _from_neutral(repaired, messages, neutral)


def _from_neutral(
    repaired: Sequence[Message], originals: Sequence[ChatMessage], neutral: Sequence[Message]
) -> list[ChatMessage]:
    """Back to ChatMessages; system/user messages that survived unchanged keep their blocks (images)."""
    from llamaindex_toolcall._convert import calls_message
    from prompt_toolcall.types import ToolCall

    kept: dict[Message, ChatMessage] = {}
    for n, o in zip(neutral, originals, strict=True):
        if n.role in ("system", "user") and n not in kept:
            kept[n] = o
    out: list[ChatMessage] = []
    for m in repaired:
        if m.role in ("system", "user") and m in kept:
            out.append(kept[m])
        elif m.role == "assistant" and m.tool_calls:
            calls = [ToolCall(c.name, dict(c.arguments), c.id) for c in m.tool_calls]
            out.append(calls_message(calls, m.content))
        elif m.role == "tool":
            extra: dict[str, Any] = {"tool_call_id": m.tool_call_id}
            if m.name:
                extra["name"] = m.name
            out.append(ChatMessage(role=MessageRole.TOOL, content=m.content, additional_kwargs=extra))
        else:
            out.append(ChatMessage(role=MessageRole(m.role), content=m.content))
    return out
