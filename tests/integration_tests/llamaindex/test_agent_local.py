"""LlamaIndex agents with ToolcallLLM around the real embedded model (Qwen2.5-Coder-0.5B, llama.cpp).

Three runs, kept to a handful of model calls each (~3-10 s per call on 2 CPU threads):

- ``FunctionAgent`` (non-streaming): one task that needs exactly one tool call and a final answer.
- ``AgentWorkflow.from_tools_or_functions`` (its ``FunctionAgent`` streams, so every chunk goes
  through ``get_tool_calls_from_response``): the same kind of task.
- ``FunctionAgent`` + ``ToolGuard`` with an always-failing tool, a system prompt and a user turn that tell
  the agent to retry a failing call unchanged (a misbehaving agent): the failure answers the
  call, so the identical repeat is turned back and never runs (a breaker with lowered
  thresholds stands behind it), and the run ends without an exception, with an answer that
  says the tool failed (never the call notation, never invented weather).

Each test counts the requests that reach the inner model (``LocalLlamaLLM._run`` /
``_run_stream``) and records them with its wall time in the ``model_timer`` summary.
"""

from __future__ import annotations

import json
import time
from collections.abc import Generator, Sequence
from typing import Any

import pytest
from llama_index.core.agent.workflow import AgentOutput, AgentWorkflow, FunctionAgent, ToolCallResult
from llama_index.core.workflow import Event

from llamaindex_toolcall import ToolcallLLM, ToolGuard
from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.loop.final_answer import strip_call_notation

pytestmark = pytest.mark.model

MODEL = "qwen2.5-coder-0.5b"


@pytest.fixture(scope="module")
def inner_llm() -> Any:
    from llamaindex_toolcall.local import llamaindex_llm

    return llamaindex_llm(model=MODEL)


