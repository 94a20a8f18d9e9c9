"""Which bound functions may find a missing value (prompt_toolcall.loop.lookups), from schemas alone."""

from __future__ import annotations

import json
from typing import Any

import pytest

from prompt_toolcall.loop.lookups import (
    MAX_ITEM_READERS,
    code_examples,
    code_shape,
    fed_by_results,
    finders_for,
    fits_code_example,
    held_calls,
    identifier_finders,
    is_code_example,
    is_identifier,
    item_readers,
    other_kind_of_code,
    quantity_finders,
    request_readers,
)
from prompt_toolcall.types import FunctionTool, ToolCall


def tool(name: str, description: str = "", required: bool = True, **params: dict[str, Any]) -> FunctionTool:
    return FunctionTool.from_dict(
        {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": params,
                "required": list(params) if required else [],
            },
        }
    )


NUMBER = {"type": "number"}
TEXT = {"type": "string"}
SUBTRACT = tool("subtract", "left - right", left=NUMBER, right=NUMBER)
FARE = tool("get_fare", "The fare between two stations.", origin=TEXT, destination=TEXT)
LIST_ALL = tool("list_trains", "Every train today.")
OPTIONAL_ONLY = tool("search", "Search.", required=False, query=TEXT)
ADD = tool("add", "left + right", left=NUMBER, right=NUMBER)


def test_item_readers_are_reads_of_the_same_kind_of_record() -> None:
    roster = tool("get_driver_roster", "A driver's duties by staff id.", staff_id=TEXT)
    finder = tool("findDriver", "A record by full name: role and employee number.", driver_full_name=TEXT)
    profile = tool("get_driver_profile", "A driver's profile by staff id.", staff_id=TEXT)
    cancel = tool("cancel_driver_shift", "Cancel a driver's duty.", driver_name=TEXT)
    listing = tool("list_drivers", "Every driver.")
    depot = tool("get_depot", "A depot by its code.", garage_code=TEXT)
    tools = (roster, finder, profile, cancel, listing, depot, OPTIONAL_ONLY, FARE)
    # profile takes the missing value itself; cancel does not read; list_drivers and search
    # take no required argument; the depot and the fare share no word with the roster
    assert [f.name for f in item_readers("get_driver_roster", ["staff_id"], tools)] == ["findDriver"]
    assert item_readers("get_driver_roster", ["staff_id"], (roster,)) == ()
    booking = tool("book_flight", "Book a flight.", origin=TEXT, date=TEXT)
    assert item_readers("book_flight", ["date"], (booking, finder, FARE)) == ()  # a date is stated


LOCKER = tool("get_locker", "A locker: its row and the day its rental ends.", assignment_ref=TEXT)


def test_with_no_shared_word_the_finders_that_return_an_identifier_stand_in() -> None:
    swimmer = tool("lookup_swimmer", "A swimmer by full name: club and membership number.", swimmer_name=TEXT)
    invoice = tool("find_invoice", "A customer's open invoice and its invoice number.", customer_name=TEXT)
    pool = tool("get_pool", "A pool's opening hours.", pool_name=TEXT)  # says no identifier
    coach = tool("find_coach", "A coach by id: their staff number.", coach_id=TEXT)  # takes one
    cancel = tool("cancel_swimmer", "Cancel a swimmer's membership number.", swimmer_name=TEXT)  # no read
    tools = (LOCKER, pool, swimmer, coach, cancel, invoice, OPTIONAL_ONLY)
    expected = ["lookup_swimmer", "find_invoice"]
    assert [f.name for f in identifier_finders("get_locker", ["assignment_ref"], tools)] == expected
    assert [f.name for f in item_readers("get_locker", ["assignment_ref"], tools)] == expected


def test_the_finders_stand_in_only_when_no_read_shares_a_word() -> None:
    swimmer = tool("lookup_swimmer", "A swimmer by full name: club and membership number.", swimmer_name=TEXT)
    renter = tool("find_locker_renter", "Who rents lockers, by name.", renter_name=TEXT)
    listed = item_readers("get_locker", ["assignment_ref"], (LOCKER, swimmer, renter))
    assert [f.name for f in listed] == ["find_locker_renter"]


