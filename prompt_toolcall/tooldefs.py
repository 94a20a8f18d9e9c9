"""Tool definitions made ready for the extractor, in one place for every adapter.

Data flow (an adapter has already turned its framework's tools into dicts or ``FunctionTool``)::

    tools ──► FunctionTool.from_dict (OpenAI, flat or Anthropic spelling)
          ──► the same text whichever framework built it (:func:`plain_description`,
              generated ``title`` keys dropped: :func:`without_generated_titles`)
          ──► $ref pointers into $defs / definitions inlined (jsonschema's ``referencing``)
          ──► check_schema (a malformed schema fails at bind time, naming the tool)
          ──► no description: a ToolDescriptionWarning naming the tool (the model picks tools
              by it); adapters warn once per tool set with :func:`warn_undescribed`
          ──► the same name twice: an identical definition (``title`` keys aside) is dropped,
              a different one raises SchemaError
          ──► list[FunctionTool]

Why one text per tool: LlamaIndex's ``FunctionTool.from_defaults`` writes the function's
signature as the description's first line and pydantic titles every parameter ("Member Name"
for ``member_name``); LangChain's ``StructuredTool`` writes neither. Both restate the schema,
so the same Python function gave the model two different manifests, one per framework, and
the two agents behaved differently on the same task with the same model at temperature 0.
Measured on two spent agent splits (48 tasks, 1.5B): 12 tasks right only under LangChain and
1 only under LlamaIndex; in 4 of the 12 the first extractor reply already differed, and that
request differed only in these lines. Docstring indentation is source layout, not content:
:func:`inspect.cleandoc` removes it, as :func:`inspect.getdoc` does.

Why inline: a prompt-only model reads the manifest as text and cannot follow a pointer; the
validator resolves pointers either way, so inlining only changes what the model sees.
"""

from __future__ import annotations

import inspect
import json
import re
import warnings
from collections.abc import Mapping, Sequence
from typing import Any

from referencing import Registry, Resource
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from prompt_toolcall.checking.schema.validate import check_schema
from prompt_toolcall.errors import SchemaError, ToolDescriptionWarning
from prompt_toolcall.types import FunctionTool

__all__ = [
    "MAX_REF_DEPTH",
    "inline_refs",
    "normalize_tool_list",
    "plain_description",
    "warn_undescribed",
    "without_generated_titles",
]

MAX_REF_DEPTH = 8
"""How deep ``$ref`` pointers are inlined for the manifest.

# UNMEASURED: pydantic nests one ``$defs`` level per model; 8 covers any sane tool. A pointer
deeper than this (a recursive model) is left as it is, with its definitions kept."""

_DEFS_KEYS = ("$defs", "definitions")
_BASE_URI = "urn:toolcall:tool-parameters"


def _inline(node: Any, resolver: Any, depth: int) -> Any:
    if isinstance(node, Mapping):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/") and depth < MAX_REF_DEPTH:
            try:
                target = resolver.lookup(ref).contents
            except Unresolvable:
                target = None
            if isinstance(target, Mapping):
                rest = {k: v for k, v in node.items() if k != "$ref"}
                merged = {k: v for k, v in target.items() if k not in _DEFS_KEYS}
                return _inline({**merged, **rest}, resolver, depth + 1)
        return {k: _inline(v, resolver, depth) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, resolver, depth) for v in node]
    return node


