"""Parser speed: envelope vs json.loads, the detector on prose and on adversarial input.

Run: ``python benchmarks/parse_speed.py`` (prints medians; ``--quick`` for fewer repeats,
``--min`` for the fastest run instead of the median, useful on a busy machine).
``python -m benchmarks`` calls :func:`measure_parse_speed` for the report.

Data flow::

    fixed inputs (two ~1 KB envelopes, 4 KB prose, 1 MB adversarial texts, 10 KB..1 MB ramps)
        -> measure(fn): a call count that fills ~50 ms, REPEATS such runs, median (or fastest)
        -> ParseSpeedFigures (seconds per call) -> printed lines / the report's speed table

Targets: parse_envelope on a clean ~1 KB envelope <= 3x json.loads of its payload; the
detector on 4 KB of prose with no call <= 50 us; on 1 MB adversarial input <= 100 ms; time
per byte roughly flat from 10 KB to 1 MB (linear, not quadratic). Reason: parsing must stay
invisible beside a model request of seconds, and a hostile or runaway reply must not stall
the agent loop.

Every detector figure is given twice: with the dialect readers registered in
``prompt_toolcall.reading.dialects`` (what users get) and with the generic JSON path alone (this
module's own cost), so a slow reader shows up as the difference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

import prompt_toolcall.reading.detect as detect_module
from prompt_toolcall.reading.detect import build_context, detect
from prompt_toolcall.reading.dialects import ReaderClaims
from prompt_toolcall.reading.envelope import parse_envelope
from prompt_toolcall.reading.markers import TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool

__all__ = [
    "DetectorTiming",
    "EnvelopeTiming",
    "ParseSpeedFigures",
    "measure",
    "measure_parse_speed",
    "print_figures",
]

REPEATS = 11
"""Timed runs per figure (the median is reported). UNMEASURED: chosen so a full run stays
under a minute on 2 shared cores; ``--quick`` uses QUICK_REPEATS."""
QUICK_REPEATS = 5
"""Timed runs per figure with ``--quick``."""
BUDGET_SECONDS = 0.05
"""Wall time one timed run aims at (calls are repeated until it is filled; at most
MAX_NUMBER calls). UNMEASURED: long enough to swamp perf_counter's resolution."""
MAX_NUMBER = 20_000
"""Most calls in one timed run."""

TARGET_ENVELOPE_RATIO = 3.0
"""parse_envelope <= 3x json.loads of the same payload: reading the envelope should cost about
one JSON decode, so a larger ratio means needless passes over the text."""
TARGET_PROSE_SECONDS = 50e-6
"""The detector on 4 KB of prose with no call <= 50 us: most replies are such prose, so every
plain answer pays this."""
TARGET_ADVERSARIAL_SECONDS = 0.1
"""The detector on 1 MB of adversarial input <= 100 ms: a hostile or runaway reply must not
stall the agent loop."""

Stat = Literal["median", "fastest"]

FUNCTIONS = [
    FunctionTool(
        "get_weather",
        "Current weather for a city.",
        {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "days": {"type": "integer"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
                "hourly": {"type": "boolean"},
            },
            "required": ["city"],
        },
    ),
    FunctionTool(
        "send_email",
        "Send an email.",
        {
            "type": "object",
            "properties": {
                "to": {"type": "string"},
                "subject": {"type": "string"},
                "body": {"type": "string"},
                "cc": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["to", "body"],
        },
    ),
]
NAMES = frozenset(f.name for f in FUNCTIONS)


@dataclass(frozen=True)
class EnvelopeTiming:
    """Seconds per call for one clean envelope: json.loads of its payload vs parse_envelope."""

    label: str
    size_bytes: int
    json_loads: float
    envelope: float
    """``parse_envelope(text, names, functions)``: what the extractor calls."""
    envelope_ctx: float
    """``parse_envelope(text, ctx)`` with a prebuilt ReadContext."""

    @property
    def ratio(self) -> float:
        """``parse_envelope(text, names, functions)`` / ``json.loads``."""
        return self.envelope / self.json_loads

    @property
    def ratio_ctx(self) -> float:
        """``parse_envelope(text, ctx)`` / ``json.loads``."""
        return self.envelope_ctx / self.json_loads


@dataclass(frozen=True)
class DetectorTiming:
    """Seconds per ``detect`` call on one input, with all readers and with the generic path only."""

    label: str
    size_bytes: int
    all_readers: float
    generic: float


@dataclass(frozen=True)
class ParseSpeedFigures:
    """Everything :func:`measure_parse_speed` measured (seconds per call)."""

    stat: Stat
    repeats: int
    python: str
    envelopes: tuple[EnvelopeTiming, ...]
    prose: DetectorTiming
    adversarial: tuple[DetectorTiming, ...] = ()
    linearity: tuple[DetectorTiming, ...] = ()

    @property
    def worst_envelope_ratio(self) -> float:
        """The largest ``parse_envelope(text, names, functions)`` / ``json.loads`` ratio."""
        return max(e.ratio for e in self.envelopes)

    @property
    def worst_adversarial(self) -> DetectorTiming | None:
        """The slowest adversarial input (all readers), if measured."""
        return max(self.adversarial, key=lambda d: d.all_readers, default=None)


def _seconds_per_call(fn: Callable[[], Any], *, number: int, repeats: int, stat: Stat) -> float:
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - start) / number)
    # The median is the figure; on a shared machine the fastest run is the least disturbed.
    return min(runs) if stat == "fastest" else statistics.median(runs)