HOURS = tool("hours_between", "Hours from one clock time to a later one.", opens_at=TEXT, closes_at=TEXT)
BRANCH = tool("get_branch", "A branch: its manager and its opening and closing times.", branch_name=TEXT)
MULTIPLY = tool("multiply", "a * b", a=NUMBER, b=NUMBER)
BY_PHONE = tool("find_order_by_phone", "An order by the caller's phone.", caller_phone=TEXT)
BY_OWNER = tool("find_repair_by_owner", "A repair job by the owner's name.", owner_name=TEXT)


def test_request_readers_follow_the_words_of_the_request() -> None:
    # Clock times are not identifiers: no item reader. The request says "branch".
    tools = (HOURS, BRANCH, MULTIPLY, FARE)
    assert item_readers("hours_between", ["opens_at", "closes_at"], tools) == ()
    question = "How many hours a day is our Eastgate branch open?"
    listed = request_readers("hours_between", ["opens_at", "closes_at"], tools, question)
    assert [f.name for f in listed] == ["get_branch"]  # not multiply (no read), not the fare
    assert request_readers("hours_between", ["opens_at"], tools, "How long is the Kelby run?") == ()


def test_request_readers_serve_a_value_the_model_sent_to_the_wrong_lookup() -> None:
    # A name sent to a lookup by phone: the repair lookup shares "repair" with the request.
    tools = (BY_PHONE, BY_OWNER, FARE)
    question = "Which repair is Ada Quist waiting for?"
    listed = request_readers("find_order_by_phone", ["caller_phone"], tools, question)
    assert [f.name for f in listed] == ["find_repair_by_owner"]


def test_request_readers_ignore_words_every_function_holds_and_short_words() -> None:
    a = tool("get_item_price", "A price.", item_name=TEXT)
    b = tool("get_item_stock", "Stock.", item_name=TEXT)
    target = tool("order_item", "Order.", item_code=TEXT)
    # "item" is in every name: it weighs nothing and lists nothing; "by"/"of" are too short.
    assert request_readers("order_item", ["item_code"], (target, a, b), "Order the Zeta item by noon") == ()
    assert request_readers("order_item", ["item_code"], (target, a, b), "") == ()
    assert request_readers("no_such_function", ["x"], (a, b), "the item price") == ()


def test_request_readers_rank_rarest_first_and_stop_at_the_cap() -> None:
    reads = [tool(f"get_branch_{n}", "A branch.", branch_name=TEXT) for n in range(4)]
    staff = tool("get_branch_manager", "A branch's manager.", branch_name=TEXT)
    listed = request_readers(
        "hours_between", ["opens_at"], (HOURS, *reads, staff), "Who is the Eastgate branch manager?"
    )
    assert len(listed) == MAX_ITEM_READERS
    assert listed[0].name == "get_branch_manager"  # "manager" is rarer than "branch"


def test_prose_words_no_and_key_do_not_make_a_finder() -> None:
    notes = tool("find_note", "No note is key to the case; finds one by title.", note_title=TEXT)
    assert identifier_finders("get_locker", ["assignment_ref"], (LOCKER, notes)) == ()


def test_at_most_the_cap_of_finders_in_bound_order() -> None:
    finders = [tool(f"find_{n}", "Returns the record's id.", full_name=TEXT) for n in "abcde"]
    listed = identifier_finders("get_locker", ["assignment_ref"], (LOCKER, *finders))
    assert [f.name for f in listed] == [f"find_{n}" for n in "abcde"][:MAX_ITEM_READERS]


def test_item_readers_rank_the_rarest_shared_words_first_and_stop_at_the_cap() -> None:
    rota = tool("get_vet_rota", "A vet's next duty: day, hours and branch.", council_registration_number=TEXT)
    branch = tool("get_practice_branch", "A branch: address and opening hours.", branch_name=TEXT)
    finder = tool("find_vet_on_staff", "A vet of the practice by full name.", vet_full_name=TEXT)
    rotas = [tool(f"get_rota_{n}", f"Rota {n}.", rota_name=TEXT) for n in range(3)]
    listed = item_readers("get_vet_rota", ["council_registration_number"], (rota, *rotas, branch, finder))
    # "vet" is in two names, "rota" in four: the vet finder comes first; the branch shares nothing
    assert listed[0].name == "find_vet_on_staff"
    assert "get_practice_branch" not in [f.name for f in listed]
    assert len(listed) == MAX_ITEM_READERS


