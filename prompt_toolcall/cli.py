"""The ``toolcall`` console script.

Data flow::

    toolcall parse [FILE|-] --tools tools.json   reply text -> envelope parser (markers / decision JSON)
                                                  + detector (any dialect) -> calls, notes, dialect, reasoning
    toolcall prompt --tools tools.json "request"  -> build_extractor_prompt (--constrained: + schema)
    toolcall demo [question] [--model] [--free]   -> langchain_toolcall.demo.run_demo (LangChain agent)
    toolcall models [--assemble KEY]              -> registry + cache status; assemble on demand
    toolcall eval MODEL [--json PATH]             -> prompt_toolcall.eval.evaluate -> the score card
                                                     (Ctrl-C: the card of what was measured so far)

``main(argv)`` returns the exit code: 0 done, 1 nothing could be read (``parse``), the
demo failed or the model under ``eval`` kept raising, 2 bad input (unreadable tools file,
unknown choice, unknown model source), as argparse does; 130 an ``eval`` cut short by Ctrl-C
(or SIGTERM, as a CI job's timeout or ``kill`` sends)
(its partial card is still printed and written).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from prompt_toolcall.errors import ToolcallError
from prompt_toolcall.reading.markers import NEED_INFO_MARKER, NO_TOOL_MARKER, TOOL_CALL_MARKER
from prompt_toolcall.types import (
    Detection,
    Envelope,
    EnvelopeCalls,
    EnvelopeNeedInfo,
    FunctionTool,
    ToolChoice,
    normalize_tools,
)

__all__ = ["build_parser", "main"]

_MARKER_WORDS = tuple(m.strip("<>") for m in (TOOL_CALL_MARKER, NO_TOOL_MARKER, NEED_INFO_MARKER))


class _UsageError(Exception):
    """Bad command-line input; printed and turned into exit code 2."""


def _load_tools(path: str) -> list[FunctionTool]:
    try:
        raw = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except OSError as e:
        msg = f"cannot read the tools file {path!r}: {e}"
        raise _UsageError(msg) from e
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        msg = f"the tools file {path!r} is not JSON ({e}); expected a list of tool definitions"
        raise _UsageError(msg) from e
    if isinstance(data, dict) and isinstance(data.get("tools"), list):
        data = data["tools"]
    elif isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        msg = (
            f"the tools file {path!r} must hold a list of tools (OpenAI, bare or Anthropic style), "
            f"or {{'tools': [...]}}. Received: {type(data).__name__}"
        )
        raise _UsageError(msg)
    try:
        return normalize_tools(data)
    except ToolcallError as e:
        msg = f"the tools file {path!r}: {e}"
        raise _UsageError(msg) from e


def _choice(value: str | None) -> ToolChoice:
    try:
        return ToolChoice.parse(value or "auto")
    except ToolcallError as e:
        raise _UsageError(str(e)) from e


def _read_text(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8")
    except OSError as e:
        msg = f"cannot read the reply file {source!r}: {e}"
        raise _UsageError(msg) from e


def _looks_like_envelope(text: str) -> bool:
    return any(word in text for word in _MARKER_WORDS)


def _looks_like_decision(text: str) -> bool:
    stripped = text.strip()
    return stripped.startswith("{") and '"decision"' in stripped[:40]


def _call_json(name: str, arguments: object, call_id: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "arguments": arguments}
    if call_id:
        out["id"] = call_id
    return out


def _envelope_summary(envelope: Envelope) -> dict[str, Any]:
    if isinstance(envelope, EnvelopeCalls):
        kind = "NO_TOOL" if envelope.no_tool else "TOOL_CALL"
        return {
            "kind": kind,
            "calls": [_call_json(c.name, c.arguments, c.id) for c in envelope.calls],
            "notes": list(envelope.notes),
        }
    if isinstance(envelope, EnvelopeNeedInfo):
        return {
            "kind": "NEED_INFO",
            "function": envelope.function,
            "missing": list(envelope.missing),
            "notes": list(envelope.notes),
        }
    return {
        "kind": "UNREADABLE",
        "errors": list(envelope.errors),
        "invalid": [
            {"name": i.name, "raw_arguments": i.raw_arguments, "error": i.error} for i in envelope.invalid
        ],
        "notes": list(envelope.notes),
    }


def _detection_summary(detection: Detection) -> dict[str, Any]:
    return {
        "calls": [_call_json(c.name, c.arguments, c.id) for c in detection.calls],
        "invalid": [
            {"name": i.name, "raw_arguments": i.raw_arguments, "error": i.error} for i in detection.invalid
        ],
        "dialect": detection.dialect,
        "notes": list(detection.notes),
        "content": detection.content,
        "reasoning": detection.reasoning,
    }


def _cmd_parse(args: argparse.Namespace) -> int:
    from prompt_toolcall.reading.detect import detect

    tools = _load_tools(args.tools)
    text = _read_text(args.file)
    names = sorted(_choice(args.choice).narrow(t.name for t in tools))
    report: dict[str, Any] = {"detection": _detection_summary(detect(text, names, tools))}
    if _looks_like_decision(text) or _looks_like_envelope(text):
        from prompt_toolcall.reading.envelope import parse_decision_reply, parse_envelope

        reader = parse_decision_reply if _looks_like_decision(text) else parse_envelope
        report["envelope"] = _envelope_summary(reader(text, names, tools))
    found = bool(report["detection"]["calls"]) or report.get("envelope", {}).get("kind") in (
        "TOOL_CALL",
        "NO_TOOL",
        "NEED_INFO",
    )
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return 0 if found else 1
    envelope = report.get("envelope")
    if envelope is not None:
        print(f"envelope: {envelope['kind']}")
        if envelope["kind"] == "NEED_INFO":
            print(f"  function: {envelope['function']}  missing: {', '.join(envelope['missing'])}")
        for call in envelope.get("calls", []):
            print(f"  call: {call['name']} {json.dumps(call['arguments'], ensure_ascii=False)}")
        for error in envelope.get("errors", []):
            print(f"  error: {error}")
        print(f"  notes: {', '.join(envelope['notes']) or '-'}")
    det = report["detection"]
    if envelope is None or det["reasoning"]:
        print(f"detector: {len(det['calls'])} call(s), dialect: {det['dialect'] or '-'}")
        for call in det["calls"]:
            print(f"  call: {call['name']} {json.dumps(call['arguments'], ensure_ascii=False)}")
        for bad in det["invalid"]:
            print(f"  invalid: {bad['name']}: {bad['error']}")
        print(f"  notes: {', '.join(det['notes']) or '-'}")
        if det["reasoning"]:
            print(f"  reasoning: {det['reasoning']}")
        if det["content"] and envelope is None:
            print(f"  content: {det['content']}")
    return 0 if found else 1


def _cmd_prompt(args: argparse.Namespace) -> int:
    from prompt_toolcall.extraction.prompt import build_constrained_prompt, build_extractor_prompt

    tools = _load_tools(args.tools)
    choice = _choice(args.choice)
    try:
        if args.constrained:
            from prompt_toolcall.extraction.envelope_schema import build_envelope_schema

            print(build_constrained_prompt(tools, args.request, choice))
            print("\n--- JSON schema for constrained decoding ---")
            print(json.dumps(build_envelope_schema(tools, choice), indent=2, ensure_ascii=False))
        else:
            print(build_extractor_prompt(tools, args.request, choice))
    except (ToolcallError, ValueError) as e:
        raise _UsageError(str(e)) from e
    return 0


DEMO_MODULE = "langchain_toolcall.demo"
"""Where the demo agent lives. The core never imports a framework, so the demo (a LangChain
agent) lives in the LangChain adapter package and is looked up by name only when asked for."""


def _cmd_demo(args: argparse.Namespace) -> int:
    try:
        run_demo = importlib.import_module(DEMO_MODULE).run_demo
    except ImportError as e:
        print(
            f"toolcall demo: needs the LangChain adapter and the embedded model ({e}). "
            "Run `pip install 'prompt-toolcall[langchain,local]'`.",
            file=sys.stderr,
        )
        return 1
    question = " ".join(args.question) if args.question else None
    try:
        result = run_demo(
            question,
            model=args.model,
            constrained=not args.free,
            folder=args.folder,
            max_steps=args.max_steps,
        )
    except (ToolcallError, ImportError) as e:
        print(f"toolcall demo: {e}", file=sys.stderr)
        return 1
    return 0 if result.answer else 1


def _cmd_models(args: argparse.Namespace) -> int:
    from prompt_toolcall.local.assemble import ensure_model, is_assembled, model_path
    from prompt_toolcall.local.models import DEFAULT_MODEL, MODELS

    if args.assemble:
        try:
            path = ensure_model(args.assemble)
        except (ToolcallError, ValueError) as e:
            print(f"toolcall models: {e}", file=sys.stderr)
            return 1
        print(f"assembled and verified: {path}")
        return 0
    for key, spec in MODELS.items():
        status = "assembled, verified" if is_assembled(spec) else "not assembled (first load assembles it)"
        default = " (default)" if key == DEFAULT_MODEL else ""
        print(f"{key}{default}: {spec.description}")
        print(
            f"  parts: {spec.parts[0].distribution}..{spec.parts[-1].distribution.rsplit('-', 1)[-1]} "
            f"({len(spec.parts)} packages, =={spec.parts[0].version}), {spec.size:,} bytes"
        )
        print(f"  sha256: {spec.sha256}")
        print(f"  file: {model_path(spec)} [{status}]")
    return 0


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM raises KeyboardInterrupt while the block runs (main thread only), so a card
    stopped by ``kill`` or a job timeout prints what it measured, as Ctrl-C does."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _cmd_eval(args: argparse.Namespace) -> int:
    from prompt_toolcall.eval import evaluate, load_sample, render_card

    if args.model is None and args.base_url is None:
        msg = "give a MODEL (embedded key or package.module:attribute) or --base-url URL --model NAME"
        raise _UsageError(msg)
    try:
        sample = load_sample(args.sample)
        if args.items:
            sample = sample.only([i.strip() for i in args.items.split(",") if i.strip()])
        settings = [s.strip() for s in args.settings.split(",") if s.strip()] if args.settings else None
        with _terminate_as_interrupt():
            card = evaluate(
                args.model,
                settings=settings,
                sample=sample,
                base_url=args.base_url,
                model_name=args.model_name,
                n_threads=args.threads,
                progress=not args.no_progress,
            )
    except (ValueError, TypeError, OSError) as e:
        raise _UsageError(str(e)) from e
    except ImportError as e:
        print(f"toolcall eval: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # the inner model kept raising (server down, model failed to load)
        print(f"toolcall eval: the model kept failing: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    print(render_card(card))
    if args.json:
        card.write(args.json)
        print(f"card written to {args.json}")
    return 0 if card.complete else 130


def build_parser() -> argparse.ArgumentParser:
    """The argparse parser of the ``toolcall`` command (exposed for docs and tests)."""
    from prompt_toolcall.local.models import MODELS

    parser = argparse.ArgumentParser(
        prog="toolcall",
        description="Tool calling for prompt-only LLMs: parse replies, show prompts, run the local demo.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("parse", help="read a raw model reply and print the calls, notes and dialect")
    p.add_argument("file", nargs="?", default="-", help="the reply text file, or - for stdin (default)")
    p.add_argument("--tools", required=True, help="JSON file with the tool definitions")
    p.add_argument("--choice", default="auto", help="tool choice: auto, any, none or a tool name")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.set_defaults(func=_cmd_parse)

    p = sub.add_parser("prompt", help="print the extractor prompt for a request")
    p.add_argument("request", help="the user's request")
    p.add_argument("--tools", required=True, help="JSON file with the tool definitions")
    p.add_argument("--choice", default="auto", help="tool choice: auto, any or a tool name")
    p.add_argument(
        "--constrained", action="store_true", help="the decision-first prompt plus its JSON schema"
    )
    p.set_defaults(func=_cmd_prompt)

    p = sub.add_parser("demo", help="a LangChain agent on the embedded model with local tools")
    p.add_argument("question", nargs="*", help="what to ask (default: a calculator question)")
    p.add_argument("--model", choices=sorted(MODELS), default=None, help="embedded model (default 1.5B)")
    p.add_argument("--free", action="store_true", help="free decoding instead of JSON-schema constrained")
    p.add_argument("--folder", default=".", help="folder the file tools may search and read (default .)")
    p.add_argument("--max-steps", type=int, default=12, help="agent step limit (default 12)")
    p.set_defaults(func=_cmd_demo)

    p = sub.add_parser("eval", help="measure a model's score card (accuracy, NEED_INFO, cost, best setting)")
    p.add_argument(
        "model",
        nargs="?",
        default=None,
        help=f"embedded model ({', '.join(sorted(MODELS))}) or package.module:attribute "
        "(a LangChain chat model / LLM or a LlamaIndex LLM, or a zero-argument factory)",
    )
    p.add_argument("--base-url", default=None, help="an OpenAI-compatible server (needs langchain-openai)")
    p.add_argument(
        "--model", dest="model_name", default=None, help="the server's model name, with --base-url"
    )
    p.add_argument(
        "--settings",
        default=None,
        help="comma-separated settings to try (default: free,constrained,free-python)",
    )
    p.add_argument("--sample", default=None, help="a sample JSON file (default: the shipped sample)")
    p.add_argument("--items", default=None, help="comma-separated item ids: run only these")
    p.add_argument("--json", default=None, metavar="PATH", help="write the card as JSON to PATH")
    p.add_argument("--threads", type=int, default=None, help="llama.cpp threads for an embedded model")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=_cmd_eval)

    p = sub.add_parser("models", help="list the embedded models and their cache status")
    p.add_argument("--assemble", metavar="MODEL", help="assemble and verify MODEL now")
    p.set_defaults(func=_cmd_models)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``toolcall`` command; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except _UsageError as e:
        print(f"toolcall {args.command}: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `toolcall prompt ... | head`: the reader left, which is fine
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # keep the interpreter's final flush quiet
        return 0
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
