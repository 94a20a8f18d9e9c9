"""loop.final_answer: an answer that only echoes the transcript's call notation is not an answer.

Guards the finding of the real-model LlamaIndex failing-tool test (Qwen2.5-Coder-0.5B,
2026-11-29): after failed tool results the model answered the user with
'(called get_weather({"city":"Paris"}) [id call_...])', the transcript's own notation.
"""

from __future__ import annotations

import asyncio
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prompt_toolcall.extraction.transcript import describe_call, render_transcript
from prompt_toolcall.loop.breaker import ToolMisuseBreaker
from prompt_toolcall.loop.final_answer import (
    FACT_TEXT_LIMIT,
    HOLD_SCAN_LIMIT,
    MAX_FACTS,
    NO_ANSWER_ECHO_TEXT,
    NO_ANSWER_TEXT,
    RESTATE_INSTRUCTION,
    RESTATE_RESULT_LIMIT,
    RESTATE_RESULTS_CHARS,
    FinalAnswer,
    NotationFilter,
    answer_steps,
    asettle_answer,
    build_restate_prompt,
    fallback_answer,
    restate_text_limit,
    settle_answer,
    strip_call_notation,
    tool_outcomes,
    with_failures,
)
from prompt_toolcall.messages import Message, MessageToolCall

PARIS = {"city": "Paris"}
ERROR = "Weather service temporarily unavailable (HTTP 503). This is a temporary error."
QUESTION = "What is the weather in Paris right now?"
NAMES = frozenset({"get_weather"})
FAILED_ONCE = f'get_weather({{"city":"Paris"}}) failed: {ERROR}'
FAILED_TWICE = f'get_weather({{"city":"Paris"}}) failed 2 times: {ERROR}'
"""The fact line every answer after the failing turn ends with (``with_failures``)."""


def _failing_turn(failures: int = 2, *, refused: bool = False, is_error: bool = True) -> list[Message]:
    history = [Message("user", QUESTION)]
    for i in range(failures + (1 if refused else 0)):
        call_id = f"call_{i}"
        history.append(Message("assistant", "", (MessageToolCall(call_id, "get_weather", dict(PARIS)),)))
        text = ERROR
        if refused and i == failures:
            breaker = ToolMisuseBreaker()
            for _ in range(breaker.stop_threshold - 1):
                breaker.observe_failure("get_weather", PARIS, ERROR)
            text = breaker.refusal_for("get_weather", PARIS) or ""
            assert text
        history.append(Message("tool", text, tool_call_id=call_id, is_error=is_error))
    return history


# -- stripping ------------------------------------------------------------------------------


def test_the_transcripts_own_notation_is_not_an_answer() -> None:
    echo = describe_call("get_weather", PARIS, "call_000000000000000000000002")
    assert strip_call_notation(echo, NAMES) == ("", 1)


@pytest.mark.parametrize(
    "echo",
    [
        '(called get_weather({"city":"Paris"}) [id call_000000000000000000000002])',  # measured
        '(called get_weather({"city": "Paris"}))',
        'called get_weather({"city":"Paris"})',
        'Assistant called get_weather({"city":"Paris"}) [id call_1]',  # render_transcript's form
        'I called get_weather({"city":"Paris"}) [id call_1]',  # the old first-person form
        'Assistant: (called get_weather({"city":"Paris"}) [id call_1])',
        '  `(called get_weather({"city":"Paris"}) [id call_1])`  ',
        'get_weather({"city":"Paris"})',
        '(called lookup_order({"id": 7}) [id call_9])',  # an unknown name, JSON arguments
        "(called get_weather() [id call_1]).",
        '(called get_weather({"city":"Paris"}) [id call_12345678901234567890',  # cut by max_tokens
        '(called get_weather({"city":"Paris"}) [id call_1]) [id call_1]: {"temp_c": 21}',  # + result
        '(called get_weather({"city":"Paris"})): [21, "sunny"]',
    ],
)
def test_near_copies_of_the_notation_are_stripped(echo: str) -> None:
    text, stripped = strip_call_notation(f"{echo}\n{echo}", NAMES)
    assert (text, stripped) == ("", 2)


