"""``python -m benchmarks.agents``: run the agent benchmark, or render its report.

Data flow::

    argv -> tasks of --split (the module spec.SPLIT_MODULES names: testsplit.py,
            devsplit.py, ...), or --tasks ids;
            round robin over the categories (--order interleaved), then the first --limit N
         -> ONE loaded model (prompt_toolcall.local.load_llama), wrapped in a ModelMeter
         -> for each system, for each task: a fresh agent -> RunRecord -> spec.judge -> JSONL line
         -> a closing run record (split, systems, code revision, model, wall time, load)
    --render A.jsonl [B.jsonl ...] -> report.render -> docs/benchmarks/agents.md (or --out)

Examples::

    python -m benchmarks.agents --split dev --systems langchain,llamaindex
    python -m benchmarks.agents --split dev --systems langchain,llamaindex --plan-first
    python -m benchmarks.agents --split dev --systems langchain,langchain+plan
    python -m benchmarks.agents --split test --systems native,react,tool-calling-llm
    python -m benchmarks.agents --split heldout --systems langchain,llamaindex
    python -m benchmarks.agents --split lookups --systems langchain,llamaindex
    python -m benchmarks.agents --split fresh --systems langchain,llamaindex
    python -m benchmarks.agents --split travel --systems langchain,llamaindex
    python -m benchmarks.agents --split harbor --systems langchain,llamaindex
    python -m benchmarks.agents --split orchard --systems langchain,llamaindex
    python -m benchmarks.agents --split waterworks --systems langchain,llamaindex
    python -m benchmarks.agents --split theatre --systems langchain,llamaindex
    python -m benchmarks.agents --split observatory --systems langchain,llamaindex
    python -m benchmarks.agents --split coach --systems langchain,llamaindex
    python -m benchmarks.agents --split kennel --systems langchain,llamaindex
    python -m benchmarks.agents --split laundry --systems langchain,llamaindex
    python -m benchmarks.agents --split pharmacy --systems langchain,llamaindex
    python -m benchmarks.agents --split cyclehire --systems langchain,llamaindex
    python -m benchmarks.agents --split foundry --systems langchain,llamaindex
    python -m benchmarks.agents --split glasshouse --systems langchain,llamaindex
    python -m benchmarks.agents --split reservoir --systems langchain,llamaindex
    python -m benchmarks.agents --split skiresort --systems langchain,llamaindex
    python -m benchmarks.agents --split vineyard --systems langchain,llamaindex
    python -m benchmarks.agents --split bakery --systems langchain,llamaindex
    python -m benchmarks.agents --split printshop --systems langchain,llamaindex
    python -m benchmarks.agents --split tannery --systems langchain,llamaindex
    python -m benchmarks.agents --split apiary --systems langchain,llamaindex
    python -m benchmarks.agents --split boatyard --systems langchain,llamaindex
    python -m benchmarks.agents --split quarry --systems langchain,llamaindex
    python -m benchmarks.agents --split sawmill --systems langchain,llamaindex
    python -m benchmarks.agents --split dairy --systems langchain,llamaindex
    python -m benchmarks.agents --split pottery --systems langchain,llamaindex
    python -m benchmarks.agents --split brewery --systems langchain,llamaindex
    python -m benchmarks.agents --split lighthouse --systems langchain,llamaindex
    python -m benchmarks.agents --split saltworks --systems langchain,llamaindex
    python -m benchmarks.agents --split ropewalk --systems langchain,llamaindex
    python -m benchmarks.agents --split chandlery --systems langchain,llamaindex
    python -m benchmarks.agents --split cooperage --systems langchain,llamaindex
    python -m benchmarks.agents --split smithy --systems langchain,llamaindex
    python -m benchmarks.agents --split wheelwright --systems langchain,llamaindex
    python -m benchmarks.agents --split dev --model qwen2.5-coder-0.5b --limit 3
    python -m benchmarks.agents --render benchmarks/results/agents-*.jsonl
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from benchmarks.agents.spec import CATEGORIES, SPLIT_MODULES, SPLITS, Task, judge

__all__ = ["DEFAULT_MAX_REQUESTS", "interleave_by_category", "main", "run_tasks", "split_tasks"]

REPO_ROOT = Path(__file__).resolve().parents[2]

DEFAULT_MAX_REQUESTS = 12
"""Model requests allowed per task. The longest task (4 dependent calls) needs 5 agent steps;
ChatToolcall spends one extractor request per step plus the answer request (6), the others one
per step (5); 12 leaves room for one repair per step and stops a looping agent within ~2 min
on the 1.5B (~5-11 s per request)."""

DEFAULT_MAX_TOKENS = 512
"""Reply cap per request (the library default of the local chat models)."""

DEFAULT_N_CTX = 8192
"""Context: a 4-step ReAct transcript with its long system prompt passes 4096 tokens."""

_REPLY_LIMIT = 1500
"""Characters of each raw model reply kept in the JSONL (enough to see why a run went wrong)."""

_MODEL_ALIASES = {"1.5b": "qwen2.5-coder-1.5b", "0.5b": "qwen2.5-coder-0.5b"}


def split_tasks(split: str) -> tuple[tuple[Task, ...], Mapping[str, Callable[..., Any]]]:
    """The tasks and the tool table of one split.

    Raises:
        ValueError: an unknown split name.
    """
    if split not in SPLIT_MODULES:
        msg = f"unknown split {split!r}; choose {', '.join(SPLITS[:-1])} or {SPLITS[-1]}"
        raise ValueError(msg)
    module = importlib.import_module(f"benchmarks.agents.{SPLIT_MODULES[split]}")
    return module.TASKS, module.TOOLS


def _code_revision() -> str:
    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", *args], cwd=REPO_ROOT, capture_output=True, text=True, check=False, timeout=10
        )
        return done.stdout.strip()

    try:
        branch = git("rev-parse", "--abbrev-ref", "HEAD") or "?"
        sha = git("rev-parse", "--short", "HEAD") or "?"
        dirty = "+dirty" if git("status", "--porcelain", "--untracked-files=no") else ""
    except (OSError, subprocess.SubprocessError):
        return "?"
    return f"{branch}@{sha}{dirty}"


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    from benchmarks.agents.systems import COMPACT_SUFFIX, FULL_SUFFIX, PLAN_SUFFIX, SYSTEMS, known_keys

    p = argparse.ArgumentParser(prog="python -m benchmarks.agents", description=__doc__.split("\n")[0])
    p.add_argument(
        "--split",
        default="dev",
        choices=SPLITS,
    )
    p.add_argument("--systems", default=",".join(SYSTEMS), help=f"comma-separated: {', '.join(SYSTEMS)}")
    p.add_argument("--model", default="qwen2.5-coder-1.5b", help="qwen2.5-coder-1.5b | qwen2.5-coder-0.5b")
    p.add_argument("--limit", type=int, default=None, help="only the first N tasks of the split")
    p.add_argument("--tasks", default=None, help="comma-separated task ids (instead of the whole split)")
    p.add_argument(
        "--order",
        default="interleaved",
        choices=("interleaved", "file"),
        help="task order: round robin over categories (default) or as listed in the split file",
    )
    p.add_argument("--jsonl", type=Path, default=None, help="results file (default benchmarks/results/...)")
    p.add_argument("--render", nargs="+", type=Path, default=None, metavar="JSONL", help="render these")
    p.add_argument("--out", type=Path, default=None, help="report path (default docs/benchmarks/agents.md)")
    p.add_argument("--code-label", default=None, help="name of the code revision (default: git branch@sha)")
    p.add_argument("--max-requests", type=int, default=DEFAULT_MAX_REQUESTS)
    p.add_argument("--max-tokens", type=int, default=DEFAULT_MAX_TOKENS)
    p.add_argument("--n-ctx", type=int, default=DEFAULT_N_CTX)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument(
        "--fresh-context",
        action="store_true",
        help="evaluate every model request from an empty KV cache (no prefix reuse, no prompt-state "
        "cache): slower, but output depends on each prompt alone, so a before/after pair differs "
        "only by the code",
    )
    p.add_argument(
        "--plan-first",
        action="store_true",
        help=f"run our systems with plan_first=True (rows get {PLAN_SUFFIX}); "
        f"or name them, e.g. langchain{PLAN_SUFFIX}, beside the plain ones in one run",
    )
    p.add_argument(
        "--compact",
        action="store_true",
        help=f'run our systems with prompt_style="compact" named (the default; rows get {COMPACT_SUFFIX})',
    )
    p.add_argument(
        "--full",
        action="store_true",
        help=f'run our systems with prompt_style="full" (rows get {FULL_SUFFIX}); '
        f"or name them, e.g. langchain{FULL_SUFFIX}, beside the plain ones in one run",
    )
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args(argv)
    args.model = _MODEL_ALIASES.get(args.model, args.model)
    args.system_keys = [s.strip() for s in args.systems.split(",") if s.strip()]
    known = known_keys()
    unknown = [s for s in args.system_keys if s not in known]
    if unknown:
        p.error(f"unknown system(s) {unknown}; choose from {', '.join(known)}")
    if args.limit is not None and args.limit < 1:
        p.error(f"--limit must be >= 1; got {args.limit}")
    if args.max_requests < 1:
        p.error(f"--max-requests must be >= 1; got {args.max_requests}")
    return args


def _select(tasks: Sequence[Task], args: argparse.Namespace) -> list[Task]:
    chosen = list(tasks)
    if args.tasks:
        wanted = [t.strip() for t in args.tasks.split(",") if t.strip()]
        known = {t.id for t in tasks}
        missing = [t for t in wanted if t not in known]
        if missing:
            msg = f"unknown task id(s) {missing} in the {args.split} split"
            raise SystemExit(msg)
        chosen = [t for t in tasks if t.id in wanted]
    if args.order == "interleaved":
        chosen = interleave_by_category(chosen)
    if args.limit:
        chosen = chosen[: args.limit]
    return chosen


def interleave_by_category(tasks: Sequence[Task]) -> list[Task]:
    """Round robin over the categories (in ``CATEGORIES`` order), each category's tasks in
    their own order: a run cut short, or ``--limit N``, still covers every category."""
    queues = {c: [t for t in tasks if t.category == c] for c in CATEGORIES}
    queues["?"] = [t for t in tasks if t.category not in CATEGORIES]
    out: list[Task] = []
    while any(queues.values()):
        for queue in queues.values():
            if queue:
                out.append(queue.pop(0))
    return out


def task_record(
    system: Any,
    task: Task,
    run: Any,
    code: str,
    model: str,
    *,
    max_requests: int | None = None,
    fresh: bool = False,
) -> dict[str, Any]:
    """One JSONL line: the run, its verdict, and what identifies the row. ``max_requests`` and
    ``fresh`` (the run's request cap and ``--fresh-context``) are kept on every line, so a run
    cut short before its closing record still says how it ran."""
    verdict = judge(task, run.answer, run.calls)
    return {
        "type": "task",
        "system": system.row_key,
        "label": system.row_label,
        "ours": system.ours,
        "code": code,
        "model": model,
        "split": task.split,
        "task_id": task.id,
        "category": task.category,
        "language": task.language,
        "question": task.question,
        "answer": run.answer[:2000],
        "calls": [[name, args] for name, args in run.calls],
        "right": verdict.right,
        "answer_ok": verdict.answer_ok,
        "missing": list(verdict.missing),
        "forbidden_text": list(verdict.present_forbidden_text),
        "forbidden_executed": list(verdict.forbidden_executed),
        "duplicates": verdict.duplicates,
        "expected_found": verdict.expected_found,
        "expected_total": verdict.expected_total,
        "requests": run.requests,
        "prompt_tokens": run.prompt_tokens,
        "completion_tokens": run.completion_tokens,
        "cached_prompt_tokens": run.cached_prompt_tokens,
        "seconds": round(run.seconds, 2),
        "error": run.error,
        "capped": run.capped,
        "replies": [r[:_REPLY_LIMIT] for r in run.replies],
        "turns": run.turns,
        "max_requests": max_requests,
        "fresh_context": fresh,
    }


def run_tasks(args: argparse.Namespace, llama: Any) -> tuple[Path, list[dict[str, Any]]]:
    """Run every selected system on every selected task over ``llama``; returns (jsonl, records)."""
    from benchmarks.agents.systems import ModelMeter, build_system

    tasks, table = split_tasks(args.split)
    chosen = _select(tasks, args)
    code = args.code_label or _code_revision()
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    jsonl = (
        args.jsonl or REPO_ROOT / "benchmarks" / "results" / f"agents-{args.split}-{args.model}-{stamp}.jsonl"
    )
    jsonl.parent.mkdir(parents=True, exist_ok=True)
    meter = ModelMeter(llama, args.max_requests, fresh=bool(getattr(args, "fresh_context", False)))
    load = f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "?"
    start = time.perf_counter()
    records: list[dict[str, Any]] = []
    total = len(chosen) * len(args.system_keys)
    plan_first = bool(getattr(args, "plan_first", False))
    compact = bool(getattr(args, "compact", False))
    full = bool(getattr(args, "full", False))
    systems = [
        build_system(
            key, meter, args.model, args.max_tokens, plan_first=plan_first, compact=compact, full=full
        )
        for key in args.system_keys
    ]
    with jsonl.open("a", encoding="utf-8") as fh:
        stopped = ""
        try:
            # Task-major order: a run cut short still compares every system on the same tasks.
            for task in chosen:
                for system in systems:
                    run = system.run(task, table)
                    record = task_record(
                        system, task, run, code, args.model, max_requests=args.max_requests, fresh=meter.fresh
                    )
                    records.append(record)
                    fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
                    fh.flush()
                    if not args.quiet:
                        _progress(len(records), total, system.row_key, task, record, run)
        except KeyboardInterrupt:  # SIGINT, or SIGTERM (see main): close the file with a run record
            stopped = f" (stopped after {len(records)} of {total} runs)"
        wall = time.perf_counter() - start
        run_record = {
            "type": "run",
            "split": args.split,
            "systems": [s.row_key for s in systems],
            "code": code,
            "model": args.model,
            "tasks": len({r["task_id"] for r in records}),
            "wall_seconds": round(wall, 1),
            "load_at_start": load,
            "max_requests": args.max_requests,
            "fresh_context": meter.fresh,
            "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC") + stopped,
            "command": "python -m benchmarks.agents " + " ".join(shlex.quote(a) for a in args.argv),
        }
        fh.write(json.dumps(run_record) + "\n")
    return jsonl, records


def _progress(n: int, total: int, key: str, task: Task, record: Mapping[str, Any], run: Any) -> None:
    calls = " ".join(f"{name}{json.dumps(a, default=str)}" for name, a in run.calls)
    answer = " ".join(run.answer.split())[:200]
    print(
        f"[{n}/{total}] {key:17s} {task.id:24s} {'RIGHT' if record['right'] else 'wrong'} "
        f"req={run.requests:2d} dup={record['duplicates']} {run.seconds:6.1f}s | {calls[:300]} | {answer!r}"
        + (f" | ERROR {run.error}" if run.error else ""),
        file=sys.stderr,
        flush=True,
    )


def _interrupt(signum: int, frame: Any) -> None:
    """SIGTERM ends a run like Ctrl-C: the finished tasks stay, a closing run record is written."""
    raise KeyboardInterrupt


def _load_model(args: argparse.Namespace) -> Any:
    # Seed measurement: under CPU contention 2-thread llama.cpp went 14 s -> 110 s without it.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    from prompt_toolcall.local.llama import load_llama

    return load_llama(args.model, n_ctx=args.n_ctx, n_threads=args.threads)


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point."""
    raw = list(sys.argv[1:] if argv is None else argv)
    args = _parse_args(raw)
    args.argv = raw
    if args.render:
        from benchmarks.agents.report import load_jsonl, render

        records, runs = load_jsonl(args.render)
        out = args.out or REPO_ROOT / "docs" / "benchmarks" / "agents.md"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(render(records, runs), encoding="utf-8")
        print(f"report: {out} ({len(records)} task records, {len(runs)} runs)")
        return 0
    signal.signal(signal.SIGTERM, _interrupt)
    start = time.perf_counter()
    jsonl, records = run_tasks(args, _load_model(args))
    right = sum(1 for r in records if r["right"])
    print(
        f"results: {jsonl}\n{right}/{len(records)} right; {len(records)} runs in "
        f"{time.perf_counter() - start:.1f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
