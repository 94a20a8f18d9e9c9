"""The prompts the extractor sends to a prompt-only model.

Data flow::

    functions + request + ToolChoice
        -> build_extractor_prompt    the marker envelope (free decoding)
        -> build_constrained_prompt  the decision-first JSON object (JSON-schema constrained decoding;
                                     the schema itself comes from ``extraction.envelope_schema``)
        (``style="compact"``: the tools as Python-style signatures and the rules said
         once, briefly; opt-in until its accuracy is measured against the default)
        (``plan_first=True``: the object starts with a short "plan" before "decision";
         constrained only, opt-in, measured worse on the 1.5B's agent dev split)
        (``call_syntax="python"``: option A asks for ``[f(a=1), g(b=2)]`` after the marker;
         free decoding only, opt-in, measured worse on the 1.5B: see ``CALL_SYNTAXES``)
    model reply rejected (unreadable / invalid)
        -> build_repair_prompt       original prompt + rejected reply (cut) + errors, exactly once
    calls read and valid, but doubtful
        -> build_verify_prompt       an audit: request + calls + schemas -> an envelope again

Every prompt is the whole user turn of a *throwaway* session: no system prompt, no history.
The order is what a prompt cache can reuse: first the part that is the same for every tool
set (instructions, reply options, rules: about 330 tokens), then the manifest, which is the
same for every request to the same tools, and the request last. A llama.cpp server reusing
the cached prompt prefix re-reads only the request for the same tools (measured on
Qwen2.5-Coder-0.5B: 8.6 s -> 1.5 s per call) and only the manifest and request for new ones:
on the score card's 24 items (1.5B tokenizer) an item re-reads 107 prompt tokens on average
instead of 366 with the manifest first. Accuracy did not move beyond noise when the manifest
moved behind the rules (1.5B, constrained, held-out sets, paired): BFCL 96 entries 69 -> 67
right (3 gained, 5 lost, exact McNemar p = 0.73); the grounding test split 116 -> 119 of 124
(4 gained, 1 lost, p = 0.38).

Every rule line answers a failure seen in development; the evidence sits in a comment next
to it. Lines marked ``UNMEASURED`` still need a measurement.
"""

from __future__ import annotations

import json
import keyword
from collections.abc import Mapping, Sequence
from typing import Literal

from prompt_toolcall.errors import SchemaError
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool, ToolCall, ToolChoice

__all__ = [
    "CALL_SYNTAXES",
    "PLAN_INSTRUCTION",
    "PROMPT_STYLES",
    "PYTHON_CALLS_SHAPE",
    "REPAIR_INSTRUCTION",
    "REPAIR_REJECTED_LIMIT",
    "CallSyntax",
    "PromptStyle",
    "build_constrained_prompt",
    "build_extractor_prompt",
    "build_repair_prompt",
    "build_verify_prompt",
    "python_call_names",
    "render_signatures",
    "style_error",
]

