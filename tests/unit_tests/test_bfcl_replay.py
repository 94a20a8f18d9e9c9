"""benchmarks.bfcl.replay: recorded ChatToolcall replies re-scored under each grounding mode."""

from __future__ import annotations

import json
from typing import Any

import pytest

from benchmarks.bfcl.__main__ import main
from benchmarks.bfcl.replay import MODES, ReplayChatModel, regrounding, render, replay


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    out = tmp_path_factory.mktemp("replay")
    systems = "toolcall-free,toolcall-constrained"
    args = ["--dry-run", "--per-category", "1", "--seed", "5", "--systems", systems]
    assert main([*args, "--out-dir", str(out), "--results-dir", str(out), "--quiet"]) == 0
    (jsonl,) = out.glob("bfcl-dry-run-*.jsonl")
    return [json.loads(line) for line in jsonl.read_text().splitlines()]


def test_replay_model_plays_replies_in_order_then_empty() -> None:
    model = ReplayChatModel(replies=["one", "two"])
    assert [model.invoke("x").content for _ in range(3)] == ["one", "two", ""]
    assert model.beyond == 1


def test_a_turn_that_needs_an_unrecorded_request_keeps_its_recorded_verdict(
    records: list[dict[str, Any]],
) -> None:
    # Drop the replies of one ChatToolcall record and flip its recorded verdict: its turn asks
    # for a request the recording lacks, so the replay cannot judge it and the record stands.
    target = next(r for r in records if r["system"] == "toolcall-free" and r["category"] != "irrelevance")
    cut = [{**r, "replies": [], "valid_strict": not r["valid_strict"]} if r is target else r for r in records]
    full, gaps = replay(records)
    short, short_gaps = replay(cut)
    assert not gaps
    assert short_gaps[("toolcall-free", "lenient")] == 1
    before = full[("toolcall-free", "lenient")][target["category"]]
    after = short[("toolcall-free", "lenient")][target["category"]]
    assert len(after) == len(before) and sum(after) == sum(before) - 1 + 2 * (not target["valid_strict"])
    # The table says so: nothing kept is left unsaid.
    assert "Kept their recorded verdict" not in render(full, gaps)
    assert "toolcall-free lenient 1" in render(short, short_gaps)


def test_lenient_replay_reproduces_the_recorded_verdicts(records: list[dict[str, Any]]) -> None:
    table = regrounding(records)
    for system in ("toolcall-free", "toolcall-constrained"):
        recorded: dict[str, list[bool]] = {}
        for r in records:
            if r["system"] == system:
                recorded.setdefault(r["category"], []).append(r["valid_strict"])
        assert {c: sorted(v) for c, v in table[(system, "lenient")].items()} == {
            c: sorted(v) for c, v in recorded.items()
        }
        assert {mode for (s, mode) in table if s == system} == set(MODES)


def test_off_never_scores_below_a_ground_truth_script(records: list[dict[str, Any]]) -> None:
    # The dry run's model answers with BFCL's ground truth: with grounding off nothing can
    # turn a right call into NEED_INFO, so every non-irrelevance entry passes.
    table = regrounding(records)
    for (_, mode), per in table.items():
        if mode == "off":
            for category, verdicts in per.items():
                assert all(verdicts), (category, verdicts)
    text = render(table)
    assert "| toolcall-free | off |" in text and "overall" in text.splitlines()[0]
