"""Agent loop soak, LangChain: randomized runs over a scripted model.

Each run draws a plan for a prompt-only model (scripted, no network): calls to a tool that
fails (an error result), a slow tool and a tool that raises, stubborn streaks of the identical
failing call, parallel calls, then an answer. The model gives up once it is told a call was
refused (as the refusal asks). Every run must:

* end (no exception, no recursion limit), with a final AI answer;
* never execute an identical call twice (by default a failure answers its call); with repeats
  let through (``suppress_repeated_calls=False``), never execute an identical failing call more
  than the breaker's stop threshold allows in a row, and refuse it once the threshold is reached;
* leave a history whose tool calls are all paired with results (validate_tool_pairing is empty).

``TOOLCALL_SOAK_RUNS`` is the total across this file and test_soak_llamaindex.py (each runs
half); default 100, the issue-9 run is ``TOOLCALL_SOAK_RUNS=1000``.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "langchain"))

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import ToolException, tool
from lc_scripted import ScriptedChatModel
from prompt_parts import EXTRACTOR_MARK

from langchain_toolcall import ChatToolcall, ToolcallMiddleware
from langchain_toolcall._convert import to_neutral_messages
from prompt_toolcall.loop.breaker import DEFAULT_STOP_THRESHOLD
from prompt_toolcall.loop.pairing import validate_tool_pairing
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER

RUNS = max(1, int(os.environ.get("TOOLCALL_SOAK_RUNS", "100")) // 2)
REFUSED = "was NOT executed"
REQUEST = "Use flaky, slow or boom with x=1, x=2 or x=3."
"""The user request names every argument value, so the grounding check never asks for them."""
SLOW_SECONDS = 0.002  # "slow" relative to the other tools; real waits would only slow the suite


def draw_plan(rng: random.Random) -> list[list[tuple[str, dict[str, Any]]]]:
    """The model's turns: each a list of calls (parallel when more than one)."""
    plan: list[list[tuple[str, dict[str, Any]]]] = []
    for _ in range(rng.randint(0, 8)):
        if rng.random() < 0.3:  # a stubborn streak: the identical failing call, again and again
            x = rng.randint(1, 2)
            plan.extend([[("flaky", {"x": x})]] * rng.randint(2, 10))
            continue
        calls = [
            (rng.choice(("flaky", "slow", "boom")), {"x": rng.randint(1, 3)})
            for _ in range(rng.randint(1, 2))
        ]
        plan.append(calls)
    return plan


class ScriptedAgentModel:
    """The responder: follows the plan, gives up after a refusal, answers at the end."""

    def __init__(self, plan: list[list[tuple[str, dict[str, Any]]]]) -> None:
        self.plan = list(plan)
        self.extract_requests = 0

    def __call__(self, messages: list[BaseMessage]) -> str:
        text = messages[-1].text
        if EXTRACTOR_MARK not in text:
            return "Here is what I could do."
        self.extract_requests += 1
        if REFUSED in text or not self.plan:
            return NO_TOOL_MARKER
        calls = self.plan.pop(0)
        return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in calls]})


def make_tools(executions: list[tuple[str, int]], raising: type[Exception]) -> list[Any]:
    @tool
    def flaky(x: int) -> str:
        """Fetch a value from the flaky service."""
        executions.append(("flaky", x))
        raise ToolException("service unavailable (HTTP 503)")

    @tool
    def slow(x: int) -> str:
        """A slow but working lookup."""
        executions.append(("slow", x))
        time.sleep(SLOW_SECONDS)
        return f"slow result {x}"

    @tool
    def boom(x: int) -> str:
        """A tool with a bug."""
        executions.append(("boom", x))
        raise raising(f"kaboom {x}")

    flaky.handle_tool_error = True
    boom.handle_tool_error = raising is ToolException
    return [flaky, slow, boom]


