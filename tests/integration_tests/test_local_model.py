"""The real embedded model through ChatToolcall: a call, a missing argument, chit-chat;
constrained (JSON schema -> llama.cpp grammar) and free decoding. Plus the local chat
models' own contract (usage, streaming, response_format) and the envelope grammar parsed
by llama.cpp itself.

Model calls are kept few (each costs ~5-10 s on 2 threads); see the "embedded model
timings" section of the pytest summary for what they cost.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from prompt_toolcall.extraction.envelope_schema import build_envelope_schema

pytestmark = pytest.mark.model

WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Current weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name, e.g. Paris"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["city"],
        },
    },
}
CONVERT = {
    "type": "function",
    "function": {
        "name": "convert_currency",
        "description": "Convert an amount of money from one currency to another.",
        "parameters": {
            "type": "object",
            "properties": {
                "amount": {"type": "number"},
                "from_currency": {"type": "string", "description": "ISO code, e.g. EUR"},
                "to_currency": {"type": "string", "description": "ISO code, e.g. USD"},
            },
            "required": ["amount", "from_currency", "to_currency"],
        },
    },
}
TOOLS = [WEATHER, CONVERT]


def _bound(chat: Any, constrained: bool) -> Any:
    from langchain_toolcall import ChatToolcall

    return ChatToolcall(llm=chat, constrained=constrained).bind_tools(TOOLS)


def _invoke(model: Any, text: str, timer: Any, label: str) -> AIMessage:
    with timer.measure(label) as info:
        reply = model.invoke([HumanMessage(text)])
        info["requests"] = int(reply.response_metadata.get("toolcall_requests", 1) or 1)
    assert isinstance(reply, AIMessage)
    return reply


@pytest.mark.parametrize("constrained", [True, False], ids=["constrained", "free"])
def test_request_that_needs_a_call(chat_good: Any, model_timer: Any, constrained: bool) -> None:
    reply = _invoke(
        _bound(chat_good, constrained),
        "What's the weather in Paris right now?",
        model_timer,
        f"1.5B call ({'constrained' if constrained else 'free'})",
    )
    assert [c["name"] for c in reply.tool_calls] == ["get_weather"], reply
    assert "paris" in reply.tool_calls[0]["args"]["city"].lower()
    assert set(reply.tool_calls[0]["args"]) <= {"city", "unit"}
    assert not reply.invalid_tool_calls


@pytest.mark.parametrize("constrained", [True, False], ids=["constrained", "free"])
def test_request_missing_a_required_argument(chat_good: Any, model_timer: Any, constrained: bool) -> None:
    """Nothing guessed: no call with an invented amount or currency; NEED_INFO names the gap."""
    reply = _invoke(
        _bound(chat_good, constrained),
        "Convert some money to US dollars for me.",
        model_timer,
        f"1.5B need-info ({'constrained' if constrained else 'free'})",
    )
    assert reply.tool_calls == [], f"guessed a call: {reply.tool_calls}"
    need = reply.response_metadata.get("need_info")
    assert need is not None, reply
    assert need["function"] == "convert_currency"
    assert {"amount", "from_currency"} & set(need["missing"])
    assert reply.text.strip()  # the user is asked for the missing values
    # Which layer caught it ("grounding" = the model guessed and the grounding check stopped it).
    print(f"\nneed-info notes: {reply.response_metadata.get('toolcall_notes')}")


@pytest.mark.parametrize("constrained", [True, False], ids=["constrained", "free"])
def test_chit_chat_gets_a_text_answer(chat_good: Any, model_timer: Any, constrained: bool) -> None:
    reply = _invoke(
        _bound(chat_good, constrained),
        "Hi! Please say hello back in one short sentence.",
        model_timer,
        f"1.5B chit-chat ({'constrained' if constrained else 'free'})",
    )
    assert reply.tool_calls == []
    assert not reply.invalid_tool_calls
    assert reply.response_metadata.get("need_info") is None
    assert reply.text.strip()


def _tool_sets() -> dict[str, list[dict[str, Any]]]:
    path = Path(__file__).resolve().parents[1] / "unit_tests" / "test_grammar.py"
    spec = importlib.util.spec_from_file_location("_toolcall_test_grammar_sets", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sets: dict[str, list[dict[str, Any]]] = module.TOOL_SETS
    return sets


def test_envelope_grammars_parse_in_llama_cpp(llama_fast: Any) -> None:
    """llama.cpp's own GBNF parser accepts every envelope grammar (no generation: cheap)."""
    import llama_cpp
    from llama_cpp import LlamaGrammar

    for name, tools in {**_tool_sets(), "demo+weather": TOOLS}.items():
        for choice in ("auto", "any"):
            grammar = LlamaGrammar.from_json_schema(
                json.dumps(build_envelope_schema(tools, choice)), verbose=False
            )
            sampler = llama_cpp.llama_sampler_init_grammar(
                llama_fast._model.vocab, grammar._grammar.encode(), grammar._root.encode()
            )
            assert sampler, f"llama.cpp rejected the grammar for {name}/{choice}"
            llama_cpp.llama_sampler_free(sampler)


