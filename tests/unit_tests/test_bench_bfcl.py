"""The BFCL harness (benchmarks/bfcl): casting, name mapping, checker glue, and the dry run.

No model: the dry run's scripted model answers from BFCL's ground truth, so every
expectation below is derived from that ground truth, never from the harness's own output.
"""

from __future__ import annotations

import json
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.bfcl.__main__ import _parse_args, main  # noqa: E402
from benchmarks.bfcl.check import check_outcome  # noqa: E402
from benchmarks.bfcl.data import (  # noqa: E402
    CATEGORIES,
    IRRELEVANCE_CATEGORIES,
    TYPE_CAST,
    BfclEntry,
    build_entry,
    cast_function,
    cast_schema,
    drawn_ids,
    ensure_bfcl_root,
    load_entries,
    map_names,
    sample_entries,
)
from benchmarks.bfcl.report import (  # noqa: E402
    accuracy_intervals,
    paired_tests,
    render_markdown,
    summarize,
)
from benchmarks.bfcl.scripted import GARBAGE, ScriptedChatModel, approx_tokens, scripted_calls  # noqa: E402
from benchmarks.bfcl.systems import (  # noqa: E402
    SYSTEMS,
    BfclPromptSystem,
    NativeTemplateSystem,
    Outcome,
    ReActSystem,
    RecordedRequest,
    RequestRecorder,
    ToolcallConstrainedFullSystem,
    ToolcallConstrainedSystem,
    ToolcallFreeFullSystem,
    ToolcallFreeSystem,
    ToolCallingLLMSystem,
    bfcl_prompt_messages,
    build_systems,
    extractor_replies,
    render_qwen_tools_system,
)
from prompt_toolcall.types import FunctionTool  # noqa: E402


def _entry(category: str, index: int = 0) -> BfclEntry:
    return load_entries(category)[index]


def _dotted_entry() -> BfclEntry:
    return next(e for e in load_entries("parallel_multiple") if any("." in f["name"] for f in e.functions))


# --- casting -----------------------------------------------------------------------------


def test_type_cast_agrees_with_bfcls_own_table() -> None:
    ensure_bfcl_root()
    from bfcl_eval.constants.type_mappings import GORILLA_TO_OPENAPI

    for bfcl_type, json_type in TYPE_CAST.items():
        assert GORILLA_TO_OPENAPI[bfcl_type] == json_type, bfcl_type


def test_cast_schema_nested_and_non_schema_keys() -> None:
    doc = {
        "type": "dict",
        "required": ["a"],
        "properties": {
            "a": {"type": "float", "description": "x", "optional": False, "required": True},
            "b": {"type": "tuple", "items": {"type": "dict", "properties": {"c": {"type": "any"}}}},
            "d": {"type": "weird"},
            "e": {"description": "no type"},
        },
    }
    before = json.dumps(doc, sort_keys=True)
    out = cast_schema(doc)
    assert json.dumps(doc, sort_keys=True) == before, "input was mutated"
    assert out["type"] == "object" and out["required"] == ["a"]
    assert out["properties"]["a"] == {"type": "number", "description": "x"}
    assert out["properties"]["b"]["type"] == "array"
    assert out["properties"]["b"]["items"]["type"] == "object"
    assert out["properties"]["b"]["items"]["properties"]["c"]["type"] == "string"
    assert out["properties"]["d"]["type"] == "string"
    assert out["properties"]["e"]["type"] == "string"


@pytest.mark.parametrize("category", ["simple_python", "parallel_multiple", "live_simple"])
def test_every_cast_tool_is_valid_json_schema(category: str) -> None:
    for entry in load_entries(category):
        for tool in entry.tools:
            params = tool["function"]["parameters"]
            jsonschema.Draft7Validator.check_schema(params)
            FunctionTool.from_dict(tool)
            assert "." not in tool["function"]["name"]


def test_map_names_round_trip_and_collisions() -> None:
    mapped = map_names(["math.factorial", "math_factorial", "a b"])
    assert mapped["math.factorial"] == "math_factorial"
    assert mapped["math_factorial"] != mapped["math.factorial"]
    assert len(set(mapped.values())) == 3
    assert all(
        set(v) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        for v in mapped.values()
    )


def test_dotted_names_are_mapped_and_mapped_back() -> None:
    entry = _dotted_entry()
    originals = [str(f["name"]) for f in entry.functions]
    assert all("." not in n for n in entry.tool_names)
    assert sorted(entry.original_name(n) for n in entry.tool_names) == sorted(originals)


