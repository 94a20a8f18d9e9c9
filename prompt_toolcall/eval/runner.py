"""Running a score card: every sample item under every setting, through the real adapter.

Data flow::

    evaluate(model, settings, sample)
      load_model ──► Backend (LangChain model ──► ChatToolcall; LlamaIndex LLM ──► ToolcallLLM)
      for each item, for each setting (interleaved, so an interrupted card compares the
      settings on the same items):
          driver(messages, tools, choice) ──► one turn through the adapter ──► _Turn
          agent item: calls answered from the item's scripted results, up to max_steps turns
          ──► Outcome ──► grade ──► SettingScore.add
      Ctrl-C ──► the card of what was measured so far (complete=False)
      ──► Card

A NO_TOOL turn makes the adapter answer the conversation; that answer is capped at
``ANSWER_MAX_TOKENS`` on the agent item, whose answer is graded, and at
``UNGRADED_ANSWER_TOKENS`` on every other item, whose grade reads only the decision (both
where the inner model has a ``max_tokens`` field).
"""

from __future__ import annotations

import importlib.metadata
import json
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from prompt_toolcall.eval.card import SETTINGS, Card, SettingScore, check_setting
from prompt_toolcall.eval.sample import (
    Item,
    Outcome,
    Sample,
    ScriptedResult,
    call_matches,
    grade,
    load_sample,
)
from prompt_toolcall.eval.sources import Backend, load_model
from prompt_toolcall.messages import Message, MessageToolCall
from prompt_toolcall.types import FunctionTool

__all__ = ["ANSWER_MAX_TOKENS", "MAX_CONSECUTIVE_ERRORS", "NO_RESULT", "UNGRADED_ANSWER_TOKENS", "evaluate"]

ANSWER_MAX_TOKENS = 96
"""Cap of an answer (NO_TOOL) request during a card. UNMEASURED: the agent item's answer
("Mara Lindqvist works in Porto, building C, floor 3.") is ~20 tokens; 96 leaves room for a
preamble while an irrelevance item's joke or haiku cannot run to the model's default cap."""

UNGRADED_ANSWER_TOKENS = 1
"""Cap of the answer request on items graded by their decision alone (every item but the
agent's): the answer is not read, so generating it only costs time. Each NO_TOOL answer of
the 1.5B model generated up to ANSWER_MAX_TOKENS tokens at roughly 10-15 tokens a second on 2
cores before this cap."""

MAX_CONSECUTIVE_ERRORS = 5
"""A run stops (raising the last error) after this many items in a row raised: a server that is
down or a model that cannot load should fail fast, not fill a card with errors."""

NO_RESULT = "error: no record matches that request"
"""The scripted tool result for an agent call the item has no result for."""


@dataclass(frozen=True)
class _Turn:
    """One adapter turn, in neutral terms."""

    kind: str
    calls: tuple[MessageToolCall, ...] = ()
    need_function: str | None = None
    need_missing: tuple[str, ...] = ()
    text: str = ""
    requests: int = 0
    prompt_tokens: int = 0
    generated_tokens: int = 0


Driver = Callable[[Sequence[Message], Sequence[FunctionTool], str, bool], _Turn]
"""``(messages, tools, tool choice, graded answer)`` -> one adapter turn; with ``graded answer``
False the answer request is capped at UNGRADED_ANSWER_TOKENS."""


def _langchain_driver(model: Any, options: Mapping[str, Any]) -> Driver:
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

    from langchain_toolcall import ChatToolcall

    wrappers = {
        graded: ChatToolcall(
            llm=model,
            max_tokens=ANSWER_MAX_TOKENS if graded else UNGRADED_ANSWER_TOKENS,
            **_answer_options(options, graded),
        )
        for graded in (True, False)
    }

    def convert(m: Message) -> BaseMessage:
        if m.role == "system":
            return SystemMessage(m.content)
        if m.role == "assistant":
            calls = [{"name": c.name, "args": dict(c.arguments), "id": c.id} for c in m.tool_calls]
            return AIMessage(content=m.content, tool_calls=calls)
        if m.role == "tool":
            status = "error" if m.is_error else "success"
            return ToolMessage(m.content, tool_call_id=m.tool_call_id or "", name=m.name, status=status)
        return HumanMessage(m.content)

    def drive(messages: Sequence[Message], tools: Sequence[FunctionTool], choice: str, graded: bool) -> _Turn:
        bound = wrappers[graded].bind_tools(
            [t.to_openai() for t in tools], tool_choice=None if choice == "auto" else choice
        )
        msg = bound.invoke([convert(m) for m in messages])
        meta = msg.response_metadata
        usage = getattr(msg, "usage_metadata", None) or {}
        need = meta.get("need_info") or {}
        calls = tuple(MessageToolCall(str(c["id"]), c["name"], dict(c["args"])) for c in msg.tool_calls)
        return _Turn(
            kind=str(meta.get("toolcall_kind", "calls" if calls else "no_tool")),
            calls=calls,
            need_function=need.get("function"),
            need_missing=tuple(need.get("missing") or ()),
            text=msg.text if isinstance(msg.text, str) else str(msg.content),
            requests=int(meta.get("toolcall_requests", 1)),
            prompt_tokens=int(usage.get("input_tokens", 0)),
            generated_tokens=int(usage.get("output_tokens", 0)),
        )

    return drive


