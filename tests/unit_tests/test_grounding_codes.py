"""A code grounded in the conversation but written like another parameter's documented examples."""

from __future__ import annotations

from prompt_toolcall.checking.grounding import check_grounding
from prompt_toolcall.checking.grounding.codes import (
    code_owners,
    examples_by_parameter,
    fits_code_example,
)
from prompt_toolcall.types import FunctionTool, ToolCall


def _read(name: str, parameter: str, description: str, *, required: bool = True) -> FunctionTool:
    schema = {"type": "object", "properties": {parameter: {"type": "string", "description": description}}}
    if required:
        schema["required"] = [parameter]
    return FunctionTool(name=name, description=f"Look up a record by {parameter}.", parameters=schema)


REPAIR = _read("get_repair", "repair_job", 'the repair job, e.g. "RJ-0000"')
PATTERN = _read("get_pattern", "pattern_name", 'the pattern name, e.g. "Hogshead, 63 gal"')
SEARCH = _read("search", "query", "any words or code to search for")
NOTE = _read("add_note", "pattern_name", 'a pattern name, e.g. "Hogshead, 63 gal"', required=False)
TOOLS = [REPAIR, PATTERN, SEARCH]
SAID = ["What does the cask on repair job RJ-4471 hold now?"]


def _check(call: ToolCall, tools: list[FunctionTool] = TOOLS) -> tuple[str, ...]:
    return check_grounding([call], tools, SAID, mode="lenient").notes


def test_a_code_sent_to_a_parameter_of_another_kind_is_refused() -> None:
    notes = _check(ToolCall("get_pattern", {"pattern_name": "RJ-4471"}))
    assert notes == ("grounding:0:pattern_name:ungrounded-required:code-of-another-parameter",)


def test_the_code_is_grounded_for_the_parameter_whose_examples_it_fits() -> None:
    assert _check(ToolCall("get_repair", {"repair_job": "RJ-4471"})) == ()


def test_a_parameter_without_examples_takes_any_code() -> None:
    assert _check(ToolCall("search", {"query": "RJ-4471"})) == ()


def test_an_optional_value_of_another_kind_is_dropped() -> None:
    result = check_grounding([ToolCall("add_note", {"pattern_name": "RJ-4471"})], [*TOOLS, NOTE], SAID)
    assert result.dropped_optional == [(0, "pattern_name")] and not result.needs_info
    assert result.calls[0].arguments == {}


def test_owners_need_the_same_shape_and_leading_letters() -> None:
    examples = examples_by_parameter({f.name: f for f in TOOLS})
    assert code_owners("RJ-4471", "get_pattern", "pattern_name", examples) == (("get_repair", "repair_job"),)
    assert code_owners("LF-4471", "get_pattern", "pattern_name", examples) == ()  # no parameter's kind
    assert code_owners("RJ-44710", "get_pattern", "pattern_name", examples) == ()  # another shape
    assert code_owners("Hogshead", "get_pattern", "pattern_name", examples) == ()  # not a code
    assert code_owners(4471, "get_pattern", "pattern_name", examples) == ()
    assert fits_code_example("RJ-4471", "RJ-0000") and not fits_code_example("rj-4471", "RJ-0000")


def test_a_code_that_fits_its_own_examples_stays_even_when_another_documents_the_same() -> None:
    twin = _read("cancel_repair", "repair_job", 'the repair job, e.g. "RJ-0000"')
    assert _check(ToolCall("get_repair", {"repair_job": "RJ-4471"}), [*TOOLS, twin]) == ()
