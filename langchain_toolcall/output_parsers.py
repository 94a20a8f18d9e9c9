"""ToolcallOutputParser: tool calls out of any model's text, for LCEL chains.

Data flow::

    prompt | llm | ToolcallOutputParser(tools=[...])
      message with .tool_calls  ──► those calls (a native tool caller)
      otherwise its text        ──► prompt_toolcall.reading.detect.detect (every registered dialect,
                                    allow-list = the tools' names, lossless coercion)
      each call                 ──► validate_arguments against its schema
      ──► [{"name", "args", "id", "type": "tool_call"}, ...]
      invalid or unreadable     ──► on_invalid: raise OutputParserException / warn and drop / drop

With ``partial=True`` (streaming) it never raises: an incomplete call is no call yet.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from langchain_core.exceptions import OutputParserException
from langchain_core.messages import AIMessage
from langchain_core.messages import ToolCall as LCToolCall
from langchain_core.output_parsers import BaseGenerationOutputParser
from langchain_core.outputs import ChatGeneration, Generation
from langchain_core.tools import BaseTool
from pydantic import Field, PrivateAttr, field_validator

from langchain_toolcall._convert import convert_tools, message_text, to_lc_tool_call
from prompt_toolcall.types import FunctionTool, ToolCall, new_call_id

__all__ = ["ToolcallOutputParser"]

_ON_INVALID = ("raise", "warn", "ignore")


class ToolcallOutputParser(BaseGenerationOutputParser[list[LCToolCall]]):
    """Read tool calls written in any dialect, validated against the given tools.

    Args:
        tools: the tools calls may name (anything ``bind_tools`` accepts).
        first_tool_only: return only the first call (or None) instead of a list.
        on_invalid: a call that does not validate, or text that clearly attempted a call
            that could not be read: ``"raise"`` (``OutputParserException``), ``"warn"``
            (drop it with a warning) or ``"ignore"`` (drop it).

    Example:
        ```python
        chain = prompt | llm | ToolcallOutputParser(tools=[get_weather])
        chain.invoke({"q": "Weather in Lima?"})
        # [{'name': 'get_weather', 'args': {'city': 'Lima'}, 'id': 'call_...', 'type': 'tool_call'}]
        ```
    """

    tools: Sequence[Any] = Field(default_factory=list)
    first_tool_only: bool = False
    on_invalid: Literal["raise", "warn", "ignore"] = "raise"

    _functions: tuple[FunctionTool, ...] = PrivateAttr(default=())

    @field_validator("on_invalid", mode="before")
    @classmethod
    def _check_on_invalid(cls, value: object) -> object:
        if value not in _ON_INVALID:
            msg = f"on_invalid must be one of {_ON_INVALID}; got {value!r}"
            raise ValueError(msg)
        return value

    def model_post_init(self, context: Any, /) -> None:
        """Convert and check the tools once."""
        from prompt_toolcall.checking.schema.validate import check_schema

        tools: Sequence[Mapping[str, Any] | type | Callable[..., Any] | BaseTool] = list(self.tools)
        if not tools:
            msg = "ToolcallOutputParser needs at least one tool to read calls for; received none."
            raise ValueError(msg)
        _, functions = convert_tools(tools, check_schema)
        self._functions = tuple(functions)

    @property
    def _type(self) -> str:
        return "toolcall_tools"

    def parse_result(self, result: list[Generation], *, partial: bool = False) -> Any:
        """Read the calls of the first generation.

        Raises:
            OutputParserException: with ``on_invalid="raise"`` and not ``partial``, a call did
                not validate or an attempted call could not be read.
        """
        if not result:
            return None if self.first_tool_only else []
        generation = result[0]
        message = generation.message if isinstance(generation, ChatGeneration) else None
        text = message_text(message) if message is not None else generation.text
        calls, errors = self._read(message, text)
        if errors and not partial:
            self._complain(errors, text)
        lc_calls = [to_lc_tool_call(c) for c in calls]
        if self.first_tool_only:
            return lc_calls[0] if lc_calls else None
        return lc_calls

    def parse(self, text: str) -> Any:
        """Read the calls in a raw text."""
        return self.parse_result([Generation(text=text)])

    def _read(self, message: object, text: str) -> tuple[list[ToolCall], list[str]]:
        from prompt_toolcall.checking.schema.validate import validate_arguments
        from prompt_toolcall.reading.detect import detect

        by_name = {f.name: f for f in self._functions}
        errors: list[str] = []
        candidates: list[ToolCall] = []
        if isinstance(message, AIMessage) and (message.tool_calls or message.invalid_tool_calls):
            for tc in message.tool_calls:
                if tc["name"] not in by_name:
                    errors.append(f"unknown function {tc['name']!r}; allowed: {sorted(by_name)}")
                    continue
                candidates.append(ToolCall(tc["name"], dict(tc["args"]), tc.get("id") or new_call_id()))
            errors.extend(
                f"{tc.get('name')}: {tc.get('error') or 'arguments could not be read'}"
                for tc in message.invalid_tool_calls
            )
        else:
            detection = detect(text, list(by_name), list(self._functions))
            candidates = list(detection.calls)
            errors.extend(f"{c.name or 'unknown'}: {c.error}" for c in detection.invalid)
        good: list[ToolCall] = []
        for call in candidates:
            call_errors = validate_arguments(call.name, call.arguments, by_name[call.name].parameters)
            if call_errors:
                errors.extend(call_errors)
            else:
                good.append(call)
        return good, errors

    def _complain(self, errors: list[str], text: str) -> None:
        listed = "; ".join(errors)
        if self.on_invalid == "raise":
            msg = f"Tool call could not be read or did not validate: {listed}"
            raise OutputParserException(msg, llm_output=text)
        if self.on_invalid == "warn":
            warnings.warn(f"ToolcallOutputParser dropped invalid tool calls: {listed}", stacklevel=3)
