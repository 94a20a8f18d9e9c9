"""A quick development check: multi-step agent tasks (2-3 dependent calls) on the embedded model.

Usage::

    OMP_WAIT_POLICY=PASSIVE python -m benchmarks.multistep_dev [--framework langchain|llamaindex]
        [--model qwen2.5-coder-1.5b] [--only N ...]

Each task needs calls whose arguments come from an earlier call's result; a task counts as
finished when the final answer holds the expected value (a substring check). This is a
development check for the turn engine (8 tasks), not a benchmark: measure on a held-out split.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

USERS = {"Ines Duarte": "u-17", "Kenji Mori": "u-42", "Amara Okafor": "u-08"}
RECORDS = {
    "u-17": {"name": "Ines Duarte", "city": "Porto", "manager": "u-42"},
    "u-42": {"name": "Kenji Mori", "city": "Osaka", "manager": None},
    "u-08": {"name": "Amara Okafor", "city": "Lagos", "manager": "u-17"},
}
TEMPS = {"Porto": "17C", "Osaka": "22C", "Lagos": "31C"}
ORDERS = {"A-100": {"customer": "u-08", "total": 250}, "B-200": {"customer": "u-17", "total": 90}}


def find_user_id(name: str) -> str:
    """Find a user's id from their full name."""
    return USERS.get(name, f"no user named {name!r}")


def get_user(user_id: str) -> str:
    """Get a user's record (name, city, manager id) from their user id."""
    rec = RECORDS.get(user_id)
    return json.dumps(rec) if rec else f"no user with id {user_id!r}"


def get_temperature(city: str) -> str:
    """Current temperature in a city."""
    return TEMPS.get(city, f"no weather data for {city!r}")


def multiply(a: float, b: float) -> float:
    """Multiply two numbers."""
    return a * b


def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


def get_order(order_id: str) -> str:
    """Get an order (customer user id, total) by order id."""
    order = ORDERS.get(order_id)
    return json.dumps(order) if order else f"no order {order_id!r}"


TOOLS: list[Callable[..., Any]] = [find_user_id, get_user, get_temperature, multiply, add, get_order]


@dataclass
class Task:
    question: str
    expected: str
    tools: tuple[str, ...]


TASKS = [
    Task("Which city does Ines Duarte live in?", "Porto", ("find_user_id", "get_user")),
    Task("What is 4821 times 37, plus 1000?", "179377", ("multiply", "add")),
    Task(
        "What is the temperature where Kenji Mori lives?",
        "22",
        ("find_user_id", "get_user", "get_temperature"),
    ),
    Task("Which city does the customer of order A-100 live in?", "Lagos", ("get_order", "get_user")),
    Task("What is (12 + 30) multiplied by 3?", "126", ("add", "multiply")),
    Task("What is the name of Ines Duarte's manager?", "Kenji Mori", ("find_user_id", "get_user")),
    Task("How warm is it in the city of user u-08?", "31", ("get_user", "get_temperature")),
    Task(
        "What is the user id of the customer who placed order B-200, and what is their name?",
        "Ines Duarte",
        ("get_order", "get_user"),
    ),
]


@dataclass
class Outcome:
    finished: bool
    answer: str
    calls: list[str] = field(default_factory=list)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


def _langchain(model: str) -> Callable[[Task], Outcome]:
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage

    from langchain_toolcall import ChatToolcall
    from langchain_toolcall.local import chat_model

    llm = ChatToolcall(llm=chat_model(model))

    def run(task: Task) -> Outcome:
        agent = create_agent(llm, tools=[t for t in TOOLS if t.__name__ in task.tools])
        try:
            state = agent.invoke({"messages": [("user", task.question)]}, {"recursion_limit": 16})
        except Exception as e:
            return Outcome(False, f"{type(e).__name__}: {e}")
        calls = [
            f"{c['name']}({c['args']})"
            for m in state["messages"]
            if isinstance(m, AIMessage)
            for c in m.tool_calls
        ]
        answer = str(state["messages"][-1].content)
        notes = [
            n
            for m in state["messages"]
            if isinstance(m, AIMessage)
            for n in m.response_metadata.get("toolcall_notes", ())
        ]
        return Outcome(task.expected.lower() in answer.lower().replace(",", ""), answer, calls, notes=notes)

    return run


def _llamaindex(model: str) -> Callable[[Task], Outcome]:
    from llama_index.core.agent.workflow import AgentOutput, FunctionAgent, ToolCallResult

    from llamaindex_toolcall import ToolcallLLM
    from llamaindex_toolcall.local import llamaindex_llm

    llm = ToolcallLLM(llm=llamaindex_llm(model))

    async def go(task: Task) -> Outcome:
        agent = FunctionAgent(tools=[t for t in TOOLS if t.__name__ in task.tools], llm=llm, streaming=False)
        handler = agent.run(user_msg=task.question, max_iterations=8)
        calls: list[str] = []
        notes: list[str] = []
        try:
            async for ev in handler.stream_events():
                if isinstance(ev, ToolCallResult):
                    calls.append(f"{ev.tool_name}({ev.tool_kwargs})")
                elif isinstance(ev, AgentOutput) and isinstance(ev.raw, dict):
                    notes.extend(ev.raw.get("toolcall", {}).get("notes", []))
            answer = str(await handler)
        except Exception as e:
            return Outcome(False, f"{type(e).__name__}: {e}", calls)
        return Outcome(task.expected.lower() in answer.lower().replace(",", ""), answer, calls, notes=notes)

    return lambda task: asyncio.run(go(task))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--framework", choices=("langchain", "llamaindex"), default="langchain")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b")
    parser.add_argument("--only", type=int, nargs="*", help="task numbers (1-based)")
    args = parser.parse_args()
    run = (_langchain if args.framework == "langchain" else _llamaindex)(args.model)
    picked = [(i, t) for i, t in enumerate(TASKS, 1) if not args.only or i in args.only]
    done = 0
    for i, task in picked:
        start = time.perf_counter()
        out = run(task)
        out.seconds = time.perf_counter() - start
        done += out.finished
        mark = "OK  " if out.finished else "FAIL"
        print(
            f"{mark} {i} {out.seconds:5.1f}s {task.question}\n"
            f"     calls: {out.calls}\n     answer: {out.answer[:200]!r}\n     notes: {out.notes}",
            flush=True,
        )
    print(f"finished {done}/{len(picked)} ({args.framework}, {args.model})")


if __name__ == "__main__":
    main()
