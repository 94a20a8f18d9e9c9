"""Agent loop soak, LlamaIndex: randomized FunctionAgent runs over a scripted LLM.

The same plan shapes as test_soak_langchain.py (a failing tool, a slow tool, a tool that raises,
stubborn streaks of the identical failing call, parallel calls), through ``FunctionAgent`` with
``ToolcallLLM`` and a ``ToolGuard``. Every run must end with an answer, never execute an identical
call twice (by default a failure answers its call), or, with repeats let through, never past the
breaker's stop threshold in a row, and leave a memory whose tool calls are all paired with
results (validate_tool_pairing is empty).

``TOOLCALL_SOAK_RUNS`` is the total across both soak files (each runs half); default 100.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "llamaindex"))

from li_scripted import NO_TOOL, ScriptedLLM, request_of, tool_call
from llama_index.core.agent.workflow import FunctionAgent, ToolCallResult
from llama_index.core.memory import ChatMemoryBuffer
from llama_index.core.tools import FunctionTool

from llamaindex_toolcall import ToolcallLLM, ToolGuard
from llamaindex_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.pairing import validate_tool_pairing

RUNS = max(1, int(os.environ.get("TOOLCALL_SOAK_RUNS", "100")) // 2)
REFUSED = "was NOT executed"
REQUEST = "Use flaky, slow or boom with x=1, x=2 or x=3."
SLOW_SECONDS = 0.002


def draw_plan(rng: random.Random) -> list[list[tuple[str, dict[str, Any]]]]:
    plan: list[list[tuple[str, dict[str, Any]]]] = []
    for _ in range(rng.randint(0, 8)):
        if rng.random() < 0.3:
            x = rng.randint(1, 2)
            plan.extend([[("flaky", {"x": x})]] * rng.randint(2, 10))
            continue
        plan.append(
            [
                (rng.choice(("flaky", "slow", "boom")), {"x": rng.randint(1, 3)})
                for _ in range(rng.randint(1, 2))
            ]
        )
    return plan


def make_brain(plan: list[list[tuple[str, dict[str, Any]]]]) -> Any:
    todo = list(plan)

    def brain(prompt: str) -> str:
        req = request_of(prompt)
        if req is None:
            return "Here is what I could do."
        if REFUSED in req or not todo:
            return NO_TOOL
        return tool_call(*todo.pop(0))

    return brain


def make_tools(executions: list[tuple[str, int]]) -> list[FunctionTool]:
    def flaky(x: int) -> str:
        """Fetch a value from the flaky service."""
        executions.append(("flaky", x))
        msg = "service unavailable (HTTP 503)"
        raise ConnectionError(msg)

    async def slow(x: int) -> str:
        """A slow but working lookup."""
        executions.append(("slow", x))
        await asyncio.sleep(SLOW_SECONDS)
        return f"slow result {x}"

    def boom(x: int) -> str:
        """A tool with a bug."""
        executions.append(("boom", x))
        return str(1 // (x - x))  # ZeroDivisionError

    return [
        FunctionTool.from_defaults(fn=flaky, name="flaky"),
        FunctionTool.from_defaults(async_fn=slow, name="slow"),
        FunctionTool.from_defaults(fn=boom, name="boom"),
    ]


async def _run_one(seed: int, suppress: bool = True) -> tuple[int, int]:
    plan = draw_plan(random.Random(seed))
    executions: list[tuple[str, int]] = []
    guard = ToolGuard()
    agent = FunctionAgent(
        tools=guard.wrap(make_tools(executions)),
        llm=ToolcallLLM(
            llm=ScriptedLLM(brain=make_brain(plan)), guard=guard, suppress_repeated_calls=suppress
        ),
    )
    memory = ChatMemoryBuffer.from_defaults(token_limit=1_000_000)
    handler = agent.run(user_msg=f"Run {seed}. {REQUEST}", memory=memory, max_iterations=2 * len(plan) + 10)
    events = [ev async for ev in handler.stream_events()]
    result = await handler
    assert str(result)

    history = await memory.aget_all()
    assert validate_tool_pairing(to_neutral_messages(history)) == []
    stop = guard.breaker.stop_threshold
    streak: dict[str, int] = {}
    refused = 0
    for ev in events:
        if not isinstance(ev, ToolCallResult):
            continue
        key = f"{ev.tool_name}{json.dumps(ev.tool_kwargs, sort_keys=True)}"
        if REFUSED in (ev.tool_output.content or ""):
            assert streak.get(key, 0) >= stop - 1
            refused += 1
        elif ev.tool_output.is_error:
            streak[key] = streak.get(key, 0) + 1
            assert streak[key] <= stop
        else:
            for k in [k for k in streak if k.startswith(ev.tool_name + "{")]:
                del streak[k]
    assert len(executions) <= sum(len(turn) for turn in plan)
    if suppress:  # a failure answers its call: an identical call is never run twice in a run
        ran = [
            f"{ev.tool_name}{json.dumps(ev.tool_kwargs, sort_keys=True)}"
            for ev in events
            if isinstance(ev, ToolCallResult) and REFUSED not in (ev.tool_output.content or "")
        ]
        assert len(ran) == len(set(ran))
    return len(executions), refused


@pytest.mark.parametrize("suppress", [True, False], ids=["default", "breaker"])
async def test_soak_function_agent_with_guard(suppress: bool) -> None:
    """RUNS randomized FunctionAgent runs: every one ends, bounded and paired. By default a
    failed call answers itself; with repeats let through, the misuse breaker is the bound."""
    executed = refused = 0
    for seed in range(RUNS):
        ran, stopped = await _run_one(seed, suppress)
        executed += ran
        refused += stopped
    assert executed > RUNS
    assert (refused > 0) is not suppress
