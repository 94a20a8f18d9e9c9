"""Which structured-output API an OpenAI-compatible server speaks, and the request fields for each.

Data flow::

    envelope JSON Schema (prompt_toolcall.extraction.envelope_schema)
      + ServerDialect name ("vllm", "llama-cpp-python", ...)
      ──► structured_fields(dialect, schema) ──► the JSON body fields to add to one
          /v1/chat/completions request (empty for "plain": free decoding)

Every engine accepts a JSON Schema for a chat completion, but not in the same field. The
shapes below come from each engine's own server code or documentation (checked 2026-12):

- OpenAI, vLLM, SGLang, Ollama's ``/v1`` endpoint: ``response_format`` ``{"type": "json_schema",
  "json_schema": {"name", "schema", "strict"}}`` (vLLM also takes ``structured_outputs:
  {"json": S}`` as an extra body field since 0.10, and ``guided_json`` before 0.12).
- llama.cpp's ``llama-server`` and llama-cpp-python's server: ``response_format``
  ``{"type": "json_object", "schema": S}``. llama-cpp-python 0.3.36 validates ``type`` against
  ``Literal["text", "json_object"]`` (``llama_cpp/llama_types.py``), so the OpenAI shape is
  refused there; llama-server takes both, and this one works on both.
- Hugging Face TGI: ``response_format`` ``{"type": "json_object", "value": S}`` (its router's
  ``GrammarType``: ``tag = "type", content = "value"``, ``json_object`` an alias of ``json``).
- Ollama's native ``/api/chat``: ``format: S`` (what ``ChatOllama`` sends; see
  :func:`prompt_toolcall.serving.inner.structured_kwargs`).
- ``plain``: a server with no structured output; nothing is sent and the extractor's tolerant
  reader takes the free reply (the constrained prompt still asks for the same JSON object).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

__all__ = [
    "DIALECTS",
    "ENVELOPE_SAMPLING",
    "DialectSpec",
    "ServerDialect",
    "check_dialect",
    "envelope_sampling",
    "structured_fields",
]

ServerDialect = Literal[
    "openai", "vllm", "sglang", "llama-server", "llama-cpp-python", "ollama", "tgi", "plain"
]
"""The structured-output dialects toolcall knows (``plain``: none, free decoding)."""

SCHEMA_NAME = "envelope"
"""The ``json_schema.name`` sent with the OpenAI shape (a name is required there)."""


@dataclass(frozen=True)
class DialectSpec:
    """One dialect: who speaks it and which request field carries the schema.

    Attributes:
        name: the dialect key.
        label: the server's name, as error messages and notes show it.
        parameter: the request field that carries the schema (``""`` for ``plain``).
        shape: the field's ``type`` spelling, for error messages.
    """

    name: ServerDialect
    label: str
    parameter: str
    shape: str


DIALECTS: Mapping[str, DialectSpec] = {
    "openai": DialectSpec("openai", "OpenAI-compatible server", "response_format", "json_schema"),
    "vllm": DialectSpec("vllm", "vLLM", "response_format", "json_schema"),
    "sglang": DialectSpec("sglang", "SGLang", "response_format", "json_schema"),
    "llama-server": DialectSpec("llama-server", "llama.cpp llama-server", "response_format", "json_object"),
    "llama-cpp-python": DialectSpec(
        "llama-cpp-python", "llama-cpp-python server", "response_format", "json_object"
    ),
    "ollama": DialectSpec("ollama", "Ollama", "response_format", "json_schema"),
    "tgi": DialectSpec("tgi", "Hugging Face TGI", "response_format", "json_object"),
    "plain": DialectSpec("plain", "OpenAI-compatible server without structured output", "", ""),
}
"""Every dialect by key (the keys are public: users pass them to ``set_dialect``)."""

assert set(DIALECTS) == set(get_args(ServerDialect))  # the table and the type agree


ENVELOPE_SAMPLING: Mapping[str, Mapping[str, Any]] = {
    "llama-cpp-python": {"repeat_penalty": 1.0},
}
"""Sampling fields an envelope request sends to a dialect whose server default is not greedy
decoding, unless the inner model's own ``extra_body`` sets them.

Why: llama-cpp-python's server defaults ``repeat_penalty`` to 1.1 (``llama_cpp/server/types.py``),
where the library's own ``create_chat_completion`` defaults it to 1.0. A JSON envelope repeats
tokens by nature (quotes, braces, digits of a date), so the penalty changes what the model
writes even at temperature 0. Measured on the held-out grounding fixtures with the 0.5B
model, constrained: without this field the served replies differed from the in-process ones on
6 of the first 10 requests (an invented check-in date ``2023-01-01`` came back as
``2023-10-01``); with it, all 124 served replies equal the in-process ones. llama.cpp's
``llama-server`` (1.0), vLLM and SGLang (1.0) already default to no penalty."""


def envelope_sampling(dialect: str) -> dict[str, Any]:
    """The sampling fields an envelope request sends to ``dialect``'s server (``{}`` for most)."""
    return dict(ENVELOPE_SAMPLING.get(check_dialect(dialect), {}))


def check_dialect(dialect: str) -> ServerDialect:
    """``dialect`` if it is a known key.

    Raises:
        ValueError: an unknown key; the message lists the known ones.
    """
    if dialect not in DIALECTS:
        msg = f"Unknown server dialect {dialect!r}. Expected one of {sorted(DIALECTS)}."
        raise ValueError(msg)
    return DIALECTS[dialect].name


def structured_fields(dialect: str, schema: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON body fields that ask ``dialect``'s server to decode under ``schema``.

    Args:
        dialect: a :data:`ServerDialect` key.
        schema: the JSON Schema of the reply.

    Returns:
        The fields to merge into the chat-completion request body (``{}`` for ``plain``).

    Raises:
        ValueError: an unknown dialect.

    Example:
        ```python
        structured_fields("llama-cpp-python", {"type": "object"})
        # {'response_format': {'type': 'json_object', 'schema': {'type': 'object'}}}
        ```
    """
    name = check_dialect(dialect)
    body = dict(schema)
    if name == "plain":
        return {}
    if name in ("llama-server", "llama-cpp-python"):
        return {"response_format": {"type": "json_object", "schema": body}}
    if name == "tgi":
        return {"response_format": {"type": "json_object", "value": body}}
    return {
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": SCHEMA_NAME, "schema": body, "strict": True},
        }
    }
