"""ToolcallOutputParser: any-dialect tool calls for LCEL chains, validated against its tools."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.exceptions import OutputParserException
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, Generation
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.tools import tool

from langchain_toolcall import ToolcallOutputParser


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return city


HERMES = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Lima"}}\n</tool_call>'
FENCED = 'Sure.\n```json\n{"name": "get_weather", "arguments": {"city": "Quito"}}\n```'


@pytest.mark.parametrize(
    ("text", "city"), [(HERMES, "Lima"), (FENCED, "Quito")], ids=["hermes", "fenced-json"]
)
def test_reads_calls_in_any_dialect(text: str, city: str) -> None:
    (call,) = ToolcallOutputParser(tools=[get_weather]).parse(text)
    assert call["name"] == "get_weather"
    assert call["args"] == {"city": city}
    assert call["id"] and call["type"] == "tool_call"


def test_in_an_lcel_chain() -> None:
    prompt = ChatPromptTemplate.from_messages([("human", "{q}")])
    chain = prompt | FakeListChatModel(responses=[HERMES]) | ToolcallOutputParser(tools=[get_weather])
    assert chain.invoke({"q": "Weather in Lima?"})[0]["args"] == {"city": "Lima"}


def test_first_tool_only() -> None:
    parser = ToolcallOutputParser(tools=[get_weather], first_tool_only=True)
    assert parser.parse(HERMES)["args"] == {"city": "Lima"}
    assert parser.parse("no call here") is None


def test_plain_text_is_no_call() -> None:
    assert ToolcallOutputParser(tools=[get_weather]).parse("It is sunny in Lima.") == []


def test_undeclared_function_is_never_returned() -> None:
    text = '<tool_call>{"name": "launch_missiles", "arguments": {}}</tool_call>'
    assert ToolcallOutputParser(tools=[get_weather], on_invalid="ignore").parse(text) == []


BAD = '<tool_call>{"name": "get_weather", "arguments": {"town": "Lima"}}</tool_call>'


def test_invalid_arguments_raise_by_default() -> None:
    with pytest.raises(OutputParserException, match="city: missing required"):
        ToolcallOutputParser(tools=[get_weather]).parse(BAD)


def test_invalid_arguments_warn_or_ignore() -> None:
    with pytest.warns(UserWarning, match="city: missing required"):
        assert ToolcallOutputParser(tools=[get_weather], on_invalid="warn").parse(BAD) == []
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert ToolcallOutputParser(tools=[get_weather], on_invalid="ignore").parse(BAD) == []


def test_partial_never_raises() -> None:
    parser = ToolcallOutputParser(tools=[get_weather])
    assert parser.parse_result([Generation(text=BAD)], partial=True) == []
    assert parser.parse_result([Generation(text='<tool_call>{"name": "get_wea')], partial=True) == []


def test_native_tool_calls_on_a_message_are_validated() -> None:
    good = AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Lima"}, "id": "c1"}])
    bad = AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": 5}, "id": "c2"}])
    parser = ToolcallOutputParser(tools=[get_weather])
    assert parser.parse_result([ChatGeneration(message=good)]) == [
        {"name": "get_weather", "args": {"city": "Lima"}, "id": "c1", "type": "tool_call"}
    ]
    with pytest.raises(OutputParserException, match="city"):
        parser.parse_result([ChatGeneration(message=bad)])


def test_bad_configuration() -> None:
    with pytest.raises(ValueError, match="at least one tool"):
        ToolcallOutputParser(tools=[])
    with pytest.raises(ValueError, match="on_invalid"):
        ToolcallOutputParser(tools=[get_weather], on_invalid="wran")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="invalid schema"):
        ToolcallOutputParser(
            tools=[{"name": "x", "parameters": {"type": "object", "properties": {"a": {"type": 1}}}}]
        )


def test_coerces_losslessly_before_validating() -> None:
    @tool
    def add(a: int, b: int) -> int:
        """Add."""
        return a + b

    text = json.dumps({"name": "add", "arguments": {"a": "2", "b": 3}})
    assert ToolcallOutputParser(tools=[add]).parse(text)[0]["args"] == {"a": 2, "b": 3}