def test_cast_function_keeps_description_and_required() -> None:
    raw = _entry("simple_python").functions[0]
    tool = cast_function(raw, "renamed")
    assert tool["function"]["name"] == "renamed"
    assert tool["function"]["description"] == raw["description"]
    assert tool["function"]["parameters"]["required"] == raw["parameters"]["required"]


# --- sampling ----------------------------------------------------------------------------


def test_sample_is_fixed_by_seed_and_per_category() -> None:
    a = [e.id for e in sample_entries(["simple_python", "multiple"], 3, seed=7)]
    b = [e.id for e in sample_entries(["simple_python", "multiple"], 3, seed=7)]
    c = [e.id for e in sample_entries(["simple_python", "multiple"], 3, seed=8)]
    only = [e.id for e in sample_entries(["multiple"], 3, seed=7)]
    assert a == b and a != c
    assert len(a) == 6 and a[3:] == only  # adding a category leaves the others' draw alone
    with pytest.raises(ValueError, match="per_category"):
        sample_entries(["multiple"], 0, seed=1)
    with pytest.raises(ValueError, match="Unknown BFCL category"):
        load_entries("memory")


def test_held_out_sample_is_disjoint_from_the_excluded_draw_and_fixed() -> None:
    cats = ["simple_python", "irrelevance", "live_multiple"]
    excluded = drawn_ids(cats, 2, [0])
    assert excluded == {e.id for e in sample_entries(cats, 2, seed=0)} and len(excluded) == 6
    held = [e.id for e in sample_entries(cats, 12, seed=1, exclude=excluded)]
    again = [e.id for e in sample_entries(cats, 12, seed=1, exclude=excluded)]
    assert held == again and len(held) == 36 and len(set(held)) == 36
    assert not set(held) & excluded
    assert [e.category for e in sample_entries(cats, 12, seed=1, exclude=excluded)].count("irrelevance") == 12
    # nothing excluded: the draw earlier runs of the same seed made
    assert [e.id for e in sample_entries(cats, 2, seed=0, exclude=frozenset())] == [
        e.id for e in sample_entries(cats, 2, seed=0)
    ]
    everything = sample_entries(["simple_python"], None, seed=0, exclude=excluded)
    assert len(everything) == len(load_entries("simple_python")) - 2


def test_exclude_seed_options() -> None:
    args = _parse_args(["--exclude-seed", "0,3", "--exclude-seed", "5", "--exclude-per-category", "4"])
    assert args.exclude_seeds == [0, 3, 5] and args.exclude_per_category == 4
    plain = _parse_args([])
    assert plain.exclude_seeds == [] and plain.max_tokens == 384
    with pytest.raises(SystemExit):
        _parse_args(["--exclude-per-category", "2"])
    with pytest.raises(SystemExit):
        _parse_args(["--exclude-seed", "x"])


# --- checker glue ------------------------------------------------------------------------


@pytest.mark.parametrize("category", [c for c in CATEGORIES if c not in IRRELEVANCE_CATEGORIES])
def test_ground_truth_calls_pass_the_checker(category: str) -> None:
    for entry in load_entries(category)[:3]:
        calls = tuple(scripted_calls(entry))
        assert calls, entry.id
        verdict = check_outcome(entry, Outcome("calls", calls))
        assert verdict.valid_bfcl and verdict.valid_strict, (entry.id, verdict)


def test_dotted_ground_truth_passes_only_under_mapped_back_names() -> None:
    entry = _dotted_entry()
    calls = tuple(scripted_calls(entry))
    assert check_outcome(entry, Outcome("calls", calls)).valid_strict
    wrong = tuple((name + "_x", args) for name, args in calls)
    assert not check_outcome(entry, Outcome("calls", wrong)).valid_strict


def test_wrong_value_and_missing_call_fail() -> None:
    entry = _entry("simple_python")
    ((name, args),) = scripted_calls(entry)
    bad = {
        k: (v + 1000 if isinstance(v, int) and not isinstance(v, bool) else "zzz-wrong")
        for k, v in args.items()
    }
    assert not check_outcome(entry, Outcome("calls", ((name, bad),))).valid_strict
    for kind in ("no_call", "undecodable"):
        verdict = check_outcome(entry, Outcome(kind))
        assert not verdict.valid_bfcl and not verdict.valid_strict


