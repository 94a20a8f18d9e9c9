"""``python -m benchmarks``: the whole benchmark report in one command.

Data flow::

    argv -> own flags (--skip-bfcl, --bfcl-jsonl, --quick, --readme, ...); every other flag is
            passed through to the BFCL harness (--per-category, --dry-run, --systems, --out-dir...)
      1. conformance  benchmarks.dialects.measure_conformance           canitoolcall, ours vs
                                                                         tool-calling-llm 0.1.2
      2. parse speed  benchmarks.parse_speed.measure_parse_speed         vs json.loads
      3. overhead     benchmarks.wrapper_overhead.measure_wrapper_overhead
      4. BFCL         benchmarks.bfcl.__main__.run_benchmark            the model run, or
                      --bfcl-jsonl PATH: re-render from a finished run's JSONL, or --skip-bfcl
      -> <out>/README.md (index: conformance, speed, overhead, BFCL headline, targets)
         <out>/bfcl.md + PNGs + bfcl.meta.json                          (docs/benchmarks/)
      -> README.md: the block between BENCH_START and BENCH_END       (real BFCL figures only)

A dry run (``--dry-run``, or a dry-run JSONL) writes under ``benchmarks/results/dry-run/`` and
never touches README.md or docs/. Without BFCL figures (``--skip-bfcl``) README.md is left
alone too: its block always carries a BFCL table. To refresh README.md after changing the
parser without re-running the model, re-render the last real run::

    python -m benchmarks --bfcl-jsonl benchmarks/results/bfcl-qwen2.5-coder-1.5b-<time>.jsonl

Examples::

    python -m benchmarks                                  # everything (~40 min, 1.5B model)
    python -m benchmarks --per-category 2 --systems toolcall-free,tool-calling-llm,native
    python -m benchmarks --dry-run --quick                # scripted model, ~1 min, nothing public
    python -m benchmarks --skip-bfcl                      # conformance, speed, overhead only
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:  # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.dialects import ConformanceFigures, measure_conformance  # noqa: E402
from benchmarks.parse_speed import (  # noqa: E402
    QUICK_REPEATS,
    REPEATS,
    TARGET_ADVERSARIAL_SECONDS,
    TARGET_ENVELOPE_RATIO,
    TARGET_PROSE_SECONDS,
    ParseSpeedFigures,
    measure_parse_speed,
)
from benchmarks.wrapper_overhead import RUNS, TARGET_MS, OverheadFigures, measure_wrapper_overhead  # noqa: E402

__all__ = [
    "BENCH_END",
    "BENCH_START",
    "BenchReport",
    "BfclPart",
    "ReadmeBlockError",
    "derive_bfcl_meta",
    "find_readme_block",
    "load_bfcl_jsonl",
    "main",
    "render_index",
    "render_readme_block",
    "rerender_bfcl",
    "rewrite_readme_block",
    "wall_time_rows",
]

BENCH_START = "<!-- benchmarks:start -->"
BENCH_END = "<!-- benchmarks:end -->"
DEFAULT_README = REPO_ROOT / "README.md"
DOCS_DIR = REPO_ROOT / "docs" / "benchmarks"
DRY_RUN_DIR = REPO_ROOT / "benchmarks" / "results" / "dry-run"
QUICK_OVERHEAD_RUNS = 300
"""Timed invokes per overhead figure with ``--quick``. UNMEASURED: a rough figure only."""
_DRY_MODEL = "scripted (dry run)"
"""``meta["model"]`` of a dry run (as benchmarks/bfcl/__main__.py writes it)."""
_JSONL_NAME = re.compile(r"^bfcl-(?P<tag>.+)-(?P<stamp>\d{8}T\d{6}Z)\.jsonl$")
"""``bfcl-<model or dry-run>-<UTC time>.jsonl``, as benchmarks/bfcl/__main__.py names its JSONL."""


class ReadmeBlockError(ValueError):
    """The README has no single, ordered pair of benchmark markers."""


@dataclass(frozen=True)
class BfclPart:
    """The BFCL side of the report: the summary of a run and where its pages are."""

    summary: Any
    """A ``benchmarks.bfcl.report.Summary``."""
    meta: Mapping[str, Any]
    page: Path
    jsonl: Path | None
    rerendered: bool = False

    @property
    def dry_run(self) -> bool:
        """Whether the records come from the scripted model."""
        return self.meta.get("model") == _DRY_MODEL


@dataclass(frozen=True)
class BenchReport:
    """Every figure of one ``python -m benchmarks`` invocation."""

    conformance: ConformanceFigures
    speed: ParseSpeedFigures
    overhead: OverheadFigures
    bfcl: BfclPart | None
    command: str
    date: str
    seconds: float
    """Wall time of this invocation (up to writing the pages)."""
    machine: str
    dry_run: bool


# --------------------------------------------------------------------------- README block


def find_readme_block(text: str, where: str = "README") -> tuple[int, int]:
    """Offsets of the block between the markers: (end of BENCH_START, start of BENCH_END).

    Raises:
        ReadmeBlockError: a marker is missing, repeated, or the end comes first.
    """
    starts, ends = text.count(BENCH_START), text.count(BENCH_END)
    if starts != 1 or ends != 1:
        msg = (
            f"{where}: expected exactly one {BENCH_START!r} and one {BENCH_END!r} line around the "
            f"benchmark section; found {starts} and {ends}. Put the two marker lines around the "
            "section `python -m benchmarks` should rewrite (or pass --no-readme / --readme PATH)."
        )
        raise ReadmeBlockError(msg)
    start, end = text.index(BENCH_START) + len(BENCH_START), text.index(BENCH_END)
    if end < start:
        msg = f"{where}: {BENCH_END!r} comes before {BENCH_START!r}; swap the two marker lines."
        raise ReadmeBlockError(msg)
    return start, end


def rewrite_readme_block(path: Path, block: str) -> None:
    """Replace what lies between the markers in ``path`` with ``block``; the rest is kept.

    Raises:
        ReadmeBlockError: see :func:`find_readme_block` (the file is left unchanged).
    """
    text = path.read_text(encoding="utf-8")
    start, end = find_readme_block(text, str(path))
    path.write_text(text[:start] + "\n" + block.strip("\n") + "\n" + text[end:], encoding="utf-8")


# --------------------------------------------------------------------------- BFCL


def load_bfcl_jsonl(path: Path) -> list[dict[str, Any]]:
    """The per-entry records of a BFCL run (one JSON object per line).

    Raises:
        ValueError: a line is not JSON, or a record lacks the fields the report reads.
    """
    needed = ("system", "category", "id", "valid_bfcl", "valid_strict", "kind", "requests", "seconds")
    records: list[dict[str, Any]] = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                msg = f"{path}:{n}: not JSON ({e.msg}); expected one BFCL record per line: {line[:200]!r}"
                raise ValueError(msg) from e
            missing = [k for k in needed if k not in record]
            if missing:
                msg = (
                    f"{path}:{n}: record lacks {missing}; expected a JSONL written by "
                    "`python -m benchmarks.bfcl` (benchmarks/results/bfcl-*.jsonl)"
                )
                raise ValueError(msg)
            records.append(record)
    if not records:
        msg = f"{path} holds no BFCL record; expected a JSONL written by `python -m benchmarks.bfcl`"
        raise ValueError(msg)
    return records


def _meta_sidecar(jsonl: Path) -> Path:
    return jsonl.with_suffix(".meta.json")


def _rel(path: Path) -> str:
    path = path.resolve()
    return os.path.relpath(path, REPO_ROOT) if path.is_relative_to(REPO_ROOT) else str(path)


def derive_bfcl_meta(jsonl: Path, records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Report metadata for a JSONL with no ``.meta.json`` beside it, from its name and records.

    The sampling seed, the original command and the template check are not in the records; they are
    marked as not recorded rather than guessed.
    """
    from importlib.metadata import PackageNotFoundError, version

    m = _JSONL_NAME.match(jsonl.name)
    tag = m["tag"] if m else "?"
    dry = tag == "dry-run"
    date = "?"
    if m:
        date = datetime.strptime(m["stamp"], "%Y%m%dT%H%M%SZ").strftime("%Y-%m-%d %H:%M UTC")
    per_cell: dict[tuple[str, str], int] = {}
    for r in records:
        cell = (str(r["system"]), str(r["category"]))
        per_cell[cell] = per_cell.get(cell, 0) + 1
    try:
        bfcl_version = version("bfcl-eval")
    except PackageNotFoundError:
        bfcl_version = "?"
    return {
        "title": "dry run (scripted model)" if dry else f"toolcall vs the peers on {tag}",
        "command": f"python -m benchmarks --bfcl-jsonl {_rel(jsonl)} (original command not recorded)",
        "model": _DRY_MODEL if dry else tag,
        "seed": "? (not recorded)",
        "per_category": max(per_cell.values()),
        "entries": len({str(r["id"]) for r in records}),
        "wall_seconds": sum(float(r["seconds"]) for r in records),
        "date": date,
        "bfcl_version": bfcl_version,
        "template_check": "not recorded (re-rendered from the JSONL)",
        "token_source": "as recorded in the JSONL",
        "jsonl": _rel(jsonl),
    }


