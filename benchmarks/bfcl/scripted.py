"""The ``--dry-run`` inner model: answers every system's prompt from BFCL's ground truth.

It lets the whole harness (casting, name mapping, all six systems, the checker, the report)
run end to end in seconds with no GGUF model. For each request it finds which sampled
entry's question the prompt carries, then writes the right answer *in the format that
system's prompt asked for*::

    response_format kwarg (constrained ChatToolcall)  -> {"decision": "TOOL_CALL", "calls": [...]}
    BFCL's default system prompt (bfcl-prompt)         -> [f(a=1), g(b='x')] under BFCL's names / text
    <<<TOOL_CALL>>> in the prompt (free ChatToolcall)  -> <<<TOOL_CALL>>>{"calls": [...]} / <<<NO_TOOL>>>
    <tools> ... <tool_call> (Qwen native template)     -> <tool_call>{"name", "arguments"}</tool_call> xN
    "You must always select one of the above tools"    -> {"tool": ..., "tool_input": ...} (first call only)
    ReAct header (Tool Name / Action Input)            -> Thought / Action / Action Input (first call only)
    anything else (ChatToolcall's NO_TOOL answer)      -> a short text answer

A perfect model, then: a system scores below 100 % only where its own format cannot carry
the answer (one call per reply for tool-calling-llm and a ReAct step). To exercise the
repair path, every fourth question (by CRC) first gets an unreadable free-mode reply; the
repair prompt, which quotes it, then gets the right one.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from benchmarks.bfcl.data import BfclEntry

__all__ = ["GARBAGE", "ScriptedChatModel", "approx_tokens", "scripted_calls"]

GARBAGE = "SCRIPTED-GARBAGE: I think a function could help here."
"""The deliberately unreadable first reply (no marker, no JSON) for every fourth question."""

_TCL_MARK = "You must always select one of the above tools"
_BFCL_MARK = "You are an expert in composing functions."
_REACT_MARKS = ("Tool Name:", "Action Input:")


def _squash(text: str) -> str:
    return " ".join(text.split())


def approx_tokens(text: str) -> int:
    """A tokenizer stand-in for the dry run: about 4 characters per token."""
    return max(1, (len(text) + 3) // 4)


def _first(alternatives: Any, required: bool = False) -> tuple[bool, Any]:
    """BFCL lists acceptable values; ``""`` means "may be omitted". -> (present, value).

    Omission is preferred when allowed: BFCL's data sometimes lists a value that breaks the
    declared type (``year: ["", "dontcare"]`` for an integer in a live_multiple entry),
    which a schema-validating system would rightly reject; a perfect model leaves it out.
    A parameter the doc marks required is never omitted, even when its answer lists ``""``
    (``number_of_adults: [2, ""]`` in a live_multiple entry): the checker demands it.
    """
    if not isinstance(alternatives, list):
        return True, alternatives
    if "" in alternatives and not required:
        return False, None
    for value in alternatives:
        if value != "":
            return True, value
    return False, None


def _pick_dict(answer: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, alternatives in answer.items():
        present, value = _first(alternatives)
        if present:
            out[key] = value
    return out


def _pick(schema: Mapping[str, Any], alternatives: Any, required: bool) -> tuple[bool, Any]:
    """One concrete value BFCL's checker accepts for a parameter of BFCL type ``schema``."""
    present, value = _first(alternatives, required)
    if not present:
        return False, None
    kind = schema.get("type")
    raw_items = schema.get("items")
    items: Mapping[str, Any] = raw_items if isinstance(raw_items, Mapping) else {}
    if kind == "dict" and isinstance(value, Mapping):
        return True, _pick_dict(value)
    if kind == "array" and items.get("type") == "dict" and isinstance(value, list):
        return True, [_pick_dict(v) if isinstance(v, Mapping) else v for v in value]
    return True, value


def scripted_calls(entry: BfclEntry) -> list[tuple[str, dict[str, Any]]]:
    """The ground truth of ``entry`` as concrete calls under the mapped tool names."""
    if not entry.ground_truth:
        return []
    mapped = {original: m for m, original in entry.name_map.items()}
    docs = {str(f["name"]): f for f in entry.functions}
    calls: list[tuple[str, dict[str, Any]]] = []
    for item in entry.ground_truth:
        for name, params in item.items():
            doc = docs.get(name, {}).get("parameters", {})
            props, required = doc.get("properties", {}), set(doc.get("required", ()))
            args: dict[str, Any] = {}
            for param, alternatives in params.items():
                present, value = _pick(props.get(param, {}), alternatives, param in required)
                if present:
                    args[param] = value
            calls.append((mapped.get(name, name), args))
    return calls