@pytest.mark.parametrize(
    ("schema", "name", "expected"),
    [
        (TEXT, "staff_id", True),
        (TEXT, "ticketNumber", True),
        (TEXT, "booking_ref", True),
        ({"type": "string", "description": 'the claim, e.g. "LC-0000"'}, "claim", True),
        ({"type": "string", "pattern": "^[A-Z]{2}\\d+$"}, "plate", True),
        ({"type": "string", "format": "uuid"}, "account", True),
        (TEXT, "date", False),
        (TEXT, "city", False),
        (NUMBER, "order_id", False),  # a number: the quantity finders' case
        ({"type": "string", "enum": ["A1", "B2"]}, "seat_code", False),
    ],
)
def test_is_identifier(schema: dict[str, Any], name: str, expected: bool) -> None:
    assert is_identifier(tool("f", **{name: schema}), name) is expected


def test_numbers_are_looked_up_by_functions_that_take_other_arguments() -> None:
    tools = (SUBTRACT, ADD, LIST_ALL, OPTIONAL_ONLY, FARE)
    assert [f.name for f in quantity_finders("subtract", ["left", "right"], tools)] == ["get_fare"]


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "integer"},
        {"type": ["number", "null"]},
        {"type": ["integer", "number"]},
    ],
)
def test_every_numeric_type_is_a_quantity(schema: dict[str, Any]) -> None:
    target = tool("scale", "", factor=schema)
    assert quantity_finders("scale", ["factor"], (target, FARE)) == (FARE,)


@pytest.mark.parametrize(
    "schema",
    [
        TEXT,
        {"type": "integer", "enum": [1, 2, 3]},  # a fixed set of codes, not a measurement
        {"type": ["number", "string"]},
        {},
        {"anyOf": [NUMBER, TEXT]},
    ],
)
def test_anything_else_is_not_a_quantity(schema: dict[str, Any]) -> None:
    target = tool("scale", "", factor=schema)
    assert quantity_finders("scale", ["factor"], (target, FARE)) == ()


def test_a_computation_is_never_a_finder_of_a_number() -> None:
    # other operand names than the missing ones: still arithmetic over figures, not a lookup
    multiply = tool("multiply", "x * y", x=NUMBER, y=NUMBER)
    mean = tool("mean", "The mean.", values={"type": "array", "items": NUMBER})
    assert quantity_finders("subtract", ["left", "right"], (SUBTRACT, multiply, mean, FARE)) == (FARE,)


def test_a_list_of_numbers_is_looked_up_like_a_number() -> None:
    mean = tool("mean", "The mean.", values={"type": "array", "items": NUMBER})
    assert quantity_finders("mean", ["values"], (mean, SUBTRACT, FARE)) == (FARE,)
    names = tool("join", "", values={"type": "array", "items": TEXT})
    assert quantity_finders("join", ["values"], (names, FARE)) == ()


def test_one_text_value_among_the_missing_ones_means_no_number_lookup() -> None:
    target = tool("convert", "", amount=NUMBER, currency=TEXT)
    assert quantity_finders("convert", ["amount", "currency"], (target, FARE)) == ()


def test_unknown_function_or_parameter_or_nothing_missing_finds_nothing() -> None:
    assert quantity_finders("nope", ["left"], (SUBTRACT, FARE)) == ()
    assert quantity_finders("subtract", ["middle"], (SUBTRACT, FARE)) == ()  # not in its schema
    assert quantity_finders("subtract", [], (SUBTRACT, FARE)) == ()


def test_a_description_that_names_the_value_comes_first() -> None:
    rate = tool("get_rate", "Returns the exchange rate for a currency pair.", pair=TEXT)
    convert = tool("convert", "", exchange_rate=NUMBER, amount=NUMBER)
    assert finders_for("convert", ["exchange_rate"], (convert, FARE, rate)) == (rate, FARE)
    assert finders_for("convert", ["amount"], (convert, FARE, rate)) == (FARE, rate)