def rerender_bfcl(jsonl: Path, out_dir: Path) -> BfclPart:
    """Write ``bfcl.md`` and its charts into ``out_dir`` from a finished run's JSONL (no model).

    The run's metadata comes from ``<jsonl stem>.meta.json`` when ``python -m benchmarks`` ran
    it, else from :func:`derive_bfcl_meta`.
    """
    from benchmarks.bfcl.report import write_report
    from benchmarks.bfcl.systems import SYSTEM_LABELS

    records = load_bfcl_jsonl(jsonl)
    sidecar = _meta_sidecar(jsonl)
    if sidecar.is_file():
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
        meta["jsonl"] = _rel(jsonl)
    else:
        meta = derive_bfcl_meta(jsonl, records)
    page, summary = write_report(records, SYSTEM_LABELS, meta, out_dir)
    return BfclPart(summary, meta, page, jsonl, rerendered=True)


def _run_bfcl(bfcl_args: argparse.Namespace, out_dir: Path) -> BfclPart:
    from benchmarks.bfcl.__main__ import run_benchmark
    from benchmarks.bfcl.report import summarize
    from benchmarks.bfcl.systems import SYSTEM_LABELS

    bfcl_args.out_dir = out_dir
    page, jsonl, records = run_benchmark(bfcl_args)
    meta_path = out_dir / "bfcl.meta.json"
    meta: dict[str, Any] = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.is_file() else {}
    if meta:  # keep the run's metadata beside its JSONL, for a later --bfcl-jsonl re-render
        _meta_sidecar(jsonl).write_text(json.dumps(meta, indent=1, default=str) + "\n", encoding="utf-8")
    return BfclPart(summarize(records, SYSTEM_LABELS), meta, page, jsonl)


