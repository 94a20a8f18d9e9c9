"""Load an embedded model with llama-cpp-python, once per process.

Data flow::

    load_llama(model, n_ctx)
      -> cache hit for (model, n_ctx)?                       -> the same Llama object
      -> ensure_model(model)   (assemble + sha256 check, prompt_toolcall.local.assemble)
      -> OMP_WAIT_POLICY=PASSIVE unless the user set it, then import llama_cpp
      -> llama_cpp.Llama(path, n_ctx, n_threads, verbose=False)  (chat template from the GGUF)
      -> cached; model_lock(llama) serialises generation on it

One object per (model, n_ctx) matters twice: loading costs seconds and ~2 GB (1.5B), and
llama.cpp reuses the KV cache of the previous prompt's common prefix - with the manifest
first in the extractor prompt, a repeat Qwen2.5-Coder-0.5B call fell from 8.6 s to 1.5 s
(measured with llama-cpp-python 0.3.36 on 2 threads: same Llama object, no cache reset).
"""

from __future__ import annotations

import atexit
import os
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from prompt_toolcall.errors import ModelError
from prompt_toolcall.local.assemble import ensure_model
from prompt_toolcall.local.models import DEFAULT_MODEL, get_model_spec

__all__ = [
    "DEFAULT_N_CTX",
    "DEFAULT_PROMPT_CACHE_BYTES",
    "THREADS_ENV_VAR",
    "default_threads",
    "load_llama",
    "loaded_models",
    "model_lock",
    "to_llama_response_format",
    "unload_all",
]

DEFAULT_N_CTX = 4096
"""Context window. UNMEASURED: no other size compared. An extractor prompt is ~470 tokens
and a demo conversation with a few tool results stays under 2k; 4096 leaves room at ~100 MB
of KV cache."""

THREADS_ENV_VAR = "TOOLCALL_THREADS"
"""Environment variable that sets the default ``n_threads``."""

MAX_DEFAULT_THREADS = 8
"""Cap on the default thread count. UNMEASURED: token generation is memory-bound, so more
threads than ~8 rarely help a 1.5B model and hurt neighbours."""

_LOCK = threading.Lock()
_CACHE: dict[tuple[str, int], Any] = {}
_MODEL_LOCKS: dict[int, threading.Lock] = {}


def default_threads() -> int:
    """``$TOOLCALL_THREADS`` if set, else the CPU count capped at ``MAX_DEFAULT_THREADS``."""
    env = os.environ.get(THREADS_ENV_VAR)
    if env:
        try:
            value = int(env)
        except ValueError as e:
            msg = f"{THREADS_ENV_VAR} must be a positive integer. Received: {env!r}"
            raise ModelError(msg) from e
        if value < 1:
            msg = f"{THREADS_ENV_VAR} must be a positive integer. Received: {env!r}"
            raise ModelError(msg)
        return value
    return max(1, min(os.cpu_count() or 1, MAX_DEFAULT_THREADS))


def _import_llama_cpp() -> Any:
    # Measured: under CPU contention 2-thread llama.cpp went from 14 s to 110 s per call with
    # OpenMP's default busy-wait; PASSIVE fixes it. It must be set before the library loads.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    try:
        import llama_cpp
    except ImportError as e:
        msg = (
            "The embedded model needs llama-cpp-python. Run `pip install 'prompt-toolcall[local]'` "
            "(it builds llama.cpp from source: ~5-6 min with "
            'CMAKE_ARGS="-DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF").'
        )
        raise ModelError(msg) from e
    return llama_cpp


DEFAULT_PROMPT_CACHE_BYTES = 512 << 20
"""RAM kept for saved prompt states (512 MiB), so a prompt whose prefix was seen before an
unrelated request is not read again.

Why: llama.cpp reuses only the previous request's prefix. An agent alternates extractor
requests (the same tool manifest first) with answer requests (the chat template first), so
every extractor request after an answer re-read the whole manifest. Measured with the 0.5B
on one contended thread (an 851-token extractor prompt after an answer request): 36-42 s
without the cache, 2.7-3.7 s with it. A state costs about 8 KB per token on the 0.5B and
28 KB on the 1.5B (KV cache), so 512 MiB keeps roughly nine 2,000-token 1.5B prompts; the
least recently used goes first. Greedy output after a restored prefix can differ from a
fresh read in rare tokens (one of five replies in that measurement), as it already does
after llama.cpp's own prefix reuse: the numbers are summed in a different batch split."""


def _prompt_cache(llama_cpp: Any, capacity_bytes: int) -> Any:
    """A ``LlamaRAMCache`` whose saved states keep no logits.

    Why: llama-cpp-python saves the whole logits buffer with each state (n_batch x n_vocab
    floats: 311 MB for Qwen2.5's 151,936-token vocabulary) and does not count it against the
    capacity, so an agent run grew to 8 GB. A restored state is always followed by at least
    one freshly evaluated token, whose logits are computed anew; the saved rows are only read
    for logprobs, which no request here asks for. One zero row broadcasts into the buffer on
    restore (``Llama.load_state`` assigns ``scores[:n_tokens] = state.scores``).
    """
    import numpy as np

    class CompactRAMCache(llama_cpp.LlamaRAMCache):
        def __setitem__(self, key: Any, value: Any) -> None:
            row = np.zeros((1, value.scores.shape[-1]), dtype=value.scores.dtype)
            compact = llama_cpp.llama.LlamaState(
                input_ids=value.input_ids,
                scores=row,
                n_tokens=value.n_tokens,
                llama_state=value.llama_state,
                llama_state_size=value.llama_state_size,
                seed=value.seed,
            )
            super().__setitem__(key, compact)

    return CompactRAMCache(capacity_bytes=capacity_bytes)


