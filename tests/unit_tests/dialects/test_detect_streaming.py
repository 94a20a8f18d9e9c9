"""Every reader fixture streamed through the whole detector, not one reader: no stream
prefix (read with ``partial=True``) may yield a call the finished reply does not make,
whichever reader or the generic JSON path claims the prefix."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from reader_suite import ReaderCase, ReaderTests, prefixes

from prompt_toolcall.reading.detect import detect


def _all_cases() -> list[tuple[str, ReaderCase]]:
    found: list[tuple[str, ReaderCase]] = []
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        module = importlib.import_module(path.stem)
        for obj in vars(module).values():
            if isinstance(obj, type) and issubclass(obj, ReaderTests) and obj is not ReaderTests:
                found.extend((f"{obj.key}/{c.id}", c) for c in obj.cases)
    return found


CASES = _all_cases()


def test_every_reader_table_is_collected() -> None:
    assert len({cid.split("/")[0] for cid, _ in CASES}) >= 30


@pytest.mark.parametrize("case", [c for _, c in CASES], ids=[cid for cid, _ in CASES])
def test_detect_stream_never_shows_a_call_the_reply_does_not_make(case: ReaderCase) -> None:
    names = [t["name"] for t in case.tools]

    def calls(text: str, partial: bool) -> list[tuple[str, dict[str, object]]]:
        d = detect(text, names, case.tools, reasoning_open=case.reasoning_open, partial=partial)
        return [(c.name, c.arguments) for c in d.calls]

    final = calls(case.text, False)
    for prefix in prefixes(case.text):
        got = calls(prefix, prefix != case.text)
        assert got == final[: len(got)], f"prefix {prefix!r} gives {got}, the reply {final}"
