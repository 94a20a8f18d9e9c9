"""Per-family canitoolcall table: strict passes with special tokens and stripped, for our
detector and for tool-calling-llm 0.1.2's parser on the same cases, plus our median parse
time, printed as Markdown.

Usage: ``python benchmarks/dialects.py [--no-peer]``; ``python -m benchmarks`` calls
:func:`measure_conformance` for the report.

Data flow::

    canitoolcall corpus (469 cases, 9 families; loaded by tests/unit_tests/test_canitoolcall.py)
        -> ours: the test's adapter ``_parse`` (prompt_toolcall.reading.detect.detect)        -> ParseResult
        -> peer: parse_with_tool_calling_llm (its ToolCallingLLM over a model
                 that replies with the case's raw output)                       -> ParseResult
        -> canitoolcall's own assert_conforms (strict), on the reply as recorded and with
           the family's special tokens stripped (the test's SPECIAL_TOKENS)
        -> ConformanceFigures (per family + all) -> Markdown

It reuses the adapter of ``tests/unit_tests/test_canitoolcall.py`` so the table and the
test measure the same thing. llama.cpp and vLLM are not run here: their published
whole-corpus figures are quoted (PUBLISHED_STRICT_PASSES).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
import types
from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from canitoolcall.fixtures import Fixture
from canitoolcall.pytest_plugin import assert_conforms
from canitoolcall.results import ParsedToolCall, ParseResult

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: benchmarks/ is not an installed package
    sys.path.insert(0, str(ROOT))

__all__ = [
    "PEER_LABEL",
    "PUBLISHED_SOURCE",
    "PUBLISHED_STRICT_PASSES",
    "ConformanceFigures",
    "FamilyConformance",
    "load_adapter",
    "measure_conformance",
    "parse_with_tool_calling_llm",
    "render_conformance_markdown",
]

REPEATS = 5
"""Timed parses per case (the median of all of a family's timings is reported)."""

PEER_LABEL = "tool-calling-llm 0.1.2"

PUBLISHED_STRICT_PASSES: dict[str, int] = {"llama.cpp a25c9865": 278, "vLLM 0.30.0": 268}
"""Strict passes (``pass``, not ``soft_pass``) of the whole 469-case corpus through each
engine's own parser, from canitoolcall's results snapshot 2026-09-25
(``results/2026-09-25/README.md`` in the canitoolcall repository). Only whole-corpus
counts are published there, so the per-family table has no llama.cpp / vLLM columns."""
PUBLISHED_SOURCE = "canitoolcall results snapshot 2026-09-25 (results/2026-09-25/README.md)"


@dataclass(frozen=True)
class FamilyConformance:
    """Strict passes of one family (or of the whole corpus, ``family == "all"``)."""

    family: str
    cases: int
    passed: int
    passed_stripped: int
    median_parse_us: float
    peer_passed: int | None = None
    peer_passed_stripped: int | None = None
    call_cases: int = 0
    """Cases whose expected result has calls."""
    passed_calls: int = 0
    """Strict passes among ``call_cases`` (ours, reply as recorded)."""
    peer_passed_calls: int | None = None
    """Strict passes among ``call_cases`` (tool-calling-llm, reply as recorded)."""


@dataclass(frozen=True)
class ConformanceFigures:
    """What :func:`measure_conformance` measured."""

    pipeline: str
    families: tuple[FamilyConformance, ...]
    total: FamilyConformance
    peer_label: str | None = PEER_LABEL
    published: Mapping[str, int] = field(default_factory=lambda: dict(PUBLISHED_STRICT_PASSES))
    published_source: str = PUBLISHED_SOURCE


def load_adapter() -> types.ModuleType:
    """``tests/unit_tests/test_canitoolcall.py`` as a module (its FIXTURES, _parse, _strip_special)."""
    name = "_canitoolcall_adapter"
    if name in sys.modules:
        return sys.modules[name]
    path = ROOT / "tests" / "unit_tests" / "test_canitoolcall.py"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        msg = f"cannot load the canitoolcall adapter from {path}: expected the repository's test file"
        raise ImportError(msg)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def parse_with_tool_calling_llm(fx: Fixture, text: str | None = None) -> ParseResult:
    """tool-calling-llm 0.1.2's reading of a canitoolcall case, through its own code.

    Its ``ToolCallingLLM`` mixin (mixed into the BFCL harness's delegate, as in
    ``benchmarks/bfcl/systems.py``) wraps a fake chat model whose reply is the case's raw
    output (or ``text``); the case's tools are bound with its ``bind_tools``. So its prompt
    building, ``_process_response`` (``json.loads``, then ``parse_json_garbage``, then the
    ``tool``/``name`` and ``tool_input``/``parameters`` keys) and its AIMessage are what
    is measured, unchanged. Its parser expects its own ``{"tool", "tool_input"}`` object;
    the corpus holds what models trained on their own formats actually emit.

    An exception raised by its parser is a parse outcome (canitoolcall's adapter contract):
    ``ParseResult(exception="Type: message")``.
    """
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langchain_core.messages import AIMessage, HumanMessage

    from benchmarks.bfcl.systems import _tool_calling_llm_class

    raw = fx.raw_output if text is None else text
    model = _tool_calling_llm_class()(inner=FakeListChatModel(responses=[raw]))
    bound = model.bind_tools([dict(t) for t in fx.tools])
    try:
        # The request text is irrelevant: the fake model replies with the recorded output.
        message = bound.invoke([HumanMessage("(canitoolcall replay)")])
    except Exception as e:  # its parser raising is an outcome, not a harness error
        return ParseResult(exception=f"{type(e).__name__}: {e}")
    if not isinstance(message, AIMessage):
        msg = f"tool-calling-llm returned {type(message).__name__}; expected an AIMessage"
        raise TypeError(msg)
    content = message.content if isinstance(message.content, str) else message.text
    return ParseResult(
        content=content or None,
        tool_calls=tuple(
            ParsedToolCall(tc["name"], json.dumps(tc["args"], ensure_ascii=False))
            for tc in message.tool_calls
        ),
    )


def _passes(fx: Fixture, parsed: ParseResult) -> bool:
    try:
        assert_conforms(fx, parsed)
    except AssertionError:
        return False
    return True


def measure_conformance(
    pipeline: str = "detect",
    *,
    repeats: int = REPEATS,
    peer: bool = True,
    families: Collection[str] | None = None,
) -> ConformanceFigures:
    """Run the canitoolcall corpus through our detector and (optionally) tool-calling-llm.

    Args:
        pipeline: a key of the test adapter's ``PIPELINES`` (``detect``).
        repeats: timed parses per case for our median parse time.
        peer: also run tool-calling-llm 0.1.2's parser (needs ``tool-calling-llm``).
        families: only these families (default: all).

    Returns:
        Per-family and whole-corpus strict passes, with and without special tokens.
    """
    adapter = load_adapter()
    if pipeline not in adapter.PIPELINES:
        msg = f"unknown pipeline {pipeline!r}; expected one of {sorted(adapter.PIPELINES)}"
        raise ValueError(msg)
    detector = adapter.PIPELINES[pipeline]
    fixtures = [fx for fx in adapter.FIXTURES if families is None or fx.family in families]
    if not fixtures:
        msg = f"no canitoolcall case in families {sorted(families or ())}; the corpus has " + ", ".join(
            sorted({fx.family for fx in adapter.FIXTURES})
        )
        raise ValueError(msg)
    # family -> [cases, ours, ours stripped, peer, peer stripped, call cases, ours on them, peer on them]
    rows: dict[str, list[int]] = defaultdict(lambda: [0] * 8)
    times: dict[str, list[float]] = defaultdict(list)
    for fx in fixtures:
        row = rows[fx.family]
        stripped = adapter._strip_special(fx)
        has_calls = fx.expected is not None and bool(fx.expected.tool_calls)
        ours = _passes(fx, adapter._parse(fx, detector=detector))
        row[0] += 1
        row[1] += ours
        row[2] += _passes(fx, adapter._parse(fx, stripped, detector))
        row[5] += has_calls
        row[6] += has_calls and ours
        if peer:
            theirs = _passes(fx, parse_with_tool_calling_llm(fx))
            row[3] += theirs
            row[4] += _passes(fx, parse_with_tool_calling_llm(fx, stripped))
            row[7] += has_calls and theirs
        for _ in range(repeats):
            t0 = time.perf_counter()
            adapter._parse(fx, detector=detector)
            times[fx.family].append(time.perf_counter() - t0)

    def make(family: str, counts: Sequence[int], samples: list[float]) -> FamilyConformance:
        return FamilyConformance(
            family,
            counts[0],
            counts[1],
            counts[2],
            statistics.median(samples) * 1e6 if samples else 0.0,
            counts[3] if peer else None,
            counts[4] if peer else None,
            counts[5],
            counts[6],
            counts[7] if peer else None,
        )

    per_family = tuple(make(f, rows[f], times[f]) for f in sorted(rows))
    totals = [sum(r[i] for r in rows.values()) for i in range(8)]
    total = make("all", totals, [t for ts in times.values() for t in ts])
    return ConformanceFigures(pipeline, per_family, total, PEER_LABEL if peer else None)


def render_conformance_markdown(figs: ConformanceFigures) -> str:
    """The per-family table and the whole-corpus comparison, as Markdown."""
    peer = figs.peer_label is not None
    head = "| family | cases | passed | passed (special tokens stripped) |"
    rule = "|---|---:|---:|---:|"
    if peer:
        head += f" {figs.peer_label} | {figs.peer_label} (stripped) |"
        rule += "---:|---:|"
    head += " median parse |"
    rule += "---:|"
    lines = [head, rule]

    def row(r: FamilyConformance, bold: bool = False) -> str:
        name, ok = (f"**{r.family}**", f"**{r.passed}**") if bold else (r.family, str(r.passed))
        cells = [name, str(r.cases), ok, str(r.passed_stripped)]
        if peer:
            cells += [str(r.peer_passed), str(r.peer_passed_stripped)]
        cells.append(f"{r.median_parse_us:.0f} µs")
        return "| " + " | ".join(cells) + " |"

    lines += [row(r) for r in figs.families]
    lines.append(row(figs.total, bold=True))
    t = figs.total
    lines += [
        "",
        f"| parser ({t.cases} cases) | strict passes | special tokens stripped | "
        f"of the {t.call_cases} cases with calls |",
        "|---|---:|---:|---:|",
        f"| toolcall `{figs.pipeline}` | {t.passed} | {t.passed_stripped} | {t.passed_calls} |",
    ]
    if peer:
        lines.append(
            f"| {figs.peer_label} | {t.peer_passed} | {t.peer_passed_stripped} | {t.peer_passed_calls} |"
        )
    lines += [f"| {name} (published) | {n} | - | - |" for name, n in figs.published.items()]
    lines += ["", f"Published figures: {figs.published_source}; whole corpus only."]
    if peer:
        lines += [
            "",
            f"{figs.peer_label}'s parser reads one JSON object with `tool`/`name` and `tool_input`/",
            "`parameters` keys (the format its own prompt asks for); a reply with no such object comes",
            "back as content, which is why most of its passes are cases without a call.",
        ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> None:
    """Script entry point: measure and print the Markdown table."""
    adapter = load_adapter()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pipeline", default="detect", choices=list(adapter.PIPELINES))
    parser.add_argument("--no-peer", action="store_true", help="skip tool-calling-llm's parser")
    args = parser.parse_args(argv)
    figs = measure_conformance(args.pipeline, peer=not args.no_peer)
    print(f"canitoolcall {figs.total.cases} cases, pipeline `{figs.pipeline}`\n")
    print(render_conformance_markdown(figs), end="")


if __name__ == "__main__":
    main()
