"""ChatToolcall.invoke overhead per call, excluding the inner model's own time.

The inner model is an instant scripted chat model; its ``invoke`` is timed from outside and
subtracted, so what remains is ChatToolcall's work: converting messages, rendering the
transcript, building the extractor prompt, parsing and validating the envelope, building the
AIMessage, and LangChain's own run bookkeeping for the outer call. Target: median <= 1 ms.

Run: ``.venv/bin/python benchmarks/wrapper_overhead.py [--runs 2000]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool

from langchain_toolcall import ChatToolcall
from toolcall.markers import TOOL_CALL_MARKER

ENVELOPE = TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "get_weather", "arguments": {"city": "Lima"}}]})


class InstantModel(BaseChatModel):
    """Answers instantly; its invoke time is measured so it can be subtracted."""

    reply: str = ENVELOPE
    inner_seconds: float = 0.0

    @property
    def _llm_type(self) -> str:
        return "instant"

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> AIMessage:
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


def measure(llm: Any, inner: InstantModel, messages: list[BaseMessage], runs: int) -> tuple[float, float]:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args()
    history: list[BaseMessage] = [
        SystemMessage("You are a travel assistant."),
        HumanMessage("Weather in Lima?"),
    ]

    inner = InstantModel()
    tool_llm = ChatToolcall(llm=inner).bind_tools([get_weather, get_time])
    measure(tool_llm, inner, history, 200)  # warm caches (validator compile, extractor cache)
    overhead, inner_ms = measure(tool_llm, inner, history, args.runs)
    print(
        f"tool call (1 extractor request): overhead median {overhead:.3f} ms (inner invoke {inner_ms:.3f} ms)"
    )

    plain_inner = InstantModel(reply="Hello!")
    plain = ChatToolcall(llm=plain_inner)
    measure(plain, plain_inner, history, 200)
    overhead_plain, inner_plain = measure(plain, plain_inner, history, args.runs)
    print(
        f"no tools (pass-through):         overhead median {overhead_plain:.3f} ms "
        f"(inner invoke {inner_plain:.3f} ms)"
    )

    bare = InstantModel(reply=ENVELOPE)
    start = time.perf_counter()
    for _ in range(args.runs):
        bare.invoke(history)
    print(
        f"reference: a bare chat model invoke costs {(time.perf_counter() - start) / args.runs * 1e3:.3f} ms"
    )
    print(f"target <= 1 ms: {'met' if overhead <= 1.0 else 'MISSED'}")


if __name__ == "__main__":
    main()
