"""The score card: accuracy per category with 95 % Wilson intervals, NEED_INFO rates, cost, the best setting.

Data flow::

    graded items (per setting) ──► SettingScore.add(category, passed, outcome kind, cost)
    SettingScore[] ──► Card(model, sample, settings, complete) ──► best (BEST_RULE)
    Card ──► to_dict / JSON file ──► load_card ──► card_options(card) ──► adapter options
    Card ──► render_card (the text table the CLI prints)

A setting is a named set of adapter options from the one option vocabulary
(:class:`prompt_toolcall.loop.turn.TurnOptions`); the card stores the options, so applying a
card's best setting is ``ChatToolcall(llm, card="card.json")`` / ``ToolcallLLM(llm, card=...)``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from prompt_toolcall.errors import CardError
from prompt_toolcall.eval.sample import CALL_CATEGORIES, CATEGORIES, Outcome
from prompt_toolcall.extraction.prompt import CALL_SYNTAXES

__all__ = [
    "BEST_RULE",
    "CARD_FORMAT",
    "SETTINGS",
    "Card",
    "SettingScore",
    "Tally",
    "Unseparated",
    "card_options",
    "check_setting",
    "load_card",
    "mcnemar_exact",
    "render_card",
    "wilson_interval",
]

CARD_FORMAT = "toolcall-card/1"
"""The ``format`` key of a card file; a card with another format is refused."""

Z_95 = 1.959963984540054
"""The two-sided 95 % normal quantile of the Wilson interval."""

SETTINGS: Mapping[str, Mapping[str, Any]] = {
    "free": {"constrained": False},
    "constrained": {"constrained": True},
    "free-python": {"constrained": False, "call_syntax": "python"},
}
"""The settings a card tries by default: every reply shape the extractor offers. The marker
envelope with JSON calls under free decoding, the decision-first JSON object under a JSON
schema, and the marker envelope with a Python list of calls (``[f(a=1), g(b=2)]``: BFCL's own
prompt syntax) under free decoding (``prompt_toolcall.extraction.prompt``). A backend that
cannot decode under a schema still reads the constrained prompt and its reply is parsed
tolerantly, so all three run everywhere."""

BEST_RULE = (
    "highest overall accuracy among the settings that ran the whole sample; ties broken by fewer "
    "tokens (prompt + generated) per item, then fewer seconds per item, then the name"
)
"""How a card names its best setting (also written into every card)."""

SEPARATION_P = 0.05
"""A setting whose paired difference from the best one has an exact McNemar p-value at or above
this is reported as not separated from it: the card's sample cannot tell the two apart."""


def _option_names() -> frozenset[str]:
    from prompt_toolcall.loop.turn import TurnOptions

    return frozenset(f.name for f in fields(TurnOptions))


def check_setting(options: Mapping[str, Any], where: str = "setting") -> dict[str, Any]:
    """The options of one setting, checked against the option vocabulary.

    Raises:
        CardError: an option that :class:`~prompt_toolcall.loop.turn.TurnOptions` does not
            have, or a value it rejects (the message lists the valid names).
    """
    if not isinstance(options, Mapping):
        msg = f"{where}: options must be an object of option names; got {type(options).__name__}"
        raise CardError(msg)
    valid = _option_names()
    unknown = sorted(k for k in options if k not in valid)
    if unknown:
        msg = f"{where}: unknown option(s) {unknown}. Valid options: {', '.join(sorted(valid))}."
        raise CardError(msg)
    from prompt_toolcall.loop.turn import TurnOptions

    out = dict(options)
    if "constrained" in out and out["constrained"] not in (True, False, "auto"):
        msg = f"{where}: constrained must be one of (True, False, 'auto'); got {out['constrained']!r}"
        raise CardError(msg)
    if "grounding" in out and out["grounding"] not in ("strict", "lenient", "off"):
        msg = f"{where}: grounding must be one of ('strict', 'lenient', 'off'); got {out['grounding']!r}"
        raise CardError(msg)
    if "call_syntax" in out and out["call_syntax"] not in CALL_SYNTAXES:
        msg = f"{where}: call_syntax must be one of {CALL_SYNTAXES}; got {out['call_syntax']!r}"
        raise CardError(msg)
    TurnOptions(**out)  # the vocabulary's own constructor: a future field check applies here too
    return out


