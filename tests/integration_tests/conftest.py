"""Session fixtures for the tests that run the real embedded model (marked ``model``).

Each model is loaded at most once per test session: ``prompt_toolcall.local.load_llama`` keeps one
``llama_cpp.Llama`` per (model, n_ctx) per process, and every fixture and test here (and the
LangChain / LlamaIndex integration tests) share it. The 0.5B model serves tests where speed
matters more than quality; the 1.5B (the default) the tests where the answer must be right.

``model_timer`` records the wall time of each model-backed invoke; the terminal summary
prints them with the total, so a CI log shows what the model tests cost.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

FAST = "qwen2.5-coder-0.5b"
GOOD = "qwen2.5-coder-1.5b"

_TIMINGS: list[tuple[str, float, int]] = []
_CPU_TIMES: list[tuple[str, float]] = []


class ModelTimer:
    """Records (label, seconds, inner model requests) of model-backed calls."""

    @contextmanager
    def measure(self, label: str) -> Iterator[dict[str, int]]:
        info = {"requests": 1}
        start = time.perf_counter()
        try:
            yield info
        finally:
            _TIMINGS.append((label, time.perf_counter() - start, info["requests"]))

    def record_cpu(self, label: str, seconds: float) -> None:
        """Add a process's CPU time, shown under the wall times (not in their total)."""
        _CPU_TIMES.append((label, seconds))


@pytest.fixture(scope="session")
def model_timer() -> ModelTimer:
    return ModelTimer()


@pytest.fixture(scope="session")
def llama_fast() -> Any:
    """The raw ``llama_cpp.Llama`` of the 0.5B model (loaded once)."""
    from prompt_toolcall.local import load_llama

    return load_llama(FAST)


@pytest.fixture(scope="session")
def chat_fast(llama_fast: Any) -> Any:
    """LangChain ``ChatLocalLlama`` on the 0.5B model, temperature 0."""
    from langchain_toolcall.local import chat_model

    return chat_model(FAST, max_tokens=256)


@pytest.fixture(scope="session")
def chat_good() -> Any:
    """LangChain ``ChatLocalLlama`` on the 1.5B default model, temperature 0."""
    from langchain_toolcall.local import chat_model
    from prompt_toolcall.local import load_llama

    load_llama(GOOD)
    return chat_model(GOOD, max_tokens=256)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _TIMINGS:
        return
    total = sum(seconds for _, seconds, _ in _TIMINGS)
    requests = sum(n for _, _, n in _TIMINGS)
    terminalreporter.section("embedded model timings")
    for label, seconds, n in _TIMINGS:
        terminalreporter.write_line(f"{seconds:7.1f} s  {n} request(s)  {label}")
    terminalreporter.write_line(f"{total:7.1f} s  {requests} request(s)  total")
    for label, seconds in _CPU_TIMES:
        terminalreporter.write_line(f"{seconds:7.1f} s  CPU  {label}")
