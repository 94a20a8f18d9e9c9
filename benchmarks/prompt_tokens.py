"""Prompt tokens per tool: the extractor's prompts against Qwen2.5's native tool template.

Run: ``python -m benchmarks.prompt_tokens`` (needs the embedded model's GGUF, assembled by
``toolcall models`` or any model test; only its tokenizer is loaded, no weights, no
generation). ``--model qwen2.5-coder-0.5b`` for the small model (same tokenizer family).

Data flow::

    tool sets: the BFCL fixed-seed sample the BFCL benchmark runs (2 per category, seed 0),
               a second sample (seed 1) as a check that nothing was fitted to the first,
               and built-in sets of 1, 2, 4 and 8 tools (no bfcl-eval needed)
      -> per entry, the FIRST request each system sends, through the GGUF's own chat
         template (jinja2, ``tojson`` as transformers renders it):
           native      the entry's messages + ``tools=`` (Qwen2.5's ``<tools>`` system block)
           free        one user turn: build_extractor_prompt(tools, transcript)
           constrained one user turn: build_constrained_prompt(tools, transcript)
           ... and the same two with ``style="compact"``
      -> llama.cpp tokenizer (``Llama(vocab_only=True)``) -> tokens / tools offered
      -> per system: median tokens per tool, median of per-entry ratios to native,
         median extra tokens per tool over native

The target: the default prompts cost 458 (free) and 474 (constrained) tokens per tool on
the BFCL sample against 287 for the native template (llama.cpp usage counts of the BFCL
run); a prompt-only extractor should cost at most 1.15x the native template.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    # Run as a file (``python benchmarks/prompt_tokens.py``): the BFCL samples come from the
    # ``benchmarks`` package, which is importable only with the checkout on the path. Without
    # this the BFCL sets were skipped with a message blaming a missing bfcl-eval.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from prompt_toolcall.extraction.prompt import PromptStyle, build_constrained_prompt, build_extractor_prompt
from prompt_toolcall.extraction.transcript import render_transcript
from prompt_toolcall.messages import Message
from prompt_toolcall.types import FunctionTool

__all__ = [
    "SYSTEMS",
    "TARGET_RATIO",
    "Entry",
    "SystemTokens",
    "builtin_entries",
    "count_entries",
    "render_chat",
]

TARGET_RATIO = 1.15
"""An extractor prompt <= 1.15x the native template's tokens for the same tools and
request: the price of a prompt-only format should be a small margin over the model's own."""

SYSTEMS: tuple[tuple[str, str, PromptStyle], ...] = (
    ("free", "free (compact)", "compact"),
    ("constrained", "constrained (compact)", "compact"),
    ("free", "free (full)", "full"),
    ("constrained", "constrained (full)", "full"),
)
"""(mode, label, prompt style) of every extractor prompt counted beside the native one."""


@dataclass(frozen=True)
class Entry:
    """One request: its messages (OpenAI-style dicts) and the tools offered."""

    id: str
    messages: tuple[Mapping[str, Any], ...]
    tools: tuple[Mapping[str, Any], ...]


@dataclass
class SystemTokens:
    """Token counts of one system's first request, per entry."""

    label: str
    per_tool: list[float] = field(default_factory=list)
    ratio: list[float] = field(default_factory=list)
    extra_per_tool: list[float] = field(default_factory=list)

    def summary(self) -> tuple[float, float, float]:
        """(median tokens per tool, median ratio to native, median extra tokens per tool)."""
        return (
            statistics.median(self.per_tool),
            statistics.median(self.ratio),
            statistics.median(self.extra_per_tool),
        )


def render_chat(template: str, messages: Sequence[Mapping[str, Any]], tools: Sequence[Any] | None) -> str:
    """``template`` (a GGUF ``tokenizer.chat_template``) applied as transformers applies it:
    ``tojson`` is ``json.dumps`` with key order and non-ASCII kept, and the generation
    prompt is added."""
    import jinja2
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    def raise_exception(message: str) -> None:
        raise jinja2.TemplateError(message)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
    env.filters["tojson"] = lambda x, **_: json.dumps(x, ensure_ascii=False)
    env.globals["raise_exception"] = raise_exception
    return env.from_string(template).render(
        messages=list(messages), tools=list(tools) if tools else None, add_generation_prompt=True
    )


