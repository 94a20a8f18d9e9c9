"""Detect a server's structured-output dialect once per base URL, and cache it.

Data flow::

    server_info(base_url)  ── cache hit ──► ServerInfo
      └─ miss (one probe at a time per URL; other callers wait for its answer)
           probe_steps(base_url, model)  (sans-IO: yields ProbeRequest, receives ProbeResponse)
             GET  {base}/models        owned_by "vllm" / "sglang" / "llamacpp" / "me"
             GET  {root}/props         llama-server's settings       ──► llama-server
             GET  {root}/api/version   Ollama's version              ──► ollama
             GET  {root}/info          TGI's model_id + router       ──► tgi
             POST {base}/chat/completions, max_tokens 1, a json_schema response_format
                  2xx ──► openai (the standard shape is accepted)   else ──► plain
           ──► ServerInfo(base_url, dialect, evidence) ──► cache

``{root}`` is the base URL without its trailing ``/v1``. The fingerprints are each server's own
``/v1/models`` defaults: vLLM and SGLang ``owned_by`` their name, llama.cpp ``"llamacpp"``,
llama-cpp-python 0.3.36 ``"me"`` (``llama_cpp/server/app.py``). Ollama's ``owned_by`` is the
model's namespace (``"library"``), so it is recognised by ``/api/version`` instead.

A server that cannot be reached raises :class:`~prompt_toolcall.errors.ServerError` (never
cached, so the next request probes again); ``set_dialect`` skips the probe entirely.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving.dialects import DIALECTS, ServerDialect, check_dialect

__all__ = [
    "PROBE_TIMEOUT",
    "ProbeRequest",
    "ProbeResponse",
    "ServerInfo",
    "aserver_info",
    "cached_servers",
    "forget_servers",
    "normalize_base_url",
    "probe_steps",
    "server_info",
    "set_dialect",
]

PROBE_TIMEOUT = 60.0
"""Seconds each probe request may take. llama-cpp-python's server answers ``/v1/models`` only
between generations (the route takes the model lock), so a busy server answers late: measured
with the 0.5B model on 2 shared cores, one extractor request takes 3-15 s."""

_OWNED_BY: Mapping[str, ServerDialect] = {
    "vllm": "vllm",
    "sglang": "sglang",
    "llamacpp": "llama-server",
    "me": "llama-cpp-python",
}
"""``/v1/models`` ``owned_by`` values that name the server (its code's default)."""

_OPENAI_HOSTS = ("api.openai.com",)


@dataclass(frozen=True)
class ProbeRequest:
    """One HTTP request the probe wants made."""

    method: Literal["GET", "POST"]
    url: str
    body: dict[str, Any] | None = None


@dataclass(frozen=True)
class ProbeResponse:
    """The answer to a :class:`ProbeRequest`.

    Attributes:
        status: the HTTP status, or 0 when no answer came (``error`` says why).
        data: the parsed JSON body, or None.
        error: the transport error (connection refused, timeout), if any.
    """

    status: int
    data: Any = None
    error: str | None = None


@dataclass(frozen=True)
class ServerInfo:
    """A server's structured-output dialect and how it was found.

    Attributes:
        base_url: the OpenAI-compatible base URL (normalised, ``.../v1``).
        dialect: the :data:`~prompt_toolcall.serving.dialects.ServerDialect` key.
        evidence: what identified it (``/v1/models owned_by 'me'``, ``set_dialect``, ...).
    """

    base_url: str
    dialect: ServerDialect
    evidence: str

    @property
    def label(self) -> str:
        """The server's name for messages (``"llama-cpp-python server"``)."""
        return DIALECTS[self.dialect].label


_URL = re.compile(
    r"^(https?)://(?:[^@/\s]+@)?(\[[0-9a-f:.]+\]|[^/:?#@\s\[\]]+)(?::\d+)?(?:[/?#]|$)", re.IGNORECASE
)
"""``scheme://[user@]host[:port]`` at the start of a base URL (group 2: the host; IPv6 in brackets)."""


def _host(url: str) -> str | None:
    match = _URL.match(url)
    return match.group(2).lower() if match else None


def normalize_base_url(base_url: str) -> str:
    """The cache key of a base URL: stripped, no trailing slash.

    Raises:
        ValueError: not an ``http(s)://host...`` URL.
    """
    url = base_url.strip().rstrip("/")
    if _host(url) is None:
        msg = f"A server base URL must look like 'http://host:port/v1'; got {base_url!r}"
        raise ValueError(msg)
    return url


def _root(base_url: str) -> str:
    return base_url[: -len("/v1")] if base_url.endswith("/v1") else base_url


def _owned_by(data: object) -> list[str]:
    items = data.get("data") if isinstance(data, Mapping) else None
    if not isinstance(items, list):
        return []
    return [str(m.get("owned_by")) for m in items if isinstance(m, Mapping) and m.get("owned_by")]


def _first_model(data: object) -> str | None:
    items = data.get("data") if isinstance(data, Mapping) else None
    if isinstance(items, list) and items and isinstance(items[0], Mapping):
        model = items[0].get("id")
        return model if isinstance(model, str) else None
    return None


PROBE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"ok": {"type": "boolean"}},
    "required": ["ok"],
}
"""The tiny schema of the last-resort probe request (one token is generated)."""