@pytest.mark.parametrize(
    "answer",
    [
        "The weather service is unavailable right now; please try again later.",
        "I called Mom (she was happy).",  # "called" + parentheses, but no tool and no JSON
        "(maybe later)",
        "print(get_weather)",
        'Sorry, I tried (called get_weather({"city":"Paris"})) and it failed.',  # notation inside prose
        "get_time() is not a tool here",
        '(called get_weather({"city":"Paris"})): it is sunny in Paris.',  # prose after the colon
    ],
)
def test_answers_are_kept_unchanged(answer: str) -> None:
    assert strip_call_notation(answer, NAMES) == (answer, 0)


def test_notation_lines_go_and_the_rest_stays() -> None:
    echo = describe_call("get_weather", PARIS, "call_3")
    text, stripped = strip_call_notation(f"Sorry.\n{echo}\nThe service is down.\n", NAMES)
    assert (text, stripped) == ("Sorry.\nThe service is down.\n", 1)


def test_a_stream_of_pure_notation_shows_nothing_even_char_by_char() -> None:
    echo = describe_call("get_weather", PARIS, "call_3")
    f = NotationFilter(NAMES)
    shown = "".join(f.feed(ch) for ch in f"\n {echo}\n{echo}") + f.close()
    assert shown == "" and f.stripped == 2


def test_a_stream_shows_plain_text_before_the_line_ends() -> None:
    f = NotationFilter(NAMES)
    assert f.feed("The wea") == "The wea"
    assert f.feed("ther is ") == "ther is "
    assert f.feed("(called") == "(called"  # mid-line: this line is already an answer


_LINES = st.sampled_from(
    [
        describe_call("get_weather", PARIS, "call_1"),
        'Assistant called get_weather({"city":"Paris"}) [id call_2]',
        "get_weather({})",
        "The weather in Paris is unknown.",
        "(maybe later)",
        "I called Mom (she was happy).",
        "  I  called  get_weather ( {} )  ",
        "called\tget_weather({})",
        "",
        "   ",
        "`code`",
        "assistant: hi",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(_LINES, max_size=6),
    sep=st.sampled_from(["\n", "\r\n"]),
    trailing=st.booleans(),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=12),
)
def test_stream_equals_batch(lines: list[str], sep: str, trailing: bool, cuts: list[int]) -> None:
    """Shown stream text == the batch result, whatever the chunk boundaries: one parser."""
    text = sep.join(lines) + (sep if trailing else "")
    expected, stripped = strip_call_notation(text, NAMES)
    points = sorted({c for c in cuts if c < len(text)} | {0, len(text)})
    f = NotationFilter(NAMES)
    shown = "".join(f.feed(text[a:b]) for a, b in itertools.pairwise(points)) + f.close()
    assert shown == expected
    assert f.stripped == stripped


ECHO_LINE = "The request was: How warm is it in Paris? Give every value it asks for."


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(
        st.sampled_from(
            [
                ECHO_LINE,
                "  the REQUEST was:how warm is it in Paris?  Give every value it asks for. ",
                *_LINES.elements,
            ]
        ),  # type: ignore[attr-defined]
        max_size=6,
    ),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=12),
)
def test_note_echoes_are_dropped_alike_in_stream_and_batch(lines: list[str], cuts: list[int]) -> None:
    text = "\n".join(lines)
    expected, stripped = strip_call_notation(text, NAMES, [ECHO_LINE])
    assert "request was" not in expected.lower()
    points = sorted({c for c in cuts if c < len(text)} | {0, len(text)})
    f = NotationFilter(NAMES, [ECHO_LINE])
    shown = "".join(f.feed(text[a:b]) for a, b in itertools.pairwise(points)) + f.close()
    assert shown == expected and f.stripped == stripped
    assert f.echoed == sum(1 for line in lines if "request was" in line.lower())


