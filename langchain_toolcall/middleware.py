"""ToolcallMiddleware: the loop guard as LangChain 1.x agent middleware (``create_agent``).

Data flow (one agent run)::

    before_agent                    ──► breaker.begin_run()
    wrap_model_call(request)        ──► pairing check of request.messages (raise / warn / ignore)
                                    ──► pending corrective note appended to THIS request's
                                        messages (a copy: the agent state never sees it)
    wrap_tool_call(request)         ──► breaker.refusal_for ── refused: an error ToolMessage with
                                        the honest refusal, the tool is NOT executed
                                    ──► handler(request) ──► observe_success / observe_failure
                                        (an error ToolMessage or a raised exception is a failure)

Sync and async hooks share the same helpers and differ only by ``await``, so the two paths
cannot drift apart (a sync and an async copy of the same logic soon behave differently).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Literal

from langchain_core.messages import AnyMessage, HumanMessage, ToolMessage

from langchain_toolcall.callbacks import OnViolation, _check_policy, check_pairing
from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.options import resolve_options

try:
    from langchain.agents.middleware.types import (
        AgentMiddleware,
        AgentState,
        ModelRequest,
        ModelResponse,
    )
    from langgraph.errors import GraphBubbleUp
    from langgraph.prebuilt.tool_node import ToolCallRequest
    from langgraph.types import Command
except ImportError as e:  # pragma: no cover - exercised only without the extra
    msg = (
        "ToolcallMiddleware needs langchain>=1.0 and langgraph (agent middleware). "
        'Install them with: pip install "prompt-toolcall[agents]"'
    )
    raise ImportError(msg) from e

__all__ = ["ToolcallMiddleware"]

NOTE_PREFIX = "[toolcall note for this request] "
"""Marks the corrective note in the request, so a reader of a trace knows where it came from."""


class ToolcallMiddleware(AgentMiddleware[AgentState[Any], Any, Any]):
    """Pairing validation, misuse breaker and corrective note for ``create_agent``.

    Args:
        on_pairing_violation: a broken tool_call <-> result pairing in a model request:
            ``"raise"`` (``PairingError``), ``"warn"`` or ``"ignore"``.
        breaker: the breaker to use; by default note at the 3rd identical failure and
            refusal of the 6th identical attempt.
        on_tool_error: a tool that raises: ``"message"`` (default) returns its error to
            the model as an error ``ToolMessage`` so the agent loop goes on (and the
            breaker can bound the retries); ``"raise"`` re-raises, LangChain's own default.
            Found by the agent soak (tests/unit_tests/test_soak_langchain.py): a plain
            ``RuntimeError`` from a tool ended the whole ``create_agent`` run, since ``ToolNode``
            handles only its own errors.

    Example:
        ```python
        from langchain.agents import create_agent

        agent = create_agent(ChatToolcall(llm=inner), tools, middleware=[ToolcallMiddleware()])
        ```
    """

    def __init__(
        self,
        *,
        on_pairing_violation: OnViolation = "raise",
        breaker: ToolMisuseBreaker | None = None,
        on_tool_error: Literal["message", "raise"] = "message",
        **deprecated: Any,
    ) -> None:
        super().__init__()
        renamed = resolve_options("ToolcallMiddleware", deprecated, ["on_pairing_violation"])
        policy = renamed.get("on_pairing_violation", on_pairing_violation)
        self.on_pairing_violation: OnViolation = _check_policy(policy)
        if on_tool_error not in ("message", "raise"):
            msg = f"on_tool_error must be one of ('message', 'raise'); got {on_tool_error!r}"
            raise ValueError(msg)
        self.on_tool_error = on_tool_error
        self.breaker = breaker or ToolMisuseBreaker()

    # -- shared, IO-free steps ---------------------------------------------------------

    def _prepare_model_request(self, request: ModelRequest[Any]) -> ModelRequest[Any]:
        check_pairing(request.messages, self.on_pairing_violation)
        note = self.breaker.drain_pending_note()
        if not note:
            return request
        messages: list[AnyMessage] = [*request.messages, HumanMessage(NOTE_PREFIX + note)]
        return request.override(messages=messages)

    def _refusal(self, request: ToolCallRequest) -> ToolMessage | None:
        call = request.tool_call
        text = self.breaker.refusal_for(call["name"], call.get("args") or {})
        if text is None:
            return None
        return ToolMessage(content=text, tool_call_id=call.get("id") or "", name=call["name"], status="error")

    def _observe(self, request: ToolCallRequest, result: ToolMessage | Command[Any]) -> None:
        call = request.tool_call
        if isinstance(result, ToolMessage) and result.status == "error":
            self._observe_failure(request, result.text)
        elif isinstance(result, ToolMessage):
            self.breaker.observe_success(call["name"])

    def _observe_failure(self, request: ToolCallRequest, error_text: str) -> None:
        call = request.tool_call
        description = request.tool.description if request.tool is not None else None
        self.breaker.observe_failure(
            call["name"], call.get("args") or {}, error_text, tool_description=description
        )

    def _tool_error(self, request: ToolCallRequest, error: Exception) -> ToolMessage:
        """Count a raised tool error, then hand it to the model (or re-raise, if asked)."""
        text = f"Error: {type(error).__name__}: {error}"
        self._observe_failure(request, text)
        if self.on_tool_error == "raise":
            raise error
        call = request.tool_call
        return ToolMessage(content=text, tool_call_id=call.get("id") or "", name=call["name"], status="error")

    # -- hooks -------------------------------------------------------------------------

    def before_agent(self, state: AgentState[Any], runtime: Any) -> dict[str, Any] | None:
        """A new agent run: wipe the breaker."""
        self.breaker.begin_run()
        return None

    async def abefore_agent(self, state: AgentState[Any], runtime: Any) -> dict[str, Any] | None:
        """Async twin of :meth:`before_agent`."""
        return self.before_agent(state, runtime)

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelResponse[Any]:
        """Check the pairing and add a pending corrective note to this request only."""
        return handler(self._prepare_model_request(request))

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelResponse[Any]:
        """Async twin of :meth:`wrap_model_call`."""
        return await handler(self._prepare_model_request(request))

    def wrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]],
    ) -> ToolMessage | Command[Any]:
        """Refuse a call that hit the stop threshold; otherwise run it and feed the breaker."""
        refused = self._refusal(request)
        if refused is not None:
            return refused
        try:
            result = handler(request)
        except GraphBubbleUp:
            raise  # an interrupt, not a failure
        except Exception as e:
            return self._tool_error(request, e)
        self._observe(request, result)
        return result

    async def awrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]],
    ) -> ToolMessage | Command[Any]:
        """Async twin of :meth:`wrap_tool_call`."""
        refused = self._refusal(request)
        if refused is not None:
            return refused
        try:
            result = await handler(request)
        except GraphBubbleUp:
            raise
        except Exception as e:
            return self._tool_error(request, e)
        self._observe(request, result)
        return result
