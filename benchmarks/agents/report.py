"""Render the agent benchmark's JSONL results as markdown (``docs/benchmarks/agents.md``).

Input: one or more JSONL files written by ``python -m benchmarks.agents``. Each holds one
``{"type": "task", ...}`` record per (system, task) and a closing ``{"type": "run", ...}``
record (model, split, code revision, wall time). Rows are keyed by (split, system, code):
the same system measured on two code revisions (before / after a change) gets two rows.

Output, per split (the dev split is labelled as development figures): right/total with 95 %
Wilson intervals, duplicates executed, mean model requests and wall time per task, tokens;
right/total per category; exact McNemar tests between each of our rows and each peer row on
the tasks both ran; the runs (command, wall time, machine load).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from benchmarks.agents.spec import CATEGORIES, SPLIT_MODULES
from benchmarks.agents.stats import mcnemar_exact, wilson_interval

__all__ = ["RowKey", "Summary", "load_jsonl", "paired", "render", "summarise"]


@dataclass(frozen=True, order=True)
class RowKey:
    """One report row: a system on one split, measured on one code revision."""

    split: str
    system: str
    code: str


@dataclass(frozen=True)
class Summary:
    """The figures of one row."""

    key: RowKey
    label: str
    ours: bool
    tasks: int
    right: int
    low: float
    high: float
    duplicates: int
    tasks_with_duplicates: int
    mean_requests: float
    mean_seconds: float
    errors: int
    capped: int
    mean_prompt_tokens: float | None
    cached_share: float | None
    """Share of prompt tokens llama.cpp's KV cache already held (None when not recorded)."""
    mean_completion_tokens: float | None
    expected_recall: float
    by_category: Mapping[str, tuple[int, int]]