def probe_steps(
    base_url: str, model: str | None = None
) -> Generator[ProbeRequest, ProbeResponse, ServerInfo]:
    """The probe as a generator: yields requests, receives responses, returns the dialect.

    Args:
        base_url: the server's OpenAI-compatible base URL (``http://host:port/v1``).
        model: the model name for the last-resort probe request (default: the first one
            ``/v1/models`` lists).

    Raises:
        ServerError: ``/v1/models`` got no answer at all (server down, wrong URL).
    """
    base = normalize_base_url(base_url)
    if _host(base) in _OPENAI_HOSTS:
        return ServerInfo(base, "openai", "the OpenAI API host")
    models = yield ProbeRequest("GET", f"{base}/models")
    if models.status == 0:
        msg = (
            f"Could not reach the server at {base} to detect its structured-output API "
            f"(GET {base}/models: {models.error}). Start the server or fix base_url; to skip "
            f"detection, pin the dialect: prompt_toolcall.serving.set_dialect({base!r}, 'vllm')."
        )
        raise ServerError(msg)
    if 200 <= models.status < 300:
        for owner in _owned_by(models.data):
            if owner in _OWNED_BY:
                return ServerInfo(base, _OWNED_BY[owner], f"/v1/models owned_by {owner!r}")
    root = _root(base)
    props = yield ProbeRequest("GET", f"{root}/props")
    settings = props.data.get("default_generation_settings") if isinstance(props.data, Mapping) else None
    if props.status == 200 and settings is not None:
        return ServerInfo(base, "llama-server", "/props default_generation_settings")
    version = yield ProbeRequest("GET", f"{root}/api/version")
    if version.status == 200 and isinstance(version.data, Mapping) and "version" in version.data:
        return ServerInfo(base, "ollama", "/api/version")
    info = yield ProbeRequest("GET", f"{root}/info")
    if info.status == 200 and isinstance(info.data, Mapping) and "model_id" in info.data:
        return ServerInfo(base, "tgi", "/info model_id")
    body: dict[str, Any] = {
        "model": model or _first_model(models.data) or "default",
        "messages": [{"role": "user", "content": 'Reply with {"ok": true}'}],
        "max_tokens": 1,
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "probe", "schema": PROBE_SCHEMA, "strict": True},
        },
    }
    probe = yield ProbeRequest("POST", f"{base}/chat/completions", body)
    if 200 <= probe.status < 300:
        return ServerInfo(base, "openai", "accepted a json_schema response_format")
    why = f"HTTP {probe.status}" if probe.status else str(probe.error)
    return ServerInfo(base, "plain", f"refused a json_schema response_format ({why})")


# -- drivers and the cache -------------------------------------------------------------------

_CACHE: dict[str, ServerInfo] = {}
_URL_LOCKS: dict[str, threading.Lock] = {}
_GUARD = threading.Lock()


