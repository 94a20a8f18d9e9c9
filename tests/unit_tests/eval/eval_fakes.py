"""Scripted models for the score-card tests: an oracle that answers every sample item right,
and the LangChain / LlamaIndex shells it runs in (no llama_cpp, no network)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from prompt_toolcall.eval.sample import Item, Sample, load_sample

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "llamaindex"))
from li_scripted import ScriptedLLM
from prompt_parts import EXTRACTOR_MARK, request_part

Brain = Callable[[str], str]
EXTRACTOR_HEADER = EXTRACTOR_MARK


def _pick(matcher: Any, text: str) -> Any:
    """A value satisfying ``matcher``, preferring one written in the request (so it is grounded)."""
    if isinstance(matcher, dict) and "one_of" in matcher:
        options = matcher["one_of"]
        return next(
            (o for o in options if isinstance(o, str) and o.casefold() in text.casefold()), options[0]
        )
    if isinstance(matcher, dict) and "contains" in matcher:
        return matcher["contains"]
    return matcher


def _dump(value: Any) -> str:
    # Compact, as constrained decoding writes it. With ", " and ": " separators the agent's
    # get_office arguments equal the find_employee result line verbatim, and the extractor's
    # echo guard blanks them (a hazard of that guard, not of the card).
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _envelope(decision: str, constrained: bool, **payload: Any) -> str:
    if constrained:
        return _dump({"decision": decision, **payload})
    marker = f"<<<{decision}>>>"
    return marker + (_dump(payload) if payload else "")


def _reply_for(item: Item, request: str, constrained: bool) -> str:
    user = item.messages[-1].content
    exp = item.expect
    if item.category == "agent":
        if "Porto" in request:
            return _envelope("NO_TOOL", constrained)
        if "E-4471" in request:
            return _envelope(
                "TOOL_CALL",
                constrained,
                calls=[{"name": "get_office", "arguments": {"employee_id": "E-4471"}}],
            )
        return _envelope(
            "TOOL_CALL",
            constrained,
            calls=[{"name": "find_employee", "arguments": {"name": "Mara Lindqvist"}}],
        )
    if exp.no_call:
        return _envelope("NO_TOOL", constrained)
    if exp.need_info_function:
        return _envelope(
            "NEED_INFO", constrained, function=exp.need_info_function, missing=list(exp.need_info_missing)
        )
    calls = [{"name": c.name, "arguments": {k: _pick(m, user) for k, m in c.args.items()}} for c in exp.calls]
    return _envelope("TOOL_CALL", constrained, calls=calls)


def oracle(sample: Sample | None = None) -> Brain:
    """A brain that answers every item of ``sample`` (default: the shipped one) as expected."""
    loaded = sample or load_sample()

    def brain(prompt: str) -> str:
        if EXTRACTOR_HEADER not in prompt:  # the answer of a NO_TOOL turn
            return "Mara Lindqvist works in Porto, building C." if "Porto" in prompt else "A short answer."
        request = request_part(prompt)
        constrained = '"decision"' in prompt
        for item in loaded.items:
            if item.messages[-1].content in request:
                return _reply_for(item, request, constrained)
        return _envelope("NO_TOOL", constrained)

    return brain


def always(text: str) -> Brain:
    return lambda prompt: text if EXTRACTOR_HEADER in prompt else "ok"


class BrainChatModel(BaseChatModel):
    """A LangChain chat model with no tool support whose replies are ``brain(prompt)``."""

    brain: Brain
    model_name: str = "brain-1"
    calls: int = 0
    interrupt_at: int | None = None
    error: Exception | None = Field(default=None, exclude=True)

    @property
    def _llm_type(self) -> str:
        return "brain-chat"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls += 1
        if self.interrupt_at is not None and self.calls >= self.interrupt_at:
            raise KeyboardInterrupt
        if self.error is not None:
            raise self.error
        prompt = "\n".join(str(m.content) for m in messages)
        text = self.brain(prompt)
        usage = {"input_tokens": 100, "output_tokens": 10, "total_tokens": 110}
        message = AIMessage(content=text, usage_metadata=usage)
        return ChatResult(generations=[ChatGeneration(message=message)])


def brain_llm(brain: Brain | None = None) -> ScriptedLLM:
    """A LlamaIndex LLM (completion style) answering with ``brain``."""
    return ScriptedLLM(brain=brain or oracle())


def oracle_chat_model() -> BrainChatModel:
    """A zero-argument factory (for import-path loading)."""
    return BrainChatModel(brain=oracle())


ORACLE_INSTANCE = BrainChatModel(brain=oracle())


def interrupting_model() -> BrainChatModel:
    """A model whose 5th request is cut short by Ctrl-C."""
    return BrainChatModel(brain=oracle(), interrupt_at=5)


def terminated_model() -> BrainChatModel:
    """A model whose 5th request is cut short by SIGTERM sent to this process (``kill``)."""
    import os
    import signal

    calls = 0
    answer = oracle()

    def brain(prompt: str) -> str:
        nonlocal calls
        calls += 1
        if calls == 5:
            os.kill(os.getpid(), signal.SIGTERM)
        return answer(prompt)

    return BrainChatModel(brain=brain)


FAKES_NOT_A_MODEL = {"not": "a model"}