PromptStyle = Literal["compact", "full"]
PROMPT_STYLES: tuple[str, ...] = ("compact", "full")
"""``compact`` (the default): the tools as Python-style signatures and the rules said
briefly, 1.12-1.15x the prompt tokens per tool of Qwen2.5's own tool template on the BFCL tool
sets (``python -m benchmarks.prompt_tokens``, embedded tokenizer). ``full``: the JSON Schema
manifest and the long rule list (the rules' evidence is in the comments of ``_rules``),
1.50-1.54x.

How ``compact`` got here, each step measured on the embedded Qwen2.5-Coder-1.5B, constrained,
paired against ``full`` on the same requests (exact McNemar):

- First form: level on held-out BFCL (22 vs 22 of 32; 67 vs 67 of 96) and on grounding
  requests (118 vs 119 of 124), but a text answer to 21 against 37 of 60 held-out messages no
  listed tool fits (0 won, 16 lost, p < 0.001): it called a tool for greetings and questions.
- Its first line took the full prompt's "You do not chat and you do not answer questions."
  (chosen among four one-line variants on 24 development messages): 21 -> 30 of those 60.
- Two framing lines of the full prompt ("Read the USER REQUEST and output one JSON object,
  decision first, one of:" and "USER REQUEST:" before the request; see
  :data:`_COMPACT_REQUEST_HEADING`): text answers on 84 development no-tool messages 44 -> 57
  (``full``: 54).
- Then, on a third held-out grounding split written for this check (180 requests, 18
  languages, ``python benchmarks/grounding.py --split test3``, grounding lenient in the turn):
  ``compact`` right on 102, ``full`` on 100 (10 vs 8 discordant, p = 0.82).
- On a fourth held-out split (``--split test4``, 180 requests, 28 languages): the 1.5B
  right on 111 with ``compact`` and 110 with ``full`` (9 vs 8, p = 1.0; NEED_INFO 41 and 44,
  calls kept 42 and 40, text answers 28 and 26, of 60 each); the smaller embedded model
  (Qwen2.5-Coder-0.5B, ``--model qwen2.5-coder-0.5b``) right on 77 with ``compact`` and 66
  with ``full`` (20 vs 9, p = 0.06; NEED_INFO 37 and 37, calls kept 24 and 23, text answers
  16 and 6, p = 0.002).

Level or better on every held-out set at the token target, so ``compact`` is the default.
The 0.5B's judgement is weak in either style (NEED_INFO 62 %, text answers 27 %): use the
1.5B where the turn must ask or abstain."""


CallSyntax = Literal["json", "python"]
CALL_SYNTAXES: tuple[str, ...] = ("json", "python")
"""How the marker envelope asks for calls (free decoding). ``json``:
``<<<TOOL_CALL>>>{"calls":[{"name":..,"arguments":{..}}]}``. ``python``: a Python list of
keyword calls after the same marker, ``<<<TOOL_CALL>>>[get_weather(city="Lima"),
get_weather(city="Quito")]``: the syntax of BFCL's own prompt method, shorter per call.
The parser reads both either way; only what the prompt asks for differs. Measured on the
embedded Qwen2.5-Coder-1.5B (free decoding, held-out BFCL parallel and parallel_multiple
entries, 24): python 6/24 right against json 13/24 (3 vs 10 discordant, exact McNemar
p = 0.09); in 15 of 24 replies the model wrote a JSON list of objects after the marker
instead of Python calls. So json stays the default; a card (``toolcall eval``) measures both
for another model."""


PYTHON_CALLS_SHAPE = "[<function name>(<param>=<value>, ...), ...]"
"""The TOOL_CALL payload a ``call_syntax="python"`` prompt asks for (and its repair errors name)."""


def python_call_names(functions: Sequence[FunctionTool]) -> bool:
    """Whether every function name can be written as a Python call (dotted identifiers,
    no keyword): ``get-weather(city="Lima")`` would read as a subtraction."""
    return all(
        part.isidentifier() and not keyword.iskeyword(part) for f in functions for part in f.name.split(".")
    )


REPAIR_REJECTED_LIMIT = 600
"""How much of a rejected reply the repair prompt quotes (600 characters).

Long enough to show a malformed call in full; a run-away reply (tiny models under free
decoding can ramble to ``max_tokens``) does not double the repair prompt."""

REPAIR_INSTRUCTION = "Output the corrected marker line and nothing else."
"""The repair prompt's last line: asks for the marker line alone, so no prose needs stripping."""

_HEADER = "You are a function-call extractor. You do not chat and you do not answer questions."

PLAN_INSTRUCTION = (
    'Write "plan" first: in one or two short sentences, the steps the request needs, which of '
    "them the calls already made (shown with the request, if any) did, and the one step to do "
    "now (a call whose argument is another call's result waits for that result). Then write "
    '"decision", then the rest.'
)
"""The line a ``plan_first`` constrained prompt adds (it replaces "Decide first").

Why: in multi-step agent tasks the 1.5B model called ``power`` on the dividend in the same reply as
the ``divide`` whose result it needed, or kept applying ``power`` to its own result; a plan
written before the decision names the dependency and what is already done. Measured on the
agent dev split (1.5B, LangChain create_agent, 16 tasks, paired with the same code without it):
5/16 right against 7/16 (3 tasks lost, 1 gained), 2x the seconds and 3.6x the generated tokens
per task. The 1.5B wrote the nested call "power(divide(..), 2)" in its plan and still
called ``power`` on the divisor beside ``divide``; on questions that need no tool it planned a call. So the
option stays off by default."""