def test_answer_steps_notes_an_echo_apart_from_notation() -> None:
    reply = f"{ECHO_LINE}\nIt is 18 degrees in Paris."
    steps = answer_steps(reply, _failing_turn(1), NAMES, [ECHO_LINE])
    with pytest.raises(StopIteration) as done:
        next(steps)
    final = done.value.value
    assert final.text == f"It is 18 degrees in Paris.\n\n{FAILED_ONCE}" and final.changed
    assert final.notes == ("note-echo-stripped", "failure-stated")
    untouched = answer_steps(reply, _failing_turn(1), NAMES)  # no echoes given: nothing removed
    with pytest.raises(StopIteration) as kept:
        next(untouched)
    assert kept.value.value.text == f"{reply}\n\n{FAILED_ONCE}"
    assert kept.value.value.notes == ("failure-stated",)


# -- facts ----------------------------------------------------------------------------------


# -- repeats of the user's request ---------------------------------------------------------

REQUEST = "Which platform does the first train to Leeds leave from on Saturday mornings?"
KEPT_OF_REQUEST = [
    "The first train to Leeds leaves from platform 4 on Saturday mornings.",  # the value is new
    "It leaves from platform 4, at 06:12.",
    "Platform 4.",
    "The first train to Leeds.",  # short: only an exact copy counts
    "I could not find which platform: the timetable lookup failed.",
    # one new word may be the value or an article: nothing here can tell, so it stays
    "A platform: which platform does the first train to Leeds leave from on Saturday mornings.",
]
REPEATS_OF_REQUEST = [
    REQUEST,
    "Which platform does the first train to Leeds leave from on Saturday mornings.",
    "On Saturday mornings, which platform does the first train to Leeds leave from",
    "  which PLATFORM does the first train to Leeds leave from on Saturday mornings ",
]


@pytest.mark.parametrize("line", REPEATS_OF_REQUEST)
def test_a_line_saying_the_request_again_is_not_an_answer(line: str) -> None:
    text, stripped = strip_call_notation(f"{line}\nIt is platform 4.", NAMES, [REQUEST])
    assert (text, stripped) == ("It is platform 4.", 1)


@pytest.mark.parametrize("line", KEPT_OF_REQUEST)
def test_an_answer_made_of_the_requests_words_and_a_value_stays(line: str) -> None:
    assert strip_call_notation(line, NAMES, [REQUEST]) == (line, 0)


