"""Guards: the misuse breaker around LlamaIndex tools, and the pairing check before each request."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from li_scripted import ScriptedLLM, get_weather, request_of
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.tools import BaseTool, FunctionTool, ToolMetadata, ToolOutput
from llama_index.core.workflow import Context

from llamaindex_toolcall import (
    GuardedFunctionTool,
    GuardedTool,
    ToolcallLLM,
    ToolGuard,
    check_tool_pairing,
)
from prompt_toolcall.errors import PairingError
from prompt_toolcall.loop.breaker import ToolMisuseBreaker

WEATHER = FunctionTool.from_defaults(fn=get_weather)


def _failing_tool(log: list[str]) -> FunctionTool:
    def lookup_order(order_id: str) -> str:
        """Look up an order by id."""
        log.append(order_id)
        msg = "order service unavailable"
        raise ValueError(msg)

    return FunctionTool.from_defaults(fn=lookup_order)


def _call_until_refused(tool: FunctionTool, tries: int, **kwargs: Any) -> list[ToolOutput | Exception]:
    outcomes: list[ToolOutput | Exception] = []
    for _ in range(tries):
        try:
            outcomes.append(tool.call(**kwargs))
        except ValueError as e:
            outcomes.append(e)
    return outcomes


def test_identical_failing_call_is_refused_after_stop_threshold() -> None:
    log: list[str] = []
    guard = ToolGuard()
    tool = guard.wrap_tool(_failing_tool(log))
    assert isinstance(tool, GuardedFunctionTool)
    outcomes = _call_until_refused(tool, 8, order_id="A1")
    stop = guard.breaker.stop_threshold
    assert stop == 6
    assert len(log) == stop - 1  # executed 5 times; the 6th identical attempt is refused
    assert all(isinstance(o, ValueError) for o in outcomes[: stop - 1])
    refused = outcomes[stop - 1]
    assert isinstance(refused, ToolOutput) and refused.is_error
    assert "NOT executed" in refused.content and "order service unavailable" in refused.content
    # a different call is not refused
    _call_until_refused(tool, 1, order_id="B2")
    assert log[-1] == "B2"


def test_async_execution_is_guarded_too() -> None:
    log: list[str] = []
    guard = ToolGuard(ToolMisuseBreaker(stop_threshold=3))
    tool = guard.wrap_tool(_failing_tool(log))
    assert isinstance(tool, GuardedFunctionTool)

    async def run() -> ToolOutput:
        for _ in range(2):
            with pytest.raises(ValueError):
                await tool.acall(order_id="A1")
        return await tool.acall(order_id="A1")

    out = asyncio.run(run())
    assert out.is_error and "NOT executed" in out.content
    assert len(log) == 2


def test_success_clears_the_streak() -> None:
    state = {"fail": True, "runs": 0}

    def sometimes(x: int) -> str:
        """Fails while the flag is set."""
        state["runs"] += 1
        if state["fail"]:
            msg = "boom"
            raise RuntimeError(msg)
        return "ok"

    guard = ToolGuard(ToolMisuseBreaker(stop_threshold=4))
    tool = guard.wrap_tool(FunctionTool.from_defaults(fn=sometimes))
    assert isinstance(tool, GuardedFunctionTool)
    for _ in range(2):
        with pytest.raises(RuntimeError):
            tool.call(x=1)
    state["fail"] = False
    assert tool.call(x=1).content == "ok"
    state["fail"] = True
    for _ in range(2):
        with pytest.raises(RuntimeError):
            tool.call(x=1)
    with pytest.raises(RuntimeError):
        tool.call(x=1)  # still executed: the success reset the count
    assert state["runs"] == 6


class _ErrorOutputTool(BaseTool):
    """A non-FunctionTool tool that reports errors as ToolOutput(is_error=True)."""

    def __init__(self) -> None:
        self.runs = 0

    @property
    def metadata(self) -> ToolMetadata:
        return ToolMetadata(name="search", description="Search the index.")

    def __call__(self, input: Any = None, **kwargs: Any) -> ToolOutput:
        self.runs += 1
        return ToolOutput(
            content="index offline", tool_name="search", raw_input={}, raw_output=None, is_error=True
        )


def test_generic_tool_error_outputs_count_as_failures() -> None:
    inner = _ErrorOutputTool()
    guard = ToolGuard(ToolMisuseBreaker(stop_threshold=3))
    tool = guard.wrap_tool(inner)
    assert isinstance(tool, GuardedTool)
    assert tool.metadata.name == "search"
    tool.call(input="q")
    asyncio.run(tool.acall(input="q"))
    refused = tool.call(input="q")
    assert refused.is_error and "NOT executed" in refused.content
    assert inner.runs == 2


def test_context_parameter_is_kept_and_not_part_of_the_key() -> None:
    async def with_ctx(ctx: Context, city: str) -> str:
        """Uses the workflow context."""
        return city

    with_ctx.__annotations__["ctx"] = Context  # real class, not the postponed string
    guard = ToolGuard()
    tool = guard.wrap_tool(FunctionTool.from_defaults(async_fn=with_ctx))
    assert isinstance(tool, FunctionTool)  # agents inject Context only into FunctionTools
    assert tool.requires_context and tool.ctx_param_name == "ctx"
    assert ToolGuard._key_args((), {"ctx": object(), "city": "Lima"}, tool.ctx_param_name) == {"city": "Lima"}


def test_wrap_converts_callables_and_rejects_junk() -> None:
    guard = ToolGuard()
    wrapped = guard.wrap([get_weather, WEATHER])
    assert all(isinstance(t, GuardedFunctionTool) for t in wrapped)
    first = wrapped[0]
    assert isinstance(first, GuardedFunctionTool)
    assert [t.metadata.name for t in wrapped if isinstance(t, BaseTool)] == ["get_weather", "get_weather"]
    assert guard.wrap_tool(first) is first
    assert first.call(city="Lima").content == "21C and sunny in Lima"
    with pytest.raises(TypeError, match="BaseTool instances or callables"):
        guard.wrap([42])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="ToolMisuseBreaker"):
        ToolGuard(breaker="strict")  # type: ignore[arg-type]


# -- the LLM side of the guard -------------------------------------------------------------------


def _after_failures(n: int, guard: ToolGuard) -> None:
    for _ in range(n):
        guard.breaker.observe_failure("get_weather", {"city": "Lima"}, "timeout", tool_description="Weather")


def _history_mid_run() -> list[ChatMessage]:
    call = ChatMessage(
        role="assistant",
        additional_kwargs={
            "tool_calls": [
                {"id": "call_7", "function": {"name": "get_weather", "arguments": '{"city":"Lima"}'}}
            ]
        },
    )
    result = ChatMessage(role="tool", content="timeout", additional_kwargs={"tool_call_id": "call_7"})
    return [ChatMessage(role="user", content="Weather in Lima?"), call, result]


def test_corrective_note_goes_into_the_next_request_only() -> None:
    guard = ToolGuard()
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner, guard=guard)
    _after_failures(3, guard)  # arms the note
    history = _history_mid_run()
    llm.chat_with_tools([WEATHER], chat_history=history)
    seen = len(inner.prompts)
    llm.chat_with_tools([WEATHER], chat_history=history)
    first, second = inner.extractor_prompts()
    assert "NOTE FOR THIS REQUEST: Note: the call get_weather" in (request_of(first) or "")
    assert "Note: the call" not in second
    # request-only: the first turn's requests carry it (the answer too), the history never does
    assert all("Note: the call" not in (m.content or "") for m in history)
    assert all("Note: the call" not in p for p in inner.prompts[seen:])


def test_fresh_user_turn_begins_a_new_run() -> None:
    guard = ToolGuard()
    llm = ToolcallLLM(llm=ScriptedLLM(), guard=guard)
    _after_failures(6, guard)
    assert guard.breaker.refusal_for("get_weather", {"city": "Lima"}) is not None
    llm.chat_with_tools([WEATHER], chat_history=_history_mid_run())  # same run: still refused
    assert guard.breaker.refusal_for("get_weather", {"city": "Lima"}) is not None
    llm.chat_with_tools([WEATHER], user_msg="And now?")  # a new user turn: a new run
    assert guard.breaker.refusal_for("get_weather", {"city": "Lima"}) is None


# -- pairing -----------------------------------------------------------------------------------------


def _orphan_history() -> list[ChatMessage]:
    """What ChatMemoryBuffer returns when one message exceeds its token limit: a lone tool result."""
    return [ChatMessage(role="tool", content="21C", additional_kwargs={"tool_call_id": "call_9"})]


def test_orphaned_result_raises_naming_the_id() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner)
    with pytest.raises(PairingError, match=r"orphanedResult 'call_9'") as info:
        llm.chat_with_tools([WEATHER], chat_history=_orphan_history(), user_msg="Weather in Lima?")
    assert info.value.violations
    assert inner.prompts == []  # nothing was sent


def test_unanswered_call_raises() -> None:
    history = [*_history_mid_run()[:2], ChatMessage(role="user", content="hm?")]
    with pytest.raises(PairingError, match="unansweredCall"):
        ToolcallLLM(llm=ScriptedLLM()).chat_with_tools([WEATHER], chat_history=history)


def test_warn_policy_sends_as_is() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner, on_pairing_violation="warn")
    with pytest.warns(UserWarning, match="orphanedResult"):
        llm.chat_with_tools([WEATHER], chat_history=_orphan_history(), user_msg="Weather in Lima?")
    assert "Result of" in inner.extractor_prompts()[0]


def test_repair_policy_drops_the_orphan() -> None:
    inner = ScriptedLLM()
    llm = ToolcallLLM(llm=inner, on_pairing_violation="repair")
    with pytest.warns(UserWarning, match="Repaired"):
        response = llm.chat_with_tools([WEATHER], chat_history=_orphan_history(), user_msg="Weather in Lima?")
    assert "Result of" not in inner.extractor_prompts()[0]
    assert [c.tool_name for c in llm.get_tool_calls_from_response(response)] == ["get_weather"]


def test_check_tool_pairing_directly() -> None:
    good = _history_mid_run()
    assert check_tool_pairing(good) == good
    assert check_tool_pairing(_orphan_history(), "ignore") == _orphan_history()
    with pytest.warns(UserWarning):
        out = check_tool_pairing([ChatMessage(role="user", content="hi"), *_orphan_history()], "repair")
    assert [m.role.value for m in out] == ["user"]
    with pytest.raises(ValueError, match="must be one of"):
        check_tool_pairing(good, "wran")
