"""Grounding on the real model: the NEED_INFO, grounded and no-tool request sets, split dev / test.

Usage::

    python benchmarks/grounding.py --split test          # 1.5B, constrained (the default)
    python benchmarks/grounding.py --free --model 0.5b   # free decoding, the small model
    python benchmarks/grounding.py --verify              # with the verify round trip on doubt
    python benchmarks/grounding.py --split test --rescore RUN.jsonl   # re-score, no model
    python benchmarks/grounding.py --split test --server  # over llama-cpp-python's server
    python benchmarks/grounding.py --split test --compare IN_PROCESS.jsonl SERVED.jsonl
    python benchmarks/grounding.py --split test --only no_tool --engine-grounding lenient
    python benchmarks/grounding.py --split test2 --truth --show   # no model: reading failures

``--server`` starts llama-cpp-python's OpenAI-compatible server on the same embedded model
and runs every case through ``ChatToolcall(llm=ChatOpenAI(base_url=...))`` with no other
option (``constrained`` and the server's structured-output dialect are found by the adapter);
``--base-url``/``--model-name`` use a running server instead. ``--compare`` reads two runs of
the same split and prints, per mode, the right counts of each and the cases whose model
decision or calls differ.

Splits: ``tests/fixtures/grounding/dev`` (81 English requests the rules were developed on:
development figures) and ``tests/fixtures/grounding/test`` (124 held-out requests in seven
languages, a third multi-turn: the figures to report). ``tests/fixtures/grounding/test2`` is a
second held-out split (60 need_info, 60 grounded, 60 no_tool; 12 languages), written by someone
who had not read the prompts or rules, before any run on it; ``tests/fixtures/grounding/test3``
is a third (60 / 60 / 60; 18 languages, 80 % not English), written the same way;
``tests/fixtures/grounding/test4`` is a fourth (60 / 60 / 60; 28 languages, 81 % not English),
written the same way. ``tests/fixtures/grounding/test5`` is a fifth (60 / 60 / 60; 26 languages,
83 % not English, 40 % multi-turn), written the same way. Record one model pass per split, then
iterate offline with ``--rescore``: grounding runs after extraction, so the replies do not depend
on the grounding code.

Data flow::

    tests/fixtures/grounding/<split>/need_info + grounded + no_tool (requests with tools and
        context)
      -> LangChain messages (a plain-string "Today is ..." line goes before the request; a
         question plus a tool result become a human turn, an assistant call and its
         ToolMessage; ``{"role", "content"}`` turns are replayed as they are)
      -> ChatToolcall(inner, grounding="off").bind_tools(tools).invoke(messages)    one run
      -> the model's own decision and calls, then prompt_toolcall.checking.grounding.check_grounding in
         every mode offline (grounding is a pure function of the calls, the sources and the
         date, so one model run scores "off", "lenient" and "strict" on identical replies;
         today's date is passed as the engine passes its clock)
      -> per mode: NEED_INFO rate and invented values on need_info/, calls kept on
         grounded/, requests per turn; JSONL to benchmarks/results/ and a table on stdout

Scoring:

- need_info set: a case is right when the outcome is NEED_INFO (by the model or by
  grounding). An **invented value** is a call that reaches the user carrying a value for a
  parameter the case lists as ``missing``. NO_TOOL is neither right nor invented.
- grounded set: a case is right when a call to the expected function survives; a NEED_INFO
  there is a false alarm (the value was in the conversation and grounding missed it).
- no_tool set: messages no listed tool fits (a greeting, thanks, a knowledge question, a
  message that names a tool's topic without asking for what it does): a case is right when
  the outcome is a text answer, neither a call nor a NEED_INFO. A NEED_INFO there is the
  grounding check stopping a call the model should not have made: no value is invented, but
  the user is asked for one they never meant to give.
- every set: a kept value for a parameter listed in ``absent`` (an optional value the
  conversation does not give) is an invented optional value.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from prompt_toolcall.extraction.prompt import PROMPT_STYLES

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "grounding"
MODES = ("off", "lenient", "strict")
SPLITS = ("dev", "test", "test2", "test3", "test4", "test5")
SETS = ("need_info", "grounded", "no_tool")
"""The fixture sets of a split, each a folder holding ``requests.jsonl``."""


def load_cases(split: str = "dev") -> list[dict[str, Any]]:
    """The fixture sets of ``split``, each case tagged with ``set`` (one of :data:`SETS`)."""
    cases: list[dict[str, Any]] = []
    for name in SETS:
        path = FIXTURES / split / name / "requests.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                cases.append({"lang": "en", "absent": [], **json.loads(line), "set": name})
    return cases


def _turns(case: Mapping[str, Any]) -> tuple[str, list[Mapping[str, str]]]:
    """(prefix for the request, earlier turns) of a case whose context holds role turns."""
    prefix = " ".join(c for c in case["context"] if isinstance(c, str))
    return prefix, [c for c in case["context"] if isinstance(c, Mapping)]


def sources(case: Mapping[str, Any]) -> list[str]:
    """The user and tool texts of the case, in order (what grounding may trust)."""
    if not any(isinstance(c, Mapping) for c in case["context"]):
        return [*case["context"], case["request"]]
    prefix, turns = _turns(case)
    texts = [t["content"] for t in turns if t["role"] in ("user", "tool")]
    return [*texts, f"{prefix} {case['request']}".strip()]


def to_messages(case: Mapping[str, Any]) -> list[Any]:
    """The case as a LangChain conversation (see the module docstring)."""
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

    if any(isinstance(c, Mapping) for c in case["context"]):
        prefix, turns = _turns(case)
        out: list[BaseMessage] = []
        for n, turn in enumerate(turns):
            if turn["role"] == "user":
                out.append(HumanMessage(turn["content"]))
            elif turn["role"] == "assistant":
                out.append(AIMessage(turn["content"]))
            else:
                question = next((t["content"] for t in reversed(turns[:n]) if t["role"] == "user"), "")
                call = {"name": "lookup", "args": {"question": question}, "id": f"call_ctx_{n}"}
                out += [
                    AIMessage("", tool_calls=[call]),
                    ToolMessage(turn["content"], tool_call_id=f"call_ctx_{n}"),
                ]
        return [*out, HumanMessage(f"{prefix} {case['request']}".strip())]
    context: list[str] = list(case["context"])
    request: str = case["request"]
    if len(context) == 1:
        return [HumanMessage(f"{context[0]} {request}")]
    if len(context) == 2:
        call = {"name": "lookup", "args": {"question": context[0]}, "id": "call_ctx_1"}
        return [
            HumanMessage(context[0]),
            AIMessage("", tool_calls=[call]),
            ToolMessage(context[1], tool_call_id="call_ctx_1"),
            HumanMessage(request),
        ]
    return [HumanMessage(request)]


def _same(a: Any, b: Any) -> bool:
    def norm(x: Any) -> str:
        return re.sub(r"[\W_]+", "", str(x).casefold())

    return norm(a) == norm(b)


def score(
    case: Mapping[str, Any],
    kind: str,
    calls: Sequence[Mapping[str, Any]],
    model_calls: Sequence[Mapping[str, Any]] = (),
    notes: Sequence[str] = (),
) -> dict[str, Any]:
    """Right / invented / false alarm for one outcome (see the module docstring).

    On the grounded set a NEED_INFO is a **caught wrong value** when a flagged parameter's value
    in the model's call differs from the fixture's (a wrong date, a dropped digit), and a
    **false alarm** otherwise (the value was right and grounding did not see it).
    """
    if case["set"] == "no_tool":
        return {"right": kind in ("no_tool", "answer"), "called": bool(calls), "invented_optional": []}
    absent = set(case.get("absent", ()))
    target = case["function"] if case["set"] == "need_info" else case["call"]["name"]
    optional = sorted({p for c in calls if c["name"] == target for p in c["args"] if p in absent})
    if case["set"] == "need_info":
        missing = set(case["missing"])
        invented = sorted(
            {p for c in calls if c["name"] == case["function"] for p in c["args"] if p in missing}
        )
        return {"right": kind == "need_info", "invented": invented, "invented_optional": optional}
    expected = case["call"]
    flagged = {m.group(1) for n in notes if (m := _FLAG_NOTE.match(n))}
    made: Mapping[str, Any] = next((c["args"] for c in model_calls if c["name"] == expected["name"]), {})
    wrong = any(not _same(made.get(p), expected["arguments"].get(p)) for p in flagged)
    return {
        "right": kind == "calls" and any(c["name"] == expected["name"] for c in calls),
        "false_need_info": kind == "need_info" and not wrong,
        "caught_wrong_value": kind == "need_info" and wrong,
        "invented_optional": optional,
    }


_FLAG_NOTE = re.compile(
    r"grounding:\d+:([^:.\[]+):(?:ungrounded-required|missing-required|same-value-as-another-parameter|stated-as-a-\w+)$"
)


def ground_offline(
    case: Mapping[str, Any],
    kind: str,
    calls: list[dict[str, Any]],
    mode: str,
    today: date | None = None,
) -> tuple[str, list[dict[str, Any]], list[str]]:
    """Apply ``check_grounding`` in ``mode`` to the calls the model made (``today``: the
    caller's date, as the engine passes its clock; None reads it from the conversation)."""
    from prompt_toolcall.checking.grounding import check_grounding, to_need_info
    from prompt_toolcall.types import FunctionTool, ToolCall

    if kind != "calls" or mode == "off":
        return kind, calls, []
    tools = [FunctionTool.from_dict(t) for t in case["tools"]]
    result = check_grounding(
        [ToolCall(name=c["name"], arguments=c["args"]) for c in calls],
        tools,
        sources(case),
        mode="strict" if mode == "strict" else "lenient",
        today=today,
    )
    out = [{"name": c.name, "args": dict(c.arguments)} for c in result.calls]
    if to_need_info(result, tools) is not None:
        return "need_info", [], list(result.notes)
    return "calls", out, list(result.notes)


def truth(split: str, mode: str = "lenient", today: date | None = None) -> list[tuple[str, list[str]]]:
    """Grounding applied to each grounded case's expected call, no model: the cases whose
    right answer it would turn into NEED_INFO, with the parameters it would ask for.

    A refusal here is a reading failure (a value the conversation states in a form the
    readers miss), whatever a model would write. ``today`` as in :func:`ground_offline`.
    """
    out: list[tuple[str, list[str]]] = []
    for case in load_cases(split):
        if case["set"] != "grounded":
            continue
        call = {"name": case["call"]["name"], "args": dict(case["call"]["arguments"])}
        kind, _, notes = ground_offline(case, "calls", [call], mode, today)
        if kind == "need_info":
            out.append((case["id"], sorted({m.group(1) for n in notes if (m := _FLAG_NOTE.match(n))})))
    return out


def _inner_model(args: argparse.Namespace) -> Any:
    """The embedded model in-process, or ChatOpenAI on ``args.base_url`` (greedy, as in-process)."""
    if args.base_url is None:
        from langchain_toolcall.local import chat_model

        return chat_model(model=args.model, max_tokens=256)
    from benchmarks.serving_concurrency import served_chat_model

    return served_chat_model(args.base_url, args.model_name or args.model, max_tokens=256)


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    """One model run per case (grounding inside the turn as ``--engine-grounding`` says, off by
    default), scored in every mode."""
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    from langchain_toolcall import ChatToolcall

    inner = _inner_model(args)
    records: list[dict[str, Any]] = []
    cases = load_cases(args.split)
    if args.only:
        cases = [c for c in cases if c["set"] == args.only]
    # Grouped by tool set, so llama.cpp reuses the cached manifest prefix between cases.
    cases.sort(key=lambda c: json.dumps(c["tools"], sort_keys=True))
    if args.out is not None and args.out.exists():  # resume an interrupted recording
        done = {json.loads(x)["id"] for x in args.out.read_text(encoding="utf-8").splitlines() if x.strip()}
        cases = [c for c in cases if c["id"] not in done]
    for n, case in enumerate(cases, 1):
        model = ChatToolcall(
            llm=inner,
            constrained=not args.free,
            grounding=args.engine_grounding,
            verify=args.verify,
            prompt_style=args.prompt_style,
        ).bind_tools(case["tools"])
        start = time.perf_counter()
        try:
            msg = model.invoke(to_messages(case))
            error = None
        except Exception as exc:  # a benchmark records every failure
            msg, error = None, f"{type(exc).__name__}: {exc}"
        seconds = time.perf_counter() - start
        meta = msg.response_metadata if msg is not None else {}
        kind = str(meta.get("toolcall_kind", "error"))
        calls = [{"name": c["name"], "args": c["args"]} for c in (msg.tool_calls if msg else [])]
        record: dict[str, Any] = {
            "id": case["id"],
            "set": case["set"],
            "lang": case["lang"],
            "model_kind": kind,
            "model_calls": calls,
            "requests": int(meta.get("toolcall_requests", 0)),
            "notes": list(meta.get("toolcall_notes", [])),
            "seconds": round(seconds, 2),
            "error": error,
        }
        for mode in MODES:
            try:
                m_kind, m_calls, m_notes = ground_offline(case, kind, calls, mode, date.today())
            except Exception as exc:  # the replies are what a recording keeps; re-score later
                m_kind, m_calls, m_notes = "error", [], [f"{type(exc).__name__}: {exc}"]
            record[mode] = {"kind": m_kind, "calls": m_calls, **score(case, m_kind, m_calls, calls, m_notes)}
            if m_notes and mode != "off":
                record[mode]["notes"] = m_notes
        records.append(record)
        if args.out is not None:
            with args.out.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
        if not args.quiet:
            print(
                f"[{n}/{len(cases)}] {case['set']:9s} {case['id']:44s} model={kind:9s} "
                + " ".join(f"{m}={record[m]['kind']}" for m in MODES)
                + f" {seconds:5.1f}s",
                file=sys.stderr,
            )
    return records


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate k/n (0..1); (0, 1) when n is 0."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _rate(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k}/{n} ({100 * k / max(n, 1):.0f} %, {100 * lo:.0f}-{100 * hi:.0f})"


def summarize(records: Sequence[Mapping[str, Any]]) -> str:
    """Markdown tables: per mode, then per mode and language, with 95 % Wilson intervals.

    Invented values are counted per request: a kept call that carries a value for a
    ``missing`` parameter (need_info set) or for an ``absent`` optional one (both sets).
    """
    need = [r for r in records if r["set"] == "need_info"]
    grounded = [r for r in records if r["set"] == "grounded"]
    quiet = [r for r in records if r["set"] == "no_tool"]
    lines = [
        "| mode | NEED_INFO on need_info/ | invented required kept | invented optional kept "
        "| NO_TOOL on need_info/ | calls kept on grounded/ | false NEED_INFO on grounded/ "
        "| wrong values caught on grounded/ |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for mode in MODES:
        right = sum(r[mode]["right"] for r in need)
        invented = sum(bool(r[mode]["invented"]) for r in need)
        optional = sum(bool(r[mode].get("invented_optional")) for r in records)
        no_tool = sum(r[mode]["kind"] == "no_tool" for r in need)
        kept = sum(r[mode]["right"] for r in grounded)
        false_alarm = sum(r[mode].get("false_need_info", False) for r in grounded)
        caught = sum(r[mode].get("caught_wrong_value", False) for r in grounded)
        lines.append(
            f"| {mode} | {_rate(right, len(need))} | {invented} | {optional} | {no_tool} "
            f"| {_rate(kept, len(grounded))} | {_rate(false_alarm, len(grounded))} | {caught} |"
        )
    langs = sorted({r.get("lang", "en") for r in records})
    lines += [
        "",
        "| mode | language | NEED_INFO on need_info/ | false NEED_INFO on grounded/ "
        "| calls kept on grounded/ | invented kept (required + optional) |",
        "|---|---|---|---|---|---|",
    ]
    for mode in MODES[1:]:
        for lang in langs:
            n_l = [r for r in need if r.get("lang", "en") == lang]
            g_l = [r for r in grounded if r.get("lang", "en") == lang]
            inv = sum(bool(r[mode]["invented"]) for r in n_l)
            inv += sum(bool(r[mode].get("invented_optional")) for r in [*n_l, *g_l])
            lines.append(
                f"| {mode} | {lang} | {_rate(sum(r[mode]['right'] for r in n_l), len(n_l))} "
                f"| {_rate(sum(r[mode].get('false_need_info', False) for r in g_l), len(g_l))} "
                f"| {_rate(sum(r[mode]['right'] for r in g_l), len(g_l))} | {inv} |"
            )
    if quiet:
        lines += [
            "",
            "| mode | language | text answer on no_tool/ | call kept | NEED_INFO |",
            "|---|---|---|---|---|",
        ]
        for mode in MODES:
            for lang in ["all", *sorted({r.get("lang", "en") for r in quiet})]:
                q_l = [r for r in quiet if lang in ("all", r.get("lang", "en"))]
                lines.append(
                    f"| {mode} | {lang} | {_rate(sum(r[mode]['right'] for r in q_l), len(q_l))} "
                    f"| {sum(r[mode]['called'] for r in q_l)} "
                    f"| {sum(r[mode]['kind'] == 'need_info' for r in q_l)} |"
                )
    requests = [r["requests"] for r in records if r["requests"]]
    kinds = Counter(r["model_kind"] for r in records)
    seconds = sum(r["seconds"] for r in records)
    lines += [
        "",
        f"requests per turn: {sum(requests) / max(len(requests), 1):.2f} "
        f"(max {max(requests, default=0)}); model decisions: {dict(kinds)}; model time {seconds:.0f} s",
    ]
    return "\n".join(lines)


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def compare(first: Sequence[Mapping[str, Any]], second: Sequence[Mapping[str, Any]]) -> str:
    """Two runs of one split side by side: right counts per mode, and every case whose model
    decision or calls differ (only the cases both runs hold are compared)."""
    a = {r["id"]: r for r in first}
    b = {r["id"]: r for r in second}
    shared = sorted(a.keys() & b.keys())
    lines = [f"{len(shared)} cases in both runs ({len(a)} and {len(b)} recorded)"]
    for mode in MODES:
        right_a = sum(bool(a[i][mode]["right"]) for i in shared)
        right_b = sum(bool(b[i][mode]["right"]) for i in shared)
        lines.append(f"{mode:8s} right: {right_a} vs {right_b}")
    differ = [
        i
        for i in shared
        if (a[i]["model_kind"], a[i]["model_calls"]) != (b[i]["model_kind"], b[i]["model_calls"])
    ]
    lines.append(f"model decision or calls differ on {len(differ)} of {len(shared)} cases")
    for i in differ:
        one, two = a[i], b[i]
        lines.append(
            f"  {i}: {one['model_kind']} {one['model_calls']}  vs  {two['model_kind']} {two['model_calls']}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point: run, write the JSONL, print the table."""
    p = argparse.ArgumentParser(prog="python benchmarks/grounding.py", description=__doc__.split("\n")[0])
    p.add_argument("--model", default="qwen2.5-coder-1.5b")
    p.add_argument("--free", action="store_true", help="free decoding (default: constrained envelope)")
    p.add_argument("--verify", action="store_true", help="spend the verify round trip on doubt")
    p.add_argument(
        "--prompt-style",
        choices=PROMPT_STYLES,
        default="compact",
        help="the extractor prompt (ChatToolcall's prompt_style; compact is its default)",
    )
    p.add_argument(
        "--engine-grounding",
        choices=MODES,
        default="off",
        help="grounding inside the turn (default off: one model run scored offline in every mode). "
        "With lenient or strict the engine's own steps after a refused value run live (lookups, "
        "re-asks); read the 'off' rows as the live outcome",
    )
    p.add_argument(
        "--split",
        choices=SPLITS,
        default="dev",
        help="dev (tuned on), test, test2, test3, test4 or test5 (held out)",
    )
    p.add_argument("--only", choices=SETS, default=None)
    p.add_argument("--out", type=Path, default=None, help="also append each record here as it is made")
    p.add_argument("--rescore", type=Path, default=None, help="re-score an existing JSONL (no model)")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--show", action="store_true", help="with --rescore: list every miss with its notes")
    p.add_argument("--server", action="store_true", help="start llama-cpp-python's server and run over it")
    p.add_argument("--base-url", default=None, help="run over this OpenAI-compatible server")
    p.add_argument("--model-name", default=None, help="the model's name on --base-url")
    p.add_argument("--compare", type=Path, nargs=2, default=None, help="compare two recorded runs")
    p.add_argument(
        "--truth",
        action="store_true",
        help="no model: how many expected calls of the grounded set grounding refuses, at today's date",
    )
    args = p.parse_args(argv)
    if args.compare:
        print(compare(*(_read(path) for path in args.compare)))
        return 0
    args.model = {"1.5b": "qwen2.5-coder-1.5b", "0.5b": "qwen2.5-coder-0.5b"}.get(args.model, args.model)
    if args.truth:
        total = sum(c["set"] == "grounded" for c in load_cases(args.split))
        for mode in MODES[1:]:
            refused = truth(args.split, mode, date.today())
            print(f"{mode}: right answers refused {len(refused)}/{total}")
            for case_id, params in refused if args.show else ():
                print(f"  {case_id}: {', '.join(params)}")
        return 0
    if args.rescore:
        cases = {c["id"]: c for c in load_cases(args.split)}
        records = [json.loads(x) for x in args.rescore.read_text(encoding="utf-8").splitlines() if x]
        for r in records:
            case = cases[r["id"]]
            r["lang"] = case["lang"]
            for mode in MODES:
                m_kind, m_calls, m_notes = ground_offline(
                    case, r["model_kind"], r["model_calls"], mode, date.today()
                )
                verdict = score(case, m_kind, m_calls, r["model_calls"], m_notes)
                r[mode] = {"kind": m_kind, "calls": m_calls, **verdict, "notes": m_notes}
        print(summarize(records))
        if args.show:
            for r in records:
                for mode in MODES[1:]:
                    m = r[mode]
                    if m["right"] and not m.get("invented_optional"):
                        continue
                    print(
                        f"{mode:8s} {r['set']:9s} {r['id']:40s} model={r['model_calls']}"
                        f" -> {m['kind']} {m['notes']}"
                    )
        return 0
    start = time.perf_counter()
    server = None
    if args.server:
        from benchmarks.serving_concurrency import start_server, stop_server

        server, args.base_url = start_server(args.model, threads=2)
        args.model_name = args.model
    try:
        records = run(args)
    finally:
        if server is not None:
            stop_server(server)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    out = ROOT / "benchmarks" / "results"
    out.mkdir(parents=True, exist_ok=True)
    decoding = ("free" if args.free else "constrained") + ("-served" if args.base_url else "")
    if args.prompt_style != "compact":
        decoding += f"-{args.prompt_style}"
    if args.engine_grounding != "off":
        decoding += f"-engine-{args.engine_grounding}"
    path = (
        out
        / f"grounding-{args.split}-{args.model}-{decoding}{'-verify' if args.verify else ''}-{stamp}.jsonl"
    )
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    print(f"{args.model}, {decoding}{', verify' if args.verify else ''}: {len(records)} requests")
    print(summarize(records))
    print(f"per-case outputs: {path}\nwall time {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