def _llamaindex_driver(model: Any, options: Mapping[str, Any]) -> Driver:
    from llama_index.core.llms import ChatMessage, MessageRole

    from llamaindex_toolcall import ToolcallLLM
    from llamaindex_toolcall._convert import calls_message, read_tool_selections
    from prompt_toolcall.types import ToolCall

    wrappers = {
        graded: ToolcallLLM(llm=model, **_answer_options(options, graded)) for graded in (True, False)
    }
    roles = {"system": MessageRole.SYSTEM, "user": MessageRole.USER}

    def convert(m: Message) -> ChatMessage:
        if m.role == "assistant":
            if m.tool_calls:
                return calls_message(
                    [ToolCall(c.name, dict(c.arguments), c.id) for c in m.tool_calls], m.content
                )
            return ChatMessage(role=MessageRole.ASSISTANT, content=m.content)
        if m.role == "tool":
            extra = {"tool_call_id": m.tool_call_id, "name": m.name}
            return ChatMessage(role=MessageRole.TOOL, content=m.content, additional_kwargs=extra)
        return ChatMessage(role=roles[m.role], content=m.content)

    def drive(messages: Sequence[Message], tools: Sequence[FunctionTool], choice: str, graded: bool) -> _Turn:
        # A LlamaIndex LLM's answer length is the inner LLM's own setting (no per-call cap).
        kwargs: dict[str, Any] = {"tools": [t.to_dict() for t in tools]}
        if choice != "auto":
            kwargs["tool_choice"] = choice
        response = wrappers[graded].chat([convert(m) for m in messages], **kwargs)
        info = (response.raw or {}).get("toolcall", {})
        need = response.message.additional_kwargs.get("need_info") or {}
        calls = tuple(
            MessageToolCall(s.tool_id, s.tool_name, dict(s.tool_kwargs))
            for s in read_tool_selections(response.message)
        )
        extra = response.additional_kwargs
        return _Turn(
            kind=str(info.get("kind", "calls" if calls else "no_tool")),
            calls=calls,
            need_function=need.get("function"),
            need_missing=tuple(need.get("missing") or ()),
            text=response.message.content or "",
            requests=int(info.get("requests", 1)),
            prompt_tokens=int(extra.get("prompt_tokens", 0) or 0),
            generated_tokens=int(extra.get("completion_tokens", 0) or 0),
        )

    return drive


def _answer_options(options: Mapping[str, Any], graded: bool) -> dict[str, Any]:
    """The adapter options of one setting; an item graded by its decision alone gets the fixed
    NEED_INFO sentence (``need_info_reply="template"``): its wording is not read, and having the
    model word it would cost one request per NEED_INFO."""
    return dict(options) if graded else {**options, "need_info_reply": "template"}


def _driver(backend: Backend, options: Mapping[str, Any]) -> Driver:
    if backend.kind == "llamaindex":
        return _llamaindex_driver(backend.model, options)
    return _langchain_driver(backend.model, options)


def _scripted(results: Sequence[ScriptedResult], call: MessageToolCall) -> tuple[str, bool]:
    from prompt_toolcall.eval.sample import ExpectedCall

    for r in results:
        if call_matches(ExpectedCall(r.name, r.args), call.name, call.arguments):
            return r.result, False
    return NO_RESULT, True


def _run_item(drive: Driver, item: Item) -> Outcome:
    """One item through one setting: one turn, or an agent's turns with scripted results."""
    history = list(item.messages)
    made: list[tuple[str, Mapping[str, Any]]] = []
    requests = prompt = generated = 0
    started = time.perf_counter()
    agent = item.category == "agent"
    steps = item.max_steps if agent else 1
    turn = _Turn("no_tool")
    for _ in range(steps):
        turn = drive(history, item.tools, item.choice, agent)
        requests += turn.requests
        prompt += turn.prompt_tokens
        generated += turn.generated_tokens
        made.extend((c.name, c.arguments) for c in turn.calls)
        if turn.kind != "calls" or not agent:
            break
        history.append(Message("assistant", "", tool_calls=turn.calls))
        for call in turn.calls:
            text, failed = _scripted(item.results, call)
            history.append(Message("tool", text, tool_call_id=call.id, name=call.name, is_error=failed))
    kind = turn.kind if turn.kind in ("calls", "need_info", "no_tool", "unreadable") else "unreadable"
    return Outcome(
        kind=kind,  # type: ignore[arg-type]
        calls=tuple(made),
        need_function=turn.need_function,
        need_missing=turn.need_missing,
        text=turn.text,
        requests=requests,
        prompt_tokens=prompt,
        generated_tokens=generated,
        seconds=time.perf_counter() - started,
    )