def test_irrelevance_scoring_both_ways() -> None:
    entry = _entry("irrelevance")
    call: tuple[tuple[str, dict[str, Any]], ...] = ((entry.tool_names[0], {}),)
    called = check_outcome(entry, Outcome("calls", call))
    refused = check_outcome(entry, Outcome("no_call"))
    garbled = check_outcome(entry, Outcome("undecodable", error="x"))
    assert (called.valid_bfcl, called.valid_strict) == (False, False)
    assert (refused.valid_bfcl, refused.valid_strict) == (True, True)
    assert (garbled.valid_bfcl, garbled.valid_strict) == (True, False)


# --- systems on fixed replies ---------------------------------------------------------------


class _Fixed(BaseChatModel):
    reply: str

    @property
    def _llm_type(self) -> str:
        return "fixed"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(self.reply))])


def _run(system_cls: type, reply: str, entry: BfclEntry) -> Outcome:
    inner = _Fixed(reply=reply)
    recorder = RequestRecorder(lambda text: len(text.split()))
    inner.callbacks = [recorder]
    return system_cls(inner, recorder).run(entry)


def test_tool_calling_llm_prose_is_undecodable_and_its_answer_is_a_refusal() -> None:
    entry = _entry("irrelevance")
    prose = _run(ToolCallingLLMSystem, "I am not sure.", entry)
    answer = _run(
        ToolCallingLLMSystem,
        json.dumps({"tool": "__conversational_response", "tool_input": {"response": "No."}}),
        entry,
    )
    assert prose.kind == "undecodable" and prose.requests == 1
    assert answer.kind == "no_call"


def test_react_and_native_read_their_formats() -> None:
    entry = _entry("simple_python")
    ((name, args),) = scripted_calls(entry)
    react = _run(ReActSystem, f"Thought: t\nAction: {name}\nAction Input: {json.dumps(args)}", entry)
    broken = _run(ReActSystem, f"Thought: t\nAction: {name}\n", entry)
    native = _run(
        NativeTemplateSystem,
        f"<tool_call>\n{json.dumps({'name': name, 'arguments': args})}\n</tool_call>",
        entry,
    )
    assert react.kind == "calls" and react.calls == ((name, args),)
    assert broken.kind == "undecodable"
    assert native.kind == "calls" and native.calls[0][0] == name
    assert check_outcome(entry, native).valid_strict


def test_calls_to_undeclared_functions_are_undecodable_not_refusals() -> None:
    entry = _entry("irrelevance")
    made_up = json.dumps({"name": "Thai Restaurant in Chicago", "arguments": {"city": "Chicago"}})
    native = _run(NativeTemplateSystem, f"```json\n{made_up}\n```", entry)
    react = _run(ReActSystem, 'Thought: t\nAction: launch_rocket\nAction Input: {"x": 1}', entry)
    prose = _run(NativeTemplateSystem, 'I would say {"name": "John", "age": 30} is a person.', entry)
    for out in (native, react):
        assert out.kind == "undecodable"
        verdict = check_outcome(entry, out)
        assert (verdict.valid_bfcl, verdict.valid_strict) == (True, False)
    assert prose.kind == "no_call"


def test_recorder_counts_tokens_with_fallback() -> None:
    entry = _entry("simple_python")
    out = _run(NativeTemplateSystem, "plain words here", entry)
    assert out.requests == 1
    assert out.completion_tokens == 3  # no usage on the reply: the fallback counter (3 words)
    assert out.prompt_tokens is not None and out.prompt_tokens > len(entry.question.split())


def test_native_system_prompt_is_qwens_tool_template() -> None:
    tools = list(_entry("multiple").tools)
    text = render_qwen_tools_system(None, tools)
    assert text.startswith("You are Qwen, created by Alibaba Cloud.")
    for tool in tools:
        assert "\n" + json.dumps(tool, ensure_ascii=False) + "\n" in text
    assert text.endswith("</tool_call>")
    assert render_qwen_tools_system("Be brief.", tools).startswith("Be brief.\n\n# Tools")


# --- BFCL's prompt method -------------------------------------------------------------------

_F = {
    "name": "f",
    "description": "Adds one.",
    "parameters": {
        "type": "dict",
        "properties": {"a": {"type": "integer", "description": "A number."}},
        "required": ["a"],
    },
}
_G = {
    "name": "g",
    "description": "Greets.",
    "parameters": {
        "type": "dict",
        "properties": {"b": {"type": "string", "description": "A name."}},
        "required": ["b"],
    },
}


