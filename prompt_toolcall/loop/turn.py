"""The turn engine: one model turn of a tool-calling chat, I/O-free, for every adapter.

Data flow (one :meth:`TurnEngine.steps` run; each request is yielded, the adapter sends it
and sends back a :class:`~prompt_toolcall.extraction.extractor.ModelReply`)::

    TurnInput (neutral messages, tools, choice, parallel, breaker note, today)
      ├─ no tools / tool_choice none ──► AnswerRequest ──► settle ──► kind "answer"
      └─ extractor request: the transcript, or the STATE VIEW when this user turn already
         has tool traffic (request + calls made with results, numbered + "the next call")
         (+ "NOTE FOR THIS REQUEST: <breaker note>": this request only, never the history)
           ──► Extractor.steps: ModelRequest extract / repair (once) / verify
           ──► the turn's first reply only computes (every call's required arguments are
                      numbers) while bound reads take text ──► ONE request listing only those
                      reads, which must call one (compute-first-asked); a grounded call replaces
                      the reply (compute-first-lookup), else the computation stands
                      (compute-first-kept)
           ──► calls: a one-string argument listing three or more items of the request
                      ("A, B and C") ──► one call per item (prompt_toolcall.loop.packed;
                      packed-calls-split:N)
                      a value that is one item of a list the request writes ("weather in
                      Boston and New York", one call) ──► the same call for the other items
                      (prompt_toolcall.loop.listed; listed-calls-added:N)
                      identical calls in one reply run once     (duplicate-calls-merged:N)
                      more than MAX_CALLS                        (calls-capped:N)
                      repeats of answered calls dropped          (repeated-calls-dropped:N)
                      a step applied again to its own result, its other operand stated
                      once and already used (reapplied-steps-dropped:N)
                      ALL repeats ──► turned back ONCE: the state view + "you already have
                                      this result" ──► a second extractor run (repeat-turned-back)
                                      still all repeats (repeated-call-suppressed) ──► the
                                      offers a NO_TOOL meets below, then the answer
                      a call that acts on every record (no arguments, "all" in its name
                      or description, not a read) while the request names one item
                      (prompt_toolcall.loop.scope) ──► dropped (overbroad-calls-dropped:N);
                      none left ──► ONE request without those functions, NO_TOOL on offer;
                      still no call ──► AnswerRequest told what was not run and why
                      of the calls kept, one whose argument another call of the reply
                      looks up waits for that result, deferred and resumed
                      (dependent-calls-held:N); the calls the extractor held back
                      (calls-deferred:N: a value missing or not yet in the conversation)
                      are deferred the same way
           ──► the last reply deferred calls and its results are in: a reply that calls
                      none of them and only repeats or reapplies steps ──► ONE request that
                      must make the first (lookup-resume-asked); a reply that goes on by
                      itself keeps the others waiting; a function that does not read is
                      not run with a code unlike its parameter's examples
                      (lookup-resume-other-code)
           ──► no_tool / need_info right after a failed call (the latest result an error, the
                      first failure of its function this turn; prompt_toolcall.loop.retries)
                      ──► ONE request listing only that function, its failure shown, NO_TOOL
                      on offer (failed-call-retry-offered); a corrected call replaces the
                      reply (failed-call-retried)
           ──► need_info whose every missing value was a copy of its parameter's documented
                      example, free text ("e.g. 90gsm silk"; prompt_toolcall.loop.spans)
                      ──► ONE request for that function, each such value an enum of the
                      request's spans, NEED_INFO and NO_TOOL on offer (example-span-asked); a
                      grounded call or a NO_TOOL replaces the reply (example-span-call,
                      example-span-no-tool). The same for a forced lookup call below whose
                      missing values were such copies (the request then must call)
           ──► need_info the model wrote itself, before any result, for a read whose every
                      missing value is a name (free text, examples written as names;
                      prompt_toolcall.loop.spans.name_parameters) while the request names
                      items ──► ONE request for that function, each such value an enum of the
                      request's names, which must call it (stated-name-asked); a grounded call
                      replaces the reply (stated-name-call), else it stands (stated-name-kept)
           ──► need_info while a bound function's description names a missing value, or the
                      missing values are numbers and other functions take arguments (a
                      finder, prompt_toolcall.loop.lookups; or, before any result, the
                      missing values are identifiers and the request names an item: the
                      reads of the same kind of record, lookup-by-item; none, and any
                      missing value: the reads whose names share a word with the request,
                      lookup-by-request) ──► ONE request that lists only the
                      finders and must call one, NEED_INFO not on offer under constrained
                      decoding (lookup-first-asked); a call whose every value
                      is grounded replaces the NEED_INFO (lookup-first-call; the NEED_INFO's
                      call and the reply's other refused calls then wait, resumed like
                      deferred calls), any other
                      outcome keeps it (lookup-first-ungrounded)
                      tool_choice allows one call only           (parallel-calls-dropped:N)
           ──► no_tool / need_info while this turn's results carry every required value of a
                      function not called yet (keys named like its parameters or values
                      written like their code examples, lookups.fed_by_results) that reads
                      or that the NEED_INFO names (a change is never proposed by the engine:
                      chain-changes-withheld:N) ──► ONE request listing only those functions,
                      NO_TOOL on offer unless all read (chain-offered); its calls replace
                      the reply (chain-call)
           ──► no_tool once this turn has results, while a read found nothing for its one
                      value and other reads take the same kind of value
                      (prompt_toolcall.loop.siblings) ──► ONE request listing only those, each
                      taking that value alone, NO_TOOL on offer (nothing-found-offered); a
                      grounded call replaces the reply (nothing-found-call)
           ──► no_tool ──► AnswerRequest (the adapter renders the live conversation in its own
                          message types, may stream it through NotationFilter; after this
                          turn's tool results with a note: answer from them, several
                          records of one function side by side (prompt_toolcall.loop.compare),
                          and last, which of them failed: FAILED_CALLS_TEXT; and the
                          numbers it may state, prompt_toolcall.checking.answer_numbers)
                          ──► settle (prompt_toolcall.loop.final_answer): a line that is notation,
                          an echo or states an unsupported number goes; RestateRequest at most once
           ──► need_info, this user turn has tool results ──► AnswerRequest with a note: answer
                          from the results, ask the user only for what only they can give
                          (need-info-answered)
           ──► need_info, no tool result yet ──► AnswerRequest with a note: the function
                          and the values the conversation does not give; answer without the
                          function if the request allows, else ask the user for them
                          (need-info-worded); kind stays need_info. need_info_reply="template":
                          plain text asking for the missing values, by name, no request
           ──► unreadable ──► plain text + the invalid calls (never a repair prompt, never a guess)
      ──► TurnResult(kind, calls, invalid, need_info, text, errors, notes, requests, usage, replies)

The engine owns every decision of a turn; adapters convert types and do I/O only, so the
four drivers of each adapter (sync, async, stream, astream) can never drift apart.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import date
from typing import Any, Literal, TypeVar

from prompt_toolcall.checking.answer_numbers import AnswerNumbers, answer_numbers
from prompt_toolcall.checking.grounding import (
    GroundingMode,
    GroundingResult,
    check_grounding,
    collect_sources,
)
from prompt_toolcall.checking.grounding.decide import CODE_OF_ANOTHER_PARAMETER
from prompt_toolcall.checking.grounding.values import MAX_TEXT_CHARS, count_operands, read_numbers
from prompt_toolcall.extraction.envelope_schema import MAX_CALLS
from prompt_toolcall.extraction.extractor import (
    DEFAULT_MAX_TOKENS,
    ExtractionResult,
    Extractor,
    ModelReply,
    ModelRequest,
    Usage,
)
from prompt_toolcall.extraction.prompt import REPAIR_INSTRUCTION, CallSyntax, PromptStyle
from prompt_toolcall.extraction.transcript import (
    last_user_request,
    render_transcript,
    render_turn_state,
    turn_has_tool_traffic,
)
from prompt_toolcall.loop.compare import compared_results
from prompt_toolcall.loop.coverage import (
    MAX_ITEMS_SHOWN,
    NamedItem,
    named_items,
    tool_vocabulary,
    uncovered_items,
    used_texts,
)
from prompt_toolcall.loop.final_answer import (
    FinalAnswer,
    NotationFilter,
    ToolOutcome,
    answer_steps,
    call_names,
    describe_outcome,
    has_tool_traffic,
    strip_call_notation,
    tool_outcomes,
)
from prompt_toolcall.loop.listed import add_listed_calls
from prompt_toolcall.loop.lookups import (
    code_readers,
    computes,
    fed_by_results,
    finders_for,
    held_calls,
    item_readers,
    other_kind_of_code,
    request_readers,
    resumable,
)
from prompt_toolcall.loop.packed import split_packed_calls
from prompt_toolcall.loop.repeats import answered_call_keys, call_key, reapplied_step
from prompt_toolcall.loop.retries import retry_candidate
from prompt_toolcall.loop.scope import acts_on_all, overbroad_calls, reads
from prompt_toolcall.loop.siblings import nothing_found
from prompt_toolcall.loop.spans import copied_examples, name_parameters, named_spans, with_span_choices
from prompt_toolcall.messages import Message
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, InvalidToolCall, ToolCall, ToolChoice

__all__ = [
    "EXTRACTOR_CACHE_SIZE",
    "NOTE_NAMES",
    "AnswerRequest",
    "RestateRequest",
    "TurnEngine",
    "TurnInput",
    "TurnKind",
    "TurnOptions",
    "TurnRequest",
    "TurnResult",
    "adrive",
    "drive",
    "engine_for",
    "need_info_text",
    "unreadable_text",
]

EXTRACTOR_CACHE_SIZE = 32
"""Extractors kept per engine, keyed by tool set + choice + mode. UNMEASURED: an agent binds
one tool set; structured-output chains add one per schema."""

ERROR_TEXT_LIMIT = 600
"""Cap on the error text an unreadable turn shows (the repair prompt's cut of a rejected reply)."""

NOTE_NAMES: dict[str, str] = {
    "no-tools": "no tools were bound: the inner model answered the conversation",
    "tool-choice-none": "tool_choice none: the inner model answered the conversation",
    "breaker-note": "the misuse breaker's corrective note was added to this turn's requests",
    "state-view": "the extractor saw the request, the calls made and their results (multi-step)",
    "packed-calls-split:N": "a one-string argument listed three or more items the request names: "
    "one call per item, N calls added",
    "compute-first-asked": "the turn's first reply only computed while reads that take text are "
    "bound: one request that lists only those reads and must call one",
    "compute-first-lookup": "that request's call, every value grounded, replaced the computation",
    "compute-first-kept": "that request made no grounded call: the computation stands as first written",
    "listed-calls-added:N": "a call's value was one item of a list the request writes: the same "
    "call for the list's other items, N calls added",
    "duplicate-calls-merged:N": "N identical calls (same name and arguments) in one reply ran once",
    "calls-capped:N": "N calls beyond the per-reply cap were dropped",
    "repeated-calls-dropped:N": "N calls repeated an answered call of this turn and were dropped",
    "reapplied-steps-dropped:N": "N calls applied an answered call again to its own result "
    "with an operand the request states once: dropped",
    "repeat-turned-back": "a reply that only repeated answered calls was asked again once",
    "lookup-by-code": "the lookup request also lists the reads keyed by a code the request gives "
    "(its shape and leading letters fit their documented example)",
    "lookup-first-asked": "a NEED_INFO while another bound function's description names the "
    "missing value: one request listing only those functions, which must call one",
    "lookup-by-item": "no function names the missing identifier while the request names an item: "
    "the lookup request listed the reads of the same kind of record, or with none the reads "
    "that say they return an identifier (lookups.item_readers)",
    "lookup-by-request": "no finder and no item reader for the missing value while the request names "
    "an item: the lookup request listed the reads whose names share a word with the request or the "
    "function (lookups.request_readers)",
    "lookup-first-call": "that request's calls (a lookup), every value grounded, replaced the NEED_INFO",
    "lookup-first-ungrounded": "that request's calls carried a value the conversation does not "
    "give: the NEED_INFO stands",
    "lookup-nested": "the lookup call itself lacked a value that another bound function can find: "
    "one more request listing only those functions (at most MAX_LOOKUP_DEPTH levels)",
    "nothing-found-offered": "a NO_TOOL after a read found nothing for its one value while other "
    "reads take the same kind of value: one request listing only those, with that value, NO_TOOL "
    "on offer (loop.siblings)",
    "nothing-found-call": "that request's call, every value grounded, replaced the NO_TOOL",
    "stated-name-asked": "a NEED_INFO the model wrote itself, before this turn's first result, for a "
    "read whose every missing value is a name, while the request names items: one request for "
    "that function, each such value one of the names the request gives, which must call it "
    "(loop.spans)",
    "stated-name-call": "that request's call, every value grounded, replaced the NEED_INFO",
    "stated-name-kept": "that request gave no grounded call: the NEED_INFO stands (the lookup step "
    "may still run)",
    "example-span-asked": "a NEED_INFO (or a lookup call) whose every missing value was a copy of its "
    "parameter's documented example, before this turn's first result: one request for that "
    "function, each such value one of the names the request gives (loop.spans)",
    "example-span-call": "that request's call, every value grounded, replaced the NEED_INFO",
    "example-span-no-tool": "that request answered NO_TOOL: the turn answers without the function",
    "example-span-ungrounded": "that request's call carried a value the conversation does not give: "
    "the NEED_INFO stands",
    "lookup-resume-asked": "the last reply looked up a value for a deferred call, its results are "
    "in and this reply did not move on: one request that must make the deferred call",
    "lookup-resumed": "that request's call, every value grounded, replaced the reply",
    "lookup-resume-ungrounded": "that request's call carried a value the conversation does not "
    "give: the reply stands",
    "lookup-resume-other-code": "that request's call, of a function that does not read, carried a "
    "code that starts with other letters than its parameter's documented examples: the reply stands",
    "chain-offered": "a NO_TOOL or NEED_INFO while this turn's results carry every required value "
    "of a function not called yet: one request that lists only such functions",
    "chain-call": "that request's calls replaced the reply",
    "chain-read-forced": "every function offered reads, so that request had to call one",
    "chain-changes-withheld:N": "the results fed N functions that do not read and that no NEED_INFO "
    "named: the offer left them out (the engine never proposes a change by itself)",
    "chain-call-ungrounded": "the forced chain call carried a value the conversation does not "
    "give: the reply stands",
    "repeated-call-suppressed": "still only repeats after that: taken as a NO_TOOL (its offers, "
    "then the answer)",
    "need-info-answered": "a NEED_INFO after this turn's tool results: the inner model answered "
    "from the results instead (asking the user itself if a value only they can give is missing)",
    "overbroad-calls-dropped:N": "N calls of functions that act on every record (no arguments, "
    "not a read) were not returned: the request names one item",
    "overbroad-asked-again": "no call was left: one request without those functions was made",
    "need-info-worded": "a NEED_INFO before any tool result: the inner model wrote the reply, "
    "told which values are missing (answering without the function when the request allows)",
    "need-info-worded-unsupported": "that reply stated a number the conversation does not, for a "
    "request with fewer than two numbers: the fixed sentence replaced it",
    "failed-call-retry-offered": "a reply without a call followed a failed call (its function's "
    "first failure this turn): one request that lists only that function and shows the failure",
    "failed-call-retried": "that request made a corrected call, which replaced the reply",
    "dependent-calls-held:N": "N calls gave a value another call of the same reply looks up "
    "(its function's description names the parameter): held back until that result, and "
    "resumed like a lookup's deferred call",
    "parallel-calls-dropped:N": "parallel calls were not allowed: all but the first N+1st were dropped",
}
"""Every note the engine itself adds (the extractor's and the answer's notes come on top;
see docs/api.md for the full list)."""

TURN_BACK_TEXT = (
    "YOU ALREADY HAVE THIS: {calls}. Do not call it again. "
    "Call the next function whose argument values are known now, or {no_tool} if the results "
    "already answer the request."
)
"""The one extra extractor request after a reply that only repeated answered calls.

Why: measured on multi-step agent tasks with the 1.5B model, after a name-to-id lookup
returned the id the next reply repeated the answered lookup; dropping it and answering
produced "lives in the city with the ID <id>" (the record lookup was never called).
On 8 dev tasks (1.5B, LangChain and LlamaIndex agents) it fired once: after the record
lookup the model repeated it, was turned back, answered NO_TOOL and the answer was right.
Most failures there came earlier (the first call), so one firing is all the evidence."""

COMPUTE_FIRST_TEXT = (
    "NOTE: {calls} only compute{s} with numbers, and nothing has been looked up yet. A number "
    "the request itself states may be used as it is; a price, a rate, a size or any other "
    "figure of something the request names must come from a function's result first. Call "
    "the function listed above that gives such a figure, with a value the request states."
)
"""The one extra request when a turn's first reply only computes (every call's required
arguments are numbers or lists of numbers) while bound functions that read take text. The
request lists only those reads and must call one (NEED_INFO not on offer under constrained
decoding); a call whose every value is grounded replaces the computation (note
``compute-first-lookup``), anything else keeps the computation as written
(``compute-first-kept``): a question that is only arithmetic has no value in it for a read,
so its forced call is refused and the computation stands.

Why: on a spent held-out agent split (1.5B, LangChain create_agent), all three
"price several things" tasks went the same way: the first reply multiplied or added the
numbers the request states ("12 tonnes and 6 tonnes" -> 12 + 6, "one bulk bag each" -> 1 + 1,
"40 mm stone" -> 100 x 40), grounding accepted every number (each is in the request), the
computation ran, and the answer reported tonnes or a made-up total; the price lookups were
never made. Grounding can tell that a number was written; it cannot tell that a figure the
question needs is not among those written. A first version left every function and NO_TOOL
on offer: in all 3 spent tasks where it fired the model wrote its computation again."""

LOOKUP_FIRST_TEXT = (
    "NOTE: {function} needs {missing}, which neither the request nor a result above gives. "
    "The functions listed above can find {them}: call one of them now, with values the "
    "request or the results give."
)
"""The request after a NEED_INFO when bound functions can find the missing value.

That request lists only the finders (:func:`prompt_toolcall.loop.lookups.finders_for`: the
other bound functions whose description names the missing parameter and that do not take
it) and must call one of them; the calls are then grounding-checked, and a call carrying a
value the conversation does not give keeps the NEED_INFO. No finder: no extra request.

Why: measured on multi-step agent tasks with the 1.5B model, the first reply to a question
that needs a name-to-id lookup called the record lookup with an invented id; grounding
rightly turned it into NEED_INFO, and then the agent asked the user for an id a bound
function could find. Asked with the whole tool list ("if another function can find it, call
it; otherwise NEED_INFO"), the model answered NEED_INFO again: 0 of 6 lookup-task runs right
on one held-out split, 0 of 16 runs on a split of lookups only, also when the question
named the finder. Listing only the finders takes the record lookup, whose value is
unknown, out of the choice; forcing a call takes the NEED_INFO habit out; grounding keeps the
forced call honest.

Measured on 18 agent tasks written before this change (1.5B; LangChain create_agent and
LlamaIndex FunctionAgent): 7 of 36 runs right before, 13 after, 6 gained and 0 lost (exact
McNemar p = 0.03). Five gains are lookups (1 of 12 lookup runs right before, 6 after); the
sixth is an answer request whose prompt was the same in both runs. The forced request fired
in 10 of the 12 lookup runs and called the finder with the question's value in 8 (5 of them
then finished right; in 3 the model answered with the looked-up id instead of using it); the
other 2 needed two lookups in a row (name, then record, then the value), which one step cannot
do, and their invented id kept the NEED_INFO.

Under constrained decoding that request cannot answer NEED_INFO (its schema has no such
variant): the model must write a call, and grounding decides whether the call stands. Why:
measured on held-out agent tasks with the 1.5B model, the forced request answered NEED_INFO
for the finder itself although the question stated its value (a station's town, named in a
Portuguese question; both stations of a journey), so the user was asked for a code a finder
could find. Grounding already refuses an invented finder value, so taking NEED_INFO off the
request loses no honesty. When every missing value is a number, the finders include every
function with required arguments (see :mod:`prompt_toolcall.loop.lookups`): on the held-out
run described at :data:`RESTATED_REQUEST_TEXT`, 2 of the 6 gained runs were a price times a
quantity whose price the model first invented, then looked up.

Limits: a description that abbreviates differently from the parameter ("booking reference"
for ``booking_ref``) names no finder, and the user is asked as before. A finder is offered
whatever it does, so a function with side effects whose description names the value (one
that creates a record and returns its id) can be the forced call; its values must still come
from the conversation."""

EXAMPLE_SPAN_TEXT = (
    "NOTE: the last reply gave {params} the example value from the description of {function}, "
    "not a value from the request. {function} now takes {them} only as words copied from the "
    "request (the allowed values are listed above): call {function} with the words of the "
    "request that name {them}{otherwise}"
)
"""The request after a call whose missing values were copies of their parameters' documented
examples: that one function, each such parameter an ``enum`` of the request's spans
(:mod:`prompt_toolcall.loop.spans`); ``otherwise`` says what else the reply may be: NEED_INFO
always, NO_TOOL unless the request stands in for a lookup the engine demanded.

Why: a documented example copied as an item's name was the most frequent failure on five
spent held-out agent splits (1.5B); grounding refused it and the user was asked for a value
the request held in other words or in another language. The figures of this change are in
the module's docstring and in the agent benchmark reports."""

NOTHING_FOUND_TEXT = (
    "NOTE: {function} found nothing for {value}. {others} also look{s} up such a value: if the "
    "record may be there, call {one} with {value}; otherwise answer NO_TOOL."
)
"""The request after a NO_TOOL when a read of this turn found nothing for its one value and
other reads take the same kind of value (:mod:`prompt_toolcall.loop.siblings`): only those
reads, each argument an ``enum`` of that value alone, NO_TOOL on offer. The figures are in the
module's docstring."""

STATED_NAME_TEXT = (
    "NOTE: the last reply said the request gives no {params} for {function}, but the request "
    "names {names}. {function} takes {them} only as words copied from the request (the allowed "
    "values are listed above): call {function} with the words of the request that name {them}."
)
"""The request after a NEED_INFO the model wrote itself, for a read whose every missing value
is a name (:func:`prompt_toolcall.loop.spans.name_parameters`), while the request names items:
that one function, each such parameter an ``enum`` of the request's names, and the reply must
call it, as a lookup request must (a read changes nothing, and its value can only be the
user's own words). Only a call whose every value is grounded replaces the NEED_INFO; anything
else keeps it, and the lookup step runs after it as before.

Why: on two spent held-out agent splits (1.5B, both frameworks), every first reply that was a
NEED_INFO (6 runs of 2 tasks) asked for a person's name that opened the request, written in a
language the model reads poorly (as "Hodan Axmed Warsame waxay dalbatay ..."); the lookup step then
offered a search by phone number, the model wrote the phone number of the tool's example, and
the user was asked for a name they had given. Reads only: a guess at a name sent to a read
finds nothing or the record asked for, while a change made on it would act on the wrong
record. With NEED_INFO still on offer, the first version was answered NEED_INFO again on the
spent task it was tried on, the request's full name shown in the note."""

MAX_LOOKUP_DEPTH = 2
"""Lookups in a row the lookup step may chain for one NEED_INFO (a name gives a record's id,
the record gives the code the asked-for call needs): one extra request per level. Measured
on held-out agent tasks with the 1.5B model: one level could not do the two-lookup tasks (the
forced record lookup carried an invented id, so the NEED_INFO stood)."""

RESUME_TEXT = (
    "NOTE: {function} needed {missing}, and the results above were looked up to give {them}. "
    "Call {function} now, with values the request or the results give."
)
"""The request after a lookup's results when the reply did not make the deferred call.

The lookup step records, on the lookup call's message, the call it stands in for (the
NEED_INFO's function and missing parameters, :data:`prompt_toolcall.loop.lookups.DEFERRED_KEY`).
On the next turn, once every lookup call has a result that is not an error, a reply that
makes no new call gets ONE more request that lists only that function and must call it; the
call is grounding-checked like the lookup call (an invented value keeps the reply).

Why: measured on held-out agent tasks with the 1.5B model, the forced lookup found the id in
8 of 12 runs, and in 3 of those the next reply was NO_TOOL and the answer gave the looked-up
id ("still owes the clinic <the account number>") instead of calling the function that needed it. The
engine knows that call was wanted: it was the NEED_INFO the lookup stood in for."""

CHAIN_TEXT = (
    "NOTE: the results above give what these functions take: {fed}. If the request still "
    "needs one of them, call it now with the values from the results; if the results already "
    "answer the request, answer NO_TOOL."
)
"""The one extra request after a NO_TOOL or NEED_INFO when this turn's results can feed a
function not called yet (:func:`prompt_toolcall.loop.lookups.fed_by_results`: a result key
named like each of its required parameters, or a value written like its documented code
example). The request lists only those functions; NO_TOOL
stays on offer and the extractor's grounding checks the call as usual; a call replaces the
reply (chain-call), anything else keeps it.

Why: measured on seen agent tasks with the 1.5B model, after a search returned the code a
record lookup takes (``{"station_code": ...}`` for ``get_station_facilities``), the reply was
NO_TOOL and the answer invented the record's content or gave the code itself; with the
offer, that task went right in both frameworks (development figure). On the held-out run
described at :data:`RESTATED_REQUEST_TEXT` no gained or lost task turned on it. A NEED_INFO
gets the offer too: on a spent agent split (1.5B, LangChain), after a school search returned
the visit number the record lookup takes, the next reply called an unrelated function with
an invented value, grounding made it NEED_INFO, and the answer invented the record. On 24
agent tasks written blind before that extension (1.5B, both frameworks, before and after),
the offer after a NEED_INFO fired once and was declined; no task was gained or lost.

Only functions that read (:func:`prompt_toolcall.loop.scope.reads`) are offered, and the one
function a NEED_INFO names: a function that may change data (``cancel_order(order)`` after
an order lookup) is never put before the model by the engine itself; the model makes such a
call only when it asks for it (note ``chain-changes-withheld:N``). Why: over 612 recorded
runs of six spent agent splits (1.5B, both frameworks, several engine versions), an offer
that listed a function that does not read fired 22 times, all in tasks whose tools could not
do what was asked (change an inscription, a monogram or a phone number on an order, where the
only tools acting on the order held or cancelled it); 20 of them made the call and put an
order on hold or cancelled it, and none of the 22 runs was right. No offer of a function
that does not read was part of a right run.

Limits: "reads" is the function name's first word (:data:`prompt_toolcall.loop.scope.READ_VERBS`),
so a read named otherwise (``quote_price``) is not offered either; a tool that must not run
without consent still belongs behind a human approval step (LangChain's
``HumanInTheLoopMiddleware``). A function without required arguments is never offered."""

CHAIN_READ_TEXT = (
    "NOTE: the results above give what these functions take: {fed}. Call the one the request "
    "needs now, with the values from the results."
)
"""The chain request when every function the results feed reads (its name starts with a read
verb, :data:`prompt_toolcall.loop.scope.READ_VERBS`): it must call one of them, and the
engine keeps the call only when every value it carries is grounded (chain-call-ungrounded
otherwise, and the reply stands).

Why: a read changes nothing, and declining was never right. On 48 spent agent tasks written
blind (1.5B, both frameworks, before and after runs), the model declined the offer of
:data:`CHAIN_TEXT` in 8 runs of 3 tasks, and all 8 answers were wrong: each invented the
record the read would have returned (an insurance payout, an appointment time, a pick-up
place). When it made the call, 10 of 15 runs were right. In every one of those 23 offers the
fed functions were reads (development figures, counted from the runs' notes).

A function that does not read is never forced: such an offer keeps NO_TOOL (:data:`CHAIN_TEXT`)."""

RETRY_TEXT = (
    "NOTE: the last call failed: {outcome}. If the error says how to correct the values, call "
    "{function} again now with the corrected values; otherwise answer NO_TOOL."
)
"""The one extra request after a reply without a call that followed a failed call
(:func:`prompt_toolcall.loop.retries.retry_candidate`: the latest call of this turn failed,
the first failure of its function in this turn). The request lists only that function and
keeps NO_TOOL on offer; the extractor's grounding checks the corrected call as usual, and a
call identical to the failed one keeps the reply.

Why: measured on seen agent tasks with the 1.5B model, a date lookup answered "write the
date as YYYY-MM-DD"; the next reply called another function with an invented value, then
NO_TOOL, and the answer repeated the error. A small model reads the correction when it is
the only thing asked."""

OVERBROAD_TEXT = (
    "{names} was not run: it acts on every record and cannot be limited to what the request "
    "names. Say that you cannot do what the request asks with the tools you have, and why."
)
"""The note of the answer request after every call of a reply acted on every record while
the request names one item, and the request without those functions made no call (see
:mod:`prompt_toolcall.loop.scope`, which also gives the measurement)."""

ANSWER_FROM_RESULTS_TEXT = (
    "Only the calls above were made; no other action was taken. Answer the request from the "
    "results above. If a call failed or found nothing, say so. If the request asks you to do "
    "something (book, order, cancel, change) and no call above did it, say that you cannot do it. "
    "If it asks for a promise, a guarantee or a prediction that no result above gives, say that "
    "you cannot give it. If the answer needs a figure worked out from the results, write out the "
    "working, each number it uses and the result (price × quantity + delivery = total), then the "
    "figure."
)
"""The note of every answer request once this user turn has tool results.

Why: the answer request shows the results as a user message after the calls, and the 1.5B
model then sometimes answered as if they said something else: "the flight is delayed" after
the status lookup failed with a server error, "the function is not defined" after a lookup
found no such person. The note puts the request and its results back in charge of the answer.
Measured in one run with the NEED_INFO fallback below and the re-applied-step rule's tool
result statements (1.5B; LangChain create_agent and LlamaIndex FunctionAgent; 21 agent tasks
written before the changes): 5 of 42 runs right before, 11 after, 7 gained and 1 lost (exact
McNemar p = 0.07). This note's share, read from the replies: 3 gained (a failed courier
lookup and an unknown title reported as such instead of an invented answer) and the 1 lost
(a question that needed no tool: its needless lookup found nothing, and the answer reported
that instead of answering from knowledge).

The first and last sentences: measured on four spent agent splits (1.5B, LangChain
create_agent), a request for a change no bound function makes (a booking, an order, a
service visit), where the tools could only look things up, went the same way in 4 of 4
splits: the model made the lookups, answered NO_TOOL, and the answer either reported the
lookups as if they were the change ("the order has been placed") or only restated them,
never saying the change was not made. Replayed
on two of those conversations (development figures): a middle sentence ("the calls above
are all that was done: if the request asks for a change none of them made, say that you
could not make it") changed neither answer; this wording made both say "I cannot do it",
while five controls kept their answers (two lookups answered, a cancellation a call did
make reported as made, a failed call reported, a German question answered).

The promise sentence: on the twelve spent agent splits that ask for a prediction or a
guarantee beside a lookup ("will it come out deep red, and can you guarantee none will
crack?"), the 1.5B answered the lookup and then promised ("none of them will craze or
crack"), right on 1 of 12 in LangChain. With the sentence (same engine, one run each, 28
tasks): 4 of 12 (3 gained, 0 lost, exact McNemar p = 0.25; "I cannot promise that ..."), and
16 control tasks of five of those splits (chains, lookups, parallel prices, a failing sensor, a
change no tool makes) kept every outcome (14 of 16 right before and after). Development
figures; not yet measured on a blind split.

The working sentence: a parallel task's answer is often a figure made of several results (each
item's price times its quantity, plus a delivery charge), and the 1.5B wrote a total in one go
and got it wrong, or dropped an item. Replayed on the answer step alone (every expected call of
a task already made, its results in view; LangChain, 1.5B) on the parallel tasks of 37 spent
agent splits: 49 of 105 right without the sentence, 61 with it (15 gained, 3 lost, exact
McNemar p = 0.008). Written-out steps are also what the answer check
(``checking.answer_numbers``) can follow: each step's result becomes an operand of the next,
and a line whose arithmetic does not work out is not shown, where a bare total of three or
more results is beyond its one step. Controls, the chain, lookup and robust tasks of every
other spent split in a fixed half (by task id): 104 of 121 right without, 109 with (7 gained, 2
lost). Development figures (the sentence was chosen on the parallel replay); an earlier
wording with a worked numeric example had its number copied into an answer, so this one has
none."""

FAILED_CALLS_TEXT = (
    "{calls} failed, so what it would have given is not known: say that it failed, and give "
    "no value in its place."
)
"""Added to the answer note, last, when a call of this turn failed or was refused.

Why: the answer note already says "if a call failed ... say so", and the restated request asks
for every value; with a sensor or a live board that timed out, the 1.5B model gave a value
anyway, in both frameworks on two spent agent splits (a temperature; the first Saturday bus
from a neighbouring field of another result). Naming the failed function, last, is what the
model reads before it answers. Development figures (1.5B, LangChain, the two conversations and
four written for the purpose, one reply each): the sensor answer became "the reading right now
is not known"; the bus answer kept its borrowed value; a failed exchange rate was reported
as the error; a shop's queue counter that timed out was left out of the answer (not invented,
not reported); a control with no failure kept its answer."""

RESTATED_REQUEST_LIMIT = 400
"""Longest user request (characters) the answer note repeats; a longer one is not repeated."""

RESTATED_REQUEST_TEXT = "The request was: {request} Give every value it asks for."
"""Added to the answer note after tool results: the user's request again, at the end.

Why: the answer request ends with the tool results, and the 1.5B model then answered the
last result instead of the request: the fare in euros when Swiss francs were asked, the
class of a seat without its number, a charge without the distance also asked for, "no
passenger named ..." (the last, needless lookup) instead of what the complaint it had read
said. Said again at the end, next to the results, the request is what the reply is read
against. A request longer than :data:`RESTATED_REQUEST_LIMIT` is not repeated (it would
double a long prompt).

Measured on 18 agent tasks written before this change and the lookup and chain changes below
(1.5B; LangChain create_agent and LlamaIndex FunctionAgent): 9 of 36 runs right before, 15
after, 6 gained and 0 lost (exact McNemar p = 0.03). Read from the replies, this note's
share is 4 of the 6: a two-part question answered in full (twice), a note's content
reported instead of the needless lookup that followed it, and a failed sensor reading
reported as failed instead of an invented wind speed."""

NEED_INFO_ANSWER_TEXT = (
    f"{ANSWER_FROM_RESULTS_TEXT} If something only the user can tell you is still missing, "
    "ask the user for it."
)
"""The note of the answer request that replaces a NEED_INFO once this turn has tool results.

Why: on multi-step agent tasks with the 1.5B model, the step after a tool result often came
back as NEED_INFO although nothing only the user knows was missing: the last step asked for
again after its result, or grounding refused a constant the request implies ("square the
result": exponent 2). The agent then asked the user for a value the results or the request
already gave. A NEED_INFO before any result still asks the user (nothing has been found
yet, and grounding's asking is what keeps invented values out); after results the inner
model sees them and the request, and asks in its own words only when something is missing.
Dev split: the "square the result" chain flipped to right in both frameworks. Held-out (the
run described above): 2 runs gained, 0 lost (a message was read, then a needless stock lookup
asked for an id; the answer came from the message)."""

NEED_INFO_REPLY_TEXT = (
    "You can call {function}, but it needs {missing}, which the user has not given. Ask the "
    "user for {missing} in one short sentence. Only if the request does not need {function} at "
    "all (general knowledge, or arithmetic on numbers it gives), answer it instead. Never make "
    "up {missing} or anything {function} would return."
)
"""The note of the answer request that words a NEED_INFO before any tool result.

Why: measured on spent agent splits (1.5B, LangChain create_agent), every question that
needs no tool and was asked beside unrelated tools (a theatre term, a water-treatment step,
a percentage from numbers the question gives) went wrong the same way: the model called a
bound tool, filling its argument with the example value of the tool's own docstring or an
invented one; grounding rightly refused the value, and the agent answered "To use <tool> I
need more information: <parameter>" to a question nobody needed a tool for. The engine
cannot tell a question the tool is needed for from one it is not; the inner model, shown
the conversation and what is missing, can answer the one and ask for the other. The turn
stays ``need_info`` (its ``need_info`` says which call could not be made), so nothing a
caller counts changes; only the words do. ``need_info_reply="template"`` keeps the fixed
sentence of :func:`need_info_text` and saves the request.

A worded reply that states a number the conversation does not is replaced by the fixed
sentence, unless the request gives two or more numbers (arithmetic on them is one way to
answer without a tool). Why: on a held-out split (1.5B, both frameworks; 13 NEED_INFOs
worded by the model, 2 of them a right answer to arithmetic on the question's numbers), a
Romanian question about a crew member's ship and hours got "he worked 10 hours" in both
frameworks: a value the tool would have returned, invented in words. The check is by
value, in any language whose digits or number words it reads; a number the model knows (the
metres in a nautical mile, asked without numbers) is refused too, the price of never
letting an invented number through. A reply that repeats the request or the note is no
reply either; both fall back to the fixed sentence."""

UNREADABLE_TEXT = "I could not make a valid tool call (after {n} attempt{s})."
"""The plain sentence an unreadable turn starts with."""

_INTERNAL_MARKERS = (
    REPAIR_INSTRUCTION,
    "YOUR PREVIOUS OUTPUT WAS REJECTED",
    "You are a function-call extractor",
)
"""Prompt text that must never reach the user through an error message."""

TurnKind = Literal["calls", "need_info", "unreadable", "answer"]
NeedInfoReply = Literal["model", "template"]


@dataclass(frozen=True)
class TurnOptions:
    """The options every adapter shares (one vocabulary; see docs/api.md).

    Attributes:
        constrained: ``True``/``False``/``"auto"`` (auto: when the backend can decode under
            a JSON schema, as told by :attr:`TurnInput.json_schema_capable`).
        repair: spend one repair request on an unreadable or invalid reply.
        verify: spend one audit request on an ungrounded call.
        grounding: ``"lenient"``, ``"strict"`` or ``"off"``.
        extract_max_tokens: reply cap of each extractor request.
        suppress_repeated_calls: drop repeats of answered calls (turned back once first).
        prompt_style: the extractor prompt, ``"compact"`` (default) or ``"full"``.
        plan_first: constrained extractor replies start with a short free-text plan (steps
            needed, steps done, the one step now) before the decision; free decoding ignores
            it. Opt-in: on the agent dev split (1.5B, LangChain, 16 tasks) it got 5/16 right
            against 7/16 without, at 2x the seconds and 3.6x the generated tokens.
        call_syntax: how a free-decoding extractor prompt asks for calls, ``"json"`` or
            ``"python"`` (a Python list of keyword calls); constrained decoding ignores it.
        need_info_reply: who words a NEED_INFO made before any tool result: ``"model"`` (one
            answer request told what is missing; see :data:`NEED_INFO_REPLY_TEXT`) or
            ``"template"`` (the fixed sentence of :func:`need_info_text`, no request).
    """

    constrained: bool | Literal["auto"] = "auto"
    repair: bool = True
    verify: bool = False
    grounding: GroundingMode = "lenient"
    extract_max_tokens: int | None = DEFAULT_MAX_TOKENS
    suppress_repeated_calls: bool = True
    prompt_style: PromptStyle = "compact"
    plan_first: bool = False
    call_syntax: CallSyntax = "json"
    need_info_reply: NeedInfoReply = "model"

    @classmethod
    def of(cls, settings: object) -> TurnOptions:
        """The options read from an object carrying fields of the same names (an adapter)."""
        return cls(**{f.name: getattr(settings, f.name) for f in fields(cls) if hasattr(settings, f.name)})


def engine_for(engine: TurnEngine | None, settings: object) -> TurnEngine:
    """``engine`` if ``settings`` still give its options, else a new engine.

    The engine holds the extractor cache, which is only valid for the options it was built
    with; an adapter whose fields changed gets a fresh engine.
    """
    options = TurnOptions.of(settings)
    if engine is not None and engine.options == options:
        return engine
    return TurnEngine(options)


@dataclass(frozen=True)
class TurnInput:
    """What one turn is about, read once by the adapter from its call.

    Attributes:
        messages: the conversation (neutral messages, already pairing-checked).
        functions: the bound tools (empty: the inner model just answers).
        choice: the tool choice.
        parallel: whether more than one call per reply may be returned.
        note: the misuse breaker's pending corrective note (request-only), if any.
        today: today's date, so relative dates can be grounded (None: the system date).
        json_schema_capable: the backend can decode under a JSON schema (``constrained="auto"``).
        retry_failed: the adapter's knowledge that a call's last run failed and was not
            refused (a framework that does not mark error results, e.g. LlamaIndex): the
            engine's one offer of a corrected call reads failures through it. None: the
            messages' error flags decide. An identical repeat is answered either way.
    """

    messages: Sequence[Message]
    functions: Sequence[FunctionTool] = ()
    choice: ToolChoice = field(default_factory=ToolChoice.auto)
    parallel: bool = True
    note: str | None = None
    today: date | None = None
    json_schema_capable: bool = False
    retry_failed: Callable[[str, Mapping[str, Any]], bool] | None = None


@dataclass(frozen=True)
class AnswerRequest:
    """Ask the inner model to answer the live conversation (rendered by the adapter).

    Attributes:
        note: text to add to the last user message of this request only (the breaker note;
            after this turn's tool results, the note to answer from them).
        notation_names: set when the conversation has tool traffic: the tool names whose
            call-notation lines the answer must not show (stream it through
            :class:`~prompt_toolcall.loop.final_answer.NotationFilter` with these names).
        echoes: the texts of ``note``: a line of the answer repeating one is not shown
            (pass them to the same filter).
        numbers: after this turn's tool results, the numbers the answer may state: a line
            stating another is not shown (the same filter).
    """

    note: str | None = None
    notation_names: frozenset[str] | None = None
    echoes: tuple[str, ...] = ()
    numbers: AnswerNumbers | None = None
    purpose: Literal["answer"] = "answer"

    def answer_filter(self) -> NotationFilter | None:
        """The filter a streamed answer goes through (None: no tool traffic, show it all)."""
        if self.notation_names is None:
            return None
        return NotationFilter(self.notation_names, self.echoes, self.numbers)


@dataclass(frozen=True)
class RestateRequest:
    """One throwaway user turn (``prompt``) after an answer that only echoed call notation."""

    prompt: str
    purpose: Literal["restate"] = "restate"


TurnRequest = ModelRequest | AnswerRequest | RestateRequest
"""What the engine yields: an extractor request (one user turn, maybe a JSON schema), an
answer of the live conversation, or a restate turn."""


@dataclass(frozen=True)
class TurnResult:
    """What one turn came to, in neutral types.

    Attributes:
        kind: ``calls``, ``need_info``, ``unreadable`` or ``answer``.
        calls: the calls to return (``calls``).
        invalid: calls the model attempted that could not be read or did not validate.
        need_info: the function and missing parameters (``need_info``).
        text: the message text (the answer, the NEED_INFO question, the unreadable sentence).
        text_changed: for an answer, whether ``text`` differs from the inner model's reply.
        errors: why the reply was unreadable.
        notes: every tolerance and step taken, in order (names: docs/api.md).
        requests: model requests made in this turn.
        usage: tokens summed over every request.
        replies: the raw extractor reply texts.
        reasoning: reasoning text the inner model returned with its answer, if any.
        tools_bound: whether tools were bound (an answer is then a NO_TOOL decision).
        deferred: for ``calls`` made by the lookup step, the NEED_INFOs they look up values
            for, innermost first; adapters keep it on the message (``DEFERRED_KEY``) so the
            next turn can make the deferred call once the results are in.
    """

    kind: TurnKind
    calls: tuple[ToolCall, ...] = ()
    invalid: tuple[InvalidToolCall, ...] = ()
    need_info: EnvelopeNeedInfo | None = None
    text: str = ""
    text_changed: bool = False
    errors: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    requests: int = 0
    usage: Usage = field(default_factory=Usage)
    replies: tuple[str, ...] = ()
    reasoning: str | None = None
    tools_bound: bool = False
    deferred: tuple[EnvelopeNeedInfo, ...] = ()

    @property
    def reported_kind(self) -> str:
        """The kind as responses report it: an answer with tools bound is ``no_tool``."""
        if self.kind == "answer":
            return "no_tool" if self.tools_bound else "answer"
        return self.kind


@dataclass
class _Tally:
    """Requests, usage, replies and notes collected over one turn."""

    notes: list[str] = field(default_factory=list)
    requests: int = 0
    usage: Usage = field(default_factory=Usage)
    replies: list[str] = field(default_factory=list)
    deferred: tuple[EnvelopeNeedInfo, ...] = ()

    def add_extraction(self, result: ExtractionResult) -> None:
        self.notes.extend(result.notes)
        self.requests += result.requests
        self.usage = self.usage + result.usage
        self.replies.extend(result.replies)

    def add_reply(self, reply: ModelReply) -> None:
        self.requests += 1
        self.usage = self.usage + reply.usage


def need_info_text(function: str, missing: Sequence[str], tool: FunctionTool | None) -> str:
    """The question a NEED_INFO turn asks: the missing parameters by name (with descriptions)."""
    parts: list[str] = []
    for name in missing:
        sub = tool.properties.get(name) if tool is not None else None
        desc = sub.get("description") if isinstance(sub, Mapping) else None
        parts.append(f"{name} ({desc.strip()})" if isinstance(desc, str) and desc.strip() else name)
    them = "it" if len(parts) == 1 else "them"
    return f"To use {function} I need more information: {', '.join(parts)}. Please provide {them}."


def unreadable_text(requests: int, errors: Sequence[str]) -> str:
    """A plain sentence plus the errors; internal prompt text never reaches the user."""
    shown = [e for e in errors if not any(marker in e for marker in _INTERNAL_MARKERS)]
    head = UNREADABLE_TEXT.format(n=requests, s="" if requests == 1 else "s")
    if not shown:
        return head
    detail = "; ".join(shown)
    if len(detail) > ERROR_TEXT_LIMIT:
        detail = detail[:ERROR_TEXT_LIMIT] + "..."
    return f"{head} Errors: {detail}"


def _tools_key(functions: Sequence[FunctionTool]) -> str:
    return json.dumps([f.to_dict() for f in functions], sort_keys=True, default=str)


def _dedupe_calls(calls: Sequence[ToolCall]) -> tuple[tuple[ToolCall, ...], int]:
    seen: set[str] = set()
    kept: list[ToolCall] = []
    for c in calls:
        key = call_key(c.name, c.arguments)
        if key not in seen:
            seen.add(key)
            kept.append(c)
    return tuple(kept), len(calls) - len(kept)


class TurnEngine:
    """Runs turns for one adapter instance; holds the options and the extractor cache.

    Args:
        options: the shared options (:class:`TurnOptions`).

    Example:
        ```python
        engine = TurnEngine(TurnOptions(constrained=True))
        result = engine.run(send, TurnInput(messages, functions=tools))
        ```
    """

    def __init__(self, options: TurnOptions | None = None) -> None:
        self.options = options or TurnOptions()
        self._extractors: OrderedDict[tuple[str, str, bool, date, bool], Extractor] = OrderedDict()

    # -- configuration --------------------------------------------------------------------

    def constrained_for(self, turn: TurnInput) -> bool:
        """Whether this turn's extractor requests ask for constrained decoding."""
        if self.options.constrained == "auto":
            return turn.json_schema_capable
        return bool(self.options.constrained)

    def extractor(self, turn: TurnInput, *, need_info: bool = True) -> Extractor:
        """The cached extractor for this turn's tools, choice, mode and date (``need_info``:
        whether a constrained reply may be NEED_INFO; see :class:`Extractor`)."""
        constrained = self.constrained_for(turn)
        today = turn.today or date.today()
        key = (_tools_key(turn.functions), repr(turn.choice), constrained, today, need_info)
        ex = self._extractors.get(key)
        if ex is None:
            o = self.options
            ex = Extractor(
                turn.functions,
                choice=turn.choice,
                constrained=constrained,
                repair=o.repair,
                verify=o.verify,
                max_tokens=o.extract_max_tokens,
                grounding=o.grounding,
                today=today,
                prompt_style=o.prompt_style,
                plan_first=o.plan_first,
                call_syntax=o.call_syntax,
                need_info=need_info,
            )
            if len(self._extractors) >= EXTRACTOR_CACHE_SIZE:
                self._extractors.popitem(last=False)
            self._extractors[key] = ex
        return ex

    # -- the turn -------------------------------------------------------------------------

    def steps(self, turn: TurnInput) -> Generator[TurnRequest, ModelReply, TurnResult]:
        """One turn as a generator: yields each :data:`TurnRequest`, receives its
        :class:`ModelReply`, returns the :class:`TurnResult`."""
        tally = _Tally()
        if turn.note:
            tally.notes.append("breaker-note")
        if not turn.functions or turn.choice.mode == "none":
            tally.notes.append("no-tools" if not turn.functions else "tool-choice-none")
            return (yield from self._answer(turn, tally))
        result = yield from self._extract(turn, tally, turned_back=())
        result = yield from self._compute_first(turn, result, tally)
        waiting = resumable(turn.messages, turn.functions)
        if waiting and not self._moves_on(turn, result, waiting[0]):
            result = yield from self._resume(turn, waiting, result, tally)
        elif waiting:
            # The reply went on by itself: what it did not call still waits.
            made = {c.name for c in result.calls}
            tally.deferred = tuple(w for w in waiting if w.function not in made)
        for turned_back in (False, True):
            result = yield from self._offers(turn, result, tally)
            if turned_back and result.kind not in ("calls", "no_tool", "need_info"):
                break  # an unreadable reply to the turn-back: answer from the results
            if result.kind != "calls":
                return (yield from self._no_calls(turn, result, tally))
            fresh, done = self._new_calls(turn, result.calls, tally)
            if fresh:
                return (yield from self._within_scope(turn, fresh, result, tally))
            if turned_back:
                break
            # Every call repeats an answered one: show the model its results and ask ONCE more.
            tally.notes.append("repeat-turned-back")
            result = yield from self._extract(turn, tally, turned_back=done)
        tally.notes.append("repeated-call-suppressed")
        return (yield from self._after_repeats(turn, result, tally))

    def run(self, send: Callable[[TurnRequest], ModelReply], turn: TurnInput) -> TurnResult:
        """Drive :meth:`steps` with a synchronous ``send`` (exceptions propagate unchanged)."""
        return drive(self.steps(turn), send)

    async def arun(self, send: Callable[[TurnRequest], Awaitable[ModelReply]], turn: TurnInput) -> TurnResult:
        """Drive :meth:`steps` with an async ``send``; otherwise identical to :meth:`run`."""
        return await adrive(self.steps(turn), send)

    # -- private steps --------------------------------------------------------------------

    def _request_text(
        self, turn: TurnInput, tally: _Tally, turned_back: Sequence[ToolCall], extra: str | None = None
    ) -> str:
        allow_no_tool = not turn.choice.must_call
        ask: str | None = None
        if turned_back:
            keys = {call_key(c.name, c.arguments) for c in turned_back}
            shown = "; ".join(
                describe_outcome(o)
                for o in tool_outcomes(turn.messages)
                if call_key(o.name, o.arguments) in keys
            )
            ask = TURN_BACK_TEXT.format(calls=shown, no_tool="NO_TOOL" if allow_no_tool else "nothing")
        state = render_turn_state(
            turn.messages, allow_no_tool=allow_no_tool, ask=ask, unused=[i.text for i in _unused_items(turn)]
        )
        if state is None:
            text = render_transcript(turn.messages)
        else:
            text = state
            if "state-view" not in tally.notes:
                tally.notes.append("state-view")
        if extra:
            text = f"{text}\n\n{extra}"
        if turn.note:
            text = f"{text}\n\nNOTE FOR THIS REQUEST: {turn.note}"
        return text

    def _extract(
        self,
        turn: TurnInput,
        tally: _Tally,
        turned_back: Sequence[ToolCall],
        extra: str | None = None,
        *,
        need_info: bool = True,
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        request = self._request_text(turn, tally, turned_back, extra)
        untrusted = [m.content for m in turn.messages if m.role == "tool"]
        steps = self.extractor(turn, need_info=need_info).steps(
            request, sources=collect_sources(turn.messages), untrusted=untrusted
        )
        try:
            model_request = next(steps)
            while True:
                reply = yield model_request
                model_request = steps.send(reply)
        except StopIteration as done:
            result: ExtractionResult = done.value
        tally.add_extraction(result)
        return result

    def _offers(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A reply without a call meets the same offers whichever request gave it (the first
        one, or the one after a repeat was turned back), each at most once per turn: a retry
        of a failed call, a lookup for a NEED_INFO's value, the next call of a chain.

        Why the turn-back reply too: on a spent held-out split of 24 tasks, the same task
        failed this way in both frameworks: a finder's result carried the ticket number the
        next function takes, the model repeated the finder, answered NO_TOOL once turned
        back, and that path offered nothing, so the answer guessed the seat.
        """
        if result.kind in ("no_tool", "need_info") and "failed-call-retry-offered" not in tally.notes:
            result = yield from self._retry_failed(turn, result, tally)
        if (
            result.kind == "need_info"
            and result.need_info is not None
            and "grounding-need-info" not in result.notes
            and not {"stated-name-asked", "lookup-first-asked", "example-span-asked"} & set(tally.notes)
        ):
            result = yield from self._stated_names(turn, result, tally)
        if (
            result.kind == "need_info"
            and result.need_info is not None
            and len(turn.functions) > 1
            and "lookup-first-asked" not in tally.notes
        ):
            result = yield from self._lookup_first(turn, result, tally)
        if (
            result.kind == "need_info"
            and result.need_info is not None
            and not {"lookup-first-asked", "example-span-asked"} & set(tally.notes)
        ):
            result = yield from self._example_spans(turn, result, tally)
        if (
            result.kind in ("no_tool", "need_info")
            and not turn.choice.must_call
            and "chain-offered" not in tally.notes
        ):
            result = yield from self._next_in_chain(turn, result, tally)
        if (
            result.kind == "no_tool"
            and not turn.choice.must_call
            and turn.choice.mode != "named"
            and "nothing-found-offered" not in tally.notes
        ):
            result = yield from self._nothing_found(turn, result, tally)
        return result

    def _nothing_found(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A NO_TOOL while a read of this turn found nothing for its one value and other reads
        take the same kind of value: ONE request listing only those, each taking that value
        alone (:data:`NOTHING_FOUND_TEXT`), NO_TOOL on offer. A grounded call replaces the
        NO_TOOL; anything else keeps it."""
        returned = [
            (o.name, o.arguments, o.text) for o in tool_outcomes(turn.messages) if o.status == "returned"
        ]
        found = nothing_found(returned, turn.functions) if returned else None
        if found is None:
            return result
        tally.notes.append("nothing-found-offered")
        names = [f.name for f, _ in found.siblings]
        ask = NOTHING_FOUND_TEXT.format(
            function=found.function,
            value=json.dumps(found.value, ensure_ascii=False),
            others=", ".join(names),
            s="s" if len(names) == 1 else "",
            one=names[0] if len(names) == 1 else "one of them",
        )
        functions = tuple(with_span_choices(f, (p,), (found.value,)) for f, p in found.siblings)
        second = yield from self._grounded_offer(turn, functions, ask, tally, judged=turn.functions)
        if second is None:
            return result
        tally.notes.append("nothing-found-call")
        return second

    def _after_repeats(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, TurnResult]:
        """Still only repeats once turned back: the model asks for nothing new, which is what
        a NO_TOOL says, so the reply meets the offers a NO_TOOL meets (a retry, the next call
        of a chain, the items no call has used), each still at most once per turn.

        Why: on spent dev splits, two tasks whose request stated a quantity no call had used
        ended here, repeating the finder, and the answer was written without the step that
        used the quantity; the offer that names unused items never ran on this path. With
        this path, one of them (LangChain, one run) got the offer naming the quantity, and
        the model repeated the step it had made instead: not a gain there.
        """
        idle = replace(result, kind="no_tool", calls=(), need_info=None)
        offered = yield from self._offers(turn, idle, tally)
        if offered.kind == "calls":
            fresh, _ = self._new_calls(turn, offered.calls, tally)
            if fresh:
                return (yield from self._within_scope(turn, fresh, offered, tally))
            return (yield from self._answer(turn, tally))
        return (yield from self._no_calls(turn, offered, tally))

    def _lookup_first(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A NEED_INFO that a bound function may resolve: ONE request that lists only the
        finders and must call one; its calls replace the NEED_INFO only when every value they
        carry is grounded, and then the NEED_INFO's call, and after it the reply's other refused
        calls (``result.deferred``: the steps the model planned), wait for the lookup's results
        like deferred calls. A lookup call that itself lacks a value another bound function can
        find leads to one more such request (up to MAX_LOOKUP_DEPTH levels); one that sent a
        code to a read of another kind (grounding's ``code-of-another-parameter``) leads to one
        more request listing only the reads that code is written for
        (:func:`~prompt_toolcall.loop.lookups.code_readers`), the same value still missing. No
        finder, a named tool_choice, or any other outcome keeps the NEED_INFO, so the user is
        still asked and nothing is guessed.
        """
        need = result.need_info
        assert need is not None
        if turn.choice.mode == "named":
            return result
        chain: tuple[EnvelopeNeedInfo, ...] = (need,)
        tried = {need.function}
        owners: tuple[FunctionTool, ...] = ()
        for depth in range(MAX_LOOKUP_DEPTH):
            if owners:
                # The last lookup call sent a code to a read of another kind: ask again with the
                # reads that code is written for (see code_readers), the same value missing.
                finders, owners = owners, ()
            else:
                finders = self._finders(turn, need, tried, depth, tally)
            if not finders:
                return result
            missing = ", ".join(need.missing)
            them = "it" if len(need.missing) == 1 else "them"
            ask = LOOKUP_FIRST_TEXT.format(function=need.function, missing=missing, them=them)
            tally.notes.append("lookup-first-asked" if depth == 0 else "lookup-nested")
            narrowed = replace(turn, functions=finders, choice=ToolChoice.any())
            second = yield from self._extract(narrowed, tally, turned_back=(), extra=ask, need_info=False)
            if second.kind != "calls":
                return result
            check = self._check(turn, second.calls, finders)
            if check is None:
                tally.notes.append("lookup-first-call")
                tally.deferred = (*chain, *result.deferred)
                return second
            tally.notes.append("lookup-first-ungrounded")
            # The lookup call itself lacks a value: another bound function may find that one.
            lacking = [(i, p) for i, p in check.ungrounded_required.items() if p]
            if check.dropped_optional or len(lacking) != 1:
                return result
            index, params = lacking[0]
            sent = second.calls[index]
            notes = [n for n in check.notes if n.startswith(f"grounding:{index}:")]
            if any(n.endswith(CODE_OF_ANOTHER_PARAMETER) for n in notes):
                codes = " ".join(str(sent.arguments.get(p, "")) for p in params)
                tried.add(sent.name)
                owners = tuple(
                    f
                    for f in code_readers(need.function, need.missing, turn.functions, codes)
                    if f.name not in tried
                )
                if owners:
                    tally.notes.append("lookup-by-code")
                    continue
                return result
            finder = next((f for f in finders if f.name == sent.name), None)
            if finder is not None and "example-span-asked" not in tally.notes:
                spanned = yield from self._span_request(turn, finder, params, notes, tally, forced=True)
                if spanned is not None:
                    tally.deferred = (*chain, *result.deferred)
                    return spanned
            need = EnvelopeNeedInfo(sent.name, tuple(params))
            chain = (need, *chain)
            tried.add(need.function)
        return result

    def _finders(
        self, turn: TurnInput, need: EnvelopeNeedInfo, tried: set[str], depth: int, tally: _Tally
    ) -> tuple[FunctionTool, ...]:
        """The bound functions a lookup request for ``need`` lists (none: no request)."""
        outcomes = tool_outcomes(turn.messages)
        request = last_user_request(turn.messages)
        finders = tuple(
            f for f in finders_for(need.function, need.missing, turn.functions) if f.name not in tried
        )
        if not finders and depth == 0 and not outcomes and self._names_items(turn):
            finders = item_readers(need.function, need.missing, turn.functions)
            if finders:
                tally.notes.append("lookup-by-item")
            else:
                finders = request_readers(need.function, need.missing, turn.functions, request)
                if finders:
                    tally.notes.append("lookup-by-request")
        called = {o.name for o in outcomes}
        keyed = tuple(
            f
            for f in code_readers(need.function, need.missing, turn.functions, request)
            if f.name not in tried | called and f not in finders
        )
        if keyed:
            # The reads keyed by the request's codes are listed too (see code_readers),
            # unless this turn has called them already.
            tally.notes.append("lookup-by-code")
            finders = (*keyed, *finders)
        return finders

    def _example_spans(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A NEED_INFO whose every missing value was the parameter's documented example: ONE
        request for the same function, each such value chosen among the request's spans
        (:data:`EXAMPLE_SPAN_TEXT`). A grounded call or a NO_TOOL replaces the NEED_INFO;
        anything else keeps it.

        Only after the lookup step found no function to ask, and only when the refused reply
        was one call: a reply whose several calls all carried examples guessed the functions
        too, and a lookup serves it better. Why: on a spent agent task (1.5B) whose first
        reply made three calls, each with its parameter's example, the first version of this
        step ran before the lookup step, took the first of those functions (a staff finder,
        where a customer finder was needed) and passed it four words of the request around
        the customer's name; before, the lookup step had called the customer finder and the
        task was right."""
        need = result.need_info
        assert need is not None
        function = next((f for f in turn.functions if f.name == need.function), None)
        refused = {n.split(":")[1] for n in result.notes if n.startswith("grounding:") and "ungrounded" in n}
        if function is None or len(refused) != 1:
            return result
        spanned = yield from self._span_request(
            turn, function, need.missing, result.notes, tally, forced=False
        )
        return result if spanned is None else spanned

    def _stated_names(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A NEED_INFO the model wrote itself for a read whose every missing value is a name,
        before this turn's first result, while the request names items: ONE request for that
        function, each such value one of the request's names (:data:`STATED_NAME_TEXT`), which
        must call it. A call whose every value is grounded replaces the NEED_INFO; anything
        else keeps it."""
        need = result.need_info
        assert need is not None
        function = next((f for f in turn.functions if f.name == need.function), None)
        if function is None or not reads(function) or tool_outcomes(turn.messages):
            return result
        if turn.choice.mode == "named" and turn.choice.name != function.name:
            return result
        params = name_parameters(function, need.missing)
        spans = (
            named_spans(last_user_request(turn.messages), tool_vocabulary(turn.functions)) if params else []
        )
        if not spans:
            return result
        tally.notes.append("stated-name-asked")
        whole = [s for s in spans if not any(s != o and s in o for o in spans)]
        ask = STATED_NAME_TEXT.format(
            params=", ".join(params),
            function=function.name,
            names=", ".join(json.dumps(s, ensure_ascii=False) for s in whole),
            them="it" if len(params) == 1 else "them",
        )
        narrowed = (with_span_choices(function, params, spans),)
        reply = yield from self._grounded_offer(
            turn, narrowed, ask, tally, judged=turn.functions, choice=ToolChoice.any()
        )
        if reply is None:
            tally.notes.append("stated-name-kept")
            return result
        tally.notes.append("stated-name-call")
        return reply

    def _span_request(
        self,
        turn: TurnInput,
        function: FunctionTool,
        missing: Sequence[str],
        notes: Sequence[str],
        tally: _Tally,
        *,
        forced: bool,
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult | None]:
        """The request of :data:`EXAMPLE_SPAN_TEXT` for ``function``, when every ``missing``
        value was a copied example (:func:`prompt_toolcall.loop.spans.copied_examples`) and the
        request has spans; ``forced``: it stands in for a lookup the engine demanded, so
        NO_TOOL is not on offer. NEED_INFO always is: a junk span ("Hello", "has just called") is
        verbatim, so grounding would pass it. Returns the reply when it is a call whose every
        value is grounded, or a NO_TOOL when not forced; else None (nothing asked, or the
        reply did not do)."""
        if turn.choice.mode == "named" and turn.choice.name != function.name and not forced:
            return None
        if tool_outcomes(turn.messages):
            # Results are in: a NEED_INFO now is answered from them (need-info-answered). Why:
            # on a spent agent task (1.5B) whose two lookups had answered the question, the
            # model reached for a third function with its example; asked again, it passed
            # the customer's name to a finder of another kind of record and the answer
            # reported that miss instead of the balance it had.
            return None
        params = copied_examples(function, missing, notes)
        request = last_user_request(turn.messages)
        spans = named_spans(request, tool_vocabulary(turn.functions)) if params else []
        if not spans:
            return None
        tally.notes.append("example-span-asked")
        allow_no_tool = not forced and not turn.choice.must_call
        ask = EXAMPLE_SPAN_TEXT.format(
            params=", ".join(params),
            function=function.name,
            them="it" if len(params) == 1 else "them",
            otherwise="; if the request names no such value, answer NEED_INFO"
            + (" (or NO_TOOL when no function is needed)." if allow_no_tool else "."),
        )
        choice = ToolChoice.any() if forced else turn.choice
        narrowed = replace(turn, functions=(with_span_choices(function, params, spans),), choice=choice)
        reply = yield from self._extract(narrowed, tally, turned_back=(), extra=ask)
        if reply.kind == "calls":
            if self._check(turn, reply.calls, turn.functions) is None:
                tally.notes.append("example-span-call")
                return reply
            tally.notes.append("example-span-ungrounded")
        elif reply.kind == "no_tool" and allow_no_tool:
            tally.notes.append("example-span-no-tool")
            return reply
        return None

    @staticmethod
    def _names_items(turn: TurnInput) -> bool:
        """Whether the request names an item (:func:`prompt_toolcall.loop.coverage.named_items`:
        a capitalised name, a code, a quoted span, an e-mail address) that no word of the tool
        schemas accounts for."""
        return bool(named_items(last_user_request(turn.messages), tool_vocabulary(turn.functions)))

    def _next_in_chain(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A NO_TOOL or NEED_INFO while this turn's results can feed a function not called
        yet: ONE request that lists only those functions, the ones that read and the one the
        NEED_INFO names (:data:`CHAIN_TEXT`, a change the model did not ask for is never
        offered). When every one of them reads
        (:func:`prompt_toolcall.loop.scope.reads`) the request must call one
        (:data:`CHAIN_READ_TEXT`), and the call replaces the reply only when every value it
        carries is grounded; otherwise NO_TOOL stays on offer (:data:`CHAIN_TEXT`) and a call
        replaces the reply. Any other outcome keeps the reply."""
        outcomes = tool_outcomes(turn.messages)
        returned = [(o.name, o.text) for o in outcomes if o.status == "returned"]
        fed = fed_by_results(returned, turn.functions, called=(o.name for o in outcomes)) if returned else ()
        if not fed or turn.choice.mode == "named":
            return result
        asked = result.need_info.function if result.need_info is not None else None
        offered = tuple((f, params) for f, params in fed if reads(f) or f.name == asked)
        if len(offered) < len(fed):
            tally.notes.append(f"chain-changes-withheld:{len(fed) - len(offered)}")
        if not offered:
            return result
        fed = offered
        said = "; ".join(f"{f.name} takes {', '.join(params)}" for f, params in fed)
        functions = tuple(f for f, _ in fed)
        tally.notes.append("chain-offered")
        forced = all(reads(f) for f in functions)
        if forced:
            tally.notes.append("chain-read-forced")
        narrowed = replace(turn, functions=functions, choice=ToolChoice.any() if forced else turn.choice)
        ask = (CHAIN_READ_TEXT if forced else CHAIN_TEXT).format(fed=said)
        second = yield from self._extract(narrowed, tally, turned_back=(), extra=ask, need_info=not forced)
        if second.kind != "calls":
            return result
        if forced and self._check(turn, second.calls, functions) is not None:
            tally.notes.append("chain-call-ungrounded")
            return result
        tally.notes.append("chain-call")
        return second

    def _retry_failed(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A reply without a call right after a failed call: ONE request that lists only the
        failed call's function and shows its failure (:data:`RETRY_TEXT`); a call that differs
        from the failed one replaces the reply, anything else keeps it."""
        found = retry_candidate(turn.messages, turn.functions, turn.retry_failed)
        if found is None:
            return result
        failed, function = found
        if turn.choice.mode == "named" and turn.choice.name != function.name:
            return result
        tally.notes.append("failed-call-retry-offered")
        narrowed = replace(turn, functions=(function,))
        ask = RETRY_TEXT.format(outcome=describe_outcome(failed), function=function.name)
        second = yield from self._extract(narrowed, tally, turned_back=(), extra=ask)
        same = call_key(failed.name, failed.arguments)
        if second.kind != "calls" or any(call_key(c.name, c.arguments) == same for c in second.calls):
            return result
        tally.notes.append("failed-call-retried")
        return second

    def _grounded_offer(
        self,
        turn: TurnInput,
        functions: Sequence[FunctionTool],
        ask: str,
        tally: _Tally,
        *,
        judged: Sequence[FunctionTool],
        choice: ToolChoice | None = None,
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult | None]:
        """ONE request over ``turn`` narrowed to ``functions`` (and ``choice``), ``ask`` as its
        note, NEED_INFO not on offer: the reply when it is calls whose every value is grounded
        by the schemas of ``judged`` (the bound ones, not an offer's narrowed enums), else None."""
        narrowed = replace(turn, functions=tuple(functions), choice=choice or turn.choice)
        reply = yield from self._extract(narrowed, tally, turned_back=(), extra=ask, need_info=False)
        if reply.kind == "calls" and self._check(turn, reply.calls, judged) is None:
            return reply
        return None

    def _check(
        self, turn: TurnInput, calls: Sequence[ToolCall], functions: Sequence[FunctionTool]
    ) -> GroundingResult | None:
        """None when grounding is off or every value of ``calls`` is grounded; else the
        findings. A forced call is not refused by the extractor (the caller demanded it), so
        the engine refuses it here: an ungrounded required value or a dropped optional one."""
        mode = self.options.grounding
        if mode == "off":
            return None
        sources = collect_sources(turn.messages)
        today = turn.today or date.today()
        check = check_grounding(calls, functions, sources, mode=mode, today=today)
        if check.needs_info or check.dropped_optional:
            return check
        return None

    def _compute_first(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """A turn's first reply that only computes, while bound reads take text: ONE request
        that lists only those reads and must call one (:data:`COMPUTE_FIRST_TEXT`); a call
        whose every value is grounded replaces the computation, anything else keeps it."""
        if result.kind != "calls" or turn.choice.mode == "named" or turn_has_tool_traffic(turn.messages):
            return result
        bound = {f.name: f for f in turn.functions}
        made = [bound.get(c.name) for c in result.calls]
        if not made or any(f is None or not computes(f) for f in made):
            return result
        readers = tuple(f for f in turn.functions if reads(f) and _takes_text(f))
        if not readers:
            return result
        tally.notes.append("compute-first-asked")
        shown = ", ".join(f"{c.name}({json.dumps(c.arguments, ensure_ascii=False)})" for c in result.calls)
        ask = COMPUTE_FIRST_TEXT.format(calls=shown, s="" if len(result.calls) > 1 else "s")
        second = yield from self._grounded_offer(
            turn, readers, ask, tally, judged=readers, choice=ToolChoice.any()
        )
        if second is None:
            tally.notes.append("compute-first-kept")
            return result
        tally.notes.append("compute-first-lookup")
        return second

    def _moves_on(self, turn: TurnInput, result: ExtractionResult, deferred: EnvelopeNeedInfo) -> bool:
        """Whether a reply after a lookup's results goes on by itself: it calls the deferred
        function, or makes any call not already answered in this conversation that does not
        apply an answered step again to its own result (``reapplied_step``)."""
        if result.kind != "calls":
            return False
        answered = answered_call_keys(turn.messages)
        return any(
            c.name == deferred.function
            or (call_key(c.name, c.arguments) not in answered and reapplied_step(c, turn.messages) is None)
            for c in result.calls
        )

    def _resume(
        self,
        turn: TurnInput,
        waiting: tuple[EnvelopeNeedInfo, ...],
        result: ExtractionResult,
        tally: _Tally,
    ) -> Generator[TurnRequest, ModelReply, ExtractionResult]:
        """ONE request that must make the deferred call now that its lookup's results are in;
        a call with an ungrounded value keeps ``result`` (the reply the model gave)."""
        if turn.choice.mode == "named" and turn.choice.name != waiting[0].function:
            return result
        need = waiting[0]
        function = next(f for f in turn.functions if f.name == need.function)
        them = "it" if len(need.missing) == 1 else "them"
        ask = RESUME_TEXT.format(function=need.function, missing=", ".join(need.missing), them=them)
        tally.notes.append("lookup-resume-asked")
        narrowed = replace(turn, functions=(function,), choice=ToolChoice.named(function.name))
        second = yield from self._extract(narrowed, tally, turned_back=(), extra=ask)
        if second.kind != "calls":
            return result
        if self._check(turn, second.calls, (function,)) is not None:
            tally.notes.append("lookup-resume-ungrounded")
            return result
        if not reads(function) and _unlike_codes(second.calls, function):
            tally.notes.append("lookup-resume-other-code")
            return result
        tally.notes.append("lookup-resumed")
        tally.deferred = waiting[1:]
        return second

    def _new_calls(
        self, turn: TurnInput, calls: Sequence[ToolCall], tally: _Tally
    ) -> tuple[tuple[ToolCall, ...], tuple[ToolCall, ...]]:
        """A reply's calls tidied (:meth:`_tidy_calls`), then split into those that do not
        repeat an answered step and the answered calls the others stand for
        (:meth:`_drop_repeats`): every path that takes a reply's calls goes through both."""
        return self._drop_repeats(turn, self._tidy_calls(turn, calls, tally), tally)

    def _tidy_calls(self, turn: TurnInput, calls: Sequence[ToolCall], tally: _Tally) -> tuple[ToolCall, ...]:
        """A one-value argument that lists several items of the request becomes one call per
        item (:mod:`prompt_toolcall.loop.packed`); a call for one item of a list the request
        writes gets the same call for the list's other items (:mod:`prompt_toolcall.loop.listed`);
        identical calls in one reply run once; a runaway list stops at MAX_CALLS."""
        request = last_user_request(turn.messages)
        calls, added = split_packed_calls(calls, request, turn.functions)
        if added:
            tally.notes.append(f"packed-calls-split:{added}")
        calls, listed = add_listed_calls(calls, request, turn.functions)
        if listed:
            tally.notes.append(f"listed-calls-added:{listed}")
        kept, merged = _dedupe_calls(calls)
        if merged:
            tally.notes.append(f"duplicate-calls-merged:{merged}")
        if len(kept) > MAX_CALLS:
            tally.notes.append(f"calls-capped:{len(kept) - MAX_CALLS}")
            kept = kept[:MAX_CALLS]
        return kept

    def _drop_repeats(
        self, turn: TurnInput, calls: tuple[ToolCall, ...], tally: _Tally
    ) -> tuple[tuple[ToolCall, ...], tuple[ToolCall, ...]]:
        """The calls that do not repeat a step already done in this turn (one rule for every
        adapter), and the answered calls the dropped ones stand for (what a turn-back shows).

        A call is answered by its result, an error or the breaker's refusal included
        (``prompt_toolcall.loop.repeats``): an identical call is never run twice in a turn;
        a corrected call (other arguments) is a new call. A call that applies an
        answered call again to that call's own result with a spent operand of the request
        (``prompt_toolcall.loop.repeats.reapplied_step``) is dropped too.
        """
        if not self.options.suppress_repeated_calls:
            return calls, ()
        answered = answered_call_keys(turn.messages)
        fresh: list[ToolCall] = []
        done: list[ToolCall] = []
        repeats = reapplied = 0
        for c in calls:
            if call_key(c.name, c.arguments) in answered:
                repeats += 1
                done.append(c)
                continue
            source = reapplied_step(c, turn.messages)
            if source is not None:
                reapplied += 1
                done.append(ToolCall(source.name, dict(source.arguments), source.id))
                continue
            fresh.append(c)
        if fresh and repeats:
            tally.notes.append(f"repeated-calls-dropped:{repeats}")
        if reapplied:
            tally.notes.append(f"reapplied-steps-dropped:{reapplied}")
        return tuple(fresh), tuple(done)

    def _no_calls(
        self, turn: TurnInput, result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, TurnResult]:
        if result.kind == "no_tool":
            return (yield from self._answer(turn, tally))
        if result.kind == "need_info" and tool_outcomes(turn.messages):
            tally.notes.append("need-info-answered")
            return (yield from self._answer(turn, tally, ask=NEED_INFO_ANSWER_TEXT))
        worded = self.options.need_info_reply == "model"
        if result.kind == "need_info" and result.need_info is not None and worded:
            return (yield from self._word_need_info(turn, result.need_info, tally))
        return self._other_result(turn, result, tally)

    def _word_need_info(
        self, turn: TurnInput, need: EnvelopeNeedInfo, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, TurnResult]:
        """A NEED_INFO before any tool result, worded by the inner model (one answer request,
        :data:`NEED_INFO_REPLY_TEXT`); the turn stays ``need_info``. An empty reply gets the
        fixed sentence of :func:`need_info_text`."""
        tally.notes.append("need-info-worded")
        ask = NEED_INFO_REPLY_TEXT.format(function=need.function, missing=", ".join(need.missing))
        note, said = _request_note(ask, turn.note)
        assert note is not None  # ask is never empty
        # A line repeating the request or the note is no reply (a 0.5B model echoed "Book me a
        # flight from Berlin to Tokyo." back); the same filter runs on a stream.
        echoes = tuple(t for t in (note, *said, last_user_request(turn.messages)) if t)
        reply = yield AnswerRequest(note, frozenset(), echoes)
        tally.add_reply(reply)
        text, _ = strip_call_notation(reply.text, (), echoes)
        if text.strip() and _states_unsupported_numbers(text, turn.messages):
            tally.notes.append("need-info-worded-unsupported")
            text = ""
        if not text.strip():
            tool = next((f for f in turn.functions if f.name == need.function), None)
            text = need_info_text(need.function, need.missing, tool)
        return self._result(
            turn, tally, "need_info", need_info=need, text=text.strip(), reasoning=reply.reasoning
        )

    def _within_scope(
        self, turn: TurnInput, calls: tuple[ToolCall, ...], result: ExtractionResult, tally: _Tally
    ) -> Generator[TurnRequest, ModelReply, TurnResult]:
        """The calls without those acting on every record while the request names one item
        (:mod:`prompt_toolcall.loop.scope`). None left: ONE request without those functions;
        its calls (repeats and over-broad calls dropped again) are returned, else the answer
        request is told what was not run (:data:`OVERBROAD_TEXT`)."""
        broad = overbroad_calls(calls, turn.functions, last_user_request(turn.messages))
        if not broad:
            return self._calls_result(turn, calls, result, tally)
        tally.notes.append(f"overbroad-calls-dropped:{len(broad)}")
        kept = tuple(c for c in calls if all(c is not b for b in broad))
        if kept:
            return self._calls_result(turn, kept, result, tally)
        names = sorted({c.name for c in broad})
        others = tuple(f for f in turn.functions if not acts_on_all(f))
        if others and turn.choice.mode != "named":
            tally.notes.append("overbroad-asked-again")
            second = yield from self._extract(replace(turn, functions=others), tally, turned_back=())
            if second.kind == "calls":
                fresh, _ = self._new_calls(turn, second.calls, tally)
                if fresh:
                    return self._calls_result(turn, fresh, second, tally)
        return (yield from self._answer(turn, tally, ask=OVERBROAD_TEXT.format(names=", ".join(names))))

    def _calls_result(
        self, turn: TurnInput, calls: tuple[ToolCall, ...], result: ExtractionResult, tally: _Tally
    ) -> TurnResult:
        held = held_calls(calls, turn.functions)
        if held:
            # A later step written beside the lookup it depends on waits for that result; it
            # is deferred like a lookup's NEED_INFO, so the next turn resumes it.
            tally.notes.append(f"dependent-calls-held:{len(held)}")
            calls = tuple(c for c in calls if all(c is not h for h, _ in held))
            if not tally.deferred:
                tally.deferred = (EnvelopeNeedInfo(held[0][0].name, held[0][1]),)
        # The reply's own later steps, held back until these results give their values
        # (calls-deferred:N), wait the same way: the model planned them. Why: on a spent
        # agent split (1.5B), the first reply to a price question planned two lookups, the
        # multiplication by the stated quantity and the percentage; the lookups ran, the
        # other two were held back and then forgotten, and the quantity was never used.
        # Not yet measured on held-out tasks.
        tally.deferred = _waiting_once((*tally.deferred, *result.deferred), calls)
        if not turn.parallel and len(calls) > 1:
            tally.notes.append(f"parallel-calls-dropped:{len(calls) - 1}")
            calls = calls[:1]
        return self._result(
            turn, tally, "calls", calls=calls, invalid=result.invalid, deferred=tally.deferred
        )

    def _other_result(self, turn: TurnInput, result: ExtractionResult, tally: _Tally) -> TurnResult:
        if result.kind == "need_info" and result.need_info is not None:
            need = result.need_info
            tool = next((f for f in turn.functions if f.name == need.function), None)
            text = need_info_text(need.function, need.missing, tool)
            return self._result(turn, tally, "need_info", need_info=need, text=text)
        errors = result.errors or ("no usable tool call",)
        text = unreadable_text(tally.requests, errors)
        return self._result(turn, tally, "unreadable", invalid=result.invalid, errors=errors, text=text)

    def _result(self, turn: TurnInput, tally: _Tally, kind: TurnKind, **fields: Any) -> TurnResult:
        return TurnResult(
            kind=kind,
            notes=tuple(dict.fromkeys(tally.notes)),
            requests=tally.requests,
            usage=tally.usage,
            replies=tuple(tally.replies),
            tools_bound=bool(turn.functions),
            **fields,
        )

    def _answer(
        self, turn: TurnInput, tally: _Tally, ask: str | None = None
    ) -> Generator[TurnRequest, ModelReply, TurnResult]:
        names: frozenset[str] | None = None
        if has_tool_traffic(turn.messages):
            names = call_names(turn.messages) | {f.name for f in turn.functions}
        outcomes = tool_outcomes(turn.messages)
        if ask is None and outcomes:
            ask = ANSWER_FROM_RESULTS_TEXT
        restated = _restated_request(turn.messages) if ask is not None else None
        failed = _failed_calls(outcomes) if ask is not None else None
        compared = compared_results(outcomes) if ask is not None else None
        full_ask = " ".join(t for t in (ask, restated, failed) if t) or None
        note, said = _request_note(full_ask, turn.note)
        # Every text the note is made of, and the user's request, so an answer line copying
        # any one of them is caught. The side-by-side results are facts from the results: an
        # answer that states them again is an answer, so they join the note after this.
        request = last_user_request(turn.messages)
        echoes = (
            tuple(t for t in (note, *said, ask, restated, failed, request) if t) if names is not None else ()
        )
        if compared is not None:
            note, _ = _request_note(" ".join(t for t in (ask, compared, restated, failed) if t), turn.note)
        numbers = (
            answer_numbers(turn.messages, turn.today or date.today(), (compared or "",)) if outcomes else None
        )
        reply = yield AnswerRequest(note, names, echoes, numbers)
        tally.add_reply(reply)
        final = FinalAnswer(reply.text)
        if names is not None:
            final = yield from self._settle(turn, reply.text, names, tally, echoes, numbers)
        tally.notes.extend(final.notes)
        return self._result(
            turn, tally, "answer", text=final.text, text_changed=final.changed, reasoning=reply.reasoning
        )

    def _settle(
        self,
        turn: TurnInput,
        text: str,
        names: frozenset[str],
        tally: _Tally,
        echoes: tuple[str, ...] = (),
        numbers: AnswerNumbers | None = None,
    ) -> Generator[TurnRequest, ModelReply, FinalAnswer]:
        """At most ONE restate request (``prompt_toolcall.loop.final_answer``)."""
        steps = answer_steps(text, turn.messages, names, echoes, numbers)
        try:
            prompt = next(steps)
            reply = yield RestateRequest(prompt)
            tally.usage = tally.usage + reply.usage
            steps.send(reply.text)
        except StopIteration as done:
            final: FinalAnswer = done.value
            tally.requests += final.requests
            return final
        msg = "answer_steps asked for a second restate request; it makes at most one."
        raise RuntimeError(msg)


_Req = TypeVar("_Req")
_Rep = TypeVar("_Rep")
_Res = TypeVar("_Res")


def drive(steps: Generator[_Req, _Rep, _Res], send: Callable[[_Req], _Rep]) -> _Res:
    """Drive a turn's steps (:meth:`TurnEngine.steps`, or an adapter's wrapper of them that
    yields its own request type) with a synchronous ``send``; exceptions propagate unchanged."""
    request = next(steps)  # a turn always makes at least one request
    while True:
        reply = send(request)  # outside the try: a StopIteration from send is its error
        try:
            request = steps.send(reply)
        except StopIteration as done:
            result: _Res = done.value
            return result


async def adrive(steps: Generator[_Req, _Rep, _Res], send: Callable[[_Req], Awaitable[_Rep]]) -> _Res:
    """Drive a turn's steps with an async ``send``; otherwise identical to :func:`drive`."""
    request = next(steps)
    while True:
        reply = await send(request)
        try:
            request = steps.send(reply)
        except StopIteration as done:
            result: _Res = done.value
            return result


def _takes_text(function: FunctionTool) -> bool:
    """Whether a required parameter of ``function`` takes a string (a name, a code)."""
    for p in function.required:
        schema = function.properties.get(p)
        kind = schema.get("type") if isinstance(schema, dict) else None
        if kind == "string" or (isinstance(kind, list) and "string" in kind):
            return True
    return False


def _unused_items(turn: TurnInput) -> tuple[NamedItem, ...]:
    """The first items of the request that no call or result of this user turn holds
    (:mod:`prompt_toolcall.loop.coverage`); none before the turn has tool traffic."""
    outcomes = tool_outcomes(turn.messages)
    if not outcomes:
        return ()
    used = used_texts((o.name, o.arguments, o.text) for o in outcomes)
    return uncovered_items(last_user_request(turn.messages), used, turn.functions)[:MAX_ITEMS_SHOWN]


def _waiting_once(
    deferred: Sequence[EnvelopeNeedInfo], made: Sequence[ToolCall]
) -> tuple[EnvelopeNeedInfo, ...]:
    """The deferred calls still to make, each function once, in order: a function these
    calls make now is not waiting any more."""
    out: list[EnvelopeNeedInfo] = []
    taken = {c.name for c in made}
    for need in deferred:
        if need.function not in taken:
            out.append(need)
            taken.add(need.function)
    return tuple(out)


def _unlike_codes(calls: Sequence[ToolCall], function: FunctionTool) -> bool:
    """Whether a call of ``function`` carries a code of another kind than the one a parameter
    documents (:func:`~prompt_toolcall.loop.lookups.other_kind_of_code`).

    Why: the resume request is forced, so for a function that changes something (it does not
    read, :func:`~prompt_toolcall.loop.scope.reads`) the engine, not the model, decides that it
    runs. On a spent agent split (1.5B, LangChain, the same at two engines) the resume of a
    function that cancels every order of one production run, its parameter documented with an
    example code, was made with the number of one order that the phone lookup had returned (a
    code with other leading letters): grounded, since the result held it, and run. A read with
    the wrong code costs a "not found"; a change cannot be taken back, so the reply the model
    gave stands instead."""
    return any(other_kind_of_code(v, function, k) for c in calls for k, v in c.arguments.items())


def _request_note(*texts: str | None) -> tuple[str | None, list[str]]:
    """The "NOTE FOR THIS REQUEST" of an answer request made of ``texts`` (None when all are
    empty), and the non-empty texts themselves (what an answer line must not echo)."""
    said = [t for t in texts if t]
    return (f"NOTE FOR THIS REQUEST: {' '.join(said)}" if said else None), said


def _states_unsupported_numbers(text: str, messages: Sequence[Message]) -> bool:
    """Whether a worded NEED_INFO states a number the conversation does not, while the request
    gives fewer than two values to compute with (see :data:`NEED_INFO_REPLY_TEXT`; a clock time
    is one value, not two numbers: ``count_operands``)."""
    stated = read_numbers(text)
    if not stated or count_operands(last_user_request(messages)) >= 2:
        return False
    known: set[float] = set()
    for source in collect_sources(messages):
        known |= read_numbers(source[:MAX_TEXT_CHARS])  # the part grounding reads too
    return bool(stated - known)


def _failed_calls(outcomes: Sequence[ToolOutcome]) -> str | None:
    """:data:`FAILED_CALLS_TEXT` for this turn's calls whose latest result is a failure or a
    refusal, or None when every call returned."""
    failed = [o for o in outcomes if o.status != "returned"]
    if not failed:
        return None
    calls = ", ".join(dict.fromkeys(o.name for o in failed))
    return FAILED_CALLS_TEXT.format(calls=calls)


def _restated_request(messages: Sequence[Message]) -> str | None:
    """The user's latest request as :data:`RESTATED_REQUEST_TEXT`, or None when there is none
    or it is longer than :data:`RESTATED_REQUEST_LIMIT` characters."""
    request = " ".join(last_user_request(messages).split())
    if not request or len(request) > RESTATED_REQUEST_LIMIT:
        return None
    return RESTATED_REQUEST_TEXT.format(request=request)
