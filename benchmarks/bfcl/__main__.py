"""``python -m benchmarks.bfcl``: run the BFCL comparison and write the report.

Data flow::

    argv -> sample_entries(categories, N, seed, exclude)   (data.py; one sample for all systems;
                                                            exclude = ids of --exclude-seed's draw)
         -> inner model: prompt_toolcall.local.chat_model(model)  (or ScriptedChatModel with --dry-run)
         -> build_systems(keys, inner, max_tokens=...)     (systems.py; one shared recorder)
         -> for each system, for each entry: run -> check_outcome (check.py) -> JSONL line
         -> write_report (report.py): <out-dir>/bfcl.md + PNG charts

Examples::

    python -m benchmarks.bfcl                         # 2 entries per category, 1.5B, all systems
    python -m benchmarks.bfcl --model qwen2.5-coder-0.5b --per-category 1
    python -m benchmarks.bfcl --full                  # every entry (hours on a laptop CPU)
    python -m benchmarks.bfcl --dry-run               # scripted model, seconds, report elsewhere
    python -m benchmarks.bfcl --per-category 12 --seed 1 --exclude-seed 0 --exclude-per-category 2
                                                      # held out from seed 0's 2-per-category draw
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from benchmarks.bfcl.data import CATEGORIES, BfclEntry, drawn_ids, ensure_bfcl_root, sample_entries

__all__ = ["DEFAULT_PER_CATEGORY", "main", "run_benchmark"]

REPO_ROOT = Path(__file__).resolve().parents[2]

DEFAULT_PER_CATEGORY = 2
"""Entries per category by default: 8 categories x 2 x 6 systems = 96 runs. The default is meant
to fit ~20 min on 2 cores with the 1.5B model. Measured 2026-11-29 with the first five systems
(1.5B, 2 cores): 80 runs in 53 min with the CPU shared with other model jobs for the first half;
per entry on the quiet half: ChatToolcall 12-25 s, tool-calling-llm ~20 s, native ~13 s, ReAct
~25 s (longest prompt), so ~25-30 min alone. 4 per category would be ~1 h. The sixth,
bfcl-prompt, is one request per entry like native; UNMEASURED on the real model."""

DEFAULT_MAX_TOKENS = 384
"""Reply cap for every request of every system, ChatToolcall's extractor included (its library
default is 512). Four parallel BFCL calls fit in ~250 tokens; a runaway reply costs ~18 s at
21 tok/s (1.5B)."""

DEFAULT_N_CTX = 8192
"""Context for the benchmark: live_multiple entries carry up to dozens of tool docs, past the
library's 4096 default. UNMEASURED: longest sampled prompt is reported per run."""