def wilson_interval(passed: int, total: int, z: float = Z_95) -> tuple[float, float] | None:
    """The Wilson score interval of ``passed / total`` (95 % by default); None when ``total`` is 0.

    Wilson rather than the normal approximation: with 3-6 items per category the normal
    interval leaves [0, 1] and is zero-width at 0/n and n/n; Wilson's is neither.

    Raises:
        ValueError: ``passed`` outside ``0..total``.
    """
    if total < 0 or passed < 0 or passed > total:
        msg = f"wilson_interval needs 0 <= passed <= total; got passed={passed}, total={total}"
        raise ValueError(msg)
    if total == 0:
        return None
    p = passed / total
    z2 = z * z
    denom = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denom
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value of two settings run on the same items: ``only_a`` items
    only the first passed, ``only_b`` only the second; 1.0 when they disagree on none.

    ``min(1, 2 * P[X <= min(only_a, only_b)])`` with ``X ~ Binomial(only_a + only_b, 1/2)``.

    Raises:
        ValueError: a negative count.
    """
    if only_a < 0 or only_b < 0:
        msg = f"discordant counts must be >= 0; got {only_a}, {only_b}"
        raise ValueError(msg)
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(only_a, only_b) + 1)) / 2**n
    return min(1.0, 2 * tail)


@dataclass(frozen=True)
class Unseparated:
    """A setting the card's sample cannot tell from the best one (see :data:`SEPARATION_P`).

    Attributes:
        name: the setting.
        only_best: items the best setting passed and this one failed.
        only_other: items this setting passed and the best one failed.
        p: the exact McNemar p-value of that split.
    """

    name: str
    only_best: int
    only_other: int
    p: float


@dataclass
class Tally:
    """Passed out of total, with its rate and Wilson interval."""

    passed: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.total += 1
        self.passed += int(ok)

    @property
    def rate(self) -> float | None:
        return self.passed / self.total if self.total else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson_interval(self.passed, self.total)

    def to_dict(self) -> dict[str, Any]:
        ci = self.interval
        return {
            "passed": self.passed,
            "total": self.total,
            "rate": self.rate,
            "ci95": list(ci) if ci else None,
        }


@dataclass
class SettingScore:
    """Everything measured for one setting.

    ``need_info`` counts the NEED_INFO items answered with any NEED_INFO (the NEED_INFO
    rate); ``false_need_info`` counts the items expecting calls (selection, arguments,
    parallel, agent) answered with a NEED_INFO (the false NEED_INFO rate).
    """

    name: str
    options: dict[str, Any]
    categories: dict[str, Tally] = field(default_factory=dict)
    need_info: Tally = field(default_factory=Tally)
    false_need_info: Tally = field(default_factory=Tally)
    requests: int = 0
    prompt_tokens: int = 0
    generated_tokens: int = 0
    seconds: float = 0.0
    errors: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)

    def add(self, item_id: str, category: str, ok: bool, why: str, outcome: Outcome) -> None:
        """Record one graded item."""
        self.categories.setdefault(category, Tally()).add(ok)
        if category == "need_info":
            self.need_info.add(outcome.kind == "need_info")
        elif category in CALL_CATEGORIES:
            self.false_need_info.add(outcome.kind == "need_info")
        self.requests += outcome.requests
        self.prompt_tokens += outcome.prompt_tokens
        self.generated_tokens += outcome.generated_tokens
        self.seconds += outcome.seconds
        self.errors += outcome.kind == "error"
        if not ok:
            self.failures.append({"item": item_id, "why": why})

    @property
    def items(self) -> int:
        return sum(t.total for t in self.categories.values())

    @property
    def overall(self) -> Tally:
        return Tally(sum(t.passed for t in self.categories.values()), self.items)

    @property
    def seconds_per_request(self) -> float | None:
        return self.seconds / self.requests if self.requests else None

    def per_item(self, value: float) -> float:
        return value / self.items if self.items else math.inf

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "options": dict(self.options),
            "items": self.items,
            "overall": self.overall.to_dict(),
            "categories": {c: self.categories[c].to_dict() for c in CATEGORIES if c in self.categories},
            "need_info_rate": self.need_info.to_dict(),
            "false_need_info_rate": self.false_need_info.to_dict(),
            "requests": self.requests,
            "prompt_tokens": self.prompt_tokens,
            "generated_tokens": self.generated_tokens,
            "seconds": round(self.seconds, 3),
            "seconds_per_request": (
                round(self.seconds_per_request, 3) if self.seconds_per_request is not None else None
            ),
            "errors": self.errors,
            "failures": list(self.failures),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SettingScore:
        score = cls(str(data["name"]), dict(data.get("options") or {}))
        for cat, t in (data.get("categories") or {}).items():
            score.categories[cat] = Tally(int(t["passed"]), int(t["total"]))
        for attr, key in (("need_info", "need_info_rate"), ("false_need_info", "false_need_info_rate")):
            t = data.get(key) or {}
            setattr(score, attr, Tally(int(t.get("passed", 0)), int(t.get("total", 0))))
        score.requests = int(data.get("requests", 0))
        score.prompt_tokens = int(data.get("prompt_tokens", 0))
        score.generated_tokens = int(data.get("generated_tokens", 0))
        score.seconds = float(data.get("seconds", 0.0))
        score.errors = int(data.get("errors", 0))
        score.failures = list(data.get("failures") or [])
        return score


@dataclass
class Card:
    """A score card: one model, one sample, the settings tried.

    Attributes:
        model: what was measured (an embedded model key, a server model, an import path).
        sample: the sample's ``name@version``; ``sample_items`` its size.
        settings: one :class:`SettingScore` per setting, in the order tried.
        complete: False when the run was interrupted (Ctrl-C) or a setting is short of items.
    """

    model: str
    sample: str
    sample_items: int
    settings: list[SettingScore]
    complete: bool = True
    version: str = ""

    @property
    def best(self) -> SettingScore | None:
        """The best setting by :data:`BEST_RULE`; None when no setting ran the whole sample."""
        full = [s for s in self.settings if s.items == self.sample_items and s.items > 0]
        if not full:
            return None
        return min(
            full,
            key=lambda s: (
                -(s.overall.rate or 0.0),
                s.per_item(s.prompt_tokens + s.generated_tokens),
                s.per_item(s.seconds),
                s.name,
            ),
        )

    @property
    def unseparated(self) -> tuple[Unseparated, ...]:
        """The other settings that ran the whole sample and whose difference from the best one
        is not significant (exact McNemar on the items the two disagree on, p >=
        :data:`SEPARATION_P`): the best setting is the highest score, not a proven winner."""
        best = self.best
        if best is None:
            return ()
        failed_best = {f.get("item") for f in best.failures}
        out = []
        for s in self.settings:
            if s is best or s.items != self.sample_items:
                continue
            failed = {f.get("item") for f in s.failures}
            only_best, only_other = len(failed - failed_best), len(failed_best - failed)
            p = mcnemar_exact(only_best, only_other)
            if p >= SEPARATION_P:
                out.append(Unseparated(s.name, only_best, only_other, p))
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        best = self.best
        return {
            "format": CARD_FORMAT,
            "model": self.model,
            "sample": self.sample,
            "sample_items": self.sample_items,
            "complete": self.complete,
            "toolcall_version": self.version,
            "best_rule": BEST_RULE,
            "best": (
                {
                    "name": best.name,
                    "options": dict(best.options),
                    "not_separated_from": [_unseparated_dict(u) for u in self.unseparated],
                }
                if best
                else None
            ),
            "settings": [s.to_dict() for s in self.settings],
        }

    def write(self, path: str | Path) -> None:
        """Write the card as JSON (UTF-8)."""
        Path(path).write_text(
            json.dumps(self.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Card:
        return cls(
            model=str(data.get("model", "")),
            sample=str(data.get("sample", "")),
            sample_items=int(data.get("sample_items", 0)),
            settings=[SettingScore.from_dict(s) for s in data.get("settings") or []],
            complete=bool(data.get("complete", True)),
            version=str(data.get("toolcall_version", "")),
        )


def load_card(source: str | Path | Mapping[str, Any]) -> dict[str, Any]:
    """Read a card (a path to its JSON file, or the dict) and check its format.

    Raises:
        CardError: unreadable, not JSON, or not a toolcall card.
    """
    if isinstance(source, Mapping):
        data: Any = source
        where = "card"
    else:
        where = f"card {str(source)!r}"
        try:
            data = json.loads(Path(source).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            msg = f"{where}: cannot read it as a JSON card ({type(e).__name__}: {e})"
            raise CardError(msg) from e
    if not isinstance(data, Mapping) or data.get("format") != CARD_FORMAT:
        got = data.get("format") if isinstance(data, Mapping) else type(data).__name__
        msg = (
            f"{where}: not a toolcall card (expected format {CARD_FORMAT!r}, got {got!r}); "
            "write one with `toolcall eval MODEL --json PATH`"
        )
        raise CardError(msg)
    return dict(data)


def card_options(source: str | Path | Mapping[str, Any]) -> dict[str, Any]:
    """The adapter options of a card's best setting (what ``card=`` applies).

    Raises:
        CardError: not a card, a card without a best setting (interrupted before any setting
            ran the whole sample), or an option outside the vocabulary.
    """
    data = load_card(source)
    best = data.get("best")
    if not isinstance(best, Mapping) or "options" not in best:
        msg = (
            f"card for {data.get('model')!r} names no best setting (no setting ran the whole sample); "
            "run `toolcall eval` to the end, or pass the options yourself"
        )
        raise CardError(msg)
    return check_setting(best["options"], f"card best setting {best.get('name')!r}")


def _unseparated_dict(u: Unseparated) -> dict[str, Any]:
    return {"name": u.name, "only_best": u.only_best, "only_other": u.only_other, "p": round(u.p, 4)}


def _pct(t: Tally) -> str:
    if not t.total:
        return "-"
    lo, hi = t.interval or (0.0, 1.0)
    return f"{t.passed}/{t.total} {100 * (t.rate or 0):.0f} % [{100 * lo:.0f}-{100 * hi:.0f}]"


def render_card(card: Card) -> str:
    """The card as a plain-text table (what ``toolcall eval`` prints)."""
    names = [s.name for s in card.settings]
    rows: list[tuple[str, list[str]]] = []
    cats = [c for c in CATEGORIES if any(c in s.categories for s in card.settings)]
    rows.extend((c, [_pct(s.categories.get(c, Tally())) for s in card.settings]) for c in cats)
    rows.append(("overall", [_pct(s.overall) for s in card.settings]))
    rows.append(("NEED_INFO rate", [_pct(s.need_info) for s in card.settings]))
    rows.append(("false NEED_INFO rate", [_pct(s.false_need_info) for s in card.settings]))
    rows.append(("requests", [str(s.requests) for s in card.settings]))
    rows.append(("prompt tokens", [str(s.prompt_tokens) for s in card.settings]))
    rows.append(("generated tokens", [str(s.generated_tokens) for s in card.settings]))
    rows.append(
        (
            "seconds per request",
            [f"{s.seconds_per_request:.2f}" if s.seconds_per_request else "-" for s in card.settings],
        )
    )
    rows.append(("errors", [str(s.errors) for s in card.settings]))
    width0 = max(len(r[0]) for r in rows)
    widths = [max(len(n), *(len(r[1][i]) for r in rows)) for i, n in enumerate(names)]
    head = f"toolcall card: {card.model} on {card.sample} ({card.sample_items} items)"
    if not card.complete:
        head += " - PARTIAL (interrupted)"
    lines = [head, "", "  ".join([" " * width0, *(n.rjust(w) for n, w in zip(names, widths, strict=True))])]
    lines.extend(
        "  ".join([label.ljust(width0), *(v.rjust(w) for v, w in zip(vals, widths, strict=True))])
        for label, vals in rows
    )
    best = card.best
    lines.append("")
    lines.append(
        f"best setting: {best.name} {json.dumps(best.options)}"
        if best
        else "best setting: none (no setting ran the whole sample)"
    )
    for u in card.unseparated:
        lines.append(
            f"  not separated from {u.name} on this sample: {u.only_best} items passed only under the best "
            f"setting, {u.only_other} only under {u.name} (exact McNemar p = {u.p:.2f})"
        )
    lines.append(f"  rule: {BEST_RULE}")
    lines.append("  accuracy cells: passed/total, rate, [95 % Wilson interval]")
    return "\n".join(lines)