def test_a_number_named_in_another_sense_still_gets_every_quantity_finder() -> None:
    # "right" as in "right now": the named tier alone would offer only the train tracker.
    track = tool("track_train", "Where a train is on the line right now.", headcode=TEXT)
    assert finders_for("subtract", ["right"], (SUBTRACT, FARE, track)) == (track, FARE)


def test_text_values_get_named_finders_only() -> None:
    find = tool("find_user", "Returns the user id for a full name.", full_name=TEXT)
    record = tool("get_user", "", user_id=TEXT)
    assert finders_for("get_user", ["user_id"], (record, FARE, find)) == (find,)


def test_an_abbreviated_parameter_is_named_by_a_description_that_spells_it_out() -> None:
    find = tool(
        "find_vessel",
        "Find a vessel by name: returns its Maritime Mobile Service Identity.",
        vessel_name=TEXT,
    )
    other = tool("find_crew", "Find a crew member by name: returns their mobile number.", vessel_name=TEXT)
    track = tool("track_vessel", "", mmsi=TEXT)
    assert finders_for("track_vessel", ["mmsi"], (track, other, find)) == (find,)
    # two-letter initials are too common to name anything
    reg = tool("get_reg", "", ab=TEXT)
    assert finders_for("get_reg", ["ab"], (reg, tool("f", "All Boats.", vessel_name=TEXT))) == ()


def test_a_function_without_a_parameter_schema_finds_nothing_and_is_no_finder() -> None:
    bare = FunctionTool.from_dict({"name": "ping", "description": "", "parameters": {}})
    assert quantity_finders("ping", ["x"], (bare, FARE)) == ()
    assert quantity_finders("subtract", ["left"], (SUBTRACT, bare)) == ()


STATION = tool("station_lookup", "Find a station by town.", place_name=TEXT)
FACILITIES = tool("get_facilities", "A station's facilities by code.", station_code=TEXT)
TRAIN = tool("get_train", "A train by code and date.", train_code=TEXT, date=TEXT)
STATION_RESULT = json.dumps({"station": "Pellingford", "station_code": "SN-04P"})


def test_a_result_key_named_like_a_parameter_feeds_that_function() -> None:
    fed = fed_by_results([("station_lookup", STATION_RESULT)], (STATION, FACILITIES, TRAIN, LIST_ALL))
    assert [(f.name, params) for f, params in fed] == [("get_facilities", ("station_code",))]


def test_a_function_called_this_turn_is_not_fed_even_when_its_call_failed() -> None:
    tools = (STATION, FACILITIES, TRAIN, LIST_ALL)
    assert fed_by_results([("station_lookup", STATION_RESULT)], tools, called=["get_facilities"]) == ()


def test_every_required_parameter_must_be_fed() -> None:
    result = json.dumps({"train_code": "TR-1"})
    assert fed_by_results([("list_departures", result)], (TRAIN,)) == ()
    nested = json.dumps({"trains": [{"train_code": "TR-1", "date": "2026-05-01"}]})
    assert [f.name for f, _ in fed_by_results([("list_departures", nested)], (TRAIN,))] == ["get_train"]


@pytest.mark.parametrize(
    "text",
    [
        "The station code is SN-04P.",  # prose: not read for keys
        "{not json",
        json.dumps(["station_code"]),  # a list of strings has no keys
        "",
        "[" * 10_000,  # deeply nested garbage is refused by the JSON reader, not a crash
    ],
)
def test_results_that_are_not_json_objects_feed_nothing(text: str) -> None:
    assert fed_by_results([("station_lookup", text)], (FACILITIES,)) == ()


def test_a_function_already_called_in_this_turn_is_not_offered_again() -> None:
    results = [("station_lookup", STATION_RESULT), ("get_facilities", json.dumps({"station_code": "SN-04P"}))]
    assert fed_by_results(results, (STATION, FACILITIES)) == ()