def test_chat_model_usage_and_stream_agree(chat_fast: Any, model_timer: Any) -> None:
    prompt = "Count from one to five in words, separated by commas."
    with model_timer.measure("0.5B invoke"):
        full = chat_fast.invoke(prompt, max_tokens=24)
    with model_timer.measure("0.5B stream"):
        chunks = list(chat_fast.stream(prompt, max_tokens=24))
    usage = full.usage_metadata
    assert usage and usage["input_tokens"] > 0 and usage["output_tokens"] > 0
    assert usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]
    assert len(chunks) > 2  # streamed piecewise, not one block
    assert chunks[-1].chunk_position == "last"
    assert "".join(str(c.content) for c in chunks) == full.content  # temperature 0: deterministic


def test_response_format_json_schema_constrains_the_reply(chat_fast: Any, model_timer: Any) -> None:
    schema = {
        "type": "object",
        "properties": {
            "colour": {"enum": ["red", "green", "blue"]},
            "hex": {"type": "string", "maxLength": 7},
        },
        "required": ["colour", "hex"],
    }
    with model_timer.measure("0.5B json_schema"):
        reply = chat_fast.invoke(
            "Name a primary colour of light and its hex code.",
            response_format={"type": "json_schema", "json_schema": {"name": "c", "schema": schema}},
        )
    data = json.loads(reply.content)
    assert data["colour"] in {"red", "green", "blue"}
    assert isinstance(data["hex"], str) and len(data["hex"]) <= 7


def test_llamaindex_llm_shares_the_loaded_model(llama_fast: Any, model_timer: Any) -> None:
    from llamaindex_toolcall.local import llamaindex_llm
    from prompt_toolcall.local import loaded_models

    llm = llamaindex_llm("qwen2.5-coder-0.5b", max_tokens=16)
    before = loaded_models()
    with model_timer.measure("0.5B llamaindex complete"):
        out = llm.complete('Reply with the JSON {"ok": true}.', response_format={"type": "json_object"})
    assert loaded_models() == before  # no second copy of the weights
    assert json.loads(out.text) is not None
    assert out.additional_kwargs["usage"]["completion_tokens"] > 0


def test_prompt_states_are_kept_across_unrelated_requests(llama_fast: Any, model_timer: Any) -> None:
    """The loaded model keeps saved prompt states (llama_cpp.LlamaRAMCache), so an extractor
    prompt seen before an answer request is restored, not read again."""
    from llama_cpp import LlamaRAMCache

    from prompt_toolcall.local.llama import DEFAULT_PROMPT_CACHE_BYTES

    cache = llama_fast.cache
    assert isinstance(cache, LlamaRAMCache) and cache.capacity_bytes == DEFAULT_PROMPT_CACHE_BYTES
    first = [{"role": "user", "content": "List three prime numbers. Reply with digits only."}]
    other = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Say hi."}]
    with model_timer.measure("prompt cache: 3 short requests (0.5B)") as info:
        info["requests"] = 3
        for messages in (first, other, first):
            llama_fast.create_chat_completion(messages=messages, max_tokens=4, temperature=0)
    # Both prompts have a saved state; the first one's is the most recently used again.
    keys = list(cache.cache_state)
    assert len(keys) >= 2 and cache.cache_size > 0
    assert b"List three prime numbers" in llama_fast.detokenize(list(keys[-1]))
    assert b"Say hi" in llama_fast.detokenize(list(keys[-2]))
    # A saved state keeps no logits buffer (n_batch x n_vocab floats, ~311 MB each for Qwen2.5).
    assert all(state.scores.shape[0] == 1 for state in cache.cache_state.values())


def test_the_readme_demo_answers_both_questions(chat_good: Any, model_timer: Any, tmp_path: Path) -> None:
    """README line 1 ends with ``toolcall demo``; CI runs only its install, so the demo's run
    on the embedded 1.5B is here: both default questions, the CLI's own defaults (the loaded
    model is shared, not reloaded)."""
    import io
    import re

    from langchain_toolcall.demo import run_demo

    out = io.StringIO()
    with model_timer.measure("toolcall demo (both questions, 1.5B)") as info:
        result = run_demo(None, folder=tmp_path, out=out)
        info["requests"] = result.model_calls
    digits = [re.sub(r"(?<=\d)[,\s.](?=\d{3}\b)", "", a) for a in result.answers]
    assert len(digits) == 2, out.getvalue()
    assert "7006742" in digits[0], out.getvalue()
    assert "7010000" in digits[1], out.getvalue()
