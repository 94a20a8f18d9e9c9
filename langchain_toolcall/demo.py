"""The ``toolcall demo`` agent: the embedded model calling real local tools.

Data flow::

    question -> langchain.agents.create_agent(
                    model=ChatToolcall(llm=chat_model(model), constrained=not free),
                    tools=[calculate, current_datetime, find_files, read_text_file],
                    middleware=[ToolcallMiddleware()])
             -> agent.stream(stream_mode="updates")
             -> each step printed: tool call(s), tool result(s), final answer, wall time

The tools are plain functions (this module imports no framework at import time; the agent
is built inside :func:`run_demo`). They are safe to run on any machine: the calculator
walks the ``ast`` and never calls ``eval``; the file tools stay inside one folder and only
read text.
"""

from __future__ import annotations

import ast
import datetime as _dt
import math
import operator
import os
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TextIO

__all__ = [
    "DEFAULT_QUESTION",
    "SYSTEM_PROMPT",
    "DemoResult",
    "calculate",
    "current_datetime",
    "demo_tools",
    "find_files",
    "read_text_file",
    "run_demo",
]

DEFAULT_QUESTION = "What is 1234 * 5678 + 90? Use the calculator."
"""Asked when ``toolcall demo`` gets no question: one call, a result the user can check."""

SYSTEM_PROMPT = (
    "You are a helpful assistant running on this computer. Use the tools for arithmetic, "
    "the current date and time, and the files in the demo folder. When the tool results "
    "answer the question, answer briefly and state the result."
)
"""The agent's system prompt. UNMEASURED: kept short for a 4096-token context."""

MAX_EXPRESSION_CHARS = 200
"""Longest expression the calculator accepts. UNMEASURED: arithmetic questions are short."""

MAX_POWER_EXPONENT = 1000
"""Largest exponent for ``**``: ``9**9**9`` would otherwise hang the process."""

MAX_FILE_RESULTS = 20
"""Most paths ``find_files`` lists. UNMEASURED: keeps a tool result inside a small context."""

MAX_READ_CHARS = 2000
"""Most characters ``read_text_file`` returns. UNMEASURED: ~500 tokens of a 4096 context."""

