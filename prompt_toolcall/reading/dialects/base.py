"""The contract every dialect reader fulfils, and the context it reads in.

A reader turns one model reply, written in one family's tool-call syntax, into a
:class:`~prompt_toolcall.types.Detection`. Readers are pure: ``read(text, ctx)`` has no state,
so the streaming path buffers text and calls the very same ``read`` (one parser, never two).

Readers share the name resolution and argument typing of :class:`ReadContext`, so a
name is resolved and an argument is coerced the same way whatever the dialect.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from prompt_toolcall.checking.schema.coerce import coerce_arguments
from prompt_toolcall.reading.jsonish import loads_tolerant
from prompt_toolcall.types import Detection, FunctionTool, InvalidToolCall, ToolCall

__all__ = ["NAMESPACE_PREFIXES", "DialectReader", "ReadContext"]

NAMESPACE_PREFIXES: tuple[str, ...] = ("functions.", "tools.")
"""Prefixes models put before a tool name (OpenAI's ``functions.`` namespace, seen in
gpt-oss harmony and in free-decoded replies; ``tools.`` in the seed corpus)."""


@dataclass(frozen=True)
class ReadContext:
    """What a reader knows besides the text: the allow-list and the schemas.

    Attributes:
        valid_names: the allow-list AFTER tool_choice narrowing. A name outside it is
            never returned as a call.
        functions: the declared tools by name, used to type XML-style string values and
            to coerce arguments losslessly.
        reasoning_open: the prompt already opened a reasoning block (a thinking model's
            generation prompt ends in ``<think>``), so the reply starts inside it.
    """

    valid_names: frozenset[str]
    functions: Mapping[str, FunctionTool] = field(default_factory=dict)
    reasoning_open: bool = False

    @classmethod
    def build(
        cls,
        valid_names: Iterable[str],
        functions: Iterable[FunctionTool | Mapping[str, Any]] = (),
        *,
        reasoning_open: bool = False,
    ) -> ReadContext:
        """Make a context from any iterable of names and tool definitions."""
        tools = [FunctionTool.from_dict(f) for f in functions]
        return cls(frozenset(valid_names), {t.name: t for t in tools}, reasoning_open)

    def resolve_name(self, raw: object) -> str | None:
        """The declared name ``raw`` refers to, or None.

        Exact match, then without a ``functions.``/``tools.`` prefix, then a unique
        case-insensitive match (the seed's order). Gives up in the safe direction: an
        ambiguous or unknown name is a missed call, never an invented one.
        """
        if not isinstance(raw, str):
            return None
        name = raw.strip()
        if name in self.valid_names:
            return name
        for prefix in NAMESPACE_PREFIXES:
            if name.startswith(prefix) and name[len(prefix) :] in self.valid_names:
                return name[len(prefix) :]
        folded = name.casefold()
        for prefix in ("", *NAMESPACE_PREFIXES):
            if prefix and not folded.startswith(prefix):
                continue
            bare = folded[len(prefix) :]
            hits = [n for n in self.valid_names if n.casefold() == bare]
            if len(hits) == 1:
                return hits[0]
        return None

    def schema_for(self, name: str) -> Mapping[str, Any] | None:
        """The parameters schema of a declared tool, or None when only the name is known."""
        tool = self.functions.get(name)
        return tool.parameters if tool is not None else None

    def make_call(self, raw_name: object, raw_arguments: object) -> ToolCall | InvalidToolCall | None:
        """Build a call from a name and arguments as a dialect spelled them.

        ``raw_arguments`` may be a dict, a JSON string (decoded tolerantly), or None.
        Following the seed: an empty or malformed *string* gives ``{}`` (the conformance
        corpus pins this); a non-object decoded value is an :class:`InvalidToolCall`.
        Returns None when the name is not on the allow-list.
        """
        name = self.resolve_name(raw_name)
        if name is None:
            return None
        args: object = raw_arguments
        if args is None:
            args = {}
        elif isinstance(args, str):
            text = args.strip()
            if not text:
                args = {}
            else:
                decoded = loads_tolerant(text)
                args = decoded if isinstance(decoded, dict) else {}
        if not isinstance(args, dict):
            return InvalidToolCall(name, repr(raw_arguments)[:200], f"{name}: arguments must be an object")
        schema = self.schema_for(name)
        if schema is not None:
            args = coerce_arguments(args, schema)
        return ToolCall(name=name, arguments=args)


class DialectReader(ABC):
    """One dialect family's reader.

    Subclasses set ``key`` (the public registry key, e.g. ``"hermes"``) and ``markers``
    (cheap substrings; the detector only runs the reader when one occurs in the text, so a
    reply with no call never pays for every reader). An empty ``markers`` means "always run".
    """

    key: ClassVar[str]
    markers: ClassVar[tuple[str, ...]] = ()
    authoritative: ClassVar[bool] = False
    """True when the reader parses the whole reply's structure (e.g. harmony channels): a
    content-only reading of it is final, and the generic JSON path may not read a call out
    of its content (canitoolcall ``gpt-oss/harmony-final-json-lookalike``)."""
    gate: ClassVar[str] = ""
    """Optional single characters, one of which every marker contains (e.g. ``"<"``).
    Checked before the markers: a one-character search is a ``memchr`` (~1 us on 4 KB)
    while a multi-character one costs ~3-10 us, so a reply without any gate character
    skips the reader almost for free (measured: the 11 built-in readers' markers on 4 KB
    of prose took ~120 us; with gates ~54 us, most of it the ``[``-gated Mistral and
    pythonic checks, since that prose contains ``[`` and ``(``)."""

    def applies(self, text: str) -> bool:
        """Cheap pre-check: does a gate character and then any marker occur in ``text``?"""
        # Plain loops, not any(<generator>): this runs for every reader on every reply, and
        # a generator costs ~0.5 us per call, more than the memchr it wraps (22 readers).
        gate = self.gate
        if gate:
            for c in gate:
                if c in text:
                    break
            else:
                return False
        markers = self.markers
        if not markers:
            return True
        for m in markers:
            if m in text:
                return True
        return False

    @abstractmethod
    def read(self, text: str, ctx: ReadContext) -> Detection | None:
        """Read ``text``; None when this dialect is not present. Never raises on model text."""
