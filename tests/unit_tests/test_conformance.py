"""The 59-case detector conformance corpus of the Dart library the detector was ported from.

The corpus is a fixture of this repository (``tests/fixtures/conformance``). Names are compared exactly,
arguments after schema coercion; ``expected: null`` means no call.

Each case runs twice: through the full detector (registered dialect readers first), and
through the generic JSON path alone (the ported rules, no readers).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import prompt_toolcall.reading.detect as detect_module
from prompt_toolcall.reading.detect import detect_tool_calls
from prompt_toolcall.reading.dialects import ReaderClaims

CORPUS_PATH = Path(__file__).resolve().parents[1] / "fixtures" / "conformance" / "detector_conformance.json"
"""The corpus ships with the tests, so a fresh clone runs them with nothing beside it."""


def _load() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CORPUS_PATH.read_text(encoding="utf-8"))
    return data


CORPUS = _load()
CASES = CORPUS["cases"]


def _case_id(index: int, case: dict[str, Any]) -> str:
    text = re.sub(r"\s+", " ", case["input"]).strip() or "<blank>"
    slug = re.sub(r"[^A-Za-z0-9_{}\[\]<>:.,'\" -]", "", text)[:48]
    verdict = "none" if case["expected"] is None else f"{len(case['expected'])}call"
    return f"{index:02d}-{verdict}-{slug}"


PARAMS = [pytest.param(case, id=_case_id(i, case)) for i, case in enumerate(CASES)]


def _as_plain(calls: list[Any] | None) -> list[dict[str, Any]] | None:
    if calls is None:
        return None
    return [{"name": c.name, "arguments": c.arguments} for c in calls]


def test_corpus_has_59_cases() -> None:
    assert len(CASES) == 59


@pytest.mark.parametrize("case", PARAMS)
def test_conformance_full_detector(case: dict[str, Any]) -> None:
    got = detect_tool_calls(case["input"], CORPUS["names"], CORPUS["functions"])
    assert _as_plain(got) == case["expected"]


@pytest.mark.parametrize("case", PARAMS)
def test_conformance_generic_path(case: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(detect_module, "dispatch_readers", lambda text, ctx: ReaderClaims())
    got = detect_tool_calls(case["input"], CORPUS["names"], CORPUS["functions"])
    assert _as_plain(got) == case["expected"]


CALLING = [pytest.param(c, id=_case_id(i, c)) for i, c in enumerate(CASES) if c["expected"] is not None]


@pytest.mark.parametrize("case", CALLING)
def test_conformance_ids_are_fresh(case: dict[str, Any]) -> None:
    got = detect_tool_calls(case["input"], CORPUS["names"], CORPUS["functions"])
    assert got is not None
    assert all(re.fullmatch(r"call_[0-9a-f]{24}", c.id) for c in got)
    assert len({c.id for c in got}) == len(got)
