"""ChatToolcall(llm=ChatOpenAI(base_url=...), constrained=True) against each dialect's fake server:
the extractor request carries the schema in the field that server reads, and the note says which."""

from __future__ import annotations

from typing import Any

import pytest
from fake_server import FakeServer, agent_reply, schema_of
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from pydantic import SecretStr

from langchain_toolcall import ChatToolcall
from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving import DIALECTS, cached_servers, set_dialect

BASE = "http://127.0.0.1:9/v1"

pytestmark = pytest.mark.filterwarnings("ignore:A test tried to use socket.socket:UserWarning")


@tool
def lookup(key: str) -> str:
    """Look up the value stored under a key."""
    return f"value-for-{key}"


def chat_openai(fake: FakeServer, **kwargs: Any) -> Any:
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model="m",
        base_url=BASE,
        api_key=SecretStr("none"),
        http_client=fake.client(),
        http_async_client=fake.async_client(),
        max_retries=0,
        **kwargs,
    )


EXPECTED_TYPE = {
    "openai": "json_schema",
    "vllm": "json_schema",
    "sglang": "json_schema",
    "ollama": "json_schema",
    "llama-server": "json_object",
    "llama-cpp-python": "json_object",
    "tgi": "json_object",
}


@pytest.mark.parametrize("dialect", sorted(EXPECTED_TYPE))
def test_constrained_extractor_request_speaks_the_servers_dialect(dialect: str) -> None:
    fake = FakeServer(dialect, agent_reply)
    llm = ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup])
    msg = llm.invoke("Please look up agent-4.")
    assert isinstance(msg, AIMessage)
    assert msg.tool_calls and msg.tool_calls[0]["args"] == {"key": "agent-4"}
    extract = next(b for b in fake.bodies if schema_of(b) is not None and b.get("max_tokens") != 1)
    assert extract["response_format"]["type"] == EXPECTED_TYPE[dialect]
    assert "tools" not in extract
    assert f"server-dialect:{dialect}" in msg.response_metadata["toolcall_notes"]


def test_a_plain_server_gets_free_decoding_with_a_note() -> None:
    fake = FakeServer("plain", agent_reply)
    llm = ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup])
    msg = llm.invoke("Please look up agent-2.")
    assert msg.tool_calls[0]["args"] == {"key": "agent-2"}
    notes = msg.response_metadata["toolcall_notes"]
    assert "constrained-unavailable" in notes and "server-dialect:plain" in notes
    # The one probing request carried a schema and was refused; the extractor request did not.
    assert [("response_format" in b) for b in fake.bodies] == [True, False]


def test_the_users_own_extra_body_is_kept() -> None:
    fake = FakeServer("vllm", agent_reply)
    inner = chat_openai(fake, extra_body={"top_k": 5})
    msg = ChatToolcall(llm=inner, constrained=True).bind_tools([lookup]).invoke("Look up agent-1.")
    assert msg.tool_calls
    extract = fake.bodies[-1]
    assert extract["top_k"] == 5 and extract["response_format"]["type"] == "json_schema"


@pytest.mark.parametrize(("dialect", "penalty"), [("llama-cpp-python", 1.0), ("vllm", None)])
def test_envelope_requests_decode_without_a_repeat_penalty(dialect: str, penalty: float | None) -> None:
    # llama-cpp-python's server defaults repeat_penalty to 1.1, which changes the envelope the
    # model writes at temperature 0; the extractor request asks for 1.0 as in-process.
    fake = FakeServer(dialect, agent_reply)
    msg = (
        ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup]).invoke("Look up agent-5.")
    )
    assert msg.tool_calls
    extract = next(b for b in fake.bodies if schema_of(b) is not None and b.get("max_tokens") != 1)
    assert extract.get("repeat_penalty") == penalty


def test_the_users_own_repeat_penalty_wins() -> None:
    fake = FakeServer("llama-cpp-python", agent_reply)
    inner = chat_openai(fake, extra_body={"repeat_penalty": 1.3})
    ChatToolcall(llm=inner, constrained=True).bind_tools([lookup]).invoke("Look up agent-6.")
    assert fake.bodies[-1]["repeat_penalty"] == 1.3


def test_the_dialect_is_probed_once_for_many_turns() -> None:
    fake = FakeServer("llama-cpp-python", agent_reply)
    llm = ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup])
    for n in range(3):
        llm.invoke(f"Please look up agent-{n}.")
    assert fake.paths.count("GET /v1/models") == 1
    assert set(cached_servers()) == {BASE}


def test_unconstrained_requests_never_probe() -> None:
    fake = FakeServer(
        "llama-cpp-python",
        lambda body: '<<<TOOL_CALL>>>{"calls":[{"name":"lookup","arguments":{"key":"agent-1"}}]}',
    )
    msg = (
        ChatToolcall(llm=chat_openai(fake), constrained=False).bind_tools([lookup]).invoke("Look up agent-1.")
    )
    assert msg.tool_calls
    assert all(not p.startswith("GET") for p in fake.paths)
    assert "response_format" not in fake.bodies[0]


def test_a_refused_schema_is_a_server_error_naming_the_server_and_the_parameter() -> None:
    """Before dialect detection this was a bare HTTP 500 from llama-cpp-python's server."""
    fake = FakeServer("llama-cpp-python", agent_reply)
    set_dialect(BASE, "openai")  # a wrong pin: the server gets the OpenAI shape it refuses
    llm = ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup])
    with pytest.raises(ServerError) as err:
        llm.invoke("Please look up agent-4.")
    text = str(err.value)
    assert "HTTP 500" in text and BASE in text and "`response_format` (json_schema)" in text
    assert "constrained=False" in text and "set_dialect" in text
    assert getattr(err.value.__cause__, "status_code", None) == 500  # the server's own error, chained


async def test_async_turns_probe_off_the_event_loop_and_speak_the_dialect() -> None:
    fake = FakeServer("tgi", agent_reply)
    llm = ChatToolcall(llm=chat_openai(fake), constrained=True).bind_tools([lookup])
    msg = await llm.ainvoke("Please look up agent-7.")
    assert msg.tool_calls[0]["args"] == {"key": "agent-7"}
    assert fake.bodies[-1]["response_format"] == {"type": "json_object", "value": schema_of(fake.bodies[-1])}


def test_every_dialect_has_a_request_shape_test() -> None:
    assert set(EXPECTED_TYPE) | {"plain"} == set(DIALECTS)


def test_chat_ollama_gets_the_schema_in_format_without_a_probe() -> None:
    """Ollama's native API takes the schema as ``format`` (what langchain-ollama sends)."""
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

    seen: list[dict[str, Any]] = []

    class ChatOllama(GenericFakeChatModel):  # the name and base_url are what is recognised
        base_url: str | None = None

        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            seen.append(kwargs)
            return super()._generate(messages, stop, run_manager, **kwargs)

    reply = '{"decision": "TOOL_CALL", "calls": [{"name": "lookup", "arguments": {"key": "agent-6"}}]}'
    inner = ChatOllama(messages=iter([AIMessage(reply)]), base_url="http://127.0.0.1:9")
    msg = ChatToolcall(llm=inner, constrained=True).bind_tools([lookup]).invoke("Please look up agent-6.")
    assert msg.tool_calls[0]["args"] == {"key": "agent-6"}
    assert seen[0]["format"]["anyOf"][0]["properties"]["decision"] == {"const": "TOOL_CALL"}
    assert "response_format" not in seen[0] and "extra_body" not in seen[0]
    assert "server-dialect:ollama" in msg.response_metadata["toolcall_notes"]
    assert cached_servers() == {}