# --------------------------------------------------------------------------- rendering


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest} s" if minutes < 60 else f"{minutes // 60} h {minutes % 60} min"


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:.1f} µs"


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


def _median(xs: Sequence[float]) -> float:
    return statistics.median(xs) if xs else 0.0


def _verdict(ok: bool, missed: str) -> str:
    return "met" if ok else f"missed by {missed}"


def _speed_verdict(speed: ParseSpeedFigures) -> str:
    ratio = speed.worst_envelope_ratio
    return _verdict(ratio <= TARGET_ENVELOPE_RATIO, f"{ratio - TARGET_ENVELOPE_RATIO:.2f}x")


def _overhead_verdict(overhead: OverheadFigures) -> str:
    return _verdict(overhead.target_met, f"{overhead.tool_call_ms - TARGET_MS:.3f} ms")


def _target_rows(report: BenchReport) -> list[tuple[str, str, str]]:
    """(target, measured, verdict) for every speed and accuracy target this invocation measured."""
    rows = [
        (
            f"parse_envelope <= {TARGET_ENVELOPE_RATIO:g}x json.loads",
            f"{report.speed.worst_envelope_ratio:.2f}x (worst envelope)",
            _speed_verdict(report.speed),
        ),
        (
            f"wrapper overhead <= {TARGET_MS:g} ms per invoke",
            f"{report.overhead.tool_call_ms:.3f} ms",
            _overhead_verdict(report.overhead),
        ),
    ]
    if report.bfcl is not None:
        from benchmarks.bfcl.report import _target_rows as bfcl_targets

        rows += bfcl_targets(report.bfcl.summary)
    return rows