def _fg_entry(system: str | None = None) -> BfclEntry:
    messages = [{"role": "user", "content": "Add one to 1 and greet x."}]
    if system is not None:
        messages.insert(0, {"role": "system", "content": system})
    raw = {"id": "synthetic_0", "question": [messages], "function": [_F, _G]}
    return build_entry(raw, "parallel_multiple", [{"f": {"a": [1]}}, {"g": {"b": ["x"]}}])


def test_bfcl_prompt_reads_python_calls() -> None:
    entry = _fg_entry()
    out = _run(BfclPromptSystem, '[f(a=1), g(b="x")]', entry)
    assert out.kind == "calls" and out.calls == (("f", {"a": 1}), ("g", {"b": "x"}))
    assert out.requests == 1
    assert check_outcome(entry, out).valid_strict
    bare = _run(BfclPromptSystem, "```\nf(a=1)\n```", entry)  # BFCL's decoder adds the brackets
    assert bare.kind == "calls" and bare.calls == (("f", {"a": 1}),)


def test_bfcl_prompt_text_empty_broken_and_undeclared() -> None:
    entry = _fg_entry()
    for reply in ("None of the functions can be used here.", "[]", ""):
        assert _run(BfclPromptSystem, reply, entry).kind == "no_call", reply
    for reply in ("[f(a=1", "[f(a=1), g(b=]", "I would call f(a=) for that."):
        out = _run(BfclPromptSystem, reply, entry)
        assert out.kind == "undecodable" and out.error, reply
    made_up = _run(BfclPromptSystem, "[launch_rocket(x=1)]", entry)
    assert made_up.kind == "undecodable" and "undeclared-function" in made_up.notes
    irrelevant = _entry("irrelevance")
    refusal = check_outcome(irrelevant, _run(BfclPromptSystem, "No function fits this.", irrelevant))
    garbled = check_outcome(irrelevant, _run(BfclPromptSystem, f"[{irrelevant.tool_names[0]}(x=", irrelevant))
    assert (refusal.valid_bfcl, refusal.valid_strict) == (True, True)
    assert (garbled.valid_bfcl, garbled.valid_strict) == (True, False)


def test_bfcl_prompt_carries_the_function_docs() -> None:
    (system, user) = bfcl_prompt_messages(_fg_entry())
    assert system["role"] == "system" and user == {"role": "user", "content": "Add one to 1 and greet x."}
    text = system["content"]
    assert text.startswith("You are an expert in composing functions.")
    assert "[func_name1(params_name1=params_value1" in text
    for name, param in (("f", "a"), ("g", "b")):
        assert f'"name": "{name}"' in text and f'"{param}": {{' in text
    with_system = bfcl_prompt_messages(_fg_entry(system="Be terse."))
    assert len(with_system) == 2 and with_system[0]["content"].endswith("\n\nBe terse.")
    assert with_system[0]["content"].startswith("You are an expert in composing functions.")


def test_bfcl_prompt_shows_bfcls_names_and_hinted_docs() -> None:
    entry = _dotted_entry()
    text = bfcl_prompt_messages(entry)[0]["content"]
    for doc, tool in zip(entry.prompt_functions, entry.tools):
        assert f'"name": "{doc["name"]}"' in text
        assert doc["description"] == tool["function"]["description"]  # the language hint, as tools carry
    reply = ScriptedChatModel.for_entries([entry]).invoke(bfcl_prompt_messages(entry)).text
    out = _run(BfclPromptSystem, reply, entry)
    assert out.kind == "calls" and check_outcome(entry, out).valid_strict
    assert {n for n, _ in out.calls} <= set(entry.tool_names)


@pytest.mark.parametrize(
    ("system_cls", "compact"),
    [
        (ToolcallFreeSystem, True),
        (ToolcallConstrainedSystem, True),
        (ToolcallFreeFullSystem, False),
        (ToolcallConstrainedFullSystem, False),
    ],
)
def test_compact_systems_send_the_signature_manifest(system_cls: type, compact: bool) -> None:
    entry = _fg_entry()
    inner = _Capped(reply="<<<NO_TOOL>>>", seen=[], texts=[])
    recorder = RequestRecorder(approx_tokens)
    inner.callbacks = [recorder]
    system_cls(inner, recorder).run(entry)
    first = inner.texts[0]
    # The compact manifest (the default) writes each tool as a signature line; the full one as
    # JSON Schema.
    assert ("f(a:" in first) is compact and ('"properties"' in first) is not compact, first[:400]


# --- one reply cap for every system ----------------------------------------------------------


