"""Running a card with scripted models: every model source, both adapters, Ctrl-C, the CLI,
and applying a card with ``card=`` (no llama_cpp, no network)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from eval_fakes import ORACLE_INSTANCE, BrainChatModel, always, brain_llm, oracle
from pydantic import Field

from prompt_toolcall.cli import main
from prompt_toolcall.errors import CardError
from prompt_toolcall.eval import evaluate, load_model, load_sample
from prompt_toolcall.eval.card import SETTINGS
from prompt_toolcall.eval.sample import CATEGORIES

FAKES = "eval_fakes"


def test_the_shipped_sample_covers_every_category_and_six_languages() -> None:
    sample = load_sample()
    cats = {i.category for i in sample.items}
    assert cats == set(CATEGORIES)
    need_langs = {i.lang for i in sample.items if i.category == "need_info"}
    assert need_langs == {"de", "fr", "es", "ja", "zh", "en"}
    assert 20 <= len(sample.items) <= 30  # sized for ~30-40 requests per setting


@pytest.mark.parametrize("kind", ["langchain", "llamaindex"])
def test_a_perfect_model_scores_every_item_in_both_settings(kind: str) -> None:
    """The sample is reachable: an oracle passes every item through the real adapter (grounding,
    validation, the agent loop), so a miss on a real card is the model's, not the sample's."""
    model = BrainChatModel(brain=oracle()) if kind == "langchain" else brain_llm()
    card = evaluate(model, progress=False)
    assert card.complete
    for score in card.settings:
        assert score.failures == []
        assert score.overall.passed == score.overall.total == len(load_sample().items)
        assert score.need_info.rate == 1.0 and score.false_need_info.rate == 0.0
    assert card.best is not None


def test_a_model_that_never_calls_passes_only_irrelevance() -> None:
    card = evaluate(BrainChatModel(brain=always("<<<NO_TOOL>>>")), settings=["free"], progress=False)
    (score,) = card.settings
    assert score.categories["irrelevance"].passed == score.categories["irrelevance"].total == 4
    assert score.overall.passed == 4
    assert score.need_info.passed == 0 and score.false_need_info.passed == 0
    assert score.requests > len(load_sample().items)  # each NO_TOOL turn also asked for the answer
    assert score.prompt_tokens > 0 and score.generated_tokens > 0


def test_a_model_that_always_asks_has_a_false_need_info_rate_of_one() -> None:
    reply = '<<<NEED_INFO>>>{"function":"get_weather","missing":["city"]}'
    card = evaluate(BrainChatModel(brain=always(reply)), settings=["free"], progress=False)
    (score,) = card.settings
    # A NEED_INFO naming a tool the item does not offer is unreadable, not a NEED_INFO.
    offered = [i for i in load_sample().items if any(t.name == "get_weather" for t in i.tools)]
    calls = [i for i in offered if i.category in ("selection", "arguments", "parallel", "agent")]
    asks = [i for i in offered if i.category == "need_info"]
    assert score.false_need_info.passed == len(calls) > 0
    assert score.false_need_info.total == 14
    assert score.need_info.passed == len(asks) > 0
    assert score.categories["need_info"].passed == 1  # only the get_weather item names its function


def test_ctrl_c_returns_the_card_measured_so_far() -> None:
    model = BrainChatModel(brain=oracle(), interrupt_at=7)
    card = evaluate(model, progress=False)
    assert not card.complete
    measured = [s.items for s in card.settings]
    assert 0 < sum(measured) < 2 * len(load_sample().items)
    assert abs(measured[0] - measured[1]) <= 1  # interleaved: both settings on the same items
    assert card.best is None


def test_a_model_that_keeps_raising_stops_the_run() -> None:
    model = BrainChatModel(brain=oracle(), error=ConnectionError("server down"))
    with pytest.raises(ConnectionError, match="server down"):
        evaluate(model, progress=False)


def test_the_progress_line_goes_to_the_stream(capsys: pytest.CaptureFixture[str]) -> None:
    sample = load_sample().only(["selection-weather-en"])
    evaluate(BrainChatModel(brain=oracle()), sample=sample, settings=["free"], stream=sys.stderr)
    assert "1/1" in capsys.readouterr().err


# -- model sources ----------------------------------------------------------------------------


def test_import_path_to_an_instance_and_to_a_factory() -> None:
    inst = load_model(f"{FAKES}:ORACLE_INSTANCE")
    assert inst.kind == "langchain" and inst.model is ORACLE_INSTANCE
    made = load_model(f"{FAKES}:oracle_chat_model")
    assert made.kind == "langchain" and isinstance(made.model, BrainChatModel)
    li = load_model(f"{FAKES}:brain_llm")
    assert li.kind == "llamaindex"


@pytest.mark.parametrize(
    ("source", "error", "match"),
    [
        ("no-such-model", ValueError, "unknown model 'no-such-model'.*qwen2.5-coder-1.5b"),
        ("no_such_module_xyz:thing", ValueError, "cannot import"),
        (f"{FAKES}:nothing_here", ValueError, "no attribute"),
        (f"{FAKES}:BrainChatModel", TypeError, "is a class"),
        (f"{FAKES}:FAKES_NOT_A_MODEL", TypeError, "expected a LangChain"),
    ],
)
def test_bad_sources_raise_clear_errors(source: str, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        load_model(source)


def test_an_embedded_model_name_loads_the_local_chat_model(monkeypatch: pytest.MonkeyPatch) -> None:
    import langchain_toolcall.local as local

    seen: dict[str, Any] = {}

    def fake_chat_model(key: str, **kwargs: Any) -> BrainChatModel:
        seen.update(key=key, **kwargs)
        return BrainChatModel(brain=oracle())

    monkeypatch.setattr(local, "chat_model", fake_chat_model)
    backend = load_model("qwen2.5-coder-0.5b", n_threads=1)
    assert backend.kind == "langchain" and backend.label == "qwen2.5-coder-0.5b"
    assert seen == {"key": "qwen2.5-coder-0.5b", "n_threads": 1}


def test_a_base_url_builds_an_openai_compatible_model() -> None:
    backend = load_model(None, base_url="http://127.0.0.1:9/v1", model_name="qwen")
    assert backend.kind == "langchain"
    assert type(backend.model).__name__ == "ChatOpenAI"
    assert backend.model.model_name == "qwen"
    assert "127.0.0.1:9" in str(backend.model.openai_api_base)
    with pytest.raises(ValueError, match="--model NAME"):
        load_model(None, base_url="http://127.0.0.1:9/v1")


def test_a_base_url_without_langchain_openai_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "langchain_openai", None)
    with pytest.raises(ImportError, match="pip install langchain-openai"):
        load_model(None, base_url="http://127.0.0.1:9/v1", model_name="qwen")


def test_unknown_settings_fail_before_any_request() -> None:
    model = BrainChatModel(brain=oracle())
    with pytest.raises(ValueError, match="unknown setting"):
        evaluate(model, settings=["fast"], progress=False)
    with pytest.raises(CardError, match="unknown option"):
        evaluate(model, settings={"x": {"temprature": 0}}, progress=False)
    assert model.calls == 0


# -- the CLI ------------------------------------------------------------------------------------


def test_cli_prints_the_card_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "card.json"
    code = main(
        [
            "eval",
            f"{FAKES}:oracle_chat_model",
            "--json",
            str(out),
            "--no-progress",
            "--items",
            "selection-weather-en,need-info-weather-zh,irrelevance-joke-en",
        ]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert "toolcall card" in printed and "best setting:" in printed
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["sample_items"] == 3 and data["complete"] is True
    assert [s["name"] for s in data["settings"]] == list(SETTINGS)


def test_cli_ctrl_c_prints_the_partial_card_and_exits_130(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "card.json"
    code = main(["eval", f"{FAKES}:interrupting_model", "--json", str(out), "--no-progress"])
    assert code == 130
    assert "PARTIAL" in capsys.readouterr().out
    assert json.loads(out.read_text(encoding="utf-8"))["complete"] is False


def test_cli_sigterm_prints_the_partial_card_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import signal

    before = signal.getsignal(signal.SIGTERM)
    out = tmp_path / "card.json"
    code = main(["eval", f"{FAKES}:terminated_model", "--json", str(out), "--no-progress"])
    assert code == 130
    assert "PARTIAL" in capsys.readouterr().out
    assert json.loads(out.read_text(encoding="utf-8"))["complete"] is False
    assert signal.getsignal(signal.SIGTERM) is before  # the handler is put back


@pytest.mark.parametrize(
    "argv",
    [["eval"], ["eval", "no-such-model"], ["eval", f"{FAKES}:oracle_chat_model", "--items", "nope"]],
)
def test_cli_bad_input_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert "toolcall eval:" in capsys.readouterr().err


# -- applying a card ---------------------------------------------------------------------------


def _card_file(tmp_path: Path, options: dict[str, Any]) -> Path:
    path = tmp_path / "card.json"
    path.write_text(json.dumps({"format": "toolcall-card/1", "best": {"name": "x", "options": options}}))
    return path


def test_chat_toolcall_applies_the_cards_best_setting(tmp_path: Path) -> None:
    from langchain_toolcall import ChatToolcall

    path = _card_file(tmp_path, {"constrained": True, "grounding": "strict"})
    llm = ChatToolcall(llm=BrainChatModel(brain=oracle()), card=str(path))
    assert llm.constrained is True and llm.grounding == "strict"
    explicit = ChatToolcall(llm=BrainChatModel(brain=oracle()), card=path, constrained=False)
    assert explicit.constrained is False and explicit.grounding == "strict"


def test_toolcall_llm_applies_the_cards_best_setting(tmp_path: Path) -> None:
    from llamaindex_toolcall import ToolcallLLM

    path = _card_file(tmp_path, {"constrained": True})
    assert ToolcallLLM(llm=brain_llm(), card=path).constrained is True
    assert ToolcallLLM(llm=brain_llm(), card=path, constrained=False).constrained is False


def test_a_card_with_an_unknown_setting_is_refused_by_both_adapters(tmp_path: Path) -> None:
    from langchain_toolcall import ChatToolcall
    from llamaindex_toolcall import ToolcallLLM

    path = _card_file(tmp_path, {"syntax": "xml"})
    with pytest.raises(ValueError, match=r"unknown option.*syntax"):
        ChatToolcall(llm=BrainChatModel(brain=oracle()), card=path)
    with pytest.raises(CardError, match=r"unknown option.*syntax"):
        ToolcallLLM(llm=brain_llm(), card=path)


def test_a_card_written_by_evaluate_applies(tmp_path: Path) -> None:
    from langchain_toolcall import ChatToolcall

    sample = load_sample().only(["selection-weather-en"])
    card = evaluate(BrainChatModel(brain=oracle()), sample=sample, progress=False)
    path = tmp_path / "card.json"
    card.write(path)
    assert card.best is not None
    llm = ChatToolcall(llm=BrainChatModel(brain=oracle()), card=path)
    assert llm.constrained == card.best.options["constrained"]


class _CappedModel(BrainChatModel):
    """Has a ``max_tokens`` field (as the embedded and OpenAI models do) and records the cap of
    every request that is not an extractor request."""

    max_tokens: int | None = None
    answer_caps: list[tuple[str, Any]] = Field(default_factory=list)

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
        prompt = "\n".join(str(m.content) for m in messages)
        if "function-call extractor" not in prompt:
            self.answer_caps.append((prompt, kwargs.get("max_tokens")))
        return super()._generate(messages, stop, run_manager, **kwargs)


def test_only_the_graded_agent_answer_gets_room_to_answer() -> None:
    from prompt_toolcall.eval.runner import ANSWER_MAX_TOKENS, UNGRADED_ANSWER_TOKENS

    model = _CappedModel(brain=oracle())
    evaluate(model, settings=["free"], progress=False)
    caps = {cap for prompt, cap in model.answer_caps if "Mara Lindqvist" not in prompt}
    agent = {cap for prompt, cap in model.answer_caps if "Mara Lindqvist" in prompt}
    assert caps == {UNGRADED_ANSWER_TOKENS} and agent == {ANSWER_MAX_TOKENS}
