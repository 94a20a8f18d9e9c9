"""``python -m benchmarks`` (benchmarks/__main__.py): the README block rewrite, the
tool-calling-llm conformance adapter, and the BFCL re-render from a JSONL.

No model and no real BFCL run: BFCL records are written here by hand, so every expected
figure is computed in the test from those records (or from canitoolcall's fixtures), never
copied from the report. Pages go to ``tmp_path``; docs/ and README.md are never written.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO_ROOT))

from canitoolcall.fixtures import Fixture  # noqa: E402
from canitoolcall.pytest_plugin import assert_conforms  # noqa: E402

import benchmarks.__main__ as bench  # noqa: E402
from benchmarks.dialects import (  # noqa: E402
    load_adapter,
    measure_conformance,
    parse_with_tool_calling_llm,
)

FAMILIES = ("llama", "qwen3-hermes")
"""Two families keep the end-to-end runs fast (~80 of the 469 cases)."""

BEFORE = "# Project\n\nIntro text.\n\n## Benchmarks\n\n"
AFTER = "\n## Notebooks\n\nMore text.\n"


# --------------------------------------------------------------------------- helpers


def _fixture(case_id: str) -> Fixture:
    return next(fx for fx in load_adapter().FIXTURES if fx.id == case_id)


def _passes(fx: Fixture, parsed: Any) -> bool:
    try:
        assert_conforms(fx, parsed)
    except AssertionError:
        return False
    return True


def _record(
    system: str, category: str, entry: str, ok: bool, prompt_tokens: int, n_tools: int
) -> dict[str, Any]:
    return {
        "system": system,
        "category": category,
        "id": entry,
        "n_tools": n_tools,
        "valid_bfcl": ok,
        "valid_strict": ok,
        "error_type": None if ok else "value_error:string",
        "kind": "calls" if category != "irrelevance" else ("no_call" if ok else "calls"),
        "calls": [],
        "replies": ["..."],
        "requests": 1,
        "notes": [],
        "error": None,
        "prompt_tokens": prompt_tokens,
        "total_prompt_tokens": prompt_tokens,
        "completion_tokens": 10,
        "extract_parsed": [True] if system.startswith("toolcall") else [],
        "repairs": 0,
        "seconds": 1.5,
    }


# system -> category -> verdicts per entry; prompt tokens per system (n_tools = 2 everywhere)
VERDICTS = {
    "toolcall-free": {"simple_python": [True, True, False], "irrelevance": [True, True, True]},
    "tool-calling-llm": {"simple_python": [True, False, False], "irrelevance": [True, False, True]},
    "native": {"simple_python": [True, True, True], "irrelevance": [False, True, True]},
}
TOKENS = {"toolcall-free": 600, "tool-calling-llm": 500, "native": 400}
N_TOOLS = 2


def _records() -> list[dict[str, Any]]:
    return [
        _record(system, cat, f"{cat}_{i}", ok, TOKENS[system], N_TOOLS)
        for system, cats in VERDICTS.items()
        for cat, oks in cats.items()
        for i, ok in enumerate(oks)
    ]


def _overall(system: str) -> float:
    rates = [sum(oks) / len(oks) for oks in VERDICTS[system].values()]
    return sum(rates) / len(rates)


def _write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _readme(tmp_path: Path, body: str = "old benchmark text\n") -> Path:
    path = tmp_path / "README.md"
    path.write_text(f"{BEFORE}{bench.BENCH_START}\n{body}{bench.BENCH_END}\n{AFTER}", encoding="utf-8")
    return path


@pytest.fixture
def small_conformance(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The real conformance measurement on two families, one timing repeat."""
    monkeypatch.setattr(
        bench, "measure_conformance", lambda: measure_conformance(families=FAMILIES, repeats=1)
    )
    yield


FAST = ["--quick", "--speed-repeats", "1", "--overhead-runs", "20"]


# --------------------------------------------------------------------------- README block