class _Capped(_Fixed):
    """A :class:`_Fixed` that records the reply cap each request carried, and its text."""

    reply: str = "plain text"
    max_tokens: int | None = None
    seen: list[Any] = Field(default_factory=list)
    texts: list[str] = Field(default_factory=list)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.seen.append(kwargs.get("max_tokens", self.max_tokens))
        self.texts.append("\n".join(str(m.content) for m in messages))
        return super()._generate(messages, stop, run_manager, **kwargs)


@pytest.mark.parametrize("cap", [384, 200])
def test_every_system_requests_under_the_runs_cap(cap: int) -> None:
    entry = _entry("simple_python")
    for key in ("toolcall-free", "toolcall-constrained", "native", "bfcl-prompt"):
        inner = _Capped(max_tokens=cap, seen=[])
        system = build_systems([key], inner, approx_tokens, max_tokens=cap).systems[key]
        out = system.run(entry)
        assert out.requests >= 1 and inner.seen == [cap] * len(inner.seen), (key, inner.seen)
    # without a cap the extractor sends none, so the inner model's own field applies
    inner = _Capped(max_tokens=cap, seen=[])
    recorder = RequestRecorder(approx_tokens)
    inner.callbacks = [recorder]
    ToolcallFreeSystem(inner, recorder).run(entry)
    assert inner.seen and set(inner.seen) == {cap}


# --- report statistics -------------------------------------------------------------------------


def _records(system: str, category: str, rights: list[bool]) -> list[dict[str, Any]]:
    return [
        {
            "system": system,
            "category": category,
            "id": f"{category}_{i}",
            "valid_bfcl": right,
            "valid_strict": right,
            "kind": "calls",
            "requests": 1,
            "seconds": 0.0,
            "notes": [],
        }
        for i, right in enumerate(rights)
    ]


def test_paired_mcnemar_and_wilson_intervals() -> None:
    # 16 call-expecting entries: ours right on 8 (6 of them where the peer is wrong),
    # the peer right on 3 (1 where ours is wrong): discordant 6 vs 1 -> p = 2 * 8/128.
    ours = [True] * 8 + [False] * 8
    peer = [True, True, False, False, False, False, False, False, True] + [False] * 7
    abstain_ours, abstain_peer = [True, True, False], [True, False, True]
    records = (
        _records("toolcall-free", "simple_python", ours)
        + _records("toolcall-free", "irrelevance", abstain_ours)
        + _records("bfcl-prompt", "simple_python", peer)
        + _records("bfcl-prompt", "irrelevance", abstain_peer)
        + _records("native", "simple_python", peer[:4])  # a peer that ran fewer entries
    )
    tests = {(t.peer, t.group): t for t in paired_tests(records)}
    call = tests[("bfcl-prompt", "call-expecting")]
    assert (call.entries, call.both, call.only_ours, call.only_peer) == (16, 2, 6, 1)
    assert call.p_value == pytest.approx(0.125)
    abstain = tests[("bfcl-prompt", "abstention")]
    assert (abstain.entries, abstain.only_ours, abstain.only_peer, abstain.p_value) == (3, 1, 1, 1.0)
    assert tests[("bfcl-prompt", "all")].entries == 19
    assert tests[("native", "call-expecting")].entries == 4
    assert ("native", "abstention") not in tests
    assert {t.ours for t in tests.values()} == {"toolcall-free"}  # peers are never paired together

    interval = accuracy_intervals(summarize(records, {}))["toolcall-free"]["call-expecting"]
    assert (interval.right, interval.n) == (8, 16)
    assert interval.low == pytest.approx(0.2800, abs=1e-4) and interval.high == pytest.approx(
        0.7200, abs=1e-4
    )
    assert accuracy_intervals(summarize(records, {}))["toolcall-free"]["all"].n == 19


def test_report_header_names_the_cap_and_the_held_out_draw() -> None:
    records = _records("toolcall-free", "simple_python", [True, False])
    meta = {
        "max_tokens": 384,
        "held_out": {"exclude_seeds": [0], "exclude_per_category": 2, "excluded": 16},
    }
    page = render_markdown(summarize(records, {}), meta, [], paired_tests(records))
    assert "held-out: excludes the 16 entries of seed 0's 2-per-category draw" in page.lower()
    assert "384 tokens for every request of every system (ChatToolcall's extractor included)" in page
    meta["held_out"] = {"exclude_seeds": [0, 3], "exclude_per_category": 2, "excluded": 31}
    page = render_markdown(summarize(records, {}), meta, [])
    assert "excludes the 31 entries of seeds 0 and 3's 2-per-category draws" in page
    assert "Held-out" not in render_markdown(summarize(records, {}), {}, [])


