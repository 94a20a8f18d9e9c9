"""The ``toolcall`` command: parse, prompt, models, and the demo's tools (no real model)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from langchain_toolcall.demo import calculate, current_datetime, find_files, read_text_file
from prompt_toolcall.cli import main

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather for a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}},
                "required": ["city"],
            },
        },
    },
    {"name": "get_time", "description": "Current time", "parameters": {"type": "object", "properties": {}}},
]


@pytest.fixture
def tools_file(tmp_path: Path) -> Path:
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(TOOLS))
    return path


def _run(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None
) -> tuple[int, str, str]:
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        code = main(argv)
    finally:
        sys.stdin = sys.__stdin__
    out, err = capsys.readouterr()
    return code, out, err


def test_parse_envelope_from_file(
    tools_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    reply = tmp_path / "reply.txt"
    reply.write_text('<<<TOOL_CALL>>>{"calls":[{"name":"get_weather","arguments":{"city":"Paris"}}]}')
    code, out, _ = _run(["parse", str(reply), "--tools", str(tools_file)], capsys)
    assert code == 0
    assert "envelope: TOOL_CALL" in out
    assert 'get_weather {"city": "Paris"}' in out


def test_parse_json_output_reports_dialect_and_reasoning(
    tools_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (
        "<think>user wants Rome</think>\n"
        '<tool_call>{"name":"get_weather","arguments":{"city":"Rome"}}</tool_call>'
    )
    code, out, _ = _run(["parse", "-", "--tools", str(tools_file), "--json"], capsys, stdin=text)
    assert code == 0
    report = json.loads(out)
    det = report["detection"]
    assert [(c["name"], c["arguments"]) for c in det["calls"]] == [("get_weather", {"city": "Rome"})]
    assert det["dialect"]
    assert det["reasoning"] and "Rome" in det["reasoning"]
    assert "envelope" not in report  # no marker, no decision object


def test_parse_need_info_and_decision_json(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        ["parse", "--tools", str(tools_file), "--json"],
        capsys,
        stdin='{"decision":"NEED_INFO","function":"get_weather","missing":["city"]}',
    )
    assert code == 0
    env = json.loads(out)["envelope"]
    assert (env["kind"], env["function"], env["missing"]) == ("NEED_INFO", "get_weather", ["city"])

    code, out, _ = _run(["parse", "--tools", str(tools_file)], capsys, stdin="<<<NO_TOOL>>>")
    assert code == 0
    assert "envelope: NO_TOOL" in out


def test_parse_unknown_function_is_not_a_call(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The allow-list holds in the CLI too: an undeclared name never prints as a call."""
    code, out, _ = _run(
        ["parse", "--tools", str(tools_file), "--json"],
        capsys,
        stdin='<<<TOOL_CALL>>>{"calls":[{"name":"launch_missiles","arguments":{}}]}',
    )
    report = json.loads(out)
    assert report["detection"]["calls"] == []
    assert report["envelope"]["kind"] == "UNREADABLE"
    assert code == 1


def test_parse_plain_text_exits_1(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["parse", "--tools", str(tools_file)], capsys, stdin="Just a chat answer.")
    assert code == 1
    assert "0 call(s)" in out


def test_parse_choice_none_allows_no_call(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = '<tool_call>{"name":"get_weather","arguments":{"city":"Rome"}}</tool_call>'
    code, out, _ = _run(
        ["parse", "--tools", str(tools_file), "--choice", "none", "--json"], capsys, stdin=text
    )
    assert json.loads(out)["detection"]["calls"] == []
    assert code == 1


def test_bad_tools_file_exits_2_with_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, _, err = _run(["parse", "--tools", str(bad)], capsys, stdin="x")
    assert code == 2
    assert "not JSON" in err and str(bad) in err

    missing = tmp_path / "nope.json"
    code, _, err = _run(["prompt", "--tools", str(missing), "hi"], capsys)
    assert code == 2
    assert "cannot read the tools file" in err

    dup = tmp_path / "dup.json"
    dup.write_text(json.dumps([TOOLS[1], TOOLS[1]]))
    code, _, err = _run(["prompt", "--tools", str(dup), "hi"], capsys)
    assert code == 2
    assert "duplicate tool name" in err


def test_prompt_prints_the_extractor_prompt(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from prompt_toolcall.extraction.prompt import build_extractor_prompt
    from prompt_toolcall.types import normalize_tools

    code, out, _ = _run(["prompt", "--tools", str(tools_file), "Weather in Lima?"], capsys)
    assert code == 0
    assert out.rstrip("\n") == build_extractor_prompt(normalize_tools(TOOLS), "Weather in Lima?").rstrip("\n")


def test_prompt_constrained_prints_a_schema(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from prompt_toolcall.extraction.envelope_schema import build_envelope_schema
    from prompt_toolcall.types import normalize_tools

    code, out, _ = _run(
        ["prompt", "--tools", str(tools_file), "--constrained", "--choice", "any", "hi"], capsys
    )
    assert code == 0
    schema_text = out.split("--- JSON schema for constrained decoding ---", 1)[1]
    assert json.loads(schema_text) == build_envelope_schema(normalize_tools(TOOLS), "any")


def test_prompt_rejects_choice_none(tools_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["prompt", "--tools", str(tools_file), "--choice", "none", "hi"], capsys)
    assert code == 2
    assert err.strip()


def test_models_lists_both_models(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TOOLCALL_CACHE_DIR", str(tmp_path))
    code, out, _ = _run(["models"], capsys)
    assert code == 0
    assert "qwen2.5-coder-1.5b (default)" in out and "qwen2.5-coder-0.5b" in out
    assert out.count("not assembled") == 2
    assert str(tmp_path) in out


def test_console_entry_runs_as_a_module(tools_file: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "prompt_toolcall.cli", "parse", "--tools", str(tools_file)],
        input="<<<NO_TOOL>>>",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "NO_TOOL" in proc.stdout


# --- the demo's local tools ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("1234 * 5678 + 90", str(1234 * 5678 + 90)),
        ("(2 + 3) * 4", "20"),
        ("2^10", "1024"),
        ("1,000 / 8", "125"),
        ("sqrt(16) + abs(-2)", "6"),
        ("7 // 2 + 7 % 2", "4"),
    ],
)
def test_calculator_evaluates_arithmetic(expression: str, expected: str) -> None:
    assert calculate(expression) == expected


@pytest.mark.parametrize(
    "expression",
    [
        "__import__('os').system('echo hi')",
        "open('/etc/passwd').read()",
        "(1).__class__",
        "x + 1",
        "9 ** 9 ** 9",
        "1 / 0",
        "lambda: 1",
        "",
        "1 +",
        "1" * 300,
    ],
)
def test_calculator_refuses_anything_else(expression: str) -> None:
    assert calculate(expression).startswith("Error:")


def test_current_datetime_formats_and_rejects_bad_zones() -> None:
    import datetime as dt

    assert str(dt.datetime.now(dt.timezone.utc).year) in current_datetime("UTC")
    assert current_datetime("Mars/Olympus").startswith("Error:")


def test_file_tools_stay_inside_the_folder(tmp_path: Path) -> None:
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "shopping.txt").write_text("apples, flour")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "shopping-secret.txt").write_text("x")
    (tmp_path.parent / "outside.txt").write_text("secret")
    assert find_files("shop", tmp_path) == "notes/shopping.txt"
    assert find_files("*.txt", tmp_path) == "notes/shopping.txt"
    assert "No file" in find_files("zzz", tmp_path)
    assert read_text_file("notes/shopping.txt", tmp_path) == "apples, flour"
    assert read_text_file("../outside.txt", tmp_path).startswith("Error:")
    assert read_text_file("/etc/passwd", tmp_path).startswith("Error:")
    assert read_text_file("missing.txt", tmp_path).startswith("Error:")


