"""canitoolcall with each family's special tokens stripped (what a server with
``skip_special_tokens=True`` returns), per family, so a reader change that loses a
stripped-token reading fails here with the family named.

Floors are the strict passes measured when the stripped readings were added; the misses
left lose information with the tokens (a marker quoted inside a value, where a section
began, the boundary between thought and answer without a call) and each reader's
docstring says which.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

FLOORS: dict[str, int] = {
    "deepseek": 80,
    "gemma4": 36,
    "glm": 51,
    "gpt-oss": 49,
    "kimi": 39,
    "llama": 32,
    "mistral": 30,
    "qwen3-hermes": 50,
    "qwen3-xml": 54,
}
TOTAL_FLOOR = 421


def _adapter() -> ModuleType:
    name = "_canitoolcall_adapter"
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parents[1] / "test_canitoolcall.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _stripped_passes(family: str) -> tuple[int, list[str]]:
    from canitoolcall.pytest_plugin import assert_conforms

    a = _adapter()
    passed, failed = 0, []
    for fx in a.FIXTURES:
        if fx.family != family:
            continue
        try:
            assert_conforms(fx, a._parse(fx, a._strip_special(fx)))
            passed += 1
        except AssertionError:
            failed.append(fx.id)
    return passed, failed


@pytest.mark.parametrize("family", sorted(FLOORS))
def test_stripped_tokens_per_family(family: str) -> None:
    passed, failed = _stripped_passes(family)
    assert passed >= FLOORS[family], failed


def test_stripped_tokens_total_floor() -> None:
    total = sum(_stripped_passes(family)[0] for family in FLOORS)
    assert total >= TOTAL_FLOOR