_PLAN_FIELD = '"plan":"<steps; done; next>",'
"""How the reply shapes show the plan (default style)."""


def _manifest(functions: Sequence[FunctionTool]) -> str:
    """The functions as one compact JSON line.

    Compact separators: the manifest is the bulk of a ~470-token extractor prompt and a
    1.5B model reads ~43 prompt tok/s on 2 CPU threads (llama-cpp-python 0.3.36), so spaces cost time.
    ``ensure_ascii=False`` keeps non-ASCII descriptions one token per character class
    instead of ``\\uXXXX`` escapes.
    """
    return json.dumps([f.to_dict() for f in functions], separators=(",", ":"), ensure_ascii=False)


_PY_TYPES = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "null": "None",
    "array": "list",
    "object": "dict",
}

MAX_SIGNATURE_DEPTH = 3
"""Nesting of object properties and array items rendered inside a signature; deeper
schemas are shown as compact JSON Schema instead. UNMEASURED: BFCL's deepest arguments
nest a few levels."""

_CONSTRAINT_KEYS: tuple[str, ...] = (
    "format",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
)
"""Schema keywords a signature line carries after the description (the validator checks
them, so the model has to see them)."""


def _type_of(schema: object, depth: int) -> str:
    """A JSON Schema as a Python-style type: ``str``, ``list[int]``, ``Literal["a", "b"]``,
    ``{city: str, days?: int}``; a schema this cannot say exactly is shown as JSON."""
    if not isinstance(schema, Mapping):
        return "Any"
    members = schema.get("enum")
    if isinstance(members, list) and members:
        return "Literal[" + ", ".join(json.dumps(m, ensure_ascii=False) for m in members) + "]"
    if "const" in schema:
        return f"Literal[{json.dumps(schema['const'], ensure_ascii=False)}]"
    for key in ("anyOf", "oneOf"):
        options = schema.get(key)
        if isinstance(options, list) and options:
            return " | ".join(_type_of(o, depth) for o in options)
    declared = schema.get("type")
    if isinstance(declared, list):
        return " | ".join(_type_of({**schema, "type": t}, depth) for t in declared) or "Any"
    if not isinstance(declared, str):
        return "Any" if set(schema) <= {"description", "title", "default"} else _json(schema)
    if declared == "array":
        items = schema.get("items")
        if items is None:
            return "list"
        if depth >= MAX_SIGNATURE_DEPTH:
            return _json(schema)
        return f"list[{_type_of(items, depth + 1)}]"
    if declared == "object":
        props = schema.get("properties")
        if not isinstance(props, Mapping) or not props:
            return "dict"
        if depth >= MAX_SIGNATURE_DEPTH or any(
            isinstance(sub, Mapping) and sub.get("description") for sub in props.values()
        ):
            # Nested descriptions do not fit on one line: the schema itself, compact.
            return _json(schema)
        required = schema.get("required") or ()
        fields = [f"{k}{'' if k in required else '?'}: {_type_of(v, depth + 1)}" for k, v in props.items()]
        return "{" + ", ".join(fields) + "}"
    return _PY_TYPES.get(declared, declared)


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=str)


def _signature(tool: FunctionTool) -> str:
    """One tool: ``name(required: type, optional?: type = default)``, its description, and
    one line per parameter that has a description or a constraint."""
    params = tool.parameters
    props = params.get("properties") or {}
    required = [r for r in params.get("required", []) if r in props]
    ordered = [*required, *(k for k in props if k not in required)]
    args: list[str] = []
    notes: list[str] = []
    for key in ordered:
        sub = props[key]
        text = f"{key}{'' if key in required else '?'}: {_type_of(sub, 1)}"
        if isinstance(sub, Mapping) and "default" in sub:
            text += f" = {json.dumps(sub['default'], ensure_ascii=False, default=str)}"
        args.append(text)
        if not isinstance(sub, Mapping):
            continue
        description = str(sub.get("description") or "").strip()
        limits = [f"{k}={_json(sub[k])}" for k in _CONSTRAINT_KEYS if k in sub]
        if description or limits:
            notes.append(f"  {key}: " + " ".join([description, *(f"({x})" for x in limits)]).strip())
    lines = [f"{tool.name}({', '.join(args)})"]
    if tool.description.strip():
        lines.append("  " + " ".join(tool.description.split()))
    return "\n".join([*lines, *notes])


