"""The prompts the extractor sends to a prompt-only model.

Data flow::

    functions + request + ToolChoice
        -> build_extractor_prompt    the marker envelope (free decoding)
        -> build_constrained_prompt  the decision-first JSON object (JSON-schema constrained decoding;
                                     the schema itself comes from ``extraction.envelope_schema``)
    model reply rejected (unreadable / invalid)
        -> build_repair_prompt       original prompt + rejected reply (cut) + errors, exactly once
    calls read and valid, but doubtful
        -> build_verify_prompt       an audit: request + calls + schemas -> an envelope again

Every prompt is the whole user turn of a *throwaway* session: no system prompt, no history.
The part that depends only on the tools (instructions, manifest, options, rules) comes
first and the request last, so a llama.cpp server reusing the cached prompt prefix only
re-reads the request (measured on Qwen2.5-Coder-0.5B: 8.6 s -> 1.5 s per call).

Every rule line answers a failure seen in development; the evidence sits in a comment next
to it. Lines marked ``UNMEASURED`` still need a measurement.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

__all__ = [
    "REPAIR_INSTRUCTION",
    "REPAIR_REJECTED_LIMIT",
    "build_constrained_prompt",
    "build_extractor_prompt",
    "build_repair_prompt",
    "build_verify_prompt",
]

REPAIR_REJECTED_LIMIT = 600
"""How much of a rejected reply the repair prompt quotes (600 characters).

Long enough to show a malformed call in full; a run-away reply (tiny models under free
decoding can ramble to ``max_tokens``) does not double the repair prompt."""

REPAIR_INSTRUCTION = "Output the corrected marker line and nothing else."
"""The repair prompt's last line: asks for the marker line alone, so no prose needs stripping."""

_HEADER = "You are a function-call extractor. You do not chat and you do not answer questions."


def _manifest(functions: Sequence[FunctionTool]) -> str:
    """The functions as one compact JSON line.

    Compact separators: the manifest is the bulk of a ~470-token extractor prompt and a
    1.5B model reads ~43 prompt tok/s on 2 CPU threads (llama-cpp-python 0.3.36), so spaces cost time.
    ``ensure_ascii=False`` keeps non-ASCII descriptions one token per character class
    instead of ``\\uXXXX`` escapes.
    """
    return json.dumps([f.to_dict() for f in functions], separators=(",", ":"), ensure_ascii=False)


def _check_inputs(functions: Sequence[FunctionTool], choice: ToolChoice, caller: str) -> None:
    if not functions:
        msg = (
            f"{caller}: the function list is empty; the extractor needs at least one declared "
            "function. Bind tools first, or answer the conversation without the extractor."
        )
        raise SchemaError(msg)
    if choice.mode == "none":
        msg = (
            f"{caller}: tool_choice is 'none', so there is nothing to extract. Do not call the "
            "extractor for this request: answer the conversation with the model directly."
        )
        raise ValueError(msg)
    # A named choice must name a declared function; narrow() raises SchemaError saying which.
    choice.narrow(f.name for f in functions)


def _rules(choice: ToolChoice, *, no_tool: str, need_info: str, once: str) -> list[str]:
    """The rule lines shared by the marker and the constrained prompt.

    ``no_tool`` / ``need_info`` are how the prompt names those two answers (a marker or a
    ``decision`` value); ``once`` names what must appear exactly once.
    """
    rules = [
        "RULES:",
        # Fences and prose around the marker are tolerances the parser must apply (notes
        # `fenced`, `prose-before`); this line keeps them rare. UNMEASURED: how rare.
        "- Nothing before or after the output. No prose, no markdown fences, no explanation.",
        # A repeated marker (note `duplicate-marker`) makes the payload ambiguous.
        f"- Output {once} exactly once.",
        # Without this line the model answered weather-like requests itself whenever it
        # believed it knew the answer (earlier prototype, model not recorded: 0/5 usable
        # envelopes in a live system prompt, 4/4 and 25/28 in a throwaway user turn with it).
        "- You have NO knowledge and NO live data about anything a function covers. If a",
        "  function covers the request you MUST emit the call, even if you think you know",
        "  the answer. Answering it yourself is an ERROR.",
        # Invented parameter names cost a repair round trip: the validator rejects them.
        '- "arguments" must satisfy that function\'s JSON Schema exactly. Never invent parameters.',
        # BFCL sample, 1.5B model: 2/56 replies merged several calls' arguments into one object.
        "- One entry per distinct set of arguments: two cities means two calls.",
        # Multi-step agent tasks, 1.5B: for "a times b, plus c" one reply held multiply(a, b)
        # and seven identical add(a, b) - the add needs the product, which no one knew yet.
        # Measured on 8 dev tasks: this line alone did not stop it (the engine dedupes).
        "- Only emit calls whose argument values are known now. A call whose argument depends",
        "  on another call's result is made only after that result is known. Never emit the",
        "  same call twice.",
        "- Only omit an OPTIONAL parameter when the request does not specify it.",
        # 9-request dev set and BFCL sample (1.5B): the dominant failure is an invented required
        # value (dates, origins); NEED_INFO came 1 time in 112 replies, so the rule is said twice.
        "- NEVER guess, infer or default a REQUIRED parameter the request does not state",
        f"  (no made-up cities, dates, ids or amounts). If one is missing, answer {need_info}.",
        # A model that "called" a function sometimes also wrote its pretend result (UNMEASURED).
        "- Never invent or simulate the RESULT of a function.",
        # Dropped filter conditions ("under $50", "after 2020") give silent wrong calls (UNMEASURED).
        "- Capture EVERY condition stated in the request. Dropping one is an error.",
    ]
    if choice.mode == "named":
        rules.append(f'- You MUST call the function "{choice.name}" and no other.')
    elif choice.must_call:
        rules.append(f"- Answering {no_tool} is forbidden for this request.")
    return rules


