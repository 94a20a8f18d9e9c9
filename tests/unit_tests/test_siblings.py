"""A read that found nothing for its one value: the other reads of the same kind of value, offered once."""

from __future__ import annotations

import json
from typing import Any

from extractor_script import TurnScript
from prompt_parts import manifest_of, offers_no_tool

from prompt_toolcall.extraction.extractor import Usage
from prompt_toolcall.loop.siblings import found_nothing, nothing_found, shape, sibling_reads
from prompt_toolcall.loop.turn import TurnEngine, TurnInput, TurnOptions, TurnResult
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool


def _tool(name: str, description: str, **params: dict[str, Any]) -> FunctionTool:
    return FunctionTool.from_dict(
        {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": params, "required": list(params)},
        }
    )


BUYER = _tool(
    "find_buyer",
    "Find a customer who buys stone, by full name.",
    buyer_name={"type": "string", "description": 'The customer\'s full name, e.g. "Mary Jones".'},
)
ACCOUNT = _tool(
    "find_account_company",
    "Find a company with a credit account, by company name.",
    company_name={"type": "string", "description": 'The company\'s name, e.g. "Trevose Paving".'},
)
LEDGER = _tool(
    "get_account_ledger",
    "A credit ledger by its number.",
    ledger_id={"type": "string", "description": 'The ledger number, e.g. "QL-0000".'},
)
HOLD = _tool(
    "hold_account",
    "Put a company's account on hold.",
    company_name={"type": "string", "description": "The company's name."},
)
NOT_FOUND = "No customer named 'Carrick Roofing'."
QUESTION = "How much do Carrick Roofing owe us at the moment?"


# -- what counts as nothing found ----------------------------------------------------------------


def test_a_result_that_only_restates_the_value_found_nothing() -> None:
    assert found_nothing(NOT_FOUND, "Carrick Roofing", BUYER)
    assert found_nothing("Aucun client nommé « Carrick Roofing ».", "Carrick Roofing", BUYER)
    for empty in ("", "  ", "[]", "{}", "null", '""'):
        assert found_nothing(empty, "Carrick Roofing", BUYER), empty


def test_a_record_a_figure_a_code_or_a_new_name_is_something_found() -> None:
    value = "Carrick Roofing"
    assert not found_nothing('{"company": "Carrick Roofing Ltd", "ledger": "QL-1234"}', value, BUYER)
    assert not found_nothing('[{"name": "Carrick Roofing"}]', value, BUYER)
    assert not found_nothing("Carrick Roofing owe 2150.00.", value, BUYER)
    assert not found_nothing("Carrick Roofing are based in Bodmin.", value, BUYER)
    assert not found_nothing("No customer named Carrick Roofing; did you mean Carrick Slating?", value, BUYER)
    assert not found_nothing("no " * 200, value, BUYER)  # a long text says something
    # A question back with candidates in lower case says something too.
    candidates = "Which customer do you mean? 'Carrick Roofing' could be: carrick slating; carrick paving"
    assert not found_nothing(candidates, value, BUYER)


def test_the_siblings_take_the_same_kind_of_value_and_read() -> None:
    # Not the ledger lookup (an identifier), not the hold (a change), not the read itself.
    siblings = sibling_reads(BUYER, "buyer_name", (BUYER, ACCOUNT, LEDGER, HOLD), set())
    assert [(f.name, p) for f, p in siblings] == [("find_account_company", "company_name")]
    assert sibling_reads(BUYER, "buyer_name", (BUYER, ACCOUNT), {"find_account_company"}) == ()


def test_a_code_written_like_an_identifier_lookups_example_goes_to_that_lookup() -> None:
    """A name read given a ledger number found nothing: the number is written exactly as the
    ledger lookup documents its own (same shape, same leading letters), so that lookup is the
    sibling although its parameter is an identifier and the name read's is not."""
    found = nothing_found(
        [("find_buyer", {"buyer_name": "QL-4471"}, "No customer named 'QL-4471'.")], (BUYER, LEDGER)
    )
    assert found is not None and [f.name for f, _ in found.siblings] == ["get_account_ledger"]
    # Another code, or a name, is not the ledger lookup's to take.
    for value in ("RO-4471", "QL-44710", "Carrick Roofing"):
        outcome = ("find_buyer", {"buyer_name": value}, f"No customer named '{value}'.")
        assert nothing_found([outcome], (BUYER, LEDGER)) is None, value