def test_rewrite_keeps_the_surrounding_text(tmp_path: Path) -> None:
    readme = _readme(tmp_path)
    bench.rewrite_readme_block(readme, "| new | table |\n")
    text = readme.read_text(encoding="utf-8")
    assert text.startswith(BEFORE + bench.BENCH_START + "\n")
    assert text.endswith(bench.BENCH_END + "\n" + AFTER)
    assert "| new | table |" in text
    assert "old benchmark text" not in text
    bench.rewrite_readme_block(readme, "| new | table |\n")
    assert readme.read_text(encoding="utf-8") == text  # idempotent


@pytest.mark.parametrize(
    "body",
    [
        "# Project\n\nno markers here\n",
        f"{bench.BENCH_START}\nonly the start\n",
        f"{bench.BENCH_END}\nend first\n{bench.BENCH_START}\n",
        f"{bench.BENCH_START}\na\n{bench.BENCH_END}\n{bench.BENCH_START}\nb\n{bench.BENCH_END}\n",
    ],
    ids=["missing", "no-end", "reversed", "twice"],
)
def test_bad_markers_are_a_clear_error_and_change_nothing(tmp_path: Path, body: str) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(body, encoding="utf-8")
    with pytest.raises(bench.ReadmeBlockError) as info:
        bench.rewrite_readme_block(readme, "block\n")
    message = str(info.value)
    assert str(readme) in message
    assert bench.BENCH_START in message and bench.BENCH_END in message
    assert readme.read_text(encoding="utf-8") == body


def test_repository_readme_has_the_markers() -> None:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    start, end = bench.find_readme_block(text)
    assert text[text.rfind("\n## ", 0, start) :].startswith("\n## Benchmarks\n")
    assert "\n## " not in text[start:end]  # the block stays inside the Benchmarks section


def test_main_refuses_a_readme_without_markers_before_measuring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom() -> None:
        raise AssertionError("measured before checking the README")

    monkeypatch.setattr(bench, "measure_conformance", boom)
    readme = tmp_path / "README.md"
    readme.write_text("# no markers\n", encoding="utf-8")
    jsonl = _write_jsonl(tmp_path / "bfcl-qwen2.5-coder-1.5b-20260101T000000Z.jsonl", _records())
    code = bench.main(
        ["--bfcl-jsonl", str(jsonl), "--readme", str(readme), "--out-dir", str(tmp_path / "out")]
    )
    assert code == 2
    assert bench.BENCH_START in capsys.readouterr().err
    assert readme.read_text(encoding="utf-8") == "# no markers\n"
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------- tool-calling-llm adapter


def test_peer_reads_its_own_name_parameters_object() -> None:
    fx = _fixture("llama/l3-single-call")
    raw = json.loads(fx.raw_output)
    got = parse_with_tool_calling_llm(fx)
    assert [(c.name, json.loads(c.arguments_raw or "")) for c in got.tool_calls] == [
        (raw["name"], raw["parameters"])
    ]
    assert got.content is None and got.exception is None
    assert _passes(fx, got)


def test_peer_drops_arguments_under_the_hermes_key() -> None:
    """tool-calling-llm reads ``tool_input``/``parameters`` only: a Hermes call keeps its name
    and loses its ``arguments`` (its ``_process_response`` falls back to ``{}``)."""
    fx = _fixture("qwen3-hermes/single-call-no-thinking")
    assert fx.expected is not None and fx.expected.tool_calls[0].arguments
    got = parse_with_tool_calling_llm(fx)
    assert [(c.name, json.loads(c.arguments_raw or "")) for c in got.tool_calls] == [
        (fx.expected.tool_calls[0].name, {})
    ]
    assert not _passes(fx, got)


def test_peer_parser_errors_are_outcomes_and_prose_is_content() -> None:
    fx = _fixture("llama/l3-vllm-json-without-name-is-content")
    got = parse_with_tool_calling_llm(fx)
    assert got.exception is not None and got.exception.startswith("ValueError: ")
    assert not got.tool_calls
    prose = _fixture("qwen3-hermes/no-call-no-thinking")
    got = parse_with_tool_calling_llm(prose)
    assert got.content == prose.raw_output and not got.tool_calls
    assert _passes(prose, got)
    # The ``text`` argument replaces the recorded reply (used for special tokens stripped).
    got = parse_with_tool_calling_llm(prose, "Something else")
    assert got.content == "Something else"


