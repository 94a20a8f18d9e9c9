"""Prompt ablation on the BFCL sample: which extractor-prompt variant wins?

Usage::

    python -m benchmarks.ablation                                  # all variants, 2 per category
    python -m benchmarks.ablation --variants baseline,examples --per-category 3
    python -m benchmarks.ablation --system toolcall-free           # the marker envelope instead

Data flow::

    benchmarks.bfcl sample (same seed, same entries for every variant)
      -> for each variant: patch prompt_toolcall.extraction.prompt (the manifest renderer or the rule list)
         -> the benchmark's ChatToolcall system on the embedded model -> BFCL's AST checker
      -> a Markdown table: strict accuracy per category and overall, per variant

Variants change one thing each, so a difference names its cause:

- ``baseline``: the shipped full prompt (``style="full"``).
- ``signatures``: the manifest as Python-like signatures instead of JSON Schema (fewer tokens;
  a code model has seen millions of signatures).
- ``examples``: two worked examples after the rules, one NO_TOOL (a question no function
  covers) and one NEED_INFO (a request missing a required value).
- ``lean-rules``: only the rules about the output format and never guessing a required value
  (tests whether the long rule list helps a 1.5B model or distracts it).
- ``compact``: the shipped ``style="compact"`` prompt, the default (signatures AND brief rules,
  ~1.1x the native template's tokens; ``benchmarks/prompt_tokens.py``), as ``Extractor()``
  sends it. Two changes at once: it measures the style as shipped.

The patch replaces private helpers of ``prompt_toolcall.extraction.prompt`` for the duration of a
variant: nothing here changes what the library ships.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import prompt_toolcall.extraction.extractor as extractor_module
import prompt_toolcall.extraction.prompt as prompt_module
from prompt_toolcall.types import FunctionTool, ToolChoice

ROOT = Path(__file__).resolve().parents[1]

_JSON_TYPES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "array": "list"}


def _type_of(schema: Mapping[str, Any]) -> str:
    if "enum" in schema:
        return "Literal[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"]) + "]"
    raw = schema.get("type")
    if raw == "array":
        items = schema.get("items")
        return f"list[{_type_of(items)}]" if isinstance(items, Mapping) else "list"
    if raw == "object":
        return "dict"
    return _JSON_TYPES.get(str(raw), "Any")


def signature_manifest(functions: Sequence[FunctionTool]) -> str:
    """The functions as Python-like signatures with the descriptions as comments."""
    blocks = []
    for f in functions:
        doc = (f.description or "").replace("\n", " ")
        lines = [f"def {f.name}(" + ("" if f.properties else "):") + (f"  # {doc}" if doc else "")]
        for name, sub in f.properties.items():
            sub_map: Mapping[str, Any] = sub if isinstance(sub, Mapping) else {}
            text = f"    {name}: {_type_of(sub_map)}"
            if name not in f.required:
                default = sub_map.get("default")
                text += f" = {json.dumps(default, ensure_ascii=False)}" if default is not None else " = None"
            desc = str(sub_map.get("description") or "").replace("\n", " ")
            lines.append(f"{text},  # {desc}" if desc else f"{text},")
        if f.properties:
            lines.append(")")
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def _examples(no_tool: str, need_info: str) -> list[str]:
    return [
        "EXAMPLES (the functions in these examples are not yours):",
        "- Functions: get_weather(city). Request: 'Who wrote Hamlet?' -> " + f"{no_tool}",
        "- Functions: book_flight(origin, destination, date), all required. Request: 'Book me a "
        f"flight to Paris' -> {need_info} with missing origin and date",
    ]


def _lean_rules(
    choice: ToolChoice, *, no_tool: str, need_info: str, once: str, arguments: str = '"arguments"'
) -> list[str]:
    del arguments  # the lean list has no rule about the arguments' shape
    rules = [
        "RULES:",
        "- Nothing before or after the output. No prose, no markdown fences, no explanation.",
        f"- Output {once} exactly once.",
        "- NEVER guess, infer or default a REQUIRED parameter the request does not state",
        f"  (no made-up cities, dates, ids or amounts). If one is missing, answer {need_info}.",
    ]
    if choice.mode == "named":
        rules.append(f'- You MUST call the function "{choice.name}" and no other.')
    elif choice.must_call:
        rules.append(f"- Answering {no_tool} is forbidden for this request.")
    return rules


def _in_style(builder: Callable[..., str], style: str) -> Callable[..., str]:
    """``builder`` with its ``style`` fixed: the extractor passes its own style by keyword, and a
    ``functools.partial`` default would give way to it."""

    @functools.wraps(builder)
    def build(*args: Any, **kwargs: Any) -> str:
        return builder(*args, **{**kwargs, "style": style})

    return build


@contextmanager
def variant(name: str) -> Iterator[None]:
    """Patch ``prompt_toolcall.extraction.prompt`` for one variant; restored on exit."""
    saved_manifest = prompt_module._manifest
    saved_rules = prompt_module._rules
    saved_free = extractor_module.build_extractor_prompt
    saved_constrained = extractor_module.build_constrained_prompt
    try:
        # What the extractor calls (its own imported names), with the style fixed: every
        # variant but compact edits the full prompt, whatever style the system asks for.
        style = "compact" if name == "compact" else "full"
        free, constrained = prompt_module.build_extractor_prompt, prompt_module.build_constrained_prompt
        extractor_module.build_extractor_prompt = _in_style(free, style)
        extractor_module.build_constrained_prompt = _in_style(constrained, style)
        if name == "signatures":
            prompt_module._manifest = signature_manifest
        elif name == "examples":

            def with_examples(
                choice: ToolChoice, *, no_tool: str, need_info: str, once: str, arguments: str = '"arguments"'
            ) -> list[str]:
                marker_need = "option C" if need_info == "option C" else need_info
                return [
                    *saved_rules(
                        choice, no_tool=no_tool, need_info=need_info, once=once, arguments=arguments
                    ),
                    *_examples(no_tool, marker_need),
                ]

            prompt_module._rules = with_examples
        elif name == "lean-rules":
            prompt_module._rules = _lean_rules
        elif name not in ("baseline", "compact"):
            msg = f"unknown variant {name!r}; choose from {', '.join(VARIANTS)}"
            raise ValueError(msg)
        yield
    finally:
        prompt_module._manifest = saved_manifest
        prompt_module._rules = saved_rules
        extractor_module.build_extractor_prompt = saved_free
        extractor_module.build_constrained_prompt = saved_constrained


VARIANTS = ("baseline", "signatures", "examples", "lean-rules", "compact")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the variants on one BFCL sample and print the table."""
    from benchmarks.bfcl.__main__ import DEFAULT_MAX_TOKENS, DEFAULT_N_CTX, _real_model
    from benchmarks.bfcl.check import check_outcome
    from benchmarks.bfcl.data import CATEGORIES, ensure_bfcl_root, sample_entries
    from benchmarks.bfcl.systems import build_systems

    p = argparse.ArgumentParser(prog="python -m benchmarks.ablation", description=__doc__.split("\n")[0])
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--per-category", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--model", default="qwen2.5-coder-1.5b")
    p.add_argument(
        "--system", default="toolcall-constrained", choices=("toolcall-free", "toolcall-constrained")
    )
    p.add_argument("--categories", default=",".join(CATEGORIES))
    args = p.parse_args(argv)
    args.max_tokens, args.n_ctx, args.threads = DEFAULT_MAX_TOKENS, DEFAULT_N_CTX, None
    names = [v.strip() for v in args.variants.split(",") if v.strip()]
    ensure_bfcl_root()
    entries = sample_entries([c.strip() for c in args.categories.split(",")], args.per_category, args.seed)
    inner, count_tokens, _ = _real_model(args)
    system = build_systems([args.system], inner, count_tokens).systems[args.system]
    start = time.perf_counter()
    table: dict[str, dict[str, list[bool]]] = {}
    records: list[dict[str, Any]] = []
    for name in names:
        per_cat: dict[str, list[bool]] = defaultdict(list)
        with variant(name):
            for entry in entries:
                outcome = system.run(entry)
                verdict = check_outcome(entry, outcome)
                per_cat[entry.category].append(verdict.valid_strict)
                tokens = outcome.prompt_tokens
                records.append(
                    {
                        "variant": name,
                        "id": entry.id,
                        "ok": verdict.valid_strict,
                        "kind": outcome.kind,
                        "calls": [list(c) for c in outcome.calls],
                        "prompt_tokens": tokens,
                        "requests": outcome.requests,
                        "error": verdict.error or outcome.error,
                    }
                )
                print(
                    f"{name:11s} {entry.id:28s} {outcome.kind:11s} ok={verdict.valid_strict}", file=sys.stderr
                )
        table[name] = per_cat
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    out = ROOT / "benchmarks" / "results" / f"ablation-{args.model}-{args.system}-{stamp}.jsonl"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in records))
    print(render(table, records))
    print(f"per-entry outputs: {out}\nwall time {time.perf_counter() - start:.0f} s")
    return 0


def render(table: Mapping[str, Mapping[str, Sequence[bool]]], records: Sequence[Mapping[str, Any]]) -> str:
    """Markdown: one row per variant, strict correct/total per category, overall mean, tokens."""
    cats = sorted({c for per in table.values() for c in per})
    lines = [
        "| variant | " + " | ".join(cats) + " | overall | median prompt tokens |",
        "|---" * (len(cats) + 3) + "|",
    ]
    for name, per in table.items():
        cells = [f"{sum(per.get(c, []))}/{len(per.get(c, []))}" for c in cats]
        rates = [sum(v) / len(v) for v in per.values() if v]
        tokens = sorted(int(r["prompt_tokens"] or 0) for r in records if r["variant"] == name)
        median = tokens[len(tokens) // 2] if tokens else 0
        overall = 100 * sum(rates) / max(len(rates), 1)
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {overall:.1f} % | {median} |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
