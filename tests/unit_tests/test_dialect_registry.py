"""The dialect registry: key/module/class agreement, custom readers, coverage ratchet,
cheap dispatch."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

from prompt_toolcall.errors import UnknownDialectError
from prompt_toolcall.reading.dialects import (
    _READERS,
    DialectReader,
    ReadContext,
    available_readers,
    get_reader,
    read_dialects,
    register_reader,
    unregister_reader,
)
from prompt_toolcall.types import Detection, ToolCall

TEST_DIR = Path(__file__).parent / "dialects"

PENDING: dict[str, str] = {}
"""Registry keys allowed to lack a test module, with the reason (none today)."""

MIN_READERS = 22
"""Ratchet: the built-in table never shrinks below this many readers."""


def _camel(key: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in key.split("_"))


@pytest.mark.parametrize("key", list(_READERS))
def test_key_module_and_class_agree(key: str) -> None:
    module_name, class_name = _READERS[key]
    assert module_name == key
    assert class_name.lower() == (_camel(key) + "Reader").lower()
    cls = getattr(importlib.import_module(f"prompt_toolcall.reading.dialects.{module_name}"), class_name)
    assert issubclass(cls, DialectReader)
    assert cls.key == key
    assert cls.markers, "a built-in reader must dispatch on cheap markers"


def test_every_key_has_a_test_module() -> None:
    assert len(_READERS) >= MIN_READERS
    missing = [k for k in _READERS if not (TEST_DIR / f"test_{k}.py").is_file() and k not in PENDING]
    assert missing == []


def test_unknown_key_lists_every_registered_key() -> None:
    with pytest.raises(UnknownDialectError) as err:
        get_reader("no_such_dialect")
    for key in _READERS:
        assert key in str(err.value)


@pytest.fixture
def custom() -> Iterator[type[DialectReader]]:
    @register_reader("shout_test")
    class ShoutReader(DialectReader):
        markers: ClassVar[tuple[str, ...]] = ("CALL!",)

        def read(self, text: str, ctx: ReadContext) -> Detection | None:
            m = re.search(r"CALL!(\w+)", text)
            if m is None:
                return None
            call = ctx.make_call(m.group(1), {})
            calls = (call,) if isinstance(call, ToolCall) else ()
            return Detection(calls=calls, dialect="shout_test", notes=("dialect:shout_test",))

    yield ShoutReader
    unregister_reader("shout_test")


def test_custom_reader_registers_and_reads(custom: type[DialectReader]) -> None:
    assert "shout_test" in available_readers()
    assert available_readers()[: len(_READERS)] == list(_READERS)
    ctx = ReadContext.build(["get_time"])
    found = read_dialects("please CALL!get_time now", ctx)
    assert found is not None and [c.name for c in found.calls] == ["get_time"]
    with pytest.raises(ValueError, match="already registered"):
        register_reader("shout_test")(custom)


def test_custom_reader_is_removed() -> None:
    assert "shout_test" not in available_readers()


def test_builtin_key_cannot_be_taken_silently() -> None:
    with pytest.raises(ValueError):

        @register_reader("hermes")
        class Dup(DialectReader):
            def read(self, text: str, ctx: ReadContext) -> Detection | None:
                return None


PROSE = (
    "The weather in Paris is mild in spring. Most visitors enjoy walking along the river, "
    "visiting museums and sitting in cafes; prices vary, and the metro is the easiest way around. "
) * 20


def test_plain_prose_pays_for_no_reader() -> None:
    """Dispatch is marker-first: a reply with no call markup runs no reader's ``read``."""
    assert [k for k in available_readers() if get_reader(k).applies(PROSE)] == []
    assert read_dialects(PROSE, ReadContext.build(["get_weather"])) is None


def test_reader_exception_never_escapes() -> None:
    @register_reader("boom_test")
    class Boom(DialectReader):
        markers: ClassVar[tuple[str, ...]] = ("BOOM",)

        def read(self, text: str, ctx: ReadContext) -> Detection | None:
            raise RuntimeError("bug")

    try:
        assert read_dialects("BOOM", ReadContext.build(["x"])) is None
    finally:
        unregister_reader("boom_test")