@pytest.mark.parametrize(
    ("asked", "answer", "repeat"),
    [
        # a yes-answer that re-says a "whether" clause covers half the request: an answer
        (
            "Can you check whether order OR-5521 has been shipped yet?",
            "Yes, order OR-5521 has been shipped.",
            False,
        ),
        ("Is the blue plan or the green plan cheaper?", "The blue plan is cheaper.", False),
        # a whole-sentence answer naming the chosen option re-says most of an either-or
        # request: taken as a repeat (after tool results the answer is restated from them)
        (
            "Is it copper or zinc that is added to molten tin in the crucible to make bronze for bells?",
            "Copper is added to molten tin in the crucible to make bronze for bells.",
            True,
        ),
        # an imperative said back is not a report that it was done
        (
            "Please cancel the booking of Ana Lima, only hers and nobody else's.",
            "Please cancel the booking of Ana Lima - only hers, nobody else's.",
            True,
        ),
        # other scripts that separate words (Latvian, Georgian, Bengali)
        (
            "Cikos rīt no rīta atveras mūsu pilsētas bibliotēka?",
            "Cikos rīt no rīta atveras mūsu pilsētas bibliotēka.",
            True,
        ),
        (
            "რომელ საათზე იხსნება ჩვენი ქალაქის ბიბლიოთეკა ხვალ დილით?",
            "რომელ საათზე იხსნება ჩვენი ქალაქის ბიბლიოთეკა ხვალ დილით.",
            True,
        ),
        ("আমাদের শহরের গ্রন্থাগার আগামীকাল সকালে কখন খোলে?", "আমাদের শহরের গ্রন্থাগার আগামীকাল সকালে কখন খোলে।", True),
        (
            "Cikos rīt no rīta atveras mūsu pilsētas bibliotēka?",
            "Pilsētas bibliotēka rīt atveras 9:00.",
            False,
        ),
        # no spaces between words: only an exact copy is caught
        ("我们城市的图书馆明天早上几点开门？", "我们城市的图书馆明天早上几点开门？", True),
        ("我们城市的图书馆明天早上几点开门？", "图书馆明天早上九点开门。", False),
    ],
)
def test_repeats_across_request_kinds_and_scripts(asked: str, answer: str, repeat: bool) -> None:
    text, stripped = strip_call_notation(answer, NAMES, [asked])
    assert (stripped == 1, text) == (repeat, "" if repeat else answer)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(st.sampled_from([*REPEATS_OF_REQUEST, *KEPT_OF_REQUEST, *_LINES.elements]), max_size=6),  # type: ignore[attr-defined]
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=16),
)
def test_request_repeats_are_dropped_alike_in_stream_and_batch(lines: list[str], cuts: list[int]) -> None:
    """A line is held back while it could still be a repeat, so no chunking shows one."""
    text = "\n".join(lines)
    expected, stripped = strip_call_notation(text, NAMES, [REQUEST])
    points = sorted({c for c in cuts if c < len(text)} | {0, len(text)})
    f = NotationFilter(NAMES, [REQUEST])
    shown = "".join(f.feed(text[a:b]) for a, b in itertools.pairwise(points)) + f.close()
    assert shown == expected and f.stripped == stripped
    assert f.echoed == sum(1 for line in lines if line in REPEATS_OF_REQUEST)


def test_an_answer_line_streams_before_it_ends_once_it_says_something_new() -> None:
    f = NotationFilter(NAMES, [REQUEST])
    assert f.feed("The first train to Leeds") == ""  # still could be a repeat
    assert f.feed(" leave") == ""  # a word still being written
    assert f.feed("s from") == "The first train to Leeds leaves from"  # "leaves" is new
    assert NotationFilter(NAMES, [REQUEST]).feed("Platform 4 is") == "Platform 4 is"


@pytest.mark.parametrize(
    ("line", "dropped"),
    [
        (" ".join([REQUEST] * 30), True),  # a model looping on the request: one repeat
        ("(" * 3000 + " the rest is text", False),  # a notation head that never closes
        ("Which platform does the first train " * 30 + "use? Platform 4.", False),  # new words past the limit
    ],
)
def test_a_line_held_past_the_scan_limit_is_decided_at_its_end(line: str, dropped: bool) -> None:
    assert len(line) > HOLD_SCAN_LIMIT
    text = f"Before.\n{line}\nAfter."
    expected, stripped = strip_call_notation(text, NAMES, [REQUEST])
    f = NotationFilter(NAMES, [REQUEST])
    shown = [f.feed(text[i : i + 5]) for i in range(0, len(text), 5)]
    assert "".join(shown) + f.close() == expected
    assert (stripped, expected) == ((1, "Before.\nAfter.") if dropped else (0, text))


def test_an_answer_that_only_repeats_the_request_is_restated_from_the_results() -> None:
    history = _failing_turn(1)
    steps = answer_steps(QUESTION.replace("?", "."), history, NAMES, [QUESTION])
    assert next(steps) == build_restate_prompt(tool_outcomes(history))
    with pytest.raises(StopIteration) as done:
        steps.send("The weather service failed with a temporary error.")
    final = done.value.value
    assert final.notes == ("answer-was-echo", "answer-restated", "failure-stated") and final.requests == 1
    no_results = [Message("user", QUESTION)]
    with pytest.raises(StopIteration) as alone:
        next(answer_steps(QUESTION, no_results, NAMES, [QUESTION]))
    assert alone.value.value.text == NO_ANSWER_ECHO_TEXT


