"""Parser speed: envelope vs json.loads, the detector on prose and on adversarial input.

Run: ``python benchmarks/parse_speed.py`` (prints medians; ``--quick`` for fewer repeats,
``--min`` for the fastest run instead of the median, useful on a busy machine;
``--clock wall`` for wall time instead of this process's CPU time).
``python -m benchmarks`` calls :func:`measure_parse_speed` for the report.

Data flow::

    fixed inputs (two ~1 KB envelopes, 4 KB prose, 1 MB adversarial texts, 10 KB..1 MB ramps)
        envelopes -> interleaved(fns): ROUNDS rounds, each timing json.loads and both
                     parse_envelope forms back to back (order alternating), so a burst of
                     load hits all of them alike -> min, median, median of paired ratios
        the rest  -> measure(fn): a call count that fills ~50 ms, REPEATS such runs,
                     median (or fastest)
        -> ParseSpeedFigures (seconds per call) -> printed lines / the report's speed table

Targets: parse_envelope on a clean ~1 KB envelope <= 2.5x json.loads of its payload; the
detector on 4 KB of prose with no call <= 50 us; the detector and parse_envelope on 1 MB
adversarial input <= 100 ms each; time per byte roughly flat from 10 KB to 1 MB (linear,
not quadratic). Reason: parsing must stay invisible beside a model request of seconds,
and a hostile or runaway reply must not stall the agent loop.

Every detector figure is given twice: with the dialect readers registered in
``prompt_toolcall.reading.dialects`` (what users get) and with the generic JSON path alone (this
module's own cost), so a slow reader shows up as the difference.

Times are this process's CPU time by default (``time.process_time``): the machines these
figures come from run other jobs, and wall time counts the moments this process is not
running at all. Contention still slows the CPU work itself (shared caches), which is why
the envelope figure is a paired ratio from interleaved rounds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

import prompt_toolcall.reading.detect as detect_module
from prompt_toolcall.reading.detect import build_context, detect
from prompt_toolcall.reading.dialects import ReaderClaims
from prompt_toolcall.reading.envelope import parse_envelope
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import FunctionTool

__all__ = [
    "DetectorTiming",
    "EnvelopeTiming",
    "ParseSpeedFigures",
    "interleaved",
    "measure",
    "measure_envelopes",
    "measure_parse_speed",
    "print_figures",
]

Clock = Literal["process", "wall"]

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

ROUNDS = 41
"""Interleaved rounds of the envelope comparison (each round times every function once).
UNMEASURED: odd, so the median is one round; ~2 s in all."""
QUICK_ROUNDS = 15
"""Interleaved rounds with ``--quick``."""
ROUND_SECONDS = 0.005
"""Wall time one function's block of calls aims at within a round: short blocks, so the
functions of a round run close together in time and see the same load."""

TARGET_ENVELOPE_RATIO = 2.5
"""parse_envelope <= 2.5x json.loads of the same payload: reading the envelope should cost
about one JSON decode plus building the calls, so a larger ratio means needless passes
over the text or needless work per call."""
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
    """Median over the interleaved rounds (so are ``envelope`` and ``envelope_ctx``)."""
    envelope: float
    """``parse_envelope(text, names, functions)``: a caller without a context (the context
    is cached per tool set, so this adds the cache lookup)."""
    envelope_ctx: float
    """``parse_envelope(text, ctx)`` with a prebuilt ReadContext: what the Extractor calls."""
    ratio: float = 0.0
    """Median over rounds of ``parse_envelope(text, names, functions)`` / ``json.loads``
    timed in the same round."""
    ratio_ctx: float = 0.0
    """Median over rounds of ``parse_envelope(text, ctx)`` / ``json.loads``."""
    json_loads_min: float = 0.0
    envelope_min: float = 0.0
    envelope_ctx_min: float = 0.0
    rounds: int = 0

    @property
    def ratio_min(self) -> float:
        """Fastest ``parse_envelope(text, names, functions)`` / fastest ``json.loads``."""
        return self.envelope_min / self.json_loads_min if self.json_loads_min else 0.0

    @property
    def ratio_ctx_min(self) -> float:
        """Fastest ``parse_envelope(text, ctx)`` / fastest ``json.loads``."""
        return self.envelope_ctx_min / self.json_loads_min if self.json_loads_min else 0.0


@dataclass(frozen=True)
class DetectorTiming:
    """Seconds per ``detect`` call on one input, with all readers and with the generic path only."""

    label: str
    size_bytes: int
    all_readers: float
    generic: float
    envelope: float | None = None
    """``parse_envelope(text, ctx)`` on the same input (adversarial inputs only): a reply
    that is not a clean envelope goes through the detector, up to twice (payload, then
    the whole reply), plus the envelope's own steps."""

    @property
    def slowest(self) -> float:
        """The slower of the detector (all readers) and parse_envelope."""
        return max(self.all_readers, self.envelope or 0.0)


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
        """The largest ``parse_envelope(text, ctx)`` / ``json.loads`` ratio: the call the
        Extractor makes (it builds its context once per tool set)."""
        return max(e.ratio_ctx for e in self.envelopes)

    @property
    def worst_envelope_ratio_without_context(self) -> float:
        """The largest ``parse_envelope(text, names, functions)`` / ``json.loads`` ratio."""
        return max(e.ratio for e in self.envelopes)

    @property
    def worst_adversarial(self) -> DetectorTiming | None:
        """The slowest adversarial input (detector or parse_envelope), if measured."""
        return max(self.adversarial, key=lambda d: d.slowest, default=None)


