"""Progress logging: one line when a model request starts, one when it ends, one per turn.

Data flow (the adapters call it around each inner-model request of a turn)::

    request_started(log, purpose, model)      INFO  "extract: asking the model for a tool call..."
      ... the inner model runs ...
    RequestLog.finished(usage)                INFO  "extract: done in 1.84 s (412 in / 38 out tokens)"
    turn_finished(log, result, seconds)       INFO  "turn: calls get_weather (1 request, 1.85 s, ...)"

Loggers: ``prompt_toolcall`` and its children, ``prompt_toolcall.langchain`` and
``prompt_toolcall.llamaindex`` (one per adapter), so
``logging.getLogger("prompt_toolcall").setLevel(logging.INFO)`` plus a handler shows every
request. The library adds no handler of its own (a ``NullHandler`` only), so nothing is
printed unless the application configures logging. Each record carries the fields as
``extra`` attributes too (``toolcall_purpose``, ``toolcall_model``, ``toolcall_seconds``,
``toolcall_input_tokens``, ``toolcall_output_tokens``, ``toolcall_kind``; a turn record also
``toolcall_notes``, the turn's notes as a tuple, and ``toolcall_requests``).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from prompt_toolcall.extraction.extractor import Usage

if TYPE_CHECKING:
    from prompt_toolcall.loop.turn import TurnResult

__all__ = ["LOGGER_NAME", "WAITING_TEXT", "RequestLog", "get_logger", "request_started", "turn_finished"]

LOGGER_NAME = "prompt_toolcall"
"""The root of every toolcall logger."""

logging.getLogger(LOGGER_NAME).addHandler(logging.NullHandler())

WAITING_TEXT: dict[str, str] = {
    "extract": "asking the model for a tool call",
    "repair": "asking the model to repair its reply",
    "recheck": "asking the model again with a list's choices in reverse order",
    "verify": "asking the model to check a call's values",
    "answer": "asking the model for the answer",
    "restate": "asking the model to restate the tool results",
}
"""What a turn is waiting for, by request purpose (also printed by ``toolcall demo``)."""


def get_logger(name: str) -> logging.Logger:
    """The child logger ``prompt_toolcall.<name>``."""
    return logging.getLogger(f"{LOGGER_NAME}.{name}")


@dataclass
class RequestLog:
    """One inner-model request being timed; :meth:`finished` logs its end."""

    logger: logging.Logger
    purpose: str
    model: str
    started: float

    def finished(self, usage: Usage | None) -> float:
        """Log the end of the request; return its wall time in seconds."""
        seconds = time.perf_counter() - self.started
        if self.logger.isEnabledFor(logging.INFO):
            used = usage or Usage()
            tokens = (
                f" ({used.input_tokens} in / {used.output_tokens} out tokens)" if usage is not None else ""
            )
            self.logger.info(
                "%s: done in %.2f s%s",
                self.purpose,
                seconds,
                tokens,
                extra={
                    "toolcall_purpose": self.purpose,
                    "toolcall_model": self.model,
                    "toolcall_seconds": seconds,
                    "toolcall_input_tokens": used.input_tokens,
                    "toolcall_output_tokens": used.output_tokens,
                },
            )
        return seconds


def request_started(logger: logging.Logger, purpose: str, model: str) -> RequestLog:
    """Log that a request of ``purpose`` was sent to ``model``; return its timer."""
    if logger.isEnabledFor(logging.INFO):
        waiting = WAITING_TEXT.get(purpose, f"sending the {purpose} request")
        logger.info(
            "%s: %s (%s)...",
            purpose,
            waiting,
            model,
            extra={"toolcall_purpose": purpose, "toolcall_model": model},
        )
    return RequestLog(logger, purpose, model, time.perf_counter())


def turn_finished(logger: logging.Logger, result: TurnResult, seconds: float) -> None:
    """Log what a turn came to: its kind, the calls by name, requests, time and notes."""
    if not logger.isEnabledFor(logging.INFO):
        return
    what = result.reported_kind
    if result.calls:
        what += " " + ", ".join(c.name for c in result.calls)
    elif result.need_info is not None:
        what += f" {result.need_info.function} (missing {', '.join(result.need_info.missing)})"
    plural = "" if result.requests == 1 else "s"
    notes = f", notes: {', '.join(result.notes)}" if result.notes else ""
    logger.info(
        "turn: %s (%d request%s, %.2f s, %d tokens%s)",
        what,
        result.requests,
        plural,
        seconds,
        result.usage.total_tokens,
        notes,
        extra={
            "toolcall_kind": result.reported_kind,
            "toolcall_seconds": seconds,
            "toolcall_notes": tuple(result.notes),
            "toolcall_requests": result.requests,
        },
    )
