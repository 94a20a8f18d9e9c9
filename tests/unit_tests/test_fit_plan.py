"""The per-tool-set caches of the reading layer: the ReadContext cache and the FitPlan.

``FitPlan.fits`` is a compiled copy of ``arguments_fit``'s inline cases; its contract is one
implication (plan says fits -> ``arguments_fit`` says fits), checked on random schemas and
values, plus cases that keep it from passing vacuously (a plan that always said False would
satisfy the implication and only cost speed). The context cache must hand back the same
context for the same tool objects and a fresh one whenever the inputs could differ.
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import prompt_toolcall.reading.dialects.base as base_module
from prompt_toolcall.checking.schema.coerce import arguments_fit
from prompt_toolcall.reading.detect import build_context
from prompt_toolcall.reading.dialects.base import CONTEXT_CACHE_SIZE, FitPlan, ReadContext
from prompt_toolcall.reading.envelope import _fills_dict_directly, parse_envelope
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER
from prompt_toolcall.types import EnvelopeCalls, FunctionTool, ToolCall


class Str(str):
    """A str subclass: never an exact enum member, never a JSON type to coercion."""


KEYS = ("a", "b", "c", "d")
VALUES = st.sampled_from(
    [
        "celsius",
        "Celsius",
        "5",
        "",
        5,
        0,
        5.0,
        5.5,
        True,
        False,
        None,
        "null",
        ["1"],
        [1],
        [1.5],
        [True],
        [None],
        [[1]],
        [],
        {"a": 1},
        Str("celsius"),
        [Str("x")],
    ]
)
TYPES = st.one_of(
    st.sampled_from(["string", "integer", "number", "boolean", "null", "array", "object", "nonsense"]),
    st.lists(st.sampled_from(["string", "integer", "null"]), min_size=1, max_size=2),
    st.sampled_from([7, None, Str("string")]),
)
ENUMS = st.one_of(
    st.none(),
    st.just(("celsius",)),
    st.lists(st.sampled_from(["celsius", "CELSIUS", Str("celsius"), 1, None, True]), max_size=3),
)
ITEMS = st.one_of(
    st.none(),
    st.builds(lambda t: {"type": t}, TYPES),
    st.builds(lambda t, e: {"type": t, "enum": e}, TYPES, ENUMS),
    st.just(MappingProxyType({"type": "string"})),
)


def _sub_schema(t: Any, enum: Any, items: Any, proxy: bool) -> Any:
    sub = {"type": t, **({"enum": enum} if enum is not None else {}), **({"items": items} if items else {})}
    return MappingProxyType(sub) if proxy else sub


SUB_SCHEMAS = st.one_of(
    st.builds(_sub_schema, TYPES, ENUMS, ITEMS, st.booleans()),
    st.sampled_from([None, {}, True, {"enum": ["x"]}]),
)
PARAMETERS = st.one_of(
    st.builds(
        lambda props: {"type": "object", "properties": props},
        st.dictionaries(st.sampled_from(KEYS), SUB_SCHEMAS, max_size=4),
    ),
    st.sampled_from([{"type": "object"}, {"properties": "nope"}, {"properties": {}}]),
)
ARGUMENTS = st.dictionaries(st.sampled_from((*KEYS, "undeclared")), VALUES, max_size=5)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ARGUMENTS, PARAMETERS)
def test_plan_fits_only_where_arguments_fit_does(args: dict[str, Any], schema: dict[str, Any]) -> None:
    if FitPlan.compile(schema).fits(args):
        assert arguments_fit(args, schema)


WEATHER = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "days": {"type": "integer"},
        "temp": {"type": "number"},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        "hourly": {"type": "boolean"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "note": {"type": "null"},
    },
    "required": ["city"],
}


@pytest.mark.parametrize(
    "args",
    [
        {"city": "Lima", "days": 3, "temp": 20.5, "unit": "celsius", "hourly": False, "tags": ["a", "b"]},
        {"city": "Lima", "temp": 20, "note": None, "tags": []},
        {"city": "Lima", "undeclared": object()},
        {},
    ],
)
def test_clean_values_fit_without_asking_arguments_fit(args: dict[str, Any]) -> None:
    """The cases a working model writes take the compiled check alone."""
    assert FitPlan.compile(WEATHER).fits(args)


@pytest.mark.parametrize(
    "args",
    [
        {"days": "3"},  # a numeric string coercion would turn into 3
        {"days": True},  # bool is not an integer
        {"days": 3.0},
        {"unit": "Celsius"},  # an enum spelling coercion would fix
        {"unit": Str("celsius")},
        {"tags": "a"},
        {"tags": ["a", 1]},
        {"city": 5},
    ],
)
def test_values_coercion_may_change_are_left_to_arguments_fit(args: dict[str, Any]) -> None:
    assert not FitPlan.compile(WEATHER).fits(args)


def test_properties_the_plan_cannot_judge_go_to_arguments_fit() -> None:
    schema = {
        "type": "object",
        "properties": {
            "u": {"type": ["string", "null"]},
            "o": {"type": "object", "properties": {"n": {"type": "integer"}}},
            "m": MappingProxyType({"type": "string"}),
        },
    }
    plan = FitPlan.compile(schema)
    for args in ({"u": "x"}, {"o": {"n": 1}}, {"m": "x"}):
        assert not plan.fits(args)
        assert arguments_fit(args, schema)  # ...which then says they fit


def test_context_knows_when_coercion_is_needed() -> None:
    ctx = ReadContext.build({"w", "bare"}, [FunctionTool("w", "", WEATHER)])
    assert ctx.arguments_fit("w", {"city": "Lima", "days": 2})
    assert ctx.arguments_fit("w", {"o": 1})  # undeclared
    assert not ctx.arguments_fit("w", {"days": "2"})
    assert ctx.arguments_fit("bare", {"x": "1"})  # a name without a schema: nothing to coerce to
    assert ctx.fit_plan("w") is ctx.fit_plan("w")  # compiled once


# -- the context cache -----------------------------------------------------------------

TOOLS = (FunctionTool("w", "Weather.", WEATHER), FunctionTool("ping", "Ping."))


def test_same_tool_objects_give_the_same_context() -> None:
    first = ReadContext.build(frozenset({"w", "ping"}), TOOLS)
    assert ReadContext.build({"ping", "w"}, list(TOOLS)) is first
    assert build_context(["w", "ping"], TOOLS) is first


@pytest.mark.parametrize(
    "other",
    [
        lambda: ReadContext.build({"w"}, TOOLS),  # a narrower allow-list
        lambda: ReadContext.build({"w", "ping"}, TOOLS, partial=True),
        lambda: ReadContext.build({"w", "ping"}, TOOLS, reasoning_open=True),
        lambda: ReadContext.build({"w", "ping"}, [dataclasses.replace(t) for t in TOOLS]),  # equal, not same
        lambda: ReadContext.build({"w", "ping"}, TOOLS, aliases={"weather": "w"}),
    ],
)
def test_anything_that_may_differ_gets_its_own_context(other: Any) -> None:
    assert other() is not ReadContext.build({"w", "ping"}, TOOLS)


def test_tools_given_as_dicts_are_read_afresh() -> None:
    """A dict may be changed between calls, so it is never a cache key."""
    tool = {"name": "w", "description": "", "parameters": dict(WEATHER)}
    first = ReadContext.build({"w"}, [tool])
    tool["parameters"] = {"type": "object", "properties": {"city": {"type": "integer"}}}
    second = ReadContext.build({"w"}, [tool])
    assert second is not first
    assert second.schema_for("w") == {"type": "object", "properties": {"city": {"type": "integer"}}}


def test_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(base_module, "_CONTEXTS", {})
    tools = [FunctionTool(f"t{i}") for i in range(CONTEXT_CACHE_SIZE + 10)]
    for t in tools:
        ReadContext.build({t.name}, [t])
    assert len(base_module._CONTEXTS) == CONTEXT_CACHE_SIZE
    cached = {name for names, *_ in base_module._CONTEXTS for name in names}
    assert tools[0].name not in cached  # the oldest went first
    assert tools[-1].name in cached


def test_cached_context_cannot_be_changed_through_its_functions() -> None:
    ctx = ReadContext.build({"w", "ping"}, TOOLS)
    with pytest.raises(TypeError):
        ctx.functions["x"] = TOOLS[0]  # type: ignore[index]


def test_generator_inputs_still_work() -> None:
    ctx = ReadContext.build((n for n in ("w", "ping")), (t for t in TOOLS))
    assert ctx.valid_names == {"w", "ping"}
    assert set(ctx.functions) == {"w", "ping"}


# -- instances filled without __init__ ---------------------------------------------------


def test_fast_built_results_equal_constructed_ones() -> None:
    text = TOOL_CALL_MARKER + '{"calls":[{"name":"w","arguments":{"city":"Lima","days":2}}]}'
    env = parse_envelope(text, ReadContext.build({"w", "ping"}, TOOLS))
    assert isinstance(env, EnvelopeCalls)
    call = env.calls[0]
    assert env == EnvelopeCalls((ToolCall("w", {"city": "Lima", "days": 2}, call.id),), ())
    assert type(call) is ToolCall and type(env) is EnvelopeCalls
    with pytest.raises(dataclasses.FrozenInstanceError):
        call.name = "x"  # type: ignore[misc]


def test_dict_filling_is_refused_for_classes_that_would_skip_work() -> None:
    @dataclasses.dataclass(frozen=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            pass

    @dataclasses.dataclass(frozen=True, slots=True)
    class Slotted:
        x: int

    @dataclasses.dataclass(frozen=True)
    class Derived:
        x: int
        y: int = dataclasses.field(init=False, default=0)

    assert _fills_dict_directly(ToolCall) and _fills_dict_directly(EnvelopeCalls)
    assert not _fills_dict_directly(Checked)
    assert not _fills_dict_directly(Slotted)
    assert not _fills_dict_directly(Derived)
    assert not _fills_dict_directly(dict)