def load_llama(
    model: str = DEFAULT_MODEL,
    *,
    n_ctx: int = DEFAULT_N_CTX,
    n_threads: int | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    progress: bool = True,
    prompt_cache_bytes: int = DEFAULT_PROMPT_CACHE_BYTES,
    **llama_kwargs: Any,
) -> Any:
    """Return the process-wide ``llama_cpp.Llama`` for ``model``, loading it on first use.

    Args:
        model: ``"qwen2.5-coder-1.5b"`` (default) or ``"qwen2.5-coder-0.5b"`` (faster, weaker).
        n_ctx: context window in tokens; part of the cache key.
        n_threads: CPU threads; default ``default_threads()``. Ignored on a cache hit.
        cache_dir: where the assembled GGUF lives (default ``$TOOLCALL_CACHE_DIR`` or the
            platform user cache dir).
        progress: show a progress bar while assembling on first use.
        prompt_cache_bytes: RAM for llama.cpp's prompt-state cache (``LlamaRAMCache``);
            0 turns it off. Ignored on a cache hit. See :data:`DEFAULT_PROMPT_CACHE_BYTES`.
        **llama_kwargs: passed to ``llama_cpp.Llama`` on first load (e.g. ``n_batch``).

    Returns:
        A ``llama_cpp.Llama`` (``verbose=False``). Generate with ``temperature=0`` for
        deterministic output (Qwen2.5-Coder with llama-cpp-python 0.3.36: 9 of 9 repeated
        requests gave identical replies); the chat models here default to it.
        Guard concurrent use with ``model_lock(llama)``.

    Raises:
        ModelError: llama-cpp-python is missing, the model cannot be assembled or verified,
            or llama.cpp fails to load the file.
        ValueError: ``model`` is unknown or ``n_ctx`` is not a positive integer.
    """
    spec = get_model_spec(model)
    if not isinstance(n_ctx, int) or isinstance(n_ctx, bool) or n_ctx < 1:
        msg = f"n_ctx must be a positive integer. Received: {n_ctx!r}"
        raise ValueError(msg)
    key = (spec.key, n_ctx)
    with _LOCK:
        cached = _CACHE.get(key)
        if cached is not None:
            return cached
        path: Path = ensure_model(spec, cache_dir=cache_dir, progress=progress)
        llama_cpp = _import_llama_cpp()
        threads = n_threads if n_threads is not None else default_threads()
        try:
            llama = llama_cpp.Llama(
                model_path=str(path),
                n_ctx=n_ctx,
                n_threads=threads,
                n_threads_batch=threads,
                verbose=False,
                **llama_kwargs,
            )
        except (ValueError, RuntimeError, OSError) as e:
            msg = (
                f"llama.cpp could not load {path} ({e}). The file passed its sha256 check, so "
                f"llama-cpp-python may be too old for this GGUF: `pip install -U llama-cpp-python`."
            )
            raise ModelError(msg) from e
        if prompt_cache_bytes > 0:
            llama.set_cache(_prompt_cache(llama_cpp, prompt_cache_bytes))
        if not _CACHE:
            # Close models before interpreter teardown: llama-cpp-python's own finaliser then
            # runs after its C bindings are gone and prints "TypeError: 'NoneType' object is
            # not callable" at exit (seen at the end of every test session).
            atexit.register(unload_all)
        _CACHE[key] = llama
        _MODEL_LOCKS[id(llama)] = threading.Lock()
        return llama


def model_lock(llama: Any) -> threading.Lock:
    """The lock that serialises generation on one loaded ``Llama`` (it is not thread-safe)."""
    with _LOCK:
        lock = _MODEL_LOCKS.get(id(llama))
        if lock is None:
            lock = _MODEL_LOCKS[id(llama)] = threading.Lock()
        return lock


def loaded_models() -> list[tuple[str, int]]:
    """The (model, n_ctx) pairs loaded in this process."""
    with _LOCK:
        return sorted(_CACHE)


def unload_all() -> None:
    """Drop every cached model (frees memory once no one else holds a reference)."""
    with _LOCK:
        for llama in _CACHE.values():
            _MODEL_LOCKS.pop(id(llama), None)
            close = getattr(llama, "close", None)
            if callable(close):
                close()
        _CACHE.clear()


def to_llama_response_format(response_format: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Translate an OpenAI-style ``response_format`` into llama-cpp-python's form.

    Accepts ``{"type": "json_schema", "json_schema": {"schema": S, ...}}``,
    ``{"type": "json_object", "schema": S}``, ``{"type": "json_object"}`` and
    ``{"type": "text"}`` (or ``None``: no constraint).

    Returns:
        ``{"type": "json_object", "schema": S}``, ``{"type": "json_object"}`` or ``None``.

    Raises:
        ValueError: any other shape; the message lists the accepted ones.
    """
    if response_format is None:
        return None
    kind = response_format.get("type") if isinstance(response_format, Mapping) else None
    if kind == "text":
        return None
    if kind == "json_object":
        schema = response_format.get("schema")
        if schema is None:
            return {"type": "json_object"}
        if isinstance(schema, Mapping):
            return {"type": "json_object", "schema": dict(schema)}
    if kind == "json_schema":
        spec = response_format.get("json_schema")
        schema = spec.get("schema") if isinstance(spec, Mapping) else None
        if isinstance(schema, Mapping):
            return {"type": "json_object", "schema": dict(schema)}
    shown = repr(response_format)[:200]
    msg = (
        "response_format must be {'type': 'json_schema', 'json_schema': {'schema': {...}}}, "
        "{'type': 'json_object', 'schema': {...}}, {'type': 'json_object'} or {'type': 'text'}. "
        f"Received: {shown}"
    )
    raise ValueError(msg)
