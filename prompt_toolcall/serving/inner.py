"""The adapters' one hook: request kwargs for a constrained extractor request to a served model.

Data flow (one extractor request that carries the envelope JSON Schema)::

    inner model (ChatOpenAI, LlamaIndex OpenAI/OpenAILike, ChatOllama, ...) ──► inner_server
      ├─ not a client of an HTTP server ──► None: the adapter keeps its own response_format
      └─ InnerServer(base_url, client) ──► server_info (probed once per URL, cached)
            ──► structured_fields(dialect, schema)
            ──► StructuredCall(kwargs for the client's invoke/chat, note, server, fields)
                  OpenAI clients: extra_body={...fields} (merged with the model's own)
                                  + envelope_sampling(dialect) where the model's own
                                  extra_body does not set it (llama-cpp-python: no
                                  repeat penalty, as in-process)
                  ChatOllama:     format=<schema> (Ollama's native API)

    the inner model raises ──► explain_server_error(error, ...)
      ├─ a structured request refused (HTTP 400/404/422/500/501) ──► ServerError naming the
      │     server, the parameter and what to do (the adapter raises it from the original)
      └─ anything else ──► a note (PEP 678) naming the server and what to do; the original
            exception propagates unchanged (the OpenAI client has already retried it)

The inner model is recognised by duck typing (class names in its MRO and the attributes
those classes define), so this core module imports no framework.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from prompt_toolcall.errors import ServerError
from prompt_toolcall.serving.dialects import DIALECTS, envelope_sampling, structured_fields
from prompt_toolcall.serving.probe import ServerInfo, aserver_info, server_info

__all__ = [
    "REFUSAL_STATUSES",
    "InnerServer",
    "StructuredCall",
    "aprepare_server",
    "explain_server_error",
    "inner_server",
    "structured_kwargs",
]

OPENAI_API = "https://api.openai.com/v1"
OLLAMA_DEFAULT = "http://localhost:11434"

REFUSAL_STATUSES = frozenset({400, 404, 422, 500, 501})
"""HTTP statuses of a structured request read as "the server refused the schema parameter".
llama-cpp-python 0.3.36 answers an OpenAI ``json_schema`` response_format with 500 (its
request model allows only ``text``/``json_object``), and a schema its grammar converter
cannot compile with 500 too; vLLM and SGLang answer 400 for a schema they cannot compile."""


@dataclass(frozen=True)
class InnerServer:
    """Where an inner model sends its requests.

    Attributes:
        base_url: the server's OpenAI-compatible base URL (Ollama: its root URL).
        client: ``"openai"`` (an OpenAI client: extra fields go in ``extra_body``) or
            ``"ollama"`` (Ollama's native client: the schema goes in ``format``).
        model: the model name the inner model asks for.
        api_key: the key the inner model sends (used for the probe only).
    """

    base_url: str
    client: Literal["openai", "ollama"]
    model: str | None = None
    api_key: str | None = field(default=None, repr=False)
    http_client: Any = field(default=None, repr=False, compare=False)
    """The inner model's own sync ``httpx.Client``, if it was given one (the probe reuses it)."""


@dataclass(frozen=True)
class StructuredCall:
    """What one constrained request to a served model carries.

    Attributes:
        kwargs: merge into the inner model's call kwargs.
        server: the server and its dialect.
        fields: the JSON body fields sent (``{}`` for a ``plain`` server).
        notes: what the turn reports (``server-dialect:<key>``, ``constrained-unavailable``).
    """

    kwargs: dict[str, Any]
    server: ServerInfo
    fields: dict[str, Any]
    notes: tuple[str, ...]


def _mro_names(obj: object) -> set[str]:
    return {cls.__name__ for cls in type(obj).__mro__}


def _secret(value: object) -> str | None:
    getter = getattr(value, "get_secret_value", None)
    if callable(getter):
        value = getter()
    return value if isinstance(value, str) and value else None


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _sync_client(client: object) -> Any:
    """``client`` if it is a sync httpx client (the probe is sync), else None."""
    return (
        client
        if callable(getattr(client, "request", None))
        and hasattr(client, "close")
        and not (type(client).__name__.startswith("Async"))
        else None
    )


def inner_server(llm: object) -> InnerServer | None:
    """The server an inner model talks to, or None (an in-process model, a fake, unknown).

    Recognised: LangChain ``ChatOpenAI`` (``openai_api_base``; None is the OpenAI API), LangChain
    ``ChatOllama`` / ``OllamaLLM`` and LlamaIndex ``Ollama`` (``base_url``), LlamaIndex ``OpenAI``
    and its subclasses such as ``OpenAILike`` (``api_base``). Azure OpenAI is left to its own
    client (None).
    """
    names = _mro_names(llm)
    if any("Azure" in n for n in names):
        return None
    if "BaseChatOpenAI" in names:
        base = _text(getattr(llm, "openai_api_base", None)) or OPENAI_API
        model = _text(getattr(llm, "model_name", None))
        key = _secret(getattr(llm, "openai_api_key", None))
        return InnerServer(base, "openai", model, key, _sync_client(getattr(llm, "http_client", None)))
    if names & {"ChatOllama", "OllamaLLM", "Ollama"}:
        base = _text(getattr(llm, "base_url", None)) or OLLAMA_DEFAULT
        return InnerServer(base, "ollama", _text(getattr(llm, "model", None)))
    if "OpenAI" in names and hasattr(llm, "api_base"):
        base = _text(getattr(llm, "api_base", None)) or OPENAI_API
        key = _secret(getattr(llm, "api_key", None))
        client = _sync_client(getattr(llm, "http_client", None) or getattr(llm, "_http_client", None))
        return InnerServer(base, "openai", _text(getattr(llm, "model", None)), key, client)
    return None


def _server(inner: InnerServer) -> ServerInfo:
    if inner.client == "ollama":
        return ServerInfo(inner.base_url.rstrip("/"), "ollama", "Ollama client (native format)")
    return server_info(inner.base_url, model=inner.model, api_key=inner.api_key, client=inner.http_client)


def _own_extra_body(llm: object) -> dict[str, Any]:
    extra = getattr(llm, "extra_body", None)
    if isinstance(extra, Mapping):
        return dict(extra)
    additional = getattr(llm, "additional_kwargs", None)  # LlamaIndex OpenAI
    extra = additional.get("extra_body") if isinstance(additional, Mapping) else None
    return dict(extra) if isinstance(extra, Mapping) else {}


def structured_kwargs(
    llm: object, schema: Mapping[str, Any], call_kwargs: Mapping[str, Any] | None = None
) -> StructuredCall | None:
    """The kwargs that make ``llm``'s server decode under ``schema``, in its own dialect.

    Args:
        llm: the inner model.
        schema: the envelope JSON Schema.
        call_kwargs: the kwargs the request already carries (an ``extra_body`` there is kept).

    Returns:
        None when ``llm`` does not talk to an HTTP server toolcall recognises (the adapter
        keeps its default); else the :class:`StructuredCall`.

    Raises:
        ServerError: the server's dialect had to be probed and the server could not be reached.
    """
    inner = inner_server(llm)
    if inner is None:
        return None
    server = _server(inner)
    fields = structured_fields(server.dialect, schema)
    if inner.client == "ollama":
        native = {"format": dict(schema)}
        return StructuredCall(native, server, native, ("server-dialect:ollama",))
    if not fields:
        return StructuredCall({}, server, {}, ("server-dialect:plain", "constrained-unavailable"))
    extra = _own_extra_body(llm)
    given = (call_kwargs or {}).get("extra_body")
    if isinstance(given, Mapping):
        extra.update(given)
    extra.update(fields)
    for key, value in envelope_sampling(server.dialect).items():
        extra.setdefault(key, value)  # the user's own setting wins
    return StructuredCall({"extra_body": extra}, server, fields, (f"server-dialect:{server.dialect}",))


async def aprepare_server(llm: object) -> None:
    """Probe ``llm``'s server ahead of a turn without blocking the event loop (a no-op when it
    is cached, pinned, or ``llm`` is not a served model); errors surface in the turn itself."""
    inner = inner_server(llm)
    if inner is None or inner.client != "openai":
        return
    try:
        await aserver_info(inner.base_url, model=inner.model, api_key=inner.api_key, client=inner.http_client)
    except ServerError:
        return  # the turn's own request raises it with the request's context


def _status(error: BaseException) -> int | None:
    status = getattr(error, "status_code", None)
    if isinstance(status, int):
        return status
    response = getattr(error, "response", None)
    status = getattr(response, "status_code", None)
    return status if isinstance(status, int) else None


def _server_said(error: BaseException) -> str:
    body = getattr(error, "body", None) or getattr(error, "message", None) or str(error)
    text = body if isinstance(body, str) else repr(body)
    return text[:200]


_TRANSPORT_HINTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (
        ("Timeout",),
        "did not answer within the client's timeout; raise the inner model's `timeout`, "
        "lower the number of concurrent agents, or use a faster model",
    ),
    (
        ("RemoteProtocol", "ReadError", "Incomplete"),
        "closed the connection in the middle of a reply "
        "(killed or crashed?); restart it and send the request again (the conversation is unchanged)",
    ),
    (("Connect", "Connection"), "could not be reached; start it or fix the inner model's base URL"),
)
"""Exception class-name fragments (OpenAI client and httpx) and what to tell the user."""


