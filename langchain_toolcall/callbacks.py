"""ToolcallGuard: a LangChain callback handler that guards an agent's tool loop.

Data flow::

    on_chain_start (top-level run)   ──► breaker.begin_run()
    on_chat_model_start(messages)    ──► validate_tool_pairing ──► raise / warn / ignore
    on_tool_start(name, args)        ──► breaker.refusal_for ──► raise ToolMisuseRefusal (not executed)
    on_tool_end / on_tool_error      ──► breaker.observe_success / observe_failure
    drain_pending_note()             ──► the corrective note, for the NEXT model request only
                                         (ChatToolcall drains the guard in its run's callbacks,
                                         or its own guard=)

A callback handler observes; it cannot rewrite a request or replace a tool's result. So the
refusal is an exception raised before the tool runs (``raise_error = True``), and the note
is handed to whoever builds the next request. For ``create_agent`` prefer
:class:`~langchain_toolcall.middleware.ToolcallMiddleware`, which can do both directly.
"""

from __future__ import annotations

import ast
import json
import threading
import warnings
from collections.abc import Mapping, Sequence
from typing import Any, Literal
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage, ToolMessage
from langchain_core.tools import ToolException

from prompt_toolcall.errors import MisuseError, PairingError
from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.options import resolve_options

__all__ = ["OnViolation", "ToolMisuseRefusal", "ToolcallGuard", "check_pairing"]

OnViolation = Literal["raise", "warn", "ignore"]
_ON_VIOLATION: tuple[str, ...] = ("raise", "warn", "ignore")


class ToolMisuseRefusal(MisuseError, ToolException):
    """The guard refused to execute an identical call that kept failing (the message is the
    honest refusal text, fit to be the tool's error result)."""


def check_pairing(messages: Sequence[BaseMessage], on_violation: OnViolation) -> list[Any]:
    """Validate the tool_call <-> result pairing of ``messages`` and apply the policy.

    Returns:
        The violations found (empty when the history is safe to send).

    Raises:
        PairingError: violations found and ``on_violation == "raise"``; the message names
            each violation's kind and call id.
    """
    from langchain_toolcall._convert import to_neutral_messages
    from prompt_toolcall.loop.pairing import validate_tool_pairing

    violations = validate_tool_pairing(to_neutral_messages(messages))
    if violations and on_violation != "ignore":
        listed = "; ".join(f"{v.kind.value} (id {v.id!r}): {v.detail}" for v in violations)
        msg = (
            f"Tool pairing broken in the history sent to the model: {listed}. Every tool result must "
            "directly follow the assistant message that made the call; use "
            "prompt_toolcall.loop.pairing.repair_tool_pairing to fix the history."
        )
        if on_violation == "raise":
            raise PairingError(msg, tuple(violations))
        warnings.warn(msg, stacklevel=3)
    return violations


def _check_policy(on_violation: str) -> OnViolation:
    if on_violation not in _ON_VIOLATION:
        msg = f"on_pairing_violation must be one of {_ON_VIOLATION}; got {on_violation!r}"
        raise ValueError(msg)
    return on_violation  # type: ignore[return-value]


def _read_args(input_str: str, inputs: object) -> dict[str, Any]:
    if isinstance(inputs, Mapping):
        return dict(inputs)
    for parse in (json.loads, ast.literal_eval):
        try:
            value = parse(input_str)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
        if isinstance(value, dict):
            return value
    return {"input": input_str}


class ToolcallGuard(BaseCallbackHandler):
    """Pairing check on every chat-model start, misuse breaker around every tool run.

    Args:
        on_pairing_violation: what a pairing violation does: ``"raise"`` (``PairingError``),
            ``"warn"`` or ``"ignore"``; checked at construction.
        breaker: the breaker to feed; by default a fresh one with the note armed by the 3rd
            identical failure and refusal of the 6th identical attempt.

    Example:
        ```python
        guard = ToolcallGuard(on_pairing_violation="warn")  # one per conversation
        # ChatToolcall finds it among the run's callbacks and adds its note to the next request
        agent.invoke({"messages": [...]}, config={"callbacks": [guard]})
        ```
    """

    raise_error: bool = True
    run_inline: bool = True

    def __init__(
        self,
        *,
        on_pairing_violation: OnViolation = "raise",
        breaker: ToolMisuseBreaker | None = None,
        **deprecated: Any,
    ) -> None:
        super().__init__()
        renamed = resolve_options("ToolcallGuard", deprecated, ["on_pairing_violation"])
        policy = renamed.get("on_pairing_violation", on_pairing_violation)
        self.on_pairing_violation: OnViolation = _check_policy(policy)
        self.breaker = breaker or ToolMisuseBreaker()
        self._runs: dict[UUID, tuple[str, dict[str, Any], str | None]] = {}
        self._lock = threading.Lock()
        self.violations: list[Any] = []
        """Every violation seen (also with ``"warn"``/``"ignore"``), for inspection."""

    # -- breaker passthrough -----------------------------------------------------------

    def begin_run(self) -> None:
        """Start a new agent run: wipe the breaker's counters, notes and refusals."""
        self.breaker.begin_run()

    def drain_pending_note(self) -> str | None:
        """The armed corrective note(s), once, for the next model request only."""
        return self.breaker.drain_pending_note()

    # -- callbacks ---------------------------------------------------------------------

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: dict[str, Any] | Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        **kwargs: Any,
    ) -> None:
        """A top-level run starts: a new agent run for the breaker."""
        if parent_run_id is None:
            self.begin_run()

    def on_chat_model_start(
        self,
        serialized: dict[str, Any],
        messages: list[list[BaseMessage]],
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        **kwargs: Any,
    ) -> None:
        """Validate the pairing of each message list about to be sent."""
        for batch in messages:
            self.violations.extend(check_pairing(batch, self.on_pairing_violation))

    def on_tool_start(
        self,
        serialized: dict[str, Any],
        input_str: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        inputs: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        """Refuse (raise before the tool runs) an identical call that hit the stop threshold."""
        name = str((serialized or {}).get("name") or kwargs.get("name") or "tool")
        args = _read_args(input_str, inputs)
        description = (serialized or {}).get("description")
        refusal = self.breaker.refusal_for(name, args)
        if refusal is not None:
            raise ToolMisuseRefusal(refusal)
        with self._lock:
            self._runs[run_id] = (name, args, description if isinstance(description, str) else None)

    def on_tool_end(
        self, output: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        """A tool returned: an error ``ToolMessage`` counts as a failure, anything else as success."""
        with self._lock:
            started = self._runs.pop(run_id, None)
        if started is None:
            return
        name, args, description = started
        if isinstance(output, ToolMessage) and output.status == "error":
            self.breaker.observe_failure(name, args, output.text, tool_description=description)
        else:
            self.breaker.observe_success(name)

    def on_tool_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        """A tool raised: one failure of that identical call."""
        with self._lock:
            started = self._runs.pop(run_id, None)
        if started is None or isinstance(error, ToolMisuseRefusal):
            return
        name, args, description = started
        error_text = f"{type(error).__name__}: {error}"
        self.breaker.observe_failure(name, args, error_text, tool_description=description)
