"""Parser speed: envelope vs json.loads, the detector on prose and on adversarial input.

Run: ``python benchmarks/parse_speed.py`` (prints medians; ``--quick`` for fewer repeats,
``--min`` for the fastest run instead of the median, useful on a busy machine).

Targets (brief A): parse_envelope on a clean ~1 KB envelope <= 3x json.loads of its
payload; the detector on 4 KB of prose with no call <= 50 us; on 1 MB adversarial
input <= 100 ms; time per byte roughly flat from 10 KB to 1 MB (linear, not quadratic).

Every detector figure is given twice: with the dialect readers registered in
``toolcall.dialects`` (what users get) and with the generic JSON path alone (this
module's own cost), so a slow reader shows up as the difference.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import toolcall.detect as detect_module
from toolcall.detect import build_context, detect
from toolcall.dialects import ReaderClaims
from toolcall.envelope import parse_envelope
from toolcall.markers import TOOL_CALL_MARKER
from toolcall.types import FunctionTool

QUICK = "--quick" in sys.argv
REPEATS = 5 if QUICK else 11

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


def _median_seconds(fn: Callable[[], Any], *, number: int) -> float:
    runs = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - start) / number)
    # The median is the figure; on a shared machine use --min for the least-disturbed run.
    return min(runs) if "--min" in sys.argv else statistics.median(runs)


def _number_for(fn: Callable[[], Any], budget: float = 0.05) -> int:
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, min(20_000, int(budget / once)))


def measure(fn: Callable[[], Any]) -> float:
    """Median seconds per call."""
    return _median_seconds(fn, number=_number_for(fn))


@contextmanager
def generic_only() -> Iterator[None]:
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


def _line(label: str, value: str, target: str = "", ok: bool | None = None) -> None:
    verdict = "" if ok is None else ("  ok" if ok else "  MISSED")
    print(f"  {label:<34} {value:>14}  {target}{verdict}")


def main() -> None:
    stat = "fastest" if "--min" in sys.argv else "median"
    print(f"toolcall parse speed ({stat} of {REPEATS}; python {sys.version.split()[0]})")

    ctx = build_context(NAMES, FUNCTIONS)
    for label, (text, payload) in _envelopes().items():
        t_json = measure(lambda payload=payload: json.loads(payload))  # type: ignore[misc]
        t_env = measure(lambda text=text: parse_envelope(text, NAMES, FUNCTIONS))  # type: ignore[misc]
        t_env_ctx = measure(lambda text=text: parse_envelope(text, ctx))  # type: ignore[misc]
        print(f"\nparse_envelope, clean {len(text)} B envelope: {label}")
        _line("json.loads(payload)", f"{t_json * 1e6:.1f} us")
        ratio = t_env / t_json
        _line("parse_envelope(text, names, fns)", f"{t_env * 1e6:.1f} us", f"{ratio:.2f}x", ratio <= 3)
        ratio = t_env_ctx / t_json
        _line("parse_envelope(text, ctx)", f"{t_env_ctx * 1e6:.1f} us", f"{ratio:.2f}x (<= 3x)", ratio <= 3)

    prose = PROSE[:4096]
    print(f"\ndetector on {len(prose)} B of prose, no call")
    t_all = measure(lambda: detect(prose, ctx))
    with generic_only():
        t_gen = measure(lambda: detect(prose, ctx))
    _line("detect (all readers)", f"{t_all * 1e6:.1f} us", "(<= 50 us)", t_all <= 50e-6)
    _line("detect (generic only)", f"{t_gen * 1e6:.1f} us", "(<= 50 us)", t_gen <= 50e-6)

    print("\ndetector on adversarial input")
    for label, adv in _adversarial().items():
        t_all = measure(lambda adv=adv: detect(adv, ctx))  # type: ignore[misc]
        with generic_only():
            t_gen = measure(lambda adv=adv: detect(adv, ctx))  # type: ignore[misc]
        _line(label, f"{t_all * 1e3:.1f} ms", f"generic {t_gen * 1e3:.1f} ms (<= 100 ms)", t_all <= 0.1)

    print("\nlinearity: time per byte (prose with brackets sprinkled, call at the end)")
    unit = "Some prose with [a bracket] and {a brace} and 'quotes'. "
    call = '{"name": "get_weather", "arguments": {"city": "Lima"}}'
    for size in (10_000, 100_000, 1_000_000):
        body = (unit * (size // len(unit) + 1))[: size - len(call)] + call
        t_all = measure(lambda body=body: detect(body, ctx))  # type: ignore[misc]
        with generic_only():
            t_gen = measure(lambda body=body: detect(body, ctx))  # type: ignore[misc]
        _line(
            f"{size // 1000} KB",
            f"{t_all / size * 1e9:.1f} ns/B",
            f"generic {t_gen / size * 1e9:.1f} ns/B; total {t_all * 1e3:.1f} ms",
        )
    for size in (10_000, 100_000, 1_000_000):
        adv = "[[]" * (size // 3)
        t_all = measure(lambda adv=adv: detect(adv, ctx))  # type: ignore[misc]
        with generic_only():
            t_gen = measure(lambda adv=adv: detect(adv, ctx))  # type: ignore[misc]
        _line(
            f"{size // 1000} KB of [[]",
            f"{t_all / size * 1e9:.1f} ns/B",
            f"generic {t_gen / size * 1e9:.1f} ns/B; total {t_all * 1e3:.1f} ms",
        )


if __name__ == "__main__":
    main()