def test_nothing_found_reads_the_outcomes() -> None:
    functions = (BUYER, ACCOUNT, LEDGER)
    found = nothing_found([("find_buyer", {"buyer_name": "Carrick Roofing"}, NOT_FOUND)], functions)
    assert found is not None and (found.function, found.value) == ("find_buyer", "Carrick Roofing")
    # The sibling was asked with the same value already: nothing left to offer.
    both = [
        ("find_buyer", {"buyer_name": "Carrick Roofing"}, NOT_FOUND),
        ("find_account_company", {"company_name": "Carrick Roofing"}, "No company 'Carrick Roofing'."),
    ]
    assert nothing_found(both, functions) is None
    # A record found: nothing to offer.
    assert nothing_found([("find_buyer", {"buyer_name": "P B"}, '{"ledger": "QL-1"}')], functions) is None


# -- the turn engine --------------------------------------------------------------------------------


class Script(TurnScript):
    usage = Usage(10, 2)


def calls(*items: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in items]})


def after_miss(result: str = NOT_FOUND) -> list[Message]:
    call = MessageToolCall("c1", "find_buyer", {"buyer_name": "Carrick Roofing"})
    return [
        Message("user", QUESTION),
        Message("assistant", "", tool_calls=(call,)),
        Message("tool", result, tool_call_id="c1", name="find_buyer"),
    ]


def run(script: Script, messages: list[Message], functions: tuple[FunctionTool, ...]) -> TurnResult:
    options = TurnOptions(constrained=False, need_info_reply="template")
    return TurnEngine(options).run(script, TurnInput(messages, functions=functions))


def test_a_no_tool_after_a_miss_is_offered_the_other_finder_with_the_same_value() -> None:
    script = Script(NO_TOOL_MARKER, calls(("find_account_company", {"company_name": "Carrick Roofing"})))
    result = run(script, after_miss(), (BUYER, ACCOUNT, LEDGER, HOLD))
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("find_account_company", {"company_name": "Carrick Roofing"})
    ]
    assert {"nothing-found-offered", "nothing-found-call"} <= set(result.notes)
    second = script.prompts()[1]
    listed = manifest_of(second)
    assert [f["name"] for f in listed] == ["find_account_company"]
    assert listed[0]["parameters"]["properties"]["company_name"]["enum"] == ["Carrick Roofing"]
    assert 'find_buyer found nothing for "Carrick Roofing"' in second
    assert offers_no_tool(second)


def test_a_no_tool_to_the_offer_answers_as_before() -> None:
    script = Script(NO_TOOL_MARKER, NO_TOOL_MARKER, "No customer of that name.")
    result = run(script, after_miss(), (BUYER, ACCOUNT))
    assert result.kind == "answer" and result.text == "No customer of that name."
    assert "nothing-found-offered" in result.notes and "nothing-found-call" not in result.notes


def test_a_record_found_gets_no_offer() -> None:
    script = Script(NO_TOOL_MARKER, "They owe 2150.00.")
    result = run(script, after_miss('{"company": "Carrick Roofing", "owed": 2150.0}'), (BUYER, ACCOUNT))
    assert "nothing-found-offered" not in result.notes and result.requests == 2


def test_a_code_of_another_kind_is_not_offered_to_a_sibling() -> None:
    order = _tool("get_order", "An order.", order_id={"type": "string", "description": 'e.g. "SO-0000"'})
    run_ = _tool("get_haul_run", "A haul run.", run_id={"type": "string", "description": 'e.g. "HR-0000"'})
    ticket = _tool("get_ticket", "A ticket.", ticket_id={"type": "string", "description": 'e.g. "40271"'})
    siblings = sibling_reads(order, "order_id", (order, run_, ticket), set(), "SO-40271")
    assert [f.name for f, _ in siblings] == ["get_ticket"]  # a code with no letters of a kind


def test_a_sibling_must_document_a_value_written_like_the_one_that_found_nothing() -> None:
    assert [shape(x) for x in ("Drum 7", "Trevose Paving", "Carrara in Italy", "chestnut")] == [
        "code",
        "name",
        "name",
        "words",
    ]
    drum = _tool("get_drum", "A drum.", drum={"type": "string", "description": 'The drum, e.g. "Drum 7".'})
    region = _tool("get_region", "A region.", region={"type": "string", "description": "The region."})
    leather = _tool("get_leather", "A leather.", leather={"type": "string", "description": 'e.g. "oxblood"'})
    functions = (BUYER, drum, region, leather, ACCOUNT)
    # A leather colour is no drum's label, and a region documents nothing to compare with.
    assert [f.name for f, _ in sibling_reads(leather, "leather", functions, set(), "chestnut")] == []
    named = sibling_reads(BUYER, "buyer_name", functions, set(), "Carrick Roofing")
    assert [f.name for f, _ in named] == ["find_account_company"]