def _irrelevance_categories(summary: Any) -> list[str]:
    from benchmarks.bfcl.data import IRRELEVANCE_CATEGORIES

    return [c for c in summary.categories if c in IRRELEVANCE_CATEGORIES]


def _bfcl_headline(part: BfclPart) -> list[str]:
    """The per-system headline table (strict overall, BFCL's way, irrelevance, prompt cost)."""
    summary = part.summary
    irr = _irrelevance_categories(summary)
    lines = [
        "| system | overall (strict) | overall (BFCL's way) | "
        + "".join(f"{c} (strict) | " for c in irr)
        + "undecodable | prompt tokens / tool |",
        "|---|---:|---:|" + "---:|" * len(irr) + "---:|---:|",
    ]
    for s in summary.systems.values():
        cells = [s.label, _pct(s.overall("strict")), _pct(s.overall("bfcl"))]
        for c in irr:
            score = s.categories.get(c)
            cells.append(f"{score.strict}/{score.n}" if score is not None else "-")
        cells += [f"{s.undecodable}/{s.n}", f"{_median(s.tokens_per_tool):.0f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _prompt_cost_lines(part: BfclPart) -> list[str]:
    from benchmarks.bfcl.report import prompt_cost_vs_native

    cost = prompt_cost_vs_native(part.summary)
    if not cost:
        return []
    lines = [
        "| system | tokens / tool | native template tokens / tool | ratio to native | "
        "extra tokens per tool |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {c.label} | {c.median_per_tool:.0f} | {c.median_native_per_tool:.0f} | {c.median_ratio:.2f}x | "
        f"{c.median_extra_per_tool:+.0f} |"
        for c in cost
    ]
    return lines


def _bfcl_context(part: BfclPart) -> str:
    meta = part.meta
    return (
        f"model {meta.get('model', '?')}, {meta.get('per_category', '?')} entries per category "
        f"({meta.get('entries', '?')} entries), seed {meta.get('seed', '?')}, bfcl-eval "
        f"{meta.get('bfcl_version', '?')}; BFCL run {_duration(float(meta.get('wall_seconds', 0.0)))} "
        f"({meta.get('date', '?')})"
    )


def render_index(report: BenchReport, out_dir: Path) -> str:
    """``<out>/README.md``: every figure of the invocation, with links to the BFCL page."""
    conf, speed, over = report.conformance, report.speed, report.overhead
    t = conf.total
    lines = [
        "# Benchmarks" + (" (dry run: scripted model)" if report.dry_run else ""),
        "",
        f"- Command: `{report.command}`",
        f"- Wall time: {_duration(report.seconds)} ({report.date}); {report.machine}",
        "- Written by `python -m benchmarks` (benchmarks/__main__.py); how to run: "
        f"[benchmarks/README.md]({_link(out_dir, REPO_ROOT / 'benchmarks' / 'README.md')})",
        "",
        "## Targets",
        "",
        "| target | measured | verdict |",
        "|---|---|---|",
    ]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in _target_rows(report)]

    lines += ["", "## BFCL", ""]
    if report.bfcl is None:
        lines.append("Not run in this invocation (`--skip-bfcl`).")
        if (out_dir / "bfcl.md").is_file():
            lines.append("The last BFCL report in this folder: [bfcl.md](bfcl.md).")
    else:
        part = report.bfcl
        how = f"re-rendered from `{_rel(part.jsonl)}`" if part.rerendered and part.jsonl else "this run"
        lines += [
            f"Full report: [bfcl.md]({_link(out_dir, part.page)}) ({how}; {_bfcl_context(part)}).",
            '**strict**: undecodable output is a failure everywhere; **BFCL\'s way**: it is "no call",',
            "which passes the irrelevance categories. Overall = mean of the category accuracies.",
            "",
        ]
        lines += _bfcl_headline(part)
        cost = _prompt_cost_lines(part)
        if cost:
            lines += [
                "",
                "Prompt cost of the tool-bearing request vs the native template (same entries, median):",
                "",
            ]
            lines += cost
        chart = part.page.parent / "bfcl_overall.png"
        if chart.is_file():
            lines += ["", f"![BFCL overall]({_link(out_dir, chart)})"]
        lines += _grounding_lines(part)

    lines += [
        "",
        "## Parser conformance (canitoolcall)",
        "",
        f"canitoolcall {t.cases} cases, strict (`assert_conforms`), pipeline `{conf.pipeline}`;"
        + (
            f" {conf.peer_label}'s parser on the same cases through its own code"
            " (`ToolCallingLLM` over a model replying with the recorded output)."
            if conf.peer_label
            else ""
        ),
        "",
    ]
    from benchmarks.dialects import render_conformance_markdown

    lines.append(render_conformance_markdown(conf).rstrip("\n"))

    stat = f"{speed.stat} of {speed.repeats} runs; python {speed.python}"
    lines += [
        "",
        f"## Parse speed ({stat})",
        "",
        "| input | json.loads | parse_envelope(text, names, fns) | ratio | "
        "parse_envelope(text, ctx) | ratio |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for e in speed.envelopes:
        lines.append(
            f"| {e.size_bytes} B envelope, {e.label} | {_us(e.json_loads)} | {_us(e.envelope)} | "
            f"{e.ratio:.2f}x | {_us(e.envelope_ctx)} | {e.ratio_ctx:.2f}x |"
        )
    lines += [
        "",
        "| detector input | all readers | generic path only | target |",
        "|---|---:|---:|---|",
        f"| {speed.prose.label} | {_us(speed.prose.all_readers)} | {_us(speed.prose.generic)} | "
        f"<= {TARGET_PROSE_SECONDS * 1e6:.0f} µs |",
    ]
    adversarial_target = f"<= {TARGET_ADVERSARIAL_SECONDS * 1e3:.0f} ms"
    lines += [
        f"| {d.label} | {_ms(d.all_readers)} | {_ms(d.generic)} | {adversarial_target} |"
        for d in speed.adversarial
    ]
    lines += [
        f"| {d.label} (linearity) | {d.all_readers / d.size_bytes * 1e9:.1f} ns/B | "
        f"{d.generic / d.size_bytes * 1e9:.1f} ns/B | flat |"
        for d in speed.linearity
    ]
    if not speed.adversarial:
        lines += ["", "Adversarial and linearity inputs skipped (`--quick`)."]

    lines += [
        "",
        f"## Wrapper overhead (median of {over.runs} invokes, inner model excluded)",
        "",
        "| invoke | ChatToolcall overhead | inner model invoke |",
        "|---|---:|---:|",
        f"| tool call (1 extractor request) | {over.tool_call_ms:.3f} ms | "
        f"{over.tool_call_inner_ms:.3f} ms |",
        f"| no tools (pass-through) | {over.passthrough_ms:.3f} ms | {over.passthrough_inner_ms:.3f} ms |",
        f"| reference: a bare chat model invoke | - | {over.bare_invoke_ms:.3f} ms |",
        "",
        "Timings on a shared machine are noisy; the load average above is the one at the start.",
    ]
    return "\n".join(lines) + "\n"


def _regrounded_line(part: BfclPart) -> list[str]:
    """One README sentence: ChatToolcall's recorded replies under today's grounding code."""
    if not part.rerendered or part.jsonl is None or not part.jsonl.is_file():
        return []
    from benchmarks.bfcl.replay import replay

    table, left_out = replay(load_bfcl_jsonl(part.jsonl))
    cells = []
    for (system, mode), per in sorted(table.items()):
        if mode == "lenient":
            rates = [sum(v) / len(v) for v in per.values() if v]
            cells.append(f"{system} {100 * sum(rates) / max(len(rates), 1):.1f} %")
    if not cells:
        return []
    skipped = sum(n for (_, mode), n in left_out.items() if mode == "lenient")
    gap = (
        f"; {skipped} system-entries keep their recorded verdict: their turns now ask for a request "
        "the run did not record"
        if skipped
        else ""
    )
    return [
        "",
        "The same recorded ChatToolcall replies under the grounding code of this commit "
        f"(replayed, `python -m benchmarks.bfcl.replay`): {', '.join(cells)} overall (strict){gap}.",
    ]


def _grounding_lines(part: BfclPart) -> list[str]:
    """ChatToolcall's recorded replies re-scored under every grounding mode."""
    if part.jsonl is None or not part.jsonl.is_file():
        return []
    from benchmarks.bfcl.replay import render as render_modes
    from benchmarks.bfcl.replay import replay

    table, left_out = replay(load_bfcl_jsonl(part.jsonl))
    if not table:
        return []
    return [
        "",
        "### Grounding modes on the same replies",
        "",
        "ChatToolcall's recorded replies played back under each grounding mode with the current code",
        "(`python -m benchmarks.bfcl.replay <jsonl>`). Grounding runs after extraction and repair, so",
        "the model's replies are the same in every row; only what grounding makes of them differs.",
        "",
        render_modes(table, left_out),
    ]


def _link(from_dir: Path, target: Path) -> str:
    return Path(os.path.relpath(target.resolve(), from_dir.resolve())).as_posix()


def render_readme_block(report: BenchReport, readme: Path, index: Path) -> str:
    """The headline block for README.md (between the markers; links relative to ``readme``)."""
    if report.bfcl is None:
        msg = "the README block needs BFCL figures; run without --skip-bfcl or pass --bfcl-jsonl PATH"
        raise ValueError(msg)
    here = readme.parent
    part, conf, t = report.bfcl, report.conformance, report.conformance.total
    if part.rerendered:
        bfcl_seconds = float(part.meta.get("wall_seconds", 0.0))
        timing = (
            f"on {report.date}: {_duration(report.seconds)} for conformance, speed and overhead, with BFCL "
            f"re-rendered from a run that took {_duration(bfcl_seconds)}; {report.machine}"
        )
    else:
        timing = f"{_duration(report.seconds)} wall time on {report.date}, BFCL included; {report.machine}"
    lines = [
        "<!-- written by `python -m benchmarks`: edit benchmarks/__main__.py, not this block -->",
        f"`python -m benchmarks` reproduces every figure below in one command ({timing}). Full report: "
        f"[{_link(here, index)}]({_link(here, index)}); BFCL per category and cost: "
        f"[{_link(here, part.page)}]({_link(here, part.page)}); how to run: "
        f"[benchmarks/README.md]({_link(here, REPO_ROOT / 'benchmarks' / 'README.md')}).",
        "",
        f"BFCL, every system on the same model and fixed-seed sample ({_bfcl_context(part)}):",
        "",
    ]
    lines += _bfcl_headline(part)
    lines += _regrounded_line(part)
    published = "; ".join(f"{name} {n} (published)" for name, n in conf.published.items())
    peer = (
        f"{conf.peer_label} {t.peer_passed} "
        f"({t.peer_passed_stripped}; {t.peer_passed_calls}/{t.call_cases}); "
        if conf.peer_label
        else ""
    )
    ratio = report.speed.worst_envelope_ratio
    lines += [
        "",
        "| yardstick | toolcall | peers | target |",
        "|---|---|---|---|",
        f"| canitoolcall conformance, strict passes of {t.cases} cases (special tokens stripped; "
        f"cases with calls) | {t.passed} ({t.passed_stripped}; {t.passed_calls}/{t.call_cases}) | "
        f"{peer}{published} | - |",
        f"| parse_envelope vs json.loads (~1 KB envelope, worst of two) | {ratio:.2f}x | - | "
        f"<= {TARGET_ENVELOPE_RATIO:g}x: {_speed_verdict(report.speed)} |",
        "| ChatToolcall overhead per invoke (inner model excluded) | "
        f"{report.overhead.tool_call_ms:.3f} ms | - | "
        f"<= {TARGET_MS:g} ms: {_overhead_verdict(report.overhead)} |",
    ]
    from benchmarks.bfcl.report import prompt_cost_vs_native

    for c in prompt_cost_vs_native(part.summary):
        if c.key.startswith("toolcall"):
            lines.append(
                f"| {c.label}: prompt tokens per tool vs the native template | {c.median_per_tool:.0f} | "
                f"native {c.median_native_per_tool:.0f} ({c.median_ratio:.2f}x) | - |"
            )
    lines += wall_time_rows(part.summary)
    lines += ["", "Robustness (random and adversarial replies): `benchmarks/fuzz.py`."]
    return "\n".join(lines) + "\n"


TARGET_WALL_RATIO = 1.10
"""Wall time per tool-calling turn within 10 % of the native template's on the same entries."""


def wall_time_rows(summary: Any) -> list[str]:
    """Yardstick rows: each of our systems' seconds per tool-calling turn against the native
    template's, on the BFCL entries both answered with calls (mean, what the target is about,
    and median), and the mean over every entry beside it. An entry answered without a call
    costs a different request (a worded question or answer), so only call turns are paired."""
    from benchmarks.bfcl.report import NATIVE_KEY

    native = summary.systems.get(NATIVE_KEY)
    if native is None or not native.seconds:
        return []
    rows = []
    for system in summary.systems.values():
        if not system.key.startswith("toolcall") or not system.seconds:
            continue
        shared = [i for i in system.call_seconds if i in native.call_seconds]
        if not shared:
            continue
        ours = [system.call_seconds[i] for i in shared]
        theirs = [native.call_seconds[i] for i in shared]
        mean, median = statistics.mean(ours), statistics.median(ours)
        base_mean, base_median = statistics.mean(theirs), statistics.median(theirs)
        ratio = mean / base_mean if base_mean else float("inf")
        every = statistics.mean(system.seconds) / statistics.mean(native.seconds)
        verdict = "met" if ratio <= TARGET_WALL_RATIO else "missed"
        rows.append(
            f"| {system.label}: seconds per tool-calling turn vs the native template (mean; median; "
            f"{len(shared)} entries both answered with calls) | {mean:.2f}; {median:.2f} | native "
            f"{base_mean:.2f}; {base_median:.2f} ({ratio:.2f}x; "
            f"{median / base_median if base_median else float('inf'):.2f}x; every entry {every:.2f}x) | "
            f"<= {TARGET_WALL_RATIO:.2f}x: {verdict} |"
        )
    return rows


# --------------------------------------------------------------------------- CLI


def _parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, argparse.Namespace]:
    from benchmarks.bfcl.__main__ import _parse_args as parse_bfcl_args

    p = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description=__doc__.split("\n")[0],
        allow_abbrev=False,
        epilog="Every other flag goes to the BFCL harness (see `python -m benchmarks.bfcl --help`): "
        "--per-category, --full, --seed, --model, --systems, --categories, --dry-run, --out-dir, "
        "--results-dir, --max-tokens, --n-ctx, --threads, --quiet.",
    )
    bfcl = p.add_mutually_exclusive_group()
    bfcl.add_argument("--skip-bfcl", action="store_true", help="no BFCL part (README.md is then left alone)")
    bfcl.add_argument(
        "--bfcl-jsonl",
        type=Path,
        default=None,
        metavar="PATH",
        help="re-render BFCL from a finished run's JSONL",
    )
    p.add_argument(
        "--quick", action="store_true", help="fewer timing repeats, no adversarial/linearity inputs"
    )
    p.add_argument("--speed-repeats", type=int, default=None, help=f"timed runs per speed figure ({REPEATS})")
    p.add_argument(
        "--overhead-runs", type=int, default=None, help=f"timed invokes per overhead figure ({RUNS})"
    )
    p.add_argument(
        "--readme", type=Path, default=DEFAULT_README, help="README whose marker block is rewritten"
    )
    p.add_argument("--no-readme", action="store_true", help="do not rewrite the README block")
    own, rest = p.parse_known_args(argv)
    if own.bfcl_jsonl is not None and not own.bfcl_jsonl.is_file():
        p.error(f"--bfcl-jsonl {own.bfcl_jsonl}: no such file; expected benchmarks/results/bfcl-*.jsonl")
    for flag in ("speed_repeats", "overhead_runs"):
        value = getattr(own, flag)
        if value is not None and value < 1:
            p.error(f"--{flag.replace('_', '-')} must be >= 1; got {value}")
    bfcl_args = parse_bfcl_args(rest)
    if own.skip_bfcl or own.bfcl_jsonl is not None:
        used = {"--out-dir", "--dry-run", "--quiet"}
        ignored = [a for a in rest if a.startswith("--") and a.split("=")[0] not in used]
        if ignored:
            print(f"python -m benchmarks: BFCL flags ignored without a BFCL run: {ignored}", file=sys.stderr)
    bfcl_args.argv = list(rest)
    return own, bfcl_args


