"""What the listed-item step adds to BFCL's right answers, and what it recovers of cut ones.

Run: ``python -m benchmarks.listed_calls`` (no model; about a minute; needs ``bfcl-eval``).
``--show`` lists the entries.

Data flow::

    every entry of BFCL's single-turn categories that expect calls
        -> its ground truth as concrete calls (benchmarks.bfcl.scripted.scripted_calls)
        -> prompt_toolcall.loop.listed.add_listed_calls(those calls, the request, the tools)
           -> harm: BFCL's AST checker on the calls with the additions (a right answer that
              the step makes wrong is a false addition)
        -> the entries whose answer calls one function several times: only the FIRST call
           of each such function kept (the reply a model cut short), the others as they are
           -> recovered: BFCL's AST checker on that reply after the step

Why: the step exists for replies with fewer calls than the request asks for, BFCL's most
frequent parallel failure on the 1.5B; this measures its price and reach on every entry at
once, with the benchmark's own checker, without a model (an upper bound on reach: a model's
first call may differ from the ground truth's).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from typing import Any

from benchmarks.bfcl.check import check_outcome
from benchmarks.bfcl.data import CATEGORIES, IRRELEVANCE_CATEGORIES, BfclEntry, load_entries
from benchmarks.bfcl.scripted import scripted_calls
from benchmarks.bfcl.systems import Outcome
from prompt_toolcall.extraction.transcript import last_user_request
from prompt_toolcall.loop.listed import add_listed_calls
from prompt_toolcall.messages import Message
from prompt_toolcall.types import FunctionTool, ToolCall

CALL_CATEGORIES = tuple(c for c in CATEGORIES if c not in IRRELEVANCE_CATEGORIES)


def is_right(entry: BfclEntry, calls: Sequence[ToolCall]) -> bool:
    """Whether BFCL's own AST checker accepts ``calls`` as the answer to ``entry`` (strict)."""
    outcome = Outcome(kind="calls", calls=tuple((c.name, dict(c.arguments)) for c in calls))
    return check_outcome(entry, outcome).valid_strict


def _request(entry: BfclEntry) -> str:
    users = [m for m in entry.messages if m["role"] == "user"]
    return last_user_request([Message("user", str(m.get("content") or "")) for m in users])


def _cut(calls: Sequence[ToolCall]) -> list[ToolCall]:
    """Only the first call of each function."""
    seen: set[str] = set()
    out = []
    for c in calls:
        if c.name not in seen:
            seen.add(c.name)
            out.append(c)
    return out


def right_answers(category: str) -> Iterator[tuple[BfclEntry, list[ToolCall], list[FunctionTool]]]:
    """Each entry of ``category`` whose ground truth, as concrete calls, BFCL's checker accepts:
    the entry, those calls and its tools (entries without such an answer are skipped)."""
    for entry in load_entries(category):
        calls = [ToolCall(name, arguments) for name, arguments in scripted_calls(entry)]
        if calls and is_right(entry, calls):
            yield entry, calls, [FunctionTool.from_dict(t["function"]) for t in entry.tools]


def measure(category: str, *, show: bool = False) -> dict[str, Any]:
    """Counts for one category: entries, right answers the step spoils, cut answers, recovered."""
    entries = spoiled = cut = recovered = 0
    for entry, calls, tools in right_answers(category):
        entries += 1
        request = _request(entry)
        after, added = add_listed_calls(calls, request, tools)
        if added and not is_right(entry, _dedupe(after)):
            spoiled += 1
            if show:
                extra = [c.arguments for c in after[len(calls) :]]
                print(f"  spoiled {entry.id}: {request[:120]!r} +{extra}")
        short = _cut(calls)
        if len(short) < len(calls):
            cut += 1
            grown, _ = add_listed_calls(short, request, tools)
            if is_right(entry, _dedupe(grown)):
                recovered += 1
            elif show:
                print(f"  not recovered {entry.id}: {request[:120]!r}")
    return {"entries": entries, "spoiled": spoiled, "cut": cut, "recovered": recovered}


def _dedupe(calls: Sequence[ToolCall]) -> list[ToolCall]:
    out: list[ToolCall] = []
    for c in calls:
        if all(c.name != o.name or c.arguments != o.arguments for o in out):
            out.append(c)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", action="store_true", help="list the entries")
    args = parser.parse_args(argv)
    totals = {"entries": 0, "spoiled": 0, "cut": 0, "recovered": 0}
    print(f"{'category':24s} {'right answers':>13s} {'spoiled':>8s} {'cut short':>9s} {'recovered':>9s}")
    for category in CALL_CATEGORIES:
        row = measure(category, show=args.show)
        for k in totals:
            totals[k] += row[k]
        print(
            f"{category:24s} {row['entries']:13d} {row['spoiled']:8d} {row['cut']:9d} {row['recovered']:9d}"
        )
    t = totals
    print(f"{'all':24s} {t['entries']:13d} {t['spoiled']:8d} {t['cut']:9d} {t['recovered']:9d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
