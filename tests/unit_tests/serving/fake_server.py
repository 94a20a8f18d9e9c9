"""A fake OpenAI-compatible server inside an httpx MockTransport, one per dialect.

Each fake shows its engine's fingerprints (``/v1/models`` ``owned_by``, ``/props``,
``/api/version``, ``/info``) and enforces its engine's structured-output field the way the
real server does: llama-cpp-python answers an OpenAI ``json_schema`` response_format with
HTTP 500 (measured on 0.3.36: ``Input should be 'text' or 'json_object'``), the others
refuse a shape they do not read with 400. So a request-shape test passes only when the
request carries the field that server reads.

Chat completions are answered by ``reply(body) -> str``; ``fault(request)`` can replace any
answer (an HTTP error, a dropped connection, a timeout).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Callable
from typing import Any

import httpx

OWNED_BY = {
    "vllm": "vllm",
    "sglang": "sglang",
    "llama-server": "llamacpp",
    "llama-cpp-python": "me",
    "ollama": "library",
    "tgi": "tgi",
    "openai": "organization-owner",
    "plain": "someone",
}

Reply = Callable[[dict[str, Any]], str]
Fault = Callable[[httpx.Request], httpx.Response | None]


def _accepted(dialect: str, body: dict[str, Any]) -> bool:
    """Whether ``dialect``'s server accepts the body's structured-output fields."""
    rf = body.get("response_format")
    if rf is None:
        return True
    kind = rf.get("type")
    if dialect == "llama-cpp-python":
        return kind in ("text", "json_object")
    if dialect == "llama-server":
        return kind in ("text", "json_object", "json_schema")
    if dialect == "tgi":
        return kind in ("json", "json_object", "regex") and "value" in rf
    if dialect == "plain":
        return False
    return kind in ("text", "json_object", "json_schema") and (
        kind != "json_schema" or "schema" in rf.get("json_schema", {})
    )


def schema_of(body: dict[str, Any]) -> dict[str, Any] | None:
    """The JSON Schema a request asks to decode under, in any dialect's spelling."""
    rf = body.get("response_format") or {}
    if rf.get("type") == "json_schema":
        return rf["json_schema"]["schema"]
    return rf.get("schema") or rf.get("value")


class FakeServer:
    """One fake server. ``bodies`` records every chat-completion body, ``paths`` every path."""

    def __init__(
        self,
        dialect: str,
        reply: Reply | None = None,
        *,
        fault: Fault | None = None,
        max_delay: float = 0.0,
        seed: int = 0,
    ) -> None:
        self.dialect = dialect
        self.reply = reply or (lambda body: '{"decision": "NO_TOOL"}')
        self.fault = fault
        self.max_delay = max_delay
        self.random = random.Random(seed)
        self.bodies: list[dict[str, Any]] = []
        self.paths: list[str] = []

    # -- routing -------------------------------------------------------------------------

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.paths.append(f"{request.method} {request.url.path}")
        if self.fault is not None:
            faulted = self.fault(request)
            if faulted is not None:
                return faulted
        path = request.url.path
        if request.method == "GET":
            return self._get(path)
        body = json.loads(request.content)
        self.bodies.append(body)
        if not _accepted(self.dialect, body):
            status = 500 if self.dialect == "llama-cpp-python" else 400
            detail = f"response_format {body['response_format'].get('type')!r} is not supported here"
            return httpx.Response(status, json={"error": {"message": detail, "type": "invalid_request"}})
        if body.get("stream"):
            return _sse(body, self.reply(body))
        return _completion(body, self.reply(body))

    async def ahandle(self, request: httpx.Request) -> httpx.Response:
        if self.max_delay:
            await asyncio.sleep(self.random.uniform(0, self.max_delay))  # interleave the agents
        return self.handle(request)

    def _get(self, path: str) -> httpx.Response:
        if path == "/v1/models":
            return httpx.Response(
                200,
                json={
                    "object": "list",
                    "data": [{"id": "m", "object": "model", "owned_by": OWNED_BY[self.dialect]}],
                },
            )
        if path == "/props" and self.dialect == "llama-server":
            return httpx.Response(200, json={"default_generation_settings": {"n_ctx": 4096}})
        if path == "/api/version" and self.dialect == "ollama":
            return httpx.Response(200, json={"version": "0.12.3"})
        if path == "/info" and self.dialect == "tgi":
            return httpx.Response(200, json={"model_id": "m", "router": "text-generation-router"})
        return httpx.Response(404, text="Not Found")

    # -- clients -------------------------------------------------------------------------

    def client(self) -> httpx.Client:
        return httpx.Client(transport=httpx.MockTransport(self.handle))

    def async_client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.MockTransport(self.ahandle))

    def chat_completions(self) -> list[dict[str, Any]]:
        return list(self.bodies)


def _completion(body: dict[str, Any], text: str) -> httpx.Response:
    return httpx.Response(
        200,
        json={
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "m"),
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        },
    )


def _sse(body: dict[str, Any], text: str) -> httpx.Response:
    chunk = {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": body.get("model", "m"),
        "choices": [{"index": 0, "delta": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
    }
    payload = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=payload)


# -- a scripted multi-agent conversation ----------------------------------------------------

AGENT = re.compile(r"\bagent-(\d+)\b")
VALUE = re.compile(r"\bvalue-for-agent-(\d+)\b")


def lookup_value(key: str) -> str:
    """The scripted tool: each agent's key has its own value."""
    return f"value-for-{key}"


def agent_reply(body: dict[str, Any]) -> str:
    """Answer like a model that calls ``lookup(key=agent-N)`` once, then answers with its value.

    Extractor requests (a throwaway user turn opening with the extractor prompt): the prompt
    names the agent in the user's request; once the lookup's result is in the prompt the reply
    is NO_TOOL. Answer requests: the value
    found in the conversation. Everything is read from the request itself, so a reply can only
    mention another agent's key if the request did (cross-talk shows up as a wrong value).
    """
    text = "\n".join(str(m.get("content")) for m in body["messages"])
    agents = set(AGENT.findall(text))
    if "You are a function-call extractor" in text:
        if VALUE.search(text):
            return '{"decision": "NO_TOOL"}'
        if len(agents) != 1:
            return '{"decision": "NO_TOOL"}'
        (n,) = agents
        return json.dumps(
            {"decision": "TOOL_CALL", "calls": [{"name": "lookup", "arguments": {"key": f"agent-{n}"}}]}
        )
    values = sorted(set(VALUE.findall(text)))
    return f"The value is value-for-agent-{values[0]}." if len(values) == 1 else "I do not know."