def build_extractor_prompt(
    functions: Sequence[FunctionTool],
    request: str,
    choice: ToolChoice | None = None,
) -> str:
    """Build the extractor prompt: the manifest, the three marker options, the rules, the request.

    The reply it asks for is exactly one of
    ``<<<TOOL_CALL>>>{"calls":[{"name":..,"arguments":{..}}]}``, ``<<<NO_TOOL>>>`` or
    ``<<<NEED_INFO>>>{"function":..,"missing":[..]}`` (read by ``prompt_toolcall.reading.envelope``).

    Args:
        functions: the declared functions (all of them, also under a named choice: the
            prefix then stays identical across choices of the same tools).
        request: what the user asked, as plain text (the last user turn, or a rendered
            transcript from ``prompt_toolcall.extraction.transcript``).
        choice: ``auto`` (default) offers all three options; ``any`` and ``named`` remove
            ``NO_TOOL`` and say a call is required; ``named`` also names the function.

    Returns:
        The whole user turn of a throwaway session.

    Raises:
        SchemaError: ``functions`` is empty, or a named choice names an undeclared function.
        ValueError: ``choice`` is ``none``: there is nothing to extract, so the caller must
            not call the extractor; answer the conversation directly instead.

    Example:
        ```python
        prompt = build_extractor_prompt([weather], "Weather in Lima?")
        reply = model(prompt)  # '<<<TOOL_CALL>>>{"calls":[...]}'
        ```
    """
    choice = choice if choice is not None else ToolChoice.auto()
    _check_inputs(functions, choice, "build_extractor_prompt")
    must_call = choice.must_call
    options = [f'  A) {TOOL_CALL_MARKER}{{"calls":[{{"name":"<function name>","arguments":{{...}}}}]}}']
    if not must_call:
        options.append(f"  B) {NO_TOOL_MARKER}   (no declared function fits the request)")
    options.append(
        f'  C) {NEED_INFO_MARKER}{{"function":"<name>","missing":["<param>"]}}   '
        "(a REQUIRED parameter is not stated in the request)"
    )
    lines = [
        _HEADER,
        "",
        # The manifest in the user turn of a throwaway session, never in a live conversation's
        # system prompt (earlier prototype: 0/5 usable envelopes there, 4/4 here, 25/28 wider).
        "AVAILABLE FUNCTIONS (JSON Schema):",
        _manifest(functions),
        "",
        "You MUST call a function. Output ONLY one of these:"
        if must_call
        else "Read the USER REQUEST below and output ONLY one of these:",
        *options,
        "",
        *_rules(choice, no_tool=NO_TOOL_MARKER, need_info="option C", once="the marker"),
        # Request last: everything above is a reusable cached prefix for the same tools.
        "",
        "---",
        "USER REQUEST:",
        request,
    ]
    return "\n".join(lines)