def test_conformance_counts_match_canitoolcalls_checks() -> None:
    figs = measure_conformance(families=FAMILIES, repeats=1)
    adapter = load_adapter()
    assert [f.family for f in figs.families] == sorted(FAMILIES)
    for fam in figs.families:
        cases = [fx for fx in adapter.FIXTURES if fx.family == fam.family]
        assert fam.cases == len(cases)
        assert fam.peer_passed == sum(_passes(fx, parse_with_tool_calling_llm(fx)) for fx in cases)
        assert fam.passed == sum(_passes(fx, adapter._parse(fx)) for fx in cases)
        with_calls = [fx for fx in cases if fx.expected is not None and fx.expected.tool_calls]
        assert fam.call_cases == len(with_calls)
        assert fam.peer_passed_calls == sum(_passes(fx, parse_with_tool_calling_llm(fx)) for fx in with_calls)
    assert figs.total.cases == sum(f.cases for f in figs.families)
    assert figs.total.peer_passed_stripped == sum(f.peer_passed_stripped or 0 for f in figs.families)
    with pytest.raises(ValueError, match="no canitoolcall case"):
        measure_conformance(families=("no-such-family",))


# --------------------------------------------------------------------------- BFCL re-render


def test_rerender_from_jsonl_derives_meta_and_scores(tmp_path: Path) -> None:
    jsonl = _write_jsonl(tmp_path / "bfcl-qwen2.5-coder-0.5b-20260102T030405Z.jsonl", _records())
    part = bench.rerender_bfcl(jsonl, tmp_path / "out")
    page = part.page.read_text(encoding="utf-8")
    labels = {"toolcall-free": "ChatToolcall (free)", "tool-calling-llm": "tool-calling-llm 0.1.2"}
    for key, label in labels.items():
        assert f"| {label} | {100 * _overall(key):.1f} % |" in page
    assert "qwen2.5-coder-0.5b" in page and "2026-01-02 03:04 UTC" in page
    meta = json.loads((tmp_path / "out" / "bfcl.meta.json").read_text(encoding="utf-8"))
    assert meta["model"] == "qwen2.5-coder-0.5b"
    assert meta["per_category"] == 3 and meta["entries"] == 6
    assert meta["wall_seconds"] == pytest.approx(1.5 * len(_records()))
    assert not part.dry_run and part.rerendered
    for chart in ("bfcl_accuracy.png", "bfcl_overall.png", "bfcl_prompt_tokens.png"):
        assert (tmp_path / "out" / chart).stat().st_size > 0
    # Prompt cost vs the native template, paired by entry.
    ratio = TOKENS["toolcall-free"] / TOKENS["native"]
    extra = (TOKENS["toolcall-free"] - TOKENS["native"]) / N_TOOLS
    assert f"| {ratio:.2f}x | {extra:+.0f} |" in page


def test_rerender_prefers_the_runs_own_meta(tmp_path: Path) -> None:
    jsonl = _write_jsonl(tmp_path / "bfcl-qwen2.5-coder-1.5b-20260102T030405Z.jsonl", _records())
    meta = {
        "title": "the recorded run",
        "command": "python -m benchmarks --seed 17",
        "seed": 17,
        "model": "m",
    }
    jsonl.with_suffix(".meta.json").write_text(json.dumps(meta), encoding="utf-8")
    part = bench.rerender_bfcl(jsonl, tmp_path / "out")
    page = part.page.read_text(encoding="utf-8")
    assert "# BFCL: the recorded run" in page and "seed 17" in page
    assert part.meta["jsonl"].endswith(jsonl.name)


def test_bad_jsonl_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bfcl-x-20260101T000000Z.jsonl"
    path.write_text(json.dumps(_records()[0]) + "\n" + json.dumps({"system": "a"}) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r":2: record lacks"):
        bench.load_bfcl_jsonl(path)