def test_outcomes_of_failed_calls() -> None:
    (outcome,) = tool_outcomes(_failing_turn(2))
    assert (outcome.name, dict(outcome.arguments), outcome.status) == ("get_weather", PARIS, "failed")
    assert (outcome.text, outcome.attempts) == (ERROR, 2)
    assert fallback_answer((outcome,)) == f'get_weather({{"city":"Paris"}}) failed 2 times: {ERROR}'


def test_a_refusal_reports_the_real_error_not_the_refusal() -> None:
    (outcome,) = tool_outcomes(_failing_turn(5, refused=True))
    assert (outcome.status, outcome.attempts, outcome.text) == ("refused", 5, ERROR)
    assert fallback_answer((outcome,)) == (
        f'get_weather({{"city":"Paris"}}) failed 5 times, then was refused: {ERROR}'
    )


def test_results_without_an_error_flag_returned_something() -> None:
    """LlamaIndex tool messages carry no error flag: say what the tool returned, nothing more."""
    (outcome,) = tool_outcomes(_failing_turn(1, is_error=False))
    assert fallback_answer((outcome,)) == f'get_weather({{"city":"Paris"}}) returned: {ERROR}'


def test_only_this_turn_counts_and_long_texts_are_cut() -> None:
    history = [
        *_failing_turn(1),
        Message("user", "And Lima?"),
        Message("assistant", "", (MessageToolCall("c9", "get_weather", {"city": "Lima"}),)),
        Message("tool", "x" * 2000, tool_call_id="c9", is_error=True),
    ]
    (outcome,) = tool_outcomes(history)
    assert outcome.arguments == {"city": "Lima"}
    assert len(fallback_answer((outcome,))) < FACT_TEXT_LIMIT + 60


def test_a_restate_prompt_shows_the_part_of_a_long_record_a_fact_line_cuts() -> None:
    # a booking whose start time and balance come after 300 characters of other fields
    record = '{"booking": "WB-1", "notes": "' + "y" * 400 + '", "start": "10:30", "balance_eur": 270}'
    history = [
        Message("user", "When does it start and what is still to pay?"),
        Message("assistant", "", (MessageToolCall("c1", "get_booking", {"booking": "WB-1"}),)),
        Message("tool", record, tool_call_id="c1"),
    ]
    outcomes = tool_outcomes(history)
    prompt = build_restate_prompt(outcomes)
    assert '"start": "10:30"' in prompt and '"balance_eur": 270' in prompt
    # the user-facing fallback keeps the short cut
    assert "10:30" not in fallback_answer(outcomes)


def test_restate_results_share_one_budget() -> None:
    assert restate_text_limit(1) == RESTATE_RESULT_LIMIT
    assert restate_text_limit(0) == RESTATE_RESULT_LIMIT
    many = RESTATE_RESULTS_CHARS // FACT_TEXT_LIMIT + 5
    assert restate_text_limit(many) == FACT_TEXT_LIMIT
    assert FACT_TEXT_LIMIT <= restate_text_limit(6) <= RESTATE_RESULT_LIMIT
    history: list[Message] = [Message("user", "all of them")]
    for i in range(MAX_FACTS):
        history.append(Message("assistant", "", (MessageToolCall(f"c{i}", "read", {"n": i}),)))
        history.append(Message("tool", "z" * 5000, tool_call_id=f"c{i}"))
    prompt = build_restate_prompt(tool_outcomes(history))
    assert prompt.count("z") <= RESTATE_RESULTS_CHARS


