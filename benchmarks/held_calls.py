"""How often the engine would hold back a call that a right answer makes in parallel.

Run: ``python -m benchmarks.held_calls`` (no model; a few seconds; needs ``bfcl-eval``).
``--show`` lists the entries.

Data flow::

    every entry of BFCL's single-turn categories that expect calls
        -> its ground truth as concrete calls (benchmarks.bfcl.scripted.scripted_calls)
        -> prompt_toolcall.loop.lookups.held_calls(those calls, the entry's tools)
           and prompt_toolcall.checking.grounding.scaled_beside_lookups (those calls grounded
           against the entry's messages: a number-only call carrying a number the messages
           give only scaled, beside a call that takes text)
        -> per category: entries, entries with a call held

Why: the engine holds a call written beside the lookup that finds its value, so an agent
makes it after that result. In a one-reply benchmark every call of the answer is scored at
once, so a held call there is a lost entry: this count is the rule's price on data where the
calls really are independent (an upper bound, since the model may not write those calls).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from benchmarks.bfcl.data import CATEGORIES, IRRELEVANCE_CATEGORIES, load_entries
from benchmarks.bfcl.scripted import scripted_calls
from prompt_toolcall.checking.grounding import check_grounding, scaled_beside_lookups
from prompt_toolcall.loop.lookups import held_calls
from prompt_toolcall.types import FunctionTool, ToolCall

CALL_CATEGORIES = tuple(c for c in CATEGORIES if c not in IRRELEVANCE_CATEGORIES)


def count_held(category: str, *, show: bool = False) -> tuple[int, int]:
    """(entries with calls, entries where a ground-truth call would be held) for one category."""
    entries = held = 0
    for entry in load_entries(category):
        calls = [ToolCall(name, arguments) for name, arguments in scripted_calls(entry)]
        if not calls:
            continue
        entries += 1
        tools = [FunctionTool.from_dict(t["function"]) for t in entry.tools]
        waiting = [(c, tuple(p)) for c, p in held_calls(calls, tools)]
        grounded = check_grounding(calls, tools, [m["content"] for m in entry.messages], mode="lenient")
        waiting += [(calls[i], tuple(p)) for i, p in scaled_beside_lookups(grounded).items()]
        if waiting:
            held += 1
            if show:
                print(f"  {entry.id}: " + ", ".join(f"{c.name} waits ({', '.join(p)})" for c, p in waiting))
    return entries, held


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", action="store_true", help="list the entries with a held call")
    args = parser.parse_args(argv)
    total = total_held = 0
    for category in CALL_CATEGORIES:
        entries, held = count_held(category, show=args.show)
        total += entries
        total_held += held
        print(f"{category:24s} {held:4d} of {entries:5d} entries would have a call held")
    print(f"{'all':24s} {total_held:4d} of {total:5d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
