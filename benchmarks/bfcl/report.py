"""Turn per-entry records into the BFCL report: a markdown page plus PNG charts.

Data flow::

    records (one dict per system x entry, as written to the JSONL)
        |  summarize()
        v
    Summary: per system -> per category (n, BFCL-way correct, strict correct, undecodable,
             exceptions), overall (mean of category accuracies, as BFCL averages), repair and
             cost figures (requests per answered call, repairs, parseable extractor replies,
             prompt tokens per tool, seconds)
        |  accuracy_intervals(): pooled strict accuracy per group, 95 % Wilson interval
        |  paired_tests(records): each ChatToolcall system vs each peer on the entries both
        |      ran, exact McNemar per group (call-expecting, abstention, all)
        |  write_report()
        v
    <out_dir>/bfcl.md, bfcl_accuracy.png, bfcl_overall.png, bfcl_prompt_tokens.png,
    bfcl.meta.json (the run's metadata, so ``python -m benchmarks --bfcl-jsonl`` can
    re-render the page from the JSONL without re-running the model)

The project's targets are evaluated where this benchmark measures them; the parse-speed and
wrapper-overhead targets belong to ``benchmarks/parse_speed.py`` and
``benchmarks/wrapper_overhead.py``.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.agents.stats import mcnemar_exact, wilson_interval
from benchmarks.bfcl.data import IRRELEVANCE_CATEGORIES

__all__ = [
    "GROUPS",
    "NATIVE_KEY",
    "AccuracyInterval",
    "CategoryScore",
    "PairedTest",
    "PromptCostVsNative",
    "Summary",
    "SystemSummary",
    "accuracy_intervals",
    "entry_group",
    "paired_tests",
    "prompt_cost_vs_native",
    "summarize",
    "write_report",
]

TARGET_VS_PEER = 1.5
"""Target: ChatToolcall >= 1.5x tool-calling-llm's overall BFCL accuracy on the same model."""
TARGET_REPAIR_RATE = 0.02
"""Target: repair round trips on < 2 % of requests."""
TARGET_CONSTRAINED_PARSEABLE = 1.0
"""Target: under constrained decoding 100 % of extractor replies parse."""

_OURS = (
    "toolcall-free",
    "toolcall-constrained",
    "toolcall-free-python",
    "toolcall-free-full",
    "toolcall-constrained-full",
    "toolcall-free-compact",  # records from runs before the compact prompt became the default
    "toolcall-constrained-compact",
)
NATIVE_KEY = "native"
"""The system whose prompt is the model's own tool template (the prompt-cost baseline)."""


@dataclass
class CategoryScore:
    """Counts for one (system, category)."""

    n: int = 0
    bfcl: int = 0
    strict: int = 0
    undecodable: int = 0
    exceptions: int = 0

    def rate(self, which: str) -> float:
        """``bfcl`` or ``strict`` accuracy (0 when empty)."""
        return (getattr(self, which) / self.n) if self.n else 0.0


@dataclass
class SystemSummary:
    """Everything the report says about one system."""

    key: str
    label: str
    categories: dict[str, CategoryScore] = field(default_factory=dict)
    requests: list[int] = field(default_factory=list)
    requests_answered: list[int] = field(default_factory=list)
    repairs: int = 0
    parsed: list[bool] = field(default_factory=list)
    tokens_per_tool: list[float] = field(default_factory=list)
    prompt_tokens: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    call_seconds: dict[str, float] = field(default_factory=dict)
    """Seconds of each entry the system answered with calls, by entry id (a tool-calling turn)."""
    error_types: Counter[str] = field(default_factory=Counter)

    def overall(self, which: str) -> float:
        """Mean of the category accuracies (BFCL's way of averaging categories)."""
        rates = [c.rate(which) for c in self.categories.values() if c.n]
        return sum(rates) / len(rates) if rates else 0.0

    @property
    def n(self) -> int:
        """Entries run."""
        return sum(c.n for c in self.categories.values())

    @property
    def undecodable(self) -> int:
        """Entries with undecodable output."""
        return sum(c.undecodable for c in self.categories.values())

    @property
    def exceptions(self) -> int:
        """Entries where the system raised (a harness or library error, not the model)."""
        return sum(c.exceptions for c in self.categories.values())