def check_run(
    messages: list[BaseMessage], executions: list[tuple[str, int]], plan: list[Any], *, once: bool = True
) -> None:
    """The soak invariants on one finished run (``once``: repeats are suppressed, the default,
    so no identical call runs twice; otherwise the breaker's bound holds)."""
    assert isinstance(messages[-1], AIMessage) and not messages[-1].tool_calls
    assert validate_tool_pairing(to_neutral_messages(messages)) == []
    # The breaker's bound: no identical failing call executes more than the threshold in a row.
    streak: dict[str, int] = {}
    calls = {c["id"]: c for m in messages if isinstance(m, AIMessage) for c in m.tool_calls}
    for m in messages:
        if not isinstance(m, ToolMessage):
            continue
        call = calls[m.tool_call_id]
        key = f"{call['name']}{json.dumps(call['args'], sort_keys=True)}"
        if REFUSED in m.text:
            assert streak.get(key, 0) >= DEFAULT_STOP_THRESHOLD - 1
            continue
        if m.status == "error":
            streak[key] = streak.get(key, 0) + 1
            assert streak[key] <= DEFAULT_STOP_THRESHOLD
        else:
            for k in [k for k in streak if k.startswith(call["name"] + "{")]:
                del streak[k]
    # Every executed call is in the history; nothing ran that the model did not ask for.
    assert len(executions) <= sum(len(turn) for turn in plan)
    if once:  # a failure answers its call: an identical call is never run twice in a run
        ran = [
            f"{calls[m.tool_call_id]['name']}{json.dumps(calls[m.tool_call_id]['args'], sort_keys=True)}"
            for m in messages
            if isinstance(m, ToolMessage) and REFUSED not in m.text
        ]
        assert len(ran) == len(set(ran))


def _run_one(seed: int, suppress: bool = True) -> tuple[int, int]:
    rng = random.Random(seed)
    plan = draw_plan(rng)
    executions: list[tuple[str, int]] = []
    model = ScriptedAgentModel(plan)
    agent = create_agent(
        ChatToolcall(llm=ScriptedChatModel(responder=model), suppress_repeated_calls=suppress),
        make_tools(executions, ToolException),
        middleware=[ToolcallMiddleware()],
    )
    bound = 2 * (len(plan) + 2) + 10
    state = agent.invoke(
        {"messages": [HumanMessage(f"Run {seed}. {REQUEST}")]}, config={"recursion_limit": bound}
    )
    check_run(state["messages"], executions, plan, once=suppress)
    # One request per planned turn, the final NO_TOOL, at most one correction offer after a
    # failed last call, and at most one offer of a value the request states that no call used
    # ("x=2"); the model here declines both.
    assert model.extract_requests <= len(plan) + 3
    refused = sum(1 for m in state["messages"] if isinstance(m, ToolMessage) and REFUSED in m.text)
    return len(executions), refused


@pytest.mark.parametrize("suppress", [True, False], ids=["default", "breaker"])
def test_soak_create_agent_with_middleware(suppress: bool) -> None:
    """RUNS randomized create_agent runs: every one ends, bounded and paired. By default a
    failed call answers itself (no identical call runs twice); with repeats let through, the
    misuse breaker is the bound."""
    executed = refused = 0
    for seed in range(RUNS):
        ran, stopped = _run_one(seed, suppress)
        executed += ran
        refused += stopped
    # Not vacuous: tools really ran, and (repeats let through) stubborn streaks reached the breaker.
    assert executed > RUNS
    assert (refused > 0) is not suppress


def test_a_tool_raising_a_plain_exception_does_not_crash_the_run() -> None:
    """Soak finding: ToolNode handles only ToolException, so a RuntimeError ended the run;
    ToolcallMiddleware(on_tool_error="message") now hands the error to the model."""
    executions: list[tuple[str, int]] = []
    plan = [[("boom", {"x": 1})]] * 3
    agent = create_agent(
        ChatToolcall(llm=ScriptedChatModel(responder=ScriptedAgentModel(plan))),
        make_tools(executions, RuntimeError),
        middleware=[ToolcallMiddleware()],
    )
    state = agent.invoke({"messages": [HumanMessage(REQUEST)]})
    check_run(state["messages"], executions, plan)


def test_on_tool_error_raise_keeps_langchains_default() -> None:
    executions: list[tuple[str, int]] = []
    agent = create_agent(
        ChatToolcall(llm=ScriptedChatModel(responder=ScriptedAgentModel([[("boom", {"x": 1})]]))),
        make_tools(executions, RuntimeError),
        middleware=[ToolcallMiddleware(on_tool_error="raise")],
    )
    with pytest.raises(RuntimeError):
        agent.invoke({"messages": [HumanMessage(REQUEST)]})


def test_on_tool_error_is_checked() -> None:
    with pytest.raises(ValueError, match="on_tool_error must be one of"):
        ToolcallMiddleware(on_tool_error="ignore")  # type: ignore[arg-type]