_MODEL_ALIASES = {"1.5b": "qwen2.5-coder-1.5b", "0.5b": "qwen2.5-coder-0.5b"}
_REPLY_LIMIT = 2000
"""Characters of each raw reply kept in the JSONL (keeps a full run's file at a few MB)."""


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    from benchmarks.bfcl.systems import SYSTEMS

    p = argparse.ArgumentParser(prog="python -m benchmarks.bfcl", description=__doc__.split("\n")[0])
    p.add_argument("--per-category", type=int, default=DEFAULT_PER_CATEGORY, help="entries per category")
    p.add_argument("--full", action="store_true", help="every entry of every category")
    p.add_argument("--seed", type=int, default=0, help="sampling seed (same sample for every system)")
    p.add_argument(
        "--exclude-seed",
        action="append",
        default=[],
        metavar="S[,S...]",
        help="held-out sample: leave out every entry the draw of seed S (with --exclude-per-category) "
        "picks; repeatable or comma-separated",
    )
    p.add_argument(
        "--exclude-per-category",
        type=int,
        default=None,
        metavar="K",
        help=f"entries per category of the excluded draw (default {DEFAULT_PER_CATEGORY})",
    )
    p.add_argument("--model", default="qwen2.5-coder-1.5b", help="qwen2.5-coder-1.5b | qwen2.5-coder-0.5b")
    p.add_argument(
        "--systems", default=",".join(SYSTEMS), help=f"comma-separated subset of: {', '.join(SYSTEMS)}"
    )
    p.add_argument("--categories", default=",".join(CATEGORIES), help="comma-separated BFCL categories")
    p.add_argument("--dry-run", action="store_true", help="scripted inner model (no GGUF); seconds")
    p.add_argument("--out-dir", type=Path, default=None, help="report folder (default docs/benchmarks)")
    p.add_argument("--results-dir", type=Path, default=None, help="JSONL folder (default benchmarks/results)")
    p.add_argument(
        "--max-tokens",
        type=int,
        default=DEFAULT_MAX_TOKENS,
        help="reply cap of every request of every system (ChatToolcall's extractor included)",
    )
    p.add_argument("--n-ctx", type=int, default=DEFAULT_N_CTX)
    p.add_argument("--threads", type=int, default=None, help="llama.cpp threads (default: library default)")
    p.add_argument("--quiet", action="store_true", help="no per-entry progress on stderr")
    args = p.parse_args(argv)
    args.model = _MODEL_ALIASES.get(args.model, args.model)
    args.system_keys = [s.strip() for s in args.systems.split(",") if s.strip()]
    args.category_list = [c.strip() for c in args.categories.split(",") if c.strip()]
    unknown = [s for s in args.system_keys if s not in SYSTEMS]
    if unknown:
        p.error(f"unknown system(s) {unknown}; choose from {', '.join(SYSTEMS)}")
    bad = [c for c in args.category_list if c not in CATEGORIES]
    if bad:
        p.error(f"unknown categories {bad}; choose from {', '.join(CATEGORIES)}")
    if args.per_category < 1:
        p.error(f"--per-category must be >= 1; got {args.per_category}")
    try:
        args.exclude_seeds = [int(x) for raw in args.exclude_seed for x in raw.split(",") if x.strip()]
    except ValueError:
        p.error(f"--exclude-seed takes integers; got {args.exclude_seed}")
    if args.exclude_per_category is not None and not args.exclude_seeds:
        p.error("--exclude-per-category needs --exclude-seed")
    if args.exclude_per_category is None:
        args.exclude_per_category = DEFAULT_PER_CATEGORY
    if args.exclude_per_category < 1:
        p.error(f"--exclude-per-category must be >= 1; got {args.exclude_per_category}")
    if args.max_tokens < 1:
        p.error(f"--max-tokens must be >= 1; got {args.max_tokens}")
    return args


