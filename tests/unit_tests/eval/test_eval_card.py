"""Card arithmetic: Wilson intervals, rates, the best-setting rule, partial cards, card files."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from prompt_toolcall.errors import CardError
from prompt_toolcall.eval.card import (
    CARD_FORMAT,
    Card,
    SettingScore,
    Tally,
    Unseparated,
    card_options,
    check_setting,
    mcnemar_exact,
    render_card,
    wilson_interval,
)
from prompt_toolcall.eval.sample import Outcome


@pytest.mark.parametrize(
    ("passed", "total", "low", "high"),
    [
        # reference values computed by hand from the Wilson formula, z = 1.96
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (5, 10, 0.2366, 0.7634),
        (1, 4, 0.0456, 0.6994),
        (81, 100, 0.7222, 0.8748),
    ],
)
def test_wilson_interval_matches_reference_values(passed: int, total: int, low: float, high: float) -> None:
    interval = wilson_interval(passed, total)
    assert interval is not None
    assert interval[0] == pytest.approx(low, abs=5e-4)
    assert interval[1] == pytest.approx(high, abs=5e-4)


def test_wilson_interval_contains_the_rate_and_narrows_with_n() -> None:
    small = wilson_interval(3, 6)
    large = wilson_interval(300, 600)
    assert small is not None and large is not None
    assert small[0] < 0.5 < small[1]
    assert (large[1] - large[0]) < (small[1] - small[0])


def test_wilson_interval_of_nothing_is_none_and_bad_counts_raise() -> None:
    assert wilson_interval(0, 0) is None
    with pytest.raises(ValueError, match="passed <= total"):
        wilson_interval(5, 4)
    with pytest.raises(ValueError):
        wilson_interval(-1, 4)


def _score(
    name: str, results: dict[str, tuple[int, int]], tokens: int = 100, seconds: float = 1.0
) -> SettingScore:
    score = SettingScore(name, {"constrained": name == "constrained"})
    for category, (passed, total) in results.items():
        for i in range(total):
            score.add(f"{category}-{i}", category, i < passed, "why", Outcome("no_tool"))
    score.prompt_tokens = tokens
    score.seconds = seconds
    return score


def test_rates_count_need_info_and_false_need_info() -> None:
    score = SettingScore("free", {"constrained": False})
    score.add("n1", "need_info", True, "", Outcome("need_info", need_function="f", need_missing=("x",)))
    score.add("n2", "need_info", False, "no", Outcome("calls", calls=(("f", {"x": 1}),)))
    score.add("c1", "selection", False, "no", Outcome("need_info", need_function="f", need_missing=("x",)))
    score.add(
        "c2", "arguments", True, "", Outcome("calls", calls=(("f", {"x": 1}),), requests=2, prompt_tokens=30)
    )
    score.add("i1", "irrelevance", True, "", Outcome("no_tool"))
    assert (score.need_info.passed, score.need_info.total) == (1, 2)
    assert (score.false_need_info.passed, score.false_need_info.total) == (1, 2)  # irrelevance not counted
    assert (score.overall.passed, score.overall.total) == (3, 5)
    assert score.requests == 2 and score.prompt_tokens == 30
    assert [f["item"] for f in score.failures] == ["n2", "c1"]


def test_best_is_the_most_accurate_setting() -> None:
    free = _score("free", {"selection": (3, 4)}, tokens=50)
    constrained = _score("constrained", {"selection": (4, 4)}, tokens=500)
    card = Card("m", "s@1", 4, [free, constrained])
    assert card.best is constrained


def test_a_tie_goes_to_fewer_tokens_then_fewer_seconds() -> None:
    free = _score("free", {"selection": (3, 4)}, tokens=400, seconds=1.0)
    constrained = _score("constrained", {"selection": (3, 4)}, tokens=300, seconds=9.0)
    assert Card("m", "s@1", 4, [free, constrained]).best is constrained
    free = _score("free", {"selection": (3, 4)}, tokens=300, seconds=1.0)
    assert Card("m", "s@1", 4, [free, constrained]).best is free


def test_a_best_setting_the_sample_cannot_separate_is_reported_as_such() -> None:
    """24 vs 21 of 24 (3 items only the best passed, none only the other): p = 0.25, so the
    card names the higher score but says the sample does not separate the two; 24 vs 14 does."""
    best = _score("free", {"selection": (24, 24)})
    close = _score("constrained", {"selection": (21, 24)})
    far = _score("free-python", {"selection": (14, 24)})
    card = Card("m", "s@1", 24, [best, close, far])
    assert card.best is best
    assert card.unseparated == (Unseparated("constrained", 3, 0, 0.25),)
    text = render_card(card)
    assert "not separated from constrained on this sample: 3 items passed only under the best" in text
    assert "free-python" not in text.split("best setting:")[1]
    assert card.to_dict()["best"]["not_separated_from"] == [
        {"name": "constrained", "only_best": 3, "only_other": 0, "p": 0.25}
    ]


def test_separation_pairs_the_items_not_the_totals() -> None:
    """Two settings with 3/4 each that fail different items disagree on two items (1 vs 1)."""
    a = SettingScore("free", {})
    b = SettingScore("constrained", {})
    for i, (ok_a, ok_b) in enumerate([(True, True), (True, False), (False, True), (True, True)]):
        a.add(f"i{i}", "selection", ok_a, "", Outcome("no_tool"))
        b.add(f"i{i}", "selection", ok_b, "", Outcome("no_tool"))
    card = Card("m", "s@1", 4, [a, b])
    (u,) = card.unseparated
    assert (u.only_best, u.only_other, u.p) == (1, 1, 1.0)


@pytest.mark.parametrize(
    ("only_a", "only_b", "p"), [(0, 0, 1.0), (3, 0, 0.25), (6, 0, 0.03125), (5, 5, 1.0), (10, 1, 0.01171875)]
)
def test_mcnemar_exact_known_values(only_a: int, only_b: int, p: float) -> None:
    assert mcnemar_exact(only_a, only_b) == pytest.approx(p)
    assert mcnemar_exact(only_b, only_a) == pytest.approx(p)


def test_mcnemar_exact_refuses_negative_counts() -> None:
    with pytest.raises(ValueError, match="discordant"):
        mcnemar_exact(-1, 2)


def test_a_partial_card_names_only_a_setting_that_ran_the_whole_sample() -> None:
    """Ctrl-C after setting 'free' finished 4 items and 'constrained' 3: only 'free' is eligible,
    even though 'constrained' scored higher on the items it ran."""
    free = _score("free", {"selection": (2, 4)})
    constrained = _score("constrained", {"selection": (3, 3)})
    card = Card("m", "s@1", 4, [free, constrained], complete=False)
    assert card.best is free
    none_full = Card("m", "s@1", 4, [_score("free", {"selection": (3, 3)})], complete=False)
    assert none_full.best is None
    assert "PARTIAL" in render_card(none_full)
    assert "best setting: none" in render_card(none_full)


def test_card_round_trips_through_json(tmp_path: Path) -> None:
    card = Card(
        "m", "s@1", 4, [_score("free", {"selection": (3, 4)}), _score("constrained", {"selection": (4, 4)})]
    )
    path = tmp_path / "card.json"
    card.write(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == CARD_FORMAT
    assert data["best"] == {
        "name": "constrained",
        "options": {"constrained": True},
        "not_separated_from": [{"name": "free", "only_best": 1, "only_other": 0, "p": 1.0}],
    }
    sel = data["settings"][0]["categories"]["selection"]
    assert sel["passed"] == 3 and sel["total"] == 4 and sel["rate"] == 0.75
    assert sel["ci95"][0] < 0.75 < sel["ci95"][1]
    again = Card.from_dict(data)
    assert again.to_dict() == data
    assert card_options(path) == {"constrained": True}


def test_render_shows_every_category_and_the_rule() -> None:
    text = render_card(Card("m", "s@1", 2, [_score("free", {"selection": (1, 1), "need_info": (0, 1)})]))
    for label in (
        "selection",
        "need_info",
        "overall",
        "NEED_INFO rate",
        "false NEED_INFO rate",
        "seconds per request",
    ):
        assert label in text
    assert "1/1 100 %" in text and "best setting: free" in text


def test_tally_rate_of_nothing_is_none() -> None:
    assert Tally().rate is None and Tally().interval is None
    assert not math.isnan(Tally(1, 2).rate or 0.0)


@pytest.mark.parametrize(
    ("card", "match"),
    [
        ({"format": "other"}, "not a toolcall card"),
        ({"format": CARD_FORMAT, "best": None, "model": "m"}, "names no best setting"),
        ({"format": CARD_FORMAT, "best": {"name": "x", "options": {"constrainted": True}}}, "unknown option"),
        (
            {"format": CARD_FORMAT, "best": {"name": "x", "options": {"grounding": "loose"}}},
            "grounding must be",
        ),
        (
            {"format": CARD_FORMAT, "best": {"name": "x", "options": {"constrained": "yes"}}},
            "constrained must be",
        ),
    ],
)
def test_bad_cards_raise_a_clear_error(card: dict[str, object], match: str) -> None:
    with pytest.raises(CardError, match=match):
        card_options(card)


def test_unreadable_card_files_raise(tmp_path: Path) -> None:
    with pytest.raises(CardError, match="cannot read"):
        card_options(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe not json")
    with pytest.raises(CardError, match="cannot read"):
        card_options(bad)


def test_check_setting_lists_the_valid_options() -> None:
    with pytest.raises(CardError, match=r"Valid options: .*constrained"):
        check_setting({"temperature": 0})
    assert check_setting({"constrained": True, "grounding": "strict"}) == {
        "constrained": True,
        "grounding": "strict",
    }
