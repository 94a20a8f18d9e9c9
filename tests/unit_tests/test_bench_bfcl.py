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

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.bfcl.__main__ import main  # noqa: E402
from benchmarks.bfcl.check import check_outcome  # noqa: E402
from benchmarks.bfcl.data import (  # noqa: E402
    CATEGORIES,
    IRRELEVANCE_CATEGORIES,
    TYPE_CAST,
    BfclEntry,
    cast_function,
    cast_schema,
    ensure_bfcl_root,
    load_entries,
    map_names,
    sample_entries,
)
from benchmarks.bfcl.scripted import GARBAGE, scripted_calls  # noqa: E402
from benchmarks.bfcl.systems import (  # noqa: E402
    SYSTEMS,
    NativeTemplateSystem,
    Outcome,
    ReActSystem,
    RequestRecorder,
    ToolCallingLLMSystem,
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
        if r["system"] in ("toolcall-free", "toolcall-constrained", "native"):
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
    for chart in ("bfcl_accuracy.png", "bfcl_overall.png", "bfcl_prompt_tokens.png"):
        assert (out / chart).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert f"]({chart})" in page
