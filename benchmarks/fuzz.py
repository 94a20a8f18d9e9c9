"""Coverage-guided fuzzing of every reader of untrusted model text.

Data flow::

    seeds: canitoolcall raw outputs (read from the INSTALLED package at run time, never
           copied), the 59-case detector conformance corpus, a few crafted inputs
        -> a throw-away corpus directory (one file per seed and target)
    libFuzzer (atheris) mutates bytes, guided by coverage of the instrumented ``prompt_toolcall``
        -> Harness.run(data)
             data[0]  picks the target and the allow-list (full / narrowed / empty / corpus names)
             data[1:] decoded as UTF-8 (invalid bytes replaced) is the model text
             target(text) runs; its invariants are checked:
               * nothing raises, and no "never-raise" safety net fired (detector-error, parser-error)
               * every call returned is on the allow-list (after tool_choice narrowing)
               * coercion is idempotent and never mutates its input
               * repair_tool_pairing always yields a history validate_tool_pairing accepts
               * render_transcript never lets an envelope marker through
               * the final-answer filter shows the same text streamed in pieces as in one go
             an exception or a broken invariant is recorded (input saved), never fatal, so one
             run counts every failure
             the time per input is recorded; the slowest inputs per byte are kept
    after N inputs: report.json + a scaling check in a fresh, UNinstrumented process: each
        slowest input is repeated to ~512 KB and timed; the log-log slope (1.0 = linear) is reported

Engines: ``atheris`` (coverage-guided libFuzzer; the default when it imports) or ``random``
(a seeded byte-mutation loop over the same seeds, for machines without atheris).

Usage::

    python benchmarks/fuzz.py --runs 1000000 --out /tmp/fuzz      # the full 1,000,000-input run
    python benchmarks/fuzz.py --engine random --runs 2000          # a quick smoke run
    python benchmarks/fuzz.py --scaling /tmp/fuzz/slowest.json     # the scaling check alone
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import math
import os
import random
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CONFORMANCE_PATH = Path(
    os.environ.get(
        "TOOLCALL_CONFORMANCE", str(ROOT / "tests" / "fixtures" / "conformance" / "detector_conformance.json")
    )
)

MIN_BYTES_FOR_RATE = 256
"""Inputs shorter than this are left out of the time-per-byte ranking: below it the fixed cost
of a call (building a ReadContext, the readers' gate checks, ~50-150 us here) dominates and the
per-byte figure says nothing about scaling. UNMEASURED beyond that observation."""

KEEP_SLOWEST = 12
"""Slowest inputs (per byte) kept for the report and the scaling check."""

SCALING_TARGET_BYTES = 512 * 1024
"""Size each slowest input is repeated up to in the scaling check. Half of the detector's
``MAX_INPUT_CHARS`` (1,000,000), so the cut-off does not flatten the curve."""

SCALING_MAX_SLOPE = 1.35
"""Log-log slope above which an input counts as super-linear. UNMEASURED: timer noise on 2
shared cores moves a linear slope by about +-0.2; a quadratic path shows ~2."""

SCALING_TIME_CAP = 2.0
"""Seconds one timing may take before the scaling check stops growing that input."""

REPORT_EVERY = 50_000
"""Inputs between two progress lines."""

DEFAULT_MAX_LEN = 4_096
"""libFuzzer's cap on one input (its own default). Most canitoolcall raw outputs are under
it; the scaling check covers long inputs, so mutations stay cheap."""


# ---------------------------------------------------------------------------------------
# Seeds
# ---------------------------------------------------------------------------------------


def canitoolcall_seeds() -> tuple[list[str], list[dict[str, Any]]]:
    """Raw outputs and tools of every canitoolcall case, loaded from the installed package.

    Returns:
        ``(texts, tools)``; both empty when the package is not installed.
    """
    try:
        from canitoolcall.fixtures import load_fixtures
    except ImportError:
        return [], []
    texts: list[str] = []
    tools: dict[str, dict[str, Any]] = {}
    for fx in load_fixtures():
        texts.append(fx.raw_output)
        for tool in fx.tools:
            body = tool.get("function", tool)
            name = body.get("name") if isinstance(body, dict) else None
            if isinstance(name, str) and name not in tools:
                tools[name] = dict(tool)
    return texts, list(tools.values())


def conformance_corpus() -> dict[str, Any]:
    """The detector conformance corpus at ``CONFORMANCE_PATH`` (empty when the file is absent)."""
    if not CONFORMANCE_PATH.is_file():
        return {"names": [], "functions": [], "cases": []}
    data: dict[str, Any] = json.loads(CONFORMANCE_PATH.read_text(encoding="utf-8"))
    return data


CRAFTED: tuple[str, ...] = (
    '<<<TOOL_CALL>>>{"calls":[{"name":"get_weather","arguments":{"city":"Lima"}}]}',
    '<<<NEED_INFO>>>{"function":"send_email","missing":["to"]}',
    "<<<NO_TOOL>>>",
    '<<TOOL_CALL>>{"calls":[{"name":"launch_missiles","arguments":{}}]}',
    '{"decision":"TOOL_CALL","calls":[{"name":"get_weather","arguments":{"city":"Lima","days":"3"}}]}',
    '[get_weather(city="Paris", days=3), send_email(to="a@b.c")]',
    '{"tool_calls":[{"type":"function","function":{"name":"get_weather","arguments":"{\\"city\\":\\"x\\"}"}}]}',
    '<|tool_call>call:get_weather{city:<|"|>Lima<|"|>}<tool_call|>',
    "<start_function_call>call:get_weather{city:<escape>Lima<escape>,days:5}<end_function_call>",
    "<think>{draft}</think>" + "[" * 40 + "]" * 40,
    "{" * 300 + "}" * 300,
    '{"a":' * 200 + "1" + "}" * 200,
    "<tool_call>" * 50 + '{"name":"get_weather"}' + "</tool_call>" * 50,
)


# ---------------------------------------------------------------------------------------
# The harness
# ---------------------------------------------------------------------------------------


class Violation(AssertionError):
    """A fuzz invariant did not hold (distinct from an exception the code raised)."""


@dataclass
class Failure:
    """One distinct failure: the target, the kind and where it happened, and one input."""

    target: str
    kind: str
    where: str
    message: str
    count: int = 0
    example: str = ""


@dataclass
class Slow:
    """One slow input: its target, size, time and the text (for the scaling check)."""

    target: str
    size: int
    seconds: float
    text: str

    @property
    def us_per_byte(self) -> float:
        return self.seconds * 1e6 / max(self.size, 1)


@dataclass
class Stats:
    """Everything one fuzz run measured."""

    inputs: int = 0
    per_target: dict[str, int] = field(default_factory=dict)
    exceptions: int = 0
    violations: int = 0
    failures: dict[str, Failure] = field(default_factory=dict)
    slowest_per_byte: list[Slow] = field(default_factory=list)
    slowest_absolute: Slow | None = None
    calls_returned: int = 0
    started: float = field(default_factory=time.perf_counter)


def _where(exc: BaseException) -> str:
    """``file:line`` of the innermost frame inside the project (or the innermost frame)."""
    frames = traceback.extract_tb(exc.__traceback__)
    for frame in reversed(frames):
        if "/prompt_toolcall/" in frame.filename or "/benchmarks/" in frame.filename:
            return f"{Path(frame.filename).name}:{frame.lineno}"
    return f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"


def _stable(value: object) -> str:
    """A comparison key that treats NaN as equal to itself (``repr`` of the structure)."""
    return repr(value)


class Harness:
    """The fuzz targets and their invariants; engine-independent (atheris, random, tests).

    Args:
        out_dir: where failing inputs are written (None: kept in memory only).
    """

    def __init__(self, out_dir: Path | None = None) -> None:
        from prompt_toolcall.reading.dialects import available_readers, get_reader
        from prompt_toolcall.types import FunctionTool, ToolChoice

        self.out_dir = out_dir
        conf = conformance_corpus()
        corpus_texts, corpus_tools = canitoolcall_seeds()
        self.seed_texts: list[str] = (
            [c["input"] for c in conf.get("cases", [])] + corpus_texts + list(CRAFTED)
        )
        functions: list[Any] = list(conf.get("functions", []))
        names = [f["name"] for f in functions]
        for tool in corpus_tools:
            try:
                ft = FunctionTool.from_dict(tool)
            except Exception:  # a corpus tool we cannot read is not ours to fuzz
                continue
            if ft.name not in names:
                names.append(ft.name)
                functions.append(ft)
        if not names:
            names = ["get_weather", "send_email"]
        self.functions = [FunctionTool.from_dict(f) for f in functions]
        base = sorted(names)
        # Allow-lists AFTER tool_choice narrowing: every call returned must be on the one used.
        self.allow_lists: list[frozenset[str]] = [
            ToolChoice.auto().narrow(base),
            ToolChoice.named("get_weather").narrow(base) if "get_weather" in base else frozenset(base[:1]),
            ToolChoice.none().narrow(base),
            frozenset(base[::2]),  # half of the corpus names: the other half must never come back
            frozenset({"send_email"}),
        ]
        self.readers = [(key, get_reader(key)) for key in available_readers()]
        self.stats = Stats()
        self.targets: list[tuple[str, Callable[[str, frozenset[str]], None]]] = [
            ("detect", self._t_detect),
            ("parse_envelope", self._t_envelope),
            ("parse_decision_reply", self._t_decision),
            ("extract_tool_calls", self._t_sdk),
            ("readers", self._t_readers),
            ("coerce", self._t_coerce),
            ("pairing", self._t_pairing),
            ("jsonish", self._t_jsonish),
            ("pythonic", self._t_pythonic),
            ("transcript", self._t_transcript),
            ("answer_filter", self._t_answer_filter),
        ]

    # -- bytes <-> (target, allow-list, text) ---------------------------------------------

    def decode(self, data: bytes) -> tuple[int, int, str]:
        """``(target index, allow-list index, text)`` for one fuzz input."""
        if not data:
            return 0, 0, ""
        head = data[0]
        return (
            head % len(self.targets),
            (head // len(self.targets)) % len(self.allow_lists),
            data[1:].decode("utf-8", errors="replace"),
        )

    def encode(self, target: int, allow: int, text: str) -> bytes:
        """The fuzz input that :meth:`decode` reads back as ``(target, allow, text)``."""
        head = target + len(self.targets) * allow
        assert head < 256
        return bytes([head]) + text.encode("utf-8", errors="replace")

    def seed_inputs(self) -> Iterator[bytes]:
        """Every seed text for every target (full allow-list), plus a narrowed variant."""
        for text in self.seed_texts:
            for t in range(len(self.targets)):
                yield self.encode(t, 0, text)
            yield self.encode(0, 3, text)
            yield self.encode(1, 1, text)

    # -- running ----------------------------------------------------------------------------

    def run(self, data: bytes) -> None:
        """Run one input through its target, recording failures and timings; never raises."""
        t, a, text = self.decode(data)
        name, target = self.targets[t]
        allowed = self.allow_lists[a]
        st = self.stats
        st.inputs += 1
        st.per_target[name] = st.per_target.get(name, 0) + 1
        start = time.perf_counter()
        try:
            target(text, allowed)
        except Violation as e:
            st.violations += 1
            self._record(name, "violation", _where(e), str(e), data)
        except RecursionError as e:
            st.exceptions += 1
            self._record(name, "RecursionError", _where(e), str(e)[:200], data)
        except Exception as e:
            st.exceptions += 1
            self._record(name, type(e).__name__, _where(e), str(e)[:200], data)
        elapsed = time.perf_counter() - start
        size = len(data) - 1
        if st.slowest_absolute is None or elapsed > st.slowest_absolute.seconds:
            st.slowest_absolute = Slow(name, size, elapsed, text)
        if size >= MIN_BYTES_FOR_RATE:
            rate = elapsed / size
            worst = st.slowest_per_byte
            if len(worst) < KEEP_SLOWEST or rate > worst[-1].seconds / worst[-1].size:
                worst.append(Slow(name, size, elapsed, text))
                worst.sort(key=lambda s: s.seconds / s.size, reverse=True)
                del worst[KEEP_SLOWEST:]

    def _record(self, target: str, kind: str, where: str, message: str, data: bytes) -> None:
        key = f"{target}|{kind}|{where}"
        failure = self.stats.failures.get(key)
        if failure is None:
            failure = Failure(
                target, kind, where, message, example=data[1:].decode("utf-8", "replace")[:2000]
            )
            self.stats.failures[key] = failure
            if self.out_dir is not None:
                digest = hashlib.sha1(data).hexdigest()[:12]
                (self.out_dir / f"failure-{kind}-{digest}").write_bytes(data)
        failure.count += 1

    # -- invariants shared by the readers ---------------------------------------------------

    def _check_calls(self, calls: Iterable[Any], allowed: frozenset[str], where: str) -> None:
        from prompt_toolcall.types import ToolCall

        for call in calls:
            self.stats.calls_returned += 1
            if not isinstance(call, ToolCall):
                raise Violation(f"{where}: a call is {type(call).__name__}, not ToolCall")
            if call.name not in allowed:
                raise Violation(f"{where}: call {call.name!r} is not on the allow-list {sorted(allowed)[:6]}")
            if not isinstance(call.arguments, dict):
                raise Violation(f"{where}: arguments of {call.name!r} are {type(call.arguments).__name__}")

    @staticmethod
    def _check_notes(notes: Sequence[str], where: str) -> None:
        for bad in ("detector-error", "parser-error"):
            if bad in notes:
                raise Violation(f"{where}: the never-raise safety net fired ({bad})")

    # -- targets ----------------------------------------------------------------------------

    def _t_detect(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.detect import detect

        found = detect(text, allowed, self.functions)
        self._check_notes(found.notes, "detect")
        # Invalid calls may name an undeclared function ("not one of the offered tools"): they
        # are reported for a repair prompt and never executed, so only ``calls`` is checked.
        self._check_calls(found.calls, allowed, "detect")

    def _t_envelope(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.envelope import parse_envelope
        from prompt_toolcall.types import EnvelopeCalls

        env = parse_envelope(text, allowed, self.functions)
        self._check_notes(env.notes, "parse_envelope")
        if isinstance(env, EnvelopeCalls):
            self._check_calls(env.calls, allowed, "parse_envelope")

    def _t_decision(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.envelope import parse_decision_reply
        from prompt_toolcall.types import EnvelopeCalls

        env = parse_decision_reply(text, allowed, self.functions)
        self._check_notes(env.notes, "parse_decision_reply")
        if isinstance(env, EnvelopeCalls):
            self._check_calls(env.calls, allowed, "parse_decision_reply")

    def _t_sdk(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.sdk_json import extract_tool_calls_detailed
        from prompt_toolcall.types import ToolCall

        got = extract_tool_calls_detailed(text)
        for call in got.calls:
            if not isinstance(call, ToolCall) or not isinstance(call.name, str) or not call.name:
                raise Violation(f"extract_tool_calls: malformed call {call!r:.200}")
            if not isinstance(call.arguments, dict):
                raise Violation(f"extract_tool_calls: arguments are {type(call.arguments).__name__}")

    def _t_readers(self, text: str, allowed: frozenset[str]) -> None:
        # detect() skips a reader that raises; calling them directly surfaces it.
        from prompt_toolcall.reading.dialects.base import ReadContext

        ctx = ReadContext.build(allowed, [f for f in self.functions if f.name in allowed])
        for key, reader in self.readers:
            if not reader.applies(text):
                continue
            found = reader.read(text, ctx)
            if found is not None:
                self._check_calls(found.calls, allowed, f"reader {key}")

    def _t_coerce(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.checking.schema.coerce import coerce_arguments, coerce_value
        from prompt_toolcall.reading.jsonish import decode_tolerant

        got = decode_tolerant(text)
        if got is None:
            return
        value = got[0]
        before = _stable(value)
        snapshot = copy.deepcopy(value)
        for tool in self.functions[:8]:
            schema = tool.parameters
            if isinstance(value, dict):
                once = coerce_arguments(value, schema)
                twice = coerce_arguments(once, schema)
                if _stable(once) != _stable(twice):
                    raise Violation(f"coerce_arguments is not idempotent under {tool.name}")
            for sub in list(tool.properties.values())[:6]:
                if not isinstance(sub, dict):
                    continue
                once_v = coerce_value(value, sub)
                if _stable(coerce_value(once_v, sub)) != _stable(once_v):
                    raise Violation(f"coerce_value is not idempotent under {sub!r:.120}")
        if _stable(value) != before or _stable(snapshot) != before:
            raise Violation("coercion mutated its input")

    def _t_pairing(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.loop.pairing import repair_tool_pairing, validate_tool_pairing

        history = history_from_text(text)
        validate_tool_pairing(history)
        for strategy in ("drop", "synthesize"):
            out, notes = repair_tool_pairing(history, strategy)
            left = validate_tool_pairing(out)
            if left:
                raise Violation(f"repair_tool_pairing({strategy}) left {left[0].kind.value} [{left[0].id}]")
            if out != list(history) and not notes:
                raise Violation(f"repair_tool_pairing({strategy}) changed the history without a note")

    def _t_jsonish(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.jsonish import decode_tolerant, extract_json, scan_spans, span_end

        spans, _ = scan_spans(text)
        for start, end in spans:
            if not (0 <= start < end <= len(text)) or text[start] not in "[{":
                raise Violation(f"scan_spans returned a bad span ({start}, {end})")
            if span_end(text, start) != end:
                raise Violation(f"scan_spans and span_end disagree at {start}")
        decode_tolerant(text)
        extract_json(text)

    def _t_pythonic(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.reading.dialects._common import Assembly
        from prompt_toolcall.reading.dialects.base import ReadContext
        from prompt_toolcall.reading.dialects.pythonic import read_call_list

        ctx = ReadContext.build(allowed, [f for f in self.functions if f.name in allowed])
        out = Assembly("pythonic", ctx)
        read_call_list(text, out)
        self._check_calls(out.detection().calls, allowed, "pythonic")

    def _t_transcript(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.extraction.transcript import render_transcript
        from prompt_toolcall.messages import Message, MessageToolCall
        from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER

        history = [
            Message("user", "What is the weather?"),
            Message("assistant", "", (MessageToolCall("call_1", "get_weather", {"city": text[:64]}),)),
            Message("tool", text, tool_call_id="call_1", name="get_weather"),
        ]
        rendered = render_transcript(history)
        for marker in (TOOL_CALL_MARKER, NO_TOOL_MARKER, NEED_INFO_MARKER):
            if marker in rendered:
                raise Violation(f"render_transcript let {marker} through from a tool result")
        # Blocks are joined with "\n"; a continuation line of data is indented, so every
        # unindented line must be one of the three blocks built here.
        heads = (
            "User: What is the weather?",
            "Assistant called get_weather(",
            "Result of get_weather [call_1]:",
        )
        for line in rendered.split("\n"):
            if line and not line.startswith(" ") and not line.startswith(heads):
                raise Violation(f"a tool result forged a turn: {line[:80]!r}")

    def _t_answer_filter(self, text: str, allowed: frozenset[str]) -> None:
        from prompt_toolcall.loop.final_answer import NotationFilter, strip_call_notation

        # The user's request is the text's own first line, so repeats of it occur.
        echoes = [text.split("\n", 1)[0][:400], "The request was: What is the weather in Paris?"]
        expected, stripped = strip_call_notation(text, allowed, echoes)
        f = NotationFilter(allowed, echoes)
        step = len(text) % 7 + 1
        shown = "".join(f.feed(text[i : i + step]) for i in range(0, len(text), step)) + f.close()
        if shown != expected or f.stripped != stripped:
            raise Violation(f"the streamed answer differs from the batch answer ({step}-character pieces)")


_ROLES = ("user", "empty_user", "system", "assistant", "tool", "tool", "tool_none")
_IDS = ("a", "b", "call.1", "call_1", "x" * 41, "x" * 40 + "y", "0")


def history_from_text(text: str) -> list[Any]:
    """A message history decoded from fuzz text: one message per character code.

    The bit fields mirror the pairing property test (kind, content flag, call count, ids from
    a small pool so ids collide and canonicalise to each other)."""
    from prompt_toolcall.messages import Message, MessageToolCall

    out: list[Message] = []
    for i, ch in enumerate(text[:64]):
        code = ord(ch)
        kind = _ROLES[code % len(_ROLES)]
        code //= len(_ROLES)
        label = f"{kind} {i}"
        if kind == "user":
            out.append(Message("user", label))
        elif kind == "empty_user":
            out.append(Message("user", ""))
        elif kind == "system":
            out.append(Message("system", label))
        elif kind == "tool":
            out.append(Message("tool", label, tool_call_id=_IDS[code % len(_IDS)]))
        elif kind == "tool_none":
            out.append(Message("tool", label, tool_call_id=None))
        else:
            content = label if code % 2 else ""
            code //= 2
            calls = []
            for k in range(code % 4):
                code //= 4 if k == 0 else len(_IDS)
                calls.append(MessageToolCall(_IDS[code % len(_IDS)], f"tool_{k}", {"k": k}))
            out.append(Message("assistant", content, tuple(calls)))
    return out


# ---------------------------------------------------------------------------------------
# Report and scaling
# ---------------------------------------------------------------------------------------


def report(stats: Stats, engine: str) -> dict[str, Any]:
    """The run's figures as a JSON-able dict."""
    elapsed = time.perf_counter() - stats.started
    worst = stats.slowest_per_byte[0] if stats.slowest_per_byte else None
    slowest = stats.slowest_absolute
    return {
        "engine": engine,
        "inputs": stats.inputs,
        "seconds": round(elapsed, 1),
        "inputs_per_second": round(stats.inputs / elapsed, 1) if elapsed else None,
        "per_target": stats.per_target,
        "exceptions": stats.exceptions,
        "violations": stats.violations,
        "calls_returned": stats.calls_returned,
        "failures": [
            {
                "target": f.target,
                "kind": f.kind,
                "where": f.where,
                "message": f.message,
                "count": f.count,
                "example": f.example[:400],
            }
            for f in stats.failures.values()
        ],
        "slowest_per_byte": (
            {
                "target": worst.target,
                "bytes": worst.size,
                "ms": round(worst.seconds * 1e3, 3),
                "us_per_byte": round(worst.us_per_byte, 3),
            }
            if worst
            else None
        ),
        "slowest_absolute": (
            {"target": slowest.target, "bytes": slowest.size, "ms": round(slowest.seconds * 1e3, 3)}
            if slowest
            else None
        ),
    }


def _time_target(harness: Harness, target: str, text: str, repeat: int = 3) -> float:
    fn = dict(harness.targets)[target]
    allowed = harness.allow_lists[0]
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            fn(text, allowed)
        except Exception:  # recorded by the fuzz run already; here only time counts
            pass
        best = min(best, time.perf_counter() - start)
    return best


def scaling(slow: Sequence[dict[str, Any]], target_bytes: int = SCALING_TARGET_BYTES) -> list[dict[str, Any]]:
    """Time each input repeated to growing sizes; the log-log slope says how time scales.

    Args:
        slow: ``{"target", "text"}`` records (the fuzz run's slowest inputs per byte).
        target_bytes: the largest size tried.

    Returns:
        One record per input: sizes, best-of-3 times and the fitted slope.
    """
    harness = Harness()
    out: list[dict[str, Any]] = []
    for rec in slow:
        text = rec["text"] or " "
        sizes: list[int] = []
        times: list[float] = []
        k = 1
        while True:
            body = text * k
            if len(body) > target_bytes and sizes:
                break
            sizes.append(len(body))
            times.append(_time_target(harness, rec["target"], body))
            if times[-1] > SCALING_TIME_CAP:
                break  # already far too slow: the slope so far says enough
            k *= 4
        xs = [math.log(s) for s in sizes]
        ys = [math.log(max(t, 1e-7)) for t in times]
        n = len(xs)
        if n >= 2:
            mx, my = sum(xs) / n, sum(ys) / n
            den = sum((x - mx) ** 2 for x in xs)
            slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0
        else:
            slope = 0.0
        out.append(
            {
                "target": rec["target"],
                "seed_bytes": len(text.encode()),
                "sizes": sizes,
                "ms": [round(t * 1e3, 3) for t in times],
                "us_per_byte_at_max": round(times[-1] * 1e6 / sizes[-1], 3),
                "slope": round(slope, 2),
                "linear": slope <= SCALING_MAX_SLOPE or times[-1] < 0.01,
            }
        )
    return out


# ---------------------------------------------------------------------------------------
# Engines
# ---------------------------------------------------------------------------------------


def _mutate(rng: random.Random, data: bytes, seeds: Sequence[bytes]) -> bytes:
    buf = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.randrange(6)
        pos = rng.randrange(len(buf) + 1)
        if op == 0 and buf:
            buf[min(pos, len(buf) - 1)] = rng.randrange(256)
        elif op == 1:
            buf[pos:pos] = bytes(
                rng.choice(b"{}[]\"',:<>|()\\ntf0123456789 _=") for _ in range(rng.randint(1, 8))
            )
        elif op == 2 and buf:
            del buf[pos : pos + rng.randint(1, 16)]
        elif op == 3:
            other = rng.choice(seeds)
            a = rng.randrange(len(other) + 1)
            buf[pos:pos] = other[a : a + rng.randint(1, 256)]
        elif op == 4 and buf:
            a = rng.randrange(len(buf))
            chunk = buf[a : a + rng.randint(1, 32)]
            buf[pos:pos] = chunk * rng.randint(2, 20)
        elif op == 5 and buf:
            buf[0] = rng.randrange(256)
    return bytes(buf[:DEFAULT_MAX_LEN])


def run_random(harness: Harness, runs: int, seed: int = 0, progress: bool = True) -> None:
    """A seeded mutation loop over the seeds (no coverage guidance)."""
    rng = random.Random(seed)
    seeds = list(harness.seed_inputs())
    for data in seeds[:runs]:
        harness.run(data)
    for i in range(max(0, runs - len(seeds))):
        harness.run(_mutate(rng, rng.choice(seeds), seeds))
        if progress and (i + 1) % REPORT_EVERY == 0:
            _progress(harness)


def _progress(harness: Harness) -> None:
    st = harness.stats
    rate = st.inputs / max(time.perf_counter() - st.started, 1e-9)
    worst = st.slowest_per_byte[0].us_per_byte if st.slowest_per_byte else 0.0
    print(
        f"[fuzz] {st.inputs:,} inputs  {rate:,.0f}/s  exceptions={st.exceptions} "
        f"violations={st.violations}  worst={worst:.2f} us/B",
        flush=True,
    )


def _finish(harness: Harness, engine: str, out_dir: Path, scale: bool) -> dict[str, Any]:
    rep = report(harness.stats, engine)
    slow = [{"target": s.target, "text": s.text} for s in harness.stats.slowest_per_byte]
    (out_dir / "slowest.json").write_text(json.dumps(slow), encoding="utf-8")
    if scale and slow:
        # A fresh process: instrumentation slows the fuzzed code unevenly.
        proc = subprocess.run(
            [sys.executable, __file__, "--scaling", str(out_dir / "slowest.json")],
            capture_output=True,
            text=True,
            check=False,
        )
        try:
            rep["scaling"] = json.loads(proc.stdout)
        except ValueError:
            rep["scaling_error"] = (proc.stderr or proc.stdout)[-2000:]
        if isinstance(rep.get("scaling"), list):
            rep["max_slope"] = max((r["slope"] for r in rep["scaling"]), default=None)
            rep["all_linear"] = all(r["linear"] for r in rep["scaling"])
    (out_dir / "report.json").write_text(json.dumps(rep, indent=2), encoding="utf-8")
    print(json.dumps(rep, indent=2), flush=True)
    return rep


def run_atheris(
    harness_factory: Callable[[], Harness], runs: int, out_dir: Path, max_len: int, scale: bool
) -> None:
    """Coverage-guided fuzzing with atheris/libFuzzer; exits the process when done."""
    import atheris

    with atheris.instrument_imports(include=["prompt_toolcall"]):
        import prompt_toolcall.checking.schema.coerce
        import prompt_toolcall.extraction.transcript
        import prompt_toolcall.loop.pairing
        import prompt_toolcall.reading.detect
        import prompt_toolcall.reading.envelope
        import prompt_toolcall.reading.jsonish
        import prompt_toolcall.reading.sdk_json
        from prompt_toolcall.reading.dialects import available_readers, get_reader

        for key in available_readers():  # readers load lazily: import them under instrumentation
            get_reader(key)
        import prompt_toolcall.reading.dialects._common  # noqa: F401

    harness = harness_factory()
    corpus = out_dir / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    for data in harness.seed_inputs():
        (corpus / hashlib.sha1(data).hexdigest()).write_bytes(data[:max_len])

    def one_input(data: bytes) -> None:
        harness.run(data)
        n = harness.stats.inputs
        if n % REPORT_EVERY == 0:
            _progress(harness)
        if n >= runs:
            _finish(harness, "atheris", out_dir, scale)
            sys.stdout.flush()
            os._exit(0)

    atheris.Setup(
        [
            sys.argv[0],
            f"-max_len={max_len}",
            f"-runs={runs + 10}",
            "-timeout=60",
            "-rss_limit_mb=3072",
            "-print_final_stats=1",
            str(corpus),
        ],
        one_input,
    )
    atheris.Fuzz()


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1_000_000)
    parser.add_argument("--engine", choices=("atheris", "random", "auto"), default="auto")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "fuzz")
    parser.add_argument("--max-len", type=int, default=DEFAULT_MAX_LEN)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-scaling", action="store_true")
    parser.add_argument("--scaling", type=Path, help="only run the scaling check on a slowest.json")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))

    if args.scaling is not None:
        slow = json.loads(args.scaling.read_text(encoding="utf-8"))
        print(json.dumps(scaling(slow)))
        return 0

    args.out.mkdir(parents=True, exist_ok=True)
    engine = args.engine
    if engine == "auto":
        try:
            import atheris  # noqa: F401

            engine = "atheris"
        except ImportError:
            engine = "random"
    if engine == "atheris":
        run_atheris(lambda: Harness(args.out), args.runs, args.out, args.max_len, not args.no_scaling)
        return 0  # not reached: libFuzzer exits the process
    harness = Harness(args.out)
    run_random(harness, args.runs, args.seed)
    rep = _finish(harness, "random", args.out, not args.no_scaling)
    return 1 if rep["exceptions"] or rep["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