_CLOCKS: dict[str, Callable[[], float]] = {"process": time.process_time, "wall": time.perf_counter}


def _seconds_per_call(
    fn: Callable[[], Any], *, number: int, repeats: int, stat: Stat, clock: Clock = "process"
) -> float:
    now = _CLOCKS[clock]
    runs = []
    for _ in range(repeats):
        start = now()
        for _ in range(number):
            fn()
        runs.append((now() - start) / number)
    # The median is the figure; on a shared machine the fastest run is the least disturbed.
    return min(runs) if stat == "fastest" else statistics.median(runs)


def _number_for(fn: Callable[[], Any], budget: float = BUDGET_SECONDS) -> int:
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, min(MAX_NUMBER, int(budget / once)))


def measure(
    fn: Callable[[], Any],
    *,
    repeats: int = REPEATS,
    stat: Stat = "median",
    budget: float = BUDGET_SECONDS,
    clock: Clock = "process",
) -> float:
    """Seconds per call of ``fn``: the median (or fastest) of ``repeats`` timed runs.

    Args:
        fn: the call to time (no arguments).
        repeats: timed runs.
        stat: ``median`` or ``fastest``.
        budget: seconds one timed run aims at; the call count is derived from one call.
        clock: ``process`` (this process's CPU time) or ``wall``.

    Returns:
        Seconds per call.
    """
    return _seconds_per_call(fn, number=_number_for(fn, budget), repeats=repeats, stat=stat, clock=clock)


def interleaved(
    fns: Mapping[str, Callable[[], Any]],
    *,
    rounds: int = ROUNDS,
    block: float = ROUND_SECONDS,
    clock: Clock = "process",
) -> dict[str, list[float]]:
    """Time several functions A/B-style: each round times a block of calls of every
    function, back to back, in alternating order (forwards, then backwards).

    Load on a shared machine comes in bursts; timing the functions apart (all of A, then
    all of B) lets a burst land on one of them and skews their ratio. Interleaved, a burst
    hits both, and the per-round ratio cancels it.

    Args:
        fns: name -> the call to time (no arguments).
        rounds: rounds; each yields one sample per function.
        block: seconds one function's block of calls aims at (the call count is derived
            from one warm call and kept for every round).
        clock: ``process`` or ``wall``.

    Returns:
        name -> seconds per call, one sample per round, in round order.
    """
    now = _CLOCKS[clock]
    for fn in fns.values():
        fn()  # warm: first-call imports and caches are not what is measured
    numbers = {name: _number_for(fn, block) for name, fn in fns.items()}
    samples: dict[str, list[float]] = {name: [] for name in fns}
    names = list(fns)
    for r in range(rounds):
        for name in names if r % 2 == 0 else reversed(names):
            fn, number = fns[name], numbers[name]
            start = now()
            for _ in range(number):
                fn()
            samples[name].append((now() - start) / number)
    return samples


