"""ReAct ``Action:``/``Action Input:`` and LangChain JSON-agent reader.

Sources of the format: the ReAct prompt LangChain's ``create_react_agent`` uses
(``hwchase17/react``) and its ``ReActSingleInputOutputParser`` (regex
``Action\\s*\\d*\\s*:(.*?)Action\\s*\\d*\\s*Input\\s*\\d*\\s*:(.*)``, ``Final Answer:``, the
"both a final answer and a parse-able action" error); LlamaIndex's ``ReActOutputParser``
(JSON ``Action Input``); LangChain's structured-chat / JSON-chat agents
(```` ```json {"action": ..., "action_input": ...}``` ````, ``"Final Answer"`` action).
"""

from __future__ import annotations

from typing import Any, ClassVar

from reader_suite import TOOLS, ReaderCase, ReaderTests

SEARCH: dict[str, Any] = {
    "name": "search",
    "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
}


class TestReactReader(ReaderTests):
    key = "react"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "classic-json-input",
            "Thought: I need the weather in Paris.\nAction: get_weather\n"
            'Action Input: {"city": "Paris", "days": "2"}',
            calls=(("get_weather", {"city": "Paris", "days": 2}),),
            reasoning="I need the weather in Paris.",
        ),
        ReaderCase(
            "langchain-string-input-mapped",
            "I should search the web.\nAction: search\nAction Input: weather in Paris",
            calls=(("search", {"query": "weather in Paris"}),),
            reasoning="I should search the web.",
            notes=("action-input-mapped",),
            tools=(SEARCH,),
        ),
        ReaderCase(
            "zero-argument-tool",
            "Thought: Time first.\nAction: get_time\nAction Input: {}",
            calls=(("get_time", {}),),
            reasoning="Time first.",
        ),
        ReaderCase(
            "hallucinated-observation-dropped",
            'Thought: Check Oslo.\nAction: `get_weather`\nAction Input: {"city": "Oslo"}\n'
            "Observation: 12 degrees\nThought: I know the answer.\nFinal Answer: It is 12 degrees.",
            calls=(("get_weather", {"city": "Oslo"}),),
            reasoning="Check Oslo.",
            notes=("hallucinated-observation-dropped",),
        ),
        ReaderCase(
            "final-answer-is-no-call",
            "Thought: I know this.\nFinal Answer: Paris is the capital of France.",
            content="Paris is the capital of France.",
            reasoning="I know this.",
        ),
        ReaderCase(
            "action-and-final-answer-is-ambiguous",
            "Action: get_time\nAction Input: {}\nFinal Answer: noon",
            invalid=1,
            notes=("action-and-final-answer",),
        ),
        ReaderCase(
            "structured-chat-json-action",
            "Thought: need weather\nAction:\n```\n"
            '{\n  "action": "get_weather",\n  "action_input": {"city": "Rome"}\n}\n```',
            calls=(("get_weather", {"city": "Rome"}),),
            reasoning="need weather",
        ),
        ReaderCase(
            "json-final-answer",
            '```json\n{"action": "Final Answer", "action_input": "Hi there"}\n```',
            content="Hi there",
        ),
        ReaderCase(
            "string-input-for-multi-parameter-tool",
            "Action: get_weather\nAction Input: Paris",
            invalid=1,
            notes=("malformed-call",),
        ),
        ReaderCase(
            "truncated-input",
            'Action: get_weather\nAction Input: {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("stream-stopped-after-action", "Action: get_weather", invalid=1),
        ReaderCase(
            "unknown-tool",
            "Action: launch\nAction Input: {}",
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase("colon-prose-not-claimed", "Note: the action was fine.", claimed=False, tools=TOOLS),
    ]