class _Progress:
    """tqdm on stderr when installed, else one plain stderr line rewritten in place."""

    def __init__(self, total: int, enabled: bool, stream: TextIO) -> None:
        self.total, self.done, self.enabled, self.stream = total, 0, enabled, stream
        self.bar: Any = None
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                self.bar = None
            else:
                self.bar = tqdm(total=total, unit="item", file=stream, dynamic_ncols=True)

    def step(self, label: str) -> None:
        self.done += 1
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.set_postfix_str(label, refresh=False)
            self.bar.update(1)
        else:
            self.stream.write(f"\rtoolcall eval: {self.done}/{self.total} {label[:60]:<60}")
            self.stream.flush()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
        elif self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def _settings(settings: Mapping[str, Mapping[str, Any]] | Iterable[str] | None) -> dict[str, dict[str, Any]]:
    if settings is None:
        chosen: Mapping[str, Mapping[str, Any]] = SETTINGS
    elif isinstance(settings, Mapping):
        chosen = settings
    else:
        names = list(settings)
        unknown = [n for n in names if n not in SETTINGS]
        if unknown:
            msg = f"unknown setting(s) {unknown}; known: {', '.join(SETTINGS)} (or pass a mapping of options)"
            raise ValueError(msg)
        chosen = {n: SETTINGS[n] for n in names}
    if not chosen:
        msg = "no settings to evaluate"
        raise ValueError(msg)
    return {name: check_setting(opts, f"setting {name!r}") for name, opts in chosen.items()}


def _version() -> str:
    try:
        return importlib.metadata.version("prompt-toolcall")
    except importlib.metadata.PackageNotFoundError:
        return ""


def evaluate(
    model: object = None,
    *,
    settings: Mapping[str, Mapping[str, Any]] | Iterable[str] | None = None,
    sample: Sample | str | None = None,
    base_url: str | None = None,
    model_name: str | None = None,
    n_threads: int | None = None,
    progress: bool = True,
    stream: TextIO | None = None,
) -> Card:
    """Measure a model's score card.

    Args:
        model: what to measure: an embedded model key, an import path
            ``package.module:attribute``, a LangChain / LlamaIndex model object, or None with
            ``base_url`` (see :func:`prompt_toolcall.eval.sources.load_model`).
        settings: setting names from :data:`~prompt_toolcall.eval.card.SETTINGS` (default:
            all of them), or a mapping ``name -> adapter options``.
        sample: a :class:`Sample`, a path to a sample file, or None for the shipped sample.
        base_url, model_name: an OpenAI-compatible server and its model name.
        n_threads: llama.cpp threads for an embedded model.
        progress: show a progress bar on ``stream`` (default stderr).

    Returns:
        The :class:`Card`. On Ctrl-C, the card of the items measured so far, with
        ``complete=False`` (and no best setting unless one ran the whole sample).

    Raises:
        ValueError / TypeError / ImportError: a bad model source or setting (before any request).
        Exception: the inner model's error, after ``MAX_CONSECUTIVE_ERRORS`` items in a row raised.
    """
    chosen = _settings(settings)
    loaded = sample if isinstance(sample, Sample) else load_sample(sample)
    backend = load_model(model, base_url=base_url, model_name=model_name, n_threads=n_threads)
    drivers = {name: _driver(backend, opts) for name, opts in chosen.items()}
    scores = {name: SettingScore(name, opts) for name, opts in chosen.items()}
    card = Card(backend.label, loaded.label, len(loaded.items), list(scores.values()), True, _version())
    bar = _Progress(len(loaded.items) * len(chosen), progress, stream or sys.stderr)
    streak = 0
    try:
        for item in loaded.items:
            for name, drive in drivers.items():
                try:
                    outcome = _run_item(drive, item)
                    streak = 0
                except KeyboardInterrupt:
                    raise
                except Exception as e:
                    streak += 1
                    if streak >= MAX_CONSECUTIVE_ERRORS:
                        raise
                    outcome = Outcome("error", text=f"{type(e).__name__}: {e}")
                ok, why = grade(item, outcome)
                scores[name].add(item.id, item.category, ok, why, outcome)
                bar.step(f"{name} {item.id}")
    except KeyboardInterrupt:
        card.complete = False
    finally:
        bar.close()
    return card


def card_json(card: Card) -> str:
    """The card as the JSON text ``--json`` writes."""
    return json.dumps(card.to_dict(), indent=2, ensure_ascii=False)
