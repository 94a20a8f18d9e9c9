"""Which failed call the engine offers for correction (prompt_toolcall.loop.retries)."""

from __future__ import annotations

import json

import pytest

from prompt_toolcall.loop.retries import reports_failure, retry_candidate
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import FunctionTool

DAY = FunctionTool.from_dict(
    {
        "name": "list_reports",
        "description": "The reports of one day.",
        "parameters": {"type": "object", "properties": {"day": {"type": "string"}}, "required": ["day"]},
    }
)


@pytest.mark.parametrize(
    "text",
    [
        "Error: cannot read the date '3/3'; write it as YYYY-MM-DD.",
        "  ERROR - quota exceeded",
        "error: bad id",
        "Exception: KeyError('id')",
        "Traceback (most recent call last):\n  ...",
        '{"error": "no such account"}',
        '{"errors": [{"message": "bad date"}], "data": null}',
        "**Error**: bad id",
    ],
)
def test_conventional_failure_reports_are_recognised(text: str) -> None:
    assert reports_failure(text)


@pytest.mark.parametrize(
    "text",
    [
        "No errors found in the log.",
        "Errors are logged daily; today's log is empty.",  # "Errors" is not the word "Error"
        '{"error": null, "data": {"id": 3}}',  # an empty error slot: a success
        '{"error": ""}',
        '["error"]',  # not an object
        '{"errors": [] }',
        "Fehler: Datum unlesbar.",  # another language: not recognised (documented)
        "",
        "{" * 50_000,  # not JSON
        '{"a": ' * 5_000 + "1" + "}" * 5_000,  # nested past the reader's stack
        "x" * 200_000,
    ],
)
def test_other_results_are_not_failures(text: str) -> None:
    assert not reports_failure(text)


def _after(*results: tuple[str, str]) -> list[Message]:
    messages = [Message("user", "What was reported on 3rd March 2026?")]
    for i, (day, text) in enumerate(results):
        messages.append(
            Message("assistant", "", tool_calls=(MessageToolCall(f"c{i}", "list_reports", {"day": day}),))
        )
        messages.append(Message("tool", text, tool_call_id=f"c{i}", name="list_reports"))
    return messages


def test_the_latest_first_failure_is_the_candidate() -> None:
    found = retry_candidate(_after(("3rd March", "Error: write it as YYYY-MM-DD")), (DAY,))
    assert found is not None
    outcome, function = found
    assert (outcome.name, dict(outcome.arguments), function.name) == (
        "list_reports",
        {"day": "3rd March"},
        "list_reports",
    )


def test_no_candidate_when_the_function_failed_before_or_is_unbound_or_a_later_call_succeeded() -> None:
    two_failures = _after(("3rd March", "Error: write it as YYYY-MM-DD"), ("2026-3-3", "Error: still wrong"))
    assert retry_candidate(two_failures, (DAY,)) is None
    assert retry_candidate(_after(("3rd March", "Error: bad")), ()) is None
    assert (
        retry_candidate(_after(("3rd March", "Error: bad"), ("2026-03-03", json.dumps([1]))), (DAY,)) is None
    )
    assert retry_candidate([Message("user", "hi")], (DAY,)) is None
