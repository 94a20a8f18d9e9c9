"""Scripted inner models for ChatToolcall tests: no network, no real model.

``ScriptedChatModel`` answers from a list of replies or a responder function and records
every request (messages and kwargs). ``smart_reply`` is a responder that behaves like a
well-mannered prompt-only model: it answers extractor prompts (of either prompt style) with
an envelope whose arguments are built from the tool's parameters and the request text, and
answers any other conversation with plain text. The standard LangChain suites run on it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any, cast

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from prompt_parts import EXTRACTOR_MARK, forced_name, manifest_of, must_call, request_part
from pydantic import Field

from prompt_toolcall.reading.markers import NO_TOOL_MARKER, TOOL_CALL_MARKER

Responder = Callable[[list[BaseMessage]], str]

PLAIN_ANSWER = "Hello! This is a scripted answer, glad to help you today."


def text_of(messages: list[BaseMessage]) -> str:
    return "\n".join(m.text for m in messages)


class ScriptedChatModel(BaseChatModel):
    """A chat model with no tool support that replies from a script and records its requests."""

    replies: list[str] = Field(default_factory=list)
    responder: Responder | None = None
    model_name: str = "scripted-1"
    error: Exception | None = None
    requests: list[list[BaseMessage]] = Field(default_factory=list)
    request_kwargs: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted-chat"

    def _reply(self, messages: list[BaseMessage], kwargs: dict[str, Any]) -> str:
        self.requests.append(list(messages))
        self.request_kwargs.append(dict(kwargs))
        if self.error is not None:
            raise self.error
        if self.replies:
            return self.replies.pop(0)
        if self.responder is not None:
            return self.responder(list(messages))
        raise AssertionError(f"ScriptedChatModel: no reply scripted for request {len(self.requests)}")

    def _usage(self, messages: list[BaseMessage], text: str) -> UsageMetadata:
        n_in = len(text_of(messages).split())
        n_out = len(text.split())
        usage = {"input_tokens": n_in, "output_tokens": n_out, "total_tokens": n_in + n_out}
        return cast("UsageMetadata", usage)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        text = self._reply(messages, {"stop": stop, **kwargs})
        message = AIMessage(
            content=text,
            usage_metadata=self._usage(messages, text),
            response_metadata={"model_name": kwargs.get("model", self.model_name), "finish_reason": "stop"},
        )
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        text = self._reply(messages, {"stop": stop, **kwargs})
        pieces = re.findall(r"\S+\s*|\s+", text) or [""]
        for piece in pieces:
            yield ChatGenerationChunk(message=AIMessageChunk(content=piece))
        yield ChatGenerationChunk(
            message=AIMessageChunk(
                content="",
                usage_metadata=self._usage(messages, text),
                response_metadata={"model_name": kwargs.get("model", self.model_name)},
            )
        )


class JsonSchemaChatModel(ScriptedChatModel):
    """A scripted model that declares constrained decoding, like toolcall's local llama.cpp model."""

    supports_json_schema_output: bool = True


# -- the smart responder ---------------------------------------------------------------------

_EXTRACTOR_HEADS = (EXTRACTOR_MARK, "You are auditing a function call")
_STOPWORDS = {"function", "tool", "value", "magic", "generator"}


def _request(prompt: str) -> str:
    return request_part(prompt).split("YOUR PREVIOUS OUTPUT WAS REJECTED:", 1)[0].strip()


def _last_user_turn(transcript: str) -> tuple[str, bool]:
    """The last ``User:`` block, and whether a tool result follows it."""
    idx = transcript.rfind("User:")
    tail = transcript[idx:] if idx >= 0 else transcript
    user = tail.split("\n")[0].removeprefix("User:").strip()
    return user, "Result of" in tail


def _pick_type(schema: dict[str, Any]) -> str:
    declared = schema.get("type")
    if isinstance(declared, str):
        return declared
    if isinstance(declared, list):
        return next((t for t in declared if t != "null"), "string")
    for option in schema.get("anyOf", []) or schema.get("oneOf", []):
        if isinstance(option, dict) and option.get("type") not in (None, "null"):
            return str(option["type"])
    return "string"


def _value(name: str, schema: dict[str, Any], request: str, numbers: list[str]) -> Any:
    if "enum" in schema:
        return schema["enum"][0]
    kind = _pick_type(schema)
    if kind in ("integer", "number"):
        raw = numbers.pop(0) if numbers else "1"
        return int(float(raw)) if kind == "integer" else float(raw)
    if kind == "boolean":
        return True
    if kind == "array":
        return []
    if kind == "object":
        return {}
    quoted = re.findall(r"'([^']+)'", request)
    if quoted:
        return quoted[0]
    capitals = re.findall(r"\b[A-Z][\w-]*", request)
    return capitals[-1] if capitals else f"{name} value"


def _arguments(tool: dict[str, Any], request: str) -> dict[str, Any]:
    params = tool.get("parameters") or {}
    numbers = re.findall(r"-?\d+(?:\.\d+)?", request)
    return {
        name: _value(name, sub if isinstance(sub, dict) else {}, request, numbers)
        for name, sub in (params.get("properties") or {}).items()
    }


def _mentions(tool: dict[str, Any], request: str) -> bool:
    name = tool["name"]
    low = request.lower()
    if name.lower() in low:
        return True
    return any(len(t) >= 5 and t not in _STOPWORDS and t in low for t in name.lower().split("_"))


def extractor_reply(prompt: str) -> str:
    """An envelope for an extractor (or repair / verify) prompt."""
    tools = manifest_of(prompt)
    transcript = _request(prompt)
    user, answered = _last_user_turn(transcript)
    forced = forced_name(prompt)
    must = must_call(prompt)
    if forced:
        chosen = [t for t in tools if t["name"] == forced]
    elif answered and not must:
        chosen = []
    else:
        chosen = [t for t in tools if _mentions(t, user)][:1] or (tools[:1] if must else [])
    decision_json = '"decision"' in prompt and "one JSON object" in prompt
    if not chosen:
        return json.dumps({"decision": "NO_TOOL"}) if decision_json else NO_TOOL_MARKER
    calls = [{"name": t["name"], "arguments": _arguments(t, user)} for t in chosen]
    if decision_json:
        return json.dumps({"decision": "TOOL_CALL", "calls": calls}, ensure_ascii=False)
    return TOOL_CALL_MARKER + json.dumps({"calls": calls}, ensure_ascii=False)


def smart_reply(messages: list[BaseMessage]) -> str:
    """Envelope for extractor prompts, a friendly plain answer for anything else."""
    if len(messages) == 1 and messages[0].text.startswith(_EXTRACTOR_HEADS):
        return extractor_reply(messages[0].text)
    return PLAIN_ANSWER


def smart_model(**kwargs: Any) -> ScriptedChatModel:
    return ScriptedChatModel(responder=smart_reply, **kwargs)