def _paired_ratio(a: Sequence[float], b: Sequence[float]) -> float:
    """Median over rounds of ``a / b``."""
    return statistics.median(x / y for x, y in zip(a, b, strict=True) if y > 0)


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
    marker = TOOL_CALL_MARKER
    call = '{"name": "get_weather", "arguments": {"city": "Lima"}}'
    opened = marker + '{"calls":[{"name":"get_weather","arguments":{"city":"'
    return {
        # deep nesting and long bracket runs
        "1 MB of [": "[" * mb,
        "1 MB of {": "{" * mb,
        "1 MB [{ alternating": "[{" * (mb // 2),
        "1 MB nested [[..]]": "[" * (mb // 2) + "]" * (mb // 2),
        "1 MB nested, in an envelope": marker + '{"calls":' + "[" * (mb // 2) + "]" * (mb // 2) + "}",
        "1 MB [[] never closing": "[[]" * (mb // 3),
        "1 MB [][] spans": "[]" * (mb // 2),
        "1 MB }{ alternating": "}{" * (mb // 2),
        "10,000 { then a call": "{" * 10_000 + call,
        # quotes and backslashes
        "1 MB of quotes": '"' * mb,
        "1 MB of backslashes": "\\" * mb,
        '1 MB of \\" pairs': '\\"' * (mb // 2),
        '1 MB of "\\ pairs': '"\\' * (mb // 2),
        # markers
        "1 MB of TOOL_CALL markers": marker * (mb // len(marker)),
        "1 MB of NEED_INFO markers": NEED_INFO_MARKER * (mb // len(NEED_INFO_MARKER)),
        "1 MB of <<TOOL_CALL>> (mangled)": "<<TOOL_CALL>>" * (mb // 13),
        "1 MB of <<>>": "<<>>" * (mb // 4),
        "1 MB of marker + {": (marker + "{") * (mb // (len(marker) + 1)),
        "1 MB <think> openers": "<think>" * (mb // 7),
        "1 MB <tool_call> tags": "<tool_call>" * (mb // 11),
        "1 MB of ```json fences": "```json\n" * (mb // 8),
        # a huge unterminated string inside an envelope
        "1 MB unterminated string": opened + "a" * mb,
        "1 MB unterminated, escaped quotes": opened + '\\"' * (mb // 2),
        # text that is not valid UTF-8 (lone surrogates, as surrogateescape decoding makes)
        "1 MB of lone surrogates": "\ud800" * mb,
        "1 MB of undecodable bytes": (b"\xff\xfe" * (mb // 2)).decode("utf-8", "surrogateescape"),
        "1 MB surrogates inside a call": opened + "\udcff" * mb + '"}}]}',
        # plain but big
        "1 MB prose + call at end": ("word " * (mb // 5))[: mb - 60] + call,
        "1 MB clean envelope, 18,000 calls": marker + '{"calls":[' + ",".join([call] * (mb // 56)) + "]}",
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


def _utf8_size(text: str) -> int:
    # surrogateescape writes undecodable bytes back as they came; a lone surrogate that
    # came from elsewhere is counted as the 3 bytes "surrogatepass" would write.
    return len(text.encode("utf-8", "surrogatepass"))


def measure_envelopes(
    *, rounds: int = ROUNDS, block: float = ROUND_SECONDS, clock: Clock = "process"
) -> tuple[EnvelopeTiming, ...]:
    """parse_envelope (both forms) against json.loads of the payload, interleaved.

    Returns:
        One :class:`EnvelopeTiming` per envelope of :func:`_envelopes`.
    """
    ctx = build_context(NAMES, FUNCTIONS)
    out = []
    for label, (text, payload) in _envelopes().items():
        fns: dict[str, Callable[[], Any]] = {
            "json": lambda payload=payload: json.loads(payload),  # type: ignore[misc]
            "names": lambda text=text: parse_envelope(text, NAMES, FUNCTIONS),  # type: ignore[misc]
            "ctx": lambda text=text: parse_envelope(text, ctx),  # type: ignore[misc]
        }
        got = interleaved(fns, rounds=rounds, block=block, clock=clock)
        med = {k: statistics.median(v) for k, v in got.items()}
        out.append(
            EnvelopeTiming(
                label,
                _utf8_size(text),
                json_loads=med["json"],
                envelope=med["names"],
                envelope_ctx=med["ctx"],
                ratio=_paired_ratio(got["names"], got["json"]),
                ratio_ctx=_paired_ratio(got["ctx"], got["json"]),
                json_loads_min=min(got["json"]),
                envelope_min=min(got["names"]),
                envelope_ctx_min=min(got["ctx"]),
                rounds=rounds,
            )
        )
    return tuple(out)


def measure_parse_speed(
    *,
    repeats: int = REPEATS,
    stat: Stat = "median",
    budget: float = BUDGET_SECONDS,
    adversarial: bool = True,
    linearity: bool = True,
    rounds: int | None = None,
    clock: Clock = "process",
) -> ParseSpeedFigures:
    """Time the envelope parser and the detector (see the module docstring).

    Args:
        repeats: timed runs per detector figure.
        stat: ``median`` (the reported figure) or ``fastest`` (least disturbed run).
        budget: seconds one timed run aims at.
        adversarial: also time the 1 MB adversarial inputs (~30 s).
        linearity: also time the 10 KB..1 MB ramps (~5 s).
        rounds: interleaved rounds of the envelope comparison (default :data:`ROUNDS`,
            :data:`QUICK_ROUNDS` when ``repeats`` is below :data:`REPEATS`).
        clock: ``process`` (CPU time of this process) or ``wall``.

    Returns:
        The figures, in seconds per call.
    """

    def timed(fn: Callable[[], Any]) -> float:
        return measure(fn, repeats=repeats, stat=stat, budget=budget, clock=clock)

    def detector(label: str, text: str, *, envelope: bool = False) -> DetectorTiming:
        t_all = timed(lambda: detect(text, ctx))
        with generic_only():
            t_gen = timed(lambda: detect(text, ctx))
        t_env = timed(lambda: parse_envelope(text, ctx)) if envelope else None
        return DetectorTiming(label, _utf8_size(text), t_all, t_gen, t_env)

    ctx = build_context(NAMES, FUNCTIONS)
    detect("warm up [the] {readers} <tool_call>", ctx)  # first use imports every reader
    if rounds is None:
        rounds = ROUNDS if repeats >= REPEATS else QUICK_ROUNDS
    envelopes = measure_envelopes(rounds=rounds, clock=clock)
    prose = PROSE[:4096]
    return ParseSpeedFigures(
        stat=stat,
        repeats=repeats,
        python=sys.version.split()[0],
        envelopes=envelopes,
        prose=detector(f"{len(prose)} B of prose, no call", prose),
        adversarial=(
            tuple(detector(k, v, envelope=True) for k, v in _adversarial().items()) if adversarial else ()
        ),
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
        print(
            f"\nparse_envelope, clean {e.size_bytes} B envelope: {e.label} "
            f"({e.rounds} interleaved rounds; median | min; ratio: median of paired rounds | min/min)"
        )
        _line("json.loads(payload)", f"{e.json_loads * 1e6:.1f} | {e.json_loads_min * 1e6:.1f} us")
        _line(
            "parse_envelope(text, names, fns)",
            f"{e.envelope * 1e6:.1f} | {e.envelope_min * 1e6:.1f} us",
            f"{e.ratio:.2f}x | {e.ratio_min:.2f}x",
            e.ratio <= target,
        )
        _line(
            "parse_envelope(text, ctx)",
            f"{e.envelope_ctx * 1e6:.1f} | {e.envelope_ctx_min * 1e6:.1f} us",
            f"{e.ratio_ctx:.2f}x | {e.ratio_ctx_min:.2f}x (<= {target:g}x)",
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
        print("\ndetector and parse_envelope on adversarial input (<= 100 ms each)")
        for d in figs.adversarial:
            env = f"; parse_envelope {d.envelope * 1e3:.1f} ms" if d.envelope is not None else ""
            _line(
                d.label,
                f"{d.all_readers * 1e3:.1f} ms",
                f"generic {d.generic * 1e3:.1f} ms{env}",
                d.slowest <= TARGET_ADVERSARIAL_SECONDS,
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
    parser.add_argument(
        "--clock", choices=("process", "wall"), default="process", help="CPU time (default) or wall time"
    )
    parser.add_argument("--envelopes-only", action="store_true", help="only the envelope comparison")
    args = parser.parse_args(argv)
    figs = measure_parse_speed(
        repeats=QUICK_REPEATS if args.quick else REPEATS,
        stat="fastest" if args.min else "median",
        adversarial=not args.envelopes_only,
        linearity=not args.envelopes_only,
        rounds=QUICK_ROUNDS if args.quick else ROUNDS,
        clock=args.clock,
    )
    print_figures(figs)


if __name__ == "__main__":
    main()