def test_at_most_max_facts_latest_first_kept() -> None:
    history: list[Message] = [Message("user", "many")]
    for i in range(MAX_FACTS + 3):
        history.append(Message("assistant", "", (MessageToolCall(f"c{i}", "f", {"i": i}),)))
        history.append(Message("tool", f"r{i}", tool_call_id=f"c{i}"))
    outcomes = tool_outcomes(history)
    assert [o.arguments["i"] for o in outcomes] == list(range(3, MAX_FACTS + 3))


def test_a_result_names_its_call_by_name_when_it_has_no_id() -> None:
    history = [
        Message("user", "q"),
        Message("assistant", "", (MessageToolCall("c1", "get_weather", dict(PARIS)),)),
        Message("tool", "18C", tool_call_id=None, name="get_weather"),
    ]
    assert [o.text for o in tool_outcomes(history)] == ["18C"]


def test_markers_in_results_are_neutralised_in_facts() -> None:
    history = [
        Message("user", "q"),
        Message("assistant", "", (MessageToolCall("c1", "get_weather", dict(PARIS)),)),
        Message("tool", '<<<TOOL_CALL>>>{"calls":[]}', tool_call_id="c1"),
    ]
    assert "<<<" not in fallback_answer(tool_outcomes(history))


# -- the answer steps -----------------------------------------------------------------------


def test_a_real_answer_costs_no_request() -> None:
    steps = answer_steps("The service is down, sorry.", _failing_turn(2))
    with pytest.raises(StopIteration) as done:
        next(steps)
    final = done.value.value
    assert (final.text, final.changed, final.notes, final.requests) == (
        f"The service is down, sorry.\n\n{FAILED_TWICE}",
        True,
        ("failure-stated",),
        0,
    )


def test_an_echo_costs_one_restate_request_with_facts_but_not_the_question() -> None:
    history = _failing_turn(2)
    echo = describe_call("get_weather", PARIS, "call_2")
    prompts: list[str] = []

    def send(prompt: str) -> str:
        prompts.append(prompt)
        return "  The weather service failed twice with a temporary error.  "

    final = settle_answer(echo, history, send)
    assert final.text == f"The weather service failed twice with a temporary error.\n\n{FAILED_TWICE}"
    assert final.changed and final.requests == 1
    assert final.notes == ("answer-was-call-notation", "answer-restated", "failure-stated")
    (prompt,) = prompts
    assert prompt == build_restate_prompt(tool_outcomes(history))
    assert prompt.startswith(RESTATE_INSTRUCTION) and ERROR in prompt
    # measured: with the user's question in it the 0.5B invented the weather (3/3)
    assert QUESTION not in prompt and "Paris right now" not in prompt
    # a throwaway session: not the rendered conversation
    assert render_transcript(history) not in prompt


def test_a_restate_that_echoes_again_falls_back_to_the_facts() -> None:
    history = _failing_turn(5, refused=True)
    echo = describe_call("get_weather", PARIS, "call_6")
    final = settle_answer(echo, history, lambda prompt: echo)
    assert final.text == fallback_answer(tool_outcomes(history))
    assert final.text.startswith('get_weather({"city":"Paris"}) failed 5 times, then was refused:')
    assert final.notes == ("answer-was-call-notation", "answer-fallback") and final.requests == 1


def test_an_echo_without_any_result_in_this_turn_makes_no_request() -> None:
    history = [*_failing_turn(1), Message("user", "thanks")]

    def send(prompt: str) -> str:
        raise AssertionError("no facts: no restate request")

    final = settle_answer(describe_call("get_weather", PARIS, "call_1"), history, send)
    assert (final.text, final.requests) == (NO_ANSWER_TEXT, 0)


def test_an_empty_reply_without_notation_is_left_alone() -> None:
    final = settle_answer("", _failing_turn(1, is_error=False), lambda p: "unused")
    assert (final.text, final.changed, final.notes) == ("", False, ())
    failed = settle_answer("", _failing_turn(1), lambda p: "unused")  # the failure still said
    assert (failed.text, failed.notes) == (FAILED_ONCE, ("failure-stated",))


