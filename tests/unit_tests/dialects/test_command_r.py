"""Cohere Command-R / R+ / R7B / Command A reader.

Sources of the format: the tool-use chat template of ``CohereForAI/c4ai-command-r-v01``
(``Action: ```json [{"tool_name", "parameters"}]``` ``, the ``directly_answer`` tool);
the Command R7B / Command A chat templates (``<|START_THINKING|>``, ``<|START_ACTION|>``
with ``tool_call_id``, ``<|START_RESPONSE|>``); vLLM ``cohere_command`` parsers and the
llama.cpp ``COMMAND_R7B`` chat handler.
"""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests

R_PLUS = (
    "Plan: I will look up the weather in Paris.\n"
    "Action: ```json\n"
    "[\n"
    "    {\n"
    '        "tool_name": "get_weather",\n'
    '        "parameters": {\n'
    '            "city": "Paris",\n'
    '            "days": "2"\n'
    "        }\n"
    "    }\n"
    "]\n"
    "```"
)
R7B = (
    "<|START_THINKING|>I need the weather and the time.<|END_THINKING|>"
    "<|START_ACTION|>[\n"
    '    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Oslo"}},\n'
    '    {"tool_call_id": "1", "tool_name": "get_time", "parameters": {}}\n'
    "]<|END_ACTION|><|END_OF_TURN_TOKEN|>"
)


class TestCommandRReader(ReaderTests):
    key = "command_r"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "r-plus-action-block",
            R_PLUS,
            calls=(("get_weather", {"city": "Paris", "days": 2}),),
            content="Plan: I will look up the weather in Paris.",
        ),
        ReaderCase(
            "directly-answer-is-no-call",
            'Action: ```json\n[{"tool_name": "directly_answer", "parameters": {}}]\n```',
            notes=("directly-answer",),
        ),
        ReaderCase(
            "r7b-thinking-and-parallel-actions",
            R7B,
            calls=(("get_weather", {"city": "Oslo"}), ("get_time", {})),
            reasoning="I need the weather and the time.",
        ),
        ReaderCase(
            "r7b-response-without-call",
            "<|START_THINKING|>No tool needed.<|END_THINKING|><|START_RESPONSE|>Hello!<|END_RESPONSE|>",
            content="Hello!",
            reasoning="No tool needed.",
        ),
        ReaderCase(
            "truncated-action",
            '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "truncated-fenced-action",
            'Action: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "Pa',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase("malformed-action", "<|START_ACTION|>not json<|END_ACTION|>", invalid=1),
        ReaderCase(
            "unknown-tool",
            '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "launch", "parameters": {}}]<|END_ACTION|>',
            invalid=1,
            notes=("unknown-function",),
        ),
        ReaderCase("markdown-table-not-claimed", "| a | b |\n|---|---|", claimed=False),
    ]
