"""The loop guards: misuse breaker + corrective note in agents, pairing validation."""

from __future__ import annotations

import json
import warnings
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain.agents.middleware.types import ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import ToolException, tool
from langgraph.prebuilt import ToolNode, create_react_agent
from lc_scripted import ScriptedChatModel, smart_model
from prompt_parts import EXTRACTOR_MARK

from langchain_toolcall import ChatToolcall, ToolcallGuard, ToolcallMiddleware, ToolMisuseRefusal
from prompt_toolcall.errors import PairingError
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER

REFUSED = "was NOT executed"
NOTE_MARK = "Do not repeat it unchanged"
UNSUPPRESSED = {"suppress_repeated_calls": False}
"""The breaker is under test: let the failed call repeat (by default loop.repeats turns a repeat
of a failed call back without running it, so no identical call reaches the breaker)."""


def stubborn_reply(messages: list[BaseMessage]) -> str:
    """A model that repeats the same failing call until the call is refused, then gives up."""
    text = messages[-1].text
    if EXTRACTOR_MARK not in text:
        return "Sorry, the flaky service keeps failing; I could not finish."
    if REFUSED in text:
        return NO_TOOL_MARKER
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "flaky", "arguments": {"x": 1}}]})


def make_flaky() -> tuple[Any, list[int]]:
    executions: list[int] = []

    @tool
    def flaky(x: int) -> str:
        """Fetch a value from the flaky service."""
        executions.append(x)
        raise ToolException("service unavailable (HTTP 503)")

    flaky.handle_tool_error = True
    return flaky, executions


def extractor_prompts(inner: ScriptedChatModel) -> list[str]:
    return [r[0].text for r in inner.requests if len(r) == 1 and EXTRACTOR_MARK in r[0].text]


def assert_guarded_run(messages: list[BaseMessage], inner: ScriptedChatModel, executions: list[int]) -> None:
    assert len(executions) == 5, "executed at most 5 times"
    tool_results = [m for m in messages if isinstance(m, ToolMessage)]
    assert len(tool_results) == 6
    assert all(m.status == "error" for m in tool_results)
    assert REFUSED not in tool_results[4].text
    assert REFUSED in tool_results[5].text, "refused on the 6th"
    prompts = extractor_prompts(inner)
    assert [NOTE_MARK in p for p in prompts[:6]] == [False, False, False, True, False, False]
    assert not any(NOTE_MARK in m.text for m in messages), "the note never enters the transcript"
    assert isinstance(messages[-1], AIMessage) and "could not finish" in messages[-1].text


def test_create_agent_with_middleware_refuses_the_sixth_identical_call() -> None:
    flaky, executions = make_flaky()
    inner = ScriptedChatModel(responder=stubborn_reply)
    agent = create_agent(ChatToolcall(llm=inner, **UNSUPPRESSED), [flaky], middleware=[ToolcallMiddleware()])
    state = agent.invoke({"messages": [HumanMessage("Get the value for x=1 from the flaky service")]})
    assert_guarded_run(state["messages"], inner, executions)


async def test_create_agent_with_middleware_async() -> None:
    flaky, executions = make_flaky()
    inner = ScriptedChatModel(responder=stubborn_reply)
    agent = create_agent(ChatToolcall(llm=inner, **UNSUPPRESSED), [flaky], middleware=[ToolcallMiddleware()])
    state = await agent.ainvoke({"messages": [HumanMessage("Get the value for x=1 from the flaky service")]})
    assert_guarded_run(state["messages"], inner, executions)


def test_middleware_breaker_is_wiped_per_run() -> None:
    flaky, executions = make_flaky()
    inner = ScriptedChatModel(responder=stubborn_reply)
    agent = create_agent(ChatToolcall(llm=inner, **UNSUPPRESSED), [flaky], middleware=[ToolcallMiddleware()])
    agent.invoke({"messages": [HumanMessage("x=1 please")]})
    agent.invoke({"messages": [HumanMessage("x=1 please")]})
    assert len(executions) == 10


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_callback_guard_in_a_langgraph_react_agent() -> None:
    flaky, executions = make_flaky()
    guard = ToolcallGuard()
    inner = ScriptedChatModel(responder=stubborn_reply)
    llm = ChatToolcall(llm=inner, guard=guard, **UNSUPPRESSED)
    agent = create_react_agent(llm, ToolNode([flaky], handle_tool_errors=True))
    state = agent.invoke({"messages": [HumanMessage("x=1 please")]}, config={"callbacks": [guard]})
    assert_guarded_run(state["messages"], inner, executions)


def test_a_success_clears_the_streak() -> None:
    calls: list[int] = []

    @tool
    def sometimes(x: int) -> str:
        """Fails except on the third call."""
        calls.append(x)
        if len(calls) == 3:
            return "ok"
        raise ToolException("busy")

    sometimes.handle_tool_error = True

    replies = iter(
        [*[TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "sometimes", "arguments": {"x": 1}}]})] * 8]
    )

    def responder(messages: list[BaseMessage]) -> str:
        if EXTRACTOR_MARK not in messages[-1].text:
            return "done"
        return next(replies, NO_TOOL_MARKER)

    agent = create_agent(
        # The breaker is under test: let the answered call repeat (loop.repeats would stop it).
        ChatToolcall(llm=ScriptedChatModel(responder=responder), suppress_repeated_calls=False),
        [sometimes],
        middleware=[ToolcallMiddleware()],
    )
    state = agent.invoke({"messages": [HumanMessage("go with x = 1")]})
    results = [m for m in state["messages"] if isinstance(m, ToolMessage)]
    # fail, fail, ok, then five more failures before a refusal would be due: no refusal in 8 calls
    assert len(calls) == 8
    assert not any(REFUSED in m.text for m in results)