def load_jsonl(paths: Iterable[str | Path]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Task records and run records from JSONL files (a later record for the same row and task
    replaces an earlier one, so a re-run of a few tasks can be appended)."""
    tasks: dict[tuple[RowKey, str], dict[str, Any]] = {}
    runs: list[dict[str, Any]] = []
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            if record.get("type") == "run":
                runs.append(record)
            elif record.get("type") == "task":
                tasks[(row_key(record), str(record["task_id"]))] = record
    return list(tasks.values()), runs


def row_key(record: Mapping[str, Any]) -> RowKey:
    """The row a task record belongs to."""
    return RowKey(str(record["split"]), str(record["system"]), str(record.get("code") or "?"))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def summarise(records: Iterable[Mapping[str, Any]]) -> list[Summary]:
    """One :class:`Summary` per row, ours first, then by system and code."""
    rows: dict[RowKey, list[Mapping[str, Any]]] = {}
    for r in records:
        rows.setdefault(row_key(r), []).append(r)
    out: list[Summary] = []
    for key, rs in rows.items():
        right = sum(1 for r in rs if r["right"])
        low, high = wilson_interval(right, len(rs))
        prompt = [r["prompt_tokens"] for r in rs if r.get("prompt_tokens") is not None]
        completion = [r["completion_tokens"] for r in rs if r.get("completion_tokens") is not None]
        cached = [r["cached_prompt_tokens"] for r in rs if r.get("cached_prompt_tokens") is not None]
        complete = len(cached) == len(rs) == len(prompt) and sum(prompt) > 0
        cached_share = sum(cached) / sum(prompt) if complete else None
        expected_total = sum(int(r.get("expected_total") or 0) for r in rs)
        expected_found = sum(int(r.get("expected_found") or 0) for r in rs)
        by_cat: dict[str, tuple[int, int]] = {}
        for r in rs:
            got, total = by_cat.get(r["category"], (0, 0))
            by_cat[r["category"]] = (got + (1 if r["right"] else 0), total + 1)
        out.append(
            Summary(
                key=key,
                label=str(rs[0].get("label") or key.system),
                ours=bool(rs[0].get("ours")),
                tasks=len(rs),
                right=right,
                low=low,
                high=high,
                duplicates=sum(int(r["duplicates"]) for r in rs),
                tasks_with_duplicates=sum(1 for r in rs if int(r["duplicates"]) > 0),
                mean_requests=_mean([float(r["requests"]) for r in rs]),
                mean_seconds=_mean([float(r["seconds"]) for r in rs]),
                errors=sum(1 for r in rs if r.get("error")),
                capped=sum(1 for r in rs if r.get("capped")),
                mean_prompt_tokens=_mean(prompt) if len(prompt) == len(rs) else None,
                cached_share=cached_share,
                mean_completion_tokens=_mean(completion) if len(completion) == len(rs) else None,
                expected_recall=expected_found / expected_total if expected_total else 1.0,
                by_category=by_cat,
            )
        )
    out.sort(key=lambda s: (s.key.split, not s.ours, s.key.system, s.key.code))
    return out


def paired(records: Iterable[Mapping[str, Any]], a: RowKey, b: RowKey) -> tuple[int, int, int, int, float]:
    """Rows ``a`` and ``b`` on the tasks both ran: (common tasks, both right, only a right,
    only b right, exact McNemar p-value)."""
    right_a: dict[str, bool] = {}
    right_b: dict[str, bool] = {}
    for r in records:
        key = row_key(r)
        if key == a:
            right_a[str(r["task_id"])] = bool(r["right"])
        elif key == b:
            right_b[str(r["task_id"])] = bool(r["right"])
    common = sorted(set(right_a) & set(right_b))
    both = sum(1 for t in common if right_a[t] and right_b[t])
    only_a = sum(1 for t in common if right_a[t] and not right_b[t])
    only_b = sum(1 for t in common if right_b[t] and not right_a[t])
    return len(common), both, only_a, only_b, mcnemar_exact(only_a, only_b)


SYSTEM_NOTES: tuple[tuple[str, str], ...] = (
    (
        "langchain (ours)",
        "`create_agent(ChatToolcall(llm=chat_model()), tools, middleware=[ToolcallMiddleware()])`.",
    ),
    (
        "llamaindex (ours)",
        "`FunctionAgent(tools=guard.wrap(...), llm=ToolcallLLM(llm=llamaindex_llm(), guard=guard))` "
        "(runs before 2026-12-03: no guard).",
    ),
    (
        "native",
        "Qwen2.5's own tool template (`<tools>` system prompt, `<tool_call>` replies, `<tool_response>` "
        "results) in a plain loop; calls read by our detector; a reply without a call is the answer.",
    ),
    ("react", "LlamaIndex `ReActAgent(tools=..., llm=llamaindex_llm())`, its own prompt and parser."),
    (
        "tool-calling-llm",
        "tool-calling-llm 0.1.2's `ToolCallingLLM` mixed into a delegate of `chat_model()`, in "
        "`create_agent` without our middleware (a tool that raises ends its run, as in any plain "
        "`create_agent`); the delegate drops `tool_choice`/`parallel_tool_calls`, which our local model "
        "does not take.",
    ),
)
"""What each system is, for the report's reader."""

PLAN_NOTE = (
    "langchain+plan, llamaindex+plan (ours)",
    "the same with `plan_first=True` (`--plan-first`): each constrained extractor reply starts with "
    "a short plan (steps needed, done, next) before its decision. Opt-in; off by default (on the "
    "dev split it scored lower at about twice the seconds).",
)
"""Listed only when a record comes from such a run, so reports without one are unchanged."""

COMPACT_NOTE = (
    "langchain+compact, llamaindex+compact (ours)",
    'the same with `prompt_style="compact"` (`--compact`): the extractor prompt lists the tools as '
    "Python-style signatures with shorter rules, about 1.1x the native tool template's prompt "
    "tokens instead of 1.5x.",
)
"""Listed only when a record comes from a compact-prompt run."""

FULL_NOTE = (
    "langchain+full, llamaindex+full (ours)",
    'the same with `prompt_style="full"` (`--full`): the extractor prompt lists the tools as JSON '
    "Schema with the long rules, about 1.5x the native tool template's prompt tokens (the plain "
    "rows of runs before the compact prompt became the default had this prompt).",
)
"""Listed only when a record comes from a full-prompt run."""


def _cap(runs: Sequence[Mapping[str, Any]]) -> str:
    caps = sorted({str(r.get("max_requests")) for r in runs if r.get("max_requests")})
    return "/".join(caps) if caps else "?"


def _per_task(records: Sequence[Mapping[str, Any]], rows: Sequence[Summary], codes: Any) -> list[str]:
    """A task x row matrix: R right, x wrong, D if a duplicate call was executed, E on an error."""
    cells: dict[tuple[str, RowKey], str] = {}
    order: list[str] = []
    category: dict[str, str] = {}
    for r in records:
        key = row_key(r)
        task = str(r["task_id"])
        if task not in category:
            order.append(task)
            category[task] = str(r["category"])
        mark = "R" if r["right"] else "x"
        if int(r["duplicates"]) > 0:
            mark += "D"
        if r.get("error"):
            mark += "E"
        cells[(task, key)] = mark
    order.sort()
    names = [_row_name(s, codes) for s in rows]
    lines = [
        "<details><summary>Per task (R right, x wrong, D duplicate executed, E error)</summary>",
        "",
        "| task | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(rows),
    ]
    for task in order:
        lines.append(f"| {task} | " + " | ".join(cells.get((task, s.key), "") for s in rows) + " |")
    lines += ["", "</details>"]
    return lines


def _row_name(s: Summary, codes_per_system: Mapping[tuple[str, str], int]) -> str:
    name = s.label
    if codes_per_system.get((s.key.split, s.key.system), 0) > 1 or s.ours:
        name += f" [{s.key.code}]"
    return name


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def _tokens(x: float | None) -> str:
    return "-" if x is None else f"{x:,.0f}"


def cut_short_runs(
    records: Sequence[Mapping[str, Any]], runs: Sequence[Mapping[str, Any]]
) -> list[dict[str, Any]]:
    """Run lines for task records that no closing run record covers (a run stopped before its
    end writes none): split, systems, code and model from the records, the summed task time
    as the wall time, and ``cut short`` in place of the date."""
    covered = {(str(r.get("split")), str(r.get("code"))) for r in runs}
    groups: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for r in records:
        key = (str(r["split"]), str(r.get("code") or "?"))
        if key not in covered:
            groups.setdefault(key, []).append(r)
    out: list[dict[str, Any]] = []
    for (split, code), rs in sorted(groups.items()):
        systems = list(dict.fromkeys(str(r["system"]) for r in rs))
        cap = max((int(r["max_requests"]) for r in rs if r.get("max_requests")), default=None)
        fresh = any(r.get("fresh_context") for r in rs)
        flags = f" --systems {','.join(systems)}"
        flags += (f" --max-requests {cap}" if cap else "") + (" --fresh-context" if fresh else "")
        out.append(
            {
                "split": split,
                "systems": systems,
                "code": code,
                "model": rs[0].get("model", "?"),
                "tasks": len({r["task_id"] for r in rs}),
                "wall_seconds": sum(float(r["seconds"]) for r in rs),
                "load_at_start": "?",
                "date": "cut short (no closing record; wall time = summed task times)",
                "command": f"python -m benchmarks.agents --split {split}{flags}",
                "max_requests": cap,
                "fresh_context": fresh,
            }
        )
    return out


_JSONL_ARG = re.compile(r"(--jsonl[ =])(\S+)")


def portable_command(command: str) -> str:
    """``command`` as anyone can run it from a checkout: a ``--jsonl`` path outside the
    repository becomes the file's name in the default results folder, so a report never
    carries the machine path a run happened to write to."""
    return _JSONL_ARG.sub(lambda m: f"{m.group(1)}benchmarks/results/{PurePath(m.group(2)).name}", command)


def _system_notes(records: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    notes = list(SYSTEM_NOTES)
    if any("+plan" in str(r.get("system", "")) for r in records):
        notes.insert(2, PLAN_NOTE)
    if any(str(r.get("system", "")).endswith("+compact") for r in records):
        notes.insert(2, COMPACT_NOTE)
    if any(str(r.get("system", "")).endswith("+full") for r in records):
        notes.insert(2, FULL_NOTE)
    return notes


def render(records: Sequence[Mapping[str, Any]], runs: Sequence[Mapping[str, Any]]) -> str:
    """The whole markdown page."""
    runs = [*runs, *cut_short_runs(records, runs)]
    summaries = summarise(records)
    codes: dict[tuple[str, str], int] = {}
    for s in summaries:
        codes[(s.key.split, s.key.system)] = codes.get((s.key.split, s.key.system), 0) + 1
    lines = [
        "# Agent benchmark: multi-step tool use on the embedded model",
        "",
        "<!-- written by `python -m benchmarks.agents --render ...`: edit benchmarks/agents/report.py -->",
        "",
        "Each task runs in a fresh agent over small deterministic tools (in `benchmarks/agents/`:",
        ", ".join(f"`{module}.py`" for module in SPLIT_MODULES.values()) + ").",
        "A task is **right** when every required number or string is in the final answer (numbers",
        "read tolerantly: 179,377 = 179377 = 179.377), no forbidden",
        "string is, and no forbidden tool (an injected instruction) was executed. *Duplicates* counts",
        "executed calls identical (name and arguments) to an earlier call of the same task. Intervals",
        "are 95 % Wilson intervals; p-values are two-sided exact McNemar tests on the tasks both rows",
        "ran. Rows may cover different tasks of a split (a run of some task ids, or `--limit`): compare",
        "two rows through the paired table, or the per-task table, never through their totals.",
        "",
        "Systems (every one on the same loaded model, temperature 0, at most "
        f"{_cap(runs)} model requests per task):",
        "",
        *[f"- **{label}**: {text}" for label, text in _system_notes(records)],
        "",
        "Run: `python -m benchmarks.agents --split test --systems langchain,llamaindex` (one model",
        "process at a time, `OMP_WAIT_POLICY=PASSIVE`); render: `python -m benchmarks.agents --render",
        "benchmarks/results/agents-*.jsonl`.",
        "",
    ]
    # Test first, then the later splits in the order they were written, dev last.
    order = ("test", *(s for s in SPLIT_MODULES if s not in ("test", "dev")), "dev")
    for split in order:
        rows = [s for s in summaries if s.key.split == split]
        if not rows:
            continue
        if split == "dev":
            lines += [
                "## Dev split: development figures",
                "",
                "Tuning happens on this split; these figures are not evidence of quality.",
                "",
            ]
        else:
            lines += [f"## {'Held-out' if split == 'heldout' else split.capitalize()} split", ""]
        lines += [
            "| system | right | 95 % CI | duplicates executed (tasks) | requests / task | s / task "
            "| prompt tok / task | generated tok / task | expected calls made | errors (capped) |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for s in rows:
            lines.append(
                f"| {_row_name(s, codes)} | {s.right}/{s.tasks} ({_pct(s.right / s.tasks)}) "
                f"| {_pct(s.low)}-{_pct(s.high)} | {s.duplicates} ({s.tasks_with_duplicates}) "
                f"| {s.mean_requests:.1f} | {s.mean_seconds:.1f} | {_tokens(s.mean_prompt_tokens)}"
                f"{'' if s.cached_share is None else f' ({_pct(s.cached_share)} cached)'} "
                f"| {_tokens(s.mean_completion_tokens)} | {_pct(s.expected_recall)} "
                f"| {s.errors} ({s.capped}) |"
            )
        cats = [c for c in CATEGORIES if any(c in s.by_category for s in rows)]
        lines += ["", "Right per category:", "", "| system | " + " | ".join(cats) + " |"]
        lines.append("|---|" + "---:|" * len(cats))
        for s in rows:
            cells = [
                f"{s.by_category[c][0]}/{s.by_category[c][1]}" if c in s.by_category else "-" for c in cats
            ]
            lines.append(f"| {_row_name(s, codes)} | " + " | ".join(cells) + " |")
        ours = [s for s in rows if s.ours]
        peers = [s for s in rows if not s.ours]
        if ours and peers:
            lines += [
                "",
                "Paired comparisons (exact McNemar, same tasks):",
                "",
                "| ours | peer | tasks | both right | only ours | only peer | p |",
                "|---|---|---:|---:|---:|---:|---:|",
            ]
            for o in ours:
                for p in peers:
                    n, both, only_o, only_p, pv = paired(records, o.key, p.key)
                    if n:
                        lines.append(
                            f"| {_row_name(o, codes)} | {_row_name(p, codes)} | {n} | {both} "
                            f"| {only_o} | {only_p} | {pv:.3g} |"
                        )
        revisions = [
            (a, b)
            for i, a in enumerate(ours)
            for b in ours[i + 1 :]
            if a.key.system == b.key.system and a.key.code != b.key.code
        ]
        if revisions:
            lines += [
                "",
                "The same system at two code revisions, A and B in table order (exact McNemar, same tasks):",
                "",
                "| system | revision A | revision B | tasks | both right | only A | only B | p |",
                "|---|---|---|---:|---:|---:|---:|---:|",
            ]
            for a, b in revisions:
                n, both, only_a, only_b, pv = paired(records, a.key, b.key)
                if n:
                    lines.append(
                        f"| {a.label} | {a.key.code} | {b.key.code} | {n} | {both} "
                        f"| {only_a} | {only_b} | {pv:.3g} |"
                    )
        lines += ["", *_per_task([r for r in records if r["split"] == split], rows, codes), ""]
    if runs:
        lines += [
            "## Runs",
            "",
            "| split | systems | code | model | tasks | wall time | load at start | date |",
        ]
        lines.append("|---|---|---|---|---:|---:|---:|---|")
        for run in runs:
            lines.append(
                f"| {run.get('split')} | {', '.join(run.get('systems', []))} | {run.get('code')} "
                f"| {run.get('model')} | {run.get('tasks')} "
                f"| {float(run.get('wall_seconds', 0)) / 60:.1f} min "
                f"| {run.get('load_at_start', '?')} | {run.get('date')} |"
            )
        lines += ["", "Commands:", ""]
        lines += [f"    {portable_command(str(run.get('command')))}" for run in runs]
        lines.append("")
    return "\n".join(lines)