def _send(client: Any, request: ProbeRequest, headers: Mapping[str, str]) -> ProbeResponse:
    import httpx

    try:
        response = client.request(request.method, request.url, json=request.body, headers=dict(headers))
    except httpx.HTTPError as e:
        return ProbeResponse(0, error=f"{type(e).__name__}: {e}")
    try:
        data = response.json()
    except (ValueError, UnicodeDecodeError):
        data = None
    return ProbeResponse(response.status_code, data)


def _probe(
    base_url: str, model: str | None, api_key: str | None, timeout: float, transport: Any, client: Any
) -> ServerInfo:
    try:
        import httpx
    except ImportError as e:  # pragma: no cover - httpx comes with every OpenAI client
        msg = "Detecting a server's structured-output API needs httpx: pip install httpx"
        raise ImportError(msg) from e
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    if client is not None:  # the inner model's own client (its proxies, certs); left open
        return _drive(probe_steps(base_url, model), client, headers)
    with httpx.Client(timeout=timeout, transport=transport, follow_redirects=True) as own:
        return _drive(probe_steps(base_url, model), own, headers)


def _drive(
    steps: Generator[ProbeRequest, ProbeResponse, ServerInfo], client: Any, headers: Mapping[str, str]
) -> ServerInfo:
    try:
        request = next(steps)
        while True:
            request = steps.send(_send(client, request, headers))
    except StopIteration as done:
        info: ServerInfo = done.value
        return info


def server_info(
    base_url: str,
    *,
    model: str | None = None,
    api_key: str | None = None,
    timeout: float = PROBE_TIMEOUT,
    transport: Any = None,
    client: Any = None,
) -> ServerInfo:
    """The server's dialect: from the cache, else probed (once per URL, thread-safe).

    Concurrent callers for the same URL wait for the one probe in flight instead of probing
    the server eight times at once.

    Args:
        base_url: the OpenAI-compatible base URL.
        model: model name for the last-resort probe request.
        api_key: sent as a Bearer token (servers started with ``--api-key``).
        timeout: seconds per probe request.
        transport: an ``httpx`` transport (tests pass ``httpx.MockTransport``).
        client: an ``httpx.Client`` to probe with (the inner model's own; left open).

    Raises:
        ServerError: the server could not be reached.
    """
    key = normalize_base_url(base_url)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    with _GUARD:
        lock = _URL_LOCKS.setdefault(key, threading.Lock())
    with lock:
        cached = _CACHE.get(key)
        if cached is None:
            cached = _probe(key, model, api_key, timeout, transport, client)
            _CACHE[key] = cached
        return cached


async def aserver_info(
    base_url: str,
    *,
    model: str | None = None,
    api_key: str | None = None,
    timeout: float = PROBE_TIMEOUT,
    transport: Any = None,
    client: Any = None,
) -> ServerInfo:
    """:func:`server_info` without blocking the event loop (the probe runs in a thread)."""
    cached = _CACHE.get(normalize_base_url(base_url))
    if cached is not None:
        return cached
    import asyncio  # here, not at the top: asyncio loads socket, and the core imports none

    return await asyncio.to_thread(
        server_info,
        base_url,
        model=model,
        api_key=api_key,
        timeout=timeout,
        transport=transport,
        client=client,
    )


def set_dialect(base_url: str, dialect: str) -> ServerInfo:
    """Pin a server's dialect (no probe is ever made for it).

    Example:
        ```python
        set_dialect("http://gpu-box:8000/v1", "vllm")
        ```

    Raises:
        ValueError: an unknown dialect or a malformed URL.
    """
    info = ServerInfo(normalize_base_url(base_url), check_dialect(dialect), "set_dialect")
    _CACHE[info.base_url] = info
    return info


def forget_servers() -> None:
    """Empty the cache (the next request to each server probes it again)."""
    _CACHE.clear()


def cached_servers() -> dict[str, ServerInfo]:
    """A copy of the cache, by base URL."""
    return dict(_CACHE)
