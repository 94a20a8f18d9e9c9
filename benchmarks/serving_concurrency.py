"""Turns per minute of ChatToolcall agents sharing one instance and one OpenAI-compatible server.

Data flow::

    llama-cpp-python server (started here, embedded model)  or  --base-url of a running server
      -> one ChatToolcall(llm=ChatOpenAI(base_url), constrained=True) shared by every agent
      -> one untimed warm-up turn (the server caches the shared prompt prefix)
      -> for each level in --levels (default 1, 4, 8): that many agents at once (asyncio), each
         --conversations conversations one after another (default 1): "What's the weather in
         <a city>?" -> call -> its result -> answer (the city changes with every conversation)
      -> per level: turns (ChatToolcall invokes), inner requests, wall time, turns per minute,
         server CPU seconds (when the server was started here), mispairings found

A mispairing is a tool call whose city is not the conversation's, a result not paired with its
call (``validate_tool_pairing``), or a call id seen twice; the figure must be 0.

llama-cpp-python's server runs one generation at a time (its routes share one model lock), so
more agents queue rather than batch: turns per minute stays flat and each agent waits longer.
vLLM, SGLang and llama-server with ``--parallel N`` batch concurrent requests instead.

Run: ``python benchmarks/serving_concurrency.py [--levels 1,4,8] [--conversations 1]
[--model qwen2.5-coder-0.5b] [--threads 2] [--base-url http://127.0.0.1:8000/v1 --model-name NAME]``.
A soak run: ``--levels 8 --conversations 7`` (8 agents, 56 conversations, over 100 turns).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import SecretStr

from langchain_toolcall import ChatToolcall
from langchain_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.pairing import validate_tool_pairing

__all__ = ["LevelFigures", "main", "run_level", "served_chat_model", "start_server", "stop_server"]

CITIES = ("Lima", "Quito", "Paris", "Tokyo", "Cairo", "Oslo", "Lagos", "Delhi")
HEADER = (
    "| agents | conversations | turns | inner requests | wall s | turns/min | server CPU s "
    "| own-city calls | mispairings |"
)
N_CTX = 3072
"""Enough for the extractor prompt plus one tool result (well under 2k tokens)."""


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"Weather in {city}: {len(city) + 15} C and sunny."


@dataclass(frozen=True)
class LevelFigures:
    """One concurrency level's figures."""

    agents: int
    conversations: int
    turns: int
    requests: int
    seconds: float
    server_cpu_seconds: float | None
    mispairings: int
    calls_for_own_city: int

    @property
    def turns_per_minute(self) -> float:
        return 60.0 * self.turns / self.seconds if self.seconds else 0.0


def _cpu_seconds(pid: int | None) -> float | None:
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _conversation(llm: Any, city: str, max_turns: int) -> tuple[list[BaseMessage], int]:
    messages: list[BaseMessage] = [HumanMessage(f"What's the weather in {city}?")]
    turns = 0
    for _ in range(max_turns):
        ai = await llm.ainvoke(messages)
        turns += 1
        messages.append(ai)
        if not ai.tool_calls:
            break
        for tc in ai.tool_calls:
            messages.append(ToolMessage(get_weather.invoke(tc["args"]), tool_call_id=tc["id"]))
    return messages, turns


def _mispairings(city: str, messages: Sequence[BaseMessage], ids: set[str]) -> tuple[int, bool]:
    bad = len(validate_tool_pairing(to_neutral_messages(list(messages))))
    calls = [tc for m in messages if isinstance(m, AIMessage) for tc in m.tool_calls]
    bad += sum(str(tc["args"].get("city", "")).lower() != city.lower() for tc in calls)
    for tc in calls:
        call_id = str(tc["id"])
        bad += call_id in ids
        ids.add(call_id)
    return bad, bool(calls)


async def _agent(
    llm: Any, agent: int, conversations: int, max_turns: int
) -> list[tuple[str, list[BaseMessage], int]]:
    """One agent's conversations, one after another, each about the next city in turn."""
    done: list[tuple[str, list[BaseMessage], int]] = []
    for k in range(conversations):
        city = CITIES[(agent + k) % len(CITIES)]
        messages, turns = await _conversation(llm, city, max_turns)
        done.append((city, messages, turns))
    return done