def render_signatures(functions: Sequence[FunctionTool]) -> str:
    """The tools as Python-style signatures, one block per tool (the compact manifest).

    ``name(city: str, days?: int = 1)``: a required parameter first and bare, an optional
    one marked ``?`` (and its default, when the schema declares one); then the tool's
    description and one indented line per parameter with a description or a constraint
    (``format``, ``minimum``, ...). Enums are ``Literal[...]``, arrays ``list[...]``,
    small objects ``{key: type, other?: type}``; a schema that has no exact short form
    (nested descriptions, deeper than :data:`MAX_SIGNATURE_DEPTH`) is shown as compact
    JSON Schema, so nothing the validator checks is hidden.

    Example:
        ```python
        render_signatures([weather])
        # get_weather(city: str, unit?: Literal["c", "f"])
        #   Current weather for a city.
        ```
    """
    return "\n".join(_signature(f) for f in functions)


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


def _rules(
    choice: ToolChoice, *, no_tool: str, need_info: str, once: str, arguments: str = '"arguments"'
) -> list[str]:
    """The rule lines shared by the marker and the constrained prompt.

    ``no_tool`` / ``need_info`` are how the prompt names those two answers (a marker or a
    ``decision`` value); ``once`` names what must appear exactly once; ``arguments`` what
    holds a call's arguments (a key, or a Python call's keywords).
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
        f"- {arguments} must satisfy that function's JSON Schema exactly. Never invent parameters.",
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


def _compact_rules(choice: ToolChoice, *, need_info: str) -> list[str]:
    """:func:`_rules` said briefly, one clause per rule and in the same order (each
    clause's evidence is the comment on its long form there)."""
    rules = [
        "Rules: nothing before or after that one output. You have no live data: if a function "
        "covers the request, call it, even if you think you know the answer.",
        "Use only the listed parameters, and every one the request gives a value for. One call per "
        "distinct set of arguments (two cities: two calls). Only calls whose values are known now; "
        "never the same call twice.",
        "Never guess a required value the request does not state (no made-up cities, dates, ids or "
        f"amounts): answer {need_info}. Never invent a function's result. Keep every condition "
        "the request states.",
    ]
    if choice.mode == "named":
        rules.append(f"You MUST call {choice.name}.")
    elif choice.must_call:
        rules.append("A call is required.")
    return rules


_COMPACT_REQUEST_HEADING = "USER REQUEST:"
"""The line before the request in the compact prompts, named again in their second line
("Read the USER REQUEST and output ..."). Measured on the embedded 1.5B, constrained, with
"below" after "USER REQUEST" in the second line: those two lines took the compact prompt's
text answers on 84 development no-tool messages from 44 to 57 (the full prompt: 54). The
word was then dropped to keep the constrained prompt within 1.15x the native template's
tokens per tool; without it the development split's 37 NEED_INFO requests got the same
replies (34 right). See :data:`PROMPT_STYLES`."""


def style_error(style: object, caller: str) -> str | None:
    """Why ``style`` is not a prompt style (a message that says what to pass), or None."""
    if style in PROMPT_STYLES:
        return None
    if style == "default":
        return (
            f"{caller}: the prompt style 'default' is now called 'full' (the JSON Schema manifest "
            "and the long rules); the default is 'compact'. Pass style='full' for the old prompt."
        )
    return f"{caller}: style must be one of {PROMPT_STYLES}; got {style!r}"


def _check_style(style: str, caller: str) -> None:
    msg = style_error(style, caller)
    if msg is not None:
        raise ValueError(msg)


def _compact_extractor_prompt(
    functions: Sequence[FunctionTool], request: str, choice: ToolChoice, *, python_calls: bool
) -> str:
    shape = "[name(param=value, ..), ..]" if python_calls else '{"calls":[{"name":..,"arguments":{..}}]}'
    options = [f"{TOOL_CALL_MARKER}{shape}"]
    if not choice.must_call:
        options.append(f"{NO_TOOL_MARKER} if no listed function fits the request")
    options.append(
        f'{NEED_INFO_MARKER}{{"function":"<name>","missing":["<param>"]}} if a required value is not stated'
    )
    lines = [
        "You are a function-call extractor. You do not chat and you do not answer questions.",
        f"Read the {_COMPACT_REQUEST_HEADING[:-1]} and output one line, one of:",
        *options,
        *_compact_rules(choice, need_info=NEED_INFO_MARKER),
        # Tools after the rules, request last: see the module docstring on prompt caches.
        "",
        "Functions:",
        render_signatures(functions),
        "",
        _COMPACT_REQUEST_HEADING,
        request,
    ]
    return "\n".join(lines)


def _compact_constrained_prompt(
    functions: Sequence[FunctionTool], request: str, choice: ToolChoice, *, plan_first: bool = False
) -> str:
    plan = '"plan":"..",' if plan_first else ""
    options = [f'{{{plan}"decision":"TOOL_CALL","calls":[{{"name":..,"arguments":{{..}}}}]}}']
    if not choice.must_call:
        options.append(f'{{{plan}"decision":"NO_TOOL"}} if no listed function fits the request')
    options.append(
        f'{{{plan}"decision":"NEED_INFO","function":"<name>","missing":["<param>"]}} '
        "if a required value is not stated"
    )
    lines = [
        "You are a function-call extractor. You do not chat and you do not answer questions.",
        f"Read the {_COMPACT_REQUEST_HEADING[:-1]} and output one JSON object, "
        + ("plan first, then decision, one of:" if plan_first else "decision first, one of:"),
        *options,
        *([PLAN_INSTRUCTION] if plan_first else []),
        *_compact_rules(choice, need_info='"NEED_INFO"'),
        "",
        "Functions:",
        render_signatures(functions),
        "",
        _COMPACT_REQUEST_HEADING,
        request,
    ]
    return "\n".join(lines)


def build_extractor_prompt(
    functions: Sequence[FunctionTool],
    request: str,
    choice: ToolChoice | None = None,
    *,
    style: PromptStyle = "compact",
    call_syntax: CallSyntax = "json",
) -> str:
    """Build the extractor prompt: the three marker options, the rules, the manifest, the request.

    The reply it asks for is exactly one of
    ``<<<TOOL_CALL>>>{"calls":[{"name":..,"arguments":{..}}]}``, ``<<<NO_TOOL>>>`` or
    ``<<<NEED_INFO>>>{"function":..,"missing":[..]}`` (read by ``prompt_toolcall.reading.envelope``).

    Args:
        functions: the declared functions (all of them, also under a named choice: the
            manifest then reads the same under every choice of the same tools).
        request: what the user asked, as plain text (the last user turn, or a rendered
            transcript from ``prompt_toolcall.extraction.transcript``).
        choice: ``auto`` (default) offers all three options; ``any`` and ``named`` remove
            ``NO_TOOL`` and say a call is required; ``named`` also names the function.
        style: ``default`` (JSON Schema manifest, full rules) or ``compact`` (Python-style
            signatures, brief rules; see :data:`PROMPT_STYLES`). Same envelope either way.
        call_syntax: ``json`` (default) or ``python``: how option A asks for the calls
            (:data:`CALL_SYNTAXES`). A tool name that is not a Python identifier cannot be
            written as a Python call, so then the prompt asks for JSON (check first with
            :func:`python_call_names`).

    Returns:
        The whole user turn of a throwaway session.

    Raises:
        SchemaError: ``functions`` is empty, or a named choice names an undeclared function.
        ValueError: ``choice`` is ``none``: there is nothing to extract, so the caller must
            not call the extractor; answer the conversation directly instead. Also for an
            unknown ``style`` or ``call_syntax``.

    Example:
        ```python
        prompt = build_extractor_prompt([weather], "Weather in Lima?")
        reply = model(prompt)  # '<<<TOOL_CALL>>>{"calls":[...]}'
        ```
    """
    choice = choice if choice is not None else ToolChoice.auto()
    _check_inputs(functions, choice, "build_extractor_prompt")
    _check_style(style, "build_extractor_prompt")
    if call_syntax not in CALL_SYNTAXES:
        msg = f"build_extractor_prompt: call_syntax must be one of {CALL_SYNTAXES}; got {call_syntax!r}"
        raise ValueError(msg)
    python_calls = call_syntax == "python" and python_call_names(functions)
    if style == "compact":
        return _compact_extractor_prompt(functions, request, choice, python_calls=python_calls)
    must_call = choice.must_call
    if python_calls:
        options = [
            f"  A) {TOOL_CALL_MARKER}{PYTHON_CALLS_SHAPE}   "
            "(a Python list of calls: keyword arguments, Python literals)"
        ]
    else:
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
        "You MUST call a function. Output ONLY one of these:"
        if must_call
        else "Read the USER REQUEST below and output ONLY one of these:",
        *options,
        "",
        *_rules(
            choice,
            no_tool=NO_TOOL_MARKER,
            need_info="option C",
            once="the marker",
            arguments="Each call's keyword arguments" if python_calls else '"arguments"',
        ),
        "",
        # The manifest in the user turn of a throwaway session, never in a live conversation's
        # system prompt (earlier prototype: 0/5 usable envelopes there, 4/4 here, 25/28 wider).
        # After the rules and before the request: see the module docstring on prompt caches.
        "AVAILABLE FUNCTIONS (JSON Schema):",
        _manifest(functions),
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
    *,
    style: PromptStyle = "compact",
    plan_first: bool = False,
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
        style: as in :func:`build_extractor_prompt`.
        plan_first: the reply shapes start with ``"plan"`` and :data:`PLAN_INSTRUCTION` says
            what to write there (steps needed, steps done, the one step now). Pair it with
            ``build_envelope_schema(..., plan_first=True)``. Opt-in (measured worse on the 1.5B: see
            :data:`PLAN_INSTRUCTION`).

    Returns:
        The whole user turn of a throwaway session (tools and rules first, request last,
        with or without ``plan_first``).

    Raises:
        SchemaError: ``functions`` is empty, or a named choice names an undeclared function.
        ValueError: ``choice`` is ``none`` (nothing to extract), or an unknown ``style``.
    """
    choice = choice if choice is not None else ToolChoice.auto()
    _check_inputs(functions, choice, "build_constrained_prompt")
    _check_style(style, "build_constrained_prompt")
    if style == "compact":
        return _compact_constrained_prompt(functions, request, choice, plan_first=plan_first)
    must_call = choice.must_call
    plan = _PLAN_FIELD if plan_first else ""
    options = [
        f'  {{{plan}"decision":"TOOL_CALL","calls":[{{"name":"<function name>","arguments":{{...}}}}]}}'
    ]
    if not must_call:
        options.append(f'  {{{plan}"decision":"NO_TOOL"}}   (no declared function fits the request)')
    options.append(
        f'  {{{plan}"decision":"NEED_INFO","function":"<name>","missing":["<param>"]}}   '
        "(a REQUIRED parameter is not stated in the request)"
    )
    lines = [
        _HEADER,
        "",
        "You MUST call a function. Output ONLY one JSON object, one of these:"
        if must_call
        else "Read the USER REQUEST below and output ONLY one JSON object, one of these:",
        *options,
        # UNMEASURED: asking for the decision before the arguments in words too, not only
        # through the schema's property order.
        PLAN_INSTRUCTION if plan_first else 'Decide first: write "decision", then the rest.',
        "",
        *_rules(choice, no_tool='"NO_TOOL"', need_info='"NEED_INFO"', once="the JSON object"),
        "",
        "AVAILABLE FUNCTIONS (JSON Schema):",
        _manifest(functions),
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
