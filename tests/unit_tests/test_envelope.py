"""The envelope parser: its order of decisions and notes (prompt_toolcall.reading.envelope)."""

from __future__ import annotations

from typing import Any

import pytest

from prompt_toolcall.reading.envelope import parse_decision_reply, parse_envelope
from prompt_toolcall.reading.markers import NEED_INFO_MARKER as NEED
from prompt_toolcall.reading.markers import NO_TOOL_MARKER as NO
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER as CALL_M
from prompt_toolcall.types import EnvelopeCalls, EnvelopeNeedInfo, EnvelopeUnreadable

NAMES = {"get_weather", "send_email"}
FUNCTIONS: list[dict[str, Any]] = [
    {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
            "required": ["city"],
        },
    },
    {"name": "send_email", "parameters": {"type": "object", "properties": {"to": {"type": "string"}}}},
]
LIMA = '{"calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}'
QUITO = '{"calls":[{"name":"get_weather","arguments":{"city":"Quito"}}]}'


def _calls(env: Any) -> list[tuple[str, dict[str, Any]]]:
    assert isinstance(env, EnvelopeCalls), env
    return [(c.name, c.arguments) for c in env.calls]


# -- the decisions, in the parser's order -----------------------------------------------


def test_clean_tool_call() -> None:
    env = parse_envelope(CALL_M + LIMA, NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ()
    assert isinstance(env, EnvelopeCalls)
    assert not env.no_tool


def test_arguments_are_coerced() -> None:
    env = parse_envelope(
        CALL_M + '{"calls":[{"name":"get_weather","arguments":{"city":"A","days":"2"}}]}', NAMES, FUNCTIONS
    )
    assert _calls(env) == [("get_weather", {"city": "A", "days": 2})]


def test_fenced() -> None:
    env = parse_envelope(f"```json\n{CALL_M}{LIMA}\n```", NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("fenced",)


def test_need_info_reads_the_payload_after_the_last_marker() -> None:
    text = (
        f'{NEED}{{"function":"x","missing":["a"]}} {NEED}{{"function":"get_weather","missing":["city", 2]}}'
    )
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert env == EnvelopeNeedInfo("get_weather", ("city", "2"), ())


def test_need_info_with_unreadable_payload_is_still_need_info() -> None:
    env = parse_envelope(f"{NEED} I need the city", NAMES)
    assert env == EnvelopeNeedInfo("", (), ())


def test_need_info_before_no_tool() -> None:
    env = parse_envelope(f'{NO}\n{NEED}{{"function":"get_weather","missing":["city"]}}', NAMES)
    assert isinstance(env, EnvelopeNeedInfo)


def test_no_tool() -> None:
    env = parse_envelope(f"  {NO}  ", NAMES)
    assert env == EnvelopeCalls((), (), no_tool=True)


@pytest.mark.parametrize("other", [NO, NEED + '{"function":"get_weather","missing":["city"]}'])
def test_tool_call_marker_overrides_the_others(other: str) -> None:
    env = parse_envelope(f"{other}\n{CALL_M}{LIMA}", NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("prose-before",)


def test_duplicate_marker_reads_between_first_and_second() -> None:
    env = parse_envelope(f"{CALL_M}{LIMA}\n{CALL_M}{QUITO}", NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("duplicate-marker",)


def test_prose_before() -> None:
    env = parse_envelope(f"Sure, calling it now.\n{CALL_M}{LIMA}", NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("prose-before",)


def test_extracted_json_when_prose_follows_the_payload() -> None:
    env = parse_envelope(f"{CALL_M}{LIMA} Hope this helps!", NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ()


def test_calls_are_all_or_nothing_then_the_detector_reads_the_payload() -> None:
    # One call in a bare object (not the documented {"calls": [...]}) - the detector reads it.
    env = parse_envelope(f'{CALL_M}{{"name":"get_weather","arguments":{{"city":"Lima"}}}}', NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]


def test_explicit_empty_calls_is_an_answer() -> None:
    env = parse_envelope(f'{CALL_M}{{"calls": []}}', NAMES)
    assert env == EnvelopeCalls((), (), no_tool=True)


def test_bare_empty_array_is_not_an_answer() -> None:
    env = parse_envelope(f"{CALL_M}[]", NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert env.notes == ("marker-payload-unreadable", "invalid-json")


def test_marker_payload_unreadable_then_dialect() -> None:
    # The payload is garbage, but the whole reply holds a call in a dialect.
    text = f'<tool_call>{{"name":"send_email","arguments":{{"to":"a@b.c"}}}}</tool_call>\n{CALL_M} oops'
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert isinstance(env, EnvelopeCalls)
    assert [c.name for c in env.calls] == ["send_email"]
    assert env.notes == ("prose-before", "marker-payload-unreadable", "dialect")


def test_detector_reads_a_dialect_inside_the_payload() -> None:
    text = f'{CALL_M} oops\n<tool_call>{{"name":"send_email","arguments":{{"to":"a@b.c"}}}}</tool_call>'
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert [c.name for c in env.calls] == ["send_email"]  # type: ignore[union-attr]
    assert env.notes == ()


def test_no_marker_dialect() -> None:
    env = parse_envelope('{"name":"get_weather","arguments":{"city":"Lima"}}', NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("no-marker", "dialect")


def test_no_marker_nothing_found() -> None:
    env = parse_envelope("The weather in Lima is sunny.", NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert env.notes == ("no-marker", "invalid-json")
    assert env.errors and "no marker and no call found" in env.errors[0]


# -- mangled markers --------------------------------------------------------------------


@pytest.mark.parametrize("marker", ["<<TOOL_CALL>>", "<<<<TOOL_CALL>>>>", "<<TOOL_CALL>>>", "<<<TOOL_CALL>>"])
def test_mangled_tool_call_marker(marker: str) -> None:
    env = parse_envelope(marker + LIMA, NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert env.notes == ("mangled-marker",)


def test_mangled_no_tool_and_need_info() -> None:
    assert parse_envelope("<<NO_TOOL>>", NAMES) == EnvelopeCalls((), ("mangled-marker",), no_tool=True)
    env = parse_envelope('<<NEED_INFO>>{"function":"get_weather","missing":["city"]}', NAMES)
    assert env == EnvelopeNeedInfo("get_weather", ("city",), ("mangled-marker",))


def test_canonical_marker_is_not_mangled() -> None:
    env = parse_envelope(CALL_M + LIMA, NAMES)
    assert "mangled-marker" not in env.notes


# -- tolerances inside the payload ------------------------------------------------------


def test_doubled_braces_payload() -> None:
    text = CALL_M + '{{"calls":[{{"name":"get_weather","arguments":{{"city":"Lima"}}}}]}}'
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima"})]
    assert "doubled-braces" in env.notes


def test_python_false_payload() -> None:
    text = CALL_M + "{'calls': [{'name': 'get_weather', 'arguments': {'city': 'Lima', 'days': None}}]}"
    env = parse_envelope(text, NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima", "days": None})]
    assert "tolerant-json" in env.notes


# -- errors for the repair prompt -------------------------------------------------------


def test_unknown_function_is_named_in_the_errors() -> None:
    env = parse_envelope(CALL_M + '{"calls":[{"name":"launch_missiles","arguments":{}}]}', NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert env.notes == ("marker-payload-unreadable", "invalid-json")
    assert any("unknown function 'launch_missiles'" in e for e in env.errors)
    assert any("get_weather" in e for e in env.errors)


def test_unknown_function_without_marker() -> None:
    env = parse_envelope('{"name":"launch_missiles","arguments":{}}', NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert any("unknown function 'launch_missiles'" in e for e in env.errors)


def test_one_unknown_call_spoils_the_batch() -> None:
    text = (
        CALL_M + '{"calls":[{"name":"get_weather","arguments":{"city":"A"}},{"name":"nuke","arguments":{}}]}'
    )
    env = parse_envelope(text, NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert any("'nuke'" in e for e in env.errors)


def test_truncated_payload_says_max_tokens() -> None:
    env = parse_envelope(CALL_M + '{"calls":[{"name":"get_weather","arguments":{"city":"Li', NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert any("max_tokens" in e for e in env.errors)


def test_non_object_arguments_are_an_invalid_call() -> None:
    env = parse_envelope(CALL_M + '{"calls":[{"name":"get_weather","arguments":[1,2]}]}', NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert "invalid-call" in env.notes
    assert len(env.invalid) == 1
    assert env.errors == (env.invalid[0].error,)


def test_never_raises_on_non_text() -> None:
    assert isinstance(parse_envelope(None, NAMES), EnvelopeUnreadable)  # type: ignore[arg-type]


# -- parse_decision_reply ---------------------------------------------------------------


def test_decision_tool_call() -> None:
    text = '{"decision":"TOOL_CALL","calls":[{"name":"get_weather","arguments":{"city":"Lima","days":"3"}}]}'
    env = parse_decision_reply(text, NAMES, FUNCTIONS)
    assert _calls(env) == [("get_weather", {"city": "Lima", "days": 3})]
    assert env.notes == ("constrained",)


def test_decision_no_tool_and_empty_calls() -> None:
    assert parse_decision_reply('{"decision":"NO_TOOL"}', NAMES) == EnvelopeCalls(
        (), ("constrained",), no_tool=True
    )
    env = parse_decision_reply('{"decision":"TOOL_CALL","calls":[]}', NAMES)
    assert env == EnvelopeCalls((), ("constrained",), no_tool=True)


def test_decision_need_info() -> None:
    env = parse_decision_reply('{"decision":"NEED_INFO","function":"get_weather","missing":["city"]}', NAMES)
    assert env == EnvelopeNeedInfo("get_weather", ("city",), ("constrained",))


def test_decision_unknown_function() -> None:
    env = parse_decision_reply('{"decision":"TOOL_CALL","calls":[{"name":"nuke","arguments":{}}]}', NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert any("unknown function 'nuke'" in e for e in env.errors)


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("not json at all", "not a JSON object"),
        ('{"decision":"MAYBE"}', "unknown decision 'MAYBE'"),
        ('{"decision":"TOOL_CALL"}', 'TOOL_CALL needs "calls"'),
    ],
)
def test_decision_unreadable(text: str, needle: str) -> None:
    env = parse_decision_reply(text, NAMES)
    assert isinstance(env, EnvelopeUnreadable)
    assert "constrained" in env.notes
    assert any(needle in e for e in env.errors), env.errors


def test_decision_tolerates_lowercase_and_fences() -> None:
    env = parse_decision_reply('```json\n{"decision":"no_tool"}\n```', NAMES)
    assert env == EnvelopeCalls((), ("constrained", "fenced"), no_tool=True)
