"""benchmarks/ablation.py: each prompt variant changes one piece and is undone afterwards."""

from __future__ import annotations

import pytest

import prompt_toolcall.extraction.extractor as extractor_module
from benchmarks.ablation import VARIANTS, signature_manifest, variant
from prompt_toolcall.extraction.prompt import build_constrained_prompt, build_extractor_prompt
from prompt_toolcall.types import FunctionTool

WEATHER = FunctionTool.from_dict(
    {
        "name": "get_weather",
        "description": "Weather now",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name"},
                "unit": {"type": "string", "enum": ["c", "f"], "default": "c"},
                "days": {"type": "array", "items": {"type": "integer"}},
            },
            "required": ["city"],
        },
    }
)


def test_signature_manifest_lists_types_defaults_and_descriptions() -> None:
    text = signature_manifest([WEATHER])
    assert text.splitlines()[0] == "def get_weather(  # Weather now"
    assert "    city: str,  # City name" in text
    assert '    unit: Literal["c", "f"] = "c",' in text
    assert "    days: list[int] = None," in text


def test_each_variant_changes_the_prompt_and_is_restored() -> None:
    # The extractor passes its own style by keyword (the benchmark system's, the default
    # "compact"): each variant's style must hold against it.
    base_free = build_extractor_prompt([WEATHER], "hi", style="full")
    base_constrained = build_constrained_prompt([WEATHER], "hi", style="full")
    seen = set()
    for name in VARIANTS:
        with variant(name):
            # The builders as the extractor calls them (the compact variant switches those).
            free = extractor_module.build_extractor_prompt([WEATHER], "hi", style="compact")
            constrained = extractor_module.build_constrained_prompt([WEATHER], "hi", style="compact")
        assert (free == base_free) == (name == "baseline")
        assert (constrained == base_constrained) == (name == "baseline")
        if name == "compact":
            assert free == build_extractor_prompt([WEATHER], "hi", style="compact")
        seen.add(free)
        assert free.endswith("USER REQUEST:\nhi")
    assert len(seen) == len(VARIANTS)
    assert build_extractor_prompt([WEATHER], "hi", style="full") == base_free
    assert extractor_module.build_extractor_prompt is build_extractor_prompt  # restored
    assert extractor_module.build_constrained_prompt is build_constrained_prompt
    with variant("examples"):
        assert '-> {"decision":"NO_TOOL"}' not in build_extractor_prompt([WEATHER], "hi", style="full")
        assert '"NO_TOOL"' in build_constrained_prompt([WEATHER], "hi", style="full").split("EXAMPLES")[1]


def test_unknown_variant_is_refused_and_restores() -> None:
    with pytest.raises(ValueError, match="unknown variant 'nope'"), variant("nope"):
        pass
    assert build_extractor_prompt([WEATHER], "hi", style="full").count("RULES:") == 1
    assert extractor_module.build_extractor_prompt is build_extractor_prompt