def inline_refs(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """``parameters`` with local ``$ref`` pointers replaced by their targets.

    Returns the schema without ``$defs``/``definitions`` when every pointer was inlined; a
    recursive schema keeps them so the pointers left still resolve.
    """
    if not any(k in parameters for k in _DEFS_KEYS) and "$ref" not in json.dumps(parameters, default=str):
        return dict(parameters)
    resource: Resource[Any] = DRAFT202012.create_resource(dict(parameters))
    resolver = Registry().with_resource(_BASE_URI, resource).resolver(base_uri=_BASE_URI)
    body = {k: v for k, v in parameters.items() if k not in _DEFS_KEYS}
    inlined: dict[str, Any] = _inline(body, resolver, 0)
    if "$ref" in json.dumps(inlined, default=str):
        inlined.update({k: parameters[k] for k in _DEFS_KEYS if k in parameters})
    return inlined


def _untitled(value: object) -> object:
    """``value`` without JSON Schema ``title`` annotations (they do not change what is valid)."""
    if isinstance(value, Mapping):
        return {k: _untitled(v) for k, v in value.items() if k != "title" or not isinstance(v, str)}
    if isinstance(value, list):
        return [_untitled(v) for v in value]
    return value


def plain_description(name: str, description: str) -> str:
    """``description`` without source indentation and without a first line that is the
    tool's own signature (``name(a: 'str') -> 'str'``, as LlamaIndex writes it).

    A first line that only starts with the name (``name(...) does X``) is prose and stays.
    """
    text = inspect.cleandoc(description) if description.strip() else ""
    first, _, rest = text.partition("\n")
    if rest.strip() and _is_signature(name, first):
        text = inspect.cleandoc(rest)
    return text


def _is_signature(name: str, line: str) -> bool:
    if not line.startswith(f"{name}("):
        return False
    tail = line.rstrip()
    close = _closing_paren(tail, len(name))
    if close < 0:
        return False
    after = tail[close + 1 :].strip()
    return not after or _RETURNS.fullmatch(after) is not None


_RETURNS = re.compile(r"->\s*\S.{0,200}")


def _closing_paren(text: str, start: int) -> int:
    """Index of the parenthesis closing the one at ``start`` (-1 if unbalanced)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i
    return -1


def without_generated_titles(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """``parameters`` without the ``title`` pydantic derives from a property's key
    (``"Member Name"`` for ``member_name``); a title that says something else stays.

    Titles are annotations: dropping them changes no validation result.
    """
    return _drop_titles(parameters)


def _generated_title(key: str) -> str:
    return key.replace("_", " ").title()


def _drop_titles(node: Any) -> Any:
    if isinstance(node, list):
        return [_drop_titles(v) for v in node]
    if not isinstance(node, Mapping):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "properties" and isinstance(value, Mapping):
            out[key] = {
                prop: _drop_titles(
                    {k: v for k, v in sub.items() if not (k == "title" and v == _generated_title(prop))}
                    if isinstance(sub, Mapping)
                    else sub
                )
                for prop, sub in value.items()
            }
        else:
            out[key] = _drop_titles(value)
    return out


def _one_tool(raw: FunctionTool | Mapping[str, Any], index: int, *, check: bool) -> FunctionTool:
    try:
        tool = raw if isinstance(raw, FunctionTool) else FunctionTool.from_dict(raw)
        tool = FunctionTool(
            tool.name,
            plain_description(tool.name, tool.description),
            without_generated_titles(inline_refs(tool.parameters)),
        )
        if check:
            check_schema(tool.parameters, name=tool.name)
    except SchemaError as e:
        msg = f"tools[{index}]: {e}"
        raise SchemaError(msg) from e
    return tool


def normalize_tool_list(
    tools: Sequence[FunctionTool | Mapping[str, Any]], *, check: bool = True, warn: bool = True
) -> list[FunctionTool]:
    """The tools as ``FunctionTool``: ``$ref`` inlined, checked, duplicates resolved.

    Args:
        tools: tool dicts (any spelling :meth:`FunctionTool.from_dict` reads) or ``FunctionTool``.
        check: check each parameters schema against its meta-schema.
        warn: warn (:class:`~prompt_toolcall.errors.ToolDescriptionWarning`) about a tool
            without a description; adapters pass False and call :func:`warn_undescribed`,
            which warns once per tool set instead of on every turn.

    Returns:
        The tools, first occurrence of each name kept, in order.

    Raises:
        SchemaError: a definition is malformed, or two different tools share a name.
    """
    out: list[FunctionTool] = []
    seen: dict[str, FunctionTool] = {}
    for i, raw in enumerate(tools):
        tool = _one_tool(raw, i, check=check)
        if tool.name in seen:
            if _untitled(seen[tool.name].to_dict()) == _untitled(tool.to_dict()):
                # The same tool twice (e.g. a pydantic model and its JSON schema, which differ
                # only in "title" keys; langchain-tests' test_bind_tool_pydantic binds both).
                continue
            msg = (
                f"tools[{i}]: the tool name {tool.name!r} is used twice with different definitions; "
                "names must be unique so a call names one tool."
            )
            raise SchemaError(msg)
        if warn and not tool.description.strip():
            warnings.warn(_undescribed_text(i, tool.name), ToolDescriptionWarning, stacklevel=3)
        seen[tool.name] = tool
        out.append(tool)
    return out


def _undescribed_text(index: int, name: str) -> str:
    return (
        f"tools[{index}] {name!r} has no description; a small model picks tools by their "
        "description, so calls to it will be less reliable. Add a docstring or description."
    )


def warn_undescribed(tools: Sequence[FunctionTool], seen: set[str], *, stacklevel: int = 3) -> None:
    """Warn about each tool without a description, once per tool set.

    Args:
        tools: the bound tools.
        seen: the caller's record of tool sets already warned about (updated here); an
            adapter keeps one per instance, so an agent that binds the same tools on every
            step warns once, and a second adapter instance warns again.
        stacklevel: passed to ``warnings.warn`` (point at the user's call).
    """
    key = json.dumps(sorted(f"{t.name}\x00{t.description}" for t in tools))
    if key in seen:
        return
    seen.add(key)
    for i, tool in enumerate(tools):
        if not tool.description.strip():
            warnings.warn(_undescribed_text(i, tool.name), ToolDescriptionWarning, stacklevel=stacklevel)
