"""Each dialect's request fields, and the probe that picks the dialect (fake servers, no network)."""

from __future__ import annotations

import threading
from typing import Any

import httpx
import pytest
from fake_server import FakeServer

from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving import (
    DIALECTS,
    cached_servers,
    probe_steps,
    server_info,
    set_dialect,
    structured_fields,
)

SCHEMA: dict[str, Any] = {"type": "object", "properties": {"decision": {"const": "NO_TOOL"}}}
BASE = "http://127.0.0.1:9/v1"


@pytest.mark.parametrize(
    ("dialect", "expected"),
    [
        (
            "openai",
            {"type": "json_schema", "json_schema": {"name": "envelope", "schema": SCHEMA, "strict": True}},
        ),
        (
            "vllm",
            {"type": "json_schema", "json_schema": {"name": "envelope", "schema": SCHEMA, "strict": True}},
        ),
        (
            "sglang",
            {"type": "json_schema", "json_schema": {"name": "envelope", "schema": SCHEMA, "strict": True}},
        ),
        (
            "ollama",
            {"type": "json_schema", "json_schema": {"name": "envelope", "schema": SCHEMA, "strict": True}},
        ),
        ("llama-server", {"type": "json_object", "schema": SCHEMA}),
        ("llama-cpp-python", {"type": "json_object", "schema": SCHEMA}),
        ("tgi", {"type": "json_object", "value": SCHEMA}),
    ],
)
def test_each_dialect_puts_the_schema_where_its_server_reads_it(
    dialect: str, expected: dict[str, Any]
) -> None:
    assert structured_fields(dialect, SCHEMA) == {"response_format": expected}


def test_plain_sends_nothing_and_unknown_dialects_are_named() -> None:
    assert structured_fields("plain", SCHEMA) == {}
    with pytest.raises(ValueError, match=r"Unknown server dialect 'vlm'.*'llama-cpp-python'"):
        structured_fields("vlm", SCHEMA)


def test_the_fields_are_a_copy_of_the_schema() -> None:
    fields = structured_fields("llama-cpp-python", SCHEMA)
    fields["response_format"]["schema"]["type"] = "array"
    assert SCHEMA["type"] == "object"


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_the_probe_recognises_each_fake_server(dialect: str) -> None:
    fake = FakeServer(dialect)
    info = server_info(BASE, transport=httpx.MockTransport(fake.handle))
    assert info.dialect == dialect
    assert info.base_url == BASE
    # Only servers that do not identify themselves cost a probing chat request (one token).
    probed = [p for p in fake.paths if p.startswith("POST")]
    assert len(probed) == (1 if dialect in ("openai", "plain") else 0)
    if probed:
        assert fake.bodies[0]["max_tokens"] == 1


def test_the_probe_is_cached_per_base_url_and_made_once_under_concurrency() -> None:
    fake = FakeServer("llama-cpp-python")
    transport = httpx.MockTransport(fake.handle)
    results: list[str] = []

    def probe() -> None:
        results.append(server_info(BASE + "/", transport=transport).dialect)

    threads = [threading.Thread(target=probe) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == ["llama-cpp-python"] * 8
    assert fake.paths == ["GET /v1/models"]
    assert set(cached_servers()) == {BASE}


def test_set_dialect_skips_the_probe() -> None:
    set_dialect(BASE, "vllm")

    def refuse(request: httpx.Request) -> httpx.Response:
        raise AssertionError(f"probed {request.url}")

    assert server_info(BASE, transport=httpx.MockTransport(refuse)).evidence == "set_dialect"
    with pytest.raises(ValueError, match="Unknown server dialect"):
        set_dialect(BASE, "triton")
    with pytest.raises(ValueError, match="must look like"):
        set_dialect("localhost:8000", "vllm")


def test_the_openai_api_is_known_without_a_probe() -> None:
    steps = probe_steps("https://api.openai.com/v1")
    with pytest.raises(StopIteration) as done:
        next(steps)
    assert done.value.value.dialect == "openai"


def test_a_server_that_is_down_gives_an_error_naming_it_and_is_not_cached() -> None:
    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    with pytest.raises(ServerError) as err:
        server_info(BASE, transport=httpx.MockTransport(down))
    text = str(err.value)
    assert BASE in text and "Connection refused" in text and "set_dialect" in text
    assert cached_servers() == {}
    # Up again: the next request probes and succeeds.
    fake = FakeServer("vllm")
    assert server_info(BASE, transport=httpx.MockTransport(fake.handle)).dialect == "vllm"


def test_a_models_listing_that_is_not_json_falls_through_to_the_other_probes() -> None:
    def handle(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/v1/models":
            return httpx.Response(200, content=b"\xff\xfe not json")
        if request.url.path == "/props":
            return httpx.Response(200, json={"default_generation_settings": {}})
        return httpx.Response(404)

    assert server_info(BASE, transport=httpx.MockTransport(handle)).dialect == "llama-server"


def test_importing_the_serving_package_imports_no_network_module() -> None:
    """The probe's httpx import is inside the probe: ``import prompt_toolcall.serving`` loads none."""
    import subprocess
    import sys

    code = (
        "import sys; import prompt_toolcall.serving, prompt_toolcall.serving.probe; "
        "print(sorted(m for m in ('httpx', 'socket', 'http.client', 'urllib.request') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize(
    ("url", "ok"),
    [
        ("http://127.0.0.1:8000/v1/", True),
        ("https://gpu-box.example.org/v1", True),
        ("http://[::1]:8080/v1", True),
        ("http://user:secret@host:8000/v1", True),
        ("HTTP://Host/v1", True),
        ("localhost:8000/v1", False),
        ("ftp://host/v1", False),
        ("http://", False),
        ("", False),
    ],
)
def test_base_urls_are_checked(url: str, ok: bool) -> None:
    if ok:
        assert set_dialect(url, "vllm").base_url == url.strip().rstrip("/")
    else:
        with pytest.raises(ValueError, match="must look like"):
            set_dialect(url, "vllm")