# -- pairing -----------------------------------------------------------------------------------

ORPHANED: list[AnyMessage] = [
    HumanMessage("What is 1 + 2?"),
    AIMessage("Let me think."),
    ToolMessage("3", tool_call_id="call_orphan_7", name="add"),
]


def test_orphaned_tool_result_raises_naming_the_id() -> None:
    guard = ToolcallGuard(on_pairing_violation="raise")
    with pytest.raises(PairingError, match="call_orphan_7") as info:
        ChatToolcall(llm=smart_model()).invoke(ORPHANED, config={"callbacks": [guard]})
    assert "orphanedResult" in str(info.value)
    assert info.value.violations


def test_orphaned_tool_result_warns_when_asked() -> None:
    guard = ToolcallGuard(on_pairing_violation="warn")
    with pytest.warns(UserWarning, match="call_orphan_7"):
        result = ChatToolcall(llm=smart_model()).invoke(ORPHANED, config={"callbacks": [guard]})
    assert isinstance(result, AIMessage)
    assert [v.id for v in guard.violations] == ["call_orphan_7"]


def test_ignore_policy_records_but_stays_silent() -> None:
    guard = ToolcallGuard(on_pairing_violation="ignore")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ChatToolcall(llm=smart_model()).invoke(ORPHANED, config={"callbacks": [guard]})
    assert len(guard.violations) == 1


def test_a_paired_history_passes() -> None:
    guard = ToolcallGuard()
    history = [
        HumanMessage("1 + 2?"),
        AIMessage("", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "call.1"}]),
        ToolMessage("3", tool_call_id="call_1", name="add"),  # canonicalised ids match
    ]
    ChatToolcall(llm=smart_model()).invoke(history, config={"callbacks": [guard]})
    assert guard.violations == []


@pytest.mark.parametrize("cls", [ToolcallGuard, ToolcallMiddleware])
def test_on_violation_is_checked_at_runtime(cls: Any) -> None:
    with pytest.raises(ValueError, match="must be one of"):
        cls(on_pairing_violation="wran")


@pytest.mark.parametrize("cls", [ToolcallGuard, ToolcallMiddleware])
def test_old_pairing_option_still_works_with_a_warning(cls: Any) -> None:
    with pytest.warns(DeprecationWarning, match="on_pairing_violation"):
        guard = cls(on_violation="warn")
    assert guard.on_pairing_violation == "warn"
    with pytest.raises(TypeError, match="Did you mean 'on_pairing_violation'"):
        cls(on_pairing_violaton="warn")


def test_middleware_rejects_an_orphaned_result_before_the_model_runs() -> None:
    inner = smart_model()
    mw = ToolcallMiddleware()
    request = ModelRequest(model=ChatToolcall(llm=inner), messages=list(ORPHANED))

    def handler(req: ModelRequest[Any]) -> ModelResponse[Any]:
        raise AssertionError("the model must not be called")

    with pytest.raises(PairingError, match="call_orphan_7"):
        mw.wrap_model_call(request, handler)


def test_middleware_note_goes_into_the_request_copy_only() -> None:
    mw = ToolcallMiddleware()
    for _ in range(3):
        mw.breaker.observe_failure("flaky", {"x": 1}, "boom")
    original: list[AnyMessage] = [HumanMessage("go")]
    request = ModelRequest(model=ChatToolcall(llm=smart_model()), messages=original)
    seen: list[list[Any]] = []

    def handler(req: ModelRequest[Any]) -> ModelResponse[Any]:
        seen.append(list(req.messages))
        return ModelResponse(result=[AIMessage("ok")])

    mw.wrap_model_call(request, handler)
    mw.wrap_model_call(request, handler)
    assert NOTE_MARK in seen[0][-1].text
    assert all(NOTE_MARK not in m.text for m in seen[1])
    assert original == [HumanMessage("go")]


def test_refusal_is_a_tool_exception_and_a_misuse_error() -> None:
    from prompt_toolcall.errors import MisuseError

    err = ToolMisuseRefusal("no")
    assert isinstance(err, ToolException) and isinstance(err, MisuseError)


def test_guard_begin_run_on_top_level_chain_start() -> None:
    guard = ToolcallGuard()
    for _ in range(5):
        guard.breaker.observe_failure("flaky", {"x": 1}, "boom")
    assert guard.breaker.refusal_for("flaky", {"x": 1}) is not None
    from uuid import uuid4

    guard.on_chain_start({}, {}, run_id=uuid4(), parent_run_id=uuid4())
    assert guard.breaker.refusal_for("flaky", {"x": 1}) is not None
    guard.on_chain_start({}, {}, run_id=uuid4(), parent_run_id=None)
    assert guard.breaker.refusal_for("flaky", {"x": 1}) is None


def test_an_answered_call_is_not_repeated() -> None:
    """Measured 2026-11-29: Qwen2.5-Coder asked again for the call whose result it already had."""
    runs: list[int] = []

    @tool
    def lookup(x: int) -> str:
        """Looks x up."""
        runs.append(x)
        return f"value of {x} is 42"

    def responder(messages: list[BaseMessage]) -> str:
        if EXTRACTOR_MARK not in messages[-1].text:
            return "It is 42."
        return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": "lookup", "arguments": {"x": 1}}]})

    agent = create_agent(ChatToolcall(llm=ScriptedChatModel(responder=responder)), [lookup])
    state = agent.invoke({"messages": [HumanMessage("look up x = 1")]})
    assert runs == [1]
    final = state["messages"][-1]
    assert final.text == "It is 42."
    assert "repeated-call-suppressed" in final.response_metadata["toolcall_notes"]
