"""The ``toolcall demo`` agent: the embedded model calling real local tools.

Data flow::

    question(s) -> for each: a fresh langchain.agents.create_agent(
                    model=ChatToolcall(llm=chat_model(model), constrained=not free),
                    tools=[calculate, current_datetime, find_files, read_text_file],
                    middleware=[ToolcallMiddleware()])
             -> agent.stream(stream_mode="updates")
             -> each step printed: tool call(s), tool result(s), final answer, wall time
             -> while the model works: what it is being asked ("... asking the model for a
                tool call"), from the inner requests' callbacks (ChatToolcall's child runs)

With no question, the two default questions run in turn: one call, then two dependent calls
(the second calculation needs the first one's result).

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
    "DEFAULT_QUESTIONS",
    "SECOND_QUESTION",
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
"""First default question: one call, a result the user can check."""

SECOND_QUESTION = "Multiply 1234 by 5678, then add 3348 to the result. Use the calculator for each step."
"""Second default question: two dependent calls (the second expression holds the first
result, 7006652; the answer is 7010000), so the user sees a result fed into the next call.
It adds on purpose: measured with ``check_grounding`` on the shipped rules, "7006652 - 6652" and
"7006652 / 4" are refused as ungrounded although both numbers are in the conversation (and a
year inside a date, "2026-12-01", does not ground "2026 - 1969"), so those second calls became
a request for the expression."""

DEFAULT_QUESTIONS: tuple[str, ...] = (DEFAULT_QUESTION, SECOND_QUESTION)
"""Asked in turn, each by a fresh agent, when ``toolcall demo`` gets no question."""

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
    """What one demo run did: the steps printed, the answers and the wall time.

    Attributes:
        answers: the final answer to each question asked, in order ("" when none came).
        answer: the last question's answer, or "" when any question got no answer (so a
            caller can test one value for "every question was answered").
        steps: every line printed.
        seconds: wall time of the whole run.
        model_calls: inner-model requests, summed over the questions.
    """

    def __init__(
        self,
        answer: str,
        steps: list[str],
        seconds: float,
        model_calls: int,
        answers: list[str] | None = None,
    ) -> None:
        self.answers = answers if answers is not None else [answer]
        self.answer = answer if all(self.answers) else ""
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
        question: what to ask; when None or empty, every one of ``DEFAULT_QUESTIONS`` in turn
            (a fresh agent for each).
        model: embedded model key (default ``qwen2.5-coder-1.5b``).
        constrained: JSON-schema constrained envelopes (True) or free decoding (False).
        folder: the folder the file tools may search and read.
        max_steps: LangGraph recursion limit (model + tool steps) per question.
        out: where to print (default stdout).
        llm: an inner LangChain chat model to use instead of the embedded one (tests).

    Returns:
        A :class:`DemoResult`.
    """
    from prompt_toolcall.local.models import DEFAULT_MODEL

    stream = out or sys.stdout
    asked = (question or "").strip()
    questions = (asked,) if asked else DEFAULT_QUESTIONS
    model_key = model or DEFAULT_MODEL
    if llm is None:
        from langchain_toolcall.local import chat_model

        llm = chat_model(model_key)
    steps: list[str] = []

    def say(line: str) -> None:
        steps.append(line)
        print(line, file=stream, flush=True)

    mode = "constrained (JSON schema)" if constrained else "free decoding"
    say(f"model: {model_key} | envelopes: {mode}")
    start = time.perf_counter()
    answers: list[str] = []
    model_calls = 0
    for number, text in enumerate(questions, 1):
        label = f"question {number}/{len(questions)}" if len(questions) > 1 else "question"
        say(f"{label}: {text}")
        answer, calls = _ask(text, llm, constrained, folder, max_steps, say, start)
        answers.append(answer)
        model_calls += calls
    seconds = time.perf_counter() - start
    say(f"wall time: {seconds:.1f} s")
    return DemoResult(
        answer=answers[-1], steps=steps, seconds=seconds, model_calls=model_calls, answers=answers
    )


def _ask(
    question: str,
    llm: Any,
    constrained: bool,
    folder: str | os.PathLike[str],
    max_steps: int,
    say: Callable[[str], None],
    start: float,
) -> tuple[str, int]:
    """One question through a fresh agent; prints each step. Returns (answer, model requests)."""
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
    from langchain_core.runnables import RunnableConfig
    from langgraph.errors import GraphRecursionError

    from langchain_toolcall import ChatToolcall, ToolcallMiddleware

    agent = create_agent(
        model=ChatToolcall(llm=llm, constrained=constrained, propagate_callbacks=True),
        tools=demo_tools(folder),
        system_prompt=SYSTEM_PROMPT,
        middleware=[ToolcallMiddleware()],
    )
    answer = ""
    model_calls = 0
    config: RunnableConfig = {"recursion_limit": max_steps, "callbacks": [_waiting_printer(say)]}
    inputs: Any = {"messages": [HumanMessage(question)]}
    try:
        for update in agent.stream(inputs, config, stream_mode="updates"):
            if not isinstance(update, Mapping):
                continue
            for payload in update.values():
                messages = payload.get("messages", []) if isinstance(payload, Mapping) else []
                for message in messages:
                    elapsed = time.perf_counter() - start
                    if isinstance(message, AIMessage):
                        model_calls += int(message.response_metadata.get("toolcall_requests", 0) or 0)
                        for call in message.tool_calls:
                            say(f"[{elapsed:6.1f}s] tool call   -> {call['name']}({_args(call['args'])})")
                        for bad in message.invalid_tool_calls:
                            say(f"[{elapsed:6.1f}s] invalid call: {bad.get('name')}: {bad.get('error')}")
                        if "repeated-call-suppressed" in message.response_metadata.get("toolcall_notes", ()):
                            say("         (model asked again for a call it has the result of: answering)")
                        text = message.text if isinstance(message.text, str) else str(message.content)
                        if text.strip() and not message.tool_calls:
                            answer = text.strip()
                            say(f"[{elapsed:6.1f}s] answer      -> {answer}")
                    elif isinstance(message, ToolMessage):
                        result = _short(str(message.content))
                        say(f"[{elapsed:6.1f}s] tool result <- {message.name}: {result}")
    except GraphRecursionError:
        say(f"stopped: the agent used its {max_steps} steps without a final answer")
    return answer, model_calls


def _waiting_printer(say: Callable[[str], None]) -> Any:
    """A callback handler that prints what each inner request of a turn is waiting for."""
    from langchain_core.callbacks import BaseCallbackHandler

    from prompt_toolcall.logs import WAITING_TEXT

    class _Waiting(BaseCallbackHandler):
        def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
            self._said(kwargs.get("tags"))

        def on_llm_start(self, serialized: Any, prompts: Any, **kwargs: Any) -> None:
            self._said(kwargs.get("tags"))

        @staticmethod
        def _said(tags: Any) -> None:
            for tag in tags or ():
                purpose = tag.removeprefix("toolcall:")
                if purpose != tag and purpose in WAITING_TEXT:
                    say(f"         ... {WAITING_TEXT[purpose]}")

    return _Waiting()


def _args(args: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items())


def _short(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + " ..."