def test_main_rerenders_and_rewrites_only_the_block(tmp_path: Path, small_conformance: None) -> None:
    readme = _readme(tmp_path)
    out = tmp_path / "docs"
    jsonl = _write_jsonl(tmp_path / "bfcl-qwen2.5-coder-1.5b-20260101T000000Z.jsonl", _records())
    assert (
        bench.main(["--bfcl-jsonl", str(jsonl), "--readme", str(readme), "--out-dir", str(out), *FAST]) == 0
    )
    text = readme.read_text(encoding="utf-8")
    assert text.startswith(BEFORE + bench.BENCH_START) and text.endswith(bench.BENCH_END + "\n" + AFTER)
    block = text[len(BEFORE) : -len(AFTER)]
    assert "old benchmark text" not in block
    # BFCL overall strict per system and the irrelevance column, from the records.
    assert f"| ChatToolcall (free) | {100 * _overall('toolcall-free'):.1f} % |" in block
    irrelevance = VERDICTS["tool-calling-llm"]["irrelevance"]
    assert f"| {sum(irrelevance)}/{len(irrelevance)} |" in block
    # Conformance: ours vs tool-calling-llm vs the published engines.
    adapter = load_adapter()
    cases = [fx for fx in adapter.FIXTURES if fx.family in FAMILIES]
    peer = sum(_passes(fx, parse_with_tool_calling_llm(fx)) for fx in cases)
    assert f"strict passes of {len(cases)} cases" in block and f"tool-calling-llm 0.1.2 {peer} (" in block
    assert "llama.cpp a25c9865 278 (published)" in block
    assert "parse_envelope vs json.loads" in block and "overhead per invoke" in block
    # Every system took 1.5 s an entry: level with the native template.
    assert "| ChatToolcall (free): seconds per tool-calling turn vs the native template" in block
    assert "native 1.50; 1.50 (1.00x; 1.00x; every entry 1.00x) | <= 1.10x: met |" in block
    assert "(docs/README.md)" in block and "(docs/bfcl.md)" in block
    index = (out / "README.md").read_text(encoding="utf-8")
    assert "[bfcl.md](bfcl.md)" in index and "## Targets" in index
    assert (out / "bfcl.md").is_file()


def test_dry_run_jsonl_never_touches_the_readme(tmp_path: Path, small_conformance: None) -> None:
    readme = _readme(tmp_path)
    before = readme.read_text(encoding="utf-8")
    out = tmp_path / "dry"
    jsonl = _write_jsonl(tmp_path / "bfcl-dry-run-20260101T000000Z.jsonl", _records())
    assert (
        bench.main(["--bfcl-jsonl", str(jsonl), "--readme", str(readme), "--out-dir", str(out), *FAST]) == 0
    )
    assert readme.read_text(encoding="utf-8") == before
    index = (out / "README.md").read_text(encoding="utf-8")
    assert index.startswith("# Benchmarks (dry run")
    assert json.loads((out / "bfcl.meta.json").read_text(encoding="utf-8"))["model"] == "scripted (dry run)"


def test_wall_time_rows_compare_each_of_ours_with_the_native_template() -> None:
    from benchmarks.bfcl.report import summarize
    from benchmarks.bfcl.systems import SYSTEM_LABELS

    records = []
    for r in _records():
        slow = r["system"] == "toolcall-free" and r["category"] == "irrelevance"
        records.append({**r, "seconds": 3.0 if slow else 1.0 if r["system"] == "native" else 1.5})
    rows = bench.wall_time_rows(summarize(records, SYSTEM_LABELS))
    assert len(rows) == 1  # only ours, against the native template
    # Both answered the three simple_python entries with calls: 1.5 s against 1.0 s. Every
    # entry: three at 1.5 s and three (no call, slow) at 3.0 s, mean 2.25 against 1.0.
    assert (
        "3 entries both answered with calls) | 1.50; 1.50 | native 1.00; 1.00 "
        "(1.50x; 1.50x; every entry 2.25x) | <= 1.10x: missed |" in rows[0]
    )
    fast = [
        {**r, "seconds": 1.05} if r["system"] == "toolcall-free" and r["kind"] == "calls" else r
        for r in records
    ]
    assert (
        "(1.05x; 1.05x; every entry 2.02x) | <= 1.10x: met |"
        in bench.wall_time_rows(summarize(fast, SYSTEM_LABELS))[0]
    )
    assert (
        bench.wall_time_rows(summarize([r for r in records if r["system"] != "native"], SYSTEM_LABELS)) == []
    )
