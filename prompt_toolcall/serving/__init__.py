"""Constrained envelopes over OpenAI-compatible servers: each engine's own structured-output API.

Data flow::

    ChatToolcall / ToolcallLLM extractor request with the envelope JSON Schema
      ──► structured_kwargs(inner_model, schema)          (inner.py)
            ──► server_info(base_url): probed once per URL, cached   (probe.py)
            ──► structured_fields(dialect, schema)                    (dialects.py)
      ──► the inner model's call kwargs (``extra_body`` / ``format``) + a ``server-dialect:<key>`` note

See docs/serving.md for each server's flags and what was run against a real server.
"""

from __future__ import annotations

from prompt_toolcall.serving.dialects import DIALECTS, DialectSpec, ServerDialect, structured_fields
from prompt_toolcall.serving.inner import (
    InnerServer,
    StructuredCall,
    aprepare_server,
    explain_server_error,
    inner_server,
    structured_kwargs,
)
from prompt_toolcall.serving.probe import (
    ServerInfo,
    aserver_info,
    cached_servers,
    forget_servers,
    probe_steps,
    server_info,
    set_dialect,
)

__all__ = [
    "DIALECTS",
    "DialectSpec",
    "InnerServer",
    "ServerDialect",
    "ServerInfo",
    "StructuredCall",
    "aprepare_server",
    "aserver_info",
    "cached_servers",
    "explain_server_error",
    "forget_servers",
    "inner_server",
    "probe_steps",
    "server_info",
    "set_dialect",
    "structured_fields",
    "structured_kwargs",
]