def _tool(name: str, description: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    parameters = {"type": "object", "properties": props, "required": required}
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters},
    }


_BUILTIN_TOOLS = (
    _tool(
        "get_weather",
        "Current weather and forecast for a city.",
        {
            "city": {"type": "string", "description": "City name, e.g. Lima."},
            "days": {"type": "integer", "description": "Forecast days.", "minimum": 1, "maximum": 14},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
        },
        ["city"],
    ),
    _tool(
        "send_email",
        "Send an email.",
        {
            "to": {"type": "string", "description": "Recipient address."},
            "subject": {"type": "string"},
            "body": {"type": "string", "description": "Plain-text body."},
            "cc": {"type": "array", "items": {"type": "string"}},
        },
        ["to", "body"],
    ),
    _tool(
        "search_flights",
        "Search one-way flights.",
        {
            "origin": {"type": "string", "description": "IATA code of the departure airport."},
            "destination": {"type": "string", "description": "IATA code of the arrival airport."},
            "date": {"type": "string", "format": "date"},
            "max_price": {"type": "number", "description": "Upper bound in USD."},
        },
        ["origin", "destination", "date"],
    ),
    _tool(
        "create_event",
        "Create a calendar event.",
        {
            "title": {"type": "string"},
            "start": {"type": "string", "format": "date-time"},
            "duration_minutes": {"type": "integer", "default": 30},
            "attendees": {"type": "array", "items": {"type": "string"}, "description": "Email addresses."},
        },
        ["title", "start"],
    ),
    _tool(
        "convert_currency",
        "Convert an amount between currencies.",
        {
            "amount": {"type": "number"},
            "from_currency": {"type": "string", "description": "ISO 4217 code."},
            "to_currency": {"type": "string", "description": "ISO 4217 code."},
        },
        ["amount", "from_currency", "to_currency"],
    ),
    _tool(
        "get_stock_quote",
        "Latest quote for a stock symbol.",
        {"symbol": {"type": "string"}, "exchange": {"type": "string", "enum": ["NASDAQ", "NYSE", "LSE"]}},
        ["symbol"],
    ),
    _tool(
        "translate_text",
        "Translate text.",
        {
            "text": {"type": "string"},
            "target_language": {"type": "string", "description": "Language code, e.g. es."},
            "formal": {"type": "boolean"},
        },
        ["text", "target_language"],
    ),
    _tool(
        "book_table",
        "Book a restaurant table.",
        {
            "restaurant": {"type": "string"},
            "party_size": {"type": "integer", "minimum": 1},
            "time": {"type": "string", "description": "Local time, HH:MM."},
            "preferences": {
                "type": "object",
                "properties": {"outdoor": {"type": "boolean"}, "diet": {"type": "string"}},
            },
        },
        ["restaurant", "party_size", "time"],
    ),
)


def builtin_entries() -> list[Entry]:
    """Tool sets of 1, 2, 4 and 8 tools with one request each (no bfcl-eval needed)."""
    request = [{"role": "user", "content": "What's the weather in Lima for the next 3 days?"}]
    return [Entry(f"builtin-{n}", tuple(request), _BUILTIN_TOOLS[:n]) for n in (1, 2, 4, 8)]


def bfcl_entries(seed: int, per_category: int = 2) -> list[Entry]:
    """The BFCL sample the BFCL benchmark draws (same categories, seed and size).

    Raises:
        ImportError: bfcl-eval (or the ``benchmarks`` package) cannot be imported.
    """
    from benchmarks.bfcl.data import CATEGORIES, ensure_bfcl_root, sample_entries

    ensure_bfcl_root()
    sample = sample_entries(list(CATEGORIES), per_category, seed)
    return [Entry(e.id, tuple(e.messages), tuple(e.tools)) for e in sample if e.tools]


