"""Our NEED_INFO set on the real embedded model (issue 10): never a call with an invented value.

tests/fixtures/need_info holds 37 requests that each lack a required value ("Book me a flight
from Boston to Denver": no date). Each goes through ``ChatToolcall`` with its defaults
(constrained envelope on the local model, ``grounding="lenient"``) around the 1.5B model, the
embedded default and the model issue 10 measures. Bar: >= 90 % answered with NEED_INFO, and not
one call carrying a value for a parameter the request did not give. Measured with
``python benchmarks/grounding.py`` (docs/grounding.md): 36/37, 0 invented. The 0.5B model was
also tried: ~13 s per request as well, and it copies request words into missing slots more
often (the rules it led to are in prompt_toolcall/checking/grounding.py).

Cases run grouped by tool set, so llama.cpp reuses the cached manifest prefix between them.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from benchmarks.grounding import load_cases, score, to_messages
from langchain_toolcall import ChatToolcall

pytestmark = pytest.mark.model

NEED_INFO_MIN_RATE = 0.9
"""Issue 10's bar for the NEED_INFO set."""

CASES = sorted(
    (c for c in load_cases() if c["set"] == "need_info"),
    key=lambda c: json.dumps(c["tools"], sort_keys=True),
)


def test_need_info_set_asks_and_never_invents(chat_good: Any, model_timer: Any) -> None:
    outcomes: dict[str, str] = {}
    invented: dict[str, list[str]] = {}  # case -> the calls that carried an invented value
    with model_timer.measure(f"need_info set ({len(CASES)} requests, 1.5B)") as info:
        requests = 0
        for case in CASES:
            model = ChatToolcall(llm=chat_good).bind_tools(case["tools"])
            message = model.invoke(to_messages(case))
            kind = str(message.response_metadata["toolcall_kind"])
            requests += int(message.response_metadata["toolcall_requests"])
            calls = [{"name": c["name"], "args": c["args"]} for c in message.tool_calls]
            verdict = score(case, kind, calls)
            outcomes[case["id"]] = kind
            if verdict["invented"]:
                invented[case["id"]] = [f"{c['name']}({json.dumps(c['args'])})" for c in calls]
            if kind == "need_info":
                need = message.response_metadata["need_info"]
                assert need["missing"], f"{case['id']}: NEED_INFO names no parameter"
                assert "need" in str(message.content).lower(), f"{case['id']}: {message.content!r}"
        info["requests"] = requests
    asked = sum(kind == "need_info" for kind in outcomes.values())
    summary = ", ".join(f"{k}={v}" for k, v in sorted(outcomes.items()) if v != "need_info")
    print(f"\nNEED_INFO {asked}/{len(CASES)}; other outcomes: {summary or 'none'}; requests {requests}")
    assert not invented, f"calls with invented values reached the user: {invented}"
    assert asked >= NEED_INFO_MIN_RATE * len(CASES), f"NEED_INFO {asked}/{len(CASES)}; others: {summary}"
