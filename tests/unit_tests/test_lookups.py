"""Which bound functions may find a value a NEED_INFO asks for (prompt_toolcall.loop.lookups)."""

from __future__ import annotations

from prompt_toolcall.loop.lookups import finder_hint, finders_of, name_words
from prompt_toolcall.types import FunctionTool


def _tool(name: str, description: str, *params: str) -> FunctionTool:
    properties = {p: {"type": "string"} for p in params}
    return FunctionTool(
        name, description, {"type": "object", "properties": properties, "required": list(params)}
    )


FIND = _tool("find_member", "Find a member by full name and return their member_id.", "full_name")
GET = _tool("get_member", "A member's record by member_id: city, plan.", "member_id")
LOANS = _tool("get_loans", "Loans of a member, by member id.", "member_id")
WEATHER = _tool("get_weather", "Current weather in a city.", "city")
TOOLS = (FIND, GET, LOANS, WEATHER)


def test_identifier_words_in_every_spelling() -> None:
    assert name_words("member_id") == name_words("memberId") == name_words("member-id") == {"member", "id"}
    assert name_words("") == frozenset()


def test_a_function_that_names_the_value_without_taking_it_is_a_finder() -> None:
    # get_loans names "member id" too, but takes member_id itself: it cannot find it
    assert finders_of("member_id", "get_member", TOOLS) == ("find_member",)


def test_words_in_any_order_and_case_count() -> None:
    lookup = _tool("lookup", "Returns the ID of the MEMBER with this name.", "name")
    assert finders_of("member_id", "get_member", (lookup, GET)) == ("lookup",)


def test_one_word_of_the_name_is_not_enough() -> None:
    partial = _tool("find_book", "Find a book's id from its title.", "title")
    assert finders_of("member_id", "get_member", (partial, GET)) == ()


def test_the_hint_names_the_finders_of_each_missing_value() -> None:
    assert (
        finder_hint("get_member", ["member_id"], TOOLS)
        == "The description of find_member mentions member_id."
    )
    two = _tool("search", "Search members; each hit has a member_id.", "query")
    hint = finder_hint("get_member", ["member_id", "city"], (*TOOLS, two))
    assert hint == "The descriptions of find_member, search mention member_id."


def test_a_record_that_lists_a_value_finds_it() -> None:
    # the member record lists the city: a weather lookup for "where the member lives" may use it
    assert finder_hint("get_weather", ["city"], TOOLS) == "The description of get_member mentions city."


def test_no_finder_no_hint() -> None:
    assert finder_hint("get_weather", ["date"], TOOLS) is None
    assert finder_hint("get_weather", [], TOOLS) is None
    assert finder_hint("get_weather", ["city"], ()) is None


def test_a_tool_without_description_or_properties_is_no_finder() -> None:
    bare = FunctionTool("bare", "", {"type": "object"})
    assert finders_of("member_id", "get_member", (bare, GET)) == ()
