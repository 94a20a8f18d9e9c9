"""Public value types of the core.

Inputs a user hands us (tool definitions, tool choice) are validated here, once, with
errors that say what to fix. Results on the hot path (calls, detections, envelopes)
are frozen dataclasses: cheap to build, safe to share, and closed unions that callers
can ``match`` on.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from prompt_toolcall.errors import SchemaError

__all__ = [
    "Detection",
    "Envelope",
    "EnvelopeCalls",
    "EnvelopeNeedInfo",
    "EnvelopeUnreadable",
    "FunctionTool",
    "InvalidToolCall",
    "ToolCall",
    "ToolChoice",
    "new_call_id",
    "normalize_tools",
]

_EMPTY_PARAMETERS: Mapping[str, Any] = {"type": "object", "properties": {}}


# Call ids need to be unique within a conversation, not unguessable: a private generator
# seeded from the OS is enough, and costs ~0.3 us per id where ``secrets.token_hex`` (one
# ``urandom`` syscall per id) cost ~1 us, a tenth of a clean 1 KB envelope's parse
# (benchmarks/parse_speed.py). Private, so ``random.seed(...)`` in user code never makes
# ids repeat; reseeded in a forked child, so two worker processes never share a stream.
_ID_RANDOM = random.Random()
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_ID_RANDOM.seed)
# ``Random.randbytes(12)`` spelled out (Python code in random.py up to 3.11 at least):
# the same bytes, ~40 ns less per id.
_random_bits = _ID_RANDOM.getrandbits


def new_call_id() -> str:
    """A fresh call id: ``call_`` + 24 hex digits, 29 characters of ``[a-z0-9_]``, so it fits the
    40-character ``[A-Za-z0-9_-]`` wire rule of :data:`prompt_toolcall.loop.pairing.MAX_WIRE_ID_LENGTH`.

    Random (96 bits from a private, OS-seeded generator), not cryptographically secret.
    """
    return "call_" + _random_bits(96).to_bytes(12, "little").hex()


def _repr_cut(value: object, limit: int = 200) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass(frozen=True)
class FunctionTool:
    """One function the model may call: a name, a description and a JSON Schema.

    Build it from any common spelling with :meth:`from_dict`; the constructor checks
    the name and that ``parameters`` is an object schema.
    """

    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=lambda: dict(_EMPTY_PARAMETERS))

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            msg = f"A tool needs a non-empty string name. Received: {_repr_cut(self.name)}"
            raise SchemaError(msg)
        if not isinstance(self.description, str):
            msg = f"Tool {self.name!r}: description must be a string. Received: {_repr_cut(self.description)}"
            raise SchemaError(msg)
        params = self.parameters
        if not isinstance(params, Mapping):
            msg = (
                f"Tool {self.name!r}: parameters must be a JSON Schema object (a dict). "
                f"Received: {_repr_cut(params)}"
            )
            raise SchemaError(msg)
        declared = params.get("type", "object")
        if declared != "object" and not (isinstance(declared, list) and "object" in declared):
            msg = (
                f"Tool {self.name!r}: parameters must have type 'object' (arguments are a map). "
                f"Received type: {_repr_cut(declared)}"
            )
            raise SchemaError(msg)
        props = params.get("properties", {})
        if not isinstance(props, Mapping):
            msg = f"Tool {self.name!r}: parameters.properties must be a dict. Received: {_repr_cut(props)}"
            raise SchemaError(msg)
        required = params.get("required", [])
        if not isinstance(required, list) or not all(isinstance(r, str) for r in required):
            msg = (
                f"Tool {self.name!r}: parameters.required must be a list of strings. "
                f"Received: {_repr_cut(required)}"
            )
            raise SchemaError(msg)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | FunctionTool) -> FunctionTool:
        """Read an OpenAI-style ``{"type":"function","function":{...}}`` or a bare
        ``{"name", "description", "parameters"}`` dict (``input_schema`` is accepted
        for Anthropic-style tools).

        Raises:
            SchemaError: the dict is not a tool definition; the message says what is wrong.
        """
        if isinstance(data, FunctionTool):
            return data
        if not isinstance(data, Mapping):
            msg = f"A tool definition must be a dict or FunctionTool. Received: {_repr_cut(data)}"
            raise SchemaError(msg)
        body: Any = data
        if data.get("type") == "function" and isinstance(data.get("function"), Mapping):
            body = data["function"]
        elif "function" in data and isinstance(data.get("function"), Mapping) and "name" not in data:
            body = data["function"]
        if "name" not in body:
            msg = (
                "A tool definition needs a 'name'. Expected {'name', 'description', 'parameters'} "
                f"or {{'type': 'function', 'function': {{...}}}}. Received: {_repr_cut(dict(data))}"
            )
            raise SchemaError(msg)
        params = body.get("parameters", body.get("input_schema"))
        if params is None:
            params = dict(_EMPTY_PARAMETERS)
        return cls(
            name=body["name"],
            description=body.get("description") or "",
            parameters=params,
        )

    @property
    def required(self) -> tuple[str, ...]:
        """Names of the required parameters."""
        return tuple(self.parameters.get("required", ()))

    @property
    def properties(self) -> Mapping[str, Any]:
        """The declared parameters (name -> sub-schema)."""
        props = self.parameters.get("properties", {})
        return props if isinstance(props, Mapping) else {}

    def to_dict(self) -> dict[str, Any]:
        """The bare manifest form ``{"name", "description", "parameters"}`` (no empty description)."""
        out: dict[str, Any] = {"name": self.name}
        if self.description:
            out["description"] = self.description
        out["parameters"] = dict(self.parameters)
        return out

    def to_openai(self) -> dict[str, Any]:
        """The OpenAI ``{"type": "function", "function": {...}}`` form."""
        return {"type": "function", "function": self.to_dict()}


def normalize_tools(tools: Iterable[Mapping[str, Any] | FunctionTool]) -> list[FunctionTool]:
    """Turn any mix of tool dicts and :class:`FunctionTool` into a list of ``FunctionTool``.

    Raises:
        SchemaError: a definition is malformed, or two tools share a name.
    """
    out: list[FunctionTool] = []
    seen: set[str] = set()
    for i, raw in enumerate(tools):
        try:
            tool = FunctionTool.from_dict(raw)
        except SchemaError as e:
            msg = f"tools[{i}]: {e}"
            raise SchemaError(msg) from e
        if tool.name in seen:
            msg = f"tools[{i}]: duplicate tool name {tool.name!r}; every tool needs a unique name."
            raise SchemaError(msg)
        seen.add(tool.name)
        out.append(tool)
    return out


@dataclass(frozen=True)
class ToolCall:
    """One call the model asked for: a declared name and its (coerced) arguments."""

    name: str
    arguments: dict[str, Any]
    id: str = field(default_factory=new_call_id)

    def to_dict(self) -> dict[str, Any]:
        """``{"id", "name", "arguments"}``."""
        return {"id": self.id, "name": self.name, "arguments": self.arguments}


@dataclass(frozen=True)
class InvalidToolCall:
    """A call the model tried to make but that could not be read or did not validate.

    Kept with its raw text and the reason, never silently turned into ``{}``.
    """

    name: str | None
    raw_arguments: str | None
    error: str
    id: str = field(default_factory=new_call_id)


ToolChoiceMode = Literal["auto", "any", "none", "named"]
_CHOICE_MODES: tuple[str, ...] = ("auto", "any", "none", "named")


@dataclass(frozen=True)
class ToolChoice:
    """Which calls the model may make: ``auto`` (may call or not), ``any`` (must call
    one), ``none`` (must not call), ``named`` (must call ``name``)."""

    mode: ToolChoiceMode = "auto"
    name: str | None = None

    def __post_init__(self) -> None:
        if self.mode not in _CHOICE_MODES:
            msg = f"ToolChoice mode must be one of {_CHOICE_MODES}; got {self.mode!r}"
            raise SchemaError(msg)
        if (self.mode == "named") != (self.name is not None):
            msg = "ToolChoice: a name is given exactly when mode is 'named'"
            raise SchemaError(msg)

    @classmethod
    def auto(cls) -> ToolChoice:
        """The model decides."""
        return cls("auto")

    @classmethod
    def any(cls) -> ToolChoice:
        """The model must call some declared function."""
        return cls("any")

    @classmethod
    def none(cls) -> ToolChoice:
        """The model must not call a function."""
        return cls("none")

    @classmethod
    def named(cls, name: str) -> ToolChoice:
        """The model must call ``name``."""
        return cls("named", name)

    @classmethod
    def parse(cls, value: object) -> ToolChoice:
        """Read every spelling LangChain, OpenAI and LlamaIndex use.

        ``None``/``"auto"`` -> auto; ``True``/``"any"``/``"required"`` -> any;
        ``False``/``"none"`` -> none; any other string -> named; ``{"type": "function",
        "function": {"name": N}}`` or ``{"name": N}`` -> named. (LangChain's ``True``
        with a single bound tool means "call that tool": the adapter narrows it.)

        Raises:
            SchemaError: the value is none of these.
        """
        if isinstance(value, ToolChoice):
            return value
        if value is None or value == "auto":
            return cls.auto()
        if value is True or value in ("any", "required"):
            return cls.any()
        if value is False or value == "none":
            return cls.none()
        if isinstance(value, str):
            if not value.strip():
                msg = "tool_choice: an empty string names no tool"
                raise SchemaError(msg)
            return cls.named(value)
        if isinstance(value, Mapping):
            fn = value.get("function")
            if isinstance(fn, Mapping) and isinstance(fn.get("name"), str):
                return cls.named(fn["name"])
            if isinstance(value.get("name"), str):
                return cls.named(value["name"])
            if value.get("type") in ("auto", "any", "none", "required"):
                return cls.parse(value["type"])
        msg = (
            "tool_choice must be 'auto', 'any', 'required', 'none', a tool name, True/False, "
            f"or {{'type': 'function', 'function': {{'name': ...}}}}. Received: {_repr_cut(value)}"
        )
        raise SchemaError(msg)

    def narrow(self, names: Iterable[str]) -> frozenset[str]:
        """The allow-list after this choice: all names, only the named one, or none.

        Raises:
            SchemaError: a named choice names a tool that is not declared.
        """
        allowed = frozenset(names)
        if self.mode == "none":
            return frozenset()
        if self.mode == "named":
            assert self.name is not None
            if self.name not in allowed:
                msg = (
                    f"tool_choice names {self.name!r}, which is not a bound tool. "
                    f"Bound tools: {sorted(allowed)}"
                )
                raise SchemaError(msg)
            return frozenset({self.name})
        return allowed

    @property
    def must_call(self) -> bool:
        """True for ``any`` and ``named``."""
        return self.mode in ("any", "named")


@dataclass(frozen=True)
class Detection:
    """What the detector read out of one model reply.

    Attributes:
        calls: the calls read, in order, names on the allow-list, arguments coerced.
        invalid: calls the reply clearly attempted but that could not be read (truncated,
            malformed, unknown name); never turned into a guessed call.
        content: the text meant for the user (reasoning and call markup removed), or None.
        reasoning: reasoning text the reply carried (``<think>`` etc.), or None.
        notes: every tolerance applied, e.g. ``("dialect:hermes", "missing-close-tag")``.
        dialect: the key of the reader that produced the calls, if any.
    """

    calls: tuple[ToolCall, ...] = ()
    invalid: tuple[InvalidToolCall, ...] = ()
    content: str | None = None
    reasoning: str | None = None
    notes: tuple[str, ...] = ()
    dialect: str | None = None


@dataclass(frozen=True)
class EnvelopeCalls:
    """A TOOL_CALL envelope (``calls`` may be empty: NO_TOOL or an explicit empty list)."""

    calls: tuple[ToolCall, ...]
    notes: tuple[str, ...] = ()
    no_tool: bool = False
    """True when the reply was the NO_TOOL marker (or an explicit empty ``calls``)."""


@dataclass(frozen=True)
class EnvelopeNeedInfo:
    """A NEED_INFO envelope: ``function`` cannot be called until ``missing`` are given."""

    function: str
    missing: tuple[str, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class EnvelopeUnreadable:
    """No envelope and no call could be read; ``errors`` says why (for the repair prompt)."""

    notes: tuple[str, ...] = ()
    errors: tuple[str, ...] = ()
    invalid: tuple[InvalidToolCall, ...] = ()


Envelope = EnvelopeCalls | EnvelopeNeedInfo | EnvelopeUnreadable