def _python_call(name: str, args: Mapping[str, Any]) -> str:
    """One call in BFCL's Python syntax: ``name(key=repr(value), ...)``."""
    return f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in args.items()) + ")"


class ScriptedChatModel(BaseChatModel):
    """A chat model that answers BFCL prompts from the ground truth (see the module docstring).

    Attributes:
        script: question text -> calls (mapped names); ``[]`` means "no call".
        names: question text -> mapped name -> BFCL's name (BFCL's prompt shows its own names).
    """

    script: dict[str, list[tuple[str, dict[str, Any]]]] = Field(default_factory=dict)
    names: dict[str, dict[str, str]] = Field(default_factory=dict)
    supports_json_schema_output: bool = True
    """Like the embedded model: ChatToolcall may send a ``response_format`` JSON schema."""
    max_tokens: int | None = None
    temperature: float | None = None

    @classmethod
    def for_entries(cls, entries: Sequence[BfclEntry], max_tokens: int | None = None) -> ScriptedChatModel:
        """A model scripted with the ground truth of ``entries`` (first entry wins a shared question);
        ``max_tokens`` is only recorded, like the embedded model's field (replies are never cut)."""
        script: dict[str, list[tuple[str, dict[str, Any]]]] = {}
        names: dict[str, dict[str, str]] = {}
        for entry in entries:
            script.setdefault(entry.question, scripted_calls(entry))
            names.setdefault(entry.question, dict(entry.name_map))
        return cls(script=script, names=names, max_tokens=max_tokens)

    @property
    def _llm_type(self) -> str:
        return "bfcl-scripted"

    def _lookup(self, prompt: str) -> tuple[str, list[tuple[str, dict[str, Any]]]] | None:
        # Whitespace-insensitive: transcripts re-indent multi-line messages.
        flat = _squash(prompt)
        hits = [
            q for q in self.script if _squash(q) and (_squash(q) in flat or json.dumps(q)[1:-1] in prompt)
        ]
        if not hits:
            return None
        question = max(hits, key=len)
        return question, self.script[question]

    def _reply(self, prompt: str, kwargs: Mapping[str, Any]) -> str:
        found = self._lookup(prompt)
        if found is None:
            return "I can only help with the request in this conversation."
        question, calls = found
        objects = [{"name": n, "arguments": a} for n, a in calls]
        if "response_format" in kwargs:
            if not calls:
                return json.dumps({"decision": "NO_TOOL"})
            return json.dumps({"decision": "TOOL_CALL", "calls": objects})
        if _BFCL_MARK in prompt:
            if not calls:
                return "None of the functions can be used for this request."
            originals = self.names.get(question, {})
            return "[" + ", ".join(_python_call(originals.get(n, n), a) for n, a in calls) + "]"
        if "<<<TOOL_CALL>>>" in prompt:
            flaky = zlib.crc32(question.encode()) % 4 == 0
            if flaky and GARBAGE not in prompt:
                return GARBAGE
            if not calls:
                return "<<<NO_TOOL>>>"
            if "<<<TOOL_CALL>>>[" in prompt:  # the prompt asks for a Python list of calls
                return "<<<TOOL_CALL>>>[" + ", ".join(_python_call(n, a) for n, a in calls) + "]"
            return "<<<TOOL_CALL>>>" + json.dumps({"calls": objects})
        if "<tools>" in prompt and "<tool_call>" in prompt:
            if not calls:
                return "None of the functions can answer that."
            return "\n".join(f"<tool_call>\n{json.dumps(o)}\n</tool_call>" for o in objects)
        if _TCL_MARK in prompt:
            if not calls:
                answer = {"tool": "__conversational_response", "tool_input": {"response": "I cannot help."}}
            else:
                answer = {"tool": calls[0][0], "tool_input": calls[0][1]}
            return json.dumps(answer)
        if all(mark in prompt for mark in _REACT_MARKS):
            if not calls:
                return "Thought: I cannot answer the question with the provided tools.\nAnswer: Sorry."
            name, args = calls[0]
            return f"Thought: I need to use a tool.\nAction: {name}\nAction Input: {json.dumps(args)}"
        return "Sorry, none of the available functions can do that."

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        prompt = "\n".join(m.text for m in messages)
        reply = self._reply(prompt, kwargs)
        usage = {
            "input_tokens": approx_tokens(prompt),
            "output_tokens": approx_tokens(reply),
            "total_tokens": approx_tokens(prompt) + approx_tokens(reply),
        }
        message = AIMessage(content=reply, usage_metadata=usage)
        return ChatResult(generations=[ChatGeneration(message=message)])
