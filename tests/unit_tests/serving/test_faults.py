"""Server faults: each is a clear error naming the server and what to do (or a documented
retry or repair), and the caller's conversation is never changed by a failed turn."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from fake_server import FakeServer, agent_reply
from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.tools import tool
from pydantic import SecretStr

from langchain_toolcall import ChatToolcall
from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving import set_dialect

BASE = "http://127.0.0.1:9/v1"

pytestmark = pytest.mark.filterwarnings("ignore:A test tried to use socket.socket:UserWarning")


@tool
def lookup(key: str) -> str:
    """Look up the value stored under a key."""
    return f"value-for-{key}"


def model(fake: FakeServer, **kwargs: Any) -> Any:
    from langchain_openai import ChatOpenAI

    options: dict[str, Any] = {"max_retries": 0, **kwargs}
    inner = ChatOpenAI(
        model="m",
        base_url=BASE,
        api_key=SecretStr("none"),
        http_client=fake.client(),
        http_async_client=fake.async_client(),
        **options,
    )
    return ChatToolcall(llm=inner, constrained=True).bind_tools([lookup])


def conversation() -> list[BaseMessage]:
    return [HumanMessage("Please look up agent-3.")]


def on_posts(
    make: Callable[[httpx.Request], httpx.Response],
) -> Callable[[httpx.Request], httpx.Response | None]:
    """A fault on every chat completion; GETs (the probe) are answered normally."""
    return lambda request: make(request) if request.method == "POST" else None


def notes_of(error: BaseException) -> str:
    return "\n".join(getattr(error, "__notes__", []))


def assert_recovers(messages: list[BaseMessage]) -> None:
    """The same conversation, sent again to a healthy server, gets its call."""
    healthy = FakeServer("llama-cpp-python", agent_reply)
    reply = model(healthy).invoke(messages)
    assert [tc["args"] for tc in reply.tool_calls] == [{"key": "agent-3"}]


def test_server_down_at_start_names_the_server_and_what_to_do() -> None:
    def refused(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    messages = conversation()
    before = copy.deepcopy(messages)
    with pytest.raises(ServerError, match=r"Could not reach the server at http://127\.0\.0\.1:9/v1") as err:
        model(FakeServer("llama-cpp-python", fault=refused)).invoke(messages)
    assert "Start the server or fix base_url" in str(err.value)
    assert messages == before
    assert_recovers(messages)


def test_server_gone_after_detection_names_it() -> None:
    set_dialect(BASE, "llama-cpp-python")

    def refused(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    with pytest.raises(Exception) as err:
        model(FakeServer("llama-cpp-python", fault=refused)).invoke(conversation())
    assert "APIConnectionError" in {c.__name__ for c in type(err.value).__mro__}
    assert f"the server at {BASE} could not be reached" in notes_of(err.value)
    assert "'extract' request" in notes_of(err.value)


def test_server_killed_mid_request() -> None:
    def killed(request: httpx.Request) -> httpx.Response:
        raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")

    messages = conversation()
    with pytest.raises(Exception) as err:
        model(FakeServer("llama-cpp-python", fault=on_posts(killed))).invoke(messages)
    assert "closed the connection in the middle of a reply" in notes_of(err.value)
    assert_recovers(messages)


def test_timeout_says_to_raise_the_timeout() -> None:
    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("timed out", request=request)

    with pytest.raises(Exception) as err:
        model(FakeServer("llama-cpp-python", fault=on_posts(slow)), timeout=1.0).invoke(conversation())
    assert "Timeout" in type(err.value).__name__
    assert "did not answer within the client's timeout" in notes_of(err.value)


def test_http_500_on_an_unconstrained_request_keeps_its_type_and_gets_a_note() -> None:
    def broken(request: httpx.Request) -> httpx.Response:
        return httpx.Response(500, json={"error": {"message": "CUDA out of memory"}})

    fake = FakeServer("llama-cpp-python", fault=on_posts(broken))
    from langchain_openai import ChatOpenAI

    inner = ChatOpenAI(
        model="m", base_url=BASE, api_key=SecretStr("none"), http_client=fake.client(), max_retries=0
    )
    with pytest.raises(Exception) as err:
        ChatToolcall(llm=inner).invoke("hello")  # no tools: a plain answer request
    assert getattr(err.value, "status_code", None) == 500
    assert f"the server at {BASE} answered HTTP 500" in notes_of(err.value)


def test_a_transient_500_is_retried_by_the_client() -> None:
    """Documented retry: the OpenAI client retries 5xx, timeouts and dropped connections
    ``max_retries`` times (langchain-openai's default is 2) before toolcall sees an error."""
    failures = [httpx.Response(503, json={"error": {"message": "loading model"}})]

    def once(request: httpx.Request) -> httpx.Response | None:
        return failures.pop() if failures and request.method == "POST" else None

    fake = FakeServer("llama-cpp-python", agent_reply, fault=once)
    reply = model(fake, max_retries=1).invoke(conversation())
    assert [tc["args"] for tc in reply.tool_calls] == [{"key": "agent-3"}]
    assert fake.paths.count("POST /v1/chat/completions") == 2


class _CutStream(httpx.SyncByteStream):
    """An SSE reply that stops in the middle of the envelope: dropped, or ended early."""

    def __init__(self, text: str, *, drop: bool) -> None:
        self.text = text
        self.drop = drop

    def __iter__(self) -> Iterator[bytes]:
        for piece in (self.text[: len(self.text) // 3], self.text[len(self.text) // 3 : len(self.text) // 2]):
            chunk = {
                "id": "c",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": "m",
                "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}],
            }
            yield f"data: {json.dumps(chunk)}\n\n".encode()
        if self.drop:
            raise httpx.RemoteProtocolError("peer closed connection without sending complete message body")


def _cut_once(drop: bool) -> Callable[[httpx.Request], httpx.Response | None]:
    cut = [True]

    def fault(request: httpx.Request) -> httpx.Response | None:
        if request.method != "POST" or not cut:
            return None
        cut.clear()
        envelope = '{"decision": "TOOL_CALL", "calls": [{"name": "lookup", "arguments": {"key": "agent-3"}}]}'
        return httpx.Response(
            200, headers={"content-type": "text/event-stream"}, stream=_CutStream(envelope, drop=drop)
        )

    return fault


def test_a_stream_dropped_mid_envelope_is_an_error_naming_the_server() -> None:
    messages = conversation()
    before = copy.deepcopy(messages)
    fake = FakeServer("llama-cpp-python", agent_reply, fault=_cut_once(drop=True))
    with pytest.raises(Exception) as err:
        model(fake, streaming=True).invoke(messages)
    assert "closed the connection in the middle of a reply" in notes_of(err.value)
    assert messages == before


def test_a_stream_that_ends_mid_envelope_costs_the_one_repair() -> None:
    """Documented outcome: a reply cut short without an error is an unreadable envelope, so the
    extractor spends its one repair request; the repaired reply gives the call."""
    fake = FakeServer("llama-cpp-python", agent_reply, fault=_cut_once(drop=False))
    reply = model(fake, streaming=True).invoke(conversation())
    assert [tc["args"] for tc in reply.tool_calls] == [{"key": "agent-3"}]
    assert reply.response_metadata["toolcall_requests"] == 2
