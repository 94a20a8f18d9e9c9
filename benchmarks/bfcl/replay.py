"""Re-score a finished BFCL run's ChatToolcall replies under every grounding mode, offline.

Usage::

    python -m benchmarks.bfcl.replay benchmarks/results/bfcl-qwen2.5-coder-1.5b-<time>.jsonl

Grounding is a pure function of the extracted calls and the conversation, so the model need
not run again: each ``toolcall-*`` record's raw replies are played back, in order, by
:class:`ReplayChatModel` through the same ``ChatToolcall`` system the benchmark ran, once per
grounding mode (``off``, ``lenient``, ``strict``), and BFCL's checker scores each outcome.
Extract and repair replies do not depend on the mode (grounding runs after them), so the
play-back is exact; a mode that ends a turn sooner simply leaves replies unused. A turn that
asks for a request the recording lacks (grounding's recheck of a pick from an enum, added after
the run) cannot be replayed: it keeps its recorded verdict and is counted (:func:`replay`).

Data flow::

    JSONL records (system, id, replies) -> BFCL entry by id (data.load_entries)
      -> ToolcallSystem(ReplayChatModel(replies)), grounding = mode -> check_outcome
      -> Markdown table: strict accuracy per category and overall, per (system, mode)
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

from benchmarks.bfcl.data import BfclEntry, ensure_bfcl_root, load_entries

__all__ = ["MODES", "ReplayChatModel", "regrounding", "render", "replay"]

GroundingMode = Literal["off", "lenient", "strict"]
MODES: tuple[GroundingMode, ...] = ("off", "lenient", "strict")


class ReplayChatModel(BaseChatModel):
    """Answers each request with the next recorded reply ("" once they run out, counted in
    ``beyond``)."""

    replies: list[str] = Field(default_factory=list)
    position: int = 0
    beyond: int = 0
    supports_json_schema_output: bool = True
    """Like the embedded model: ChatToolcall may send a ``response_format`` JSON schema."""

    @property
    def _llm_type(self) -> str:
        return "bfcl-replay"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        reply = self.replies[self.position] if self.position < len(self.replies) else ""
        self.beyond += self.position >= len(self.replies)
        self.position += 1
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=reply))])


def _entries(ids_by_category: Mapping[str, set[str]]) -> dict[str, BfclEntry]:
    found: dict[str, BfclEntry] = {}
    for category, ids in ids_by_category.items():
        for entry in load_entries(category):
            if entry.id in ids:
                found[entry.id] = entry
    return found


Table = dict[tuple[str, str], dict[str, list[bool]]]


def regrounding(records: Sequence[Mapping[str, Any]]) -> Table:
    """(system, mode) -> category -> strict verdicts, for every ChatToolcall record (see
    :func:`replay` for a turn the recording cannot answer)."""
    return replay(records)[0]


def replay(records: Sequence[Mapping[str, Any]]) -> tuple[Table, Counter[tuple[str, str]]]:
    """:func:`regrounding`'s table, and per (system, mode) how many records kept their
    recorded verdict because the turn asked for more requests than were recorded."""
    from benchmarks.bfcl.check import check_outcome
    from benchmarks.bfcl.scripted import approx_tokens
    from benchmarks.bfcl.systems import SYSTEMS, RequestRecorder, ToolcallSystem

    ensure_bfcl_root()
    ours = [r for r in records if str(r["system"]).startswith("toolcall-")]
    wanted: dict[str, set[str]] = defaultdict(set)
    for r in ours:
        wanted[r["category"]].add(r["id"])
    entries = _entries(wanted)
    table: Table = defaultdict(lambda: defaultdict(list))
    left_out: Counter[tuple[str, str]] = Counter()
    for record in ours:
        entry = entries[record["id"]]
        for mode in MODES:
            inner = ReplayChatModel(replies=list(record["replies"]))
            recorder = RequestRecorder(approx_tokens)
            inner.callbacks = [recorder]
            system = SYSTEMS[record["system"]](inner, recorder)
            assert isinstance(system, ToolcallSystem)
            system.grounding = mode
            valid = check_outcome(entry, system.run(entry)).valid_strict
            if inner.beyond:
                left_out[(record["system"], mode)] += 1
                valid = bool(record["valid_strict"])
            table[(record["system"], mode)][entry.category].append(valid)
    return table, left_out


def render(
    table: Mapping[tuple[str, str], Mapping[str, Sequence[bool]]],
    left_out: Mapping[tuple[str, str], int] | None = None,
) -> str:
    """Markdown: one row per (system, mode), correct/total per category and the overall mean;
    then, when :func:`replay` could not play some records back (``left_out``), how many kept
    their recorded verdict."""
    cats = sorted({c for per in table.values() for c in per})
    head = "| system | grounding | " + " | ".join(cats) + " | overall |"
    lines = [head, "|---" * (len(cats) + 3) + "|"]
    for (system, mode), per in sorted(table.items()):
        cells = [f"{sum(per.get(c, []))}/{len(per.get(c, []))}" for c in cats]
        rates = [sum(v) / len(v) for v in per.values() if v]
        overall = 100 * sum(rates) / max(len(rates), 1)
        lines.append(f"| {system} | {mode} | " + " | ".join(cells) + f" | {overall:.1f} % |")
    kept = {key: n for key, n in (left_out or {}).items() if n}
    if kept:
        shown = ", ".join(f"{system} {mode} {n}" for (system, mode), n in sorted(kept.items()))
        lines += [
            "",
            f"Kept their recorded verdict (the turn now asks for a request the run did not record): {shown}.",
        ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """CLI: print the re-scored table for one JSONL."""
    p = argparse.ArgumentParser(prog="python -m benchmarks.bfcl.replay", description=__doc__.split("\n")[0])
    p.add_argument("jsonl", type=Path)
    args = p.parse_args(argv)
    records = [json.loads(x) for x in args.jsonl.read_text(encoding="utf-8").splitlines() if x.strip()]
    print(render(*replay(records)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
