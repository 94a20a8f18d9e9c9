"""Reading an extractor prompt of either style, for the scripted inner models of the tests.

The extractor has two prompt styles: ``compact`` (the tools as Python-style signatures under
``Functions:``) and ``default`` (the tools as JSON Schemas under ``AVAILABLE FUNCTIONS (JSON
Schema):``), both with the request under ``USER REQUEST:``. A scripted model
that recognised the extractor request by a heading only one style has would answer every
extractor request of the other style as if it were the live conversation, and a test could
then pass for the wrong reason. So the scripted models use these helpers, which read both
styles alike; ``test_prompt_compact.py`` checks that both styles keep :data:`EXTRACTOR_MARK`.
"""

from __future__ import annotations

import json
import re
from typing import Any

EXTRACTOR_MARK = "You are a function-call extractor"
"""The first line of every extractor prompt (and so of its repair prompt), in both styles.
The audit (verify) prompt does not carry it."""

REQUEST_HEADINGS = ("USER REQUEST:\n",)
"""The line before the request, in both styles (and the audit prompt)."""

_JSON_MANIFEST = "AVAILABLE FUNCTIONS (JSON Schema):"
_SIGNATURES = "\nFunctions:\n"
_FORCED = re.compile(r'You MUST call (?:the function "([^"]+)" and no other|([\w.\-]+)\.$)', re.MULTILINE)
_MUST_CALL = ("You MUST call a function", "A call is required.")
_NO_TOOL_OPTIONS = ("B) <<<NO_TOOL>>>", "<<<NO_TOOL>>> if no listed function fits", '{"decision":"NO_TOOL"}')


def is_extractor_prompt(text: str) -> bool:
    """Whether ``text`` is an extractor (or repair) prompt, of either style."""
    return EXTRACTOR_MARK in text


def request_part(prompt: str) -> str:
    """Everything after the request heading: the request (and, in a repair prompt, the
    rejected reply and the errors after it). The whole prompt if it has no such heading."""
    for heading in REQUEST_HEADINGS:
        if heading in prompt:
            return prompt.split(heading, 1)[1]
    return prompt


def forced_name(prompt: str) -> str | None:
    """The function a named tool choice forces, as either style says it."""
    found = _FORCED.search(prompt)
    return (found.group(1) or found.group(2)) if found else None


def must_call(prompt: str) -> bool:
    """Whether the prompt forbids answering without a call (tool choice any or named)."""
    return forced_name(prompt) is not None or any(m in prompt for m in _MUST_CALL)


def offers_no_tool(prompt: str) -> bool:
    """Whether the reply options include NO_TOOL (marker or decision object, either style)."""
    return any(option in prompt for option in _NO_TOOL_OPTIONS)


def manifest_of(prompt: str) -> list[dict[str, Any]]:
    """The declared tools as ``{"name", "parameters"}`` objects, read from the JSON manifest
    (default style, audit prompt) or from the signatures (compact style)."""
    lines = prompt.splitlines()
    if _JSON_MANIFEST in lines:
        return list(json.loads(lines[lines.index(_JSON_MANIFEST) + 1]))
    if _SIGNATURES not in prompt:
        msg = "no tool manifest in this prompt"
        raise ValueError(msg)
    block = prompt.split(_SIGNATURES, 1)[1].split("\n\n" + REQUEST_HEADINGS[0], 1)[0]
    tools = []
    for line in block.splitlines():
        head = re.fullmatch(r"([\w.\-]+)\((.*)\)", line)
        if head is None:
            continue  # a description line (indented)
        properties: dict[str, Any] = {}
        required: list[str] = []
        for arg in _split_top(head.group(2)):
            name, _, kind = arg.partition(": ")
            kind = _split_top(kind, " = ")[0]  # the default, if any, is not part of the type
            if name.endswith("?"):
                name = name[:-1]
            else:
                required.append(name)
            properties[name] = _schema_of(kind)
        parameters = {"type": "object", "properties": properties, "required": required}
        tools.append({"name": head.group(1), "parameters": parameters})
    return tools


def _split_top(text: str, sep: str = ", ") -> list[str]:
    """``text`` split at ``sep`` outside brackets and string literals."""
    parts: list[str] = []
    depth, quoted, start, i = 0, False, 0, 0
    while i < len(text):
        ch = text[i]
        if quoted:
            if ch == "\\":
                i += 1
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    tail = text[start:]
    return [*parts, tail] if tail or parts else []


_PY_TYPES = {
    "str": "string",
    "int": "integer",
    "float": "number",
    "bool": "boolean",
    "None": "null",
    "list": "array",
    "dict": "object",
}


def _schema_of(kind: str) -> dict[str, Any]:
    """A signature's Python-style type back as a JSON Schema (as much as the tests need)."""
    kind = kind.strip()
    options = _split_top(kind, " | ")
    if len(options) > 1:
        return {"anyOf": [_schema_of(o) for o in options]}
    if kind.startswith('{"'):
        return dict(json.loads(kind))  # a schema the signature could not say shortly
    if kind.startswith("Literal["):
        return {"enum": json.loads("[" + kind[len("Literal[") : -1] + "]")}
    if kind.startswith("list["):
        return {"type": "array", "items": _schema_of(kind[len("list[") : -1])}
    if kind.startswith("{"):
        return {"type": "object"}
    return {"type": _PY_TYPES[kind]} if kind in _PY_TYPES else {}