@dataclass
class Summary:
    """The whole run, by system, in run order."""

    systems: dict[str, SystemSummary]
    categories: list[str]
    first_prompts: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)
    """system -> entry id -> (prompt tokens of the first request, tools offered)."""


GROUPS: tuple[str, ...] = ("all", "call-expecting", "abstention")
"""Entry groups of the interval and paired tables: every entry, the entries whose right answer
is a call (every category but the irrelevance ones), and those whose right answer is none."""


def entry_group(category: str) -> str:
    """``abstention`` for the irrelevance categories, ``call-expecting`` for the others."""
    return "abstention" if category in IRRELEVANCE_CATEGORIES else "call-expecting"


@dataclass(frozen=True)
class AccuracyInterval:
    """One system's pooled strict accuracy on one group of entries, with its 95 % Wilson interval."""

    right: int
    n: int
    low: float
    high: float


@dataclass(frozen=True)
class PairedTest:
    """A ChatToolcall system against a peer on the entries of one group both ran (strict)."""

    ours: str
    peer: str
    group: str
    entries: int
    both: int
    only_ours: int
    only_peer: int
    p_value: float
    """Two-sided exact McNemar p-value (binomial on the discordant entries)."""


def accuracy_intervals(summary: Summary) -> dict[str, dict[str, AccuracyInterval]]:
    """system -> group (see :data:`GROUPS`) -> pooled strict accuracy with its Wilson interval.

    Pooled over entries, not the mean of categories the headline reports: the two agree when
    every category has the same number of entries.
    """
    out: dict[str, dict[str, AccuracyInterval]] = {}
    for key, s in summary.systems.items():
        counts = dict.fromkeys(GROUPS, (0, 0))
        for cat, c in s.categories.items():
            for group in ("all", entry_group(cat)):
                right, n = counts[group]
                counts[group] = (right + c.strict, n + c.n)
        out[key] = {g: AccuracyInterval(r, n, *wilson_interval(r, n)) for g, (r, n) in counts.items()}
    return out


def paired_tests(records: Sequence[Mapping[str, Any]]) -> list[PairedTest]:
    """Every ChatToolcall system against every peer in the records, per group (strict).

    Only entries both systems ran are paired; a group neither ran is left out.
    """
    right: dict[str, dict[tuple[str, str], bool]] = {}
    for r in records:
        right.setdefault(str(r["system"]), {})[(str(r["category"]), str(r["id"]))] = bool(r["valid_strict"])
    ours = [k for k in right if k in _OURS]
    peers = [k for k in right if k not in _OURS]
    out: list[PairedTest] = []
    for a in ours:
        for b in peers:
            common = [e for e in right[a] if e in right[b]]
            for group in GROUPS:
                pairs = [(right[a][e], right[b][e]) for e in common if group in ("all", entry_group(e[0]))]
                if not pairs:
                    continue
                only_a = sum(1 for x, y in pairs if x and not y)
                only_b = sum(1 for x, y in pairs if y and not x)
                both = sum(1 for x, y in pairs if x and y)
                out.append(
                    PairedTest(a, b, group, len(pairs), both, only_a, only_b, mcnemar_exact(only_a, only_b))
                )
    return out


@dataclass(frozen=True)
class PromptCostVsNative:
    """One system's tool-bearing prompt against the native template's, on the same entries.

    The prompt-cost target compares extractor prompt tokens per tool with the native
    template's tokens for the same tools. Both first requests carry the same question and the same tools.
    """

    key: str
    label: str
    pairs: int
    """Entries both systems ran with a token count."""
    median_ratio: float
    """Median of (this system's prompt tokens / the native prompt's tokens)."""
    median_extra_per_tool: float
    """Median of (this system's prompt tokens - native's) / tools offered."""
    median_per_tool: float
    median_native_per_tool: float


