"""The sample format: matchers, grading, and malformed sample files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from prompt_toolcall.eval.sample import Outcome, grade, load_sample, match_value


@pytest.mark.parametrize(
    ("matcher", "value", "ok"),
    [
        ("Lima", " lima ", True),
        ("Lima", "Lime", False),
        (25, 25.0, True),
        (25, "25", False),
        (1, True, False),
        (True, True, True),
        ({"one_of": ["ja", "japanese"]}, "Japanese", True),
        ({"one_of": ["ja", "japanese"]}, "jp", False),
        ({"contains": "garbanzo"}, "Garbanzos", True),
        ({"contains": "garbanzo"}, 5, False),
        ("札幌", "札幌", True),
    ],
)
def test_matchers(matcher: object, value: object, ok: bool) -> None:
    assert match_value(matcher, value) is ok


def _item(item_id: str):  # type: ignore[no-untyped-def]
    return next(i for i in load_sample().items if i.id == item_id)


def test_grading_calls_is_order_free_and_exact_in_count() -> None:
    item = _item("parallel-weather-en")
    both = (("get_weather", {"city": "Quito"}), ("get_weather", {"city": "Lima", "unit": "celsius"}))
    assert grade(item, Outcome("calls", calls=both))[0]
    assert not grade(item, Outcome("calls", calls=both[:1]))[0]
    assert not grade(item, Outcome("calls", calls=(*both, both[0])))[0]


def test_grading_need_info_wants_the_function_and_one_listed_parameter() -> None:
    item = _item("need-info-email-fr")
    assert grade(item, Outcome("need_info", need_function="send_email", need_missing=("body",)))[0]
    ok, why = grade(item, Outcome("need_info", need_function="send_email", need_missing=("to",)))
    assert not ok and "expected" in why
    assert not grade(item, Outcome("need_info", need_function="translate_text", need_missing=("subject",)))[0]
    assert not grade(item, Outcome("calls", calls=(("send_email", {"to": "x"}),)))[0]


def test_grading_irrelevance_and_errors() -> None:
    item = _item("irrelevance-joke-en")
    assert grade(item, Outcome("no_tool"))[0]
    assert not grade(item, Outcome("need_info", need_function="get_weather", need_missing=("city",)))[0]
    ok, why = grade(item, Outcome("error", text="ConnectionError: down"))
    assert not ok and "ConnectionError" in why


def test_the_agent_item_needs_both_calls_and_the_answer() -> None:
    item = _item("agent-office-en")
    calls = (("find_employee", {"name": "Mara Lindqvist"}), ("get_office", {"employee_id": "E-4471"}))
    assert grade(item, Outcome("no_tool", calls=calls, text="She works in Porto."))[0]
    assert not grade(item, Outcome("no_tool", calls=calls, text="I do not know."))[0]
    assert not grade(item, Outcome("calls", calls=calls))[0]


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (b"\xff\xfe\x00", "not UTF-8"),
        (b"{not json", "not JSON"),
        (b'{"items": []}', "non-empty 'items'"),
        (json.dumps({"tools": {}, "items": [{"id": "a", "category": "magic"}]}).encode(), "category 'magic'"),
        (
            json.dumps(
                {
                    "tools": {},
                    "items": [{"id": "a", "category": "selection", "tools": ["nope"], "messages": []}],
                }
            ).encode(),
            "unknown tool",
        ),
        (
            json.dumps(
                {
                    "tools": {"f": {"parameters": {"type": "object"}}},
                    "items": [
                        {
                            "id": "a",
                            "category": "selection",
                            "tools": ["f"],
                            "messages": [{"role": "user", "content": "x"}],
                            "expect": {"calls": [], "no_call": True},
                        }
                    ],
                }
            ).encode(),
            "exactly one of",
        ),
    ],
)
def test_malformed_samples_raise_naming_the_problem(tmp_path: Path, content: bytes, match: str) -> None:
    path = tmp_path / "sample.json"
    path.write_bytes(content)
    with pytest.raises(ValueError, match=match):
        load_sample(path)


def test_only_rejects_unknown_ids() -> None:
    with pytest.raises(ValueError, match="unknown sample item"):
        load_sample().only(["nope"])
    assert [i.id for i in load_sample().only(["agent-office-en"]).items] == ["agent-office-en"]
