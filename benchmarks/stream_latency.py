"""When does a streamed tool call arrive, against when the model's reply ends?

For a few requests on the embedded model (free and constrained envelopes), one
``ChatToolcall(...).stream(...)`` per request, timed from the call:

- ``reply_end``: the extractor reply's last token (the inner model's stream ends);
- ``oracle``: the earliest prefix of that reply that already reads as the calls (or the
  decision) the whole reply reads as: an upper bound on what emitting calls *while the
  envelope decodes* could gain. It knows the end (it compares with the final read), so no
  real streamer can do better; it ignores repair, grounding and verify, which is why
  ChatToolcall does not stream calls before its decision;
- ``first_call``: the first ``tool_call_chunks`` chunk ChatToolcall yields (its commit point:
  the turn's decision);
- ``first_text``: the first content chunk of a NO_TOOL answer.

Data flow::

    TimedLocal (ChatLocalLlama whose invoke streams llama.cpp and stamps every token)
      -> ChatToolcall(llm=TimedLocal, constrained=...).bind_tools(TOOLS).stream(request)
      -> per request: reply_end, oracle (parse_envelope / parse_decision_reply on each prefix),
         first_call / first_text from the outer stream  -> a table in seconds

Run: ``nice -n 15 python benchmarks/stream_latency.py [--model qwen2.5-coder-0.5b] [--threads 1]``
(one model process; about a minute per request on 1 thread of a loaded 2-core machine).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from pydantic import Field

from langchain_toolcall import ChatToolcall
from langchain_toolcall.local import ChatLocalLlama
from prompt_toolcall.reading.envelope import parse_decision_reply, parse_envelope
from prompt_toolcall.types import Envelope, EnvelopeCalls, EnvelopeNeedInfo, FunctionTool

__all__ = ["REQUESTS", "TimedLocal", "Timing", "measure"]


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"Sunny in {city}"


@tool
def get_time(timezone: str) -> str:
    """Current time in an IANA timezone such as Europe/Paris."""
    return "12:00"


@tool
def convert_currency(amount: float, source: str, target: str) -> str:
    """Convert an amount of money between two ISO currency codes."""
    return f"{amount} {source} in {target}"


TOOLS = [get_weather, get_time, convert_currency]
FUNCTIONS = [
    FunctionTool(t.name, t.description, t.args_schema.model_json_schema())  # type: ignore[union-attr]
    for t in TOOLS
]
NAMES = [f.name for f in FUNCTIONS]

REQUESTS: tuple[str, ...] = (
    "What's the weather in Lima?",
    "Convert 250 EUR to USD.",
    "What time is it in Europe/Paris, and the weather in Rome?",
    "Hi! Who wrote Hamlet?",
)
"""One call, a three-argument call, two calls, no call. UNMEASURED as a sample: four requests
say where the time goes, not how often a model gets them right."""


class TimedLocal(ChatLocalLlama):
    """The embedded model, its ``invoke`` streamed so each token's arrival is stamped."""

    stamps: list[list[tuple[float, str]]] = Field(default_factory=list)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        tokens: list[tuple[float, str]] = []
        for chunk in self._stream(messages, stop, None, **kwargs):
            if chunk.message.content:
                tokens.append((time.perf_counter(), str(chunk.message.content)))
        self.stamps.append(tokens)
        text = "".join(t for _, t in tokens)
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])


@dataclass
class Timing:
    """Seconds from the start of one ``stream`` call."""

    request: str
    constrained: bool
    kind: str
    reply_end: float | None = None
    oracle: float | None = None
    first_call: float | None = None
    first_text: float | None = None
    end: float = 0.0
    extract_tokens: int = 0
    calls: list[str] = field(default_factory=list)


def _key(envelope: Envelope) -> object:
    if isinstance(envelope, EnvelopeCalls):
        return ("calls", envelope.no_tool, tuple((c.name, repr(dict(c.arguments))) for c in envelope.calls))
    if isinstance(envelope, EnvelopeNeedInfo):
        return ("need_info", envelope.function, tuple(envelope.missing))
    return ("unreadable",)


def _oracle(tokens: Sequence[tuple[float, str]], constrained: bool, start: float) -> float | None:
    """The first prefix that already reads as the whole reply does (None if only the whole does)."""
    parse = parse_decision_reply if constrained else parse_envelope
    text = "".join(t for _, t in tokens)
    final = _key(parse(text, NAMES, FUNCTIONS))
    if final == ("unreadable",):
        return None
    prefix = ""
    for stamp, piece in tokens:
        prefix += piece
        if _key(parse(prefix, NAMES, FUNCTIONS)) == final:
            return stamp - start
    return None


def _run_one(inner: TimedLocal, request: str, constrained: bool) -> Timing:
    llm = ChatToolcall(llm=inner, constrained=constrained).bind_tools(TOOLS)
    inner.stamps.clear()
    start = time.perf_counter()
    timing = Timing(request, constrained, kind="?")
    total: AIMessageChunk | None = None
    chunks: Iterator[Any] = llm.stream(request)
    for chunk in chunks:
        now = time.perf_counter() - start
        if chunk.tool_call_chunks and timing.first_call is None:
            timing.first_call = now
        if chunk.text and timing.first_text is None:
            timing.first_text = now
        total = chunk if total is None else total + chunk
    timing.end = time.perf_counter() - start
    assert total is not None
    timing.kind = str(total.response_metadata.get("toolcall_kind"))
    timing.calls = [c["name"] for c in total.tool_calls]
    if inner.stamps:
        extract = inner.stamps[0]  # the first extractor request (a repair would be the second)
        timing.extract_tokens = len(extract)
        if extract:
            timing.reply_end = extract[-1][0] - start
        timing.oracle = _oracle(extract, constrained, start)
    return timing


def measure(model: str, threads: int, requests: Sequence[str] = REQUESTS) -> list[Timing]:
    """Every request, constrained then free, on one loaded model."""
    inner = TimedLocal(model=model, n_threads=threads, max_tokens=256)
    inner.invoke("Say OK.")  # load the model outside the timings
    out: list[Timing] = []
    for constrained in (True, False):
        for request in requests:
            out.append(_run_one(inner, request, constrained))
    return out


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--model", default="qwen2.5-coder-0.5b")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    rows = measure(args.model, args.threads)
    print(f"model {args.model}, n_threads={args.threads}; seconds from the stream() call")
    print(
        "| request | envelope | outcome | extract tokens | oracle | reply end | first call chunk | "
        "first text chunk | stream end |"
    )
    print("|---|---|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        outcome = r.kind + (f" {', '.join(r.calls)}" if r.calls else "")
        mode = "constrained" if r.constrained else "free"
        print(
            f"| {r.request} | {mode} | {outcome} | {r.extract_tokens} | {_fmt(r.oracle)} | "
            f"{_fmt(r.reply_end)} | {_fmt(r.first_call)} | {_fmt(r.first_text)} | {r.end:.2f} |"
        )


if __name__ == "__main__":
    main()