def summarize(records: Sequence[Mapping[str, Any]], labels: Mapping[str, str]) -> Summary:
    """Aggregate per-entry records (see ``benchmarks.bfcl.__main__`` for their fields)."""
    systems: dict[str, SystemSummary] = {}
    categories: list[str] = []
    first_prompts: dict[str, dict[str, tuple[int, int]]] = {}
    for r in records:
        key, cat = str(r["system"]), str(r["category"])
        if cat not in categories:
            categories.append(cat)
        s = systems.setdefault(key, SystemSummary(key, labels.get(key, key)))
        c = s.categories.setdefault(cat, CategoryScore())
        c.n += 1
        c.bfcl += bool(r["valid_bfcl"])
        c.strict += bool(r["valid_strict"])
        c.undecodable += r["kind"] == "undecodable"
        c.exceptions += "exception" in r.get("notes", ())
        s.requests.append(int(r["requests"]))
        if r["kind"] == "calls":
            s.requests_answered.append(int(r["requests"]))
        s.repairs += int(r.get("repairs", 0))
        s.parsed.extend(bool(p) for p in r.get("extract_parsed", ()))
        if r.get("prompt_tokens") and r.get("n_tools"):
            s.tokens_per_tool.append(float(r["prompt_tokens"]) / int(r["n_tools"]))
            s.prompt_tokens.append(int(r["prompt_tokens"]))
            first_prompts.setdefault(key, {})[str(r["id"])] = (int(r["prompt_tokens"]), int(r["n_tools"]))
        s.seconds.append(float(r["seconds"]))
        if r["kind"] == "calls":
            s.call_seconds[str(r["id"])] = float(r["seconds"])
        if not r["valid_strict"] and r.get("error_type"):
            s.error_types[str(r["error_type"])] += 1
    return Summary(systems, categories, first_prompts)


def prompt_cost_vs_native(summary: Summary) -> list[PromptCostVsNative]:
    """Each non-native system's first-request prompt against the native template's, paired by
    entry (empty when the run has no native system or no token counts)."""
    native = summary.first_prompts.get(NATIVE_KEY)
    if not native:
        return []
    out: list[PromptCostVsNative] = []
    for key, prompts in summary.first_prompts.items():
        if key == NATIVE_KEY:
            continue
        common = [i for i in prompts if i in native and native[i][0] > 0]
        if not common:
            continue
        ratios = [prompts[i][0] / native[i][0] for i in common]
        extra = [(prompts[i][0] - native[i][0]) / prompts[i][1] for i in common]
        out.append(
            PromptCostVsNative(
                key,
                summary.systems[key].label,
                len(common),
                _median(ratios),
                _median(extra),
                _median([prompts[i][0] / prompts[i][1] for i in common]),
                _median([native[i][0] / native[i][1] for i in common]),
            )
        )
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _median(xs: Sequence[float]) -> float:
    return statistics.median(xs) if xs else 0.0


def _target_rows(summary: Summary) -> list[tuple[str, str, str]]:
    """(target, measured, verdict) rows for the targets this benchmark measures."""
    rows: list[tuple[str, str, str]] = []
    s = summary.systems
    peer = s.get("tool-calling-llm")
    native = s.get("native")
    for key in _OURS:
        ours = s.get(key)
        if ours is None:
            continue
        acc = ours.overall("strict")
        if peer is not None:
            goal = TARGET_VS_PEER * peer.overall("strict")
            ratio = acc / peer.overall("strict") if peer.overall("strict") else float("inf")
            verdict = "met" if acc >= goal else f"missed by {_pct(goal - acc)} (needs {_pct(goal)})"
            rows.append((f"{ours.label} >= 1.5x tool-calling-llm", f"{_pct(acc)} = {ratio:.2f}x", verdict))
        if native is not None:
            nat = native.overall("strict")
            verdict = "met" if acc >= nat else f"missed by {_pct(nat - acc)}"
            rows.append((f"{ours.label} >= native template", f"{_pct(acc)} vs {_pct(nat)}", verdict))
        rate = ours.repairs / ours.n if ours.n else 0.0
        verdict = "met" if rate < TARGET_REPAIR_RATE else f"missed by {_pct(rate - TARGET_REPAIR_RATE)}"
        rows.append((f"{ours.label}: repair round trips < 2 % of requests", _pct(rate), verdict))
    constrained = s.get("toolcall-constrained")
    if constrained is not None and constrained.parsed:
        share = sum(constrained.parsed) / len(constrained.parsed)
        verdict = "met" if share >= TARGET_CONSTRAINED_PARSEABLE else f"missed by {_pct(1 - share)}"
        rows.append(("constrained: 100 % of extractor replies parse", _pct(share), verdict))
    return rows


