"""How many of BFCL's right answers grounding would refuse: a model-free false-NEED_INFO count.

Run: ``python -m benchmarks.grounding_truth`` (no model; about a minute; needs ``bfcl-eval``).
``--show N`` prints N refused entries per category with their notes.

Data flow::

    every entry of BFCL's single-turn categories that expect calls
        -> its ground truth as concrete calls, kept only when BFCL's own AST checker accepts
           them (benchmarks.listed_calls.right_answers)
        -> prompt_toolcall.checking.grounding.check_grounding(calls, tools, the user texts)
           in lenient and in strict mode
        -> per category: right answers, answers with a refused required value (a NEED_INFO
           the user would get instead of the right call), and the reasons in the notes

Why: the held-out grounding splits hold 60 grounded requests each, a +-12-point interval;
BFCL's 2,306 right answers give a count of the other error, refusing a value the request
does support, on requests written by other people, in one minute and without a model. It
is an upper bound on what a model's right calls would meet (a model may phrase a value
the way the request does where BFCL's answer normalises it) and it says nothing about
invented values: pair it with the NEED_INFO splits. Any rule tuned against it makes BFCL
figures for that rule development figures.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence
from typing import Any

from benchmarks.bfcl.data import CATEGORIES, IRRELEVANCE_CATEGORIES
from benchmarks.listed_calls import right_answers
from prompt_toolcall.checking.grounding import GroundingMode, check_grounding

CALL_CATEGORIES = tuple(c for c in CATEGORIES if c not in IRRELEVANCE_CATEGORIES)
MODES: tuple[GroundingMode, ...] = ("lenient", "strict")


def refusal_reasons(notes: Sequence[str]) -> list[str]:
    """The reason of each refused required value in grounding notes (``ungrounded-required`` and
    what follows it, e.g. ``ungrounded-required:documented-example``)."""
    out = []
    for note in notes:
        parts = note.split(":")
        if len(parts) >= 4 and parts[3] == "ungrounded-required":
            out.append(":".join(parts[3:]))
    return out


def measure(category: str, *, show: int = 0) -> dict[str, Any]:
    """Right answers of ``category`` and, per mode, how many grounding refuses and why."""
    right = 0
    refused: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    shown = 0
    for entry, calls, tools in right_answers(category):
        right += 1
        sources = [str(m.get("content") or "") for m in entry.messages if m["role"] in ("user", "tool")]
        for mode in MODES:
            result = check_grounding(calls, tools, sources, mode=mode)
            if not result.needs_info:
                continue
            refused[mode] += 1
            if mode == "lenient":
                reasons.update(refusal_reasons(result.notes))
                if shown < show:
                    shown += 1
                    print(f"  {entry.id}: {[n for n in result.notes if 'ungrounded' in n][:3]}")
    return {"right": right, "refused": refused, "reasons": reasons}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", type=int, default=0, help="print this many refused entries per category")
    args = parser.parse_args(argv)
    total_right = 0
    totals: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    print("| category | right answers | refused, lenient | refused, strict |")
    print("|---|---:|---:|---:|")
    for category in CALL_CATEGORIES:
        m = measure(category, show=args.show)
        total_right += m["right"]
        totals.update(m["refused"])
        reasons.update(m["reasons"])
        cells = " | ".join(f"{m['refused'][mode]} ({_pct(m['refused'][mode], m['right'])})" for mode in MODES)
        print(f"| {category} | {m['right']} | {cells} |")
    cells = " | ".join(f"{totals[mode]} ({_pct(totals[mode], total_right)})" for mode in MODES)
    print(f"| all | {total_right} | {cells} |")
    print("\nrefused required values by reason (lenient):")
    for reason, n in reasons.most_common():
        print(f"  {reason}: {n}")
    return 0


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


if __name__ == "__main__":
    raise SystemExit(main())