def _real_model(args: argparse.Namespace) -> tuple[Any, Callable[[str], int], str | None]:
    """The embedded model as a LangChain chat model, a tokenizer, and its chat template."""
    # Seed measurement: under CPU contention 2-thread llama.cpp went 14 s -> 110 s without it.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    from langchain_toolcall.local import chat_model
    from prompt_toolcall.local.llama import load_llama

    kwargs: dict[str, Any] = {"n_ctx": args.n_ctx, "max_tokens": args.max_tokens}
    if args.threads:
        kwargs["n_threads"] = args.threads
    inner = chat_model(model=args.model, **kwargs)
    llama = load_llama(args.model, n_ctx=args.n_ctx, n_threads=args.threads)

    def count_tokens(text: str) -> int:
        return len(llama.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    template = (getattr(llama, "metadata", None) or {}).get("tokenizer.chat_template")
    return inner, count_tokens, template


def _record(system: str, entry: BfclEntry, outcome: Any, verdict: Any) -> dict[str, Any]:
    from benchmarks.bfcl.check import to_bfcl_calls

    data = asdict(outcome)
    data["replies"] = [r[:_REPLY_LIMIT] for r in outcome.replies]
    data["calls"] = to_bfcl_calls(entry, outcome.calls)
    data["notes"] = list(outcome.notes)
    return {
        "system": system,
        "category": entry.category,
        "id": entry.id,
        "n_tools": len(entry.tools),
        "valid_bfcl": verdict.valid_bfcl,
        "valid_strict": verdict.valid_strict,
        "error_type": verdict.error_type,
        **data,
        "error": verdict.error if verdict.error else outcome.error,
    }


def run_benchmark(args: argparse.Namespace) -> tuple[Path, Path, list[dict[str, Any]]]:
    """Run the benchmark described by parsed ``args``; returns (report, jsonl, records)."""
    from benchmarks.bfcl.check import check_outcome
    from benchmarks.bfcl.report import write_report
    from benchmarks.bfcl.scripted import ScriptedChatModel, approx_tokens
    from benchmarks.bfcl.systems import SYSTEM_LABELS, build_systems, template_check

    ensure_bfcl_root()
    start = time.perf_counter()
    excluded: frozenset[str] = frozenset()
    if args.exclude_seeds:
        excluded = drawn_ids(args.category_list, args.exclude_per_category, args.exclude_seeds)
    entries = sample_entries(
        args.category_list, None if args.full else args.per_category, args.seed, exclude=excluded
    )
    if args.dry_run:
        inner: Any = ScriptedChatModel.for_entries(entries, max_tokens=args.max_tokens)
        count_tokens: Callable[[str], int] = approx_tokens
        template: str | None = None
        token_source = "approximate (characters / 4): dry run, scripted model"
    else:
        inner, count_tokens, template = _real_model(args)
        token_source = "llama.cpp usage counts of the model's own tokenizer (chat template included)"
    bundle = build_systems(args.system_keys, inner, count_tokens, max_tokens=args.max_tokens)

    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    results_dir = args.results_dir or REPO_ROOT / "benchmarks" / "results"
    results_dir.mkdir(parents=True, exist_ok=True)
    tag = "dry-run" if args.dry_run else args.model
    jsonl = results_dir / f"bfcl-{tag}-{stamp}.jsonl"
    records: list[dict[str, Any]] = []
    total = len(entries) * len(bundle.systems)
    with jsonl.open("w", encoding="utf-8") as fh:
        for key, system in bundle.systems.items():
            for entry in entries:
                outcome = system.run(entry)
                verdict = check_outcome(entry, outcome)
                record = _record(key, entry, outcome, verdict)
                records.append(record)
                fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
                fh.flush()
                if not args.quiet:
                    print(
                        f"[{len(records)}/{total}] {key:22s} {entry.id:28s} {outcome.kind:11s} "
                        f"strict={'ok' if verdict.valid_strict else '--'} {outcome.seconds:6.1f}s",
                        file=sys.stderr,
                    )
    wall = time.perf_counter() - start
    from importlib.metadata import PackageNotFoundError, version

    try:
        bfcl_version = version("bfcl-eval")
    except PackageNotFoundError:
        bfcl_version = "?"
    meta = {
        "title": "dry run (scripted model)" if args.dry_run else f"toolcall vs the peers on {args.model}",
        "command": "python -m benchmarks.bfcl " + " ".join(shlex.quote(a) for a in args.argv),
        "model": "scripted (dry run)" if args.dry_run else args.model,
        "seed": args.seed,
        "per_category": "all" if args.full else args.per_category,
        "entries": len(entries),
        "max_tokens": args.max_tokens,
        "held_out": (
            {
                "exclude_seeds": list(args.exclude_seeds),
                "exclude_per_category": args.exclude_per_category,
                "excluded": len(excluded),
            }
            if args.exclude_seeds
            else None
        ),
        "wall_seconds": wall,
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "bfcl_version": bfcl_version,
        "template_check": template_check(template),
        "token_source": token_source,
        "jsonl": os.path.relpath(jsonl, REPO_ROOT) if jsonl.is_relative_to(REPO_ROOT) else str(jsonl),
    }
    default_out = REPO_ROOT / ("benchmarks/results/dry-run" if args.dry_run else "docs/benchmarks")
    page, _ = write_report(records, SYSTEM_LABELS, meta, args.out_dir or default_out)
    return page, jsonl, records


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point; prints the report path, the JSONL path and the wall time."""
    raw = list(sys.argv[1:] if argv is None else argv)
    args = _parse_args(raw)
    args.argv = raw
    start = time.perf_counter()
    page, jsonl, records = run_benchmark(args)
    seconds = time.perf_counter() - start
    print(f"report: {page}\nper-entry outputs: {jsonl}\n{len(records)} runs in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
