"""Make the scripted inner models of the unit tests importable here (one copy of them), with
the prompt reader they share (``tests/unit_tests/prompt_parts.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_UNIT = Path(__file__).resolve().parents[2] / "unit_tests"
for _folder in (_UNIT, _UNIT / "langchain"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))


# The real-model standard suite (test_standard_local.py) runs the tests that exercise tool calling:
# every tool-calling and structured-output test. The plain chat tests (invoke, stream, batch, usage,
# stop, conversation, ...) pass straight through to the inner model; they run on the scripted
# model in test_standard_scripted.py, and one full real-model run of them passed (37 passed,
# 2026-11-29, 15.6 min), too long to repeat in every CI run. The async twins of
# test_tool_calling and test_structured_output send the same requests through ChatToolcall's
# async path; they run on the scripted model (the async code) and ran on the real model in
# the full run above, and are left out here to make room for the NEED_INFO sample
# on the 1.5B model (tests/integration_tests/test_need_info_local.py).
#
# test_tool_choice and test_json_mode ran on the real 0.5B as non-strict xfails (a forced
# call on "Hello!" invents an out-of-range value; json_mode's reply was unreadable once in
# three runs): such a test cannot fail, so it bought nothing for its ~35 s. Both run on the
# scripted model, where they must pass.
#
# Structured output runs on the real model in one schema spelling (pydantic) plus few-shot. The
# other spellings (TypedDict, JSON Schema, pydantic v1, an optional field) differ only in how
# the schema is written; it is converted to one JSON Schema before any request, and all of them
# run on the scripted model. On the real 0.5B they cost 3.5-4.5 min per CI run (2026-12-01,
# durations with one other model process on the cores: 138 s, 77 s, 43 s, 18 s), a fifth of the
# suite's time for conversion code the scripted run covers.
REAL_MODEL_TESTS = frozenset(
    {
        "test_tool_calling",
        "test_bind_runnables_as_tools",
        "test_tool_message_histories_string_content",
        "test_tool_message_histories_list_content",
        "test_tool_calling_with_no_arguments",
        "test_tool_message_error_status",
        "test_structured_few_shot_examples",
        "test_structured_output",
        "test_agent_loop",
        "test_unicode_tool_call_integration",
    }
)


REAL_MODEL_SCRIPTED_ONLY = frozenset(
    {"test_structured_output[typeddict]", "test_structured_output[json_schema]"}
)
"""Parametrized cases of a real-model test that run on the scripted model only (see above)."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        cls = getattr(item, "cls", None)
        name = getattr(item, "originalname", item.name)
        local = cls is not None and cls.__name__ == "TestChatToolcallLocal"
        if local and (name not in REAL_MODEL_TESTS or item.name in REAL_MODEL_SCRIPTED_ONLY):
            dropped.append(item)
        else:
            keep.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
