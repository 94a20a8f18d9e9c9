"""BFCL's prompt-mode output formats end to end through ``detect`` (python list, JSON with
``function``/``parameters``, concise and verbose XML), bare and inside ``<TOOLCALL>``: each
must reach the reader that owns it, not a neighbour that shares the tag."""

from __future__ import annotations

import pytest
from reader_suite import TOOLS

from prompt_toolcall.reading.detect import detect

NAMES = [t["name"] for t in TOOLS]
CONCISE = (
    '<functions><function name="get_weather"><param name="city" type="string">Paris</param>'
    '<param name="days" type="integer">2</param></function></functions>'
)
VERBOSE = (
    '<functions><function name="get_weather"><params><param name="city" value="Paris" type="string"/>'
    '<param name="days" value="2" type="integer"/></params></function></functions>'
)
PYTHON = '[get_weather(city="Paris", days=2)]'
JSON = '```json\n[{"function": "get_weather", "parameters": {"city": "Paris", "days": 2}}]\n```'


@pytest.mark.parametrize("tagged", [False, True], ids=["bare", "toolcall-tag"])
@pytest.mark.parametrize(
    ("body", "dialect"),
    [(PYTHON, "pythonic"), (JSON, None), (CONCISE, "bfcl_xml"), (VERBOSE, "bfcl_xml")],
    ids=["python", "json", "concise-xml", "verbose-xml"],
)
def test_bfcl_format_reaches_its_reader(body: str, dialect: str | None, tagged: bool) -> None:
    text = f"<TOOLCALL>{body}</TOOLCALL>" if tagged else body
    d = detect(text, NAMES, TOOLS)
    assert [(c.name, c.arguments) for c in d.calls] == [("get_weather", {"city": "Paris", "days": 2})]
    assert d.invalid == ()
    if dialect is not None:
        assert d.dialect == dialect
    else:  # JSON: the generic path bare, Nemotron's tag reader inside <TOOLCALL>
        assert d.dialect == ("nemotron" if tagged else "json")
