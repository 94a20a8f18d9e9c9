"""Grounding on the real embedded model: a fixed sample of the held-out test split.

tests/fixtures/grounding/test holds 124 held-out requests in seven languages (a third
multi-turn). CI runs a fixed sample of it - every twentieth NEED_INFO request and every fortieth
grounded request in id order, 6 requests, about 100 seconds on the 1.5B model - through
``ChatToolcall`` with its defaults (constrained envelope on the local model,
``grounding="lenient"``) around the 1.5B model, the embedded default. The full split is
scored by ``python benchmarks/grounding.py --split test`` (docs/grounding.md).

The sample was halved twice (from every fifth / every tenth, 20 requests, then 11) to keep CI
under 20 minutes: each request has its own tool set, so each re-reads a whole extractor
prompt on the 1.5B (17 s a request in CI). Each smaller sample is a subset of the larger one,
and the full split stays the benchmark's job.

Bars: a ratchet at what this code measured on the sample, not the goal. The goal is no call
carrying a value the request did not give (required or optional) and NEED_INFO on every
request that lacks one. Measured on the 1.5B model (2026-12-01, one pass, deterministic at
temperature 0): on the 20-request sample, 11 of 13 NEED_INFO requests asked, 7 of 7 grounded
requests kept, and 4 requests reached a call with an invented value - a word of the request
taken as the value (a recipient, an order id, a location written as "tomorrow") and an
optional date "now"; on the 11-request subset, 6 of 7 NEED_INFO requests asked (the payment
without a recipient made a call) and 4 of 4 grounded requests kept. On this 6-request subset
(2026-12-02): 3 of 4 NEED_INFO requests asked (the same payment made a call), 2 of 2 grounded
requests kept, 2 requests carried an invented value (that payment's recipient, and a word of
the request taken as an event's value). Any regression past these counts fails; lower the bars as
the grounding improves.

Cases run grouped by tool set, so llama.cpp reuses the cached manifest prefix between them.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from benchmarks.grounding import load_cases, score, to_messages
from langchain_toolcall import ChatToolcall

pytestmark = pytest.mark.model

NEED_INFO_EVERY = 20
GROUNDED_EVERY = 40
MAX_NEED_INFO_MISSES = 1
"""NEED_INFO requests of the sample (4) answered otherwise: measured 1."""

MAX_GROUNDED_MISSES = 1
"""Grounded requests of the sample (2) turned into a question or a wrong call: measured 0."""

MAX_INVENTED = 2
"""Requests of the sample whose call carried an invented value: measured 2 (the goal is 0)."""


def _sample() -> list[dict[str, Any]]:
    cases = load_cases("test")
    need = sorted((c for c in cases if c["set"] == "need_info"), key=lambda c: c["id"])[::NEED_INFO_EVERY]
    grounded = sorted((c for c in cases if c["set"] == "grounded"), key=lambda c: c["id"])[::GROUNDED_EVERY]
    return sorted([*need, *grounded], key=lambda c: json.dumps(c["tools"], sort_keys=True))


CASES = _sample()


def test_sample_of_test_split_asks_keeps_and_never_invents(chat_good: Any, model_timer: Any) -> None:
    misses: dict[str, list[str]] = {"need_info": [], "grounded": []}
    invented: dict[str, list[str]] = {}  # case -> the calls that carried an invented value
    with model_timer.measure(f"grounding test-split sample ({len(CASES)} requests, 1.5B)") as info:
        requests = 0
        for case in CASES:
            # The decision is scored, not its wording: the fixed sentence saves one request a case.
            model = ChatToolcall(llm=chat_good, need_info_reply="template").bind_tools(case["tools"])
            message = model.invoke(to_messages(case))
            kind = str(message.response_metadata["toolcall_kind"])
            requests += int(message.response_metadata["toolcall_requests"])
            calls = [{"name": c["name"], "args": c["args"]} for c in message.tool_calls]
            verdict = score(case, kind, calls)
            if not verdict["right"]:
                misses[case["set"]].append(f"{case['id']}={kind}")
            if verdict.get("invented") or verdict.get("invented_optional"):
                invented[case["id"]] = [
                    f"{c['name']}({json.dumps(c['args'], ensure_ascii=False)})" for c in calls
                ]
            if kind == "need_info":
                need = message.response_metadata["need_info"]
                assert need["missing"], f"{case['id']}: NEED_INFO names no parameter"
        info["requests"] = requests
    print(f"\nmisses: {misses}; invented: {sorted(invented)}; requests {requests}")
    assert len(invented) <= MAX_INVENTED, f"calls with invented values reached the user: {invented}"
    assert len(misses["need_info"]) <= MAX_NEED_INFO_MISSES, misses["need_info"]
    assert len(misses["grounded"]) <= MAX_GROUNDED_MISSES, misses["grounded"]