def test_importing_the_core_cli_pulls_no_framework() -> None:
    code = (
        "import sys, prompt_toolcall.cli, prompt_toolcall.local, prompt_toolcall.extraction.envelope_schema;"
        "fw=('langchain','langchain_core','llama_index','llama_cpp');"
        "bad=[m for m in sys.modules if m.split('.')[0] in fw];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_demo_agent_runs_tools_and_answers_with_a_scripted_model(tmp_path: Path) -> None:
    """The demo loop end to end without the real model, both default questions: a call, its
    result, a repeated identical call (what the real 0.5B/1.5B did) answered from the results;
    then two dependent calls, the second built on the first one's result."""
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    from langchain_toolcall.demo import DEFAULT_QUESTIONS, run_demo

    def envelope(expression: str) -> AIMessage:
        call = {"name": "calculate", "arguments": {"expression": expression}}
        return AIMessage('<<<TOOL_CALL>>>{"calls":[' + json.dumps(call) + "]}")

    call = envelope("1234 * 5678 + 90")
    inner = GenericFakeChatModel(
        messages=iter(
            [
                call,
                call,  # a repeat of the answered call: turned back once with its result
                call,  # the same again: the turn answers instead
                AIMessage("1234 * 5678 + 90 = 7006742."),
                envelope("1234 * 5678"),
                envelope("7006652 + 3348"),
                AIMessage("<<<NO_TOOL>>>"),
                AIMessage("The result is 7010000."),
            ]
        )
    )
    out = io.StringIO()
    result = run_demo(None, constrained=False, folder=tmp_path, out=out, llm=inner)
    text = out.getvalue()
    first, second = text.split("question 2/2:")
    assert f"question 1/2: {DEFAULT_QUESTIONS[0]}" in first
    assert "tool call   -> calculate(expression='1234 * 5678 + 90')" in first
    assert f"tool result <- calculate: {1234 * 5678 + 90}" in first
    assert "model asked again for a call it has the result of" in first
    assert first.count("tool result") == 1  # the repeated call was not executed again
    assert second.startswith(f" {DEFAULT_QUESTIONS[1]}")
    steps = [line.split("] ", 1)[1] for line in second.splitlines() if line.startswith("[")]
    assert steps == [
        "tool call   -> calculate(expression='1234 * 5678')",
        f"tool result <- calculate: {1234 * 5678}",
        "tool call   -> calculate(expression='7006652 + 3348')",
        f"tool result <- calculate: {1234 * 5678 + 3348}",
        "answer      -> The result is 7010000.",
    ]
    assert result.answers == ["1234 * 5678 + 90 = 7006742.", "The result is 7010000."]
    assert result.answer == "The result is 7010000."
    assert "wall time:" in text


def test_demo_with_a_question_asks_only_that_and_reports_a_missing_answer(tmp_path: Path) -> None:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    from langchain_toolcall.demo import run_demo

    inner = GenericFakeChatModel(messages=iter([AIMessage("<<<NO_TOOL>>>"), AIMessage("   ")]))
    out = io.StringIO()
    result = run_demo("Say nothing.", constrained=False, folder=tmp_path, out=out, llm=inner)
    assert "question: Say nothing." in out.getvalue() and "question 1/" not in out.getvalue()
    assert result.answers == [""] and result.answer == ""