# --- the dry run, end to end -----------------------------------------------------------------


@pytest.fixture(scope="module")
def dry_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, list[dict[str, Any]]]]:
    out = tmp_path_factory.mktemp("bfcl")
    code = main(
        [
            "--dry-run",
            "--per-category",
            "1",
            "--seed",
            "11",
            "--out-dir",
            str(out),
            "--results-dir",
            str(out),
            "--quiet",
        ]
    )
    assert code == 0
    (jsonl,) = out.glob("bfcl-dry-run-*.jsonl")
    records = [json.loads(line) for line in jsonl.read_text().splitlines()]
    yield out, records


def test_dry_run_covers_every_system_and_category(dry_run: tuple[Path, list[dict[str, Any]]]) -> None:
    _, records = dry_run
    assert {r["system"] for r in records} == set(SYSTEMS)
    assert {r["category"] for r in records} == set(CATEGORIES)
    assert len(records) == len(SYSTEMS) * len(CATEGORIES)
    assert not [r for r in records if "exception" in r["notes"]]


def test_dry_run_scores_follow_each_format(dry_run: tuple[Path, list[dict[str, Any]]]) -> None:
    _, records = dry_run
    entries = {e.id: e for e in sample_entries(list(CATEGORIES), 1, seed=11)}
    for r in records:
        n_calls = len(scripted_calls(entries[r["id"]]))
        if r["system"].startswith("toolcall-") or r["system"] in ("native", "bfcl-prompt"):
            expected = True  # these formats carry any number of calls
        else:  # one call per reply (tool-calling-llm) or per ReAct step
            expected = n_calls <= 1
        if r["system"].startswith("toolcall") and "grounding-need-info" in r["notes"]:
            # ChatToolcall's grounding guard may ask instead of calling when a required value
            # is not in the request (BFCL answers "2022-03-11" to "March.11, 2022"): a product
            # policy, not a harness error. It must still be a clean NEED_INFO, never garbage.
            assert r["kind"] == "no_call" and r["category"] not in IRRELEVANCE_CATEGORIES, r["id"]
            continue
        assert r["valid_strict"] is expected, (r["system"], r["id"], r["error"])


def test_dry_run_repair_accounting(dry_run: tuple[Path, list[dict[str, Any]]]) -> None:
    _, records = dry_run
    entries = {e.id: e for e in sample_entries(list(CATEGORIES), 1, seed=11)}
    free = [r for r in records if r["system"] == "toolcall-free"]
    flaky = {i for i, e in entries.items() if zlib.crc32(e.question.encode()) % 4 == 0}
    assert {r["id"] for r in free if r["repairs"]} == flaky
    assert all(GARBAGE in r["replies"][0] for r in free if r["id"] in flaky)
    constrained = [r for r in records if r["system"] == "toolcall-constrained"]
    assert all(all(r["extract_parsed"]) and r["extract_parsed"] for r in constrained)
    assert not any(r["repairs"] for r in constrained)


def test_dry_run_writes_report_and_charts(dry_run: tuple[Path, list[dict[str, Any]]]) -> None:
    out, _ = dry_run
    page = (out / "bfcl.md").read_text()
    for cls in SYSTEMS.values():
        assert cls.label in page
    assert "Reply cap: 384 tokens for every request of every system" in page
    assert "exact McNemar" in page and "Wilson" in page
    for chart in ("bfcl_accuracy.png", "bfcl_overall.png", "bfcl_prompt_tokens.png"):
        assert (out / chart).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert f"]({chart})" in page


def test_only_extractor_requests_count_as_extractor_replies() -> None:
    """A NEED_INFO the model words is an answer request, like a NO_TOOL answer: neither is an
    extractor reply that failed to parse."""
    extract = RecordedRequest("[human] You are a function-call extractor. ...", '{"decision": "NEED_INFO"}')
    repair = RecordedRequest("[human] You are a function-call extractor; you do not chat. ...", "{}")
    worded = RecordedRequest("[human] Book me a table for tonight.", "For how many people?")
    assert extractor_replies([extract, worded]) == ['{"decision": "NEED_INFO"}']
    assert extractor_replies([extract, repair, worded]) == ['{"decision": "NEED_INFO"}', "{}"]
    assert extractor_replies([worded]) == []
