"""The contract every dialect reader fulfils, and the context it reads in.

A reader turns one model reply, written in one family's tool-call syntax, into a
:class:`~prompt_toolcall.types.Detection`. Readers are pure: ``read(text, ctx)`` has no state,
so the streaming path buffers text and calls the very same ``read`` (one parser, never two).

Readers share the name resolution and argument typing of :class:`ReadContext`, so a
name is resolved and an argument is coerced the same way whatever the dialect.

Contexts are cached per tool set (:meth:`ReadContext.build`): every reply of an agent
run is read against the same tools, and rebuilding the context cost about as much as a
third of ``json.loads`` on a clean 1 KB envelope. A cached context also keeps, per tool,
a :class:`FitPlan`: the type check that lets a clean call skip coercion, compiled once
from the tool's schema instead of re-read from it for every value of every reply.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

from prompt_toolcall.checking.schema.coerce import _FITTING, arguments_fit, coerce_arguments
from prompt_toolcall.reading.jsonish import loads_tolerant
from prompt_toolcall.types import Detection, FunctionTool, InvalidToolCall, ToolCall

__all__ = ["CONTEXT_CACHE_SIZE", "NAMESPACE_PREFIXES", "DialectReader", "FitPlan", "ReadContext"]

NAMESPACE_PREFIXES: tuple[str, ...] = ("functions.", "tools.")
"""Prefixes models put before a tool name (OpenAI's ``functions.`` namespace, seen in
gpt-oss harmony and in free-decoded replies; ``tools.`` in the detector corpus,
tests/fixtures/conformance/)."""


_NO_ALIASES: Mapping[str, str] = MappingProxyType({})
_NO_ARGUMENT_ALIASES: Mapping[str, Mapping[str, str]] = MappingProxyType({})

CONTEXT_CACHE_SIZE = 64
"""Tool sets whose :class:`ReadContext` :meth:`ReadContext.build` keeps (oldest dropped
first). UNMEASURED: an agent binds a handful of tool sets (one per ``tool_choice``
narrowing); 64 keeps every one of them while bounding what a caller building a fresh
tool list per request can pin in memory."""

# (names, ids of the FunctionTool objects, reasoning_open, partial) -> context. The context
# holds the very tools whose ids are in its key, so no id can be reused by another object
# while its entry lives: an id match is an identity match.
_CONTEXTS: dict[tuple[frozenset[str], tuple[int, ...], bool, bool], ReadContext] = {}

# A property's check beyond its type: (exact-str enum members or None, exact item types
# of an array or None).
_Extra = tuple[frozenset[str] | None, frozenset[type] | None]


def _types_for(declared: str) -> frozenset[type]:
    """The exact Python types coercion keeps as they are under a declared JSON type."""
    return frozenset(t for t, names in _FITTING.items() if declared in names)


def _prop_check(sub: object) -> tuple[frozenset[type], _Extra | None] | None:
    """The fast check for one declared property: (exact types, extra check or None), or
    None when only :func:`arguments_fit` can answer (a type union, a nested object, a
    non-string enum, ...).

    Each case is one of :func:`arguments_fit`'s inline cases, so the plan answers "fits"
    exactly where it would (tests/unit_tests/test_fit_plan.py compares the two)."""
    if type(sub) is not dict:
        return None
    declared = sub.get("type")
    if type(declared) is not str:
        return None
    if declared == "string":
        members = sub.get("enum")
        if members is None or not isinstance(members, list):
            return frozenset((str,)), None
        if not all(type(m) is str for m in members):
            return None
        return frozenset((str,)), (frozenset(members), None)
    if declared == "array":
        items = sub.get("items")
        if type(items) is not dict or items.get("enum") is not None:
            return None
        item_type = items.get("type")
        if type(item_type) is not str or item_type in ("array", "object"):
            return None
        return frozenset((list,)), (None, _types_for(item_type))
    accepted = _types_for(declared) - {str}
    return (accepted, None) if accepted else None


@dataclass(frozen=True)
class FitPlan:
    """One tool's schema compiled into the check :func:`arguments_fit` makes on a clean call.

    :meth:`fits` answers True only where :func:`arguments_fit` does; False means "ask
    :func:`arguments_fit`" (it may still say True). Built from the schema once; like the
    cached context, it assumes a tool's schema is not changed in place after first use.
    Measured with interleaved timing on the 3-call envelope of ``benchmarks/parse_speed.py``:
    2.7 us against 4.1 us for :func:`arguments_fit` on its three calls.

    Attributes:
        types: declared property -> the exact types its value may have (the whole check
            for most properties: one dict lookup and one set test per value).
        extras: declared property -> (exact-str enum members, array item types), for the
            properties that need more than their type.
        declared: every declared property, planned or not; an undeclared key is never
            coerced, so it always fits.
        unconditional: True when the schema declares no properties (nothing is coerced).
    """

    types: Mapping[str, frozenset[type]]
    extras: Mapping[str, _Extra]
    declared: frozenset[str]
    unconditional: bool = False

    @classmethod
    def compile(cls, schema: Mapping[str, Any]) -> FitPlan:
        """The plan for a tool's ``parameters`` schema."""
        props = schema.get("properties") if isinstance(schema, Mapping) else None
        if not props or not isinstance(props, Mapping):
            return cls({}, {}, frozenset(), unconditional=True)
        types: dict[str, frozenset[type]] = {}
        extras: dict[str, _Extra] = {}
        for key, sub in props.items():
            check = _prop_check(sub)
            if check is not None:
                types[key] = check[0]
                if check[1] is not None:
                    extras[key] = check[1]
        # A ``None`` sub-schema declares nothing: coercion leaves such a key alone.
        return cls(types, extras, frozenset(k for k, v in props.items() if v is not None))

    def fits(self, args: Mapping[str, Any]) -> bool:
        """Whether every value of ``args`` passes its compiled check (see the class)."""
        if self.unconditional:
            return True
        types = self.types
        extras = self.extras
        for key, value in args.items():
            accepted = types.get(key)
            if accepted is None:
                if key in self.declared:
                    return False
                continue
            if type(value) not in accepted:
                return False
            if extras and key in extras:
                members, items = extras[key]
                if members is not None and value not in members:
                    return False
                if items is not None:
                    for item in value:
                        if type(item) not in items:
                            return False
        return True


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
        partial: the text is a stream prefix and more may follow. A reader then withholds
            any call that text still to come could retract or change: a call ending the
            buffer whose terminator is optional (a missing close tag is tolerated only
            once the reply is over), a stripped-token call that prose after it would
            turn back into text, a ReAct step a ``Final Answer`` could still contradict.
            The read with ``partial=False`` on the whole reply decides, so a stream never
            shows a call the finished reply does not make.
        aliases: opt-in spellings of tool names (``{"weather": "get_weather"}``), tried
            only after the exact, prefixed and case-insensitive matches fail. Empty (the
            default) means only declared names match.
        argument_aliases: opt-in argument-key spellings per tool
            (``{"get_weather": {"location": "city"}}``); a key is renamed only when the
            tool declares the target and the reply did not also give it.
    """

    valid_names: frozenset[str]
    functions: Mapping[str, FunctionTool] = field(default_factory=dict)
    reasoning_open: bool = False
    partial: bool = False
    aliases: Mapping[str, str] = field(default_factory=lambda: _NO_ALIASES)
    argument_aliases: Mapping[str, Mapping[str, str]] = field(default_factory=lambda: _NO_ARGUMENT_ALIASES)
    _fit_plans: dict[str, FitPlan] = field(default_factory=dict, init=False, repr=False, compare=False)

    @classmethod
    def build(
        cls,
        valid_names: Iterable[str],
        functions: Iterable[FunctionTool | Mapping[str, Any]] = (),
        *,
        reasoning_open: bool = False,
        partial: bool = False,
        aliases: Mapping[str, str] | None = None,
        argument_aliases: Mapping[str, Mapping[str, str]] | None = None,
    ) -> ReadContext:
        """Make a context from any iterable of names and tool definitions.

        A context for :class:`FunctionTool` objects without opt-in aliases is cached per
        tool set (up to :data:`CONTEXT_CACHE_SIZE`), keyed by the names and by the tools'
        identity: the same objects give the same (immutable) context. Tools given as
        dicts are read afresh each time, since a dict may change between calls.
        """
        names = valid_names if type(valid_names) is frozenset else frozenset(valid_names)
        fns = functions if isinstance(functions, (tuple, list)) else tuple(functions)
        key = None
        if cls is ReadContext and not aliases and not argument_aliases:
            key = (names, tuple(map(id, fns)), reasoning_open, partial)
            # Looked up before the tools' types are checked: only FunctionTool-only sets
            # are stored, and an entry keeps its tools alive, so a hit is those very tools.
            cached = _CONTEXTS.get(key)
            if cached is not None:
                return cached
            for f in fns:
                if type(f) is not FunctionTool:
                    key = None
                    break
        ctx = cls._make(names, fns, reasoning_open, partial, aliases, argument_aliases)
        if key is not None:
            if len(_CONTEXTS) >= CONTEXT_CACHE_SIZE:
                try:
                    del _CONTEXTS[next(iter(_CONTEXTS))]
                except (KeyError, StopIteration, RuntimeError):  # another thread got there first
                    pass
            _CONTEXTS[key] = ctx
        return ctx

    @classmethod
    def _make(
        cls,
        valid_names: frozenset[str],
        functions: Iterable[FunctionTool | Mapping[str, Any]],
        reasoning_open: bool,
        partial: bool,
        aliases: Mapping[str, str] | None,
        argument_aliases: Mapping[str, Mapping[str, str]] | None,
    ) -> ReadContext:
        tools = [FunctionTool.from_dict(f) for f in functions]
        # No copies when the opt-ins are off (the common case: this runs on every reply).
        return cls(
            valid_names,
            MappingProxyType({t.name: t for t in tools}),
            reasoning_open,
            partial,
            dict(aliases) if aliases else _NO_ALIASES,
            {k: dict(v) for k, v in argument_aliases.items()} if argument_aliases else _NO_ARGUMENT_ALIASES,
        )

    def resolve_name(self, raw: object) -> str | None:
        """The declared name ``raw`` refers to, or None.

        Exact match, then without a ``functions.``/``tools.`` prefix, then a unique
        case-insensitive match (most specific first), then the opt-in :attr:`aliases`. An
        exact match always wins, so an offered ``getWeather`` is returned as spelled even
        when ``getweather`` is offered too; a case-insensitive match that fits two offered
        names is no match. Gives up in the safe direction: an ambiguous or unknown name is
        a missed call, never an invented one.
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
        if self.aliases:
            target = self.aliases.get(name)
            if target is None:
                folded_aliases = [v for k, v in self.aliases.items() if k.casefold() == folded]
                target = folded_aliases[0] if len(set(folded_aliases)) == 1 else None
            if target is not None and target in self.valid_names:
                return target
        return None

    def _rename_arguments(
        self, name: str, args: dict[str, Any], renames: Mapping[str, str]
    ) -> dict[str, Any]:
        """Apply the opt-in argument-key aliases of tool ``name``: a key is renamed only
        when the tool declares the target (when it declares properties at all) and the
        reply did not also give the target key."""
        schema = self.schema_for(name)
        props = schema.get("properties") if isinstance(schema, Mapping) else None
        out: dict[str, Any] = {}
        for key, value in args.items():
            target = renames.get(key)
            if (
                target is not None
                and target not in args
                and (not isinstance(props, Mapping) or not props or target in props)
            ):
                out[target] = value
            else:
                out[key] = value
        return out

    def fit_plan(self, name: str) -> FitPlan | None:
        """The compiled :class:`FitPlan` of a declared tool (built on first use), or None
        when only the name is known."""
        plan = self._fit_plans.get(name)
        if plan is None:
            tool = self.functions.get(name)
            if tool is None:
                return None
            plan = self._fit_plans[name] = FitPlan.compile(tool.parameters)
        return plan

    def arguments_fit(self, name: str, args: Mapping[str, Any]) -> bool:
        """Whether coercing ``args`` against tool ``name``'s schema would change nothing
        (the :class:`FitPlan` first, :func:`arguments_fit` when the plan cannot tell).
        True for a tool known only by name (there is no schema to coerce to)."""
        plan = self._fit_plans.get(name) or self.fit_plan(name)
        if plan is None:
            return True
        return plan.fits(args) or arguments_fit(args, self.functions[name].parameters)

    def schema_for(self, name: str) -> Mapping[str, Any] | None:
        """The parameters schema of a declared tool, or None when only the name is known."""
        tool = self.functions.get(name)
        return tool.parameters if tool is not None else None

    def make_call(self, raw_name: object, raw_arguments: object) -> ToolCall | InvalidToolCall | None:
        """Build a call from a name and arguments as a dialect spelled them.

        ``raw_arguments`` may be a dict, a JSON string (decoded tolerantly), or None.
        An empty or malformed *string* gives ``{}`` (the detector conformance corpus in
        tests/fixtures/conformance/ pins this); a non-object decoded value is an :class:`InvalidToolCall`.
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
        renames = self.argument_aliases.get(name)
        if renames:
            args = self._rename_arguments(name, args, renames)
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
    """Optional single characters, one of which every reply this reader can claim contains
    (e.g. ``"<"``). The dispatcher checks each distinct gate once per reply and skips the
    readers whose gate is absent without calling them, so a reader that overrides
    :meth:`applies` must still keep its gate true (or empty).
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