def explain_server_error(
    error: BaseException, llm: object, structured: StructuredCall | None, purpose: str
) -> ServerError | None:
    """Explain an inner model's exception in terms of the server it talked to.

    Args:
        error: what the inner model raised.
        llm: the inner model.
        structured: the structured-output fields the request carried, if any.
        purpose: the request's purpose (``extract``, ``repair``, ``answer``, ...).

    Returns:
        A :class:`ServerError` to raise ``from error`` when a structured request was refused;
        else None, after adding a note to ``error`` naming the server and what to do (when
        the error is a transport failure or an HTTP status).
    """
    inner = inner_server(llm)
    if inner is None:
        return None
    status = _status(error)
    if structured is not None and structured.fields and status in REFUSAL_STATUSES:
        server = structured.server
        spec = DIALECTS[server.dialect]
        shown = next(iter(structured.fields))
        msg = (
            f"The {server.label} at {server.base_url} refused the {purpose!r} request with HTTP "
            f"{status}; the request carried `{shown}` ({spec.shape}), the {server.dialect!r} "
            f"structured-output API (detected by {server.evidence}). Server said: "
            f"{_server_said(error)}. If this server does not accept that parameter, pass "
            f"constrained=False, or pin another dialect: prompt_toolcall.serving.set_dialect("
            f"{server.base_url!r}, 'plain')."
        )
        return ServerError(msg)
    names: set[str] = set()
    seen: BaseException | None = error
    while seen is not None and len(names) < 64:  # the error and what it was raised from
        names |= _mro_names(seen)
        seen = seen.__cause__ or seen.__context__
    hint = next((h for frags, h in _TRANSPORT_HINTS if any(f in n for n in names for f in frags)), None)
    if hint is None and status is not None:
        hint = f"answered HTTP {status}"
    add_note = getattr(error, "add_note", None)  # PEP 678, Python >= 3.11
    if hint is not None and callable(add_note):
        add_note(f"toolcall: the server at {inner.base_url} {hint}.")
    return None