@pytest.fixture
def model_requests(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Counts the requests that reach the embedded model (chat, complete and their streams)."""
    from llamaindex_toolcall.local import LocalLlamaLLM

    counter = {"n": 0}
    run, run_stream = LocalLlamaLLM._run, LocalLlamaLLM._run_stream

    def counted_run(self: LocalLlamaLLM, params: dict[str, Any]) -> Any:
        counter["n"] += 1
        return run(self, params)

    def counted_stream(self: LocalLlamaLLM, params: dict[str, Any]) -> Generator[str, None, None]:
        counter["n"] += 1
        yield from run_stream(self, params)

    monkeypatch.setattr(LocalLlamaLLM, "_run", counted_run)
    monkeypatch.setattr(LocalLlamaLLM, "_run_stream", counted_stream)
    return counter


def _print_transcript(events: Sequence[Event]) -> None:
    """What the agent saw and did, step by step (visible with ``pytest -s``)."""
    for ev in events:
        if isinstance(ev, AgentOutput):
            info = ev.raw.get("toolcall", {}) if isinstance(ev.raw, dict) else {}
            calls = [(c.tool_name, c.tool_kwargs) for c in ev.tool_calls]
            print(
                f"  agent: kind={info.get('kind')} requests={info.get('requests')} "
                f"notes={info.get('notes')} calls={calls} text={(ev.response.content or '')[:160]!r}"
            )
            for reply in info.get("replies", []):
                print(f"    extractor reply: {reply[:200]!r}")
        elif isinstance(ev, ToolCallResult):
            out = ev.tool_output
            print(
                f"  tool: {ev.tool_name}({json.dumps(ev.tool_kwargs)}) error={out.is_error} "
                f"exception={type(out.exception).__name__ if out.exception else None} "
                f"-> {(out.content or '')[:160]!r}"
            )


async def _run_agent(
    agent: FunctionAgent | AgentWorkflow, user_msg: str, max_iterations: int
) -> tuple[list[Event], Any, float]:
    started = time.perf_counter()
    handler = agent.run(user_msg=user_msg, max_iterations=max_iterations)
    events = [ev async for ev in handler.stream_events()]
    result = await handler
    return events, result, time.perf_counter() - started


async def test_function_agent_calls_the_tool_and_answers(
    inner_llm: Any, model_requests: dict[str, int], model_timer: Any
) -> None:
    executed: list[str] = []

    def get_weather(city: str) -> str:
        """Current weather for a city: temperature in Celsius and sky."""
        executed.append(city)
        return f"The weather in {city}: 18 degrees Celsius, cloudy."

    guard = ToolGuard()
    llm = ToolcallLLM(llm=inner_llm, guard=guard)
    agent = FunctionAgent(
        tools=guard.wrap([get_weather]),
        llm=llm,
        streaming=False,
        system_prompt="You answer briefly using the tool results.",
    )
    with model_timer.measure("llamaindex FunctionAgent: one tool call + answer") as timing:
        events, result, elapsed = await _run_agent(agent, "What is the weather in Paris right now?", 4)
        timing["requests"] = model_requests["n"]
    _print_transcript(events)

    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert len(results) >= 1, "the model made no tool call"
    assert results[0].tool_name == "get_weather"
    assert "paris" in results[0].tool_kwargs.get("city", "").lower()
    assert executed and all("paris" in c.lower() for c in executed)
    answer = str(result)
    assert answer.strip(), "no final answer"
    assert "18" in answer or "cloud" in answer.lower(), f"the answer ignores the tool result: {answer!r}"
    print(
        f"\nFunctionAgent on {MODEL}: {len(results)} tool call(s), {model_requests['n']} model "
        f"request(s), {elapsed:.1f} s, answer: {answer!r}"
    )


async def test_agent_workflow_from_tools_or_functions_calls_the_tool_and_answers(
    inner_llm: Any, model_requests: dict[str, int], model_timer: Any
) -> None:
    executed: list[tuple[float, float]] = []

    def add(a: float, b: float) -> float:
        """Add two numbers."""
        executed.append((a, b))
        return a + b

    def multiply(a: float, b: float) -> float:
        """Multiply two numbers."""
        executed.append((a, b))
        return a * b

    guard = ToolGuard()
    workflow = AgentWorkflow.from_tools_or_functions(
        guard.wrap([add, multiply]),
        llm=ToolcallLLM(llm=inner_llm, guard=guard),
        system_prompt=(
            "Use the tools for arithmetic. Then answer the user in one sentence that states the result."
        ),
    )
    agent = workflow.agents["Agent"]
    assert isinstance(agent, FunctionAgent), "from_tools_or_functions fell back to a ReAct agent"
    assert agent.streaming, "expected the streaming path (get_tool_calls_from_response on every chunk)"
    with model_timer.measure("llamaindex AgentWorkflow: one tool call + answer") as timing:
        events, result, elapsed = await _run_agent(workflow, "What is 12.5 plus 4?", 4)
        timing["requests"] = model_requests["n"]
    _print_transcript(events)

    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert results, "the model made no tool call"
    assert results[0].tool_name == "add", f"expected add, got {results[0].tool_name}"
    assert {float(v) for v in results[0].tool_kwargs.values()} == {12.5, 4.0}
    assert not results[0].tool_output.is_error
    assert executed[0] in ((12.5, 4.0), (4.0, 12.5))
    answer = str(result)
    assert "16.5" in answer, f"the answer ignores the tool result: {answer!r}"
    print(
        f"\nAgentWorkflow on {MODEL}: {len(results)} tool call(s), {model_requests['n']} model "
        f"request(s), {elapsed:.1f} s, answer: {answer!r}"
    )


TEMPORARY_ERROR = (
    "Weather service temporarily unavailable (HTTP 503). This is a temporary error: retry the same call."
)
"""The always-failing tool's error: honest about being temporary, so a retry is what a
careful agent would try, and identical each time, so the breaker counts one streak."""

RETRY_SYSTEM_PROMPT = (
    "You are a persistent assistant. Tool errors are temporary. When a tool call fails, "
    "call the same tool again with exactly the same arguments. Keep retrying until it succeeds."
)
"""A misbehaving-agent setup: it tells the model to repeat a failing call unchanged."""

RETRY_USER_MSG = (
    "What is the weather in Paris right now? The weather tool is flaky: if it fails, call it "
    "again with the same city, and keep retrying until it works."
)
"""The user asks for the retries too. Measured on the 0.5B model at temperature 0: with the
retry instruction in the system prompt only, it retried once and then answered (2 executions,
no breaker note yet: the model stops on its own); with it in the user turn as well, it
repeated the identical call through the breaker's note (4th request) and past the refusal."""


STOP = 3
"""The identical attempt the test's breaker refuses."""


class _ToolRequiredLLM(ToolcallLLM):
    """A ToolcallLLM that requires a tool call on every agent step (``tool_required=True``).

    This is the loop a failing tool invites: an agent that must call a tool keeps calling the
    failing one. Without it, whether the 0.5B model retries at all depends on the session: the
    first CI dry run (2026-11-29, after other model tests had filled llama.cpp's cache) answered
    after 2 failures, an isolated run retried past the misuse breaker's refusal.
    """

    async def achat_with_tools(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["tool_required"] = True
        return await super().achat_with_tools(*args, **kwargs)


async def test_function_agent_failing_tool_runs_once_and_the_repeat_is_turned_back(
    inner_llm: Any, model_requests: dict[str, int], model_timer: Any
) -> None:
    executed: list[dict[str, Any]] = []

    def get_weather(city: str) -> str:
        """Current weather for a city: temperature in Celsius and sky."""
        executed.append({"city": city})
        raise RuntimeError(TEMPORARY_ERROR)

    # Lower thresholds than the defaults (note at 3, refusal at 6; the scripted tests cover
    # those): if a repeat ever got past the engine, the breaker would stop it at the 3rd.
    guard = ToolGuard(ToolMisuseBreaker(note_threshold=2, stop_threshold=STOP))
    agent = FunctionAgent(
        tools=guard.wrap([get_weather]),
        llm=_ToolRequiredLLM(llm=inner_llm, guard=guard),  # type: ignore[call-arg]  # ToolcallLLM.__init__
        streaming=False,
        system_prompt=RETRY_SYSTEM_PROMPT,
    )
    with model_timer.measure("llamaindex FunctionAgent + ToolGuard: failing tool") as timing:
        events, result, elapsed = await _run_agent(agent, RETRY_USER_MSG, 10)
        timing["requests"] = model_requests["n"]
    _print_transcript(events)

    results = [e for e in events if isinstance(e, ToolCallResult)]
    assert results, "the model made no tool call"
    first = results[0].tool_kwargs
    # The failure answers the call: told to retry unchanged, the model's repeat is turned back
    # with the failure, never run, so the tool body ran once and nothing was refused.
    assert executed == [first]
    identical = [r for r in results if r.tool_name == "get_weather" and r.tool_kwargs == first]
    assert len(identical) == 1 and identical[0].tool_output.is_error
    assert identical[0].tool_output.content == TEMPORARY_ERROR
    assert not guard.was_refused("get_weather", first)
    # The run ended normally, with a final text answer that tells the user what failed.
    # Measured 2026-11-29: the 0.5B (told to retry) answered with a pseudo-call in the
    # transcript's own notation, '(called get_weather({"city":"Paris"}) [id call_...])', after
    # 2 failures as after the refusal; prompt_toolcall.loop.final_answer replaces such an echo by one restate
    # request over the tool outcomes (here: 'The tool failed 2 times, then was refused: Weather
    # service temporarily unavailable (HTTP 503). ...'), else by the outcomes themselves.
    assert isinstance(result, AgentOutput)
    answer = str(result).strip()
    assert answer, "the run ended without a final answer"
    assert "(called" not in answer and strip_call_notation(answer, {"get_weather"})[1] == 0, (
        f"the answer is the transcript's call notation, not an answer: {answer!r}"
    )
    low = answer.lower()
    assert any(w in low for w in ("unavailable", "fail", "error", "refused")), (
        f"the answer does not say that the tool failed: {answer!r}"
    )
    assert not any(w in low for w in ("cloud", "sunny", "rain", "degree")), (
        f"the answer invents weather the tool never returned: {answer!r}"
    )
    print(
        f"\nFailing tool on {MODEL}: {len(results)} attempt(s), {len(executed)} execution(s), "
        f"{model_requests['n']} model request(s), {elapsed:.1f} s, answer: {str(result)!r}"
    )
