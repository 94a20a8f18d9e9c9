"""ChatToolcall.invoke overhead per call, excluding the inner model's own time.

The inner model is an instant scripted chat model; its ``invoke`` is timed from outside and
subtracted, so what remains is ChatToolcall's work: converting messages, rendering the
transcript, building the extractor prompt, parsing and validating the envelope, building the
AIMessage, and LangChain's own run bookkeeping for the outer call. Target: median <= 1 ms.

Data flow::

    InstantModel (replies at once, times its own invoke)
        -> ChatToolcall(llm=inner).bind_tools([...]).invoke(history)  x runs (after a warm-up)
        -> per run: total - inner  -> median  -> OverheadFigures (milliseconds)

Run: ``.venv/bin/python benchmarks/wrapper_overhead.py [--runs 2000]``;
``python -m benchmarks`` calls :func:`measure_wrapper_overhead` for the report.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool

from langchain_toolcall import ChatToolcall
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER

__all__ = ["RUNS", "TARGET_MS", "InstantModel", "OverheadFigures", "measure", "measure_wrapper_overhead"]

ENVELOPE = TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]})

RUNS = 2000
"""Timed invokes per figure. UNMEASURED: enough for a stable median in a few seconds."""
WARMUP_RUNS = 200
"""Untimed invokes first (validator compile, extractor cache)."""
TARGET_MS = 1.0
"""Wrapper overhead <= 1 ms per invoke: negligible beside any model request (the embedded
0.5B model takes seconds per call), so the wrapper is never what a user waits for."""


class InstantModel(BaseChatModel):
    """Answers instantly; its invoke time is measured so it can be subtracted."""

    reply: str = ENVELOPE
    inner_seconds: float = 0.0

    @property
    def _llm_type(self) -> str:
        return "instant"

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> AIMessage:
        """Invoke, adding the time spent here to ``inner_seconds``."""
        start = time.perf_counter()
        try:
            return super().invoke(input, config, **kwargs)
        finally:
            self.inner_seconds += time.perf_counter() - start

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(self.reply))])


@tool
def get_weather(city: str, unit: str = "celsius") -> str:
    """Current weather in a city."""
    return city


@tool
def get_time(tz: str) -> str:
    """Current time in a timezone."""
    return tz


@dataclass(frozen=True)
class OverheadFigures:
    """Median milliseconds per invoke (ChatToolcall's own work, inner model subtracted)."""

    runs: int
    tool_call_ms: float
    """A tool-bearing invoke answered with one extractor request."""
    tool_call_inner_ms: float
    passthrough_ms: float
    """An invoke with no tools bound (ChatToolcall passes the request through)."""
    passthrough_inner_ms: float
    bare_invoke_ms: float
    """Reference: one invoke of the bare instant model (LangChain's own per-call cost)."""

    @property
    def target_met(self) -> bool:
        """Tool-call overhead <= TARGET_MS."""
        return self.tool_call_ms <= TARGET_MS


def measure(llm: Any, inner: InstantModel, messages: list[BaseMessage], runs: int) -> tuple[float, float]:
    """Median (overhead, inner) milliseconds of ``runs`` invokes of ``llm``."""
    overheads: list[float] = []
    inners: list[float] = []
    for _ in range(runs):
        inner.inner_seconds = 0.0
        start = time.perf_counter()
        llm.invoke(messages)
        total = time.perf_counter() - start
        overheads.append(total - inner.inner_seconds)
        inners.append(inner.inner_seconds)
    return statistics.median(overheads) * 1e3, statistics.median(inners) * 1e3


def measure_wrapper_overhead(runs: int = RUNS, warmup: int = WARMUP_RUNS) -> OverheadFigures:
    """Measure ChatToolcall's per-invoke overhead (see the module docstring).

    Args:
        runs: timed invokes per figure.
        warmup: untimed invokes before each figure.

    Returns:
        The figures in milliseconds.
    """
    history: list[BaseMessage] = [
        SystemMessage("You are a travel assistant."),
        HumanMessage("Weather in Lima?"),
    ]

    inner = InstantModel()
    tool_llm = ChatToolcall(llm=inner).bind_tools([get_weather, get_time])
    measure(tool_llm, inner, history, warmup)
    overhead, inner_ms = measure(tool_llm, inner, history, runs)

    plain_inner = InstantModel(reply="Hello!")
    plain = ChatToolcall(llm=plain_inner)
    measure(plain, plain_inner, history, warmup)
    overhead_plain, inner_plain = measure(plain, plain_inner, history, runs)

    bare = InstantModel(reply=ENVELOPE)
    start = time.perf_counter()
    for _ in range(runs):
        bare.invoke(history)
    bare_ms = (time.perf_counter() - start) / runs * 1e3
    return OverheadFigures(runs, overhead, inner_ms, overhead_plain, inner_plain, bare_ms)


def main(argv: Sequence[str] | None = None) -> None:
    """Script entry point: measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    args = parser.parse_args(argv)
    figs = measure_wrapper_overhead(args.runs)
    print(
        f"tool call (1 extractor request): overhead median {figs.tool_call_ms:.3f} ms "
        f"(inner invoke {figs.tool_call_inner_ms:.3f} ms)"
    )
    print(
        f"no tools (pass-through):         overhead median {figs.passthrough_ms:.3f} ms "
        f"(inner invoke {figs.passthrough_inner_ms:.3f} ms)"
    )
    print(f"reference: a bare chat model invoke costs {figs.bare_invoke_ms:.3f} ms")
    print(f"target <= {TARGET_MS:g} ms: {'met' if figs.target_met else 'MISSED'}")


if __name__ == "__main__":
    main()