def _number_for(fn: Callable[[], Any], budget: float = BUDGET_SECONDS) -> int:
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, min(MAX_NUMBER, int(budget / once)))


def measure(
    fn: Callable[[], Any], *, repeats: int = REPEATS, stat: Stat = "median", budget: float = BUDGET_SECONDS
) -> float:
    """Seconds per call of ``fn``: the median (or fastest) of ``repeats`` timed runs.

    Args:
        fn: the call to time (no arguments).
        repeats: timed runs.
        stat: ``median`` or ``fastest``.
        budget: seconds one timed run aims at; the call count is derived from one call.

    Returns:
        Seconds per call.
    """
    return _seconds_per_call(fn, number=_number_for(fn, budget), repeats=repeats, stat=stat)


@contextmanager
def generic_only() -> Iterator[None]:
    """Run ``detect`` with no dialect reader (the generic JSON path alone)."""
    saved = detect_module.dispatch_readers
    detect_module.dispatch_readers = lambda text, ctx: ReaderClaims()
    try:
        yield
    finally:
        detect_module.dispatch_readers = saved


def _envelopes() -> dict[str, tuple[str, str]]:
    """Two clean ~1 KB envelopes: many small arguments, and one call with a long body."""
    many = [
        {"name": "get_weather", "arguments": {"city": "Lima", "days": 3, "unit": "celsius", "hourly": False}},
        {"name": "get_weather", "arguments": {"city": "Quito", "days": 5, "unit": "celsius", "hourly": True}},
        {
            "name": "send_email",
            "arguments": {
                "to": "team@example.com",
                "subject": "Weather summary for the trip",
                "body": "Hi all, " + "the forecast looks fine for both cities this week. " * 9,
                "cc": ["a@example.com", "b@example.com"],
            },
        },
    ]
    one = [
        {
            "name": "send_email",
            "arguments": {
                "to": "team@example.com",
                "subject": "Weather summary",
                "body": "Hi all, " + "the forecast looks fine for both cities this week. " * 17,
            },
        }
    ]
    out = {}
    for label, calls in (("3 calls, 14 values", many), ("1 call, 3 values", one)):
        payload = json.dumps({"calls": calls})
        out[label] = (TOOL_CALL_MARKER + payload, payload)
    return out


PROSE = (
    "The weather in Lima is mild for most of the year, with a long grey season that locals call "
    "garua. Quito sits high in the Andes, so mornings are cool even near the equator. "
) * 30