def _charts(summary: Summary, out_dir: Path, prefix: str) -> list[str]:
    """Write the PNG charts; returns their file names."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    systems = list(summary.systems.values())
    cats = summary.categories
    names: list[str] = []
    width = 0.8 / max(len(systems), 1)

    fig, ax = plt.subplots(figsize=(max(8.0, 1.3 * len(cats)), 4.5))
    for i, s in enumerate(systems):
        xs = [j + i * width for j in range(len(cats))]
        ys = [100 * s.categories.get(c, CategoryScore()).rate("strict") for c in cats]
        ax.bar(xs, ys, width, label=s.label)
    ax.set_xticks([j + width * (len(systems) - 1) / 2 for j in range(len(cats))])
    ax.set_xticklabels(cats, rotation=20, ha="right")
    ax.set_ylabel("accuracy, undecodable = failure (%)")
    ax.set_ylim(0, 105)
    ax.set_title("BFCL accuracy per category")
    ax.legend(fontsize=8)
    fig.tight_layout()
    names.append(f"{prefix}_accuracy.png")
    fig.savefig(out_dir / names[-1], dpi=110)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(8.0, 4.0))
    xs = list(range(len(systems)))
    ax.bar([x - 0.2 for x in xs], [100 * s.overall("strict") for s in systems], 0.4, label="strict")
    ax.bar([x + 0.2 for x in xs], [100 * s.overall("bfcl") for s in systems], 0.4, label="BFCL's way")
    ax.set_xticks(xs)
    ax.set_xticklabels([s.label for s in systems], rotation=15, ha="right", fontsize=8)
    ax.set_ylabel("overall accuracy (%)")
    ax.set_ylim(0, 105)
    ax.set_title("BFCL overall (mean of categories)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    names.append(f"{prefix}_overall.png")
    fig.savefig(out_dir / names[-1], dpi=110)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(8.0, 4.0))
    ax.bar(xs, [_median(s.tokens_per_tool) for s in systems])
    ax.set_xticks(xs)
    ax.set_xticklabels([s.label for s in systems], rotation=15, ha="right", fontsize=8)
    ax.set_ylabel("prompt tokens per tool (median)")
    ax.set_title("Prompt cost of the tool-bearing request")
    fig.tight_layout()
    names.append(f"{prefix}_prompt_tokens.png")
    fig.savefig(out_dir / names[-1], dpi=110)
    plt.close(fig)
    return names


def _held_out_line(held: Mapping[str, Any]) -> str:
    seeds = [str(x) for x in held.get("exclude_seeds", ())]
    which = f"seed {seeds[0]}'s" if len(seeds) == 1 else f"seeds {', '.join(seeds[:-1])} and {seeds[-1]}'s"
    draws = "draw" if len(seeds) == 1 else "draws"
    return (
        f"- Held-out: excludes the {held.get('excluded', '?')} entries of {which} "
        f"{held.get('exclude_per_category', '?')}-per-category {draws}"
    )


def _interval_cell(a: AccuracyInterval) -> str:
    if not a.n:
        return "-"
    return f"{a.right}/{a.n} = {_pct(a.right / a.n)} [{100 * a.low:.0f}-{100 * a.high:.0f} %]"


def _paired_lines(summary: Summary, paired: Sequence[PairedTest]) -> list[str]:
    """The interval table and the McNemar table (empty when nothing to say)."""
    intervals = accuracy_intervals(summary)
    lines = [
        "",
        "## Uncertainty and paired comparisons (strict)",
        "",
        "Pooled entry accuracy with its 95 % Wilson interval (the overall above is the mean of the",
        "categories; the two agree when every category has the same count). Call-expecting: every",
        "category but irrelevance and live_irrelevance; abstention: those two.",
        "",
        "| system | " + " | ".join(GROUPS) + " |",
        "|---|" + "---|" * len(GROUPS),
    ]
    for key, s in summary.systems.items():
        lines.append(f"| {s.label} | " + " | ".join(_interval_cell(intervals[key][g]) for g in GROUPS) + " |")
    if not paired:
        return lines
    lines += [
        "",
        "Each ChatToolcall system against each peer on the entries both ran: entries only the",
        "ChatToolcall system got right vs only the peer, and the two-sided exact McNemar p-value",
        "(binomial on those discordant entries).",
        "",
        "| ChatToolcall | peer | " + " | ".join(GROUPS) + " |",
        "|---|---|" + "---|" * len(GROUPS),
    ]
    by_pair: dict[tuple[str, str], dict[str, PairedTest]] = {}
    for t in paired:
        by_pair.setdefault((t.ours, t.peer), {})[t.group] = t
    for (a, b), tests in by_pair.items():
        cells = [
            f"{t.only_ours} vs {t.only_peer} of {t.entries}, p = {t.p_value:.3g}" if t else "-"
            for t in (tests.get(g) for g in GROUPS)
        ]
        label_a = summary.systems[a].label if a in summary.systems else a
        label_b = summary.systems[b].label if b in summary.systems else b
        lines.append(f"| {label_a} | {label_b} | " + " | ".join(cells) + " |")
    return lines


def render_markdown(
    summary: Summary, meta: Mapping[str, Any], charts: Sequence[str], paired: Sequence[PairedTest] = ()
) -> str:
    """The report page (see the module docstring); ``paired`` from :func:`paired_tests`."""
    systems = list(summary.systems.values())
    lines: list[str] = [f"# BFCL: {meta.get('title', 'toolcall vs the peers')}", ""]
    lines += [
        f"- Command: `{meta.get('command', '')}`",
        f"- Model: {meta.get('model', '?')}; seed {meta.get('seed', '?')}; "
        f"{meta.get('per_category', '?')} entries per category; {meta.get('entries', '?')} entries x "
        f"{len(systems)} systems",
        f"- Wall time: {meta.get('wall_seconds', 0):.1f} s ({meta.get('date', '')}); "
        f"bfcl-eval {meta.get('bfcl_version', '?')}",
        f"- Native template: {meta.get('template_check', '')}",
        f"- Tokens: {meta.get('token_source', '')}",
    ]
    if meta.get("max_tokens"):
        lines.append(
            f"- Reply cap: {meta['max_tokens']} tokens for every request of every system "
            "(ChatToolcall's extractor included)"
        )
    if meta.get("held_out"):
        lines.append(_held_out_line(meta["held_out"]))
    lines += [
        "",
        "Accuracy is BFCL's AST checker (`bfcl_eval.eval_checker.ast_eval.ast_checker`) on the same",
        "fixed-seed sample for every system. **strict** counts undecodable output as a failure everywhere;",
        '**BFCL\'s way** counts it as "no call", which passes the irrelevance categories. Overall = mean of',
        "the category accuracies.",
        "",
        "## Headline",
        "",
        "| system | overall (strict) | overall (BFCL's way) | undecodable | requests / answered call | "
        "prompt tokens / tool | s / entry |",
        "|---|---|---|---|---|---|---|",
    ]
    for s in systems:
        answered = statistics.mean(s.requests_answered) if s.requests_answered else 0.0
        lines.append(
            f"| {s.label} | {_pct(s.overall('strict'))} | {_pct(s.overall('bfcl'))} | "
            f"{s.undecodable}/{s.n}{f' ({s.exceptions} exceptions)' if s.exceptions else ''} | "
            f"{answered:.2f} | {_median(s.tokens_per_tool):.0f} | {_median(s.seconds):.2f} |"
        )
    lines += ["", "## Per category (strict; BFCL's way in brackets where it differs)", ""]
    lines.append("| system | " + " | ".join(summary.categories) + " |")
    lines.append("|---|" + "---|" * len(summary.categories))
    for s in systems:
        cells = []
        for cat in summary.categories:
            c = s.categories.get(cat, CategoryScore())
            cell = f"{c.strict}/{c.n}"
            if c.bfcl != c.strict:
                cell += f" ({c.bfcl})"
            cells.append(cell)
        lines.append(f"| {s.label} | " + " | ".join(cells) + " |")
    lines += ["", "## Cost and repair", ""]
    lines.append(
        "| system | requests (mean) | repairs | extractor replies parsed | prompt tokens, first request "
        "(median) | wall time (s, total) |"
    )
    lines.append("|---|---|---|---|---|---|")
    for s in systems:
        parsed = f"{sum(s.parsed)}/{len(s.parsed)}" if s.parsed else "-"
        mean_requests = statistics.mean(s.requests) if s.requests else 0.0
        lines.append(
            f"| {s.label} | {mean_requests:.2f} | {s.repairs}/{s.n} | {parsed} | "
            f"{_median(s.prompt_tokens):.0f} | {sum(s.seconds):.1f} |"
        )
    cost = prompt_cost_vs_native(summary)
    if cost:
        lines += [
            "",
            "## Prompt cost vs the native template (same entries, same tools)",
            "",
            "Prompt tokens of the tool-bearing request (ChatToolcall: the extractor prompt), paired with",
            "the native template's prompt for the same entry.",
            "",
            "| system | entries | tokens / tool | native tokens / tool | ratio to native (median) | "
            "extra tokens per tool (median) |",
            "|---|---|---|---|---|---|",
        ]
        lines += [
            f"| {c.label} | {c.pairs} | {c.median_per_tool:.0f} | {c.median_native_per_tool:.0f} | "
            f"{c.median_ratio:.2f}x | {c.median_extra_per_tool:+.0f} |"
            for c in cost
        ]
    if systems:
        lines += _paired_lines(summary, paired)
    rows = _target_rows(summary)
    if rows:
        lines += ["", "## Targets", "", "| target | measured | verdict |", "|---|---|---|"]
        lines += [f"| {t} | {m} | {v} |" for t, m, v in rows]
        lines += [
            "",
            "Parse speed (<= 3x `json.loads`) and wrapper overhead (<= 1 ms) are measured by",
            "`benchmarks/parse_speed.py` and `benchmarks/wrapper_overhead.py`.",
        ]
    lines += ["", "## Why entries failed (strict, by BFCL error type)", ""]
    for s in systems:
        top = ", ".join(f"{k} x{v}" for k, v in s.error_types.most_common(6)) or "none"
        lines.append(f"- {s.label}: {top}")
    if charts:
        lines += ["", "## Charts", ""]
        lines += [f"![{c}]({c})" for c in charts]
    lines += [
        "",
        "## Method",
        "",
        "- BFCL function docs are cast to JSON Schema (`dict`->object, `float`->number, `tuple`->array,",
        "  `any`->string as BFCL's own table does); dotted names are mapped to `_` for every system and",
        "  mapped back before checking. The checker always gets BFCL's original docs.",
        "- tool-calling-llm 0.1.2 runs its own system prompt and parser (`ToolCallingLLM` mixed into a",
        "  delegate of the same inner model); a reply with no JSON is undecodable (strict).",
        "- The native system renders Qwen2.5's tool template into the system prompt and reads the reply",
        "  with `prompt_toolcall.reading.detect.detect`.",
        "- LlamaIndex ReAct: `ReActChatFormatter` + `ReActOutputParser`, one step (so one call at most).",
        "- BFCL's prompt method: bfcl-eval's `system_prompt_pre_processing_chat_model` (its default",
        "  system prompt, the function docs as JSON under BFCL's own names) and",
        "  `default_decode_ast_prompting` on the one reply. A reply that does not decode and tries no",
        "  call is a text answer (no call); one that tries a call and does not decode is undecodable.",
        "- A call to an undeclared function counts as undecodable for every system (not as a refusal).",
        f"- Per-entry outputs: `{meta.get('jsonl', '')}`.",
    ]
    return "\n".join(lines) + "\n"


def write_report(
    records: Sequence[Mapping[str, Any]],
    labels: Mapping[str, str],
    meta: Mapping[str, Any],
    out_dir: Path,
    prefix: str = "bfcl",
) -> tuple[Path, Summary]:
    """Write ``<prefix>.md``, the charts and ``<prefix>.meta.json`` (``meta``) into ``out_dir``;
    returns the page path and summary."""
    out_dir.mkdir(parents=True, exist_ok=True)
    summary = summarize(records, labels)
    charts = _charts(summary, out_dir, prefix) if summary.systems else []
    page = out_dir / f"{prefix}.md"
    page.write_text(render_markdown(summary, meta, charts, paired_tests(records)), encoding="utf-8")
    meta_path = out_dir / f"{prefix}.meta.json"
    meta_path.write_text(json.dumps(dict(meta), indent=1, default=str) + "\n", encoding="utf-8")
    return page, summary