async def run_level(
    llm: Any, agents: int, server_pid: int | None, max_turns: int = 2, conversations: int = 1
) -> LevelFigures:
    """Run ``agents`` agents at once on the shared ``llm``, each ``conversations``
    conversations in a row; return the figures.

    Every level runs in the same event loop: an OpenAI async client is bound to the loop it
    first ran in (a second ``asyncio.run`` fails with "Event loop is closed")."""
    cpu0 = _cpu_seconds(server_pid)
    start = time.perf_counter()
    runs = await asyncio.gather(*(_agent(llm, i, conversations, max_turns) for i in range(agents)))
    seconds = time.perf_counter() - start
    cpu1 = _cpu_seconds(server_pid)
    results = [one for agent_runs in runs for one in agent_runs]
    ids: set[str] = set()
    bad = own = requests = 0
    for city, messages, _ in results:
        n, called = _mispairings(city, messages, ids)
        bad += n
        own += called
        requests += sum(
            int(m.response_metadata.get("toolcall_requests", 0)) for m in messages if isinstance(m, AIMessage)
        )
    return LevelFigures(
        agents=agents,
        conversations=len(results),
        turns=sum(t for _, _, t in results),
        requests=requests,
        seconds=seconds,
        server_cpu_seconds=None if cpu0 is None or cpu1 is None else cpu1 - cpu0,
        mispairings=bad,
        calls_for_own_city=own,
    )


async def _levels(
    llm: Any, levels: Sequence[int], pid: int | None, max_turns: int, conversations: int
) -> list[LevelFigures]:
    # One untimed turn first: the server's first request evaluates the whole extractor prompt;
    # later ones reuse its cached prefix (measured: 21 CPU s cold, 3-3.5 CPU s warm, 0.5B).
    await llm.ainvoke("What's the weather in Rome?")
    figures: list[LevelFigures] = []
    for level in levels:
        f = await run_level(llm, level, pid, max_turns, conversations)
        figures.append(f)
        cpu = f"{f.server_cpu_seconds:.0f}" if f.server_cpu_seconds is not None else "-"
        print(
            f"| {f.agents} | {f.conversations} | {f.turns} | {f.requests} | {f.seconds:.0f} | "
            f"{f.turns_per_minute:.2f} | {cpu} | {f.calls_for_own_city}/{f.conversations} | "
            f"{f.mispairings} |",
            flush=True,
        )
    return figures


def start_server(model: str, threads: int) -> tuple[subprocess.Popen[bytes], str]:
    """llama-cpp-python's OpenAI-compatible server on an embedded model, on a free local port;
    returns the process and its ``/v1`` base URL once ``/models`` answers."""
    from prompt_toolcall.local import ensure_model

    path = ensure_model(model, progress=False)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    log = tempfile.NamedTemporaryFile(prefix="toolcall-serving-bench-", suffix=".log", delete=False)
    command = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(path), "--model_alias", model,
        "--n_ctx", str(N_CTX), "--n_threads", str(threads), "--n_threads_batch", str(threads),
        "--host", "127.0.0.1", "--port", str(port), "--verbose", "False",
    ]  # fmt: skip
    process = subprocess.Popen(
        command, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}
    )
    base = f"http://127.0.0.1:{port}/v1"
    for _ in range(360):
        if process.poll() is not None:
            break
        try:
            if httpx.get(f"{base}/models", timeout=2.0).status_code == 200:
                return process, base
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    process.kill()
    msg = f"the llama-cpp-python server did not start; see {log.name}"
    raise RuntimeError(msg)


def main(argv: Sequence[str] | None = None) -> list[LevelFigures]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--levels", default="1,4,8", help="comma-separated agent counts")
    parser.add_argument("--model", default="qwen2.5-coder-0.5b", help="embedded model to serve")
    parser.add_argument("--threads", type=int, default=2, help="server threads")
    parser.add_argument("--base-url", default=None, help="use a running server instead")
    parser.add_argument("--model-name", default=None, help="model name on that server")
    parser.add_argument(
        "--turns", type=int, default=2, help="turns per conversation (1: the call only; 2: call, then answer)"
    )
    parser.add_argument(
        "--conversations", type=int, default=1, help="conversations per agent, one after another"
    )
    args = parser.parse_args(argv)

    process: subprocess.Popen[bytes] | None = None
    if args.base_url:
        base, name = args.base_url, args.model_name or "default"
    else:
        process, base = start_server(args.model, args.threads)
        name = args.model
    try:
        inner = served_chat_model(base, name)
        llm = ChatToolcall(llm=inner, constrained=True).bind_tools([get_weather])
        print(HEADER)
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        levels = [int(x) for x in args.levels.split(",")]
        pid = process.pid if process is not None else None
        return asyncio.run(_levels(llm, levels, pid, args.turns, args.conversations))
    finally:
        if process is not None:
            stop_server(process)


def served_chat_model(base_url: str, model: str, **kwargs: Any) -> Any:
    """``ChatOpenAI`` on a local OpenAI-compatible server: greedy (temperature 0, as the
    embedded model runs in-process), a long timeout for a busy CPU, no client-side retries."""
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        base_url=base_url,
        api_key=SecretStr("none"),
        model=model,
        temperature=0,
        timeout=900,
        max_retries=0,
        **kwargs,
    )


def stop_server(process: subprocess.Popen[bytes]) -> None:
    """Terminate a server :func:`start_server` started (killed after 30 s)."""
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=30)


if __name__ == "__main__":
    main()