def test_a_huge_result_is_not_read_for_keys() -> None:
    huge = json.dumps({"station_code": "SN-04P", "pad": "x" * 200_000})
    assert fed_by_results([("station_lookup", huge)], (FACILITIES,)) == ()


COUNTER_ORDER = tool(
    "get_counter_order",
    'An order by its ticket.\n\nArgs:\n    order_ticket: the order ticket, e.g. "LT-0000-A".',
    order_ticket=TEXT,
)
FOUND_ORDER = json.dumps({"customer": "Ada Brook", "phone": "+44 20 7946 0000", "ticket": "LT-4471-B"})


def test_a_value_that_fits_a_documented_code_example_feeds_the_parameter() -> None:
    # the finder calls it "ticket", the getter "order_ticket": the example's shape decides
    fed = fed_by_results([("find_order", FOUND_ORDER)], (COUNTER_ORDER,))
    assert [(f.name, params) for f, params in fed] == [("get_counter_order", ("order_ticket",))]
    # the same in a schema's own description and in JSON Schema examples
    described = tool("get_order", "", order_ticket={"type": "string", "description": "e.g. 'LT-0000-A'"})
    listed = tool("get_order2", "", order_ticket={"type": "string", "examples": ["LT-0000-A"]})
    assert len(fed_by_results([("find_order", FOUND_ORDER)], (described, listed))) == 2


@pytest.mark.parametrize(
    ("value", "example", "fits"),
    [
        ("LT-4471-B", "LT-0000-A", True),
        ("AP-55131", "AP-00000", True),
        ("LF-60934", "AP-00000", False),  # same shape, another prefix: another kind of record
        ("LT-4471", "LT-0000-A", False),  # another shape
        ("lt-4471-b", "LT-0000-A", False),  # letter case is part of the shape
        ("100071385529", "100000000000", True),  # a long run of digits is a code
        ("2026", "0000", False),  # a short one may be a year, a count or an amount
        ("Ada Brook", "Mary Jones", False),  # an example without a digit is a name, not a code
        ("К-1234", "К-0000", True),  # any script's letters
    ],
)
def test_fits_code_example(value: str, example: str, fits: bool) -> None:
    assert fits_code_example(value, example) is fits


def test_code_shape_keeps_separators_and_case() -> None:
    assert code_shape("LT-4471-b") == "AA-0000-a"
    assert code_shape("") == ""


def test_an_example_fit_does_not_feed_from_prose_long_text_or_an_error() -> None:
    long_value = json.dumps({"note": "LT-4471-B " * 20})  # a long string is text, not a code
    assert fed_by_results([("find_order", long_value)], (COUNTER_ORDER,)) == ()
    assert fed_by_results([("find_order", "Your ticket is LT-4471-B.")], (COUNTER_ORDER,)) == ()
    other = json.dumps({"ticket": "LF-4471-B"})
    assert fed_by_results([("find_order", other)], (COUNTER_ORDER,)) == ()


# -- held_calls: a call that waits for another call of the same reply ---------------------------

PIPE = tool("get_pipe", "A pipe's record: its length in feet and its material.", pipe_name=TEXT)
TO_METRES = tool("feet_to_metres", "Convert a length in feet to metres.", length_feet=NUMBER)
FIND_CODE = tool("find_station", "Find the station's code from its name.", station_name=TEXT)
FACILITIES = tool("get_facilities", "Facilities at a station.", station_code=TEXT)
CONVERT = tool("convert", "Convert a value between units.", value=NUMBER)
RECORD = tool("get_record", "A record with its value and unit.", record_name=TEXT)
FAR = tool("get_thing", "A specific thing with a long description of a function.", thing_name=TEXT)
USES = tool("use_function", "Use a function.", specific_function=TEXT)


def test_a_compound_parameter_named_by_a_sibling_waits() -> None:
    pipe = ToolCall("get_pipe", {"pipe_name": "Mill Road"})
    convert = ToolCall("feet_to_metres", {"length_feet": 185})
    assert held_calls([pipe, convert], (PIPE, TO_METRES)) == ((convert, ("length_feet",)),)
    code = ToolCall("get_facilities", {"station_code": "XYZ"})
    find = ToolCall("find_station", {"station_name": "Ashby"})
    assert held_calls([code, find], (FIND_CODE, FACILITIES)) == ((code, ("station_code",)),)


