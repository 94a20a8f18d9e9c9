"""Which failed call of this turn the model may correct once: read from the results.

Data flow (the turn engine, after a reply that makes no call)::

    this user turn's outcomes (prompt_toolcall.loop.final_answer.tool_outcomes)
        ──► retry_candidate: the LATEST outcome, when it failed (an error result, a result
            the adapter knows failed, or a result that reports a failure in the tool
            author's conventional form), ran once, and its function is bound and has
            failed only this once in this turn
        ──► the engine's one request lists only that function, shows the failure and asks
            for a corrected call (NO_TOOL stays on offer)

Why: tools answer a malformed argument with a message that says what they expect ("write
the date as YYYY-MM-DD"). Measured on seen agent tasks with the 1.5B model, after such a
message the reply was NO_TOOL or a call of another function with an invented value, and the
answer repeated the error: the model never made the corrected call it was told to make.

A failure is recognised by the tool's own signals, never by the user's language:

- a result marked as an error (LangChain ``ToolMessage(status="error")``, an exception);
- a result the adapter knows failed (``TurnInput.retry_failed``: LlamaIndex marks none);
- a result text whose first word is ``Error``, ``Exception`` or ``Traceback`` (any case),
  the form LangChain's ``ToolNode`` gives a raised exception ("Error: ...") and the form
  tool authors return by hand; or a JSON object whose top-level ``error`` or ``errors`` key
  holds something (the JSON-RPC and most web APIs' error shape).

A tool that reports failure in other words ("could not read the date") is not recognised:
the turn goes on as before.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from prompt_toolcall.loop.final_answer import ToolOutcome, tool_outcomes
from prompt_toolcall.messages import Message
from prompt_toolcall.types import FunctionTool

__all__ = ["reports_failure", "retry_candidate"]

_FAILURE_HEAD = re.compile(r"[*_#>]{0,3}\s*(?:error|exception|traceback)\b", re.IGNORECASE)
_JSON_LIMIT = 100_000
"""A longer result is not parsed for an error key (it is a document, not a status)."""


def reports_failure(text: str) -> bool:
    """Whether a result text reports a failure in the conventional form (module docstring).

    Example: ``reports_failure("Error: cannot read the date '3/3'")`` is True;
    ``reports_failure('{"error": "no such account"}')`` is True; ``reports_failure("No
    errors found")`` is False.
    """
    head = text.lstrip()
    if _FAILURE_HEAD.match(head):
        return True
    if not head.startswith("{") or len(head) > _JSON_LIMIT:
        return False
    try:
        value = json.loads(head)
    except (ValueError, RecursionError):
        return False
    return isinstance(value, dict) and any(value.get(key) for key in ("error", "errors"))


def _failed(outcome: ToolOutcome, retry_failed: Callable[[str, Mapping[str, Any]], bool] | None) -> bool:
    if outcome.status == "failed":
        return True
    if outcome.status != "returned":
        return False
    if retry_failed is not None and retry_failed(outcome.name, outcome.arguments):
        return True
    return reports_failure(outcome.text)


def retry_candidate(
    messages: Sequence[Message],
    functions: Sequence[FunctionTool],
    retry_failed: Callable[[str, Mapping[str, Any]], bool] | None = None,
) -> tuple[ToolOutcome, FunctionTool] | None:
    """The latest outcome of this user turn and its bound function, when that outcome failed
    once and its function has no other failed outcome in this turn; else None.

    One failure per function (an identical call that already ran twice was retried): a
    corrected call that fails again is not offered a third try, so the step cannot loop
    (the misuse breaker bounds plain retries on its own).
    """
    outcomes = tool_outcomes(messages)
    if not outcomes:
        return None
    last = outcomes[-1]
    function = next((f for f in functions if f.name == last.name), None)
    if function is None or not _failed(last, retry_failed):
        return None
    if last.attempts > 1 or sum(1 for o in outcomes if o.name == last.name and _failed(o, retry_failed)) > 1:
        return None
    return last, function
