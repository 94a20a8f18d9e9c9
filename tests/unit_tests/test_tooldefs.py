"""One tool text whichever framework built the tool: descriptions and generated titles."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from prompt_toolcall.tooldefs import normalize_tool_list, plain_description, without_generated_titles


def find_patient(animal_name: str, family_surname: str) -> str:
    """Find a patient by the pet's name and its family's surname.

    Args:
        animal_name: the pet's name, e.g. "Rex".
        family_surname: the family's surname, e.g. "Jones".
    """
    return json.dumps({"animal_name": animal_name, "family_surname": family_surname})


def test_llamaindex_signature_line_is_dropped() -> None:
    text = "find_patient(animal_name: 'str', family_surname: 'str') -> 'str'\nFind a patient.\n    Args: x"
    assert plain_description("find_patient", text) == "Find a patient.\nArgs: x"


@pytest.mark.parametrize(
    "text",
    [
        "find_patient(name) finds a patient by name.\nMore.",  # prose that starts with the call
        "find_patient(name: str",  # unbalanced: not a signature
        "find_patient(a: 'str') -> 'str'",  # a signature and nothing else: kept, it is all there is
        "other_tool(a: 'str') -> 'str'\nFind.",  # another tool's signature is text
    ],
)
def test_lines_that_are_not_this_tools_signature_stay(text: str) -> None:
    assert plain_description("find_patient", text) == text


def test_indentation_is_removed_like_getdoc() -> None:
    text = "Line one.\n\n    Args:\n        x: an x.\n"
    assert plain_description("f", text) == "Line one.\n\nArgs:\n    x: an x."


def test_generated_titles_go_and_written_ones_stay() -> None:
    params = {
        "type": "object",
        "properties": {
            "animal_name": {"title": "Animal Name", "type": "string"},
            "stop": {"title": "Where the bus stops", "type": "string"},
            "trip": {
                "title": "Trip",
                "type": "object",
                "properties": {"day_of_week": {"title": "Day Of Week", "type": "string"}},
            },
        },
    }
    out = without_generated_titles(params)
    assert out["properties"]["animal_name"] == {"type": "string"}
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

    _, (from_lc,) = lc_convert([StructuredTool.from_function(find_patient)])
    (from_li,) = li_convert([LIFunctionTool.from_defaults(fn=find_patient)])
    assert from_lc == from_li
    assert from_li.description.startswith("Find a patient by the pet's name")
    assert "Animal Name" not in json.dumps(from_li.parameters)


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
