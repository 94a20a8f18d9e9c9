"""Tests that need the embedded model (marked ``model``) and a checkout without it.

``pip install -e '.[dev]'`` does not build llama-cpp-python (about 5.5 min on 2 cores), so a
docs or parser change can be tested without it: the ``model`` tests are then skipped with a
message saying how to run them. Under CI (``CI=true``) they are never skipped: a missing model
build fails the run instead of hiding it.
"""

from __future__ import annotations

import importlib.util
import os

import pytest

NO_MODEL_REASON = (
    "needs the embedded model: llama-cpp-python is not installed. "
    "Run `pip install -e '.[all,dev]'` to run the model tests (CI always runs them)."
)


def model_runtime_missing() -> bool:
    """Whether llama-cpp-python is absent (checked without importing it)."""
    return importlib.util.find_spec("llama_cpp") is None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CI", "").lower() in ("1", "true", "yes") or not model_runtime_missing():
        return
    skip = pytest.mark.skip(reason=NO_MODEL_REASON)
    for item in items:
        if item.get_closest_marker("model") is not None or item.get_closest_marker("llama_cpp") is not None:
            item.add_marker(skip)
