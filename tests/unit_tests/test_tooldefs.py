"""One tool text whichever framework built the tool: descriptions and generated titles."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from prompt_toolcall.tooldefs import normalize_tool_list, plain_description, without_generated_titles


def find_member(member_name: str, home_town: str) -> str:
    """Find a club member by name and home town.

    Args:
        member_name: the member's full name, e.g. "Ann Lee".
        home_town: the town they live in, e.g. "Hove".
    """
    return json.dumps({"member_name": member_name, "home_town": home_town})


def test_llamaindex_signature_line_is_dropped() -> None:
    text = "find_member(member_name: 'str', home_town: 'str') -> 'str'\nFind a member.\n    Args: x"
    assert plain_description("find_member", text) == "Find a member.\nArgs: x"


@pytest.mark.parametrize(
    "text",
    [
        "find_member(name) finds a member by name.\nMore.",  # prose that starts with the call
        "find_member(name: str",  # unbalanced: not a signature
        "find_member(a: 'str') -> 'str'",  # a signature and nothing else: kept, it is all there is
        "other_tool(a: 'str') -> 'str'\nFind.",  # another tool's signature is text
    ],
)
def test_lines_that_are_not_this_tools_signature_stay(text: str) -> None:
    assert plain_description("find_member", text) == text


def test_indentation_is_removed_like_getdoc() -> None:
    text = "Line one.\n\n    Args:\n        x: an x.\n"
    assert plain_description("f", text) == "Line one.\n\nArgs:\n    x: an x."


def test_generated_titles_go_and_written_ones_stay() -> None:
    params = {
        "type": "object",
        "properties": {
            "member_name": {"title": "Member Name", "type": "string"},
            "stop": {"title": "Where the bus stops", "type": "string"},
            "trip": {
                "title": "Trip",
                "type": "object",
                "properties": {"day_of_week": {"title": "Day Of Week", "type": "string"}},
            },
        },
    }
    out = without_generated_titles(params)
    assert out["properties"]["member_name"] == {"type": "string"}
    assert out["properties"]["stop"]["title"] == "Where the bus stops"
    assert out["properties"]["trip"]["properties"]["day_of_week"] == {"type": "string"}
    assert "title" not in out["properties"]["trip"]


def test_a_property_named_title_is_a_property_not_an_annotation() -> None:
    params = {"type": "object", "properties": {"title": {"type": "string", "title": "Title"}}}
    assert without_generated_titles(params) == {"type": "object", "properties": {"title": {"type": "string"}}}


def test_both_adapters_give_the_same_tool_for_one_function() -> None:
    from langchain_core.tools import StructuredTool
    from llama_index.core.tools import FunctionTool as LIFunctionTool

    from langchain_toolcall._convert import convert_tools as lc_convert
    from llamaindex_toolcall._convert import convert_tools as li_convert

    _, (from_lc,) = lc_convert([StructuredTool.from_function(find_member)])
    (from_li,) = li_convert([LIFunctionTool.from_defaults(fn=find_member)])
    assert from_lc == from_li
    assert from_li.description.startswith("Find a club member by name")
    assert "Member Name" not in json.dumps(from_li.parameters)


def test_normalize_applies_both() -> None:
    (tool,) = normalize_tool_list(
        [
            {
                "name": "walk",
                "description": "walk(dog: 'str') -> 'str'\n    Walk a dog.",
                "parameters": {"type": "object", "properties": {"dog": {"type": "string", "title": "Dog"}}},
            }
        ]
    )
    assert tool.description == "Walk a dog."
    assert tool.parameters["properties"]["dog"] == {"type": "string"}


def test_huge_unbalanced_first_line_is_read_once() -> None:
    text = "walk(" + "(" * 200_000 + "\nWalk."
    assert plain_description("walk", text) == text


@given(st.text(max_size=300))
def test_any_text_keeps_its_words(text: str) -> None:
    """Nothing but indentation and a signature line can go; the words after them stay."""
    out = plain_description("walk", text)
    first, _, rest = text.strip().partition("\n")
    kept = out.split()
    assert kept == text.split() or (first.startswith("walk(") and kept == rest.split())