@pytest.mark.parametrize(
    ("calls", "tools"),
    [
        # a one-word parameter ("value") is a word every description uses
        (
            [ToolCall("get_record", {"record_name": "x"}), ToolCall("convert", {"value": 3})],
            (RECORD, CONVERT),
        ),
        # the words of the name far apart in the description
        (
            [
                ToolCall("get_thing", {"thing_name": "x"}),
                ToolCall("use_function", {"specific_function": "y"}),
            ],
            (FAR, USES),
        ),
        # the same function twice
        ([ToolCall("get_pipe", {"pipe_name": "a"}), ToolCall("get_pipe", {"pipe_name": "b"})], (PIPE,)),
        # a function not bound
        (
            [ToolCall("get_pipe", {"pipe_name": "a"}), ToolCall("feet_to_metres", {"length_feet": 1})],
            (TO_METRES,),
        ),
        ([], (PIPE,)),
    ],
)
def test_nothing_is_held(calls: list[ToolCall], tools: tuple[FunctionTool, ...]) -> None:
    assert held_calls(calls, tools) == ()


def test_a_cycle_holds_nothing() -> None:
    left = tool("get_a", "Returns the b code.", a_code=TEXT)
    right = tool("get_b", "Returns the a code.", b_code=TEXT)
    calls = [ToolCall("get_a", {"a_code": "1"}), ToolCall("get_b", {"b_code": "2"})]
    assert held_calls(calls, (left, right)) == ()


@pytest.mark.parametrize(
    ("example", "code"),
    [
        ("E-00000", True),
        ("LT-0000-A", True),
        ("100000000000", True),  # a property number of twelve digits
        ("2026-05-01", False),  # a date a user states
        ("2026-05-01T09:30", False),
        ("09:30", False),  # a clock time
        ("0000", False),  # four digits may be a PIN, a year or a count
        ("Mary Jones", False),  # no digit: a name
        ("+44 20 7946 0000", False),  # spaces: a phone number, not a code
    ],
)
def test_is_code_example(example: str, code: bool) -> None:
    assert is_code_example(example) is code


def test_a_parameter_documented_in_the_docstring_with_a_code_example_is_an_identifier() -> None:
    # the name's last word says nothing; the docstring's example says a system assigns it
    assert is_identifier(COUNTER_ORDER, "order_ticket")
    doc = 'Orders of a day.\n\nArgs:\n    order_day: the day, e.g. "2026-05-01".'
    dated = tool("list_orders", doc, order_day=TEXT)
    assert not is_identifier(dated, "order_day")
    assert code_examples(COUNTER_ORDER, "order_ticket") == ["LT-0000-A"]
    assert code_examples(dated, "order_day") == []
    assert code_examples(COUNTER_ORDER, "no_such_parameter") == []


@pytest.mark.parametrize(
    ("value", "schema", "unlike"),
    [
        ("OR-5521", {"description": 'the batch code, e.g. "BT-0000-X"'}, True),
        ("bt 5521 c", {"description": 'the batch code, e.g. "BT-0000-X"'}, False),  # case, spacing
        ("OR-5521", {"examples": ["BT-0000-X", "MX-0000"]}, False),  # examples of two kinds
        ("OR-5521", {"description": "the batch code"}, False),  # no example
        ("5521", {"description": 'e.g. "BT-0000-X"'}, False),  # no letters before the digits
        ("Order OR-5521", {"description": 'e.g. "BT-0000-X"'}, False),  # not a code at its start
        (5521, {"description": 'e.g. "BT-0000-X"'}, False),
        ("ΣΤ-5521", {"description": 'e.g. "BT-0000-X"'}, True),  # letters of any script
    ],
)
def test_a_code_of_another_kind_than_documented(value: object, schema: dict[str, Any], unlike: bool) -> None:
    function = FunctionTool("cancel_batch", "", {"type": "object", "properties": {"batch_code": schema}})
    assert other_kind_of_code(value, function, "batch_code") is unlike