def build_constrained_prompt(
    functions: Sequence[FunctionTool],
    request: str,
    choice: ToolChoice | None = None,
) -> str:
    """Build the prompt for JSON-schema constrained decoding: the same rules, a decision-first object.

    The reply it asks for is one JSON object whose first key is ``decision``:
    ``{"decision":"TOOL_CALL","calls":[{"name":..,"arguments":{..}}]}``,
    ``{"decision":"NO_TOOL"}`` or ``{"decision":"NEED_INFO","function":..,"missing":[..]}``.
    Pair it with ``envelope_schema.build_envelope_schema`` for the same functions and choice.
    Decision first: measured on Qwen2.5-Coder-1.5B (9 requests), 7/9 correct against 5/9 for
    free decoding and 5/9 for a plain GBNF envelope; it caught a NEED_INFO the free mode missed.

    Args:
        functions: the declared functions.
        request: what the user asked, as plain text.
        choice: as in :func:`build_extractor_prompt`.

    Returns:
        The whole user turn of a throwaway session.

    Raises:
        SchemaError: ``functions`` is empty, or a named choice names an undeclared function.
        ValueError: ``choice`` is ``none`` (nothing to extract).
    """
    choice = choice if choice is not None else ToolChoice.auto()
    _check_inputs(functions, choice, "build_constrained_prompt")
    must_call = choice.must_call
    options = ['  {"decision":"TOOL_CALL","calls":[{"name":"<function name>","arguments":{...}}]}']
    if not must_call:
        options.append('  {"decision":"NO_TOOL"}   (no declared function fits the request)')
    options.append(
        '  {"decision":"NEED_INFO","function":"<name>","missing":["<param>"]}   '
        "(a REQUIRED parameter is not stated in the request)"
    )
    lines = [
        _HEADER,
        "",
        "AVAILABLE FUNCTIONS (JSON Schema):",
        _manifest(functions),
        "",
        "You MUST call a function. Output ONLY one JSON object, one of these:"
        if must_call
        else "Read the USER REQUEST below and output ONLY one JSON object, one of these:",
        *options,
        # UNMEASURED: asking for the decision before the arguments in words too, not only
        # through the schema's property order.
        'Decide first: write "decision", then the rest.',
        "",
        *_rules(choice, no_tool='"NO_TOOL"', need_info='"NEED_INFO"', once="the JSON object"),
        "",
        "---",
        "USER REQUEST:",
        request,
    ]
    return "\n".join(lines)


def build_repair_prompt(original_prompt: str, rejected: str, errors: Sequence[str]) -> str:
    """Build the one repair prompt: the original prompt, the rejected reply and why it was rejected.

    The extractor sends this at most once per request (one repair round trip; a second
    failure is reported, never looped, so a bad reply costs at most two requests).

    Args:
        original_prompt: the prompt that produced the rejected reply, unchanged (so a cached
            prefix is reused).
        rejected: the model's rejected reply; quoted up to :data:`REPAIR_REJECTED_LIMIT` chars.
        errors: what was wrong, e.g. ``get_weather: city: missing required``.

    Returns:
        The repair prompt, ending with :data:`REPAIR_INSTRUCTION`.
    """
    quoted = rejected.strip()
    if len(quoted) > REPAIR_REJECTED_LIMIT:
        quoted = quoted[:REPAIR_REJECTED_LIMIT] + " [cut]"
    error_lines = [f"- {e}" for e in errors] or ["- the output could not be read"]
    lines = [
        original_prompt,
        "",
        "YOUR PREVIOUS OUTPUT WAS REJECTED:",
        quoted if quoted else "(empty output)",
        "",
        "ERRORS:",
        *error_lines,
        "",
        REPAIR_INSTRUCTION,
    ]
    return "\n".join(lines)


def build_verify_prompt(
    functions: Sequence[FunctionTool],
    request: str,
    calls: Sequence[ToolCall],
) -> str:
    """Build an audit prompt: does each proposed call follow from the request?

    The auditor sees the schemas, the request and the calls, and answers with a marker
    envelope like the extractor's: the corrected (or confirmed) calls, ``NO_TOOL`` when no
    function fits, or ``NEED_INFO`` when a required value was invented. On a 9-request
    development set (1.5B) the main failure after validation was exactly that: invented
    required values (dates, origins), which no schema check can see.

    Args:
        functions: the declared functions.
        request: the request the calls were extracted from.
        calls: the valid calls to audit.

    Returns:
        The whole user turn of a throwaway session; read the reply with ``parse_envelope``.

    Raises:
        SchemaError: ``functions`` is empty.
    """
    _check_inputs(functions, ToolChoice.auto(), "build_verify_prompt")
    proposed = json.dumps(
        {"calls": [{"name": c.name, "arguments": c.arguments} for c in calls]},
        separators=(",", ":"),
        ensure_ascii=False,
        default=str,
    )
    lines = [
        "You are auditing a function call extracted from a user request. You do not chat.",
        "",
        "AVAILABLE FUNCTIONS (JSON Schema):",
        _manifest(functions),
        "",
        "Check the PROPOSED CALLS against the USER REQUEST below:",
        # UNMEASURED: each check targets a failure seen after validation in development.
        "- Every REQUIRED argument value must be stated in the request. A value that is",
        "  guessed, inferred or defaulted (a city, date, id or amount the user never gave)",
        "  is WRONG.",
        "- Every condition in the request must be captured; nothing may be added.",
        "- The function must actually cover the request.",
        "",
        "Output ONLY one of these:",
        f'  A) {TOOL_CALL_MARKER}{{"calls":[...]}}   (the calls, corrected if needed; repeat them '
        "unchanged if they are right)",
        f"  B) {NO_TOOL_MARKER}   (no declared function fits the request)",
        f'  C) {NEED_INFO_MARKER}{{"function":"<name>","missing":["<param>"]}}   '
        "(a REQUIRED value is not stated in the request)",
        "Nothing before or after the output. No prose, no markdown fences.",
        "",
        "---",
        "USER REQUEST:",
        request,
        "",
        "PROPOSED CALLS:",
        proposed,
    ]
    return "\n".join(lines)
