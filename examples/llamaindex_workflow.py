"""A LlamaIndex ``Workflow`` whose steps call a prompt-only LLM with tools, through ``ToolcallLLM``.

Data flow::

    StartEvent(question)
      -> step decide:    llm.achat_with_tools(tools, chat_history)     (ToolcallLLM: extractor + answer)
           calls        -> ToolCallsEvent(calls)
           no calls     -> StopEvent(answer)   (an answer, a question for a missing parameter, or errors)
      -> step run_tools: each call through the guarded tools (misuse breaker), results appended
                         as ChatMessage(role="tool", tool_call_id=...) -> DecideEvent -> decide again

Run:
    python examples/llamaindex_workflow.py                      # the embedded local model (default)
    python examples/llamaindex_workflow.py --scripted           # a scripted stand-in model, instant
    python examples/llamaindex_workflow.py "What is 17.5 plus 4?" --model qwen2.5-coder-1.5b
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import time
from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    CompletionResponse,
    CompletionResponseGen,
    LLMMetadata,
)
from llama_index.core.llms import LLM
from llama_index.core.llms.callbacks import llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from llama_index.core.llms.llm import ToolSelection
from llama_index.core.tools import AsyncBaseTool
from llama_index.core.workflow import Context, Event, StartEvent, StopEvent, Workflow, step

from llamaindex_toolcall import ToolcallLLM, ToolGuard

MAX_ROUNDS = 4
"""Tool rounds before the workflow stops asking. UNMEASURED: one or two rounds answer the demo questions."""


def get_weather(city: str) -> str:
    """Current weather for a city (canned data: this example has no network)."""
    return json.dumps({"city": city, "temperature_c": 18, "sky": "cloudy"})


def add(a: float, b: float) -> float:
    """Add two numbers."""
    return a + b


class DecideEvent(Event):
    """Ask the LLM again with the grown history."""


class ToolCallsEvent(Event):
    """The LLM asked for these calls."""

    calls: list[ToolSelection]


class ToolWorkflow(Workflow):
    """Decide -> run tools -> decide ..., with any LLM wrapped by ToolcallLLM."""

    def __init__(self, llm: ToolcallLLM, tools: Sequence[AsyncBaseTool], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.llm = llm
        self.tools = {t.metadata.get_name(): t for t in tools}

    @step
    async def start(self, ctx: Context, ev: StartEvent) -> DecideEvent:
        await ctx.store.set("history", [ChatMessage(role="user", content=ev.question)])
        await ctx.store.set("rounds", 0)
        return DecideEvent()

    @step
    async def decide(self, ctx: Context, ev: DecideEvent) -> ToolCallsEvent | StopEvent:
        history: list[ChatMessage] = await ctx.store.get("history")
        rounds: int = await ctx.store.get("rounds")
        response = await self.llm.achat_with_tools(
            list(self.tools.values()), chat_history=history, tool_required=False
        )
        calls = self.llm.get_tool_calls_from_response(response, error_on_no_tool_call=False)
        history.append(response.message)
        await ctx.store.set("history", history)
        if not calls or rounds >= MAX_ROUNDS:
            return StopEvent(result=response.message.content or "")
        for call in calls:
            print(f"  tool call: {call.tool_name}({json.dumps(call.tool_kwargs)})")
        return ToolCallsEvent(calls=calls)

    @step
    async def run_tools(self, ctx: Context, ev: ToolCallsEvent) -> DecideEvent:
        history: list[ChatMessage] = await ctx.store.get("history")
        for call in ev.calls:
            tool = self.tools.get(call.tool_name)
            if tool is None:
                content = f"Error: no tool named {call.tool_name!r}"
            else:
                try:
                    content = (await tool.acall(**call.tool_kwargs)).content
                except Exception as e:  # the error is the result the model sees, as agents do
                    content = f"Error: {type(e).__name__}: {e}"
            print(f"  result:    {content}")
            history.append(
                ChatMessage(role="tool", content=content, additional_kwargs={"tool_call_id": call.tool_id})
            )
        await ctx.store.set("history", history)
        await ctx.store.set("rounds", await ctx.store.get("rounds") + 1)
        return DecideEvent()


class ScriptedLLM(CustomLLM):
    """A stand-in model with no tool support: it answers extractor prompts with envelopes."""

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=4096, num_output=256, model_name="scripted")

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        # The request comes last, after "USER REQUEST:" in both prompt styles; both open with
        # "You are a function-call extractor".
        request = re.split(r"^USER REQUEST:$", prompt, maxsplit=1, flags=re.MULTILINE)[-1]
        if "function-call extractor" not in prompt:
            text = "It is 18C and cloudy in Paris." if "Result of get_weather" in prompt else "Hello!"
        elif "Result of" in request:
            text = "<<<NO_TOOL>>>"
        elif "weather" in request.lower():
            text = '<<<TOOL_CALL>>>{"calls":[{"name":"get_weather","arguments":{"city":"Paris"}}]}'
        else:
            text = "<<<NO_TOOL>>>"
        return CompletionResponse(text=text)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        text = self.complete(prompt, formatted=formatted, **kwargs).text
        yield CompletionResponse(text=text, delta=text)


def build_inner_llm(scripted: bool, model: str) -> LLM:
    if scripted:
        return ScriptedLLM()
    from llamaindex_toolcall.local import llamaindex_llm

    return llamaindex_llm(model=model)


async def main(argv: Sequence[str] | None = None) -> str:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("question", nargs="?", default="What is the weather in Paris?")
    parser.add_argument("--scripted", action="store_true", help="use the scripted stand-in model")
    parser.add_argument("--model", default="qwen2.5-coder-0.5b", help="embedded model key")
    args = parser.parse_args(argv)

    guard = ToolGuard()
    llm = ToolcallLLM(llm=build_inner_llm(args.scripted, args.model), guard=guard)
    workflow = ToolWorkflow(llm, [guard.wrap_tool(get_weather), guard.wrap_tool(add)], timeout=600)
    print(f"question: {args.question}")
    started = time.perf_counter()
    answer = str(await workflow.run(question=args.question))
    print(f"answer:   {answer}")
    print(f"wall time: {time.perf_counter() - started:.1f} s")
    return answer


if __name__ == "__main__":
    asyncio.run(main())