def _is_dry_jsonl(path: Path) -> bool:
    sidecar = _meta_sidecar(path)
    if sidecar.is_file():
        return bool(json.loads(sidecar.read_text(encoding="utf-8")).get("model") == _DRY_MODEL)
    m = _JSONL_NAME.match(path.name)
    return bool(m and m["tag"] == "dry-run")


def _machine() -> str:
    load = f", load average {os.getloadavg()[0]:.1f} at start" if hasattr(os, "getloadavg") else ""
    return f"{os.cpu_count()} CPUs{load}"


def _step(name: str, start: float) -> None:
    print(f"[benchmarks] {name}: {time.perf_counter() - start:.1f} s", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point: measure everything, write the pages, print the wall time."""
    start = time.perf_counter()
    raw = list(sys.argv[1:] if argv is None else argv)
    own, bfcl_args = _parse_args(raw)
    machine = _machine()
    dry = bool(bfcl_args.dry_run or (own.bfcl_jsonl is not None and _is_dry_jsonl(own.bfcl_jsonl)))
    out_dir: Path = bfcl_args.out_dir or (DRY_RUN_DIR if dry else DOCS_DIR)
    touch_readme = not (dry or own.no_readme or own.skip_bfcl)
    if touch_readme:  # fail before an hour of BFCL, not after
        try:
            find_readme_block(own.readme.read_text(encoding="utf-8"), str(own.readme))
        except (OSError, ReadmeBlockError) as e:
            print(f"python -m benchmarks: error: {e}", file=sys.stderr)
            return 2

    t0 = time.perf_counter()
    conformance = measure_conformance()
    _step("conformance", t0)
    t0 = time.perf_counter()
    speed = measure_parse_speed(
        repeats=own.speed_repeats or (QUICK_REPEATS if own.quick else REPEATS),
        adversarial=not own.quick,
        linearity=not own.quick,
    )
    _step("parse speed", t0)
    t0 = time.perf_counter()
    overhead = measure_wrapper_overhead(own.overhead_runs or (QUICK_OVERHEAD_RUNS if own.quick else RUNS))
    _step("wrapper overhead", t0)

    bfcl: BfclPart | None = None
    t0 = time.perf_counter()
    if own.bfcl_jsonl is not None:
        bfcl = rerender_bfcl(own.bfcl_jsonl, out_dir)
        _step("BFCL re-rendered", t0)
    elif not own.skip_bfcl:
        bfcl = _run_bfcl(bfcl_args, out_dir)
        _step("BFCL", t0)

    report = BenchReport(
        conformance=conformance,
        speed=speed,
        overhead=overhead,
        bfcl=bfcl,
        command="python -m benchmarks" + "".join(" " + shlex.quote(a) for a in raw),
        date=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        seconds=time.perf_counter() - start,
        machine=machine,
        dry_run=dry,
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    index = out_dir / "README.md"
    index.write_text(render_index(report, out_dir), encoding="utf-8")
    print(f"report: {index}")
    if bfcl is not None:
        print(f"BFCL report: {bfcl.page}" + (f"\nper-entry outputs: {bfcl.jsonl}" if bfcl.jsonl else ""))
    if touch_readme:
        rewrite_readme_block(own.readme, render_readme_block(report, own.readme, index))
        print(f"README block rewritten: {own.readme}")
    else:
        why = "dry run" if dry else ("--no-readme" if own.no_readme else "no BFCL figures (--skip-bfcl)")
        print(f"README left unchanged ({why})")
    print(f"wall time: {_duration(time.perf_counter() - start)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
