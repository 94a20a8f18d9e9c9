"""Per-family canitoolcall table: cases, strict passes, strict passes with special tokens
stripped, and the median parse time, printed as Markdown.

Usage: ``python benchmarks/dialects.py``

It reuses the adapter of ``tests/unit_tests/test_canitoolcall.py`` so the table and the
test measure the same thing.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
import types
from collections import defaultdict
from pathlib import Path

from canitoolcall.fixtures import Fixture
from canitoolcall.pytest_plugin import assert_conforms
from canitoolcall.results import ParseResult

ROOT = Path(__file__).resolve().parents[1]
REPEATS = 5
"""Timed parses per case (the median of all of a family's timings is reported)."""


def _load_adapter() -> types.ModuleType:
    path = ROOT / "tests" / "unit_tests" / "test_canitoolcall.py"
    spec = importlib.util.spec_from_file_location("_canitoolcall_adapter", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _passes(fx: Fixture, parsed: ParseResult) -> bool:
    try:
        assert_conforms(fx, parsed)
    except AssertionError:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    adapter = _load_adapter()
    parser.add_argument("--pipeline", default="detect", choices=list(adapter.PIPELINES))
    args = parser.parse_args()
    detector = adapter.PIPELINES[args.pipeline]
    rows: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    times: dict[str, list[float]] = defaultdict(list)
    for fx in adapter.FIXTURES:
        row = rows[fx.family]
        row[0] += 1
        row[1] += _passes(fx, adapter._parse(fx, detector=detector))
        row[2] += _passes(fx, adapter._parse(fx, adapter._strip_special(fx), detector))
        for _ in range(REPEATS):
            t0 = time.perf_counter()
            adapter._parse(fx, detector=detector)
            times[fx.family].append(time.perf_counter() - t0)
    print(f"canitoolcall {len(adapter.FIXTURES)} cases, pipeline `{args.pipeline}`\n")
    print("| family | cases | passed | passed (special tokens stripped) | median parse |")
    print("|---|---:|---:|---:|---:|")
    total = [0, 0, 0]
    for family in sorted(rows):
        n, ok, ok_stripped = rows[family]
        total = [total[0] + n, total[1] + ok, total[2] + ok_stripped]
        median_us = statistics.median(times[family]) * 1e6
        print(f"| {family} | {n} | {ok} | {ok_stripped} | {median_us:.0f} µs |")
    all_us = statistics.median([t for ts in times.values() for t in ts]) * 1e6
    print(f"| **all** | {total[0]} | {total[1]} | {total[2]} | {all_us:.0f} µs |")


if __name__ == "__main__":
    main()