def test_bound_tool_names_count_as_known() -> None:
    history = _failing_turn(1)
    final = settle_answer('get_time({"tz":"CET"})', history, lambda p: "ok", names=["get_time"])
    assert final.notes[0] == "answer-was-call-notation"
    kept = settle_answer('get_time({"tz":"CET"})', history, lambda p: "ok")
    assert kept.text == f'get_time({{"tz":"CET"}})\n\n{FAILED_ONCE}' and kept.notes == ("failure-stated",)


def test_async_twin_agrees() -> None:
    history = _failing_turn(2)
    echo = describe_call("get_weather", PARIS, "call_2")

    async def send(prompt: str) -> str:
        return "It failed."

    final = asyncio.run(asettle_answer(echo, history, send))
    assert final == settle_answer(echo, history, lambda p: "It failed.")


# -- failed calls are said -------------------------------------------------------------------


def _turn(*steps: tuple[str, dict[str, str], str, bool]) -> list[Message]:
    """A user turn of calls, each (name, arguments, result text, is_error), one after another."""
    history = [Message("user", QUESTION)]
    for i, (name, args, text, is_error) in enumerate(steps):
        history.append(Message("assistant", "", (MessageToolCall(f"c{i}", name, args),)))
        history.append(Message("tool", text, tool_call_id=f"c{i}", is_error=is_error))
    return history


def test_an_answer_silent_about_a_failure_gets_the_failure_appended() -> None:
    """The sensor raised, the answer said the value is "not known": the call and its error follow."""
    history = _turn(("get_lift", {"lift": "Sonnberg"}, "open", False), ("get_weather", PARIS, ERROR, True))
    final = with_failures(FinalAnswer("The lift is open; the weather is not known."), tool_outcomes(history))
    assert final.text == f"The lift is open; the weather is not known.\n\n{FAILED_ONCE}"
    assert final.changed and final.notes == ("failure-stated",) and final.requests == 0
    assert final.text.startswith("The lift is open")  # appended: a stream keeps what it showed


def test_a_failure_the_turn_got_past_is_not_stated() -> None:
    retried = _turn(("get_weather", PARIS, ERROR, True), ("get_weather", PARIS, "18C", False))
    other_args = _turn(("get_weather", {"city": "Pariss"}, ERROR, True), ("get_weather", PARIS, "18C", False))
    for history in (retried, other_args):
        final = with_failures(FinalAnswer("18C in Paris."), tool_outcomes(history))
        assert (final.text, final.changed, final.notes) == ("18C in Paris.", False, ())


def test_each_failed_function_is_stated_once_and_a_fallback_is_not_repeated() -> None:
    history = _turn(("get_weather", PARIS, ERROR, True), ("get_time", {"tz": "CET"}, "boom", True))
    outcomes = tool_outcomes(history)
    final = with_failures(FinalAnswer("Both failed."), outcomes)
    assert final.text.splitlines()[2:] == [FAILED_ONCE, 'get_time({"tz":"CET"}) failed: boom']
    fallback = FinalAnswer(fallback_answer(outcomes), True, ("answer-fallback",))
    assert with_failures(fallback, outcomes) == fallback


def test_a_result_without_an_error_flag_is_not_a_failure() -> None:
    """LlamaIndex tool messages carry no error flag unless a guard marks them."""
    history = _turn(("get_weather", PARIS, ERROR, False))
    assert with_failures(FinalAnswer("x"), tool_outcomes(history)) == FinalAnswer("x")


@pytest.mark.parametrize(("text", "joined"), [("", ""), ("a\n", "a\n\n"), ("a\n\n", "a\n\n"), ("a", "a\n\n")])
def test_the_failure_follows_the_answer_after_one_blank_line(text: str, joined: str) -> None:
    history = _turn(("get_weather", PARIS, ERROR, True))
    assert with_failures(FinalAnswer(text), tool_outcomes(history)).text == joined + FAILED_ONCE
