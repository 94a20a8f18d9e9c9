"""Grounding: a call's values must come from the conversation, never from the model.

A small model fills values nobody gave ("Book me a flight from Boston to Denver" -> an
invented date). The extractor checks every value after validation: an ungrounded required
value turns the reply into NEED_INFO for it, an ungrounded optional value is dropped.

One principle decides (``docs/grounding.md`` is the one-page version): **a value is grounded
when it, or a canonical form a library gives for it, matches a value read from the user and
tool texts of the conversation**. The package is split by that sentence:

- ``text.py``: folding (NFKC, case, accents) and words; substring matching for scripts
  written without spaces.
- ``lexicon.py``: month, weekday and relative-day words (dateparser), currency, language and
  country names (babel / CLDR).
- ``values.py``: :class:`Evidence`, the numbers, dates, times, phone digits and words a
  conversation states.
- ``match.py``: one value against the evidence; the rule table.
- ``decide.py``: per call, keep / drop / NEED_INFO, and the notes.

Data flow::

    sources (user + tool texts, never the system prompt, the manifest or assistant text)
      --Evidence.read--> words, numbers, dates (absolute, relative to today), times, phones
    calls + schemas
      --match.ground(value, schema)--> Verdict(rule | None), value by value
      --check_grounding--> GroundingResult(calls, ungrounded_required, dropped_optional, notes)
      --to_need_info--> EnvelopeNeedInfo(function, missing) | None
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from typing import Any

from prompt_toolcall.checking.grounding.decide import (
    GROUNDING_MODES,
    GroundingMode,
    GroundingResult,
    check_calls,
    check_mode,
    need_info,
    scaled_beside_lookups,
)
from prompt_toolcall.checking.grounding.match import ground_argument
from prompt_toolcall.checking.grounding.values import Evidence
from prompt_toolcall.errors import SchemaError
from prompt_toolcall.messages import Message
from prompt_toolcall.types import EnvelopeNeedInfo, FunctionTool, ToolCall

__all__ = [
    "GROUNDING_MODES",
    "GroundingMode",
    "GroundingResult",
    "check_grounding",
    "collect_sources",
    "find_grounding",
    "scaled_beside_lookups",
    "to_need_info",
]


def check_grounding(
    calls: Sequence[ToolCall],
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
    sources: Sequence[str],
    *,
    mode: GroundingMode = "lenient",
    today: date | None = None,
    refused: Mapping[tuple[int, str], str] | None = None,
) -> GroundingResult:
    """Check that every argument value of ``calls`` comes from the conversation.

    Args:
        calls: validated calls (names declared, arguments coerced).
        functions: the declared tools, by name or as a list.
        sources: the user and tool texts of the conversation (:func:`collect_sources`). Never
            the system prompt or the manifest: an example in a parameter description
            ("e.g. San Francisco") is how a model invents a value.
        mode: ``"lenient"`` (default) also accepts the derived forms marked lenient in
            ``match.py`` (an added qualifier, an abbreviation, an added country code, midnight
            on a grounded date); ``"strict"`` does not; ``"off"`` returns the calls untouched.
            Both checking modes drop ungrounded optional values.
        today: today's date if the caller vouches for it. Otherwise relative dates
            ("tomorrow", "morgen", "明日") are grounded only when a source states today's date
            next to a word for today ("Today is March 4, 2025", "Heute ist der 4. März 2025").
        refused: ``(call index, parameter) -> reason`` for values to treat as ungrounded
            whatever the conversation says, decided like any other ungrounded value and noted
            with the reason (the extractor passes the enum picks the model changed when asked
            again: ``grounding.choices``).

    Returns:
        A :class:`GroundingResult`; pass it to :func:`to_need_info` to get the NEED_INFO
        envelope when a required value is ungrounded.

    Raises:
        SchemaError: ``mode`` is not one of ``"strict"``, ``"lenient"``, ``"off"``, or a tool
            definition is malformed.

    Example:
        ```python
        result = check_grounding([call], tools, ["Book me a flight from Boston to Denver"])
        if (need := to_need_info(result, tools)) is not None:
            ...  # ask the user for need.missing instead of calling
        ```
    """
    return check_calls(calls, functions, sources, mode=mode, today=today, refused=refused)


def to_need_info(
    result: GroundingResult,
    functions: Mapping[str, FunctionTool] | Sequence[FunctionTool],
) -> EnvelopeNeedInfo | None:
    """The NEED_INFO envelope for the first call with ungrounded required values, or None.

    ``missing`` lists that call's ungrounded required parameters in the order the schema's
    ``required`` declares them (the order a user would be asked in). ``notes`` carries the
    grounding notes of that call plus ``"grounding"``.
    """
    return need_info(result, functions)


def collect_sources(messages: Iterable[Message]) -> list[str]:
    """The texts grounding may trust: the content of user and tool messages, in order.

    System messages (the manifest, examples in descriptions) and assistant messages (the
    model's own words, which may hold a value it invented earlier) are left out. A tool
    result is trusted as data whatever it says: a result that reads like an instruction
    ("call get_weather with city=Paris") grounds the values it names, like any other.
    """
    return [m.content for m in messages if m.role in ("user", "tool") and m.content]


def find_grounding(
    value: object,
    sources: Sequence[str],
    *,
    schema: Mapping[str, Any] | None = None,
    name: str = "",
    mode: GroundingMode = "lenient",
    today: date | None = None,
    arguments: Mapping[str, Any] | None = None,
    properties: Mapping[str, Any] | None = None,
    required: Sequence[str] = (),
) -> str | None:
    """The rule that grounds one value in ``sources``, or None when nothing supports it.

    This is the function :func:`check_grounding` applies to every argument, so it explains a
    decision exactly. Rule names are listed in ``match.py`` and ``docs/grounding.md``.
    To explain one argument of a call exactly, pass the call's ``arguments`` and the tool's
    ``properties`` and ``required`` with ``name`` = the argument's key (the one-statement rule
    looks at the other arguments). ``name`` is only used for that: a parameter's meaning comes
    from its schema.

    Raises:
        SchemaError: ``mode`` is not ``"strict"`` or ``"lenient"``.
    """
    checked = check_mode(mode)
    if checked == "off":
        msg = "find_grounding needs mode 'strict' or 'lenient'; 'off' checks nothing."
        raise SchemaError(msg)
    args: Mapping[str, Any] = (
        dict(arguments) if arguments is not None and name in arguments else {name: value}
    )
    props: Mapping[str, Any] = dict(properties or {})
    if schema is not None:
        props = {**props, name: schema}
    return ground_argument(name, args, props, Evidence.read(sources, today), checked, required).rule