def _bfcl_or_reason(seed: int) -> list[Entry] | str:
    """:func:`bfcl_entries`, or the import error that kept it from loading."""
    try:
        return bfcl_entries(seed)
    except ImportError as e:
        return f"{type(e).__name__}: {e}"


def _request(messages: Sequence[Mapping[str, Any]]) -> str:
    """The extractor's request for a conversation without tool traffic: the transcript,
    as the turn engine renders it."""
    return render_transcript([Message(m["role"], str(m.get("content") or "")) for m in messages])


def count_entries(
    entries: Sequence[Entry], count_tokens: Callable[[str], int], template: str
) -> dict[str, SystemTokens]:
    """Token counts of every system's first request on ``entries`` (see the module docstring)."""
    out = {"native": SystemTokens("native template")}
    for _, label, _ in SYSTEMS:
        out[label] = SystemTokens(label)
    for entry in entries:
        n = len(entry.tools)
        native = count_tokens(render_chat(template, entry.messages, entry.tools))
        out["native"].per_tool.append(native / n)
        out["native"].ratio.append(1.0)
        out["native"].extra_per_tool.append(0.0)
        functions = [FunctionTool.from_dict(t) for t in entry.tools]
        request = _request(entry.messages)
        for mode, label, style in SYSTEMS:
            build = build_constrained_prompt if mode == "constrained" else build_extractor_prompt
            prompt = build(functions, request, style=style)
            tokens = count_tokens(render_chat(template, [{"role": "user", "content": prompt}], None))
            out[label].per_tool.append(tokens / n)
            out[label].ratio.append(tokens / native)
            out[label].extra_per_tool.append((tokens - native) / n)
    return out


def _load_tokenizer(model: str) -> tuple[Callable[[str], int], str]:
    from llama_cpp import Llama

    from prompt_toolcall.local import model_path

    path = model_path(model)
    if not path.exists():
        msg = f"{path} is not assembled yet: run `toolcall models` (or any model test) first"
        raise SystemExit(msg)
    llama = Llama(model_path=str(path), vocab_only=True, verbose=False)
    template = (llama.metadata or {}).get("tokenizer.chat_template")
    if not template:
        msg = f"{path} carries no tokenizer.chat_template"
        raise SystemExit(msg)

    def count_tokens(text: str) -> int:
        return len(llama.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    return count_tokens, template


def main(argv: Sequence[str] | None = None) -> None:
    """Script entry point: count and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default="qwen2.5-coder-1.5b")
    args = parser.parse_args(argv)
    count_tokens, template = _load_tokenizer(args.model)
    sets = [
        ("BFCL sample (2 per category, seed 0: the BFCL run's)", _bfcl_or_reason(0)),
        ("BFCL sample (2 per category, seed 1)", _bfcl_or_reason(1)),
        ("built-in sets of 1, 2, 4, 8 tools", builtin_entries()),
    ]
    print(f"prompt tokens per tool, first request, {args.model} tokenizer and chat template")
    for title, entries in sets:
        if isinstance(entries, str):
            print(f"\n{title}: skipped ({entries}; `pip install --no-deps bfcl-eval` for these sets)")
            continue
        got = count_entries(entries, count_tokens, template)
        print(f"\n{title}: {len(entries)} entries, {sum(len(e.tools) for e in entries)} tools")
        print(f"  {'system':<24} {'tokens/tool':>11} {'x native':>9} {'extra/tool':>11}")
        for system in got.values():
            per_tool, ratio, extra = system.summary()
            verdict = "" if system.label == "native template" else ("  ok" if ratio <= TARGET_RATIO else "")
            print(f"  {system.label:<24} {per_tool:>11.0f} {ratio:>8.2f}x {extra:>11.0f}{verdict}")
    print(f"\ntarget: <= {TARGET_RATIO:g}x native (median of per-entry ratios)")


if __name__ == "__main__":
    main()
