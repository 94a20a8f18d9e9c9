"""Per-family canitoolcall table: strict passes with special tokens and stripped, for our
detector and for the peer parsers on the same cases (tool-calling-llm 0.1.2, and
agent-tool-parser 0.1.3 when installed), plus our median parse time, printed as Markdown.

Usage: ``python benchmarks/dialects.py [--no-peer]``; ``python -m benchmarks`` calls
:func:`measure_conformance` for the report.

Install the extra peer with ``pip install --no-deps agent-tool-parser==0.1.3`` (no
dependencies; a Rust extension with a pure-Python fallback). toolcall-gateway 1.0.0, the
other parser of tagged tool-call text on PyPI, requires Python >= 3.12 and is not run on
the 3.11 benchmark environment.

Data flow::

    canitoolcall corpus (469 cases, 9 families; loaded by tests/unit_tests/test_canitoolcall.py)
        -> ours: the test's adapter ``_parse`` (prompt_toolcall.reading.detect.detect)        -> ParseResult
        -> peer: parse_with_tool_calling_llm (its ToolCallingLLM over a model
                 that replies with the case's raw output)                       -> ParseResult
        -> other peers (OTHER_PEERS, when importable): parse_with_agent_tool_parser -> ParseResult
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
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from canitoolcall.fixtures import Fixture
from canitoolcall.pytest_plugin import assert_conforms
from canitoolcall.results import ParsedToolCall, ParseResult

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: benchmarks/ is not an installed package
    sys.path.insert(0, str(ROOT))

__all__ = [
    "OTHER_PEERS",
    "PEER_LABEL",
    "PUBLISHED_SOURCE",
    "PUBLISHED_STRICT_PASSES",
    "ConformanceFigures",
    "FamilyConformance",
    "PeerConformance",
    "load_adapter",
    "measure_conformance",
    "parse_with_agent_tool_parser",
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
class PeerConformance:
    """One extra peer's figures on one family (or the whole corpus).

    ``exact_calls`` counts cases with calls whose parsed calls equal the expected ones
    (name and arguments, in order); ``no_invented`` counts cases without calls where the
    parser returned none. Both ignore content and reasoning, which some peers do not split.
    """

    label: str
    passed: int
    passed_stripped: int
    exact_calls: int
    no_invented: int


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
    exact_calls: int = 0
    """Cases with calls where ours returns exactly the expected calls (content ignored)."""
    no_invented: int = 0
    """Cases without calls where ours returns no call."""
    peer_exact_calls: int | None = None
    peer_no_invented: int | None = None
    others: tuple[PeerConformance, ...] = ()
    """The extra peers of :data:`OTHER_PEERS` that could be imported."""


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

    from benchmarks.bfcl.systems import tool_calling_llm_class

    raw = fx.raw_output if text is None else text
    model = tool_calling_llm_class()(inner=FakeListChatModel(responses=[raw]))
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


def _tool_name(tool: Mapping[str, object]) -> str:
    inner = tool.get("function")
    if isinstance(inner, Mapping) and isinstance(inner.get("name"), str):
        return str(inner["name"])
    return str(tool.get("name", ""))


def parse_with_agent_tool_parser(fx: Fixture, text: str | None = None) -> ParseResult:
    """agent-tool-parser 0.1.3's reading of a canitoolcall case, through its own code.

    Its ``ToolParser(allowed_tools=...)`` with its shipped defaults (thinking stripped, its
    default tool and parameter aliases, no shell fallback) reads every call of the reply
    with ``try_parse_all``. It returns calls only; as a caller would, the reply (thinking
    stripped by its own ``strip_thinking``) is taken as the content when it finds no call.
    An exception is a parse outcome, as for the other peer; that includes the
    ``PanicException`` (a ``BaseException``) its Rust extension raises on some non-ASCII
    replies (slicing a string inside a multi-byte character).
    """
    import agent_tool_parser as atp

    raw = fx.raw_output if text is None else text
    try:
        parser = atp.ToolParser(allowed_tools={_tool_name(t) for t in fx.tools})
        calls = parser.try_parse_all(raw)
        content = None if calls else (atp.strip_thinking(raw).strip() or None)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as e:
        return ParseResult(exception=f"{type(e).__name__}: {str(e)[:200]}")
    return ParseResult(
        content=content,
        tool_calls=tuple(ParsedToolCall(c.name, json.dumps(c.args, ensure_ascii=False)) for c in calls),
    )


OTHER_PEERS: dict[str, tuple[str, Callable[[Fixture, str | None], ParseResult]]] = {
    "agent-tool-parser 0.1.3": ("agent_tool_parser", parse_with_agent_tool_parser),
}
"""Extra peers: label -> (module that must import, parse function). A peer whose module
is not installed is left out of the table (and said so under it)."""


def _available_peers() -> list[tuple[str, Callable[[Fixture, str | None], ParseResult]]]:
    found = []
    for label, (module, fn) in OTHER_PEERS.items():
        if importlib.util.find_spec(module) is not None:
            found.append((label, fn))
    return found


def _exact_calls(fx: Fixture, parsed: ParseResult) -> bool:
    """The parsed calls equal the expected calls (names and decoded arguments, in order)."""
    if fx.expected is None or parsed.exception:
        return False
    want = [(c.name, dict(c.arguments)) for c in fx.expected.tool_calls]
    try:
        got = [(c.name, json.loads(c.arguments_raw or "null")) for c in parsed.tool_calls]
    except ValueError:
        return False
    return got == want


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
    # family -> [cases, ours, ours stripped, peer, peer stripped, call cases, ours on them,
    #            peer on them, ours exact calls, ours no invented, peer exact, peer no invented]
    rows: dict[str, list[int]] = defaultdict(lambda: [0] * 12)
    others = _available_peers() if peer else []
    # family -> label -> [passed, passed stripped, exact calls, no invented]
    other_rows: dict[str, dict[str, list[int]]] = defaultdict(lambda: {lb: [0] * 4 for lb, _ in others})
    times: dict[str, list[float]] = defaultdict(list)
    for fx in fixtures:
        row = rows[fx.family]
        stripped = adapter._strip_special(fx)
        has_calls = fx.expected is not None and bool(fx.expected.tool_calls)
        parsed = adapter._parse(fx, detector=detector)
        ours = _passes(fx, parsed)
        row[0] += 1
        row[1] += ours
        row[2] += _passes(fx, adapter._parse(fx, stripped, detector))
        row[5] += has_calls
        row[6] += has_calls and ours
        row[8] += has_calls and _exact_calls(fx, parsed)
        row[9] += not has_calls and not parsed.tool_calls
        if peer:
            theirs_parsed = parse_with_tool_calling_llm(fx)
            theirs = _passes(fx, theirs_parsed)
            row[3] += theirs
            row[4] += _passes(fx, parse_with_tool_calling_llm(fx, stripped))
            row[7] += has_calls and theirs
            row[10] += has_calls and _exact_calls(fx, theirs_parsed)
            row[11] += not has_calls and not theirs_parsed.tool_calls and not theirs_parsed.exception
        for label, fn in others:
            got = fn(fx, None)
            o = other_rows[fx.family][label]
            o[0] += _passes(fx, got)
            o[1] += _passes(fx, fn(fx, stripped))
            o[2] += has_calls and _exact_calls(fx, got)
            o[3] += not has_calls and not got.tool_calls and not got.exception
        for _ in range(repeats):
            t0 = time.perf_counter()
            adapter._parse(fx, detector=detector)
            times[fx.family].append(time.perf_counter() - t0)

    def make(
        family: str, counts: Sequence[int], samples: list[float], other: Mapping[str, Sequence[int]]
    ) -> FamilyConformance:
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
            counts[8],
            counts[9],
            counts[10] if peer else None,
            counts[11] if peer else None,
            tuple(PeerConformance(lb, *other[lb]) for lb, _ in others),
        )

    per_family = tuple(make(f, rows[f], times[f], other_rows[f]) for f in sorted(rows))
    totals = [sum(r[i] for r in rows.values()) for i in range(12)]
    other_totals = {lb: [sum(other_rows[f][lb][i] for f in rows) for i in range(4)] for lb, _ in others}
    total = make("all", totals, [t for ts in times.values() for t in ts], other_totals)
    return ConformanceFigures(pipeline, per_family, total, PEER_LABEL if peer else None)


def render_conformance_markdown(figs: ConformanceFigures) -> str:
    """The per-family table and the whole-corpus comparison, as Markdown."""
    peer = figs.peer_label is not None
    head = "| family | cases | passed | passed (special tokens stripped) |"
    rule = "|---|---:|---:|---:|"
    if peer:
        head += f" {figs.peer_label} | {figs.peer_label} (stripped) |"
        rule += "---:|---:|"
    for o in figs.total.others:
        head += f" {o.label} | {o.label} (stripped) |"
        rule += "---:|---:|"
    head += " median parse |"
    rule += "---:|"
    lines = [head, rule]

    def row(r: FamilyConformance, bold: bool = False) -> str:
        name, ok = (f"**{r.family}**", f"**{r.passed}**") if bold else (r.family, str(r.passed))
        cells = [name, str(r.cases), ok, str(r.passed_stripped)]
        if peer:
            cells += [str(r.peer_passed), str(r.peer_passed_stripped)]
        for o in r.others:
            cells += [str(o.passed), str(o.passed_stripped)]
        cells.append(f"{r.median_parse_us:.0f} µs")
        return "| " + " | ".join(cells) + " |"

    lines += [row(r) for r in figs.families]
    lines.append(row(figs.total, bold=True))
    t = figs.total
    no_calls = t.cases - t.call_cases
    lines += [
        "",
        f"| parser ({t.cases} cases) | strict passes | special tokens stripped | "
        f"of the {t.call_cases} cases with calls | exact calls (of {t.call_cases}) | "
        f"no call invented (of {no_calls}) |",
        "|---|---:|---:|---:|---:|---:|",
        f"| toolcall `{figs.pipeline}` | {t.passed} | {t.passed_stripped} | {t.passed_calls} | "
        f"{t.exact_calls} | {t.no_invented} |",
    ]
    if peer:
        lines.append(
            f"| {figs.peer_label} | {t.peer_passed} | {t.peer_passed_stripped} | {t.peer_passed_calls} | "
            f"{t.peer_exact_calls} | {t.peer_no_invented} |"
        )
    lines += [
        f"| {o.label} | {o.passed} | {o.passed_stripped} | - | {o.exact_calls} | {o.no_invented} |"
        for o in t.others
    ]
    lines += [f"| {name} (published) | {n} | - | - | - | - |" for name, n in figs.published.items()]
    lines += ["", f"Published figures: {figs.published_source}; whole corpus only."]
    if peer:
        lines += [
            "",
            f"{figs.peer_label}'s parser reads one JSON object with `tool`/`name` and `tool_input`/",
            "`parameters` keys (the format its own prompt asks for); a reply with no such object comes",
            "back as content, which is why most of its passes are cases without a call.",
        ]
    if any(o.label.startswith("agent-tool-parser") for o in t.others):
        lines += [
            "",
            "agent-tool-parser returns calls only (content is taken as the reply when it finds none),",
            "lowercases tool names and applies its shipped parameter aliases (e.g. `query` -> `pattern`),",
            "so its strict passes undercount it; the exact-calls column compares calls alone.",
        ]
    missing = [lb for lb, (mod, _) in OTHER_PEERS.items() if lb not in {o.label for o in t.others}]
    if peer and missing:
        lines += ["", "Not installed, so not run: " + ", ".join(missing) + "."]
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
