"""``toolcall eval``: a score card for any model.

Data flow::

    evaluate(model) ──► runner: every item of the sample under every setting, through ChatToolcall
                        (LangChain models) or ToolcallLLM (LlamaIndex LLMs)
                    ──► card: accuracy per category with 95 % Wilson intervals, NEED_INFO rate and
                        false NEED_INFO rate, requests, tokens, seconds per request, best setting
    card JSON ──► ChatToolcall(llm, card="card.json") / ToolcallLLM(llm, card=...) apply its best setting

Nothing here imports a framework at import time; the runner imports the adapter it needs.
See docs/eval.md.
"""

from __future__ import annotations

from prompt_toolcall.eval.card import (
    BEST_RULE,
    SETTINGS,
    Card,
    SettingScore,
    Tally,
    card_options,
    load_card,
    render_card,
    wilson_interval,
)
from prompt_toolcall.eval.runner import evaluate
from prompt_toolcall.eval.sample import Item, Outcome, Sample, grade, load_sample
from prompt_toolcall.eval.sources import Backend, load_model

__all__ = [
    "BEST_RULE",
    "SETTINGS",
    "Backend",
    "Card",
    "Item",
    "Outcome",
    "Sample",
    "SettingScore",
    "Tally",
    "card_options",
    "evaluate",
    "grade",
    "load_card",
    "load_model",
    "load_sample",
    "render_card",
    "wilson_interval",
]
