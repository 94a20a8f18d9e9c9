"""BFCL XML reader: cases written from BFCL's prompt-mode output formats (concise and
verbose XML) and the MiniCPM-style ``<function name=...>`` body."""

from __future__ import annotations

from typing import ClassVar

from reader_suite import ReaderCase, ReaderTests


class TestBfclXmlReader(ReaderTests):
    key = "bfcl_xml"
    cases: ClassVar[list[ReaderCase]] = [
        ReaderCase(
            "concise",
            '<functions><function name="get_weather"><param name="city" type="string">Paris</param>'
            '<param name="days" type="integer">3</param></function></functions>',
            calls=(("get_weather", {"city": "Paris", "days": 3}),),
        ),
        ReaderCase(
            "verbose-two-calls",
            '<functions><function name="get_weather"><params><param name="city" value="Köln" type="string"/>'
            '<param name="tags" value="[&quot;a&quot;, &quot;b&quot;]" type="array"/></params></function>'
            '<function name="get_time"><params></params></function></functions>',
            calls=(("get_weather", {"city": "Köln", "tags": ["a", "b"]}), ("get_time", {})),
        ),
        ReaderCase(
            "toolcall-tag-and-prose",
            'Sure.<TOOLCALL><functions><function name="get_time"></function></functions></TOOLCALL>',
            calls=(("get_time", {}),),
            content="Sure.",
        ),
        ReaderCase(
            "html-entities-and-cdata",
            '<function name="get_weather"><param name="city">Paris &amp; Lyon &lt;FR&gt;</param>'
            '<param name="label"><![CDATA[<b>bold</b> & raw]]></param></function>',
            calls=(("get_weather", {"city": "Paris & Lyon <FR>", "label": "<b>bold</b> & raw"}),),
        ),
        ReaderCase(
            "minicpm-style-typed-by-schema",
            '<function name="get_weather"><param name="city">Rome</param>'
            '<param name="metric">true</param></function>',
            calls=(("get_weather", {"city": "Rome", "metric": True}),),
        ),
        ReaderCase(
            "truncated",
            '<functions><function name="get_weather"><param name="city" type="string">Par',
            invalid=1,
            notes=("truncated-call-dropped",),
        ),
        ReaderCase(
            "unknown-function",
            '<functions><function name="launch"><param name="x">1</param></function></functions>',
            invalid=1,
        ),
    ]
