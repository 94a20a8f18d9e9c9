"""Where the model a card measures comes from.

Data flow::

    "qwen2.5-coder-1.5b"            ──► langchain_toolcall.local.chat_model(key)   (embedded, LangChain)
    base_url + model name           ──► langchain_openai.ChatOpenAI(base_url=..., model=...)
    "pkg.module:attr"               ──► the attribute; a zero-argument factory is called once
    a model object                  ──► used as it is
        ──► Backend(kind "langchain" | "llamaindex", model, label)

LangChain models run through ``ChatToolcall``, LlamaIndex LLMs through ``ToolcallLLM``: each
framework's own adapter, so the card measures the path an application of that framework takes
(both adapters drive the same turn engine with the same options). Frameworks are imported only
here, lazily, so the core still imports without them.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["Backend", "load_model"]

BackendKind = Literal["langchain", "llamaindex"]


@dataclass(frozen=True)
class Backend:
    """A model ready to be measured.

    Attributes:
        kind: ``langchain`` (a ``BaseChatModel``/``BaseLLM``, run through ``ChatToolcall``) or
            ``llamaindex`` (an ``LLM``, run through ``ToolcallLLM``).
        model: the model object.
        label: what the card calls it.
    """

    kind: BackendKind
    model: Any
    label: str


def _kind_of(obj: object) -> BackendKind | None:
    """The framework an object belongs to, checked without importing a framework that is absent."""
    modules = {c.__module__.split(".")[0] for c in type(obj).__mro__}
    if modules & {"langchain_core", "langchain"}:
        from langchain_core.language_models import BaseChatModel, BaseLLM

        if isinstance(obj, (BaseChatModel, BaseLLM)):
            return "langchain"
    if "llama_index" in modules:
        from llama_index.core.llms import LLM

        if isinstance(obj, LLM):
            return "llamaindex"
    return None


def _from_object(obj: object, label: str) -> Backend:
    kind = _kind_of(obj)
    if kind is None:
        msg = (
            f"{label}: expected a LangChain chat model / LLM or a LlamaIndex LLM (or a zero-argument "
            f"factory returning one). Received {type(obj).__name__}: {obj!r:.200}"
        )
        raise TypeError(msg)
    return Backend(kind, obj, label)


def _from_import_path(path: str) -> Backend:
    module_name, _, attr = path.partition(":")
    if not module_name or not attr:
        msg = f"import path {path!r} must look like 'package.module:attribute'"
        raise ValueError(msg)
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        msg = f"cannot import {module_name!r} for {path!r}: {e}"
        raise ValueError(msg) from e
    obj: Any = module
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError as e:
            msg = f"{module_name!r} has no attribute {attr!r} (from {path!r})"
            raise ValueError(msg) from e
    if _kind_of(obj) is None and callable(obj) and not isinstance(obj, type):
        obj = obj()  # a zero-argument factory
    elif isinstance(obj, type):
        msg = f"{path!r} is a class; point at an instance or a zero-argument factory function"
        raise TypeError(msg)
    return _from_object(obj, path)


def _embedded(key: str, n_threads: int | None) -> Backend:
    try:
        local = importlib.import_module("langchain_toolcall.local")
    except ImportError as e:
        msg = (
            f"the embedded model {key!r} needs the LangChain adapter and llama-cpp-python ({e}). "
            "Run `pip install 'prompt-toolcall[langchain,local]'`."
        )
        raise ImportError(msg) from e
    kwargs: dict[str, Any] = {}
    if n_threads is not None:
        kwargs["n_threads"] = n_threads
    return Backend("langchain", local.chat_model(key, **kwargs), key)


def _openai_server(base_url: str, model_name: str) -> Backend:
    try:
        from langchain_openai import ChatOpenAI
    except ImportError as e:
        msg = (
            f"--base-url needs langchain-openai to talk to an OpenAI-compatible server ({e}). "
            "Run `pip install langchain-openai`, or pass an import path to your own model."
        )
        raise ImportError(msg) from e
    api_key = os.environ.get("OPENAI_API_KEY") or "none"
    model = ChatOpenAI(base_url=base_url, model=model_name, api_key=api_key, temperature=0)  # type: ignore[arg-type]
    return Backend("langchain", model, f"{model_name} @ {base_url}")


def load_model(
    model: object,
    *,
    base_url: str | None = None,
    model_name: str | None = None,
    n_threads: int | None = None,
) -> Backend:
    """Resolve what to measure.

    Args:
        model: an embedded model key (``toolcall models``), an import path
            ``package.module:attribute`` to a LangChain chat model / LLM or a LlamaIndex LLM
            (an instance, or a zero-argument factory), a model object, or None with ``base_url``.
        base_url: an OpenAI-compatible server (``http://127.0.0.1:8080/v1``); the model then
            is ``model_name`` (or ``model`` when it is a string). Needs ``langchain-openai``;
            the key is ``$OPENAI_API_KEY`` or ``"none"``.
        model_name: the server's model name, with ``base_url``.
        n_threads: llama.cpp threads for an embedded model (default: llama.cpp's choice).

    Raises:
        ValueError: an unknown name or a bad import path (the message lists the embedded keys).
        TypeError: the object is not a LangChain or LlamaIndex model.
        ImportError: the framework a source needs is not installed (the message says what to install).
    """
    if base_url is not None:
        name = model_name or (model if isinstance(model, str) else None)
        if not name:
            msg = "--base-url needs --model NAME (the model name the server expects)"
            raise ValueError(msg)
        return _openai_server(base_url, name)
    if not isinstance(model, str):
        if model is None:
            msg = "no model given: pass an embedded model key, an import path, or --base-url with --model"
            raise ValueError(msg)
        return _from_object(model, type(model).__name__)
    from prompt_toolcall.local.models import MODELS

    if model in MODELS:
        return _embedded(model, n_threads)
    if ":" in model and "://" not in model:
        return _from_import_path(model)
    msg = (
        f"unknown model {model!r}: expected an embedded model ({', '.join(sorted(MODELS))}), an "
        "import path 'package.module:attribute', or --base-url URL --model NAME"
    )
    raise ValueError(msg)
