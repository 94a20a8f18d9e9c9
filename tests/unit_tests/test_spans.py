"""A documented example copied as a value, asked for again among the request's spans
(prompt_toolcall.loop.spans and the turn engine's example-span request)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from extractor_script import TurnScript
from prompt_parts import manifest_of, must_call, offers_no_tool

from prompt_toolcall.extraction.extractor import Usage
from prompt_toolcall.loop.spans import (
    MAX_SPAN_WORDS,
    MAX_SPANS,
    copied_examples,
    named_spans,
    request_spans,
    with_span_choices,
)
from prompt_toolcall.loop.turn import TurnEngine, TurnInput, TurnOptions, TurnResult
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolChoice

COPIED = "ungrounded-required:documented-example"


def _tool(name: str, description: str, **params: dict[str, Any]) -> FunctionTool:
    return FunctionTool.from_dict(
        {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": params, "required": list(params)},
        }
    )


PAPER = _tool(
    "get_paper_stock",
    "Price per sheet and sheets in stock of one paper.",
    paper_name={"type": "string", "description": 'The paper, e.g. "90gsm silk".'},
)
FINISH = _tool(
    "get_finishing",
    "The price of one finishing service.",
    finishing_name={"type": "string", "description": 'The finishing, e.g. "Wiro Classic".'},
)
JOB = _tool(
    "get_job",
    "A print job by its ticket.",
    job_ticket={"type": "string", "description": 'The ticket, e.g. "JT-00000".'},
)
SHIP = _tool(
    "ship_on",
    "Book a courier for a day.",
    day={"type": "string", "description": 'The day, e.g. "2026-05-01".'},
)
ADD = _tool("add", "Add two numbers.", a={"type": "number"}, b={"type": "number"})
QUESTION = "What does a sheet of our Tintoretto cream paper cost?"


# -- the spans --------------------------------------------------------------------------------


def test_spans_are_verbatim_runs_of_words_inside_one_clause() -> None:
    spans = request_spans("Price of the Tintoretto cream? And the A3 poster, laminated.")
    assert {"Tintoretto cream", "the Tintoretto cream", "A3 poster", "the A3 poster", "laminated"} <= set(
        spans
    )
    # Punctuation ends a clause: no span runs across "?" or ",", none keeps the mark.
    assert not [s for s in spans if "?" in s or "," in s or "cream And" in s or "poster laminated" in s]
    assert all(len(s.split()) <= MAX_SPAN_WORDS for s in spans)
    assert spans.index("Price") < spans.index("Tintoretto") < spans.index("laminated")  # text order


def test_punctuation_inside_a_word_stays_and_numbers_alone_are_no_span() -> None:
    spans = request_spans("One thesis spiral-bound, Imogen's order, 250 flyers at 4.50 each.")
    assert {"spiral-bound", "thesis spiral-bound", "Imogen's order", "250 flyers"} <= set(spans)
    assert "250" not in spans and "4.50" not in spans


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # Gujarati with a Latin brand name: spaces separate words.
        ("અમારા Tintoretto ક્રીમ કાગળની કિંમત કેટલી છે?", {"Tintoretto", "Tintoretto ક્રીમ"}),
        # Chinese writes no spaces: a script change separates the Latin name, a comma a clause.
        ("我想要Tintoretto纸，价格是多少？", {"Tintoretto", "Tintoretto纸", "价格是多少"}),
        # Japanese kana and kanji are one unspaced run; the Latin code is its own word.
        ("A3ポスターの値段は？", {"A3", "A3ポスターの値段は"}),
        # Russian and Arabic: ordinary spaced words.
        ("Сколько стоит бумага Tintoretto?", {"бумага Tintoretto", "Tintoretto"}),
        ("كم سعر ورق Tintoretto؟", {"ورق Tintoretto"}),
    ],
)
def test_spans_in_other_scripts(text: str, wanted: set[str]) -> None:
    spans = request_spans(text)
    assert wanted <= set(spans)
    assert not [s for s in spans if s.endswith(("?", "？", "؟", "，"))]


def test_a_long_request_is_capped_dropping_the_longest_spans_first() -> None:
    text = " ".join(f"word{n}" for n in range(80))
    spans = request_spans(text)
    assert len(spans) == MAX_SPANS
    assert {f"word{n}" for n in range(80)} <= set(spans)  # every single word kept
    assert not [s for s in spans if len(s.split()) == MAX_SPAN_WORDS]


@pytest.mark.parametrize("text", ["", "   ", "?!.,", "1234 56,78", "𝔘" * 5000, "a" * 10_000])
def test_odd_requests_give_few_or_no_spans_and_never_raise(text: str) -> None:
    spans = request_spans(text)
    assert len(spans) <= MAX_SPANS and all(s.strip() and len(s) <= 60 for s in spans)


def test_a_long_unspaced_run_gives_no_span_and_splits_its_neighbours() -> None:
    spans = request_spans("Tintoretto" + "纸" * 80 + "Gloss")
    assert "Tintoretto" in spans and "Gloss" in spans
    assert not [s for s in spans if "Tintoretto" in s and "Gloss" in s]


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("The 2025 wine from the Mas du Pont block is in barrel now.", ["Mas", "Mas du Pont", "Pont"]),
        ("અમારા Tintoretto ક્રીમ કાગળની કિંમત કેટલી છે?", ["Tintoretto"]),
        ("Could you look up cake order CO-7701?", ["CO-7701"]),
        # A name that opens its sentence is offered whole, its shorter spans beside it: the
        # first word may be a question word ("Is") as well as a first name ("Hodan").
        ("Is Imogen's order ready?", ["Is Imogen's", "Imogen's"]),
        (
            "Hodan Axmed Warsame waxay dalbatay alaab.",
            ["Hodan Axmed Warsame", "Axmed", "Axmed Warsame", "Warsame"],
        ),
        ("Ɗahiru Ƙaura ya yi odar kaya.", ["Ɗahiru Ƙaura", "Ƙaura"]),
        # A Zulu noun-class prefix glued to a name: offered with and without it.
        (
            "Ngicela ungitshele: uLindiwe Dube uzofika nini?",
            ["uLindiwe", "Lindiwe", "uLindiwe Dube", "Lindiwe Dube", "Dube"],
        ),
        ("Кој е бројот на Aoife Brennan?", ["Aoife", "Aoife Brennan", "Brennan"]),
        # Nothing named: question words, lower-case items, a month, unicase scripts.
        ("What do bakers call the first rise of a dough?", []),
        ("A kids' skis with poles for the day, please.", []),
        ("Which machine breaks down in November?", []),
        ("我想知道纸的价格", []),
    ],
)
def test_named_spans_start_and_end_with_a_name_the_request_gives(text: str, spans: list[str]) -> None:
    assert named_spans(text) == spans


def test_the_tools_own_words_name_nothing() -> None:
    # "Paper" is capitalised mid-sentence but it is the tools' word for a kind, not a name.
    assert named_spans("How much is the Tintoretto Paper?", frozenset({"paper"})) == ["Tintoretto"]


# -- which values are asked for again ------------------------------------------------------------


def test_only_free_text_copies_are_asked_for_again() -> None:
    note = f"grounding:0:paper_name:{COPIED}"
    assert copied_examples(PAPER, ["paper_name"], [note]) == ("paper_name",)
    # Not a copy of the example (an invented value): not this step's business.
    assert copied_examples(PAPER, ["paper_name"], ["grounding:0:paper_name:ungrounded-required"]) == ()
    # An identifier (a code example): a lookup finds it, the request's words do not hold it.
    assert copied_examples(JOB, ["job_ticket"], [f"grounding:0:job_ticket:{COPIED}"]) == ()
    # A date: "tomorrow" is no span of "2026-05-02".
    assert copied_examples(SHIP, ["day"], [f"grounding:0:day:{COPIED}"]) == ()
    # Every missing value must be such a copy.
    both = _tool("f", "", paper_name=dict(PAPER.properties["paper_name"]), copies={"type": "integer"})
    assert copied_examples(both, ["paper_name", "copies"], [note]) == ()
    enum = _tool("g", "", paper_name={"type": "string", "enum": ["a", "b"], "description": 'e.g. "a"'})
    assert copied_examples(enum, ["paper_name"], [note]) == ()
    # An example all in lower case is a common noun: the request's names are other things.
    service = _tool("get_service", "", service={"type": "string", "description": 'e.g. "shrink-wrapping"'})
    assert copied_examples(service, ["service"], [f"grounding:0:service:{COPIED}"]) == ()
    named = _tool("get_service", "", service={"type": "string", "description": 'e.g. "Wash Plus"'})
    assert copied_examples(named, ["service"], [f"grounding:0:service:{COPIED}"]) == ("service",)
    # The example in the tool's docstring (a tool made from a function): read there too.
    docstring = 'A yard service.\n\nArgs:\n    service: the service, e.g. "shrink-wrapping".'
    from_function = _tool("get_service", docstring, service={"type": "string"})
    assert copied_examples(from_function, ["service"], [f"grounding:0:service:{COPIED}"]) == ()
    dated = _tool("get_day", 'A day.\n\nArgs:\n    day: the day, e.g. "2026-05-01".', day={"type": "string"})
    assert copied_examples(dated, ["day"], [f"grounding:0:day:{COPIED}"]) == ()


def test_with_span_choices_makes_the_parameter_an_enum_and_keeps_its_description() -> None:
    narrowed = with_span_choices(PAPER, ["paper_name"], ["Tintoretto cream", "cream"])
    assert narrowed.properties["paper_name"] == {
        "type": "string",
        "description": 'The paper, e.g. "90gsm silk".',
        "enum": ["Tintoretto cream", "cream"],
    }
    assert PAPER.properties["paper_name"].get("enum") is None  # the bound tool is untouched


# -- the turn engine --------------------------------------------------------------------------------


def calls(*items: tuple[str, dict[str, Any]]) -> str:
    return TOOL_CALL_MARKER + json.dumps({"calls": [{"name": n, "arguments": a} for n, a in items]})


class Script(TurnScript):
    usage = Usage(10, 2)


def run(script: Script, question: str, functions: Sequence[FunctionTool], **kwargs: Any) -> TurnResult:
    options = kwargs.pop("options", TurnOptions(constrained=False, need_info_reply="template"))
    turn = TurnInput([Message("user", question)], functions=tuple(functions), **kwargs)
    return TurnEngine(options).run(script, turn)


COPY = calls(("get_paper_stock", {"paper_name": "90gsm silk"}))


def test_a_copied_example_is_asked_for_again_among_the_request_spans() -> None:
    script = Script(COPY, calls(("get_paper_stock", {"paper_name": "Tintoretto"})))
    result = run(script, QUESTION, (PAPER, ADD))
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("get_paper_stock", {"paper_name": "Tintoretto"})
    ]
    assert {"example-span-asked", "example-span-call"} <= set(result.notes) and result.requests == 2
    second = script.prompts()[1]
    listed = manifest_of(second)
    assert [f["name"] for f in listed] == ["get_paper_stock"]
    assert "the example value from the description of get_paper_stock" in second
    assert '"Tintoretto"' in second and "90gsm silk" in second  # the description stays
    assert '"cream"' not in second and '"What"' not in second  # only the request's names
    assert offers_no_tool(second) and not must_call(second)


def test_a_value_outside_the_spans_keeps_the_need_info() -> None:
    script = Script(COPY, calls(("get_paper_stock", {"paper_name": "Tintoretto Laid"})), "garbage")
    result = run(script, QUESTION, (PAPER,))
    assert result.kind == "need_info" and result.need_info is not None
    assert (result.need_info.function, result.need_info.missing) == ("get_paper_stock", ("paper_name",))
    assert "example-span-asked" in result.notes and "example-span-call" not in result.notes


def test_a_no_tool_answer_to_the_span_request_answers_without_the_tool() -> None:
    script = Script(COPY, NO_TOOL_MARKER, "A5 is half of A4.")
    result = run(script, "What's the paper size that is half of an A4 sheet?", (PAPER,))
    assert result.kind == "answer" and result.text == "A5 is half of A4."
    assert "example-span-no-tool" in result.notes


def test_a_need_info_answer_to_the_span_request_keeps_the_need_info() -> None:
    again = NEED_INFO_MARKER + json.dumps({"function": "get_paper_stock", "missing": ["paper_name"]})
    script = Script(COPY, again)
    result = run(script, "How much is a sheet of the paper Mrs Okafor ordered?", (PAPER,))
    assert result.kind == "need_info" and "example-span-asked" in result.notes


def test_a_request_naming_nothing_gets_no_span_request() -> None:
    result = run(Script(COPY), "How much is a sheet of our usual paper?", (PAPER,))
    assert result.kind == "need_info" and "example-span-asked" not in result.notes
    assert result.requests == 1


def test_an_invented_value_or_an_identifier_copy_gets_no_span_request() -> None:
    invented = Script(calls(("get_paper_stock", {"paper_name": "Mohawk Superfine"})))
    assert "example-span-asked" not in run(invented, QUESTION, (PAPER,)).notes
    code = Script(calls(("get_job", {"job_ticket": "JT-00000"})))
    result = run(code, "Where is Imogen Hale's job?", (JOB,))
    assert result.kind == "need_info" and "example-span-asked" not in result.notes


def test_a_forced_tool_choice_keeps_its_call_as_made_without_a_span_request() -> None:
    # The caller demanded the call: the extractor keeps it (with a note), nothing is asked again.
    script = Script(COPY)
    result = run(script, QUESTION, (PAPER, ADD), choice=ToolChoice.named("get_paper_stock"))
    assert result.kind == "calls" and "grounding-ungrounded-kept:forced-choice" in result.notes
    assert "example-span-asked" not in result.notes and result.requests == 1


def test_a_forced_lookup_that_copies_an_example_is_asked_again_among_the_spans() -> None:
    # The first reply adds with a missing operand; the forced lookup copies the finishing's
    # example; the span request (forced too: it replaces a lookup) finds the request's words.
    need = NEED_INFO_MARKER + json.dumps({"function": "add", "missing": ["b"]})
    script = Script(
        need,
        calls(("get_finishing", {"finishing_name": "Wiro Classic"})),
        calls(("get_finishing", {"finishing_name": "Hardback Deluxe"})),
    )
    result = run(script, "What does a thesis with Hardback Deluxe cost, with 5 for postage?", (ADD, FINISH))
    assert result.kind == "calls" and result.calls[0].arguments == {"finishing_name": "Hardback Deluxe"}
    assert {
        "lookup-first-asked",
        "lookup-first-ungrounded",
        "example-span-asked",
        "example-span-call",
    } <= set(result.notes)
    assert must_call(script.prompts()[2]) and not offers_no_tool(script.prompts()[2])
    assert result.deferred == (EnvelopeNeedInfo("add", ("b",)),)


def test_span_request_under_constrained_decoding_carries_the_enum_in_its_schema() -> None:
    script = Script(COPY, calls(("get_paper_stock", {"paper_name": "Tintoretto"})))
    result = run(
        script, QUESTION, (PAPER,), options=TurnOptions(constrained=True, need_info_reply="template")
    )
    assert result.kind == "calls"
    schema = json.dumps(script.requests[1].json_schema)
    assert '"Tintoretto"' in schema and '"90gsm silk"' not in schema


def test_a_reply_of_several_calls_each_copying_an_example_gets_no_span_request() -> None:
    # Every call guessed: the functions are in doubt too, not only the values.
    both = calls(
        ("get_paper_stock", {"paper_name": "90gsm silk"}),
        ("get_finishing", {"finishing_name": "Wiro Classic"}),
    )
    result = run(Script(both), QUESTION, (PAPER, FINISH))
    assert result.kind == "need_info" and "example-span-asked" not in result.notes


def test_the_lookup_step_goes_first_when_a_function_may_find_the_value() -> None:
    # A read whose description names the missing value is a finder: it is asked first, and the
    # span request does not run after it (the lookup step re-asks its own call's copies).
    finder = _tool(
        "find_paper_by_supplier",
        "Returns the paper name a supplier sells.",
        supplier={"type": "string", "description": "The supplier."},
    )
    script = Script(COPY, calls(("find_paper_by_supplier", {"supplier": "Tintoretto"})))
    result = run(script, QUESTION, (PAPER, finder))
    assert result.kind == "calls" and result.calls[0].name == "find_paper_by_supplier"
    assert "lookup-first-call" in result.notes and "example-span-asked" not in result.notes


def test_need_info_is_on_offer_in_the_forced_span_request_and_keeps_the_need_info() -> None:
    need = NEED_INFO_MARKER + json.dumps({"function": "add", "missing": ["b"]})
    finish_need = NEED_INFO_MARKER + json.dumps({"function": "get_finishing", "missing": ["finishing_name"]})
    script = Script(need, calls(("get_finishing", {"finishing_name": "Wiro Classic"})), finish_need)
    result = run(script, "Add the Hardback Deluxe finishing to 5 for postage.", (ADD, FINISH))
    assert result.kind == "need_info" and result.need_info is not None and result.need_info.function == "add"
    assert "example-span-asked" in result.notes and "example-span-call" not in result.notes
    third = script.prompts()[2]
    assert "answer NEED_INFO" in third and must_call(third) and not offers_no_tool(third)


def test_no_span_request_once_this_turn_has_results() -> None:
    # The lookups are in; a copied example now is the model reaching for a function the
    # question does not need: the NEED_INFO is answered from the results as before.
    messages = [
        Message("user", QUESTION),
        Message(
            "assistant", "", tool_calls=(MessageToolCall("c1", "get_finishing", {"finishing_name": "Gloss"}),)
        ),
        Message("tool", '{"price": 2.5}', tool_call_id="c1", name="get_finishing"),
    ]
    script = Script(COPY, "A sheet costs 2.50.")
    turn = TurnInput(messages, functions=(PAPER, FINISH))
    result = TurnEngine(TurnOptions(constrained=False)).run(script, turn)
    assert "example-span-asked" not in result.notes and result.text == "A sheet costs 2.50."
    assert result.requests == 2  # the extract request, then the answer
    assert not any("the example value from the description" in p for p in script.prompts())


# -- a NEED_INFO the model wrote itself for a name the request gives -------------------------------

PICKUP = _tool(
    "find_pickup_by_name",
    "Find a pickup booked at the gates by the collector's full name.",
    pickup_person_name={"type": "string", "description": 'The collector\'s full name, e.g. "Mary Jones".'},
)
BOOK = _tool(
    "book_pickup",
    "Book a pickup at the gates for a collector.",
    pickup_person_name={"type": "string", "description": 'The collector\'s full name, e.g. "Mary Jones".'},
)
SOMALI = "Hodan Axmed Warsame waxay dalbatay alaab. Goorma ayay imanaysaa si ay u qaadato?"


def _asks(function: str, *missing: str) -> str:
    return NEED_INFO_MARKER + json.dumps({"function": function, "missing": list(missing)})


def test_a_need_info_for_a_name_the_request_gives_is_asked_again_among_its_names() -> None:
    script = Script(
        _asks("find_pickup_by_name", "pickup_person_name"),
        calls(("find_pickup_by_name", {"pickup_person_name": "Hodan Axmed Warsame"})),
    )
    result = run(script, SOMALI, (PICKUP, ADD))
    assert result.kind == "calls"
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("find_pickup_by_name", {"pickup_person_name": "Hodan Axmed Warsame"})
    ]
    assert {"stated-name-asked", "stated-name-call"} <= set(result.notes) and result.requests == 2
    second = script.prompts()[1]
    listed = manifest_of(second)
    assert [f["name"] for f in listed] == ["find_pickup_by_name"]
    assert listed[0]["parameters"]["properties"]["pickup_person_name"]["enum"] == [
        "Hodan Axmed Warsame",
        "Axmed",
        "Axmed Warsame",
        "Warsame",
    ]
    assert 'the request names "Hodan Axmed Warsame"' in second
    assert must_call(second)  # a read with the user's own words: as a lookup request is


def test_a_need_info_kept_by_the_model_stands() -> None:
    asks = _asks("find_pickup_by_name", "pickup_person_name")
    result = run(Script(asks, asks), SOMALI, (PICKUP,))
    assert result.kind == "need_info" and result.need_info is not None
    assert result.need_info.missing == ("pickup_person_name",)
    assert {"stated-name-asked", "stated-name-kept"} <= set(result.notes)


def test_no_name_is_guessed_for_a_function_that_changes_something() -> None:
    result = run(Script(_asks("book_pickup", "pickup_person_name")), SOMALI, (BOOK,))
    assert result.kind == "need_info" and "stated-name-asked" not in result.notes
    assert result.requests == 1


def test_no_name_is_offered_for_a_value_that_is_not_a_name() -> None:
    # A lower-case example says the value is a common noun, not one of the request's names.
    service = _tool("get_service", "", service={"type": "string", "description": 'e.g. "shrink-wrapping"'})
    result = run(Script(_asks("get_service", "service")), "What does Ewan Hale's boat need?", (service,))
    assert "stated-name-asked" not in result.notes and result.requests == 1
    # Nor a number, whatever the request names.
    result = run(Script(_asks("add", "a")), "Add Ewan Hale's two numbers.", (ADD,))
    assert "stated-name-asked" not in result.notes


def test_a_need_info_made_by_grounding_is_not_this_step() -> None:
    # The model wrote a value (an invented one): the example and lookup steps own that case.
    invented = calls(("find_pickup_by_name", {"pickup_person_name": "Amina Yusuf"}))
    result = run(Script(invented, _asks("find_pickup_by_name", "pickup_person_name")), SOMALI, (PICKUP,))
    assert result.kind == "need_info" and "stated-name-asked" not in result.notes


def test_no_name_is_offered_for_a_parameter_without_a_documented_example() -> None:
    # German writes every noun with a capital: "Wetter" is one of the request's "names".
    weather = _tool(
        "get_weather", "Current weather for a city.", city={"type": "string", "description": "City name"}
    )
    result = run(Script(_asks("get_weather", "city")), "Wie wird das Wetter morgen?", (weather,))
    assert "stated-name-asked" not in result.notes and result.requests == 1