def _adversarial() -> dict[str, str]:
    mb = 1_000_000
    return {
        "1 MB of [": "[" * mb,
        "1 MB of {": "{" * mb,
        "1 MB [{ alternating": "[{" * (mb // 2),
        "1 MB nested [[..]]": "[" * (mb // 2) + "]" * (mb // 2),
        "1 MB [[] never closing": "[[]" * (mb // 3),
        "1 MB [][] spans": "[]" * (mb // 2),
        "1 MB of quotes": '"' * mb,
        "10,000 { then a call": "{" * 10_000 + '{"name": "get_weather", "arguments": {"city": "Lima"}}',
        "1 MB <think> openers": "<think>" * (mb // 7),
        "1 MB prose + call at end": ("word " * (mb // 5))[: mb - 60]
        + '{"name": "get_weather", "arguments": {"city": "Lima"}}',
    }


def _linearity_inputs() -> dict[str, str]:
    unit = "Some prose with [a bracket] and {a brace} and 'quotes'. "
    call = '{"name": "get_weather", "arguments": {"city": "Lima"}}'
    out: dict[str, str] = {}
    for size in (10_000, 100_000, 1_000_000):
        out[f"{size // 1000} KB"] = (unit * (size // len(unit) + 1))[: size - len(call)] + call
    for size in (10_000, 100_000, 1_000_000):
        out[f"{size // 1000} KB of [[]"] = "[[]" * (size // 3)
    return out


def measure_parse_speed(
    *,
    repeats: int = REPEATS,
    stat: Stat = "median",
    budget: float = BUDGET_SECONDS,
    adversarial: bool = True,
    linearity: bool = True,
) -> ParseSpeedFigures:
    """Time the envelope parser and the detector (see the module docstring).

    Args:
        repeats: timed runs per figure.
        stat: ``median`` (the reported figure) or ``fastest`` (least disturbed run).
        budget: seconds one timed run aims at.
        adversarial: also time the 1 MB adversarial inputs (~10 s).
        linearity: also time the 10 KB..1 MB ramps (~5 s).

    Returns:
        The figures, in seconds per call.
    """

    def timed(fn: Callable[[], Any]) -> float:
        return measure(fn, repeats=repeats, stat=stat, budget=budget)

    def detector(label: str, text: str) -> DetectorTiming:
        t_all = timed(lambda: detect(text, ctx))
        with generic_only():
            t_gen = timed(lambda: detect(text, ctx))
        return DetectorTiming(label, len(text.encode("utf-8")), t_all, t_gen)

    ctx = build_context(NAMES, FUNCTIONS)
    envelopes = []
    for label, (text, payload) in _envelopes().items():
        envelopes.append(
            EnvelopeTiming(
                label,
                len(text.encode("utf-8")),
                json_loads=timed(lambda payload=payload: json.loads(payload)),  # type: ignore[misc]
                envelope=timed(lambda text=text: parse_envelope(text, NAMES, FUNCTIONS)),  # type: ignore[misc]
                envelope_ctx=timed(lambda text=text: parse_envelope(text, ctx)),  # type: ignore[misc]
            )
        )
    prose = PROSE[:4096]
    return ParseSpeedFigures(
        stat=stat,
        repeats=repeats,
        python=sys.version.split()[0],
        envelopes=tuple(envelopes),
        prose=detector(f"{len(prose)} B of prose, no call", prose),
        adversarial=tuple(detector(k, v) for k, v in _adversarial().items()) if adversarial else (),
        linearity=tuple(detector(k, v) for k, v in _linearity_inputs().items()) if linearity else (),
    )


def _line(label: str, value: str, target: str = "", ok: bool | None = None) -> None:
    verdict = "" if ok is None else ("  ok" if ok else "  MISSED")
    print(f"  {label:<34} {value:>14}  {target}{verdict}")


def print_figures(figs: ParseSpeedFigures) -> None:
    """Print the figures as the script always has."""
    print(f"toolcall parse speed ({figs.stat} of {figs.repeats}; python {figs.python})")
    target = TARGET_ENVELOPE_RATIO
    for e in figs.envelopes:
        print(f"\nparse_envelope, clean {e.size_bytes} B envelope: {e.label}")
        _line("json.loads(payload)", f"{e.json_loads * 1e6:.1f} us")
        _line(
            "parse_envelope(text, names, fns)",
            f"{e.envelope * 1e6:.1f} us",
            f"{e.ratio:.2f}x",
            e.ratio <= target,
        )
        _line(
            "parse_envelope(text, ctx)",
            f"{e.envelope_ctx * 1e6:.1f} us",
            f"{e.ratio_ctx:.2f}x (<= {target:g}x)",
            e.ratio_ctx <= target,
        )

    p = figs.prose
    print(f"\ndetector on {p.label}")
    _line(
        "detect (all readers)",
        f"{p.all_readers * 1e6:.1f} us",
        "(<= 50 us)",
        p.all_readers <= TARGET_PROSE_SECONDS,
    )
    _line(
        "detect (generic only)", f"{p.generic * 1e6:.1f} us", "(<= 50 us)", p.generic <= TARGET_PROSE_SECONDS
    )

    if figs.adversarial:
        print("\ndetector on adversarial input")
        for d in figs.adversarial:
            _line(
                d.label,
                f"{d.all_readers * 1e3:.1f} ms",
                f"generic {d.generic * 1e3:.1f} ms (<= 100 ms)",
                d.all_readers <= TARGET_ADVERSARIAL_SECONDS,
            )
    if figs.linearity:
        print("\nlinearity: time per byte (prose with brackets sprinkled, call at the end)")
        for d in figs.linearity:
            _line(
                d.label,
                f"{d.all_readers / d.size_bytes * 1e9:.1f} ns/B",
                f"generic {d.generic / d.size_bytes * 1e9:.1f} ns/B; total {d.all_readers * 1e3:.1f} ms",
            )


def main(argv: Sequence[str] | None = None) -> None:
    """Script entry point: measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_REPEATS} runs per figure")
    parser.add_argument("--min", action="store_true", help="fastest run instead of the median")
    args = parser.parse_args(argv)
    figs = measure_parse_speed(
        repeats=QUICK_REPEATS if args.quick else REPEATS, stat="fastest" if args.min else "median"
    )
    print_figures(figs)


if __name__ == "__main__":
    main()
