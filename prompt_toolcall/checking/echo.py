"""Echoed tool results: text a reply copied from a tool result is data, never a call.

Data flow (inside the extractor, before a reply is parsed)::

    reply text, tool-result texts ──► strip_echoes ──► reply with every copied line blanked
                                                      (+ note ``tool-result-echo``)

Why: a tool result is untrusted text (a web page, an email, a file). Found by the
prompt-injection tests (tests/unit_tests/test_reliability_allowlist.py): a model that echoes
its prompt, or quotes a tool result, replays a ``<tool_call>`` tag or bare call JSON from
that result, and the parser read it as the model's own call (``send_email`` to an attacker).
Markers are already neutralised when the transcript is rendered; this covers every other
call syntax, whatever the dialect.

The unit is a line: the transcript indents a multi-line result, so an echo of it is never
one verbatim block, but each of its lines is. Short lines (under
:data:`MIN_ECHO_LINE_CHARS`) are left alone: a model legitimately repeats a city name or a
number that a tool returned.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["MIN_ECHO_LINE_CHARS", "strip_echoes"]

MIN_ECHO_LINE_CHARS = 16
"""Shortest tool-result line treated as an echo when it reappears in a reply.

# UNMEASURED: the shortest call syntax worth stopping is ``{"name":"x"}`` (12 chars) in a
line with a payload; values a model legitimately repeats (``Paris``, ``18C``, an id) are
shorter. Raise it if real replies lose content to it."""


def _fold(text: str) -> str:
    """Lower case with only letters and digits: how a function name is compared in a line."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _lines(untrusted: Iterable[str], names: Iterable[str] | None) -> list[str]:
    folded_names = [n for n in (_fold(name) for name in names) if n] if names is not None else None
    seen: dict[str, None] = {}
    for text in untrusted:
        for line in text.splitlines():
            line = line.strip()
            if len(line) < MIN_ECHO_LINE_CHARS:
                continue
            if folded_names is not None and not any(n in _fold(line) for n in folded_names):
                continue
            seen.setdefault(line, None)
    # Longest first, so a line that contains another is blanked whole.
    return sorted(seen, key=len, reverse=True)


def strip_echoes(
    reply: str, untrusted: Iterable[str], names: Iterable[str] | None = None
) -> tuple[str, bool]:
    """``reply`` with every copy of a (long enough) tool-result line blanked out.

    Args:
        reply: the model's reply, before it is parsed.
        untrusted: tool-result texts of the conversation.
        names: the callable function names. When given, only a result line that names one
            of them (compared case- and punctuation-blind, as the parser resolves names) is
            an echo: a copied line that names no function cannot forge a call, while it may
            be a value the next call legitimately needs (a result ``{"employee_id": "E-4471"}``
            copied as the next call's arguments was blanked, and that call lost its argument).

    Returns:
        ``(text, echoed)``: the cleaned text, and whether anything was blanked.
    """
    echoed = False
    for line in _lines(untrusted, names):
        if line in reply:
            reply = reply.replace(line, " ")
            echoed = True
    return reply, echoed
