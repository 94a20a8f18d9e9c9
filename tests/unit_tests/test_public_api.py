"""The core's front door: ``prompt_toolcall.__all__`` is pinned and every name resolves."""

from __future__ import annotations

import subprocess
import sys

import pytest

import prompt_toolcall

EXPECTED = {
    # value types and errors (imported with the package)
    "Detection", "Envelope", "EnvelopeCalls", "EnvelopeError", "EnvelopeNeedInfo", "EnvelopeUnreadable",
    "FunctionTool", "InvalidToolCall", "MisuseError", "PairingError", "SchemaError", "ToolCall",
    "ToolChoice", "ToolcallError", "UnknownDialectError", "new_call_id", "normalize_tools",
    # entry points (imported on first access)
    "Extractor", "ToolMisuseBreaker", "TurnEngine", "TurnInput", "TurnOptions", "TurnResult",
    "build_extractor_prompt", "check_grounding", "collect_sources", "detect", "detect_tool_calls",
    "extract_tool_calls", "parse_envelope", "register_reader", "repair_tool_pairing", "validate_tool_pairing",
}  # fmt: skip


def test_all_is_pinned() -> None:
    assert set(prompt_toolcall.__all__) == EXPECTED
    assert len(prompt_toolcall.__all__) == len(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_public_name_resolves(name: str) -> None:
    value = getattr(prompt_toolcall, name)
    assert getattr(value, "__name__", name) == name


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'detekt'"):
        _ = prompt_toolcall.detekt  # type: ignore[attr-defined]


def test_importing_the_package_loads_no_entry_point_module() -> None:
    code = (
        "import sys, prompt_toolcall;"
        "heavy=[m for m in ('prompt_toolcall.loop.turn','prompt_toolcall.checking.grounding',"
        "'prompt_toolcall.reading.detect') if m in sys.modules]; print(heavy); sys.exit(1 if heavy else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