_BINARY_OPS: Mapping[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY_OPS: Mapping[type[ast.unaryop], Callable[[Any], Any]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}
_FUNCTIONS: Mapping[str, Callable[..., Any]] = {
    "sqrt": math.sqrt,
    "abs": abs,
    "round": round,
    "min": min,
    "max": max,
    "log": math.log,
    "log10": math.log10,
    "exp": math.exp,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "floor": math.floor,
    "ceil": math.ceil,
}
_CONSTANTS: Mapping[str, float] = {"pi": math.pi, "e": math.e, "tau": math.tau}


class _CalcError(ValueError):
    pass


def _eval_node(node: ast.AST) -> Any:
    if isinstance(node, ast.Expression):
        return _eval_node(node.body)
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY_OPS:
        left, right = _eval_node(node.left), _eval_node(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > MAX_POWER_EXPONENT:
            msg = f"exponent {right} is larger than {MAX_POWER_EXPONENT}"
            raise _CalcError(msg)
        return _BINARY_OPS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY_OPS:
        return _UNARY_OPS[type(node.op)](_eval_node(node.operand))
    if isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCTIONS
        and not node.keywords
    ):
        return _FUNCTIONS[node.func.id](*(_eval_node(a) for a in node.args))
    shown = ast.unparse(node) if isinstance(node, ast.expr) else type(node).__name__
    msg = (
        f"unsupported element {shown!r}; use numbers, + - * / // % **, parentheses, "
        f"pi, e and {', '.join(sorted(_FUNCTIONS))}"
    )
    raise _CalcError(msg)


def calculate(expression: str) -> str:
    """Evaluate an arithmetic expression, e.g. "(2 + 3) * 4" or "sqrt(2) * 10".

    Args:
        expression: numbers, + - * / // % ** and parentheses, the constants pi and e, and
            the functions sqrt, abs, round, min, max, log, log10, exp, sin, cos, tan, floor, ceil.
    """
    text = expression.strip().replace("^", "**").replace(",", "") if isinstance(expression, str) else ""
    if not text:
        return "Error: give an arithmetic expression, e.g. '2 + 2'."
    if len(text) > MAX_EXPRESSION_CHARS:
        return f"Error: the expression is longer than {MAX_EXPRESSION_CHARS} characters."
    try:
        value = _eval_node(ast.parse(text, mode="eval"))
    except SyntaxError:
        return f"Error: {expression!r} is not an arithmetic expression."
    except (_CalcError, ArithmeticError, ValueError, TypeError) as e:
        return f"Error: {e}"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        value = int(value)
    return str(value)


def current_datetime(timezone: str = "local") -> str:
    """The current date, time and weekday.

    Args:
        timezone: an IANA zone like "Europe/Paris" or "UTC"; "local" for this machine's zone.
    """
    zone: _dt.tzinfo | None
    if not timezone or timezone.lower() == "local":
        now = _dt.datetime.now().astimezone()
    else:
        try:
            from zoneinfo import ZoneInfo

            zone = _dt.timezone.utc if timezone.upper() == "UTC" else ZoneInfo(timezone)
        except (ImportError, ValueError, KeyError, OSError):
            return f"Error: unknown time zone {timezone!r}; use an IANA name like 'Europe/Paris', or 'UTC'."
        now = _dt.datetime.now(zone)
    return now.strftime("%A %Y-%m-%d %H:%M:%S %Z").strip()


def _inside(root: Path, candidate: Path) -> bool:
    try:
        candidate.resolve().relative_to(root.resolve())
    except ValueError:
        return False
    return True


def find_files(pattern: str, folder: str | os.PathLike[str] = ".") -> str:
    """List files under the demo folder whose name contains ``pattern`` (or matches a glob like "*.md").

    Args:
        pattern: part of a file name, or a glob pattern.
        folder: the folder searched (hidden folders are skipped).
    """
    root = Path(folder)
    if not root.is_dir():
        return f"Error: {root} is not a folder."
    needle = (pattern or "").strip()
    is_glob = any(ch in needle for ch in "*?[")
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        for name in sorted(filenames):
            rel = Path(dirpath, name).relative_to(root)
            hit = rel.match(needle) if is_glob else needle.lower() in name.lower()
            if hit:
                found.append(rel.as_posix())
                if len(found) >= MAX_FILE_RESULTS:
                    return "\n".join([*found, f"(stopped after {MAX_FILE_RESULTS} files)"])
    return "\n".join(found) if found else f"No file name under {root} matches {needle!r}."


def read_text_file(path: str, folder: str | os.PathLike[str] = ".") -> str:
    """Read the start of a text file inside the demo folder.

    Args:
        path: the file's path relative to the demo folder (as find_files lists it).
        folder: the demo folder; paths outside it are refused.
    """
    root = Path(folder)
    target = root / path
    if not _inside(root, target):
        return f"Error: {path!r} is outside the demo folder {root}."
    if not target.is_file():
        return f"Error: no file {path!r} in {root}; use find_files first."
    try:
        text = target.read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        return f"Error: cannot read {path!r}: {e}"
    if len(text) > MAX_READ_CHARS:
        return text[:MAX_READ_CHARS] + f"\n... ({len(text) - MAX_READ_CHARS} more characters)"
    return text


def demo_tools(folder: str | os.PathLike[str] = ".") -> list[Any]:
    """The demo's tools as LangChain ``StructuredTool`` objects (file tools bound to ``folder``)."""
    from langchain_core.tools import StructuredTool

    root = Path(folder)

    def find_files_in_folder(pattern: str) -> str:
        return find_files(pattern, root)

    def read_file_in_folder(path: str) -> str:
        return read_text_file(path, root)

    return [
        StructuredTool.from_function(calculate, name="calculate", description=_first_line(calculate)),
        StructuredTool.from_function(
            current_datetime, name="current_datetime", description=_first_line(current_datetime)
        ),
        StructuredTool.from_function(
            find_files_in_folder,
            name="find_files",
            description=(
                f"List files in the folder {root.resolve()} whose name contains a text or matches a glob."
            ),
        ),
        StructuredTool.from_function(
            read_file_in_folder,
            name="read_file",
            description=(
                f"Read the start of a text file in the folder {root.resolve()} (path as find_files lists it)."
            ),
        ),
    ]


def _first_line(fn: Callable[..., Any]) -> str:
    return (fn.__doc__ or fn.__name__).strip().splitlines()[0]


class DemoResult:
    """What one demo run did: the steps printed, the final answer and the wall time."""

    def __init__(self, answer: str, steps: list[str], seconds: float, model_calls: int) -> None:
        self.answer = answer
        self.steps = steps
        self.seconds = seconds
        self.model_calls = model_calls


def run_demo(
    question: str | None = None,
    *,
    model: str | None = None,
    constrained: bool = True,
    folder: str | os.PathLike[str] = ".",
    max_steps: int = 12,
    out: TextIO | None = None,
    llm: Any = None,
) -> DemoResult:
    """Answer ``question`` with a LangChain agent over the embedded model and print each step.

    Args:
        question: what to ask; ``DEFAULT_QUESTION`` when None or empty.
        model: embedded model key (default ``qwen2.5-coder-1.5b``).
        constrained: JSON-schema constrained envelopes (True) or free decoding (False).
        folder: the folder the file tools may search and read.
        max_steps: LangGraph recursion limit (model + tool steps) before the agent stops.
        out: where to print (default stdout).
        llm: an inner LangChain chat model to use instead of the embedded one (tests).

    Returns:
        A :class:`DemoResult`.
    """
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, HumanMessage
    from langchain_core.runnables import RunnableConfig
    from langgraph.errors import GraphRecursionError

    from langchain_toolcall import ChatToolcall, ToolcallMiddleware
    from prompt_toolcall.local.models import DEFAULT_MODEL

    stream = out or sys.stdout
    question = (question or "").strip() or DEFAULT_QUESTION
    model_key = model or DEFAULT_MODEL
    if llm is None:
        from langchain_toolcall.local import chat_model

        llm = chat_model(model_key)
    steps: list[str] = []

    def say(line: str) -> None:
        steps.append(line)
        print(line, file=stream, flush=True)

    wrapper = ChatToolcall(llm=llm, constrained=constrained)
    agent = create_agent(
        model=wrapper,
        tools=demo_tools(folder),
        system_prompt=SYSTEM_PROMPT,
        middleware=[ToolcallMiddleware()],
    )

    mode = "constrained (JSON schema)" if constrained else "free decoding"
    say(f"model: {model_key} | envelopes: {mode}")
    say(f"question: {question}")
    start = time.perf_counter()
    answer = ""
    model_calls = 0
    config: RunnableConfig = {"recursion_limit": max_steps}
    inputs: Any = {"messages": [HumanMessage(question)]}
    try:
        for update in agent.stream(inputs, config, stream_mode="updates"):
            for message in _update_messages(update):
                model_calls += _show(message, time.perf_counter() - start, say)
                if isinstance(message, AIMessage) and not message.tool_calls and message.text.strip():
                    answer = message.text.strip()
    except GraphRecursionError:
        say(f"stopped: the agent used its {max_steps} steps without a final answer")
    seconds = time.perf_counter() - start
    say(f"wall time: {seconds:.1f} s")
    return DemoResult(answer=answer, steps=steps, seconds=seconds, model_calls=model_calls)


def _update_messages(update: object) -> list[Any]:
    """The messages of one LangGraph ``updates`` item."""
    if not isinstance(update, Mapping):
        return []
    out: list[Any] = []
    for payload in update.values():
        if isinstance(payload, Mapping):
            out.extend(payload.get("messages", []))
    return out


def _show(message: Any, elapsed: float, say: Callable[[str], None]) -> int:
    """Print one agent message as demo steps; return the inner requests it cost."""
    from langchain_core.messages import AIMessage, ToolMessage

    if isinstance(message, ToolMessage):
        say(f"[{elapsed:6.1f}s] tool result <- {message.name}: {_short(str(message.content))}")
        return 0
    if not isinstance(message, AIMessage):
        return 0
    for call in message.tool_calls:
        say(f"[{elapsed:6.1f}s] tool call   -> {call['name']}({_args(call['args'])})")
    for bad in message.invalid_tool_calls:
        say(f"[{elapsed:6.1f}s] invalid call: {bad.get('name')}: {bad.get('error')}")
    notes = message.response_metadata.get("toolcall_notes", ())
    if "repeated-call-suppressed" in notes:
        say("         (model asked again for a call it has the result of: answering)")
    text = message.text.strip()
    if text and not message.tool_calls:
        say(f"[{elapsed:6.1f}s] answer      -> {text}")
    return int(message.response_metadata.get("toolcall_requests", 0) or 0)


def _args(args: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items())


def _short(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + " ..."
